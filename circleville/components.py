"""Squaring Circleville's printed components, loaded from `circleville/data/*.yaml`.

`components()` loads and validates the shipped data once and caches it; `load(directory)`
does the same for another directory (tests use it with broken copies). Every problem
raises `shared.engine.data.DataError` naming the file and the field ("town.yaml:
sections[16].neighbours: ...").

Many printed values are lost with the component pictures; the YAML marks every
reconstructed value in a comment. Effects of tiles are data: a `kind` from the
vocabularies below plus its parameters, which the rules engine interprets.

Pure Python: never imports pygame.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Iterable

import attrs

from shared.engine import dataversion
from shared.engine.data import Reader

DATA_DIR = Path(__file__).resolve().parent / "data"   # this release's data

# Parameter types of effect kinds: Python types, or one of these names for references.
COLOUR, COLOURS, STRUCTURE, STRUCTURES, QUADRANT = (
    "colour", "colours", "structure", "structures", "quadrant")

EQUIPMENT_KINDS: dict[str, dict[str, Any]] = {
    "beautify_again": {"max_per_section": int},
    "flip_stack": {},
    "extra_supervisor_move": {"moves": int},
    "swap_year_bonus": {},
    "extra_level": {"colour": COLOUR, "tiles": int},
    "extra_road_cubes": {"colour": COLOUR, "cubes": int},
    "extra_structure_cube": {"colour": COLOUR, "structures": STRUCTURES, "cubes": int},
    "assistant_reach": {"spaces": int},
    "cheaper_bonus_action": {"tiles": int},
    "assistant_counter_clockwise": {},
    "finished_roads_cube": {"cubes": int},
    "swap_upcoming_stack": {},
    "swap_mat_tile": {},
    "swap_queue_structures": {},
    "either_level": {"colours": COLOURS},
    "double_lone_majority": {"factor": int},
}
EQUIPMENT_USES = ("permanent", "each_time", "once_per_turn")
GAME_KINDS = ("two_player", "solo")   # setups that may remove a tile

ACHIEVEMENT_KINDS: dict[str, dict[str, Any]] = {
    "structures_in_quadrant": {"structure": STRUCTURE, "quadrant": QUADRANT, "vp": int},
    "structures_with_own_cube": {"structure": STRUCTURE, "vp": int},
    "own_beautify_cubes": {"vp": int},
    "action_tiles_on_mat": {"vp": int},
    "claimed_achievements": {"vp": int},
}

YEAR_BONUS_KINDS: dict[str, dict[str, Any]] = {
    "new_plot": {"plots": int, "quadrant_steps": int},
    "new_equipment": {"tiles": int},
    "flexible_supervisor": {},
    "flexible_assistant": {"may_stay": bool},
    "level_five": {"level": int, "actions": int},
    "raze_structure": {"structures": int},
    "build_structure": {"structures": int},
    "victory_points": {"vp": int, "ends_game": bool},
}

ALTERNATE_ACTIONS: dict[str, dict[str, Any]] = {
    "move_supervisor": {"steps": int},
    "take_equipment": {},
    "beautify": {},
    "improve_structure": {},
    "claim_achievement": {"matching_colour_vp": int},
}
ROAD_ACTIONS = ("deconstruct_roads", "construct_roads")
STRUCTURE_ACTIONS = ("raze_structures", "build_structures")
# equipment kinds whose `colour` must be that of a road / structure basic action
_COLOUR_FITS = {"extra_road_cubes": ROAD_ACTIONS, "extra_structure_cube": STRUCTURE_ACTIONS}


# --------------------------------------------------------------------------- classes

@attrs.frozen
class Params:
    """An effect's parameters: sorted (name, value) pairs, lists turned into tuples."""

    pairs: tuple[tuple[str, Any], ...] = ()

    def __getitem__(self, name: str) -> Any:
        for key, value in self.pairs:
            if key == name:
                return value
        raise KeyError(name)


@attrs.frozen
class Effect:
    kind: str
    params: Params


@attrs.frozen
class ScoringBox:
    """Victory points for 1st, 2nd, ... place; the highlighted rank is skipped with 2 players."""

    values: tuple[int, ...]
    highlighted_rank: int

    def for_players(self, players: int) -> tuple[int, ...]:
        """Points for ranks 1..players in a game of that many players (0 past the box)."""
        ranks = [v for rank, v in enumerate(self.values, 1)
                 if not (players == 2 and rank == self.highlighted_rank)]
        ranks += [0] * players
        return tuple(ranks[:players])


