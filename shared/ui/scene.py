"""Scenes and the manager that stacks them (push, pop, replace)."""
from __future__ import annotations

from typing import Any

import pygame

from shared.engine.i18n import generation

from . import theme
from .widgets import Choice


class Scene:
    """A screen of the app. Draws from state; returns True from `update` while animating."""

    transparent = False        # draw the scene below first (menus, dialogs)
    closes_on_escape = False   # Esc goes back to the scene below
    toast_y = 640              # where notices appear, clear of the scene's own buttons

    def __init__(self, app):
        self.app = app
        self.widgets: list = []
        self.words = generation()   # the language the words kept here are in (i18n)

    def enter(self) -> None:
        pass

    def relabel(self) -> None:
        """The language changed since the scene last drew: words it keeps between frames
        (its widgets' labels and tips) are to be said again. A scene that says
        everything while drawing needs nothing here."""

    def closed(self) -> None:
        """Taken off the stack for good (popped, replaced, or the stack reset): let go of
        what the scene holds outside itself."""

    def keep_clear(self) -> list:
        """Logical rects a notice must not cover: where the legal targets are, and the
        words the player reads (a table's banner)."""
        return []

    def pointer_left(self) -> None:
        """The pointer is no longer over this scene (another covers it, or it left the
        window): nothing stays highlighted, no tip stays up."""
        for widget in self.widgets:
            if getattr(widget, "hover", False):
                widget.hover = False

    def handle(self, event, pos) -> None:
        if self.closes_on_escape and event.type == pygame.KEYDOWN and \
                event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus = None   # the pointer took over: no ring left behind
        if self.handle_widgets(event, pos) or (event.type == pygame.KEYDOWN and
                                               self.handle_focus(event)):
            self.app.dirty = True

    # --- the keyboard's focus --------------------------------------------------------------
    # the control Enter and Space press, once a key has asked for one (any widget with a
    # rect and press: a button, a choice, a launcher's card)
    focus: Any = None

    def focus_order(self) -> list:
        """The controls Tab visits, in reading order (rows top to bottom, each left to
        right): every widget that can be pressed and is enabled now (a screen may add
        places that are no widgets, as the launcher's cards)."""
        return sorted((w for w in self.widgets
                       if hasattr(w, "press") and getattr(w, "enabled", lambda: True)()),
                      key=lambda w: (w.rect[1], w.rect[0]))

    def handle_focus(self, event) -> bool:
        """Tab and Shift+Tab (and the arrows) move the focus; Enter and Space press what
        has it; Left and Right step a focused choice. True if the key was used."""
        order = self.focus_order()
        if not order:
            return False
        key, back = event.key, bool(event.mod & pygame.KMOD_SHIFT)
        stepping = key in (pygame.K_LEFT, pygame.K_RIGHT) and hasattr(self.focus, "options")
        if stepping and self.focus in order:
            self.focus.press(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if back and key == pygame.K_TAB or key in (pygame.K_UP,
                                                                    pygame.K_LEFT) else 1
            here = order.index(self.focus) if self.focus in order else (-1 if step > 0 else 0)
            self.focus = order[(here + step) % len(order)]
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus in order:
            self.focus.press()
        else:
            return False
        return True

    def draw_focus(self, canvas) -> None:
        """The ring around the focused control, and the values of a choice the pointer
        rests on or the focus is on (drawn by the app over the scene)."""
        focused = self.focus if self.focus in self.focus_order() else None
        if focused is not None:
            x, y, w, h = focused.rect
            canvas.box((x - 5, y - 5, w + 10, h + 10), theme.INK, radius=10, width=5)
            canvas.box((x - 4, y - 4, w + 8, h + 8), theme.FOCUS, radius=10, width=3)
        shown = next((widget for widget in self.widgets if isinstance(widget, Choice) and
                      (widget.hover or widget is focused)), None)
        if shown is not None:
            shown.draw_list(canvas)

    def handle_widgets(self, event, pos, extra=()) -> bool:
        """Give the event to the widgets; True if one took it. Every widget sees a pointer
        move, so the one the pointer leaves loses its highlight and tip."""
        widgets = list(self.widgets) + list(extra)
        if event.type == pygame.MOUSEMOTION:
            return any([widget.handle(event, pos) for widget in widgets])
        return any(widget.handle(event, pos) for widget in widgets)

    def update(self, dt: float) -> bool:
        return False

    def draw(self, canvas) -> None:
        raise NotImplementedError
