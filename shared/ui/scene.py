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

    def handle(self, event, pos) -> None:
        if self.closes_on_escape and event.type == pygame.KEYDOWN and \
                event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for widget in list(self.widgets):
            if widget.handle(event, pos):
                self.app.dirty = True
                return

    def update(self, dt: float) -> bool:
        return False

    def draw(self, canvas) -> None:
        raise NotImplementedError
