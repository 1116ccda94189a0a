"""Where saves and settings live: the platform's per-user data folder."""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR = "TownSquares"


def user_data_dir() -> Path:
    """TOWN_SQUARES_HOME wins (tests, portable installs); else the platform's convention."""
    override = os.environ.get("TOWN_SQUARES_HOME")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(base) / APP_DIR
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_DIR
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "town-squares"


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"


def saves_dir() -> Path:
    return user_data_dir() / "saves"
