"""The in-game menu: continue, save, load, back to the launcher."""
from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pygame

from shared.engine import registry, saveindex, saves
from shared.engine.i18n import tr
from shared.engine.paths import saves_dir
from shared.engine.userfile import why_unwritten

from . import theme
from .home import go_home
from .scene import Scene
from .widgets import Button


class GameMenu(Scene):
    transparent = True
    closes_on_escape = True

    def __init__(self, app, session, saver=None):
        super().__init__(app)
        self.session = session
        self.saver = saver   # the game's autosave, whose word "saved" must be true
        self.relabel()

    def relabel(self) -> None:
        x, w = 490, 300
        self.widgets = [
            Button((x, 250, w, 52), tr("Continue"), self.app.pop, primary=True),
            Button((x, 314, w, 52), tr("Save as…"), self.save),
            Button((x, 378, w, 52), tr("Load game"), self.load),
            Button((x, 442, w, 52), tr("Settings"), self.open_settings),
            Button((x, 570, w, 52), tr("Back to the launcher"), self.leave),
        ]
        if registry.game_info(self.session.match.config.game).reference:
            self.widgets.append(Button((x, 506, w, 52), tr("Rules (F1)"), self.open_rules))

    def save(self) -> None:
        """Save a copy of the game under a name the person gives (a time-stamped name
        offered); a name already taken is replaced only when asked for a second time."""
        match = self.session.match
        from .dialogs import AskName
        from .loadgame import suggested_name
        replacing: list[Path] = []   # a taken name asked for once already

        def save_as(name: str) -> str | None:
            try:
                path = saveindex.named_path(saves_dir(), name)
            except saveindex.NameProblem as problem:
                return tr(problem.sentence, name=problem.name)
            if path.exists() and replacing != [path]:
                replacing[:] = [path]
                return tr("A save called {name} already exists: save again to replace it.",
                          name=path.stem)
            try:
                saves.save(match, path, self.session.meta)
            except OSError as exc:
                return tr("Could not save {name} ({why}). Free some disk space or check the "
                          "folder's permissions, or try another name.", name=path.name,
                          why=why_unwritten(exc))
            self.app.pop()   # the dialog
            self.app.pop()   # and the menu: back to the game
            self.app.toast(tr("Saved as {name}", name=path.stem))
            return None
        self.app.push(AskName(self.app, tr("Save the game as"),
                              suggested_name(match.config.game, _dt.datetime.now()), tr("Save"),
                              save_as, max_len=saveindex.NAME_MAX))

    def load(self) -> None:
        from .loadgame import LoadGame
        self.app.push(LoadGame(self.app, playing=self.session.autosave_path))

    def open_rules(self) -> None:
        """The rules, at the section about the decision being taken."""
        from .rulebook import open_rules_at
        open_rules_at(self.app, self.session.match)

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return
        super().handle(event, pos)

    def open_settings(self) -> None:
        from .settingsscreen import SettingsScreen
        self.app.push(SettingsScreen(self.app))

    def leave(self) -> None:
        go_home(self.app)
        if self.saver is not None and self.saver.unsaved is not None:
            self.app.toast(tr("The last moves could not be saved to {file} ({why}): resuming "
                              "it goes back to before them. Free some disk space or check "
                              "the folder's permissions.", file=self.saver.path.name,
                              why=why_unwritten(self.saver.unsaved)), 8)
        elif self.saver is not None and not self.saver.waiting:   # (a loaded game, unmoved)
            self.app.toast(tr("The game is saved: resume it from the launcher any time."))

    def draw(self, canvas) -> None:
        canvas.box((0, 0, *theme.LOGICAL_SIZE), (0, 0, 0, 140))
        canvas.box((460, 170, 360, 478), theme.PANEL, radius=16, shadow=True)
        canvas.text(tr("Menu"), (640, 192), 28, theme.INK, bold=True, anchor="midtop")
        for widget in self.widgets:
            widget.draw(canvas)
