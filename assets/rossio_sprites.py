"""Rossio's sprites, drawn with pygame-ce, its launcher picture included.
`assets/make_sprites.py` lists them (as rossio/<name>.png and launcher/rossio.png) and
writes them with all the others::

    python -m assets.make_sprites

Drawn with the primitives of ``assets/drawing.py`` (their outline and shadow style
included): original drawing code, drawn at ``S`` times the final size and
reduced with smoothscale (GENERIC backend), randomness only from seeded ``random.Random``.

The cards are drawn from the component data (``rossio/data/*.yaml``): each helper's
pattern, cost and VP, each ROSS card's sections and arrows. Numbers and letters are drawn
as strokes (``GLYPHS``) rather than with a font, so the pixels do not depend on a font
renderer.

Colour is never the only cue: each calçada colour has its own stone motif (``MOTIFS``),
drawn on the tiles and on every tile of a card's pattern.
"""

from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from assets import drawing as base
from assets.launcher_frame import LW, LH, paint_texture, vignette, frame_card
from rossio.components import Card, Components, RossCard, load_components

# ---------------------------------------------------------------------------
# Look & feel: tune here
# ---------------------------------------------------------------------------

PALETTE: dict[str, tuple[int, ...]] = {
    # the four calçada colours (names as in rossio/data/square.yaml)
    "red": (200, 58, 48),
    "blue": (46, 96, 182),
    "yellow": (242, 196, 52),
    "green": (46, 138, 74),
    "limestone": (246, 240, 226),   # the light stones of a motif
    "basalt": (46, 44, 50),         # the dark stones (motif on yellow)
    "any": (150, 146, 140),         # a noble's pattern: any single colour
    # printed things
    "paper": (250, 245, 232),
    "paper_edge": (170, 152, 124),
    "ink": (48, 40, 40),
    "gold": (238, 184, 52),
    "gold_ink": (120, 72, 12),
    "silver": (206, 210, 214),
    "silver_ink": (84, 90, 100),
    "vp": (232, 226, 208),
    "vp_ink": (40, 60, 110),
    "vp_back": (40, 60, 110),
    "end_token": (176, 40, 44),
    "noble": (112, 62, 140),
    "crown": (240, 190, 60),
    "back_field": (34, 84, 168),
    "ross_field": (58, 62, 74),
    "ross_light": (236, 232, 220),
    "easy_dot": (70, 170, 80),
    "hard_dot": (214, 48, 42),
    # the square and the boards
    "wall": (214, 204, 184),
    "wall_dark": (150, 138, 118),
    "theatre": (236, 226, 204),
    "roof": (178, 92, 62),
    "board": (222, 206, 176),
    "well": (196, 176, 140),
}

#: colour -> its stone motif (the second cue besides the colour itself)
MOTIFS: dict[str, str] = {"red": "waves", "blue": "diamond", "yellow": "ring", "green": "checker"}

TILE = 48          # a calçada tile, and one space of the square
CARD = (90, 126)
TOKEN = (40, 40)
ICON = (32, 32)
WALL = 24          # thickness of the left piece and the top pieces
BOTTOM = 44        # height of a bottom piece (a wall with one bonus per column)
THEATRE = 96       # width of the theatre piece


def motif_ink(colour: str) -> tuple[int, ...]:
    return PALETTE["basalt"] if colour == "yellow" else PALETTE["limestone"]


# ---------------------------------------------------------------------------
# Stroke glyphs: digits, A-D, V, P, +, - (unit box 0.6 wide, 1.0 tall, y down)
# ---------------------------------------------------------------------------


def _arc(cx, cy, rx, ry, a0, a1, n=24):
    return base.arc_pts(cx, cy, rx, ry, a0, a1, n)


GLYPHS: dict[str, list[list[tuple[float, float]]]] = {
    "0": [_arc(0.3, 0.5, 0.27, 0.47, 0, 360, 40)],
    "1": [[(0.12, 0.2), (0.34, 0.0), (0.34, 1.0)]],
    "2": [_arc(0.3, 0.28, 0.26, 0.26, 190, 370) + [(0.03, 1.0), (0.6, 1.0)]],
    "3": [_arc(0.29, 0.26, 0.24, 0.24, 200, 450), _arc(0.29, 0.73, 0.28, 0.27, 270, 520)],
    "4": [[(0.46, 1.0), (0.46, 0.0), (0.02, 0.68), (0.62, 0.68)]],
    "5": [[(0.55, 0.0), (0.12, 0.0), (0.07, 0.45)] + _arc(0.3, 0.68, 0.28, 0.31, 225, 500)],
    "6": [base.bezier((0.52, 0.04), (0.2, 0.1), (0.03, 0.4), (0.03, 0.7), 16),
          _arc(0.31, 0.7, 0.28, 0.29, 0, 360, 36)],
    "7": [[(0.02, 0.0), (0.6, 0.0), (0.22, 1.0)]],
    "8": [_arc(0.3, 0.26, 0.22, 0.24, 0, 360, 32), _arc(0.3, 0.73, 0.27, 0.26, 0, 360, 32)],
    "9": [_arc(0.29, 0.3, 0.28, 0.29, 0, 360, 36),
          base.bezier((0.57, 0.3), (0.57, 0.6), (0.4, 0.9), (0.08, 0.96), 16)],
    "A": [[(0.0, 1.0), (0.3, 0.0), (0.6, 1.0)], [(0.12, 0.64), (0.48, 0.64)]],
    "B": [[(0.05, 0.0), (0.05, 1.0)], [(0.05, 0.0), (0.32, 0.0)] + _arc(0.32, 0.24, 0.22, 0.24, 270, 450)
          + [(0.05, 0.48)], [(0.05, 0.48), (0.34, 0.48)] + _arc(0.34, 0.74, 0.25, 0.26, 270, 450) + [(0.05, 1.0)]],
    "C": [_arc(0.33, 0.5, 0.3, 0.5, 40, 320, 30)],
    "D": [[(0.05, 0.0), (0.05, 1.0)], [(0.05, 0.0), (0.22, 0.0)] + _arc(0.22, 0.5, 0.36, 0.5, 270, 450)
          + [(0.05, 1.0)]],
    "V": [[(0.0, 0.0), (0.3, 1.0), (0.6, 0.0)]],
    "P": [[(0.06, 1.0), (0.06, 0.0), (0.3, 0.0)] + _arc(0.3, 0.27, 0.26, 0.27, 270, 450) + [(0.06, 0.54)]],
    "R": [[(0.06, 1.0), (0.06, 0.0), (0.3, 0.0)] + _arc(0.3, 0.26, 0.26, 0.26, 270, 450) + [(0.06, 0.52)],
          [(0.28, 0.52), (0.58, 1.0)]],
    "O": [_arc(0.3, 0.5, 0.3, 0.5, 0, 360, 40)],
    "S": [_arc(0.3, 0.26, 0.26, 0.24, 330, 90) + _arc(0.3, 0.74, 0.28, 0.26, 270, 510)],
    "+": [[(0.3, 0.22), (0.3, 0.78)], [(0.02, 0.5), (0.58, 0.5)]],
    "-": [[(0.06, 0.5), (0.54, 0.5)]],
}


