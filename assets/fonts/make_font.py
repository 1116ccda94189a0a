#!/usr/bin/env python3
"""Build the "Town Sans" UI fonts (TownSans-Regular.ttf, TownSans-Bold.ttf).

Town Sans is an original rounded geometric sans designed for Town Squares.
Every glyph is defined below as a *skeleton* of monoline strokes (polylines,
elliptical arcs and Bezier curves on a 1000-unit em).  The skeleton is swept
with a round pen (shapely ``buffer`` with round caps and joins), the strokes
of a glyph are unioned, and the resulting outlines are written as TrueType
contours (outer contours clockwise, holes counter-clockwise).  Both weights
come from the very same skeletons; only the pen size and width factor change.

Rebuild (from the repository root)::

    python assets/fonts/make_font.py            # writes into assets/fonts/
    python assets/fonts/make_font.py --out DIR  # writes into DIR

fontTools and shapely are only needed to *rebuild* the fonts; the game just
loads the committed .ttf files with pygame.  The build is deterministic: the
same script always produces byte-identical files (fixed head timestamps).
"""

from __future__ import annotations

import argparse
import math
import os

from fontTools.agl import UV2AGL
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from shapely import affinity, set_precision
from shapely.geometry import LineString, MultiPolygon, Point, Polygon
from shapely.geometry.polygon import orient
from shapely.ops import unary_union

FAMILY = "Town Sans"
VERSION = "1.000"
# Fixed timestamp (2025-01-01T00:00:00Z, seconds since 1904-01-01) so that
# rebuilding produces byte-identical files.
FIXED_TIMESTAMP = 3818448000

# --------------------------------------------------------------------------
# Vertical metrics (visual, i.e. outer edge of the ink)
# --------------------------------------------------------------------------
UPM = 1000
XH = 500  # x-height
CAP = 700  # cap height / lining figures
ASC = 750  # ascenders (b d f h k l) are a little taller than caps
DESC = -210  # descenders
OV = 10  # overshoot of round shapes at x-height / baseline
OVC = 12  # overshoot of round capitals
MATH = 330  # math axis (+ = < > arrows ...)
HYPH = 280  # hyphen / dashes
LINE_ASC = 960  # hhea / typo / win ascent
LINE_DESC = 250  # hhea / typo / win descent (positive)

SE = 2.0  # super-ellipse exponent of bowls (2 = true ellipse)

WEIGHTS = {
    # stem: stroke width of vertical stems; ratio: vertical/horizontal pen
    # ratio (horizontals slightly thinner, optical compensation); wf: width
    # factor applied to the skeletons; sb: sidebearing factor.
    "Regular": dict(stem=90, ratio=0.92, wf=1.0, sb=1.0, weight_class=400),
    "Bold": dict(stem=140, ratio=0.84, wf=1.08, sb=0.97, weight_class=700),
}


# --------------------------------------------------------------------------
# Skeleton primitives
# --------------------------------------------------------------------------
class S:
    """A stroke: an open polyline swept with the pen (scaled by ``pen``)."""

    __slots__ = ("pts", "pen")

    def __init__(self, pts, pen=1.0):
        self.pts = [(float(x), float(y)) for x, y in pts]
        self.pen = pen


class Dot:
    """A round dot (i-dot, period ...); radius ``r`` in units of the pen."""

    __slots__ = ("x", "y", "r")

    def __init__(self, x, y, r=1.18):
        self.x, self.y, self.r = float(x), float(y), r


class Fill:
    """A filled shape given as a shapely geometry (not x-scaled)."""

    __slots__ = ("geom",)

    def __init__(self, geom):
        self.geom = geom


def se(cx, cy, rx, ry, a0, a1, n=SE, step=2.0):
    """Super-ellipse arc from angle a0 to a1 (degrees, a1 < a0: clockwise)."""
    cnt = max(2, int(math.ceil(abs(a1 - a0) / step)))
    e = 2.0 / n
    pts = []
    for i in range(cnt + 1):
        t = math.radians(a0 + (a1 - a0) * i / cnt)
        c, s = math.cos(t), math.sin(t)
        if abs(c) < 1e-12:
            c = 0.0
        if abs(s) < 1e-12:
            s = 0.0
        pts.append((cx + rx * math.copysign(abs(c) ** e, c),
                    cy + ry * math.copysign(abs(s) ** e, s)))
    return pts


def bez(p0, p1, p2, p3, cnt=32):
    """Cubic Bezier curve sampled into a polyline."""
    pts = []
    for i in range(cnt + 1):
        t = i / cnt
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


def cat(*parts):
    """Concatenate point lists (and single points) into one polyline."""
    out = []
    for part in parts:
        if isinstance(part, tuple):
            part = [part]
        for p in part:
            if out and abs(out[-1][0] - p[0]) < 1e-6 and abs(out[-1][1] - p[1]) < 1e-6:
                continue
            out.append(p)
    return out


def line(*pts, pen=1.0):
    return S(pts, pen)


def path(*parts, pen=1.0):
    return S(cat(*parts), pen)


def stem(x, y0, y1, pen=1.0):
    return S([(x, y0), (x, y1)], pen)


def ring(cx, cy, rx, ry, n=SE, pen=1.0):
    return S(se(cx, cy, rx, ry, 90, 450, n), pen)


def transform(items, fn, pen=1.0):
    """Apply a point function to a list of skeleton items."""
    out = []
    for it in items:
        if isinstance(it, S):
            out.append(S([fn(x, y) for x, y in it.pts], it.pen * pen))
        elif isinstance(it, Dot):
            x, y = fn(it.x, it.y)
            out.append(Dot(x, y, it.r * pen))
        else:
            out.append(Fill(affinity.affine_transform(
                it.geom, _affine_of(fn))))
    return out


def _affine_of(fn):
    ox, oy = fn(0.0, 0.0)
    ax, ay = fn(1.0, 0.0)
    bx, by = fn(0.0, 1.0)
    return [ax - ox, bx - ox, ay - oy, by - oy, ox, oy]


def shift(items, dx=0.0, dy=0.0):
    return transform(items, lambda x, y: (x + dx, y + dy))


def xbounds(items):
    xs = []
    for it in items:
        if isinstance(it, S):
            xs.extend(p[0] for p in it.pts)
        elif isinstance(it, Dot):
            xs.append(it.x)
        else:
            b = it.geom.bounds
            xs.extend((b[0], b[2]))
    return min(xs), max(xs)


# --------------------------------------------------------------------------
# Per-weight context: skeleton (pen-centre) positions of the vertical metrics
# --------------------------------------------------------------------------
class Ctx:
    def __init__(self, hx, ratio):
        self.hx = hx
        self.k = ratio
        hy = self.hy = hx * ratio
        self.B = hy  # baseline
        self.X = XH - hy  # x-height
        self.C = CAP - hy  # cap height
        self.A = ASC - hy  # ascender
        self.D = DESC + hy  # descender
        self.OB = -OV + hy  # round shapes, bottom
        self.OX = XH + OV - hy  # round shapes, x-height
        self.OC = CAP + OVC - hy  # round capitals, top
        self.OA = ASC + OV - hy  # round ascender (f)
        self.OD = DESC - OV + hy  # round descender (g j)
        self.M = MATH
        # Vertical position (pen centre) of a full-stop dot sitting on the
        # baseline, and of the i/j dot.
        self.dot_r = 1.18 * hx
        self.dot_y = self.dot_r - 4
        self.idot_y = ASC - 5 - self.dot_r


# --------------------------------------------------------------------------
# Glyph registry
# --------------------------------------------------------------------------
GLYPHS = {}  # name -> dict(cp, fn, lsb, rsb, ...)


def glyph(name, cp, lsb=60, rsb=60, adv=None, anchor=None, tabular=False):
    def deco(fn):
        GLYPHS[name] = dict(cp=cp, fn=fn, lsb=lsb, rsb=rsb, adv=adv,
                            anchor=anchor, tabular=tabular)
        return fn
    return deco


