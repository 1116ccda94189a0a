"""Rulebook GAMEPLAY, END OF THE ROUND and SPECIAL RULES (demolition)."""
import pytest

from shared.bots.playout import play_out
from shared.engine.contract import IllegalMove
from simplicity.components import components
from simplicity.rules import RULES, fits, placements
from simplicity.moves import Demolish, PlaceTile

from .helpers import evolve, started


def placing(match):
    d = match.decision()
    if d.kind == "demolish":
        match.play(d.moves[0])
    return match


def test_single_double_and_wild_symbols():
    """GAMEPLAY: spaces 1-3 one symbol, 4-6 either of two, 7 any space."""
    state = placing(started(4, 2)).state
    sides = components().sides[state.side]
    for space, shape in enumerate(state.shapes):
        for slot in range(7):
            expect = slot == 6 or (shape != "blank" and shape in sides[slot])
            assert fits(state, slot, space) is expect
    assert all(len(sides[k]) == 1 for k in range(3))
    assert all(len(sides[k]) == 2 for k in range(3, 6))


def test_blank_space_takes_only_the_tile_from_space_seven():
    """GAMEPLAY: the blank space is filled only from the last planning space."""
    match = placing(started(4, 3))
    state = match.state
    blank = state.shapes.index("blank")
    legal = placements(state)
    assert all(m.slot == 6 for m in legal if m.space == blank)
    wrong = next(k for k in range(6) if k != state.demolished)
    with pytest.raises(IllegalMove, match="blank space"):
        RULES.play(state, PlaceTile(wrong, blank), None)


def test_must_place_a_fitting_tile_when_one_exists():
    """GAMEPLAY: whenever a tile can be placed, one must be."""
    state = placing(started(4, 4)).state
    assert all(fits(state, m.slot, m.space) for m in placements(state))


def test_when_no_tile_fits_any_tile_goes_on_any_free_space():
    """GAMEPLAY: in the rare case nothing fits, any tile may go on any free space."""
    state = placing(started(4, 5)).state
    # leave only space-1 tile and only spaces whose shape it lacks
    want = components().sides[state.side][0][0]
    free = [i for i, s in enumerate(state.shapes) if s not in (want, "blank")][:3]
    tiles = tuple(None if i in free else "civic" for i in range(len(state.tiles)))
    offer = (state.offer[0],) + (None,) * 6
    stuck = evolve(state, tiles=tiles, offer=offer, demolished=None)
    moves = placements(stuck)
    assert {(m.slot, m.space) for m in moves} == {(0, s) for s in free}


def test_taking_a_tile_leaves_the_pawn_there_and_sets_next_order():
    """GAMEPLAY / END OF THE ROUND: next round's order follows the pawns top to bottom."""
    match = started(4, 6)
    while match.state.round == 1:
        placing(match)
        match.play(match.decision().moves[-1])
    state = match.state
    assert list(state.order) == sorted(range(4), key=lambda t: state.last_pawns[t])


def test_end_of_round_discards_flips_draws_and_rewards_last_team():
    """END OF THE ROUND 1-3: discard, flip, draw 7, extra point (and demolition) to last."""
    match = started(4, 7)
    side = match.state.side
    while match.state.round == 1:
        placing(match)
        match.play(match.decision().moves[0])
    state = match.state
    assert state.side != side
    assert len([t for t in state.offer if t]) == 7
    assert sum(state.extra) == 2 and state.extra[state.order[-1]] >= 1
    assert sum(state.bag) == 60 - 14
    d = match.decision()
    assert d.kind == "demolish" and d.seat == state.team_player[state.order[-1]]


def test_demolished_tile_cannot_be_taken():
    """SPECIAL RULES, Demolition: the tile under the token is unavailable this round."""
    match = started(4, 8)
    match.play(Demolish(2))
    assert all(m.slot != 2 for m in match.decision().moves)
    state = match.state
    space = next(i for i in range(len(state.tiles)) if fits(state, 2, i))
    with pytest.raises(IllegalMove, match="demolition"):
        match.play(PlaceTile(2, space))


@pytest.mark.parametrize("players", [3, 6])
def test_no_demolition_at_three_and_six_players(players):
    """GAME SETUP 3: the demolition token stays in the box with 3 or 6 players."""
    match = started(players, 9)
    play_out(match)
    assert all(e.move.__class__.__name__ != "Demolish" for e in match.log)


@pytest.mark.parametrize("players", range(2, 7))
def test_five_rounds_five_discs_per_team_five_tokens(players):
    """GAMEPLAY: exactly five rounds; END OF THE GAME: every team placed its five discs."""
    match = started(players, 10)
    play_out(match)
    state = match.state
    assert state.round == 5 and match.finished
    for team in range(state.teams):
        assert state.discs.count(team) == 5
    assert sum(state.extra) == 5
