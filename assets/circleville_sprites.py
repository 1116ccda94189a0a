"""Squaring Circleville's sprites, drawn with pygame-ce, its launcher picture included.
`assets/make_sprites.py` lists them (as circleville/<name>.png and launcher/circleville.png) and
writes them with all the others::

    python -m assets.make_sprites

Same approach as ``assets/squarecircle_sprites.py``: original drawing code on top of the
primitives of ``assets/drawing.py``, drawn at ``S`` times the final size and reduced
with smoothscale (GENERIC backend) so the output is the same on every machine.

Which sprites exist follows the game data (``circleville.components``): one set per player
colour, action colour and structure kind, and one icon per equipment and achievement tile
id and per year bonus kind. Tiles come in two parts: a frame per kind of tile and an icon;
the table scene draws the texts (numbers, VP, the tile's words) itself.

Colour is never the only cue: every player piece, action tile, rondel space and road square
carries its colour's symbol (``SYMBOLS``), and the four structures differ in shape.
"""

from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from assets import drawing as base
from assets.launcher_frame import LW, LH, paint_texture, vignette, frame_card, ground_shadow
# the symbol shapes and the piece finish (outline, shadow) already drawn for the Square Circle
from assets.squarecircle_sprites import finish_piece, stamp, symbol_layer
from circleville.components import components

# ---------------------------------------------------------------------------
# Look & feel: tune here
# ---------------------------------------------------------------------------

PALETTE: dict[str, tuple[int, ...]] = {
    # player colours (inventory.yaml player_colours)
    "purple": (132, 82, 180),
    "yellow": (244, 198, 46),
    "black": (52, 52, 58),
    "white": (238, 234, 222),
    # action colours (player_mats.yaml columns)
    "red": (204, 52, 46),
    "blue": (52, 104, 196),
    "orange": (238, 132, 34),
    "green": (58, 146, 72),
    # structures
    "natural": (84, 150, 64),
    "trunk": (118, 82, 50),
    "rock": (150, 146, 136),
    "brown": (150, 98, 58),
    "roof": (112, 58, 40),
    "silver": (178, 186, 198),
    "golden": (230, 180, 50),
    "window": (60, 64, 80),
    # printed board and cardboard
    "ink": (58, 44, 36),
    "ink_dark": (44, 34, 34),
    "ink_light": (252, 246, 230),
    "card": (240, 230, 204),
    "card_edge": (150, 126, 92),
    "grass": (170, 198, 120),
    "lot": (222, 206, 164),
    "square": (250, 246, 232),
    "highlight": (252, 214, 120),
    "flower": (236, 112, 150),
    "flower_core": (252, 214, 80),
    "tile_back": (92, 118, 106),
    "back_gold": (222, 190, 110),
    "equipment": (74, 112, 152),
    "achievement": (186, 136, 44),
    "year": (150, 82, 64),
    "final_back": (58, 58, 66),
    "rondel_stone": (206, 196, 176),
    "smoke": (220, 220, 226),
    "neutral_cube": (214, 206, 188),
    "wood": (222, 184, 130),
    "slate": (104, 112, 128),
    "neutral_pawn": (196, 176, 146),
    "arrow": (58, 44, 36),
}

#: colour -> symbol drawn on every piece of that colour (the same pairs as the Square Circle's)
SYMBOLS: dict[str, str] = {
    "purple": "star", "yellow": "diamond", "black": "bolt", "white": "circle",
    "red": "cross", "blue": "triangle", "orange": "heart", "green": "square",
}

#: colours whose symbol is printed in dark ink (light bodies)
LIGHT_BODIES = {"white", "yellow", "orange"}

TILE = (96, 96)     # equipment, achievement and year bonus tiles: frame size
ICON = (48, 48)     # the icon drawn inside a tile frame


def ink_for(colour: str) -> tuple[int, ...]:
    return PALETTE["ink_dark"] if colour in LIGHT_BODIES else PALETTE["ink_light"]


def outline_of(colour: tuple[int, ...]) -> tuple[int, ...]:
    return base.shade(colour, base.STYLE["outline_shade"])


# ---------------------------------------------------------------------------
# Player pieces
# ---------------------------------------------------------------------------


def make_cube(colour: str) -> pygame.Surface:
    """A wooden cube seen from above and in front, its symbol on the front face."""
    body = PALETTE[colour]
    s = base.canvas(32, 32)
    x0, x1, top, front, bottom, depth = 4.0, 23.0, 4.0, 10.5, 29.0, 5.5
    lay = base.blank_like(s)
    base.poly(lay, base.tint(body, 0.3), [(x0 + depth, top), (x1 + depth, top), (x1, front), (x0, front)])
    base.poly(lay, base.shade(body, 0.3), [(x1 + depth, top), (x1 + depth, bottom - depth), (x1, bottom), (x1, front)])
    base.rrect(lay, body, (x0, front, x1 - x0, bottom - front))
    m = base.mask_of(lay)
    base.bevel(lay, m, 0.8, light=(255, 255, 255, 90), dark=base.rgba(base.shade(body, 0.6), 80), soft=0.6)
    stamp(lay, SYMBOLS[colour], (x0 + x1) / 2, (front + bottom) / 2, 15, ink_for(colour), body)
    s.blit(lay, (0, 0))
    return finish_piece(s, outline_of(body), (32, 32))


def make_scoring_disc(colour: str) -> pygame.Surface:
    body = PALETTE[colour]

    def deco(surf, cx, cy, r):
        stamp(surf, SYMBOLS[colour], cx, cy, r * 1.15, ink_for(colour), body)

    return base.downscale(base.disc_surface(body, deco), (48, 48))


def make_quadrant_marker(colour: str, plus_ten: bool) -> pygame.Surface:
    """An octagonal marker (the courthouse's shape); its back shows "+10" under the symbol."""
    body = PALETTE[colour]
    s = base.canvas(40, 40)
    cx, cy, r, th = 20.0, 18.0, 15.5, 3.5
    side = base.blank_like(s)
    base.poly(side, base.shade(body, 0.4), base.regular_polygon(cx, cy + th, r, 8, -67.5))
    base.rrect(side, base.shade(body, 0.4), (cx - r * 0.92, cy, r * 1.84, th))
    s.blit(side, (0, 0))
    top = base.blank_like(s)
    base.poly(top, body, base.regular_polygon(cx, cy, r, 8, -67.5))
    tm = base.mask_of(top)
    base.bevel(top, tm, 1.2, light=(255, 255, 255, 110), dark=base.rgba(base.shade(body, 0.6), 90), soft=0.8)
    ink = ink_for(colour)
    if plus_ten:
        stamp(top, SYMBOLS[colour], cx, cy - 7.5, 9, ink, body)
        digits(top, "+10", cx, cy + 4.5, 10.5, ink, 2.1)
    else:
        stamp(top, SYMBOLS[colour], cx, cy, 17, ink, body)
    s.blit(top, (0, 0))
    return finish_piece(s, outline_of(body), (40, 40))


def turned_piece(s, lay, colour: str, x0, x1, symbol_at, symbol_size, size, cast) -> pygame.Surface:
    """Light a turned-wood pawn drawn on ``lay``, print its symbol, and finish it."""
    body = PALETTE[colour]
    m = base.mask_of(lay)
    base.cylinder_light(lay, m, x0, x1, 1.0)
    base.bevel(lay, m, 1.0, light=(255, 255, 255, 90), dark=base.rgba(base.shade(body, 0.6), 80), soft=0.8)
    stamp(lay, SYMBOLS[colour], *symbol_at, symbol_size, ink_for(colour), body)
    s.blit(lay, (0, 0))
    return finish_piece(s, outline_of(body), size, cast=cast)


