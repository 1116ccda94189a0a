"""A quick look at autosave headers without parsing YAML, so the launcher can offer to
resume at start-up for the cost of reading one file. Loading still goes through
saves.load, which checks everything; a file that only looks right here fails there
with a clear message."""
from __future__ import annotations

import re
from pathlib import Path

from .userfile import TooLarge, ordinary_bytes

MAX_BYTES = 2 * 1024 * 1024   # the longest games we know (about 5,000 moves) take 0.3 MB
HEADER_FIELDS = ("format", "version", "game", "finished", "saved_at")
MOVE_LINES = ("- {seat:", "- seat:")   # version 2 writes a move per line, version 1 a block
ROUND = re.compile(r"\s#\s*round\s+(\d{1,6})\s*$")   # saves.move_line's comment

UNREADABLE: set[Path] = set()   # saves that failed to load in this run (left untouched)


def peek(path: Path) -> dict | None:
    """The header fields of a save we wrote, and its move count; None if it does not
    look like one of ours."""
    try:   # a pipe, a link or a huge file is not one of ours: it is not opened or read
        text = ordinary_bytes(path, MAX_BYTES).decode("utf-8", errors="replace")
    except (OSError, TooLarge):
        return None
    info: dict = {}
    moves, last = 0, ""
    for line in text.splitlines():
        if line.startswith(MOVE_LINES):
            moves, last = moves + 1, line
            continue
        key, sep, value = line.partition(": ")
        if sep and key in HEADER_FIELDS and key not in info:
            info[key] = value.strip().strip("'\"")
    if info.get("format") != "town-squares-save" or not ("\nstart_hash:" in text or
                                                        "\nstate_hash:" in text):
        return None
    info["finished"] = info.get("finished") == "true"
    info["moves"] = moves
    said = ROUND.search(last)   # saves before 2026-11-27 do not say it
    info["round"] = int(said.group(1)) if said else None
    head = text.find("\nmoves:")
    info["head"] = text[:head + 1] if head >= 0 else text   # the fields above the moves
    return info


def last_unfinished(directory) -> tuple[Path, dict] | None:
    """The autosave of the game played last (the newest that has not failed to load in
    this run), with its header fields, if that game is unfinished; None otherwise. Older
    autosaves are games the player left (often a branch abandoned by loading an older
    save): they stay in the Load screen but are not offered."""
    directory = Path(directory)
    if not directory.is_dir():
        return None
    dated = []
    for path in directory.glob("*.yaml"):
        try:
            dated.append((path.stat().st_mtime_ns, path))
        except OSError:   # removed while we looked
            continue
    for stamp, path in sorted(dated, reverse=True):
        info = peek(path)
        if info is None or path in UNREADABLE:
            continue   # not one of ours, or reported broken: it cannot be resumed
        import datetime as _dt   # here, not at start-up: only an offer needs it
        # an autosave's header keeps the time it was begun; the file's is its last move
        info["saved_at"] = _dt.datetime.fromtimestamp(stamp / 1e9).isoformat(timespec="seconds")
        return None if info["finished"] else (path, info)
    return None


# --- naming, renaming and deleting saves (the Load screen and the game menu) -----------
NAME_MAX = 60
# characters no common file system takes in a name (Windows refuses the most)
_FORBIDDEN = set('<>:"/\\|?*')
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
             *(f"lpt{i}" for i in range(1, 10))}   # device names on Windows, any extension


class NameProblem(ValueError):
    """A name that cannot be a save's (empty, or already taken); its text is a sentence
    for tr with a {name} placeholder."""

    def __init__(self, sentence: str, name: str = ""):
        super().__init__(sentence)
        self.sentence, self.name = sentence, name


def file_stem(name: str) -> str:
    """A save name made safe as a file name on every desktop system: no path separators
    or characters Windows refuses, no control characters, no leading dot (hidden) or
    trailing dot or space (dropped by Windows), not a device name; at most NAME_MAX
    characters. "" when nothing usable is left."""
    kept = "".join("-" if c in _FORBIDDEN else c for c in name if c.isprintable())
    stem = " ".join(kept.split())[:NAME_MAX].strip(" .")
    if stem.lower().partition(".")[0] in _RESERVED:
        stem = f"{stem} save"
    return stem


def named_path(folder, name: str) -> Path:
    """Where a save called `name` lives in `folder`; NameProblem if nothing of the name
    is usable."""
    stem = file_stem(name)
    if not stem:
        raise NameProblem("Give the save a name (letters or digits).")
    return Path(folder) / f"{stem}.yaml"


def rename(path, name: str) -> Path:
    """Rename the save at `path` to `name` in its own folder and return the new path. The
    file's bytes and modification time stay as they were (it keeps loading, and keeps its
    place in the list). NameProblem for an unusable or taken name; OSError from the disk."""
    path = Path(path)
    target = named_path(path.parent, name)
    if target == path:
        return path
    # the same file under another case (a case-insensitive disk) is a rename, not a clash
    if target.exists() and not (target.name.lower() == path.name.lower()
                                and target.samefile(path)):
        raise NameProblem("A save called {name} already exists.", target.stem)
    path.rename(target)
    UNREADABLE.discard(path)
    return target


def delete(path) -> None:
    """Remove the one save file at `path` (nothing else in its folder); OSError from the
    disk."""
    Path(path).unlink()
    UNREADABLE.discard(Path(path))


def is_autosave_name(path: Path, game: str) -> bool:
    """Whether the file still has the name an autosave is given (the game and a time)."""
    head, _, stamp = path.stem.partition("-")
    return head == game and stamp.replace("-", "").isdigit()
