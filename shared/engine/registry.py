"""Which games exist. Rules modules register themselves; nothing here imports pygame."""
from __future__ import annotations

import importlib

from .contract import ConfigError, Rules

# game name -> module that defines RULES; imported on first use to keep start-up fast
GAME_MODULES = {
    "simplicity": "simplicity.rules",
    "squarecircle": "squarecircle.rules",
    "rossio": "rossio.rules",
    "circleville": "circleville.rules",
}

_loaded: dict[str, Rules] = {}


def game_names() -> tuple[str, ...]:
    return tuple(GAME_MODULES)


def get_rules(name: str) -> Rules:
    if name not in GAME_MODULES:
        raise ConfigError(f"unknown game {name!r} (games: {', '.join(GAME_MODULES)})")
    if name not in _loaded:
        _loaded[name] = importlib.import_module(GAME_MODULES[name]).RULES
    return _loaded[name]
