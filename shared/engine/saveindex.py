"""A quick look at autosave headers without parsing YAML, so the launcher can offer to
resume at start-up for the cost of reading one file. Loading still goes through
saves.load, which checks everything; a file that only looks right here fails there
with a clear message."""
from __future__ import annotations

from pathlib import Path

HEADER_FIELDS = ("format", "version", "game", "finished", "saved_at")
MOVE_LINES = ("- {seat:", "- seat:")   # version 2 writes a move per line, version 1 a block

UNREADABLE: set[Path] = set()   # saves that failed to load in this run (left untouched)


def peek(path: Path) -> dict | None:
    """The header fields of a save we wrote, and its move count; None if it does not
    look like one of ours."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    info: dict = {}
    moves = 0
    for line in text.splitlines():
        if line.startswith(MOVE_LINES):
            moves += 1
            continue
        key, sep, value = line.partition(": ")
        if sep and key in HEADER_FIELDS and key not in info:
            info[key] = value.strip().strip("'\"")
    if info.get("format") != "town-squares-save" or not ("\nstart_hash:" in text or
                                                        "\nstate_hash:" in text):
        return None
    info["finished"] = info.get("finished") == "true"
    info["moves"] = moves
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
