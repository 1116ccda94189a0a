"""The four solo player mats of Squaring Circleville, loaded from `data/solo_mats.yaml`.

`solo_mats()` loads and validates the shipped file once and caches it; `load(directory)`
does the same for another data directory (tests use it with broken copies). Every problem
raises `shared.engine.data.DataError` naming the file and the field ("solo_mats.yaml:
Bertha.track[3].quadrant: ...").

The mats refer to the other component data instead of repeating it: each solo player's
colour and structure order come from `player_mats.yaml` (its `solo_sides`, matched by
name), the quadrant linked to an action colour from `town.yaml`, the basic-action values
and the alternate actions from the player side of the mat. The loader checks the solo file
against them.

A mat holds only what the solo procedures read; how the procedures run is the rules
engine's business. Pure Python: never imports pygame.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Iterable

import attrs

from circleville.components import (ALTERNATE_ACTIONS, Components, ComponentReader, SoloSide,
                                    Town, components)
from circleville.components import join_field
from circleville.components import load as load_components
from shared.engine import dataversion
from shared.engine.data import DataError

FILE = "solo_mats.yaml"
PLAYER_MATS = "player_mats.yaml"    # holds each solo side's colour and structure order

# The solo players whose procedures the rulebook describes, in rulebook order.
SOLO_PLAYERS = ("Bertha", "Carsten", "Denzel", "Katherine")

SUPERVISOR_STARTS = ("drawn_tile", "supervisor_symbol", "beside_mat")
ASSISTANT_RULES = ("fixed", "seek_supervisor_colour", "seek_fewest_colour")
QUADRANT_SOURCES = ("supervisor_space", "rondel_space")
SECTION_ORDERS = ("highest", "lowest")
# where an action's colour comes from (see the file's header)
ACTION_SOURCES = ("rondel_space", "stack_tile", "supervisor_space")
EXTRA_TRACK_ENDS = ("top",)
ADVANCE_SUPERVISOR = "advance_supervisor"     # Carsten's green pair: not an alternate action
KATHERINE_ROWS = (2, 4)                        # stated: "2 or 4 actions"
MAX_VP = 20                                    # no solo value comes near it; catches typos


# --------------------------------------------------------------------------- classes

@attrs.frozen
class Completion:
    """VP for the two tiles a solo player returns to the box when it completes a section."""

    year_bonus_vp: int
    achievement_vp: int

    @property
    def total(self) -> int:
        return self.year_bonus_vp + self.achievement_vp


@attrs.frozen
class AssistantMove:
    """Step 1. `fixed`: exactly `spaces` spaces clockwise. The seek rules go to the next
    space clockwise whose stack top has the wanted colour, else `spaces` spaces."""

    rule: str
    spaces: int


@attrs.frozen
class MatSpace:
    """One supervisor space of a track or ring: its quadrant icon and the printed colours of
    the action spaces beside it, closest first (Bertha and Carsten have one)."""

    quadrant: str
    colours: tuple[str, ...]
    supervisor_symbol: bool = False

    @property
    def colour(self) -> str:
        """The printed colour of the action space next to the supervisor (where tiles go)."""
        return self.colours[0]


@attrs.frozen(kw_only=True)
class SoloMat:
    """What every solo mat says. Subclasses add each solo player's own parts."""

    side: SoloSide                              # from player_mats.yaml: name, colour, structures
    supervisor_start: str                       # one of SUPERVISOR_STARTS
    assistant: AssistantMove
    quadrant_from: str                          # one of QUADRANT_SOURCES
    section_order: str                          # one of SECTION_ORDERS
    action_level: int
    impossible_action_vp: int
    missing_tile_vp: int | None                 # None: no such rule for this solo player
    completion: Completion
    final_action_vp: int

    @property
    def name(self) -> str:
        return self.side.name

    @property
    def colour(self) -> str:
        return self.side.colour

    @property
    def structure_order(self) -> tuple[str, ...]:
        return self.side.structure_order

    def sections_in_order(self, sections: Iterable[int]) -> tuple[int, ...]:
        """`sections` (of one quadrant) in the order this solo player tries them."""
        return tuple(sorted(sections, reverse=self.section_order == "highest"))


