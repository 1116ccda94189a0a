"""Buttons, text fields and choice cyclers, in logical coordinates."""
from __future__ import annotations

from typing import Callable

import pygame

from . import theme


def inside(r, pos) -> bool:
    x, y, w, h = r
    return pos is not None and x <= pos[0] < x + w and y <= pos[1] < y + h


class Button:
    def __init__(self, rect, label: str, action: Callable[[], None],
                 enabled: Callable[[], bool] = lambda: True, primary: bool = False,
                 icon: str | None = None, size: float = 18, tip: str = ""):
        self.rect = tuple(rect)
        self.label = label
        self.action = action
        self.enabled = enabled
        self.primary = primary
        self.icon = icon
        self.size = size
        self.tip = tip
        self.hover = False

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEMOTION:
            was, self.hover = self.hover, inside(self.rect, pos)
            return was != self.hover
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and inside(self.rect, pos):
            if self.enabled():
                self.action()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside(self.rect, pos):
            return True
        return False

    def draw(self, canvas) -> None:
        on = self.enabled()
        if self.primary:
            colour = theme.ACCENT if on else theme.BUTTON_DISABLED
            if on and self.hover:
                colour = (246, 180, 72)
            ink = theme.INK if on else theme.ON_DARK_SOFT
        else:
            colour = (theme.BUTTON_HOVER if self.hover else theme.BUTTON) if on else theme.BUTTON_DISABLED
            ink = theme.ON_DARK if on else (140, 150, 146)
        canvas.box(self.rect, colour, radius=8, shadow=on)
        x, y, w, h = self.rect
        if self.icon:
            from .assets import sprite
            side = h - 14
            image = sprite("ui", self.icon)
            label_w = canvas.text_width(self.label, self.size, True) if self.label else 0
            gap = 8 if self.label else 0
            left = x + (w - side - gap - label_w) / 2
            canvas.image(image, (left, y + 7, side, side), key=("ui", self.icon),
                         alpha=255 if on else 110)
            if self.label:
                canvas.text(self.label, (left + side + gap, y + h / 2), self.size, ink, True,
                            anchor="midleft")
        else:
            canvas.text(self.label, (x + w / 2, y + h / 2), self.size, ink, True, anchor="center",
                        max_width=w - 12)
        if self.tip and self.hover:
            self.draw_tip(canvas)

    def draw_tip(self, canvas) -> None:
        """What an icon-only button does, shown below it while the pointer rests on it."""
        x, y, w, h = self.rect
        tw = canvas.text_width(self.tip, 14) + 16
        left = min(x + w / 2 - tw / 2, theme.LOGICAL_SIZE[0] - tw - 8)
        canvas.box((left, y + h + 6, tw, 24), (20, 20, 20, 225), radius=6)
        canvas.text(self.tip, (left + tw / 2, y + h + 18), 14, theme.ON_DARK, anchor="center")


class TextField:
    def __init__(self, rect, text: str = "", max_len: int = 16, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None, digits: bool = False):
        self.rect = tuple(rect)
        self.text = text
        self.max_len = max_len
        self.placeholder = placeholder
        self.on_change = on_change
        self.digits = digits
        self.focused = False

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was, self.focused = self.focused, inside(self.rect, pos)
            if self.focused:
                pygame.key.start_text_input()
            return was != self.focused or self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            add = "".join(c for c in event.text if c.isdigit()) if self.digits else event.text
            self._set((self.text + add)[: self.max_len])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self._set(self.text[:-1])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                return True
        return False

    def _set(self, text: str) -> None:
        self.text = text
        if self.on_change:
            self.on_change(text)

    def draw(self, canvas) -> None:
        x, y, w, h = self.rect
        canvas.box(self.rect, theme.PANEL, radius=6)
        canvas.box(self.rect, theme.ACCENT if self.focused else theme.PANEL_EDGE, radius=6,
                   width=2)
        shown = self.text or self.placeholder
        colour = theme.INK if self.text else theme.INK_SOFT
        r = canvas.text(shown, (x + 10, y + h / 2), 17, colour, anchor="midleft",
                        max_width=w - 20)
        if self.focused:
            cx = canvas.to_logical(r.midright)[0] + 2 if self.text else x + 10
            canvas.line((cx, y + 8), (cx, y + h - 8), theme.INK, 2)


class Choice:
    """A value picked from a short list by clicking (forward) or right-clicking (back)."""

    def __init__(self, rect, options: list[tuple[object, str]], index: int = 0,
                 on_change: Callable[[object], None] | None = None, swatch=None):
        self.rect = tuple(rect)
        self.options = options
        self.index = index
        self.on_change = on_change
        self.swatch = swatch   # optional callable(canvas, rect, value) drawing a marker
        self.hover = False

    @property
    def value(self):
        return self.options[self.index][0]

    def set_value(self, value) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEMOTION:
            was, self.hover = self.hover, inside(self.rect, pos)
            return was != self.hover
        if event.type == pygame.MOUSEBUTTONUP and inside(self.rect, pos) and event.button in (1, 3):
            step = 1 if event.button == 1 else -1
            self.index = (self.index + step) % len(self.options)
            if self.on_change:
                self.on_change(self.value)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and inside(self.rect, pos)

    def draw(self, canvas) -> None:
        x, y, w, h = self.rect
        canvas.box(self.rect, theme.BUTTON_HOVER if self.hover else theme.BUTTON, radius=6)
        left = x + 10
        if self.swatch:
            self.swatch(canvas, (x + 6, y + 4, h - 8, h - 8), self.value)
            left = x + h + 2
        canvas.text(self.options[self.index][1], (left, y + h / 2), 16, theme.ON_DARK,
                    anchor="midleft", max_width=x + w - left - 24)
        canvas.polygon([(x + w - 18, y + h / 2 - 5), (x + w - 10, y + h / 2),
                        (x + w - 18, y + h / 2 + 5)], theme.ON_DARK_SOFT)
