"""Settings kept between runs (the last seat setup of each game), in the user data
folder. Read when first needed, so start-up does not pay for YAML. A settings file that
cannot be read is moved aside (kept, never overwritten) and defaults are used."""
from __future__ import annotations

import datetime as _dt

import yaml

from shared.engine.paths import user_data_dir
from shared.engine.saves import write_atomic

_cache: dict | None = None


def path():
    return user_data_dir() / "settings.yaml"


def load() -> dict:
    global _cache
    if _cache is not None:
        return _cache
    file = path()
    data = {}
    if file.exists():
        try:
            data = yaml.safe_load(file.read_text(encoding="utf-8")) or {}
            if not isinstance(data, dict):
                raise ValueError("not a mapping")
        except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError):
            stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
            file.replace(file.with_name(f"settings.unreadable-{stamp}.yaml"))
            data = {}
    _cache = data
    return data


def get(key: str, default=None):
    return load().get(key, default)


def put(key: str, value) -> None:
    data = load()
    data[key] = value
    try:
        write_atomic(path(), yaml.safe_dump(data, sort_keys=True, allow_unicode=True))
    except OSError:
        pass   # settings are a convenience; a read-only folder must not stop a game


def forget_cache() -> None:
    global _cache
    _cache = None