def cp_name(cp):
    if cp is None:
        return None
    return UV2AGL.get(cp, "uni%04X" % cp)


# Sidebearing classes (regular weight, font units)
ST = 72  # straight vertical side
RD = 50  # round side
DG = 16  # diagonal / open side
CST = 80  # capital straight
CRD = 55  # capital round

# Widths of lowercase skeletons
BW = 400  # bowls of a b d g p q
NW = 330  # n h u
MW = 262  # each arch of m
OW = 420  # o


def arch(g, x0, x1, ystart, yend=None, top=None, n=SE):
    """n-shaped arch from (x0, ystart) over the top to (x1, yend)."""
    top = g.OX if top is None else top
    yend = ystart if yend is None else yend
    cx, rx = (x0 + x1) / 2.0, (x1 - x0) / 2.0
    return cat(se(cx, ystart, rx, top - ystart, 180, 90, n),
               se(cx, yend, rx, top - yend, 90, 0, n))


def bowl(g, x0=0, w=BW, a0=90, a1=450, top=None, bot=None, n=SE):
    top = g.OX if top is None else top
    bot = g.OB if bot is None else bot
    return se(x0 + w / 2.0, (top + bot) / 2.0, w / 2.0, (top - bot) / 2.0,
              a0, a1, n)


def n_arch_y(g, w):
    return g.OX - 0.56 * w


# ----------------------------------------------------------------- lowercase
@glyph("a", ord("a"), RD, ST - 8)
def g_a(g):
    return [S(bowl(g)), stem(BW, g.B, g.X)]


@glyph("b", ord("b"), ST - 8, RD)
def g_b(g):
    return [stem(0, g.B, g.A), S(bowl(g))]


@glyph("c", ord("c"), RD, 28)
def g_c(g):
    return [S(bowl(g, 0, 385, 40, 320))]


@glyph("d", ord("d"), RD, ST - 8)
def g_d(g):
    return [S(bowl(g)), stem(BW, g.B, g.A)]


def e_items(g, x0=0, w=BW):
    yc = (g.OX + g.OB) / 2.0
    ry = (g.OX - g.OB) / 2.0
    yb = yc - max(0.0, g.hy - 36) * 0.5  # lower the bar as the pen grows
    a = math.degrees(math.asin((yb - yc) / ry))
    arc = bowl(g, x0, w, a, 318)
    xl = 2 * (x0 + w / 2.0) - arc[0][0]  # bowl's left edge at the bar height
    return [S(cat([(xl, yb)], arc))]


@glyph("e", ord("e"), RD, 34)
def g_e(g):
    return e_items(g)


@glyph("f", ord("f"), 22, 4)
def g_f(g):
    r, ry = 135, 140
    return [path([(0, g.B), (0, g.OA - ry)], se(r, g.OA - ry, r, ry, 180, 62)),
            line((-105, g.X), (200, g.X))]


def g_hook_desc(g, x, rx=185, ry=150, end=-148):
    return cat([(x, g.X), (x, g.OD + ry)], se(x - rx, g.OD + ry, rx, ry, 0, end))


@glyph("g", ord("g"), RD, ST - 8)
def g_g(g):
    return [S(bowl(g)), S(g_hook_desc(g, BW))]


def n_items(g, w=NW, left_top=None):
    ya = n_arch_y(g, w)
    return [stem(0, g.B, g.X if left_top is None else left_top),
            path(arch(g, 0, w, ya), [(w, g.B)])]


@glyph("h", ord("h"), ST - 8, ST - 12)
def g_h(g):
    return n_items(g, left_top=g.A)


@glyph("dotlessi", 0x131, ST - 4, ST - 4)
def g_dotlessi(g):
    return [stem(0, g.B, g.X)]


@glyph("i", ord("i"), ST - 4, ST - 4)
def g_i(g):
    return [stem(0, g.B, g.X), Dot(0, g.idot_y)]


@glyph("uni0237", 0x237, -10, ST - 4)
def g_dotlessj(g):
    return [S(cat([(0, g.X), (0, g.OD + 120)], se(-125, g.OD + 120, 125, 120, 0, -118)))]


@glyph("j", ord("j"), -10, ST - 4)
def g_j(g):
    return g_dotlessj(g) + [Dot(0, g.idot_y)]


@glyph("k", ord("k"), ST - 8, DG)
def g_k(g):
    w = 310
    y0 = 170
    slope = (g.X - y0) / w
    lx = 118
    ly = y0 + slope * lx
    return [stem(0, g.B, g.A), line((w, g.X), (0, y0)), line((lx, ly), (w + 14, g.B))]


@glyph("l", ord("l"), ST - 8, 16)
def g_l(g):
    r = 105
    return [path([(0, g.A), (0, g.OB + r)], se(r, g.OB + r, r, r, 180, 282))]


@glyph("m", ord("m"), ST - 8, ST - 12)
def g_m(g):
    ya = n_arch_y(g, MW) + 8
    return [stem(0, g.B, g.X),
            path(arch(g, 0, MW, ya), [(MW, g.B)]),
            path(arch(g, MW, 2 * MW, ya), [(2 * MW, g.B)])]


@glyph("n", ord("n"), ST - 8, ST - 12)
def g_n(g):
    return n_items(g)


@glyph("o", ord("o"), RD, RD)
def g_o(g):
    return [S(bowl(g, 0, OW))]


@glyph("p", ord("p"), ST - 8, RD)
def g_p(g):
    return [stem(0, g.D, g.X), S(bowl(g))]


@glyph("q", ord("q"), RD, ST - 8)
def g_q(g):
    return [S(bowl(g)), stem(BW, g.D, g.X)]


@glyph("r", ord("r"), ST - 8, 14)
def g_r(g):
    ya = n_arch_y(g, NW)
    r = NW / 2.0
    return [stem(0, g.B, g.X), S(se(r, ya, r, g.OX - ya, 180, 62))]


def s_items(g, w, top, bot, tw=0.9, spine=0.55):
    h = top - bot
    ru = h * 0.255
    rl = h * 0.265
    yu, yl = top - ru, bot + rl
    rxu = w / 2.0 * tw
    cxu = (w / 2.0) + (w / 2.0 - rxu) * 0.15
    xl = cxu - rxu
    a = (yu - yl) * spine
    upper = se(cxu, yu, rxu, ru, 28, 180)
    sp = bez((xl, yu), (xl, yu - a), (w, yl + a), (w, yl), 40)
    lower = se(w / 2.0, yl, w / 2.0, rl, 0, -152)
    return [S(cat(upper, sp, lower))]


@glyph("s", ord("s"), 36, 36)
def g_s(g):
    return s_items(g, 330, g.OX, g.OB)


@glyph("t", ord("t"), 18, 16)
def g_t(g):
    r = 125
    return [path([(0, 655 - g.hy), (0, g.OB + r)], se(r, g.OB + r, r, r, 180, 292)),
            line((-100, g.X), (205, g.X))]


def u_items(g, w=NW):
    return transform(n_items(g, w), lambda x, y: (w - x, g.B + g.X - y))


@glyph("u", ord("u"), ST - 12, ST - 8)
def g_u(g):
    return u_items(g)


@glyph("v", ord("v"), DG, DG)
def g_v(g):
    w = 400
    return [line((0, g.X), (w / 2, g.B - 4), (w, g.X))]


@glyph("w", ord("w"), DG, DG)
def g_w(g):
    w = 640
    return [line((0, g.X), (w * 0.25, g.B - 4), (w * 0.5, g.X - 10), (w * 0.75, g.B - 4), (w, g.X))]


@glyph("x", ord("x"), DG + 4, DG + 4)
def g_x(g):
    w = 380
    return [line((0, g.X), (w, g.B)), line((0, g.B), (w, g.X))]


@glyph("y", ord("y"), DG, DG)
def g_y(g):
    w = 400
    vx, vy = w / 2.0, g.B
    t = (g.X - g.D) / (g.X - vy)
    ex = w + (vx - w) * t
    return [line((0, g.X), (vx, vy)), line((w, g.X), (ex, g.D))]


