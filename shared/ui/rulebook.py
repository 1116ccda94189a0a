"""The rules reference of a game as a panel over the table, the menu or the setup screen:
the sections listed on the left (typing filters them by the words of their title and
text), the chosen section on the right with its pictures, drawn from the game's own
sprites. The words are the game's reference data (shared/engine/reference.py), every
sentence through `tr`.

Keys: typing searches; Up/Down and Page Up/Down (and the wheel) scroll the section;
Tab / Shift+Tab go to the next / previous section; Esc clears the search, then closes;
F1 closes. After the game's sections comes one listing every key of the app (KEYS)."""
from __future__ import annotations

import pygame

from shared.engine.i18n import mark, tr
from shared.engine.reference import Reference, Section, reference, sprite_names
from shared.engine.registry import game_info

from . import theme
from .assets import sprite
from .scene import Scene
from .widgets import Button, TextField, inside

PANEL = (40, 20, 1200, 680)
SEARCH = (70, 86, 330, 42)
LIST = (70, 140, 330, 540)
ROW_H = 34
CONTENT = (430, 86, 780, 594)
TEXT_SIZE = 17
LINE_GAP = 1.35
PARAGRAPH_GAP = 10
FIGURE_H = 64
ICON = 40
SCROLL_LINE = 40


# every key of the app, as the rules panel's last section (said in the language in use)
KEYS = Section("keys", mark("Keys"), (
    mark("Everywhere: Tab and Shift+Tab (or the arrows) move the ring from control to "
         "control, Enter or Space presses the ringed one, Left and Right change a choice, "
         "Esc goes back. F11 switches between a window and the full screen."),
    mark("At the table: Tab opens the move chooser: Up and Down (or a number) pick a move, "
         "Enter plays it, Esc closes it. F6 or Ctrl+Tab puts the ring on the table's "
         "buttons, one after the other (with Shift, backwards); Enter or Space presses the "
         "ringed button, Esc takes the ring away."),
    mark("H asks for a hint. Ctrl+Z takes a move back, Ctrl+Y (or Ctrl+Shift+Z) plays it "
         "again. Esc drops what you picked up, else opens the game menu. F1 opens these "
         "rules at the decision being taken."),
    mark("While the others play: + and − change the pace, S turns step mode on and off, "
         "Space plays their next move in step mode."),
    mark("In the replay viewer: Left and Right go one move back or on, Page Up and Page "
         "Down one round, Home and End to the start and the end; Space plays or pauses, + "
         "changes the speed, C opens the score chart; Tab goes over the buttons and Enter "
         "presses one; Esc closes the viewer."),
    mark("In these rules: typing searches; the arrows, Page Up and Page Down scroll; Tab "
         "goes to the next section; Esc clears the search, then closes. On the Load screen "
         "typing searches the names, F2 renames a save and Delete deletes it."),
))


def has_reference(game: str) -> bool:
    return bool(game_info(game).reference)


