"""Where Squaring Circleville's pieces lie in the 1280x720 logical layout: the round town on
the left (three rings cut into the four quadrants, the courthouse in the middle), the
board's other parts and the players on the right.

The town's drawing follows the reconstruction in circleville/data/town.yaml: which ring
each section lies in, and the order of the sections along each ring within a quadrant."""
from __future__ import annotations

import math

BANNER = (0, 0, 1280, 66)
CX, CY = 306, 394                       # the town's centre
RINGS = {"inner": (64, 142), "middle": (142, 218), "outer": (218, 296)}
TOWN = (CX - 300, CY - 300, 600, 600)

# quadrant -> ring -> sections along the ring, clockwise (town.yaml's header)
TOWN_LAYOUT = {
    "A": {"outer": (1,), "middle": (2, 3), "inner": (4, 5)},
    "B": {"outer": (10,), "middle": (8, 9), "inner": (7, 6)},
    "C": {"outer": (20, 18), "middle": (19,), "inner": (17, 16)},
    "D": {"outer": (15, 14), "middle": (11, 12), "inner": (13,)},
}
QUADRANT_START = {"A": -90.0, "B": 0.0, "C": 90.0, "D": 180.0}   # degrees, clockwise on screen


def polar(r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return CX + r * math.cos(a), CY + r * math.sin(a)


def section_arcs() -> dict[int, tuple[float, float, float, float]]:
    """section -> (inner radius, outer radius, start angle, end angle)."""
    arcs = {}
    for quadrant, rings in TOWN_LAYOUT.items():
        a0 = QUADRANT_START[quadrant]
        for ring, sections in rings.items():
            r0, r1 = RINGS[ring]
            step = 90.0 / len(sections)
            for i, number in enumerate(sections):
                arcs[number] = (r0, r1, a0 + i * step, a0 + (i + 1) * step)
    return arcs


ARCS = section_arcs()


def sector(number: int, inset: float = 2.0, n: int = 10) -> list[tuple[float, float]]:
    r0, r1, a0, a1 = ARCS[number]
    r0, r1 = r0 + inset, r1 - inset
    pad = math.degrees(inset / r1)
    a0, a1 = a0 + pad, a1 - pad
    outer = [polar(r1, a0 + (a1 - a0) * i / n) for i in range(n + 1)]
    inner = [polar(r0, a1 - (a1 - a0) * i / n) for i in range(n + 1)]
    return outer + inner


def section_centre(number: int) -> tuple[float, float]:
    r0, r1, a0, a1 = ARCS[number]
    return polar((r0 + r1) / 2, (a0 + a1) / 2)


def section_at(pos) -> int | None:
    if pos is None:
        return None
    dx, dy = pos[0] - CX, pos[1] - CY
    r = math.hypot(dx, dy)
    a = math.degrees(math.atan2(dy, dx))
    for number, (r0, r1, a0, a1) in ARCS.items():
        if r0 <= r < r1 and any(a0 <= x < a1 for x in (a, a + 360, a - 360)):
            return number
    return None


# --- the right side ------------------------------------------------------------------
RIGHT_X, RIGHT_W = 624, 648
RONDEL_Y = 76                           # the rondel's spaces in a row, then the upcoming stack
QUEUE_Y = 176
YEARS_Y = 222
SUPPLY_Y = 268                          # revealed equipment and the achievements table
PLAYERS_Y, PLAYERS_BOTTOM = 328, 604
LOG = (RIGHT_X + 14, 616, RIGHT_W - 24, 94)


def rondel_space(i: int, spaces: int):
    w = (RIGHT_W - 150) / spaces
    return (RIGHT_X + 8 + i * w, RONDEL_Y + 18, w - 6, w - 6)


def player_row(i: int, players: int):
    h = min(92, (PLAYERS_BOTTOM - PLAYERS_Y) / players)
    return (RIGHT_X, PLAYERS_Y + i * h, RIGHT_W, h - 6)
