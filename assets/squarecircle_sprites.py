"""The Square Circle's sprites, drawn with pygame-ce, its launcher picture included.
`assets/make_sprites.py` lists them (as squarecircle/<name>.png and launcher/squarecircle.png) and
writes them with all the others::

    python -m assets.make_sprites

Drawn with the primitives of ``assets/drawing.py`` (their outline and shadow style
included): everything is original drawing code, drawn at ``S`` times
the final size and reduced with smoothscale (GENERIC backend) so the output is the same
on every machine. Randomness only comes from ``random.Random`` with fixed seeds.

Colour is never the only cue: every coloured piece also carries its colour's symbol
(``SYMBOLS``), and the day and night stones and cards carry a sun or a moon.
"""

from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from assets import drawing as base
from assets.launcher_frame import LW, LH, paint_texture, vignette, frame_card, ground_shadow

# ---------------------------------------------------------------------------
# Look & feel: tune here
# ---------------------------------------------------------------------------

PALETTE: dict[str, tuple[int, ...]] = {
    # the five goods / merchant colours of the game
    "white": (238, 234, 222),
    "blue": (52, 104, 196),
    "green": (58, 146, 72),
    "yellow": (244, 198, 46),
    "red": (204, 52, 46),
    # the five seat colours (distinct from the goods colours)
    "purple": (132, 82, 180),
    "orange": (238, 132, 34),
    "teal": (26, 148, 150),
    "black": (52, 52, 58),
    "pink": (238, 124, 172),
    # symbols printed on pieces
    "ink_dark": (44, 34, 34),
    "ink_light": (252, 246, 230),
    # stones, board furniture
    "stone": (160, 156, 146),
    "day_stone": (222, 208, 176),
    "night_stone": (84, 94, 124),
    "bluestone": (104, 124, 150),
    "sun": (240, 166, 34),
    "sun_core": (255, 214, 96),
    "moon": (236, 238, 222),
    "druid": (150, 150, 156),
    "druid_staff": (120, 84, 52),
    "altar": (176, 164, 142),
    # cards
    "paper": (250, 244, 230),
    "paper_edge": (176, 160, 134),
    "day_sky_top": (150, 204, 240),
    "day_sky_low": (255, 232, 168),
    "night_sky_top": (22, 30, 70),
    "night_sky_low": (58, 66, 116),
    "neutral_card": (150, 148, 142),
    "back_field": (36, 70, 66),
    "back_gold": (214, 178, 96),
}

COLOURS = ("white", "blue", "green", "yellow", "red")
SEATS = ("purple", "orange", "teal", "black", "pink")

#: colour -> symbol drawn on every piece of that colour
SYMBOLS: dict[str, str] = {
    "white": "circle", "blue": "triangle", "green": "square", "yellow": "diamond",
    "red": "cross",
    "purple": "star", "orange": "heart", "teal": "drop", "black": "bolt", "pink": "flower",
}

#: colours whose symbol is printed in dark ink (light bodies)
LIGHT_BODIES = {"white", "yellow", "orange", "pink"}

CARD = (100, 140)


def ink_for(colour: str) -> tuple[int, ...]:
    return PALETTE["ink_dark"] if colour in LIGHT_BODIES else PALETTE["ink_light"]


# ---------------------------------------------------------------------------
# Symbols
# ---------------------------------------------------------------------------


def symbol_layer(like: pygame.Surface, kind: str, cx: float, cy: float, size: float,
                 color) -> pygame.Surface:
    """A layer holding one symbol fitting a ``size`` x ``size`` box centred on (cx, cy)."""
    if kind in ("heart", "star", "diamond", "cross"):
        return base.symbol_layer(like, kind, cx, cy, size, color)
    lay = base.blank_like(like, base.rgba(color, 0))
    h = size / 2
    if kind == "circle":
        base.circle(lay, color, (cx, cy), h * 0.78)
        base.circle(lay, base.rgba(color, 0), (cx, cy), h * 0.36)
    elif kind == "triangle":
        r = h * 1.08
        pts = base.regular_polygon(cx, cy + r * 0.22, r, 3)
        base.poly(lay, color, pts)
    elif kind == "square":
        a = h * 0.74
        base.rrect(lay, color, (cx - a, cy - a, 2 * a, 2 * a), a * 0.18)
    elif kind == "drop":
        pts = [(cx, cy - h)] + base.bezier((cx, cy - h), (cx + h * 0.2, cy - h * 0.5),
                                       (cx + h * 0.72, cy - h * 0.1), (cx + h * 0.72, cy + h * 0.32), 20)
        pts += base.arc_pts(cx, cy + h * 0.32, h * 0.72, h * 0.66, 0, 180, 30)
        pts += base.bezier((cx - h * 0.72, cy + h * 0.32), (cx - h * 0.72, cy - h * 0.1),
                      (cx - h * 0.2, cy - h * 0.5), (cx, cy - h), 20)
        base.poly(lay, color, pts)
    elif kind == "bolt":
        pts = [(0.22, -1.0), (-0.62, 0.14), (-0.06, 0.14), (-0.28, 1.0), (0.64, -0.2),
               (0.06, -0.2), (0.36, -1.0)]
        base.poly(lay, color, [(cx + x * h, cy + y * h) for x, y in pts])
    elif kind == "flower":
        for i in range(5):
            a = math.radians(-90 + 72 * i)
            base.circle(lay, color, (cx + math.cos(a) * h * 0.5, cy + math.sin(a) * h * 0.5), h * 0.42)
        base.circle(lay, base.rgba(color, 0), (cx, cy), h * 0.22)
    elif kind == "sun":
        base.circle(lay, color, (cx, cy), h * 0.46)
        for i in range(8):
            a = math.radians(22.5 + 45 * i)
            p0 = (cx + math.cos(a) * h * 0.66, cy + math.sin(a) * h * 0.66)
            p1 = (cx + math.cos(a) * h * 0.94, cy + math.sin(a) * h * 0.94)
            base.stroke(lay, color, [p0, p1], size * 0.13)
    elif kind == "moon":
        base.circle(lay, color, (cx - h * 0.08, cy), h * 0.86)
        base.circle(lay, base.rgba(color, 0), (cx + h * 0.34, cy - h * 0.24), h * 0.72)
    else:  # pragma: no cover - guarded by callers
        raise ValueError(kind)
    return lay


