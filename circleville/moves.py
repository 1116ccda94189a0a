"""The moves of Squaring Circleville: one small choice each (ints, strings and bools only,
so saves can hold them). The decision kinds that list them are named in turn.py."""
from __future__ import annotations

import attrs


# --- step 1 ------------------------------------------------------------------------------
@attrs.frozen
class MoveAssistant:
    """Move the assistant to rondel space `space` (0 = the smokestack space, clockwise);
    `tile` = a Flexible Assistant year bonus tile used for it (0 = none)."""
    space: int
    tile: int = 0


# --- step 2 / 3: between actions -------------------------------------------------------------
@attrs.frozen
class ChooseAction:
    """Take an action of `colour`: "basic" or an alternate action (move_supervisor,
    take_equipment, beautify, improve_structure, claim_achievement). `borrow` = the other
    colour whose level is used (equipment 20-21), `level5` = an Increase to Level 5 tile
    used, `extra` = equipment 9-10's two additional cubes."""
    colour: str
    action: str
    borrow: str = ""
    level5: int = 0
    extra: bool = False


@attrs.frozen
class BonusAction:
    """Step 3: return the top tile of each column (equipment 14: of three columns, keeping
    `keep`) and take one bonus action."""
    keep: str = ""


@attrs.frozen
class EndTurn:
    """Stop taking actions: on to step 4 (in the final action: end it)."""


@attrs.frozen
class UseYearBonus:
    """Use a year bonus tile that needs a target (New plot, New equipment, Raze a structure,
    Build a structure); the target is the next decision."""
    tile: int


@attrs.frozen
class FlipStack:
    """Equipment 2: turn the stack at your rondel space upside down."""


@attrs.frozen
class SwapUpcoming:
    """Equipment 17: trade the stack at your space for the upcoming stack."""


@attrs.frozen
class SwapMatTile:
    """Equipment 18: trade an action tile of your `colour` column for the top tile of the
    stack at rondel space `space`."""
    colour: str
    space: int


@attrs.frozen
class SwapQueue:
    """Equipment 19: two structures of the queue (positions from the left, 0-based) trade places."""
    first: int
    second: int


# --- inside an action --------------------------------------------------------------------
@attrs.frozen
class StepSupervisor:
    """Move the supervisor across one road, into section `to` (a large completed section is
    named by its lowest section number)."""
    to: int


@attrs.frozen
class MoveSupervisorAnywhere:
    """Flexible Supervisor year bonus tile `tile`: put the supervisor in section `to`."""
    tile: int
    to: int


@attrs.frozen
class PlaceCubes:
    """Red/blue basic action: cover road squares of that colour in the supervisor's section."""


@attrs.frozen
class RazeStructure:
    """Raze a structure of `kind` in the supervisor's section (orange basic action or the
    Raze a structure tile); `extra` = equipment 11's second cube on a silver/golden icon."""
    kind: str
    extra: bool = False


@attrs.frozen
class BuildStructure:
    """Build on plot `plot` of completed section `section` (green basic action: the leftmost
    structure of the queue; Build a structure tile: the one picked); `extra` = equipment 12's
    cube on the second square too."""
    section: int
    plot: int
    extra: bool = False


@attrs.frozen
class Beautify:
    section: int


@attrs.frozen
class Improve:
    section: int
    plot: int


@attrs.frozen
class TakeEquipment:
    """Install unclaimed equipment `tile`, returning `give_back` (0 = a slot is free)."""
    tile: int
    give_back: int = 0


@attrs.frozen
class ClaimAchievement:
    """Take the achievement in table slot `slot`, returning equipment `give_back` if needed."""
    slot: int
    give_back: int = 0


@attrs.frozen
class ReclaimCube:
    """Out of cubes: take one of your cubes back from a `road` ("red"/"blue") square of an
    incomplete section."""
    section: int
    road: str


@attrs.frozen
class FinishAction:
    """End the action; `extra_cube` = a section for equipment 16's additional cube (0 = none)."""
    extra_cube: int = 0


# --- the structures queue, completions ----------------------------------------------------------
@attrs.frozen
class QueueStructure:
    """Put the next razed structure (of `kind`) at the right end of the queue."""
    kind: str


@attrs.frozen
class ResolveSection:
    """Several sections were completed at once: resolve `section` next."""
    section: int


@attrs.frozen
class DoubleScore:
    """Equipment 22: score the section twice (`use`) or normally."""
    use: bool


@attrs.frozen
class SwapYearBonus:
    """Equipment 4: before taking the year bonus tile, trade it with the tile of `year`
    (0 = keep the order)."""
    year: int


@attrs.frozen
class PlaceAchievement:
    """Completion step III: put the achievement tile in table slot `slot`."""
    slot: int


@attrs.frozen
class PlaceNewPlot:
    """New Plot tile: lay it in completed section `section`."""
    section: int


@attrs.frozen
class PickStructure:
    """Build a structure tile: the structure at queue position `index` (0-based from the left)."""
    index: int


@attrs.frozen
class RazeAnywhere:
    """Raze a structure tile: raze a structure of `kind` in incomplete section `section`."""
    section: int
    kind: str


# --- the end of a turn -------------------------------------------------------------------------
@attrs.frozen
class PlaceUsedTile:
    """Put used year bonus tile `tile` on the lowest free space of your `colour` column."""
    tile: int
    colour: str


# --- solo players ("08 Solo mode"): the rules carry out the printed procedure ------------
@attrs.frozen
class SoloTurn:
    """A solo player's turn: steps 1, 2 and 4 of its printed procedure (solo/engine.py)."""


@attrs.frozen
class SoloFinal:
    """A solo player's final action: score its final-action VP (3)."""


MOVE_TYPES = (SoloTurn, SoloFinal, MoveAssistant, ChooseAction, BonusAction, EndTurn, UseYearBonus,
              FlipStack, SwapUpcoming, SwapMatTile, SwapQueue, StepSupervisor,
              MoveSupervisorAnywhere, PlaceCubes, RazeStructure, BuildStructure, Beautify, Improve,
              TakeEquipment, ClaimAchievement, ReclaimCube, FinishAction, QueueStructure,
              ResolveSection, DoubleScore, SwapYearBonus, PlaceAchievement, PlaceNewPlot,
              PickStructure, RazeAnywhere, PlaceUsedTile)
