"""Zoom and pan for a board larger than its place on the screen. The board is drawn in
its own *world* units, which at zoom 1 are the logical units of its viewport; the camera
says which part of that world the viewport shows. Drawing goes through the camera
(`canvas.through(camera)`), and so does hit-testing (`camera.to_world(pos)`).

A person zooms with the wheel over the board (around the pointer), pans by dragging with
the right or middle button (or the left one on empty table), and fits the whole board
back with Home or 0."""
from __future__ import annotations

import pygame

from shared.engine.i18n import tr

from . import theme
from .widgets import inside

MAX_ZOOM = 3.0
WHEEL_STEP = 1.15


class Camera:
    def __init__(self, viewport):
        self.viewport = tuple(viewport)   # logical rect the board is shown in
        self.zoom = 1.0
        self.left, self.top = self.viewport[0], self.viewport[1]   # world point at its corner
        self.pointer = None
        self.grab = None                  # (logical pos, left, top) while panning

    # --- transforms ------------------------------------------------------------------------
    def to_logical(self, p) -> tuple[float, float]:
        vx, vy = self.viewport[:2]
        return vx + (p[0] - self.left) * self.zoom, vy + (p[1] - self.top) * self.zoom

    def to_world(self, pos):
        if pos is None:
            return None
        vx, vy = self.viewport[:2]
        return self.left + (pos[0] - vx) / self.zoom, self.top + (pos[1] - vy) / self.zoom

    def world_at(self, pos):
        """The world point under a logical position, None outside the viewport (for
        hit-testing: a zoomed board must not be hit through the panels around it)."""
        return self.to_world(pos) if inside(self.viewport, pos) else None

    def rect_to_logical(self, r) -> tuple:
        x, y = self.to_logical(r[:2])
        return (x, y, r[2] * self.zoom, r[3] * self.zoom)

    @property
    def fitted(self) -> bool:
        return self.zoom == 1.0

    # --- moving ------------------------------------------------------------------------------
    def clamp(self) -> None:
        """Keep the viewport inside the board: never show past its edges."""
        vx, vy, vw, vh = self.viewport
        self.left = min(max(self.left, vx), vx + vw - vw / self.zoom)
        self.top = min(max(self.top, vy), vy + vh - vh / self.zoom)

    def zoom_at(self, pos, factor: float) -> None:
        """Zoom by `factor`, keeping the world point under `pos` where it is."""
        anchor = self.to_world(pos)
        self.zoom = min(MAX_ZOOM, max(1.0, self.zoom * factor))
        vx, vy = self.viewport[:2]
        self.left = anchor[0] - (pos[0] - vx) / self.zoom
        self.top = anchor[1] - (pos[1] - vy) / self.zoom
        self.clamp()

    def fit(self) -> None:
        self.zoom = 1.0
        self.left, self.top = self.viewport[0], self.viewport[1]

    # --- input -------------------------------------------------------------------------------
    def start_pan(self, pos) -> None:
        self.grab = (pos, self.left, self.top)

    def handle(self, event, pos, empty_here: bool = False) -> bool:
        """Zoom and pan gestures; True when the event was one. `empty_here` says a left
        press at `pos` would touch nothing of the game, so it may pan instead."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = pos
            if self.grab is not None:
                (gx, gy), left, top = self.grab
                self.left = left - (pos[0] - gx) / self.zoom
                self.top = top - (pos[1] - gy) / self.zoom
                self.clamp()
                return True
            return False
        if event.type == pygame.MOUSEWHEEL and inside(self.viewport, self.pointer):
            self.zoom_at(self.pointer, WHEEL_STEP ** event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and inside(self.viewport, pos) and (
                event.button in (2, 3) or (event.button == 1 and empty_here and not self.fitted)):
            self.start_pan(pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.grab is not None:
            self.grab = None
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_0, pygame.K_KP0):
            self.fit()
            return True
        return False

    def draw_badge(self, canvas) -> None:
        """While zoomed, a small note in the viewport's corner says how to see it all."""
        if self.fitted:
            return
        text = tr("{zoom}x: Home shows the whole board", zoom=f"{self.zoom:.1f}")
        x, y, w, h = self.viewport
        tw = canvas.text_width(text, 13) + 20
        canvas.box((x + w - tw - 8, y + h - 32, tw, 24), (20, 20, 20, 200), radius=8)
        canvas.text(text, (x + w - tw / 2 - 8, y + h - 20), 13, theme.ON_DARK, anchor="center")
