"""Simplicity's printed components, loaded from simplicity/data/*.yaml and validated."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import attrs

from shared.engine import dataversion
from shared.engine.data import Reader
from shared.engine.narration import Line

DATA_DIR = Path(__file__).resolve().parent / "data"
BLANK = "blank"
WILD_SPACE = 6   # planning space 7 (index 6): no symbol, any city space

# the words sentences put in their placeholders, each a sentence for the catalogue (a
# kind or a shape of the data without a word here is told as the data writes it)
KIND_WORDS = {"residential": Line.of("residential"), "commercial": Line.of("commercial"),
              "office": Line.of("office"), "civic": Line.of("civic"), "park": Line.of("park")}
SHAPE_WORDS = {"circle": Line.of("circle"), "triangle": Line.of("triangle"),
               "pentagon": Line.of("pentagon"), "square": Line.of("square"),
               "hexagon": Line.of("hexagon"), "blank": Line.of("blank")}
# a kind of building as a row of the score sheet
KIND_HEADINGS = {"residential": Line.of("Residential"), "commercial": Line.of("Commercial"),
                 "office": Line.of("Office"), "civic": Line.of("Civic")}


def kind_word(kind: str) -> Line | str:
    return KIND_WORDS.get(kind, kind)


def shape_word(shape: str) -> Line | str:
    return SHAPE_WORDS.get(shape, shape)


@attrs.frozen
class Strip:
    id: str
    spaces: tuple[str, ...]   # shapes top to bottom


@attrs.frozen
class TeamLook:
    colour: str
    symbol: str


@attrs.frozen
class PlayerCount:
    teams_each: int
    demolition: bool


@attrs.frozen
class Components:
    shapes: tuple[str, ...]
    rows: int
    strips: tuple[Strip, ...]
    special: Strip
    strips_for_players: dict
    sides: dict                      # "A"/"B" -> 7 tuples of shapes (empty = wild)
    tile_kinds: tuple[str, ...]      # bag order of kinds
    tile_counts: tuple[int, ...]
    buildings: tuple[str, ...]       # kinds that are buildings (not parks)
    teams: tuple[TeamLook, ...]
    rounds: int
    offer_size: int
    players: dict                    # player count -> PlayerCount

    def strip(self, strip_id: str) -> Strip:
        if strip_id == self.special.id:
            return self.special
        for s in self.strips:
            if s.id == strip_id:
                return s
        raise KeyError(strip_id)


def _strip(r: Reader, item, where: str, shapes, allow_blank: bool, rows: int) -> Strip:
    sid = r.field(item, "id", str, where)
    allowed = shapes + ((BLANK,) if allow_blank else ())
    spaces = tuple(r.one_of(s, allowed, w)
                   for w, s in r.items(r.field(item, "spaces", list, where), f"{where}.spaces"))
    if len(spaces) != rows:
        r.fail(f"{where}.spaces", f"has {len(spaces)} spaces, expected {rows}")
    return Strip(sid, spaces)


def load(data_dir: Path = DATA_DIR) -> Components:
    city = Reader(data_dir / "city.yaml")
    doc = city.doc
    shapes = tuple(city.check(s, str, w)
                   for w, s in city.items(city.field(doc, "shapes", list), "shapes"))
    rows = city.field(doc, "rows", int)
    strips = tuple(_strip(city, item, w, shapes, False, rows)
                   for w, item in city.items(city.field(doc, "strips", list), "strips"))
    special = _strip(city, city.field(doc, "special", dict), "special", shapes, True, rows)
    if special.spaces.count(BLANK) != 1:
        city.fail("special.spaces", "must hold exactly one blank space")
    ids = [s.id for s in strips] + [special.id]
    if len(set(ids)) != len(ids):
        city.fail("strips", "strip ids must be unique")
    per_players = city.field(doc, "strips_for_players", dict)
    for n, count in per_players.items():
        city.check(count, int, f"strips_for_players.{n}")
        if count > len(strips):
            city.fail(f"strips_for_players.{n}",
                      f"needs {count} strips but only {len(strips)} exist")

    plan = Reader(data_dir / "planning.yaml")
    sides = {}
    for side in ("A", "B"):
        spaces = plan.field(plan.field(plan.doc, "sides", dict), side, list, "sides")
        if len(spaces) != 7:
            plan.fail(f"sides.{side}", f"has {len(spaces)} spaces, expected 7")
        sides[side] = tuple(
            tuple(plan.one_of(s, shapes, f"{w}[{j}]")
                  for j, s in enumerate(plan.check(sp, list, w)))
            for w, sp in plan.items(spaces, f"sides.{side}"))
        for i, syms in enumerate(sides[side]):
            want = 0 if i == WILD_SPACE else (1 if i < 3 else 2)
            if len(syms) != want:
                plan.fail(f"sides.{side}[{i}]", f"planning space {i + 1} needs {want} symbols")

    pieces = Reader(data_dir / "pieces.yaml")
    kinds, counts, buildings = [], [], []
    for w, item in pieces.items(pieces.field(pieces.doc, "tiles", list), "tiles"):
        kinds.append(pieces.field(item, "kind", str, w))
        counts.append(pieces.field(item, "count", int, w))
        if pieces.field(item, "building", bool, w):
            buildings.append(kinds[-1])
    if "park" not in kinds:
        pieces.fail("tiles", "needs a park kind")
    teams = tuple(TeamLook(pieces.field(t, "colour", str, w), pieces.field(t, "symbol", str, w))
                  for w, t in pieces.items(pieces.field(pieces.doc, "teams", list), "teams"))
    players = {}
    for n, entry in pieces.field(pieces.doc, "players", dict).items():
        w = f"players.{n}"
        players[int(n)] = PlayerCount(pieces.field(entry, "teams_each", int, w),
                                      pieces.field(entry, "demolition", bool, w))
        if int(n) * players[int(n)].teams_each > len(teams):
            pieces.fail(w, "more teams than team colours")
    return Components(
        shapes=shapes, rows=rows, strips=strips, special=special,
        strips_for_players={int(k): v for k, v in per_players.items()}, sides=sides,
        tile_kinds=tuple(kinds), tile_counts=tuple(counts), buildings=tuple(buildings),
        teams=teams, rounds=pieces.field(pieces.doc, "rounds", int),
        offer_size=pieces.field(pieces.doc, "offer_size", int), players=players)


@lru_cache(maxsize=1)
def components() -> Components:
    """The component data in force (this release's, or an earlier one a save was played
    on: shared.engine.dataversion), loaded and validated on first use."""
    return load(dataversion.folder(__package__))
