"""Save files: versioned, human-readable YAML holding the config and the move log.

A save is a recipe, not a snapshot: loading replays every move through the rules, so a
file can never smuggle in an impossible state, and the stored hash proves the replay
reached the same place. Since version 2 each move is one line at the end of the file,
carrying the state hash after it, so an autosave grows by appending a line (cost
independent of the game's length) and a crash at any instant leaves every completed
move readable. Whole files are written atomically (a temp file of its own, fsync,
rename), and no write follows a link. Reading goes through one strict reader (an
ordinary file within its size before a byte is read, limits before parsing, the schema
in savecheck after); a file we cannot read is reported, never overwritten.
"""
from __future__ import annotations

import datetime as _dt
import os
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable

from . import dataversion, registry, safeyaml, savecheck, userfile
from .codec import encode_move
from .contract import ConfigError
from .i18n import tr
from .match import Match
from .narration import Explained, Line, sentence
from .saveindex import MAX_BYTES, MOVE_LINES

FORMAT = "town-squares-save"
VERSION = 2             # 1: one mapping with state_hash last; 2: a line per move, appendable
REPLAY_SECONDS = 30.0   # a save that takes longer to replay is reported, not waited for


class SaveError(Explained):
    """A save file that cannot be used; the message names the file and the problem. The
    problem is a sentence with named placeholders (or an inner error's Line), kept as a
    Line in `problem` so the Load screen can say it in the player's language."""

    def __init__(self, path, text: str | Line, /, **params):
        self.path = Path(path)
        self.problem = sentence(text, **params)
        # a file name may hold bytes no font can draw
        super().__init__("{file}: {problem}", file=savecheck.clean_text(self.path.name, 80),
                         problem=self.problem)


# --- writing -------------------------------------------------------------------------
def header(match: Match, meta: dict | None = None, autosave: bool = False) -> str:
    cfg = match.config
    head = {
        "format": FORMAT,
        "version": VERSION,
        "game": cfg.game,
        "seats": list(cfg.seats),
        "options": {k: v for k, v in cfg.options},
        "seed": cfg.seed,
        "meta": dict(meta or {}),
        "saved_at": _dt.datetime.now().isoformat(timespec="seconds"),
        "start_hash": Match(match.rules, cfg, match.data).hash(),   # before any move
        "data": match.data,                             # the component data played on
    }
    if autosave:
        head["autosave"] = True
    return safeyaml.dump(head, default_flow_style=None, width=100) + "moves:\n"


def move_line(entry, state_hash: str | None, match: Match | None = None) -> str:
    """One move as one line. The last line written also says, as a YAML comment (so every
    reader ignores it), the round the game is in after it: the Load screen lists a save
    from its header and this, without replaying it (saveindex.peek)."""
    item = {"seat": entry.seat, "move": encode_move(entry.move)}
    if state_hash is not None:
        item["hash"] = state_hash
    line = "- " + safeyaml.dump(item, default_flow_style=True, width=1 << 30)
    assert line.count("\n") == 1, "a move must stay on one line to be appendable"
    number = match.rules.round_of(match.state) if match is not None else 0
    return f"{line[:-1]}  # round {number}\n" if number else line


FINISHED = "finished: true\n"


def move_lines(match: Match) -> list[str]:
    """Every move's line; only the last carries its hash (the others are not needed) and
    the round the game is in."""
    last = len(match.log) - 1
    return [move_line(e, match.hash(), match) if i == last else move_line(e, None)
            for i, e in enumerate(match.log)]


def dump(match: Match, meta: dict | None = None, autosave: bool = False) -> str:
    """The whole save."""
    return (header(match, meta, autosave) + "".join(move_lines(match))
            + (FINISHED if match.finished else ""))


