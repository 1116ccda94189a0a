"""Rulebook, "Player turn": 1 recruiting and activating (Example 1), 2 building (Example 2),
3 drawing from the market and tiles (Example 3); "End of the game" (Example 4); the
tie-break; the Nobles; the variants."""
from __future__ import annotations

import pytest

from shared.engine.contract import IllegalMove

from rossio.events import (BuildingFinished, CardActivated, CardDrawn, ColumnCompleted,
                           GameEnded, TurnStarted)
from rossio.moves import (BuildTile, DiscardCard, RecruitCard, StopBuilding, SwapTiles,
                          TakeMarketCard)
from rossio.rules import RULES
from rossio.scoring import result
from rossio.state import EMPTY, HIDDEN, Slot

from .support import BLUE, GREEN, RED, YELLOW, evolve, play, rows, started, with_player
from .test_patterns import EXAMPLE_1


def recruit_state(**player):
    m = started()
    s = m.state
    return with_player(s, 0, **player)


# --- 1. recruiting and activating ---------------------------------------------------

def test_1_first_turn_forces_side_b():
    m = started()
    moves = m.decision().moves
    assert moves and all(mv.side == "B" for mv in moves)
    s = with_player(m.state, 0, coins=10)
    assert all(mv.side == "B" for mv in RULES.legal_moves(s))
    with pytest.raises(IllegalMove, match="first turn"):
        RULES.play(s, RecruitCard(s.players[0].hand[0], "A"), None)


def test_1_side_a_needs_its_cost():
    s = recruit_state(hand=(1, 12, 30), slots=(Slot(), Slot(), Slot(5, "B")), coins=4)
    moves = set(RULES.legal_moves(s))
    assert RecruitCard(12, "A") in moves          # costs 4
    assert RecruitCard(1, "A") not in moves       # costs 5
    assert RecruitCard(1, "B") in moves
    with pytest.raises(IllegalMove, match="costs 5 coins"):
        RULES.play(s, RecruitCard(1, "A"), None)
    with pytest.raises(IllegalMove, match="not in your hand"):
        RULES.play(s, RecruitCard(2, "B"), None)


def test_1_recruit_slides_left_and_discards_the_pushed_out_card():
    s = recruit_state(hand=(1, 12, 30), slots=(Slot(7, "B"), Slot(8, "B"), Slot(9, "B")))
    s2, _ = play(s, RecruitCard(30, "B"))
    assert s2.players[0].slots == (Slot(8, "B"), Slot(9, "B"), Slot(30, "B"))
    assert s2.discard[-1] == 7
    assert s2.players[0].hand == (1, 12)
    assert s2.players[0].coins == 3           # three side-B activations
    assert s2.phase == "build"


def side_b_game():
    """Three greedy players after their first turns: every first recruit is on side B."""
    m = started(("greedy",) * 3)
    from shared.bots import make_controller
    bots = [make_controller(RULES, "greedy", s, 1) for s in range(3)]
    while not all(any(slot.side == "B" for slot in p.slots) for p in m.state.players):
        d = m.decision()
        m.play(bots[d.seat].choose(m.view(d.seat), d, len(m.log)))
    return m


def test_1_a_side_b_card_is_known_only_to_its_owner_until_it_is_discarded():
    """Rulebook, "Recruiting a card": the card is placed "leaving visible the side he wants
    to recruit", and every side B is alike, so which card lies on side B is its owner's
    secret; pushed out, it lands face up on the discard pile (still in every view)."""
    s = side_b_game().state
    for seat in range(3):
        view = RULES.view(s, seat)
        for other, p in enumerate(s.players):
            shown = view.players[other].slots
            for real, seen in zip(p.slots, shown):
                assert seen.side == real.side
                assert seen.card == (real.card if other == seat or real.side != "B" else HIDDEN)
        assert view.discard == s.discard


def test_1_another_seat_s_side_b_card_is_a_sample_in_its_worlds():
    from shared.engine.rng import Rng
    s = side_b_game().state
    view = RULES.view(s, 1)
    worlds = [RULES.sample_hidden(view, 1, Rng(k)) for k in range(20)]
    assert all(RULES.view(w, 1) == view for w in worlds)
    assert len({w.players[0].slots for w in worlds}) > 1
    assert all(slot.card >= 0 for w in worlds for p in w.players for slot in p.slots
               if slot.side)