@glyph("z", ord("z"), 30, 30)
def g_z(g):
    w = 340
    return [line((0, g.X), (w, g.X), (0, g.B), (w + 10, g.B))]


# ----------------------------------------------------------------- uppercase
def ymid_cap(g):
    return (g.C + g.B) / 2.0 + 8


@glyph("A", ord("A"), DG, DG)
def g_A(g):
    w = 540
    top = g.C + 8
    yb = 215
    f = (yb - g.B) / (top - g.B)
    x0 = w / 2 * f
    return [line((0, g.B), (w / 2, top), (w, g.B)), line((x0, yb), (w - x0, yb))]


def bowl_right(x0, y0, y1, width, rcap=None, n=2.3):
    """A 'D'-like bowl from (x0, y0) right to x0+width and back to (x0, y1)."""
    ry = abs(y0 - y1) / 2.0
    r = min(ry, width) if rcap is None else rcap
    cx = x0 + width - r
    cy = (y0 + y1) / 2.0
    return cat([(x0, y0), (cx, y0)], se(cx, cy, r, ry, 90, -90, n), [(x0, y1)])


@glyph("B", ord("B"), CST, CRD - 10)
def g_B(g):
    ym = ymid_cap(g) + 12
    return [stem(0, g.B, g.C), S(bowl_right(0, g.C, ym, 330)),
            S(bowl_right(0, ym, g.B, 370))]


def c_cap(g, w=560, a0=44, a1=316):
    return bowl(g, 0, w, a0, a1, top=g.OC)


@glyph("C", ord("C"), CRD, 30)
def g_C(g):
    return [S(c_cap(g))]


@glyph("D", ord("D"), CST, CRD)
def g_D(g):
    return [stem(0, g.B, g.C), S(bowl_right(0, g.C, g.B, 520, rcap=290, n=2.2))]


@glyph("E", ord("E"), CST, 40)
def g_E(g):
    ym = ymid_cap(g)
    return [S([(380, g.C), (0, g.C), (0, g.B), (390, g.B)]), line((0, ym), (340, ym))]


@glyph("F", ord("F"), CST, 30)
def g_F(g):
    ym = ymid_cap(g) - 10
    return [S([(375, g.C), (0, g.C), (0, g.B)]), line((0, ym), (330, ym))]


@glyph("G", ord("G"), CRD, CST - 20)
def g_G(g):
    w = 580
    yc = (g.OC + g.OB) / 2.0
    yb = yc - 20
    arc = bowl(g, 0, w, 44, 360, top=g.OC)  # C plus the lower right quadrant
    return [S(cat(arc, [(w, yb)])), line((w, yb), (w - 210, yb))]


@glyph("H", ord("H"), CST, CST)
def g_H(g):
    w = 470
    ym = ymid_cap(g)
    return [stem(0, g.B, g.C), stem(w, g.B, g.C), line((0, ym), (w, ym))]


@glyph("I", ord("I"), 40, 40)
def g_I(g):
    s = 105
    return [stem(0, g.B, g.C), line((-s, g.C), (s, g.C)), line((-s, g.B), (s, g.B))]


@glyph("J", ord("J"), 24, CST)
def g_J(g):
    w = 350
    rx, ry = w / 2.0, 190
    return [path([(w, g.C), (w, g.OB + ry)], se(w - rx, g.OB + ry, rx, ry, 0, -168))]


@glyph("K", ord("K"), CST, DG)
def g_K(g):
    w = 430
    y0 = 235
    slope = (g.C - y0) / w
    lx = 150
    return [stem(0, g.B, g.C), line((w, g.C), (0, y0)),
            line((lx, y0 + slope * lx), (w + 20, g.B))]


@glyph("L", ord("L"), CST, 25)
def g_L(g):
    return [S([(0, g.C), (0, g.B), (370, g.B)])]


@glyph("M", ord("M"), CST - 5, CST - 5)
def g_M(g):
    w = 600
    return [S([(0, g.B), (0, g.C), (w / 2, 175), (w, g.C), (w, g.B)])]


@glyph("N", ord("N"), CST, CST)
def g_N(g):
    w = 480
    return [S([(0, g.B), (0, g.C), (w, g.B), (w, g.C)])]


def o_cap(g, w=640):
    return bowl(g, 0, w, top=g.OC)


@glyph("O", ord("O"), CRD, CRD)
def g_O(g):
    return [S(o_cap(g))]


def p_bowl(g, w=400, yb=None):
    yb = 318 if yb is None else yb
    return bowl_right(0, g.C, yb, w)


@glyph("P", ord("P"), CST, CRD - 10)
def g_P(g):
    return [stem(0, g.B, g.C), S(p_bowl(g))]


@glyph("Q", ord("Q"), CRD, CRD - 10)
def g_Q(g):
    w = 640
    return [S(o_cap(g, w)), line((w * 0.60, 175), (w + 35, g.B - 35))]


@glyph("R", ord("R"), CST, DG + 10)
def g_R(g):
    yb = 330
    return [stem(0, g.B, g.C), S(p_bowl(g, 400, yb)), line((230, yb), (420, g.B))]


@glyph("S", ord("S"), 42, 42)
def g_S(g):
    return s_items(g, 420, g.OC, g.OB)


@glyph("T", ord("T"), 20, 20)
def g_T(g):
    w = 520
    return [line((0, g.C), (w, g.C)), stem(w / 2, g.C, g.B)]


@glyph("U", ord("U"), CST - 5, CST - 5)
def g_U(g):
    w = 480
    ry = 250
    return [path([(0, g.C), (0, g.OB + ry)], se(w / 2, g.OB + ry, w / 2, ry, 180, 360, 2.2),
                 [(w, g.C)])]


@glyph("V", ord("V"), DG, DG)
def g_V(g):
    w = 560
    return [line((0, g.C), (w / 2, g.B - 6), (w, g.C))]


@glyph("W", ord("W"), DG, DG)
def g_W(g):
    w = 860
    return [line((0, g.C), (w * 0.25, g.B - 6), (w * 0.5, g.C - 10), (w * 0.75, g.B - 6), (w, g.C))]


@glyph("X", ord("X"), DG + 4, DG + 4)
def g_X(g):
    w = 520
    return [line((0, g.C), (w, g.B)), line((0, g.B), (w, g.C))]


@glyph("Y", ord("Y"), DG, DG)
def g_Y(g):
    w = 540
    ym = 320
    return [line((0, g.C), (w / 2, ym), (w, g.C)), stem(w / 2, ym, g.B)]


@glyph("Z", ord("Z"), 34, 34)
def g_Z(g):
    w = 450
    return [line((0, g.C), (w, g.C), (0, g.B), (w + 10, g.B))]


# ------------------------------------------------------------------- figures
DW = 390  # figure skeleton width
FIG_BOWL = 468  # visual top of the bowls of 5 6 9


@glyph("zero", ord("0"), tabular=True)
def g_0(g):
    return [S(bowl(g, 0, DW, top=g.OC))]


@glyph("one", ord("1"), tabular=True)
def g_1(g):
    s = 165
    return [line((-165, g.C - 125), (0, g.C), (0, g.B)), line((-s, g.B), (s, g.B))]


@glyph("two", ord("2"), tabular=True)
def g_2(g):
    ry = 180
    cx = DW / 2.0
    yc = g.OC - ry
    top = se(cx, yc, cx, ry, 158, 0)
    neck = bez((DW, yc), (DW, yc - 175), (150, 190), (0, g.B), 40)
    return [S(cat(top, neck, [(DW + 15, g.B)]))]


def three_items(g):
    ym = 388
    ru = (g.OC - ym) / 2.0
    rl = (ym - g.OB) / 2.0
    cx = DW / 2.0
    up = se(cx - 5, g.OC - ru, 172, ru, 152, -90)
    lo = se(cx, g.OB + rl, cx + 5, rl, 90, -150)
    return [S(cat(up, [(cx - 5, ym), (110, ym)])), S(cat([(110, ym), (cx, ym)], lo))]