@attrs.frozen
class Inventory:
    min_players: int
    max_players: int
    player_colours: tuple[str, ...]
    cubes: int                                  # per player colour
    supervisors: int
    assistants: int
    scoring_discs: int
    quadrant_markers: int
    structures: tuple[tuple[str, int], ...]     # (kind, count) in file order
    action_tiles_per_colour: int
    section_tiles: int
    equipment_tiles: int
    achievement_tiles: int
    year_bonus_tiles: int

    @property
    def structure_kinds(self) -> tuple[str, ...]:
        return tuple(kind for kind, _ in self.structures)

    def structure_count(self, kind: str) -> int:
        return dict(self.structures)[kind]


@attrs.frozen
class MatColumn:
    colour: str
    basic_action: str
    values: tuple[int, ...]                     # basic-action value at level 1..5

    def value(self, level: int) -> int:
        return self.values[level - 1]


@attrs.frozen
class AlternateAction:
    level: int
    action: str
    params: Params


@attrs.frozen
class SoloSide:
    colour: str
    name: str
    structure_order: tuple[str, ...]


@attrs.frozen
class PlayerMat:
    tile_spaces: int                            # per column, above the printed level 1
    slots: int                                  # equipment/achievement slots
    columns: tuple[MatColumn, ...]
    alternate_actions: tuple[AlternateAction, ...]
    solo_sides: tuple[SoloSide, ...]

    @property
    def max_level(self) -> int:
        return 1 + self.tile_spaces

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(c.colour for c in self.columns)

    def column(self, colour: str) -> MatColumn:
        return next(c for c in self.columns if c.colour == colour)

    def value(self, colour: str, level: int) -> int:
        return self.column(colour).value(level)

    def alternate(self, level: int) -> AlternateAction:
        return next(a for a in self.alternate_actions if a.level == level)

    def solo_side(self, name: str) -> SoloSide:
        return next(s for s in self.solo_sides if s.name == name)


@attrs.frozen
class SectionTile:
    plots: int
    beautify: int


@attrs.frozen
class Section:
    number: int
    quadrant: str
    neighbours: tuple[int, ...]
    red: int
    blue: int
    structures: tuple[str, ...]
    scoring: ScoringBox
    tile: SectionTile


@attrs.frozen
class Quadrant:
    id: str
    ordinal: int
    colour: str                                 # action colour linked to the quadrant
    sections: tuple[int, ...]


@attrs.frozen
class QuadrantTracks:
    spaces: int
    flip_bonus: int
    end_scoring: ScoringBox

    @property
    def max_value(self) -> int:
        return self.spaces + self.flip_bonus


@attrs.frozen
class Town:
    first_game_start: int
    start_sections: tuple[int, ...]
    quadrants: tuple[Quadrant, ...]
    sections: tuple[Section, ...]               # index i holds section i + 1
    tracks: QuadrantTracks

    def section(self, number: int) -> Section:
        return self.sections[number - 1]

    def quadrant(self, quadrant_id: str) -> Quadrant:
        return next(q for q in self.quadrants if q.id == quadrant_id)

    def quadrant_of(self, number: int) -> Quadrant:
        return self.quadrant(self.section(number).quadrant)

    def quadrant_for_colour(self, colour: str) -> Quadrant:
        return next(q for q in self.quadrants if q.colour == colour)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.section(a).neighbours

    def areas(self, members: Iterable[int]) -> tuple[frozenset[int], ...]:
        """The road-connected groups of `members`, lowest section first in each: how
        completed sections of one quadrant merge into large completed sections."""
        left, groups = set(members), []
        for start in sorted(left):
            if start not in left:
                continue
            group, todo = set(), [start]
            left.discard(start)
            while todo:
                number = todo.pop()
                group.add(number)
                reached = [n for n in self.section(number).neighbours if n in left]
                left.difference_update(reached)
                todo += reached
            groups.append(frozenset(group))
        return tuple(groups)


@attrs.frozen
class RondelSpace:
    colour: str
    smokestack: bool


@attrs.frozen
class Rondel:
    spaces: tuple[RondelSpace, ...]             # clockwise
    stack_size: int
    upcoming_stack_size: int

    @property
    def start(self) -> int:
        return next(i for i, s in enumerate(self.spaces) if s.smokestack)


@attrs.frozen
class StructuresQueue:
    slots: int
    setup: tuple[str, ...]


@attrs.frozen
class YearTrack:
    first_year: int
    last_year: int
    empty_year: int
    achievement_slots: tuple[int, ...]

    @property
    def years(self) -> tuple[int, ...]:
        return tuple(range(self.first_year, self.last_year + 1))

    @property
    def tile_years(self) -> tuple[int, ...]:
        """Years that hold a year bonus tile at setup (all but the empty year)."""
        return tuple(y for y in self.years if y != self.empty_year)


@attrs.frozen
class AchievementsTable:
    rows: tuple[tuple[str, int], ...]           # (action colour, spaces)
    multicoloured: int

    @property
    def capacity(self) -> int:
        return sum(n for _, n in self.rows) + self.multicoloured

    def row(self, colour: str) -> int:
        return dict(self.rows)[colour]