def make_supervisor(colour: str) -> pygame.Surface:
    """The supervisor: a pawn with a round head and a wide-brimmed hat."""
    body = PALETTE[colour]
    s = base.canvas(44, 60)
    cx = 22.0
    foot = base.blank_like(s)
    base.ellipse(foot, base.shade(body, 0.38), (cx - 15, 49, 30, 8))
    base.ellipse(foot, base.shade(body, 0.12), (cx - 15, 46.5, 30, 7))
    s.blit(foot, (0, 0))
    fig = base.blank_like(s)
    left = base.bezier((cx - 12.5, 51), (cx - 12, 40), (cx - 10, 30), (cx - 5, 25), 20)
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    base.poly(fig, body, left + right + base.arc_pts(cx, 50.5, 12.5, 2.5, 0, 180, 20))
    base.circle(fig, body, (cx, 19), 7.5)
    base.ellipse(fig, base.shade(body, 0.15), (cx - 12, 10.5, 24, 6))       # brim
    base.rrect(fig, base.shade(body, 0.15), (cx - 6.5, 3, 13, 10), 3)      # crown
    return turned_piece(s, fig, colour, cx - 12.5, cx + 12.5, (cx, 39), 13, (44, 60), (cx - 13, 50, 32, 7))


def make_assistant(colour: str) -> pygame.Surface:
    """The assistant: a short round-topped peg (no head, unlike the supervisor)."""
    body = PALETTE[colour]
    s = base.canvas(36, 44)
    cx = 18.0
    peg = base.blank_like(s)
    base.ellipse(peg, base.shade(body, 0.35), (cx - 12, 35, 24, 6))
    base.rrect(peg, body, (cx - 12, 14, 24, 24))
    base.ellipse(peg, body, (cx - 12, 3, 24, 22))
    return turned_piece(s, peg, colour, cx - 12, cx + 12, (cx, 24), 13, (36, 44), (cx - 12, 36, 28, 6))


# ---------------------------------------------------------------------------
# Glyphs: small flat drawings the icons are made of (final px, ``k`` = scale)
# ---------------------------------------------------------------------------

#: stroke font for the few figures icons need, in a 0..1 box
_DIGITS: dict[str, list[list[tuple[float, float]]]] = {
    "0": [base.arc_pts(0.5, 0.5, 0.36, 0.5, 0, 360, 32)],
    "1": [[(0.25, 0.22), (0.55, 0.0), (0.55, 1.0)]],
    "2": [base.arc_pts(0.5, 0.3, 0.34, 0.3, 190, 380, 16) + [(0.14, 1.0), (0.88, 1.0)]],
    "3": [base.arc_pts(0.48, 0.26, 0.32, 0.26, 200, 450, 16),
          base.arc_pts(0.48, 0.74, 0.36, 0.26, 270, 520, 16)],
    "5": [[(0.82, 0.0), (0.22, 0.0), (0.16, 0.44)] + base.arc_pts(0.5, 0.68, 0.36, 0.32, 230, 490, 18)],
    "+": [[(0.5, 0.12), (0.5, 0.88)], [(-0.05, 0.5), (1.05, 0.5)]],
    "x": [[(0.08, 0.28), (0.92, 0.95)], [(0.92, 0.28), (0.08, 0.95)]],
}


def digits(lay, text: str, cx, cy, h, colour, width) -> None:
    """Draw ``text`` (figures, + and x) centred on (cx, cy), ``h`` px tall."""
    adv = h * 0.72
    x = cx - adv * len(text) / 2 + adv * 0.08
    for ch in text:
        w = h * 0.56
        for line in _DIGITS[ch]:
            base.stroke(lay, colour, [(x + u * w, cy - h / 2 + v * h) for u, v in line], width)
        x += adv


def glyph(target, draw: Callable[[pygame.Surface], None], ink=None, width=1.0) -> None:
    """One outlined part of an icon."""
    base.part(target, draw, ink or PALETTE["ink"], width)


def g_tile(s, colour: str, cx, cy, r) -> None:
    """A small action tile: a disc of the colour with its symbol."""
    body = PALETTE[colour]

    def draw(lay):
        base.circle(lay, body, (cx, cy), r)
        lay.blit(symbol_layer(lay, SYMBOLS[colour], cx, cy + r * 0.04, r * 1.2, ink_for(colour)), (0, 0))

    glyph(s, draw, outline_of(body), 1.0)


def g_cube(s, cx, cy, a, colour=None) -> None:
    """A cube (``a`` px wide): 'your cube' in a neutral wood colour unless a colour is given."""
    body = PALETTE[colour] if colour else PALETTE["neutral_cube"]
    d = a * 0.3

    def draw(lay):
        x0, y0 = cx - a / 2, cy - a / 2 + d / 2
        base.poly(lay, base.tint(body, 0.35), [(x0, y0), (x0 + d, y0 - d), (x0 + a + d, y0 - d), (x0 + a, y0)])
        base.poly(lay, base.shade(body, 0.3), [(x0 + a, y0), (x0 + a + d, y0 - d), (x0 + a + d, y0 + a - d), (x0 + a, y0 + a)])
        base.rrect(lay, body, (x0, y0, a, a))

    glyph(s, draw, outline_of(body), 0.9)


def silhouette(lay, kind: str, cx, cy, k, colour) -> None:
    """A structure's outline shape, about 2*k wide and tall, standing on y = cy + k."""
    g = cy + k
    if kind == "natural":      # a round tree beside a rock
        base.rrect(lay, colour, (cx - 0.18 * k - 0.2 * k, g - 0.8 * k, 0.36 * k, 0.8 * k))
        base.circle(lay, colour, (cx - 0.2 * k, cy - 0.2 * k), 0.72 * k)
        base.ellipse(lay, colour, (cx + 0.3 * k, g - 0.55 * k, 0.72 * k, 0.55 * k))
    elif kind == "brown":      # a cottage with a pitched roof
        base.rrect(lay, colour, (cx - 0.72 * k, g - 1.0 * k, 1.44 * k, 1.0 * k))
        base.poly(lay, colour, [(cx - 0.95 * k, g - 0.95 * k), (cx, g - 1.85 * k), (cx + 0.95 * k, g - 0.95 * k)])
    elif kind == "silver":     # a tall crenellated tower
        base.rrect(lay, colour, (cx - 0.45 * k, g - 1.62 * k, 0.9 * k, 1.62 * k))
        for i in range(3):
            base.rrect(lay, colour, (cx - 0.62 * k + i * 0.5 * k, g - 1.95 * k, 0.28 * k, 0.4 * k))
        base.rrect(lay, colour, (cx - 0.62 * k, g - 1.7 * k, 1.24 * k, 0.2 * k))
    elif kind == "golden":     # a domed hall with a spire
        base.rrect(lay, colour, (cx - 0.9 * k, g - 0.7 * k, 1.8 * k, 0.7 * k))
        base.ellipse(lay, colour, (cx - 0.66 * k, g - 1.36 * k, 1.32 * k, 1.32 * k))
        base.rrect(lay, colour, (cx - 0.07 * k, g - 1.9 * k, 0.14 * k, 0.6 * k))
        base.circle(lay, colour, (cx, g - 1.9 * k), 0.12 * k)
    else:  # pragma: no cover - guarded by callers
        raise ValueError(kind)


