"""Rossio: pattern counting (maximum disjoint occurrences) on a full 4-player square
(5 x 15) for all 44 cards, per call; and whole games per second.

    python -m tests.bench.bench_rossio_patterns

Figures are ratios against a baseline measured in the same run: merely listing the
placements of each card's pattern that lie inside its colour (no packing).
"""
from __future__ import annotations

import itertools
import time

from rossio.components import components
from rossio.patterns import _results, colour_masks, count_card, table

from .common import FRAME_BUDGET_MS, median_ms, report


def mixed_square():
    colours = itertools.cycle((0, 0, 1, 2, 3, 3, 1, 2, 0, 1, 3))
    return tuple(tuple(next(colours) for _ in range(15)) for _ in range(5))


def blocks_square():
    """The worst case we know: each colour in one compact block (many overlapping placements)."""
    return tuple(tuple((c // 4) % 4 for c in range(15)) for _ in range(5))


def measure(label: str, square, repeat: int) -> None:
    cards = components().cards
    masks = colour_masks(square)

    def baseline():
        for card in cards:
            t = table(card.shape, 5, 15)
            ms = masks if card.noble else (masks[card.colour],)
            sum(1 for mask in ms for m in t.all if m & mask == m)

    def cold():
        for card in cards:
            _results.clear()
            count_card(card.shape, card.colour, masks, 5, 15)

    def warm():
        for card in cards:
            count_card(card.shape, card.colour, masks, 5, 15)

    n = len(cards)
    base = median_ms(baseline, repeat) * 1000 / n
    report(f"rossio count {label}, all {n} cards uncached", median_ms(cold, repeat), "ms",
           FRAME_BUDGET_MS, "frame budget")
    warm()
    report(f"rossio count {label}, per call uncached", median_ms(cold, repeat) * 1000 / n, "us",
           base, "listing placements")
    report(f"rossio count {label}, per call cached", median_ms(warm, repeat) * 1000 / n, "us",
           base, "listing placements")


def games_per_second(seats, seconds: float = 3.0) -> float:
    from rossio.rules import RULES
    from shared.engine.match import Match
    from shared.bots.playout import play_out
    games, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        play_out(Match(RULES, RULES.make_config(seats, {}, seed)))
        games += 1
        seed += 1
    return games / (time.perf_counter() - start)


def outlines(label: str, square) -> None:
    """Where a player's cards score, outlined on the table: the cells of every occurrence
    of all of a player's cards (3 slotted and a full hand of 5), from a cold cache."""
    from rossio.scoring import occurrence_cells
    from rossio.state import State
    state = State(seats=("greedy",) * 4, ross_seat=-1, order=(0, 1, 2, 3), nobles=True,
                  variant="standard", difficulty="medium", nrows=5, ncols=15, square=square)
    cards = [c.id for c in components().cards][::5][:8]

    def run():
        _results.clear()
        for card in cards:
            occurrence_cells(state, card)
    report(f"rossio outlines of a player's 8 cards, {label}", median_ms(run, 10), "ms",
           FRAME_BUDGET_MS, "frame budget", "< 1 frame")


def main() -> None:
    measure("mixed full square", mixed_square(), 50)
    measure("colour blocks", blocks_square(), 10)
    outlines("mixed full square", mixed_square())
    outlines("colour blocks", blocks_square())
    for seats in (("greedy", "ross"), ("random",) * 4, ("greedy",) * 4):
        report(f"rossio games {','.join(seats)}", games_per_second(seats), "games/s")


if __name__ == "__main__":
    main()
