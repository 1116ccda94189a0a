"""Pattern counting: how many times a card's pattern is built in the square.

Rulebook, "Activating all the cards": a tile scores only once for each card, a tile may
serve several cards, orientation does not matter. Example 1 fixes the meaning: the score
is the *maximum number of disjoint occurrences* of the pattern (any of its four rotations;
mirror images are other patterns) among the tiles of the card's colour. That is an exact
packing problem, solved here by a memoised search over bitmasks of the colour's tiles.

Cells are indexed column-major (`col * rows + row`) so the search sweeps the square from
the left, the way it fills, and only a narrow band of cells is ever undecided.
"""
from __future__ import annotations

import attrs

Cell = tuple[int, int]   # (row, col)


def _normalise(cells) -> tuple[Cell, ...]:
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def rotations_of(cells) -> tuple[tuple[Cell, ...], ...]:
    """The distinct quarter-turn rotations of a set of cells (mirror images excluded)."""
    seen = []
    current = _normalise(cells)
    for _ in range(4):
        if current not in seen:
            seen.append(current)
        current = _normalise([(c, -r) for r, c in current])
    return tuple(seen)


def _connected(cells) -> bool:
    cells = set(cells)
    start = next(iter(cells))
    todo, seen = [start], {start}
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


@attrs.frozen
class Shape:
    name: str
    cells: tuple[Cell, ...]
    rotations: tuple[tuple[Cell, ...], ...]

    @property
    def size(self) -> int:
        return len(self.cells)


def shape_from_rows(name: str, rows: tuple[str, ...]) -> Shape:
    """A shape drawn as strings, '#' for a tile ("##", ".#" ...)."""
    found = [(r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "#"]
    if len(found) < 2:
        raise ValueError("a pattern has at least 2 tiles")
    if not _connected(found):
        raise ValueError("the tiles of a pattern must touch orthogonally")
    cells = _normalise(found)
    return Shape(name, cells, rotations_of(cells))


def make_shape(name: str, cells) -> Shape:
    cells = _normalise(cells)
    return Shape(name, cells, rotations_of(cells))


# --- occurrences on a grid ----------------------------------------------------------

class Table:
    """Every placement of one shape on a rows x cols grid, as bitmasks."""

    __slots__ = ("all", "by_low")

    def __init__(self, shape: Shape, rows: int, cols: int):
        masks = set()
        for rot in shape.rotations:
            h = max(r for r, _ in rot) + 1
            w = max(c for _, c in rot) + 1
            for r0 in range(rows - h + 1):
                for c0 in range(cols - w + 1):
                    m = 0
                    for r, c in rot:
                        m |= 1 << ((c0 + c) * rows + r0 + r)
                    masks.add(m)
        self.all = tuple(sorted(masks))
        by_low: dict[int, list[int]] = {}
        for m in self.all:
            low = (m & -m).bit_length() - 1
            by_low.setdefault(low, []).append(m)
        self.by_low = {k: tuple(v) for k, v in by_low.items()}


_tables: dict[tuple, Table] = {}
_results: dict[tuple, int] = {}
_RESULT_CACHE = 200_000


def refresh_from_data() -> None:
    """Another data set came into force (shared.engine.dataversion): the memos hold only
    pure results, but start them afresh so no module keeps tables of other data."""
    _tables.clear()
    _results.clear()


def table(shape: Shape, rows: int, cols: int) -> Table:
    key = (shape.cells, rows, cols)
    t = _tables.get(key)
    if t is None:
        t = _tables[key] = Table(shape, rows, cols)
    return t


def max_disjoint(shape: Shape, mask: int, rows: int, cols: int) -> int:
    """The maximum number of pairwise disjoint placements of `shape` inside `mask`."""
    key = (shape.cells, rows, cols, mask)
    hit = _results.get(key)
    if hit is not None:
        return hit
    t = table(shape, rows, cols)
    useful = 0
    for m in t.all:
        if m & mask == m:
            useful |= m
    value = _solve(useful, t.by_low, {}) if useful else 0
    if len(_results) >= _RESULT_CACHE:
        _results.clear()
    _results[key] = value
    return value


def _solve(mask: int, by_low: dict, memo: dict) -> int:
    if mask == 0:
        return 0
    hit = memo.get(mask)
    if hit is not None:
        return hit
    low = mask & -mask
    rest = mask ^ low
    best = _solve(rest, by_low, memo)   # the lowest cell stays unused
    for m in by_low.get(low.bit_length() - 1, ()):
        if m & mask == m:
            v = 1 + _solve(mask & ~m, by_low, memo)
            if v > best:
                best = v
    memo[mask] = best
    return best


def colour_masks(rows_tiles: tuple[tuple[int, ...], ...], colours: int = 4) -> tuple[int, ...]:
    """One bitmask per colour of the built tiles; `rows_tiles[r]` lists row r from the left."""
    nrows = len(rows_tiles)
    masks = [0] * colours
    for r, row in enumerate(rows_tiles):
        for c, colour in enumerate(row):
            masks[colour] |= 1 << (c * nrows + r)
    return tuple(masks)


def count_card(shape: Shape, colour: int | None, masks: tuple[int, ...], rows: int,
               cols: int) -> int:
    """Occurrences a card scores: in its colour, or for a noble (colour None) the sum over
    colours, since each occurrence must be of one colour and colours never share tiles."""
    if colour is None:
        return sum(max_disjoint(shape, m, rows, cols) for m in masks)
    return max_disjoint(shape, masks[colour], rows, cols)


def brute_force_count(shape: Shape, cells: set, rows: int, cols: int) -> int:
    """Reference counter for tests: try every subset of placements (small grids only)."""
    placements = []
    for rot in shape.rotations:
        h = max(r for r, _ in rot) + 1
        w = max(c for _, c in rot) + 1
        for r0 in range(rows - h + 1):
            for c0 in range(cols - w + 1):
                p = frozenset((r0 + r, c0 + c) for r, c in rot)
                if p <= cells and p not in placements:
                    placements.append(p)
    best = 0

    def go(i, used, n):
        nonlocal best
        best = max(best, n)
        if n + (len(placements) - i) <= best:
            return
        for j in range(i, len(placements)):
            if not placements[j] & used:
                go(j + 1, used | placements[j], n + 1)

    go(0, frozenset(), 0)
    return best


def best_placements(shape: Shape, mask: int, rows: int, cols: int) -> tuple[int, ...]:
    """One largest set of pairwise disjoint placements inside `mask` (as bitmasks), so a
    table can outline where a card scores; as many as `max_disjoint` counts."""
    t = table(shape, rows, cols)
    useful = 0
    for m in t.all:
        if m & mask == m:
            useful |= m
    memo: dict = {}
    chosen = []
    left = useful
    while left and _solve(left, t.by_low, memo):
        best = _solve(left, t.by_low, memo)
        low = left & -left
        if _solve(left ^ low, t.by_low, memo) == best:   # best done without the lowest cell
            left ^= low
            continue
        for m in t.by_low.get(low.bit_length() - 1, ()):
            if m & left == m and 1 + _solve(left & ~m, t.by_low, memo) == best:
                chosen.append(m)
                left &= ~m
                break
    return tuple(chosen)


def cells_of(placement: int, rows: int) -> tuple[tuple[int, int], ...]:
    """The (row, col) cells of a placement bitmask (bit c * rows + r, as colour_masks)."""
    out = []
    bit = 0
    while placement >> bit:
        if placement >> bit & 1:
            out.append((bit % rows, bit // rows))
        bit += 1
    return tuple(out)
