"""The Square Circle's frozen state, its moves, its events and how events change state.

Colours are indices into `components().colours`; stones are indices into
`components().stones`. The deck is a sorted tuple of card ids: it has no order, a card
is chosen at random when it is turned over (the same as turning over the top card of a
shuffled deck), so no seat can ever learn an order.
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar, Sequence

import attrs

from shared.engine import frozen
from shared.engine.contract import Event

from .components import components

EMPTY = -1   # a stone without a merchant


@attrs.frozen
class State:
    players: int
    seat: int                               # the active player
    deck: tuple[int, ...]                   # card ids face down, sorted
    table: tuple[int, ...] = ()             # face-up cards of the turn (two coloured when placing)
    aside: tuple[int, ...] = ()             # neutral cards turned while replacing (shuffled back)
    out: tuple[int, ...] = ()               # cards out of the game, in the order they left
    stones: tuple[int, ...] = ()            # merchant colour on each stone, or EMPTY
    goods: tuple[int, ...] = ()             # goods left above each space (index number - 1)
    holdings: tuple[tuple[int, ...], ...] = ()   # per seat, goods held per colour
    supply: tuple[int, ...] = ()            # merchants left per colour
    track: tuple[int, ...] = ()             # colour values on the scoring track
    druid: int = 0                          # 0: altar (start), 1..n: bluestones, n + 1: altar
    turns: int = 0                          # merchants placed so far

    @property
    def over(self) -> bool:
        return self.druid >= components().path_end

    @property
    def placing(self) -> bool:
        return not self.over and len(self.table) == 2


def initial_state(players: int) -> State:
    """Setup: goods above the marketplace spaces, merchants in the middle, the Druid at
    the altar, colour figures on 1, the cards (without trilithon cards) face down."""
    comp = components()
    n = len(comp.colours)
    return State(
        players=players, seat=0,
        deck=tuple(c.id for c in comp.cards),
        stones=(EMPTY,) * len(comp.stones),
        goods=tuple(s.goods for s in comp.spaces),
        holdings=((0,) * n,) * players,
        supply=(comp.merchants_per_colour,) * n,
        track=(comp.track_start,) * n,
    )


# the two decisions of a turn, in order: turn over two cards, then place a merchant
REVEAL, PLACE = "reveal", "place"


# --- moves -----------------------------------------------------------------------------
@attrs.frozen
class RevealCards:
    """Turn over two cards at the start of the turn."""


@attrs.frozen
class PlaceMerchant:
    """Exchange face-up `card` for a merchant of its colour and place it on the `symbol`
    ("day"/"night") stone under `space`, which the other face-up card must allow."""

    card: int
    space: int
    symbol: str


# --- events ----------------------------------------------------------------------------
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


# --- reduce ----------------------------------------------------------------------------
def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _bump(values: tuple[int, ...], i: int, by: int) -> tuple[int, ...]:
    return values[:i] + (values[i] + by,) + values[i + 1:]


def reduce(state: State, event: Event) -> State:
    return _reduce(state, event, frozen.evolve)


def fold(state: State, events: Sequence[Event]) -> State:
    """The state after `events`, as reducing them one at a time gives it, with one new
    State at the end rather than one per event (placing a merchant is six events, and
    a searching bot folds every move it tries)."""
    if not events:
        return state
    draft = _Draft(state)
    for event in events:
        _reduce(draft, event, _Draft.change)
    return draft.done()


class _Draft:
    """A State's fields, changed in place while a move's events are folded."""

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


def _reduce(state: Any, event: Event, evolve: Callable) -> Any:
    """One event on a State (`evolve` makes a new one) or on a _Draft (changed in place)."""
    comp = components()
    if type(event) is CardRevealed:
        return evolve(state, deck=_without(state.deck, event.card),
                      table=state.table + (event.card,))
    if type(event) is NeutralCardRemoved:
        return evolve(state, table=_without(state.table, event.card), out=state.out + (event.card,))
    if type(event) is DruidStepped:
        return evolve(state, druid=event.to)
    if type(event) is NeutralCardSetAside:
        return evolve(state, table=_without(state.table, event.card),
                      aside=state.aside + (event.card,))
    if type(event) is NeutralCardsShuffledBack:
        aside = state.aside
        for card in event.cards:
            aside = _without(aside, card)
        return evolve(state, aside=aside, deck=tuple(sorted(state.deck + event.cards)))
    if type(event) is PairDiscarded:
        table = state.table
        for card in event.cards:
            table = _without(table, card)
        return evolve(state, table=table, out=state.out + event.cards)
    if type(event) is MerchantTaken:
        colour = comp.colour_index[event.colour]
        return evolve(state, table=_without(state.table, event.card), out=state.out + (event.card,),
                      supply=_bump(state.supply, colour, -1))
    if type(event) is MerchantPlaced:
        stone = comp.stone_at[event.space, event.symbol]
        stones = (state.stones[:stone] + (comp.colour_index[event.colour],)
                  + state.stones[stone + 1:])
        return evolve(state, stones=stones, turns=state.turns + 1)
    if type(event) is GoodTaken:
        held = state.holdings
        mine = _bump(held[event.seat], comp.colour_index[event.colour], 1)
        return evolve(state, goods=_bump(state.goods, event.space - 1, -1),
                      holdings=held[:event.seat] + (mine,) + held[event.seat + 1:])
    if type(event) is ColourAdvanced:
        i = comp.colour_index[event.colour]
        return evolve(state, track=state.track[:i] + (event.value,) + state.track[i + 1:])
    if type(event) is CardDiscarded:
        return evolve(state, table=_without(state.table, event.card), out=state.out + (event.card,))
    if type(event) is TurnPassed:
        return evolve(state, seat=event.seat)
    if type(event) is GameEnded:
        return state
    raise TypeError(f"The Square Circle has no event {type(event).__name__}")
