"""The glossary of Squaring Circleville's equipment, achievement and year bonus tiles, for
the rules reference and for hovering a tile on the table.

The words come from the component data (`circleville/data/*.yaml`); a tile whose printed
value was lost and is reconstructed there (a `RECONSTRUCTED` comment in its entry) says
so. Every sentence goes through `tr`. Pure Python: never imports pygame.
"""
from __future__ import annotations

import functools
import re

from shared.engine import dataversion
from shared.engine.i18n import tr

from .components import components

KINDS = ("equipment", "achievement", "year_bonus")

_FILES = {"equipment": "equipment.yaml", "achievement": "achievements.yaml",
          "year_bonus": "year_bonus.yaml"}
_HEADS = {"equipment": "Equipment {number}", "achievement": "Achievement {number}",
          "year_bonus": "Year bonus tile {number}"}
_NOTES = {
    "equipment": "Reconstructed: the colour this tile names is not in the surviving texts.",
    "achievement": "Reconstructed: the quadrant this tile names is not in the surviving texts.",
    "year_bonus": "Reconstructed: how many tiles of this kind there are is not in the "
                  "surviving texts.",
}


@functools.cache
def reconstructed(kind: str) -> frozenset[int]:
    """Ids of the tiles of `kind` whose data entry carries a RECONSTRUCTED comment: an
    entry runs from its `- id:` (or `- kind:` with an `ids:` list) to the next entry."""
    marked: set[int] = set()
    entry: list[str] = []
    data = dataversion.folder(__package__)
    lines = (data / _FILES[kind]).read_text(encoding="utf-8").splitlines()
    for line in lines + ["  - end"]:
        if line.startswith("  - "):
            block = "\n".join(entry)
            if "RECONSTRUCTED" in block:
                single = re.search(r"^\s*- id: (\d+)", block, re.M)
                several = re.search(r"^\s*ids: \[([\d, ]+)\]", block, re.M)
                if single:
                    marked.add(int(single.group(1)))
                elif several:
                    marked |= {int(n) for n in several.group(1).split(",")}
            entry = []
        entry.append(line)
    return frozenset(marked)


def _tiles(kind: str) -> tuple:
    comp = components()
    return {"equipment": comp.equipment, "achievement": comp.achievements,
            "year_bonus": comp.year_bonus}[kind]


def _tile(kind: str, number: int):
    tiles = _tiles(kind)
    if not 1 <= number <= len(tiles):
        raise KeyError(f"{kind} {number}")
    return tiles[number - 1]


def tile_text(kind: str, number: int) -> str:
    """What the tile does, in the player's language: "Equipment 5: ..." and, for a
    reconstructed tile, the note that says so. `kind` is one of KINDS; KeyError for a
    tile that does not exist."""
    if kind not in KINDS:
        raise KeyError(kind)
    return _described(kind, [number], tr(_HEADS[kind], number=number))


def _described(kind: str, numbers: list[int], head: str) -> str:
    text = head + ": " + tr(_tile(kind, numbers[0]).text)
    if reconstructed(kind) & set(numbers):
        text += " " + tr(_NOTES[kind])
    return text


def sprite_name(kind: str, number: int) -> str:
    """The tile's picture in the circleville sprite group."""
    if kind == "year_bonus":
        return f"year_bonus_{_tile(kind, number).effect.kind}"
    return f"{kind}_{number}"


def entries(kind: str) -> list[tuple[str, str]]:
    """(sprite "group:name", text) of every tile of `kind`, for the rules reference; year
    bonus tiles of one kind are alike, so each kind is told once."""
    count = len(_tiles(kind))
    groups: dict[str, list[int]] = {}
    for number in range(1, count + 1):
        groups.setdefault(sprite_name(kind, number), []).append(number)
    out = []
    for name, numbers in groups.items():
        head = (tr("Year bonus tiles {numbers}", numbers=", ".join(map(str, numbers)))
                if len(numbers) > 1 else tr(_HEADS[kind], number=numbers[0]))
        out.append((f"circleville:{name}", _described(kind, numbers, head)))
    return out


def equipment_entries() -> list[tuple[str, str]]:
    return entries("equipment")


def achievement_entries() -> list[tuple[str, str]]:
    return entries("achievement")


def year_bonus_entries() -> list[tuple[str, str]]:
    return entries("year_bonus")
