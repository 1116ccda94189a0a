"""How a position looks to a bot that searches ahead (the strong bot's evaluation).

The score "if the game ended now" (the heuristic) ranks the colours by their values today,
but a colour one point behind another is nearly as likely to finish ahead of it as behind
while many merchants are still to be placed. Here each colour's final value is taken as
its value now plus a spread that grows with the placements still to come, and a good is
worth its *expected* points: the goods points are 4 minus the number of colours valued
higher (rules: "Scoring"), so the expectation is 4 minus, over every other colour, the
chance that colour ends higher. Tied colours share the better rank, so only a strict lead
counts (a continuity correction of half a point on whole-number values).
"""
from __future__ import annotations

import math
from functools import lru_cache

from .components import components
from .marketplace import tally
from .state import State

# How far a colour's final value may still move, per square root of the merchants still
# to be placed (0.6 to 2 all played alike in trials of a one-move look-ahead against the
# heuristic, 57-61 % of 2-player games; 1.5 is in the middle of the best).
SPREAD = 1.5


def placements_left(state: State) -> float:
    """Merchants still expected to be placed. The game ends with the last neutral card:
    of the coloured cards left, a share neutral/(neutral + 1) is on average turned over
    before it, and each placement uses two coloured cards (the one taken, the one left)."""
    colour_of = components().card_colour
    neutral = sum(1 for c in state.deck if colour_of[c] < 0)
    coloured = len(state.deck) - neutral
    return coloured * neutral / (neutral + 1) / 2


@lru_cache(maxsize=4096)   # whole-number gaps and a few spreads: searches repeat them
def _higher(gap: int, spread: float) -> float:
    """The chance that a colour `gap` points ahead today still ends strictly ahead."""
    if spread <= 0:
        return 1.0 if gap > 0 else 0.0
    return 0.5 * (1.0 + math.erf((gap - 0.5) / (spread * math.sqrt(2.0))))


def expected_good_points(state: State) -> tuple[float, ...]:
    """Per colour, the points a good of that colour is expected to be worth at the end."""
    values = tally(state).values
    spread = 0.0 if state.over else SPREAD * math.sqrt(placements_left(state))
    return tuple(4.0 - sum(_higher(w - v, spread) for d, w in enumerate(values) if d != c)
                 for c, v in enumerate(values))


def evaluation(state: State, seat: int) -> float:
    """Expected goods points minus the best opponent's; exact once the game is over."""
    worth = expected_good_points(state)
    points = [sum(n * w for n, w in zip(held, worth)) for held in state.holdings]
    return points[seat] - max(p for s, p in enumerate(points) if s != seat)
