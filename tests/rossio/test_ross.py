"""Rulebook, "Solo": ROSS's deck by difficulty, his turn, how he builds (Example 6), the
end of a solo game and ties."""
from __future__ import annotations

import pytest

from shared.bots import make_controller
from shared.engine.rng import Rng

from rossio.automa import RossController
from rossio.components import components
from rossio.events import GameEnded, MarketCardDiscarded, RossScored, TilesDrawn
from rossio.moves import BuildTile, RossDraw
from rossio.ross import ross_deck
from rossio.rules import RULES
from rossio.scoring import result
from rossio.state import EMPTY, HIDDEN, Slot

from .support import BLUE, GREEN, RED, evolve, new_match, play, rows, started, with_player


@pytest.mark.parametrize("level,easy,hard", [("easy", 3, 0), ("medium", 2, 1), ("hard", 1, 2),
                                             ("very-hard", 0, 3)])
def test_deck_by_difficulty(level, easy, hard):
    comp = components()
    for seed in range(5):
        deck = ross_deck(level, Rng(seed))
        kinds = [comp.ross(c).kind for c in deck]
        assert len(deck) == 12 and len(set(deck)) == 12
        assert (kinds.count("regular"), kinds.count("easy"), kinds.count("hard")) == (9, easy, hard)


def test_solo_setup_ross_has_a_board_no_hand_and_a_deck():
    s = new_match(("greedy", "ross"), **{"ross-difficulty": "hard"}).state
    assert s.ross_seat == 1 and s.players[1].hand == () and s.players[1].coins == 0
    assert s.ross_top > 0 and len(s.ross_rest) == 11
    assert s.ross_top_back == components().ross(s.ross_top).back


def test_make_controller_builds_ross():
    ctl = make_controller(RULES, "ross", 1, 5)
    assert isinstance(ctl, RossController)


# Example 6: rows of the square before ROSS builds; his board red, red, green, blue.
EXAMPLE_6 = rows(
    "BYBG",
    "YBY",      # C = row 2, column 4 (the 1st red goes to A = row 3, column 3)
    "BY",
    "YBG",      # G = row 4, column 4
    "YBY",      # D = row 5, column 4
)


def example_6_state():
    m = started(("greedy", "ross"))
    s = m.state
    # ROSS drew cards worth 2 and 3 in his first two turns; his next card is worth 4, and
    # the card under it has the turn arrow on the bottom section.
    comp = components()
    assert comp.ross(1).vp == 4 and comp.ross(1).sections[2] == (3, 3)
    assert comp.ross(1).priority == "up"
    bottoms = tuple(c.id for c in comp.ross_cards if c.back == "bottom" and c.id not in (2, 3, 1))
    s = evolve(s, square=EXAMPLE_6, phase="ross-draw", current=1, round=3,
               ross_visible=(2, 3), ross_top=1, ross_top_back="top", ross_rest=bottoms)
    return with_player(s, 1, board=(RED, RED, GREEN, BLUE), vp_ross=2 + 5)


def test_example_6_ross_turn():
    s = example_6_state()
    ross = RossController(RULES, 1)
    market = s.market
    d = RULES.decision(s)
    assert d.kind == "ross-draw" and d.moves == (RossDraw(),)
    s, events = play(s, ross.choose(RULES.view(s, 1), d))
    assert [e.vp for e in events if isinstance(e, RossScored)] == [4 + 2 + 3]
    assert s.ross_section == "bottom" and s.ross_to_build == 3 and s.ross_discard == 3
    chosen = []
    for expected in [(2, 2), (4, 3), (3, 3)]:
        d = RULES.decision(s)
        assert d.kind == "ross-build"
        move = ross.choose(RULES.view(s, 1), d)
        chosen.append((move, ross.reason(move)))
        assert (move.row, move.col) == expected
        s, events = play(s, move)
    # first red: A, the only leftmost space
    assert str(chosen[0][1]).startswith("red tile: no red neighbour, leftmost free space")
    # second red: B, C or D; C and D equally left; the bottom-up arrow picks D
    assert str(chosen[1][1]).startswith("red tile: no red neighbour, leftmost free space, bottom-up arrow")
    # green: E, F or G next to green; F and G equally left; bottom-up picks G
    assert str(chosen[2][1]).startswith("green tile: a green neighbour, leftmost such space, bottom-up arrow")
    # he discards the third market card, refills the market and his board
    discards = [e for e in events if isinstance(e, MarketCardDiscarded)]
    assert discards and discards[0].position == 2 and discards[0].card == market[2]
    assert s.market[:3] == (market[0], market[1], market[3])
    assert any(isinstance(e, TilesDrawn) and e.seat == 1 for e in events)
    assert all(t >= 0 for t in s.players[1].board)
    assert s.current == 0 and s.phase == "recruit"      # the human's next turn
    assert s.players[1].coins == 0 and s.players[1].hand == ()


