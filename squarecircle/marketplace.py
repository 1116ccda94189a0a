"""Scoring the marketplaces (rules: "Scoring").

In each marketplace the colour with the most merchants on its small stones gains as
many points as there are merchants there in all; the colour with the next highest count
gains the count of the colour above it, and so on. Tied colours gain the same. The
points go to the colours (their figures on the scoring track), not to the players.
"""
from __future__ import annotations

from functools import lru_cache

import attrs

from .components import components
from .state import EMPTY, State


def marketplace_points(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Points per colour from that colour's merchant counts in one marketplace.
    (3 blue, 2 red, 1 yellow) -> blue 6, red 3, yellow 2."""
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    award, previous = {}, sum(counts)
    for level in levels:
        award[level] = previous
        previous = level
    return tuple(award.get(c, 0) for c in counts)


def merchant_counts(stones: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per marketplace (colour order), the number of merchants of each colour in it, from
    the merchant colour on each stone (State.stones)."""
    comp = components()
    n = len(comp.colours)
    counts = [[0] * n for _ in range(n)]
    market = comp.stone_market
    for stone, colour in enumerate(stones):
        if colour != EMPTY:
            counts[market[stone]][colour] += 1
    return tuple(tuple(row) for row in counts)


@attrs.frozen
class Tally:
    """How each colour's final value comes about (per colour, in colour order)."""

    track: tuple[int, ...]                          # value before marketplace scoring
    counts: tuple[tuple[int, ...], ...]             # [marketplace][colour] merchants
    points: tuple[tuple[int, ...], ...]             # [marketplace][colour] points gained
    values: tuple[int, ...]                         # final colour values

    def gained(self, colour: int) -> int:
        return sum(row[colour] for row in self.points)


def tally(state: State) -> Tally:
    """Score every marketplace as if the game ended now and add it to the track."""
    return _tally(state.stones, state.track)


@lru_cache(maxsize=4096)
def _tally(stones: tuple[int, ...], track: tuple[int, ...]) -> Tally:
    """The tally depends on the merchants on the stones and the track alone: a bot's
    search scores the same ones over and over (a turn moves one merchant)."""
    counts = merchant_counts(stones)
    points = tuple(marketplace_points(row) for row in counts)
    values = tuple(v + sum(row[c] for row in points) for c, v in enumerate(track))
    return Tally(track, counts, points, values)
