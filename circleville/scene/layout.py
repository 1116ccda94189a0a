"""Where Squaring Circleville's pieces lie in the 1280x720 logical layout: the round town on
the left (three rings cut into the four quadrants, the courthouse in the middle), the
board's other parts and the players on the right.

The town's drawing follows the reconstruction in circleville/data/town.yaml: which ring
each section lies in, and the order of the sections along each ring within a quadrant."""
from __future__ import annotations

import functools
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
    arcs: dict[int, tuple[float, float, float, float]] = {}
    for quadrant, rings in TOWN_LAYOUT.items():
        a0 = QUADRANT_START[quadrant]
        for ring, sections in rings.items():
            r0, r1 = RINGS[ring]
            step = 90.0 / len(sections)
            for i, number in enumerate(sections):
                arcs[number] = (r0, r1, a0 + i * step, a0 + (i + 1) * step)
    return arcs


ARCS = section_arcs()


@functools.lru_cache(maxsize=None)
def sector(number: int, inset: float = 2.0, n: int = 10) -> tuple[tuple[float, float], ...]:
    """A section's outline (remembered: the town draws every section every frame)."""
    r0, r1, a0, a1 = ARCS[number]
    r0, r1 = r0 + inset, r1 - inset
    pad = math.degrees(inset / r1)
    a0, a1 = a0 + pad, a1 - pad
    outer = [polar(r1, a0 + (a1 - a0) * i / n) for i in range(n + 1)]
    inner = [polar(r0, a1 - (a1 - a0) * i / n) for i in range(n + 1)]
    return tuple(outer + inner)


def border(a: int, b: int):
    """The shared border of two neighbouring sections as (r0, r1, a0, a1): a line out from
    the centre (a0 == a1) between sections of one ring, an arc (r0 == r1) between rings;
    None when they share no border."""
    ra0, ra1, aa0, aa1 = ARCS[a]
    rb0, rb1, ab0, ab1 = ARCS[b]
    if (ra0, ra1) == (rb0, rb1):
        shared = aa1 if aa1 % 360 == ab0 % 360 else aa0
        return ra0, ra1, shared, shared
    r = ra1 if ra1 == rb0 else ra0
    a0, a1 = max(aa0, ab0), min(aa1, ab1)
    return (r, r, a0, a1) if a1 > a0 else None


def road_between(a: int, b: int, width: float, n: int = 12):
    """The road along two sections' shared border, `width` either side of it and stopping
    `width` short of the crossings at its ends (empty when they share no border)."""
    edge = border(a, b)
    if edge is None:
        return ()
    r0, r1, a0, a1 = edge
    if a0 == a1:
        pad = math.degrees(width / r0)
        r0, r1, a0, a1 = r0 + width, r1 - width, a0 - pad, a1 + pad
    else:
        pad = math.degrees(width / r0)
        r0, r1, a0, a1 = r0 - width, r1 + width, a0 + pad, a1 - pad
    outer = [polar(r1, a0 + (a1 - a0) * i / n) for i in range(n + 1)]
    inner = [polar(r0, a1 - (a1 - a0) * i / n) for i in range(n + 1)]
    return tuple(outer + inner)


def crossings(a: int, b: int) -> tuple:
    """The two crossings at the ends of two sections' shared border."""
    edge = border(a, b)
    if edge is None:
        return ()
    r0, r1, a0, a1 = edge
    return (polar(r0, a0), polar(r1, a1))


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


# --- pieces inside a section (world units: the town is drawn through the camera) ------
def road_square(number: int, row: int, k: int):
    """Square k of the red (row 0) or blue (row 1) road of a section."""
    x, y = section_centre(number)
    return (x - 30 + k * 12, y - 5 + row * 13, 11, 11)


def road_row(number: int, row: int, count: int):
    """The whole road of a section: where a click or a dropped cube covers its squares."""
    x, y, _, h = road_square(number, row, 0)
    return (x - 2, y - 1, max(1, count) * 12 + 3, h + 2)


def structure_icon(number: int, k: int):
    x, y = section_centre(number)
    return (x - 30 + k * 20, y + 21, 18, 18)


def plot_rect(number: int, k: int):
    """Build plot k of a completed section (its structure stands on it)."""
    x, y = section_centre(number)
    return (x - 32 + k * 24, y - 6, 22, 19)


def beautify_rect(number: int):
    """The beautify icon of a completed section and the cubes on it."""
    x, y = section_centre(number)
    return (x - 32, y + 18, 56, 14)


def number_rect(number: int):
    """The section's number: hovering it shows the section's VP box."""
    x, y = section_centre(number)
    return (x - 39, y - 30, 22, 20)


