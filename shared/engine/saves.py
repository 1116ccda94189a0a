"""Save files: versioned, human-readable YAML holding the config and the move log.

A save is a recipe, not a snapshot: loading replays every move through the rules, so a
file can never smuggle in an impossible state, and the stored hash proves the replay
reached the same place. Files are written atomically (temp file, fsync, rename), so a
crash at any instant leaves the old file or the new one, never a broken one. A file we
cannot read is reported, never overwritten.
"""
from __future__ import annotations

import datetime as _dt
import os
from pathlib import Path

import yaml

from . import registry
from .codec import CodecError, decode_move, encode_move
from .contract import ConfigError, IllegalMove
from .match import Match

FORMAT = "town-squares-save"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024


class SaveError(Exception):
    """A save file that cannot be used; the message names the file and the problem."""

    def __init__(self, path, problem: str):
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"{self.path.name}: {problem}")


# --- writing -------------------------------------------------------------------------
def to_document(match: Match, meta: dict | None = None) -> dict:
    cfg = match.config
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": cfg.game,
        "seats": list(cfg.seats),
        "options": {k: v for k, v in cfg.options},
        "seed": cfg.seed,
        "meta": dict(meta or {}),
        "finished": match.finished,
        "saved_at": _dt.datetime.now().isoformat(timespec="seconds"),
        "moves": [{"seat": e.seat, "move": encode_move(e.move)} for e in match.log],
        "state_hash": match.hash(),
    }


def dump(match: Match, meta: dict | None = None) -> str:
    return yaml.safe_dump(to_document(match, meta), sort_keys=False, allow_unicode=True,
                          default_flow_style=None, width=100)


def write_atomic(path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable
        fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def save(match: Match, path, meta: dict | None = None) -> None:
    write_atomic(path, dump(match, meta))


# --- reading -------------------------------------------------------------------------
def read_document(path) -> dict:
    """Parse and check the file's shape; raise SaveError naming what is wrong."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(path, f"is {size} bytes, larger than any save could be")
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "is not a text file (not UTF-8)") from None
    if not text.strip():
        raise SaveError(path, "is empty")
    try:
        doc = yaml.safe_load(text)
    except yaml.constructor.ConstructorError as exc:
        tag = getattr(exc, "problem", "") or ""
        raise SaveError(path, f"contains a tag this program never writes ({tag.strip()}); "
                              "it was not made by Town Squares and was not loaded") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise SaveError(path, f"is not valid YAML{where} (truncated or damaged?)") from None
    if not isinstance(doc, dict):
        raise SaveError(path, "is not a Town Squares save (no fields at the top level)")
    if _shares_containers(doc):
        # an alias makes one list appear many times: walking it could take forever
        raise SaveError(path, "uses YAML aliases, which saves never contain")
    if doc.get("format") != FORMAT:
        raise SaveError(path, "is not a Town Squares save (field 'format' missing or wrong)")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(path, "field 'version' is missing or not a number")
    if version > VERSION:
        raise SaveError(path, f"was written by a newer Town Squares (save version {version}; "
                              f"this one reads up to {VERSION})")
    if version < 1:
        raise SaveError(path, f"has unknown save version {version}")
    expect = {"game": str, "seats": list, "options": dict, "seed": int, "moves": list,
              "state_hash": str}
    for field, kind in expect.items():
        if field not in doc:
            raise SaveError(path, f"field '{field}' is missing")
        value = doc[field]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise SaveError(path, f"field '{field}' should be a {kind.__name__}")
    if not all(isinstance(s, str) for s in doc["seats"]):
        raise SaveError(path, "field 'seats' should list controller names")
    if "meta" in doc and not isinstance(doc["meta"], dict):
        raise SaveError(path, "field 'meta' should be a mapping")
    return doc


def _shares_containers(doc) -> bool:
    """True if any list or mapping is reachable twice (the mark of a YAML alias)."""
    seen, stack = set(), [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, (list, dict)):
            if id(node) in seen:
                return True
            seen.add(id(node))
            stack.extend(node.values() if isinstance(node, dict) else node)
    return False


def load(path) -> tuple[Match, dict]:
    """Load and verify a save; return (match, meta). Raise SaveError on any problem."""
    path = Path(path)
    doc = read_document(path)
    try:
        rules = registry.get_rules(doc["game"])
        config = rules.make_config(doc["seats"], doc["options"], doc["seed"])
    except ConfigError as exc:
        raise SaveError(path, str(exc)) from None
    match = Match(rules, config)
    for number, item in enumerate(doc["moves"], start=1):
        if not isinstance(item, dict) or "move" not in item:
            raise SaveError(path, f"move {number} is not a mapping with a 'move' field")
        try:
            move = decode_move(rules.move_types, item["move"])
            decision = match.decision()
            if decision is not None and item.get("seat", decision.seat) != decision.seat:
                raise IllegalMove(f"it is seat {decision.seat + 1}'s turn, "
                                  f"not seat {item.get('seat')!r}'s")
            match.play(move)
        except (CodecError, IllegalMove) as exc:
            raise SaveError(path, f"move {number} cannot be replayed: {exc}") from None
    if match.hash() != doc["state_hash"]:
        raise SaveError(path, "replaying it does not reach its stored state (edited, or "
                              "made by another version)")
    return match, dict(doc.get("meta") or {})


# --- autosave ------------------------------------------------------------------------
class Autosaver:
    """Writes the match to its own file after every move and every undo."""

    def __init__(self, match: Match, path, meta: dict | None = None):
        self.path = Path(path)
        self.meta = dict(meta or {})
        match.listeners.append(self)
        self(match, None)

    def __call__(self, match: Match, entry) -> None:
        save(match, self.path, self.meta)


def new_autosave_path(directory, game: str) -> Path:
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return Path(directory) / f"{game}-{stamp}.yaml"