def test_example_6_spaces_offered_to_ross():
    s = example_6_state()
    s, _ = play(s, RossDraw())
    assert {(m.row, m.col) for m in RULES.legal_moves(s)} == {(0, 4), (1, 3), (2, 2), (4, 3)}   # A unique leftmost


def test_ross_does_not_build_when_the_human_ends_the_game():
    s = example_6_state()
    s = evolve(s, end_triggered=True, final_turn=True)
    s, events = play(s, RossDraw())
    assert any(isinstance(e, GameEnded) for e in events)
    assert s.players[1].vp_ross == 7 + 9


def test_ross_empty_deck_scores_again_and_uses_the_middle_section():
    s = example_6_state()
    s = evolve(s, ross_top=EMPTY, ross_top_back="", ross_rest=(), ross_visible=(2, 3, 1))
    s, events = play(s, RossDraw())
    assert [e.vp for e in events if isinstance(e, RossScored)] == [9]
    assert s.ross_card == 1 and s.ross_section == "middle" and s.ross_to_build == 3


def test_last_card_drawn_uses_the_middle_section():
    s = example_6_state()
    s = evolve(s, ross_rest=())
    s, _ = play(s, RossDraw())
    assert s.ross_section == "middle" and s.ross_top == EMPTY


def test_ross_ignores_coin_and_card_bonuses_but_takes_the_3vp_token():
    s = example_6_state()
    s, _ = play(s, RossDraw())
    s = evolve(s, bonuses=("cards",) * 8 + ("end",))
    s, events = play(s, BuildTile(2, 2))      # completes column 3
    assert s.players[1].hand == () and s.players[1].coins == 0 and s.phase == "ross-build"
    full = tuple(tuple((r + c) % 4 for c in range(9)) for r in range(5))
    s = evolve(s, square=(full[0][:8],) + full[1:], ross_to_build=2)
    s, events = play(s, BuildTile(0, 8))
    assert s.players[1].vp_token == 3 and any(isinstance(e, GameEnded) for e in events)


def test_ross_wins_ties():
    s = example_6_state()
    s = evolve(s, phase="over")
    s = with_player(s, 0, vp_patterns=40, slots=(Slot(1, "A"), Slot(2, "A"), Slot(3, "A")))
    s = with_player(s, 1, vp_ross=40)
    r = result(s)
    assert r.winners == (1,) and "ROSS wins ties" in str(r.tiebreak)
    assert "ROSS cards" in r.categories and r.columns[1] == "ROSS"
    s = with_player(s, 0, vp_patterns=41)
    assert result(s).winners == (0,)


def test_human_first_every_round():
    m = started(("greedy", "ross"))
    seats = []
    ctl = {0: make_controller(RULES, "greedy", 0, 1), 1: RossController(RULES, 1)}
    while not m.finished and len(seats) < 60:
        d = m.decision()
        if d.kind in ("recruit", "ross-draw"):
            seats.append(d.seat)
        m.play(ctl[d.seat].choose(m.view(d.seat), d, len(m.log)))
    assert seats[:6] == [0, 1, 0, 1, 0, 1]


def test_ross_view_shows_only_the_back_of_his_next_card():
    s = example_6_state()
    v = RULES.view(s, 0)
    assert v.ross_top == HIDDEN and v.ross_top_back == "top"
    assert len(v.ross_rest) == len(s.ross_rest)
    other = evolve(s, ross_rest=tuple(c for c in range(4, 16) if c not in (1, 2, 3))[:len(s.ross_rest)])
    assert RULES.view(other, 0) == v