def structure_details(lay, kind: str, cx, cy, k) -> None:
    """What makes a structure look built: leaves, windows, doors, ribs."""
    g = cy + k
    body = PALETTE[kind]
    if kind == "natural":
        base.circle(lay, base.tint(body, 0.3), (cx - 0.42 * k, cy - 0.42 * k), 0.3 * k)
        base.rrect(lay, PALETTE["trunk"], (cx - 0.3 * k, g - 0.45 * k, 0.2 * k, 0.45 * k))
        base.ellipse(lay, PALETTE["rock"], (cx + 0.3 * k, g - 0.55 * k, 0.72 * k, 0.55 * k))
        base.ellipse(lay, base.tint(PALETTE["rock"], 0.35), (cx + 0.42 * k, g - 0.5 * k, 0.34 * k, 0.18 * k))
    elif kind == "brown":
        base.poly(lay, PALETTE["roof"], [(cx - 0.95 * k, g - 0.95 * k), (cx, g - 1.85 * k), (cx + 0.95 * k, g - 0.95 * k)])
        base.rrect(lay, PALETTE["window"], (cx - 0.18 * k, g - 0.55 * k, 0.36 * k, 0.55 * k), 0.06 * k)
        base.rrect(lay, PALETTE["square"], (cx - 0.58 * k, g - 0.7 * k, 0.28 * k, 0.26 * k))
        base.rrect(lay, PALETTE["square"], (cx + 0.3 * k, g - 0.7 * k, 0.28 * k, 0.26 * k))
    elif kind == "silver":
        for y in (g - 1.3 * k, g - 0.85 * k):
            base.rrect(lay, PALETTE["window"], (cx - 0.12 * k, y, 0.24 * k, 0.3 * k), 0.1 * k)
        base.rrect(lay, PALETTE["window"], (cx - 0.2 * k, g - 0.4 * k, 0.4 * k, 0.4 * k), 0.18 * k)
    elif kind == "golden":
        base.rrect(lay, base.shade(body, 0.25), (cx - 0.9 * k, g - 0.72 * k, 1.8 * k, 0.12 * k))
        for x in (-0.62, -0.3, 0.3, 0.62):
            base.rrect(lay, base.shade(body, 0.35), (cx + (x - 0.06) * k, g - 0.55 * k, 0.12 * k, 0.55 * k))
        base.rrect(lay, PALETTE["window"], (cx - 0.14 * k, g - 0.5 * k, 0.28 * k, 0.5 * k), 0.1 * k)
        base.ellipse(lay, base.tint(body, 0.45), (cx - 0.36 * k, g - 1.26 * k, 0.3 * k, 0.34 * k))


def g_structure(s, kind: str, cx, cy, k) -> None:
    body = PALETTE[kind]

    def draw(lay):
        silhouette(lay, kind, cx, cy, k, body)
        structure_details(lay, kind, cx, cy, k)

    glyph(s, draw, outline_of(body), 0.9)


def g_arrow(s, pts, colour=None, width=2.4, head=4.5) -> None:
    """A polyline arrow ending in a head at the last point."""
    c = colour or PALETTE["arrow"]
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    a = math.atan2(y1 - y0, x1 - x0)
    tip = (x1 + math.cos(a) * head * 0.5, y1 + math.sin(a) * head * 0.5)
    left = (tip[0] - math.cos(a - 0.5) * head * 1.4, tip[1] - math.sin(a - 0.5) * head * 1.4)
    right = (tip[0] - math.cos(a + 0.5) * head * 1.4, tip[1] - math.sin(a + 0.5) * head * 1.4)
    lay = base.blank_like(s)
    base.stroke(lay, c, pts, width)
    base.poly(lay, c, [tip, left, right])
    s.blit(base.outlined(lay, PALETTE["ink_light"], 0.7), (0, 0))


def g_swap(s, cx, cy, w, colour=None) -> None:
    """Two opposed arrows: 'trade places'."""
    g_arrow(s, [(cx - w / 2, cy - 3.2), (cx + w / 2, cy - 3.2)], colour, 2.2, 4.0)
    g_arrow(s, [(cx + w / 2, cy + 3.2), (cx - w / 2, cy + 3.2)], colour, 2.2, 4.0)


def g_text(s, text, cx, cy, h, colour=None) -> None:
    lay = base.blank_like(s)
    digits(lay, text, cx, cy, h, colour or PALETTE["ink"], max(1.6, h * 0.17))
    s.blit(base.outlined(lay, PALETTE["ink_light"], 0.9), (0, 0))


def g_plus(s, cx, cy, size) -> None:
    """A bold plus sign: 'one more'."""
    lay = base.blank_like(s)
    base.stroke(lay, PALETTE["ink"], [(cx - size / 2, cy), (cx + size / 2, cy)], size * 0.3)
    base.stroke(lay, PALETTE["ink"], [(cx, cy - size / 2), (cx, cy + size / 2)], size * 0.3)
    s.blit(base.outlined(lay, PALETTE["ink_light"], 0.9), (0, 0))


def g_flower(s, cx, cy, r) -> None:
    """The beautify icon: a flower."""

    def draw(lay):
        for i in range(5):
            a = math.radians(-90 + 72 * i)
            base.circle(lay, PALETTE["flower"], (cx + math.cos(a) * r * 0.52, cy + math.sin(a) * r * 0.52), r * 0.46)
        base.circle(lay, PALETTE["flower_core"], (cx, cy), r * 0.34)

    glyph(s, draw, base.shade(PALETTE["flower"], 0.6), 0.9)


def g_pawn(s, kind: str, cx, cy, h) -> None:
    """A neutral supervisor (head and hat) or assistant (round-topped peg), ``h`` px tall."""
    body = PALETTE["neutral_pawn"]
    k = h / 10

    def figure(lay):
        if kind == "supervisor":
            base.poly(lay, body, [(cx - 3.2 * k, cy + 5 * k), (cx - 1.2 * k, cy + 0.2 * k),
                                  (cx + 1.2 * k, cy + 0.2 * k), (cx + 3.2 * k, cy + 5 * k)])
            base.circle(lay, body, (cx, cy - 1.2 * k), 1.6 * k)
        else:
            base.rrect(lay, body, (cx - 2.8 * k, cy - 1.5 * k, 5.6 * k, 6.5 * k))
            base.ellipse(lay, body, (cx - 2.8 * k, cy - 5 * k, 5.6 * k, 6 * k))

    def hat(lay):
        base.ellipse(lay, base.shade(body, 0.3), (cx - 2.9 * k, cy - 3.3 * k, 5.8 * k, 1.3 * k))
        base.rrect(lay, base.shade(body, 0.3), (cx - 1.4 * k, cy - 5 * k, 2.8 * k, 2.2 * k), 0.5 * k)

    glyph(s, figure, outline_of(body), 1.0)
    if kind == "supervisor":
        glyph(s, hat, outline_of(body), 0.8)


def g_card(s, cx, cy, w, h, fill, emblem: Callable | None = None) -> None:
    """A small square tile (equipment, achievement, year bonus) in an icon."""

    def draw(lay):
        base.rrect(lay, fill, (cx - w / 2, cy - h / 2, w, h), 2)
        base.rrect(lay, base.tint(fill, 0.55), (cx - w / 2 + 2, cy - h / 2 + 2, w - 4, h - 4), 1.5)

    glyph(s, draw, outline_of(fill), 0.9)
    if emblem:
        emblem(s, cx, cy, min(w, h) * 0.32)


def g_road(s, colour: str, cx, cy, a) -> None:
    body = PALETTE[colour]

    def draw(lay):
        base.rrect(lay, body, (cx - a / 2, cy - a / 2, a, a), a * 0.12)
        lay.blit(symbol_layer(lay, SYMBOLS[colour], cx, cy, a * 0.62, ink_for(colour)), (0, 0))

    glyph(s, draw, outline_of(body), 0.9)


def g_plot(s, cx, cy, w, filled=(False, False)) -> None:
    """A build plot: a lot with two cube squares below it, the ones in ``filled`` taken."""
    h = w * 0.62
    a = w * 0.34

    def draw(lay):
        base.rrect(lay, PALETTE["lot"], (cx - w / 2, cy - h / 2, w, h), w * 0.08)
        for i in (0, 1):
            x = cx - a - 1 + i * (a + 2)
            base.rrect(lay, PALETTE["square"], (x, cy + h / 2 + 1.5, a, a), 1)

    glyph(s, draw, PALETTE["ink"], 0.9)
    for i in (0, 1):
        if filled[i]:
            g_cube(s, cx - a / 2 - 1 + i * (a + 2), cy + h / 2 + 1.5 + a / 2, a * 0.72)