@attrs.frozen
class Board:
    rondel: Rondel
    queue: StructuresQueue
    year_track: YearTrack
    achievements_table: AchievementsTable


@attrs.frozen
class EquipmentTile:
    id: int
    effect: Effect
    use: str
    removed_in: tuple[str, ...]
    text: str


@attrs.frozen
class AchievementTile:
    id: int
    effect: Effect
    text: str


@attrs.frozen
class YearBonusTile:
    id: int
    effect: Effect
    special_back: bool                          # the tile that always lies on the last year
    text: str


@attrs.frozen
class Components:
    inventory: Inventory
    mat: PlayerMat
    town: Town
    board: Board
    equipment: tuple[EquipmentTile, ...]        # index i holds tile i + 1
    achievements: tuple[AchievementTile, ...]
    year_bonus: tuple[YearBonusTile, ...]

    def equipment_tile(self, tile_id: int) -> EquipmentTile:
        return self.equipment[tile_id - 1]

    def achievement_tile(self, tile_id: int) -> AchievementTile:
        return self.achievements[tile_id - 1]

    def year_bonus_tile(self, tile_id: int) -> YearBonusTile:
        return self.year_bonus[tile_id - 1]


# --------------------------------------------------------------------------- loading

@functools.cache
def components() -> Components:
    """The component data in force (this release's, or an earlier one a save was played
    on: shared.engine.dataversion), loaded and validated on first use."""
    return load(dataversion.folder(__package__))


def load(directory: Path | str) -> Components:
    """Load and validate the data files in `directory` (no caching)."""
    directory = Path(directory)
    inventory = _load_inventory(ComponentReader(directory / "inventory.yaml"))
    mat = _load_mat(ComponentReader(directory / "player_mats.yaml"), inventory)
    town_reader = ComponentReader(directory / "town.yaml")
    town = _load_town(town_reader, inventory, mat)
    board_reader = ComponentReader(directory / "board.yaml")
    board = _load_board(board_reader, inventory, mat)
    refs = _Refs(mat.colours, inventory.structure_kinds, tuple(q.id for q in town.quadrants))
    equipment = _load_equipment(ComponentReader(directory / "equipment.yaml"), inventory, mat, refs)
    achievements = _load_achievements(ComponentReader(directory / "achievements.yaml"), inventory,
                                      refs)
    year_reader = ComponentReader(directory / "year_bonus.yaml")
    year_bonus = _load_year_bonus(year_reader, inventory, refs)
    _cross_check(town_reader, town, board_reader, board, year_reader, year_bonus)
    return Components(inventory, mat, town, board, equipment, achievements, year_bonus)


@attrs.frozen
class _Refs:
    """The names effect parameters may refer to."""

    colours: tuple[str, ...]
    structures: tuple[str, ...]
    quadrants: tuple[str, ...]