def text_width(text: str, height: float) -> float:
    return height * (0.6 * len(text) + 0.28 * (len(text) - 1))


def text(surf, string: str, cx: float, cy: float, height: float, colour, weight=0.16, halo=None) -> None:
    """Draw ``string`` centred on (cx, cy) with strokes ``weight * height`` wide; an
    optional halo colour draws a wider stroke underneath, for legibility on busy ground."""
    x0 = cx - text_width(string, height) / 2
    top = cy - height / 2
    passes = ([(halo, weight * height + height * 0.16)] if halo else []) + [(colour, weight * height)]
    for ink, width in passes:
        x = x0
        for ch in string:
            for line in GLYPHS[ch]:
                base.stroke(surf, ink, [(x + u * height, top + v * height) for u, v in line], width)
            x += height * 0.88


# ---------------------------------------------------------------------------
# Calçada: a tile face with its colour and its motif
# ---------------------------------------------------------------------------


def motif(surf, rect, colour: str) -> None:
    """Paint the colour's motif in its contrasting stones inside ``rect`` (x, y, w, h)."""
    x, y, w, h = rect
    ink = motif_ink(colour)
    kind = MOTIFS[colour]
    cx, cy = x + w / 2, y + h / 2
    if kind == "waves":  # Mar Largo: two wavy bands across
        for v in (0.3, 0.7):
            pts = [(x - w * 0.1 + w * 1.2 * i / 40,
                    y + h * v + h * 0.09 * math.sin(2 * math.pi * (1.2 * i / 40 - 0.1)))
                   for i in range(41)]
            base.stroke(surf, ink, pts, h * 0.16)
    elif kind == "diamond":  # a solid lozenge
        a = w * 0.36
        base.poly(surf, ink, [(cx, cy - a), (cx + a, cy), (cx, cy + a), (cx - a, cy)])
    elif kind == "ring":  # a round rosette: a ring and its centre stone
        base.stroke(surf, ink, _arc(cx, cy, w * 0.29, h * 0.29, 0, 360, 48), w * 0.13)
        base.circle(surf, ink, (cx, cy), w * 0.09)
    elif kind == "checker":  # two opposite squares, like a chequer
        m, a = w * 0.14, w * 0.36
        base.rrect(surf, ink, (x + m, y + m, a, a))
        base.rrect(surf, ink, (x + w - m - a, y + h - m - a, a, a))
    else:  # pragma: no cover - MOTIFS lists the kinds
        raise ValueError(kind)


def stone_joints(surf, rect, seed: int, cell: float, colour) -> None:
    """Thin irregular joints between small stones (rows, offset like laid cobbles)."""
    x, y, w, h = rect
    rng = random.Random(seed)
    rows = max(2, int(round(h / cell)))
    step = h / rows
    for r in range(1, rows):
        yy = y + r * step + rng.uniform(-0.12, 0.12) * step
        base.stroke(surf, colour, [(x, yy), (x + w, yy + rng.uniform(-0.1, 0.1) * step)], 0.35)
    for r in range(rows):
        xx = x + rng.uniform(0.2, 0.8) * step
        while xx < x + w - 0.2 * step:
            base.stroke(surf, colour, [(xx, y + r * step), (xx + rng.uniform(-0.1, 0.1) * step, y + (r + 1) * step)], 0.35)
            xx += step * rng.uniform(0.8, 1.2)


def tile_face(surf, rect, colour: str, radius: float, stones: bool, seed: int = 0) -> None:
    """A calçada tile face (colour, motif and, at tile size, the stone joints)."""
    x, y, w, h = rect
    body = PALETTE[colour] if colour in PALETTE else colour
    lay = base.blank_like(surf)
    base.rrect(lay, body, rect, radius)
    m = base.mask_of(lay)
    if colour in MOTIFS:
        motif(lay, rect, colour)
    if stones:
        stone_joints(lay, rect, seed, w / 9, base.rgba(base.shade(body, 0.55), 90))
    base.clip(lay, m)
    base.bevel(lay, m, max(0.6, w / 40), light=(255, 255, 255, 90), dark=base.rgba(base.shade(body, 0.6), 100), soft=0.6)
    base.rrect(lay, base.rgba(base.shade(body, 0.5), 255), rect, radius, max(0.6, w / 60))
    surf.blit(lay, (0, 0))


def finish_piece(s: pygame.Surface, outline_colour, size) -> pygame.Surface:
    """Outline + a short drop shadow + reduce (the look of every other game piece)."""
    return base.finish(s, size, outline_colour, dx=0.6, dy=1.2, radius=1.0)


def make_tile(colour: str, index: int) -> pygame.Surface:
    s = base.canvas(TILE, TILE)
    body = PALETTE[colour]
    base.rrect(s, base.shade(body, 0.4), (3, 4.5, 42, 41), 5)  # the tile's edge
    tile_face(s, (3, 2.5, 42, 41), colour, 5, stones=True, seed=100 + index)
    return finish_piece(s, base.shade(body, base.STYLE["outline_shade"]), (TILE, TILE))


def make_tile_back() -> pygame.Surface:
    """The back of every tile (the face-down piles): Mar Largo, black and white waves."""
    s = base.canvas(TILE, TILE)
    stone = PALETTE["limestone"]
    base.rrect(s, base.shade(stone, 0.4), (3, 4.5, 42, 41), 5)
    lay = base.blank_like(s)
    base.rrect(lay, stone, (3, 2.5, 42, 41), 5)
    m = base.mask_of(lay)
    for v in range(6):
        pts = [(2 + 44 * i / 40, 5 + v * 7 + 1.8 * math.sin(2 * math.pi * i / 20)) for i in range(41)]
        base.stroke(lay, PALETTE["basalt"], pts, 3.0)
    stone_joints(lay, (3, 2.5, 42, 41), 99, 42 / 9, base.rgba(base.shade(stone, 0.55), 90))
    base.clip(lay, m)
    base.bevel(lay, m, 1.0, light=(255, 255, 255, 90), dark=base.rgba(base.shade(stone, 0.6), 100), soft=0.6)
    s.blit(lay, (0, 0))
    return finish_piece(s, base.shade(stone, base.STYLE["outline_shade"]), (TILE, TILE))


# ---------------------------------------------------------------------------
# Coins, VP tokens, bonus icons
# ---------------------------------------------------------------------------


def coin_body(s, cx, cy, r, metal: str) -> None:
    body, ink = PALETTE[metal], PALETTE[f"{metal}_ink"]
    base.circle(s, base.shade(body, 0.35), (cx, cy + r * 0.1), r)
    lay = base.blank_like(s)
    base.circle(lay, body, (cx, cy), r)
    m = base.mask_of(lay)
    g = base.blank_like(s)
    base.vgradient(g, [(0.0, base.tint(body, 0.35)), (0.55, body), (1.0, base.shade(body, 0.12))],
                   base.R((cx - r, cy - r, 2 * r, 2 * r)))
    base.clip(g, m)
    lay.blit(g, (0, 0))
    base.stroke(lay, base.rgba(ink, 150), _arc(cx, cy, r * 0.8, r * 0.8, 0, 360, 48), max(0.5, r * 0.06))
    base.bevel(lay, m, max(0.6, r / 12), light=(255, 255, 255, 140), dark=base.rgba(base.shade(body, 0.6), 110), soft=0.6)
    s.blit(lay, (0, 0))


