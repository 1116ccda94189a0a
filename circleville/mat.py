"""The player mat: action levels, basic-action values, and the tiles in the columns
("4 Game concepts: action levels"; glossary, equipment 5-8)."""
from __future__ import annotations

from .components import components
from .state import ACTION_TILE, Player, colour_index
from .tiles import equipment_params

COLOURS = components().mat.colours
MAX_LEVEL = components().mat.max_level
SPACES = components().mat.tile_spaces


def column(player: Player, colour: str) -> tuple[int, ...]:
    return player.mat[colour_index(colour)]


def printed_level(player: Player, colour: str) -> int:
    """1 (printed) + action tiles and used year bonus tiles in the column."""
    return 1 + len(column(player, colour))


def level(player: Player, colour: str) -> int:
    """The level an action of this colour works at: equipment 5-8 count one tile more,
    never beyond level 5."""
    printed = 1 + len(player.mat[colour_index(colour)])
    if not player.equipment:
        return min(MAX_LEVEL, printed)
    extra = sum(p["tiles"] for p in equipment_params(player, "extra_level")
                if p["colour"] == colour)
    return min(MAX_LEVEL, printed + extra)


def value(colour: str, at_level: int) -> int:
    return components().mat.value(colour, at_level)


def room(player: Player, colour: str) -> int:
    """Free spaces left in the column."""
    return SPACES - len(column(player, colour))


def action_tiles(player: Player) -> int:
    """Action tiles on the mat (used year bonus tiles do not count: winner tie-break,
    achievement 22)."""
    return sum(entry == ACTION_TILE for col in player.mat for entry in col)


def filled_columns(player: Player) -> tuple[str, ...]:
    """Colours whose column holds at least one tile (action or used year bonus tile)."""
    return tuple(c for c in COLOURS if column(player, c))