def g_stack(s, cx, cy, r, colours) -> None:
    """A stack of action tiles, the top one last in ``colours``."""
    for i, c in enumerate(colours):
        g_tile(s, c, cx, cy - i * r * 0.32, r)


def g_quadrant(s, index: int, cx, cy, r) -> None:
    """The town as a circle in four quarters (A top left, then clockwise), one shaded."""

    def draw(lay):
        base.circle(lay, PALETTE["square"], (cx, cy), r)
        a0 = 180 + 90 * index
        base.poly(lay, PALETTE["ink"], [(cx, cy)] + base.arc_pts(cx, cy, r, r, a0, a0 + 90, 16))
        base.stroke(lay, PALETTE["ink"], [(cx - r, cy), (cx + r, cy)], 1.0)
        base.stroke(lay, PALETTE["ink"], [(cx, cy - r), (cx, cy + r)], 1.0)

    glyph(s, draw, PALETTE["ink"], 1.0)


def g_gear(s, cx, cy, r) -> None:
    """The equipment emblem: a cog."""

    def draw(lay):
        c = PALETTE["equipment"]
        for i in range(8):
            a = math.radians(22.5 * 2 * i)
            base.stroke(lay, c, [(cx, cy), (cx + math.cos(a) * r, cy + math.sin(a) * r)], r * 0.42)
        base.circle(lay, c, (cx, cy), r * 0.74)
        base.circle(lay, PALETTE["square"], (cx, cy), r * 0.3)

    glyph(s, draw, outline_of(PALETTE["equipment"]), 0.7)


def g_medal(s, cx, cy, r) -> None:
    """The achievement emblem: a medal on a ribbon."""

    def draw(lay):
        base.poly(lay, PALETTE["red"], [(cx - r * 0.7, cy - r * 1.3), (cx - r * 0.05, cy - r * 0.2),
                                        (cx - r * 0.5, cy - r * 0.1), (cx - r * 1.0, cy - r * 1.1)])
        base.poly(lay, PALETTE["blue"], [(cx + r * 0.7, cy - r * 1.3), (cx + r * 0.05, cy - r * 0.2),
                                         (cx + r * 0.5, cy - r * 0.1), (cx + r * 1.0, cy - r * 1.1)])
        base.circle(lay, PALETTE["achievement"], (cx, cy + r * 0.25), r * 0.78)
        base.circle(lay, base.tint(PALETTE["achievement"], 0.4), (cx, cy + r * 0.25), r * 0.48)

    glyph(s, draw, outline_of(PALETTE["achievement"]), 0.7)


def g_calendar(s, cx, cy, r) -> None:
    """The year bonus emblem: a calendar leaf."""

    def draw(lay):
        base.rrect(lay, PALETTE["square"], (cx - r, cy - r * 0.8, 2 * r, 1.8 * r), r * 0.2)
        base.rrect(lay, PALETTE["year"], (cx - r, cy - r * 0.8, 2 * r, 0.55 * r), r * 0.2)
        for i in range(3):
            for j in range(2):
                base.rrect(lay, PALETTE["year"], (cx - r * 0.7 + i * r * 0.52, cy + j * r * 0.45, r * 0.34, r * 0.28))

    glyph(s, draw, outline_of(PALETTE["year"]), 0.7)


def g_column(s, colour: str, cx, cy, filled: int, levels=5) -> None:
    """A mat column: five level spaces, the lowest ``filled`` holding tiles of the colour."""
    a = 7.0

    def draw(lay):
        base.rrect(lay, PALETTE["card"], (cx - a / 2 - 2, cy - levels * (a + 1) / 2 - 2, a + 4, levels * (a + 1) + 3), 2)

    glyph(s, draw, PALETTE["ink"], 0.8)
    for i in range(levels):
        y = cy + levels * (a + 1) / 2 - (i + 0.5) * (a + 1)
        if i < filled:
            g_tile(s, colour, cx, y, a / 2)
        else:
            lay = base.blank_like(s)
            base.circle(lay, base.rgba(PALETTE["ink"], 90), (cx, y), a / 2 - 0.5)
            s.blit(lay, (0, 0))


def icon_canvas() -> pygame.Surface:
    return base.canvas(*ICON)


def icon_finish(s: pygame.Surface) -> pygame.Surface:
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(base.mask_of(s), dx=0.5, dy=1.0, radius=0.8, alpha=70), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, ICON)


# ---------------------------------------------------------------------------
# Equipment icons (equipment.yaml kinds)
# ---------------------------------------------------------------------------


def _eq_beautify_again(s, p):
    g_flower(s, 15, 17, 12)
    g_flower(s, 31, 25, 12)
    g_text(s, "x2", 36, 41, 11)


def _eq_flip_stack(s, p):
    g_stack(s, 18, 36, 11, ["green", "orange", "blue", "red"])
    g_arrow(s, base.arc_pts(26, 24, 16, 18, -110, 80, 24), width=2.6, head=5)


def _eq_extra_supervisor_move(s, p):
    g_pawn(s, "supervisor", 13, 25, 34)
    g_arrow(s, [(24, 33), (44, 33)], width=2.6, head=5)
    g_text(s, "+" + str(p["moves"]), 35, 16, 13)


def _eq_swap_year_bonus(s, p):
    g_card(s, 12, 32, 20, 20, PALETTE["card"], g_calendar)
    g_card(s, 36, 32, 20, 20, PALETTE["card"], g_calendar)
    g_swap(s, 24, 10, 26)


def _eq_extra_level(s, p):
    g_column(s, p["colour"], 13, 25, 2)
    g_arrow(s, [(28, 40), (28, 12)], width=2.6, head=5)
    g_text(s, "+" + str(p["tiles"]), 39, 27, 13)


def _eq_extra_road_cubes(s, p):
    g_road(s, p["colour"], 13, 13, 18)
    g_road(s, p["colour"], 13, 35, 18)
    g_cube(s, 13, 35, 10)
    g_text(s, "+" + str(p["cubes"]), 34, 24, 15)


def _eq_extra_structure_cube(s, p):
    g_tile(s, p["colour"], 9, 9, 8)
    for i, kind in enumerate(p["structures"]):
        g_structure(s, kind, 26 + i * 14, 20, 8.5)
    g_cube(s, 17, 40, 10)
    g_cube(s, 31, 40, 10)


def _eq_assistant_reach(s, p):
    g_pawn(s, "assistant", 9, 28, 22)
    n = p["spaces"]
    lay = base.blank_like(s)
    for i in range(n):
        base.circle(lay, PALETTE["rondel_stone"], (21 + i * 9.5, 39), 4.2)
    s.blit(base.outlined(lay, PALETTE["ink"], 0.9), (0, 0))
    g_arrow(s, base.arc_pts(31, 36, 14, 14, 200, 335, 16), width=2.4, head=5)
    g_text(s, str(n), 40, 11, 14)


