"""Circleville's remembered decisions (rules._decision): the same answer as working the
decision out afresh, from several threads asking about different states at once (the
table, the bot and the hint threads do), and for states equal in value but new."""
from __future__ import annotations

import threading

import attrs

from circleville import turn
from circleville.rules import RULES
from shared.bots import ask, make_controller
from shared.engine.match import Match


def states(seed: int, seats=("random", "greedy", "random"), moves: int = 250) -> list:
    match = Match(RULES, RULES.make_config(list(seats), {}, seed))
    bots = [make_controller(RULES, name, s, seed) for s, name in enumerate(seats)]
    found = []
    while match.decision() is not None and len(found) < moves:
        found.append(match.state)
        match.play(ask(bots[match.decision().seat], match))
    return found


def test_threads_asking_at_once_get_each_states_own_decision():
    games = [states(seed) for seed in (1, 2)] + [states(3, ("random", "bertha", "carsten"))]
    walk = [s for game in games for s in game]
    truth = {id(s): turn.decision(s) for s in walk}
    start = threading.Barrier(6)
    wrong: list = []

    def ask_all(offset: int, stride: int) -> None:
        order = walk[offset:] + walk[:offset]
        start.wait()
        for _ in range(3):
            for s in order[::stride]:
                if RULES.decision(s) != truth[id(s)]:
                    wrong.append((offset, s.turn))

    threads = [threading.Thread(target=ask_all, args=(i * 97, 1 + i % 3)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not wrong
    assert len(walk) > 500


def test_fresh_states_whose_ids_may_repeat_get_their_own_decisions():
    """Copies made and dropped one after another (CPython hands a dropped copy's id to the
    next): each is answered for itself, never with an entry of an earlier object."""
    walk = states(4, moves=80)
    for i in range(3000):
        s = walk[i % len(walk)] if i % 2 else walk[(i * 7) % len(walk)]
        copy = attrs.evolve(s)
        assert copy is not s and copy == s
        assert RULES.decision(copy) == turn.decision(s)