def stamp(surf: pygame.Surface, kind: str, cx, cy, size, color, body) -> None:
    """A symbol printed onto a piece, with a thin embossed edge (as drawing.stamp_symbol does)."""
    sym = symbol_layer(surf, kind, cx, cy, size, color)
    m = base.mask_of(sym)
    light_symbol = sum(color[:3]) > sum(body[:3])
    edge = base.rgba(base.shade(body, 0.45), 150) if light_symbol else base.rgba(base.tint(body, 0.55), 170)
    surf.blit(base.paint(m, edge), (0, base.q(0.75)))
    surf.blit(sym, (0, 0))


def finish_piece(s: pygame.Surface, outline_colour, size, cast=None) -> pygame.Surface:
    """Outline + drop shadow (+ an optional cast shadow ellipse) + reduce."""
    m = base.dilate(base.mask_of(s), base.q(base.STYLE["outline"]))
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    if cast:
        lay = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
        base.ellipse(lay, base.rgba(base.PALETTE["shadow"], 90), cast)
        out.blit(base.blur(lay, 1.2), (0, 0))
    else:
        out.blit(base.drop_shadow(m), (0, 0))
    out.blit(base.paint(m, outline_colour), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, size)


# ---------------------------------------------------------------------------
# Pieces
# ---------------------------------------------------------------------------


def make_merchant(colour: str) -> pygame.Surface:
    body = PALETTE[colour]

    def deco(surf, cx, cy, r):
        stamp(surf, SYMBOLS[colour], cx, cy, r * 1.15, ink_for(colour), body)

    return base.downscale(base.disc_surface(body, deco), (64, 64))


def make_good(colour: str) -> pygame.Surface:
    """A goods bar: a wooden block in three-quarter view, its symbol on the front."""
    body = PALETTE[colour]
    s = base.canvas(64, 40)
    x0, x1, top, front, bottom, depth = 5.0, 59.0, 4.0, 13.0, 35.0, 5.0
    block = base.blank_like(s)
    # top face (lighter), front face (the colour), a sliver of the right side
    base.poly(block, base.tint(body, 0.28), [(x0 + depth, top), (x1, top), (x1 - depth, front), (x0, front)])
    base.rrect(block, body, (x0, front, x1 - depth - x0, bottom - front), 2.5)
    base.poly(block, base.shade(body, 0.3), [(x1, top), (x1, bottom - depth), (x1 - depth, bottom), (x1 - depth, front)])
    m = base.mask_of(block)
    face = base.blank_like(s)
    base.vgradient(face, [(0.0, (255, 255, 255, 50)), (0.5, (255, 255, 255, 0)), (1.0, (0, 0, 0, 40))],
              base.R((x0, front, x1 - x0, bottom - front)))
    rng = random.Random(11)
    for _ in range(6):  # wood grain along the bar
        y = rng.uniform(front + 2, bottom - 2)
        base.stroke(face, base.rgba(base.shade(body, 0.5), 22), [(x0 + 1, y), (x1 - depth - 1, y + rng.uniform(-1, 1))], 0.7)
    base.clip(face, m)
    block.blit(face, (0, 0))
    base.bevel(block, m, 1.2, light=(255, 255, 255, 100), dark=base.rgba(base.shade(body, 0.6), 80), soft=0.8)
    cx = (x0 + x1 - depth) / 2
    stamp(block, SYMBOLS[colour], cx, (front + bottom) / 2 + 0.5, 17, ink_for(colour), body)
    s.blit(block, (0, 0))
    return finish_piece(s, base.shade(body, base.STYLE["outline_shade"]), (64, 40))