class ComponentReader(Reader):
    """Reader plus the few checks these files need again and again."""

    def mapping(self, value: Any, where: str, required: Iterable[str],
                optional: Iterable[str] = ()) -> dict:
        where = where or "(top)"
        self.check(value, dict, where)
        required, optional = tuple(required), tuple(optional)
        for key in value:
            if key not in required and key not in optional:
                self.fail(join_field(where, str(key)), "is not a known field"
                          f" (expected {', '.join(required + optional)})")
        for key in required:
            if key not in value:
                self.fail(join_field(where, key), "is missing")
        return value

    def number(self, mapping: dict, key: str, where: str, minimum: int = 0) -> int:
        value = self.field(mapping, key, int, where)
        if value < minimum:
            self.fail(join_field(where, key), f"should be at least {minimum}, not {value}")
        return value

    def text(self, mapping: dict, key: str, where: str) -> str:
        value = self.field(mapping, key, str, where)
        if not value.strip():
            self.fail(join_field(where, key), "should not be empty")
        return value

    def names(self, value: Any, where: str, allowed: Iterable[str] | None = None,
              unique: bool = False) -> tuple[str, ...]:
        out = []
        for at, item in self.items(value, where):
            self.check(item, str, at)
            if allowed is not None:
                self.one_of(item, allowed, at)
            if unique and item in out:
                self.fail(at, f"{item!r} is listed twice")
            out.append(item)
        return tuple(out)

    def numbers(self, value: Any, where: str, minimum: int = 0) -> tuple[int, ...]:
        out = []
        for at, item in self.items(value, where):
            self.check(item, int, at)
            if item < minimum:
                self.fail(at, f"should be at least {minimum}, not {item}")
            out.append(item)
        return tuple(out)

    def ids(self, items: Iterable[tuple[str, int]], expected: int, what: str, where: str) -> None:
        """Ids (where, id) must be 1..expected, each once; `where` names the whole list."""
        seen: dict[int, str] = {}
        for at, tile_id in items:
            if tile_id in seen:
                self.fail(at, f"{what} {tile_id} is defined twice (also at {seen[tile_id]})")
            if not 1 <= tile_id <= expected:
                self.fail(at, f"{what} {tile_id} is outside 1..{expected}")
            seen[tile_id] = at
        missing = sorted(set(range(1, expected + 1)) - set(seen))
        if missing:
            self.fail(where, f"no {what} {', '.join(map(str, missing))}"
                      f" (there should be {expected}, numbered 1..{expected})")

    def effect(self, entry: dict, where: str, kinds: dict[str, dict[str, Any]],
               refs: _Refs) -> Effect:
        """`kind` (one of `kinds`) and `params` (exactly that kind's parameters)."""
        kind = self.one_of(self.field(entry, "kind", str, where), kinds, join_field(where, "kind"))
        return Effect(kind, self.params(entry, where, kinds[kind], refs, kind))

    def params(self, entry: dict, where: str, schema: dict[str, Any], refs: _Refs,
               owner: str) -> Params:
        at = join_field(where, "params")
        raw = self.field(entry, "params", dict, where)
        for key in raw:
            if key not in schema:
                self.fail(join_field(at, str(key)), f"is not a parameter of {owner}"
                          f" (expected {', '.join(schema) or 'none'})")
        pairs = []
        for key, kind in schema.items():
            if key not in raw:
                self.fail(join_field(at, key), "is missing")
            pairs.append((key, self._param(raw[key], kind, join_field(at, key), refs)))
        return Params(tuple(sorted(pairs)))

    def _param(self, value: Any, kind: Any, where: str, refs: _Refs) -> Any:
        if kind is int:
            return self.check(value, int, where)
        if kind is bool:
            return self.check(value, bool, where)
        allowed = {COLOUR: refs.colours, COLOURS: refs.colours, STRUCTURE: refs.structures,
                   STRUCTURES: refs.structures, QUADRANT: refs.quadrants}[kind]
        if kind in (COLOURS, STRUCTURES):
            names = self.names(value, where, allowed, unique=True)
            if not names:
                self.fail(where, "should name at least one")
            return names
        self.check(value, str, where)
        return self.one_of(value, allowed, where)


def join_field(where: str, key: str) -> str:
    return f"{where}.{key}" if where and where != "(top)" else key


# --------------------------------------------------------------------------- per file

def _load_inventory(r: ComponentReader) -> Inventory:
    doc = r.mapping(r.doc, "", ("players", "player_colours", "per_player_colour", "structures",
                                "action_tiles_per_colour", "section_tiles", "equipment_tiles",
                                "achievement_tiles", "year_bonus_tiles"))
    players = r.mapping(doc["players"], "players", ("min", "max"))
    low, high = r.number(players, "min", "players", 1), r.number(players, "max", "players", 1)
    if low > high:
        r.fail("players", f"min {low} is above max {high}")
    colours = r.names(doc["player_colours"], "player_colours", unique=True)
    if len(colours) < high:
        r.fail("player_colours", f"{len(colours)} colours cannot seat {high} players")
    pieces = r.mapping(doc["per_player_colour"], "per_player_colour",
                       ("cubes", "supervisors", "assistants", "scoring_discs", "quadrant_markers"))
    structures = r.check(doc["structures"], dict, "structures")
    if not structures:
        r.fail("structures", "should list at least one kind")
    return Inventory(
        min_players=low, max_players=high, player_colours=colours,
        cubes=r.number(pieces, "cubes", "per_player_colour", 1),
        supervisors=r.number(pieces, "supervisors", "per_player_colour", 1),
        assistants=r.number(pieces, "assistants", "per_player_colour", 1),
        scoring_discs=r.number(pieces, "scoring_discs", "per_player_colour", 1),
        quadrant_markers=r.number(pieces, "quadrant_markers", "per_player_colour", 1),
        structures=tuple((r.check(kind, str, f"structures.{kind}"),
                          r.number(structures, kind, "structures", 1)) for kind in structures),
        **{key: r.number(doc, key, "", 1) for key in (
            "action_tiles_per_colour", "section_tiles", "equipment_tiles",
            "achievement_tiles", "year_bonus_tiles")})


