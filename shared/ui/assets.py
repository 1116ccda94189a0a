"""Sprites from assets/sprites, loaded and converted once."""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme

SPRITES = theme.ASSETS / "sprites"


@lru_cache(maxsize=None)
def sprite(group: str, name: str) -> pygame.Surface:
    path = SPRITES / group / f"{name}.png"
    image = pygame.image.load(str(path))
    # convert only when a display mode exists (the screenshot command renders without one)
    return image.convert_alpha() if pygame.display.get_surface() else image


def has_sprite(group: str, name: str) -> bool:
    return (SPRITES / group / f"{name}.png").exists()