@glyph("three", ord("3"), tabular=True)
def g_3(g):
    return three_items(g)


@glyph("four", ord("4"), tabular=True)
def g_4(g):
    sx = 295
    yb = 225
    return [S([(sx, g.B), (sx, g.C), (0, yb), (DW + 20, yb)])]


@glyph("five", ord("5"), tabular=True)
def g_5(g):
    ry = (FIG_BOWL - g.hy - g.OB) / 2.0
    rx = DW / 2.0 + 5
    cx = DW / 2.0
    cy = g.OB + ry
    a0 = 138
    sx = cx + rx * math.cos(math.radians(a0))
    sy = cy + ry * math.sin(math.radians(a0))
    return [S(cat([(DW - 5, g.C), (sx + 6, g.C), (sx, sy)], se(cx, cy, rx, ry, a0, -148)))]


def six_items(g):
    ry = (FIG_BOWL + 10 - g.hy - g.OB) / 2.0
    cx = DW / 2.0
    cy = g.OB + ry
    bowl6 = se(cx, cy, cx, ry, 180, -180)
    rx2 = cx + 10
    up = se(rx2, cy, rx2, g.OC - cy, 180, 58)
    return [S(bowl6), S(up)]


@glyph("six", ord("6"), tabular=True)
def g_6(g):
    return six_items(g)


@glyph("seven", ord("7"), tabular=True)
def g_7(g):
    return [S([(0, g.C), (DW, g.C), (120, g.B)])]


@glyph("eight", ord("8"), tabular=True)
def g_8(g):
    ym = 395
    ru = (g.OC - ym) / 2.0
    rl = (ym - g.OB) / 2.0
    cx = DW / 2.0
    return [ring(cx, g.OC - ru, cx - 22, ru), ring(cx, g.OB + rl, cx, rl)]


@glyph("nine", ord("9"), tabular=True)
def g_9(g):
    return transform(six_items(g), lambda x, y: (DW - x, g.OB + g.OC - y))


# --------------------------------------------------------------- punctuation
@glyph("space", 0x20, adv=250)
def g_space(g):
    return []


@glyph("uni00A0", 0xA0, adv=250)
def g_nbsp(g):
    return []


@glyph("period", ord("."), 62, 62)
def g_period(g):
    return [Dot(0, g.dot_y)]


@glyph("comma", ord(","), 58, 62)
def g_comma(g):
    return [Dot(0, g.dot_y), path(bez((0, g.dot_y), (6, g.dot_y - 60), (-20, -90), (-52, -140), 16), pen=0.92)]


@glyph("colon", ord(":"), 66, 66)
def g_colon(g):
    return [Dot(0, g.dot_y), Dot(0, XH - g.dot_r + 4)]


@glyph("semicolon", ord(";"), 62, 66)
def g_semicolon(g):
    return g_comma(g) + [Dot(0, XH - g.dot_r + 4)]


@glyph("exclam", ord("!"), 66, 66)
def g_exclam(g):
    return [stem(0, g.C, 230), Dot(0, g.dot_y)]


@glyph("exclamdown", 0xA1, 66, 66)
def g_exclamdown(g):
    return transform(g_exclam(g), lambda x, y: (x, XH - 10 - y))


@glyph("question", ord("?"), 36, 40)
def g_question(g):
    rx, ry = 175, 165
    cy = g.OC - ry
    arc = se(rx, cy, rx, ry, 160, -40)
    end = arc[-1]
    neck = bez(end, (end[0] - 60, end[1] - 50), (rx, end[1] - 60), (rx, 230), 20)
    return [S(cat(arc, neck)), Dot(rx, g.dot_y)]


@glyph("questiondown", 0xBF, 40, 36)
def g_questiondown(g):
    return transform(g_question(g), lambda x, y: (350 - x, XH - 10 - y))


@glyph("quotesingle", ord("'"), 70, 70)
def g_quotesingle(g):
    return [stem(0, g.C, g.C - 190)]


@glyph("quotedbl", ord('"'), 66, 66)
def g_quotedbl(g):
    return [stem(0, g.C, g.C - 190), stem(150, g.C, g.C - 190)]


def comma_shape(g, x, y):
    """A raised comma (typographic quote) with its dot centred at (x, y)."""
    return [Dot(x, y), path(bez((x, y), (x + 6, y - 50), (x - 14, y - 80), (x - 44, y - 120), 16), pen=0.92)]


@glyph("quoteleft", 0x2018, 62, 62)
def g_quoteleft(g):
    return transform(comma_shape(g, 0, 0), lambda x, y: (-x, CAP - 45 - g.dot_r - y - 140))


@glyph("quoteright", 0x2019, 62, 62)
def g_quoteright(g):
    return comma_shape(g, 0, CAP - g.dot_r + 10)


@glyph("quotedblleft", 0x201C, 62, 62)
def g_quotedblleft(g):
    return g_quoteleft(g) + shift(g_quoteleft(g), 175)


@glyph("quotedblright", 0x201D, 62, 62)
def g_quotedblright(g):
    return g_quoteright(g) + shift(g_quoteright(g), 175)


# German low quotes („Platz“, ‚Bauleiter‘): the shape of the high closing quotes,
# dot on the baseline like a comma's, so „ is the 180-degree turn of the “ that closes.
@glyph("quotesinglbase", 0x201A, 62, 62)
def g_quotesinglbase(g):
    return comma_shape(g, 0, g.dot_y)


@glyph("quotedblbase", 0x201E, 62, 62)
def g_quotedblbase(g):
    return g_quotesinglbase(g) + shift(g_quotesinglbase(g), 175)


@glyph("numbersign", ord("#"), 40, 40)
def g_numbersign(g):
    return [line((130, 40 + g.hy), (180, 660 - g.hy)), line((320, 40 + g.hy), (370, 660 - g.hy)),
            line((40, 240), (470, 240)), line((60, 460), (490, 460))]


@glyph("dollar", ord("$"), 40, 40)
def g_dollar(g):
    w = 400
    items = s_items(g, w, g.OC - 30, g.OB + 30)
    return items + [stem(w / 2 + 4, g.OC - 30, g.OC + 70), stem(w / 2 - 4, g.OB + 30, g.OB - 70)]


@glyph("percent", ord("%"), 40, 40)
def g_percent(g):
    r = 92
    return [ring(r, g.OC - 130, r, 130), line((40, g.B - 20), (520, g.C + 20)),
            ring(560 - r, g.OB + 130, r, 130)]


@glyph("ampersand", ord("&"), 40, 36)
def g_ampersand(g):
    # lower bowl
    lcx, lcy, lrx, lry = 215, g.OB + 190, 215, 190
    # upper loop
    ucx, ucy, urx, ury = 235, g.OC - 125, 125, 125
    a_in = 218
    p_in = (ucx + urx * math.cos(math.radians(a_in)), ucy + ury * math.sin(math.radians(a_in)))
    loop = se(ucx, ucy, urx, ury, a_in, -42)  # round the top, clockwise
    b_in = 138
    lp = (lcx + lrx * math.cos(math.radians(b_in)), lcy + lry * math.sin(math.radians(b_in)))
    lower = se(lcx, lcy, lrx, lry, b_in, 330)
    tail_start = lower[-1]
    return [S(cat([(600, g.B)], [p_in], loop, [lp], lower)),
            line(tail_start, (590, 330))]


@glyph("parenleft", ord("("), 62, 20)
def g_parenleft(g):
    top, bot = 760 - g.hy, -160 + g.hy
    h = top - bot
    return [S(bez((170, top), (10, top - h * 0.26), (10, bot + h * 0.26), (170, bot), 48))]


@glyph("parenright", ord(")"), 20, 62)
def g_parenright(g):
    return transform(g_parenleft(g), lambda x, y: (180 - x, y))


@glyph("bracketleft", ord("["), 72, 24)
def g_bracketleft(g):
    top, bot = 760 - g.hy, -160 + g.hy
    return [S([(170, top), (0, top), (0, bot), (170, bot)])]


