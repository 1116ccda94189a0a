"""Conformance: random playouts over every player count, solo at each difficulty, the
Nobles and both variants. At every step: every listed move is accepted, moves outside the
list raise IllegalMove, components are conserved, views hide what they must, moves survive
the save codec; undo/redo and replays give the same hash; the game ends with a result."""
from __future__ import annotations

import pytest

from shared.bots import make_controller
from shared.engine.codec import decode_move, encode_move
from shared.engine.contract import IllegalMove
from shared.engine.match import Match
from shared.engine.narration import Line
from shared.engine.rng import Rng

from rossio.components import components
from rossio.moves import (BuildTile, DiscardCard, RecruitCard, RossDraw, StopBuilding,
                          SwapTiles, TakeMarketCard)
from rossio.rules import RULES
from rossio.state import EMPTY, HIDDEN

CASES = [
    (("random", "random"), {}),
    (("random", "random", "random"), {}),
    (("random", "greedy", "random", "greedy"), {}),
    (("random", "ross"), {"ross-difficulty": "easy"}),
    (("greedy", "ross"), {"ross-difficulty": "medium"}),
    (("ross", "random"), {"ross-difficulty": "hard"}),
    (("random", "ross"), {"ross-difficulty": "very-hard"}),
    (("random", "random", "random"), {"nobles": True, "variant": "hidden-vp"}),
    (("greedy", "random"), {"variant": "experienced"}),
    (("random", "ross"), {"nobles": True, "variant": "hidden-vp"}),
]

PROBES = (DiscardCard(999), DiscardCard(EMPTY), RecruitCard(1, "C"), RecruitCard(999, "B"),
          BuildTile(9, 9), BuildTile(0, 0), SwapTiles(3), SwapTiles(-1), StopBuilding(),
          TakeMarketCard(4), TakeMarketCard(3), RossDraw())


def conserved(state) -> None:
    comp = components()
    board_tiles = sum(1 for p in state.players for t in p.board if t != EMPTY)
    assert sum(state.supply) + state.filled + board_tiles == 96
    for colour in range(4):
        in_square = sum(1 for row in state.square for t in row if t == colour)
        on_boards = sum(1 for p in state.players for t in p.board if t == colour)
        assert state.supply[colour] + in_square + on_boards == 24
    cards = list(state.deck) + list(state.discard) + list(state.market)
    for p in state.players:
        cards += list(p.hand) + [s.card for s in p.slots if s.card != EMPTY]
    expected = set(comp.helper_ids) | (set(comp.noble_ids) if state.nobles else set())
    assert sorted(cards) == sorted(expected)
    if state.solo:
        ross = list(state.ross_visible) + list(state.ross_rest) + ([state.ross_top] if state.ross_top >= 0 else [])
        assert len(ross) == 12 and len(set(ross)) == 12


def check_views(state) -> None:
    for seat in range(len(state.seats)):
        v = RULES.view(state, seat)
        assert v.players[seat].hand == state.players[seat].hand
        for other in range(len(state.seats)):
            if other == seat:
                continue
            assert all(c == HIDDEN for c in v.players[other].hand)
            # a side-B card lies with its side A hidden (rulebook, "Recruiting a card")
            assert [s.card == HIDDEN for s in v.players[other].slots] == \
                [s.side == "B" for s in state.players[other].slots]
            if state.variant == "hidden-vp" and not state.over:
                assert v.players[other].vp == 0
            else:
                assert v.players[other].vp == state.players[other].vp
        assert len(v.deck) == len(state.deck)
        if state.solo:
            assert v.ross_top == (HIDDEN if state.ross_top >= 0 else EMPTY)
            assert v.ross_top_back == state.ross_top_back


