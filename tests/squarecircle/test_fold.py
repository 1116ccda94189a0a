"""The Square Circle's fold of a move's events (its reducer's fold on a draft, the rules'
apply): the same state as reducing the events one at a time, for every move of whole games,
the reveals with their neutral cards and the game's end included; the state folded from is
unchanged."""
from __future__ import annotations

import attrs

from shared.bots import ask, make_controller
from shared.engine.match import Match
from squarecircle.rules import RULES
from squarecircle.events import reducer


def test_folding_a_moves_events_gives_the_state_reducing_them_one_by_one():
    moves = 0
    for seed, seats in ((1, ("random", "random")), (2, ("greedy", "random", "greedy")),
                        (3, ("random",) * 5)):
        match = Match(RULES, RULES.make_config(list(seats), {}, seed))
        bots = [make_controller(RULES, name, s, seed) for s, name in enumerate(seats)]
        while (d := match.decision()) is not None:
            before = match.state
            copy = attrs.evolve(before)
            events = match.play(ask(bots[d.seat], match))
            one_by_one = before
            for event in events:
                one_by_one = reducer(one_by_one, event)
            assert match.state == one_by_one == RULES.apply(before, events)
            assert before == copy
            moves += 1
        assert RULES.result(match.state) is not None
    assert moves > 100
