"""The game log as a panel: the newest lines at the bottom, the wheel scrolls back
through the game while the pointer is over it, and a new line brings it back down.

Every line is shown whole: a line wider than the panel wraps onto further rows (a detail
line's rows keep its indent), so each row is readable at full size at every scroll
position and the panel is always full once the log is longer than it."""
from __future__ import annotations

from typing import Callable

import pygame

from shared.engine.i18n import tr

from . import theme
from .widgets import inside

GUTTER = 12   # room at the right for the scroll bar


class LogPanel:
    def __init__(self, rect, lines: Callable[[], list[str]], size: float = 13,
                 ink=theme.INK, soft=theme.INK_SOFT, line_h: float = 19):
        self.rect = tuple(rect)
        self.lines = lines
        self.size, self.ink, self.soft, self.line_h = size, ink, soft, line_h
        self.back = 0            # rows scrolled back from the newest
        self.seen = 0            # how many lines there were when last drawn
        self.total = 0           # how many rows they took when last drawn
        self.pointer = None      # the last pointer position (wheel events carry none)
        self._rows: tuple = (None, None, [])   # (lines, (width, scale), rows) last wrapped
        self._wrapped: dict[str, list[str]] = {}   # each line's rows at that width and scale

    def capacity(self) -> int:
        return max(1, int(self.rect[3] // self.line_h))

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEWHEEL and inside(self.rect, self.pointer):
            most = max(0, self.total - self.capacity())
            self.back = max(0, min(most, self.back + event.y * 3))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = pos   # the wheel event carries no position
        return False

    def rows(self, canvas, lines: list[str]) -> list[str]:
        """The lines word-wrapped to the panel; rewrapped only when the log, the panel's
        width or the text size changed, and then only the lines not wrapped before (a log
        grows by a line or two a move: rewrapping all of it each time grew with the game)."""
        key = (self.rect[2], canvas.text_scale)
        if self._rows[1] != key:
            self._wrapped = {}
        if self._rows[1] != key or self._rows[0] != lines:
            rows: list[str] = []
            for line in lines:
                wrapped = self._wrapped.get(line)
                if wrapped is None:
                    wrapped = self._wrapped[line] = self.wrap_line(canvas, line)
                rows += wrapped
            self._rows = (lines, key, rows)
        return self._rows[2]

    def wrap_line(self, canvas, line: str) -> list[str]:
        width = self.rect[2] - GUTTER
        if canvas.text_width(line, self.size) <= width:
            return [line]
        indent = line[:len(line) - len(line.lstrip(" "))]
        pad = indent + "  "   # the rows a line runs on to stand in from its first
        wrapped = canvas.wrap(line, width - canvas.text_width(pad, self.size), self.size)
        return [indent + wrapped[0]] + [pad + row for row in wrapped[1:]]

    def draw(self, canvas) -> None:
        lines = self.lines()
        if len(lines) != self.seen:          # something new (or undone): show the end
            self.back, self.seen = 0, len(lines)
        x, y, w, h = self.rect
        if not lines:
            canvas.text(tr("Moves will appear here."), (x, y), self.size, self.soft)
            return
        rows = self.rows(canvas, lines)
        self.total = len(rows)
        n = self.capacity()
        self.back = min(self.back, max(0, len(rows) - n))
        end = len(rows) - self.back
        shown = rows[max(0, end - n):end]
        for i, row in enumerate(shown):
            canvas.text(row, (x, y + i * self.line_h), self.size, self.ink)
        if len(rows) > n:   # a scroll bar: where the shown rows lie in the whole log
            top = (end - len(shown)) / len(rows)
            canvas.box((x + w - 5, y + h * top, 4, max(8, h * len(shown) / len(rows))),
                       (*self.soft, 160), radius=2)
