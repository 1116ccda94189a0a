#!/usr/bin/env python3
"""Render a specimen sheet of the Town Sans fonts with pygame.

Usage::

    python assets/fonts/specimen.py [OUT.png] [--zoom TEXT] [--size N]

Writes /tmp/font_specimen.png by default (not into the repository).  With
``--zoom`` only the given text is rendered large (default 96 px) in both
weights, which is handy for inspecting outlines.
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = {
    "Regular": os.path.join(HERE, "TownSans-Regular.ttf"),
    "Bold": os.path.join(HERE, "TownSans-Bold.ttf"),
}
SIZES = [12, 14, 16, 20, 24, 32, 48]
LINES = [
    "The quick brown fox jumps over the lazy dog 0123456789",
    "Squaring Circleville \u00b7 Rossio \u00b7 Simplicity \u00b7 The Square Circle",
    "Cal\u00e7ada S\u00e3o Vicente \u2014 Gr\u00f6\u00dfe \u00dcbung \u00c0\u00c9\u00ce\u00d5\u00dc \u00df",
    "Links 3 + 9 = 12   Parks 1\u00b2 + 3\u00b2 = 10  \u2605 \u2713 \u2190 \u2192  \u2600 \u263e",
    # German: low opening quotes, the capital sharp s beside the small one
    "Stra\u00dfe \u201eRossio\u201c \u201aBauleiter\u2018 GRO\u1e9e "
    "\u00c4rger \u00d6l \u00dcber \u2013 \u201eS\u00e4ule\u201c\u2026",
]
EXTRA = [
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz",
    "Il1| O0o rn m  !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    "\u00c0\u00c1\u00c2\u00c3\u00c4\u00c5\u00c6\u00c7\u00c8\u00c9\u00ca\u00cb\u00cc\u00cd\u00ce\u00cf\u00d0\u00d1\u00d2\u00d3\u00d4\u00d5\u00d6\u00d8\u00d9\u00da\u00db\u00dc\u00dd\u00de \u00e0\u00e1\u00e2\u00e3\u00e4\u00e5\u00e6\u00e7\u00e8\u00e9\u00ea\u00eb\u00ec\u00ed\u00ee\u00ef\u00f0\u00f1\u00f2\u00f3\u00f4\u00f5\u00f6\u00f8\u00f9\u00fa\u00fb\u00fc\u00fd\u00fe\u00ff",
    "\u2022 \u2013 \u2014 \u00d7 \u00f7 \u00b2 \u00b3 \u00b9 \u00b0 \u00a9 \u00ae \u2190 \u2192 \u2191 \u2193 \u2713 \u2605 \u2600 \u263e \u20ac \u2026 \u00ab\u00bb \u2018\u2019 \u201c\u201d \u201a\u2018 \u201e\u201c \u1e9e\u00df \u00a1\u00bf \u00b1",
]
BG = (250, 247, 240)
FG = (30, 34, 48)


def digit_table(font):
    rows = ["Score   1234", "Bonus    890", "Total  11111", "Best   70486", "Parks    2 5"]
    surfs = [font.render(r, True, FG) for r in rows]
    w = max(s.get_width() for s in surfs)
    h = font.get_linesize()
    out = pygame.Surface((w, h * len(rows)), pygame.SRCALPHA)
    for i, s in enumerate(surfs):
        out.blit(s, (w - s.get_width(), i * h))  # right aligned: columns must line up
    return out


def render_sheet(out_path):
    blocks = []
    width = 0
    for style, path in FONTS.items():
        label_font = pygame.font.Font(path, 14)
        blocks.append(label_font.render("Town Sans %s" % style, True, (160, 60, 40)))
        for size in SIZES:
            f = pygame.font.Font(path, size)
            blocks.append(label_font.render("%d px" % size, True, (120, 120, 130)))
            lines = LINES + (EXTRA if size in (16, 24) else [])
            for text in lines:
                blocks.append(f.render(text, True, FG))
            if size in (16, 24):
                blocks.append(digit_table(f))
        blocks.append(None)
    for b in blocks:
        if b is not None:
            width = max(width, b.get_width())
    height = sum((b.get_height() + 4) if b is not None else 30 for b in blocks)
    sheet = pygame.Surface((width + 40, height + 40))
    sheet.fill(BG)
    y = 20
    for b in blocks:
        if b is None:
            y += 30
            continue
        sheet.blit(b, (20, y))
        y += b.get_height() + 4
    pygame.image.save(sheet, out_path)
    return sheet.get_size()


def render_zoom(out_path, text, size):
    surfs = []
    for style, path in FONTS.items():
        f = pygame.font.Font(path, size)
        surfs.append(f.render(text, True, FG))
    w = max(s.get_width() for s in surfs) + 40
    h = sum(s.get_height() + 10 for s in surfs) + 30
    sheet = pygame.Surface((w, h))
    sheet.fill(BG)
    y = 15
    for s in surfs:
        sheet.blit(s, (20, y))
        y += s.get_height() + 10
    pygame.image.save(sheet, out_path)
    return sheet.get_size()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out", nargs="?", default="/tmp/font_specimen.png")
    ap.add_argument("--zoom", help="render only this text, large")
    ap.add_argument("--size", type=int, default=96)
    args = ap.parse_args()
    pygame.init()
    if args.zoom:
        size = render_zoom(args.out, args.zoom, args.size)
    else:
        size = render_sheet(args.out)
    print("wrote %s %dx%d" % (args.out, size[0], size[1]))


if __name__ == "__main__":
    main()
