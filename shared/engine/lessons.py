"""Learn to play: the lessons of a game, read from `<game>/lessons.yaml`, and walked
against the rules so that a lesson a rules change breaks fails a check instead of a person.

A game's lessons are sections (an id, a title, a sentence of what it teaches, the seats,
options and seed of a game the setup screen could make) of steps. A step has a coach's
text and asks for one of three things:
- nothing but reading (the coach's Next);
- `play`: the person's move, written as the rules describe it (the move chooser's label,
  in English: "tile from planning space 3 to city space C2"; when several legal moves
  share that description, as two alike cards do, "... #2" names the second of them in
  the decision's order), a list of such moves any of which will do, or `any` for any
  legal move; `others: true` also lets the person play
  another legal move (the coach says "That works too"), `also` says something of one's
  own then;
- `watch`: the other seats play (a number of moves, chosen by their own controllers, or
  their moves written out as `play` is), and the text says what they did.
`light` names moves whose places the table frames (a play step frames its own moves).
A move other than the step's own (where `others` or `any` lets one through) goes ahead
at the table only if the steps after it still walk from there (`fits_after`): the bots'
written-out moves and the learner's later ones must stay legal, or the lesson's words
would tell of a game that is no longer on the table.

The lessons file lies beside the game's package, not under data/: the data files are
hashed into every save's data version, and a lesson is no component.

Progress (which sections are finished, how far each one got) is the user file
tutorial.yaml, read and written as the records are: a file that cannot be used is set
aside and told once. Pure Python: no pygame, no bots (a walk is given the function that
picks a move for a seat that is not the person's)."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, NoReturn

import attrs

from .contract import ConfigError, Rules
from .data import DataError, Reader
from .match import Match
from .paths import user_data_dir

HUMAN = "human"
ANY = "any"
FILE = "lessons.yaml"


@attrs.frozen
class Step:
    text: str                      # the coach's words (English; looked up where shown)
    play: tuple[str, ...] = ()     # the person's move(s), as described; (ANY,) for any
    others: bool = False           # another legal move is fine too
    also: str = ""                 # what the coach says then (else its own words)
    watch: int = 0                 # how many moves the other seats play in this step
    watched: tuple[str, ...] = ()  # those moves written out (else their controllers pick)
    light: tuple[str, ...] = ()    # moves whose places are framed
    panel: tuple[float, ...] = ()  # where the coach stands for this step, if elsewhere

    @property
    def kind(self) -> str:
        return "play" if self.play else "watch" if self.watch else "read"

    @property
    def framed(self) -> tuple[str, ...]:
        """The moves whose places the table frames: the step's own, else `light`."""
        return self.light or tuple(t for t in self.play if t != ANY)


@attrs.frozen
class Section:
    id: str
    title: str
    teaches: str
    seats: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    seed: int
    steps: tuple[Step, ...]

    @property
    def person(self) -> int:
        return self.seats.index(HUMAN)


@attrs.frozen
class Lessons:
    game: str
    file: Path
    panel: tuple[float, ...]       # where the coach stands at the game's table
    sections: tuple[Section, ...]

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise ConfigError("{game} has no lesson {section} (lessons: {known})", game=self.game,
                          section=repr(section_id),
                          known=", ".join(s.id for s in self.sections))


class LessonError(ValueError):
    """A lesson that does not fit the rules: the message names the file, the section and
    the step (from 1, as a person counts them)."""


def lessons_file(game: str) -> Path:
    from .registry import ROOT, game_info
    return ROOT / game_info(game).package / FILE


def has_lessons(game: str) -> bool:
    return lessons_file(game).is_file()


_cache: dict[Path, tuple[float, Lessons]] = {}


def load(game: str) -> Lessons:
    """The game's lessons, checked field by field (DataError naming file and field)."""
    file = lessons_file(game)
    stamp = file.stat().st_mtime if file.exists() else 0.0
    cached = _cache.get(file)
    if cached is None or cached[0] != stamp:
        cached = (stamp, read(game, file))
        _cache[file] = cached
    return cached[1]


def _texts(r: Reader, value, where: str) -> tuple[str, ...]:
    """One move's description, or a list of them."""
    if isinstance(value, str):
        values = [value]
    else:
        values = [r.check(v, str, w) for w, v in r.items(value, where)]
    if not values or any(not v.strip() for v in values):
        r.fail(where, "should name a move")
    return tuple(values)


