"""Simplicity's sprites, drawn with pygame-ce: the building tiles, the team discs and pawns,
the shapes, the tokens, the bag and the launcher picture. `assets/make_sprites.py` lists
them (as simplicity/<name>.png) and writes them with all the others::

    python -m assets.make_sprites

Drawn with the primitives of ``assets/drawing.py``: original drawing code at ``S`` times the
final size, reduced with smoothscale, randomness only from seeded ``random.Random``.

Colour is never the only cue: every team disc and pawn carries its team's symbol
(``TEAMS``), and every building kind its pictogram.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from assets import drawing as base
from assets.launcher_frame import LW, LH, paint_texture, vignette, frame_card, place

# ---------------------------------------------------------------------------
# Look & feel: tune here
# ---------------------------------------------------------------------------

PALETTE: dict[str, tuple[int, ...]] = {
    "picto": (255, 252, 244),
    "residential": (246, 194, 58),
    "commercial": (240, 128, 50),
    "office": (66, 132, 206),
    "civic": (146, 96, 190),
    "park": (92, 170, 82),
    "team_pink": (242, 140, 178),
    "team_white": (240, 236, 226),
    "team_yellow": (247, 204, 62),
    "team_brown": (138, 90, 54),
    "team_red": (212, 54, 48),
    "team_black": (56, 54, 60),
    "symbol_dark": (58, 36, 40),
    "symbol_light": (252, 244, 226),
    "space_ink": (74, 60, 54),
    "space_fill": (250, 244, 228),
    "gold": (240, 186, 56),
    "gold_ink": (124, 74, 12),
    "hazard_red": (216, 46, 42),
    "hazard_black": (38, 34, 36),
    "table_top": (240, 222, 188),
    "table_bottom": (206, 168, 124),
    "board": (248, 240, 222),
}

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


# ---------------------------------------------------------------------------
# Building tiles
# ---------------------------------------------------------------------------


def _picto_residential(lay, white, dark, ink, w):
    base.part(lay, lambda s: base.rrect(s, white, (78, 32, 9, 18)), ink, w)  # chimney
    base.part(lay, lambda s: base.rrect(s, white, (38, 55, 52, 37), 1.5), ink, w)  # walls

    def roof(s):
        base.poly(s, dark, [(64, 25), (100, 58), (93, 62), (64, 36), (35, 62), (28, 58)])

    base.part(lay, roof, ink, w)

    def details(s):
        base.rrect(s, dark, (57.5, 70, 13, 22), 6.5)  # door (round top)
        base.rrect(s, dark, (57.5, 81, 13, 11))
        for x in (42.5, 74.5):
            base.rrect(s, dark, (x, 65, 11, 11), 1.5)
            base.rrect(s, white, (x + 4.75, 65, 1.5, 11))
            base.rrect(s, white, (x, 69.75, 11, 1.5))
        base.circle(s, white, (66.5, 82), 1.2)  # door knob
        base.circle(s, dark, (64, 47), 4.2)  # attic window
        base.circle(s, white, (64, 47), 1.6)

    details(lay)


def _picto_commercial(lay, white, dark, ink, w):
    base.part(lay, lambda s: base.rrect(s, white, (36, 48, 56, 44), 1.5), ink, w)  # shop body

    def awning(s):
        base.rrect(s, dark, (31, 30, 66, 7), 2)
        n = 6
        x0, x1, top, bot = 31.0, 97.0, 37.0, 51.0
        sw = (x1 - x0) / n
        for i in range(n):
            c = white if i % 2 == 0 else dark
            base.poly(s, c, [(x0 + i * sw, top), (x0 + (i + 1) * sw, top), (x0 + (i + 1) * sw, bot), (x0 + i * sw, bot)])
            base.circle(s, c, (x0 + (i + 0.5) * sw, bot), sw / 2)

    base.part(lay, awning, ink, w)

    def details(s):
        base.rrect(s, dark, (41, 63, 26, 20), 2)  # window
        base.poly(s, white, [(46, 80), (56, 66), (59, 66), (49, 80)])  # glint
        base.poly(s, white, [(53, 80), (62, 68), (63.5, 68), (54.5, 80)])
        base.rrect(s, dark, (72, 63, 15, 29), 2)  # door
        base.circle(s, white, (75.5, 78), 1.3)
        base.rrect(s, dark, (38, 83, 32, 3), 1.5)  # flower box / sill

    details(lay)


def _picto_office(lay, white, dark, ink, w):
    base.part(lay, lambda s: base.rrect(s, white, (29, 60, 15, 32), 1.5), ink, w)  # left wing
    base.part(lay, lambda s: base.rrect(s, white, (84, 52, 15, 40), 1.5), ink, w)  # right wing
    base.part(lay, lambda s: (base.stroke(s, white, [(64, 15), (64, 24)], 3), base.circle(s, white, (64, 14), 2.6)), ink, w)
    base.part(lay, lambda s: base.rrect(s, white, (47, 22, 34, 70), 2), ink, w)  # tower

    def details(s):
        for row in range(5):
            for col in range(3):
                base.rrect(s, dark, (51.5 + col * 9.5, 28 + row * 10, 6, 6.5), 1)
        base.rrect(s, dark, (58.5, 79, 11, 13), 1.5)  # lobby door
        base.rrect(s, white, (63.25, 79, 1.5, 13))
        for row in range(3):
            base.rrect(s, dark, (33.5, 65 + row * 8.5, 6, 5), 1)
        for row in range(4):
            base.rrect(s, dark, (88.5, 57 + row * 8.5, 6, 5), 1)

    details(lay)


def _picto_civic(lay, white, dark, ink, w):
    base.part(lay, lambda s: base.rrect(s, white, (26, 86, 76, 6), 1.5), ink, w)  # lower step
    base.part(lay, lambda s: base.rrect(s, white, (31, 81, 66, 6), 1.5), ink, w)  # upper step
    base.part(lay, lambda s: base.rrect(s, dark, (37, 50, 54, 32)), ink, w)  # dark hall behind columns
    for x in (38.5, 52, 66, 79.5):
        base.part(lay, lambda s, x=x: (base.rrect(s, white, (x, 52, 10, 30)), base.rrect(s, white, (x - 1.5, 51, 13, 3.5), 1)), ink, 1.5)
    base.part(lay, lambda s: base.rrect(s, white, (30, 42, 68, 8), 1.5), ink, w)  # entablature
    base.part(lay, lambda s: base.poly(s, white, [(27, 42), (64, 21), (101, 42)]), ink, w)  # pediment

    def details(s):
        base.circle(s, dark, (64, 34), 4.2)
        base.circle(s, white, (64, 34), 1.5)
        for x in (41.5, 55, 69, 82.5):
            base.rrect(s, base.shade(white, 0.18), (x + 1.25, 56, 1.5, 22), 0.75)  # fluting

    details(lay)


def _picto_park(lay, white, dark, ink, w):
    base.part(lay, lambda s: base.rrect(s, white, (27, 86, 74, 6), 3), ink, w)  # lawn strip
    base.part(lay, lambda s: base.rrect(s, white, (78.5, 64, 6, 24), 2), ink, w)  # small trunk
    base.part(lay, lambda s: base.circle(s, white, (81.5, 57), 13.5), ink, w)  # small crown
    base.part(lay, lambda s: (base.rrect(s, white, (48, 58, 9, 30), 2), base.poly(s, white, [(52.5, 70), (44, 62), (47, 60), (53, 66)])), ink, w)

    def crown(s):
        base.circle(s, white, (52.5, 41), 19)
        base.circle(s, white, (40, 50), 11)
        base.circle(s, white, (65, 50), 11)
        base.circle(s, white, (52.5, 53), 12)

    base.part(lay, crown, ink, w)

    def details(s):
        for pts in (
            base.arc_pts(45, 40, 7, 7, 200, 290, 12),
            base.arc_pts(60, 50, 6, 6, 20, 110, 12),
            base.arc_pts(80, 55, 5, 5, 200, 290, 10),
        ):
            base.stroke(s, dark, pts, 2.2)
        for x in (36, 44, 92):
            base.stroke(s, dark, [(x, 92), (x + 2, 88.5)], 1.6)

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
    body = PALETTE[kind]
    s = base.canvas(128, 128)
    face_rect = (7, 5, 114, 110)
    thick = 5
    radius = 14
    side = base.shade(body, 0.34)
    base.rrect(s, side, (7, 5 + thick, 114, 110), radius)
    # cardboard layers on the edge
    edge = base.blank_like(s)
    base.rrect(edge, side, (7, 5 + thick, 114, 110), radius)
    em = base.mask_of(edge)
    lines = base.blank_like(s, (255, 255, 255, 0))
    base.rrect(lines, base.rgba(base.tint(side, 0.35), 120), (7, 113.5, 114, 0.9))
    base.clip(lines, em)
    s.blit(lines, (0, 0))

    face = base.blank_like(s)
    base.rrect(face, body, face_rect, radius)
    fm = base.mask_of(face)
    grad = base.blank_like(s)
    base.vgradient(grad, [(0.0, base.tint(body, 0.16)), (0.55, body), (1.0, base.shade(body, 0.05))], base.R(face_rect))
    base.clip(grad, fm)
    face.blit(grad, (0, 0))
    # printed inner frame
    base.rrect(face, base.rgba(base.tint(body, 0.4), 150), (12.5, 10.5, 103, 99), 9, 1.25)
    base.bevel(face, fm, 1.6, light=(255, 255, 255, 110), dark=base.rgba(base.shade(body, 0.5), 110), soft=0.8)
    # thin face edge line
    rim = fm.copy()
    rim.erase(base.erode(fm, base.q(0.8)), (0, 0))
    face.blit(base.paint(rim, base.rgba(base.shade(body, 0.45), 255)), (0, 0))
    s.blit(face, (0, 0))

    # pictogram
    dark = base.shade(body, 0.72)
    ink = base.shade(body, 0.78)
    lay = base.blank_like(s)
    PICTOS[kind](lay, PALETTE["picto"], dark, ink, base.STYLE["picto_outline"])
    pm = base.mask_of(lay, 40)
    s.blit(base.paint(pm, base.rgba(base.shade(body, 0.38), 120)), (base.q(1.5), base.q(2.0)))
    s.blit(lay, (0, 0))

    m = base.dilate(base.mask_of(s), base.q(base.STYLE["outline"]))
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    out.blit(base.drop_shadow(m, dy=2.5, radius=1.8), (0, 0))
    out.blit(base.paint(m, base.shade(body, base.STYLE["outline_shade"])), (0, 0))
    out.blit(s, (0, 0))
    return out


# ---------------------------------------------------------------------------
# Discs, pawns, tokens, shapes
# ---------------------------------------------------------------------------


def make_disc(team: str) -> pygame.Surface:
    body = PALETTE[f"team_{team}"]
    kind, ckey = TEAMS[team]

    def deco(surf, cx, cy, r):
        base.stamp_symbol(surf, kind, cx, cy, r * 1.22, PALETTE[ckey], body)

    return base.downscale(base.disc_surface(body, deco), (64, 64))


def pawn_surface(team: str) -> pygame.Surface:
    body = PALETTE[f"team_{team}"]
    kind, ckey = TEAMS[team]
    s = base.canvas(56, 80)
    cx = 28.0
    # base plinth (a short cylinder)
    base_l = base.blank_like(s)
    base.ellipse(base_l, base.shade(body, 0.38), (6, 63.5, 44, 10))
    base.rrect(base_l, base.shade(body, 0.38), (6, 64, 44, 4.5))
    base.ellipse(base_l, base.shade(body, 0.12), (6, 60, 44, 9))
    bm = base.mask_of(base_l)
    base.cylinder_light(base_l, bm, 6, 50, 0.8)
    # body silhouette
    body_l = base.blank_like(s)
    left = base.bezier((8.5, 66), (9.5, 52), (10.5, 40), (13, 35), 20) + base.bezier((13, 35), (15, 30), (18, 29), (22, 29), 12)
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    pts = left + right + base.arc_pts(cx, 64.5, 19.5, 3.5, 0, 180, 24)
    base.poly(body_l, body, pts)
    base.circle(body_l, body, (cx, 16.5), 11.5)
    base.rrect(body_l, body, (cx - 4.5, 24, 9, 7), 2)  # neck
    pm = base.mask_of(body_l)
    base.cylinder_light(body_l, pm, 8, 48, 1.0)
    base.radial(body_l, (cx - 4, 12.5), 6.5, (255, 255, 255, 110), (255, 255, 255, 0))
    base.clip(body_l, pm)
    base.bevel(body_l, pm, 1.4, light=(255, 255, 255, 90), dark=base.rgba(base.shade(body, 0.6), 80), soft=0.8)
    # neck crease
    base.stroke(body_l, base.rgba(base.shade(body, 0.5), 150), base.arc_pts(cx, 27.2, 5, 1.3, 10, 170, 16), 0.9)
    base.stamp_symbol(body_l, kind, cx, 48.5, 21.5, PALETTE[ckey], body)
    s.blit(base_l, (0, 0))
    s.blit(body_l, (0, 0))
    m = base.dilate(base.mask_of(s), base.q(base.STYLE["outline"]))
    out = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    # a cast shadow on the table, to the lower right
    cast = base.blank_like(s, base.rgba(base.PALETTE["shadow"], 0))
    base.ellipse(cast, base.rgba(base.PALETTE["shadow"], 90), (9, 65, 44, 10))
    out.blit(base.blur(cast, 1.2), (0, 0))
    out.blit(base.paint(m, base.shade(body, base.STYLE["outline_shade"])), (0, 0))
    out.blit(s, (0, 0))
    return out


def make_pawn(team: str) -> pygame.Surface:
    return base.downscale(pawn_surface(team), (56, 80))


def make_shape(name: str) -> pygame.Surface:
    s = base.canvas(64, 64)
    fill = PALETTE["space_fill"]
    ink = PALETTE["space_ink"]
    stroke_w = 5.0
    cx, cy = 32.0, 32.0
    if name == "circle":
        base.circle(s, fill, (cx, cy), 22)
    elif name == "triangle":
        r = 26.5
        pts = base.regular_polygon(cx, cy, r, 3)
        dy = (r - r * 0.5) / 2  # centre the bounding box
        base.poly(s, fill, [(x, y + dy) for x, y in pts])
    elif name == "square":
        base.rrect(s, fill, (cx - 19.5, cy - 19.5, 39, 39))
    elif name == "pentagon":
        r = 23.5
        dy = (r - r * math.cos(math.radians(36))) / 2
        base.poly(s, fill, base.regular_polygon(cx, cy + dy, r, 5))
    elif name == "hexagon":
        base.poly(s, fill, base.regular_polygon(cx, cy, 23, 6, 0))
    else:  # pragma: no cover
        raise ValueError(name)
    m = base.mask_of(s)
    # printed paper: faint inner tone so the shape reads on any board colour
    inner = base.blank_like(s)
    inner.blit(base.paint(m, fill), (0, 0))
    vg = base.blank_like(s)
    base.vgradient(vg, [(0.0, (255, 255, 255, 60)), (1.0, base.rgba(base.shade(fill, 0.2), 70))])
    base.clip(vg, m)
    inner.blit(vg, (0, 0))
    out = base.paint(base.dilate(m, base.q(stroke_w)), ink)
    out.blit(inner, (0, 0))
    return base.downscale(out, (64, 64))


def make_space_blank() -> pygame.Surface:
    s = base.canvas(64, 64, base.rgba(PALETTE["space_ink"], 0))
    base.circle(s, base.rgba(PALETTE["space_fill"], 70), (32, 32), 24)
    n = 20
    for i in range(n):
        a = 2 * math.pi * i / n
        base.circle(s, base.rgba(PALETTE["space_ink"], 150), (32 + 24 * math.cos(a), 32 + 24 * math.sin(a)), 2.1)
    return base.downscale(s, (64, 64))


def _plus_one(surf, cx, cy, color):
    # "+"
    a, b = 2.3, 7.5
    px = cx - 7.5
    base.rrect(surf, color, (px - a, cy - b, 2 * a, 2 * b), 1.2)
    base.rrect(surf, color, (px - b, cy - a, 2 * b, 2 * a), 1.2)
    # "1"
    ox = cx + 7.5
    base.rrect(surf, color, (ox - 2.6, cy - 11, 5.2, 22), 1.2)
    base.poly(surf, color, [(ox + 1.5, cy - 11), (ox + 1.5, cy - 6.2), (ox - 6.5, cy - 3.2), (ox - 6.5, cy - 7.4)])
    base.rrect(surf, color, (ox - 6, cy + 8, 12, 3.4), 1.2)


def make_extra_point() -> pygame.Surface:
    gold = PALETTE["gold"]
    ink = PALETTE["gold_ink"]

    def deco(surf, cx, cy, r):
        # coin rim: raised ring
        base.stroke(surf, base.rgba(base.shade(gold, 0.35), 200), base.arc_pts(cx, cy, r - 4.2, r - 4.2, 0, 360, 120), 1.1)
        base.stroke(surf, base.rgba(base.tint(gold, 0.6), 200), base.arc_pts(cx, cy + 0.9, r - 4.2, r - 4.2, 10, 170, 60), 0.8)
        # small dots around the rim
        for i in range(16):
            a = 2 * math.pi * (i + 0.5) / 16
            base.circle(surf, base.rgba(base.shade(gold, 0.3), 150), (cx + (r - 2) * math.cos(a), cy + (r - 2) * math.sin(a)), 0.7)
        glyph = base.blank_like(surf)
        _plus_one(glyph, cx, cy + 0.2, ink)
        gm = base.mask_of(glyph)
        surf.blit(base.paint(gm, base.rgba(base.tint(gold, 0.7), 220)), (0, base.q(0.9)))
        surf.blit(glyph, (0, 0))

    return base.downscale(base.disc_surface(gold, deco, wood=False), (64, 64))


def make_demolition() -> pygame.Surface:
    red = PALETTE["hazard_red"]
    black = PALETTE["hazard_black"]

    def deco(surf, cx, cy, r):
        ring = base.blank_like(surf)
        base.circle(ring, black, (cx, cy), r - 1.2)
        for k in range(-12, 13):
            x = cx + k * 8.0
            base.poly(ring, red, [(x, cy - r), (x + 4, cy - r), (x + 4 - 1.4 * r, cy + r), (x - 1.4 * r, cy + r)])
        base.circle(ring, (0, 0, 0, 0), (cx, cy), r - 7.2)
        rm = base.mask_of(circle_mask_layer(surf, cx, cy, r - 1.2))
        base.clip(ring, rm)
        surf.blit(ring, (0, 0))
        base.circle(surf, PALETTE["symbol_light"], (cx, cy), r - 6.5)
        centre = base.blank_like(surf)
        base.circle(centre, red, (cx, cy), r - 8)
        cm = base.mask_of(centre)
        vg = base.blank_like(surf)
        base.vgradient(vg, [(0.0, base.rgba(base.tint(red, 0.25), 255)), (1.0, base.rgba(base.shade(red, 0.2), 255))], base.R((cx - r, cy - r, 2 * r, 2 * r)))
        base.clip(vg, cm)
        centre.blit(vg, (0, 0))
        surf.blit(centre, (0, 0))
        x = base.blank_like(surf)
        d = 6.6
        base.stroke(x, PALETTE["symbol_light"], [(cx - d, cy - d), (cx + d, cy + d)], 4.6)
        base.stroke(x, PALETTE["symbol_light"], [(cx + d, cy - d), (cx - d, cy + d)], 4.6)
        surf.blit(base.outlined(x, black, 1.1), (0, 0))

    return base.downscale(base.disc_surface(black, deco, wood=False), (64, 64))


def circle_mask_layer(like, cx, cy, r) -> pygame.Surface:
    lay = base.blank_like(like)
    base.circle(lay, (255, 255, 255, 255), (cx, cy), r)
    return lay


# ---------------------------------------------------------------------------
# The launcher picture
# ---------------------------------------------------------------------------


def launcher_simplicity() -> pygame.Surface:
    s = base.canvas(LW, LH)
    base.vgradient(s, [(0.0, PALETTE["table_top"]), (1.0, PALETTE["table_bottom"])])
    base.radial(s, (120, 60), 200, (255, 246, 220, 120), (255, 246, 220, 0))
    paint_texture(s, 11, 1200, 9)

    cell = 46.0
    cols, rows = 6, 4
    bw, bh = cols * cell + 16, rows * cell + 16
    board = base.canvas(bw + 24, bh + 24)
    ox, oy = 12.0, 12.0
    base.rrect(board, PALETTE["board"], (ox, oy, bw, bh), 10)
    bm = base.mask_of(board)
    base.bevel(board, bm, 1.5, (255, 255, 255, 150), (0, 0, 0, 40), 1.0)
    base.rrect(board, base.rgba(base.shade(PALETTE["board"], 0.25), 255), (ox + 5, oy + 5, bw - 10, bh - 10), 7, 1.0)
    layout = [
        "rc.Op.",
        "Rrvco.",
        ".pOCrp",
        "..vcR.",
    ]
    kinds = {"r": "residential", "c": "commercial", "o": "office", "v": "civic", "p": "park"}
    disc_on = {"R": "red", "O": "yellow", "C": "pink"}  # capital letter: tile carries a disc
    tiles = {k: tile_surface(k) for k in TILE_KINDS}
    discs = {t: pygame.transform.smoothscale(make_disc(t), (base.q(64), base.q(64))) for t in sorted(set(disc_on.values()))}
    shapes4 = {name: pygame.transform.smoothscale(make_shape(name), (base.q(64), base.q(64))) for name in SHAPES}
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
    bmask = base.mask_of(rot)
    shadow = base.blank_like(rot, base.rgba(base.PALETTE["shadow"], 0))
    shadow.blit(base.paint(bmask, base.rgba(base.PALETTE["shadow"], 110)), (base.q(3), base.q(6)))
    shadow = base.soft_blur(shadow, 5)
    bx = base.q(LW / 2 + 8) - rot.get_width() // 2
    by = base.q(LH / 2 + 10) - rot.get_height() // 2
    s.blit(shadow, (bx, by))
    s.blit(rot, (bx, by))
    # a few pawns and the bag around the board
    for team, (x, y) in (("pink", (26, 150)), ("white", (333, 62)), ("black", (336, 196))):
        place(s, pawn_surface(team), (x, y), (33, 47))
    vignette(s, 80)
    return frame_card(s)


# ---------------------------------------------------------------------------
# Registry
# ---------------------------------------------------------------------------


def sprite_specs() -> list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]]:
    """(name, size, builder) for every Simplicity sprite, in a stable order."""
    specs: list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]] = []
    for kind in TILE_KINDS:
        specs.append((f"tile_{kind}", (128, 128), lambda k=kind: base.downscale(tile_surface(k), (128, 128))))
    for team in TEAMS:
        specs.append((f"disc_{team}", (64, 64), lambda t=team: make_disc(t)))
    for team in TEAMS:
        specs.append((f"pawn_{team}", (56, 80), lambda t=team: make_pawn(t)))
    for name in SHAPES:
        specs.append((f"shape_{name}", (64, 64), lambda n=name: make_shape(n)))
    specs.append(("space_blank", (64, 64), make_space_blank))
    specs.append(("extra_point", (64, 64), make_extra_point))
    specs.append(("demolition", (64, 64), make_demolition))
    specs.append(("bag", (96, 96), lambda: base.downscale(base.bag_surface(), (96, 96))))
    return specs
