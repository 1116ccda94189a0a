"""Which component data a game is played on. A save records it, so a save made before a
change of a game's printed values (reconstructed ones are refined now and then) can say
so plainly when its moves no longer lead where they led, instead of looking damaged.

The version is a short digest of the game's data files (every YAML file in its `data`
folder but the rules reference, whose words change nothing in play): it changes exactly
when the data does, with no number for anyone to forget to raise."""
from __future__ import annotations

import hashlib
from functools import lru_cache

from . import registry


@lru_cache(maxsize=None)
def data_version(game: str) -> str:
    info = registry.game_info(game)
    package = info.rules.partition(":")[0].split(".")[0]
    folder = registry.ROOT / package / "data"
    reference = (registry.ROOT / info.reference).resolve() if info.reference else None
    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.yaml")):
        if path.resolve() == reference:
            continue
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]
