"""Rules "On a Turn": picking a card, the stones the other card allows, taking a good."""
import pytest

from shared.engine.contract import IllegalMove
from shared.engine.rng import Rng
from squarecircle.components import components
from squarecircle.rules import RULES
from squarecircle.events import (CardDiscarded, ColourAdvanced, GoodTaken, MerchantPlaced,
                                 MerchantTaken, TurnPassed)
from squarecircle.moves import PlaceMerchant, RevealCards

from .support import (BLUE_DAY, BLUE_NIGHT, HighestFirst, RED_NIGHT, WHITE_DAY, colour,
                      placing, stone, with_merchants)


def spaces_for(moves, card):
    return sorted((m.space, m.symbol) for m in moves if m.card == card)


def test_legal_stone_example_white_day_card():
    """"EXAMPLE: If the face-up card is a day/white card.. the merchant can only be placed
    on a small day stone underneath 1-2-3-4-5-7-13-19-25." Picking the blue card leaves the
    white/day card to dictate the stones."""
    state = placing(3, (WHITE_DAY, BLUE_NIGHT))
    moves = RULES.legal_moves(state)
    assert spaces_for(moves, BLUE_NIGHT) == [(n, "day") for n in (1, 2, 3, 4, 5, 7, 13, 19, 25)]


def test_other_card_dictates_night_stones_in_its_marketplace_and_on_its_lines():
    """"The merchant MUST be placed on ... a small night stone if the face-up card contains
    a night symbol" and "underneath the same color ... This includes a small stone located
    in the marketplace of the same color": blue/night allows 7-11 and 2, 14, 20, 26."""
    state = placing(3, (WHITE_DAY, BLUE_NIGHT))
    assert spaces_for(RULES.legal_moves(state), WHITE_DAY) == [
        (n, "night") for n in (2, 7, 8, 9, 10, 11, 14, 20, 26)]


def test_occupied_stone_is_not_offered_and_is_refused():
    """"The small stone CANNOT be previously occupied.\""""
    state = with_merchants(placing(2, (WHITE_DAY, BLUE_NIGHT)), {(7, "day"): "red"})
    moves = RULES.legal_moves(state)
    assert (7, "day") not in spaces_for(moves, BLUE_NIGHT)
    assert len(spaces_for(moves, BLUE_NIGHT)) == 8
    with pytest.raises(IllegalMove, match="already holds a merchant"):
        RULES.play(state, PlaceMerchant(BLUE_NIGHT, 7, "day"), Rng(1))


@pytest.mark.parametrize("move, reason", [
    (PlaceMerchant(BLUE_NIGHT, 7, "night"), "allows only day stones"),
    (PlaceMerchant(BLUE_NIGHT, 8, "day"), "allows only day stones under 1, 2, 3, 4, 5, 7"),
    (PlaceMerchant(BLUE_NIGHT, 6, "day"), "no day stone under space 6"),
    (PlaceMerchant(RED_NIGHT, 1, "day"), "not face up"),
    (RevealCards(), "already face up"),
])
def test_placement_outside_the_rules_is_refused_with_a_reason(move, reason):
    """"The merchant MUST be placed on a small day stone if the face-up card contains a day
    symbol" ... "underneath the same color as on the face-up card"."""
    state = placing(2, (WHITE_DAY, BLUE_NIGHT))
    assert move not in RULES.legal_moves(state)
    with pytest.raises(IllegalMove, match=reason):
        RULES.play(state, move, Rng(1))


def test_placing_takes_the_card_a_merchant_a_good_and_raises_the_colour():
    """"exchanges the card for a merchant of the same color ... The selected card is removed
    the game" / "takes ONE of the goods above the small stone" / "The value of the color of
    the merchant is increased by one." Ruling: the card not picked is discarded."""
    state = placing(3, (WHITE_DAY, BLUE_NIGHT))
    events = RULES.play(state, PlaceMerchant(BLUE_NIGHT, 13, "day"), Rng(1))
    assert events == [
        MerchantTaken(0, BLUE_NIGHT, "blue"), MerchantPlaced(0, "blue", 13, "day"),
        GoodTaken(0, 13, "green"), ColourAdvanced("blue", 2), CardDiscarded(WHITE_DAY),
        TurnPassed(1)]
    after = RULES.apply(state, events)
    assert after.stones[stone(13, "day")] == colour("blue")
    assert after.supply[colour("blue")] == 9
    assert after.track[colour("blue")] == 2
    assert after.goods[13 - 1] == 1
    assert after.holdings[0][colour("green")] == 1
    assert after.table == () and {WHITE_DAY, BLUE_NIGHT} <= set(after.out)
    assert after.seat == 1
    d = RULES.decision(after)
    assert (d.seat, d.kind, d.moves) == (1, "reveal", (RevealCards(),))


def test_play_continues_clockwise():
    """"Play continues clockwise": after the last seat comes the first."""
    state = placing(2, (WHITE_DAY, BLUE_NIGHT))
    state = RULES.apply(state, RULES.play(state, PlaceMerchant(WHITE_DAY, 8, "night"), Rng(1)))
    assert state.seat == 1
    state = RULES.apply(state, RULES.play(state, RevealCards(), Rng(5)))
    move = RULES.legal_moves(state)[0]
    state = RULES.apply(state, RULES.play(state, move, Rng(1)))
    assert state.seat == 0


def test_reveal_turns_over_two_cards_and_offers_only_placeable_pairs():
    """"takes two cards off the top of the deck and places the cards face-up"."""
    state = placing(2, (), deck=(1, 11, 21, 31))
    events = RULES.play(state, RevealCards(), HighestFirst())
    assert [e.card for e in events] == [31, 21]
    after = RULES.apply(state, events)
    assert after.table == (31, 21) and RULES.decision(after).kind == "place"


def test_every_listed_move_names_a_free_stone_the_other_card_allows():
    comp = components()
    state = with_merchants(placing(4, (BLUE_DAY, BLUE_NIGHT)),
                           {(8, "day"): "white", (8, "night"): "red", (2, "night"): "blue"})
    for move in RULES.legal_moves(state):
        other = BLUE_NIGHT if move.card == BLUE_DAY else BLUE_DAY
        i = comp.stone_at[move.space, move.symbol]
        assert i in comp.card_stones[other] and state.stones[i] == -1
    # blue/night allows 9 night stones, two taken; blue/day 9 day stones, one taken
    assert len(RULES.legal_moves(state)) == 7 + 8


def test_describe_is_one_line():
    assert str(RULES.describe(RevealCards())) == "Turn over two cards"
    assert str(RULES.describe(PlaceMerchant(BLUE_NIGHT, 13, "day"))) == (
        "Take a blue merchant and place it on the ☀ day stone under 13")
