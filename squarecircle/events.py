"""The Square Circle's events (facts that happened) and `reducer`, the only writer of the
state. A card turned over is recorded in its event, so folding the events needs no rng."""
from __future__ import annotations

from typing import ClassVar

import attrs

from shared.engine.contract import Event
from shared.engine.reducer import Reducer

from .components import components
from .state import State


@attrs.frozen
class CardRevealed(Event):
    reveals: ClassVar[bool] = True
    seat: int
    card: int


@attrs.frozen
class NeutralCardRemoved(Event):
    """A neutral card among the two turned at the start of a turn leaves the game."""
    card: int


@attrs.frozen
class DruidStepped(Event):
    """The High Druid moves one bluestone on; `to` = path_end is the altar."""
    to: int


@attrs.frozen
class NeutralCardSetAside(Event):
    """A neutral card turned while replacing; it is shuffled back afterwards."""
    card: int


@attrs.frozen
class NeutralCardsShuffledBack(Event):
    cards: tuple[int, ...]


@attrs.frozen
class PairDiscarded(Event):
    """Neither card can be placed as the other allows: both leave the game."""
    cards: tuple[int, ...]


@attrs.frozen
class MerchantTaken(Event):
    """The picked card leaves the game in exchange for a merchant of its colour."""
    seat: int
    card: int
    colour: str


@attrs.frozen
class MerchantPlaced(Event):
    seat: int
    colour: str
    space: int
    symbol: str


@attrs.frozen
class GoodTaken(Event):
    seat: int
    space: int
    colour: str


@attrs.frozen
class ColourAdvanced(Event):
    """The merchant's colour rises on the scoring track."""
    colour: str
    value: int


@attrs.frozen
class CardDiscarded(Event):
    """The card not picked leaves the game."""
    card: int


@attrs.frozen
class TurnPassed(Event):
    seat: int


@attrs.frozen
class GameEnded(Event):
    """The High Druid is back at the altar: the square is closed."""
    reason: str


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _bump(values: tuple[int, ...], i: int, by: int) -> tuple[int, ...]:
    return values[:i] + (values[i] + by,) + values[i + 1:]


class _Draft:
    """A State's fields, changed in place while a move's events are folded (`reducer.fold`
    builds one new State at the end rather than one per event: placing a merchant is six
    events, and a searching bot folds every move it tries). The reducers below change
    either through `change`."""

    __slots__ = tuple(f.name for f in attrs.fields(State))

    def __init__(self, state: State):
        for name in self.__slots__:
            setattr(self, name, getattr(state, name))

    def change(self, **changes) -> "_Draft":
        for name, value in changes.items():
            setattr(self, name, value)
        return self

    def done(self) -> State:
        return State(**{name: getattr(self, name) for name in self.__slots__})


reducer = Reducer("The Square Circle", draft=_Draft)


@reducer.on(CardRevealed)
def _card_revealed(state, event: CardRevealed):
    return state.change(deck=_without(state.deck, event.card), table=state.table + (event.card,))


@reducer.on(NeutralCardRemoved, CardDiscarded)
def _card_out(state, event: NeutralCardRemoved | CardDiscarded):
    return state.change(table=_without(state.table, event.card), out=state.out + (event.card,))


@reducer.on(DruidStepped)
def _druid_stepped(state, event: DruidStepped):
    return state.change(druid=event.to)


@reducer.on(NeutralCardSetAside)
def _set_aside(state, event: NeutralCardSetAside):
    return state.change(table=_without(state.table, event.card), aside=state.aside + (event.card,))


@reducer.on(NeutralCardsShuffledBack)
def _shuffled_back(state, event: NeutralCardsShuffledBack):
    aside = state.aside
    for card in event.cards:
        aside = _without(aside, card)
    return state.change(aside=aside, deck=tuple(sorted(state.deck + event.cards)))


@reducer.on(PairDiscarded)
def _pair_discarded(state, event: PairDiscarded):
    table = state.table
    for card in event.cards:
        table = _without(table, card)
    return state.change(table=table, out=state.out + event.cards)


@reducer.on(MerchantTaken)
def _merchant_taken(state, event: MerchantTaken):
    colour = components().colour_index[event.colour]
    return state.change(table=_without(state.table, event.card), out=state.out + (event.card,),
                        supply=_bump(state.supply, colour, -1))


@reducer.on(MerchantPlaced)
def _merchant_placed(state, event: MerchantPlaced):
    comp = components()
    stone = comp.stone_at[event.space, event.symbol]
    stones = state.stones[:stone] + (comp.colour_index[event.colour],) + state.stones[stone + 1:]
    return state.change(stones=stones, turns=state.turns + 1)


@reducer.on(GoodTaken)
def _good_taken(state, event: GoodTaken):
    held = state.holdings
    mine = _bump(held[event.seat], components().colour_index[event.colour], 1)
    return state.change(goods=_bump(state.goods, event.space - 1, -1),
                        holdings=held[:event.seat] + (mine,) + held[event.seat + 1:])


@reducer.on(ColourAdvanced)
def _colour_advanced(state, event: ColourAdvanced):
    i = components().colour_index[event.colour]
    return state.change(track=state.track[:i] + (event.value,) + state.track[i + 1:])


@reducer.on(TurnPassed)
def _turn_passed(state, event: TurnPassed):
    return state.change(seat=event.seat)


@reducer.on(GameEnded)
def _game_ended(state, event: GameEnded):
    return state