def coin_icon(s, cx, cy, r, value: int | None = None, label: str | None = None) -> None:
    """A coin with its value (or a label such as "+1") printed on it."""
    coin_body(s, cx, cy, r, "gold")
    word = label if label is not None else (str(value) if value is not None else None)
    if word:
        height = r * (1.05 if len(word) == 1 else 0.8)
        text(s, word, cx, cy, height, PALETTE["gold_ink"], 0.17)


def make_coin(value: int) -> pygame.Surface:
    s = base.canvas(*TOKEN)
    metal = "gold" if value == 1 else "silver"
    coin_body(s, 20, 19, 17, metal)
    text(s, str(value), 20, 19, 18, PALETTE[f"{metal}_ink"], 0.17)
    return finish_piece(s, base.shade(PALETTE[metal], 0.6), TOKEN)


def octagon(cx, cy, r):
    return base.regular_polygon(cx, cy, r, 8, rot_deg=22.5)


def vp_token(s, cx, cy, r, face: str | None, field=None, ink=None) -> None:
    """An octagonal VP token: ``face`` is the value, or None for the face-down back."""
    field = field or (PALETTE["vp"] if face else PALETTE["vp_back"])
    ink = ink or PALETTE["vp_ink"]
    base.poly(s, base.shade(field, 0.4), octagon(cx, cy + r * 0.1, r))
    lay = base.blank_like(s)
    base.poly(lay, field, octagon(cx, cy, r))
    m = base.mask_of(lay)
    if face:
        base.poly(lay, base.rgba(ink, 255), octagon(cx, cy, r * 0.86))
        base.poly(lay, field, octagon(cx, cy, r * 0.78))
        height = r * (0.95 if len(face) == 1 else 0.78)
        text(lay, face, cx, cy, height, ink, 0.17)
    else:  # the back: Mar Largo waves, no value
        for v in (-0.45, 0.0, 0.45):
            pts = [(cx - r + 2 * r * i / 30, cy + v * r + r * 0.12 * math.sin(math.pi * i / 7.5)) for i in range(31)]
            base.stroke(lay, base.rgba(PALETTE["limestone"], 230), pts, r * 0.16)
        base.clip(lay, m)
    base.bevel(lay, m, max(0.6, r / 14), light=(255, 255, 255, 120), dark=base.rgba(base.shade(field, 0.6), 110), soft=0.6)
    s.blit(lay, (0, 0))


#: VP token value -> the ink of its rim and number (the number is the cue; the ink
#: only helps sorting a pile at a glance)
VP_INKS = {1: (40, 60, 110), 2: (30, 104, 96), 5: (104, 52, 128), 10: (140, 40, 40)}


def make_vp(value: int | None) -> pygame.Surface:
    s = base.canvas(*TOKEN)
    vp_token(s, 20, 19, 17.5, str(value) if value else None, ink=VP_INKS.get(value))
    field = PALETTE["vp"] if value else PALETTE["vp_back"]
    return finish_piece(s, base.shade(field, 0.6), TOKEN)


def end_token(s, cx, cy, r, value: int) -> None:
    """The special 3 VP token: a red round token with a gold star ring and its value."""
    red, gold = PALETTE["end_token"], PALETTE["crown"]
    base.circle(s, base.shade(red, 0.4), (cx, cy + r * 0.1), r)
    lay = base.blank_like(s)
    base.circle(lay, red, (cx, cy), r)
    m = base.mask_of(lay)
    base.stroke(lay, gold, _arc(cx, cy, r * 0.8, r * 0.8, 0, 360, 48), r * 0.09)
    for i in range(8):  # little stars on the rim
        a = math.radians(22.5 + 45 * i)
        base.circle(lay, gold, (cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.8), r * 0.1)
    text(lay, str(value), cx, cy, r * 0.95, gold, 0.18)
    base.bevel(lay, m, max(0.6, r / 14), light=(255, 255, 255, 120), dark=base.rgba(base.shade(red, 0.6), 110), soft=0.6)
    s.blit(lay, (0, 0))


def make_end_token(value: int) -> pygame.Surface:
    s = base.canvas(*TOKEN)
    end_token(s, 20, 19, 17.5, value)
    return finish_piece(s, base.shade(PALETTE["end_token"], 0.6), TOKEN)


def mini_card(s, x, y, w, h, field, ink) -> None:
    base.rrect(s, ink, (x - 0.6, y - 0.6, w + 1.2, h + 1.2), w * 0.2)
    base.rrect(s, field, (x, y, w, h), w * 0.16)


def bonus_icon(s, cx, cy, size: float, bonus: str, end_vp: int) -> None:
    """A column bonus printed on a bottom piece: "coin" (gain 1 coin), "cards" (draw 2
    then discard 2) or "end" (the 3 VP token's space)."""
    r = size / 2
    if bonus == "coin":
        coin_icon(s, cx, cy, r * 0.8, label="1")
    elif bonus == "cards":
        ink, paper = PALETTE["ink"], PALETTE["paper"]
        k = size / 32
        # two cards come in (+2), then two go out (-2)
        for dx in (0.0, 3.0):
            mini_card(s, cx - 13 * k + dx * k, cy - 13 * k, 9 * k, 12 * k, paper, ink)
        for dx in (0.0, 3.0):
            mini_card(s, cx + 1.5 * k + dx * k, cy - 13 * k, 9 * k, 12 * k, base.shade(paper, 0.25), ink)
        text(s, "+2", cx - 7.5 * k, cy + 7 * k, 10 * k, (30, 110, 50), 0.22)
        text(s, "-2", cx + 7.5 * k, cy + 7 * k, 10 * k, (170, 40, 36), 0.22)
    elif bonus == "end":
        end_token(s, cx, cy, r * 0.82, end_vp)
    else:  # pragma: no cover - BONUSES lists the kinds
        raise ValueError(bonus)


def make_bonus(bonus: str, end_vp: int) -> pygame.Surface:
    s = base.canvas(*ICON)
    base.circle(s, base.shade(PALETTE["wall"], 0.2), (16, 16), 15.5)
    base.circle(s, PALETTE["wall"], (16, 16), 14.5)
    bonus_icon(s, 16, 16, 26, bonus, end_vp)
    return base.downscale(s, ICON)


def make_first_player() -> pygame.Surface:
    """The first player marker (it never changes hands): a round token with a crown."""
    s = base.canvas(*TOKEN)
    wood = (196, 140, 84)
    base.circle(s, base.shade(wood, 0.4), (20, 21), 17)
    lay = base.blank_like(s)
    base.circle(lay, wood, (20, 19), 17)
    m = base.mask_of(lay)
    pts = [(10, 26), (10, 13), (15, 19), (20, 10), (25, 19), (30, 13), (30, 26)]
    base.poly(lay, PALETTE["crown"], pts)
    base.stroke(lay, base.shade(PALETTE["crown"], 0.55), pts, 1.0, closed=True)
    base.bevel(lay, m, 1.2, light=(255, 255, 255, 120), dark=base.rgba(base.shade(wood, 0.6), 110), soft=0.6)
    s.blit(lay, (0, 0))
    return finish_piece(s, base.shade(wood, 0.6), TOKEN)


