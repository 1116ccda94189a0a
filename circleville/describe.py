"""One line per move for the game log and the move chooser: a sentence with named
placeholders (shared/engine/narration.Line), so the table can translate it whole."""
from __future__ import annotations

from shared.engine.i18n import mark
from shared.engine.narration import Line

from . import moves as m
from .tiles import EQUIPMENT_KIND, YEAR_BONUS_KIND, table_colour
from .words import a_square, a_structure, an_action, colour, the_structure

_ACTION_NAMES = {
    "basic": Line.of("basic action"), "move_supervisor": Line.of("Move your supervisor"),
    "take_equipment": Line.of("Take an equipment tile"),
    "beautify": Line.of("Beautify a completed section"),
    "improve_structure": Line.of("Improve a structure"),
    "claim_achievement": Line.of("Claim an achievement tile"),
}
_BASIC = {"red": Line.of("Deconstruct roads"), "blue": Line.of("Construct roads"),
          "orange": Line.of("Raze structures"), "green": Line.of("Build structures")}
_YEAR_BONUS = {"new_plot": Line.of("New plot tile"),
               "new_equipment": Line.of("New equipment tile"),
               "flexible_supervisor": Line.of("Flexible supervisor tile"),
               "flexible_assistant": Line.of("Flexible assistant tile"),
               "level_five": Line.of("Increase to level 5 tile"),
               "raze_structure": Line.of("Raze a structure tile"),
               "build_structure": Line.of("Build a structure tile"),
               "victory_points": Line.of("3 victory points tile")}
# (a borrowed level, a level 5 tile, two additional cubes) -> the sentence for an action,
# filled in by _choose_action ({action} is the colour's phrase, "a blue action", so the
# article is the catalogue's)
_CHOOSE = {
    (False, False, False): mark("Take {action}: {name}"),
    (True, False, False): mark("Take {action}: {name} at your {borrow} level"),
    (False, True, False): mark("Take {action}: {name} at level 5 (year bonus tile)"),
    (True, True, False): mark("Take {action}: {name} at your {borrow} level at level 5 (year "
                              "bonus tile)"),
    (False, False, True): mark("Take {action}: {name} with 2 additional cubes"),
    (True, False, True): mark("Take {action}: {name} at your {borrow} level with 2 additional "
                              "cubes"),
    (False, True, True): mark("Take {action}: {name} at level 5 (year bonus tile) with 2 "
                              "additional cubes"),
    (True, True, True): mark("Take {action}: {name} at your {borrow} level at level 5 (year "
                             "bonus tile) with 2 additional cubes"),
}


def year_bonus_name(tile: int) -> Line:
    kind = YEAR_BONUS_KIND.get(tile)
    return _YEAR_BONUS[kind] if kind else Line.of("year bonus tile {tile}", tile=tile)


def _slot_colour(slot: int) -> Line | str:
    try:
        printed = table_colour(slot)
    except IndexError:
        return Line.of("unknown ({space})", space=slot + 1)
    return colour(printed) if printed else Line.of("multicoloured")


def table_space(slot: int) -> Line:
    """A space of the achievements table, as the moves name it ("the red space 2")."""
    return Line.of("the {colour} space {space}", colour=_slot_colour(slot), space=slot + 1)


def _choose_action(move: m.ChooseAction) -> Line:
    known = (_BASIC.get(move.colour, _ACTION_NAMES["basic"]) if move.action == "basic"
             else _ACTION_NAMES.get(move.action))
    name = known or move.action   # a name from a save stays data
    sentence = _CHOOSE[bool(move.borrow), bool(move.level5), bool(move.extra)]
    return Line.of(sentence, action=an_action(move.colour), name=name,
                   borrow=colour(move.borrow))


