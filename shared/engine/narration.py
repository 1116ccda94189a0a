"""Log lines as data: a sentence with named placeholders and the values that fill them,
so the one translation function can look the sentence up whole, and a player's name
(which only the table knows) can stand where the rules say "this seat"."""
from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Seat:
    """Stands for a player's name (or one of their teams) inside a line. `label` is how
    headless English output names the seat ("seat 2" when empty); a table always says
    the player's name."""
    index: int
    team: int | None = None
    label: str = ""


@attrs.frozen
class Line:
    """A sentence for people. Its values: numbers and codes ("E2") as they are, players
    as Seats, and every word a person reads (a colour, a structure, a move's description)
    as a Line of its own, so the catalogue translates it too: never an English word as a
    plain string. Where English puts an article or an ending with the word ("an orange
    action"), the whole phrase is the nested Line, so a language picks its own."""
    text: str                                # e.g. "{player} builds {structure} on {space}"
    params: tuple[tuple[str, Any], ...] = ()
    indent: bool = False                     # a detail of the line above
    # a line that tells what only one seat may know (a card drawn, a hidden score): while
    # the game runs, only `owner` reads it, and every other seat reads `public` (or nothing)
    owner: int | None = None
    public: "Line | None" = None

    @classmethod
    def of(cls, text: str, indent: bool = False, **params) -> "Line":
        return cls(text, tuple(sorted(params.items())), indent)

    def private(self, owner: int, public: "Line | None" = None) -> "Line":
        """This line for `owner`'s eyes only while the game runs; the others read `public`."""
        return attrs.evolve(self, owner=owner, public=public)

    def seen_by(self, viewer: int | None) -> "Line | None":
        """What `viewer` reads of this line (None for a viewer who may see everything: a
        finished game, a table without secrets between people)."""
        if self.owner is None or viewer is None or viewer == self.owner:
            return self
        return self.public

    def __str__(self) -> str:
        """In English, players as seat numbers (headless output, messages)."""
        if not self.params:   # as tr: a sentence without placeholders is used as it is
            return self.text
        return self.text.format(**{k: english_name(v) if isinstance(v, Seat) else str(v)
                                   for k, v in self.params})


def english_name(seat: Seat) -> str:
    """A seat in headless English: its label, or "seat 2"."""
    return seat.label or f"seat {seat.index + 1}"


class Explained(Exception):
    """An error told to a person (a refused move, a save or a setting that cannot be
    used): a whole sentence with named placeholders and the values that fill them, kept
    apart so the one translation function can look the sentence up where it is shown
    (`line`); the message itself is the English."""

    def __init__(self, text: str, /, **params):
        self.template, self.params = text, params
        super().__init__(str(self.line))

    @property
    def line(self) -> Line:
        return Line.of(self.template, **self.params)


def sentence(text, /, **params) -> Line:
    """A problem given as a sentence with its values, or already as a Line (an inner
    error's), as one Line to nest in a larger sentence."""
    return text if isinstance(text, Line) else Line.of(text, **params)


def listing(items, last: str = "{first} and {rest}", between: str = "{first}, {rest}") -> Any:
    """Several values for one placeholder ("A, B and C") as nested Lines a catalogue can
    word: `last` joins the final two, `between` the others."""
    items = list(items)
    if len(items) == 1:
        return items[0]
    rest = listing(items[1:], last, between)
    return Line.of(last if len(items) == 2 else between, first=items[0], rest=rest)
