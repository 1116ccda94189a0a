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

from shared.engine.narration import Line, Seat, listing

from .components import colour_word, components

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


def _seat(seat: int) -> Seat:
    return Seat(seat, label=player_name(seat))   # headless output says "Player 2"


def tie_key(held: tuple[int, ...], colour_values: tuple[int, ...]) -> tuple[int, ...]:
    """What breaks a tie on points (rules: "Scoring"): goods held of the highest-valued
    colours, then of the next value down, and so on; the larger key wins."""
    return tuple(sum(n for n, v in zip(held, colour_values) if v == level)
                 for level in sorted(set(colour_values), reverse=True))


def winners(points: tuple[int, ...], holdings: tuple[tuple[int, ...], ...],
            colour_values: tuple[int, ...]) -> tuple[tuple[int, ...], Line]:
    """(winning seats, a sentence saying how the tie-break went); no winners on a dead tie."""
    colours = components().colours
    best = max(points)
    tied = [s for s, p in enumerate(points) if p == best]
    if len(tied) == 1:
        return (tied[0],), Line.of("{player} has the most points in goods ({points}).",
                                   player=_seat(tied[0]), points=best)
    lead = Line.of("{players} tie on {points} points", players=listing(map(_seat, tied)),
                   points=best)
    keys = {s: tie_key(holdings[s], colour_values) for s in tied}
    for level, value in enumerate(sorted(set(colour_values), reverse=True)):
        group = [c for c, v in enumerate(colour_values) if v == value]
        held = {s: keys[s][level] for s in tied}
        most = max(held.values())
        still = [s for s in tied if held[s] == most]
        if len(still) < len(tied):
            what = listing((colour_word(colours[c]) for c in group), between="{first} and {rest}")
            counts = listing((held[s] for s in sorted(tied, key=lambda s: -held[s])),
                             last="{first} to {rest}", between="{first} to {rest}")
            if len(still) == 1:
                return (still[0],), Line.of(
                    "{lead}; {player} holds the most {goods} goods ({counts}) and wins.",
                    lead=lead, player=_seat(still[0]), goods=what, counts=counts)
            tied, lead = still, Line.of("{lead}; {players} hold the most {goods} goods ({counts})",
                                        lead=lead, players=listing(map(_seat, still)),
                                        goods=what, counts=counts)
    return (), Line.of("{lead} and control the same goods: no player wins.", lead=lead)
