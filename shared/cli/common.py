"""Argument pieces shared by the headless commands: seats, players, options."""
from __future__ import annotations

from shared.engine.contract import OBSERVER, ConfigError
from shared.engine.seats import controller_names


def parse_options(pairs) -> dict:
    options = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"--option expects KEY=VALUE, got {pair!r}")
        options[key.strip()] = value.strip()
    return options


def check_games(games: int) -> None:
    if games < 1:
        raise ConfigError(f"--games must be at least 1, not {games}")


def parse_seats(rules, seats: str | None, players: int | None) -> list[str]:
    """--seats a,b,c names a controller per seat; --players N means N greedy seats."""
    if seats:
        names = [s.strip().lower() for s in seats.split(",") if s.strip()]
        if players is not None and len(names) != players:
            raise ConfigError(f"--seats names {len(names)} seats but --players says {players}")
    else:
        names = ["greedy"] * (players if players is not None else max(2, rules.min_players))
    known = controller_names(rules)
    for name in names:
        if name not in known:
            raise ConfigError(f"unknown seat controller {name!r} for {rules.name} "
                              f"(choose from {', '.join(known[1:])})")
    return names


def parse_viewer(text: str | None, players: int) -> int | None:
    """--viewer SEAT (1 for the first seat) or `none` (what nobody in particular may see:
    OBSERVER); None when not given."""
    if text is None:
        return None
    if text.strip().lower() == "none":
        return OBSERVER
    try:
        seat = int(text)
    except ValueError:
        seat = 0
    if not 1 <= seat <= players:
        raise ConfigError(f"--viewer expects a seat from 1 to {players} or none, got {text!r}")
    return seat - 1


def parse_resample(k: int | None) -> int | None:
    if k is not None and k < 1:
        raise ConfigError(f"--resample-hidden takes a sample number from 1, not {k}")
    return k
