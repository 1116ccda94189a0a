"""A quick look at autosave headers without parsing YAML, so the launcher can offer to
resume at start-up for the cost of reading a few lines. Loading still goes through
saves.load, which checks everything; a file that only looks right here fails there
with a clear message."""
from __future__ import annotations

from pathlib import Path

HEADER_FIELDS = ("format", "version", "game", "finished", "saved_at")


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
        if line.startswith("- seat:"):
            moves += 1
            continue
        key, sep, value = line.partition(": ")
        if sep and key in HEADER_FIELDS and key not in info:
            info[key] = value.strip().strip("'\"")
    if info.get("format") != "town-squares-save" or "state_hash:" not in text:
        return None
    info["finished"] = info.get("finished") == "true"
    info["moves"] = moves
    return info


def resumable(directory) -> list[tuple[Path, dict]]:
    """Unfinished autosaves, newest first, with their header fields."""
    directory = Path(directory)
    if not directory.is_dir():
        return []
    found = []
    for path in directory.glob("*.yaml"):
        info = peek(path)
        if info is not None and not info["finished"]:
            found.append((path.stat().st_mtime, path, info))
    found.sort(key=lambda t: t[0], reverse=True)
    return [(p, i) for _, p, i in found]
