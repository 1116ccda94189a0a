"""Which component data a game is played on, and playing on an earlier release's.

A save records the version of the data it was played on: a short digest of the game's
data files (every YAML file in its `data` folder but the rules reference, whose words
change nothing in play), so it changes exactly when the data does, with no number for
anyone to forget to raise.

Reconstructed printed values are refined now and then, and a save is a recipe: its moves
lead where they led only on the data it was played on. So when a game's data changes, the
data set it replaces ships on, unchanged, in `<game>/data/earlier/v<version>/`, and a
save made on it is replayed and played on to its end on that set. One data set is in
force per game and process (the app plays one game at a time): a Match puts its own in
force when it is made. Switching clears every cache of the game's modules and calls
each module's `refresh_from_data()`, which rebuilds the tables it derives from the data in
place (so names imported elsewhere see the new values)."""
from __future__ import annotations

import hashlib
import re
import sys
import threading
from functools import lru_cache
from pathlib import Path

from . import registry

EARLIER = "earlier"
_VERSION = re.compile(r"[0-9a-f]{12}")

_in_force: dict[str, str] = {}   # package -> an earlier version now in force (absent: current)
_lock = threading.Lock()


def digest(folder: Path, skip: Path | None = None) -> str:
    """The version of the data files in `folder` (`skip`: the rules reference)."""
    total = hashlib.sha256()
    for path in sorted(folder.glob("*.yaml")):
        if skip is not None and path.resolve() == skip:
            continue
        total.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return total.hexdigest()[:12]


def package_of(game: str) -> str:
    return registry.game_info(game).package


def data_root(game: str) -> Path:
    """The game's own data folder (the current data)."""
    return registry.ROOT / package_of(game) / "data"


@lru_cache(maxsize=None)
def current_version(game: str) -> str:
    """The version of the data this release made and plays new games on."""
    info = registry.game_info(game)
    reference = (registry.ROOT / info.reference).resolve() if info.reference else None
    return digest(data_root(game), reference)


@lru_cache(maxsize=None)
def earlier_versions(game: str) -> tuple[str, ...]:
    """The versions of the earlier releases' data sets shipped with this one."""
    folder = data_root(game) / EARLIER
    if not folder.is_dir():
        return ()
    names = [p.name for p in folder.iterdir() if p.is_dir()]
    return tuple(sorted(n[1:] for n in names if n.startswith("v") and _VERSION.fullmatch(n[1:])))


def playable(game: str, version: str) -> bool:
    """Whether a game made on `version` of the data can be played here."""
    return version == current_version(game) or version in earlier_versions(game)


def data_version(game: str) -> str:
    """The version of the data in force for the game now."""
    return _in_force.get(package_of(game)) or current_version(game)


def folder(package: str) -> Path:
    """The data folder a game package loads its components from: its own, or the earlier
    set in force."""
    base = registry.ROOT / package / "data"
    version = _in_force.get(package)
    return base if version is None else base / EARLIER / f"v{version}"


def use(game: str, version: str | None = None) -> str:
    """Put `version` of the game's data (None: the current) in force; return it."""
    current = current_version(game)
    version = version or current
    if not playable(game, version):
        raise ValueError(f"{game} has no data set {version} (it has {current} and "
                         f"{', '.join(earlier_versions(game)) or 'no earlier one'})")
    package = package_of(game)
    with _lock:
        if (_in_force.get(package) or current) != version:
            if version == current:
                del _in_force[package]
            else:
                _in_force[package] = version
            _refresh(package)
    return version


def _refresh(package: str) -> None:
    modules = [m for name, m in list(sys.modules.items())
               if m is not None and (name == package or name.startswith(package + "."))]
    for module in modules:
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()
    for module in modules:
        refresh = vars(module).get("refresh_from_data")
        if callable(refresh):
            refresh()