def test_example_1_joana_scores_12_vp_and_1_coin():
    """Slots: side B (free), red domino side A (paid 5); she recruits the blue line of 3
    on side A and pays 4, then activates left to right."""
    s = recruit_state(hand=(12, 30, 31), slots=(Slot(), Slot(25, "B"), Slot(1, "A")), coins=5,
                      vp_patterns=0)
    s = evolve(s, square=EXAMPLE_1)
    s2, events = play(s, RecruitCard(12, "A"))
    acts = [e for e in events if isinstance(e, CardActivated)]
    assert [(a.slot, a.card, a.vp, a.coins) for a in acts] == [
        (0, 25, 0, 1), (1, 1, 4, 0), (2, 12, 8, 0)]
    p = s2.players[0]
    assert p.vp_patterns == 12
    assert p.coins == 5 - 4 + 1


# --- 2. building ----------------------------------------------------------------------

# Example 2 square (Y yellow, G green, B blue, R red); rows from the top.
EXAMPLE_2 = rows(
    "RGBG",       # A = row 1, column 5 (a wall and a tile)
    "GRY",        # B = row 2, column 4 (two tiles)
    "BY",         # C = row 3, column 3 (two tiles)
    "RBG",        # E = row 4, column 4: only one tile -> not allowed
    "GY",         # D = row 5, column 3 (a wall and a tile)
)


def example_2_state():
    m = started()
    s = m.state
    bonuses = ("coin", "coin", "cards") + ("coin",) * 5 + ("end",)
    s = evolve(s, square=EXAMPLE_2, bonuses=bonuses, phase="build", built=0, can_continue=True)
    return with_player(s, 0, board=(YELLOW, YELLOW, RED, BLUE), coins=3, hand=(20, 21))


def test_example_2_joana_builds():
    s = example_2_state()
    spaces = {(m.row, m.col) for m in RULES.legal_moves(s) if isinstance(m, BuildTile)}
    assert spaces == {(0, 4), (1, 3), (2, 2), (4, 2)}        # A, B, C, D; not E (3, 3)
    with pytest.raises(IllegalMove, match="not a legal space"):
        RULES.play(s, BuildTile(3, 3), None)
    assert StopBuilding() not in RULES.legal_moves(s)        # at least one tile
    # (1) yellow next to yellow: she may go on
    s, _ = play(s, BuildTile(4, 2))
    assert s.phase == "build" and s.can_continue
    # (2) yellow next to yellow again
    s, _ = play(s, BuildTile(4, 3))
    assert s.phase == "build" and s.can_continue
    assert StopBuilding() in RULES.legal_moves(s)
    # (3) she could close column 3 with the red tile ...
    assert BuildTile(2, 2) in RULES.legal_moves(s)
    # (4) ... but swaps red and blue for 1 coin
    s, _ = play(s, SwapTiles(2))
    assert s.players[0].board == (EMPTY, EMPTY, BLUE, RED) and s.players[0].coins == 2
    # (5) blue closes the column: (6) draw 2 cards, discard 2
    s, events = play(s, BuildTile(2, 2))
    assert any(isinstance(e, ColumnCompleted) and e.col == 2 and e.bonus == "cards" for e in events)
    assert [e for e in events if isinstance(e, CardDrawn)].__len__() == 2
    assert s.phase == "discard" and len(s.players[0].hand) == 4
    s, _ = play(s, DiscardCard(s.players[0].hand[0]))
    assert s.phase == "discard"
    s, events = play(s, DiscardCard(s.players[0].hand[0]))
    # blue was not next to blue: building stops; (7) 2 coin icons visible
    assert s.phase == "market" and len(s.players[0].hand) == 2
    assert [e.income for e in events if isinstance(e, BuildingFinished)] == [2]
    assert s.players[0].coins == 4
    assert s.built == 3


def test_2_building_stops_without_a_same_colour_neighbour():
    s = example_2_state()
    s = with_player(s, 0, board=(GREEN, YELLOW, RED, BLUE))
    s, events = play(s, BuildTile(0, 4))       # green next to green (row 1, column 4)
    assert s.phase == "build"
    s, events = play(s, BuildTile(1, 3))       # yellow next to green and red? no yellow
    # row 2 column 4 touches (1,2) yellow -> it may continue
    assert s.phase == "build"
    s, events = play(s, BuildTile(0, 5))       # red next to green: stops
    assert s.phase == "market"


def test_2_the_theatre_is_no_wall_and_rows_fill_from_the_left():
    # a row that reaches the theatre: nothing to its right counts as a wall
    s = example_2_state()
    full = rows("RGBGRGBGR", "GRYRGBRGY", "BY", "RBG", "GY")
    s = evolve(s, square=full)
    spaces = {(m.row, m.col) for m in RULES.legal_moves(s) if isinstance(m, BuildTile)}
    assert all(c == len(full[r]) for r, c in spaces)
    assert (0, 9) not in spaces and (1, 9) not in spaces


