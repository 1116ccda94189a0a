"""Buttons, text fields and choice cyclers, in logical coordinates."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from shared.engine.i18n import tr

from . import theme
from .canvas import UNDRAWABLE


def inside(r, pos) -> bool:
    x, y, w, h = r
    return pos is not None and x <= pos[0] < x + w and y <= pos[1] < y + h


class Button:
    """A clickable label or icon. `why_not`, for a button that can be greyed, returns the
    sentence saying why it is unavailable (or None); a greyed button shows it on hover."""

    def __init__(self, rect, label: str, action: Callable[[], object],
                 enabled: Callable[[], bool] = lambda: True, primary: bool = False,
                 icon: str | None = None, size: float = 18, tip: str = "",
                 why_not: Callable[[], str | None] | None = None):
        self.rect = tuple(rect)
        self.label = label
        self.action = action
        self.enabled = enabled
        self.primary = primary
        self.icon = icon
        self.size = size
        self.tip = tip
        self.why_not = why_not
        self.hover = False

    def press(self) -> None:
        """Enter or Space on the focused button: what a click does."""
        if self.enabled():
            self.action()

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEMOTION:
            was, self.hover = self.hover, inside(self.rect, pos)
            return was != self.hover
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and inside(self.rect, pos):
            self.press()
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
            colour = ((theme.BUTTON_HOVER if self.hover else theme.BUTTON) if on
                      else theme.BUTTON_DISABLED)
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
            canvas.label(self.label, (x + 6, y + 2, w - 12, h - 4), self.size, ink, True)
        if self.hover:
            self.draw_tip(canvas, on)

    def tip_lines(self, on: bool) -> list[str]:
        """What the button does, and when greyed, why it cannot be used now."""
        reason = self.why_not() if self.why_not and not on else None
        return [line for line in (self.tip, reason) if line]

    def draw_tip(self, canvas, on: bool) -> None:
        """Shown below the button (above it near the bottom edge) while the pointer rests
        on it; kept inside the window."""
        lines = self.tip_lines(on)
        if not lines:
            return
        x, y, w, h = self.rect
        screen_w, screen_h = theme.LOGICAL_SIZE
        tw = max(canvas.text_width(line, 14) for line in lines) + 16
        th = 8 + 18 * len(lines)
        left = max(8, min(x + w / 2 - tw / 2, screen_w - tw - 8))
        # below a button in the top half, above one in the bottom half (where buttons
        # stack, as Rossio's sides A and B do, the next one would hide it)
        below = y + h + 6 + th <= screen_h - 4 and (y < screen_h / 2 or y - 6 - th < 4)
        top = y + h + 6 if below else y - 6 - th
        canvas.box((left, top, tw, th), (20, 20, 20, 225), radius=6)
        for i, line in enumerate(lines):
            ink = theme.ON_DARK if i == 0 else theme.ON_DARK_SOFT
            canvas.text(line, (left + tw / 2, top + 4 + 18 * i + 9), 14, ink, anchor="center")


COMMAND = pygame.KMOD_CTRL | pygame.KMOD_META   # Ctrl, or Cmd on a Mac


class TextField:
    """A one-line text entry: a caret that Left/Right/Home/End move (Shift selects),
    Ctrl+A selects everything, typing replaces the selection, Backspace/Delete remove it
    or one character, Ctrl+Backspace removes the word before the caret."""

    def __init__(self, rect, text: str = "", max_len: int = 16, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None, digits: bool = False):
        self.rect = tuple(rect)
        self.text = text
        self.max_len = max_len
        self.placeholder = placeholder
        self.on_change = on_change
        self.digits = digits
        self.focused = False
        self.caret = len(text)
        self.anchor: int | None = None   # the other end of the selection, if any

    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None."""
        self._clamp()
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def _clamp(self) -> None:
        """Keep caret and anchor inside the text, which its owner may set directly."""
        end = len(self.text)
        self.caret = min(self.caret, end)
        if self.anchor is not None:
            self.anchor = min(self.anchor, end)

    def press(self) -> None:
        """Enter or Space on the focused field: type into it (Enter or Tab ends typing)."""
        self.focused = True
        pygame.key.start_text_input()
        self.caret, self.anchor = len(self.text), None

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            if inside(self.rect, pos):
                self.press()
            else:
                self.focused = False
            return was != self.focused or self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            add = UNDRAWABLE.sub("", event.text)   # a name is one line of letters
            if self.digits:
                add = "".join(c for c in add if c.isdigit())
            self._replace(add)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key, event.mod)
        return False

    def _key(self, key, mod) -> bool:
        self._clamp()
        end = len(self.text)
        # AltGr arrives as Ctrl+Alt on some systems and types letters: not a shortcut
        command = mod & COMMAND and not mod & pygame.KMOD_ALT
        if command and key == pygame.K_a:
            self.anchor, self.caret = 0, end
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.selection() is None:   # nothing selected: take a character or a word
                if key == pygame.K_DELETE:
                    self.anchor = min(end, self.caret + 1)
                elif mod & (COMMAND | pygame.KMOD_ALT):   # Alt+Backspace on a Mac
                    self.anchor = self._word_start()
                else:
                    self.anchor = max(0, self.caret - 1)
            self._replace("")
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self._move(key, bool(mod & pygame.KMOD_SHIFT))
        elif key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
            self.focused, self.anchor = False, None
        else:
            return False
        return True

    def _word_start(self) -> int:
        """Where the word before the caret starts (spaces just before it go with it)."""
        i = self.caret
        while i > 0 and self.text[i - 1].isspace():
            i -= 1
        while i > 0 and not self.text[i - 1].isspace():
            i -= 1
        return i

    def _move(self, key, extend: bool) -> None:
        picked = self.selection()
        if extend:
            self.anchor = self.caret if self.anchor is None else self.anchor
        else:
            self.anchor = None
        if picked and not extend and key in (pygame.K_LEFT, pygame.K_RIGHT):
            # an arrow without Shift collapses the selection to that side
            self.caret = picked[0] if key == pygame.K_LEFT else picked[1]
            return
        self.caret = {pygame.K_LEFT: max(0, self.caret - 1),
                      pygame.K_RIGHT: min(len(self.text), self.caret + 1),
                      pygame.K_HOME: 0, pygame.K_END: len(self.text)}[key]

    def _replace(self, add: str) -> None:
        """Put `add` in place of the selection (or at the caret), within max_len."""
        start, end = self.selection() or (self.caret, self.caret)
        room = self.max_len - (len(self.text) - (end - start))
        add = add[: max(0, room)]
        self.caret, self.anchor = start + len(add), None
        self._set(self.text[:start] + add + self.text[end:])

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
        # an edited text shrinks to fit rather than losing letters to an ellipsis
        size = 17
        while size > 11 and canvas.text_width(shown, size) > w - 20:
            size -= 1
        left = x + 10

        def at(i: int) -> float:
            return left + canvas.text_width(self.text[:i], size)

        picked = self.selection() if self.focused else None
        if picked:
            canvas.box((at(picked[0]), y + 8, at(picked[1]) - at(picked[0]), h - 16),
                       (246, 206, 140))
        canvas.text(shown, (left, y + h / 2), size, colour, anchor="midleft", max_width=w - 20)
        if self.focused:
            cx = at(self.caret) + 1
            canvas.line((cx, y + 8), (cx, y + h - 8), theme.INK, 2)


