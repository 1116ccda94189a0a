"""Placing a merchant (rules: "On a Turn").

The active player exchanges one face-up card for a merchant of its colour and places
it on a free small stone that the *other* face-up card allows: a day stone for a day
symbol, a night stone for a night symbol, under a space whose colour line is the card's
colour or which lies in that colour's marketplace. He then takes one good above that
space, and the merchant's colour rises by one on the scoring track.
"""
from __future__ import annotations

from shared.engine.contract import IllegalMove

from .components import components
from .state import (EMPTY, CardDiscarded, ColourAdvanced, GoodTaken, MerchantPlaced,
                    MerchantTaken, PlaceMerchant, State, TurnPassed)


def placements(state: State) -> tuple[PlaceMerchant, ...]:
    """Every (card, stone) pair the active player may choose, in table then board order."""
    comp = components()
    if not state.placing:
        return ()
    moves = []
    table = state.table
    for i, card in enumerate(table):
        if state.supply[comp.card_colour[card]] == 0:
            continue
        for stone in comp.card_stones[table[1 - i]]:
            if state.stones[stone] == EMPTY:
                s = comp.stones[stone]
                moves.append(PlaceMerchant(card, s.space, s.symbol))
    return tuple(moves)


def can_place(state: State, pair: tuple[int, int]) -> bool:
    """Whether either card of `pair` could be placed as the other allows."""
    comp = components()
    for card, other in ((pair[0], pair[1]), (pair[1], pair[0])):
        if state.supply[comp.card_colour[card]] > 0 and any(
                state.stones[s] == EMPTY for s in comp.card_stones[other]):
            return True
    return False


def check(state: State, move: PlaceMerchant) -> tuple[int, int]:
    """(other card, stone) for a legal move; raise IllegalMove saying why not."""
    comp = components()
    if not state.placing:
        raise IllegalMove("no cards are face up to place a merchant with" if not state.over
                          else "the game is over")
    if type(move.card) is not int or move.card not in state.table:
        raise IllegalMove(f"card {move.card!r} is not face up (face up: "
                          f"{', '.join(comp.card_name(c) for c in state.table)})")
    other = state.table[1 - state.table.index(move.card)]
    colour = comp.colours[comp.card_colour[move.card]]
    if state.supply[comp.card_colour[move.card]] == 0:
        raise IllegalMove(f"no {colour} merchant is left")
    stone = comp.stone_at.get((move.space, move.symbol))
    if stone is None:
        raise IllegalMove(f"there is no {move.symbol} stone under space {move.space}")
    if stone not in comp.card_stones[other]:
        card = comp.card[other]
        spaces = ", ".join(str(comp.stones[s].space) for s in comp.card_stones[other])
        raise IllegalMove(f"the other card ({comp.card_name(other)}) allows only {card.symbol} "
                          f"stones under {spaces}")
    if state.stones[stone] != EMPTY:
        raise IllegalMove(f"{comp.stone_name(stone)} already holds a merchant")
    return other, stone


def place(state: State, move: PlaceMerchant) -> list:
    comp = components()
    other, stone = check(state, move)
    seat = state.seat
    colour_i = comp.card_colour[move.card]
    colour = comp.colours[colour_i]
    goods_colour = comp.colours[comp.stone_market[stone]]
    return [
        MerchantTaken(seat, move.card, colour),
        MerchantPlaced(seat, colour, move.space, move.symbol),
        GoodTaken(seat, move.space, goods_colour),
        ColourAdvanced(colour, state.track[colour_i] + 1),
        CardDiscarded(other),
        TurnPassed((seat + 1) % state.players),
    ]
