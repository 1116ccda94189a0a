"""The games the window can show: those whose package names a table scene. The facts
about each game are in its own package (`<game>/game.py`); nothing here names one."""
from __future__ import annotations

from collections.abc import Mapping

from shared.engine.i18n import tr
from shared.engine.registry import GameInfo, Look, games

__all__ = ["GAMES", "GameInfo", "Look", "game_ui", "playable", "players_text"]


def players_text(game: GameInfo) -> str:
    """How many people play, for people: one alone where printed opponents can take the
    other seats ("1-4 players")."""
    fewest = 1 if game.automa else game.min_players
    return tr("{fewest}-{most} players", fewest=fewest, most=game.max_players)


class _Playable(Mapping):
    """name -> GameInfo of the games with a table (a live view of the registry, so a game
    registered later, such as a test's, shows up too)."""

    def _now(self) -> dict:
        return {n: g for n, g in games().items() if g.playable}

    def __getitem__(self, name):
        return self._now()[name]

    def __iter__(self):
        return iter(self._now())

    def __len__(self) -> int:
        return len(self._now())


GAMES = _Playable()


def playable() -> list[GameInfo]:
    return list(GAMES.values())


def game_ui(name: str) -> GameInfo:
    return games()[name]
