"""Where things sit on the Simplicity table, in logical units (1280x720)."""
from __future__ import annotations

BANNER = (0, 0, 1280, 66)     # whose turn it is and what to do
CITY_AREA = (24, 78, 600, 612)
PLAN_X, PLAN_Y, PLAN_ROW = 650, 84, 78
PLAN_W = 286
PANEL = (958, 78, 300, 612)
BAG = (PLAN_X + 14, PLAN_Y + 7 * PLAN_ROW + 8, 56, 56)


FRAME_BEFORE, FRAME_AFTER = 26, 14   # board frame around the grid (labels sit before it)


def city_geometry(cols: int, rows: int):
    """(left, top, cell) of the city grid; the grid and its frame stay inside CITY_AREA."""
    x, y, w, h = CITY_AREA
    margin = FRAME_BEFORE + FRAME_AFTER
    cell = min(96.0, (w - margin) / cols, (h - margin) / rows)
    left = x + FRAME_BEFORE + (w - margin - cell * cols) / 2
    top = y + FRAME_BEFORE + (h - margin - cell * rows) / 2
    return left, top, cell


def city_frame(cols: int, rows: int):
    """The board around the city grid, its column and row labels included."""
    left, top, cell = city_geometry(cols, rows)
    margin = FRAME_BEFORE + FRAME_AFTER
    return (left - FRAME_BEFORE, top - FRAME_BEFORE, cell * cols + margin, cell * rows + margin)


def cell_rect(space: int, cols: int, rows: int):
    left, top, cell = city_geometry(cols, rows)
    r, c = divmod(space, cols)
    return (left + c * cell, top + r * cell, cell, cell)


def cell_at(pos, cols: int, rows: int):
    if pos is None:
        return None
    left, top, cell = city_geometry(cols, rows)
    c = int((pos[0] - left) // cell)
    r = int((pos[1] - top) // cell)
    if 0 <= c < cols and 0 <= r < rows:
        return r * cols + c
    return None


PLANNING_BOARD = (PLAN_X - 8, PLAN_Y - 8, PLAN_W + 16, 7 * PLAN_ROW + 16)


def plan_row(slot: int):
    return (PLAN_X, PLAN_Y + slot * PLAN_ROW, PLAN_W, PLAN_ROW)


def waiting_pawn_rect(slot: int):
    x, y, _, h = plan_row(slot)
    return (x + 8, y + (h - 54) / 2, 38, 54)


def symbol_rect(slot: int):
    x, y, _, h = plan_row(slot)
    return (x + 54, y + 6, 92, h - 12)


def tile_rect(slot: int):
    x, y, _, h = plan_row(slot)
    return (x + 156, y + 5, h - 10, h - 10)


def taken_pawn_rect(slot: int):
    x, y, w, h = plan_row(slot)
    return (x + w - 46, y + (h - 54) / 2, 38, 54)


def slot_at(pos):
    if pos is None:
        return None
    for slot in range(7):
        x, y, w, h = tile_rect(slot)
        if x <= pos[0] < x + w and y <= pos[1] < y + h:
            return slot
    return None
