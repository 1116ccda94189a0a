"""A game's rules reference: sections of our own summary of its rulebook, kept as data in
the game's package (`GameInfo.reference`, e.g. `<game>/data/reference.yaml`), validated at
load with errors naming the file and the field.

The file holds
- `sections`: each with an `id`, a `title`, `text` (a list of short paragraphs),
  optional `figures` (a sprite "group:name", or a list of them, with a caption; a name
  holding "{}" is drawn once per seat colour of the game's `looks`) and optional
  `entries`: "module:function" of the game's package returning more paragraphs from its
  component data, each as (sprite "group:name", text already in the player's language),
  e.g. a glossary;
- `decisions`: decision kind -> the section that explains it (a table opens there);
- `refusals` (optional): a piece of an IllegalMove sentence -> the section it cites; a
  refusal matching none cites the section of the decision it refused.

Every sentence is English and goes through `tr` when shown. Pure Python: no pygame.
"""
from __future__ import annotations

import functools
import importlib
import re
from dataclasses import dataclass
from pathlib import Path

from .data import DataError, Reader
from .i18n import tr
from .registry import ROOT, game_info

SPRITES = ROOT / "assets" / "sprites"
_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def stem(word: str) -> str:
    """The start a word shares with its other forms: a long word without its last three
    letters (at least four kept), so a search for one form finds the others in any
    language ("demolish", "demolition"; "bauen", "Bauleiter")."""
    return word if len(word) < 5 else word[:max(4, len(word) - 3)]


@dataclass(frozen=True)
class Figure:
    sprites: tuple[str, ...]   # "group:name"; "{}" in a name stands for each seat colour
    caption: str


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    text: tuple[str, ...]
    figures: tuple[Figure, ...] = ()
    entries: str = ""   # "module:function" giving (sprite, text) paragraphs from data

    def paragraphs(self) -> list[tuple[str, str]]:
        """(icon sprite or "", text) of each paragraph, in the player's language."""
        shown = [("", tr(text)) for text in self.text]
        if self.entries:
            shown += list(_function(self.entries)())
        return shown

    def matches(self, words: list[str]) -> bool:
        """Whether every one of `words` (lower case) is in the title or the text, as it is
        or as another form of the same word ("demolish" finds "demolition")."""
        haystack = " ".join([tr(self.title)] + [text for _, text in self.paragraphs()]).lower()
        return all(word in haystack or re.search(r"\b" + re.escape(stem(word)), haystack)
                   for word in words)


@dataclass(frozen=True)
class Refusal:
    says: str        # a piece of the refusal's English sentence (its template)
    section: str


@dataclass(frozen=True)
class Reference:
    file: Path
    sections: tuple[Section, ...]
    decisions: dict[str, str]
    refusals: tuple[Refusal, ...] = ()

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)

    def for_decision(self, kind: str | None) -> str | None:
        """The section about a decision kind (None for no decision or an unknown kind)."""
        return self.decisions.get(kind) if kind else None

    def for_refusal(self, template: str, kind: str | None) -> str | None:
        """The section a refused move's sentence cites: the first refusal entry whose
        words it holds, else the section of the decision it was refused in."""
        for refusal in self.refusals:
            if refusal.says in template:
                return refusal.section
        return self.for_decision(kind)


def sprite_names(figure: Figure, looks=()) -> list[tuple[str, str]]:
    """(group, name) of each picture a figure draws: one per seat colour for "{}"."""
    out = []
    for sprite in figure.sprites:
        group, _, name = sprite.partition(":")
        if "{}" in name:
            out += [(group, name.format(look.name)) for look in looks]
        else:
            out.append((group, name))
    return out


def load(file: Path | str, looks=()) -> Reference:
    """Read and check one reference file; DataError names the file and the field."""
    r = Reader(file)
    doc = r.doc
    r.check(doc, dict, "(top)")
    sections, seen = [], set()
    for where, item in r.items(r.field(doc, "sections", list), "sections"):
        sid = r.field(item, "id", str, where)
        if not _ID.match(sid):
            r.fail(f"{where}.id", f"{sid!r} should be lower-case letters, digits and dashes")
        if sid in seen:
            r.fail(f"{where}.id", f"{sid!r} is used by an earlier section")
        seen.add(sid)
        title = _words(r, r.field(item, "title", str, where), f"{where}.title")
        paragraphs = tuple(_words(r, text, at)
                           for at, text in r.items(r.field(item, "text", list, where),
                                                   f"{where}.text"))
        if not paragraphs:
            r.fail(f"{where}.text", "should hold at least one paragraph")
        figures = []
        for at, fig in r.items(r.optional(item, "figures", list, [], where), f"{where}.figures"):
            sprites = r.field(fig, "sprite", (str, list), at)
            sprites = (sprites,) if isinstance(sprites, str) else tuple(sprites)
            for sprite in sprites:
                r.check(sprite, str, f"{at}.sprite")
                group, colon, name = sprite.partition(":")
                if not colon or not group or not name:
                    r.fail(f"{at}.sprite", f"{sprite!r} should be group:name")
                if "{}" in name and not looks:
                    r.fail(f"{at}.sprite", "uses {} but the game has no seat colours")
            figure = Figure(sprites, _words(r, r.field(fig, "caption", str, at),
                                            f"{at}.caption"))
            for g, n in sprite_names(figure, looks):
                if not (SPRITES / g / f"{n}.png").is_file():
                    r.fail(f"{at}.sprite", f"there is no sprite {g}:{n}")
            figures.append(figure)
        entries = r.optional(item, "entries", str, "", where)
        if entries:
            try:
                _function(entries)
            except (ImportError, AttributeError, ValueError):
                r.fail(f"{where}.entries", f"{entries!r} is not a module:function")
        sections.append(Section(sid, title, paragraphs, tuple(figures), entries))
    decisions = r.field(doc, "decisions", dict)
    for kind, sid in decisions.items():
        r.check(sid, str, f"decisions.{kind}")
        r.one_of(sid, seen, f"decisions.{kind}")
    refusals = []
    for where, item in r.items(r.optional(doc, "refusals", list, []), "refusals"):
        says = _words(r, r.field(item, "says", str, where), f"{where}.says")
        sid = r.one_of(r.field(item, "section", str, where), seen, f"{where}.section")
        refusals.append(Refusal(says, sid))
    return Reference(Path(file), tuple(sections), dict(decisions), tuple(refusals))


def _function(path: str):
    module, colon, name = path.partition(":")
    if not colon or not module or not name:
        raise ValueError(path)
    function = getattr(importlib.import_module(module), name)
    if not callable(function):
        raise ValueError(path)
    return function


def _words(r: Reader, text: str, where: str) -> str:
    """One line of text: a paragraph's own line breaks are YAML folding, not layout."""
    text = " ".join(text.split())
    if not text:
        r.fail(where, "is empty")
    return text


@functools.cache
def reference(game: str) -> Reference | None:
    """The shipped reference of a game, loaded once; None for a game without one."""
    info = game_info(game)
    if not info.reference:
        return None
    return load(ROOT / info.reference, info.looks)


__all__ = ["DataError", "Figure", "Reference", "Refusal", "Section", "load", "reference",
           "sprite_names"]
