"""Rulebook, "Activating all the cards": pattern counting (Example 1, Example 5)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rossio.components import components
from rossio.patterns import (brute_force_count, colour_masks, count_card, make_shape,
                             max_disjoint, rotations_of)

from .support import BLUE, GREEN, RED, YELLOW, rows

# Example 1 square: red dominoes A+A (row 1) and B+B (row 4); blue C C C E E in row 3 and
# D D D in row 5. Space F is the empty space right of the E tiles.
EXAMPLE_1 = rows(
    "RRGYGY",
    "YGYGY",
    "BBBBB",     # C C C E E, then F
    "GRRYG",
    "GBBBY",     # D D D
)


def card_count(card_id, square, ncols=9):
    card = components().card(card_id)
    return count_card(card.shape, card.colour, colour_masks(square), 5, ncols)


def test_example_1_red_domino_counts_twice():
    comp = components()
    red_domino = 1
    assert comp.card(red_domino).colour == RED and comp.card(red_domino).shape.name == "domino"
    assert (comp.card(red_domino).cost, comp.card(red_domino).vp) == (5, 2)
    assert card_count(red_domino, EXAMPLE_1) == 2          # (A + A) and (B + B): 4 VP


def test_example_1_blue_pattern_counts_twice_not_three_times():
    comp = components()
    blue_line = 12
    card = comp.card(blue_line)
    assert (card.colour, card.shape.size, card.cost, card.vp) == (BLUE, 3, 4, 4)
    # C+C+C and D+D+D; C+E+E would use a C tile twice
    assert card_count(blue_line, EXAMPLE_1) == 2
    # Example 2 continues it: a blue tile in F forms a third pattern E+E+F
    with_f = EXAMPLE_1[:2] + (EXAMPLE_1[2] + (BLUE,),) + EXAMPLE_1[3:]
    assert card_count(blue_line, with_f) == 3


def test_orientation_does_not_matter():
    square = rows("B", "B", "B", "Y", "Y")     # a vertical blue line of three
    assert card_count(12, square) == 1


def test_mirror_images_are_different_patterns():
    l_shape = make_shape("l", [(0, 0), (1, 0), (2, 0), (2, 1)])
    j_shape = make_shape("j", [(0, 1), (1, 1), (2, 1), (2, 0)])
    assert len(rotations_of(l_shape.cells)) == 4
    assert set(l_shape.rotations).isdisjoint(j_shape.rotations)


def test_symmetric_shapes_have_fewer_rotations():
    assert len(rotations_of([(0, 0), (0, 1), (1, 0), (1, 1)])) == 1
    assert len(rotations_of([(0, 0), (0, 1)])) == 2


def test_example_5_noble_counts_each_colour():
    """A noble scores its pattern in any single colour: blue A+A+A and yellow B+B+B."""
    comp = components()
    noble = next(c for c in comp.cards if c.noble and c.shape.name == "line-3")
    assert noble.vp == 4
    square = rows("BBBRG", "RGRG", "YYYR", "GRGB", "RBGR")
    masks = colour_masks(square)
    assert count_card(noble.shape, None, masks, 5, 9) == 2       # 8 VP
    # no occurrence may mix colours
    mixed = rows("BBYRG", "RGRG", "GRGR", "RGRG", "GRGB")
    assert count_card(noble.shape, None, colour_masks(mixed), 5, 9) == 0


def test_a_tile_may_serve_several_cards():
    square = rows("BBBB", "GRGR", "RGRG", "GRGR", "YRYR")
    assert card_count(11, square) == 2     # blue domino: two disjoint dominoes
    assert card_count(18, square) == 1     # blue line of 4 uses the same tiles


SHAPES = [s for s in components().shapes]


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 4), st.integers(2, 5), st.data())
def test_counting_matches_brute_force(nrows, ncols, data):
    shape = data.draw(st.sampled_from(SHAPES))
    cells = data.draw(st.sets(st.tuples(st.integers(0, nrows - 1), st.integers(0, ncols - 1)),
                              max_size=nrows * ncols))
    mask = 0
    for r, c in cells:
        mask |= 1 << (c * nrows + r)
    assert max_disjoint(shape, mask, nrows, ncols) == brute_force_count(shape, set(cells), nrows, ncols)


def test_full_square_counts_are_bounded():
    import itertools
    colours = itertools.cycle([RED, RED, BLUE, YELLOW, GREEN, GREEN, BLUE])
    square = tuple(tuple(next(colours) for _ in range(15)) for _ in range(5))
    masks = colour_masks(square)
    for card in components().cards:
        n = count_card(card.shape, card.colour, masks, 5, 15)
        tiles = sum(bin(m).count("1") for m in masks) if card.noble else bin(masks[card.colour]).count("1")
        assert 0 <= n <= tiles // card.shape.size
