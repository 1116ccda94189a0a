"""The Square Circle's frozen state.

Colours are indices into `components().colours`; stones are indices into
`components().stones`. The deck is a sorted tuple of card ids: it has no order, a card
is chosen at random when it is turned over (the same as turning over the top card of a
shuffled deck), so no seat can ever learn an order.
"""
from __future__ import annotations

import attrs

from shared.engine import frozen

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

    # a new State with some fields changed: what the reducers call (events.py), and what a
    # draft of the state changed in place answers to as well
    change = frozen.evolve

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