class _Track:
    """Lookups shared by the mats whose supervisor walks over quadrant icons (their
    `spaces` property lists them)."""

    __slots__ = ()

    @property
    def spaces(self) -> tuple[MatSpace, ...]:   # each mat's own (its track or ring)
        raise NotImplementedError

    def space_of_quadrant(self, quadrant: str) -> int:
        """Index of the (first) space showing that quadrant's icon."""
        return next(i for i, s in enumerate(self.spaces) if s.quadrant == quadrant)

    def setup_space(self, colour: str, town: Town) -> int:
        """Where a drawn tile of `colour` puts the supervisor: the icon of the quadrant
        linked to that colour (town.yaml)."""
        return self.space_of_quadrant(town.quadrant_for_colour(colour).id)


@attrs.frozen(kw_only=True)
class ExtraAction:
    action: str                                 # an alternate action of player_mats.yaml
    level: int


@attrs.frozen(kw_only=True)
class ExtraTrack:
    spaces: int                                 # one beside each supervisor space
    start: int                                  # index of the marker's first space (0 = top)
    after_last: str                             # one of EXTRA_TRACK_ENDS

    def next(self, index: int) -> int:
        return index + 1 if index + 1 < self.spaces else 0


@attrs.frozen(kw_only=True)
class BerthaMat(SoloMat, _Track):
    actions: tuple[str, ...]                    # step 2, in order (ACTION_SOURCES)
    track: tuple[MatSpace, ...]                 # top space first; a line, not a ring
    extra_actions: tuple[ExtraAction, ...]      # done on leaving the last space, in order
    extra_action_impossible_vp: int
    extra_track: ExtraTrack

    @property
    def spaces(self) -> tuple[MatSpace, ...]:
        return self.track


@attrs.frozen(kw_only=True)
class PairEffect:
    """Carsten's effect for two equal colours: `vp` always, `impossible_vp` instead of an
    effect that cannot be done at all. `level` for an alternate action, `spaces` for
    advance_supervisor."""

    action: str
    level: int | None
    spaces: int | None
    vp: int
    impossible_vp: int


@attrs.frozen(kw_only=True)
class AchievementRemoval:
    """Return `achievements` achievement tiles (lowest number of the matching colour row)
    to the box; `none_vp` for each that is missing."""

    achievements: int
    none_vp: int
    multicoloured_matches: bool


@attrs.frozen(kw_only=True)
class CarstenMat(SoloMat, _Track):
    colour_sources: tuple[str, ...]             # the three compared colours, in acting order
    ring: tuple[MatSpace, ...]                  # clockwise
    pairs: tuple[tuple[str, PairEffect], ...]   # (colour, effect) in action colour order
    triple: AchievementRemoval
    equipment_slots: int

    @property
    def spaces(self) -> tuple[MatSpace, ...]:
        return self.ring

    def pair(self, colour: str) -> PairEffect:
        return dict(self.pairs)[colour]


@attrs.frozen(kw_only=True)
class DenzelSpecial:
    trigger_tiles: int
    first_place_factor: int
    others_from_rank: int
    section_number_cubes: int
    quadrant_steps: int
    no_section_vp: int
    no_action_vp: int


@attrs.frozen(kw_only=True)
class DenzelMat(SoloMat):
    actions: tuple[str, ...]                    # step 2, in order (ACTION_SOURCES)
    columns: tuple[str, ...]                    # one per action colour
    column_spaces: int
    special: DenzelSpecial


@attrs.frozen(kw_only=True)
class KatherineMat(SoloMat, _Track):
    ring: tuple[MatSpace, ...]                  # clockwise
    special: AchievementRemoval

    @property
    def spaces(self) -> tuple[MatSpace, ...]:
        return self.ring

    @property
    def symbol_space(self) -> int:
        """Index of the space with the supervisor symbol (start, and the special's trigger)."""
        return next(i for i, s in enumerate(self.ring) if s.supervisor_symbol)