def _eq_cheaper_bonus_action(s, p):
    """Three tiles of different colours do; the fourth is crossed out."""
    for i, colour in enumerate(components().mat.colours):
        g_tile(s, colour, 13 + (i % 2) * 22, 13 + (i // 2) * 22, 9.5)
    lay = base.blank_like(s)
    base.stroke(lay, PALETTE["ink"], [(27, 27), (43, 43)], 3.2)
    base.stroke(lay, PALETTE["ink"], [(43, 27), (27, 43)], 3.2)
    s.blit(base.outlined(lay, PALETTE["ink_light"], 0.8), (0, 0))


def _eq_assistant_counter_clockwise(s, p):
    g_pawn(s, "assistant", 24, 26, 22)
    g_arrow(s, base.arc_pts(24, 25, 20, 19, 20, -250, 36), width=2.6, head=5)


def _eq_finished_roads_cube(s, p):
    for i, colour in enumerate(("red", "blue")):
        g_road(s, colour, 11 + i * 19, 12, 17)
        g_cube(s, 11 + i * 19, 12, 9)
    g_cube(s, 36, 36, 13)
    g_text(s, "+" + str(p["cubes"]), 17, 36, 14)


def _eq_swap_upcoming_stack(s, p):
    g_stack(s, 12, 38, 10, ["red", "green", "blue"])
    g_stack(s, 36, 38, 10, ["orange", "blue", "red"])
    g_swap(s, 24, 10, 26)


def _eq_swap_mat_tile(s, p):
    g_column(s, "blue", 9, 25, 3)
    g_stack(s, 36, 38, 10, ["green", "red", "orange"])
    g_swap(s, 30, 10, 18)


def _eq_swap_queue_structures(s, p):
    def draw(lay):
        base.rrect(lay, PALETTE["card"], (2, 32, 44, 13), 2)

    glyph(s, draw, PALETTE["ink"], 0.8)
    g_structure(s, "brown", 13, 32, 9)
    g_structure(s, "silver", 35, 31, 9)
    g_swap(s, 24, 8, 26)


def _eq_either_level(s, p):
    a, b = p["colours"]
    g_column(s, a, 9, 25, 2)
    g_column(s, b, 39, 25, 4)
    g_arrow(s, [(16, 19), (32, 19)], width=2.4, head=5)
    g_arrow(s, [(32, 31), (16, 31)], width=2.4, head=5)


def _eq_double_lone_majority(s, p):
    def draw(lay):
        base.rrect(lay, PALETTE["grass"], (3, 8, 28, 32), 3)

    glyph(s, draw, PALETTE["ink"], 0.9)
    g_cube(s, 11, 19, 9)
    g_cube(s, 22, 31, 9)
    g_text(s, "x" + str(p["factor"]), 39, 24, 15)


EQUIPMENT_ICONS: dict[str, Callable] = {
    "beautify_again": _eq_beautify_again,
    "flip_stack": _eq_flip_stack,
    "extra_supervisor_move": _eq_extra_supervisor_move,
    "swap_year_bonus": _eq_swap_year_bonus,
    "extra_level": _eq_extra_level,
    "extra_road_cubes": _eq_extra_road_cubes,
    "extra_structure_cube": _eq_extra_structure_cube,
    "assistant_reach": _eq_assistant_reach,
    "cheaper_bonus_action": _eq_cheaper_bonus_action,
    "assistant_counter_clockwise": _eq_assistant_counter_clockwise,
    "finished_roads_cube": _eq_finished_roads_cube,
    "swap_upcoming_stack": _eq_swap_upcoming_stack,
    "swap_mat_tile": _eq_swap_mat_tile,
    "swap_queue_structures": _eq_swap_queue_structures,
    "either_level": _eq_either_level,
    "double_lone_majority": _eq_double_lone_majority,
}


# ---------------------------------------------------------------------------
# Achievement icons (achievements.yaml kinds)
# ---------------------------------------------------------------------------


def _ach_structures_in_quadrant(s, p):
    ordinal = {q.id: q.ordinal for q in components().town.quadrants}[p["quadrant"]]
    g_structure(s, p["structure"], 14, 22, 11)
    g_quadrant(s, ordinal - 1, 37, 34, 9.5)


def _ach_structures_with_own_cube(s, p):
    g_plot(s, 24, 22, 30, (True, False))
    g_structure(s, p["structure"], 24, 15, 10)


def _ach_own_beautify_cubes(s, p):
    g_flower(s, 19, 22, 13)
    g_cube(s, 33, 33, 13)


def _ach_action_tiles_on_mat(s, p):
    for i, colour in enumerate(components().mat.colours):
        g_column(s, colour, 9 + i * 10, 25, 4 - i)


def _ach_claimed_achievements(s, p):
    for i in range(3):
        g_card(s, 14 + i * 8, 30 - i * 5, 18, 18, PALETTE["card"], g_medal if i == 2 else None)


ACHIEVEMENT_ICONS: dict[str, Callable] = {
    "structures_in_quadrant": _ach_structures_in_quadrant,
    "structures_with_own_cube": _ach_structures_with_own_cube,
    "own_beautify_cubes": _ach_own_beautify_cubes,
    "action_tiles_on_mat": _ach_action_tiles_on_mat,
    "claimed_achievements": _ach_claimed_achievements,
}


# ---------------------------------------------------------------------------
# Year bonus icons (year_bonus.yaml kinds)
# ---------------------------------------------------------------------------


def _yb_new_plot(s, p):
    g_plot(s, 20, 20, 30, (False, True))
    g_plus(s, 41, 10, 10)


def _yb_new_equipment(s, p):
    g_card(s, 20, 27, 28, 28, PALETTE["card"], g_gear)
    g_plus(s, 41, 10, 10)


def _yb_flexible_supervisor(s, p):
    g_pawn(s, "supervisor", 24, 28, 28)
    for side in (-1, 1):  # anywhere in town: arrows out in every direction
        g_arrow(s, [(24 + side * 9, 34), (24 + side * 21, 34)], width=2.4, head=5)
        g_arrow(s, [(24 + side * 9, 18), (24 + side * 19, 8)], width=2.4, head=5)


def _yb_flexible_assistant(s, p):
    lay = base.blank_like(s)
    for i in range(8):
        a = math.radians(-90 + 45 * i)
        base.circle(lay, PALETTE["rondel_stone"], (24 + math.cos(a) * 16, 26 + math.sin(a) * 16), 4.2)
    s.blit(base.outlined(lay, PALETTE["ink"], 0.8), (0, 0))
    g_pawn(s, "assistant", 24, 26, 18)
    g_arrow(s, [(29, 21), (37, 13)], width=2.4, head=5)


def _yb_level_five(s, p):
    g_column(s, "orange", 14, 25, p["level"])
    g_text(s, str(p["level"]), 34, 25, 18)


def _yb_raze_structure(s, p):
    g_structure(s, "silver", 20, 24, 13)
    g_arrow(s, [(38, 8), (38, 30)], PALETTE["red"])
    g_cube(s, 37, 39, 9)


def _yb_build_structure(s, p):
    g_plot(s, 20, 24, 28, (True, False))
    g_structure(s, "brown", 20, 17, 10)
    g_arrow(s, [(39, 30), (39, 8)], PALETTE["green"])


def _yb_victory_points(s, p):
    lay = base.blank_like(s)
    for side in (-1, 1):  # a laurel: leaves along both sides of a circle
        for i in range(6):
            a = math.radians(110 + i * 26)
            x, y = 24 - side * math.cos(a) * 17, 26 - math.sin(a) * 17
            base.ellipse(lay, PALETTE["natural"], (x - 3, y - 2, 6, 4))
    s.blit(base.outlined(lay, outline_of(PALETTE["natural"]), 0.7), (0, 0))
    g_text(s, str(p["vp"]), 24, 26, 18)


YEAR_BONUS_ICONS: dict[str, Callable] = {
    "new_plot": _yb_new_plot,
    "new_equipment": _yb_new_equipment,
    "flexible_supervisor": _yb_flexible_supervisor,
    "flexible_assistant": _yb_flexible_assistant,
    "level_five": _yb_level_five,
    "raze_structure": _yb_raze_structure,
    "build_structure": _yb_build_structure,
    "victory_points": _yb_victory_points,
}


def make_icon(draw: Callable, params) -> pygame.Surface:
    s = icon_canvas()
    draw(s, params)
    return icon_finish(s)


# ---------------------------------------------------------------------------
# Tile frames and backs (96 x 96)
# ---------------------------------------------------------------------------


def tile_blank(fill, edge) -> pygame.Surface:
    w, h = TILE
    s = base.canvas(w, h)
    base.rrect(s, edge, (2, 2, w - 4, h - 5), 8)
    base.rrect(s, fill, (4, 4, w - 8, h - 9), 6.5)
    return s


def tile_finish(s: pygame.Surface) -> pygame.Surface:
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(base.mask_of(s), dx=0.6, dy=1.4, radius=1.2, alpha=100), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, TILE)


def make_frame(kind: str) -> pygame.Surface:
    """A tile face with its kind's border colour and emblem in the top left corner; the
    middle holds the icon (48 x 48 at (24, 14)) and the text band below it stays plain."""
    accent = PALETTE[{"equipment": "equipment", "achievement": "achievement", "year_bonus": "year"}[kind]]
    s = tile_blank(PALETTE["card"], base.shade(accent, 0.3))
    base.rrect(s, accent, (4, 4, 88, 87), 6.5, 3.0)
    band = base.blank_like(s)
    base.rrect(band, base.rgba(base.tint(accent, 0.75), 255), (9, 66, 78, 21), 3)
    s.blit(band, (0, 0))
    emblem = {"equipment": g_gear, "achievement": g_medal, "year_bonus": g_calendar}[kind]
    emblem(s, 15, 15, 7)
    return tile_finish(s)


def make_year_bonus_back(final: bool) -> pygame.Surface:
    """The back of a year bonus tile (what a used, flipped tile shows on a mat); the
    "3 victory points" tile has its own back: a dark face with a chequered flag."""
    fill = PALETTE["final_back"] if final else PALETTE["year"]
    s = tile_blank(fill, base.shade(fill, 0.4))
    lay = base.blank_like(s)
    gold = PALETTE["back_gold"]
    base.rrect(lay, gold, (9, 9, 78, 77), 5, 1.4)
    if final:
        base.stroke(lay, gold, [(32, 76), (32, 20)], 2.4)
        for i in range(4):
            for j in range(3):
                c = gold if (i + j) % 2 == 0 else base.tint(fill, 0.15)
                base.rrect(lay, c, (33 + i * 8, 21 + j * 8, 8, 8))
        base.rrect(lay, gold, (33, 21, 32, 24), 0, 1.0)
    else:
        g_calendar(lay, 48, 48, 20)
    s.blit(lay, (0, 0))
    return tile_finish(s)


# ---------------------------------------------------------------------------
# Structures, action tiles, town furniture
# ---------------------------------------------------------------------------


def make_structure(kind: str) -> pygame.Surface:
    body = PALETTE[kind]
    s = base.canvas(48, 48)
    k = 18.0
    cx, cy = 24.0, 24.0
    lay = base.blank_like(s)
    silhouette(lay, kind, cx, cy + 4, k, body)
    m = base.mask_of(lay)
    base.cylinder_light(lay, m, cx - k, cx + k, 0.8)
    structure_details(lay, kind, cx, cy + 4, k)
    base.bevel(lay, m, 1.0, light=(255, 255, 255, 90), dark=base.rgba(base.shade(body, 0.6), 80), soft=0.8)
    s.blit(lay, (0, 0))
    return finish_piece(s, outline_of(body), (48, 48), cast=(cx - k, cy + 4 + k - 3, 2 * k + 4, 6))


def make_structure_icon(kind: str) -> pygame.Surface:
    """The printed icon a structure stands on: a pale disc of its colour with its shape."""
    body = PALETTE[kind]
    s = base.canvas(32, 32)
    base.circle(s, base.shade(body, 0.5), (16, 16), 15)
    base.circle(s, base.tint(body, 0.6), (16, 16), 13.5)
    silhouette(s, kind, 16, 18, 8.5, base.shade(body, 0.45))
    return base.downscale(s, (32, 32))


def make_action_tile(colour: str) -> pygame.Surface:
    body = PALETTE[colour]

    def deco(surf, cx, cy, r):
        stamp(surf, SYMBOLS[colour], cx, cy, r * 1.2, ink_for(colour), body)

    return base.downscale(base.disc_surface(body, deco, wood=False), (40, 40))


def make_action_tile_back() -> pygame.Surface:
    """A face-down action tile: a plain back with a circle in a square."""
    body = PALETTE["tile_back"]

    def deco(surf, cx, cy, r):
        gold = PALETTE["back_gold"]
        base.rrect(surf, gold, (cx - r * 0.6, cy - r * 0.6, r * 1.2, r * 1.2), 1, 1.6)
        base.stroke(surf, gold, base.arc_pts(cx, cy, r * 0.5, r * 0.5, 0, 360, 48), 1.6)

    return base.downscale(base.disc_surface(body, deco, wood=False), (40, 40))


def make_road_square(colour: str) -> pygame.Surface:
    """A red or blue road square of a section, with the action colour's symbol."""
    s = base.canvas(24, 24)
    body = PALETTE[colour]
    base.rrect(s, base.shade(body, 0.5), (1, 1, 22, 22), 3)
    base.rrect(s, body, (2.5, 2.5, 19, 19), 2)
    s.blit(symbol_layer(s, SYMBOLS[colour], 12, 12.3, 12, ink_for(colour)), (0, 0))
    return base.downscale(s, (24, 24))


def make_number_square() -> pygame.Surface:
    """The square beside a section tile's number where first place puts a cube: a white
    square with a rosette mark in its corner."""
    s = base.canvas(24, 24)
    base.rrect(s, PALETTE["ink"], (1, 1, 22, 22), 2.5)
    base.rrect(s, PALETTE["square"], (2.8, 2.8, 18.4, 18.4), 1.5)
    base.rrect(s, base.rgba(PALETTE["ink"], 90), (5, 5, 14, 14), 1, 0.7)
    for dx in (-1, 1):  # a rosette: first place's mark
        base.poly(s, PALETTE["red"], [(17 + dx * 0.5, 16), (17 + dx * 3.8, 22.5), (17 + dx * 1.6, 22)])
    base.circle(s, base.shade(PALETTE["achievement"], 0.4), (17, 15.5), 4.6)
    base.circle(s, PALETTE["golden"], (17, 15.5), 3.6)
    return base.downscale(s, (24, 24))


def make_beautify() -> pygame.Surface:
    """The beautify icon on a section tile: a flower on a pale green disc."""
    s = base.canvas(28, 28)
    base.circle(s, base.shade(PALETTE["natural"], 0.4), (14, 14), 13.5)
    base.circle(s, base.tint(PALETTE["grass"], 0.5), (14, 14), 12)
    g_flower(s, 14, 14, 9)
    return base.downscale(s, (28, 28))


def plot_on(s, x, y) -> None:
    """A build plot at (x, y) (its top left), 44 x 36: a lot and two cube squares."""
    lot = base.blank_like(s)
    base.rrect(lot, PALETTE["lot"], (x, y, 44, 20), 3)
    # a dashed building line shows where the structure will stand
    for i in range(8):
        a0 = i * 45
        base.stroke(lot, base.rgba(PALETTE["ink"], 150), base.arc_pts(x + 22, y + 10, 11, 6.5, a0, a0 + 28, 6), 0.9)
    s.blit(base.outlined(lot, PALETTE["ink"], 0.9), (0, 0))
    for i in (0, 1):
        sq = base.blank_like(s)
        base.rrect(sq, PALETTE["square"], (x + 4 + i * 21, y + 22, 15, 13), 1.5)
        s.blit(base.outlined(sq, PALETTE["ink"], 1.0), (0, 0))


def make_build_plot() -> pygame.Surface:
    s = base.canvas(48, 40)
    plot_on(s, 2, 2)
    return base.downscale(s, (48, 40))


def make_section_tile() -> pygame.Surface:
    """A completed section: a square of new town grid with the number square and the
    beautify icon at the top and two build plots below."""
    s = base.canvas(112, 112)
    base.rrect(s, PALETTE["card_edge"], (2, 2, 108, 107), 6)
    base.rrect(s, PALETTE["grass"], (3.5, 3.5, 105, 104), 5)
    grid = base.blank_like(s)
    for v in (38, 74):  # the squared streets
        base.stroke(grid, base.rgba(PALETTE["lot"], 200), [(v, 4), (v, 107)], 2.2)
        base.stroke(grid, base.rgba(PALETTE["lot"], 200), [(4, v), (107, v)], 2.2)
    s.blit(grid, (0, 0))
    num = make_number_square()
    s.blit(pygame.transform.smoothscale(num, (base.q(24), base.q(24))), (base.q(10), base.q(10)))
    bea = make_beautify()
    s.blit(pygame.transform.smoothscale(bea, (base.q(28), base.q(28))), (base.q(74), base.q(8)))
    plot_on(s, 8, 56)
    plot_on(s, 60, 56)
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(base.mask_of(s), dx=0.6, dy=1.4, radius=1.2, alpha=100), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, (112, 112))


