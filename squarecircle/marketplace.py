"""Scoring the marketplaces (rules: "Scoring").

In each marketplace the colour with the most merchants on its small stones gains as
many points as there are merchants there in all; the colour with the next highest count
gains the count of the colour above it, and so on. Tied colours gain the same. The
points go to the colours (their figures on the scoring track), not to the players.
"""
from __future__ import annotations

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


def merchant_counts(state: State) -> tuple[tuple[int, ...], ...]:
    """Per marketplace (colour order), the number of merchants of each colour in it."""
    comp = components()
    n = len(comp.colours)
    counts = [[0] * n for _ in range(n)]
    market = comp.stone_market
    for stone, colour in enumerate(state.stones):
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
    counts = merchant_counts(state)
    points = tuple(marketplace_points(row) for row in counts)
    values = tuple(v + sum(row[c] for row in points) for c, v in enumerate(state.track))
    return Tally(state.track, counts, points, values)