def make_market_label(letter: str) -> pygame.Surface:
    s = base.canvas(*ICON)
    base.circle(s, base.shade(PALETTE["back_field"], 0.4), (16, 16.6), 14.5)
    base.circle(s, PALETTE["back_field"], (16, 16), 14.5)
    base.stroke(s, base.rgba(PALETTE["limestone"], 200), _arc(16, 16, 12.3, 12.3, 0, 360, 48), 1.0)
    text(s, letter, 16, 16, 14, PALETTE["limestone"], 0.17)
    return base.downscale(s, ICON)


# ---------------------------------------------------------------------------
# The square: left piece, top pieces, bottom pieces, the theatre
# ---------------------------------------------------------------------------


def wall_blocks(s, rect, seed: int, vertical: bool) -> None:
    """Dressed limestone blocks along a wall, with a kerb line on the square's side."""
    x, y, w, h = rect
    body = PALETTE["wall"]
    lay = base.blank_like(s)
    base.rrect(lay, body, rect, 3)  # pieces of card: slightly rounded corners
    m = base.mask_of(lay)
    rng = random.Random(seed)
    joint = base.rgba(PALETTE["wall_dark"], 200)
    length = h if vertical else w
    pos = 0.0
    while pos < length:
        step = rng.uniform(16, 26)
        tone = base.mix(body, PALETTE["wall_dark"], rng.uniform(0.0, 0.18))
        if vertical:
            base.rrect(lay, tone, (x + 1, y + pos + 0.6, w - 2, step - 1.2), 1.5)
        else:
            base.rrect(lay, tone, (x + pos + 0.6, y + 1, step - 1.2, h - 2), 1.5)
        pos += step
    for _ in range(int(w * h / 30)):  # a little grain
        base.circle(lay, base.rgba(PALETTE["wall_dark"], 60), (rng.uniform(x, x + w), rng.uniform(y, y + h)), rng.uniform(0.3, 0.8))
    base.clip(lay, m)
    base.bevel(lay, m, 1.0, light=(255, 255, 255, 110), dark=base.rgba(PALETTE["wall_dark"], 140), soft=0.8)
    base.rrect(lay, joint, rect, 3, 0.8)
    s.blit(lay, (0, 0))


def square_height(rows: int) -> int:
    return WALL + rows * TILE + BOTTOM


def make_left_piece(rows: int) -> pygame.Surface:
    h = square_height(rows)
    s = base.canvas(WALL, h)
    wall_blocks(s, (0, 0, WALL, h), 31, vertical=True)
    base.stroke(s, base.rgba(PALETTE["wall_dark"], 220), [(WALL - 3, WALL - 1), (WALL - 3, WALL + rows * TILE + 1)], 1.2)
    return base.downscale(s, (WALL, h))


def make_top_piece(columns: int) -> pygame.Surface:
    w = columns * TILE
    s = base.canvas(w, WALL)
    wall_blocks(s, (0, 0, w, WALL), 41, vertical=False)
    base.stroke(s, base.rgba(PALETTE["wall_dark"], 220), [(0, WALL - 3), (w, WALL - 3)], 1.2)
    # iron railing posts along the wall
    for i in range(columns * 2):
        base.circle(s, base.rgba(PALETTE["basalt"], 200), (TILE / 4 + i * TILE / 2, WALL * 0.42), 1.6)
    return base.downscale(s, (w, WALL))


def make_bottom_piece(bonuses: tuple[str, ...], hard: bool, end_vp: int) -> pygame.Surface:
    w = len(bonuses) * TILE
    s = base.canvas(w, BOTTOM)
    wall_blocks(s, (0, 0, w, BOTTOM), 51 + len(bonuses), vertical=False)
    base.stroke(s, base.rgba(PALETTE["wall_dark"], 220), [(0, 3), (w, 3)], 1.2)
    for i, bonus in enumerate(bonuses):
        cx, cy = TILE * (i + 0.5), BOTTOM / 2 + 1.5
        base.circle(s, base.rgba(PALETTE["wall_dark"], 200), (cx, cy), 17.5)
        base.circle(s, PALETTE["limestone"], (cx, cy), 16.5)
        bonus_icon(s, cx, cy, 30, bonus, end_vp)
    if hard:  # the hard side is marked by a red dot (rulebook, Variants)
        base.circle(s, PALETTE["ink"], (w - 6, BOTTOM - 6), 3.6)
        base.circle(s, PALETTE["hard_dot"], (w - 6, BOTTOM - 6), 2.8)
    return base.downscale(s, (w, BOTTOM))


def roof_courses(s, rect, roof, mask, vertical: bool) -> None:
    """Faint courses of roof tiles across ``rect``, clipped to ``mask``."""
    x0, y0, w, h = rect
    lay = base.blank_like(s, (0, 0, 0, 0))
    for k in range(1, int((w if vertical else h) / 3)):
        if vertical:
            base.stroke(lay, base.rgba(base.shade(roof, 0.5), 60), [(x0 + 3 * k, y0), (x0 + 3 * k, y0 + h)], 0.4)
        else:
            base.stroke(lay, base.rgba(base.shade(roof, 0.5), 60), [(x0, y0 + 3 * k), (x0 + w, y0 + 3 * k)], 0.4)
    base.clip(lay, mask)
    s.blit(lay, (0, 0))


def hip_roof(s, rect, roof) -> None:
    """A hipped roof seen from above, ridge along its length, lit from the upper left."""
    x0, y0, w, h = rect
    x1, y1 = x0 + w, y0 + h
    half = w / 2
    a, b = (x0 + half, y0 + half), (x0 + half, y1 - half)
    lay = base.blank_like(s)
    base.poly(lay, base.tint(roof, 0.12), [(x0, y0), a, b, (x0, y1)])
    base.poly(lay, base.shade(roof, 0.25), [(x1, y0), a, b, (x1, y1)])
    base.poly(lay, base.shade(roof, 0.08), [(x0, y0), (x1, y0), a])
    base.poly(lay, base.shade(roof, 0.14), [(x0, y1), (x1, y1), b])
    roof_courses(lay, rect, roof, base.mask_of(lay), vertical=False)
    base.stroke(lay, base.shade(roof, 0.5), [a, b], 1.0)
    for corner, end in (((x0, y0), a), ((x1, y0), a), ((x0, y1), b), ((x1, y1), b)):
        base.stroke(lay, base.shade(roof, 0.45), [corner, end], 0.7)
    s.blit(base.outlined(lay, base.shade(roof, 0.6), 0.7), (0, 0))


