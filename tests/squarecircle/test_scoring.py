"""Rules "Scoring": marketplaces, the value of goods, the winner and the tie-break."""
import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from squarecircle.goods import goods_values, winners
from squarecircle.marketplace import marketplace_points, tally
from squarecircle.rules import RULES

from .support import colour, finished

# colour order: white, blue, green, yellow, red


def test_marketplace_example_six_merchants():
    """"EXAMPLE: At the end of the game there are six merchants in the White Marketplace -
    3x Blue 2x Red 1x Yellow. Blue is awarded 6 points. Red is awarded 3 points. Yellow is
    awarded 2 points.\""""
    assert marketplace_points((0, 3, 0, 1, 2)) == (0, 6, 0, 2, 3)


def test_marketplace_example_on_the_board():
    """The same example played out on the white marketplace's stones (spaces 1-5)."""
    placed = {(1, "day"): "blue", (2, "night"): "blue", (5, "day"): "blue",
              (3, "day"): "red", (4, "night"): "red", (1, "night"): "yellow"}
    t = tally(finished(2, [(0,) * 5] * 2, placed=placed))
    white = colour("white")
    assert t.counts[white] == (0, 3, 0, 1, 2)
    assert t.points[white] == (0, 6, 0, 2, 3)
    # colour figures start on 1, rise one per merchant, then gain their marketplace points
    assert t.values == (1, 1 + 3 + 6, 1, 1 + 1 + 2, 1 + 2 + 3)


@pytest.mark.parametrize("counts, points", [
    ((2, 2, 1, 0, 0), (5, 5, 2, 0, 0)),      # tied leaders both gain the total
    ((3, 1, 1, 0, 0), (5, 3, 3, 0, 0)),      # tied seconds both gain the leader's count
    ((2, 2, 2, 0, 0), (6, 6, 6, 0, 0)),
    ((0, 0, 0, 0, 1), (0, 0, 0, 0, 1)),
    ((0, 0, 0, 0, 0), (0, 0, 0, 0, 0)),      # an empty marketplace scores nothing
    ((4, 3, 2, 1, 0), (10, 4, 3, 2, 0)),
])
def test_marketplace_ties(counts, points):
    """"(In the event of a tie.. all of the tied colors earn the same number of points.)"
    and "awarded a number of points equal to the number of merchants of the previous high
    total\""""
    assert marketplace_points(counts) == points


@given(st.lists(st.integers(0, 10), min_size=5, max_size=5))
def test_marketplace_points_order_follows_counts(counts):
    """Most merchants gain the total; more merchants never gain fewer points; a colour
    without merchants gains nothing."""
    points = marketplace_points(tuple(counts))
    if any(counts):
        assert points[counts.index(max(counts))] == sum(counts)
    for a, pa in zip(counts, points):
        assert (pa == 0) == (a == 0)
        for b, pb in zip(counts, points):
            if a > b:
                assert pa >= pb


@pytest.mark.parametrize("values, worth", [
    ((10, 20, 30, 40, 50), (0, 1, 2, 3, 4)),
    ((50, 40, 30, 20, 10), (4, 3, 2, 1, 0)),
    ((9, 9, 7, 5, 3), (4, 4, 2, 1, 0)),      # ruling: the next takes the rank after the tie
    ((9, 7, 7, 7, 1), (4, 3, 3, 3, 0)),
    ((5, 5, 5, 5, 5), (4, 4, 4, 4, 4)),
    ((8, 6, 6, 2, 2), (4, 3, 3, 1, 1)),
])
def test_goods_values_4_3_2_1_0(values, worth):
    """"The color with the highest value is worth four points per good. The color with the
    second highest value is worth three ... third ... two ... fourth ... 1 point per good."
    The fifth is worth nothing; ruling for ties: tied colours share the better rank."""
    assert goods_values(values) == worth


