"""Tests for the bundled Town Sans fonts (assets/fonts/).

The game only needs pygame to *use* the fonts; fontTools and shapely are
needed to inspect / rebuild them, so those tests are skipped when missing.
"""

from __future__ import annotations

import filecmp
import glob
import os
import subprocess
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT_DIR = os.path.join(ROOT, "assets", "fonts")
STYLES = ("Regular", "Bold")
FONT_FILES = {s: os.path.join(FONT_DIR, "TownSans-%s.ttf" % s) for s in STYLES}

PRINTABLE_ASCII = [chr(c) for c in range(0x20, 0x7F)]
LATIN1_REQUIRED = "ÀÁÂÃÄÇÈÉÊÍÓÔÕÖÚÜàáâãäçèéêíóôõöúüñÑß"
SYMBOLS_REQUIRED = "·•–—×÷²³°©←→↑↓✓★☀☾€…"
# German (issue 31): low opening quotes, the high closing ones, umlauts, both sharp s
GERMAN_REQUIRED = "„‚“”‘’–…äöüÄÖÜßẞ"
REQUIRED = PRINTABLE_ASCII + list(LATIN1_REQUIRED) + list(SYMBOLS_REQUIRED) + list(GERMAN_REQUIRED)
# Everything the font promises to cover (full Latin-1 letter block etc.)
EXTRA = [chr(c) for c in range(0xC0, 0x100)] + list("¡¿«»®±¹ıȷ‘’“”‹›−")


@pytest.fixture(scope="module")
def pg():
    pygame.init()
    pygame.font.init()
    yield pygame
    pygame.font.quit()


@pytest.mark.parametrize("style", STYLES)
def test_font_files_exist(style):
    path = FONT_FILES[style]
    assert os.path.isfile(path), path
    assert os.path.getsize(path) > 10_000


@pytest.mark.parametrize("style", STYLES)
def test_loads_in_pygame(pg, style):
    font = pygame.font.Font(FONT_FILES[style], 20)
    assert font.get_height() > 15
    surf = font.render("Town Squares 0123", True, (0, 0, 0))
    assert surf.get_width() > 50 and surf.get_height() > 10


@pytest.mark.parametrize("style", STYLES)
def test_cmap_covers_required_characters(style):
    ttLib = pytest.importorskip("fontTools.ttLib")
    font = ttLib.TTFont(FONT_FILES[style])
    cmap = font.getBestCmap()
    glyf = font["glyf"]
    missing = [c for c in REQUIRED + EXTRA if ord(c) not in cmap]
    assert not missing, "missing from cmap: %r" % "".join(missing)
    empty = [c for c in REQUIRED + EXTRA
             if c not in " \u00a0\u00ad" and glyf[cmap[ord(c)]].numberOfContours == 0]
    assert not empty, "glyphs without outlines: %r" % "".join(empty)
    # .notdef is a real (box) glyph
    assert font.getGlyphOrder()[0] == ".notdef"
    assert glyf[".notdef"].numberOfContours > 0


@pytest.mark.parametrize("style", STYLES)
def test_names_and_style_bits(style):
    ttLib = pytest.importorskip("fontTools.ttLib")
    font = ttLib.TTFont(FONT_FILES[style])
    name = font["name"]
    assert name.getDebugName(1) == "Town Sans"
    assert name.getDebugName(2) == style
    assert name.getDebugName(6) == "TownSans-" + style
    bold = style == "Bold"
    assert bool(font["head"].macStyle & 1) == bold
    assert font["OS/2"].usWeightClass == (700 if bold else 400)


@pytest.mark.parametrize("style", STYLES)
def test_outlines_stay_inside_line_metrics(style):
    ttLib = pytest.importorskip("fontTools.ttLib")
    font = ttLib.TTFont(FONT_FILES[style])
    head, hhea = font["head"], font["hhea"]
    assert head.yMax <= hhea.ascent
    assert head.yMin >= hhea.descent
    assert head.unitsPerEm == 1000


