"""The generated sprite PNGs exist, have the right sizes and match the generator."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from assets import make_sprites  # noqa: E402
from tests.games import GAMES  # noqa: E402

SPRITES = ROOT / "assets" / "sprites"
TEAMS = ("pink", "white", "yellow", "brown", "red", "black")


def _expected() -> dict[str, tuple[int, int]]:
    exp: dict[str, tuple[int, int]] = {}
    for kind in ("residential", "commercial", "office", "civic", "park"):
        exp[f"simplicity/tile_{kind}.png"] = (128, 128)
    for team in TEAMS:
        exp[f"simplicity/disc_{team}.png"] = (64, 64)
        exp[f"simplicity/pawn_{team}.png"] = (56, 80)
    for shape in ("circle", "triangle", "pentagon", "square", "hexagon"):
        exp[f"simplicity/shape_{shape}.png"] = (64, 64)
    for name in ("space_blank", "extra_point", "demolition"):
        exp[f"simplicity/{name}.png"] = (64, 64)
    exp["simplicity/bag.png"] = (96, 96)
    for game in GAMES:
        exp[f"launcher/{game}.png"] = (360, 220)
    exp["ui/icon.png"] = (64, 64)
    for size in (16, 32, 48, 128, 256):   # the app icon in the other sizes desktops use
        exp[f"ui/icon_{size}.png"] = (size, size)
    for name in ("undo", "redo", "menu"):
        exp[f"ui/{name}.png"] = (48, 48)
    from assets import squarecircle_sprites
    for name, size, _ in squarecircle_sprites.sprite_specs():
        exp[f"squarecircle/{name}.png"] = size
    exp.update(_circleville_expected())
    exp.update(_rossio_expected())
    return exp


def _circleville_expected() -> dict[str, tuple[int, int]]:
    """Squaring Circleville's sprites, listed from the component data: the pieces of every
    player colour, structure kind and action colour, the rondel spaces, and one icon per
    equipment and achievement tile and per year bonus kind."""
    from circleville.components import components
    data = components()
    exp: dict[str, tuple[int, int]] = {}
    for c in data.inventory.player_colours:
        exp[f"circleville/cube_{c}.png"] = (32, 32)
        exp[f"circleville/supervisor_{c}.png"] = (44, 60)
        exp[f"circleville/assistant_{c}.png"] = (36, 44)
        exp[f"circleville/disc_{c}.png"] = (48, 48)
        exp[f"circleville/marker_{c}.png"] = (40, 40)
        exp[f"circleville/marker_{c}_plus10.png"] = (40, 40)
    for kind in data.inventory.structure_kinds:
        exp[f"circleville/structure_{kind}.png"] = (48, 48)
        exp[f"circleville/structure_icon_{kind}.png"] = (32, 32)
    for c in data.mat.colours + ("back",):
        exp[f"circleville/tile_{c}.png"] = (40, 40)
    for c in ("red", "blue"):
        exp[f"circleville/road_{c}.png"] = (24, 24)
    for space in data.board.rondel.spaces:
        exp[f"circleville/rondel_{space.colour}{'_start' if space.smokestack else ''}.png"] = (64, 64)
    exp.update({"circleville/section_tile.png": (112, 112), "circleville/build_plot.png": (48, 40),
                "circleville/beautify.png": (28, 28), "circleville/number_square.png": (24, 24),
                "circleville/vp_box.png": (88, 28), "circleville/bag.png": (96, 96),
                "circleville/courthouse.png": (96, 96), "circleville/first_player.png": (48, 48)})
    for name in ("frame_equipment", "frame_achievement", "frame_year_bonus", "year_bonus_back",
                 "year_bonus_back_final"):
        exp[f"circleville/{name}.png"] = (96, 96)
    for tile in data.equipment:
        exp[f"circleville/equipment_{tile.id}.png"] = (48, 48)
    for tile in data.achievements:
        exp[f"circleville/achievement_{tile.id}.png"] = (48, 48)
    for tile in data.year_bonus:
        exp[f"circleville/year_bonus_{tile.effect.kind}.png"] = (48, 48)
    return exp


def _rossio_expected() -> dict[str, tuple[int, int]]:
    """Rossio's sprites, listed from the component data: one side A per card (helpers and
    nobles), one front per ROSS card, one back per turn arrow, one bottom piece per side."""
    from rossio.components import load_components
    comp = load_components()
    sq = comp.square
    card, token, icon = (90, 126), (40, 40), (32, 32)
    exp = {f"rossio/tile_{c}.png": (48, 48) for c in sq.colours}
    exp.update({f"rossio/card_{c.id}_a.png": card for c in comp.cards})
    exp.update({f"rossio/ross_{c.id}.png": card for c in comp.ross_cards})
    exp.update({f"rossio/ross_back_{b}.png": card for b in ("top", "middle", "bottom")})
    for name in ("card_b", "card_back"):
        exp[f"rossio/{name}.png"] = card
    exp["rossio/tile_back.png"] = (48, 48)
    for name in ("coin_1", "coin_5", "vp_1", "vp_2", "vp_5", "vp_10", "vp_hidden", "vp_token_3",
                 "first_player"):
        exp[f"rossio/{name}.png"] = token
    for name in ("bonus_coin", "bonus_cards", "bonus_end", "market_A", "market_B", "market_C", "market_D"):
        exp[f"rossio/{name}.png"] = icon
    tall = 24 + sq.rows * 48 + 44  # top wall, the rows of tiles, a bottom piece
    exp["rossio/left_piece.png"] = (24, tall)
    exp["rossio/theatre.png"] = (96, tall)
    exp["rossio/top_piece.png"] = (sq.columns_per_piece * 48, 24)
    for piece in sq.bottom_pieces:
        for side in ("easy", "hard"):
            exp[f"rossio/{piece.id}_{side}.png"] = (sq.columns_per_piece * 48, 44)
    exp["rossio/board.png"] = (312, 128)
    return exp


EXPECTED = _expected()


def _load(path: Path) -> pygame.Surface:
    return pygame.image.load(str(path))


def test_generator_knows_every_expected_sprite():
    specs = {rel: size for rel, size, _ in make_sprites.sprite_specs()}
    assert specs == EXPECTED


def test_no_unexpected_files():
    on_disk = {p.relative_to(SPRITES).as_posix() for p in SPRITES.rglob("*.png")}
    assert on_disk == set(EXPECTED)


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_sprite_file(rel):
    path = SPRITES / rel
    assert path.is_file(), f"missing {rel}: run python -m assets.make_sprites"
    img = _load(path)
    assert img.get_size() == EXPECTED[rel]
    assert img.get_flags() & pygame.SRCALPHA, f"{rel} has no alpha channel"
    w, h = img.get_size()
    for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert img.get_at(corner).a == 0, f"{rel}: corner {corner} is not transparent"
    # something is actually drawn
    assert pygame.mask.from_surface(img, 127).count() > 0.03 * w * h


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sprites")
    make_sprites.main(out)
    return out


def test_regeneration_matches_committed_pixels(regenerated):
    made = {p.relative_to(regenerated).as_posix() for p in regenerated.rglob("*.png")}
    assert made == set(EXPECTED)
    differing = []
    for rel in sorted(made):
        new = _load(regenerated / rel)
        old = _load(SPRITES / rel)
        if new.get_size() != old.get_size() or pygame.image.tobytes(new, "RGBA") != pygame.image.tobytes(old, "RGBA"):
            differing.append(rel)
    assert not differing, f"sprites out of date, re-run python -m assets.make_sprites: {differing}"


def test_rossio_sprites_stay_small():
    total = sum(p.stat().st_size for p in (SPRITES / "rossio").glob("*.png"))
    assert total < 600_000, f"the Rossio sprites take {total} bytes"


def test_circleville_colours_differ_by_symbol_too():
    """Colour is never the only cue: every player and action colour has its own symbol."""
    from assets import circleville_sprites
    from circleville.components import components
    colours = components().inventory.player_colours + components().mat.colours
    assert len({circleville_sprites.SYMBOLS[c] for c in colours}) == len(colours)


def test_circleville_sprites_stay_small():
    total = sum(p.stat().st_size for p in (SPRITES / "circleville").glob("*.png"))
    assert total < 400_000, f"the Circleville sprites take {total} bytes"
