"""ROSS's controller: the flowchart of the rulebook ("Solo", how ROSS builds), choosing
among the legal moves the rules offer and saying why in one line for the game log.

For each tile, leftmost on his board first:
1. if he can build it orthogonally adjacent to a tile of the same colour: the leftmost
   such space (1a/1b);
2. otherwise the leftmost legal space (2a);
ties between equally-left spaces go by the priority arrow of his card: bottom-up builds in
the lowest row, top-down in the highest.
"""
from __future__ import annotations

from .components import components
from .moves import BuildTile, RossDraw
from .ross import priority
from .square import touches_colour
from .turn import next_tile


class RossController:
    def __init__(self, rules, seat: int, seed: int = 0):
        self.rules = rules
        self.seat = seat
        self._reasons: dict = {}

    def choose(self, view, decision, ply: int = 0):
        if decision.kind == "ross-draw":
            move = RossDraw()
            self._reasons[move] = "ROSS draws his next card and scores every visible card"
            return move
        if decision.kind == "ross-build":
            move, why = flowchart(view, self.seat, decision.moves)
            self._reasons[move] = why
            return move
        # not a ROSS decision (should not happen): take the first legal move
        move = decision.moves[0]
        self._reasons[move] = "the only thing ROSS can do"
        return move

    def reason(self, move) -> str:
        return self._reasons.get(move, "ROSS follows his flowchart")


def flowchart(view, seat: int, moves) -> tuple[BuildTile, str]:
    comp = components()
    pos = next_tile(view, seat)
    colour = view.players[seat].board[pos]
    name = comp.square.colours[colour]
    spaces = [m for m in moves if isinstance(m, BuildTile)]
    same = [m for m in spaces if touches_colour(view.square, m.row, m.col, colour)]
    pool = same or spaces
    left = min(m.col for m in pool)
    candidates = [m for m in pool if m.col == left]
    arrow = priority(view)
    if arrow == "up":
        chosen = max(candidates, key=lambda m: m.row)
    else:
        chosen = min(candidates, key=lambda m: m.row)
    if same:
        step = (f"a {name} neighbour" + (" (only one space)" if len(same) == 1
                                         else ", leftmost such space"))
    else:
        step = f"no {name} neighbour, leftmost free space"
    if len(candidates) > 1:
        step += ", bottom-up arrow" if arrow == "up" else ", top-down arrow"
    return chosen, f"{name} tile: {step} (row {chosen.row + 1}, column {chosen.col + 1})"