def _load_mat(r: ComponentReader, inventory: Inventory) -> PlayerMat:
    doc = r.mapping(r.doc, "", ("tile_spaces", "slots", "columns", "alternate_actions",
                                "solo_sides"))
    tile_spaces, slots = r.number(doc, "tile_spaces", "", 1), r.number(doc, "slots", "", 1)
    max_level = 1 + tile_spaces
    columns: list[MatColumn] = []
    for at, entry in r.items(doc["columns"], "columns"):
        r.mapping(entry, at, ("colour", "basic_action", "values"))
        colour = r.text(entry, "colour", at)
        if any(c.colour == colour for c in columns):
            r.fail(join_field(at, "colour"), f"{colour!r} has two columns")
        basic = r.one_of(r.field(entry, "basic_action", str, at),
                         ROAD_ACTIONS + STRUCTURE_ACTIONS, join_field(at, "basic_action"))
        values = r.numbers(entry["values"], join_field(at, "values"), minimum=1)
        if len(values) != max_level:
            r.fail(join_field(at, "values"), f"should give {max_level} values"
                   f" (levels 1..{max_level}), not {len(values)}")
        for level in range(1, len(values)):
            if values[level] < values[level - 1]:
                r.fail(f"{at}.values[{level}]", f"level {level + 1} value {values[level]} is below"
                       f" level {level} value {values[level - 1]}")
        columns.append(MatColumn(colour, basic, values))
    if not columns:
        r.fail("columns", "should list the action colours")
    if sorted(c.basic_action for c in columns) != sorted(ROAD_ACTIONS + STRUCTURE_ACTIONS):
        r.fail("columns", "should hold each basic action once: "
               + ", ".join(ROAD_ACTIONS + STRUCTURE_ACTIONS))
    alternates: list[AlternateAction] = []
    for at, entry in r.items(doc["alternate_actions"], "alternate_actions"):
        action = r.one_of(r.field(entry, "action", str, at), ALTERNATE_ACTIONS,
                          join_field(at, "action"))
        schema = ALTERNATE_ACTIONS[action]
        r.mapping(entry, at, ("level", "action", *schema))
        level = r.number(entry, "level", at, 1)
        if level != len(alternates) + 1:
            r.fail(join_field(at, "level"), f"should be {len(alternates) + 1}"
                   f" (levels run 1, 2, ...)")
        params = sorted((key, r.check(entry[key], kind, join_field(at, key)))
                        for key, kind in schema.items())
        alternates.append(AlternateAction(level, action, Params(tuple(params))))
    if len(alternates) != max_level:
        r.fail("alternate_actions", f"should give one action per level 1..{max_level}")
    solos: list[SoloSide] = []
    for at, entry in r.items(doc["solo_sides"], "solo_sides"):
        r.mapping(entry, at, ("colour", "name", "structure_order"))
        colour = r.one_of(r.field(entry, "colour", str, at), inventory.player_colours,
                          join_field(at, "colour"))
        if any(s.colour == colour for s in solos):
            r.fail(join_field(at, "colour"), f"{colour!r} already has a solo side")
        order = r.names(entry["structure_order"], join_field(at, "structure_order"),
                        inventory.structure_kinds, unique=True)
        if len(order) != len(inventory.structure_kinds):
            r.fail(join_field(at, "structure_order"), "should rank every structure kind: "
                   + ", ".join(inventory.structure_kinds))
        solos.append(SoloSide(colour, r.text(entry, "name", at), order))
    if sorted(s.colour for s in solos) != sorted(inventory.player_colours):
        r.fail("solo_sides", "should give one solo side per player colour")
    return PlayerMat(tile_spaces, slots, tuple(columns), tuple(alternates), tuple(solos))


def _scoring_box(r: ComponentReader, value: Any, where: str, ranks: int,
                 highlighted: int) -> ScoringBox:
    values = r.numbers(value, where)
    if len(values) != ranks:
        r.fail(where, f"should give {ranks} values (one per place), not {len(values)}")
    for i in range(1, len(values)):
        if values[i] > values[i - 1]:
            r.fail(f"{where}[{i}]", f"place {i + 1} pays more than place {i}")
    return ScoringBox(values, highlighted)