def write_atomic(path, text: str) -> None:
    """`path` holds `text`, whole, or keeps what it held. The temp file beside it has a
    name of its own, made exclusively (a link planted there is not followed, two writers
    never share one); the rename replaces a link at `path` itself, never its target."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with open(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        # a full disk (or text that cannot be written) must not keep a half temp file
        Path(tmp).unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable
        fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def save(match: Match, path, meta: dict | None = None) -> None:
    write_atomic(path, dump(match, meta))


# --- reading -------------------------------------------------------------------------
def _newer(version) -> bool:
    """Whether `version` reads as a number above ours (an int, a float or such text)."""
    if isinstance(version, bool) or not isinstance(version, (int, float, str)):
        return False
    try:
        return float(version) > VERSION   # (a 400-digit int: float() overflows)
    except (ValueError, OverflowError):
        return isinstance(version, int) and version > VERSION


def _text(path: Path) -> str:
    try:
        raw = userfile.ordinary_bytes(path, MAX_BYTES)
    except userfile.NotOrdinary:
        raise SaveError(path, "is not an ordinary file but a link, a pipe, a device or a "
                              "folder: only a save file itself can be opened") from None
    except userfile.TooLarge as exc:
        raise SaveError(path, "is {size} bytes, larger than any save could be",
                        size=exc.size) from None
    except OSError as exc:
        raise SaveError(path, "cannot be read ({reason})", reason=exc.strerror or exc) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "is not a text file (not UTF-8)") from None
    if not text.strip():
        raise SaveError(path, "is empty")
    return text


# a move takes about 11 values (seat, move fields, hash) and the header about 70: a file
# with more than this for the moves it holds is not a save, and is refused at that count
VALUES_PER_MOVE, HEADER_VALUES = 24, 200


def _parse(path: Path, text: str) -> dict:
    moves = sum(text.count("\n" + start) for start in MOVE_LINES)
    try:
        doc = safeyaml.parse(text, HEADER_VALUES + VALUES_PER_MOVE * moves)
    except safeyaml.YamlProblem as exc:
        raise SaveError(path, "{problem} (truncated, damaged or not made by Town Squares; it "
                              "was not loaded)", problem=exc.line) from None
    if not isinstance(doc, dict):
        raise SaveError(path, "is not a Town Squares save (no fields at the top level)")
    return doc


def read_document(path) -> dict:
    """Parse and check every field; return the save as checked data with its moves
    decoded (nothing replayed yet). Raise SaveError naming the file and field."""
    path = Path(path)
    text = _text(path)
    cut = text.rfind("\n") + 1
    if cut < len(text):   # the last line is unfinished
        try:
            doc = _parse(path, text[:cut])
        except SaveError:
            doc = None
        # an autosave is appended to: its unfinished last line is a write cut off by a
        # crash, and every line before it is a completed move
        if not (isinstance(doc, dict) and doc.get("autosave") is True):
            doc = _parse(path, text)
    else:
        doc = _parse(path, text)
    if doc.get("format") != FORMAT:
        raise SaveError(path, "is not a Town Squares save (field format missing or wrong)")
    version = doc.get("version")
    if _newer(version):   # "3.0" or 3.1 too: a later release's, whatever it looks like
        raise SaveError(path, "was written by a newer Town Squares (save version {version}; "
                              "this one reads up to {newest})",
                        version=safeyaml.short(version), newest=VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(path, "field version: expected a save version from 1 to {newest}, got "
                              "{value}", newest=VERSION, value=safeyaml.short(version))
    if version > VERSION:
        raise SaveError(path, "was written by a newer Town Squares (save version {version}; "
                              "this one reads up to {newest})", version=version, newest=VERSION)
    try:
        return savecheck.check(doc)
    except savecheck.SchemaError as exc:
        raise SaveError(path, exc.line) from None


def load(path, seconds: float | None = None) -> tuple[Match, dict]:
    """Load and verify a save; return (match, meta). Raise SaveError on any problem,
    including a replay that would take longer than `seconds`."""
    return replay(path, read_document(path), seconds)


def _parted(doc: dict, error: SaveError) -> SaveError:
    """The error for a replay that leaves its stored path: `error`, unless the save was
    played on component data this release does not ship, which is then the honest reason."""
    now = dataversion.current_version(doc["game"])
    if doc.get("data") is None or dataversion.playable(doc["game"], doc["data"]):
        return error
    return SaveError(error.path, "was played on other component data (data {then}; this "
                                 "version has {now}), where its moves led elsewhere: it "
                                 "cannot be replayed here, and the file is kept as it is",
                     then=doc["data"], now=now)


def _data_sets(game: str, stated: str | None) -> list[str]:
    """The data sets to replay a save on: the one it names, where that ships; else this
    release's, then each earlier one (a save from before saves named their data, or one
    naming data this release lacks, whose moves may still lead where they led)."""
    every = [dataversion.current_version(game), *reversed(dataversion.earlier_versions(game))]
    return [stated] if stated in every else every


def _player(doc: dict, seat: int) -> str | Line:
    """A seat as the save's table named it, else by its number."""
    names = doc["meta"].get("names")
    if isinstance(names, list) and 0 <= seat < len(names):
        return names[seat]
    return Line.of("player {number}", number=seat + 1)