def make_vp_box() -> pygame.Surface:
    """A section's scoring box: four cells for 1st..4th place, the 2nd (skipped by two
    players) highlighted and hatched; the scene writes the values."""
    s = base.canvas(88, 28)
    base.rrect(s, PALETTE["ink"], (1, 1, 86, 26), 4)
    for i in range(4):
        x = 3 + i * 20.6
        fill = PALETTE["highlight"] if i == 1 else PALETTE["square"]
        base.rrect(s, fill, (x, 3, 19.2, 22), 2.5)
        if i == 1:
            hatch = base.blank_like(s)
            for t in range(-22, 20, 4):
                base.stroke(hatch, base.rgba(base.shade(fill, 0.35), 90), [(x + t, 25), (x + t + 22, 3)], 0.7)
            m = base.blank_like(s)
            base.rrect(m, (255, 255, 255, 255), (x, 3, 19.2, 22), 2.5)
            base.clip(hatch, base.mask_of(m))
            s.blit(hatch, (0, 0))
    return base.downscale(s, (88, 28))


def make_rondel_space(colour: str, start: bool) -> pygame.Surface:
    """A courthouse rondel space: a stone plate with an inlay of its colour and symbol;
    the start space also shows the smokestack."""
    body = PALETTE[colour]
    s = base.canvas(64, 64)
    stone = PALETTE["rondel_stone"]
    plate = base.blank_like(s)
    base.poly(plate, stone, base.regular_polygon(32, 32, 30, 8, -67.5))
    pm = base.mask_of(plate)
    base.bevel(plate, pm, 1.6, light=(255, 255, 255, 120), dark=base.rgba(base.shade(stone, 0.6), 110), soft=1.0)
    s.blit(base.outlined(plate, base.shade(stone, 0.55), 1.2), (0, 0))
    inlay = base.blank_like(s)
    base.circle(inlay, body, (32, 32), 20)
    im = base.mask_of(inlay)
    base.bevel(inlay, im, 1.2, light=base.rgba(base.shade(body, 0.5), 120), dark=(255, 255, 255, 90), soft=0.8)
    if start:
        # the smokestack: a chimney with a puff of smoke beside the symbol
        chim = base.blank_like(s)
        base.rrect(chim, PALETTE["brown"], (37, 18, 7, 22), 1)
        base.rrect(chim, PALETTE["roof"], (36, 17, 9, 3), 1)
        for x, y, r in ((44, 12, 3.2), (49, 8, 3.8), (55, 5, 3.0)):
            base.circle(chim, PALETTE["smoke"], (x, y), r)
        stamp(inlay, SYMBOLS[colour], 25, 33, 16, ink_for(colour), body)
        inlay.blit(base.outlined(chim, PALETTE["ink"], 0.9), (0, 0))
    else:
        stamp(inlay, SYMBOLS[colour], 32, 32.5, 20, ink_for(colour), body)
    s.blit(base.outlined(inlay, base.shade(body, 0.5), 1.0), (0, 0))
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(base.mask_of(s), dx=0.6, dy=1.4, radius=1.2, alpha=90), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, (64, 64))


