"""One line per move for the game log."""
from __future__ import annotations

from . import moves as m
from .tiles import EQUIPMENT_KIND, YEAR_BONUS_KIND, table_colour

_ACTION_NAMES = {
    "basic": "basic action", "move_supervisor": "Move your supervisor",
    "take_equipment": "Take an equipment tile", "beautify": "Beautify a completed section",
    "improve_structure": "Improve a structure", "claim_achievement": "Claim an achievement tile",
}
_BASIC = {"red": "Deconstruct roads", "blue": "Construct roads", "orange": "Raze structures",
          "green": "Build structures"}
_YEAR_BONUS = {"new_plot": "New plot", "new_equipment": "New equipment",
               "flexible_supervisor": "Flexible supervisor", "flexible_assistant": "Flexible assistant",
               "level_five": "Increase to level 5", "raze_structure": "Raze a structure",
               "build_structure": "Build a structure", "victory_points": "3 victory points"}


def _section(n: int) -> str:
    return f"section {n}"


def year_bonus_name(tile: int) -> str:
    kind = YEAR_BONUS_KIND.get(tile)
    return f"{_YEAR_BONUS[kind]} tile" if kind else f"year bonus tile {tile}"


def _slot_colour(slot: int) -> str:
    try:
        return table_colour(slot) or "multicoloured"
    except IndexError:
        return f"unknown ({slot + 1})"


def describe(move) -> str:
    t = type(move)
    if t is m.SoloTurn:
        return "Play the solo player's turn (steps 1, 2 and 4 of its mat)"
    if t is m.SoloFinal:
        return "Final action of the solo player: score 3 VP"
    if t is m.MoveAssistant:
        extra = f" with the {year_bonus_name(move.tile)}" if move.tile else ""
        return f"Move the assistant to rondel space {move.space + 1}{extra}"
    if t is m.ChooseAction:
        name = (_BASIC.get(move.colour, "basic action") if move.action == "basic"
                else _ACTION_NAMES.get(move.action, move.action))
        article = "an" if move.colour[:1] in "aeiou" else "a"
        text = f"Take {article} {move.colour} action: {name}"
        if move.borrow:
            text += f" at your {move.borrow} level"
        if move.level5:
            text += " at level 5 (year bonus tile)"
        if move.extra:
            text += " with 2 additional cubes"
        return text
    if t is m.BonusAction:
        return (f"Take a bonus action, keeping the {move.keep} column" if move.keep
                else "Take a bonus action (return the top tile of each column)")
    if t is m.EndTurn:
        return "End your actions"
    if t is m.UseYearBonus:
        return f"Use the {year_bonus_name(move.tile)}"
    if t is m.FlipStack:
        return "Turn the stack at your rondel space upside down (equipment 2)"
    if t is m.SwapUpcoming:
        return "Trade your stack for the upcoming stack (equipment 17)"
    if t is m.SwapMatTile:
        return (f"Trade a {move.colour} tile of your mat for the top tile of the stack at "
                f"rondel space {move.space + 1} (equipment 18)")
    if t is m.SwapQueue:
        return (f"Swap structures {move.first + 1} and {move.second + 1} of the queue "
                f"(equipment 19)")
    if t is m.StepSupervisor:
        return f"Move the supervisor to {_section(move.to)}"
    if t is m.MoveSupervisorAnywhere:
        return f"Put the supervisor in {_section(move.to)} (Flexible supervisor tile)"
    if t is m.PlaceCubes:
        return "Place cubes on the road squares here"
    if t is m.RazeStructure:
        return f"Raze a {move.kind} structure" + (" with two cubes (equipment 11)" if move.extra else "")
    if t is m.BuildStructure:
        extra = " with cubes on both squares (equipment 12)" if move.extra else ""
        return f"Build on plot {move.plot + 1} of {_section(move.section)}{extra}"
    if t is m.Beautify:
        return f"Beautify {_section(move.section)}"
    if t is m.Improve:
        return f"Improve the structure on plot {move.plot + 1} of {_section(move.section)}"
    if t is m.TakeEquipment:
        back = f", returning equipment {move.give_back}" if move.give_back else ""
        return f"Take equipment {move.tile}{back}"
    if t is m.ClaimAchievement:
        back = f", returning equipment {move.give_back}" if move.give_back else ""
        colour = _slot_colour(move.slot)
        return f"Claim the achievement on the {colour} space {move.slot + 1}{back}"
    if t is m.ReclaimCube:
        return f"Take back your cube from a {move.road} square of {_section(move.section)}"
    if t is m.FinishAction:
        if move.extra_cube:
            return f"Finish the action, with an extra cube in {_section(move.extra_cube)} (equipment 16)"
        return "Finish the action"
    if t is m.QueueStructure:
        return f"Put the {move.kind} structure on the queue next"
    if t is m.ResolveSection:
        return f"Resolve {_section(move.section)} first"
    if t is m.DoubleScore:
        return "Score the section twice (equipment 22)" if move.use else "Score the section normally"
    if t is m.SwapYearBonus:
        return (f"Swap the year bonus tile with the one of {move.year} (equipment 4)" if move.year
                else "Keep the year bonus tiles as they are")
    if t is m.PlaceAchievement:
        colour = _slot_colour(move.slot)
        return f"Put the achievement on the {colour} space of the achievements table"
    if t is m.PlaceNewPlot:
        return f"Lay the new plot in {_section(move.section)}"
    if t is m.PickStructure:
        return f"Pick structure {move.index + 1} of the queue"
    if t is m.RazeAnywhere:
        return f"Raze a {move.kind} structure in {_section(move.section)}"
    if t is m.PlaceUsedTile:
        return f"Put the used year bonus tile on your {move.colour} column"
    return repr(move)


def equipment_name(tile: int) -> str:
    return EQUIPMENT_KIND[tile]
