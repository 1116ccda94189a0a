"""Pass the screen: between two people in a game with hidden information, this covers
the table (nothing of it is drawn) until the next person says they are ready."""
from __future__ import annotations

import pygame

from shared.engine.i18n import tr

from . import theme
from .scene import Scene
from .widgets import Button


class Curtain(Scene):
    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        name = table.session.name(seat)
        self.title = tr("Pass to {name}", name=name)
        self.hint = tr("Only {name} should look now: what comes next is private.", name=name)
        self.widgets = [Button((490, 420, 300, 56), tr("I am {name}: show my table", name=name),
                               self.lift, primary=True)]

    def lift(self) -> None:
        self.table.curtain_lifted(self.seat)   # first: the table, on top again, is the seat's
        self.app.pop()

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.lift()
            elif event.key == pygame.K_ESCAPE:
                self.table.open_menu()
            return
        super().handle(event, pos)

    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE_DARK)
        session = self.table.session
        from .setup import draw_look
        draw_look(canvas, (600, 180, 80, 80), session.ui, session.look(self.seat))
        canvas.text(self.title, (640, 290), 44, theme.ON_DARK, bold=True, anchor="midtop",
                    max_width=1100)
        canvas.text(self.hint, (640, 356), 18, theme.ON_DARK_SOFT, anchor="midtop",
                    max_width=1100)
        canvas.text(tr("Click the button or press Enter when ready."), (640, 496), 15,
                    theme.ON_DARK_SOFT, anchor="midtop")
        for widget in self.widgets:
            widget.draw(canvas)
