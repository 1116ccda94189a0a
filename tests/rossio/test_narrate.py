"""The game log tells what a move caused: column bonuses, each card's earnings, ROSS's
orders and the market card he discards, the end of the square."""
import re

from shared.engine import registry
from shared.engine.match import Match
from shared.engine.playout import play_out
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