def _panel(r: Reader, value, where: str) -> tuple[float, ...]:
    items = [r.check(v, (int, float), w) for w, v in r.items(value, where)]
    if len(items) != 4 or items[2] < 200 or items[3] < 100 or items[0] < 0 or items[1] < 0 \
            or items[0] + items[2] > 1280 or items[1] + items[3] > 720:
        r.fail(where, "should be [x, y, width, height] inside the 1280x720 table, at least "
                      "200 wide and 100 high")
    return tuple(float(v) for v in items)


STEP_KEYS = {"text", "play", "others", "also", "watch", "light", "panel"}
SECTION_KEYS = {"id", "title", "teaches", "seats", "options", "seed", "steps"}


def _step(r: Reader, doc, where: str) -> Step:
    if not isinstance(doc, dict):
        r.fail(where, "should be a mapping")
    unknown = sorted(set(doc) - STEP_KEYS)
    if unknown:
        r.fail(f"{where}.{unknown[0]}", f"is not a step's field ({', '.join(sorted(STEP_KEYS))})")
    text = r.field(doc, "text", str, where)
    play = _texts(r, doc["play"], f"{where}.play") if "play" in doc else ()
    if ANY in play and len(play) > 1:
        r.fail(f"{where}.play", "is either `any` or moves, not both")
    watch, watched = 0, ()   # type: tuple[int, tuple[str, ...]]
    if "watch" in doc:
        if isinstance(doc["watch"], int):
            watch = r.check(doc["watch"], int, f"{where}.watch")
            if watch < 1:
                r.fail(f"{where}.watch", "should be at least 1")
        else:
            watched = _texts(r, doc["watch"], f"{where}.watch")
            watch = len(watched)
    if play and watch:
        r.fail(where, "has both play and watch: make them two steps")
    others = r.optional(doc, "others", bool, False, where)
    also = r.optional(doc, "also", str, "", where)
    if (others or also) and not play:
        r.fail(f"{where}.{'others' if others else 'also'}", "belongs to a step with play")
    light = _texts(r, doc["light"], f"{where}.light") if "light" in doc else ()
    panel = _panel(r, doc["panel"], f"{where}.panel") if "panel" in doc else ()
    return Step(text.strip(), play, others or bool(also), also.strip(), watch, watched,
                light, panel)


def read(game: str, file: Path) -> Lessons:
    r = Reader(file)
    doc = r.doc
    panel = _panel(r, r.field(doc, "panel", list), "panel")
    sections = []
    seen: set[str] = set()
    for where, item in r.items(r.field(doc, "sections", list), "sections"):
        if not isinstance(item, dict):
            r.fail(where, "should be a mapping")
        unknown = sorted(set(item) - SECTION_KEYS)
        if unknown:
            r.fail(f"{where}.{unknown[0]}",
                   f"is not a section's field ({', '.join(sorted(SECTION_KEYS))})")
        sid = r.field(item, "id", str, where)
        if sid in seen or not sid.replace("-", "").isalnum():
            r.fail(f"{where}.id", f"{sid!r} is taken or not a word (letters, digits, -)")
        seen.add(sid)
        seats = tuple(r.check(s, str, w) for w, s in r.items(r.field(item, "seats", list, where),
                                                               f"{where}.seats"))
        if seats.count(HUMAN) != 1:
            r.fail(f"{where}.seats", "should hold exactly one human seat (the learner)")
        options = r.optional(item, "options", dict, {}, where)
        steps = tuple(_step(r, s, w) for w, s in r.items(r.field(item, "steps", list, where),
                                                          f"{where}.steps"))
        if not steps:
            r.fail(f"{where}.steps", "should hold a step at least")
        sections.append(Section(sid, r.field(item, "title", str, where).strip(),
                                r.field(item, "teaches", str, where).strip(), seats,
                                tuple(sorted((str(k), v) for k, v in options.items())),
                                r.field(item, "seed", int, where), steps))
    if not sections:
        r.fail("sections", "should hold a section at least")
    return Lessons(game, file, panel, tuple(sections))


# --- moves written as the rules describe them --------------------------------------------
def _plain(text: str) -> str:
    return " ".join(str(text).split()).casefold().rstrip(".")


def _numbered(text: str) -> tuple[str, int | None]:
    """A written move and which of the moves it describes it names: "... #2" the second
    (from 1, in the decision's order), None when it names no number."""
    words, mark, number = str(text).rpartition("#")
    if mark and number.strip().isdigit() and int(number) >= 1 and words.strip():
        return _plain(words), int(number)
    return _plain(text), None


def described(rules: Rules, state, moves) -> dict[str, list]:
    """The moves by their description (plain: no case, single spaces, no full stop)."""
    found: dict[str, list] = {}
    for move in moves:
        found.setdefault(_plain(str(rules.describe(move, state))), []).append(move)
    return found