@glyph("bracketright", ord("]"), 24, 72)
def g_bracketright(g):
    return transform(g_bracketleft(g), lambda x, y: (170 - x, y))


@glyph("braceleft", ord("{"), 40, 30)
def g_braceleft(g):
    top, bot = 760 - g.hy, -160 + g.hy
    m = (top + bot) / 2
    return [S(cat(bez((200, top), (90, top), (100, top - 40), (100, top - 120), 16),
                  [(100, m + 110)],
                  bez((100, m + 110), (100, m + 20), (60, m), (0, m), 16),
                  bez((0, m), (60, m), (100, m - 20), (100, m - 110), 16),
                  [(100, bot + 120)],
                  bez((100, bot + 120), (100, bot + 40), (90, bot), (200, bot), 16)))]


@glyph("braceright", ord("}"), 30, 40)
def g_braceright(g):
    return transform(g_braceleft(g), lambda x, y: (200 - x, y))


@glyph("asterisk", ord("*"), 40, 40)
def g_asterisk(g):
    cx, cy, r = 0, 545, 135
    out = []
    for a in (90, 162, 234, 306, 18):
        t = math.radians(a)
        out.append(line((cx, cy), (cx + r * math.cos(t), cy + r * math.sin(t)), pen=0.9))
    return out


@glyph("plus", ord("+"), 50, 50)
def g_plus(g):
    r = 200
    return [line((-r, MATH), (r, MATH)), line((0, MATH - r), (0, MATH + r))]


@glyph("minus", 0x2212, 50, 50)
def g_minus(g):
    return [line((-200, MATH), (200, MATH))]


@glyph("plusminus", 0xB1, 50, 50)
def g_plusminus(g):
    r = 190
    return [line((-r, MATH + 40), (r, MATH + 40)), line((0, MATH + 40 - r + 30), (0, MATH + 40 + r - 30)),
            line((-r, g.B), (r, g.B))]


@glyph("equal", ord("="), 50, 50)
def g_equal(g):
    return [line((-195, MATH + 95), (195, MATH + 95)), line((-195, MATH - 95), (195, MATH - 95))]


@glyph("less", ord("<"), 60, 60)
def g_less(g):
    return [line((360, MATH + 210), (0, MATH), (360, MATH - 210))]


@glyph("greater", ord(">"), 60, 60)
def g_greater(g):
    return [line((0, MATH + 210), (360, MATH), (0, MATH - 210))]


@glyph("hyphen", ord("-"), 50, 50)
def g_hyphen(g):
    return [line((0, HYPH), (210, HYPH))]


@glyph("uni00AD", 0xAD, 50, 50)
def g_softhyphen(g):
    return g_hyphen(g)


@glyph("endash", 0x2013, 30, 30)
def g_endash(g):
    return [line((0, HYPH), (440, HYPH))]


@glyph("emdash", 0x2014, 30, 30)
def g_emdash(g):
    return [line((0, HYPH), (860, HYPH))]


@glyph("underscore", ord("_"), 20, 20)
def g_underscore(g):
    return [line((0, -130), (480, -130))]


@glyph("slash", ord("/"), 20, 20)
def g_slash(g):
    return [line((0, -120 + g.hy), (330, 760 - g.hy))]


@glyph("backslash", ord("\\"), 20, 20)
def g_backslash(g):
    return [line((330, -120 + g.hy), (0, 760 - g.hy))]


@glyph("bar", ord("|"), 90, 90)
def g_bar(g):
    return [stem(0, -180 + g.hy, 770 - g.hy)]


@glyph("brokenbar", 0xA6, 90, 90)
def g_brokenbar(g):
    return [stem(0, -180 + g.hy, 220), stem(0, 380, 770 - g.hy)]


@glyph("asciicircum", ord("^"), 40, 40)
def g_asciicircum(g):
    return [line((0, 420), (190, g.C), (380, 420))]


@glyph("asciitilde", ord("~"), 50, 50)
def g_asciitilde(g):
    return [S(tilde_pts(-190, 190, MATH, 70))]


@glyph("grave", ord("`"), 60, 60)
def g_grave(g):
    return accent("grave", g, 0, 590)


@glyph("at", ord("@"), 45, 45)
def g_at(g):
    cx, cy = 360, 300
    orx, ory = 360, 370
    irx, iry = 130, 150
    sx = cx + 120
    bowl_in = se(sx - irx, cy, irx, iry, 0, 360)
    hook_r = 75
    top_s = cy + iry
    hook = se(sx + hook_r, cy - iry + hook_r * 0.2, hook_r, hook_r, 180, 360)
    end = hook[-1]
    # outer ring starts where the hook ends (right side) and runs ccw
    a_start = math.degrees(math.asin(max(-1, min(1, (end[1] - cy) / ory))))
    outer = se(cx, cy, orx, ory, a_start, 360 - 62)
    return [S(bowl_in), S(cat([(sx, top_s)], hook, outer))]


# ------------------------------------------------------------------- accents
def tilde_pts(x0, x1, ymid, amp):
    pts = []
    cnt = 40
    for i in range(cnt + 1):
        t = i / cnt
        y = ymid + amp * (0.8 * math.sin(2 * math.pi * t) + 0.35 * (2 * t - 1))
        pts.append((x0 + (x1 - x0) * t, y))
    return pts


def accent(kind, g, cx, y0, cap=False):
    """Accent strokes centred at cx; y0 = visual bottom of the accent."""
    b = y0 + g.hy
    h = 88 if cap else 125
    if kind == "acute":
        return [line((cx - 45, b), (cx + 55, b + h))]
    if kind == "grave":
        return [line((cx + 45, b), (cx - 55, b + h))]
    if kind == "circumflex":
        return [line((cx - 115, b), (cx, b + h - 5), (cx + 115, b))]
    if kind == "caron":
        return [line((cx - 115, b + h - 5), (cx, b), (cx + 115, b + h - 5))]
    if kind == "tilde":
        amp = 40 if cap else 48
        return [S(tilde_pts(cx - 125, cx + 125, b + amp * 0.9, amp))]
    if kind == "dieresis":
        r = g.dot_r
        return [Dot(cx - 105, y0 + r), Dot(cx + 105, y0 + r)]
    if kind == "ring":
        pen = 0.7 if cap else 0.75
        r = pen * g.hx + (30 if cap else 36)
        # the capital ring sits right on the apex to stay inside the line
        y_bot = CAP + 10 if cap else y0
        return [ring(cx, y_bot + pen * g.hy + r, r + 6, r, pen=pen)]
    if kind == "macron":
        return [line((cx - 120, b + 20), (cx + 120, b + 20))]
    raise KeyError(kind)


def cedilla(g, cx):
    top = 5
    return [path([(cx, top), (cx, -55)], se(cx, -100, 62, 48, 90, -128), pen=0.88)]


ACCENT_LC_Y = XH + 88
ACCENT_UC_Y = CAP + 54

COMPOSITES = [
    # (unicode, base glyph, accent)
    (0xC0, "A", "grave"), (0xC1, "A", "acute"), (0xC2, "A", "circumflex"),
    (0xC3, "A", "tilde"), (0xC4, "A", "dieresis"), (0xC5, "A", "ring"),
    (0xC7, "C", "cedilla"),
    (0xC8, "E", "grave"), (0xC9, "E", "acute"), (0xCA, "E", "circumflex"),
    (0xCB, "E", "dieresis"),
    (0xCC, "I", "grave"), (0xCD, "I", "acute"), (0xCE, "I", "circumflex"),
    (0xCF, "I", "dieresis"),
    (0xD1, "N", "tilde"),
    (0xD2, "O", "grave"), (0xD3, "O", "acute"), (0xD4, "O", "circumflex"),
    (0xD5, "O", "tilde"), (0xD6, "O", "dieresis"),
    (0xD9, "U", "grave"), (0xDA, "U", "acute"), (0xDB, "U", "circumflex"),
    (0xDC, "U", "dieresis"),
    (0xDD, "Y", "acute"),
    (0xE0, "a", "grave"), (0xE1, "a", "acute"), (0xE2, "a", "circumflex"),
    (0xE3, "a", "tilde"), (0xE4, "a", "dieresis"), (0xE5, "a", "ring"),
    (0xE7, "c", "cedilla"),
    (0xE8, "e", "grave"), (0xE9, "e", "acute"), (0xEA, "e", "circumflex"),
    (0xEB, "e", "dieresis"),
    (0xEC, "dotlessi", "grave"), (0xED, "dotlessi", "acute"),
    (0xEE, "dotlessi", "circumflex"), (0xEF, "dotlessi", "dieresis"),
    (0xF1, "n", "tilde"),
    (0xF2, "o", "grave"), (0xF3, "o", "acute"), (0xF4, "o", "circumflex"),
    (0xF5, "o", "tilde"), (0xF6, "o", "dieresis"),
    (0xF9, "u", "grave"), (0xFA, "u", "acute"), (0xFB, "u", "circumflex"),
    (0xFC, "u", "dieresis"),
    (0xFD, "y", "acute"), (0xFF, "y", "dieresis"),
]


