"""The way back to the first screen. The scenes that leave a game (the menu, the scores, the
Load screen, the replay viewer) go home through here rather than import the launcher, which
imports them to open them; the launcher module says here what home is."""
from __future__ import annotations

_home = None    # makes the first screen's scene from the app: set by shared/ui/launcher.py


def set_home(make_scene) -> None:
    global _home
    _home = make_scene


def go_home(app) -> None:
    """Close every scene and open the first screen afresh."""
    if _home is None:
        raise RuntimeError("no first screen to go home to: import shared.ui.launcher first")
    app.reset(_home(app))