def _load_town(r: ComponentReader, inventory: Inventory, mat: PlayerMat) -> Town:
    doc = r.mapping(r.doc, "", ("first_game_start", "start_sections", "highlighted_rank",
                                "quadrants", "quadrant_tracks", "sections"))
    count, ranks = inventory.section_tiles, inventory.max_players
    highlighted = r.number(doc, "highlighted_rank", "", 1)
    if highlighted > ranks:
        r.fail("highlighted_rank", f"should be a place between 1 and {ranks}")
    quadrants = _load_quadrants(r, doc["quadrants"], count, mat)
    home = {number: q.id for q in quadrants for number in q.sections}

    tracks_doc = r.mapping(doc["quadrant_tracks"], "quadrant_tracks",
                           ("spaces", "flip_bonus", "end_scoring"))
    tracks = QuadrantTracks(
        r.number(tracks_doc, "spaces", "quadrant_tracks", 1),
        r.number(tracks_doc, "flip_bonus", "quadrant_tracks", 1),
        _scoring_box(r, tracks_doc["end_scoring"], "quadrant_tracks.end_scoring", ranks,
                     highlighted))

    found: dict[int, Section] = {}
    where_is: dict[int, str] = {}
    for at, entry in r.items(doc["sections"], "sections"):
        r.mapping(entry, at, ("number", "neighbours", "red", "blue", "structures", "scoring",
                              "tile"))
        number = r.number(entry, "number", at, 1)
        if number > count:
            r.fail(join_field(at, "number"), f"there is no section {number}"
                   f" (sections run 1..{count})")
        if number in found:
            r.fail(join_field(at, "number"), f"section {number} is defined twice")
        neighbours = r.numbers(entry["neighbours"], join_field(at, "neighbours"), minimum=1)
        for i, other in enumerate(neighbours):
            where = f"{at}.neighbours[{i}]"
            if other > count:
                r.fail(where, f"there is no section {other}")
            if other == number:
                r.fail(where, f"section {number} cannot neighbour itself")
            if other in neighbours[:i]:
                r.fail(where, f"section {other} is listed twice")
        tile = r.mapping(entry["tile"], join_field(at, "tile"), ("plots", "beautify"))
        where_is[number] = at
        found[number] = Section(
            number=number, quadrant=home[number], neighbours=tuple(sorted(neighbours)),
            red=r.number(entry, "red", at), blue=r.number(entry, "blue", at),
            structures=r.names(entry["structures"], join_field(at, "structures"),
                               inventory.structure_kinds),
            scoring=_scoring_box(r, entry["scoring"], join_field(at, "scoring"), ranks,
                                 highlighted),
            tile=SectionTile(r.number(tile, "plots", join_field(at, "tile")),
                             r.number(tile, "beautify", join_field(at, "tile"))))
    missing = [n for n in range(1, count + 1) if n not in found]
    if missing:
        r.fail("sections", f"section {', '.join(map(str, missing))} is not defined")
    sections = tuple(found[n] for n in range(1, count + 1))
    for section in sections:
        for other in section.neighbours:
            if section.number not in found[other].neighbours:
                r.fail(f"{where_is[section.number]}.neighbours",
                       f"section {section.number} lists {other} but section {other}"
                       f" does not list {section.number} (roads run both ways)")
    for kind, expected in inventory.structures:
        icons = sum(s.structures.count(kind) for s in sections)
        if icons != expected:
            r.fail("sections", f"the sections show {icons} {kind} structure icons but the box"
                   f" holds {expected} {kind} structures (inventory.yaml)")

    starts = r.numbers(doc["start_sections"], "start_sections", minimum=1)
    for i, number in enumerate(starts):
        if number > count:
            r.fail(f"start_sections[{i}]", f"there is no section {number}")
        if number in starts[:i]:
            r.fail(f"start_sections[{i}]", f"section {number} is listed twice")
    first = r.number(doc, "first_game_start", "", 1)
    if first not in starts:
        r.fail("first_game_start", f"section {first} is not one of the start sections")
    town = Town(first, starts, quadrants, sections, tracks)
    for i, quadrant in enumerate(quadrants):   # a completed quadrant is one large section
        areas = town.areas(quadrant.sections)
        if len(areas) > 1:
            r.fail(f"quadrants[{i}].sections", f"quadrant {quadrant.id} is not joined up by"
                   f" roads: it falls apart into {' / '.join(str(sorted(a)) for a in areas)}")
    return town


def _load_quadrants(r: ComponentReader, value: Any, count: int,
                    mat: PlayerMat) -> tuple[Quadrant, ...]:
    """The quadrants: the one place that says which section lies where."""
    quadrants: list[Quadrant] = []
    home: dict[int, str] = {}
    for at, entry in r.items(value, "quadrants"):
        r.mapping(entry, at, ("id", "ordinal", "colour", "sections"))
        qid = r.text(entry, "id", at)
        if any(q.id == qid for q in quadrants):
            r.fail(join_field(at, "id"), f"quadrant {qid!r} is defined twice")
        ordinal = r.number(entry, "ordinal", at, 1)
        if ordinal != len(quadrants) + 1:
            r.fail(join_field(at, "ordinal"), f"should be {len(quadrants) + 1}"
                   f" (quadrants in order)")
        colour = r.one_of(r.field(entry, "colour", str, at), mat.colours, join_field(at, "colour"))
        if any(q.colour == colour for q in quadrants):
            r.fail(join_field(at, "colour"), f"{colour!r} is already linked to another quadrant")
        members = r.numbers(entry["sections"], join_field(at, "sections"), minimum=1)
        if not members:
            r.fail(join_field(at, "sections"), "should list at least one section")
        for i, number in enumerate(members):
            where = f"{at}.sections[{i}]"
            if number > count:
                r.fail(where, f"there is no section {number} (sections run 1..{count})")
            if number in home:
                r.fail(where, f"section {number} is already in quadrant {home[number]}")
            home[number] = qid
        quadrants.append(Quadrant(qid, ordinal, colour, members))
    if len(quadrants) != len(mat.colours):
        r.fail("quadrants", f"should list {len(mat.colours)} quadrants, one per action colour")
    missing = sorted(set(range(1, count + 1)) - set(home))
    if missing:
        r.fail("quadrants", f"no quadrant holds section {', '.join(map(str, missing))}")
    return tuple(quadrants)


