"""Helpers for The Square Circle tests: hand-built states and scripted card draws."""
from __future__ import annotations

import attrs

from squarecircle.components import components
from squarecircle.state import EMPTY, State, initial_state

# card ids in deck.yaml: white day 1-5, white night 6-10, blue day 11-15, blue night
# 16-20, green 21-30, yellow 31-40, red 41-50 (day then night), neutral 51-60
WHITE_DAY, WHITE_NIGHT, BLUE_DAY, BLUE_NIGHT = 1, 6, 11, 16
GREEN_DAY, YELLOW_DAY, RED_DAY, RED_NIGHT = 21, 31, 41, 46
NEUTRALS = tuple(range(51, 61))


class HighestFirst:
    """An rng stand-in that always turns over the card with the highest id left (the
    deck is sorted, so the last one); neutral cards (51-60) thus come first."""

    def randrange(self, n: int) -> int:
        return n - 1


class LowestFirst:
    def randrange(self, n: int) -> int:
        return 0


def colour(name: str) -> int:
    return components().colour_index[name]


def stone(space: int, symbol: str) -> int:
    return components().stone_at[space, symbol]


def with_deck(state: State, deck) -> State:
    """`state` with only `deck` face down; every other card is out of the game, so the
    card count stays 60."""
    deck = tuple(sorted(deck))
    used = set(deck) | set(state.table) | set(state.aside)
    out = tuple(c.id for c in components().cards if c.id not in used)
    return attrs.evolve(state, deck=deck, out=out)


def placing(players: int, table: tuple[int, ...], deck=None) -> State:
    """A state where the active player (seat 0) has `table` face up; the deck holds
    `deck`, or every other card."""
    if deck is None:
        deck = [c.id for c in components().cards if c.id not in table]
    return with_deck(attrs.evolve(initial_state(players), table=tuple(table)), deck)


def with_merchants(state: State, placed: dict) -> State:
    """Put merchants on stones: {(space, symbol): colour name}; adjusts supply and track."""
    stones = list(state.stones)
    supply, track = list(state.supply), list(state.track)
    for (space, symbol), name in placed.items():
        i = stone(space, symbol)
        assert stones[i] == EMPTY
        stones[i] = colour(name)
        supply[colour(name)] -= 1
        track[colour(name)] += 1
    return attrs.evolve(state, stones=tuple(stones), supply=tuple(supply), track=tuple(track),
                        turns=state.turns + len(placed))


def finished(players: int, holdings, track=None, placed: dict | None = None) -> State:
    """An ended game: the Druid at the altar, given goods per seat (colour order) and
    colour values before marketplace scoring."""
    state = initial_state(players)
    if placed:
        state = with_merchants(state, placed)
    return attrs.evolve(state, druid=components().path_end,
                        holdings=tuple(tuple(h) for h in holdings),
                        track=tuple(track) if track is not None else state.track)


def pair_nobody_can_place() -> State:
    """A turn of seat 2 whose first two cards (yellow and green day) fit nowhere: every
    stone either allows is taken."""
    comp = components()
    taken = {}
    for name in ("yellow", "green"):
        for i in comp.allowed[name, "day"]:
            s = comp.stones[i]
            taken[s.space, s.symbol] = "red"
    return with_merchants(placing(2, (), deck=(WHITE_DAY, BLUE_DAY, GREEN_DAY, YELLOW_DAY)),
                          taken)
