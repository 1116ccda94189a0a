"""One writer per file. While a table has a game open, it holds an advisory lock on a
small file beside the game's autosave (`.NAME.lock`, hidden from the save lists); another
window that opens the same game finds it taken and plays a copy saved apart instead of
writing into the same file. Files that every window writes (settings, records) are read
again and written under the same kind of lock (`writing`), so no window's change is lost
to another's. The system drops a lock with its process, so a crash or a kill never leaves
a file locked."""
from __future__ import annotations

import contextlib
import errno
import os
import time
from pathlib import Path

# what a lock held by another process answers; any other error (a network disk without
# locks) locks nothing rather than making every window wait or play a copy
HELD = {errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK}   # EDEADLK: Windows
WAIT_S = 2.0   # how long a write waits for another window's: never longer (no hang)

try:
    import fcntl
except ImportError:   # Windows
    fcntl = None   # type: ignore[assignment]   # no fcntl there: every use tests for None
    import msvcrt


def lock_path(save: Path) -> Path:
    save = Path(save)
    return save.with_name(f".{save.stem}.lock")


class GameLock:
    """A held lock; `release()` (or the process ending) lets it go."""

    def __init__(self, fd: int | None, path: Path):   # None: a lock that locks nothing
        self.fd, self.path = fd, path

    def release(self) -> None:
        if self.fd is None:
            return
        try:
            if fcntl is not None:
                fcntl.flock(self.fd, fcntl.LOCK_UN)
            else:   # Windows: never reached where mypy checks (platform = "linux")
                os.lseek(self.fd, 0, os.SEEK_SET)  # type: ignore[unreachable]
                msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass   # closing lets it go all the same
        os.close(self.fd)
        self.fd = None


def hold(save: Path) -> GameLock | None:
    """The lock of the game saved at `save`, or None when another window holds it. A lock
    file that cannot be made (a read-only folder, a link in its place) locks nothing:
    the game opens, and writing its autosave reports the folder's trouble."""
    path = lock_path(save)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o600)
    except OSError:
        return GameLock(None, path)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:   # Windows: never reached where mypy checks (platform = "linux")
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[unreachable]
    except OSError as exc:
        os.close(fd)
        if exc.errno in HELD:
            return None
        return GameLock(None, path)   # a file system without locks: nothing to wait for
    return GameLock(fd, path)


def taken(save: Path) -> bool:
    """Whether another window has the game saved at `save` open now."""
    lock = hold(save)
    if lock is None:
        return True
    lock.release()
    return False


@contextlib.contextmanager
def writing(file: Path):
    """Hold `file`'s lock while the block reads it afresh and writes it, waiting up to
    WAIT_S for another window's write to end (past that, the write goes ahead: a setting
    or a count is never worth a frozen window)."""
    end = time.monotonic() + WAIT_S
    lock = hold(file)
    while lock is None and time.monotonic() < end:
        time.sleep(0.01)
        lock = hold(file)
    try:
        yield
    finally:
        if lock is not None:
            lock.release()
