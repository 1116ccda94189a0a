"""The solo players' scripted controller: the rules offer exactly the printed procedure's
move (a solo turn, or the final action), and the controller plays it and says why in one
line for the game log (what step 1 and step 2 will do, read from the mat)."""
from __future__ import annotations

import attrs

from shared.engine.narration import Line

from .. import rondel, words
from ..moves import SoloFinal, SoloTurn
from .engine import assistant_target, designated_quadrant, mat, QUADRANT_IDS


class SoloController:
    def __init__(self, rules, name: str, seat: int, seed: int = 0):
        self.rules = rules
        self.name = name
        self.seat = seat
        self._reasons: dict = {}

    def choose(self, view, decision, ply: int = 0):
        move = decision.moves[0]
        if isinstance(move, SoloTurn):
            self._reasons[move] = plan(view, self.seat)
        elif isinstance(move, SoloFinal):
            self._reasons[move] = Line.of("{solo}'s final action is always 3 VP",
                                          solo=self.name.title())
        else:
            self._reasons[move] = Line.of("the only move the rules offer")
        return move

    def reason(self, move) -> Line | str:
        return self._reasons.get(move, Line.of("{solo} follows the solo mat",
                                               solo=self.name.title()))


def plan(state, seat: int) -> Line:
    """One line: where the assistant goes and which quadrant the actions start in."""
    solo = state.solo[seat]
    m = mat(solo.name)
    space, moved = assistant_target(state, seat)
    after = attrs.evolve(state, players=tuple(
        attrs.evolve(p, assistant=space) if i == seat else p for i, p in enumerate(state.players)))
    q = QUADRANT_IDS[designated_quadrant(after, seat)]
    top = rondel.top(state, space)
    return Line.of("{moved} (space {space}: {colour}, tile {tile}), then acts at level {level} "
                   "from quadrant {quadrant}, {first}", moved=moved, space=space + 1,
                   colour=words.colour(rondel.space_colour(space)),
                   tile=words.colour(top) if top else Line.of("no tile"),
                   level=m.action_level, quadrant=q, first=words.section_first(m.section_order))
