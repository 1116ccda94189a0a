"""Colour-vision modes: every colour the canvas draws, and every picture it shows, passes
through a correction for one of the common colour-vision deficiencies, so colours that
such an eye would see alike are moved apart (shapes and symbols are untouched: they stay
the second cue they always are).

Each correction is a 3x3 matrix on sRGB values whose rows sum to 1, so greys, the paper
and the ink keep their look. They were found by a search that, for each deficiency,
maximised the smallest distance (CIELAB) between every game's meaningful colours as that
eye sees them (simulated with Machado, Oliveira and Fernandes' 2009 matrices);
tests/ui/test_colour_vision.py measures it again."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

CORRECTIONS = {
    "protanopia": ((0.663, 0.417, -0.080), (0.433, 0.550, 0.017), (0.817, -0.913, 1.096)),
    "deuteranopia": ((0.431, 0.789, -0.220), (0.378, 0.427, 0.195), (0.776, -1.094, 1.318)),
    "tritanopia": ((0.631, -0.397, 0.766), (-0.380, 0.888, 0.492), (-0.241, -0.122, 1.363)),
}


def correction(mode: str):
    """The matrix of a mode; None for normal colour vision."""
    return CORRECTIONS.get(mode)


@lru_cache(maxsize=4096)
def tint(matrix, colour: tuple) -> tuple:
    """One colour (RGB or RGBA) through the matrix; alpha is kept."""
    rgb = [min(255, max(0, round(sum(m * c for m, c in zip(row, colour[:3])))))
           for row in matrix]
    return (*rgb, *colour[3:])


def rotated(surface: pygame.Surface, by: int) -> pygame.Surface:
    """A copy whose red, green and blue come from the channel `by` places on (1: green,
    blue, red); alpha stays."""
    size = surface.get_size()
    src = pygame.image.tobytes(surface, "RGBA")
    out = bytearray(src)
    for channel in range(3):
        out[channel::4] = src[(channel + by) % 3::4]
    return pygame.image.frombytes(bytes(out), size, "RGBA")


def tint_surface(surface: pygame.Surface, matrix) -> pygame.Surface:
    """The picture through the matrix, with pygame's per-channel blends: each output
    channel sums the input channels times their coefficient, the three input channels
    brought into place by rotating the channels. The sums are taken at 1/k of the scale,
    so a bright colour's positive terms cannot clip before its negative ones are taken
    away, and multiplied by k at the end."""
    if surface.get_bitsize() != 32 or not surface.get_flags() & pygame.SRCALPHA:
        surface = surface.convert_alpha() if pygame.display.get_surface() else \
            surface.convert(32, pygame.SRCALPHA)
    k = math.ceil(max(sum(max(0.0, m) for m in row) for row in matrix))
    out = surface.copy()
    out.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)   # black, the alpha kept
    for by in range(3):
        source = surface if by == 0 else rotated(surface, by)
        factors = [matrix[c][(c + by) % 3] / k for c in range(3)]
        for sign, flag in ((1, pygame.BLEND_RGB_ADD), (-1, pygame.BLEND_RGB_SUB)):
            part = [round(255 * max(0.0, sign * f)) for f in factors]
            if any(part):
                layer = source.copy()
                layer.fill(part, special_flags=pygame.BLEND_RGB_MULT)
                out.blit(layer, (0, 0), special_flags=flag)
    scaled = out.copy()
    for _ in range(k - 1):
        out.blit(scaled, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return out