def figure_surface(body, kind: str, ink, size=(48, 64)) -> pygame.Surface:
    """A turned-wood figure (a pawn with a ball head) with a symbol on its body."""
    w, h = size
    s = base.canvas(w, h)
    cx = w / 2
    k = h / 64
    base_l = base.blank_like(s)
    base.ellipse(base_l, base.shade(body, 0.38), (cx - 18 * k, 52 * k, 36 * k, 8 * k))
    base.rrect(base_l, base.shade(body, 0.38), (cx - 18 * k, 52.5 * k, 36 * k, 3.5 * k))
    base.ellipse(base_l, base.shade(body, 0.12), (cx - 18 * k, 49 * k, 36 * k, 7 * k))
    bm = base.mask_of(base_l)
    base.cylinder_light(base_l, bm, cx - 18 * k, cx + 18 * k, 0.8)
    fig = base.blank_like(s)
    left = base.bezier((cx - 15 * k, 54 * k), (cx - 14 * k, 42 * k), (cx - 12 * k, 32 * k), (cx - 8 * k, 27 * k), 20) \
        + base.bezier((cx - 8 * k, 27 * k), (cx - 6 * k, 24 * k), (cx - 4 * k, 23 * k), (cx, 23 * k), 12)
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    base.poly(fig, body, left + right + base.arc_pts(cx, 53 * k, 15 * k, 3 * k, 0, 180, 24))
    base.circle(fig, body, (cx, 13.5 * k), 10 * k)
    base.rrect(fig, body, (cx - 4 * k, 19 * k, 8 * k, 6 * k), 2 * k)
    fm = base.mask_of(fig)
    base.cylinder_light(fig, fm, cx - 15 * k, cx + 15 * k, 1.0)
    base.radial(fig, (cx - 3.5 * k, 10 * k), 5.5 * k, (255, 255, 255, 110), (255, 255, 255, 0))
    base.clip(fig, fm)
    base.bevel(fig, fm, 1.2, light=(255, 255, 255, 90), dark=base.rgba(base.shade(body, 0.6), 80), soft=0.8)
    stamp(fig, kind, cx, 40 * k, 17 * k, ink, body)
    s.blit(base_l, (0, 0))
    s.blit(fig, (0, 0))
    return finish_piece(s, base.shade(body, base.STYLE["outline_shade"]), size,
                        cast=(cx - 14 * k, 53 * k, 36 * k, 8 * k))


def make_figure(colour: str) -> pygame.Surface:
    return figure_surface(PALETTE[colour], SYMBOLS[colour], ink_for(colour))


def make_druid() -> pygame.Surface:
    """The High Druid: a grey hooded figure with a staff."""
    grey = PALETTE["druid"]
    s = base.canvas(56, 80)
    cx = 28.0
    staff = base.blank_like(s)
    base.stroke(staff, PALETTE["druid_staff"], [(42, 74), (45, 10)], 2.6)
    base.circle(staff, PALETTE["sun_core"], (45.2, 8.5), 3.2)
    s.blit(base.outlined(staff, base.shade(PALETTE["druid_staff"], 0.6), 0.8), (0, 0))
    robe = base.blank_like(s)
    pts = base.bezier((cx, 18), (cx - 8, 22), (cx - 14, 50), (cx - 19, 74), 24) \
        + base.arc_pts(cx, 73, 19, 4, 180, 0, 24) \
        + base.bezier((cx + 19, 74), (cx + 14, 50), (cx + 8, 22), (cx, 18), 24)
    base.poly(robe, grey, pts)
    # the hood: a pointed cowl around a dark face
    hood = base.bezier((cx - 11, 30), (cx - 13, 18), (cx - 6, 6), (cx + 1, 3), 16) \
        + base.bezier((cx + 1, 3), (cx + 8, 8), (cx + 13, 18), (cx + 11, 30), 16)
    base.poly(robe, base.tint(grey, 0.08), hood)
    rm = base.mask_of(robe)
    base.cylinder_light(robe, rm, cx - 19, cx + 19, 1.0)
    folds = base.blank_like(s, (255, 255, 255, 0))
    for x0, x1 in ((cx - 4, cx - 9), (cx + 3, cx + 7), (cx, cx)):
        base.stroke(folds, base.rgba(base.shade(grey, 0.5), 110), [(x0, 34), (x1, 71)], 1.0)
    base.clip(folds, rm)
    robe.blit(folds, (0, 0))
    base.ellipse(robe, base.shade(grey, 0.75), (cx - 6, 13, 12, 14))
    base.circle(robe, (230, 224, 200), (cx - 2.5, 20), 1.1)
    base.circle(robe, (230, 224, 200), (cx + 2.5, 20), 1.1)
    # a rope belt and a hand on the staff
    base.stroke(robe, (196, 170, 110), base.arc_pts(cx, 44, 10, 2.4, 0, 180, 16), 1.6)
    base.bevel(robe, rm, 1.3, light=(255, 255, 255, 90), dark=base.rgba(base.shade(grey, 0.6), 90), soft=0.8)
    s.blit(robe, (0, 0))
    hand = base.blank_like(s)
    base.ellipse(hand, base.tint(grey, 0.1), (39, 38, 8, 7))
    s.blit(base.outlined(hand, base.shade(grey, 0.55), 0.8), (0, 0))
    return finish_piece(s, base.shade(grey, base.STYLE["outline_shade"]), (56, 80),
                        cast=(cx - 18, 70, 40, 9))


def stone_blob(s, cx, cy, rx, ry, colour, seed) -> pygame.mask.Mask:
    """An irregular rounded flat stone seen from above; returns its mask."""
    rng = random.Random(seed)
    pts = []
    n = 14
    jit = [rng.uniform(0.9, 1.06) for _ in range(n)]
    for i in range(72):
        t = i / 72 * n
        j = jit[int(t) % n] * (1 - t % 1) + jit[(int(t) + 1) % n] * (t % 1)
        a = 2 * math.pi * i / 72
        pts.append((cx + rx * j * math.cos(a), cy + ry * j * math.sin(a)))
    lay = base.blank_like(s)
    base.poly(lay, colour, pts)
    m = base.mask_of(lay)
    vg = base.blank_like(s)
    base.vgradient(vg, [(0.0, base.rgba(base.tint(colour, 0.25), 255)), (1.0, base.rgba(base.shade(colour, 0.18), 255))],
              base.R((cx - rx, cy - ry, 2 * rx, 2 * ry)))
    base.clip(vg, m)
    lay.blit(vg, (0, 0))
    for _ in range(7):  # speckles
        px, py = cx + rng.uniform(-0.6, 0.6) * rx, cy + rng.uniform(-0.6, 0.6) * ry
        base.circle(lay, base.rgba(base.shade(colour, 0.35), 60), (px, py), rng.uniform(0.5, 1.2))
    base.clip(lay, m)
    base.bevel(lay, m, 1.6, light=(255, 255, 255, 110), dark=base.rgba(base.shade(colour, 0.6), 110), soft=1.0)
    s.blit(lay, (0, 0))
    return m


