"""The drawing primitives every sprite module shares, with pygame-ce: colour helpers, shapes
in final pixels drawn ``S`` times larger, masks for outlines, bevels and shadows, the team
symbols, and the wooden disc and cloth bag more than one game uses.

Each sprite is drawn at ``S`` times its final size and reduced with
``pygame.transform.smoothscale`` so edges come out anti-aliased; ``make_sprites`` pins
smoothscale to the portable GENERIC backend so every CPU produces the same pixels, and the
only randomness comes from ``random.Random`` instances seeded with fixed numbers.

The outline and shadow look lives in ``STYLE`` and the colours every game shares in
``PALETTE``, so the whole set can be re-tuned in one place; each game's own colours sit in
its sprite module.
"""

from __future__ import annotations

import hashlib
import math
import os
import random
from typing import Callable, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

# ---------------------------------------------------------------------------
# Look & feel: tune here
# ---------------------------------------------------------------------------

PALETTE: dict[str, tuple[int, ...]] = {
    "deep": (38, 24, 20),  # warm near-black that every shade() mixes toward
    "light": (255, 251, 240),  # warm white that every tint() mixes toward
    "shadow": (28, 18, 12),
    # the cloth bag (Simplicity, Squaring Circleville)
    "bag": (190, 146, 96),
    "bag_string": (178, 50, 44),
    "bag_emblem": (252, 244, 226),
}

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


_BLURRED: dict = {}   # (size, radius, digest of the pixels) -> the blurred pixels


def blur(surf: pygame.Surface, radius_px: float) -> pygame.Surface:
    r = q(radius_px)
    if r < 1:
        return surf.copy()
    # the same shadow or rim comes back for every colour of a piece: blurred once
    key = (surf.get_size(), surf.get_bitsize(), surf.get_flags() & pygame.SRCALPHA, r,
           hashlib.blake2b(pygame.image.tobytes(surf, "RGBA")).digest())
    kept = _BLURRED.get(key)
    if kept is None:
        if len(_BLURRED) > 256:
            _BLURRED.clear()
        kept = _BLURRED[key] = pygame.transform.gaussian_blur(surf, r, False)
    return kept.copy()


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
# Pieces more than one game draws: a wooden disc, a cloth bag
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
        stroke(emb, PALETTE["bag_emblem"], arc_pts(ecx, ecy, 10.5, 10.5, math.degrees(a0), math.degrees(a1), 6), 1.8)
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
