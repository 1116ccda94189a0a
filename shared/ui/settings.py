"""Settings kept between runs, in the user data folder: the preferences of the settings
screen (window, text size, animation speed, bot pace, sound, colour vision, language) and
the last seat setup of each game. A settings file that cannot be used (not YAML, wrong
kinds, absurd values) is reported once, naming the file and the field, moved aside (kept,
never overwritten) and defaults are used; saves are never touched. A change that cannot
be written holds until the program closes, and the person is told once.

The file is written as JSON, which is YAML too: start-up reads the window's preferences
with the small json module before the first frame, and only a file a person wrote in
YAML's own style needs the (slower to import) safe YAML loader."""
from __future__ import annotations

import math

from shared.engine import catalogue
from shared.engine.paths import user_data_dir

_cache: dict | None = None
_problem: str | None = None   # what was wrong with the file, until someone reports it
_unwritten_told = False       # a failed write was told: the next ones fail alike, unsaid
_unsaved: dict = {}           # changes not yet in the file: they hold for this run
MAX_SEATS, NAME_CHARS, MAX_OPTIONS = 8, 24, 12
# the languages there are: English (the sentences themselves) and each one shared/ has a
# catalogue for, each named in its own words whatever the language shown
LANGUAGES = ("en",) + tuple(code for code in catalogue.languages() if code != "en")
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
COLOUR_VISION = ("normal", "deuteranopia", "protanopia", "tritanopia")
MIN_WINDOW, MAX_WINDOW = (640, 360), (7680, 4320)


def path():
    return user_data_dir() / "settings.yaml"


class SettingsProblem(ValueError):
    pass


def _short(value) -> str:
    from shared.engine.safeyaml import short   # only for a message: YAML loads when needed
    return short(value)


def _number(low: float, high: float, whole: bool = False):
    def check(value) -> bool:
        if isinstance(value, bool) or not isinstance(value, (int,) if whole else (int, float)):
            return False
        # an int is compared exactly: math.isfinite would overflow on one of 400 digits
        return (isinstance(value, int) or math.isfinite(value)) and low <= value <= high
    return check


def _window_place(value) -> bool:
    return value is None or (isinstance(value, list) and len(value) == 2 and all(
        _number(-100_000, 100_000, whole=True)(v) for v in value))


def _window_size(value) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(
        _number(low, high, whole=True)(v) for v, low, high in zip(value, MIN_WINDOW, MAX_WINDOW))


# name -> (default, check, what the check wants, for the message)
PREFERENCES = {
    "fullscreen": (False, lambda v: isinstance(v, bool), "true or false"),
    "window_size": ([1280, 720], _window_size,
                    f"[width, height] from {MIN_WINDOW} to {MAX_WINDOW} pixels"),
    # where the window was last left on the screen (None: where the system puts it)
    "window_place": (None, _window_place, "[x, y] in pixels, or nothing"),
    # the layouts reflow up to 150 % (tests/ui/test_fit.py); below 85 % text is too small
    # to read at 1366x768, so an older file's 75-84 is reported and the default used
    "text_size": (100, _number(85, 150, whole=True), "a percentage from 85 to 150"),
    # 0 shows every move at once, without flights
    "animation_speed": (1.0, _number(0, 10), "a speed from 0 to 10"),
    "bot_pace": (1.0, _number(0, 10), "a pace from 0 to 10"),
    "sound_volume": (70, _number(0, 100, whole=True), "a whole number from 0 to 100"),
    "colour_vision": ("normal", lambda v: v in COLOUR_VISION, " or ".join(COLOUR_VISION)),
    # the default is the system's language where there is a catalogue for it (system_default)
    "language": ("en", lambda v: v in LANGUAGES, " or ".join(LANGUAGES)),
}


def system_default(name: str):
    """A preference's default on this machine: the language from the system's locale."""
    if name == "language":
        from shared.engine.i18n import system_language
        return system_language(LANGUAGES)
    return PREFERENCES[name][0]


def _check_preference(key: str, value):
    _, check, expected = PREFERENCES[key]
    if not check(value):
        raise SettingsProblem(f"{key}: expected {expected}, got {_short(value)}")
    return value


def _texts(items) -> bool:
    return isinstance(items, list) and len(items) <= MAX_SEATS and all(
        isinstance(t, str) and len(t) <= NAME_CHARS for t in items)