def _move_words(match: Match, item: dict) -> str | Line:
    """A move as the table would describe it; as written in the file when even that fails
    (it came from a file, and may fit no position)."""
    try:
        return match.rules.describe(item["move"], match.state)
    except Exception:   # a move's own fields out of range for this state
        return safeyaml.short(item["raw"], 60)


class _TooLong(SaveError):
    """A replay past its time: told as it is, not tried again on other data."""


def replay(path, doc: dict, seconds: float | None = None) -> tuple[Match, dict]:
    """Replay a document read_document returned and verify its hash, as `load` does."""
    path = Path(path)
    rules = registry.get_rules(doc["game"])
    try:
        config = rules.make_config(doc["seats"], doc["options"], doc["seed"])
    except ConfigError as exc:   # a game's own rule on seats (checked kinds already)
        raise SaveError(path, "field seats: {problem}", problem=exc.line) from None
    budget = REPLAY_SECONDS if seconds is None else seconds
    limit = time.monotonic() + budget
    first: SaveError | None = None
    for data in _data_sets(doc["game"], doc.get("data")):
        try:
            return _replay_on(path, doc, Match(rules, config, data), budget, limit), doc["meta"]
        except _TooLong:
            raise
        except SaveError as exc:
            first = first or exc
    dataversion.use(doc["game"])   # nothing was loaded: new games play on this release's data
    assert first is not None
    raise _parted(doc, first)


def _replay_on(path: Path, doc: dict, match: Match, budget: float, limit: float) -> Match:
    """`match` with the save's moves played, checked against the stored hashes. A move
    that does not fit is named as people know it: its number, its player, its words."""
    if doc["version"] >= 2 and match.hash() != doc["start_hash"]:
        raise SaveError(path, "its first position is not the one its seed, seats and options "
                              "give in this version (edited, or made by another version)")
    for number, item in enumerate(doc["moves"], 1):
        decision = match.decision()
        if decision is None:
            raise SaveError(path, "move {number} comes after the end of the game (edited, or "
                                  "made by another version)", number=number)
        if item["seat"] != decision.seat:
            raise SaveError(path, "move {number} is {seat}'s, but it is {turn}'s turn there "
                                  "(edited, or made by another version)", number=number,
                            seat=_player(doc, item["seat"]), turn=_player(doc, decision.seat))
        if item["move"] not in decision.moves:   # the rules only ever see legal moves
            raise SaveError(path, "move {number}, \"{move}\", cannot be played there (edited, or "
                                  "made by another version)", number=number,
                            move=_move_words(match, item))
        match.play(item["move"])
        if time.monotonic() > limit:
            raise _TooLong(path, "would take too long to replay (more than {seconds} s at move "
                                 "{move} of {moves})", seconds=f"{budget:g}", move=number,
                           moves=len(doc["moves"]))
    if match.hash() != doc["state_hash"]:
        raise SaveError(path, "replaying it does not reach its stored state (edited, or made "
                              "by another version)")
    return match