def make_stone(symbol: str) -> pygame.Surface:
    """The small day (sun) and night (moon) stones of the inner ring."""
    s = base.canvas(48, 48)
    if symbol == "day":
        body = PALETTE["day_stone"]
        stone_blob(s, 24, 24, 20, 19, body, 5)
        sym = symbol_layer(s, "sun", 24, 24.5, 26, PALETTE["sun"])
        s.blit(base.paint(base.mask_of(sym), base.rgba(base.shade(body, 0.45), 120)), (0, base.q(0.8)))
        s.blit(sym, (0, 0))
        base.radial(s, (24, 24.5), 5, (255, 240, 180, 200), (255, 240, 180, 0))
    else:
        body = PALETTE["night_stone"]
        stone_blob(s, 24, 24, 20, 19, body, 6)
        sym = symbol_layer(s, "moon", 24, 24, 24, PALETTE["moon"])
        s.blit(base.paint(base.mask_of(sym), base.rgba(base.shade(body, 0.6), 140)), (0, base.q(0.8)))
        s.blit(sym, (0, 0))
        for x, y in ((13, 15), (34, 34), (35, 14)):
            base.circle(s, base.rgba(PALETTE["moon"], 200), (x, y), 1.0)
    return finish_piece(s, base.shade(body, 0.6), (48, 48))


def make_bluestone() -> pygame.Surface:
    s = base.canvas(32, 32)
    body = PALETTE["bluestone"]
    stone_blob(s, 16, 16, 13, 11.5, body, 9)
    return finish_piece(s, base.shade(body, 0.6), (32, 32))


def make_trilithon() -> pygame.Surface:
    """Two standing stones capped by a lintel."""
    s = base.canvas(96, 80)
    rng = random.Random(21)
    for x in (28, 68):
        _stone(s, x, 76, 22, 60, rng)
    _lintel(s, (14, 22), (82, 22), 12)
    m = base.mask_of(s)
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    lay = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    base.ellipse(lay, base.rgba(base.PALETTE["shadow"], 80), (12, 70, 78, 9))
    out.blit(base.blur(lay, 1.5), (0, 0))
    out.blit(base.paint(base.dilate(m, base.q(0.6)), base.shade(PALETTE["stone"], 0.7)), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, (96, 80))


def make_altar() -> pygame.Surface:
    """The altar stone at the centre: a long slab lying flat."""
    s = base.canvas(96, 64)
    body = PALETTE["altar"]
    top = [(10, 22), (78, 16), (88, 30), (20, 38)]
    front = [(10, 22), (20, 38), (20, 50), (10, 33)]
    side = [(20, 38), (88, 30), (88, 42), (20, 50)]
    lay = base.blank_like(s)
    base.poly(lay, base.shade(body, 0.3), front)
    base.poly(lay, base.shade(body, 0.15), side)
    base.poly(lay, base.tint(body, 0.15), top)
    m = base.mask_of(lay)
    rng = random.Random(4)
    tex = base.blank_like(s)
    for _ in range(40):
        x, y = rng.uniform(10, 88), rng.uniform(16, 50)
        base.circle(tex, base.rgba(base.shade(body, 0.4), 50) if rng.random() < 0.6 else (255, 250, 230, 50), (x, y),
               rng.uniform(0.5, 1.4))
    # a carved ring on top: the circle of the square
    base.stroke(tex, base.rgba(base.shade(body, 0.45), 120), base.arc_pts(49, 27, 14, 6.5, 0, 360, 60), 1.3)
    base.stroke(tex, base.rgba(base.tint(body, 0.5), 120), base.arc_pts(49, 27.8, 14, 6.5, 20, 160, 30), 0.8)
    base.clip(tex, m)
    lay.blit(tex, (0, 0))
    s.blit(base.outlined(lay, base.shade(body, 0.65), 1.0), (0, 0))
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(base.mask_of(s), dy=3.0, radius=2.2), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, (96, 64))


def make_seat(colour: str) -> pygame.Surface:
    """A player's token: a thick square wooden seal (square, unlike the round merchants)."""
    body = PALETTE[colour]
    s = base.canvas(64, 64)
    x, y, w, h, th, rad = 9.0, 7.0, 46.0, 44.0, 5.0, 9.0
    side = base.blank_like(s)
    base.rrect(side, base.shade(body, 0.4), (x, y + th, w, h), rad)
    base.cylinder_light(side, base.mask_of(side), x, x + w, 0.8)
    s.blit(side, (0, 0))
    top = base.blank_like(s)
    base.rrect(top, body, (x, y, w, h), rad)
    tm = base.mask_of(top)
    grad = base.blank_like(s)
    base.vgradient(grad, [(0.0, base.tint(body, 0.22)), (0.5, body), (1.0, base.shade(body, 0.1))], base.R((x, y, w, h)))
    base.clip(grad, tm)
    top.blit(grad, (0, 0))
    base.rrect(top, base.rgba(base.shade(body, 0.3), 90), (x + 4, y + 4, w - 8, h - 8), rad - 3, 0.8)
    base.bevel(top, tm, 1.8, light=(255, 255, 255, 130), dark=base.rgba(base.shade(body, 0.6), 90), soft=1.0)
    stamp(top, SYMBOLS[colour], x + w / 2, y + h / 2, 27, ink_for(colour), body)
    s.blit(top, (0, 0))
    return finish_piece(s, base.shade(body, base.STYLE["outline_shade"]), (64, 64))


