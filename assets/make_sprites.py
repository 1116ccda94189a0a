"""Draw every Town Squares sprite with pygame-ce and save them as PNG files.

Run from the repository root::

    python -m assets.make_sprites            # writes assets/sprites/...
    python assets/make_sprites.py --out DIR  # writes DIR/<group>/<name>.png

Everything is original drawing code.  Each sprite is drawn at ``S`` times its
final size and reduced with ``pygame.transform.smoothscale`` so edges come out
anti-aliased.  The output is deterministic: the only randomness comes from
``random.Random`` instances seeded with fixed numbers, and smoothscale is
pinned to the portable GENERIC backend so every CPU produces the same pixels.

All colours live in ``PALETTE`` and the shared outline / shadow look lives in
``STYLE``, so the whole set can be re-tuned in one place.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from pathlib import Path
from typing import Callable, Iterable, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

# ---------------------------------------------------------------------------
# Look & feel: tune here
# ---------------------------------------------------------------------------

PALETTE: dict[str, tuple[int, ...]] = {
    # shared
    "deep": (38, 24, 20),  # warm near-black that every shade() mixes toward
    "light": (255, 251, 240),  # warm white that every tint() mixes toward
    "shadow": (28, 18, 12),
    "picto": (255, 252, 244),  # the white of the tile pictograms
    # Simplicity building tiles
    "residential": (246, 194, 58),
    "commercial": (240, 128, 50),
    "office": (66, 132, 206),
    "civic": (146, 96, 190),
    "park": (92, 170, 82),
    # team colours (discs and pawns)
    "team_pink": (242, 140, 178),
    "team_white": (240, 236, 226),
    "team_yellow": (247, 204, 62),
    "team_brown": (138, 90, 54),
    "team_red": (212, 54, 48),
    "team_black": (56, 54, 60),
    "symbol_dark": (58, 36, 40),
    "symbol_light": (252, 244, 226),
    # printed city spaces
    "space_ink": (74, 60, 54),
    "space_fill": (250, 244, 228),
    # tokens
    "gold": (240, 186, 56),
    "gold_ink": (124, 74, 12),
    "hazard_red": (216, 46, 42),
    "hazard_black": (38, 34, 36),
    "bag": (190, 146, 96),
    "bag_string": (178, 50, 44),
    # UI
    "glyph": (255, 255, 255),
    "icon_badge": (44, 88, 146),
    "icon_ring": (250, 236, 200),
    # launcher scenes
    "table_top": (240, 222, 188),
    "table_bottom": (206, 168, 124),
    "board": (248, 240, 222),
    "dusk_top": (44, 58, 112),
    "dusk_mid": (186, 132, 150),
    "dusk_low": (252, 196, 132),
    "hills_far": (120, 130, 150),
    "hills_near": (96, 126, 104),
    "grass_far": (126, 158, 84),
    "grass_near": (72, 116, 58),
    "stone": (156, 152, 144),
    "sun": (255, 214, 120),
    "moon": (246, 242, 224),
    "lisbon_sky_top": (120, 176, 226),
    "lisbon_sky_low": (214, 232, 244),
    "calcada_dark": (46, 46, 52),
    "calcada_light": (242, 236, 222),
    "azulejo_blue": (34, 84, 168),
    "azulejo_white": (242, 245, 250),
    "limestone": (238, 228, 206),
    "terracotta": (196, 92, 60),
    "water_top": (98, 168, 196),
    "water_bottom": (56, 120, 160),
    "sand": (232, 212, 160),
    "road": (240, 228, 198),
}

#: Cube / building colours used in the launcher vignettes.
TOWN_COLOURS = ("residential", "commercial", "office", "civic", "team_red", "team_white")

#: Team colour -> (symbol, symbol colour key)
TEAMS: dict[str, tuple[str, str]] = {
    "pink": ("heart", "symbol_dark"),
    "white": ("star", "symbol_dark"),
    "yellow": ("sun", "symbol_dark"),
    "brown": ("diamond", "symbol_light"),
    "red": ("cross", "symbol_light"),
    "black": ("crescent", "symbol_light"),
}

TILE_KINDS = ("residential", "commercial", "office", "civic", "park")
SHAPES = ("circle", "triangle", "pentagon", "square", "hexagon")

STYLE = {
    "outline": 1.5,  # px at final size, around every game piece
    "outline_shade": 0.58,  # how dark the outline is (mix toward PALETTE["deep"])
    "shadow_dx": 1.0,
    "shadow_dy": 2.0,
    "shadow_blur": 1.6,
    "shadow_alpha": 100,
    "picto_outline": 2.0,
}

S = 4  # supersampling factor

# ---------------------------------------------------------------------------
# Small colour helpers
# ---------------------------------------------------------------------------

Color = Sequence[int]


def mix(a: Color, b: Color, t: float) -> tuple[int, ...]:
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(min(len(a), len(b))))


def shade(c: Color, t: float = 0.3) -> tuple[int, ...]:
    return mix(c[:3], PALETTE["deep"], t)


def tint(c: Color, t: float = 0.3) -> tuple[int, ...]:
    return mix(c[:3], PALETTE["light"], t)


def rgba(c: Color, a: int) -> tuple[int, int, int, int]:
    return (c[0], c[1], c[2], a)


def lerp_stops(stops: Sequence[tuple[float, Color]], t: float) -> tuple[int, ...]:
    t = max(0.0, min(1.0, t))
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            u = 0.0 if t1 == t0 else (t - t0) / (t1 - t0)
            a = tuple(c0) if len(c0) == 4 else rgba(c0, 255)
            b = tuple(c1) if len(c1) == 4 else rgba(c1, 255)
            return mix(a, b, u)
    c = stops[-1][1]
    return tuple(c) if len(c) == 4 else rgba(c, 255)


# ---------------------------------------------------------------------------
# Drawing primitives (all coordinates in *final* pixels, scaled by S here)
# ---------------------------------------------------------------------------


def q(v: float) -> int:
    return int(round(v * S))


def canvas(w: float, h: float, fill: Color = (0, 0, 0, 0)) -> pygame.Surface:
    surf = pygame.Surface((q(w), q(h)), pygame.SRCALPHA)
    surf.fill(fill)
    return surf


def blank_like(surf: pygame.Surface, fill: Color = (0, 0, 0, 0)) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.fill(fill)
    return out


def R(rect: Sequence[float]) -> pygame.Rect:
    x, y, w, h = rect
    x0, y0 = q(x), q(y)
    return pygame.Rect(x0, y0, q(x + w) - x0, q(y + h) - y0)


def circle(surf, color, center, r) -> None:
    pygame.draw.circle(surf, color, (center[0] * S, center[1] * S), r * S)


def ellipse(surf, color, rect) -> None:
    pygame.draw.ellipse(surf, color, R(rect))


def rrect(surf, color, rect, radius=0.0, width=0.0) -> None:
    pygame.draw.rect(surf, color, R(rect), q(width) if width else 0, border_radius=q(radius))


def poly(surf, color, pts) -> None:
    pygame.draw.polygon(surf, color, [(x * S, y * S) for x, y in pts])


def stroke(surf, color, pts, width, closed=False) -> None:
    """Thick polyline with round joins and caps."""
    p4 = [(x * S, y * S) for x, y in pts]
    if closed:
        p4 = p4 + [p4[0]]
    hw = width * S / 2
    for (x0, y0), (x1, y1) in zip(p4, p4[1:]):
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy)
        if length == 0:
            continue
        nx, ny = -dy / length * hw, dx / length * hw
        pygame.draw.polygon(surf, color, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
    for x, y in p4:
        pygame.draw.circle(surf, color, (x, y), hw)


def arc_pts(cx, cy, rx, ry, a0, a1, n=48) -> list[tuple[float, float]]:
    """Points on an elliptical arc, angles in degrees (0 = right, 90 = down)."""
    out = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def bezier(p0, p1, p2, p3, n=24) -> list[tuple[float, float]]:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def regular_polygon(cx, cy, r, n, rot_deg=-90.0) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(math.radians(rot_deg + 360 * i / n)), cy + r * math.sin(math.radians(rot_deg + 360 * i / n)))
        for i in range(n)
    ]


def vgradient(surf: pygame.Surface, stops, rect4: pygame.Rect | None = None) -> None:
    """Fill ``rect4`` (supersampled pixels) with a vertical gradient."""
    rect4 = rect4 or surf.get_rect()
    h = max(1, rect4.height - 1)
    for y in range(rect4.height):
        c = lerp_stops(stops, y / h)
        pygame.draw.line(surf, c, (rect4.left, rect4.top + y), (rect4.right - 1, rect4.top + y))


def hgradient(surf: pygame.Surface, stops, rect4: pygame.Rect | None = None) -> None:
    rect4 = rect4 or surf.get_rect()
    w = max(1, rect4.width - 1)
    for x in range(rect4.width):
        c = lerp_stops(stops, x / w)
        pygame.draw.line(surf, c, (rect4.left + x, rect4.top), (rect4.left + x, rect4.bottom - 1))


def radial(surf: pygame.Surface, center, radius, inner: Color, outer: Color, squash=1.0) -> None:
    """Blit a radial gradient blob (final-pixel centre/radius) onto ``surf``."""
    layer = blank_like(surf, rgba(outer, 0))
    steps = max(8, int(radius * S / 3))
    a_in = tuple(inner) if len(inner) == 4 else rgba(inner, 255)
    a_out = tuple(outer) if len(outer) == 4 else rgba(outer, 0)
    for i in range(steps, 0, -1):
        t = i / steps
        r = radius * t
        c = mix(a_in, a_out, t * t)
        ellipse(layer, c, (center[0] - r, center[1] - r * squash, 2 * r, 2 * r * squash))
    surf.blit(layer, (0, 0))


# ---------------------------------------------------------------------------
# Mask helpers: outlines, bevels, shadows
# ---------------------------------------------------------------------------

_DISKS: dict[int, pygame.mask.Mask] = {}


def mask_of(surf: pygame.Surface, threshold: int = 127) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, threshold)


def _disk(r: int) -> pygame.mask.Mask:
    if r not in _DISKS:
        s = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
        pygame.draw.circle(s, (255, 255, 255, 255), (r, r), r + 0.5)
        _DISKS[r] = pygame.mask.from_surface(s)
    return _DISKS[r]


def dilate(m: pygame.mask.Mask, r: int) -> pygame.mask.Mask:
    if r <= 0:
        return m.copy()
    conv = m.convolve(_disk(r))
    out = pygame.mask.Mask(m.get_size())
    out.draw(conv, (-r, -r))
    return out


def erode(m: pygame.mask.Mask, r: int) -> pygame.mask.Mask:
    inv = m.copy()
    inv.invert()
    out = dilate(inv, r)
    out.invert()
    return out


def paint(m: pygame.mask.Mask, color: Color) -> pygame.Surface:
    a = color[3] if len(color) > 3 else 255
    return m.to_surface(setcolor=(color[0], color[1], color[2], a), unsetcolor=(color[0], color[1], color[2], 0))


def clip(layer: pygame.Surface, m: pygame.mask.Mask) -> pygame.Surface:
    layer.blit(paint(m, (255, 255, 255, 255)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def blur(surf: pygame.Surface, radius_px: float) -> pygame.Surface:
    r = q(radius_px)
    if r < 1:
        return surf.copy()
    return pygame.transform.gaussian_blur(surf, r, False)


def soft_blur(surf: pygame.Surface, radius_px: float) -> pygame.Surface:
    """Cheap big blur: blur at final resolution and scale back up."""
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (w // S, h // S))
    small = pygame.transform.gaussian_blur(small, max(1, int(round(radius_px))), False)
    return pygame.transform.smoothscale(small, (w, h))


def bevel(surf: pygame.Surface, m: pygame.mask.Mask, depth=1.5, light=(255, 255, 255, 120), dark=(0, 0, 0, 70), soft=1.0) -> None:
    """Light rim on the upper-left edges and a dark rim on the lower-right."""
    d = q(depth)
    dx = int(round(d * 0.45))
    for color, off in ((light, (dx, d)), (dark, (-dx, -d))):
        if color is None or color[3] == 0:
            continue
        rim = m.copy()
        rim.erase(m, off)
        layer = paint(rim, color)
        if soft:
            layer = blur(layer, soft)
            clip(layer, m)
        surf.blit(layer, (0, 0))


def drop_shadow(m: pygame.mask.Mask, dx=None, dy=None, radius=None, alpha=None) -> pygame.Surface:
    dx = STYLE["shadow_dx"] if dx is None else dx
    dy = STYLE["shadow_dy"] if dy is None else dy
    radius = STYLE["shadow_blur"] if radius is None else radius
    alpha = STYLE["shadow_alpha"] if alpha is None else alpha
    sh = pygame.Surface(m.get_size(), pygame.SRCALPHA)
    sh.fill(rgba(PALETTE["shadow"], 0))
    sh.blit(paint(m, rgba(PALETTE["shadow"], alpha)), (q(dx), q(dy)))
    return blur(sh, radius)


def outlined(obj: pygame.Surface, color: Color, width: float) -> pygame.Surface:
    """Return obj with a solid outline of ``width`` final px around its silhouette."""
    m = dilate(mask_of(obj), q(width))
    out = paint(m, color)
    out.blit(obj, (0, 0))
    return out


def finish(obj: pygame.Surface, size, outline_color: Color | None = None, outline: float | None = None, shadow=True, **shadow_kw) -> pygame.Surface:
    """Outline + drop shadow + reduce to the final size."""
    outline = STYLE["outline"] if outline is None else outline
    m = mask_of(obj)
    out = blank_like(obj, rgba(PALETTE["shadow"], 0))
    if outline_color is not None and outline > 0:
        m = dilate(m, q(outline))
    if shadow:
        out.blit(drop_shadow(m, **shadow_kw), (0, 0))
    if outline_color is not None and outline > 0:
        out.blit(paint(m, outline_color), (0, 0))
    out.blit(obj, (0, 0))
    return downscale(out, size)


def downscale(surf: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (int(size[0]), int(size[1])))


def layer_from(draw: Callable[[pygame.Surface], None], like: pygame.Surface) -> pygame.Surface:
    layer = blank_like(like)
    draw(layer)
    return layer


def part(target: pygame.Surface, draw: Callable[[pygame.Surface], None], ink: Color, width: float) -> None:
    """Draw one pictogram part with its own ink outline onto ``target``."""
    layer = layer_from(draw, target)
    target.blit(outlined(layer, ink, width), (0, 0))


def cylinder_light(surf: pygame.Surface, m: pygame.mask.Mask, x0, x1, strength=1.0) -> None:
    """Horizontal 'turned wood' lighting across [x0, x1] final px, clipped to m."""
    layer = blank_like(surf, (255, 255, 255, 0))
    stops = [
        (0.0, (0, 0, 0, int(40 * strength))),
        (0.18, (255, 255, 255, 0)),
        (0.32, (255, 255, 255, int(70 * strength))),
        (0.5, (255, 255, 255, 0)),
        (0.75, (0, 0, 0, int(25 * strength))),
        (1.0, (0, 0, 0, int(80 * strength))),
    ]
    w = layer.get_width()
    a4, b4 = q(x0), q(x1)
    for x in range(w):
        t = (x - a4) / max(1, b4 - a4)
        c = lerp_stops(stops, t)
        pygame.draw.line(layer, c, (x, 0), (x, layer.get_height() - 1))
    clip(layer, m)
    surf.blit(layer, (0, 0))


# ---------------------------------------------------------------------------
# Team symbols
# ---------------------------------------------------------------------------


def symbol_layer(like: pygame.Surface, kind: str, cx: float, cy: float, size: float, color: Color) -> pygame.Surface:
    """A layer holding one team symbol fitting a ``size`` x ``size`` box."""
    lay = blank_like(like, rgba(color, 0))
    h = size / 2
    round_px = size * 0.06
    if kind == "heart":
        pts = []
        for i in range(96):
            t = 2 * math.pi * i / 96
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((x, y))
        k = size / 34.0
        poly(lay, color, [(cx + x * k, cy + (y - 2.5) * k) for x, y in pts])
    elif kind == "star":
        pts = []
        for i in range(10):
            r = h * 1.08 if i % 2 == 0 else h * 0.47
            a = math.radians(-90 + 36 * i)
            pts.append((cx + r * math.cos(a), cy + h * 0.1 + r * math.sin(a)))
        poly(lay, color, pts)
    elif kind == "sun":
        circle(lay, color, (cx, cy), h * 0.42)
        for i in range(8):
            a = math.radians(22.5 + 45 * i)
            p0 = (cx + math.cos(a) * h * 0.64, cy + math.sin(a) * h * 0.64)
            p1 = (cx + math.cos(a) * h * 0.9, cy + math.sin(a) * h * 0.9)
            stroke(lay, color, [p0, p1], size * 0.14)
        round_px = 0
    elif kind == "diamond":
        poly(lay, color, [(cx, cy - h * 1.02), (cx + h * 0.7, cy), (cx, cy + h * 1.02), (cx - h * 0.7, cy)])
    elif kind == "cross":
        a = h * 0.34
        b = h * 0.95
        rrect(lay, color, (cx - a, cy - b, 2 * a, 2 * b), a * 0.35)
        rrect(lay, color, (cx - b, cy - a, 2 * b, 2 * a), a * 0.35)
        round_px = 0
    elif kind == "crescent":
        circle(lay, color, (cx - h * 0.12, cy), h * 0.95)
        circle(lay, rgba(color, 0), (cx + h * 0.3, cy - h * 0.22), h * 0.8)
        round_px = size * 0.03
    else:  # pragma: no cover - guarded by callers
        raise ValueError(kind)
    if round_px:
        r = q(round_px)
        m = dilate(erode(mask_of(lay), r), r)
        lay = paint(m, color)
    return lay


def stamp_symbol(surf: pygame.Surface, kind, cx, cy, size, color: Color, base: Color) -> None:
    """Symbol printed onto a piece, with a thin embossed edge."""
    sym = symbol_layer(surf, kind, cx, cy, size, color)
    m = mask_of(sym)
    light_symbol = sum(color[:3]) > sum(base[:3])
    edge = rgba(shade(base, 0.45), 150) if light_symbol else rgba(tint(base, 0.55), 170)
    surf.blit(paint(m, edge), (0, q(0.75)))
    surf.blit(sym, (0, 0))


# ---------------------------------------------------------------------------
# Simplicity: building tiles
# ---------------------------------------------------------------------------


def _picto_residential(lay, white, dark, ink, w):
    part(lay, lambda s: rrect(s, white, (78, 32, 9, 18)), ink, w)  # chimney
    part(lay, lambda s: rrect(s, white, (38, 55, 52, 37), 1.5), ink, w)  # walls

    def roof(s):
        poly(s, dark, [(64, 25), (100, 58), (93, 62), (64, 36), (35, 62), (28, 58)])

    part(lay, roof, ink, w)

    def details(s):
        rrect(s, dark, (57.5, 70, 13, 22), 6.5)  # door (round top)
        rrect(s, dark, (57.5, 81, 13, 11))
        for x in (42.5, 74.5):
            rrect(s, dark, (x, 65, 11, 11), 1.5)
            rrect(s, white, (x + 4.75, 65, 1.5, 11))
            rrect(s, white, (x, 69.75, 11, 1.5))
        circle(s, white, (66.5, 82), 1.2)  # door knob
        circle(s, dark, (64, 47), 4.2)  # attic window
        circle(s, white, (64, 47), 1.6)

    details(lay)


def _picto_commercial(lay, white, dark, ink, w):
    part(lay, lambda s: rrect(s, white, (36, 48, 56, 44), 1.5), ink, w)  # shop body

    def awning(s):
        rrect(s, dark, (31, 30, 66, 7), 2)
        n = 6
        x0, x1, top, bot = 31.0, 97.0, 37.0, 51.0
        sw = (x1 - x0) / n
        for i in range(n):
            c = white if i % 2 == 0 else dark
            poly(s, c, [(x0 + i * sw, top), (x0 + (i + 1) * sw, top), (x0 + (i + 1) * sw, bot), (x0 + i * sw, bot)])
            circle(s, c, (x0 + (i + 0.5) * sw, bot), sw / 2)

    part(lay, awning, ink, w)

    def details(s):
        rrect(s, dark, (41, 63, 26, 20), 2)  # window
        poly(s, white, [(46, 80), (56, 66), (59, 66), (49, 80)])  # glint
        poly(s, white, [(53, 80), (62, 68), (63.5, 68), (54.5, 80)])
        rrect(s, dark, (72, 63, 15, 29), 2)  # door
        circle(s, white, (75.5, 78), 1.3)
        rrect(s, dark, (38, 83, 32, 3), 1.5)  # flower box / sill

    details(lay)


def _picto_office(lay, white, dark, ink, w):
    part(lay, lambda s: rrect(s, white, (29, 60, 15, 32), 1.5), ink, w)  # left wing
    part(lay, lambda s: rrect(s, white, (84, 52, 15, 40), 1.5), ink, w)  # right wing
    part(lay, lambda s: (stroke(s, white, [(64, 15), (64, 24)], 3), circle(s, white, (64, 14), 2.6)), ink, w)
    part(lay, lambda s: rrect(s, white, (47, 22, 34, 70), 2), ink, w)  # tower

    def details(s):
        for row in range(5):
            for col in range(3):
                rrect(s, dark, (51.5 + col * 9.5, 28 + row * 10, 6, 6.5), 1)
        rrect(s, dark, (58.5, 79, 11, 13), 1.5)  # lobby door
        rrect(s, white, (63.25, 79, 1.5, 13))
        for row in range(3):
            rrect(s, dark, (33.5, 65 + row * 8.5, 6, 5), 1)
        for row in range(4):
            rrect(s, dark, (88.5, 57 + row * 8.5, 6, 5), 1)

    details(lay)


def _picto_civic(lay, white, dark, ink, w):
    part(lay, lambda s: rrect(s, white, (26, 86, 76, 6), 1.5), ink, w)  # lower step
    part(lay, lambda s: rrect(s, white, (31, 81, 66, 6), 1.5), ink, w)  # upper step
    part(lay, lambda s: rrect(s, dark, (37, 50, 54, 32)), ink, w)  # dark hall behind columns
    for x in (38.5, 52, 66, 79.5):
        part(lay, lambda s, x=x: (rrect(s, white, (x, 52, 10, 30)), rrect(s, white, (x - 1.5, 51, 13, 3.5), 1)), ink, 1.5)
    part(lay, lambda s: rrect(s, white, (30, 42, 68, 8), 1.5), ink, w)  # entablature
    part(lay, lambda s: poly(s, white, [(27, 42), (64, 21), (101, 42)]), ink, w)  # pediment

    def details(s):
        circle(s, dark, (64, 34), 4.2)
        circle(s, white, (64, 34), 1.5)
        for x in (41.5, 55, 69, 82.5):
            rrect(s, shade(white, 0.18), (x + 1.25, 56, 1.5, 22), 0.75)  # fluting

    details(lay)


def _picto_park(lay, white, dark, ink, w):
    part(lay, lambda s: rrect(s, white, (27, 86, 74, 6), 3), ink, w)  # lawn strip
    part(lay, lambda s: rrect(s, white, (78.5, 64, 6, 24), 2), ink, w)  # small trunk
    part(lay, lambda s: circle(s, white, (81.5, 57), 13.5), ink, w)  # small crown
    part(lay, lambda s: (rrect(s, white, (48, 58, 9, 30), 2), poly(s, white, [(52.5, 70), (44, 62), (47, 60), (53, 66)])), ink, w)

    def crown(s):
        circle(s, white, (52.5, 41), 19)
        circle(s, white, (40, 50), 11)
        circle(s, white, (65, 50), 11)
        circle(s, white, (52.5, 53), 12)

    part(lay, crown, ink, w)

    def details(s):
        for pts in (
            arc_pts(45, 40, 7, 7, 200, 290, 12),
            arc_pts(60, 50, 6, 6, 20, 110, 12),
            arc_pts(80, 55, 5, 5, 200, 290, 10),
        ):
            stroke(s, dark, pts, 2.2)
        for x in (36, 44, 92):
            stroke(s, dark, [(x, 92), (x + 2, 88.5)], 1.6)

    details(lay)


PICTOS = {
    "residential": _picto_residential,
    "commercial": _picto_commercial,
    "office": _picto_office,
    "civic": _picto_civic,
    "park": _picto_park,
}


def tile_surface(kind: str) -> pygame.Surface:
    """Supersampled (not yet reduced) 128x128 tile including outline + shadow."""
    base = PALETTE[kind]
    s = canvas(128, 128)
    face_rect = (7, 5, 114, 110)
    thick = 5
    radius = 14
    side = shade(base, 0.34)
    rrect(s, side, (7, 5 + thick, 114, 110), radius)
    # cardboard layers on the edge
    edge = blank_like(s)
    rrect(edge, side, (7, 5 + thick, 114, 110), radius)
    em = mask_of(edge)
    lines = blank_like(s, (255, 255, 255, 0))
    rrect(lines, rgba(tint(side, 0.35), 120), (7, 113.5, 114, 0.9))
    clip(lines, em)
    s.blit(lines, (0, 0))

    face = blank_like(s)
    rrect(face, base, face_rect, radius)
    fm = mask_of(face)
    grad = blank_like(s)
    vgradient(grad, [(0.0, tint(base, 0.16)), (0.55, base), (1.0, shade(base, 0.05))], R(face_rect))
    clip(grad, fm)
    face.blit(grad, (0, 0))
    # printed inner frame
    rrect(face, rgba(tint(base, 0.4), 150), (12.5, 10.5, 103, 99), 9, 1.25)
    bevel(face, fm, 1.6, light=(255, 255, 255, 110), dark=rgba(shade(base, 0.5), 110), soft=0.8)
    # thin face edge line
    rim = fm.copy()
    rim.erase(erode(fm, q(0.8)), (0, 0))
    face.blit(paint(rim, rgba(shade(base, 0.45), 255)), (0, 0))
    s.blit(face, (0, 0))

    # pictogram
    dark = shade(base, 0.72)
    ink = shade(base, 0.78)
    lay = blank_like(s)
    PICTOS[kind](lay, PALETTE["picto"], dark, ink, STYLE["picto_outline"])
    pm = mask_of(lay, 40)
    s.blit(paint(pm, rgba(shade(base, 0.38), 120)), (q(1.5), q(2.0)))
    s.blit(lay, (0, 0))

    m = dilate(mask_of(s), q(STYLE["outline"]))
    out = blank_like(s, rgba(PALETTE["shadow"], 0))
    out.blit(drop_shadow(m, dy=2.5, radius=1.8), (0, 0))
    out.blit(paint(m, shade(base, STYLE["outline_shade"])), (0, 0))
    out.blit(s, (0, 0))
    return out


# ---------------------------------------------------------------------------
# Simplicity: discs, pawns, tokens, shapes, bag
# ---------------------------------------------------------------------------


def disc_surface(body: Color, decorate: Callable[[pygame.Surface, float, float, float], None] | None, wood=True) -> pygame.Surface:
    """Supersampled 64x64 thick round disc; ``decorate(surf, cx, cy, r)`` paints the top."""
    s = canvas(64, 64)
    cx, cy, r, th = 32.0, 28.5, 23.5, 4.0
    side = shade(body, 0.38)
    side_l = blank_like(s)
    circle(side_l, side, (cx, cy + th), r)
    rrect(side_l, side, (cx - r, cy, 2 * r, th))
    sm = mask_of(side_l)
    cylinder_light(side_l, sm, cx - r, cx + r, 0.8)
    s.blit(side_l, (0, 0))

    top = blank_like(s)
    circle(top, body, (cx, cy), r)
    tm = mask_of(top)
    grad = blank_like(s)
    vgradient(grad, [(0.0, tint(body, 0.22)), (0.5, body), (1.0, shade(body, 0.08))], R((cx - r, cy - r, 2 * r, 2 * r)))
    clip(grad, tm)
    top.blit(grad, (0, 0))
    if wood:
        rng = random.Random(7)
        grain = blank_like(s, (255, 255, 255, 0))
        for i in range(7):
            rr = 3 + i * 3.2 + rng.uniform(-0.6, 0.6)
            a0 = rng.uniform(0, 360)
            pts = arc_pts(cx + rng.uniform(-1.5, 1.5), cy + rng.uniform(-1.5, 1.5), rr, rr * 0.96, a0, a0 + rng.uniform(120, 250), 40)
            stroke(grain, rgba(shade(body, 0.5), 16), pts, 0.8)
        clip(grain, tm)
        top.blit(grain, (0, 0))
    radial(top, (cx - r * 0.35, cy - r * 0.45), r * 0.8, (255, 255, 255, 55), (255, 255, 255, 0))
    clip(top, tm)
    bevel(top, tm, 1.8, light=(255, 255, 255, 130), dark=rgba(shade(body, 0.6), 90), soft=1.0)
    # bevel step ring
    stroke(top, rgba(shade(body, 0.25), 70), arc_pts(cx, cy, r - 3.2, r - 3.2, 0, 360, 120), 0.7)
    stroke(top, rgba(tint(body, 0.6), 60), arc_pts(cx, cy + 0.7, r - 3.2, r - 3.2, 20, 160, 60), 0.6)
    if decorate:
        decorate(top, cx, cy, r)
    s.blit(top, (0, 0))
    m = dilate(mask_of(s), q(STYLE["outline"]))
    out = blank_like(s, rgba(PALETTE["shadow"], 0))
    out.blit(drop_shadow(m), (0, 0))
    out.blit(paint(m, shade(body, STYLE["outline_shade"])), (0, 0))
    out.blit(s, (0, 0))
    return out


def make_disc(team: str) -> pygame.Surface:
    body = PALETTE[f"team_{team}"]
    kind, ckey = TEAMS[team]

    def deco(surf, cx, cy, r):
        stamp_symbol(surf, kind, cx, cy, r * 1.22, PALETTE[ckey], body)

    return downscale(disc_surface(body, deco), (64, 64))


def pawn_surface(team: str) -> pygame.Surface:
    body = PALETTE[f"team_{team}"]
    kind, ckey = TEAMS[team]
    s = canvas(56, 80)
    cx = 28.0
    # base plinth (a short cylinder)
    base_l = blank_like(s)
    ellipse(base_l, shade(body, 0.38), (6, 63.5, 44, 10))
    rrect(base_l, shade(body, 0.38), (6, 64, 44, 4.5))
    ellipse(base_l, shade(body, 0.12), (6, 60, 44, 9))
    bm = mask_of(base_l)
    cylinder_light(base_l, bm, 6, 50, 0.8)
    # body silhouette
    body_l = blank_like(s)
    left = bezier((8.5, 66), (9.5, 52), (10.5, 40), (13, 35), 20) + bezier((13, 35), (15, 30), (18, 29), (22, 29), 12)
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    pts = left + right + arc_pts(cx, 64.5, 19.5, 3.5, 0, 180, 24)
    poly(body_l, body, pts)
    circle(body_l, body, (cx, 16.5), 11.5)
    rrect(body_l, body, (cx - 4.5, 24, 9, 7), 2)  # neck
    pm = mask_of(body_l)
    cylinder_light(body_l, pm, 8, 48, 1.0)
    radial(body_l, (cx - 4, 12.5), 6.5, (255, 255, 255, 110), (255, 255, 255, 0))
    clip(body_l, pm)
    bevel(body_l, pm, 1.4, light=(255, 255, 255, 90), dark=rgba(shade(body, 0.6), 80), soft=0.8)
    # neck crease
    stroke(body_l, rgba(shade(body, 0.5), 150), arc_pts(cx, 27.2, 5, 1.3, 10, 170, 16), 0.9)
    stamp_symbol(body_l, kind, cx, 48.5, 21.5, PALETTE[ckey], body)
    s.blit(base_l, (0, 0))
    s.blit(body_l, (0, 0))
    m = dilate(mask_of(s), q(STYLE["outline"]))
    out = blank_like(s, rgba(PALETTE["shadow"], 0))
    # a cast shadow on the table, to the lower right
    cast = blank_like(s, rgba(PALETTE["shadow"], 0))
    ellipse(cast, rgba(PALETTE["shadow"], 90), (9, 65, 44, 10))
    out.blit(blur(cast, 1.2), (0, 0))
    out.blit(paint(m, shade(body, STYLE["outline_shade"])), (0, 0))
    out.blit(s, (0, 0))
    return out


def make_pawn(team: str) -> pygame.Surface:
    return downscale(pawn_surface(team), (56, 80))


def make_shape(name: str) -> pygame.Surface:
    s = canvas(64, 64)
    fill = PALETTE["space_fill"]
    ink = PALETTE["space_ink"]
    stroke_w = 5.0
    cx, cy = 32.0, 32.0
    if name == "circle":
        circle(s, fill, (cx, cy), 22)
    elif name == "triangle":
        r = 26.5
        pts = regular_polygon(cx, cy, r, 3)
        dy = (r - r * 0.5) / 2  # centre the bounding box
        poly(s, fill, [(x, y + dy) for x, y in pts])
    elif name == "square":
        rrect(s, fill, (cx - 19.5, cy - 19.5, 39, 39))
    elif name == "pentagon":
        r = 23.5
        dy = (r - r * math.cos(math.radians(36))) / 2
        poly(s, fill, regular_polygon(cx, cy + dy, r, 5))
    elif name == "hexagon":
        poly(s, fill, regular_polygon(cx, cy, 23, 6, 0))
    else:  # pragma: no cover
        raise ValueError(name)
    m = mask_of(s)
    # printed paper: faint inner tone so the shape reads on any board colour
    inner = blank_like(s)
    inner.blit(paint(m, fill), (0, 0))
    vg = blank_like(s)
    vgradient(vg, [(0.0, (255, 255, 255, 60)), (1.0, rgba(shade(fill, 0.2), 70))])
    clip(vg, m)
    inner.blit(vg, (0, 0))
    out = paint(dilate(m, q(stroke_w)), ink)
    out.blit(inner, (0, 0))
    return downscale(out, (64, 64))


def make_space_blank() -> pygame.Surface:
    s = canvas(64, 64, rgba(PALETTE["space_ink"], 0))
    circle(s, rgba(PALETTE["space_fill"], 70), (32, 32), 24)
    n = 20
    for i in range(n):
        a = 2 * math.pi * i / n
        circle(s, rgba(PALETTE["space_ink"], 150), (32 + 24 * math.cos(a), 32 + 24 * math.sin(a)), 2.1)
    return downscale(s, (64, 64))


def _plus_one(surf, cx, cy, color):
    # "+"
    a, b = 2.3, 7.5
    px = cx - 7.5
    rrect(surf, color, (px - a, cy - b, 2 * a, 2 * b), 1.2)
    rrect(surf, color, (px - b, cy - a, 2 * b, 2 * a), 1.2)
    # "1"
    ox = cx + 7.5
    rrect(surf, color, (ox - 2.6, cy - 11, 5.2, 22), 1.2)
    poly(surf, color, [(ox + 1.5, cy - 11), (ox + 1.5, cy - 6.2), (ox - 6.5, cy - 3.2), (ox - 6.5, cy - 7.4)])
    rrect(surf, color, (ox - 6, cy + 8, 12, 3.4), 1.2)


def make_extra_point() -> pygame.Surface:
    gold = PALETTE["gold"]
    ink = PALETTE["gold_ink"]

    def deco(surf, cx, cy, r):
        # coin rim: raised ring
        stroke(surf, rgba(shade(gold, 0.35), 200), arc_pts(cx, cy, r - 4.2, r - 4.2, 0, 360, 120), 1.1)
        stroke(surf, rgba(tint(gold, 0.6), 200), arc_pts(cx, cy + 0.9, r - 4.2, r - 4.2, 10, 170, 60), 0.8)
        # small dots around the rim
        for i in range(16):
            a = 2 * math.pi * (i + 0.5) / 16
            circle(surf, rgba(shade(gold, 0.3), 150), (cx + (r - 2) * math.cos(a), cy + (r - 2) * math.sin(a)), 0.7)
        glyph = blank_like(surf)
        _plus_one(glyph, cx, cy + 0.2, ink)
        gm = mask_of(glyph)
        surf.blit(paint(gm, rgba(tint(gold, 0.7), 220)), (0, q(0.9)))
        surf.blit(glyph, (0, 0))

    return downscale(disc_surface(gold, deco, wood=False), (64, 64))


def make_demolition() -> pygame.Surface:
    red = PALETTE["hazard_red"]
    black = PALETTE["hazard_black"]

    def deco(surf, cx, cy, r):
        ring = blank_like(surf)
        circle(ring, black, (cx, cy), r - 1.2)
        for k in range(-12, 13):
            x = cx + k * 8.0
            poly(ring, red, [(x, cy - r), (x + 4, cy - r), (x + 4 - 1.4 * r, cy + r), (x - 1.4 * r, cy + r)])
        circle(ring, (0, 0, 0, 0), (cx, cy), r - 7.2)
        rm = mask_of(circle_mask_layer(surf, cx, cy, r - 1.2))
        clip(ring, rm)
        surf.blit(ring, (0, 0))
        circle(surf, PALETTE["symbol_light"], (cx, cy), r - 6.5)
        centre = blank_like(surf)
        circle(centre, red, (cx, cy), r - 8)
        cm = mask_of(centre)
        vg = blank_like(surf)
        vgradient(vg, [(0.0, rgba(tint(red, 0.25), 255)), (1.0, rgba(shade(red, 0.2), 255))], R((cx - r, cy - r, 2 * r, 2 * r)))
        clip(vg, cm)
        centre.blit(vg, (0, 0))
        surf.blit(centre, (0, 0))
        x = blank_like(surf)
        d = 6.6
        stroke(x, PALETTE["symbol_light"], [(cx - d, cy - d), (cx + d, cy + d)], 4.6)
        stroke(x, PALETTE["symbol_light"], [(cx + d, cy - d), (cx - d, cy + d)], 4.6)
        surf.blit(outlined(x, black, 1.1), (0, 0))

    return downscale(disc_surface(black, deco, wood=False), (64, 64))


def circle_mask_layer(like, cx, cy, r) -> pygame.Surface:
    lay = blank_like(like)
    circle(lay, (255, 255, 255, 255), (cx, cy), r)
    return lay


def bag_surface() -> pygame.Surface:
    cloth = PALETTE["bag"]
    string = PALETTE["bag_string"]
    s = canvas(96, 96)
    # ruffle above the cinch (drawn first, sits behind the string)
    ruff = blank_like(s)
    top_pts = []
    for i in range(7):
        x = 31 + i * 34 / 6
        top_pts.append((x, 16 + (2.5 if i % 2 else 0)))
    pts = [(41, 34), (30, 19)] + top_pts + [(66, 19), (55, 34)]
    poly(ruff, cloth, pts)
    for i in range(6):
        x0 = 31 + i * 34 / 6
        circle(ruff, cloth, (x0 + 34 / 12, 17.2 + (0.8 if i % 2 else 0)), 34 / 12 + 0.3)
    rm = mask_of(ruff)
    inside = blank_like(s)
    ellipse(inside, shade(cloth, 0.45), (33, 14.5, 30, 7))
    clip(inside, rm)
    ruff.blit(inside, (0, 0))
    for x in (38, 45, 51, 58):
        stroke(ruff, rgba(shade(cloth, 0.35), 150), [(x, 22), (48 + (x - 48) * 0.45, 32)], 1.0)
    cylinder_light(ruff, rm, 29, 67, 0.7)
    s.blit(ruff, (0, 0))

    # body
    body = blank_like(s)
    outline = (
        bezier((40, 33), (30, 40), (14, 52), (14, 68), 24)
        + bezier((14, 68), (14, 84), (30, 88), (48, 88), 24)
        + bezier((48, 88), (66, 88), (82, 84), (82, 68), 24)
        + bezier((82, 68), (82, 52), (66, 40), (56, 33), 24)
    )
    poly(body, cloth, outline)
    bm = mask_of(body)
    vg = blank_like(s)
    vgradient(vg, [(0.0, rgba(shade(cloth, 0.15), 255)), (0.35, rgba(tint(cloth, 0.12), 255)), (1.0, rgba(shade(cloth, 0.18), 255))], R((0, 30, 96, 60)))
    clip(vg, bm)
    body.blit(vg, (0, 0))
    cylinder_light(body, bm, 14, 82, 0.9)
    # folds
    folds = blank_like(s, (255, 255, 255, 0))
    for p in (
        bezier((43, 36), (36, 46), (28, 58), (26, 72), 20),
        bezier((48, 37), (47, 50), (44, 62), (42, 80), 20),
        bezier((53, 36), (60, 48), (66, 58), (70, 70), 20),
    ):
        stroke(folds, rgba(shade(cloth, 0.5), 90), p, 1.4)
    for p in (
        bezier((45, 38), (40, 50), (35, 60), (33, 70), 20),
        bezier((51, 38), (54, 50), (57, 60), (58, 70), 20),
    ):
        stroke(folds, (255, 250, 235, 60), p, 1.6)
    folds = blur(folds, 0.6)
    clip(folds, bm)
    body.blit(folds, (0, 0))
    # embroidered emblem: a square in a circle (the Town Squares motif)
    emb = blank_like(s)
    ecx, ecy = 48, 66
    n = 18
    for i in range(n):
        a0 = 2 * math.pi * i / n
        a1 = a0 + 2 * math.pi / n * 0.55
        stroke(emb, PALETTE["symbol_light"], arc_pts(ecx, ecy, 10.5, 10.5, math.degrees(a0), math.degrees(a1), 6), 1.8)
    rrect(emb, string, (ecx - 6, ecy - 6, 12, 12), 1.5)
    rrect(emb, tint(string, 0.3), (ecx - 4.5, ecy - 4.5, 9, 1.2), 0.6)
    s_emb = mask_of(emb)
    body.blit(paint(s_emb, rgba(shade(cloth, 0.5), 110)), (0, q(0.6)))
    body.blit(emb, (0, 0))
    bevel(body, bm, 1.5, light=(255, 255, 255, 70), dark=rgba(shade(cloth, 0.6), 90), soft=1.0)
    s.blit(body, (0, 0))

    # drawstring cinch, bow and tails
    cord = blank_like(s)
    rrect(cord, string, (36, 30.5, 24, 6), 3)
    stroke(cord, string, bezier((58, 34), (66, 34), (70, 40), (68, 50), 16), 2.6)
    stroke(cord, string, bezier((58, 34), (64, 38), (63, 46), (60, 54), 16), 2.6)
    circle(cord, string, (68, 51), 3.0)
    circle(cord, string, (60, 55), 3.0)
    cm = mask_of(cord)
    cylinder_light(cord, cm, 36, 72, 0.6)
    for x in range(38, 60, 3):
        stroke(cord, rgba(shade(string, 0.4), 150), [(x, 31), (x + 2, 36)], 0.7)
    s.blit(outlined(cord, shade(string, 0.6), 1.0), (0, 0))

    m = dilate(mask_of(s), q(STYLE["outline"]))
    out = blank_like(s, rgba(PALETTE["shadow"], 0))
    out.blit(drop_shadow(m, dy=2.5, radius=2.0), (0, 0))
    out.blit(paint(m, shade(cloth, STYLE["outline_shade"])), (0, 0))
    out.blit(s, (0, 0))
    return out


# ---------------------------------------------------------------------------
# UI
# ---------------------------------------------------------------------------


ICON_SIZES = (16, 32, 48, 64, 128, 256)  # the sizes desktops ask an app for


def make_icon(size: int = 64) -> pygame.Surface:
    """The app icon at `size` pixels: drawn in 64-unit space, supersampled at least S times
    (more for the large sizes, so their edges stay smooth)."""
    global S
    saved, S = S, max(S, S * size // 64)
    try:
        return downscale(_icon_art(), (size, size))
    finally:
        S = saved


def _icon_art() -> pygame.Surface:
    s = canvas(64, 64)
    badge = PALETTE["icon_badge"]
    cx, cy, r = 32.0, 29.5, 25.5
    side = blank_like(s)
    circle(side, shade(badge, 0.4), (cx, cy + 2.5), r)
    s.blit(side, (0, 0))
    top = blank_like(s)
    circle(top, badge, (cx, cy), r)
    tm = mask_of(top)
    vg = blank_like(s)
    vgradient(vg, [(0.0, rgba(tint(badge, 0.25), 255)), (1.0, rgba(shade(badge, 0.2), 255))], R((cx - r, cy - r, 2 * r, 2 * r)))
    clip(vg, tm)
    top.blit(vg, (0, 0))
    bevel(top, tm, 1.5, light=(255, 255, 255, 100), dark=(0, 0, 0, 60), soft=1.0)
    ring = PALETTE["icon_ring"]
    stroke(top, ring, arc_pts(cx, cy, 20.5, 20.5, 0, 360, 160), 3.0)
    # the square: four tile colours
    h = 12.5
    sq = blank_like(s)
    cols = [PALETTE["residential"], PALETTE["commercial"], PALETTE["park"], PALETTE["office"]]
    for i, c in enumerate(cols):
        x = cx - h + (i % 2) * h
        y = cy - h + (i // 2) * h
        rrect(sq, c, (x, y, h, h))
    sqm = mask_of(sq)
    bevel(sq, sqm, 1.0, light=(255, 255, 255, 90), dark=(0, 0, 0, 50), soft=0.6)
    stroke(sq, ring, [(cx, cy - h), (cx, cy + h)], 1.4)
    stroke(sq, ring, [(cx - h, cy), (cx + h, cy)], 1.4)
    top.blit(outlined(sq, ring, 2.2), (0, 0))
    s.blit(top, (0, 0))
    m = dilate(mask_of(s), q(1.2))
    out = blank_like(s, rgba(PALETTE["shadow"], 0))
    out.blit(drop_shadow(m, dx=0.5, dy=1.5, radius=1.2, alpha=110), (0, 0))
    out.blit(paint(m, shade(badge, 0.6)), (0, 0))
    out.blit(s, (0, 0))
    return out


def _arrow_glyph(flip: bool) -> pygame.Surface:
    g = PALETTE["glyph"]
    s = canvas(48, 48, rgba(g, 0))
    w = 5.0
    # shaft: from the arrow head, right, then around a half circle and back
    path = [(16, 17)] + arc_pts(28, 26.5, 11, 9.5, -90, 90, 40) + [(18, 36)]
    stroke(s, g, path, w)
    poly(s, g, [(6, 17), (18.5, 7.2), (18.5, 26.8)])
    m = dilate(erode(mask_of(s), q(0.8)), q(0.8))
    s = paint(m, g)
    if flip:
        s = pygame.transform.flip(s, True, False)
    return downscale(s, (48, 48))


def make_menu() -> pygame.Surface:
    g = PALETTE["glyph"]
    s = canvas(48, 48, rgba(g, 0))
    for y in (13.5, 24, 34.5):
        stroke(s, g, [(11, y), (37, y)], 5.0)
    return downscale(s, (48, 48))


# ---------------------------------------------------------------------------
# Launcher vignettes (360 x 220)
# ---------------------------------------------------------------------------

LW, LH = 360, 220


def paint_texture(surf: pygame.Surface, seed: int, n=900, alpha=10, region=None) -> None:
    """Soft brush-stroke texture so flat areas look painted."""
    rng = random.Random(seed)
    lay = blank_like(surf, (255, 255, 255, 0))
    x0, y0, w, h = region or (0, 0, LW, LH)
    for _ in range(n):
        x = x0 + rng.uniform(0, w)
        y = y0 + rng.uniform(0, h)
        a = rng.uniform(-0.5, 0.5) + (math.pi if rng.random() < 0.5 else 0)
        length = rng.uniform(3, 9)
        c = (255, 255, 255, alpha) if rng.random() < 0.5 else (0, 0, 0, alpha)
        stroke(lay, c, [(x, y), (x + length * math.cos(a), y + length * math.sin(a) * 0.4)], rng.uniform(1.0, 2.2))
    surf.blit(lay, (0, 0))


def vignette(surf: pygame.Surface, strength=90) -> None:
    lay = blank_like(surf, (0, 0, 0, strength))
    steps = 40
    for i in range(steps + 1):
        t = i / steps
        a = int(strength * (1 - t) ** 2)
        mx = LW * 0.5 * (0.15 + 0.95 * (1 - t))
        my = LH * 0.5 * (0.15 + 0.95 * (1 - t))
        # shrinking ellipses, each lighter than the last
        ellipse(lay, (0, 0, 0, a), (LW / 2 - mx * 1.25, LH / 2 - my * 1.25, mx * 2.5, my * 2.5))
    surf.blit(soft_blur(lay, 12), (0, 0))


def frame_card(surf: pygame.Surface, radius=16.0) -> pygame.Surface:
    """Round the corners, add a fine inner border, reduce to final size."""
    border = blank_like(surf, (255, 255, 255, 0))
    rrect(border, (255, 255, 255, 70), (0.5, 0.5, LW - 1, LH - 1), radius, 1.5)
    surf.blit(border, (0, 0))
    border = blank_like(surf, (0, 0, 0, 0))
    rrect(border, (30, 20, 10, 110), (0, 0, LW, LH), radius, 1.0)
    surf.blit(border, (0, 0))
    mask = blank_like(surf, (255, 255, 255, 0))
    rrect(mask, (255, 255, 255, 255), (0, 0, LW, LH), radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return downscale(surf, (LW, LH))


def place(surf: pygame.Surface, sprite4: pygame.Surface, center, size) -> None:
    """Blit a supersampled sprite resized to ``size`` final px around ``center``."""
    w, h = q(size[0]), q(size[1])
    img = pygame.transform.smoothscale(sprite4, (w, h))
    surf.blit(img, (q(center[0]) - w // 2, q(center[1]) - h // 2))


def launcher_simplicity() -> pygame.Surface:
    s = canvas(LW, LH)
    vgradient(s, [(0.0, PALETTE["table_top"]), (1.0, PALETTE["table_bottom"])])
    radial(s, (120, 60), 200, (255, 246, 220, 120), (255, 246, 220, 0))
    paint_texture(s, 11, 1200, 9)

    cell = 46.0
    cols, rows = 6, 4
    bw, bh = cols * cell + 16, rows * cell + 16
    board = canvas(bw + 24, bh + 24)
    ox, oy = 12.0, 12.0
    rrect(board, PALETTE["board"], (ox, oy, bw, bh), 10)
    bm = mask_of(board)
    bevel(board, bm, 1.5, (255, 255, 255, 150), (0, 0, 0, 40), 1.0)
    rrect(board, rgba(shade(PALETTE["board"], 0.25), 255), (ox + 5, oy + 5, bw - 10, bh - 10), 7, 1.0)
    layout = [
        "rc.Op.",
        "Rrvco.",
        ".pOCrp",
        "..vcR.",
    ]
    kinds = {"r": "residential", "c": "commercial", "o": "office", "v": "civic", "p": "park"}
    disc_on = {"R": "red", "O": "yellow", "C": "pink"}  # capital letter: tile carries a disc
    tiles = {k: tile_surface(k) for k in TILE_KINDS}
    discs = {t: pygame.transform.smoothscale(make_disc(t), (q(64), q(64))) for t in sorted(set(disc_on.values()))}
    shapes4 = {name: pygame.transform.smoothscale(make_shape(name), (q(64), q(64))) for name in SHAPES}
    n = 0
    for row, line in enumerate(layout):
        for col, ch in enumerate(line):
            x = ox + 8 + col * cell + cell / 2
            y = oy + 8 + row * cell + cell / 2
            if ch == ".":
                place(board, shapes4[SHAPES[n % len(SHAPES)]], (x, y), (24, 24))
                n += 1
                continue
            place(board, tiles[kinds[ch.lower()]], (x, y + 0.5), (cell + 1, cell + 1))
            if ch in disc_on:
                place(board, discs[disc_on[ch]], (x + 9, y - 7), (24, 24))
    rot = pygame.transform.rotozoom(board, 7, 1.0)
    bmask = mask_of(rot)
    shadow = blank_like(rot, rgba(PALETTE["shadow"], 0))
    shadow.blit(paint(bmask, rgba(PALETTE["shadow"], 110)), (q(3), q(6)))
    shadow = soft_blur(shadow, 5)
    bx = q(LW / 2 + 8) - rot.get_width() // 2
    by = q(LH / 2 + 10) - rot.get_height() // 2
    s.blit(shadow, (bx, by))
    s.blit(rot, (bx, by))
    # a few pawns and the bag around the board
    for team, (x, y) in (("pink", (26, 150)), ("white", (333, 62)), ("black", (336, 196))):
        place(s, pawn_surface(team), (x, y), (33, 47))
    vignette(s, 80)
    return frame_card(s)


def _stone(surf, x, y, w, h, rng):
    """A standing stone whose base centre is at (x, y)."""
    base = PALETTE["stone"]
    j = [rng.uniform(-0.12, 0.12) * w for _ in range(4)]
    top_y = y - h
    pts = [
        (x - w / 2, y),
        (x - w / 2 + j[0], top_y + w * 0.12 + abs(j[1])),
        (x - w * 0.15, top_y),
        (x + w / 2 + j[2], top_y + w * 0.1 + abs(j[3])),
        (x + w / 2, y),
    ]
    lay = blank_like(surf)
    poly(lay, base, pts)
    m = mask_of(lay)
    face = blank_like(surf)
    split = x + w * 0.12 + j[0] * 0.5
    poly(face, mix(tint(base, 0.15), PALETTE["sun"], 0.22), [(x - w, top_y - 5), (split, top_y - 5), (split - w * 0.06, y + 2), (x - w, y + 2)])
    poly(face, mix(shade(base, 0.3), (70, 80, 120), 0.15), [(split, top_y - 5), (x + w, top_y - 5), (x + w, y + 2), (split - w * 0.06, y + 2)])
    vg = blank_like(surf)
    vgradient(vg, [(0.0, (255, 255, 255, 40)), (0.7, (0, 0, 0, 0)), (1.0, (60, 80, 40, 70))], R((x - w, top_y, 2 * w, h)))
    face.blit(vg, (0, 0))
    for _ in range(4):  # lichen and cracks
        px, py = x + rng.uniform(-0.35, 0.35) * w, y - rng.uniform(0.15, 0.85) * h
        circle(face, (170, 170, 120, 70), (px, py), rng.uniform(0.6, 1.4) * w / 10)
    for _ in range(2):  # weathering streaks
        px = x + rng.uniform(-0.35, 0.0) * w
        stroke(face, rgba(shade(base, 0.4), 45), [(px, top_y + h * 0.15), (px + rng.uniform(-0.5, 0.5), top_y + h * rng.uniform(0.4, 0.7))], 0.7)
    clip(face, m)
    lay.blit(face, (0, 0))
    surf.blit(outlined(lay, shade(base, 0.7), 0.8), (0, 0))


def _lintel(surf, p0, p1, th):
    """A lintel resting on two uprights: p0/p1 are its bottom-left/right corners."""
    base = PALETTE["stone"]
    (x0, y0), (x1, y1) = p0, p1
    lay = blank_like(surf)
    poly(lay, shade(base, 0.08), [(x0, y0), (x1, y1), (x1 + 0.5, y1 - th), (x0 - 0.5, y0 - th + 0.4)])
    m = mask_of(lay)
    hi = blank_like(surf)
    poly(hi, rgba(tint(PALETTE["sun"], 0.2), 110), [(x0 - 1, y0 - th - 1), (x1 + 1, y1 - th - 1), (x1 + 1, y1 - th * 0.7), (x0 - 1, y0 - th * 0.65)])
    poly(hi, rgba(shade(base, 0.4), 90), [(x1 - th * 0.7, y1 - th - 2), (x1 + 2, y1 - th - 2), (x1 + 2, y1 + 2), (x1 - th * 0.7, y1 + 2)])
    clip(hi, m)
    lay.blit(hi, (0, 0))
    surf.blit(outlined(lay, shade(base, 0.7), 0.8), (0, 0))


def _slab(surf, x, y, length, depth, th):
    """A fallen stone lying on the grass; (x, y) is its front-left ground corner."""
    base = PALETTE["stone"]
    lay = blank_like(surf)
    top = [(x, y - th), (x + length, y - th + 1), (x + length + depth * 0.8, y - th - depth * 0.6), (x + depth * 0.8, y - th - depth * 0.7)]
    front = [(x, y), (x + length, y + 1), (x + length, y - th + 1), (x, y - th)]
    side = [(x + length, y + 1), (x + length + depth * 0.8, y - depth * 0.6 + 1), (x + length + depth * 0.8, y - th - depth * 0.6), (x + length, y - th + 1)]
    poly(lay, shade(base, 0.05), front)
    poly(lay, shade(base, 0.35), side)
    poly(lay, tint(base, 0.2), top)
    surf.blit(outlined(lay, shade(base, 0.7), 0.8), (0, 0))


def launcher_squarecircle() -> pygame.Surface:
    s = canvas(LW, LH)
    horizon = 124.0
    vgradient(s, [(0.0, PALETTE["dusk_top"]), (0.42, PALETTE["dusk_mid"]), (0.62, PALETTE["dusk_low"]), (1.0, PALETTE["dusk_low"])], R((0, 0, LW, horizon + 4)))
    # stars
    rng = random.Random(42)
    for _ in range(40):
        x, y = rng.uniform(150, LW), rng.uniform(4, 60)
        circle(s, (255, 250, 230, rng.randint(90, 200)), (x, y), rng.uniform(0.3, 0.8))
    # moon with glow
    radial(s, (300, 40), 34, (255, 250, 230, 70), (255, 250, 230, 0))
    moon = blank_like(s)
    circle(moon, PALETTE["moon"], (300, 40), 13)
    circle(moon, (0, 0, 0, 0), (307, 35), 11.5)
    mm = mask_of(moon)
    bevel(moon, mm, 1.0, None, (150, 140, 120, 90), 1.0)
    s.blit(moon, (0, 0))
    # sun low on the left with a big glow
    radial(s, (70, 108), 120, (255, 220, 150, 150), (255, 200, 140, 0), 0.7)
    radial(s, (70, 108), 34, (255, 240, 200, 200), (255, 230, 170, 0))
    radial(s, (70, 108), 15.5, (255, 246, 214, 255), rgba(PALETTE["sun"], 255))
    circle(s, (255, 246, 222), (70, 108), 13)
    # distant hills
    for k, (col, base_y, amp) in enumerate(((PALETTE["hills_far"], horizon - 10, 7), (PALETTE["hills_near"], horizon - 3, 5))):
        pts = [(0, LH)]
        for i in range(0, 73):
            x = i * 5
            y = base_y - amp * (0.6 * math.sin(x / 37.0 + k * 2) + 0.4 * math.sin(x / 13.0 + k))
            pts.append((x, y))
        pts.append((LW, LH))
        hill = blank_like(s)
        poly(hill, rgba(col, 255), pts)
        hm = mask_of(hill)
        haze = blank_like(s)
        vgradient(haze, [(0.0, (255, 220, 190, 90 - 40 * k)), (1.0, (255, 220, 190, 0))], R((0, base_y - amp, LW, 30)))
        clip(haze, hm)
        hill.blit(haze, (0, 0))
        s.blit(hill, (0, 0))
    # grass
    grass = blank_like(s)
    vgradient(grass, [(0.0, PALETTE["grass_far"]), (1.0, PALETTE["grass_near"])], R((0, horizon, LW, LH - horizon)))
    s.blit(grass, (0, 0))
    paint_texture(s, 5, 1500, 14, (0, horizon, LW, LH - horizon))
    # warm light on the grass from the sun
    radial(s, (70, horizon + 4), 130, (255, 210, 140, 70), (255, 210, 140, 0), 0.25)

    # the monument: an outer ring of sarsens with lintels, an inner horseshoe of trilithons
    cx, cy, rx, ry = 184.0, 160.0, 138.0, 32.0
    items: list[tuple[float, Callable[[], None]]] = []
    rng = random.Random(3)
    n = 22
    missing = {5, 12, 13, 19}
    no_lintel = {6, 16}
    for i in range(0, n, 2):
        pair = []
        for k in (i, i + 1):
            a = math.radians(360.0 * k / n + 4 + (-4.0 if k % 2 else 4.0))
            pair.append((k, cx + rx * math.cos(a), cy + ry * math.sin(a)))
        f = (sum(math.sin(math.atan2((y - cy) / ry, (x - cx) / rx)) for _, x, y in pair) / 2 + 1) / 2
        sc = 0.7 + 0.42 * f
        stones = [(x, y, 14 * sc, 36 * sc) for k, x, y in pair if k not in missing]
        if not stones:
            continue
        depth = sum(st[1] for st in stones) / len(stones)
        lintel = len(stones) == 2 and i not in no_lintel
        seed = rng.randint(0, 10**6)

        def draw(stones=stones, lintel=lintel, seed=seed, sc=sc):
            r2 = random.Random(seed)
            for x, y, w, h in stones:
                _ground_shadow(s, x, y, w, h)
            for x, y, w, h in stones:
                _stone(s, x, y, w, h, r2)
            if lintel:
                (xa, ya, wa, ha), (xb, yb, wb, hb) = sorted(stones)
                _lintel(s, (xa - wa / 2 - 1, ya - ha + 1), (xb + wb / 2 + 1, yb - hb + 1), 6 * sc)

        items.append((depth, draw))
    # inner horseshoe of great trilithons (tallest at the back)
    for dx, dy, sc in ((-62, -2, 1.0), (-30, -10, 1.12), (30, -10, 1.12), (62, -2, 1.0)):
        x, y = cx + dx, cy + dy
        seed = rng.randint(0, 10**6)

        def draw(x=x, y=y, sc=sc, seed=seed):
            r2 = random.Random(seed)
            w, h = 13.5 * sc, 49 * sc
            xs = (x - 8.5 * sc, x + 8.5 * sc)
            for xx in xs:
                _ground_shadow(s, xx, y, w, h)
            for xx in xs:
                _stone(s, xx, y, w, h, r2)
            _lintel(s, (xs[0] - w / 2 - 1, y - h + 1), (xs[1] + w / 2 + 1, y - h + 1), 7 * sc)

        items.append((y, draw))

    def fallen():
        _ground_shadow(s, cx + 2, cy + 14, 30, 3)
        _slab(s, cx - 16, cy + 14, 34, 6.5, 5.5)

    items.append((cy + 14, fallen))
    for _, draw in sorted(items, key=lambda it: it[0]):
        draw()
    # sparse grass tufts in front
    rng = random.Random(9)
    tufts = blank_like(s)
    for _ in range(70):
        x, y = rng.uniform(0, LW), rng.uniform(176, LH)
        col = rgba(mix(PALETTE["grass_near"], (180, 200, 110), rng.uniform(0, 0.6)), 200)
        for k in (-1, 0, 1):
            stroke(tufts, col, [(x, y), (x + k * 1.6 + 0.5, y - rng.uniform(2.5, 4.5))], 0.6)
    s.blit(tufts, (0, 0))
    vignette(s, 90)
    return frame_card(s)


def _ground_shadow(surf, x, y, w, h):
    lay = blank_like(surf, rgba(PALETTE["shadow"], 0))
    poly(lay, rgba(PALETTE["shadow"], 90), [(x - w / 2, y), (x + w / 2, y + 1), (x + w / 2 + h * 0.9, y + 4), (x - w / 2 + h * 0.9, y + 3)])
    surf.blit(blur(lay, 1.0), (0, 0))


def azulejo_tile(size: float) -> pygame.Surface:
    blue = PALETTE["azulejo_blue"]
    white = PALETTE["azulejo_white"]
    t = canvas(size, size, rgba(white, 255))
    c = size / 2
    vgradient(t, [(0.0, tint(white, 0.4)), (1.0, shade(white, 0.05))])
    for x, y in ((0, 0), (size, 0), (0, size), (size, size)):
        circle(t, blue, (x, y), size * 0.3)
        circle(t, white, (x, y), size * 0.17)
        circle(t, blue, (x, y), size * 0.08)
    for k in range(4):
        a = math.radians(45 + 90 * k)
        px, py = c + math.cos(a) * size * 0.17, c + math.sin(a) * size * 0.17
        circle(t, blue, (px, py), size * 0.12)
    circle(t, white, (c, c), size * 0.12)
    circle(t, blue, (c, c), size * 0.06)
    for k in range(4):
        a = math.radians(90 * k)
        stroke(t, blue, [(c + math.cos(a) * size * 0.24, c + math.sin(a) * size * 0.24), (c + math.cos(a) * size * 0.42, c + math.sin(a) * size * 0.42)], size * 0.05)
    rrect(t, rgba(shade(white, 0.25), 255), (0, 0, size, size), 0, 0.5)
    stroke(t, (255, 255, 255, 160), [(size * 0.15, size * 0.12), (size * 0.45, size * 0.08)], size * 0.05)
    return t


def launcher_rossio() -> pygame.Surface:
    s = canvas(LW, LH)
    B = 20.0  # border width: one azulejo; 360 x 220 is exactly 18 x 11 tiles
    horizon = 108.0
    inner = (B, B, LW - 2 * B, LH - 2 * B)
    scene = canvas(LW, LH)
    vgradient(scene, [(0.0, PALETTE["lisbon_sky_top"]), (1.0, PALETTE["lisbon_sky_low"])], R((0, 0, LW, horizon)))
    radial(scene, (90, 30), 80, (255, 255, 240, 120), (255, 255, 240, 0))
    # clouds
    for cx0, cy0, k in ((250, 40, 1.0), (120, 56, 0.7)):
        cl = blank_like(scene)
        for dx, dy, r in ((-14, 2, 8), (0, -3, 11), (14, 1, 9), (26, 4, 6), (-24, 5, 5)):
            circle(cl, (255, 255, 255, 255), (cx0 + dx * k, cy0 + dy * k), r * k)
        rrect(cl, (0, 0, 0, 0), (cx0 - 40 * k, cy0 + 6 * k, 80 * k, 20 * k))
        scene.blit(soft_blur(cl, 1.2), (0, 0))
    # castle hill in the haze
    hill = blank_like(scene)
    pts = [(0, horizon)] + [(x, horizon - 30 - 16 * math.exp(-((x - 250) / 60) ** 2) - 4 * math.sin(x / 23)) for x in range(0, LW + 1, 4)] + [(LW, horizon)]
    poly(hill, (150, 176, 170), pts)
    scene.blit(hill, (0, 0))
    # Pombaline facades
    rng = random.Random(21)
    facade_cols = [(246, 214, 150), (238, 176, 150), (244, 232, 200), (196, 210, 214), (236, 200, 120), (230, 160, 140)]
    x = B - 6
    while x < LW - B + 6:
        w = rng.choice((38, 44, 50))
        h = rng.choice((34, 40, 46))
        col = facade_cols[rng.randrange(len(facade_cols))]
        top = horizon - h
        b = blank_like(scene)
        rrect(b, col, (x, top, w, h + 2))
        poly(b, PALETTE["terracotta"], [(x - 1, top), (x + w + 1, top), (x + w - 3, top - 6), (x + 3, top - 6)])
        for fy in range(int(top + 6), int(horizon - 8), 10):
            for fx in range(int(x + 5), int(x + w - 6), 9):
                rrect(b, (250, 248, 240), (fx, fy, 5.5, 7))
                rrect(b, (70, 90, 110), (fx + 1, fy + 1, 3.5, 5.5))
        rrect(b, shade(col, 0.3), (x + w - 1.2, top, 1.2, h + 2))
        rrect(b, (250, 248, 240), (x, horizon - 9, w, 1.2))
        for ax in range(int(x + 4), int(x + w - 6), 10):
            rrect(b, (60, 60, 70), (ax, horizon - 7, 6, 7), 3)
        scene.blit(outlined(b, shade(col, 0.55), 0.6), (0, 0))
        x += w + 1
    # wavy calçada pavement in perspective
    ground = blank_like(scene)
    rrect(ground, mix(PALETTE["calcada_dark"], PALETTE["calcada_light"], 0.55), (0, horizon, LW, LH - horizon))
    K = 96.0  # screen y = horizon + K / Z
    F = 150.0  # screen x = centre + X * F / Z
    dz, amp, wl = 0.085, 0.03, 0.3
    bands = []
    z0 = K / (LH - horizon + 4)
    zmax = 3.4
    b = 0
    while True:
        zb = z0 + b * dz
        if zb > zmax:
            break
        bands.append(zb)
        b += 1

    def boundary(zb):
        pts = []
        xmax = (LW / 2 + 10) * (zb + amp) / F
        steps = 160
        for i in range(steps + 1):
            X = -xmax + 2 * xmax * i / steps
            Z = zb + amp * math.sin(2 * math.pi * X / wl)
            pts.append((LW / 2 + X * F / Z, horizon + K / Z))
        return pts

    for i in range(len(bands) - 1):
        lower = boundary(bands[i])
        upper = boundary(bands[i + 1])
        col = PALETTE["calcada_dark"] if i % 2 else PALETTE["calcada_light"]
        poly(ground, col, lower + list(reversed(upper)))
    haze = blank_like(scene)
    vgradient(haze, [(0.0, (214, 216, 220, 255)), (0.14, (214, 216, 220, 235)), (0.4, (214, 216, 220, 60)), (0.6, (214, 216, 220, 0))], R((0, horizon, LW, LH - horizon)))
    ground.blit(haze, (0, 0))
    scene.blit(ground, (0, 0))
    paint_texture(scene, 8, 900, 12, (0, horizon, LW, LH - horizon))
    # fountains
    for fx in (92.0, 268.0):
        _fountain(scene, fx, 160.0)
    # the column of Pedro IV
    _column(scene, 180.0, 150.0)
    s.blit(scene, (0, 0))
    # azulejo frame
    tile = azulejo_tile(B)
    frame = blank_like(s)
    nx = int(math.ceil(LW / B))
    ny = int(math.ceil(LH / B))
    for i in range(nx):
        for j in range(ny):
            if 0 < i < nx - 1 and 0 < j < ny - 1:
                continue
            frame.blit(tile, (q(i * B), q(j * B)))
    fm = blank_like(s, (255, 255, 255, 255))
    rrect(fm, (255, 255, 255, 0), inner, 4)
    frame.blit(fm, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    # inner shadow where the frame meets the picture
    sh = blank_like(s, (0, 0, 0, 0))
    rrect(sh, (0, 0, 0, 110), (B - 2, B - 2, LW - 2 * B + 4, LH - 2 * B + 4), 6, 3)
    s.blit(soft_blur(sh, 2), (0, 0))
    s.blit(frame, (0, 0))
    rrect(s, PALETTE["azulejo_blue"], (B - 1.2, B - 1.2, LW - 2 * B + 2.4, LH - 2 * B + 2.4), 5, 1.6)
    vignette(s, 50)
    return frame_card(s)


def _fountain(surf, x, y):
    stone = PALETTE["limestone"]
    water = (150, 206, 232)
    lay = blank_like(surf)
    ellipse(lay, rgba(PALETTE["shadow"], 80), (x - 36, y + 4, 76, 14))
    lay = blur(lay, 1.5)
    surf.blit(lay, (0, 0))
    f = blank_like(surf)
    ellipse(f, shade(stone, 0.25), (x - 34, y - 4, 68, 16))
    rrect(f, shade(stone, 0.25), (x - 34, y - 10, 68, 14))
    ellipse(f, stone, (x - 34, y - 17, 68, 14))
    ellipse(f, water, (x - 30, y - 15, 60, 10))
    ellipse(f, tint(water, 0.4), (x - 22, y - 13, 30, 5))
    rrect(f, shade(stone, 0.1), (x - 3.5, y - 36, 7, 26), 2)
    ellipse(f, shade(stone, 0.2), (x - 14, y - 38, 28, 8))
    ellipse(f, stone, (x - 14, y - 41, 28, 7))
    ellipse(f, water, (x - 11, y - 40, 22, 4))
    surf.blit(outlined(f, shade(stone, 0.6), 0.8), (0, 0))
    spray = blank_like(surf, (255, 255, 255, 0))
    stroke(spray, (235, 248, 255, 220), [(x, y - 40), (x, y - 50)], 1.6)
    for side in (-1, 1):
        stroke(spray, (225, 244, 255, 190), bezier((x, y - 50), (x + side * 6, y - 56), (x + side * 12, y - 48), (x + side * 14, y - 39), 16), 1.2)
        stroke(spray, (225, 244, 255, 170), bezier((x + side * 13, y - 38), (x + side * 18, y - 34), (x + side * 22, y - 24), (x + side * 24, y - 14), 16), 1.0)
    surf.blit(spray, (0, 0))


def _column(surf, x, y):
    stone = PALETTE["limestone"]
    lay = blank_like(surf, rgba(PALETTE["shadow"], 0))
    poly(lay, rgba(PALETTE["shadow"], 80), [(x - 16, y), (x + 16, y), (x + 60, y + 16), (x + 30, y + 16)])
    surf.blit(blur(lay, 1.5), (0, 0))
    c = blank_like(surf)
    rrect(c, shade(stone, 0.15), (x - 18, y - 6, 36, 8), 1)  # steps
    rrect(c, stone, (x - 15, y - 12, 30, 7), 1)
    rrect(c, stone, (x - 10, y - 32, 20, 21), 1)  # pedestal
    rrect(c, tint(stone, 0.3), (x - 12, y - 35, 24, 4), 1)
    rrect(c, stone, (x - 4.5, y - 98, 9, 64))  # shaft
    rrect(c, tint(stone, 0.2), (x - 7, y - 103, 14, 6), 1)  # capital
    rrect(c, stone, (x - 5, y - 106, 10, 3), 1)
    # bronze statue on top
    bronze = (96, 112, 92)
    circle(c, bronze, (x, y - 117), 2.4)
    poly(c, bronze, [(x - 3, y - 114.5), (x + 3, y - 114.5), (x + 3.8, y - 106), (x - 3.8, y - 106)])
    stroke(c, bronze, [(x + 3, y - 112), (x + 7, y - 117)], 1.2)
    cm = mask_of(c)
    sh = blank_like(surf, (0, 0, 0, 0))
    hgradient(sh, [(0.0, (255, 255, 255, 60)), (0.45, (255, 255, 255, 0)), (0.55, (0, 0, 0, 0)), (1.0, (0, 0, 0, 70))], R((x - 18, 0, 36, LH)))
    clip(sh, cm)
    c.blit(sh, (0, 0))
    for k in range(5):
        stroke(c, rgba(shade(stone, 0.3), 90), [(x - 3 + k * 1.5, y - 96), (x - 3 + k * 1.5, y - 36)], 0.4)
    surf.blit(outlined(c, shade(stone, 0.6), 0.8), (0, 0))


def _cube(surf, x, y, w, h, col):
    """Isometric-ish cube; (x, y) is the ground point of the front corner."""
    d = w * 0.5
    top = [(x, y - h - 2 * d), (x + w, y - h - d), (x, y - h), (x - w, y - h - d)]
    left = [(x - w, y - h - d), (x, y - h), (x, y), (x - w, y - d)]
    right = [(x, y - h), (x + w, y - h - d), (x + w, y - d), (x, y)]
    lay = blank_like(surf)
    poly(lay, col, left)
    poly(lay, shade(col, 0.3), right)
    poly(lay, tint(col, 0.35), top)
    stroke(lay, rgba(shade(col, 0.15), 255), [(x - w * 0.55, y - h * 0.45 - d * 0.55), (x - w * 0.3, y - h * 0.45 - d * 0.3)], w * 0.22)
    stroke(lay, rgba(shade(col, 0.55), 255), [(x + w * 0.45, y - h * 0.45 - d * 0.45), (x + w * 0.65, y - h * 0.45 - d * 0.65)], w * 0.22)
    surf.blit(outlined(lay, shade(col, 0.65), 0.7), (0, 0))


def _tree(surf, x, y, r):
    lay = blank_like(surf)
    rrect(lay, (110, 78, 50), (x - r * 0.18, y - r * 1.3, r * 0.36, r * 1.3))
    circle(lay, (78, 140, 70), (x, y - r * 1.6), r)
    circle(lay, (110, 170, 90), (x - r * 0.3, y - r * 1.9), r * 0.5)
    surf.blit(outlined(lay, (40, 70, 40), 0.6), (0, 0))


def launcher_circleville() -> pygame.Surface:
    s = canvas(LW, LH)
    vgradient(s, [(0.0, PALETTE["water_top"]), (1.0, PALETTE["water_bottom"])])
    radial(s, (110, 30), 220, (255, 255, 255, 70), (255, 255, 255, 0))
    waves = blank_like(s, (255, 255, 255, 0))
    rng = random.Random(17)
    for _ in range(60):
        x, y = rng.uniform(0, LW), rng.uniform(0, LH)
        stroke(waves, (255, 255, 255, 50), arc_pts(x, y, 5, 2, 200, 340, 10), 0.8)
    s.blit(waves, (0, 0))
    paint_texture(s, 4, 900, 10)
    cx, cy, rx, ry, th = 180.0, 108.0, 152.0, 84.0, 9.0
    # island plate
    sh = blank_like(s, rgba(PALETTE["shadow"], 0))
    ellipse(sh, rgba(PALETTE["shadow"], 110), (cx - rx + 4, cy - ry + 10, 2 * rx, 2 * ry + th))
    s.blit(soft_blur(sh, 5), (0, 0))
    side = blank_like(s)
    ellipse(side, shade(PALETTE["sand"], 0.35), (cx - rx, cy - ry + th, 2 * rx, 2 * ry))
    rrect(side, shade(PALETTE["sand"], 0.35), (cx - rx, cy, 2 * rx, th))
    sm = mask_of(side)
    cylinder_light(side, sm, cx - rx, cx + rx, 0.7)
    s.blit(side, (0, 0))
    top = blank_like(s)
    ellipse(top, PALETTE["sand"], (cx - rx, cy - ry, 2 * rx, 2 * ry))
    tm = mask_of(top)
    quad_cols = [(150, 190, 104), (176, 196, 110), (128, 178, 112), (160, 180, 96)]
    ir = 0.93
    quads = blank_like(s)
    for k, col in enumerate(quad_cols):
        a0, a1 = -90 + 90 * k, 0 + 90 * k
        pts = [(cx, cy)] + arc_pts(cx, cy, rx * ir, ry * ir, a0, a1, 40)
        poly(quads, col, pts)
    top.blit(quads, (0, 0))
    roads = blank_like(s)
    road = PALETTE["road"]
    rw = 6.0
    stroke(roads, road, arc_pts(cx, cy, rx * 0.6, ry * 0.6, 0, 360, 160), rw)
    stroke(roads, road, [(cx - rx * ir, cy), (cx + rx * ir, cy)], rw)
    stroke(roads, road, [(cx, cy - ry * ir), (cx, cy + ry * ir)], rw * 0.75)
    ellipse(roads, road, (cx - 20, cy - 11, 40, 22))
    top.blit(outlined(roads, (196, 176, 136), 0.8), (0, 0))
    # central plaza monument: a small fountain
    ellipse(top, (130, 190, 220), (cx - 9, cy - 5, 18, 10))
    ellipse(top, (200, 230, 245), (cx - 5, cy - 3, 8, 3))
    bevel(top, tm, 1.5, (255, 255, 255, 120), (0, 0, 0, 60), 1.0)
    s.blit(top, (0, 0))
    paint_texture(s, 6, 700, 10, (cx - rx, cy - ry, 2 * rx, 2 * ry))

    # buildings and trees, painted back to front
    rng = random.Random(2024)
    items = []
    for ring_r, step in ((0.26, 34), (0.43, 22), (0.76, 15), (0.88, 12)):
        a = rng.uniform(0, step)
        while a < 360:
            u, v = math.cos(math.radians(a)) * ring_r, math.sin(math.radians(a)) * ring_r
            x, y = cx + u * rx, cy + v * ry
            # keep clear of the two straight roads (the building grows up and to the right)
            if 9 < abs(x - cx) and (y - cy > 7 or cy - y > 1.5):
                if rng.random() < 0.2:
                    items.append((y, "tree", x, y, rng.uniform(3.0, 4.0), None))
                else:
                    col = PALETTE[TOWN_COLOURS[rng.randrange(len(TOWN_COLOURS))]]
                    items.append((y, "cube", x, y, rng.uniform(5.5, 7.0), col))
            a += step + rng.uniform(-2, 2)
    for _, kind, x, y, size, col in sorted(items, key=lambda it: (it[0], it[2])):
        if kind == "tree":
            _tree(s, x, y, size)
        else:
            _ground_shadow(s, x + 2, y - 1, size * 1.6, size)
            _cube(s, x, y, size, size * rng.uniform(1.0, 1.9), col)
    vignette(s, 80)
    return frame_card(s)


# ---------------------------------------------------------------------------
# Registry & entry point
# ---------------------------------------------------------------------------


def sprite_specs() -> list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]]:
    """(relative path, size, builder) for every sprite, in a stable order."""
    specs: list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]] = []
    for kind in TILE_KINDS:
        specs.append((f"simplicity/tile_{kind}.png", (128, 128), lambda k=kind: downscale(tile_surface(k), (128, 128))))
    for team in TEAMS:
        specs.append((f"simplicity/disc_{team}.png", (64, 64), lambda t=team: make_disc(t)))
    for team in TEAMS:
        specs.append((f"simplicity/pawn_{team}.png", (56, 80), lambda t=team: make_pawn(t)))
    for name in SHAPES:
        specs.append((f"simplicity/shape_{name}.png", (64, 64), lambda n=name: make_shape(n)))
    specs.append(("simplicity/space_blank.png", (64, 64), make_space_blank))
    specs.append(("simplicity/extra_point.png", (64, 64), make_extra_point))
    specs.append(("simplicity/demolition.png", (64, 64), make_demolition))
    specs.append(("simplicity/bag.png", (96, 96), lambda: downscale(bag_surface(), (96, 96))))
    specs.append(("launcher/simplicity.png", (LW, LH), launcher_simplicity))
    specs.append(("launcher/squarecircle.png", (LW, LH), launcher_squarecircle))
    specs.append(("launcher/rossio.png", (LW, LH), launcher_rossio))
    specs.append(("launcher/circleville.png", (LW, LH), launcher_circleville))
    specs.append(("ui/icon.png", (64, 64), make_icon))
    for size in ICON_SIZES:
        if size != 64:
            specs.append((f"ui/icon_{size}.png", (size, size), lambda n=size: make_icon(n)))
    specs.append(("ui/undo.png", (48, 48), lambda: _arrow_glyph(False)))
    specs.append(("ui/redo.png", (48, 48), lambda: _arrow_glyph(True)))
    specs.append(("ui/menu.png", (48, 48), make_menu))
    # each game with a table of its own keeps its drawings in its own module
    from assets import squarecircle_sprites
    specs += [(f"squarecircle/{name}.png", size, build)
              for name, size, build in squarecircle_sprites.sprite_specs()]
    from assets import circleville_sprites
    specs += [(f"circleville/{name}.png", size, build)
              for name, size, build in circleville_sprites.sprite_specs()]
    from assets import rossio_sprites
    specs += [(f"rossio/{name}.png", size, build) for name, size, build in rossio_sprites.sprite_specs()]
    return specs


DEFAULT_OUT = Path(__file__).resolve().parent / "sprites"


def main(out_dir: str | os.PathLike | None = None, only: Iterable[str] | None = None) -> list[Path]:
    """Render every sprite into ``out_dir`` (default ``assets/sprites``)."""
    out = Path(out_dir) if out_dir is not None else DEFAULT_OUT

    previous_backend = pygame.transform.get_smoothscale_backend()
    pygame.transform.set_smoothscale_backend("GENERIC")  # same pixels on every CPU
    wanted = set(only) if only else None
    written = []
    try:
        for rel, size, build in sprite_specs():
            if wanted is not None and rel not in wanted:
                continue
            surf = build()
            if surf.get_size() != size:  # pragma: no cover - a drawing bug
                raise RuntimeError(f"{rel}: built {surf.get_size()}, expected {size}")
            path = out / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(surf, str(path))
            written.append(path)
    finally:
        pygame.transform.set_smoothscale_backend(previous_backend)
    return written


def _cli(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=None, help="output directory (default: assets/sprites)")
    parser.add_argument("only", nargs="*", help="render just these relative paths, e.g. ui/icon.png")
    args = parser.parse_args(argv)
    for path in main(args.out, args.only or None):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(_cli())
