"""Component data: rossio/data/*.yaml loads, agrees with the rulebook, and bad data is
reported by file and field."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from shared.engine.data import DataError

from rossio.components import components, load_components

DATA = Path(__file__).resolve().parents[2] / "rossio" / "data"


def test_counts_agree_with_the_rulebook():
    comp = components()
    assert len(comp.helper_ids) == 40 and len(comp.noble_ids) == 4
    assert len(comp.ross_cards) == 15
    assert [c.kind for c in comp.ross_cards].count("regular") == 9
    assert len(comp.square.bottom_pieces) == 5 and len(comp.square.top_pieces) == 5
    assert comp.square.tiles_per_colour * len(comp.square.colours) == 96
    assert all(comp.card(n).cost == 0 for n in comp.noble_ids)
    assert comp.difficulty("medium") == (2, 1) and comp.difficulty("very-hard") == (0, 3)


def test_ross_example_6_cards_exist():
    vps = {c.vp for c in components().ross_cards}
    assert {2, 3, 4} <= vps
    assert any((3, 3) in c.sections for c in components().ross_cards)


def test_reconstructed_values_are_marked_in_comments():
    for name in ("square.yaml", "helpers.yaml", "ross.yaml"):
        assert "reconstructed" in (DATA / name).read_text()


def _broken(tmp_path, name, old, new):
    for f in DATA.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    p = tmp_path / name
    text = p.read_text()
    assert old in text
    p.write_text(text.replace(old, new, 1))
    return tmp_path


@pytest.mark.parametrize("name,old,new,where", [
    ("helpers.yaml", "colour: red, shape: domino", "colour: pink, shape: domino", "helpers[0].colour"),
    ("helpers.yaml", "shape: line-3, cost: 4", "shape: blob, cost: 4", "helpers[1].shape"),
    ("helpers.yaml", 'domino:   ["##"]', 'domino:   ["#.", ".#"]', "shapes.domino"),
    ("ross.yaml", "sections: [[3, 1], [3, 2], [3, 3]]", "sections: [[3, 1], [3, 2], [9, 3]]",
     "cards[0].sections[2][0]"),
    ("ross.yaml", "kind: easy", "kind: regular", "cards"),
    ("square.yaml", "coin_icons: [0, 1, 1, 2]", "coin_icons: [1, 1, 1, 2]", "player_board.coin_icons"),
    ("square.yaml", "easy: [coin, coin, cards]", "easy: [coin, coin, gold]", "bottom_pieces[0].easy[2]"),
    ("square.yaml", "wall: false", "wall: true", "right_piece.wall"),
])
def test_bad_data_names_file_and_field(tmp_path, name, old, new, where):
    folder = _broken(tmp_path, name, old, new)
    with pytest.raises(DataError) as err:
        load_components(folder)
    assert err.value.file == name
    assert err.value.where == where


def test_unreadable_yaml(tmp_path):
    folder = _broken(tmp_path, "ross.yaml", "cards:", "cards: [")
    with pytest.raises(DataError) as err:
        load_components(folder)
    assert "ross.yaml" in str(err.value)
