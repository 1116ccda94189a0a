"""The first screen: the games with a picture each, resume, load, quit."""
from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from shared.engine.i18n import generation, tr, trn
from shared.engine.paths import autosave_dir
from shared.engine.saveindex import last_unfinished

from . import theme
from .assets import has_sprite, sprite
from .games import playable, players_text
from .home import set_home
from .scene import Scene
from .widgets import Button, Target, inside

MAX_CARD_W, CARD_GAP = 380, 28
RESUME_BOX_X, RESUME_BUTTON = 450, (980, 566, 240, 48)
TITLE_SIZE = 23   # every game's title whole on its card, all at one size
CARDS_BOTTOM = 522   # the cards end here: room for a button under each above the hint line


class Launcher(Scene):
    toast_y = 8   # above the title: the bottom row holds the buttons

    def __init__(self, app):
        super().__init__(app)
        self.games = playable()
        # (path, header fields) of the last game, if unfinished
        self.resume: tuple[Path, dict] | None = None
        self.hover = None
        self.title_size = float(TITLE_SIZE)   # the games' titles on their cards (card_layout)
        self.tagline_size = 16.0              # and their taglines
        self._layout: tuple | None = None     # (what it was measured for, card_layout())

    def enter(self) -> None:
        order = self.focus_order() if hasattr(self, "cards") else []
        had = order.index(self.focus) if self.focus in order else None   # kept on return
        last = last_unfinished(autosave_dir())
        known = {g.name for g in self.games}
        self.resume = last if last and last[1].get("game") in known else None
        # laid right to left from the window's edge, each as wide as its word needs
        row, right = {}, 1240
        for label, action, least in ((tr("Quit"), self.quit, 130),
                                     (tr("Load game"), self.open_load, 140),
                                     (tr("Settings"), self.open_settings, 140),
                                     (tr("Records"), self.open_records, 140)):
            width = max(least, self.app.canvas.text_width(label, 18) + 32)
            row[action] = Button((right - width, 640, width, 48), label, action)
            right -= width + 10
        self.widgets = [row[self.open_settings], row[self.open_records], row[self.open_load],
                        row[self.quit]]
        if self.resume:
            self.widgets.append(Button(RESUME_BUTTON, tr("Resume"), self.resume_game,
                                       primary=True))
        # each game's card takes the keyboard's focus as a button does
        self.cards = [Target(r, partial(self.open_setup, game))
                      for game, r in zip(self.games, self.card_rects())]
        from shared.engine.registry import has_lessons
        for game, (x, y, w, h) in zip(self.games, self.card_rects()):   # under each card
            if has_lessons(game.name):
                self.widgets.append(Button((x + 24, y + h + 14, w - 48, 40), tr("Learn to play"),
                                           partial(self.open_lessons, game), size=16))
        order = self.focus_order()
        self.focus = order[had] if had is not None and had < len(order) else None

    def relabel(self) -> None:
        self.enter()   # its buttons, made afresh in the new language

    def focus_order(self) -> list:
        """Resume first (the likeliest wish), then the games, then the buttons below."""
        rest = super().focus_order()
        resume = [w for w in rest if w.action == self.resume_game]
        # each game's "Learn to play" follows its card
        lessons = {w.action.args[0].name: w for w in rest if isinstance(w.action, partial)}
        cards = [x for card, game in zip(self.cards, self.games)
                 for x in [card] + ([lessons[game.name]] if game.name in lessons else [])]
        return resume + cards + [w for w in rest if w not in resume and
                                 w not in lessons.values()]

    def open_lessons(self, game) -> None:
        from .learn import LessonPicker
        self.app.push(LessonPicker(self.app, game))

    def open_setup(self, game) -> None:
        from .setup import SeatSetup
        self.app.push(SeatSetup(self.app, game))

    def card_rects(self):
        """One row of cards, as wide as fits (four games make 284-unit cards), as tall as
        their words need: a title too long for one line (a longer language, a larger text
        size) wraps, and every card grows with the wordiest."""
        return self.card_layout()[0]

    def card_layout(self) -> tuple[list, float]:
        """The cards' rects and the height of their pictures: the words under a picture
        get the room they need (a long title wraps), the picture what is left of it.
        Measured once for each window size, text size and language (every frame and
        every pointer move asks)."""
        c = self.app.canvas
        key = (c.scale, c.text_scale, generation())
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, self.measure_cards())
        return self._layout[1]

    def measure_cards(self) -> tuple[list, float]:
        n = len(self.games)
        width = min(MAX_CARD_W, (1220 - (n - 1) * CARD_GAP) / n)
        c = self.app.canvas
        # below the window's title and its line, however large the text
        top = max(170, 76 + (52 * 1.15 + 20 * 1.2) * c.text_scale)
        # one size for every title, at which each of their words fits the card's width
        title_words = [w for g in self.games for w in tr(g.title).split()]
        self.title_size = float(TITLE_SIZE)
        while self.title_size > 12 and any(c.text_width(w, self.title_size, True) > width - 36
                                           for w in title_words):
            self.title_size -= 0.5
        titles = max(len(c.wrap(tr(g.title), width - 36, self.title_size, True))
                     for g in self.games)
        # the taglines' size: each word fits the card, and the words leave the picture at
        # least its smallest height (smaller print, down to the readable, at a large text size)
        self.tagline_size = 16.0
        while True:
            size = self.tagline_size
            taglines = max(len(c.wrap(tr(g.tagline), width - 36, size)) for g in self.games)
            words = max(98, (titles * self.title_size * 1.2 + taglines * size * 1.25)
                        * c.text_scale + 18)
            if size <= c.readable() or words <= CARDS_BOTTOM - top - 22 - 60 and all(
                    c.text_width(w, size) <= width - 36
                    for g in self.games for w in tr(g.tagline).split()):
                break
            self.tagline_size = max(c.readable(), size - 0.5)
        picture = max(60, min((width - 20) * 220 / 360, CARDS_BOTTOM - top - 22 - words))
        left = (theme.LOGICAL_SIZE[0] - n * width - (n - 1) * CARD_GAP) / 2
        return ([(left + i * (width + CARD_GAP), top, width, picture + 22 + words)
                 for i in range(n)], picture)

    def handle(self, event, pos) -> None:
        if event.type == pygame.MOUSEMOTION:
            hover = next((i for i, r in enumerate(self.card_rects()) if inside(r, pos)), None)
            if hover != self.hover:
                self.hover = hover
                self.app.dirty = True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for game, r in zip(self.games, self.card_rects()):
                if inside(r, pos):
                    self.open_setup(game)
                    return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
            return
        super().handle(event, pos)

    def open_load(self) -> None:
        from .loadgame import LoadGame
        self.app.push(LoadGame(self.app))

    def open_settings(self) -> None:
        from .settingsscreen import SettingsScreen
        self.app.push(SettingsScreen(self.app))

    def open_records(self) -> None:
        from .recordbook import RecordBook
        self.app.push(RecordBook(self.app))

    def quit(self) -> None:
        self.app.running = False

    def resume_game(self) -> None:
        from .loadgame import open_save
        assert self.resume is not None   # the button is there only then
        open_save(self.app, self.resume[0], continue_autosave=True)

    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        title = canvas.text(tr("Town Squares"), (640, 64), 52, theme.ON_DARK, bold=True,
                            anchor="midtop")
        below = canvas.to_logical(title.bottomleft)[1] - 4   # under a larger text size's title
        canvas.text(tr("Tabletop games about squares and circles"), (640, max(126, below)), 20,
                    theme.ON_DARK_SOFT, anchor="midtop")
        rects, picture = self.card_layout()
        for i, (game, r) in enumerate(zip(self.games, rects)):
            x, y, w, h = r
            lift = -4 if self.hover == i else 0
            canvas.box((x, y + lift, w, h), theme.PANEL, radius=14, shadow=True)
            if self.hover == i:
                canvas.box((x, y + lift, w, h), theme.ACCENT, radius=14, width=3)
            pic_w = min(w - 20, picture * 360 / 220)   # smaller only when the words need room
            pic = (x + (w - pic_w) / 2, y + 10 + lift, pic_w, picture)
            # how many play, on the picture's corner (the title has the card's whole width);
            # beside a picture made too small for it by a large text size
            people = players_text(game)
            pw = canvas.text_width(people, 15) + 20
            px, py = pic[0] + pic[2] - pw - 6, pic[1] + pic[3] - 32
            if pw > pic_w * 0.7 and 10 + pic_w + 10 + pw <= w - 10:
                pic = (x + 10, y + 10 + lift, pic_w, picture)
                px, py = x + 20 + pic_w, pic[1] + picture / 2 - 13
            if has_sprite("launcher", game.name):
                canvas.image(sprite("launcher", game.name), pic, key=("launcher", game.name))
            canvas.box((px, py, pw, 26), (20, 30, 28, 200), radius=13)
            canvas.text(people, (px + pw / 2, py + 13), 15, theme.ON_DARK, anchor="center")
            ty = pic[1] + pic[3] + 12
            used = canvas.wrapped(tr(game.title), (x + 18, ty, w - 36, 0), self.title_size,
                                  theme.INK, bold=True, line_gap=1.2)
            canvas.wrapped(tr(game.tagline), (x + 18, ty + max(38, used + 8), w - 36, 50),
                           self.tagline_size, theme.INK_SOFT)
        # beside the Resume box when there is one: wrapped in the room left of it
        room = RESUME_BOX_X - 60 if self.resume else 1200
        canvas.wrapped(tr("Click a game (or Tab to it, then Enter) to set up the seats.  "
                          "F11: full screen."), (40, 586, room, 48), 16, theme.ON_DARK_SOFT)
        if self.resume:
            path, doc = self.resume
            title = next((g.title for g in self.games if g.name == doc.get("game")),
                         str(doc.get("game")))
            when = str(doc.get("saved_at", ""))[:16].replace("T", " ")
            moves = doc.get("moves", 0)
            # the box starts right of the hint line; its text stops short of the button
            left, room = RESUME_BOX_X + 20, RESUME_BUTTON[0] - RESUME_BOX_X - 36
            canvas.box((RESUME_BOX_X, 556, 1240 - RESUME_BOX_X, 68), (20, 30, 28, 150),
                       radius=12)
            canvas.text(tr("Unfinished {title} game", title=tr(title)), (left, 566), 18,
                        theme.ON_DARK, bold=True, max_width=room)
            canvas.text(trn("{count} move, saved {when}", "{count} moves, saved {when}", moves,
                            when=when), (left, 592), 15, theme.ON_DARK_SOFT,
                        max_width=room)
        for widget in self.widgets:
            widget.draw(canvas)


set_home(Launcher)   # the scenes that leave a game come back here (home.go_home)