def make_symbol(colour_or_sky: str) -> pygame.Surface:
    """A small flat symbol badge (colour lines on the board, legends)."""
    s = base.canvas(32, 32)
    if colour_or_sky in ("day", "night"):
        body = PALETTE["day_stone"] if colour_or_sky == "day" else PALETTE["night_stone"]
        kind = "sun" if colour_or_sky == "day" else "moon"
        ink = PALETTE["sun"] if colour_or_sky == "day" else PALETTE["moon"]
    else:
        body, kind, ink = PALETTE[colour_or_sky], SYMBOLS[colour_or_sky], ink_for(colour_or_sky)
    base.circle(s, base.shade(body, 0.55), (16, 16), 15.5)
    base.circle(s, body, (16, 16), 14)
    s.blit(symbol_layer(s, kind, 16, 16.3, 17, ink), (0, 0))
    return base.downscale(s, (32, 32))


# ---------------------------------------------------------------------------
# Cards (100 x 140)
# ---------------------------------------------------------------------------


def card_blank() -> tuple[pygame.Surface, pygame.mask.Mask]:
    w, h = CARD
    s = base.canvas(w, h)
    base.rrect(s, PALETTE["paper_edge"], (1, 1, w - 2, h - 2), 9)
    base.rrect(s, PALETTE["paper"], (2.5, 2.5, w - 5, h - 5), 8)
    return s, base.mask_of(s)


def card_finish(s: pygame.Surface) -> pygame.Surface:
    m = base.mask_of(s)
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(base.erode(m, base.q(1.0)), dx=0.8, dy=1.6, radius=1.4, alpha=110), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, CARD)


def sky_panel(s: pygame.Surface, rect, symbol: str) -> None:
    x, y, w, h = rect
    lay = base.blank_like(s)
    base.rrect(lay, (255, 255, 255), rect, 6)
    m = base.mask_of(lay)
    if symbol == "day":
        base.vgradient(lay, [(0.0, PALETTE["day_sky_top"]), (1.0, PALETTE["day_sky_low"])], base.R(rect))
        base.clip(lay, m)
        base.radial(lay, (x + w / 2, y + h / 2), h * 0.75, (255, 240, 170, 200), (255, 240, 170, 0))
        sym = symbol_layer(s, "sun", x + w / 2, y + h / 2, h * 0.82, PALETTE["sun"])
        lay.blit(base.paint(base.mask_of(sym), base.rgba(base.shade(PALETTE["sun"], 0.5), 140)), (0, base.q(0.8)))
        lay.blit(sym, (0, 0))
    else:
        base.vgradient(lay, [(0.0, PALETTE["night_sky_top"]), (1.0, PALETTE["night_sky_low"])], base.R(rect))
        base.clip(lay, m)
        rng = random.Random(8)
        for _ in range(14):
            base.circle(lay, base.rgba(PALETTE["moon"], rng.randint(120, 230)),
                   (x + rng.uniform(4, w - 4), y + rng.uniform(4, h - 4)), rng.uniform(0.5, 1.1))
        sym = symbol_layer(s, "moon", x + w / 2, y + h / 2, h * 0.78, PALETTE["moon"])
        lay.blit(base.paint(base.mask_of(sym), (0, 0, 0, 110)), (0, base.q(0.8)))
        lay.blit(sym, (0, 0))
    base.clip(lay, m)
    base.rrect(lay, base.rgba(base.shade(PALETTE["paper_edge"], 0.3), 160), rect, 6, 0.8)
    s.blit(lay, (0, 0))


def colour_panel(s: pygame.Surface, rect, colour: str, sym_at: float = 0.5,
                 sym_size: float = 0.56) -> None:
    x, y, w, h = rect
    body = PALETTE[colour]
    lay = base.blank_like(s)
    base.rrect(lay, body, rect, 6)
    m = base.mask_of(lay)
    vg = base.blank_like(s)
    base.vgradient(vg, [(0.0, base.rgba(base.tint(body, 0.2), 255)), (1.0, base.rgba(base.shade(body, 0.12), 255))], base.R(rect))
    base.clip(vg, m)
    lay.blit(vg, (0, 0))
    # corner pips repeat the symbol (readable when cards overlap)
    for px, py in ((x + 9, y + 9), (x + w - 9, y + 9)):
        lay.blit(symbol_layer(s, SYMBOLS[colour], px, py, 10, ink_for(colour)), (0, 0))
    stamp(lay, SYMBOLS[colour], x + w / 2, y + h * sym_at + 3, h * sym_size, ink_for(colour), body)
    base.rrect(lay, base.rgba(base.shade(body, 0.45), 200), rect, 6, 1.0)
    s.blit(lay, (0, 0))


def make_card(colour: str, symbol: str) -> pygame.Surface:
    s, _ = card_blank()
    colour_panel(s, (7, 7, 86, 78), colour)
    sky_panel(s, (7, 90, 86, 43), symbol)
    return card_finish(s)