class RulesPanel(Scene):
    transparent = True

    def __init__(self, app, game: str, section: str | None = None):
        super().__init__(app)
        self.info = game_info(game)
        ref = reference(game)
        assert ref is not None   # open_rules opens the panel only for a game with rules
        self.ref: Reference = ref
        self.sections = [*ref.sections, KEYS]          # the game's sections, then the keys
        self.search = TextField(SEARCH, "", 40, tr("Search the rules"),
                                on_change=lambda _: self.filter())
        self.search.focused = True
        self.widgets = [self.search,
                        Button((1090, 32, 130, 42), tr("Close"), app.pop,
                               tip=tr("Close the rules (Esc)"))]
        self.shown = list(self.sections)              # the sections the search leaves
        ids = [s.id for s in self.sections]
        self.current = self.sections[ids.index(section) if section in ids else 0]
        self.scroll = 0.0                             # of the section's text
        self.list_top = 0                             # first row of the list shown
        self.content_h = 0.0                          # measured when last drawn
        self.pointer = None
        self.reveal_current()

    def enter(self) -> None:
        self.app.notice = None   # a notice would cover the text (a refusal's is done: we are here)
        pygame.key.start_text_input()

    # --- what is shown ---------------------------------------------------------------
    def filter(self) -> None:
        words = self.search.text.lower().split()
        self.shown = [s for s in self.sections if s.matches(words)]
        if self.shown and self.current not in self.shown:
            self.pick(self.shown[0])
        self.list_top = 0
        self.reveal_current()

    def pick(self, section) -> None:
        self.current = section
        self.scroll = 0.0
        self.reveal_current()
        self.app.dirty = True

    def step_section(self, step: int) -> None:
        if not self.shown:
            return
        i = self.shown.index(self.current) if self.current in self.shown else -1
        self.pick(self.shown[(i + step) % len(self.shown)])

    def row_at(self, pos) -> int | None:
        """The index in `shown` of the list row at `pos`, if any."""
        if not inside(LIST, pos):
            return None
        row = self.list_top + int((pos[1] - LIST[1]) // ROW_H)
        return row if row < min(len(self.shown), self.list_top + self.rows()) else None

    def rows(self) -> int:
        return int(LIST[3] // ROW_H)

    def reveal_current(self) -> None:
        """Scroll the list so the chosen section's row is in sight."""
        if self.current in self.shown:
            i = self.shown.index(self.current)
            self.list_top = min(max(self.list_top, i - self.rows() + 1), i)

    def scroll_by(self, dy: float) -> None:
        most = max(0.0, self.content_h - CONTENT[3])
        self.scroll = max(0.0, min(most, self.scroll + dy))
        self.app.dirty = True

    # --- input -------------------------------------------------------------------------
    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            self.app.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            if self.row_at(pos) != self.row_at(self.pointer):
                self.app.dirty = True   # the row under the pointer is lit
            self.pointer = pos
        if event.type == pygame.MOUSEWHEEL:
            if inside(LIST, self.pointer):
                most = max(0, len(self.shown) - self.rows())
                self.list_top = max(0, min(most, self.list_top - event.y))
                self.app.dirty = True
            else:
                self.scroll_by(-event.y * SCROLL_LINE)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and inside(LIST, pos):
            row = self.row_at(pos)
            if row is not None:
                self.pick(self.shown[row])
            return
        if self.handle_widgets(event, pos):
            self.app.dirty = True
        self.search.focused = True   # typing always searches

    def handle_key(self, event) -> bool:
        key, shift = event.key, event.mod & pygame.KMOD_SHIFT
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        page = CONTENT[3] - SCROLL_LINE
        if key == pygame.K_ESCAPE and self.search.text:
            self.search.text = ""
            self.search.caret, self.search.anchor = 0, None
            self.filter()
        elif key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
        elif key == pygame.K_TAB or (ctrl and key in (pygame.K_UP, pygame.K_DOWN)):
            self.step_section(-1 if shift or key == pygame.K_UP else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(SCROLL_LINE if key == pygame.K_DOWN else -SCROLL_LINE)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_by(page if key == pygame.K_PAGEDOWN else -page)
        else:
            return False
        return True

    # --- drawing -------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.box((0, 0, *theme.LOGICAL_SIZE), (0, 0, 0, 150))
        canvas.box(PANEL, theme.PANEL, radius=16, shadow=True)
        title = tr("Rules of {title}", title=tr(self.info.title))
        # the title as wide as it needs (up to 700: the keys' line keeps a quarter of the
        # row), the keys' line right of it, on more lines in smaller print if it must
        width = min(canvas.text_width(title, 26, True), 700)
        canvas.text(title, (70, 34), 26, theme.INK, bold=True, max_width=width)
        left = max(CONTENT[0], 70 + width + 24)
        keys = tr("Type to search. Arrows, Page Up/Down or the wheel scroll; "
                  "Tab: next section; Esc: close.")
        size = canvas.fitting_size([keys], 1080 - left, 60, 13, 8, line_gap=1.35)
        canvas.wrapped_about(keys, left, 53, 1080 - left, size, theme.INK_SOFT, line_gap=1.35)
        self.draw_list(canvas)
        self.draw_section(canvas)
        for widget in self.widgets:
            widget.draw(canvas)

    def draw_list(self, canvas) -> None:
        x, y, w, h = LIST
        if not self.shown:
            canvas.wrapped(tr("No section holds \u201c{words}\u201d.", words=self.search.text),
                           (x + 8, y + 8, w - 16, 80), 15, theme.INK_SOFT)
            return
        lit = self.row_at(self.pointer)
        for k, section in enumerate(self.shown[self.list_top:self.list_top + self.rows()]):
            top = y + k * ROW_H
            if section is self.current:
                canvas.box((x, top + 2, w, ROW_H - 4), theme.ACCENT, radius=6)
            elif self.list_top + k == lit:
                canvas.box((x, top + 2, w, ROW_H - 4), theme.PANEL_EDGE, radius=6)
            said, bold = tr(section.title), section is self.current
            if canvas.text_width(said, 16 * 0.7, bold) <= w - 24:
                canvas.text(said, (x + 10, top + ROW_H / 2), 16, theme.INK, bold=bold,
                            anchor="midleft", max_width=w - 24)
            else:   # too long for one line even in smaller print: two smaller lines
                size = canvas.fitting_size([said], w - 24, ROW_H - 2, 13, 8, line_gap=1.2,
                                           bold=bold)
                canvas.wrapped_about(said, x + 10, top + ROW_H / 2, w - 24, size, theme.INK,
                                     bold, line_gap=1.2)
        if len(self.shown) > self.rows():   # a scroll bar: where the shown rows lie
            part = self.rows() / len(self.shown)
            canvas.box((x + w - 5, y + h * self.list_top / len(self.shown), 4, h * part),
                       (*theme.INK_SOFT, 160), radius=2)

    def draw_section(self, canvas) -> None:
        x, y, w, h = CONTENT
        canvas.box((x - 12, y, w + 24, h), (255, 252, 246), radius=10)
        if not self.shown:
            return
        clip = canvas.surface.get_clip()
        canvas.surface.set_clip(canvas.rect((x - 12, y, w + 24, h)).clip(clip))
        try:
            top = y + 12 - self.scroll
            section = self.current
            used = canvas.wrapped(tr(section.title), (x, top, w - 20, 80), 24, theme.INK,
                                  bold=True, line_gap=1.2) + 8
            used += self.draw_figures(canvas, section, top + used, w - 20)
            for icon, text in section.paragraphs():
                if icon:
                    group, _, name = icon.partition(":")
                    canvas.image(sprite(group, name), (x, top + used, ICON, ICON),
                                 key=("rules", icon))
                    height = canvas.wrapped(text, (x + ICON + 12, top + used, w - ICON - 32, 0),
                                            15, theme.INK, line_gap=1.3)
                    used += max(ICON, height) + PARAGRAPH_GAP
                else:
                    used += canvas.wrapped(text, (x, top + used, w - 20, 0), TEXT_SIZE,
                                           theme.INK, line_gap=LINE_GAP) + PARAGRAPH_GAP
            self.content_h = used + 12
        finally:
            canvas.surface.set_clip(clip)
        if self.content_h > h:   # a scroll bar
            canvas.box((x + w + 4, y + h * self.scroll / self.content_h, 5,
                        h * h / self.content_h), (*theme.INK_SOFT, 160), radius=2)

    def draw_figures(self, canvas, section, top: float, width: float) -> float:
        """The section's pictures in a row, each with its caption; the height used."""
        if not section.figures:
            return 0.0
        x: float   # pictures are as wide as their shape makes them
        x, row_top, tallest = CONTENT[0], top, 0.0
        for figure in section.figures:
            names = sprite_names(figure, self.info.looks)
            images = [sprite(g, n) for g, n in names]
            sizes = [(FIGURE_H * i.get_width() / i.get_height(), FIGURE_H) for i in images]
            pictures_w = sum(s[0] for s in sizes) + 6 * (len(sizes) - 1)
            box_w = max(pictures_w, 150)
            if x + box_w > CONTENT[0] + width and x > CONTENT[0]:   # the next row
                x, row_top, tallest = CONTENT[0], row_top + tallest + 12, 0.0
            left: float = x   # the pictures and their caption share a left edge
            for (g, n), image, (iw, ih) in zip(names, images, sizes):
                canvas.image(image, (left, row_top, iw, ih), key=("rules", g, n))
                left += iw + 6
            caption_h = canvas.wrapped(tr(figure.caption),
                                       (x, row_top + FIGURE_H + 6, box_w, 0), 13,
                                       theme.INK_SOFT, line_gap=1.2)
            tallest = max(tallest, FIGURE_H + 6 + caption_h)
            x += box_w + 24
        return row_top - top + tallest + 14


def open_rules(app, game: str, section: str | None = None) -> bool:
    """Put the rules panel of `game` on top, at `section`; False for a game without a
    reference."""
    if not has_reference(game):
        return False
    app.push(RulesPanel(app, game, section))
    return True


def open_rules_at(app, match, cited: str | None = None) -> bool:
    """The rules of `match`'s game at the section `cited` (by a refused move), else at the
    section about the decision being taken (from a table or its menu)."""
    game = match.config.game
    ref = reference(game)   # loaded once: the panel reads the same
    if ref is None:         # a game without a reference
        return False
    d = match.decision()
    return open_rules(app, game, cited or ref.for_decision(d.kind if d else None))
