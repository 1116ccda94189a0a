"""The game log is a whole record of the game: rulebook END OF THE ROUND (the leftover
tiles, the planning board turned over, the extra point token, the seven new tiles), SPECIAL
RULES (two teams per player, demolition) and END OF THE GAME."""
from shared.bots.playout import play_out
from shared.engine.narration import Seat
from simplicity.rules import RULES
from simplicity.events import ExtraPointGiven, GameEnded, RoundEnded, TilePlaced, TilesDrawn

from .helpers import started


def lines_of(match, index):
    entry = match.log[index]
    return RULES.narrate(match.before(index), entry.seat, entry.move, entry.events)


def round_end(match):
    """The index of the first logged move that ends a round."""
    return next(i for i, e in enumerate(match.log)
                if any(isinstance(ev, RoundEnded) for ev in e.events))


def test_the_end_of_a_round_tells_each_step():
    """END OF THE ROUND 1-3: the tiles left are discarded, the planning board is flipped,
    seven tiles are drawn and the team last in the turn order gets an extra point token."""
    match = started(4, seed=3)
    play_out(match)
    k = round_end(match)
    before, entry = match.before(k), match.log[k]
    said = [str(line) for line in lines_of(match, k)]
    placed = next(e for e in entry.events if isinstance(e, TilePlaced))
    given = next(e for e in entry.events if isinstance(e, ExtraPointGiven))
    drawn = next(e for e in entry.events if isinstance(e, TilesDrawn))
    left = [t for s, t in enumerate(before.offer) if t is not None and s != placed.slot]
    assert len(left) == 3   # 7 tiles, 4 teams: the demolished tile and two more
    side = "B" if before.side == "A" else "A"
    last = before.team_player[given.team] + 1
    tiles = ", ".join(drawn.tiles[:-1]) + f" and {drawn.tiles[-1]}"
    discarded = f"{left[0]}, {left[1]} and {left[2]}"
    assert said[1:] == [
        "Round 2 begins",
        f"the 3 tiles left beside the planning board are discarded: {discarded}",
        f"the planning board is flipped to side {side}",
        f"seat {last} is last in the turn order and receives an extra point token",
        f"7 tiles are drawn from the bag for the planning board: {tiles}"]
    assert [line.indent for line in lines_of(match, k)] == [False, False] + [True] * 4


def test_the_extra_point_token_names_the_team_that_gets_it():
    """SPECIAL RULES, two teams per player: the token goes to a team, which the log names
    with its player (the table shows the team's colour)."""
    match = started(2, seed=5)
    play_out(match)
    k = round_end(match)
    given = next(e for e in match.log[k].events if isinstance(e, ExtraPointGiven))
    seat = match.before(k).team_player[given.team]
    teams = [v for line in lines_of(match, k) for _, v in line.params if isinstance(v, Seat)]
    assert Seat(seat, given.team) in teams


def test_a_single_tile_left_is_discarded_in_the_singular():
    """END OF THE ROUND 1 with six teams and no demolition token: one tile is left."""
    match = started(3, seed=2)
    play_out(match)
    said = [str(line) for line in lines_of(match, round_end(match))]
    assert any(s.startswith("the tile left beside the planning board is discarded: ")
               for s in said)


def test_the_last_move_says_the_city_is_complete():
    """END OF THE GAME: after five rounds the city is complete; no round begins."""
    match = started(4, seed=1)
    play_out(match)
    last = match.log[-1]
    assert any(isinstance(e, GameEnded) for e in last.events)
    said = [str(line) for line in lines_of(match, len(match.log) - 1)]
    assert said[-1] == "After round 5 the city is complete."
    assert not any("begins" in s for s in said)


def test_every_move_is_told_by_its_events_alone():
    """GAMEPLAY: the tile placed (or demolished) is the move's line; no headline repeats it."""
    match = started(5, seed=4)
    play_out(match)
    for k, entry in enumerate(match.log):
        assert RULES.headline(match.before(k), entry.seat, entry.move) == []
        assert lines_of(match, k)[0].text in ("{team}: {kind} from {slot} to {space}",
                                              "{team}: demolished {kind} on {slot}")