def make_neutral_card() -> pygame.Surface:
    """A neutral card: grey, the Druid's hood and two footsteps (he walks two stones)."""
    s, _ = card_blank()
    body = PALETTE["neutral_card"]
    rect = (7, 7, 86, 126)
    lay = base.blank_like(s)
    base.rrect(lay, body, rect, 6)
    m = base.mask_of(lay)
    vg = base.blank_like(s)
    base.vgradient(vg, [(0.0, base.rgba(base.tint(body, 0.25), 255)), (1.0, base.rgba(base.shade(body, 0.15), 255))], base.R(rect))
    base.clip(vg, m)
    lay.blit(vg, (0, 0))
    rng = random.Random(12)
    for _ in range(60):
        base.circle(lay, base.rgba(base.shade(body, 0.4), 40), (rng.uniform(8, 92), rng.uniform(8, 132)), rng.uniform(0.5, 1.5))
    cx = 50
    hood = base.bezier((cx - 20, 76), (cx - 24, 46), (cx - 10, 22), (cx + 2, 18), 20) \
        + base.bezier((cx + 2, 18), (cx + 14, 26), (cx + 24, 46), (cx + 20, 76), 20)
    base.poly(lay, base.shade(body, 0.45), hood)
    base.ellipse(lay, base.shade(body, 0.8), (cx - 10, 40, 20, 26))
    base.circle(lay, (240, 232, 200), (cx - 4, 52), 1.8)
    base.circle(lay, (240, 232, 200), (cx + 4, 52), 1.8)
    # two bluestones and arrows: the Druid walks two stones on
    for fx in (cx - 16, cx + 18):
        stone = base.blank_like(s)
        base.ellipse(stone, PALETTE["bluestone"], (fx - 9, 96, 18, 14))
        base.ellipse(stone, base.tint(PALETTE["bluestone"], 0.3), (fx - 6, 97.5, 10, 5))
        lay.blit(base.outlined(stone, base.shade(PALETTE["bluestone"], 0.6), 0.9), (0, 0))
    for ax in (cx - 3, cx + 3, cx + 31):
        base.stroke(lay, PALETTE["ink_light"], [(ax - 3, 98), (ax + 1.5, 103), (ax - 3, 108)], 2.0)
    base.stroke(lay, PALETTE["ink_light"], [(cx - 33, 103), (cx - 27, 103)], 2.0)
    base.clip(lay, m)
    base.rrect(lay, base.rgba(base.shade(body, 0.5), 200), rect, 6, 1.0)
    s.blit(lay, (0, 0))
    return card_finish(s)


def make_card_back() -> pygame.Surface:
    """The back: a circle in a square (the game's name) on a dark field."""
    s, _ = card_blank()
    field, gold = PALETTE["back_field"], PALETTE["back_gold"]
    rect = (7, 7, 86, 126)
    lay = base.blank_like(s)
    base.rrect(lay, field, rect, 6)
    m = base.mask_of(lay)
    rng = random.Random(13)
    for i in range(0, 140, 6):  # fine diagonal hatching
        base.stroke(lay, base.rgba(base.tint(field, 0.2), 60), [(0, i), (i * 0.7, 0)], 0.6)
    cx, cy = 50, 70
    base.rrect(lay, gold, (cx - 30, cy - 30, 60, 60), 3, 2.2)
    base.stroke(lay, gold, base.arc_pts(cx, cy, 26, 26, 0, 360, 90), 2.2)
    for i in range(12):  # stones on the ring
        a = 2 * math.pi * i / 12
        base.circle(lay, base.tint(gold, 0.2), (cx + 20 * math.cos(a), cy + 20 * math.sin(a)), 2.4 + rng.uniform(-0.3, 0.3))
    base.circle(lay, gold, (cx, cy), 5)
    for y in (18, 122):
        base.stroke(lay, base.rgba(gold, 180), [(24, y), (76, y)], 1.2)
    base.clip(lay, m)
    base.rrect(lay, base.rgba(gold, 220), rect, 6, 1.2)
    s.blit(lay, (0, 0))
    return card_finish(s)


def make_trilithon_card(colour: str) -> pygame.Surface:
    """The small card standing by a marketplace's trilithon: its colour, its symbol and
    a trilithon outline."""
    s = base.canvas(60, 84)
    base.rrect(s, PALETTE["paper_edge"], (1, 1, 58, 82), 6)
    base.rrect(s, PALETTE["paper"], (2.2, 2.2, 55.6, 79.6), 5)
    colour_panel(s, (5, 5, 50, 74), colour, sym_at=0.24, sym_size=0.34)
    ink = ink_for(colour)
    lay = base.blank_like(s)
    # a trilithon outline in the lower half
    base.rrect(lay, base.rgba(ink, 230), (17, 55, 8, 19), 1.5)
    base.rrect(lay, base.rgba(ink, 230), (35, 55, 8, 19), 1.5)
    base.rrect(lay, base.rgba(ink, 230), (13, 48, 34, 7), 1.5)
    s.blit(lay, (0, 0))
    m = base.mask_of(s)
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(m, dx=0.6, dy=1.2, radius=1.0, alpha=100), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, (60, 84))


# ---------------------------------------------------------------------------
# The launcher picture
# ---------------------------------------------------------------------------

LAUNCHER_PALETTE: dict[str, tuple[int, ...]] = {
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
}


