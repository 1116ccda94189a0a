"""Argument pieces shared by the headless commands: seats, players, options."""
from __future__ import annotations

from shared.engine.contract import OBSERVER, ConfigError
from shared.engine.seats import controller_names


def add_language(p) -> None:
    p.add_argument("--language", default="en", metavar="CODE",
                   help="the language of the sentences shown: en (the default, whatever the "
                   "system's language) or one the catalogues have, e.g. de")


def use_language(code: str) -> None:
    """--language: the catalogue the sentences are looked up in from now on."""
    from shared.engine import catalogue, i18n
    known = ["en"] + [c for c in catalogue.languages() if c != "en"]
    if code not in known:
        raise ConfigError("--language expects one of {known}, got {code}",
                          known=", ".join(known), code=repr(code))
    i18n.use_language(code)


def seat_name(seat) -> str:
    """A seat in headless output, in the language in use: its label, or "seat 2"."""
    from shared.engine.i18n import tr
    return seat.label or tr("seat {number}", number=seat.index + 1)


def parse_options(pairs) -> dict:
    options = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigError("--option expects KEY=VALUE, got {pair}", pair=repr(pair))
        options[key.strip()] = value.strip()
    return options


def check_games(games: int) -> None:
    if games < 1:
        raise ConfigError("--games must be at least 1, not {games}", games=games)


def parse_seats(rules, seats: str | None, players: int | None) -> list[str]:
    """--seats a,b,c names a controller per seat; --players N means N greedy seats."""
    if seats:
        names = [s.strip().lower() for s in seats.split(",") if s.strip()]
        if players is not None and len(names) != players:
            raise ConfigError("--seats names {count} seats but --players says {players}",
                              count=len(names), players=players)
    else:
        names = ["greedy"] * (players if players is not None else max(2, rules.min_players))
    known = controller_names(rules)
    for name in names:
        if name not in known:
            raise ConfigError("unknown seat controller {name} for {game} (choose from {known})",
                              name=repr(name), game=rules.name, known=", ".join(known[1:]))
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
        raise ConfigError("--viewer expects a seat from 1 to {players} or none, got {given}",
                          players=players, given=repr(text))
    return seat - 1


def parse_resample(k: int | None) -> int | None:
    if k is not None and k < 1:
        raise ConfigError("--resample-hidden takes a sample number from 1, not {k}", k=k)
    return k


def error_line(exc) -> str:
    """A refused command's message (a ConfigError, a SaveError) in the language asked for."""
    from shared.engine.i18n import tr
    from shared.ui.narrator import say
    return tr("error: {problem}", problem=say(exc.line))
