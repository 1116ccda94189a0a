"""Driving a match with controllers until it ends (simulate, screenshots, tests, benchmarks):
bots by default, so it lives with them."""
from __future__ import annotations

from shared.engine.contract import ConfigError
from shared.engine.match import HUMAN, Match

from . import ask, make_controller


def controllers_for(match: Match) -> list:
    rules, config = match.rules, match.config
    out = []
    for seat, name in enumerate(config.seats):
        if name == HUMAN:
            raise ConfigError("a headless game cannot have human seats")
        out.append(make_controller(rules, name, seat, config.seed))
    return out


def play_out(match: Match, controllers=None, max_moves: int | None = None) -> int:
    """Let the controllers move until the game ends (or `max_moves` moves); return moves made."""
    controllers = controllers or controllers_for(match)
    made = 0
    while (max_moves is None or made < max_moves) and (d := match.decision()) is not None:
        match.play(ask(controllers[d.seat], match))
        made += 1
    return made