def launcher_squarecircle() -> pygame.Surface:
    s = base.canvas(LW, LH)
    horizon = 124.0
    base.vgradient(s, [(0.0, LAUNCHER_PALETTE["dusk_top"]), (0.42, LAUNCHER_PALETTE["dusk_mid"]), (0.62, LAUNCHER_PALETTE["dusk_low"]), (1.0, LAUNCHER_PALETTE["dusk_low"])], base.R((0, 0, LW, horizon + 4)))
    # stars
    rng = random.Random(42)
    for _ in range(40):
        x, y = rng.uniform(150, LW), rng.uniform(4, 60)
        base.circle(s, (255, 250, 230, rng.randint(90, 200)), (x, y), rng.uniform(0.3, 0.8))
    # moon with glow
    base.radial(s, (300, 40), 34, (255, 250, 230, 70), (255, 250, 230, 0))
    moon = base.blank_like(s)
    base.circle(moon, LAUNCHER_PALETTE["moon"], (300, 40), 13)
    base.circle(moon, (0, 0, 0, 0), (307, 35), 11.5)
    mm = base.mask_of(moon)
    base.bevel(moon, mm, 1.0, None, (150, 140, 120, 90), 1.0)
    s.blit(moon, (0, 0))
    # sun low on the left with a big glow
    base.radial(s, (70, 108), 120, (255, 220, 150, 150), (255, 200, 140, 0), 0.7)
    base.radial(s, (70, 108), 34, (255, 240, 200, 200), (255, 230, 170, 0))
    base.radial(s, (70, 108), 15.5, (255, 246, 214, 255), base.rgba(LAUNCHER_PALETTE["sun"], 255))
    base.circle(s, (255, 246, 222), (70, 108), 13)
    # distant hills
    for k, (col, base_y, amp) in enumerate(((LAUNCHER_PALETTE["hills_far"], horizon - 10, 7), (LAUNCHER_PALETTE["hills_near"], horizon - 3, 5))):
        pts = [(0, LH)]
        for i in range(0, 73):
            x = i * 5
            y = base_y - amp * (0.6 * math.sin(x / 37.0 + k * 2) + 0.4 * math.sin(x / 13.0 + k))
            pts.append((x, y))
        pts.append((LW, LH))
        hill = base.blank_like(s)
        base.poly(hill, base.rgba(col, 255), pts)
        hm = base.mask_of(hill)
        haze = base.blank_like(s)
        base.vgradient(haze, [(0.0, (255, 220, 190, 90 - 40 * k)), (1.0, (255, 220, 190, 0))], base.R((0, base_y - amp, LW, 30)))
        base.clip(haze, hm)
        hill.blit(haze, (0, 0))
        s.blit(hill, (0, 0))
    # grass
    grass = base.blank_like(s)
    base.vgradient(grass, [(0.0, LAUNCHER_PALETTE["grass_far"]), (1.0, LAUNCHER_PALETTE["grass_near"])], base.R((0, horizon, LW, LH - horizon)))
    s.blit(grass, (0, 0))
    paint_texture(s, 5, 1500, 14, (0, horizon, LW, LH - horizon))
    # warm light on the grass from the sun
    base.radial(s, (70, horizon + 4), 130, (255, 210, 140, 70), (255, 210, 140, 0), 0.25)

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
                ground_shadow(s, x, y, w, h)
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
                ground_shadow(s, xx, y, w, h)
            for xx in xs:
                _stone(s, xx, y, w, h, r2)
            _lintel(s, (xs[0] - w / 2 - 1, y - h + 1), (xs[1] + w / 2 + 1, y - h + 1), 7 * sc)

        items.append((y, draw))

    def fallen():
        ground_shadow(s, cx + 2, cy + 14, 30, 3)
        _slab(s, cx - 16, cy + 14, 34, 6.5, 5.5)

    items.append((cy + 14, fallen))
    for _, draw in sorted(items, key=lambda it: it[0]):
        draw()
    # sparse grass tufts in front
    rng = random.Random(9)
    tufts = base.blank_like(s)
    for _ in range(70):
        x, y = rng.uniform(0, LW), rng.uniform(176, LH)
        col = base.rgba(base.mix(LAUNCHER_PALETTE["grass_near"], (180, 200, 110), rng.uniform(0, 0.6)), 200)
        for k in (-1, 0, 1):
            base.stroke(tufts, col, [(x, y), (x + k * 1.6 + 0.5, y - rng.uniform(2.5, 4.5))], 0.6)
    s.blit(tufts, (0, 0))
    vignette(s, 90)
    return frame_card(s)