def _load_board(r: ComponentReader, inventory: Inventory, mat: PlayerMat) -> Board:
    doc = r.mapping(r.doc, "", ("rondel", "structures_queue", "year_track", "achievements_table"))
    rondel_doc = r.mapping(doc["rondel"], "rondel", ("spaces", "stack_size",
                                                     "upcoming_stack_size"))
    spaces = []
    for at, entry in r.items(rondel_doc["spaces"], "rondel.spaces"):
        r.mapping(entry, at, ("colour",), ("smokestack",))
        spaces.append(RondelSpace(
            r.one_of(r.field(entry, "colour", str, at), mat.colours, join_field(at, "colour")),
            r.optional(entry, "smokestack", bool, False, at)))
    starts = [i for i, s in enumerate(spaces) if s.smokestack]
    if len(starts) != 1:
        r.fail("rondel.spaces", f"exactly one space should have the smokestack, not {len(starts)}")
    missing = [c for c in mat.colours if all(s.colour != c for s in spaces)]
    if missing:
        r.fail("rondel.spaces", f"no space shows {', '.join(missing)}")
    rondel = Rondel(tuple(spaces), r.number(rondel_doc, "stack_size", "rondel", 1),
                    r.number(rondel_doc, "upcoming_stack_size", "rondel", 1))
    half = inventory.action_tiles_per_colour * len(mat.colours) // 2
    if len(spaces) * rondel.stack_size != half:
        r.fail("rondel", f"{len(spaces)} stacks of {rondel.stack_size} should hold half of the"
               f" action tiles ({half}), as setup places them")

    queue_doc = r.mapping(doc["structures_queue"], "structures_queue", ("slots", "setup"))
    queue = StructuresQueue(
        r.number(queue_doc, "slots", "structures_queue", 1),
        r.names(queue_doc["setup"], "structures_queue.setup", inventory.structure_kinds))
    if len(queue.setup) > queue.slots:
        r.fail("structures_queue.setup", f"{len(queue.setup)} structures do not fit"
               f" {queue.slots} slots")

    year_doc = r.mapping(doc["year_track"], "year_track",
                         ("first_year", "last_year", "empty_year", "achievement_slots"))
    first, last = (r.number(year_doc, "first_year", "year_track"),
                   r.number(year_doc, "last_year", "year_track"))
    if last < first:
        r.fail("year_track.last_year", f"{last} is before the first year {first}")
    empty = r.number(year_doc, "empty_year", "year_track")
    if not first <= empty <= last:
        r.fail("year_track.empty_year", f"{empty} is not on the track {first}..{last}")
    slots = r.numbers(year_doc["achievement_slots"], "year_track.achievement_slots")
    for i, year in enumerate(slots):
        at = f"year_track.achievement_slots[{i}]"
        if not first <= year <= last or year == empty:
            r.fail(at, f"{year} is not a year that holds a year bonus tile")
        if year in slots[:i]:
            r.fail(at, f"{year} is listed twice")
    if len(slots) > inventory.achievement_tiles:
        r.fail("year_track.achievement_slots", f"{len(slots)} slots but only"
               f" {inventory.achievement_tiles} achievement tiles")
    year_track = YearTrack(first, last, empty, tuple(sorted(slots)))

    table_doc = r.mapping(doc["achievements_table"], "achievements_table",
                          ("rows", "multicoloured"))
    rows_doc = r.mapping(table_doc["rows"], "achievements_table.rows", mat.colours)
    table = AchievementsTable(
        tuple((c, r.number(rows_doc, c, "achievements_table.rows", 1)) for c in mat.colours),
        r.number(table_doc, "multicoloured", "achievements_table"))
    if table.capacity < len(slots):
        r.fail("achievements_table", f"{table.capacity} spaces cannot take the tiles of"
               f" {len(slots)} achievement slots")
    return Board(rondel, queue, year_track, table)


