"""The window's own sprites, drawn with pygame-ce: the app icon in every size desktops ask
for, and the undo, redo and menu glyphs. `assets/make_sprites.py` lists them (as
ui/<name>.png) and writes them with all the others."""

from __future__ import annotations

from typing import Callable

import pygame

from assets import drawing as base
# the icon's square shows Simplicity's four building colours
from assets.simplicity_sprites import PALETTE as TILE_COLOURS

PALETTE: dict[str, tuple[int, ...]] = {
    "glyph": (255, 255, 255),
    "icon_badge": (44, 88, 146),
    "icon_ring": (250, 236, 200),
}


ICON_SIZES = (16, 32, 48, 64, 128, 256)  # the sizes desktops ask an app for


def make_icon(size: int = 64) -> pygame.Surface:
    """The app icon at `size` pixels: drawn in 64-unit space, supersampled at least S times
    (more for the large sizes, so their edges stay smooth)."""
    saved = base.S
    base.S = max(saved, saved * size // 64)     # every primitive reads the factor from there
    try:
        return base.downscale(_icon_art(), (size, size))
    finally:
        base.S = saved


def _icon_art() -> pygame.Surface:
    s = base.canvas(64, 64)
    badge = PALETTE["icon_badge"]
    cx, cy, r = 32.0, 29.5, 25.5
    side = base.blank_like(s)
    base.circle(side, base.shade(badge, 0.4), (cx, cy + 2.5), r)
    s.blit(side, (0, 0))
    top = base.blank_like(s)
    base.circle(top, badge, (cx, cy), r)
    tm = base.mask_of(top)
    vg = base.blank_like(s)
    base.vgradient(vg, [(0.0, base.rgba(base.tint(badge, 0.25), 255)), (1.0, base.rgba(base.shade(badge, 0.2), 255))], base.R((cx - r, cy - r, 2 * r, 2 * r)))
    base.clip(vg, tm)
    top.blit(vg, (0, 0))
    base.bevel(top, tm, 1.5, light=(255, 255, 255, 100), dark=(0, 0, 0, 60), soft=1.0)
    ring = PALETTE["icon_ring"]
    base.stroke(top, ring, base.arc_pts(cx, cy, 20.5, 20.5, 0, 360, 160), 3.0)
    # the square: four tile colours
    h = 12.5
    sq = base.blank_like(s)
    cols = [TILE_COLOURS["residential"], TILE_COLOURS["commercial"], TILE_COLOURS["park"], TILE_COLOURS["office"]]
    for i, c in enumerate(cols):
        x = cx - h + (i % 2) * h
        y = cy - h + (i // 2) * h
        base.rrect(sq, c, (x, y, h, h))
    sqm = base.mask_of(sq)
    base.bevel(sq, sqm, 1.0, light=(255, 255, 255, 90), dark=(0, 0, 0, 50), soft=0.6)
    base.stroke(sq, ring, [(cx, cy - h), (cx, cy + h)], 1.4)
    base.stroke(sq, ring, [(cx - h, cy), (cx + h, cy)], 1.4)
    top.blit(base.outlined(sq, ring, 2.2), (0, 0))
    s.blit(top, (0, 0))
    m = base.dilate(base.mask_of(s), base.q(1.2))
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(m, dx=0.5, dy=1.5, radius=1.2, alpha=110), (0, 0))
    out.blit(base.paint(m, base.shade(badge, 0.6)), (0, 0))
    out.blit(s, (0, 0))
    return out


def _arrow_glyph(flip: bool) -> pygame.Surface:
    g = PALETTE["glyph"]
    s = base.canvas(48, 48, base.rgba(g, 0))
    w = 5.0
    # shaft: from the arrow head, right, then around a half circle and back
    path = [(16, 17)] + base.arc_pts(28, 26.5, 11, 9.5, -90, 90, 40) + [(18, 36)]
    base.stroke(s, g, path, w)
    base.poly(s, g, [(6, 17), (18.5, 7.2), (18.5, 26.8)])
    m = base.dilate(base.erode(base.mask_of(s), base.q(0.8)), base.q(0.8))
    s = base.paint(m, g)
    if flip:
        s = pygame.transform.flip(s, True, False)
    return base.downscale(s, (48, 48))


def make_menu() -> pygame.Surface:
    g = PALETTE["glyph"]
    s = base.canvas(48, 48, base.rgba(g, 0))
    for y in (13.5, 24, 34.5):
        base.stroke(s, g, [(11, y), (37, y)], 5.0)
    return base.downscale(s, (48, 48))

def sprite_specs() -> list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]]:
    """(name, size, builder) for every sprite of the window itself, in a stable order."""
    specs: list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]] = [("icon", (64, 64), make_icon)]
    for size in ICON_SIZES:
        if size != 64:
            specs.append((f"icon_{size}", (size, size), lambda n=size: make_icon(n)))
    specs.append(("undo", (48, 48), lambda: _arrow_glyph(False)))
    specs.append(("redo", (48, 48), lambda: _arrow_glyph(True)))
    specs.append(("menu", (48, 48), make_menu))
    return specs