def _make_composite(base, kind):
    info = GLYPHS[base]

    def fn(g):
        items = info["fn"](g)
        lo, hi = xbounds(items)
        cx = info["anchor"] if info["anchor"] is not None else (lo + hi) / 2.0
        if kind == "cedilla":
            return items + cedilla(g, cx)
        cap = base[0].isupper()
        return items + accent(kind, g, cx, ACCENT_UC_Y if cap else ACCENT_LC_Y, cap)
    return fn


def _register_composites():
    for cp, base, kind in COMPOSITES:
        b = GLYPHS[base]
        GLYPHS[cp_name(cp)] = dict(cp=cp, fn=_make_composite(base, kind), lsb=b["lsb"],
                                   rsb=b["rsb"], adv=None, anchor=None, tabular=False)


# spacing accents
@glyph("acute", 0xB4, 60, 60)
def g_acute(g):
    return accent("acute", g, 0, 590)


@glyph("dieresis", 0xA8, 60, 60)
def g_dieresis(g):
    return accent("dieresis", g, 0, 600)


@glyph("macron", 0xAF, 40, 40)
def g_macron(g):
    return accent("macron", g, 0, 600)


@glyph("cedilla", 0xB8, 60, 60)
def g_cedilla(g):
    return cedilla(g, 0)


# ----------------------------------------------------------- extra Latin-1
@glyph("germandbls", 0xDF, ST - 8, 30)
def g_germandbls(g):
    ru = 142
    ucx, ucy = 160, g.OA - ru
    up = se(ucx, ucy, 160, ru, 180, -90)
    ym = up[-1][1]
    rl = (ym - g.OB) / 2.0
    lcx = 178
    lo = se(lcx, g.OB + rl, 195, rl, 90, -102)
    return [S(cat([(0, g.B), (0, ucy)], up, [(ucx - 50, ym)])),
            S(cat([(ucx - 50, ym), (lcx, ym)], lo))]


@glyph("uni1E9E", 0x1E9E, CST, 34)
def g_Germandbls(g):
    """Capital sharp s (GROẞ): the stem of B with a rounded top left corner, a flat top
    and a diagonal down into a lower bowl like the 3's, drawn at cap height."""
    r = 130                          # the top left corner
    top_w = 400                      # where the top turns into the diagonal
    ym = ymid_cap(g) + 40            # where the diagonal meets the bowl
    rl = (ym - g.OB) / 2.0
    lcx, lrx = 225, 215
    join = (lcx - 60, ym)
    corner = se(r, g.C - r, r, r, 180, 90)
    lo = se(lcx, g.OB + rl, lrx, rl, 90, -104)
    return [S(cat([(0, g.B)], corner, [(top_w, g.C), join])),
            S(cat([join, (lcx, ym)], lo))]


@glyph("AE", 0xC6, DG, 40)
def g_AE(g):
    sx = 350
    ym = ymid_cap(g)
    yb = 215
    f = (yb - g.B) / (g.C - g.B)
    return [line((0, g.B), (sx, g.C)), S([(sx + 330, g.C), (sx, g.C), (sx, g.B), (sx + 340, g.B)]),
            line((sx, ym), (sx + 300, ym)), line((sx * f, yb), (sx, yb))]


@glyph("ae", 0xE6, RD, 34)
def g_ae(g):
    w = 350
    yc = (g.OX + g.OB) / 2.0
    a_part = [S(bowl(g, 0, w)), stem(w, g.B, g.X)]
    e_part = [S(cat([(w, yc), (2 * w - 20, yc)], bowl(g, w - 20 - 0, w, 0, 180)))]
    e_low = [S(bowl(g, w - 20, w, 180, 322))]
    return a_part + e_part + e_low


@glyph("Eth", 0xD0, 40, CRD)
def g_Eth(g):
    ym = ymid_cap(g)
    return GLYPHS["D"]["fn"](g) + [line((-95, ym), (150, ym))]


@glyph("eth", 0xF0, RD, RD)
def g_eth(g):
    top = g.OX - 20
    w = 410
    yc = (top + g.OB) / 2
    b = se(w / 2, yc, w / 2, (top - g.OB) / 2, 0, 360)
    asc = bez((w, yc), (w, 560), (300, 690), (120, g.A), 24)
    return [S(b), S(asc), line((150, 590), (330, 700))]


@glyph("Oslash", 0xD8, CRD, CRD)
def g_Oslash(g):
    return [S(o_cap(g)), line((20, -30 + g.hy), (620, CAP + 30 - g.hy))]


@glyph("oslash", 0xF8, RD, RD)
def g_oslash(g):
    return [S(bowl(g, 0, OW)), line((15, -25 + g.hy), (OW - 15, XH + 25 - g.hy))]


@glyph("Thorn", 0xDE, CST, CRD - 10)
def g_Thorn(g):
    return [stem(0, g.B, g.C), S(bowl_right(0, 560, 150, 400))]


@glyph("thorn", 0xFE, ST - 8, RD)
def g_thorn(g):
    return [stem(0, g.D, g.A), S(bowl(g))]


@glyph("multiply", 0xD7, 55, 55)
def g_multiply(g):
    r = 150
    return [line((-r, MATH - r), (r, MATH + r)), line((-r, MATH + r), (r, MATH - r))]


@glyph("divide", 0xF7, 50, 50)
def g_divide(g):
    r = 200
    return [line((-r, MATH), (r, MATH)), Dot(0, MATH + 165), Dot(0, MATH - 165)]


@glyph("mu", 0xB5, ST - 12, ST - 8)
def g_mu(g):
    items = u_items(g)
    return items + [stem(0, g.D, g.X)]


@glyph("logicalnot", 0xAC, 50, 50)
def g_logicalnot(g):
    return [S([(-200, MATH + 80), (200, MATH + 80), (200, MATH - 110)])]


@glyph("guillemotleft", 0xAB, 40, 40)
def g_guillemotleft(g):
    def chev(x):
        return line((x + 150, HYPH + 150), (x, HYPH), (x + 150, HYPH - 150))
    return [chev(0), chev(190)]


@glyph("guillemotright", 0xBB, 40, 40)
def g_guillemotright(g):
    return transform(g_guillemotleft(g), lambda x, y: (340 - x, y))


@glyph("guilsinglleft", 0x2039, 40, 40)
def g_guilsinglleft(g):
    return [line((150, HYPH + 150), (0, HYPH), (150, HYPH - 150))]


@glyph("guilsinglright", 0x203A, 40, 40)
def g_guilsinglright(g):
    return [line((0, HYPH + 150), (150, HYPH), (0, HYPH - 150))]


@glyph("degree", 0xB0, 50, 50)
def g_degree(g):
    return [ring(0, 575, 100, 100, pen=0.8)]


@glyph("periodcentered", 0xB7, 62, 62)
def g_periodcentered(g):
    return [Dot(0, 300)]


@glyph("bullet", 0x2022, 60, 60)
def g_bullet(g):
    return [Dot(0, 300, r=2.25 if g.hx < 60 else 1.75)]


