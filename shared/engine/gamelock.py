"""One window plays a game at a time. While a table has a game open, it holds an advisory
lock on a small file beside the game's autosave (`.NAME.lock`, hidden from the save
lists); another window that opens the same game finds it taken and plays a copy saved
apart instead of writing into the same file. The system drops the lock with the process,
so a crash or a kill never leaves a game locked."""
from __future__ import annotations

import os
from pathlib import Path

try:
    import fcntl
except ImportError:   # Windows
    fcntl = None
    import msvcrt


def lock_path(save: Path) -> Path:
    save = Path(save)
    return save.with_name(f".{save.stem}.lock")


class GameLock:
    """A held lock; `release()` (or the process ending) lets it go."""

    def __init__(self, fd: int, path: Path):
        self.fd, self.path = fd, path

    def release(self) -> None:
        if self.fd is None:
            return
        try:
            if fcntl is not None:
                fcntl.flock(self.fd, fcntl.LOCK_UN)
            else:
                os.lseek(self.fd, 0, os.SEEK_SET)
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
        else:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        os.close(fd)
        return None
    return GameLock(fd, path)


def taken(save: Path) -> bool:
    """Whether another window has the game saved at `save` open now."""
    lock = hold(save)
    if lock is None:
        return True
    lock.release()
    return False