def _check_setup(key: str, value) -> dict:
    """One game's remembered setup: {players, names, kinds, colours}."""
    fields = {"players", "names", "kinds", "colours"}
    if not isinstance(value, dict) or not fields <= set(value) <= fields | {"options"}:
        raise SettingsProblem(f"{key}: expected players, names, kinds and colours (and "
                              f"options), got {_short(value)}")
    options = value.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS or any(
            not isinstance(k, str) or len(k) > NAME_CHARS or not (
                isinstance(v, bool) or isinstance(v, int) and abs(v) < 10_000 or
                isinstance(v, str) and len(v) <= NAME_CHARS) for k, v in options.items()):
        raise SettingsProblem(f"{key}.options: expected a few game options, got {_short(options)}")
    players = value["players"]
    if not isinstance(players, int) or isinstance(players, bool) or \
            not 1 <= players <= MAX_SEATS:
        raise SettingsProblem(f"{key}.players: expected 1 to {MAX_SEATS}, got {_short(players)}")
    lists = {"names": value["names"], "kinds": value["kinds"]}
    lists.update({f"colours[{i}]": seat for i, seat in enumerate(value["colours"])}
                 if isinstance(value["colours"], list) and len(value["colours"]) <= MAX_SEATS
                 else {"colours": None})
    for field, items in lists.items():
        if not _texts(items):
            raise SettingsProblem(f"{key}.{field}: expected a list of short texts, "
                                  f"got {_short(items)}")
    names = value["names"]
    if not all(n.isprintable() for n in names):
        # rare (a hand-edited file): the save schema's cleaning, loaded only then
        from shared.engine.savecheck import clean_text
        names = [clean_text(n) for n in names]
    return {"players": players, "names": list(names),
            "kinds": list(value["kinds"]), "colours": [list(c) for c in value["colours"]],
            "options": dict(options)}


def _parse(text: str):
    import json   # only when there is a file: a first start does without it
    try:
        return json.loads(text)   # what put() writes
    except (ValueError, RecursionError):
        pass   # not JSON: YAML written by a person, or not settings at all
    from shared.engine.safeyaml import YamlProblem, parse
    try:
        return parse(text)
    except YamlProblem as exc:
        raise SettingsProblem(str(exc)) from None


def _read(file) -> dict:
    from shared.engine.userfile import text_of
    data = _parse(text_of(file, 256 * 1024, SettingsProblem, "settings"))
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise SettingsProblem("is not a mapping of settings")
    out = {}
    for key, value in data.items():
        if key in PREFERENCES:
            out[key] = _check_preference(key, value)
        elif isinstance(key, str) and key.startswith("setup."):
            out[key] = _check_setup(key, value)
        else:
            raise SettingsProblem(f"field {str(key)[:30]!r} is not a setting of ours")
    return out


def load() -> dict:
    global _cache, _problem
    if _cache is not None:
        return _cache
    from shared.engine.i18n import tr
    from shared.engine.userfile import read_or_set_aside
    data, _problem = read_or_set_aside(path(), _read, (SettingsProblem,),
                                       tr("the default settings are used"))
    _cache = data or {}
    return _cache


def get(key: str, default=None, report=None):
    """The setting, or `default`; `report(message)` hears once of a damaged file."""
    global _problem
    value = load().get(key, default)
    if _problem and report is not None:
        report(_problem)
        _problem = None
    return value


def preference(name: str, report=None):
    """A preference of the settings screen: the file's value, else its default."""
    default = system_default(name)
    return get(name, list(default) if isinstance(default, list) else default, report)


def put(key: str, value) -> str | None:
    """Keep the setting, in the file too; when the file cannot be written, the sentence
    for the person (the first time only: the next changes fail alike) and None after.
    The file is read again first, under its lock, so another window's settings stay."""
    global _unwritten_told, _cache
    import json

    from shared.engine.gamelock import writing
    from shared.engine.saves import write_atomic
    if key in PREFERENCES:
        _check_preference(key, value)   # a caller's mistake, never written to the file
    _unsaved[key] = value
    with writing(path()):   # the file as another window may have left it, then ours
        _cache = None
        data = load()
        data.update(_unsaved)
        try:
            write_atomic(path(), json.dumps(data, indent=1, sort_keys=True,
                                            ensure_ascii=False))
        except (OSError, UnicodeError) as exc:   # a convenience: a read-only folder stops nothing
            said = None if _unwritten_told else _unwritten(exc)
            _unwritten_told = True
            return said
    _unsaved.clear()
    _unwritten_told = False   # writable again: a new failure is news
    return None


def _unwritten(exc: Exception) -> str:
    from shared.engine.i18n import tr
    from shared.engine.userfile import why_unwritten
    why = (why_unwritten(exc) if isinstance(exc, OSError)
           else tr("it holds characters that cannot be written"))
    return tr("Could not write {file} ({why}): the change holds until Town Squares closes. "
              "Free some disk space or check the folder's permissions.", file=path().name,
              why=why)


def forget_cache() -> None:
    global _cache, _problem, _unwritten_told
    _cache = _problem = None
    _unwritten_told = False
    _unsaved.clear()
