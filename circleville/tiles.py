"""Equipment, achievement and year bonus tiles: what a player holds and what each does
(glossary, "The equipment tiles", "The achievement tiles", "The year bonus tiles").

The tiles' effects are data (components.py: a kind plus parameters); this module reads
them. Where each effect acts in the turn is in actions.py, rondel.py, completion.py and
yearbonus.py; what an achievement tile scores is in scoring.py (it counts the mat, which
sits above this module).
"""
from __future__ import annotations

from .components import components

# each tile's effect by tile id, rebuilt in place (names imported elsewhere stay good) when
# a save brings an earlier release's data into force: its year bonus tiles were others
EQUIPMENT_KIND: dict[int, str] = {}
EQUIPMENT_PARAMS: dict[int, dict] = {}
YEAR_BONUS_KIND: dict[int, str] = {}
YEAR_BONUS_PARAMS: dict[int, dict] = {}
ACHIEVEMENT_KIND: dict[int, str] = {}
ACHIEVEMENT_PARAMS: dict[int, dict] = {}


def refresh_from_data() -> None:
    comp = components()
    for kinds, params, tiles in ((EQUIPMENT_KIND, EQUIPMENT_PARAMS, comp.equipment),
                                 (YEAR_BONUS_KIND, YEAR_BONUS_PARAMS, comp.year_bonus),
                                 (ACHIEVEMENT_KIND, ACHIEVEMENT_PARAMS, comp.achievements)):
        kinds.clear()
        kinds.update({t.id: t.effect.kind for t in tiles})
        params.clear()
        params.update({t.id: dict(t.effect.params.pairs) for t in tiles})


refresh_from_data()
# the same in every data set (tests/test_data_sets.py)
LAST_YEAR_TILE = next(t.id for t in components().year_bonus if t.special_back)
SLOTS = components().mat.slots


def equipment_params(player, kind: str) -> list:
    """Parameters of every equipment tile of `kind` the player holds."""
    return [EQUIPMENT_PARAMS[t] for t in player.equipment if EQUIPMENT_KIND[t] == kind]


def owns(player, kind: str) -> bool:
    return any(EQUIPMENT_KIND[t] == kind for t in player.equipment)


def equipment_tile(player, kind: str) -> int:
    """The player's equipment tile of `kind` (0 = none)."""
    return next((t for t in player.equipment if EQUIPMENT_KIND[t] == kind), 0)


def year_bonus_tile(player, kind: str) -> int:
    """The lowest unused year bonus tile of `kind` the player has (0 = none): tiles of one
    kind are alike, so only one is ever offered."""
    return min((t for t in player.year_bonus if YEAR_BONUS_KIND[t] == kind), default=0)


def slots_used(player) -> int:
    return len(player.equipment) + len(player.achievements)


def give_backs(player) -> tuple[int, ...]:
    """What installing a tile costs: (0,) when a slot is free, else each equipment tile the
    player could return; () when all slots hold achievements (they never leave)."""
    if slots_used(player) < SLOTS:
        return (0,)
    return tuple(sorted(player.equipment))


# --- achievements ---------------------------------------------------------------------------------

def table_colour(slot: int) -> str:
    """The colour of an achievements-table slot ("" = the multicoloured space)."""
    return TABLE_COLOURS[slot]


def _table_colours() -> tuple[str, ...]:
    table = components().board.achievements_table
    out = []
    for colour, spaces in table.rows:
        out += [colour] * spaces
    out += [""] * table.multicoloured
    return tuple(out)


TABLE_COLOURS = _table_colours()