@glyph("ellipsis", 0x2026, 70, 70)
def g_ellipsis(g):
    return [Dot(0, g.dot_y), Dot(275, g.dot_y), Dot(550, g.dot_y)]


def sup_digit(g, name, pen=0.7, scale=0.6, base=300):
    """Superior figure built from the normal figure skeleton."""
    sub = Ctx(g.hx * pen / scale, g.k)
    items = GLYPHS[name]["fn"](sub)
    return transform(items, lambda x, y: (x * scale, base + y * scale), pen=pen)


@glyph("onesuperior", 0xB9, 40, 40)
def g_onesup(g):
    return sup_digit(g, "one")


@glyph("twosuperior", 0xB2, 40, 40)
def g_twosup(g):
    return sup_digit(g, "two")


@glyph("threesuperior", 0xB3, 40, 40)
def g_threesup(g):
    return sup_digit(g, "three")


@glyph("copyright", 0xA9, 50, 50)
def g_copyright(g):
    r = 360
    cy = 350
    items = [ring(0, cy, r - 5, r - g.hy * 0.8 + 6, pen=0.8)]
    items.append(S(se(10, cy, 165, 175, 48, 312), pen=0.8))
    return items


@glyph("registered", 0xAE, 50, 50)
def g_registered(g):
    r = 360
    cy = 350
    items = [ring(0, cy, r - 5, r - g.hy * 0.8 + 6, pen=0.8)]
    yb = 200
    items.append(S(cat([(-110, yb), (-110, 500)], bowl_right(-110, 500, 330, 230)), pen=0.8))
    items.append(line((10, 330), (130, yb), pen=0.8))
    return items


@glyph("Euro", 0x20AC, 20, 30)
def g_Euro(g):
    w = 520
    arc = bowl(g, 0, w, 48, 312, top=g.OC)
    return [S(arc), line((-80, 418), (300, 418), pen=0.85), line((-80, 282), (280, 282), pen=0.85)]


# ------------------------------------------------------------ arrows & icons
ARR = 640


@glyph("arrowleft", 0x2190, 60, 60)
def g_arrowleft(g):
    h = 210
    return [line((0, MATH), (ARR, MATH)), line((h, MATH + h), (0, MATH), (h, MATH - h))]


@glyph("arrowright", 0x2192, 60, 60)
def g_arrowright(g):
    return transform(g_arrowleft(g), lambda x, y: (ARR - x, y))


@glyph("arrowup", 0x2191, 60, 60)
def g_arrowup(g):
    h = 200
    top, bot = g.C + 20, g.B - 20
    return [stem(0, bot, top), line((-h, top - h), (0, top), (h, top - h))]


@glyph("arrowdown", 0x2193, 60, 60)
def g_arrowdown(g):
    return transform(g_arrowup(g), lambda x, y: (x, 700 - y))


@glyph("uni2713", 0x2713, 40, 40)
def g_check(g):
    return [line((0, 330), (215, g.B + 10), (640, g.C), pen=1.08)]


@glyph("uni2605", 0x2605, 40, 40)
def g_star(g):
    R, cy = 440, 345
    r = R * 0.43
    pts = []
    for i in range(10):
        a = math.radians(90 + 36 * i)
        rr = R if i % 2 == 0 else r
        pts.append((rr * math.cos(a), cy + rr * math.sin(a)))
    rad = 28
    poly = Polygon(pts).buffer(-rad, join_style="round").buffer(rad, join_style="round", quad_segs=12)
    return [Fill(poly)]


@glyph("uni2600", 0x2600, 40, 40)
def g_sun(g):
    cy = MATH
    disc = Point(0, cy).buffer(170, quad_segs=32)
    items = [Fill(disc)]
    for i in range(8):
        a = math.radians(45 * i)
        r0, r1 = 250, 345
        items.append(line((r0 * math.cos(a), cy + r0 * math.sin(a)),
                          (r1 * math.cos(a), cy + r1 * math.sin(a))))
    return items


@glyph("uni263E", 0x263E, 50, 40)
def g_moon(g):
    R, cy = 355, MATH + 20
    big = Point(0, cy).buffer(R, quad_segs=48)
    cut = Point(175, cy + 75).buffer(R * 0.84, quad_segs=48)
    moon = big.difference(cut)
    rad = 22
    moon = moon.buffer(-rad, join_style="round").buffer(rad, join_style="round", quad_segs=12)
    return [Fill(moon)]


@glyph(".notdef", None, 60, 60)
def g_notdef(g):
    return [S([(0, g.B), (440, g.B), (440, g.C), (0, g.C), (0, g.B)], pen=0.7),
            line((0, g.B), (440, g.C), pen=0.5), line((0, g.C), (440, g.B), pen=0.5)]


# --------------------------------------------------------------------------
# Outline generation
# --------------------------------------------------------------------------
def render_items(items, g, wf):
    """Sweep the skeleton with the pen; returns a shapely geometry."""
    geoms = []
    k = g.k
    for it in items:
        if isinstance(it, S):
            pts = [(x * wf, y / k) for x, y in it.pts]
            r = g.hx * it.pen
            if len(pts) == 1 or LineString(pts).length < 1e-6:
                geom = Point(pts[0]).buffer(r, quad_segs=16)
            else:
                geom = LineString(pts).buffer(r, quad_segs=16, cap_style="round", join_style="round")
            geoms.append(affinity.scale(geom, 1.0, k, origin=(0, 0)))
        elif isinstance(it, Dot):
            geoms.append(Point(it.x * wf, it.y).buffer(it.r * g.hx, quad_segs=16))
        else:
            geoms.append(it.geom)
    if not geoms:
        return None
    geom = fill_specks(unary_union(geoms))
    geom = geom.simplify(0.35, preserve_topology=True)
    geom = set_precision(geom, 1.0)
    return geom


def fill_specks(geom):
    """Close tiny or sliver-thin holes left where strokes nearly touch."""
    polys = []
    for p in polygons_of(geom):
        keep = []
        for r in p.interiors:
            h = Polygon(r)
            if h.area > 900 and 2 * h.area / h.length > 14:
                keep.append(r)
        polys.append(Polygon(p.exterior, keep))
    return unary_union(polys) if len(polys) > 1 else (polys[0] if polys else geom)


def polygons_of(geom):
    if geom is None or geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    if isinstance(geom, MultiPolygon):
        return list(geom.geoms)
    return [p for p in getattr(geom, "geoms", []) if isinstance(p, Polygon)]


def draw_geom(geom, dx):
    pen = TTGlyphPen(None)
    polys = polygons_of(geom)
    # deterministic contour order: left to right, top to bottom
    polys.sort(key=lambda p: (round(p.bounds[0]), -round(p.bounds[3])))
    for poly in polys:
        poly = orient(poly, sign=-1.0)  # exterior clockwise, holes ccw
        for ring_ in [poly.exterior] + list(poly.interiors):
            coords = [(int(round(x + dx)), int(round(y))) for x, y in ring_.coords[:-1]]
            clean = []
            for p in coords:
                if not clean or clean[-1] != p:
                    clean.append(p)
            if len(clean) > 1 and clean[0] == clean[-1]:
                clean.pop()
            if len(clean) < 3:
                continue
            pen.moveTo(clean[0])
            for p in clean[1:]:
                pen.lineTo(p)
            pen.closePath()
    return pen.glyph()