def make_courthouse() -> pygame.Surface:
    """The octagonal courthouse in the middle of the rondel, seen from above: an eight-sided
    roof in slate with ridges to a white cupola."""
    s = base.canvas(96, 96)
    roof = PALETTE["slate"]
    lay = base.blank_like(s)
    base.poly(lay, base.shade(PALETTE["rondel_stone"], 0.25), base.regular_polygon(48, 49, 42, 8, -67.5))
    base.poly(lay, roof, base.regular_polygon(48, 48, 36, 8, -67.5))
    facets = base.blank_like(s)
    corners = base.regular_polygon(48, 48, 36, 8, -67.5)
    for a, b in zip(corners, corners[1:] + corners[:1]):
        facing = math.atan2((a[1] + b[1]) / 2 - 48, (a[0] + b[0]) / 2 - 48)
        light = 0.25 * math.cos(facing - math.radians(-135))  # lit from the upper left
        colour = base.tint(roof, light) if light > 0 else base.shade(roof, -light)
        base.poly(facets, colour, [(48, 48), a, b])
    lay.blit(facets, (0, 0))
    for c in corners:
        base.stroke(lay, base.shade(roof, 0.4), [(48, 48), c], 1.0)
    base.poly(lay, PALETTE["square"], base.regular_polygon(48, 48, 11, 8, -67.5))
    base.circle(lay, base.shade(PALETTE["square"], 0.15), (48, 48), 6)
    base.circle(lay, PALETTE["golden"], (48, 48), 2.6)
    s.blit(base.outlined(lay, PALETTE["ink"], 1.0), (0, 0))
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(base.mask_of(s), dx=0.8, dy=1.8, radius=1.6, alpha=100), (0, 0))
    out.blit(s, (0, 0))
    return base.downscale(out, (96, 96))


def make_first_player() -> pygame.Surface:
    """The first player marker: a plain wooden disc with a big 1."""
    body = PALETTE["wood"]

    def deco(surf, cx, cy, r):
        digits(surf, "1", cx + r * 0.06, cy, r * 1.1, PALETTE["ink"], r * 0.2)

    return base.downscale(base.disc_surface(body, deco), (48, 48))


# ---------------------------------------------------------------------------
# The launcher picture
# ---------------------------------------------------------------------------

LAUNCHER_PALETTE: dict[str, tuple[int, ...]] = {
    "water_top": (98, 168, 196),
    "water_bottom": (56, 120, 160),
    "sand": (232, 212, 160),
    "road": (240, 228, 198),
}
# the little houses: the colours of Simplicity's buildings and a red and a white cube
TOWN_COLOURS = ((246, 194, 58), (240, 128, 50), (66, 132, 206), (146, 96, 190), (212, 54, 48), (240, 236, 226))