def resolve(rules: Rules, state, decision, text: str):
    """The legal move `text` describes, or None; a description several moves share gives
    the one its "#N" names, else the first of them (a walk calls that an error)."""
    if decision is None:
        return None
    plain, number = _numbered(text)
    moves = described(rules, state, decision.moves).get(plain, [])
    index = (number or 1) - 1
    return moves[index] if index < len(moves) else None


def alike(rules: Rules, state, decision, move) -> list:
    """The legal moves described as `move` is (itself among them)."""
    if decision is None:
        return [move]
    return described(rules, state, decision.moves).get(
        _plain(str(rules.describe(move, state))), [move])


# --- walking a section -------------------------------------------------------------------
@attrs.frozen
class Stop:
    """Where a step starts in the game (the log's length then) and the moves it plays."""
    log: int
    moves: tuple


Chooser = Callable[[Match, int], Any]   # (match, seat) -> that seat's move now


def start(rules: Rules, section: Section) -> Match:
    config = rules.make_config(section.seats, dict(section.options), section.seed)
    return Match(rules, config)


def walk(rules: Rules, lessons: Lessons, section: Section, choose: Chooser,
         upto: int | None = None) -> tuple[Match, list[Stop]]:
    """Play the section's expected moves to the start of step `upto` (0-based; None: to
    its end), with `choose` picking the moves a step leaves to a controller. Raises
    LessonError naming the file, section and step that no longer fits the rules."""
    try:
        match = start(rules, section)
    except ConfigError as exc:
        raise LessonError(f"{lessons.file.name}: section {section.id}: setup: {exc}") from None
    steps = section.steps if upto is None else section.steps[:upto]
    return match, _walk(rules, lessons, section, match, list(enumerate(steps, 1)), choose)


def fits_after(rules: Rules, lessons: Lessons, section: Section, match: Match, index: int,
               move, choose: Chooser) -> str | None:
    """Whether the section's steps after step `index` (0-based) still fit the game once
    the person plays `move` now, in place of what that step wrote (another move it lets
    through): None, else the problem a walk names. The match itself is not changed."""
    trial = match.at(len(match.log))
    trial.play(move)
    later = list(enumerate(section.steps, 1))[index + 1:]
    try:
        _walk(rules, lessons, section, trial, later, choose)
    except LessonError as exc:
        return str(exc)
    return None


def _walk(rules: Rules, lessons: Lessons, section: Section, match: Match,
          steps: list[tuple[int, Step]], choose: Chooser) -> list[Stop]:
    """Play the numbered steps on from where `match` stands (see `walk`)."""
    stops: list[Stop] = []
    person = section.person
    for number, step in steps:
        def fail(problem: str) -> NoReturn:
            raise LessonError(f"{lessons.file.name}: section {section.id}: step {number}: "
                              f"{problem}")
        at = len(match.log)
        played = []
        d = match.decision()
        for text in step.light:
            if d is None or resolve(rules, match.state, d, text) is None:
                fail(f"light: {text!r} is not a legal move here")
        if step.kind == "play":
            if d is None:
                fail("play: the game is over")
            if d.seat != person:
                fail(f"play: it is seat {d.seat + 1}'s move, not the learner's "
                     f"(a watch step is missing)")
            if step.play == (ANY,):
                move = choose(match, d.seat)
            else:
                moves = [_one(rules, match, d, text, fail) for text in step.play]
                move = moves[0]
            played.append(move)
            match.play(move)
        elif step.kind == "watch":
            for i in range(step.watch):
                d = match.decision()
                if d is None:
                    fail(f"watch: the game is over after {i} of {step.watch} moves")
                if d.seat == person:
                    fail(f"watch: it is the learner's move after {i} of {step.watch} moves")
                move = (_one(rules, match, d, step.watched[i], fail) if step.watched
                        else choose(match, d.seat))
                played.append(move)
                match.play(move)
        stops.append(Stop(at, tuple(played)))
    return stops


def _one(rules, match, decision, text: str, fail: Callable[[str], NoReturn]):
    """The one legal move `text` describes, else the step fails saying what is legal."""
    found = described(rules, match.state, decision.moves)
    plain, number = _numbered(text)
    moves = found.get(plain)
    if not moves:
        some = sorted(found)[:6]
        fail(f"{text!r} is not a legal move here (legal: {'; '.join(some)}"
             f"{'...' if len(found) > 6 else ''})")
    if number is None and len(moves) > 1:
        fail(f"{text!r} describes {len(moves)} legal moves: name one with #1 to "
             f"#{len(moves)} at its end")
    if number is not None and number > len(moves):
        fail(f"{text!r}: only {len(moves)} legal move(s) have that description")
    return moves[(number or 1) - 1]