# --------------------------------------------------------------------------
# Kerning (GPOS 'kern' feature; class based, a few dozen classic pairs)
# --------------------------------------------------------------------------
KERN_LEFT = {
    "T": "T", "V": "V W", "Y": "Y Yacute", "A": "A Agrave Aacute Acircumflex Atilde Adieresis Aring",
    "L": "L", "P": "P Thorn", "F": "F", "r": "r", "v": "v w y yacute ydieresis", "f": "f",
    "q": "quotesingle quotedbl quoteright quotedblright", "K": "K", "k": "k x",
    "low": "quotesinglbase quotedblbase",
}
KERN_RIGHT = {
    "o": "o a c d e g q s ograve oacute ocircumflex otilde odieresis oslash agrave aacute acircumflex "
         "atilde adieresis aring ae ccedilla egrave eacute ecircumflex edieresis",
    "u": "u r n m p v w x y z ugrave uacute ucircumflex udieresis ntilde",
    "A": "A Agrave Aacute Acircumflex Atilde Adieresis Aring AE",
    "T": "T", "V": "V W", "Y": "Y Yacute", "O": "O C G Q Ograve Oacute Ocircumflex Otilde Odieresis Oslash Ccedilla",
    "dot": "period comma ellipsis", "v": "v w y", "q": "quotesingle quotedbl quoteleft quotedblleft",
}
KERN_PAIRS = [  # (left class, right class, value at regular weight)
    ("T", "o", -75), ("T", "u", -55), ("T", "A", -55), ("T", "dot", -80),
    ("V", "o", -45), ("V", "u", -25), ("V", "A", -50), ("V", "dot", -75),
    ("Y", "o", -75), ("Y", "u", -45), ("Y", "A", -60), ("Y", "dot", -85),
    ("A", "T", -55), ("A", "V", -50), ("A", "Y", -60), ("A", "v", -22), ("A", "q", -55),
    ("A", "O", -12),
    ("L", "T", -80), ("L", "V", -60), ("L", "Y", -80), ("L", "q", -90), ("L", "v", -30),
    ("P", "A", -45), ("P", "dot", -100), ("F", "dot", -80), ("F", "A", -35),
    ("r", "dot", -60), ("v", "dot", -55), ("f", "dot", -30), ("f", "q", 40),
    ("q", "A", -55), ("K", "O", -20), ("k", "o", -12),
    # German low quotes tuck under the overhang of „T…“, „V…“, „Y…“ as periods do
    ("low", "T", -60), ("low", "V", -45), ("low", "Y", -60),
]


def kern_fea(glyph_names, scale):
    have = set(glyph_names)
    lines = ["languagesystem DFLT dflt;", "languagesystem latn dflt;"]
    for side, table in (("L", KERN_LEFT), ("R", KERN_RIGHT)):
        for cls, members in sorted(table.items()):
            names = [n for n in members.split() if n in have]
            lines.append("@%s_%s = [%s];" % (side, cls, " ".join(names)))
    lines.append("feature kern {")
    for left, right, value in KERN_PAIRS:
        lines.append("    pos @L_%s @R_%s %d;" % (left, right, int(round(value * scale))))
    lines.append("} kern;")
    return "\n".join(lines) + "\n"


def legacy_kern_table(glyph_names, scale):
    """The same pairs as a flat old-style 'kern' table (for FreeType-only
    renderers without HarfBuzz)."""
    from fontTools.ttLib import newTable
    from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

    have = set(glyph_names)
    pairs = {}
    for left, right, value in KERN_PAIRS:
        for a in KERN_LEFT[left].split():
            for b in KERN_RIGHT[right].split():
                if a in have and b in have:
                    pairs[(a, b)] = int(round(value * scale))
    sub = KernTable_format_0()
    sub.coverage = 1
    sub.kernTable = pairs
    kern = newTable("kern")
    kern.version = 0
    kern.kernTables = [sub]
    return kern


def build_weight(style, out_dir):
    spec = WEIGHTS[style]
    hx = spec["stem"] / 2.0
    g = Ctx(hx, spec["ratio"])
    wf = spec["wf"]
    sbf = spec["sb"]

    names = [".notdef"] + sorted((n for n in GLYPHS if n != ".notdef"),
                                 key=lambda n: (GLYPHS[n]["cp"], n))
    shapes = {}
    for name in names:
        info = GLYPHS[name]
        items = info["fn"](g)
        shapes[name] = render_items(items, g, wf)

    # tabular figures: one advance for all digits
    fig_w = max(int(shapes[n].bounds[2] - shapes[n].bounds[0])
                for n in names if GLYPHS[n]["tabular"])
    fig_adv = int(round(fig_w + 2 * 46 * sbf))

    glyphs, metrics, cmap = {}, {}, {}
    for name in names:
        info = GLYPHS[name]
        geom = shapes[name]
        if geom is None:
            adv = int(round(info["adv"] * (1 + (wf - 1) * 1.5)))
            glyphs[name] = TTGlyphPen(None).glyph()
            metrics[name] = (adv, 0)
        else:
            x0, _, x1, _ = geom.bounds
            w = int(round(x1 - x0))
            if info["tabular"]:
                lsb = (fig_adv - w) // 2
                adv = fig_adv
            else:
                lsb = int(round(info["lsb"] * sbf))
                adv = lsb + w + int(round(info["rsb"] * sbf))
            dx = lsb - int(round(x0))
            glyphs[name] = draw_geom(geom, dx)
            metrics[name] = (adv, lsb)
        if info["cp"] is not None:
            cmap[info["cp"]] = name

    fb = FontBuilder(UPM, isTTF=True)
    fb.updateHead(created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP,
                  fontRevision=float(VERSION), macStyle=1 if style == "Bold" else 0)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap(cmap)
    fb.setupGlyf(glyphs)
    # the glyf bounds are authoritative for lsb
    glyf = fb.font["glyf"]
    final_metrics = {}
    for name in names:
        gl = glyf[name]
        lsb = gl.xMin if gl.numberOfContours else 0
        final_metrics[name] = (metrics[name][0], lsb)
    fb.setupHorizontalMetrics(final_metrics)
    fb.setupHorizontalHeader(ascent=LINE_ASC, descent=-LINE_DESC, lineGap=0)
    ps_name = "TownSans-" + style
    fb.setupNameTable({
        "copyright": "Copyright (c) the Town Squares project. Original design.",
        "familyName": FAMILY,
        "styleName": style,
        "uniqueFontIdentifier": "%s;%s" % (ps_name, VERSION),
        "fullName": "%s %s" % (FAMILY, style),
        "psName": ps_name,
        "version": "Version " + VERSION,
        "designer": "Town Squares project (generated by make_font.py)",
        "description": "Rounded geometric UI sans built from monoline skeletons.",
    })
    fb.setupOS2(
        version=4,
        usWeightClass=spec["weight_class"],
        usWidthClass=5,
        fsType=0,
        achVendID="TOWN",
        fsSelection=(0x20 if style == "Bold" else 0x40) | 0x80,
        sTypoAscender=LINE_ASC, sTypoDescender=-LINE_DESC, sTypoLineGap=0,
        usWinAscent=LINE_ASC, usWinDescent=LINE_DESC,
        sxHeight=XH, sCapHeight=CAP,
        usDefaultChar=0, usBreakChar=32, usMaxContext=0,
        ulCodePageRange1=(1 << 0) | (1 << 1), ulCodePageRange2=0,
        ySubscriptXSize=650, ySubscriptYSize=600, ySubscriptYOffset=75,
        ySuperscriptXSize=650, ySuperscriptYSize=600, ySuperscriptYOffset=350,
        yStrikeoutSize=int(spec["stem"] * spec["ratio"]), yStrikeoutPosition=HYPH + 20,
    )
    kscale = sbf * (1.0 if style == "Regular" else 1.1)
    fb.addOpenTypeFeatures(kern_fea(names, kscale))
    fb.font["kern"] = legacy_kern_table(names, kscale)
    fb.setupPost(underlinePosition=-120, underlineThickness=int(spec["stem"] * spec["ratio"] * 0.8))
    path_out = os.path.join(out_dir, ps_name + ".ttf")
    fb.save(path_out)
    return path_out, len(names)


_register_composites()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)),
                    help="output directory (default: next to this script)")
    ap.add_argument("--style", choices=sorted(WEIGHTS), action="append",
                    help="build only this style (repeatable)")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for style in args.style or ["Regular", "Bold"]:
        p, n = build_weight(style, args.out)
        print("wrote %s (%d glyphs)" % (p, n))


if __name__ == "__main__":
    main()