def gable_roof(s, rect, roof) -> None:
    """A gable roof seen from above whose ridge runs left-right (the portico's)."""
    x0, y0, w, h = rect
    lay = base.blank_like(s)
    base.rrect(lay, base.tint(roof, 0.12), (x0, y0, w, h / 2))
    base.rrect(lay, base.shade(roof, 0.25), (x0, y0 + h / 2, w, h / 2))
    roof_courses(lay, rect, roof, base.mask_of(lay), vertical=True)
    base.stroke(lay, base.shade(roof, 0.5), [(x0, y0 + h / 2), (x0 + w, y0 + h / 2)], 1.0)
    s.blit(base.outlined(lay, base.shade(roof, 0.6), 0.7), (0, 0))


def make_theatre(rows: int) -> pygame.Surface:
    """The D. Maria II theatre seen from above, facing the square on its left: a long
    hipped roof, a portico under its own gable with six columns, and steps down to the
    square (it is a building, not a wall)."""
    h = square_height(rows)
    w = THEATRE
    s = base.canvas(w, h)
    stone, roof = PALETTE["theatre"], PALETTE["roof"]
    mid = h / 2
    # the main block: stone eaves around a hipped roof
    body = base.blank_like(s)
    base.rrect(body, stone, (36, 6, w - 40, h - 12), 2)
    s.blit(base.outlined(body, base.shade(stone, 0.55), 0.8), (0, 0))
    hip_roof(s, (40, 10, w - 48, h - 20), roof)
    # steps down to the square, then the portico's floor
    for i, x in enumerate((2.0, 5.5, 9.0)):
        base.rrect(s, base.shade(stone, 0.05 * (3 - i)), (x, mid - 58 + 2 * i, 40 - x, 116 - 4 * i), 1.5)
        base.stroke(s, base.rgba(base.shade(stone, 0.45), 200), [(x, mid - 56 + 2 * i), (x, mid + 56 - 2 * i)], 0.6)
    # the six columns of the portico, then its gable roof over them
    for i in range(6):
        cy = mid - 45 + 18 * i
        base.circle(s, base.rgba(base.PALETTE["shadow"], 80), (15.5, cy + 1.4), 3.6)
        col = base.blank_like(s)
        base.circle(col, base.tint(stone, 0.3), (14, cy), 3.6)
        base.circle(col, (255, 255, 255), (13.2, cy - 0.9), 1.4)
        s.blit(base.outlined(col, base.shade(stone, 0.5), 0.6), (0, 0))
    base.rrect(s, base.rgba(base.PALETTE["shadow"], 70), (21, mid - 48, 22, 100), 1)
    gable_roof(s, (20, mid - 52, 20, 104), base.shade(roof, 0.05))
    # the pediment's cornice seen from above: a stone band with the royal emblem
    base.rrect(s, base.tint(stone, 0.2), (18, mid - 53, 3.5, 106), 1)
    base.circle(s, PALETTE["crown"], (19.75, mid), 3.0)
    base.stroke(s, base.shade(PALETTE["crown"], 0.5), _arc(19.75, mid, 3.0, 3.0, 0, 360, 24), 0.6)
    return finish_piece(s, base.shade(stone, 0.6), (w, h))


# ---------------------------------------------------------------------------
# The player board: four tile spaces with their coin icons, three card slots
# ---------------------------------------------------------------------------

BOARD = (312, 128)


def make_board(coin_icons: tuple[int, ...], card_slots: int) -> pygame.Surface:
    w, h = BOARD
    s = base.canvas(w, h)
    wood = PALETTE["board"]
    lay = base.blank_like(s)
    base.rrect(lay, wood, (2, 2, w - 4, h - 4), 8)
    m = base.mask_of(lay)
    g = base.blank_like(s)
    base.vgradient(g, [(0.0, base.tint(wood, 0.2)), (1.0, base.shade(wood, 0.08))], base.R((2, 2, w - 4, h - 4)))
    base.clip(g, m)
    lay.blit(g, (0, 0))
    # a calçada border band of waves (Mar Largo) along the top edge
    for i in range(2):
        pts = [(6 + (w - 12) * k / 80, 8 + i * 4 + 1.3 * math.sin(k * math.pi / 5)) for k in range(81)]
        base.stroke(lay, base.rgba(PALETTE["basalt"], 90), pts, 1.2)
    # four tile spaces, left to right, each showing the coins it pays once emptied
    n = len(coin_icons)
    space = TILE + 6
    gap = (w - n * space) / (n + 1)
    for i, coins in enumerate(coin_icons):
        x = gap + i * (space + gap)
        base.rrect(lay, base.shade(PALETTE["well"], 0.25), (x, 18, space, space), 6)
        base.rrect(lay, PALETTE["well"], (x + 1.5, 19.5, space - 3, space - 3), 5)
        cx, cy = x + space / 2, 18 + space / 2
        for k in range(coins):
            coin_icon(lay, cx + (k - (coins - 1) / 2) * 17, cy, 7.5, label="1")
        if i < n - 1:  # tiles are built from the left
            ax = x + space + gap / 2
            base.stroke(lay, base.rgba(PALETTE["ink"], 130), [(ax - 2, cy - 4), (ax + 2, cy), (ax - 2, cy + 4)], 1.4)
    # card slots under the board: where the recruited cards are tucked, the newest on
    # the right, activated left to right
    cw = CARD[0]
    sg = (w - card_slots * cw) / (card_slots + 1)
    top = 18 + space + 8
    for i in range(card_slots):
        x = sg + i * (cw + sg)
        base.rrect(lay, base.shade(wood, 0.2), (x, top, cw, h - top + 8), 6)
        base.rrect(lay, base.shade(wood, 0.08), (x + 1.5, top + 1.5, cw - 3, h - top + 8), 5)
        if i < card_slots - 1:
            ax = x + cw + sg / 2
            cy = top + (h - top) / 2
            base.stroke(lay, base.rgba(PALETTE["ink"], 130), [(ax - 2, cy - 4), (ax + 2, cy), (ax - 2, cy + 4)], 1.4)
    base.clip(lay, m)
    base.bevel(lay, m, 1.4, light=(255, 255, 255, 120), dark=base.rgba(base.shade(wood, 0.6), 120), soft=1.0)
    s.blit(lay, (0, 0))
    return finish_piece(s, base.shade(wood, 0.6), BOARD)


# ---------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------


def card_blank(border) -> pygame.Surface:
    w, h = CARD
    s = base.canvas(w, h)
    base.rrect(s, PALETTE["paper_edge"], (1, 1, w - 2, h - 2), 8)
    base.rrect(s, border, (2.2, 2.2, w - 4.4, h - 4.4), 7)
    base.rrect(s, PALETTE["paper"], (6, 6, w - 12, h - 12), 5)
    return s


def card_finish(s: pygame.Surface) -> pygame.Surface:
    return base.finish(s, CARD, None, dx=0.6, dy=1.2, radius=1.0, alpha=100)


