"""Choosing a save to load: manual saves and autosaves, newest first; files that cannot be
read are listed with the reason and never touched."""
from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pygame

from shared.engine import saves
from shared.engine.i18n import tr, trn
from shared.engine.paths import autosave_dir, saves_dir
from shared.engine.savecheck import clean_text
from shared.engine.saveindex import UNREADABLE

from . import theme
from .games import GAMES, game_ui
from .scene import Scene
from .session import Session
from .widgets import Button, inside

ROWS, ROW_H, TOP = 9, 52, 120


def open_save(app, path: Path, continue_autosave: bool = False, doc: dict | None = None) -> bool:
    """Load a save (`doc`: what read_document gave for it, if at hand) into a table
    scene; on failure show why and return False."""
    try:
        doc = doc or saves.read_document(path)
        if doc["game"] not in GAMES:
            raise saves.SaveError(path, f"is a {doc['game']} game, which the window cannot show yet")
        match, meta = saves.replay(path, doc)
    except saves.SaveError as exc:
        UNREADABLE.add(Path(path))
        app.toast(str(exc), 6)
        app.scene.enter()   # let the screen drop what it offered
        return False
    session = Session(match, meta, autosave_path=path if continue_autosave else None)
    from .launcher import Launcher
    app.reset(Launcher(app))
    app.push(game_ui(match.config.game).table_scene()(app, session))
    return True


# path -> (mtime, size, doc, problem): a file is read again only once it has changed,
# so coming back to this screen does not parse every save anew
_CHECKED: dict[Path, tuple] = {}


def _checked(path: Path, mtime: float, size: int) -> tuple:
    """(doc, None) for a save that passes read_document, else (None, its problem)."""
    known = _CHECKED.get(path)
    if known is None or known[:2] != (mtime, size):
        try:
            doc = saves.read_document(path)
            doc["modified"] = mtime   # an autosave's header keeps the time it was begun
            known = (mtime, size, doc, None)
        except saves.SaveError as exc:
            known = (mtime, size, None, exc.problem)
        _CHECKED[path] = known
    return known[2:]


class LoadGame(Scene):
    closes_on_escape = True

    def __init__(self, app):
        super().__init__(app)
        self.entries = []   # (path, doc or None, problem or None)
        self.first = 0
        self.widgets = [Button((1060, 646, 180, 48), tr("Back"), app.pop)]

    def enter(self) -> None:
        dated = []
        for folder in (saves_dir(), autosave_dir()):
            for path in folder.glob("*.yaml") if folder.is_dir() else ():
                try:
                    stat = path.stat()
                except OSError:   # removed while we looked
                    continue
                dated.append((stat.st_mtime, stat.st_size, path))
        dated.sort(reverse=True)
        self.entries = [(path,) + _checked(path, mtime, size) for mtime, size, path in dated]

    def row_rect(self, i):
        return (60, TOP + i * ROW_H, 1160, ROW_H - 8)

    def handle(self, event, pos) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(self.entries) - ROWS, self.first - event.y))
            self.app.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, (path, doc, problem) in enumerate(self.entries[self.first:self.first + ROWS]):
                if inside(self.row_rect(i), pos):
                    if problem:
                        self.app.toast(f"{clean_text(path.name, 80)}: {problem}", 6)
                    else:
                        auto = path.parent == autosave_dir()
                        open_save(self.app, path, continue_autosave=auto, doc=doc)
                    return
        super().handle(event, pos)

    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        canvas.text(tr("Load a game"), (60, 40), 36, theme.ON_DARK, bold=True)
        canvas.text(tr("Saves in {folder}", folder=saves_dir().parent), (60, 88), 14, theme.ON_DARK_SOFT)
        if not self.entries:
            canvas.text(tr("No saved games yet."), (60, TOP + 10), 20, theme.ON_DARK)
        for i, (path, doc, problem) in enumerate(self.entries[self.first:self.first + ROWS]):
            r = self.row_rect(i)
            canvas.box(r, theme.PANEL if not problem else (236, 222, 214), radius=8)
            x, y, w, h = r
            if problem:
                canvas.text(clean_text(path.name, 80), (x + 16, y + 12), 16, theme.INK, bold=True,
                            max_width=420)
                canvas.text(tr("cannot be loaded: {problem}", problem=problem), (x + 450, y + h / 2), 15,
                            theme.BAD, anchor="midleft", max_width=w - 470)
                continue
            title = tr(game_ui(doc["game"]).title) if doc["game"] in GAMES else doc["game"]
            kind = tr("autosave") if path.parent == autosave_dir() else tr("saved")
            state = tr("finished") if doc.get("finished") else tr("in progress")
            names = ", ".join(str(n) for n in (doc.get("meta") or {}).get("names", []) or doc["seats"])
            canvas.text(title, (x + 16, y + h / 2), 18, theme.INK, bold=True, anchor="midleft")
            canvas.text(names, (x + 200, y + h / 2), 15, theme.INK, anchor="midleft", max_width=440)
            canvas.text(trn("{count} move, {state}", "{count} moves, {state}", len(doc["moves"]),
                            state=state), (x + 660, y + h / 2), 15,
                        theme.INK_SOFT, anchor="midleft")
            when = _dt.datetime.fromtimestamp(doc["modified"]).strftime("%Y-%m-%d %H:%M")
            canvas.text(tr("{kind} {when}", kind=kind, when=when), (x + w - 16, y + h / 2), 15, theme.INK_SOFT,
                        anchor="midright")
        if len(self.entries) > ROWS:
            canvas.text(tr("{first}-{last} of {count} (scroll for more)", first=self.first + 1,
                           last=min(len(self.entries), self.first + ROWS),
                           count=len(self.entries)), (60, 670), 15, theme.ON_DARK_SOFT,
                        anchor="midleft")
        for widget in self.widgets:
            widget.draw(canvas)
