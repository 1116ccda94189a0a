"""The game log as a panel: the newest lines at the bottom, the wheel scrolls back
through the game while the pointer is over it, and a new line brings it back down."""
from __future__ import annotations

from typing import Callable

import pygame

from shared.engine.i18n import tr

from . import theme
from .widgets import inside


class LogPanel:
    def __init__(self, rect, lines: Callable[[], list[str]], size: float = 13,
                 ink=theme.INK, soft=theme.INK_SOFT, line_h: float = 19):
        self.rect = tuple(rect)
        self.lines = lines
        self.size, self.ink, self.soft, self.line_h = size, ink, soft, line_h
        self.back = 0            # lines scrolled back from the newest
        self.seen = 0            # how many lines there were when last drawn
        self.pointer = None      # the last pointer position (wheel events carry none)

    def capacity(self) -> int:
        return max(1, int(self.rect[3] // self.line_h))

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEWHEEL and inside(self.rect, self.pointer):
            most = max(0, len(self.lines()) - self.capacity())
            self.back = max(0, min(most, self.back + event.y * 3))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = pos   # the wheel event carries no position
        return False

    def draw(self, canvas) -> None:
        lines = self.lines()
        if len(lines) != self.seen:          # something new (or undone): show the end
            self.back, self.seen = 0, len(lines)
        x, y, w, h = self.rect
        if not lines:
            canvas.text(tr("Moves will appear here."), (x, y), self.size, self.soft)
            return
        n = self.capacity()
        end = len(lines) - self.back
        shown = lines[max(0, end - n):end]
        while len(shown) > 1 and shown[0].startswith(" "):
            shown = shown[1:]   # never start on the detail of an entry whose head is cut off
        for i, line in enumerate(shown):
            canvas.text(line, (x, y + i * self.line_h), self.size, self.ink, max_width=w - 12)
        if len(lines) > n:   # a scroll bar: where the shown lines lie in the whole log
            top = (end - len(shown)) / len(lines)
            canvas.box((x + w - 5, y + h * top, 4, max(8, h * len(shown) / len(lines))),
                       (*self.soft, 160), radius=2)