def _load_equipment(r: ComponentReader, inventory: Inventory, mat: PlayerMat,
                    refs: _Refs) -> tuple[EquipmentTile, ...]:
    doc = r.mapping(r.doc, "", ("tiles",))
    tiles = []
    for at, entry in r.items(doc["tiles"], "tiles"):
        r.mapping(entry, at, ("id", "kind", "params", "use", "text"), ("removed_in",))
        effect = r.effect(entry, at, EQUIPMENT_KINDS, refs)
        fits = _COLOUR_FITS.get(effect.kind)
        if fits and mat.column(effect.params["colour"]).basic_action not in fits:
            colour = effect.params["colour"]
            r.fail(f"{at}.params.colour", f"{colour}'s basic action"
                   f" ({mat.column(colour).basic_action}) does not fit {effect.kind}")
        if effect.kind == "either_level" and len(effect.params["colours"]) != 2:
            r.fail(f"{at}.params.colours", "should name exactly two colours")
        tiles.append(EquipmentTile(
            id=r.number(entry, "id", at, 1), effect=effect,
            use=r.one_of(r.field(entry, "use", str, at), EQUIPMENT_USES, join_field(at, "use")),
            removed_in=r.names(entry.get("removed_in", []), join_field(at, "removed_in"),
                               GAME_KINDS, unique=True),
            text=r.text(entry, "text", at)))
    r.ids(((f"tiles[{i}].id", t.id) for i, t in enumerate(tiles)), inventory.equipment_tiles,
          "equipment tile", "tiles")
    return tuple(sorted(tiles, key=lambda t: t.id))


def _load_achievements(r: ComponentReader, inventory: Inventory,
                       refs: _Refs) -> tuple[AchievementTile, ...]:
    doc = r.mapping(r.doc, "", ("tiles",))
    tiles = []
    for at, entry in r.items(doc["tiles"], "tiles"):
        r.mapping(entry, at, ("id", "kind", "params", "text"))
        tiles.append(AchievementTile(r.number(entry, "id", at, 1),
                                     r.effect(entry, at, ACHIEVEMENT_KINDS, refs),
                                     r.text(entry, "text", at)))
    r.ids(((f"tiles[{i}].id", t.id) for i, t in enumerate(tiles)), inventory.achievement_tiles,
          "achievement tile", "tiles")
    return tuple(sorted(tiles, key=lambda t: t.id))


def _load_year_bonus(r: ComponentReader, inventory: Inventory,
                     refs: _Refs) -> tuple[YearBonusTile, ...]:
    doc = r.mapping(r.doc, "", ("kinds",))
    tiles: list[YearBonusTile] = []
    placed: list[tuple[str, int]] = []
    for at, entry in r.items(doc["kinds"], "kinds"):
        r.mapping(entry, at, ("kind", "ids", "params", "text"), ("special_back",))
        effect = r.effect(entry, at, YEAR_BONUS_KINDS, refs)
        if any(t.effect.kind == effect.kind for t in tiles):
            r.fail(join_field(at, "kind"), f"{effect.kind} is listed twice")
        special = r.optional(entry, "special_back", bool, False, at)
        text = r.text(entry, "text", at)
        ids = r.numbers(entry["ids"], join_field(at, "ids"), minimum=1)
        if not ids:
            r.fail(join_field(at, "ids"), "should list at least one tile")
        placed += [(f"{at}.ids[{i}]", tile_id) for i, tile_id in enumerate(ids)]
        tiles += [YearBonusTile(tile_id, effect, special, text) for tile_id in ids]
    r.ids(placed, inventory.year_bonus_tiles, "year bonus tile", "kinds")
    special = [t for t in tiles if t.special_back]
    if len(special) != 1:
        r.fail("kinds", f"exactly one tile should have the special back (it always lies on the"
               f" last year), not {len(special)}")
    return tuple(sorted(tiles, key=lambda t: t.id))


def _cross_check(town_reader: ComponentReader, town: Town,
                 board_reader: ComponentReader, board: Board,
                 year_reader: ComponentReader, year_bonus: tuple[YearBonusTile, ...]) -> None:
    """Facts that tie several files together."""
    for i, number in enumerate(town.start_sections):
        if sorted(town.section(number).structures) != sorted(board.queue.setup):
            town_reader.fail(f"start_sections[{i}]",
                             f"section {number} shows {list(town.section(number).structures)},"
                             f" but a start section's structures are the queue's setup"
                             f" {list(board.queue.setup)} (board.yaml)")
    tile_years = len(board.year_track.tile_years)
    if tile_years != len(year_bonus):
        board_reader.fail("year_track", f"{tile_years} years take a year bonus tile but"
                          f" year_bonus.yaml defines {len(year_bonus)} tiles")
    completions = len(town.sections) - 1
    if completions != len(year_bonus):
        year_reader.fail("kinds", f"{len(year_bonus)} tiles, but {completions} sections can be"
                         f" completed after the start section (one tile each)")
