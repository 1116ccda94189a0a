"""Scenes and the manager that stacks them (push, pop, replace)."""
from __future__ import annotations

import pygame


class Scene:
    """A screen of the app. Draws from state; returns True from `update` while animating."""

    transparent = False        # draw the scene below first (menus, dialogs)
    closes_on_escape = False   # Esc goes back to the scene below
    toast_y = 640              # where notices appear, clear of the scene's own buttons

    def __init__(self, app):
        self.app = app
        self.widgets: list = []

    def enter(self) -> None:
        pass

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
        if self.handle_widgets(event, pos):
            self.app.dirty = True

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
