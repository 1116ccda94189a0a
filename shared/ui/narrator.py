"""The game log: one function turns each logged move into lines for every game (the
rules say what happened, as sentences with placeholders; the table fills in names).
Lines are derived from the match's log, so undo removes the undone lines and redo
brings them back."""
from __future__ import annotations

from typing import Callable

from shared.engine.i18n import generation, tr
from shared.engine.narration import Line, Seat, english_name


def say(value, name_of: Callable[[Seat], str] = english_name) -> str:
    """A Line, or a sentence the rules gave as plain text, in the player's language
    (players by `name_of`; a message about a file or a setting names none). A Line's
    values are told as they are (numbers, codes such as "E2", a name) except a Seat,
    named, and a nested Line, said first: every word inside a sentence is one (a colour,
    a move's description), so it is looked up too."""
    if not isinstance(value, Line):
        return tr(str(value))
    params = {k: name_of(v) if isinstance(v, Seat) else
              say(v, name_of) if isinstance(v, Line) else v for k, v in value.params}
    return tr(value.text, **params)


def upper_first(text: str) -> str:
    """A finished sentence or label with its first letter in upper case and the rest as
    the catalogue wrote it (`str.capitalize` would lower every other letter: a German
    noun, a name)."""
    return text[:1].upper() + text[1:]


def render(line: Line, name_of: Callable[[Seat], str]) -> str:
    """One log line: a sentence, capitalised, indented when it details the one above."""
    text = upper_first(say(line, name_of))
    return "   " + text if line.indent else text


def seen_lines(lines, viewer: int | None) -> list[Line]:
    """The lines of a move that `viewer` may read (Line.seen_by): a private line becomes its
    public version for everybody else, or goes."""
    return [shown for line in lines if (shown := line.seen_by(viewer)) is not None]


class Narrator:
    """The log as the seat `viewer()` may read it (None: everything, as after the game)."""

    def __init__(self, match, name_of: Callable[[Seat], str], reasons: dict | None = None,
                 viewer: Callable[[], int | None] = lambda: None):
        self.match = match
        self.name_of = name_of
        self.reasons = reasons if reasons is not None else {}   # log index -> a bot's why
        self.viewer = viewer
        self._for: int | None = None                       # the viewer the caches are for
        self._words = generation()                         # and the language
        self._cache: list[tuple[object, list[str]]] = []   # (entry, its lines) per log index
        self._all: tuple = (None, [])                      # (log key, every line)

    def entry_lines(self, index: int) -> list[str]:
        entry = self.match.log[index]
        if index < len(self._cache) and self._cache[index][0] is entry:
            return self._cache[index][1]
        del self._cache[index:]          # the log changed from here (undo, another move)
        rules = self.match.rules
        said = rules.narrate(self.match.before(index), entry.seat, entry.move, entry.events)
        lines = [render(line, self.name_of) for line in seen_lines(said, self._for)]
        why = self.reasons.get(index)   # a Line or plain text
        if why:
            lines.append(render(Line.of("({why})", indent=True, why=say(why, self.name_of)),
                                self.name_of))
        self._cache.append((entry, lines))
        return lines

    def rendered(self, said: list) -> list[str]:
        """Lines the rules gave (a move told so far) as the reader sees them."""
        self._reader()
        return [render(line, self.name_of) for line in seen_lines(said, self._for)]

    def lines_before(self, index: int) -> list[str]:
        """The lines of the moves before the log's `index`-th."""
        self._reader()
        out: list[str] = []
        for i in range(min(index, len(self.match.log))):
            out += self.entry_lines(i)
        return out

    def _reader(self) -> None:
        viewer = self.viewer()
        # another reader (private lines read otherwise) or another language
        if viewer != self._for or self._words != generation():
            self._for, self._cache, self._all = viewer, [], (None, [])
            self._words = generation()

    def lines(self) -> list[str]:
        """Every line so far; rebuilt only when the log (or a reason, or the reader)
        changed, not per frame."""
        self._reader()
        log = self.match.log
        key = (len(log), log[-1] if log else None, len(self.reasons))
        if self._all[0] != key:
            out: list[str] = []
            for index in range(len(log)):
                out += self.entry_lines(index)
            self._all = (key, out)
        return self._all[1]
