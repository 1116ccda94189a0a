"""How a position looks to a bot that searches ahead (the strong bot's evaluation).

The score "if the game ended now" (the heuristic) ranks the colours by their values today,
but a colour one point behind another is nearly as likely to finish ahead of it as behind
while many merchants are still to be placed, and a colour with many of its cards still in
the deck is likely to pass one with few (card counting: a colour's merchants come only
with its own cards). Here each colour's final value is taken as its value now plus what
its cards left are expected to bring, with a spread that grows with the placements still
to come, and a good is worth its *expected* points: the goods points are 4 minus the
number of colours valued higher (rules: "Scoring"), so the expectation is 4 minus, over
every other colour, the chance that colour ends higher. Tied colours share the better
rank, so only a strict lead counts (a continuity correction of half a point on
whole-number values). The strong bot judges the positions it searches to by
`win_chance`, the expected lead made a chance of winning.
"""
from __future__ import annotations

import math
from functools import lru_cache

from .components import components
from .goods import goods_points, goods_values, tie_key, winners
from .marketplace import tally
from .state import State

# The figures below are fitted to 1,500 games of the greedy bot against itself (at every
# turn's start, 34,000 positions: the colours' final values and who won) and checked by
# playing: a one-move look-ahead on `evaluation` beat the greedy bot in 64 % of 2,000
# 2-player games before the card counting, 73 % with it (DRIFT 1.0 to 1.7 alike, 2.5
# 67 %; SPREAD 1.5 to 3 alike; pulling values towards the mean 66-68 %).
# What each card of a colour still to be turned over adds to that colour's final value:
# about half the time it brings a merchant (one more on the track), and merchants win
# marketplaces (least squares: 1.7; knowing it cuts the error of a colour's predicted
# final value from 4.1 to 3.7 points and that of a good's expected points by 14 %).
DRIFT = 1.7
# How far a colour's final value may still move beyond that, per square root of the
# merchants still to be placed (the best fit of a good's expected points; 1.5 before the
# card counting, chosen in trials of a one-move look-ahead).
SPREAD = 2.0
# How far the lead in goods points may still move, per square root of the merchants
# still to be placed (see `win_chance`), and at the least: the best fit of the chance of
# winning (1.25 before, from the spread of final leads alone, was overconfident: worse
# than a coin's guess mid-game).
LEAD_SPREAD = 3.0
LEAD_SPREAD_LEAST = 1.0


@lru_cache(maxsize=4096)   # the deck changes only on a turning over: searches repeat it
def _deck_outlook(deck: tuple[int, ...]) -> tuple[tuple[int, ...], float]:
    """(coloured cards left per colour, the share of them turned over before the game
    ends). The game ends with the last neutral card: of the coloured cards left, a share
    neutral/(neutral + 1) is on average turned over before it."""
    colour_of = components().card_colour
    counts = [0] * len(components().colours)
    neutral = 0
    for card in deck:
        colour = colour_of[card]
        if colour < 0:
            neutral += 1
        else:
            counts[colour] += 1
    return tuple(counts), neutral / (neutral + 1)


def placements_left(state: State) -> float:
    """Merchants still expected to be placed: each placement uses two of the coloured
    cards turned over (the one taken, the one left)."""
    counts, share = _deck_outlook(state.deck)
    return sum(counts) * share / 2


@lru_cache(maxsize=4096)   # a search meets the same gaps and spreads again and again
def _higher(gap: float, spread: float) -> float:
    """The chance that a colour `gap` points ahead today still ends strictly ahead."""
    if spread <= 0:
        return 1.0 if gap > 0 else 0.0
    return 0.5 * (1.0 + math.erf((gap - 0.5) / (spread * math.sqrt(2.0))))


def expected_values(state: State) -> tuple[float, ...]:
    """Per colour, its value now plus what its cards left are expected to add."""
    values = tally(state).values
    if state.over:
        return values
    counts, share = _deck_outlook(state.deck)
    return tuple(v + DRIFT * n * share for v, n in zip(values, counts))


def expected_good_points(state: State) -> tuple[float, ...]:
    """Per colour, the points a good of that colour is expected to be worth at the end."""
    values = expected_values(state)
    spread = 0.0 if state.over else SPREAD * math.sqrt(placements_left(state))
    return tuple(4.0 - sum(_higher(w - v, spread) for d, w in enumerate(values) if d != c)
                 for c, v in enumerate(values))


def evaluation(state: State, seat: int) -> float:
    """Expected goods points minus the best opponent's; exact once the game is over."""
    worth = expected_good_points(state)
    points = [sum(n * w for n, w in zip(held, worth)) for held in state.holdings]
    return points[seat] - max(p for s, p in enumerate(points) if s != seat)


def win_chance(state: State, seat: int) -> float:
    """The seat's chance of winning: most games end within a few points (in the strong
    bot's trials against the greedy bot a third within two), so what a move is worth is
    how it moves that chance more than how it moves the expected lead. Once the game is
    over, the result with its tie-break (a shared win counts as a fraction); before, the
    expected lead taken as the middle of a normal spread that narrows as the deck runs
    out, half a point more or less as a tie on points would be broken now."""
    values = tally(state).values
    if state.over:
        won, _ = winners(goods_points(state.holdings, goods_values(values)), state.holdings,
                         values)
        return 1.0 / len(won) if seat in won else 0.0
    lead = evaluation(state, seat) + 0.5 * _tie_break(state.holdings, values, seat)
    spread = LEAD_SPREAD * math.sqrt(placements_left(state)) + LEAD_SPREAD_LEAST
    return 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))


def _tie_break(holdings, values, seat: int) -> int:
    """1 if a tie on points now would go to the seat, -1 if to another seat, 0 if it
    would stand (rules: "Scoring"; the tie-break ruling in `goods`): goods of the
    highest-valued colours first, then the next value down."""
    mine = tie_key(holdings[seat], values)
    best = max(tie_key(h, values) for s, h in enumerate(holdings) if s != seat)
    return (mine > best) - (mine < best)
