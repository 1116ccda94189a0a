"""Equipment, achievement and year bonus tiles: what a player holds and what it is worth
(glossary, "The equipment tiles", "The achievement tiles", "The year bonus tiles").

The tiles' effects are data (components.py: a kind plus parameters); this module reads
them. Where each effect acts in the turn is in actions.py, rondel.py, completion.py and
yearbonus.py.
"""
from __future__ import annotations

from .components import components

_COMP = components()
EQUIPMENT_KIND = {t.id: t.effect.kind for t in _COMP.equipment}
EQUIPMENT_PARAMS = {t.id: dict(t.effect.params.pairs) for t in _COMP.equipment}
YEAR_BONUS_KIND = {t.id: t.effect.kind for t in _COMP.year_bonus}
YEAR_BONUS_PARAMS = {t.id: dict(t.effect.params.pairs) for t in _COMP.year_bonus}
ACHIEVEMENT_KIND = {t.id: t.effect.kind for t in _COMP.achievements}
ACHIEVEMENT_PARAMS = {t.id: dict(t.effect.params.pairs) for t in _COMP.achievements}
_QUADRANT_ID = {s.number: s.quadrant for s in _COMP.town.sections}
LAST_YEAR_TILE = next(t.id for t in _COMP.year_bonus if t.special_back)
SLOTS = _COMP.mat.slots


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
    table = _COMP.board.achievements_table
    out = []
    for colour, spaces in table.rows:
        out += [colour] * spaces
    out += [""] * table.multicoloured
    return tuple(out)


TABLE_COLOURS = _table_colours()


def achievement_points(state, seat: int, tile: int) -> int:
    """What a claimed achievement tile scores at the end of the game."""
    kind, params = ACHIEVEMENT_KIND[tile], ACHIEVEMENT_PARAMS[tile]
    player = state.players[seat]
    if kind == "claimed_achievements":
        return params["vp"] * len(player.achievements)
    if kind == "action_tiles_on_mat":
        from .mat import action_tiles
        return params["vp"] * action_tiles(player)
    count = 0
    completed = state.completed
    structure = params.get("structure")
    for number, site in enumerate(state.sites, 1):
        if not completed >> (number - 1) & 1:
            continue
        if kind == "own_beautify_cubes":
            count += seat in site.beautify     # one point per icon holding a cube of yours
        elif kind == "structures_in_quadrant":
            if _QUADRANT_ID[number] == params["quadrant"]:
                count += sum(p.structure == structure for p in site.plots)
        elif kind == "structures_with_own_cube":
            count += sum(p.structure == structure and seat in (p.left, p.right)
                         for p in site.plots)
    return params["vp"] * count
