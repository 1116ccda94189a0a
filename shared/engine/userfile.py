"""Files in the user data folder that a person may have touched (settings, records): one
that cannot be used is moved aside (kept, never overwritten) with one sentence saying
which file and why, and the program goes on afresh instead of failing on it."""
from __future__ import annotations

import datetime as _dt


def read_or_set_aside(file, read, problems: tuple, afresh: str):
    """(read(file), None), or (None, None) when there is no file. When reading fails
    with OSError or one of `problems` (whose messages name the field), the file becomes
    NAME.unreadable-STAMP.yaml and the answer is (None, the sentence for the person);
    `afresh` says what happens instead, e.g. "the default settings are used"."""
    try:
        return (read(file) if file.exists() else None), None
    except (OSError, *problems) as exc:
        why = exc.strerror if isinstance(exc, OSError) else str(exc)
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        try:
            file.replace(file.with_name(f"{file.stem}.unreadable-{stamp}{file.suffix}"))
        except OSError:
            pass   # a read-only folder: the file stays where it is, unchanged
        return None, f"{file.name} could not be used ({why}); it was kept aside and {afresh}."


def text_of(file, limit: int, problem: type, what: str) -> str:
    """The file's text; `problem` (an exception class) when it is larger than `what`
    could be (`limit` bytes) or is not UTF-8 text."""
    raw = file.read_bytes()
    if len(raw) > limit:
        raise problem(f"is {len(raw)} bytes, far larger than {what} could be")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise problem("is not a text file (not UTF-8)") from None
