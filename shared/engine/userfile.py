"""Files in the user data folder that a person may have touched (settings, records, saves):
one that cannot be used is moved aside (kept, never overwritten) with one sentence saying
which file and why, and the program goes on afresh instead of failing on it.

Only ordinary files are read, and never more of them than their limit: a link, a pipe, a
device or a folder in a file's place is refused before it is opened (and again on what
was opened, so one swapped in meanwhile can neither make us wait nor lead us elsewhere),
and a file too large for what it should hold is refused by its size, unread."""
from __future__ import annotations

import datetime as _dt
import errno
import os
import stat

from .i18n import tr

# never follow a link at the last step, never wait for a pipe's other end (where the
# system has the flags; on Windows the lstat before opening is the guard)
_SAFE = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20


class NotOrdinary(OSError):
    """A link, pipe, device or folder where one of our files should be."""

    def __init__(self, file):
        super().__init__(errno.EINVAL, tr("is not an ordinary file but a link, a pipe, a "
                                          "device or a folder"), str(file))


class TooLarge(Exception):
    """A file larger than its limit (`size` bytes, or more); none of it was read."""

    def __init__(self, size: int):
        super().__init__(size)
        self.size = size


def open_ordinary(file, flags: int) -> int:
    """A descriptor of `file` opened with `flags` if it is an ordinary file; NotOrdinary
    if it is not (a link is not followed), OSError as the disk gives it."""
    if not stat.S_ISREG(os.lstat(file).st_mode):
        raise NotOrdinary(file)
    try:
        fd = os.open(file, flags | _SAFE)
    except OSError as exc:
        if exc.errno == errno.ELOOP:   # made a link since the lstat: O_NOFOLLOW refused it
            raise NotOrdinary(file) from None
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise NotOrdinary(file)
    return fd


def ordinary_bytes(file, limit: int) -> bytes:
    """The bytes of the ordinary file `file`; TooLarge when it holds more than `limit`
    (from its size, before reading; a file growing meanwhile is cut at limit + 1 bytes)."""
    fd = open_ordinary(file, os.O_RDONLY)
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise TooLarge(size)
        chunks, left = [], limit + 1
        while left > 0 and (chunk := os.read(fd, min(left, _CHUNK))):
            chunks.append(chunk)
            left -= len(chunk)
        if left <= 0:   # it grew while we read
            raise TooLarge(max(os.fstat(fd).st_size, limit + 1))
    finally:
        os.close(fd)
    return b"".join(chunks)


def why_unwritten(exc: OSError) -> str:
    """Why a file could not be written or moved, said for a person."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return tr("the disk is full")
    if exc.errno in (errno.EACCES, errno.EPERM) and _is_the_file(exc.filename):
        return tr("the file is read-only")   # (a chmod 444 autosave: its folder is fine)
    if exc.errno in (errno.EACCES, errno.EROFS, errno.EPERM):
        return tr("the folder cannot be written to")
    if isinstance(exc, NotOrdinary) or exc.errno == errno.ELOOP:
        return tr("a link or another kind of file has taken its place")
    return exc.strerror or str(exc)


def _is_the_file(name) -> bool:
    """Whether an error names one of our files that exists (not a temp file being made
    beside it, nor the folder)."""
    return bool(name) and not str(name).endswith(".tmp") and os.path.isfile(name)


def _stamp() -> str:
    return _dt.datetime.now().strftime("%Y%m%d-%H%M%S")


def _move_to_new_name(file, aside) -> None:
    """Rename `file` to `aside` only if nothing has that name (FileExistsError if
    something has): a hard link cannot replace a file, so it is made first and the old
    name let go; a folder or a disk without hard links is checked, then renamed."""
    try:
        os.link(file, aside, follow_symlinks=False)
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):
        if os.path.lexists(aside):
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(aside)) from None
        os.rename(file, aside)
        return
    try:
        os.unlink(file)
    except OSError:
        os.unlink(aside)   # one name, as before: the file was not moved
        raise


def set_aside(file):
    """Move `file` to NAME.unreadable-STAMP.yaml (-2, -3... when that name is taken,
    e.g. a second file set aside in the same second) and return the new path; OSError
    when it cannot be moved (a read-only folder)."""
    stamp = _stamp()
    for n in range(1, 1000):
        aside = file.with_name(f"{file.stem}.unreadable-{stamp}{f'-{n}' if n > 1 else ''}"
                               f"{file.suffix}")
        try:
            _move_to_new_name(file, aside)
            return aside
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(file))


def read_or_set_aside(file, read, problems: tuple, afresh: str):
    """(read(file), None), or (None, None) when there is no file. When reading fails
    with OSError or one of `problems` (whose messages name the field), the file becomes
    NAME.unreadable-STAMP.yaml and the answer is (None, the sentence for the person);
    `afresh` says what happens instead, e.g. "the default settings are used"."""
    try:
        return (read(file) if os.path.lexists(file) else None), None
    except (OSError, *problems) as exc:
        why = (exc.strerror or str(exc)) if isinstance(exc, OSError) else str(exc)
        try:
            set_aside(file)
        except OSError as stuck:   # a read-only folder: the file stays, unchanged
            return None, tr("{file} could not be used ({why}); it could not be moved aside "
                            "({reason}) and is left as it is, and {afresh}.", file=file.name,
                            why=why, reason=why_unwritten(stuck), afresh=afresh)
        return None, tr("{file} could not be used ({why}); it was kept aside and {afresh}.",
                        file=file.name, why=why, afresh=afresh)


def text_of(file, limit: int, problem: type, what: str) -> str:
    """The file's text; `problem` (an exception class) when it is larger than `what`
    could be (`limit` bytes) or is not UTF-8 text; NotOrdinary (an OSError) when it is
    not an ordinary file."""
    try:
        raw = ordinary_bytes(file, limit)
    except TooLarge as exc:
        raise problem(f"is {exc.size} bytes, far larger than {what} could be") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise problem("is not a text file (not UTF-8)") from None
