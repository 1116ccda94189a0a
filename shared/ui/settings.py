"""Settings kept between runs (the last seat setup of each game), in the user data
folder. Read when first needed, so start-up does not pay for YAML. A settings file that
cannot be used (not YAML, wrong kinds, absurd values) is reported once, moved aside
(kept, never overwritten) and defaults are used; saves are never touched."""
from __future__ import annotations

import datetime as _dt

from shared.engine.paths import user_data_dir

_cache: dict | None = None
_problem: str | None = None   # what was wrong with the file, until someone reports it
MAX_SEATS, NAME_CHARS, MAX_OPTIONS = 8, 24, 12


def path():
    return user_data_dir() / "settings.yaml"


class SettingsProblem(ValueError):
    pass


def _check_setup(key: str, value) -> dict:
    """One game's remembered setup: {players, names, kinds, colours}."""
    from shared.engine.safeyaml import short
    from shared.engine.savecheck import clean_text
    fields = {"players", "names", "kinds", "colours"}
    if not isinstance(value, dict) or not fields <= set(value) <= fields | {"options"}:
        raise SettingsProblem(f"{key}: expected players, names, kinds and colours (and "
                              f"options), got {short(value)}")
    options = value.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS or any(
            not isinstance(k, str) or len(k) > NAME_CHARS or not (
                isinstance(v, bool) or isinstance(v, int) and abs(v) < 10_000 or
                isinstance(v, str) and len(v) <= NAME_CHARS) for k, v in options.items()):
        raise SettingsProblem(f"{key}.options: expected a few game options, got {short(options)}")
    players = value["players"]
    if not isinstance(players, int) or isinstance(players, bool) or \
            not 1 <= players <= MAX_SEATS:
        raise SettingsProblem(f"{key}.players: expected 1 to {MAX_SEATS}, got {short(players)}")
    lists = {"names": value["names"], "kinds": value["kinds"]}
    lists.update({f"colours[{i}]": seat for i, seat in enumerate(value["colours"])}
                 if isinstance(value["colours"], list) and len(value["colours"]) <= MAX_SEATS
                 else {"colours": None})
    for field, items in lists.items():
        if not isinstance(items, list) or len(items) > MAX_SEATS or \
                any(not isinstance(t, str) or len(t) > NAME_CHARS for t in items):
            raise SettingsProblem(f"{key}.{field}: expected a list of short texts, "
                                  f"got {short(items)}")
    return {"players": players, "names": [clean_text(n) for n in value["names"]],
            "kinds": list(value["kinds"]), "colours": [list(c) for c in value["colours"]],
            "options": dict(options)}


def _read(file) -> dict:
    from shared.engine.safeyaml import YamlProblem, parse
    try:
        raw = file.read_bytes()
        if len(raw) > 256 * 1024:
            raise SettingsProblem(f"is {len(raw)} bytes, far larger than settings could be")
        data = parse(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SettingsProblem("is not a text file (not UTF-8)") from None
    except YamlProblem as exc:
        raise SettingsProblem(str(exc)) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise SettingsProblem("is not a mapping of settings")
    out = {}
    for key, value in data.items():
        if not isinstance(key, str) or not key.startswith("setup."):
            raise SettingsProblem(f"field {str(key)[:30]!r} is not a setting of ours")
        out[key] = _check_setup(key, value)
    return out


def load() -> dict:
    global _cache, _problem
    if _cache is not None:
        return _cache
    file = path()
    data = {}
    try:
        if file.exists():
            data = _read(file)
    except (OSError, SettingsProblem) as exc:
        why = exc.strerror if isinstance(exc, OSError) else str(exc)
        _problem = (f"{file.name} could not be used ({why}); it was kept aside and the "
                    "default settings are used.")
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        try:
            file.replace(file.with_name(f"settings.unreadable-{stamp}.yaml"))
        except OSError:
            pass   # a read-only folder: the file stays where it is, unchanged
    _cache = data
    return data


def get(key: str, default=None, report=None):
    """The setting, or `default`; `report(message)` hears once of a damaged file."""
    global _problem
    value = load().get(key, default)
    if _problem and report is not None:
        report(_problem)
        _problem = None
    return value


def put(key: str, value) -> None:
    from shared.engine.safeyaml import dump
    from shared.engine.saves import write_atomic
    data = load()
    data[key] = value
    try:
        write_atomic(path(), dump(data))
    except OSError:
        pass   # settings are a convenience; a read-only folder must not stop a game


def forget_cache() -> None:
    global _cache, _problem
    _cache = _problem = None
