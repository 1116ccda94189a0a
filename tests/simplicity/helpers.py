"""Building Simplicity states by hand for rules tests."""
import attrs

from shared.engine.match import Match
from simplicity.rules import RULES
from simplicity.state import State

KIND = {"R": "residential", "C": "commercial", "O": "office", "V": "civic", "P": "park", ".": None}


def board(rows: list[str], extra=None, teams=None) -> State:
    """rows like "R1 C1 .. P2": kind letter + team digit per space ('..' empty)."""
    cells = [row.split() for row in rows]
    cols = len(cells[0])
    tiles, discs = [], []
    for row in cells:
        for cell in row:
            tiles.append(KIND[cell[0]])
            discs.append(int(cell[1]) - 1 if cell[1] != "." else None)
    n = teams or (max(d for d in discs if d is not None) + 1)
    return State(players=n, teams=n, team_player=tuple(range(n)), demolition=False,
                 cols=cols, rows=len(cells), tiles=tuple(tiles), discs=tuple(discs),
                 shapes=("circle",) * len(tiles), extra=tuple(extra or (0,) * n),
                 order=tuple(range(n)), phase="over")


def started(players=4, seed=1, seats=None) -> Match:
    return Match(RULES, RULES.make_config(seats or ["random"] * players, {}, seed))


def evolve(state, **kw):
    return attrs.evolve(state, **kw)
