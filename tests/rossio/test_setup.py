"""Rulebook, "Setup" (1 assembling the square, 2 corner tiles, 3 market, 6 the player)
and the seat/option checks."""
from __future__ import annotations

import pytest

from shared.engine.contract import ConfigError

from rossio.components import components
from rossio.rules import RULES

from .support import new_match


@pytest.mark.parametrize("seats,columns", [
    (("greedy", "greedy"), 9), (("greedy",) * 3, 12), (("greedy",) * 4, 15),
    (("greedy", "ross"), 9),
])
def test_1_square_size_by_player_count(seats, columns):
    s = new_match(seats).state
    assert s.ncols == columns and s.nrows == 5
    assert len(s.pieces) == columns // 3
    assert len({pid for pid, _ in s.pieces}) == len(s.pieces)      # different pieces


def test_1d_the_3vp_token_covers_the_last_bonus():
    for seed in range(10):
        s = new_match(("greedy",) * 3, seed).state
        assert s.bonuses[-1] == "end"
        assert s.bonuses.count("end") == 1
        comp = components()
        by_id = {p.id: p for p in comp.square.bottom_pieces}
        printed = [b for pid, side in s.pieces for b in by_id[pid].side(side)]
        assert tuple(printed[:-1]) == s.bonuses[:-1]


def test_experienced_variant_uses_hard_sides_only():
    for seed in range(10):
        s = new_match(("greedy",) * 4, seed, variant="experienced").state
        assert all(side == "hard" for _, side in s.pieces)
    sides = {side for seed in range(20) for _, side in new_match(seed=seed).state.pieces}
    assert sides == {"easy", "hard"}      # standard game: sides at random


def test_2_corner_tiles_differ():
    for seed in range(40):
        s = new_match(seed=seed).state
        assert len(s.square[0]) == 1 and len(s.square[4]) == 1
        assert s.square[0][0] != s.square[4][0]
        assert all(len(r) == 0 for r in s.square[1:4])


def test_2b_redrawn_corner_goes_back_to_the_stacks():
    for seed in range(60):
        m = new_match(seed=seed)
        s = m.state
        on_boards = sum(1 for p in s.players for t in p.board if t >= 0)
        assert sum(s.supply) == 96 - 2 - on_boards


def test_3_market_and_6_players():
    m = new_match(("greedy",) * 3)
    s = m.state
    assert len(s.market) == 4
    for p in s.players:
        assert len(p.hand) == 5
        assert all(t >= 0 for t in p.board) and len(p.board) == 4
        assert p.coins == 0
    assert len(s.deck) == 40 - 4 - 15
    assert m.decision().kind == "keep"


def test_6c_keep_three_of_five_then_first_player_recruits():
    m = new_match(("greedy",) * 2)
    seen = []
    while m.decision().kind == "keep":
        d = m.decision()
        seen.append(d.seat)
        m.play(d.moves[-1])
    assert seen == [0, 0, 1, 1]
    assert all(len(p.hand) == 3 for p in m.state.players)
    assert len(m.state.discard) == 4
    assert m.decision().kind == "recruit" and m.decision().seat == 0


def test_nobles_are_shuffled_in():
    s = new_match(nobles=True).state
    all_cards = set(s.deck) | set(s.market) | {c for p in s.players for c in p.hand}
    assert len(all_cards) == 44
    s = new_match().state
    assert len(set(s.deck) | set(s.market) | {c for p in s.players for c in p.hand}) == 40


@pytest.mark.parametrize("seats", [("greedy",), ("greedy",) * 5, ("ross", "ross"),
                                   ("greedy", "greedy", "ross"), ("ross",)])
def test_bad_seat_lists_are_refused(seats):
    with pytest.raises(ConfigError):
        RULES.make_config(seats, {}, 1)


def test_options():
    with pytest.raises(ConfigError):
        RULES.make_config(("greedy", "ross"), {"ross-difficulty": "impossible"}, 1)
    with pytest.raises(ConfigError):
        RULES.make_config(("greedy", "ross"), {"colour": "red"}, 1)
    cfg = RULES.make_config(("greedy", "ross"), {"nobles": "true", "variant": "hidden-vp",
                                                 "ross-difficulty": "very-hard"}, 1)
    assert cfg.option("nobles") is True and cfg.option("variant") == "hidden-vp"
    assert RULES.make_config(("greedy", "ross")).option("ross-difficulty") == "medium"


def test_solo_human_plays_first_even_in_the_second_seat():
    m = new_match(("ross", "greedy"))
    assert m.state.order == (1, 0)
    assert m.decision().seat == 1
    assert m.state.players[0].ross and m.state.players[0].hand == ()
    assert all(t >= 0 for t in m.state.players[0].board)
