"""The games the tests cover: every registered game, read from the registry (the entry
points in pyproject.toml), never listed by hand, so a fifth game is checked by every test
the moment it is registered. Where a test needs a figure per game (a seating, a seed that
reaches a tie), it keeps a table and `per_game` makes a game missing from it fail."""
from __future__ import annotations

from shared.engine import registry

GAMES: tuple[str, ...] = registry.game_names()


def packages() -> tuple[str, ...]:
    """The top-level package of each registered game (its rules, data and scene)."""
    return tuple(sorted({target.partition(":")[0].split(".")[0]
                         for target in registry.listed()}))


def per_game(table: dict) -> dict:
    """`table` (game -> what a test needs of it) after checking it has every registered
    game and nothing else: a new game must be given its figures, not silently skipped."""
    missing, unknown = set(GAMES) - set(table), set(table) - set(GAMES)
    assert not missing and not unknown, (
        f"per-game table: add {sorted(missing)}" if missing else f"not games: {sorted(unknown)}")
    return table
