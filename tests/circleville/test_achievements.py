"""Glossary "The achievement tiles": what each claimed tile scores at the end of the game."""
import attrs
import pytest

from circleville.events import Emitter
from circleville.scoring import achievement_points, final_scoring
from circleville.state import ACTION_TILE, Plot

from .support import build_on, complete, initial, with_player, with_site

KINDS = ("natural", "brown", "silver", "golden")
QUADRANT_SECTION = {"A": 1, "B": 10, "C": 20, "D": 15}     # a section of each quadrant


def town():
    """Built structures: in A 2 natural + 1 brown, in B 1 silver + 1 golden, in C 1 golden
    (on a New Plot tile), in D nothing; beautify cubes of seats 0 and 1."""
    state = complete(initial(3), 1, 15, 20)
    state = build_on(state, 1, 0, "natural", 0)
    state = build_on(state, 1, 1, "natural", 1, 0)
    state = with_site(state, 1, plots=state.site(1).plots + (Plot("brown", 1, 2, True),))
    state = build_on(state, 10, 0, "silver", 2, 2)
    state = build_on(state, 10, 1, "golden", 1)
    state = with_site(state, 20, plots=state.site(20).plots + (Plot("golden", 0, 1, True),),
                      beautify=(0, 1))
    return with_site(state, 1, beautify=(0,))


EXPECTED = {   # per quadrant: natural, brown, silver, golden
    "A": (2, 1, 0, 0), "B": (0, 0, 1, 1), "C": (0, 0, 0, 1), "D": (0, 0, 0, 0)}


@pytest.mark.parametrize("tile", range(1, 17))
def test_structures_in_a_quadrant(tile):
    """CV-ACH-01, CV-ACH-02, CV-ACH-03, CV-ACH-04, CV-ACH-05, CV-ACH-06, CV-ACH-07, CV-ACH-08,
    CV-ACH-09, CV-ACH-10, CV-ACH-11, CV-ACH-12, CV-ACH-13, CV-ACH-14, CV-ACH-15, CV-ACH-16,
    CV-ACH-28: tiles 1-4 natural (1 VP each), 5-8 brown, 9-12
    silver, 13-16 golden (2 VP each), one tile per quadrant A-D in turn; every structure of
    that kind standing in the quadrant at the end, whoever built it, New Plot tiles
    included."""
    kind = KINDS[(tile - 1) // 4]
    quadrant = "ABCD"[(tile - 1) % 4]
    vp = 1 if kind == "natural" else 2
    state = with_player(town(), 2, achievements=(tile,))
    assert achievement_points(state, 2, tile) == vp * EXPECTED[quadrant][KINDS.index(kind)]


@pytest.mark.parametrize("tile,kind,vp", [(17, "natural", 1), (18, "brown", 2),
                                          (19, "silver", 2), (20, "golden", 2)])
def test_structures_with_own_cube(tile, kind, vp):
    """CV-ACH-17, CV-ACH-18, CV-ACH-19, CV-ACH-20, CV-ACH-29: structures of the kind with at
    least one of your cubes on one of its two squares, anywhere; a structure with both
    squares yours counts once."""
    state = town()
    counts = {0: {"natural": 2, "golden": 1}, 1: {"natural": 1, "brown": 1, "golden": 2},
              2: {"brown": 1, "silver": 1}}
    for seat in range(3):
        assert achievement_points(state, seat, tile) == vp * counts[seat].get(kind, 0)


def test_own_beautify_cubes():
    """CV-ACH-21, CV-EQ-24: 1 VP per beautify icon holding one of your cubes."""
    state = town()
    assert [achievement_points(state, s, 21) for s in range(3)] == [2, 1, 0]


def test_action_tiles_on_the_mat():
    """CV-ACH-22, CV-ACH-30, CV-YB-17: 1 VP per action tile on the mat at final scoring
    (after the final action); used year bonus tiles do not count."""
    state = with_player(initial(2), 0, achievements=(22,),
                        mat=((ACTION_TILE, ACTION_TILE), (ACTION_TILE, 5), (), (9,)))
    assert achievement_points(state, 0, 22) == 3


def test_claimed_achievements():
    """CV-ACH-23: 3 VP per claimed achievement tile, this one included."""
    for held in ((23,), (23, 1), (23, 1, 2)):
        state = with_player(initial(2), 0, achievements=held)
        assert achievement_points(state, 0, 23) == 3 * len(held)


def test_achievements_score_at_the_end():
    """CV-ALT5-09, CV-ACH-27, CV-SCORE-14: claimed tiles score in final scoring."""
    state = with_player(town(), 0, achievements=(1, 21, 23))
    em = Emitter(state)
    final_scoring(em)
    assert em.state.final[0][4] == 2 + 2 + 9
    assert attrs.evolve(state).players[0].score == 0