# --- autosave ------------------------------------------------------------------------
class Autosaver:
    """Keeps the match's own file up to date after every move and every undo.

    The first write (and any after trouble) writes the whole file atomically; after
    that a move appends one line and an undo cuts the file back, so a move costs the
    same early and late in a game. Appended lines are on disk for a crash of the program
    as soon as os.write returns; the fsync that makes them safe from a power cut runs on
    a background thread, off the frame. A failed write (full disk, read-only folder)
    is kept in `problem` and told once to whoever asked with `on_problem`; play goes on,
    the file keeps everything written before, and the next move tries a whole write.
    """

    def __init__(self, match: Match, path, meta: dict | None = None,
                 from_first_move: bool = False):
        """`from_first_move`: write nothing until the game changes (a save opened to play
        on adds no file of its own while nobody moves)."""
        self.path = Path(path)
        self.meta = dict(meta or {})
        self.problem: str | None = None     # set once by the first failure
        self.unsaved: OSError | None = None  # why the file lacks the last change, if it does
        self._report: Callable[[str], None] | None = None
        self.ends: list[int] | None = None  # file size after the header and each move
        self.finished = False
        self.waiting = from_first_move      # nothing written yet: the game has not moved
        match.listeners.append(self)
        if not from_first_move:
            self(match, None)

    def __call__(self, match: Match, entry) -> None:
        try:
            if self.ends is not None and len(match.log) < len(self.ends) - 1:
                self._cut(self.ends, len(match.log))
            if self.ends is not None and entry is not None and len(match.log) == len(self.ends):
                self._append(self.ends, match, entry)
            elif self.ends is None or len(match.log) != len(self.ends) - 1:
                self._write_whole(match)
            self.unsaved = None
        except OSError as exc:
            self.ends = None   # the tail on disk is unknown: next time write it whole
            self.unsaved = exc
            self._fail(exc)

    def rewrite(self, match: Match, meta: dict) -> None:
        """New meta (a hint taken): the header changes, so the whole file is written."""
        self.meta = dict(meta)
        if self.waiting:   # kept for the first write, which the first move makes
            return
        self.ends = None
        self(match, None)

    def _write_whole(self, match: Match) -> None:
        self.waiting = False
        text = header(match, self.meta, autosave=True)
        ends = [len(text.encode("utf-8"))]
        lines = move_lines(match)
        for line in lines:
            ends.append(ends[-1] + len(line.encode("utf-8")))
        self.finished = match.finished
        write_atomic(self.path, text + "".join(lines) + (FINISHED if self.finished else ""))
        self.ends = ends

    def _append(self, ends: list[int], match: Match, entry) -> None:
        line = move_line(entry, match.hash(), match).encode("utf-8")
        self.finished = match.finished
        data = line + (FINISHED.encode() if self.finished else b"")
        # the file itself, not a link's target: one put in its place is refused
        fd = userfile.open_ordinary(self.path, os.O_WRONLY | os.O_APPEND)
        try:
            while data:
                data = data[os.write(fd, data):]
        finally:
            os.close(fd)
        ends.append(ends[-1] + len(line))
        _flusher.request(self)

    def _cut(self, ends: list[int], moves: int) -> None:
        fd = userfile.open_ordinary(self.path, os.O_WRONLY)   # os.truncate follows links
        try:
            os.ftruncate(fd, ends[moves])
        finally:
            os.close(fd)
        del ends[moves + 1:]
        self.finished = False
        _flusher.request(self)

    def _fail(self, exc: OSError) -> None:
        if self.problem is None:
            why = userfile.why_unwritten(exc)
            # said now, in the player's language: the table only shows it
            self.problem = tr("Autosave to {file} failed: {why}. Play goes on; moves from now "
                              "on may not be saved.", file=self.path.name, why=why)
            if self._report is not None:
                self._report(self.problem)

    def on_problem(self, report) -> None:
        """Call `report(message)` once if saving fails (now, if it already has)."""
        self._report = report
        if self.problem is not None:
            report(self.problem)

    def listened(self) -> bool:
        """Whether someone hears this game's problems (a table: `tell` reaches a person)."""
        return self._report is not None

    def tell(self, message: str) -> None:
        """Pass on another problem of this game's files (its records were not written)."""
        if self._report is not None:
            self._report(message)


class _Flusher:
    """One background thread that fsyncs appended autosaves (about 4 ms each on a real
    disk, a quarter of a frame) so the window never waits for the disk."""

    def __init__(self):
        self.pending: dict[Path, Autosaver] = {}
        self.lock = threading.Lock()
        self.wake = threading.Event()
        self.thread: threading.Thread | None = None

    def request(self, saver: Autosaver) -> None:
        with self.lock:
            self.pending[saver.path] = saver
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, name="autosave-fsync",
                                               daemon=True)
                self.thread.start()
        self.wake.set()

    def _run(self) -> None:
        while True:
            self.wake.wait()
            self.wake.clear()
            with self.lock:
                work, self.pending = self.pending, {}
            for path, saver in work.items():
                try:
                    fd = userfile.open_ordinary(path, os.O_RDONLY)
                    try:
                        os.fsync(fd)
                    finally:
                        os.close(fd)
                except OSError as exc:
                    saver._fail(exc)


_flusher = _Flusher()


def new_autosave_path(directory, game: str) -> Path:
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return Path(directory) / f"{game}-{stamp}.yaml"