def pattern_grid(s, cells, colour: str, area) -> None:
    """The card's pattern as a small grid diagram: its tiles, and faint empty cells."""
    ax, ay, aw, ah = area
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    cell = min(aw / max(cols, 2), ah / max(rows, 2), 20.0)
    x0 = ax + (aw - cols * cell) / 2
    y0 = ay + (ah - rows * cell) / 2
    filled = set(cells)
    for r in range(rows):
        for c in range(cols):
            rect = (x0 + c * cell + 1, y0 + r * cell + 1, cell - 2, cell - 2)
            if (r, c) in filled:
                tile_face(s, rect, colour, cell * 0.12, stones=False)
            else:
                base.rrect(s, base.rgba(PALETTE["paper_edge"], 150), rect, cell * 0.12, 0.7)


def make_card_a(card: Card, colours: tuple[str, ...]) -> pygame.Surface:
    """Side A: the cost (a coin; a noble's crown instead), the VP per occurrence, the
    pattern diagram, and a band repeating the colour's motif (a noble: all four)."""
    colour = "any" if card.noble else colours[card.colour]
    border = PALETTE["noble"] if card.noble else base.shade(PALETTE[colour], 0.1)
    s = card_blank(border)
    w, h = CARD
    if card.noble:
        crown = [(10, 24), (10, 12), (15.5, 17), (20, 9), (24.5, 17), (30, 12), (30, 24)]
        base.poly(s, PALETTE["crown"], crown)
        base.stroke(s, base.shade(PALETTE["crown"], 0.55), crown, 0.9, closed=True)
        for x in (10, 20, 30):
            base.circle(s, PALETTE["hard_dot"], (x, 10.5 if x != 20 else 8), 1.6)
    else:
        coin_icon(s, 20, 18, 11, card.cost)
    vp_token(s, w - 20, 18, 12, str(card.vp))
    pattern_grid(s, card.shape.cells, colour, (10, 32, w - 20, 62))
    band = (8, 98, w - 16, 20)
    if card.noble:
        # any single colour: the four colours side by side, each with its motif; and
        # every other player gains 1 coin when it is recruited
        for i, c in enumerate(colours):
            tile_face(s, (9 + i * 13, 101, 12, 12), c, 1.5, stones=False)
        coin_icon(s, w - 20, 107, 9, label="+1")
    else:
        for i in range(4):
            tile_face(s, (band[0] + 1 + i * (band[2] / 4), band[1] + 1, band[2] / 4 - 2, band[3] - 2),
                      colour, 2, stones=False)
    return card_finish(s)


def make_card_b() -> pygame.Surface:
    """Side B (the same on every card): activating it gives 1 coin."""
    s = card_blank(PALETTE["paper_edge"])
    w, h = CARD
    text(s, "B", 16, 18, 12, PALETTE["ink"], 0.17)
    coin_icon(s, w / 2, h / 2 + 2, 26, label="+1")
    return card_finish(s)


def make_card_back() -> pygame.Surface:
    """The helpers' back: azulejo tiles in a calçada frame."""
    s = card_blank(PALETTE["back_field"])
    w, h = CARD
    lay = base.blank_like(s)
    base.rrect(lay, (255, 255, 255), (6, 6, w - 12, h - 12), 5)
    m = base.mask_of(lay)
    size = (w - 12) / 3
    tile = azulejo_tile(size)
    for i in range(3):
        for j in range(5):
            lay.blit(tile, (base.q(6 + i * size), base.q(6 + j * size)))
    base.clip(lay, m)
    s.blit(lay, (0, 0))
    base.rrect(s, PALETTE["back_field"], (6, 6, w - 12, h - 12), 5, 1.2)
    return card_finish(s)


# --- ROSS's cards -------------------------------------------------------------------

SECTION_TOP = 34
SECTION_H = 28


def _section_box(i: int):
    w = CARD[0]
    return (8, SECTION_TOP + i * (SECTION_H + 2), w - 16, SECTION_H)


def arrow(s, p0, p1, colour, width) -> None:
    """A straight arrow from p0 to p1 with a solid head."""
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    head = width * 2.4
    neck = (p1[0] - ux * head, p1[1] - uy * head)
    base.stroke(s, colour, [p0, neck], width)
    base.poly(s, colour, [p1, (neck[0] - uy * head * 0.8, neck[1] + ux * head * 0.8),
                          (neck[0] + uy * head * 0.8, neck[1] - ux * head * 0.8)])


def discard_mark(s, cx, cy) -> None:
    """A small red disc with a white cross: this card goes to the discard pile."""
    base.circle(s, PALETTE["ink"], (cx, cy), 4.4)
    base.circle(s, PALETTE["hard_dot"], (cx, cy), 3.6)
    for d in (1, -1):
        base.stroke(s, PALETTE["limestone"], [(cx - 1.8, cy - 1.8 * d), (cx + 1.8, cy + 1.8 * d)], 1.0)


def make_ross_card(card: RossCard) -> pygame.Surface:
    """A ROSS card's front: the VP he gains each turn it is visible, his priority arrow
    (up: bottom to top), the easy (green) / hard (red) dot, and three sections of tiles
    to build and the market card (A-D) to discard."""
    field, light = PALETTE["ross_field"], PALETTE["ross_light"]
    s = card_blank(field)
    w, h = CARD
    base.rrect(s, base.tint(field, 0.85), (6, 6, w - 12, h - 12), 5)
    vp_token(s, 20, 19, 12, str(card.vp))
    # the priority arrow
    up = card.priority == "up"
    arrow(s, (w / 2, 28 if up else 10), (w / 2, 9 if up else 29), field, 2.4)
    if card.kind != "regular":  # easy: a green dot; hard: a red dot with a ring
        dot = PALETTE["easy_dot"] if card.kind == "easy" else PALETTE["hard_dot"]
        base.circle(s, PALETTE["ink"], (w - 18, 19), 6.2)
        base.circle(s, dot, (w - 18, 19), 5.2)
        if card.kind == "hard":
            base.stroke(s, light, _arc(w - 18, 19, 2.6, 2.6, 0, 360, 24), 1.0)
    for i, (tiles, market) in enumerate(card.sections):
        x, y, sw, sh = _section_box(i)
        base.rrect(s, light, (x, y, sw, sh), 3)
        base.rrect(s, base.rgba(field, 200), (x, y, sw, sh), 3, 0.8)
        # the tiles to build: one small square per tile, with the count
        for k in range(tiles):
            base.rrect(s, field, (x + 4 + k * 9, y + 5, 7.5, 7.5), 1.5)
        text(s, str(tiles), x + 12, y + 20.5, 8, field, 0.2)
        # the market card to discard: a card with its letter, crossed out
        cx = x + sw - 13
        mini_card(s, cx - 7, y + 3, 14, 22, PALETTE["paper"], field)
        text(s, "ABCD"[market - 1], cx, y + 14, 10, field, 0.18)
        discard_mark(s, cx + 6, y + 22)
    return card_finish(s)


def make_ross_back(section: str) -> pygame.Surface:
    """A ROSS card's back: the turn arrow pointing at one section (top, middle, bottom)
    of the card drawn just before, which lies to the right of the deck."""
    field, light = PALETTE["ross_field"], PALETTE["ross_light"]
    s = card_blank(field)
    w, h = CARD
    base.rrect(s, field, (6, 6, w - 12, h - 12), 5)
    for i in range(3):
        x, y, sw, sh = _section_box(i)
        base.rrect(s, base.rgba(light, 60), (x, y, sw, sh), 3, 0.8)
    i = ("top", "middle", "bottom").index(section)
    x, y, sw, sh = _section_box(i)
    arrow(s, (14, y + sh / 2), (w - 6, y + sh / 2), PALETTE["crown"], 5)
    text(s, "ROSS", w / 2, 19, 10, light, 0.18)
    return card_finish(s)


