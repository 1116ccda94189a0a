"""Small dialogs over another screen: a question to confirm, and a name to type. They use
the keyboard's focus as every screen does: the answer (yes, or take the name) has the ring
when the dialog opens, so Enter gives it; Tab and Shift+Tab (and, in a question, the
arrows) move the ring to Cancel and back; Esc cancels. Both say what will happen in
words."""
from __future__ import annotations

from typing import Callable

import pygame

from shared.engine.i18n import tr

from . import theme
from .scene import Scene
from .widgets import Button, TextField

BOX = (340, 220, 600, 260)


class Dialog(Scene):
    transparent = True
    closes_on_escape = True

    def __init__(self, app, title: str, yes_label: str):
        super().__init__(app)
        self.title = title
        self.problem = ""            # a line in red: why the answer was not taken
        x, y, w, h = BOX
        self.yes = Button((x + w - 184, y + h - 68, 160, 48), yes_label, self.answer,
                          primary=True)
        self.widgets = [Button((x + w - 360, y + h - 68, 160, 48), tr("Cancel"), app.pop),
                        self.yes]
        self.focus = self.yes   # the answer is ringed from the start: Enter gives it

    # keys the focus takes; a dialog with a name to type leaves Space and arrows to it
    focus_keys: tuple[int, ...] = (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER,
                                   pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                                   pygame.K_DOWN)

    def answer(self) -> None:
        raise NotImplementedError

    def focus_order(self) -> list:
        return sorted((w for w in self.widgets if isinstance(w, Button)),
                      key=lambda w: (w.rect[1], w.rect[0]))

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.focus_keys:
            if self.focus not in self.focus_order() and event.key in (pygame.K_RETURN,
                                                                      pygame.K_KP_ENTER):
                self.focus = self.yes   # a click took the ring away: Enter still answers
            self.handle_focus(event)
        elif event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            self.handle_widgets(event, pos)   # other keys edit a name, and press nothing
        else:
            super().handle(event, pos)
            return
        self.app.dirty = True

    def draw(self, canvas) -> None:
        canvas.box((0, 0, *theme.LOGICAL_SIZE), (0, 0, 0, 140))
        x, y, w, h = BOX
        canvas.box(BOX, theme.PANEL, radius=16, shadow=True)
        canvas.text(self.title, (x + 24, y + 22), 24, theme.INK, bold=True, max_width=w - 48)
        self.draw_body(canvas, (x + 24, y + 64, w - 48, h - 150))
        if self.problem:
            canvas.text(self.problem, (x + 24, y + h - 98), 15, theme.BAD, anchor="midleft",
                        max_width=w - 48)
        for widget in self.widgets:
            widget.draw(canvas)

    def draw_body(self, canvas, rect) -> None:
        pass


class Confirm(Dialog):
    """Ask before doing something that cannot be undone; `on_yes` runs only on yes."""

    def __init__(self, app, title: str, question: str, yes_label: str,
                 on_yes: Callable[[], None]):
        super().__init__(app, title, yes_label)
        self.question = question
        self.on_yes = on_yes

    def answer(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw_body(self, canvas, rect) -> None:
        canvas.wrapped(self.question, rect, 17, theme.INK)


class AskName(Dialog):
    """Ask for a name. `on_name(name)` returns None when done (the dialog closes) or a
    sentence saying why the name was not taken (the dialog stays, showing it)."""

    def __init__(self, app, title: str, name: str, yes_label: str,
                 on_name: Callable[[str], str | None], max_len: int = 60):
        super().__init__(app, title, yes_label)
        x, y, w, h = BOX
        self.field = TextField((x + 24, y + 80, w - 48, 48), name, max_len=max_len)
        self.field.focused = True
        self.field.anchor, self.field.caret = 0, len(name)   # typing replaces the old name
        self.widgets.insert(0, self.field)
        self.on_name = on_name

    focus_keys = (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER)

    def enter(self) -> None:
        pygame.key.start_text_input()

    def answer(self) -> None:
        problem = self.on_name(self.field.text)
        if problem is None:
            if self.app.scene is self:   # on_name may have closed more than the dialog
                self.app.pop()
        else:
            self.problem = problem

    def handle(self, event, pos) -> None:
        # Esc cancels the dialog (the field would only lose focus); Enter answers
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            self.problem = ""
        before = self.field.text
        super().handle(event, pos)
        self.field.focused = True   # typing always types the name
        if event.type == pygame.TEXTINPUT and self.field.text == before[:self.field.max_len] \
                and len(before) >= self.field.max_len:   # typed at the limit: said, not lost
            self.problem = tr("A name has {most} characters at most.", most=self.field.max_len)
