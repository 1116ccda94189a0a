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

from shared.engine.i18n import mark
from shared.engine.narration import Line

from .state import ROSS_BUILD, ROSS_DRAW
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
        move: object   # a RossDraw, a BuildTile or whatever the decision offers
        if decision.kind == ROSS_DRAW:
            move = RossDraw()
            self._reasons[move] = Line.of("ROSS draws his next card and scores every visible "
                                          "card")
            return move
        if decision.kind == ROSS_BUILD:
            move, why = flowchart(view, self.seat, decision.moves)
            self._reasons[move] = why
            return move
        # not a ROSS decision (should not happen): take the first legal move
        move = decision.moves[0]
        self._reasons[move] = Line.of("the only thing ROSS can do")
        return move

    def reason(self, move) -> Line | str:
        return self._reasons.get(move, Line.of("ROSS follows his flowchart"))


# ROSS's reason for a build, one whole sentence per branch of the flowchart, filled in by
# flowchart(): (how the space was found, which way the arrow broke a tie between
# equally-left spaces)
_WHY = {
    ("only", None): mark("{colour} tile: a {colour} neighbour (only one space) (row {row}, "
                         "column {column})"),
    ("same", None): mark("{colour} tile: a {colour} neighbour, leftmost such space (row "
                         "{row}, column {column})"),
    ("same", "up"): mark("{colour} tile: a {colour} neighbour, leftmost such space, "
                         "bottom-up arrow (row {row}, column {column})"),
    ("same", "down"): mark("{colour} tile: a {colour} neighbour, leftmost such space, "
                           "top-down arrow (row {row}, column {column})"),
    ("free", None): mark("{colour} tile: no {colour} neighbour, leftmost free space (row "
                         "{row}, column {column})"),
    ("free", "up"): mark("{colour} tile: no {colour} neighbour, leftmost free space, "
                         "bottom-up arrow (row {row}, column {column})"),
    ("free", "down"): mark("{colour} tile: no {colour} neighbour, leftmost free space, "
                           "top-down arrow (row {row}, column {column})"),
}


def flowchart(view, seat: int, moves) -> tuple[BuildTile, Line]:
    comp = components()
    pos = next_tile(view, seat)
    colour = view.players[seat].board[pos]
    name = comp.colour_word(colour)
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
    found = "free" if not same else "only" if len(same) == 1 else "same"
    tie = ("up" if arrow == "up" else "down") if len(candidates) > 1 else None
    return chosen, Line.of(_WHY[found, tie], colour=name, row=chosen.row + 1,
                           column=chosen.col + 1)