# ---------------------------------------------------------------------------
# The launcher picture
# ---------------------------------------------------------------------------

LAUNCHER_PALETTE: dict[str, tuple[int, ...]] = {
    "lisbon_sky_top": (120, 176, 226),
    "lisbon_sky_low": (214, 232, 244),
    "calcada_dark": (46, 46, 52),
    "calcada_light": (242, 236, 222),
    "azulejo_blue": (34, 84, 168),
    "azulejo_white": (242, 245, 250),
    "limestone": (238, 228, 206),
    "terracotta": (196, 92, 60),
}


def launcher_rossio() -> pygame.Surface:
    s = base.canvas(LW, LH)
    B = 20.0  # border width: one azulejo; 360 x 220 is exactly 18 x 11 tiles
    horizon = 108.0
    inner = (B, B, LW - 2 * B, LH - 2 * B)
    scene = base.canvas(LW, LH)
    base.vgradient(scene, [(0.0, LAUNCHER_PALETTE["lisbon_sky_top"]), (1.0, LAUNCHER_PALETTE["lisbon_sky_low"])], base.R((0, 0, LW, horizon)))
    base.radial(scene, (90, 30), 80, (255, 255, 240, 120), (255, 255, 240, 0))
    # clouds
    for cx0, cy0, k in ((250, 40, 1.0), (120, 56, 0.7)):
        cl = base.blank_like(scene)
        for dx, dy, r in ((-14, 2, 8), (0, -3, 11), (14, 1, 9), (26, 4, 6), (-24, 5, 5)):
            base.circle(cl, (255, 255, 255, 255), (cx0 + dx * k, cy0 + dy * k), r * k)
        base.rrect(cl, (0, 0, 0, 0), (cx0 - 40 * k, cy0 + 6 * k, 80 * k, 20 * k))
        scene.blit(base.soft_blur(cl, 1.2), (0, 0))
    # castle hill in the haze
    hill = base.blank_like(scene)
    pts = [(0, horizon)] + [(x, horizon - 30 - 16 * math.exp(-((x - 250) / 60) ** 2) - 4 * math.sin(x / 23)) for x in range(0, LW + 1, 4)] + [(LW, horizon)]
    base.poly(hill, (150, 176, 170), pts)
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
        b = base.blank_like(scene)
        base.rrect(b, col, (x, top, w, h + 2))
        base.poly(b, LAUNCHER_PALETTE["terracotta"], [(x - 1, top), (x + w + 1, top), (x + w - 3, top - 6), (x + 3, top - 6)])
        for fy in range(int(top + 6), int(horizon - 8), 10):
            for fx in range(int(x + 5), int(x + w - 6), 9):
                base.rrect(b, (250, 248, 240), (fx, fy, 5.5, 7))
                base.rrect(b, (70, 90, 110), (fx + 1, fy + 1, 3.5, 5.5))
        base.rrect(b, base.shade(col, 0.3), (x + w - 1.2, top, 1.2, h + 2))
        base.rrect(b, (250, 248, 240), (x, horizon - 9, w, 1.2))
        for ax in range(int(x + 4), int(x + w - 6), 10):
            base.rrect(b, (60, 60, 70), (ax, horizon - 7, 6, 7), 3)
        scene.blit(base.outlined(b, base.shade(col, 0.55), 0.6), (0, 0))
        x += w + 1
    # wavy calçada pavement in perspective
    ground = base.blank_like(scene)
    base.rrect(ground, base.mix(LAUNCHER_PALETTE["calcada_dark"], LAUNCHER_PALETTE["calcada_light"], 0.55), (0, horizon, LW, LH - horizon))
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
        col = LAUNCHER_PALETTE["calcada_dark"] if i % 2 else LAUNCHER_PALETTE["calcada_light"]
        base.poly(ground, col, lower + list(reversed(upper)))
    haze = base.blank_like(scene)
    base.vgradient(haze, [(0.0, (214, 216, 220, 255)), (0.14, (214, 216, 220, 235)), (0.4, (214, 216, 220, 60)), (0.6, (214, 216, 220, 0))], base.R((0, horizon, LW, LH - horizon)))
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
    frame = base.blank_like(s)
    nx = int(math.ceil(LW / B))
    ny = int(math.ceil(LH / B))
    for i in range(nx):
        for j in range(ny):
            if 0 < i < nx - 1 and 0 < j < ny - 1:
                continue
            frame.blit(tile, (base.q(i * B), base.q(j * B)))
    fm = base.blank_like(s, (255, 255, 255, 255))
    base.rrect(fm, (255, 255, 255, 0), inner, 4)
    frame.blit(fm, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    # inner shadow where the frame meets the picture
    sh = base.blank_like(s, (0, 0, 0, 0))
    base.rrect(sh, (0, 0, 0, 110), (B - 2, B - 2, LW - 2 * B + 4, LH - 2 * B + 4), 6, 3)
    s.blit(base.soft_blur(sh, 2), (0, 0))
    s.blit(frame, (0, 0))
    base.rrect(s, LAUNCHER_PALETTE["azulejo_blue"], (B - 1.2, B - 1.2, LW - 2 * B + 2.4, LH - 2 * B + 2.4), 5, 1.6)
    vignette(s, 50)
    return frame_card(s)


def azulejo_tile(size: float) -> pygame.Surface:
    blue = LAUNCHER_PALETTE["azulejo_blue"]
    white = LAUNCHER_PALETTE["azulejo_white"]
    t = base.canvas(size, size, base.rgba(white, 255))
    c = size / 2
    base.vgradient(t, [(0.0, base.tint(white, 0.4)), (1.0, base.shade(white, 0.05))])
    for x, y in ((0, 0), (size, 0), (0, size), (size, size)):
        base.circle(t, blue, (x, y), size * 0.3)
        base.circle(t, white, (x, y), size * 0.17)
        base.circle(t, blue, (x, y), size * 0.08)
    for k in range(4):
        a = math.radians(45 + 90 * k)
        px, py = c + math.cos(a) * size * 0.17, c + math.sin(a) * size * 0.17
        base.circle(t, blue, (px, py), size * 0.12)
    base.circle(t, white, (c, c), size * 0.12)
    base.circle(t, blue, (c, c), size * 0.06)
    for k in range(4):
        a = math.radians(90 * k)
        base.stroke(t, blue, [(c + math.cos(a) * size * 0.24, c + math.sin(a) * size * 0.24), (c + math.cos(a) * size * 0.42, c + math.sin(a) * size * 0.42)], size * 0.05)
    base.rrect(t, base.rgba(base.shade(white, 0.25), 255), (0, 0, size, size), 0, 0.5)
    base.stroke(t, (255, 255, 255, 160), [(size * 0.15, size * 0.12), (size * 0.45, size * 0.08)], size * 0.05)
    return t


def _fountain(surf, x, y):
    stone = LAUNCHER_PALETTE["limestone"]
    water = (150, 206, 232)
    lay = base.blank_like(surf)
    base.ellipse(lay, base.rgba(base.PALETTE["shadow"], 80), (x - 36, y + 4, 76, 14))
    lay = base.blur(lay, 1.5)
    surf.blit(lay, (0, 0))
    f = base.blank_like(surf)
    base.ellipse(f, base.shade(stone, 0.25), (x - 34, y - 4, 68, 16))
    base.rrect(f, base.shade(stone, 0.25), (x - 34, y - 10, 68, 14))
    base.ellipse(f, stone, (x - 34, y - 17, 68, 14))
    base.ellipse(f, water, (x - 30, y - 15, 60, 10))
    base.ellipse(f, base.tint(water, 0.4), (x - 22, y - 13, 30, 5))
    base.rrect(f, base.shade(stone, 0.1), (x - 3.5, y - 36, 7, 26), 2)
    base.ellipse(f, base.shade(stone, 0.2), (x - 14, y - 38, 28, 8))
    base.ellipse(f, stone, (x - 14, y - 41, 28, 7))
    base.ellipse(f, water, (x - 11, y - 40, 22, 4))
    surf.blit(base.outlined(f, base.shade(stone, 0.6), 0.8), (0, 0))
    spray = base.blank_like(surf, (255, 255, 255, 0))
    base.stroke(spray, (235, 248, 255, 220), [(x, y - 40), (x, y - 50)], 1.6)
    for side in (-1, 1):
        base.stroke(spray, (225, 244, 255, 190), base.bezier((x, y - 50), (x + side * 6, y - 56), (x + side * 12, y - 48), (x + side * 14, y - 39), 16), 1.2)
        base.stroke(spray, (225, 244, 255, 170), base.bezier((x + side * 13, y - 38), (x + side * 18, y - 34), (x + side * 22, y - 24), (x + side * 24, y - 14), 16), 1.0)
    surf.blit(spray, (0, 0))


def _column(surf, x, y):
    stone = LAUNCHER_PALETTE["limestone"]
    lay = base.blank_like(surf, base.rgba(base.PALETTE["shadow"], 0))
    base.poly(lay, base.rgba(base.PALETTE["shadow"], 80), [(x - 16, y), (x + 16, y), (x + 60, y + 16), (x + 30, y + 16)])
    surf.blit(base.blur(lay, 1.5), (0, 0))
    c = base.blank_like(surf)
    base.rrect(c, base.shade(stone, 0.15), (x - 18, y - 6, 36, 8), 1)  # steps
    base.rrect(c, stone, (x - 15, y - 12, 30, 7), 1)
    base.rrect(c, stone, (x - 10, y - 32, 20, 21), 1)  # pedestal
    base.rrect(c, base.tint(stone, 0.3), (x - 12, y - 35, 24, 4), 1)
    base.rrect(c, stone, (x - 4.5, y - 98, 9, 64))  # shaft
    base.rrect(c, base.tint(stone, 0.2), (x - 7, y - 103, 14, 6), 1)  # capital
    base.rrect(c, stone, (x - 5, y - 106, 10, 3), 1)
    # bronze statue on top
    bronze = (96, 112, 92)
    base.circle(c, bronze, (x, y - 117), 2.4)
    base.poly(c, bronze, [(x - 3, y - 114.5), (x + 3, y - 114.5), (x + 3.8, y - 106), (x - 3.8, y - 106)])
    base.stroke(c, bronze, [(x + 3, y - 112), (x + 7, y - 117)], 1.2)
    cm = base.mask_of(c)
    sh = base.blank_like(surf, (0, 0, 0, 0))
    base.hgradient(sh, [(0.0, (255, 255, 255, 60)), (0.45, (255, 255, 255, 0)), (0.55, (0, 0, 0, 0)), (1.0, (0, 0, 0, 70))], base.R((x - 18, 0, 36, LH)))
    base.clip(sh, cm)
    c.blit(sh, (0, 0))
    for k in range(5):
        base.stroke(c, base.rgba(base.shade(stone, 0.3), 90), [(x - 3 + k * 1.5, y - 96), (x - 3 + k * 1.5, y - 36)], 0.4)
    surf.blit(base.outlined(c, base.shade(stone, 0.6), 0.8), (0, 0))


# ---------------------------------------------------------------------------
# Registry
# ---------------------------------------------------------------------------


def sprite_specs(comp: Components | None = None) -> list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]]:
    """(name, size, builder) for every Rossio sprite, in a stable order, from the data."""
    comp = comp or load_components()
    sq = comp.square
    colours = sq.colours
    specs: list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]] = []
    for i, c in enumerate(colours):
        specs.append((f"tile_{c}", (TILE, TILE), lambda c=c, i=i: make_tile(c, i)))
    specs.append(("tile_back", (TILE, TILE), make_tile_back))
    for card in comp.cards:
        specs.append((f"card_{card.id}_a", CARD, lambda card=card: make_card_a(card, colours)))
    specs.append(("card_b", CARD, make_card_b))
    specs.append(("card_back", CARD, make_card_back))
    for rc in comp.ross_cards:
        specs.append((f"ross_{rc.id}", CARD, lambda rc=rc: make_ross_card(rc)))
    for back in sorted({rc.back for rc in comp.ross_cards}):
        specs.append((f"ross_back_{back}", CARD, lambda b=back: make_ross_back(b)))
    for value in (1, 5):
        specs.append((f"coin_{value}", TOKEN, lambda v=value: make_coin(v)))
    for value in (1, 2, 5, 10):
        specs.append((f"vp_{value}", TOKEN, lambda v=value: make_vp(v)))
    specs.append(("vp_hidden", TOKEN, lambda: make_vp(None)))
    specs.append((f"vp_token_{sq.end_token_vp}", TOKEN, lambda: make_end_token(sq.end_token_vp)))
    specs.append(("first_player", TOKEN, make_first_player))
    for bonus in ("coin", "cards", "end"):
        specs.append((f"bonus_{bonus}", ICON, lambda b=bonus: make_bonus(b, sq.end_token_vp)))
    for letter in "ABCD"[:sq.market_size]:
        specs.append((f"market_{letter}", ICON, lambda x=letter: make_market_label(x)))
    tall = square_height(sq.rows)
    specs.append(("left_piece", (WALL, tall), lambda: make_left_piece(sq.rows)))
    specs.append(("theatre", (THEATRE, tall), lambda: make_theatre(sq.rows)))
    specs.append(("top_piece", (sq.columns_per_piece * TILE, WALL), lambda: make_top_piece(sq.columns_per_piece)))
    for piece in sq.bottom_pieces:
        for side in ("easy", "hard"):
            specs.append((f"{piece.id}_{side}", (sq.columns_per_piece * TILE, BOTTOM),
                          lambda p=piece, sd=side: make_bottom_piece(p.side(sd), sd == "hard", sq.end_token_vp)))
    specs.append(("board", BOARD, lambda: make_board(sq.coin_icons, sq.card_slots)))
    return specs
