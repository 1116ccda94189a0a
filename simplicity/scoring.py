"""End-of-game scoring (rulebook, END OF THE GAME): links, neighbourhoods, parks, tokens."""
from __future__ import annotations

from functools import lru_cache

import attrs

from .components import components

LINK_POINTS = 3


@lru_cache(maxsize=None)
def neighbours(cols: int, rows: int) -> tuple[tuple[int, ...], ...]:
    """Orthogonal neighbours of every space (strip borders are crossed freely)."""
    out = []
    for i in range(cols * rows):
        r, c = divmod(i, cols)
        out.append(tuple(j for j, ok in ((i - cols, r > 0), (i + cols, r < rows - 1),
                                         (i - 1, c > 0), (i + 1, c < cols - 1)) if ok))
    return tuple(out)


@attrs.frozen
class TeamScore:
    links: int
    buildings: tuple[int, ...]   # per building kind, components().buildings order
    parks: int
    extra: int

    @property
    def total(self) -> int:
        return self.links + sum(self.buildings) + self.parks + self.extra


def neighbourhood_sizes(tiles, cols: int, rows: int) -> list[int]:
    """For each space, the size of the orthogonally connected group of the same building
    kind it belongs to (0 for empty spaces and parks)."""
    buildings = components().buildings
    near = neighbours(cols, rows)
    size = [0] * len(tiles)
    seen = [False] * len(tiles)
    for start, kind in enumerate(tiles):
        if seen[start] or kind not in buildings:
            continue
        group, stack = [], [start]
        seen[start] = True
        while stack:
            i = stack.pop()
            group.append(i)
            for j in near[i]:
                if not seen[j] and tiles[j] == kind:
                    seen[j] = True
                    stack.append(j)
        for i in group:
            size[i] = len(group)
    return size


def park_points(tiles, space: int, cols: int, rows: int) -> int:
    """Distinct building kinds next to the park, squared; parks are not a kind."""
    buildings = components().buildings
    kinds = {tiles[j] for j in neighbours(cols, rows)[space] if tiles[j] in buildings}
    return len(kinds) ** 2


def links(discs, team: int, cols: int, rows: int) -> int:
    """Pairs of orthogonally adjacent discs of the team (each pair counted once)."""
    near = neighbours(cols, rows)
    return sum(1 for i, t in enumerate(discs) if t == team
               for j in near[i] if j > i and discs[j] == team)


def score_teams(state) -> tuple[TeamScore, ...]:
    buildings = components().buildings
    sizes = neighbourhood_sizes(state.tiles, state.cols, state.rows)
    out = []
    for team in range(state.teams):
        per_kind = [0] * len(buildings)
        parks = 0
        for i, t in enumerate(state.discs):
            if t != team:
                continue
            kind = state.tiles[i]
            if kind in buildings:
                per_kind[buildings.index(kind)] += sizes[i]
            else:
                parks += park_points(state.tiles, i, state.cols, state.rows)
        out.append(TeamScore(LINK_POINTS * links(state.discs, team, state.cols, state.rows),
                             tuple(per_kind), parks, state.extra[team]))
    return tuple(out)
