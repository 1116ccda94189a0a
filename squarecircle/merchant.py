"""Placing a merchant (rules: "On a Turn").

The active player exchanges one face-up card for a merchant of its colour and places
it on a free small stone that the *other* face-up card allows: a day stone for a day
symbol, a night stone for a night symbol, under a space whose colour line is the card's
colour or which lies in that colour's marketplace. He then takes one good above that
space, and the merchant's colour rises by one on the scoring track.
"""
from __future__ import annotations

from shared.engine.contract import IllegalMove

from .components import colour_word, components, symbol_name
from .events import (CardDiscarded, ColourAdvanced, GoodTaken, MerchantPlaced, MerchantTaken,
                     TurnPassed)
from .moves import PlaceMerchant
from .state import EMPTY, State


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
        if state.over:
            raise IllegalMove("the game is over")
        raise IllegalMove("no cards are face up to place a merchant with")
    if type(move.card) is not int or move.card not in state.table:
        first, second = (comp.card_name(c) for c in state.table)
        raise IllegalMove("card {card} is not face up (face up: {first}, {second})",
                          card=repr(move.card), first=first, second=second)
    other = state.table[1 - state.table.index(move.card)]
    colour = comp.colours[comp.card_colour[move.card]]
    if state.supply[comp.card_colour[move.card]] == 0:
        raise IllegalMove("no {colour} merchant is left", colour=colour_word(colour))
    stone = comp.stone_at.get((move.space, move.symbol))
    if stone is None:
        raise IllegalMove("there is no {symbol} stone under space {space}",
                          symbol=symbol_name(move.symbol), space=move.space)
    if stone not in comp.card_stones[other]:
        card = comp.card[other]
        spaces = ", ".join(str(comp.stones[s].space) for s in comp.card_stones[other])
        raise IllegalMove("the other card ({card}) allows only {symbol} stones under {spaces}",
                          card=comp.card_name(other), symbol=symbol_name(card.symbol),
                          spaces=spaces)
    if state.stones[stone] != EMPTY:
        taken = comp.stones[stone]
        raise IllegalMove("the {symbol} stone under {space} already holds a merchant",
                          symbol=symbol_name(taken.symbol), space=taken.space)
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