def check(rules: Rules, lessons: Lessons, chooser: Callable[[Section], Chooser]) -> list[str]:
    """Every section walked to its end, each with the chooser `chooser` makes for it: the
    problems found (empty when all fit)."""
    problems = []
    for section in lessons.sections:
        try:
            walk(rules, lessons, section, chooser(section))
        except LessonError as exc:
            problems.append(str(exc))
    return problems


# --- progress: tutorial.yaml -------------------------------------------------------------
MAX_BYTES = 64 * 1024


class ProgressProblem(ValueError):
    pass


@attrs.define
class Progress:
    finished: dict = attrs.Factory(dict)   # game -> [section ids]
    reached: dict = attrs.Factory(dict)    # game -> {section id: step (0-based)}

    def done(self, game: str, section: str) -> bool:
        return section in self.finished.get(game, [])

    def step(self, game: str, section: str) -> int:
        return self.reached.get(game, {}).get(section, 0)


_progress: Progress | None = None
_problem: str | None = None


def progress_path() -> Path:
    return user_data_dir() / "tutorial.yaml"


def _word(value) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 40


def _read_progress(file) -> Progress:
    from .safeyaml import YamlProblem, parse, short
    from .userfile import text_of
    try:
        data = parse(text_of(file, MAX_BYTES, ProgressProblem, "the lessons' progress"))
    except YamlProblem as exc:
        raise ProgressProblem(str(exc)) from None
    progress = Progress()
    if data is None:
        return progress
    if not isinstance(data, dict) or not set(data) <= {"finished", "reached"}:
        raise ProgressProblem(f"expected finished and reached, got {short(data)}")
    for game, ids in (data.get("finished") or {}).items():
        if not _word(game) or not isinstance(ids, list) or not all(map(_word, ids)):
            raise ProgressProblem(f"finished.{short(game)}: expected lesson ids, got {short(ids)}")
        progress.finished[game] = list(ids)
    for game, steps in (data.get("reached") or {}).items():
        if not _word(game) or not isinstance(steps, dict):
            raise ProgressProblem(f"reached.{short(game)}: expected lesson steps, "
                                  f"got {short(steps)}")
        for sid, n in steps.items():
            if not _word(sid) or not isinstance(n, int) or isinstance(n, bool) or \
                    not 0 <= n <= 10_000:
                raise ProgressProblem(f"reached.{game}.{short(sid)}: expected a step, "
                                      f"got {short(n)}")
        progress.reached[game] = dict(steps)
    return progress


def load_progress() -> Progress:
    """The progress (read once); a file that cannot be used is set aside and told once."""
    global _progress, _problem
    if _progress is None:
        from .i18n import tr
        from .userfile import read_or_set_aside
        found, said = read_or_set_aside(progress_path(), _read_progress, (ProgressProblem,),
                                        tr("the lessons start afresh"))
        _problem = said or _problem
        _progress = found or Progress()
    return _progress


def forget_cache() -> None:
    """Read the progress afresh next time (another data folder: tests)."""
    global _progress, _problem
    _progress = _problem = None


def progress_problem() -> str | None:
    """What was wrong with the file, once."""
    global _problem
    said, _problem = _problem, None
    return said


def save_progress(game: str, section: str, step: int, finished: bool) -> bool:
    """Remember how far a section got (and that it was finished); False, with
    progress_problem() saying why, when the file cannot be written."""
    global _progress, _problem
    from .gamelock import writing
    from .i18n import tr
    from .safeyaml import dump
    from .saves import write_atomic
    from .userfile import why_unwritten
    with writing(progress_path()):
        _progress = None   # what another window wrote since
        progress = load_progress()
        if finished:
            done = progress.finished.setdefault(game, [])
            if section not in done:
                done.append(section)
        progress.reached.setdefault(game, {})[section] = 0 if finished else max(0, step)
        try:
            write_atomic(progress_path(), dump({"finished": progress.finished,
                                                "reached": progress.reached}))
        except OSError as exc:
            said = tr("Could not write {file} ({why}): how far the lessons got is not "
                      "remembered.", file=progress_path().name, why=why_unwritten(exc))
            _problem = f"{_problem} {said}" if _problem else said
            return False
    return True


def forget_progress() -> None:
    global _progress, _problem
    _progress = _problem = None


__all__ = ["DataError", "LessonError", "Lessons", "Progress", "Section", "Step", "alike",
           "check", "fits_after", "forget_cache", "has_lessons", "load", "load_progress", "resolve",
           "save_progress", "walk"]
