"""The value of the goods and the winner (rules: "Scoring").

The colour with the highest value is worth 4 points per good, then 3, 2, 1; the fifth
is worth nothing. Ruling: tied colours share the better rank's value and the next colour
takes the rank after the tied group (values 9, 9, 7, ... give 4, 4, 2, ...).

Most points in goods wins. On a tie, the tied player with the most goods of the
highest-valued colour wins; if the tied players control the same goods, no player wins.
Ruling where the text is silent: colours tied for a value count together, and a tie on
the highest-valued colour's goods is broken by the next colour down, and so on; only
players holding the same number of goods at every value remain tied (no winner).
"""
from __future__ import annotations

from .components import components

GOODS_POINTS = (4, 3, 2, 1, 0)


def goods_values(colour_values: tuple[int, ...]) -> tuple[int, ...]:
    """Points per good of each colour, from the colours' final values."""
    out = []
    for v in colour_values:
        rank = sum(1 for w in colour_values if w > v)
        out.append(GOODS_POINTS[rank] if rank < len(GOODS_POINTS) else 0)
    return tuple(out)


def goods_points(holdings: tuple[tuple[int, ...], ...], values: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sum(n * v for n, v in zip(held, values)) for held in holdings)


def player_name(seat: int) -> str:
    return f"Player {seat + 1}"


def _names(seats) -> str:
    names = [player_name(s) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def winners(points: tuple[int, ...], holdings: tuple[tuple[int, ...], ...],
            colour_values: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
    """(winning seats, a sentence saying how the tie-break went); no winners on a dead tie."""
    colours = components().colours
    best = max(points)
    tied = [s for s, p in enumerate(points) if p == best]
    if len(tied) == 1:
        return (tied[0],), f"{player_name(tied[0])} has the most points in goods ({best})."
    lead = f"{_names(tied)} tie on {best} points"
    for value in sorted(set(colour_values), reverse=True):
        group = [c for c, v in enumerate(colour_values) if v == value]
        held = {s: sum(holdings[s][c] for c in group) for s in tied}
        most = max(held.values())
        still = [s for s in tied if held[s] == most]
        if len(still) < len(tied):
            what = " and ".join(colours[c] for c in group)
            counts = " to ".join(str(held[s]) for s in sorted(tied, key=lambda s: -held[s]))
            if len(still) == 1:
                return (still[0],), (f"{lead}; {player_name(still[0])} holds the most {what} "
                                      f"goods ({counts}) and wins.")
            tied, lead = still, f"{lead}; {_names(still)} hold the most {what} goods ({counts})"
    return (), f"{lead} and control the same goods: no player wins."
