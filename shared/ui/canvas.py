"""Drawing in logical units on a window of any size.

Scenes lay out in a fixed logical space (1280x720); the canvas maps it onto the real
window, letterboxed, and renders text and sprites at the window's real resolution so they
stay crisp at any size. Rendered text and scaled sprites are cached.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from functools import lru_cache

import pygame

from . import colourvision, theme


# control characters (a NUL stops the font renderer, a newline starts a second line) and
# lone surrogates (not encodable) come from typed or loaded names; never drawn as such
UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


# the least pixel size of a text a person must read, at 1366x768 (issue 28)
READABLE_PX = 12


def drawable(text: str) -> str:
    return UNDRAWABLE.sub("\ufffd", text)


@lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    path = theme.FONT_BOLD if bold else theme.FONT_REGULAR
    px = max(6, px)
    if path.exists():
        return pygame.font.Font(str(path), px)
    return pygame.font.Font(None, int(px * 1.3))  # pygame's own font until ours is built


class Kept(dict):
    """What is drawn or measured once and reused, up to `most` of it; then all of it is
    forgotten at once (a new window or text size leaves most of it unused anyway)."""

    def __init__(self, most: int):
        super().__init__()
        self.most = most

    def get_or_make(self, key, make):
        value = self.get(key)
        if value is None:
            if len(self) > self.most:
                self.clear()
            value = self[key] = make()
        return value


class Canvas:
    def __init__(self, surface: pygame.Surface):
        self.surface = surface
        self.resize(surface)
        self.text_scale = 1.0   # the settings screen's text size: every text, larger or smaller
        # the colour-vision mode's correction (rows of an RGB matrix; None: as drawn)
        self.colour_matrix: tuple[tuple[float, float, float], ...] | None = None
        self._text_cache = Kept(600)      # rendered lines
        self._width_cache = Kept(20000)   # text widths in pixels (wrapping tries many lines)
        self._image_cache = Kept(800)     # sprites scaled to a size
        self._box_cache = Kept(400)       # translucent boxes, per size and colour

    def set_colour_vision(self, mode: str) -> None:
        matrix = colourvision.correction(mode)
        if matrix != self.colour_matrix:
            self.colour_matrix = matrix
            self._text_cache.clear()
            self._image_cache.clear()
            self._box_cache.clear()

    def tint(self, colour):
        """A colour as the colour-vision mode shows it (drawn as is without one)."""
        if self.colour_matrix is None:
            return colour
        return colourvision.tint(self.colour_matrix, tuple(colour))

    def resize(self, surface: pygame.Surface) -> None:
        self.surface = surface
        w, h = surface.get_size()
        lw, lh = theme.LOGICAL_SIZE
        self.scale = min(w / lw, h / lh)
        self.ox = (w - lw * self.scale) / 2
        self.oy = (h - lh * self.scale) / 2

    # --- coordinates ------------------------------------------------------------------
    def px(self, v: float) -> int:
        return round(v * self.scale)   # round() of a float is an int

    def point(self, x: float, y: float) -> tuple[int, int]:
        scale = self.scale
        return round(self.ox + x * scale), round(self.oy + y * scale)

    def rect(self, r) -> pygame.Rect:
        r = pygame.Rect(r) if not isinstance(r, pygame.FRect) else r
        x0, y0 = self.point(r.x, r.y)
        x1, y1 = self.point(r.x + r.w, r.y + r.h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def to_logical(self, pos) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale

    @contextmanager
    def through(self, camera):
        """Draw in the camera's world units, clipped to its viewport: everything drawn
        inside the block is zoomed and panned, text and sprites still at full resolution."""
        saved = self.scale, self.ox, self.oy, self.surface.get_clip()
        self.surface.set_clip(self.rect(camera.viewport).clip(saved[3]))
        vx, vy = camera.viewport[:2]
        self.ox += (vx - camera.left * camera.zoom) * self.scale
        self.oy += (vy - camera.top * camera.zoom) * self.scale
        self.scale *= camera.zoom
        try:
            yield
        finally:
            self.scale, self.ox, self.oy, clip = saved
            self.surface.set_clip(clip)

    # --- shapes -----------------------------------------------------------------------
    def clear(self, colour) -> None:
        self.surface.fill(self.tint(theme.TABLE_DARK))
        self.surface.fill(self.tint(colour), self.rect((0, 0, *theme.LOGICAL_SIZE)))

    def box(self, r, colour, radius: float = 0, width: float = 0, shadow: bool = False) -> None:
        pr = self.rect(r)
        if shadow:
            self.alpha_box(pr.move(self.px(3), self.px(4)), theme.SHADOW, self.px(radius))
        if len(colour) == 4:
            self.alpha_box(pr, colour, self.px(radius), self.px(width) if width else 0)
        else:
            pygame.draw.rect(self.surface, self.tint(colour), pr,
                             max(1, self.px(width)) if width else 0,
                             border_radius=self.px(radius))

    def alpha_box(self, pr: pygame.Rect, rgba, radius: int = 0, width: int = 0) -> None:
        def make() -> pygame.Surface:   # panels and glows come back every frame
            layer = pygame.Surface(pr.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, self.tint(rgba), layer.get_rect(), width,
                             border_radius=radius)
            return layer
        layer = self._box_cache.get_or_make((pr.size, tuple(rgba), radius, width), make)
        self.surface.blit(layer, pr.topleft)

    def circle(self, centre, radius: float, colour, width: float = 0) -> None:
        c = self.point(*centre)
        if len(colour) == 4:
            r = self.px(radius)
            layer = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            pygame.draw.circle(layer, self.tint(colour), (r + 1, r + 1), r,
                               self.px(width) if width else 0)
            self.surface.blit(layer, (c[0] - r - 1, c[1] - r - 1))
        else:
            pygame.draw.circle(self.surface, self.tint(colour), c, self.px(radius),
                               max(1, self.px(width)) if width else 0)

    def line(self, a, b, colour, width: float = 1) -> None:
        pygame.draw.line(self.surface, self.tint(colour), self.point(*a), self.point(*b),
                         max(1, self.px(width)))

    def polygon(self, points, colour, width: float = 0) -> None:
        pygame.draw.polygon(self.surface, self.tint(colour), [self.point(*p) for p in points],
                            max(1, self.px(width)) if width else 0)

    # --- text -------------------------------------------------------------------------
    def text_surface(self, text: str, size: float, colour, bold: bool = False) -> pygame.Surface:
        px = self.px(size * self.text_scale)

        def make() -> pygame.Surface:
            face, shown = font(px, bold), drawable(text)
            if not face.size(shown)[0]:   # only zero-width marks (BOM, ZWSP): pygame refuses
                shown = ""
            return face.render(shown, True, self.tint(colour))
        return self._text_cache.get_or_make((text, px, tuple(colour), bold), make)

    def text_width(self, text: str, size: float, bold: bool = False) -> float:
        px = self.px(size * self.text_scale)
        width = self._width_cache.get_or_make(
            (text, px, bold), lambda: font(px, bold).size(drawable(text))[0])
        return width / self.scale

    def text(self, text: str, pos, size: float = 18, colour=theme.INK, bold: bool = False,
             anchor: str = "topleft", max_width: float | None = None,
             least: float | None = None) -> pygame.Rect:
        """Draw one line; `anchor` is a pygame.Rect attribute name for `pos`. With
        `max_width`, the text shrinks (down to 70 %, or to `least`) and is then cut with
        an ellipsis."""
        if max_width is not None:
            floor = size * 0.7 if least is None else min(size, least)
            while size > floor and self.text_width(text, size, bold) > max_width:
                size = max(floor, size * 0.94)
            while len(text) > 2 and self.text_width(text, size, bold) > max_width:
                text = text.rstrip("…")[:-1].rstrip() + "…"
        surf = self.text_surface(text, size, colour, bold)
        r = surf.get_rect(**{anchor: self.point(*pos)})
        self.surface.blit(surf, r)
        return r

    def readable(self) -> float:
        """The smallest logical size to shrink a text a person must read to: 12 pixels
        high in a 1366x768 window at this text size (tests/ui/test_fit.py)."""
        return READABLE_PX / (768 / theme.LOGICAL_SIZE[1]) / self.text_scale

    def fit(self, text: str, size: float, width: float, bold: bool = False) -> float:
        """The largest size from `size` down to `readable()` at which `text` takes one
        line of at most `width` (the floor if none does: `text` then shrinks and cuts)."""
        least = min(size, self.readable())
        while size > least and self.text_width(text, size, bold) > width:
            size = max(least, size - 0.5)
        return size

    def heading(self, size: float, most: float = 1.2) -> float:
        """A heading's size: large already, it grows with the text size only up to `most`
        times, leaving the room below it to the texts that need it more."""
        return size * min(1.0, most / self.text_scale)

    def wrap(self, text: str, width: float, size: float = 16, bold=False) -> list[str]:
        """The lines `text` takes, word-wrapped to `width`; a per cent sign stays on the
        line of its number ("wins 2 %", never "2" at a line's end and "%" on the next)."""
        words: list[str] = []
        for word in text.split():
            if word.startswith("%") and words:   # "%", "%," "%)"
                words[-1] += " " + word
            else:
                words.append(word)
        lines, line = [], ""
        for word in words:
            trial = f"{line} {word}".strip()
            if self.text_width(trial, size, bold) > width and line:
                lines.append(line)
                line = word
            else:
                line = trial
        return lines + [line] if line else lines

    def label(self, text: str, r, size: float, colour=theme.INK, bold: bool = False,
              align: str = "center") -> None:
        """A label inside logical rect `r` (a button's, a choice's): one line, shrunk down
        to 70 % if need be; else on as many lines as the rect's height holds, in print
        down to half the size; cut with an ellipsis only if even that fails."""
        x, y, w, h = r
        anchor = "center" if align == "center" else "midleft"
        left = x + w / 2 if align == "center" else x
        if self.text_width(text, size * 0.7, bold) > w:
            s = size * 0.85
            while s >= size * 0.5:
                step = s * self.text_scale * 1.2
                lines = self.wrap(text, w, s, bold)
                if len(lines) * step <= h and all(self.text_width(t, s, bold) <= w
                                                  for t in lines):
                    for i, line in enumerate(lines):
                        self.text(line, (left, y + h / 2 + (i - (len(lines) - 1) / 2) * step),
                                  s, colour, bold, anchor=anchor)
                    return
                s -= 0.5
        self.text(text, (left, y + h / 2), size, colour, bold, anchor=anchor, max_width=w)

    def fitting_size(self, texts, width: float, height: float, size: float,
                     least: float, line_gap: float = 1.25, gap: float = 0,
                     bold: bool = False) -> float:
        """The largest size from `size` down to `least` at which `texts`, each wrapped to
        `width` (`gap` between them, no word wider), take at most `height`; `least` if none
        does."""
        while size > least:
            wrapped = [line for t in texts for line in self.wrap(t, width, size, bold)]
            if len(wrapped) * size * self.text_scale * line_gap + gap * (len(texts) - 1) \
                    <= height and all(self.text_width(line, size, bold) <= width
                                      for line in wrapped):   # (a word as wide as the room)
                break
            size = max(least, size - 0.5)
        return size

    def wrapped(self, text: str, r, size: float = 16, colour=theme.INK, bold=False,
                line_gap: float = 1.25) -> float:
        """Word-wrapped text inside logical rect `r`; returns the height used."""
        x, y, w, _ = r
        step = size * self.text_scale * line_gap
        lines = self.wrap(text, w, size, bold)
        for i, line in enumerate(lines):
            self.text(line, (x, y + i * step), size, colour, bold)
        return step * len(lines)

    def wrapped_about(self, text: str, x: float, middle: float, width: float,
                      size: float = 16, colour=theme.INK, bold=False,
                      line_gap: float = 1.25) -> float:
        """`wrapped`, its lines (one or more) centred on the height `middle`."""
        rows = len(self.wrap(text, width, size, bold))
        top = middle - rows * size * self.text_scale * line_gap / 2
        return self.wrapped(text, (x, top, width, 0), size, colour, bold, line_gap)

    # --- images -----------------------------------------------------------------------
    def image(self, surface: pygame.Surface, r, key=None, alpha: int = 255) -> None:
        """Blit a sprite scaled to logical rect `r` (smooth, cached per pixel size)."""
        pr = self.rect(r)
        if pr.w <= 0 or pr.h <= 0:
            return
        def make() -> pygame.Surface:
            scaled = pygame.transform.smoothscale(surface, pr.size)
            if self.colour_matrix is not None:
                scaled = colourvision.tint_surface(scaled, self.colour_matrix)
            return scaled
        scaled = self._image_cache.get_or_make((key or id(surface), pr.size), make)
        if alpha < 255:
            scaled = scaled.copy()
            scaled.set_alpha(alpha)
        self.surface.blit(scaled, pr)
