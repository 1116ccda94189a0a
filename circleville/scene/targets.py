"""What the pieces on the Circleville table mean as moves. A *spot* is a place a person can
click or drop on: ("space", i) a rondel space, ("cell", colour, action) an action on the
mat, ("section", n), ("road", n, road), ("structure", n, kind), ("plot", n, i),
("beautify", n), ("equipment", tile), ("table", slot), ("yearbonus", tile), ("queue", i),
("held", kind) a razed structure waiting to join the queue, ("column", colour),
("button", name).

Every move of a decision names the spot it is played at (or none: it stays in the move
chooser); a spot glows when some legal move is played there. Which spot a click hits is
layout's business, in the table."""
from __future__ import annotations

from circleville import moves as m
from circleville.state import ACTIONS, CLOSING, FINAL, RONDEL
from circleville.town import place_of, supervisor_place
from circleville.turn import ACHIEVEMENT, ACTION, QUEUE, RESOLVE_ORDER, YEAR_BONUS

# the decision kinds whose moves the table lets a person click out; the rest (equipment 4
# and 22) have no natural target
DRAWN_KINDS = frozenset({RONDEL, ACTIONS, ACTION, FINAL, CLOSING, ACHIEVEMENT, YEAR_BONUS, QUEUE,
                         RESOLVE_ORDER})


def spot_of(state, move):
    """The spot a move is played at, None for a move only the chooser offers."""
    t = type(move)
    if t is m.MoveAssistant:
        return ("space", move.space)
    if t is m.ChooseAction:
        return ("cell", move.colour, move.action)
    if t in (m.StepSupervisor, m.MoveSupervisorAnywhere):
        return ("section", move.to)
    if t in (m.PlaceNewPlot, m.ResolveSection):
        return ("section", move.section)
    if t is m.QueueStructure:
        return ("held", move.kind)
    if t is m.PlaceCubes:
        return ("road", supervisor_place(state, state.turn.seat), state.turn.action.colour)
    if t is m.ReclaimCube:
        return ("road", move.section, move.road)
    if t is m.RazeStructure:
        return ("structure", supervisor_place(state, state.turn.seat), move.kind)
    if t is m.RazeAnywhere:
        return ("structure", move.section, move.kind)
    if t in (m.BuildStructure, m.Improve):
        return ("plot", move.section, move.plot)
    if t is m.Beautify:
        return ("beautify", move.section)
    if t is m.TakeEquipment:
        return ("equipment", move.tile)
    if t in (m.ClaimAchievement, m.PlaceAchievement):
        return ("table", move.slot)
    if t is m.UseYearBonus:
        return ("yearbonus", move.tile)
    if t is m.PickStructure:
        return ("queue", move.index)
    if t is m.PlaceUsedTile:
        return ("column", move.colour)
    if t is m.EndTurn:
        return ("button", "end")
    if t is m.BonusAction:
        return ("button", "bonus")
    if t is m.FinishAction and not move.extra_cube:
        return ("button", "finish")
    return None


def section_spots(state, number: int) -> tuple:
    """A click on a section means the section, or the large completed section it is part
    of (supervisors move between places, named by their lowest section)."""
    place = place_of(state, number)
    return (("section", number),) if place == number else (("section", number),
                                                            ("section", place))


def clicked_move(state, decision, spot):
    """The move a click on an unlit piece would have meant in any decision (the rules say
    why not: "... is not possible now"), None for no piece."""
    asked = asked_move(state, decision, spot)
    if asked is not None:
        return asked
    kind, what = spot[0], spot[1]
    return {"space": lambda: m.MoveAssistant(what),
            "cell": lambda: m.ChooseAction(what, spot[2]),
            "equipment": lambda: m.TakeEquipment(what),
            "table": lambda: (m.PlaceAchievement(what) if decision.kind == ACHIEVEMENT
                              else m.ClaimAchievement(what)),
            "yearbonus": lambda: m.UseYearBonus(what),
            "held": lambda: m.QueueStructure(what),
            "column": lambda: m.PlaceUsedTile(0, what)}.get(kind, lambda: None)()


def asked_move(state, decision, spot):
    """The move a pointer resting on an unlit spot asks about: only where the decision
    is about that kind of piece (None: the spot says nothing now)."""
    kind = spot[0]
    if kind == "space" and decision.kind == RONDEL:
        return m.MoveAssistant(spot[1])
    if kind == "cell" and decision.kind in (ACTIONS, FINAL):
        return m.ChooseAction(spot[1], spot[2])
    a = state.turn.action
    if decision.kind != ACTION or a is None:
        return None
    if kind == "section":
        return m.StepSupervisor(spot[1])
    if a.kind != "basic":
        return None
    if kind == "road" and a.colour == spot[2]:
        return m.PlaceCubes()
    if kind == "structure" and a.colour == "orange":
        return m.RazeStructure(spot[2])
    if kind == "plot" and a.colour == "green":
        return m.BuildStructure(spot[1], spot[2])
    return None