def launcher_circleville() -> pygame.Surface:
    s = base.canvas(LW, LH)
    base.vgradient(s, [(0.0, LAUNCHER_PALETTE["water_top"]), (1.0, LAUNCHER_PALETTE["water_bottom"])])
    base.radial(s, (110, 30), 220, (255, 255, 255, 70), (255, 255, 255, 0))
    waves = base.blank_like(s, (255, 255, 255, 0))
    rng = random.Random(17)
    for _ in range(60):
        x, y = rng.uniform(0, LW), rng.uniform(0, LH)
        base.stroke(waves, (255, 255, 255, 50), base.arc_pts(x, y, 5, 2, 200, 340, 10), 0.8)
    s.blit(waves, (0, 0))
    paint_texture(s, 4, 900, 10)
    cx, cy, rx, ry, th = 180.0, 108.0, 152.0, 84.0, 9.0
    # island plate
    sh = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    base.ellipse(sh, base.rgba(base.PALETTE["shadow"], 110), (cx - rx + 4, cy - ry + 10, 2 * rx, 2 * ry + th))
    s.blit(base.soft_blur(sh, 5), (0, 0))
    side = base.blank_like(s)
    base.ellipse(side, base.shade(LAUNCHER_PALETTE["sand"], 0.35), (cx - rx, cy - ry + th, 2 * rx, 2 * ry))
    base.rrect(side, base.shade(LAUNCHER_PALETTE["sand"], 0.35), (cx - rx, cy, 2 * rx, th))
    sm = base.mask_of(side)
    base.cylinder_light(side, sm, cx - rx, cx + rx, 0.7)
    s.blit(side, (0, 0))
    top = base.blank_like(s)
    base.ellipse(top, LAUNCHER_PALETTE["sand"], (cx - rx, cy - ry, 2 * rx, 2 * ry))
    tm = base.mask_of(top)
    quad_cols = [(150, 190, 104), (176, 196, 110), (128, 178, 112), (160, 180, 96)]
    ir = 0.93
    quads = base.blank_like(s)
    for k, col in enumerate(quad_cols):
        a0, a1 = -90 + 90 * k, 0 + 90 * k
        pts = [(cx, cy)] + base.arc_pts(cx, cy, rx * ir, ry * ir, a0, a1, 40)
        base.poly(quads, col, pts)
    top.blit(quads, (0, 0))
    roads = base.blank_like(s)
    road = LAUNCHER_PALETTE["road"]
    rw = 6.0
    base.stroke(roads, road, base.arc_pts(cx, cy, rx * 0.6, ry * 0.6, 0, 360, 160), rw)
    base.stroke(roads, road, [(cx - rx * ir, cy), (cx + rx * ir, cy)], rw)
    base.stroke(roads, road, [(cx, cy - ry * ir), (cx, cy + ry * ir)], rw * 0.75)
    base.ellipse(roads, road, (cx - 20, cy - 11, 40, 22))
    top.blit(base.outlined(roads, (196, 176, 136), 0.8), (0, 0))
    # central plaza monument: a small fountain
    base.ellipse(top, (130, 190, 220), (cx - 9, cy - 5, 18, 10))
    base.ellipse(top, (200, 230, 245), (cx - 5, cy - 3, 8, 3))
    base.bevel(top, tm, 1.5, (255, 255, 255, 120), (0, 0, 0, 60), 1.0)
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
                    col = TOWN_COLOURS[rng.randrange(len(TOWN_COLOURS))]
                    items.append((y, "cube", x, y, rng.uniform(5.5, 7.0), col))
            a += step + rng.uniform(-2, 2)
    for _, kind, x, y, size, col in sorted(items, key=lambda it: (it[0], it[2])):
        if kind == "tree":
            _tree(s, x, y, size)
        else:
            ground_shadow(s, x + 2, y - 1, size * 1.6, size)
            _cube(s, x, y, size, size * rng.uniform(1.0, 1.9), col)
    vignette(s, 80)
    return frame_card(s)


def _cube(surf, x, y, w, h, col):
    """Isometric-ish cube; (x, y) is the ground point of the front corner."""
    d = w * 0.5
    top = [(x, y - h - 2 * d), (x + w, y - h - d), (x, y - h), (x - w, y - h - d)]
    left = [(x - w, y - h - d), (x, y - h), (x, y), (x - w, y - d)]
    right = [(x, y - h), (x + w, y - h - d), (x + w, y - d), (x, y)]
    lay = base.blank_like(surf)
    base.poly(lay, col, left)
    base.poly(lay, base.shade(col, 0.3), right)
    base.poly(lay, base.tint(col, 0.35), top)
    base.stroke(lay, base.rgba(base.shade(col, 0.15), 255), [(x - w * 0.55, y - h * 0.45 - d * 0.55), (x - w * 0.3, y - h * 0.45 - d * 0.3)], w * 0.22)
    base.stroke(lay, base.rgba(base.shade(col, 0.55), 255), [(x + w * 0.45, y - h * 0.45 - d * 0.45), (x + w * 0.65, y - h * 0.45 - d * 0.65)], w * 0.22)
    surf.blit(base.outlined(lay, base.shade(col, 0.65), 0.7), (0, 0))


def _tree(surf, x, y, r):
    lay = base.blank_like(surf)
    base.rrect(lay, (110, 78, 50), (x - r * 0.18, y - r * 1.3, r * 0.36, r * 1.3))
    base.circle(lay, (78, 140, 70), (x, y - r * 1.6), r)
    base.circle(lay, (110, 170, 90), (x - r * 0.3, y - r * 1.9), r * 0.5)
    surf.blit(base.outlined(lay, (40, 70, 40), 0.6), (0, 0))


# ---------------------------------------------------------------------------
# Registry
# ---------------------------------------------------------------------------


def sprite_specs() -> list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]]:
    """(name, size, builder) for every Squaring Circleville sprite, in a stable order."""
    data = components()
    specs: list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]] = []
    # the solo players own the same four colours (player_mats.yaml solo_sides)
    for c in data.inventory.player_colours:
        specs.append((f"cube_{c}", (32, 32), lambda c=c: make_cube(c)))
        specs.append((f"supervisor_{c}", (44, 60), lambda c=c: make_supervisor(c)))
        specs.append((f"assistant_{c}", (36, 44), lambda c=c: make_assistant(c)))
        specs.append((f"disc_{c}", (48, 48), lambda c=c: make_scoring_disc(c)))
        specs.append((f"marker_{c}", (40, 40), lambda c=c: make_quadrant_marker(c, False)))
        specs.append((f"marker_{c}_plus10", (40, 40), lambda c=c: make_quadrant_marker(c, True)))
    for kind in data.inventory.structure_kinds:
        specs.append((f"structure_{kind}", (48, 48), lambda k=kind: make_structure(k)))
        specs.append((f"structure_icon_{kind}", (32, 32), lambda k=kind: make_structure_icon(k)))
    for c in data.mat.colours:
        specs.append((f"tile_{c}", (40, 40), lambda c=c: make_action_tile(c)))
    specs.append(("tile_back", (40, 40), make_action_tile_back))
    for c in ("red", "blue"):
        specs.append((f"road_{c}", (24, 24), lambda c=c: make_road_square(c)))
    for space in data.board.rondel.spaces:
        name = f"rondel_{space.colour}" + ("_start" if space.smokestack else "")
        if all(name != n for n, _, _ in specs):
            specs.append((name, (64, 64), lambda c=space.colour, st=space.smokestack: make_rondel_space(c, st)))
    specs.append(("courthouse", (96, 96), make_courthouse))
    specs.append(("first_player", (48, 48), make_first_player))
    specs.append(("section_tile", (112, 112), make_section_tile))
    specs.append(("build_plot", (48, 40), make_build_plot))
    specs.append(("beautify", (28, 28), make_beautify))
    specs.append(("number_square", (24, 24), make_number_square))
    specs.append(("vp_box", (88, 28), make_vp_box))
    specs.append(("bag", (96, 96), lambda: base.downscale(base.bag_surface(), (96, 96))))
    for kind in ("equipment", "achievement", "year_bonus"):
        specs.append((f"frame_{kind}", TILE, lambda k=kind: make_frame(k)))
    specs.append(("year_bonus_back", TILE, lambda: make_year_bonus_back(False)))
    specs.append(("year_bonus_back_final", TILE, lambda: make_year_bonus_back(True)))
    for tile in data.equipment:
        specs.append((f"equipment_{tile.id}", ICON,
                      lambda t=tile: make_icon(EQUIPMENT_ICONS[t.effect.kind], t.effect.params)))
    for tile in data.achievements:
        specs.append((f"achievement_{tile.id}", ICON,
                      lambda t=tile: make_icon(ACHIEVEMENT_ICONS[t.effect.kind], t.effect.params)))
    # year bonus tiles of one kind look alike (their ids are ours, not printed)
    for kind in dict.fromkeys(t.effect.kind for t in data.year_bonus):
        params = next(t.effect.params for t in data.year_bonus if t.effect.kind == kind)
        specs.append((f"year_bonus_{kind}", ICON, lambda k=kind, p=params: make_icon(YEAR_BONUS_ICONS[k], p)))
    return specs