def _stone(surf, x, y, w, h, rng):
    """A standing stone whose base centre is at (x, y)."""
    grey = LAUNCHER_PALETTE["stone"]
    j = [rng.uniform(-0.12, 0.12) * w for _ in range(4)]
    top_y = y - h
    pts = [
        (x - w / 2, y),
        (x - w / 2 + j[0], top_y + w * 0.12 + abs(j[1])),
        (x - w * 0.15, top_y),
        (x + w / 2 + j[2], top_y + w * 0.1 + abs(j[3])),
        (x + w / 2, y),
    ]
    lay = base.blank_like(surf)
    base.poly(lay, grey, pts)
    m = base.mask_of(lay)
    face = base.blank_like(surf)
    split = x + w * 0.12 + j[0] * 0.5
    base.poly(face, base.mix(base.tint(grey, 0.15), LAUNCHER_PALETTE["sun"], 0.22), [(x - w, top_y - 5), (split, top_y - 5), (split - w * 0.06, y + 2), (x - w, y + 2)])
    base.poly(face, base.mix(base.shade(grey, 0.3), (70, 80, 120), 0.15), [(split, top_y - 5), (x + w, top_y - 5), (x + w, y + 2), (split - w * 0.06, y + 2)])
    vg = base.blank_like(surf)
    base.vgradient(vg, [(0.0, (255, 255, 255, 40)), (0.7, (0, 0, 0, 0)), (1.0, (60, 80, 40, 70))], base.R((x - w, top_y, 2 * w, h)))
    face.blit(vg, (0, 0))
    for _ in range(4):  # lichen and cracks
        px, py = x + rng.uniform(-0.35, 0.35) * w, y - rng.uniform(0.15, 0.85) * h
        base.circle(face, (170, 170, 120, 70), (px, py), rng.uniform(0.6, 1.4) * w / 10)
    for _ in range(2):  # weathering streaks
        px = x + rng.uniform(-0.35, 0.0) * w
        base.stroke(face, base.rgba(base.shade(grey, 0.4), 45), [(px, top_y + h * 0.15), (px + rng.uniform(-0.5, 0.5), top_y + h * rng.uniform(0.4, 0.7))], 0.7)
    base.clip(face, m)
    lay.blit(face, (0, 0))
    surf.blit(base.outlined(lay, base.shade(grey, 0.7), 0.8), (0, 0))


def _lintel(surf, p0, p1, th):
    """A lintel resting on two uprights: p0/p1 are its bottom-left/right corners."""
    grey = LAUNCHER_PALETTE["stone"]
    (x0, y0), (x1, y1) = p0, p1
    lay = base.blank_like(surf)
    base.poly(lay, base.shade(grey, 0.08), [(x0, y0), (x1, y1), (x1 + 0.5, y1 - th), (x0 - 0.5, y0 - th + 0.4)])
    m = base.mask_of(lay)
    hi = base.blank_like(surf)
    base.poly(hi, base.rgba(base.tint(LAUNCHER_PALETTE["sun"], 0.2), 110), [(x0 - 1, y0 - th - 1), (x1 + 1, y1 - th - 1), (x1 + 1, y1 - th * 0.7), (x0 - 1, y0 - th * 0.65)])
    base.poly(hi, base.rgba(base.shade(grey, 0.4), 90), [(x1 - th * 0.7, y1 - th - 2), (x1 + 2, y1 - th - 2), (x1 + 2, y1 + 2), (x1 - th * 0.7, y1 + 2)])
    base.clip(hi, m)
    lay.blit(hi, (0, 0))
    surf.blit(base.outlined(lay, base.shade(grey, 0.7), 0.8), (0, 0))


def _slab(surf, x, y, length, depth, th):
    """A fallen stone lying on the grass; (x, y) is its front-left ground corner."""
    grey = LAUNCHER_PALETTE["stone"]
    lay = base.blank_like(surf)
    top = [(x, y - th), (x + length, y - th + 1), (x + length + depth * 0.8, y - th - depth * 0.6), (x + depth * 0.8, y - th - depth * 0.7)]
    front = [(x, y), (x + length, y + 1), (x + length, y - th + 1), (x, y - th)]
    side = [(x + length, y + 1), (x + length + depth * 0.8, y - depth * 0.6 + 1), (x + length + depth * 0.8, y - th - depth * 0.6), (x + length, y - th + 1)]
    base.poly(lay, base.shade(grey, 0.05), front)
    base.poly(lay, base.shade(grey, 0.35), side)
    base.poly(lay, base.tint(grey, 0.2), top)
    surf.blit(base.outlined(lay, base.shade(grey, 0.7), 0.8), (0, 0))


# ---------------------------------------------------------------------------
# Registry & entry point
# ---------------------------------------------------------------------------


def sprite_specs() -> list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]]:
    """(name, size, builder) for every Square Circle sprite, in a stable order."""
    specs: list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]] = []
    for c in COLOURS:
        specs.append((f"merchant_{c}", (64, 64), lambda c=c: make_merchant(c)))
        specs.append((f"good_{c}", (64, 40), lambda c=c: make_good(c)))
        specs.append((f"figure_{c}", (48, 64), lambda c=c: make_figure(c)))
        specs.append((f"symbol_{c}", (32, 32), lambda c=c: make_symbol(c)))
        specs.append((f"card_{c}_day", CARD, lambda c=c: make_card(c, "day")))
        specs.append((f"card_{c}_night", CARD, lambda c=c: make_card(c, "night")))
        specs.append((f"tricard_{c}", (60, 84), lambda c=c: make_trilithon_card(c)))
    for c in SEATS:
        specs.append((f"seat_{c}", (64, 64), lambda c=c: make_seat(c)))
    specs.append(("card_neutral", CARD, make_neutral_card))
    specs.append(("card_back", CARD, make_card_back))
    specs.append(("druid", (56, 80), make_druid))
    specs.append(("stone_day", (48, 48), lambda: make_stone("day")))
    specs.append(("stone_night", (48, 48), lambda: make_stone("night")))
    specs.append(("symbol_day", (32, 32), lambda: make_symbol("day")))
    specs.append(("symbol_night", (32, 32), lambda: make_symbol("night")))
    specs.append(("bluestone", (32, 32), make_bluestone))
    specs.append(("trilithon", (96, 80), make_trilithon))
    specs.append(("altar", (96, 64), make_altar))
    return specs
