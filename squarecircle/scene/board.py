"""The printed board (everything that never moves), drawn once at twice the logical size
and scaled by the canvas like a sprite, so its curves come out smooth."""
from __future__ import annotations

from functools import lru_cache

import pygame

from shared.ui.assets import sprite
from squarecircle.components import components

from . import layout as L

K = 2   # board pixels per logical unit

# the five colours as they appear on the board (same as the sprites)
RGB = {
    "white": (238, 234, 222), "blue": (52, 104, 196), "green": (58, 146, 72),
    "yellow": (244, 198, 46), "red": (204, 52, 46),
}
RIM = (86, 82, 76)
RIM_EDGE = (60, 56, 52)
SPACE = (226, 214, 186)
SPACE_GAP = (200, 188, 160)
SPACE_EDGE = (150, 134, 106)
GRASS_OUT = (88, 124, 76)
GRASS_IN = (104, 140, 84)
CHALK = (210, 214, 190)
PATH = (170, 150, 112)


def _p(x: float, y: float) -> tuple[float, float]:
    """Logical point to board pixels."""
    return (x - (L.CX - L.R_EDGE)) * K, (y - (L.CY - L.R_EDGE)) * K


def _poly(surf, colour, points, width=0) -> None:
    pygame.draw.polygon(surf, colour, [_p(*pt) for pt in points], width)


def _circle(surf, colour, r, width=0) -> None:
    pygame.draw.circle(surf, colour, _p(L.CX, L.CY), r * K, width * K if width else 0)


def _blit(surf, image, rect) -> None:
    x, y, w, h = rect
    scaled = pygame.transform.smoothscale(image, (round(w * K), round(h * K)))
    surf.blit(scaled, _p(x, y))


def _tint(surf, colour, alpha, points) -> None:
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*colour, alpha), [_p(*pt) for pt in points])
    surf.blit(layer, (0, 0))


@lru_cache(maxsize=1)
def static_board() -> pygame.Surface:
    comp = components()
    size = 2 * L.R_EDGE * K
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    # the rim (the track) and the ring of numbered spaces
    _circle(surf, RIM_EDGE, L.R_EDGE)
    _circle(surf, RIM, L.R_EDGE - 2)
    _circle(surf, SPACE_EDGE, L.R_SPACE_OUT + 1)
    _circle(surf, SPACE, L.R_SPACE_OUT)
    for space in comp.spaces:
        a = L.space_angle(space.number)
        if space.line is None:
            _poly(surf, SPACE_GAP, L.ring_sector(L.R_LINE_IN, L.R_SPACE_OUT, a - L.STEP / 2,
                                                 a + L.STEP / 2))
    # the inner ring of small stones, each marketplace's wedge tinted with its colour
    _circle(surf, SPACE_EDGE, L.R_LINE_IN)
    _circle(surf, GRASS_OUT, L.R_LINE_IN - 1)
    for m in comp.marketplaces:
        a0 = L.space_angle(m.spaces[0]) - L.STEP / 2 + 0.8
        a1 = L.space_angle(m.spaces[-1]) + L.STEP / 2 - 0.8
        _tint(surf, RGB[m.colour], 70,
              L.ring_sector(L.R_INNER_IN + 6, L.R_INNER_OUT - 1, a0, a1, 30))
        _poly(surf, RGB[m.colour], L.ring_sector(L.R_INNER_IN, L.R_INNER_IN + 6, a0, a1, 30))
        _poly(surf, RIM_EDGE, L.ring_sector(L.R_INNER_IN, L.R_INNER_IN + 6, a0, a1, 30), 1)
    # separators between the numbered spaces
    for n in range(L.SPACES):
        a = L.space_angle(n) + L.STEP / 2
        pygame.draw.line(surf, SPACE_EDGE, _p(*L.polar(L.R_LINE_IN, a)),
                         _p(*L.polar(L.R_SPACE_OUT, a)), K)
    # the colour lines, each with its colour's symbol
    for space in comp.spaces:
        if space.line is None:
            continue
        a = L.space_angle(space.number)
        sector = L.ring_sector(L.R_LINE_IN + 1, L.R_LINE_OUT, a - L.STEP / 2 + 1.2,
                               a + L.STEP / 2 - 1.2)
        _poly(surf, RGB[space.line], sector)
        _poly(surf, RIM_EDGE, sector, 1)
        x, y = L.polar((L.R_LINE_IN + L.R_LINE_OUT) / 2 + 0.5, a)
        _blit(surf, sprite("squarecircle", f"symbol_{space.line}"), (x - 7.5, y - 7.5, 15, 15))
    # inside the stones: grass, the chalk ring of the ditch
    _circle(surf, GRASS_IN, L.R_INNER_IN)
    _circle(surf, CHALK, L.R_INNER_IN - 8, 1)
    # the bluestone path from the altar round and back to the altar
    n = comp.path_stones
    points = [(L.CX, L.CY)] + [L.path_pos(k, n) for k in range(1, n + 1)] + [(L.CX, L.CY)]
    pygame.draw.lines(surf, PATH, False, [_p(*pt) for pt in points], 7 * K)
    for k in range(1, n + 1):
        x, y = L.path_pos(k, n)
        _blit(surf, sprite("squarecircle", "bluestone"), (x - 9, y - 8, 18, 17))
    # the altar
    _blit(surf, sprite("squarecircle", "altar"), (L.CX - 36, L.CY - 26, 72, 48))
    # the trilithons in a horseshoe, each with its marketplace's trilithon card
    for c, colour in enumerate(comp.colours):
        x, y = L.trilithon_pos(c)
        _blit(surf, sprite("squarecircle", "trilithon"), (x - 34, y - 38, 68, 57))
        _blit(surf, sprite("squarecircle", f"tricard_{colour}"), (x - 11, y - 14, 22, 31))
    # the small stones
    for stone in comp.stones:
        _blit(surf, sprite("squarecircle", f"stone_{stone.symbol}"),
              L.stone_rect(stone.space, stone.symbol))
    return surf