@attrs.frozen
class SoloMats:
    bertha: BerthaMat
    carsten: CarstenMat
    denzel: DenzelMat
    katherine: KatherineMat

    @property
    def all(self) -> tuple[SoloMat, ...]:
        return (self.bertha, self.carsten, self.denzel, self.katherine)

    def by_name(self, name: str) -> SoloMat:
        for mat in self.all:
            if mat.name == name:
                return mat
        raise KeyError(name)


# --------------------------------------------------------------------------- loading

@functools.cache
def solo_mats() -> SoloMats:
    """The shipped solo mats, loaded and validated on first use."""
    return load(dataversion.folder("circleville"), components())


def load(directory: Path | str, parts: Components | None = None) -> SoloMats:
    """Load and validate `directory`/solo_mats.yaml (no caching). The other component data
    is loaded from the same directory unless `parts` is given."""
    directory = Path(directory)
    if parts is None:
        parts = load_components(directory)
    return _Loader(_Reader(directory / FILE), parts).load()


class _Reader(ComponentReader):
    """The component files' reader plus the bounded checks of the solo file."""

    def between(self, mapping: dict, key: str, where: str, low: int, high: int) -> int:
        value = self.field(mapping, key, int, where)
        if not low <= value <= high:
            self.fail(join_field(where, key), f"should be between {low} and {high}, not {value}")
        return value

    def vp(self, mapping: dict, key: str, where: str) -> int:
        return self.between(mapping, key, where, 0, MAX_VP)

    def choice(self, mapping: dict, key: str, where: str, allowed: Iterable[str]) -> str:
        return self.one_of(self.field(mapping, key, str, where), allowed, join_field(where, key))