class Choice:
    """A value picked from a short list by clicking (forward) or right-clicking (back)."""

    def __init__(self, rect, options: list[tuple[object, str]], index: int = 0,
                 on_change: Callable[[Any], None] | None = None, swatch=None):
        self.rect = tuple(rect)
        self.options = options
        self.index = index
        self.on_change = on_change   # called with the value picked (the options' own kind)
        self.swatch = swatch   # optional callable(canvas, rect, value) drawing a marker
        self.hover = False

    @property
    def value(self):
        return self.options[self.index][0]

    def set_value(self, value) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    def press(self, step: int = 1) -> None:
        """The next value (a click, Enter, Space, Right) or the one before (a right-click,
        Left)."""
        self.index = (self.index + step) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEMOTION:
            was, self.hover = self.hover, inside(self.rect, pos)
            return was != self.hover
        if event.type == pygame.MOUSEBUTTONUP and inside(self.rect, pos) and event.button in (1, 3):
            self.press(1 if event.button == 1 else -1)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and inside(self.rect, pos)

    def draw(self, canvas) -> None:
        x, y, w, h = self.rect
        canvas.box(self.rect, theme.BUTTON_HOVER if self.hover else theme.BUTTON, radius=6)
        left = x + 10
        if self.swatch:
            self.swatch(canvas, (x + 6, y + 4, h - 8, h - 8), self.value)
            left = x + h + 2
        canvas.label(self.options[self.index][1], (left, y + 2, x + w - left - 24, h - 4), 16,
                     theme.ON_DARK, align="left")
        canvas.polygon([(x + w - 18, y + h / 2 - 5), (x + w - 10, y + h / 2),
                        (x + w - 18, y + h / 2 + 5)], theme.ON_DARK_SOFT)

    def draw_list(self, canvas) -> None:
        """Every value it can take, the current one marked, and how to step through them:
        shown over the screen while the pointer rests on it or it has the focus."""
        if len(self.options) < 2:
            return
        how = tr("Click: next, right-click: back (keys: Left, Right)")
        labels = [label for _, label in self.options]
        wide = max([canvas.text_width(label, 15) for label in labels] +
                   [canvas.text_width(how, 13)]) + 28
        row = 21
        tall = 10 + row * len(labels) + 20
        x, y, w, h = self.rect
        screen_w, screen_h = theme.LOGICAL_SIZE
        left = max(8, min(x, screen_w - wide - 8))
        top = y + h + 6 if y + h + 6 + tall <= screen_h - 4 else y - 6 - tall
        canvas.box((left, top, wide, tall), (20, 20, 20, 235), radius=8)
        for i, label in enumerate(labels):
            ty = top + 6 + row * i + row / 2
            if i == self.index:
                canvas.box((left + 4, ty - row / 2, wide - 8, row), theme.ACCENT, radius=5)
            canvas.text(label, (left + 14, ty), 15, theme.INK if i == self.index else
                        theme.ON_DARK, bold=i == self.index, anchor="midleft",
                        max_width=wide - 24)
        canvas.text(how, (left + 14, top + tall - 13), 13, theme.ON_DARK_SOFT, anchor="midleft",
                    max_width=wide - 24)


class Target:
    """A place on a screen that is no widget of its own (a game's card on the launcher)
    but can take the keyboard's focus: Enter or Space does what a click there does."""

    def __init__(self, rect, action: Callable[[], None]):
        self.rect = tuple(rect)
        self.action = action

    def press(self) -> None:
        self.action()
