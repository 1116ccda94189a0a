"""Where things sit on The Square Circle's table, in logical units (1280x720).

The board is a circle on the left: from the outside in, the rim where the colour
figures stand on the 1-30 track, the ring of numbered spaces (goods above, colour line
below), the inner ring of day and night stones, the horseshoe of trilithons, the
bluestone path and the altar. The right side holds the cards, the colour strip and a
row per player.
"""
from __future__ import annotations

import math

BANNER = (0, 0, 1280, 66)     # whose turn it is and what to do

# --- the board -----------------------------------------------------------------------
CX, CY = 338, 394
R_EDGE = 324            # outside of the rim (the track)
BOARD = (CX - R_EDGE, CY - R_EDGE, 2 * R_EDGE, 2 * R_EDGE)
R_FIGURE = 311          # where the colour figures stand
R_SPACE_OUT = 300       # the ring of numbered spaces
R_NUMBER = 287
R_GOODS = 262
R_LINE_OUT, R_LINE_IN = 247, 233
R_INNER_OUT = 231       # the ring of small stones
R_DAY, R_NIGHT = 214, 187
R_INNER_IN = 170
R_TRILITHON = 134
R_PATH = 88
R_SUPPLY = 54
STONE_SIZE = 26
MERCHANT_SIZE = 28
GOOD_W, GOOD_H = 24, 15
FIGURE_W, FIGURE_H = 21, 28
SPACES = 30
STEP = 360 / SPACES

# trilithons stand in a horseshoe open towards the top; each stands roughly behind its
# marketplace (white 1-5 at the upper right, then clockwise)
TRILITHON_ANGLES = (-30, 30, 90, 150, 210)
PATH_START = -135       # the first bluestone is the top-left one
PATH_STEP = 18


def polar(r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return CX + r * math.cos(a), CY + r * math.sin(a)


def space_angle(number: int) -> float:
    """Space 30 at the top, numbers rising clockwise."""
    return -90 + STEP * number


def centred(pos, w, h):
    return (pos[0] - w / 2, pos[1] - h / 2, w, h)


def stone_pos(space: int, symbol: str):
    return polar(R_DAY if symbol == "day" else R_NIGHT, space_angle(space))


def stone_rect(space: int, symbol: str, size: float = STONE_SIZE):
    return centred(stone_pos(space, symbol), size, size)


def goods_pos(space: int, k: int):
    """The k-th good (0 or 1) above a space, side by side along the ring."""
    a = math.radians(space_angle(space))
    x, y = polar(R_GOODS, space_angle(space))
    off = (k - 0.5) * 25
    return x - math.sin(a) * off, y + math.cos(a) * off


def good_rect_on_board(space: int, k: int):
    return centred(goods_pos(space, k), GOOD_W, GOOD_H)


def figure_index(value: int, colour: int, track: tuple[int, ...]) -> tuple[int, int]:
    """(place among the figures on the same space, how many stand there)."""
    space = (value - 1) % SPACES + 1
    here = [c for c, v in enumerate(track) if (v - 1) % SPACES + 1 == space]
    if colour not in here:
        here = sorted(here + [colour])
    return here.index(colour), len(here)


def figure_rect(value: int, colour: int, track: tuple[int, ...]):
    """The colour figure's rect on the rim; figures sharing a space stand side by side."""
    space = (value - 1) % SPACES + 1
    i, n = figure_index(value, colour, track)
    a = math.radians(space_angle(space))
    x, y = polar(R_FIGURE, space_angle(space))
    off = (i - (n - 1) / 2) * 15
    x, y = x - math.sin(a) * off, y + math.cos(a) * off
    return (x - FIGURE_W / 2, y - FIGURE_H * 0.62, FIGURE_W, FIGURE_H)


def trilithon_pos(colour: int):
    return polar(R_TRILITHON, TRILITHON_ANGLES[colour])


def path_pos(step: int, path_stones: int):
    """Where the Druid stands: 0 and path_stones + 1 are the altar."""
    if step <= 0 or step > path_stones:
        return (CX, CY - 4)
    return polar(R_PATH, PATH_START + PATH_STEP * (step - 1))


def druid_rect(step: int, path_stones: int):
    x, y = path_pos(step, path_stones)
    return (x - 15, y - 36, 30, 43)


SUPPLY_ANGLES = (-10, 35, 90, 145, 190)   # below the altar: the Druid stands on top


def supply_pos(colour: int):
    return polar(R_SUPPLY, SUPPLY_ANGLES[colour])


def stone_at(pos, stones):
    """The index of the stone under `pos` (stones: components().stones), else None."""
    if pos is None:
        return None
    best, best_d = None, (STONE_SIZE / 2 + 4) ** 2
    for stone in stones:
        x, y = stone_pos(stone.space, stone.symbol)
        d = (pos[0] - x) ** 2 + (pos[1] - y) ** 2
        if d <= best_d:
            best, best_d = stone.index, d
    return best


def ring_sector(r_in: float, r_out: float, a0: float, a1: float, n: int = 8):
    """Polygon points of an annular sector (degrees)."""
    outer = [polar(r_out, a0 + (a1 - a0) * i / n) for i in range(n + 1)]
    inner = [polar(r_in, a1 - (a1 - a0) * i / n) for i in range(n + 1)]
    return outer + inner


# --- the right side ------------------------------------------------------------------
RIGHT_X, RIGHT_W = 676, 592
CARD_PANEL = (RIGHT_X, 74, RIGHT_W, 196)
DECK = (690, 86, 72, 101)
CARD_W, CARD_H = 100, 140
CARD_SLOTS = ((786, 84, CARD_W, CARD_H), (900, 84, CARD_W, CARD_H))
ASIDE = (690, 150, 72, 101)
OUT_PILE = (1196, 96, 54, 76)
INFO_X = 1014
LOG = (INFO_X, 188, RIGHT_X + RIGHT_W - INFO_X - 8, 74)   # below the pile of cards out
REVEAL_BUTTON = (786, 128, 214, 52)   # over the empty card slots, before the turning over
# below the slots: at the game's end they show the last cards turned over
SCORES_BUTTON = (786, 228, 214, 38)

STRIP_Y, STRIP_H = 278, 66
NAME_X = RIGHT_X + 10
COL_X0, COL_W = 870, 66
TOTAL_X = COL_X0 + 5 * COL_W      # 1200
PLAYERS_Y, PLAYERS_BOTTOM = 352, 712


def colour_col(c: int) -> float:
    return COL_X0 + c * COL_W


def player_row(i: int, players: int):
    h = min(92, (PLAYERS_BOTTOM - PLAYERS_Y) / players)
    return (RIGHT_X, PLAYERS_Y + i * h, RIGHT_W, h - 6)


def held_good_rect(i: int, players: int, colour: int):
    x, y, w, h = player_row(i, players)
    return (colour_col(colour) + 4, y + h / 2 - 15, 30, 19)


def card_slot_at(pos):
    for i, r in enumerate(CARD_SLOTS):
        x, y, w, h = r
        if pos is not None and x <= pos[0] < x + w and y <= pos[1] < y + h:
            return i
    return None