def supervisor_rect(number: int, k: int):
    x, y = section_centre(number)
    return (x + 18 + k * 13, y - 32, 20, 27)


# --- the right side ------------------------------------------------------------------
RIGHT_X, RIGHT_W = 624, 648
RONDEL_Y = 72                           # the rondel's spaces in a row, then the upcoming stack
QUEUE_Y = 170
YEARS_Y = 208
SUPPLY_Y = 253                          # revealed equipment, then the achievements table
TABLE_Y = 283
PLAYERS_Y = 312
BOARD = (RIGHT_X - 4, RONDEL_Y - 4, RIGHT_W + 8, PLAYERS_Y - RONDEL_Y)   # rondel to achievements
PLAYERS = (RIGHT_X - 4, PLAYERS_Y - 4, RIGHT_W + 8, 652 - PLAYERS_Y)   # the mats' area
LOG_BOTTOM = 712


def log_top(players: int) -> float:
    """Where the room below the players' rows starts."""
    return PLAYERS_Y + MAT_H + 6 + (players - 1) * (ROW_H + 6) + 10


def log_rect(players: int, buttons: bool = True):
    """The log fills what the players' rows leave free (3 lines with 4 players, 7 with 2),
    left of the turn's buttons at a table where people play (`buttons`)."""
    top = log_top(players)
    right = TURN_BUTTONS_W + 12 if buttons else 0
    return (RIGHT_X + 14, top, RIGHT_W - 24 - right, LOG_BOTTOM - top)


# The turn's buttons ("More choices", "End your turn" or "Finish the action", "Bonus
# action") stand right of the log: off the town, whose quadrant labels and tracks a zoom
# may bring anywhere in its frame, and off the scoring track round it.
TURN_BUTTONS_W = 196
TURN_BUTTON_GAP = 2


def turn_buttons(players: int) -> dict[str, tuple]:
    """name -> rect: "more" above, the turn's step below it ("end" with "bonus" beside
    it, or "finish" across), all in the room right of the log."""
    top = log_top(players) - 4
    x = RIGHT_X + RIGHT_W - TURN_BUTTONS_W
    more_h = 24
    step_y = top + more_h + TURN_BUTTON_GAP
    step_h = min(36, LOG_BOTTOM + 2 - step_y)
    half = (TURN_BUTTONS_W - TURN_BUTTON_GAP * 2) / 2
    return {"more": (x, top, TURN_BUTTONS_W, more_h),
            "finish": (x, step_y, TURN_BUTTONS_W, step_h),
            "end": (x + half + TURN_BUTTON_GAP * 2, step_y, half, step_h),
            "bonus": (x, step_y, half, step_h)}


def rondel_space(i: int, spaces: int):
    w = (RIGHT_W - 150) / spaces
    return (RIGHT_X + 8 + i * w, RONDEL_Y + 16, w - 6, w - 6)


def assistant_rect(i: int, spaces: int, k: int):
    x, y, w, _ = rondel_space(i, spaces)
    return (x + 2 + k * 15, y + w - 12, 17, 21)


def queue_slot(k: int):
    return (RIGHT_X + 140 + k * 36, QUEUE_Y, 32, 32)


def held_slot(k: int):
    """Razed structures waiting to join the queue, right of it."""
    return (RIGHT_X + 140 + 12 * 36 + 8 + k * 30, QUEUE_Y + 3, 26, 26)


def equipment_slot(k: int):
    return (RIGHT_X + 140 + k * 29, SUPPLY_Y, 26, 26)


def table_slot(k: int):
    """A space of the achievements table."""
    return (RIGHT_X + 140 + k * 29, TABLE_Y, 26, 26)


# --- the players: the seat shown large (its mat), the others a compact row each ---------
ROW_H = 48


def player_rows(players: int, large: int):
    """seat -> rect; the `large` seat gets the mat, in seat order with the others."""
    rows, y = {}, PLAYERS_Y
    for seat in range(players):
        h = MAT_H if seat == large else ROW_H
        rows[seat] = (RIGHT_X, y, RIGHT_W, h)
        y += h + 6
    return rows


# inside the large mat: the basic actions' row, then a row of headings, then a grid of
# level rows x colour columns (as printed: each level's row names its alternate action,
# and beside each column's level the value of that colour's basic action)
# (the label column is wide enough for an alternate action's name on one line in a
# language 40 % longer than English; a basic action's name and a column's heading may take
# two lines)
MAT_LABEL_W = 200
MAT_COL_W = 88
MAT_BASIC_Y, MAT_BASIC_H = 31, 27
MAT_HEAD_Y = MAT_BASIC_Y + MAT_BASIC_H + 1   # the headings of the level rows' parts
MAT_TOP = MAT_HEAD_Y + 25               # the first level row (its headings take two lines)
MAT_ROW_H = 16
MAT_H = MAT_TOP + 5 * MAT_ROW_H + 4