@pytest.mark.parametrize("style", STYLES)
def test_pygame_renders_real_glyphs(pg, style):
    """Each required character renders ink that differs from .notdef."""
    font = pygame.font.Font(FONT_FILES[style], 32)
    notdef = pygame.image.tobytes(font.render("\U0010fffd", True, (0, 0, 0), (255, 255, 255)), "RGB")
    for ch in REQUIRED:
        if ch == " ":
            assert font.size(" ")[0] > 4
            continue
        surf = font.render(ch, True, (0, 0, 0), (255, 255, 255))
        w, h = surf.get_size()
        assert w > 0 and h > 0, ch
        # non-empty: some dark pixels
        bbox = surf.get_bounding_rect(min_alpha=1)
        dark = sum(1 for x in range(w) for y in range(h) if surf.get_at((x, y))[0] < 128)
        assert dark > 0 and bbox.width > 0, "no ink for %r" % ch
        assert pygame.image.tobytes(surf, "RGB") != notdef, "%r renders as .notdef" % ch


@pytest.mark.parametrize("style", STYLES)
def test_tabular_digits(pg, style):
    ttLib = pytest.importorskip("fontTools.ttLib")
    font = ttLib.TTFont(FONT_FILES[style])
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    advances = {hmtx[cmap[ord(d)]][0] for d in "0123456789"}
    assert len(advances) == 1, advances
    # and pygame agrees: any 5-digit string has the same width
    pf = pygame.font.Font(FONT_FILES[style], 24)
    widths = {pf.size(s)[0] for s in ("11111", "00000", "12345", "98760", "47474")}
    assert len(widths) == 1, widths


@pytest.mark.parametrize("style", STYLES)
def test_confusable_glyphs_differ(pg, style):
    font = pygame.font.Font(FONT_FILES[style], 40)

    def img(ch):
        return pygame.image.tobytes(font.render(ch, True, (0, 0, 0), (255, 255, 255)), "RGB")

    for a, b in ("Il", "I1", "l1", "O0", "o0", "rn", "|l"):
        assert img(a) != img(b), (a, b)
    # "rn" must not be as narrow as "m"
    assert font.size("rn")[0] > font.size("m")[0]


def test_bold_is_heavier_and_wider(pg):
    reg = pygame.font.Font(FONT_FILES["Regular"], 32)
    bold = pygame.font.Font(FONT_FILES["Bold"], 32)
    text = "Squaring Circleville"
    assert bold.size(text)[0] > reg.size(text)[0]

    def ink(f):
        s = f.render(text, True, (0, 0, 0), (255, 255, 255))
        return sum(255 - s.get_at((x, y))[0] for x in range(s.get_width()) for y in range(s.get_height()))

    assert ink(bold) > 1.3 * ink(reg)


def test_rebuild_is_deterministic(tmp_path):
    pytest.importorskip("fontTools")
    pytest.importorskip("shapely")
    script = os.path.join(FONT_DIR, "make_font.py")
    for run in ("a", "b"):
        out = tmp_path / run
        subprocess.run([sys.executable, script, "--out", str(out)], check=True,
                       capture_output=True, cwd=str(tmp_path))
    for style in STYLES:
        name = "TownSans-%s.ttf" % style
        a, b = tmp_path / "a" / name, tmp_path / "b" / name
        assert filecmp.cmp(a, b, shallow=False), "two builds differ: " + name
        assert filecmp.cmp(a, FONT_FILES[style], shallow=False), (
            "committed %s is stale; run python assets/fonts/make_font.py" % name)


def catalogue_texts(path):
    """The translations (msgstr and msgstr[n]) of a PO file, unescaped: what the screens draw."""
    texts, current, in_msgstr = [], None, False
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            line = raw.strip()
            if line.startswith("msg"):
                keyword, _, rest = line.partition(" ")
                in_msgstr = keyword.startswith("msgstr")
                current = [] if in_msgstr else None
                if in_msgstr:
                    texts.append(current)
                line = rest
            if in_msgstr and line.startswith('"') and line.endswith('"'):
                current.append(line[1:-1].replace('\\"', '"').replace("\\n", "\n")
                               .replace("\\\\", "\\"))
    return ["".join(parts) for parts in texts]


def catalogue_characters():
    """Every character a German catalogue of any package draws (*/locale/de.po)."""
    used = set()
    for path in sorted(glob.glob(os.path.join(ROOT, "*", "locale", "de.po"))):
        for text in catalogue_texts(path):
            used.update(text)
    return sorted(used - set("\n\t"))


def test_catalogue_reader_sees_translations(tmp_path):
    po = tmp_path / "de.po"
    po.write_text('# \u2192 comment\nmsgid ""\nmsgstr ""\n"Language: de\\n"\n\n'
                  'msgid "Street"\nmsgstr "Stra\u00dfe \\"\u201eA\u201c\\""\n\n'
                  'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} Karte"\n'
                  'msgstr[1] ""\n"{n} Karten"\n', encoding="utf-8")
    assert catalogue_texts(str(po)) == ["Language: de\n", 'Stra\u00dfe "\u201eA\u201c"',
                                        "{n} Karte", "{n} Karten"]


