"""What every launcher picture shares (360 x 220, one per game, drawn in that game's sprite
module): a painted texture, a soft vignette, the rounded card frame, and small helpers for
placing sprites and casting ground shadows on it."""

from __future__ import annotations

import math
import random

import pygame

from assets import drawing as base

LW, LH = 360, 220


def paint_texture(surf: pygame.Surface, seed: int, n=900, alpha=10, region=None) -> None:
    """Soft brush-stroke texture so flat areas look painted."""
    rng = random.Random(seed)
    lay = base.blank_like(surf, (255, 255, 255, 0))
    x0, y0, w, h = region or (0, 0, LW, LH)
    for _ in range(n):
        x = x0 + rng.uniform(0, w)
        y = y0 + rng.uniform(0, h)
        a = rng.uniform(-0.5, 0.5) + (math.pi if rng.random() < 0.5 else 0)
        length = rng.uniform(3, 9)
        c = (255, 255, 255, alpha) if rng.random() < 0.5 else (0, 0, 0, alpha)
        base.stroke(lay, c, [(x, y), (x + length * math.cos(a), y + length * math.sin(a) * 0.4)], rng.uniform(1.0, 2.2))
    surf.blit(lay, (0, 0))


def vignette(surf: pygame.Surface, strength=90) -> None:
    lay = base.blank_like(surf, (0, 0, 0, strength))
    steps = 40
    for i in range(steps + 1):
        t = i / steps
        a = int(strength * (1 - t) ** 2)
        mx = LW * 0.5 * (0.15 + 0.95 * (1 - t))
        my = LH * 0.5 * (0.15 + 0.95 * (1 - t))
        # shrinking ellipses, each lighter than the last
        base.ellipse(lay, (0, 0, 0, a), (LW / 2 - mx * 1.25, LH / 2 - my * 1.25, mx * 2.5, my * 2.5))
    surf.blit(base.soft_blur(lay, 12), (0, 0))


def frame_card(surf: pygame.Surface, radius=16.0) -> pygame.Surface:
    """Round the corners, add a fine inner border, reduce to final size."""
    border = base.blank_like(surf, (255, 255, 255, 0))
    base.rrect(border, (255, 255, 255, 70), (0.5, 0.5, LW - 1, LH - 1), radius, 1.5)
    surf.blit(border, (0, 0))
    border = base.blank_like(surf, (0, 0, 0, 0))
    base.rrect(border, (30, 20, 10, 110), (0, 0, LW, LH), radius, 1.0)
    surf.blit(border, (0, 0))
    mask = base.blank_like(surf, (255, 255, 255, 0))
    base.rrect(mask, (255, 255, 255, 255), (0, 0, LW, LH), radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return base.downscale(surf, (LW, LH))


def place(surf: pygame.Surface, sprite4: pygame.Surface, center, size) -> None:
    """Blit a supersampled sprite resized to ``size`` final px around ``center``."""
    w, h = base.q(size[0]), base.q(size[1])
    img = pygame.transform.smoothscale(sprite4, (w, h))
    surf.blit(img, (base.q(center[0]) - w // 2, base.q(center[1]) - h // 2))


def ground_shadow(surf, x, y, w, h):
    lay = base.blank_like(surf, base.rgba(base.PALETTE["shadow"], 0))
    base.poly(lay, base.rgba(base.PALETTE["shadow"], 90), [(x - w / 2, y), (x + w / 2, y + 1), (x + w / 2 + h * 0.9, y + 4), (x - w / 2 + h * 0.9, y + 3)])
    surf.blit(base.blur(lay, 1.0), (0, 0))
