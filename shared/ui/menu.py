"""The in-game menu: continue, save, load, back to the launcher."""
from __future__ import annotations

import datetime as _dt

from shared.engine import saves
from shared.engine.i18n import tr
from shared.engine.paths import saves_dir

from . import theme
from .scene import Scene
from .widgets import Button


class GameMenu(Scene):
    transparent = True
    closes_on_escape = True

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        x, w = 490, 300
        self.widgets = [
            Button((x, 250, w, 52), tr("Continue"), app.pop, primary=True),
            Button((x, 314, w, 52), tr("Save game"), self.save),
            Button((x, 378, w, 52), tr("Load game"), self.load),
            Button((x, 442, w, 52), tr("Back to the launcher"), self.leave),
        ]

    def save(self) -> None:
        match = self.session.match
        stamp = _dt.datetime.now().strftime("%Y-%m-%d %H-%M-%S")
        path = saves_dir() / f"{match.config.game} {stamp}.yaml"
        try:
            saves.save(match, path, self.session.meta)
        except OSError as exc:
            self.app.toast(tr("Could not save: {problem}", problem=exc.strerror or exc))
            return
        self.app.pop()
        self.app.toast(tr("Saved as {name}", name=path.name))

    def load(self) -> None:
        from .loadgame import LoadGame
        self.app.push(LoadGame(self.app))

    def leave(self) -> None:
        from .launcher import Launcher
        self.app.reset(Launcher(self.app))
        self.app.toast(tr("The game is saved: resume it from the launcher any time."))

    def draw(self, canvas) -> None:
        canvas.box((0, 0, *theme.LOGICAL_SIZE), (0, 0, 0, 140))
        canvas.box((460, 170, 360, 350), theme.PANEL, radius=16, shadow=True)
        canvas.text(tr("Menu"), (640, 192), 28, theme.INK, bold=True, anchor="midtop")
        for widget in self.widgets:
            widget.draw(canvas)