@pytest.mark.parametrize("style", STYLES)
def test_cmap_covers_german_and_every_catalogue(style):
    """„Rossio“, ‚Bauleiter‘, GROẞ and every character of every German catalogue have
    a real outline (a missing one would draw as the .notdef box)."""
    ttLib = pytest.importorskip("fontTools.ttLib")
    font = ttLib.TTFont(FONT_FILES[style])
    cmap = font.getBestCmap()
    glyf = font["glyf"]
    wanted = sorted(set(GERMAN_REQUIRED) | set(catalogue_characters()))
    missing = [c for c in wanted if ord(c) not in cmap]
    assert not missing, "missing from cmap: %r" % "".join(missing)
    empty = [c for c in wanted if not c.isspace() and glyf[cmap[ord(c)]].numberOfContours == 0]
    assert not empty, "glyphs without outlines: %r" % "".join(empty)


@pytest.mark.parametrize("style", STYLES)
def test_catalogue_characters_render_in_pygame(pg, style):
    font = pygame.font.Font(FONT_FILES[style], 24)
    white = (255, 255, 255)
    notdef = pygame.image.tobytes(font.render("\U0010fffd", True, (0, 0, 0), white), "RGB")
    for ch in catalogue_characters():
        if ch.isspace():
            continue
        surf = font.render(ch, True, (0, 0, 0), white)
        assert pygame.image.tobytes(surf, "RGB") != notdef, "%r renders as .notdef" % ch


def _points(glyf, name):
    coords, ends, _ = glyf[name].getCoordinates(glyf)
    return list(coords), list(ends)


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("low, high", [("quotesinglbase", "quoteright"),
                                       ("quotedblbase", "quotedblright")])
def test_low_quotes_are_the_high_closing_quotes_on_the_baseline(style, low, high):
    """‚ and „ have the shape of ’ and ” (the turned “ that closes German quotes),
    moved down so their dots sit on the baseline like a comma's."""
    ttLib = pytest.importorskip("fontTools.ttLib")
    font = ttLib.TTFont(FONT_FILES[style])
    glyf, hmtx = font["glyf"], font["hmtx"]
    low_pts, low_ends = _points(glyf, low)
    high_pts, high_ends = _points(glyf, high)
    assert low_ends == high_ends
    dy = high_pts[0][1] - low_pts[0][1]
    assert dy > 500   # from above the caps down to the baseline
    for (lx, ly), (hx, hy) in zip(low_pts, high_pts):
        # within 8 units of 1000: the pen outline is rounded to a grid where it lies
        assert abs(lx - hx) <= 8 and abs(hy - ly - dy) <= 8
    assert hmtx[low][0] == hmtx[high][0]
    comma = glyf["comma"]
    assert abs(glyf[low].yMax - comma.yMax) <= 15   # the dot on the baseline
    assert glyf[low].yMin < 0 < glyf[low].yMax < font["OS/2"].sxHeight / 2


@pytest.mark.parametrize("style", STYLES)
def test_capital_sharp_s_stands_at_cap_height(style):
    ttLib = pytest.importorskip("fontTools.ttLib")
    font = ttLib.TTFont(FONT_FILES[style])
    cmap, glyf = font.getBestCmap(), font["glyf"]
    capital, small, b = (glyf[cmap[ord(c)]] for c in "\u1e9e\u00dfB")
    assert abs(capital.yMax - b.yMax) <= 15 and abs(capital.yMin - b.yMin) <= 15
    assert small.yMax > capital.yMax + 30   # ß rises to the ascender, ẞ stops at the caps
    assert capital.xMax - capital.xMin > small.xMax - small.xMin


@pytest.mark.parametrize("style", STYLES)
def test_low_quotes_are_kerned_under_overhanging_capitals(style):
    ttLib = pytest.importorskip("fontTools.ttLib")
    pairs = ttLib.TTFont(FONT_FILES[style])["kern"].kernTables[0].kernTable
    for quote in ("quotesinglbase", "quotedblbase"):
        for capital in "TVWY":
            assert pairs.get((quote, capital), 0) < 0, (quote, capital)