def test_most_points_in_goods_wins_and_sheet_is_complete():
    """"THE PLAYER WITH THE MOST POINTS IN GOODS IS THE WINNER OF THE GAME." Colour values
    (no merchants placed): white 50, blue 40, green 30, yellow 20, red 10."""
    state = finished(3, [(1, 0, 0, 0, 5), (0, 2, 0, 0, 0), (0, 0, 1, 1, 0)],
                     track=(50, 40, 30, 20, 10))
    r = RULES.result(state)
    assert r.scores == (4, 6, 3)
    assert r.winners == (1,)
    assert tuple(map(str, r.columns)) == ("Player 1", "Player 2", "Player 3") and r.column_seat == (0, 1, 2)
    assert len(r.categories) == len(r.sheet) == 7
    assert str(r.categories[0]).startswith("White goods (4 points each")
    assert r.sheet[0] == (4, 0, 0) and r.sheet[1] == (0, 6, 0) and r.sheet[4] == (0, 0, 0)
    assert r.sheet[-2] == (6, 2, 2)          # goods held
    assert r.sheet[-1] == r.scores           # total
    assert "Player 2 has the most points" in str(r.tiebreak)


def test_tie_broken_by_goods_of_the_highest_value_colour():
    """"In the event of a tie.. the player who controls the most goods of the highest
    value color.. is the winner of the game." Player 1: 2 white x 4 = 8; Player 2:
    1 white x 4 + 2 green x 2 = 8."""
    state = finished(2, [(2, 0, 0, 0, 0), (1, 0, 2, 0, 0)], track=(50, 40, 30, 20, 10))
    r = RULES.result(state)
    assert r.scores == (8, 8)
    assert r.winners == (0,)
    assert "Player 1 holds the most white goods (2 to 1)" in str(r.tiebreak)


def test_tie_with_same_goods_no_player_wins():
    """"If all tied-players control the same goods.. no player wins the game.\""""
    state = finished(3, [(1, 1, 0, 0, 0), (1, 1, 0, 0, 0), (0, 0, 0, 0, 3)],
                     track=(50, 40, 30, 20, 10))
    r = RULES.result(state)
    assert r.scores == (7, 7, 0)
    assert r.winners == ()
    assert "no player wins" in str(r.tiebreak)


def test_tie_on_highest_colour_goes_down_the_colours():
    """Ruling (text silent beyond the highest colour): players tied on points and on the
    highest-valued colour's goods compare the next colour down."""
    # values: white 4, blue 3, green 2, yellow 1. A: 1 white + 2 blue = 10;
    # B: 1 white + 1 blue + 1 green + 1 yellow = 4 + 3 + 2 + 1 = 10
    won, sentence = winners((10, 10), ((1, 2, 0, 0, 0), (1, 1, 1, 1, 0)), (50, 40, 30, 20, 10))
    assert won == (0,)
    assert "blue" in str(sentence)


def test_colours_tied_for_highest_value_count_together():
    """Ruling: with two colours sharing the highest value, their goods count together."""
    won, _ = winners((8, 8), ((1, 1, 0, 0, 0), (0, 0, 0, 0, 0)), (30, 30, 20, 10, 5))
    assert won == (0,)
    won, sentence = winners((8, 8), ((2, 0, 0, 0, 0), (0, 2, 0, 0, 0)), (30, 30, 20, 10, 5))
    assert won == () and "no player wins" in str(sentence)


def test_three_way_tie_narrowed_to_two_no_player_wins():
    won, sentence = winners((8, 8, 8), ((2, 0, 0, 0, 0), (2, 0, 0, 0, 0), (1, 0, 2, 0, 0)),
                            (50, 40, 30, 20, 10))
    assert won == ()
    assert str(sentence).startswith("Player 1, Player 2 and Player 3 tie on 8 points")


def test_result_is_none_while_the_game_runs():
    state = finished(2, [(0,) * 5] * 2)
    assert RULES.result(state) is not None
    assert RULES.result(attrs.evolve(state, druid=0)) is None


def test_heuristic_is_score_now_minus_best_opponent():
    state = finished(3, [(1, 0, 0, 0, 0), (0, 1, 0, 0, 0), (0, 0, 0, 0, 1)],
                     track=(50, 40, 30, 20, 10))
    assert RULES.heuristic(state, 0) == 4 - 3
    assert RULES.heuristic(state, 2) == 0 - 4
