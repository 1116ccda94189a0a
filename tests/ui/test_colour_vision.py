"""Issue 17, colour-vision mode: with each correction, the colours that tell things apart in
every game stay apart as an eye with that deficiency sees them (simulated, measured in
CIELAB); greys keep their look; pictures keep their shapes (the symbols) and take the
same correction as drawn colours; the mode applies at once and survives a restart."""
import itertools
import math

import pygame
import pytest

from assets import circleville_sprites, rossio_sprites, simplicity_sprites, squarecircle_sprites
from shared.engine import registry
from shared.ui import colourvision, settings
from shared.ui.app import App

# Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
APART = 20   # CIELAB distance: two colours this far apart are not mistaken for each other


def linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen(rgb, mode: str) -> tuple:
    """CIELAB of the colour as an eye with the deficiency sees it."""
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, map(linear, rgb)))))
               for row in SIMULATIONS[mode])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def colour_sets() -> dict[str, list]:
    """The colours that carry meaning: every game's seat colours, and the colours of its
    pieces (tile kinds, action colours, merchants)."""
    from circleville.components import components
    sets = {f"{name} seats": [look.rgb for look in info.looks]
            for name, info in registry.games().items() if len(info.looks) > 1}
    p = simplicity_sprites.PALETTE
    sets["simplicity tiles"] = [p[k] for k in simplicity_sprites.TILE_KINDS]
    sets["simplicity teams"] = [p[f"team_{k}"] for k in simplicity_sprites.TEAMS]
    sets["rossio tiles"] = [rossio_sprites.PALETTE[c] for c in rossio_sprites.MOTIFS]
    cv = circleville_sprites.PALETTE
    sets["circleville players"] = [cv[c] for c in components().inventory.player_colours]
    sets["circleville actions"] = [cv[c] for c in components().mat.colours]
    sets["squarecircle merchants"] = [squarecircle_sprites.PALETTE[c]
                                      for c in squarecircle_sprites.SYMBOLS]
    return sets


def closest_pair(mode: str, correct: bool) -> tuple[float, str]:
    matrix = colourvision.correction(mode)
    worst = (math.inf, "")
    for name, colours in colour_sets().items():
        for a, b in itertools.combinations(colours, 2):
            if correct:
                a, b = colourvision.tint(matrix, a), colourvision.tint(matrix, b)
            worst = min(worst, (math.dist(seen(a, mode), seen(b, mode)), f"{name}: {a} {b}"))
    return worst


@pytest.mark.parametrize("mode", sorted(SIMULATIONS))
def test_meaningful_colours_stay_apart_for_that_eye(mode):
    distance, pair = closest_pair(mode, correct=True)
    assert distance >= APART, pair
    assert distance > closest_pair(mode, correct=False)[0] + 10   # much better than without


def test_the_sets_are_those_of_every_game():
    assert len(colour_sets()) >= len(registry.games()) + 4


@pytest.mark.parametrize("mode", sorted(SIMULATIONS))
def test_greys_keep_their_look(mode):
    matrix = colourvision.correction(mode)
    for grey in (0, 40, 128, 250):
        assert all(abs(v - grey) <= 1 for v in colourvision.tint(matrix, (grey,) * 3))


@pytest.mark.parametrize("mode", sorted(SIMULATIONS))
def test_a_picture_takes_the_same_correction_and_keeps_its_symbol(mode):
    from shared.ui.assets import sprite
    image = sprite("simplicity", "disc_pink")
    matrix = colourvision.correction(mode)
    out = colourvision.tint_surface(image, matrix)
    assert pygame.mask.from_surface(out).count() == pygame.mask.from_surface(image).count()
    w, h = image.get_size()
    for x, y in itertools.product(range(4, w, 7), range(4, h, 7)):
        before, after = image.get_at((x, y)), out.get_at((x, y))
        assert after.a == before.a
        if before.a == 255:
            expected = colourvision.tint(matrix, tuple(before)[:3])
            assert max(abs(e - a) for e, a in zip(expected, after)) <= 16, (x, y)


def test_the_mode_applies_at_once_and_survives_a_restart(app):
    from .test_settings_screen import labelled, pick
    from .driver import Driver
    drv = Driver(app)
    drv.click(labelled(app.scene, "Settings").rect)
    pick(drv, app.scene, "colour_vision", "deuteranopia")
    assert app.canvas.colour_matrix == colourvision.correction("deuteranopia")
    app.canvas.clear((200, 40, 40))
    assert tuple(app.canvas.surface.get_at(app.canvas.point(640, 360)))[:3] == \
        colourvision.tint(app.canvas.colour_matrix, (200, 40, 40))
    settings.forget_cache()
    assert App().canvas.colour_matrix == colourvision.correction("deuteranopia")
    pick(drv, app.scene, "colour_vision", "normal")
    assert app.canvas.colour_matrix is None
