"""The game log tells what a move caused: column bonuses, each card's earnings, ROSS's
orders and the market card he discards, the end of the square."""
import re

from shared.engine import registry
from shared.engine.match import Match
from shared.bots.playout import play_out
from rossio.events import CardActivated, ColumnCompleted, MarketCardDiscarded, RossOrders


def test_every_told_event_of_a_solo_game_has_its_line():
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["greedy", "ross"], {}, 12))
    play_out(match)
    told = {ColumnCompleted: 0, MarketCardDiscarded: 0, RossOrders: 0, CardActivated: 0}
    lines = []
    for i, entry in enumerate(match.log):
        said = [str(line) for line in rules.narrate(match.before(i), entry.seat, entry.move,
                                                     entry.events)]
        lines += said
        for e in entry.events:
            if type(e) in told and (not isinstance(e, CardActivated) or e.vp or e.coins):
                told[type(e)] += 1
    assert all(told.values())
    assert sum("complete:" in line for line in lines) == told[ColumnCompleted]
    assert sum("is discarded" in line for line in lines) == told[MarketCardDiscarded]
    assert sum("then discard market card" in line for line in lines) == told[RossOrders]
    assert sum(bool(re.match(r"card \d+: ", line)) for line in lines) == told[CardActivated]
    assert any("played out with recruits only" in line for line in lines)


def test_ross_completing_a_column_is_told_without_a_bonus_he_never_takes():
    """Rulebook, ROSS: "ROSS does not receive or uses coins"; he keeps no hand, so a card
    swap is no bonus for him either. The log says the column is complete and that ROSS
    takes nothing (the 3 VP token is his when he takes it)."""
    rules = registry.get_rules("rossio")
    ross_lines = []
    for seed in range(1, 8):
        match = Match(rules, rules.make_config(["greedy", "ross"], {}, seed))
        play_out(match)
        for i, entry in enumerate(match.log):
            if match.before(i).players[entry.seat].ross:
                said = [str(line) for line in rules.narrate(match.before(i), entry.seat,
                                                             entry.move, entry.events)]
                ross_lines += [line for line in said if "complete" in line]
    assert ross_lines
    assert not [line for line in ross_lines if "1 coin" in line or "draw 2 cards" in line]
    assert any("ROSS takes no bonus" in line for line in ross_lines)


def test_hidden_victory_points_are_told_only_to_their_owner():
    """Rulebook, "HIDDEN VICTORY POINTS": players keep their victory point tokens face
    down until the end, so a card's points are a line for its owner alone; the others
    read that the card scored, without the number. In the standard game all read it."""
    rules = registry.get_rules("rossio")
    for variant, private in (("hidden-vp", True), ("standard", False)):
        match = Match(rules, rules.make_config(["greedy"] * 3, {"variant": variant}, 5))
        play_out(match, max_moves=150)
        scored = [(entry.seat, line) for i, entry in enumerate(match.log)
                  for line in rules.narrate(match.before(i), entry.seat, entry.move, entry.events)
                  if "VP (found" in str(line)]
        assert scored
        for seat, line in scored:
            assert (line.owner == seat) == private
            other = line.seen_by((seat + 1) % 3)
            if private:
                assert other is not None and "VP" not in str(other) and "hidden" in str(other)
            assert line.seen_by(seat) is line and line.seen_by(None) is line
