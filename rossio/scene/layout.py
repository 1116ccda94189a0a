"""Where the Rossio table's pieces lie, in the 1280x720 logical layout. The square takes
the top left, the market and the log the top right, the player boards the bottom: the
seat whose view is shown large on the left, the others compact on the right."""
from __future__ import annotations

BANNER = (0, 0, 1280, 66)
SQUARE_AREA = (20, 76, 740, 330)         # the square with its frame pieces
MARKET = (776, 76, 484, 190)
MARKET_CARD = (90, 126)
LOG = (792, 282, 460, 112)
MINE = (20, 414, 740, 298)               # the board of the seat whose view is shown
OTHERS = (776, 414, 484, 298)            # everyone else, a row each

# the board sprite (312 x 128) and, on it, where tiles and card slots are
BOARD_SPRITE = (312, 128)
BOARD_TILES = tuple((18 + 73.5 * i, 17, 54, 54) for i in range(4))
BOARD_SLOTS = ((9, 80, 90, 44), (111, 80, 90, 44), (211, 80, 90, 44))
BOARD_SCALE = 1.12
BOARD_AT = (34, 452)

HAND_AT = (430, 452)                     # the viewer's hand: a row of cards
HAND_CARD = (80, 112)
HAND_STEP = 64


def square_geometry(ncols: int, nrows: int):
    """(left, top, cell): the cell size fits the square and its pieces in SQUARE_AREA.
    The left piece is half a cell wide, the theatre two cells; the top piece a third
    of a cell high, the bottom pieces (with the column bonuses) nine tenths."""
    x, y, w, h = SQUARE_AREA
    cell = min(52.0, w / (ncols + 2.5), h / (nrows + 1.25))
    width = cell * (ncols + 2.5)
    left = x + (w - width) / 2 + cell / 2
    top = y + cell / 3
    return left, top, cell


def cell_rect(row: int, col: int, ncols: int, nrows: int):
    left, top, cell = square_geometry(ncols, nrows)
    return (left + col * cell, top + row * cell, cell, cell)


def cell_at(pos, ncols: int, nrows: int):
    if pos is None:
        return None
    left, top, cell = square_geometry(ncols, nrows)
    c = int((pos[0] - left) // cell)
    r = int((pos[1] - top) // cell)
    if 0 <= r < nrows and 0 <= c < ncols and pos[0] >= left and pos[1] >= top:
        return r, c
    return None


def board_rect():
    x, y = BOARD_AT
    return (x, y, BOARD_SPRITE[0] * BOARD_SCALE, BOARD_SPRITE[1] * BOARD_SCALE)


def on_board(r):
    """A rect given in board-sprite pixels, placed where the board is drawn."""
    bx, by = BOARD_AT
    s = BOARD_SCALE
    return (bx + r[0] * s, by + r[1] * s, r[2] * s, r[3] * s)


def board_tile(i: int):
    return on_board(BOARD_TILES[i])


def slot_card(i: int):
    """A card in slot i hangs below the board from the slot's top edge."""
    x, y, w, _ = on_board(BOARD_SLOTS[i])
    return (x, y, w, w * MARKET_CARD[1] / MARKET_CARD[0])


def swap_button(i: int):
    """Between board tiles i and i + 1."""
    x, y, w, h = board_tile(i)
    nx = board_tile(i + 1)[0]
    mid = (x + w + nx) / 2
    return (mid - 12, y + h / 2 - 11, 24, 22)   # over the board's arrow between the two


def hand_card(i: int, n: int):
    x, y = HAND_AT
    step = min(HAND_STEP + 24, (MINE[0] + MINE[2] - 16 - x - HAND_CARD[0]) / max(1, n - 1))
    return (x + i * step, y, *HAND_CARD)


def market_card(i: int):
    x, y, w, h = MARKET
    return (x + 120 + i * 92, y + 34, 84, 84 * MARKET_CARD[1] / MARKET_CARD[0])


DECK = (MARKET[0] + 14, MARKET[1] + 34, 84, 84 * MARKET_CARD[1] / MARKET_CARD[0])


def other_row(i: int, n: int):
    x, y, w, h = OTHERS
    rh = min(100, h / max(1, n))
    return (x, y + i * rh, w, rh - 6)


ACTION_BUTTONS = ((430, 600, 320, 44), (430, 652, 320, 44))


def other_card(row, k: int):
    """The k-th card under a compact board (its slots' cards, left to right)."""
    x, y, w, h = row
    return (x + 150 + k * 42, y + 32, 38, min(38 * 126 / 90, h - 36))


def fanned_cards(row, n: int) -> list:
    """`n` cards overlapping in the room of three under a compact board, left to right."""
    first, last = other_card(row, 0), other_card(row, 2)
    step = 42 if n <= 3 else (last[0] - first[0]) / (n - 1)
    return [(first[0] + k * step, *first[1:]) for k in range(n)]