def mat_basic(mat, c: int):
    x, y, _, _ = mat
    return (x + MAT_LABEL_W + c * MAT_COL_W, y + MAT_BASIC_Y, MAT_COL_W - 4, MAT_BASIC_H)


def mat_heading(mat):
    """The row of headings between the basic actions and the level rows."""
    x, y, _, _ = mat
    return (x, y + MAT_HEAD_Y, MAT_LABEL_W + 4 * MAT_COL_W, MAT_TOP - MAT_HEAD_Y)


def mat_cell(mat, c: int, level: int):
    x, y, _, _ = mat
    return (x + MAT_LABEL_W + c * MAT_COL_W, y + MAT_TOP + (level - 1) * MAT_ROW_H,
            MAT_COL_W - 4, MAT_ROW_H - 3)


def mat_slot(mat, k: int):
    """The three equipment/achievement slots at the right of the mat."""
    x, y, w, _ = mat
    return (x + w - 96 + k * 31, y + 40, 29, 29)


def mat_year_bonus(mat, k: int):
    x, y, w, _ = mat
    return (x + w - 96 + (k % 3) * 31, y + 96 + (k // 3) * 33, 29, 29)


def mat_cubes(mat):
    """The player's supply of cubes in the mat's heading: drag from here onto a road."""
    x, y, _, _ = mat
    return (x + 238, y + 5, 118, 24)


# --- the tracks round the town ----------------------------------------------------------
# The quadrant tracks lie in the town's corners outside the circle, each beside its
# quadrant (A top right, B bottom right, C bottom left, D top left): a row of numbers on the
# town's edge, then one lane per player, spaces 0..10 (world units, zoomed with the town).
TRACK_SPACES = 11
TRACK_CELL = 11
TRACK_HEAD = 12                         # (its numbers are read at 12 px in a 1366x768 window)
QUADRANT_CORNER = {"A": (1, -1), "B": (1, 1), "C": (-1, 1), "D": (-1, -1)}   # (x, y) side


def quadrant_track(quadrant: str, players: int):
    """The rect of a quadrant track's lanes (its numbers lie on the town's edge beside
    them)."""
    sx, sy = QUADRANT_CORNER[quadrant]
    w, h = TRACK_SPACES * TRACK_CELL, players * TRACK_CELL
    x0, y0, tw, th = TOWN
    x = x0 + 2 if sx < 0 else x0 + tw - 2 - w
    y = y0 + 2 + TRACK_HEAD if sy < 0 else y0 + th - 2 - TRACK_HEAD - h
    return (x, y, w, h)


def track_space(quadrant: str, players: int, lane: int, space: int):
    """Space `space` (0..10) of a quadrant track in a player's lane."""
    x, y, _, _ = quadrant_track(quadrant, players)
    return (x + space * TRACK_CELL, y + lane * TRACK_CELL, TRACK_CELL - 1, TRACK_CELL - 1)


def track_numbers_y(quadrant: str, players: int) -> float:
    """The middle of a quadrant track's row of numbers, on the town's edge."""
    x, y, _, h = quadrant_track(quadrant, players)
    return y - TRACK_HEAD / 2 if QUADRANT_CORNER[quadrant][1] < 0 else y + h + TRACK_HEAD / 2


# The scoring track surrounds the town: spaces 0..49 along its top edge left to right, 50..99
# along its bottom edge right to left (logical units, outside the camera: always readable).
SCORE_SPACES = 100
SCORE_ROW = SCORE_SPACES // 2
SCORE_CELL = TOWN[2] / SCORE_ROW
SCORE_H = 22
SCORE_TOP = (TOWN[0], TOWN[1] - SCORE_H - 2, TOWN[2], SCORE_H)
SCORE_BOTTOM = (TOWN[0], TOWN[1] + TOWN[3] + 2, TOWN[2], SCORE_H)


def score_space(points: int):
    """The space of the scoring track for a score (a lap past 99 starts again at 0)."""
    k = points % SCORE_SPACES
    if k < SCORE_ROW:
        x, y = SCORE_TOP[0] + k * SCORE_CELL, SCORE_TOP[1]
    else:
        x, y = SCORE_BOTTOM[0] + (SCORE_SPACES - 1 - k) * SCORE_CELL, SCORE_BOTTOM[1]
    return (x, y, SCORE_CELL - 1, SCORE_H)


def vp_box(number: int):
    """A section's VP box, right of its number (left of where supervisors stand)."""
    x, y = section_centre(number)
    return (x - 17, y - 28, 37, 13)   # (four places' values read at 12 px at 1366x768)