def playout(seats, options, seed, check_every_move=True):
    cfg = RULES.make_config(seats, options, seed)
    m = Match(RULES, cfg)
    ctl = [make_controller(RULES, name, i, seed) for i, name in enumerate(seats)]
    steps = 0
    while not m.finished:
        d = m.decision()
        state = m.state
        assert d.moves, "a decision always offers a move"
        assert len(set(d.moves)) == len(d.moves)
        if check_every_move:
            conserved(state)
            check_views(state)
            for mv in d.moves:
                RULES.play(state, mv, Rng(m.rng_state))      # accepted
                assert decode_move(RULES.move_types, encode_move(mv)) == mv
            for probe in PROBES:
                if probe not in d.moves:
                    with pytest.raises(IllegalMove):
                        m.play(probe)
                    with pytest.raises(IllegalMove):
                        RULES.play(state, probe, Rng(m.rng_state))
        move = ctl[d.seat].choose(m.view(d.seat), d, len(m.log))
        assert move in d.moves
        assert isinstance(ctl[d.seat].reason(move), (Line, str))
        before = m.hash()
        m.play(move)
        after = m.hash()
        if m.can_undo():
            m.undo()
            assert m.hash() == before
            m.redo()
            assert m.hash() == after
        steps += 1
        assert steps < 5000
    assert RULES.decision(m.state) is None and RULES.legal_moves(m.state) == ()
    conserved(m.state)
    check_views(m.state)
    r = m.result()
    n = len(seats)
    assert len(r.scores) == n and len(r.columns) == n
    assert r.categories[-1] == "Total" and r.sheet[-1] == r.scores
    for row in r.sheet:
        assert len(row) == n
    assert sum(r.sheet[:-1][i][j] for i in range(len(r.sheet) - 1) for j in range(n)) == sum(r.scores)
    assert r.winners and all(r.scores[w] == max(r.scores) for w in r.winners)
    assert m.state.full or m.state.end_triggered
    return m


@pytest.mark.parametrize("seats,options", CASES)
def test_random_playouts(seats, options):
    m = playout(seats, options, seed=3)
    # determinism: the same seed gives the same game, and replaying the moves agrees
    again = playout(seats, options, seed=3, check_every_move=False)
    assert again.hash() == m.hash()
    replay = Match.replay(RULES, m.config, [e.move for e in m.log])
    assert replay.hash() == m.hash()


@pytest.mark.parametrize("seed", range(6))
def test_more_seeds(seed):
    seats = [("random", "random"), ("random", "ross"), ("random",) * 4][seed % 3]
    options = [{}, {"nobles": True}, {"variant": "experienced"}][seed % 3]
    playout(seats, options, seed=100 + seed, check_every_move=False)


def test_solo_ross_always_wins_ties_and_game_ends_after_ross():
    for seed in range(4):
        m = playout(("random", "ross"), {}, seed, check_every_move=False)
        r = m.result()
        if r.scores[0] == r.scores[1]:
            assert r.winners == (1,)


SIMULATE = [
    (("greedy", "greedy"), {}),
    (("greedy",) * 3, {}),
    (("greedy",) * 4, {}),
    (("greedy", "ross"), {"ross-difficulty": "easy"}),
    (("greedy", "ross"), {"ross-difficulty": "medium"}),
    (("greedy", "ross"), {"ross-difficulty": "hard"}),
    (("greedy", "ross"), {"ross-difficulty": "very-hard"}),
    (("greedy", "ross"), {"nobles": "true", "variant": "hidden-vp"}),
    (("greedy", "ross"), {"variant": "experienced"}),
    (("greedy", "greedy", "greedy"), {"nobles": "true", "variant": "hidden-vp"}),
]


def _bot_game(seats, options, seed):
    cfg = RULES.make_config(seats, options, seed)
    m = Match(RULES, cfg)
    ctl = [make_controller(RULES, name, i, seed) for i, name in enumerate(seats)]
    while not m.finished:
        d = m.decision()
        m.play(ctl[d.seat].choose(m.view(d.seat), d, len(m.log)))
    return m


@pytest.mark.parametrize("seats,options", SIMULATE)
def test_simulate_is_deterministic(seats, options):
    """What `simulate rossio --players N` / `--seats greedy,ross --option ...` runs."""
    a = _bot_game(seats, options, 11)
    b = _bot_game(seats, options, 11)
    assert a.hash() == b.hash() and a.result() == b.result()
    assert [e.move for e in a.log] == [e.move for e in b.log]
    c = _bot_game(seats, options, 12)
    assert c.hash() != a.hash()