class _Loader:
    def __init__(self, reader: _Reader, parts: Components):
        self.r = reader
        self.parts = parts
        self.colours = parts.mat.colours
        self.quadrants = tuple(q.id for q in parts.town.quadrants)

    def load(self) -> SoloMats:
        r = self.r
        sides = {side.name: side for side in self.parts.mat.solo_sides}
        doc = r.mapping(r.doc, "", SOLO_PLAYERS)
        for i, side in enumerate(self.parts.mat.solo_sides):
            if side.name not in SOLO_PLAYERS:   # reported where the name is written
                raise DataError(r.file.with_name(PLAYER_MATS), f"solo_sides[{i}].name",
                                f"{side.name!r} is not a solo player with a mat in {FILE}"
                                f" (expected {', '.join(SOLO_PLAYERS)})")
        for name in SOLO_PLAYERS:
            if name not in sides:
                r.fail(name, f"is not a solo side of {PLAYER_MATS} (its solo sides:"
                       f" {', '.join(sides)})")
        return SoloMats(
            bertha=self._bertha(doc["Bertha"], "Bertha", sides["Bertha"]),
            carsten=self._carsten(doc["Carsten"], "Carsten", sides["Carsten"]),
            denzel=self._denzel(doc["Denzel"], "Denzel", sides["Denzel"]),
            katherine=self._katherine(doc["Katherine"], "Katherine", sides["Katherine"]))

    # ------------------------------------------------------------- common parts

    COMMON = ("supervisor_start", "assistant", "quadrant_from", "section_order",
              "action_level", "impossible_action_vp", "missing_tile_vp", "completion",
              "final_action_vp")

    def _common(self, entry: dict, at: str, side: SoloSide) -> dict[str, Any]:
        r = self.r
        assistant = r.mapping(entry["assistant"], join_field(at, "assistant"), ("rule", "spaces"))
        around = len(self.parts.board.rondel.spaces)
        completion = r.mapping(entry["completion"], join_field(at, "completion"),
                               ("year_bonus_vp", "achievement_vp"))
        missing = entry["missing_tile_vp"]
        return dict(
            side=side,
            supervisor_start=r.choice(entry, "supervisor_start", at, SUPERVISOR_STARTS),
            assistant=AssistantMove(
                r.choice(assistant, "rule", join_field(at, "assistant"), ASSISTANT_RULES),
                # a move all the way round would stay put: solo assistants always move on
                r.between(assistant, "spaces", join_field(at, "assistant"), 1, around - 1)),
            quadrant_from=r.choice(entry, "quadrant_from", at, QUADRANT_SOURCES),
            section_order=r.choice(entry, "section_order", at, SECTION_ORDERS),
            action_level=r.between(entry, "action_level", at, 1, self.parts.mat.max_level),
            impossible_action_vp=r.vp(entry, "impossible_action_vp", at),
            missing_tile_vp=None if missing is None else r.vp(entry, "missing_tile_vp", at),
            completion=Completion(r.vp(completion, "year_bonus_vp", join_field(at, "completion")),
                                  r.vp(completion, "achievement_vp", join_field(at, "completion"))),
            final_action_vp=r.vp(entry, "final_action_vp", at))

    def _check_needs(self, mat: SoloMat, at: str, has_track: bool, has_columns: bool) -> None:
        """Setup, step 1 and step 2 must find on the mat what they read from it."""
        r = self.r
        if mat.supervisor_start in ("drawn_tile", "supervisor_symbol") and not has_track:
            r.fail(join_field(at, "supervisor_start"), f"{mat.supervisor_start} needs supervisor"
                   " spaces on the mat, and this mat has none")
        if mat.quadrant_from == "supervisor_space" and not has_track:
            r.fail(join_field(at, "quadrant_from"), "supervisor_space needs supervisor spaces on"
                   " the mat, and this mat has none")
        if mat.assistant.rule == "seek_supervisor_colour" and not has_track:
            r.fail(join_field(at, "assistant.rule"), "seek_supervisor_colour needs a colour next to"
                   " the supervisor on the mat, and this mat has no supervisor spaces")
        if mat.assistant.rule == "seek_fewest_colour" and not has_columns:
            r.fail(join_field(at, "assistant.rule"), "seek_fewest_colour needs colour columns on"
                   " the mat to count tiles in")

    def _sources(self, value: Any, where: str, has_track: bool) -> tuple[str, ...]:
        sources = self.r.names(value, where, ACTION_SOURCES)
        if not sources:
            self.r.fail(where, "should name at least one action")
        if not has_track and "supervisor_space" in sources:
            self.r.fail(f"{where}[{sources.index('supervisor_space')}]",
                        "supervisor_space needs supervisor spaces on the mat")
        return sources

    def _spaces(self, value: Any, where: str, start: str, many_colours: bool
                ) -> tuple[MatSpace, ...]:
        """A track or ring of supervisor spaces; checks what the setup rule needs."""
        r = self.r
        colour_key = "colours" if many_colours else "colour"
        spaces: list[MatSpace] = []
        for at, entry in r.items(value, where):
            r.mapping(entry, at, ("quadrant", colour_key), ("supervisor_symbol",))
            quadrant = r.choice(entry, "quadrant", at, self.quadrants)
            if many_colours:
                colours = r.names(entry["colours"], join_field(at, "colours"), self.colours)
                if len(colours) not in KATHERINE_ROWS:
                    r.fail(join_field(at, "colours"), f"a row holds 2 or 4 action spaces"
                           f" (\"2 or 4 actions\"), not {len(colours)}")
            else:
                colours = (r.choice(entry, "colour", at, self.colours),)
            symbol = r.optional(entry, "supervisor_symbol", bool, False, at)
            spaces.append(MatSpace(quadrant, colours, symbol))
        if len(spaces) < 2:
            r.fail(where, f"should hold at least 2 supervisor spaces, not {len(spaces)}")
        if start == "drawn_tile":
            # a drawn tile of any colour must point at exactly one icon
            for quadrant in self.quadrants:
                count = sum(s.quadrant == quadrant for s in spaces)
                if count != 1:
                    r.fail(where, f"shows quadrant {quadrant} {count} times, but the drawn-tile"
                           " setup needs exactly one icon for every quadrant")
        symbols = [i for i, s in enumerate(spaces) if s.supervisor_symbol]
        if start == "supervisor_symbol" and len(symbols) != 1:
            r.fail(where, f"exactly one space should carry the supervisor symbol (the"
                   f" supervisor starts there), not {len(symbols)}")
        if start != "supervisor_symbol" and symbols:
            r.fail(f"{where}[{symbols[0]}].supervisor_symbol", f"a {start} setup uses no"
                   " supervisor symbol")
        return tuple(spaces)

    def _alternate(self, entry: dict, at: str, action: str) -> int:
        """The alternate action's level, which must be where the player side prints it."""
        mat = self.parts.mat
        level = self.r.between(entry, "level", at, 1, mat.max_level)
        printed = mat.alternate(level).action
        if printed != action:
            self.r.fail(join_field(at, "level"), f"the alternate action at level {level} is"
                        f" {printed} (player_mats.yaml), not {action}")
        return level

    def _removal(self, value: Any, where: str) -> AchievementRemoval:
        r = self.r
        r.mapping(value, where, ("achievements", "none_vp", "multicoloured_matches"))
        return AchievementRemoval(
            achievements=r.between(value, "achievements", where, 1, self.parts.inventory
                                  .achievement_tiles),
            none_vp=r.vp(value, "none_vp", where),
            multicoloured_matches=r.field(value, "multicoloured_matches", bool, where))

    # ------------------------------------------------------------- per solo player

    def _bertha(self, entry: Any, at: str, side: SoloSide) -> BerthaMat:
        r = self.r
        r.mapping(entry, at, self.COMMON + ("actions", "track", "extra_actions",
                                            "extra_action_impossible_vp", "extra_track"))
        common = self._common(entry, at, side)
        track = self._spaces(entry["track"], join_field(at, "track"), common["supervisor_start"],
                             many_colours=False)
        extras = []
        for where, extra in r.items(entry["extra_actions"], join_field(at, "extra_actions")):
            r.mapping(extra, where, ("action", "level"))
            action = r.choice(extra, "action", where, ALTERNATE_ACTIONS)
            extras.append(ExtraAction(action=action, level=self._alternate(extra, where, action)))
        if not extras:
            r.fail(join_field(at, "extra_actions"), "should name at least one extra action")
        where = join_field(at, "extra_track")
        track_doc = r.mapping(entry["extra_track"], where, ("spaces", "start", "after_last"))
        spaces = r.between(track_doc, "spaces", where, 1, 99)
        if spaces != len(track):
            r.fail(join_field(where, "spaces"), f"should be {len(track)}: the marker reads the"
                   f" action tile to its left, so the track has one space beside each of the"
                   f" {len(track)} supervisor spaces")
        extra_track = ExtraTrack(spaces=spaces,
                                 start=r.between(track_doc, "start", where, 0, spaces - 1),
                                 after_last=r.choice(track_doc, "after_last", where,
                                                     EXTRA_TRACK_ENDS))
        mat = BerthaMat(
            **common,
            actions=self._sources(entry["actions"], join_field(at, "actions"), True),
            track=track, extra_actions=tuple(extras),
            extra_action_impossible_vp=r.vp(entry, "extra_action_impossible_vp", at),
            extra_track=extra_track)
        self._check_needs(mat, at, has_track=True, has_columns=False)
        return mat

    def _carsten(self, entry: Any, at: str, side: SoloSide) -> CarstenMat:
        r = self.r
        r.mapping(entry, at, self.COMMON + ("colour_sources", "ring", "pairs", "triple",
                                            "equipment_slots"))
        common = self._common(entry, at, side)
        ring = self._spaces(entry["ring"], join_field(at, "ring"), common["supervisor_start"],
                            many_colours=False)
        where = join_field(at, "colour_sources")
        sources = self._sources(entry["colour_sources"], where, True)
        if sorted(sources) != sorted(ACTION_SOURCES):
            r.fail(where, f"should name each of {', '.join(ACTION_SOURCES)} once: the pairs"
                   " and the triple compare exactly these three colours")
        pairs_at = join_field(at, "pairs")
        pairs_doc = r.mapping(entry["pairs"], pairs_at, self.colours)
        pairs = []
        for colour in self.colours:
            where = join_field(pairs_at, colour)
            pair = r.check(pairs_doc[colour], dict, where)
            action = r.choice(pair, "action", where,
                              tuple(ALTERNATE_ACTIONS) + (ADVANCE_SUPERVISOR,))
            if action == ADVANCE_SUPERVISOR:
                r.mapping(pair, where, ("action", "spaces", "vp", "impossible_vp"))
                level = None
                spaces = r.between(pair, "spaces", where, 1, len(ring) - 1)
            else:
                r.mapping(pair, where, ("action", "level", "vp", "impossible_vp"))
                level, spaces = self._alternate(pair, where, action), None
            pairs.append((colour, PairEffect(action=action, level=level, spaces=spaces,
                                             vp=r.vp(pair, "vp", where),
                                             impossible_vp=r.vp(pair, "impossible_vp", where))))
        slots = r.between(entry, "equipment_slots", at, 1, 99)
        if slots != self.parts.mat.slots:
            r.fail(join_field(at, "equipment_slots"), f"should be {self.parts.mat.slots}, the slots"
                   f" beside the mat (player_mats.yaml: the solo side is its back)")
        mat = CarstenMat(**common, colour_sources=sources, ring=ring, pairs=tuple(pairs),
                         triple=self._removal(entry["triple"], join_field(at, "triple")),
                         equipment_slots=slots)
        self._check_needs(mat, at, has_track=True, has_columns=False)
        return mat

    def _denzel(self, entry: Any, at: str, side: SoloSide) -> DenzelMat:
        r = self.r
        r.mapping(entry, at, self.COMMON + ("actions", "columns", "column_spaces", "special"))
        common = self._common(entry, at, side)
        where = join_field(at, "columns")
        columns = r.names(entry["columns"], where, self.colours)
        if sorted(columns) != sorted(self.colours):
            r.fail(where, f"should hold one column per action colour ({', '.join(self.colours)}),"
                   f" not {', '.join(columns) or 'none'}")
        column_spaces = r.between(entry, "column_spaces", at, 1, self.parts.inventory
                                 .action_tiles_per_colour)
        where = join_field(at, "special")
        special_doc = r.mapping(entry["special"], where, (
            "trigger_tiles", "first_place_factor", "others_from_rank", "section_number_cubes",
            "quadrant_steps", "no_section_vp", "no_action_vp"))
        trigger = r.between(special_doc, "trigger_tiles", where, 1, column_spaces)
        if trigger != column_spaces:
            r.fail(join_field(where, "trigger_tiles"), f"should be {column_spaces}: the tile that"
                   " fills a column sets off the special action and empties the column, so"
                   " every space is used and none is left over")
        special = DenzelSpecial(
            trigger_tiles=trigger,
            first_place_factor=r.between(special_doc, "first_place_factor", where, 1, 4),
            others_from_rank=r.between(special_doc, "others_from_rank", where, 2,
                                      self.parts.inventory.max_players),
            section_number_cubes=r.between(special_doc, "section_number_cubes", where, 0, 1),
            quadrant_steps=r.between(special_doc, "quadrant_steps", where, 0, 4),
            no_section_vp=r.vp(special_doc, "no_section_vp", where),
            no_action_vp=r.vp(special_doc, "no_action_vp", where))
        mat = DenzelMat(**common,
                        actions=self._sources(entry["actions"], join_field(at, "actions"), False),
                        columns=columns, column_spaces=column_spaces, special=special)
        self._check_needs(mat, at, has_track=False, has_columns=True)
        return mat

    def _katherine(self, entry: Any, at: str, side: SoloSide) -> KatherineMat:
        r = self.r
        r.mapping(entry, at, self.COMMON + ("ring", "special"))
        common = self._common(entry, at, side)
        ring = self._spaces(entry["ring"], join_field(at, "ring"), common["supervisor_start"],
                            many_colours=True)
        special = self._removal(entry["special"], join_field(at, "special"))
        mat = KatherineMat(**common, ring=ring, special=special)
        if mat.supervisor_start == "supervisor_symbol":
            row = ring[mat.symbol_space].colours
            if special.achievements != len(row):
                r.fail(join_field(at, "special.achievements"), f"should be {len(row)}: one"
                       f" achievement tile per colour beside the supervisor-symbol space"
                       f" (ring[{mat.symbol_space}] has {len(row)})")
        self._check_needs(mat, at, has_track=True, has_columns=False)
        return mat