def describe(move) -> Line | str:
    """What a move does, as a sentence with named placeholders (str() gives English)."""
    t = type(move)
    if t is m.SoloTurn:
        return Line.of("Play the solo player's turn (steps 1, 2 and 4 of its mat)")
    if t is m.SoloFinal:
        return Line.of("Final action of the solo player: score 3 VP")
    if t is m.MoveAssistant:
        if move.tile:
            return Line.of("Move the assistant to rondel space {space} with the {tile}",
                           space=move.space + 1, tile=year_bonus_name(move.tile))
        return Line.of("Move the assistant to rondel space {space}", space=move.space + 1)
    if t is m.ChooseAction:
        return _choose_action(move)
    if t is m.BonusAction:
        if move.keep:
            return Line.of("Take a bonus action, keeping the {colour} column",
                           colour=colour(move.keep))
        return Line.of("Take a bonus action (return the top tile of each column)")
    if t is m.EndTurn:
        return Line.of("End your actions")
    if t is m.UseYearBonus:
        return Line.of("Use the {tile}", tile=year_bonus_name(move.tile))
    if t is m.FlipStack:
        return Line.of("Turn the stack at your rondel space upside down (equipment 2)")
    if t is m.SwapUpcoming:
        return Line.of("Trade your stack for the upcoming stack (equipment 17)")
    if t is m.SwapMatTile:
        return Line.of("Trade a {colour} tile of your mat for the top tile of the stack at "
                       "rondel space {space} (equipment 18)", colour=colour(move.colour),
                       space=move.space + 1)
    if t is m.SwapQueue:
        return Line.of("Swap structures {first} and {second} of the queue (equipment 19)",
                       first=move.first + 1, second=move.second + 1)
    if t is m.StepSupervisor:
        return Line.of("Move the supervisor to section {section}", section=move.to)
    if t is m.MoveSupervisorAnywhere:
        return Line.of("Put the supervisor in section {section} (Flexible supervisor tile)",
                       section=move.to)
    if t is m.PlaceCubes:
        return Line.of("Place cubes on the road squares here")
    if t is m.RazeStructure:
        if move.extra:
            return Line.of("Raze {structure} with two cubes (equipment 11)",
                           structure=a_structure(move.kind))
        return Line.of("Raze {structure}", structure=a_structure(move.kind))
    if t is m.BuildStructure:
        where = dict(plot=move.plot + 1, section=move.section)
        if move.extra:
            return Line.of("Build on plot {plot} of section {section} with cubes on both "
                           "squares (equipment 12)", **where)
        return Line.of("Build on plot {plot} of section {section}", **where)
    if t is m.Beautify:
        return Line.of("Beautify section {section}", section=move.section)
    if t is m.Improve:
        return Line.of("Improve the structure on plot {plot} of section {section}",
                       plot=move.plot + 1, section=move.section)
    if t is m.TakeEquipment:
        if move.give_back:
            return Line.of("Take equipment {tile}, returning equipment {back}",
                           tile=move.tile, back=move.give_back)
        return Line.of("Take equipment {tile}", tile=move.tile)
    if t is m.ClaimAchievement:
        where = dict(colour=_slot_colour(move.slot), space=move.slot + 1)
        if move.give_back:
            return Line.of("Claim the achievement on the {colour} space {space}, returning "
                           "equipment {back}", back=move.give_back, **where)
        return Line.of("Claim the achievement on the {colour} space {space}", **where)
    if t is m.ReclaimCube:
        return Line.of("Take back your cube from {square} of section {section}",
                       square=a_square(move.road), section=move.section)
    if t is m.FinishAction:
        if move.extra_cube:
            return Line.of("Finish the action, with an extra cube in section {section} "
                           "(equipment 16)", section=move.extra_cube)
        return Line.of("Finish the action")
    if t is m.QueueStructure:
        return Line.of("Put {structure} on the queue next", structure=the_structure(move.kind))
    if t is m.ResolveSection:
        return Line.of("Resolve section {section} first", section=move.section)
    if t is m.DoubleScore:
        return (Line.of("Score the section twice (equipment 22)") if move.use
                else Line.of("Score the section normally"))
    if t is m.SwapYearBonus:
        if move.year:
            return Line.of("Swap the year bonus tile with the one of {year} (equipment 4)",
                           year=move.year)
        return Line.of("Keep the year bonus tiles as they are")
    if t is m.PlaceAchievement:
        return Line.of("Put the achievement on the {colour} space of the achievements table",
                       colour=_slot_colour(move.slot))
    if t is m.PlaceNewPlot:
        return Line.of("Lay the new plot in section {section}", section=move.section)
    if t is m.PickStructure:
        return Line.of("Pick structure {number} of the queue", number=move.index + 1)
    if t is m.RazeAnywhere:
        return Line.of("Raze {structure} in section {section}",
                       structure=a_structure(move.kind), section=move.section)
    if t is m.PlaceUsedTile:
        return Line.of("Put the used year bonus tile on your {colour} column",
                       colour=colour(move.colour))
    return repr(move)


def equipment_name(tile: int) -> str:
    return EQUIPMENT_KIND[tile]