def test_2_swaps_need_a_coin_and_adjacent_tiles():
    s = example_2_state()
    s = with_player(s, 0, coins=0)
    assert not any(isinstance(m, SwapTiles) for m in RULES.legal_moves(s))
    s = with_player(s, 0, coins=1, board=(YELLOW, RED, RED, BLUE))
    swaps = {m.left for m in RULES.legal_moves(s) if isinstance(m, SwapTiles)}
    assert swaps == {0, 2}       # the two reds are alike: swapping them would change nothing


def test_2_column_coin_bonus_is_immediate():
    s = example_2_state()
    s = evolve(s, bonuses=("coin",) * 8 + ("end",), square=EXAMPLE_2[:4] + (EXAMPLE_2[4] + (YELLOW,),))
    s = with_player(s, 0, board=(BLUE, YELLOW, RED, BLUE))
    s, events = play(s, BuildTile(2, 2))        # blue closes column 3, touches no blue
    assert any(isinstance(e, ColumnCompleted) for e in events)
    assert s.players[0].coins == 3 + 1 + 0      # bonus coin; the first icon is blank


def test_3_market_choice_follows_tiles_built():
    s = example_2_state()
    s = evolve(s, phase="market", built=1)
    assert RULES.legal_moves(s) == (TakeMarketCard(0),)
    s = evolve(s, built=4)
    assert len(RULES.legal_moves(s)) == 4


def test_example_3_take_card_c_and_refill():
    s = example_2_state()
    s = evolve(s, phase="market", built=3)
    s = with_player(s, 0, board=(EMPTY, EMPTY, EMPTY, RED))
    a, b, c, d = s.market
    assert RULES.legal_moves(s) == (TakeMarketCard(0), TakeMarketCard(1), TakeMarketCard(2))
    s2, events = play(s, TakeMarketCard(2))
    assert c in s2.players[0].hand
    assert s2.market[:3] == (a, b, d) and len(s2.market) == 4 and s2.market[3] not in (a, b, c, d)
    assert s2.players[0].board[0] == RED and all(t >= 0 for t in s2.players[0].board)
    assert sum(s2.supply) == sum(s.supply) - 3
    assert any(isinstance(e, TurnStarted) and e.seat == 1 for e in events)


# --- end of the game ------------------------------------------------------------------

def test_example_4_afonso_builds_the_last_tile():
    """3 players: Joana (seat 1) is first, Afonso (seat 2) builds the last tile, Inês
    (seat 3) only recruits and activates, and the game ends."""
    m = started(("greedy",) * 3)
    s = m.state
    full = tuple(tuple((r + c) % 4 for c in range(12)) for r in range(5))
    square = (full[0][:11],) + full[1:]
    s = evolve(s, square=square, phase="build", current=1, built=0, can_continue=True, round=9)
    s = with_player(s, 1, board=(RED, BLUE, RED, BLUE), coins=0)
    for seat in range(3):
        s = with_player(s, seat, slots=(Slot(), Slot(), Slot(10 + seat, "B")))
    assert RULES.legal_moves(s)[0] == BuildTile(0, 11)
    s, events = play(s, BuildTile(0, 11))
    assert s.end_triggered and s.players[1].vp_token == 3
    assert s.phase == "market"          # his turn is completed: coins, a card, tiles
    assert s.players[1].coins == 0
    s, events = play(s, TakeMarketCard(0))
    assert all(t >= 0 for t in s.players[1].board)
    assert s.current == 2 and s.phase == "recruit" and s.final_turn
    s, events = play(s, RULES.legal_moves(s)[0])
    assert any(isinstance(e, CardActivated) for e in events)
    assert any(isinstance(e, GameEnded) for e in events)
    assert RULES.decision(s) is None
    r = result(s)
    assert r.scores[1] == s.players[1].vp and "3 VP token" in r.categories


def test_end_triggered_by_the_last_player_ends_at_once():
    m = started(("greedy",) * 2)
    s = m.state
    full = tuple(tuple((r + c) % 4 for c in range(9)) for r in range(5))
    s = evolve(s, square=(full[0][:8],) + full[1:], phase="build", current=1, built=0)
    s = with_player(s, 1, board=(RED, BLUE, RED, BLUE))
    s, _ = play(s, BuildTile(0, 8))
    s, events = play(s, TakeMarketCard(0))
    assert any(isinstance(e, GameEnded) for e in events)


