"""The square: assembling it, where a tile may be built, columns and their bonuses.

Rulebook, "Building tiles in the square": a tile is built on the leftmost empty space of
its row, orthogonally adjacent to one tile and a wall or to two tiles. The left piece and
the top and bottom pieces are walls; the theatre (right piece) is not. Rows therefore fill
from the left without gaps, and a row is stored as the tuple of its tiles.
"""
from __future__ import annotations

Rows = tuple[tuple[int, ...], ...]


def legal_spaces(square: Rows, ncols: int) -> tuple[tuple[int, int], ...]:
    """Every (row, col) where a tile may be built now, top row first."""
    nrows = len(square)
    out = []
    for r in range(nrows):
        c = len(square[r])
        if c >= ncols:
            continue
        tiles = 1 if c > 0 else 0            # the left neighbour: a tile, or else the left wall
        walls = 0 if c > 0 else 1
        if r == 0:
            walls += 1                       # top pieces
        elif len(square[r - 1]) > c:
            tiles += 1
        if r == nrows - 1:
            walls += 1                       # bottom pieces
        elif len(square[r + 1]) > c:
            tiles += 1
        # the right neighbour is always empty (rows fill from the left); the theatre is no wall
        if tiles >= 1 and tiles + walls >= 2:
            out.append((r, c))
    return tuple(out)


def neighbours(square: Rows, r: int, c: int):
    """Colours of the built tiles orthogonally adjacent to the space (r, c)."""
    if c > 0 and len(square[r]) > c - 1:
        yield square[r][c - 1]
    if len(square[r]) > c + 1:
        yield square[r][c + 1]
    if r > 0 and len(square[r - 1]) > c:
        yield square[r - 1][c]
    if r + 1 < len(square) and len(square[r + 1]) > c:
        yield square[r + 1][c]


def touches_colour(square: Rows, r: int, c: int, colour: int) -> bool:
    return any(n == colour for n in neighbours(square, r, c))


def column_complete(square: Rows, c: int) -> bool:
    return all(len(row) > c for row in square)


def is_full(square: Rows, ncols: int) -> bool:
    return all(len(row) == ncols for row in square)


def build(square: Rows, r: int, colour: int) -> Rows:
    return square[:r] + (square[r] + (colour,),) + square[r + 1:]


def assemble(pieces_sides, bottom_pieces, columns_per_piece: int) -> tuple[str, ...]:
    """Column bonuses left to right; the rightmost bonus is covered by the 3 VP token."""
    by_id = {p.id: p for p in bottom_pieces}
    bonuses: list[str] = []
    for pid, side in pieces_sides:
        bonuses.extend(by_id[pid].side(side))
    assert len(bonuses) == len(pieces_sides) * columns_per_piece
    bonuses[-1] = "end"
    return tuple(bonuses)


def empty_spaces(square: Rows, ncols: int) -> int:
    return len(square) * ncols - sum(len(row) for row in square)
