"""Component data: board.yaml and deck.yaml agree with the rules text, and a broken file
is reported naming the file and the field."""
import shutil

import pytest

from shared.engine.data import DataError
from squarecircle import components as comp_mod
from squarecircle.components import components, load


def test_board_facts_from_the_rules():
    """Setup: two goods of the marketplace's colour above 1-5 (white), 7-11 (blue), 13-17
    (green), 19-23 (yellow), 25-29 (red); colour figures on 1; Druid at the altar."""
    c = components()
    assert c.colours == ("white", "blue", "green", "yellow", "red")
    assert [(m.colour, m.spaces, m.goods_per_space) for m in c.marketplaces] == [
        ("white", (1, 2, 3, 4, 5), 2), ("blue", (7, 8, 9, 10, 11), 2),
        ("green", (13, 14, 15, 16, 17), 2), ("yellow", (19, 20, 21, 22, 23), 2),
        ("red", (25, 26, 27, 28, 29), 2)]
    assert len(c.spaces) == 30 and len(c.stones) == 50
    assert sum(s.goods for s in c.spaces) == 50
    assert [s.line for s in c.spaces[:7]] == ["white", "blue", "green", "yellow", "red", None, "white"]
    assert c.track_start == 1 and c.path_stones == 19


def test_deck_has_sixty_cards_ten_per_colour_and_ten_neutral():
    """"Shuffle the cards (without the trilithon cards)": 60 numbered cards."""
    c = components()
    assert sorted(card.id for card in c.cards) == list(range(1, 61))
    for colour in c.colours:
        for symbol in ("day", "night"):
            assert sum(1 for k in c.cards if (k.colour, k.symbol) == (colour, symbol)) == 5
    assert sum(1 for k in c.cards if k.neutral) == 10
    assert sorted(c.trilithon_cards) == sorted(c.colours)


def test_each_card_allows_nine_stones():
    """Derived: a card of colour X allows its 5 marketplace spaces and 4 other X lines."""
    c = components()
    for colour in c.colours:
        for symbol in ("day", "night"):
            assert len(c.allowed[colour, symbol]) == 9


def test_loaded_once():
    assert components() is components()


@pytest.fixture
def data_dir(tmp_path):
    for name in ("board.yaml", "deck.yaml"):
        shutil.copy(comp_mod.DATA_DIR / name, tmp_path / name)
    return tmp_path


def edit(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


@pytest.mark.parametrize("file, old, new, where, problem", [
    ("board.yaml", "{number: 3, line: green", "{number: 3, line: purple",
     "spaces[2].line", "'purple' is not one of"),
    ("board.yaml", "{number: 4, line: yellow", "{number: 5, line: yellow",
     "spaces[3].number", "expected 4"),
    ("board.yaml", "{number: 9, line: green, stones: [day, night]}",
     "{number: 9, line: green, stones: [day]}", "spaces[8].stones", "needs 2 stones, not 1"),
    ("board.yaml", "{number: 6, line: none, stones: []}",
     "{number: 6, line: none, stones: [dusk]}", "spaces[5].stones[0]", "'dusk' is not one of"),
    ("board.yaml", "spaces: [7, 8, 9, 10, 11]", "spaces: [7, 8, 9, 10, 5]",
     "marketplaces[1].spaces[4]", "already belongs to the white marketplace"),
    ("board.yaml", "  stones: 19 ", "  stones: many ", "bluestone_path.stones", "whole number"),
    ("board.yaml", "merchants_per_colour: 10", "merchants: 10", "pieces.merchants_per_colour",
     "is missing"),
    ("deck.yaml", "ids: [6, 7, 8, 9, 10]", "ids: [6, 7, 8, 9, 1]", "cards[1].ids[4]",
     "card 1 is listed twice"),
    ("deck.yaml", "{colour: blue, symbol: day", "{colour: blue, symbol: noon",
     "cards[2].symbol", "'noon' is not one of day, night"),
    ("deck.yaml", "{colour: green, symbol: night, ids: [26, 27, 28, 29, 30]}",
     "{colour: green, symbol: night, ids: [26, 27, 28, 29, 30, 61]}", "cards",
     "11 green cards but only 10 green merchants"),
    ("deck.yaml", "{colour: neutral, ids:", "{colour: neutral, symbol: day, ids:",
     "cards[10].symbol", "neutral cards carry no"),
    ("deck.yaml", "trilithon_cards: [white, blue, green, yellow, red]",
     "trilithon_cards: [white, blue, green, yellow]", "trilithon_cards", "one trilithon card per colour"),
])
def test_broken_data_names_file_and_field(data_dir, file, old, new, where, problem):
    edit(data_dir / file, old, new)
    with pytest.raises(DataError) as info:
        load(data_dir)
    message = str(info.value)
    assert message.startswith(f"{file}: {where}: "), message
    assert problem in message


def test_invalid_yaml_names_file_and_line(data_dir):
    (data_dir / "deck.yaml").write_text("cards: [\n  - {colour: white\n")
    with pytest.raises(DataError, match=r"^deck\.yaml: line \d+: is not valid YAML"):
        load(data_dir)


def test_missing_file_is_named(data_dir):
    (data_dir / "board.yaml").unlink()
    with pytest.raises(DataError, match=r"^board\.yaml: cannot be read"):
        load(data_dir)


def test_top_level_not_a_mapping(data_dir):
    (data_dir / "board.yaml").write_text("- just\n- a list\n")
    with pytest.raises(DataError, match=r"^board\.yaml: \(top\): should be a dict"):
        load(data_dir)