def test_tie_break_by_coins_spent_on_side_a_cards():
    m = started(("greedy",) * 3)
    s = m.state
    s = evolve(s, phase="over")
    s = with_player(s, 0, vp_patterns=30, slots=(Slot(1, "A"), Slot(2, "B"), Slot(3, "A")))
    s = with_player(s, 1, vp_patterns=30, slots=(Slot(8, "A"), Slot(9, "A"), Slot(4, "B")))
    s = with_player(s, 2, vp_patterns=29)
    r = result(s)
    assert r.winners == (0,) and "spent the most" in str(r.tiebreak)     # 5 + 4 against 2 + 2
    s = with_player(s, 1, slots=(Slot(1 + 10, "A"), Slot(3 + 10, "A"), Slot(4, "B")))
    r = result(s)
    assert r.winners == (0, 1) and "shared" in str(r.tiebreak)


def test_the_sheet_says_what_a_tie_would_have_gone_by():
    """Without a tie, the coins each player spent on side-A cards under the board (the
    tie-break, rulebook: end of the game) are still told on the sheet."""
    m = started(("greedy",) * 2)
    s = evolve(m.state, phase="over")
    s = with_player(s, 0, vp_patterns=31, slots=(Slot(1, "A"), Slot(2, "B"), Slot(3, "A")))
    s = with_player(s, 1, vp_patterns=30)
    r = result(s)
    assert r.winners == (0,) and not r.tiebreak
    assert [str(n) for n in r.notes] == [
        "Coins paid for side-A cards (the tie-break): Player 1 (greedy): 9 and "
        "Player 2 (greedy): 0."]


# --- nobles and variants --------------------------------------------------------------

def test_nobles_side_a_is_free_and_pays_every_other_player():
    m = started(("greedy",) * 3, nobles=True)
    s = m.state
    s = with_player(s, 0, hand=(41, 1, 2), slots=(Slot(), Slot(), Slot(5, "B")), coins=0)
    assert RecruitCard(41, "A") in RULES.legal_moves(s)
    s = evolve(s, square=rows("BBBRG", "RGRG", "YYYR", "GRGB", "RBGR"))
    s2, events = play(s, RecruitCard(41, "A"))
    assert [p.coins for p in s2.players] == [1, 1, 1]    # seat 0's 1 coin is its side B
    assert s2.players[0].vp_nobles == 8                 # Example 5: blue and yellow lines
    assert "Nobles" in result(evolve(s2, phase="over")).categories


def test_hidden_vp_variant_hides_other_scores_until_the_end():
    m = started(("greedy",) * 3, variant="hidden-vp")
    s = with_player(m.state, 1, vp_patterns=17)
    s = with_player(s, 0, vp_patterns=5)
    assert RULES.view(s, 0).players[1].vp == 0
    assert RULES.view(s, 0).players[0].vp == 5
    assert RULES.view(s, 1).players[1].vp == 17
    over = evolve(s, phase="over")
    assert RULES.view(over, 0).players[1].vp == 17
    m2 = started(("greedy",) * 3)
    assert RULES.view(with_player(m2.state, 1, vp_patterns=17), 0).players[1].vp == 17


def test_views_hide_hands_and_the_deck():
    m = started(("greedy",) * 3)
    s = m.state
    v = RULES.view(s, 0)
    assert v.players[0].hand == s.players[0].hand
    assert all(c == HIDDEN for c in v.players[1].hand) and len(v.players[1].hand) == 3
    # swapping a card between another hand and the deck changes nothing the seat sees
    other, deck_card = s.players[1].hand[0], s.deck[0]
    s2 = with_player(s, 1, hand=(deck_card,) + s.players[1].hand[1:])
    s2 = evolve(s2, deck=tuple(sorted(s.deck[1:] + (other,))))
    assert RULES.view(s2, 0) == v


def test_2_theatre_space_needs_a_second_tile():
    """A middle row's last space touches the theatre on its right: that is no wall, so a
    tile there needs a tile above or below as well as the one on its left."""
    from rossio.square import legal_spaces
    square = rows("RGBGRGB", "GRYRGBRG", "BYBYBY", "RBG", "GY")
    assert (1, 8) not in legal_spaces(square, 9)
    square = rows("RGBGRGBGR", "GRYRGBRG", "BYBYBY", "RBG", "GY")
    assert (1, 8) in legal_spaces(square, 9)
