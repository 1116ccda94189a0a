"""Solo player Bertha ("08 Solo mode", section "Solo Player: Bertha"), played through the rules:
each test builds a position, plays Bertha's whole solo turn (the move `SoloTurn`, steps 1, 2
and 4) and checks what the rulebook says must happen.

The rulebook's worked example (I-IV) comes first, then the checklist items CV-SOLO-BERTHA-*
the other test files leave open.

Bertha's mat in our data (circleville/data/solo_mats.yaml): a supervisor track of 4 rows,
top first, with the quadrant icons B, C, D, A (printed colours blue, orange, green, red) and an
extra action track beside the rows. Only "the fourth space shows the first quadrant" is
known from the example; the other icons are reconstructed, so each test puts the supervisor
on the row whose quadrant the situation needs and says so.

The rondel, clockwise from space 0: green, red, blue, orange, green, red, blue, orange.
Town quadrants: A = sections 1-5, B = 6-10, C = 16-20, D = 11-15; the town starts with
section 10 completed (two empty plots).
"""
from __future__ import annotations

import attrs

from circleville.events import Beautified, Improved, PointsScored
from circleville.solo.engine import mat

from .solo_support import actions_started, boxed, solo_game, solo_to_play, solo_turn, with_tops
from .support import COMP, build_on, complete

SEAT = 1                    # Bertha sits after the human (seat 0)
MAT = mat("bertha")
A, B, C, D = range(4)       # quadrant indices (Player.markers)
ROW_A = 3                   # the fourth (bottom) row of her track shows the first quadrant
ROW_B = 0                   # reconstructed: the top row shows the second quadrant


# --- reading the outcome ----------------------------------------------------------------------

def her(state):
    return state.players[SEAT]


def her_mat(state):
    return state.solo[SEAT]


# --- the rulebook's example -------------------------------------------------------------------

def example_position():
    """Bertha's example (08 Solo mode, Bertha, example I-IV).

    - Her supervisor is on the fourth row (first quadrant, ROW_A), and the tile beside it is
      orange (DE-27: "the old orange action tile").
    - Her assistant is on space 0; the next space clockwise with an orange top tile is space
      2, a blue space (facts K: her actions were "1 blue and 1 orange", so the space is
      blue). Space 4 shows orange too, so "next" matters.
    - Sections 5 and 4 are as printed: 2 and 2 empty blue squares, a brown structure in 5,
      a brown and a natural one in 4.
    - The extra action marker: the picture's row is not in the text; the example says the
      bonus actions are "in the fourth quadrant, as marked by their extra action marker", so
      we put the marker beside row 1 and a green tile there (green -> fourth quadrant D in
      town.yaml).
    - For the bonus actions: section 15 (fourth quadrant) is completed with a natural
      structure built by the human, its second square and its beautify icon empty.
    """
    assert MAT.spaces[ROW_A].quadrant == "A"
    state = solo_game("bertha")
    state = with_tops(state, ("green", "red", "orange", "blue", "orange", "green", "blue", "red"))
    state = complete(state, 15)
    state = build_on(state, 15, 0, "natural", left=0)
    return solo_to_play(state, SEAT, 0, space=ROW_A, tiles=("", "green", "", "orange"), extra=1)


def test_bertha_example_i_assistant_seeks_the_orange_tile():
    """08 Solo mode, Bertha, example I and step 1 (CV-SOLO-BERTHA-04, CV-SOLO-BERTHA-12):
    "Bertha moves their assistant to the courthouse rondel space with an orange action tile on
    top of the stack matching the action tile next to their supervisor, giving Bertha 2 actions:
    1 blue action and 1 orange action." """
    after, events = solo_turn(example_position())
    assert her(after).assistant == 2                      # the first orange top clockwise
    assert [(c, lvl) for c, _, lvl, _ in actions_started(events, SEAT)] == \
        [("blue", 3), ("orange", 3)]


def test_bertha_example_ii_construct_roads_then_raze_in_5_and_4():
    """08 Solo mode, Bertha, example II (CV-SOLO-BERTHA-17, CV-SOLO-BERTHA-08,
    CV-SOLO-BERTHA-10, CV-SOLO-BERTHA-11, CV-SOLO-BERTHA-13): "Bertha takes the blue level 3
    Construct roads action and places 2 white cubes on the blue squares in section 5 and 1 white
    cube on one of the blue squares in section 4. Then, Bertha takes the level 3 Raze structures
    action, razes the 2 brown structures from section 5 and section 4 and places them on the
    structures queue, and places their white cubes on the structure icons." """
    before = example_position()
    after, events = solo_turn(before)
    assert actions_started(events, SEAT) == [("blue", "basic", 3, 3), ("orange", "basic", 3, 2)]
    # blue level 3: 2 cubes in 5 (the highest section of the first quadrant), 1 in 4
    assert after.site(5).blue[SEAT] == 2
    assert after.site(4).blue[SEAT] == 1
    assert all(after.site(n).blue[SEAT] == 0 for n in range(1, 4))
    # orange level 3: the browns of 5 and 4 (brown before natural in her order) ...
    assert after.site(5).structures == ()
    assert after.site(4).structures == ("natural",)
    # ... go on the structures queue, and her white cubes mark their icons
    assert after.queue == before.queue + ("brown", "brown")
    assert after.site(5).icons[SEAT] == 1 and after.site(4).icons[SEAT] == 1
    # everything could be done: no VP for impossible actions
    assert not [e for e in events if isinstance(e, PointsScored) and e.seat == SEAT]


def test_bertha_example_iii_orange_tile_beside_supervisor_who_leaves_the_fourth_space():
    """08 Solo mode, Bertha, example III and step 4 (CV-SOLO-BERTHA-19, CV-SOLO-BERTHA-20,
    CV-SOLO-BERTHA-22): "Bertha takes the orange action tile from the stack on the courthouse
    rondel and places it next to their supervisor. Bertha moves their supervisor from the fourth
    space, so the supervisor passes the icons for the 2 extra actions." DE adds: she returns
    "the old orange action tile" to the box."""
    before = example_position()
    after, events = solo_turn(before)
    assert her_mat(after).tiles[ROW_A] == "orange"           # the new tile beside row 4
    assert len(after.stacks[2]) == len(before.stacks[2]) - 1   # taken from the stack
    assert boxed(before, after, "orange") == 1                # the old orange tile
    # passing the extra action icons: both bonus actions happen
    assert [type(e) for e in events if isinstance(e, (Improved, Beautified))] == \
        [Improved, Beautified]


def test_bertha_example_iv_bonus_improve_and_beautify_in_the_fourth_quadrant():
    """08 Solo mode, Bertha, example IV and step 4 (CV-SOLO-BERTHA-23, CV-SOLO-BERTHA-24,
    CV-SOLO-BERTHA-27, CV-SOLO-BERTHA-28, CV-SOLO-BERTHA-29): "Bertha immediately conducts the
    alternate Improve a structure action and the Beautify a complete section action in the
    fourth quadrant, as marked by their extra action marker. Bertha places their white cubes on
    the matching icons and advances their quadrant marker on the quadrant track by 2. ...
    Finally, she moves the extra action marker on their solo player mat down to the next space
    and moves the supervisor to the top space of the matching track." """
    before = example_position()
    after, events = solo_turn(before)
    site = after.site(15)
    assert site.plots[0] == attrs.evolve(before.site(15).plots[0], right=SEAT)   # improved
    assert site.beautify == (SEAT,)                                              # beautified
    assert her(after).markers == (0, 0, 0, 2)           # +2 on the fourth quadrant's track
    assert her_mat(after).extra == 2                     # the marker one space down
    assert her_mat(after).space == 0                     # supervisor back on the top space
    # 3 road cubes + 2 icon cubes + improve + beautify; no VP anywhere
    assert her(after).cubes == her(before).cubes - 7
    assert her(after).score == 0


# --- step 1 -----------------------------------------------------------------------------------

def test_bertha_06_her_own_space_never_counts():
    """08 Solo mode, Bertha, step 1 (CV-SOLO-BERTHA-06): she "moves their assistant in clockwise
    direction to the next space on the courthouse rondel with an action tile on top of the stack
    that matches" - the space she stands on is not a next space, even when its top tile matches.
    The colour beside her supervisor is orange (a tile on row B)."""
    tiles = ("orange", "", "", "")
    # her own stack (space 2) and space 5 show orange: she goes on to 5
    state = with_tops(solo_game("bertha"), ("green", "red", "orange", "blue", "green", "orange",
                                             "blue", "red"))
    after, _ = solo_turn(solo_to_play(state, SEAT, 2, space=ROW_B, tiles=tiles))
    assert her(after).assistant == 5
    # only her own stack shows orange: no other match, so she moves 1 space (to 3)
    state = with_tops(solo_game("bertha"), ("green", "red", "orange", "blue", "green", "red",
                                             "blue", "red"))
    after, _ = solo_turn(solo_to_play(state, SEAT, 2, space=ROW_B, tiles=tiles))
    assert her(after).assistant == 3


# --- step 2 -----------------------------------------------------------------------------------

def test_bertha_13_red_and_green_are_the_basic_actions():
    """08 Solo mode, Bertha, step 2 (CV-SOLO-BERTHA-13): "First, Bertha takes the action
    determined by the courthouse rondel space their assistant ends in, then they take the action
    determined by the tile on top of the stack" - the basic actions of those colours at level 3
    (example: blue = Construct roads, orange = Raze structures). Here a red space and a green
    tile: Deconstruct roads (3 cubes on red squares) and Build structures (2 structures from the
    queue), not an alternate action.

    Supervisor on the top row (second quadrant B in our data) with a green tile, so she seeks
    the green top tile at space 1 (red). In B the highest section, 10, is completed (the start
    section, two empty plots): the red cubes fill 9, the highest open section, and the rest go
    to 8; the structures are built in 10."""
    state = with_tops(solo_game("bertha"), ("blue", "green", "blue", "orange", "blue", "red",
                                             "blue", "red"))
    state = attrs.evolve(state, queue=("natural", "golden", "brown"))
    before = solo_to_play(state, SEAT, 0, space=ROW_B, tiles=("green", "", "", ""))
    after, events = solo_turn(before)
    assert her(after).assistant == 1
    assert actions_started(events, SEAT) == [("red", "basic", 3, 3), ("green", "basic", 3, 2)]
    # Deconstruct roads: 3 cubes on red squares, 9 first, the rest in the next section down
    in_9 = COMP.town.section(9).red
    assert [after.site(n).red[SEAT] for n in (9, 8)] == [in_9, 3 - in_9]
    # Build structures: brown, then natural (her order silver, brown, natural, golden)
    assert [(p.structure, p.left) for p in after.site(10).plots] == \
        [("brown", SEAT), ("natural", SEAT)]
    assert after.queue == ("golden",)
    assert her(after).markers == (0, 2, 0, 0)               # a track space per structure built
    assert not [e for e in events if isinstance(e, (Improved, Beautified))]


# --- step 4 -----------------------------------------------------------------------------------

def test_bertha_19_20_21_tile_beside_supervisor_old_tile_boxed_supervisor_advances():
    """08 Solo mode, Bertha, step 4 (CV-SOLO-BERTHA-19, CV-SOLO-BERTHA-20, CV-SOLO-BERTHA-21):
    "Bertha takes the action tile from the stack on the courthouse rondel and places it on the
    action space next to their supervisor. They return any previous action tile from that space
    to the game box. Then, Bertha moves the supervisor to the next space."

    Her supervisor is on row 1 (a red tile beside it). No stack shows red, so she moves 1
    space, to space 1, whose stack shows blue: the blue tile replaces the red one."""
    state = with_tops(solo_game("bertha"), ("green", "blue", "blue", "orange", "green", "orange",
                                             "blue", "green"))
    before = solo_to_play(state, SEAT, 0, space=1, tiles=("", "red", "", ""))
    after, _ = solo_turn(before)
    assert her(after).assistant == 1
    # CV-SOLO-BERTHA-19: the stack's top tile goes beside her supervisor
    assert her_mat(after).tiles == ("", "blue", "", "")
    assert len(after.stacks[1]) == len(before.stacks[1]) - 1
    # CV-SOLO-BERTHA-20: the old red tile goes to the box
    assert boxed(before, after, "red") == 1
    assert boxed(before, after, "blue") == 0
    # CV-SOLO-BERTHA-21: the supervisor moves one row down (not the last row: no bonus)
    assert her_mat(after).space == 2
    assert her_mat(after).extra == 0


def test_bertha_20_nothing_to_box_on_an_empty_action_space():
    """08 Solo mode, Bertha, step 4 (CV-SOLO-BERTHA-20): she returns "any previous action tile"
    - with no tile beside her supervisor (its print showing), nothing goes to the box. Row 1
    prints orange; space 3 (orange space) is the next orange top tile."""
    state = with_tops(solo_game("bertha"), ("green", "red", "blue", "orange", "green", "red",
                                             "blue", "green"))
    before = solo_to_play(state, SEAT, 0, space=1)
    after, _ = solo_turn(before)
    assert her(after).assistant == 3
    assert her_mat(after).tiles == ("", "orange", "", "")
    assert after.box == before.box
    assert her_mat(after).space == 2


def test_bertha_32_empty_stack_no_tile_but_the_supervisor_advances():
    """08 Solo mode, Bertha, step 2 and step 4 (CV-SOLO-BERTHA-32, CV-SOLO-BERTHA-16; ruling
    S5): with no action tile at her rondel space she "scores 5 victory points for the missed
    action"; in step 4 there is no tile to take, the old tile stays beside her supervisor, and
    the supervisor still moves to the next space.

    An orange tile beside her supervisor (row B) and no orange top anywhere: she moves 1
    space, onto space 1 (red) whose stack is empty."""
    state = with_tops(solo_game("bertha"), ("green", "", "blue", "red", "green", "red", "blue",
                                             "green"))
    before = solo_to_play(state, SEAT, 0, space=ROW_B, tiles=("orange", "", "", ""))
    after, events = solo_turn(before)
    assert her(after).assistant == 1
    assert actions_started(events, SEAT) == [("red", "basic", 3, 3)]   # the space's action
    assert her(after).score == 5                                  # the missed second action
    assert her_mat(after).tiles == ("orange", "", "", "")        # no new tile, old one stays
    assert after.box == before.box
    assert her_mat(after).space == 1                              # the supervisor still moves


# --- the bonus actions ------------------------------------------------------------------------

def bonus_position(state, marker_tile: str):
    """Bertha about to leave the fourth row: supervisor on row A with a red tile, her
    assistant on 0 and the next red top tile on space 1 (a red space), so step 2 is two red
    road actions in the first quadrant that touch no completed section. Her extra action
    marker is beside the top row, where `marker_tile` lies: its colour names the bonus
    quadrant."""
    state = with_tops(state, ("blue", "red", "blue", "orange", "green", "orange", "blue", "green"))
    return solo_to_play(state, SEAT, 0, space=ROW_A, tiles=(marker_tile, "", "", "red"),
                        extra=0)


def test_bertha_26_bonus_actions_highest_section_and_structure_order():
    """08 Solo mode, Bertha, step 4 and step 2 (CV-SOLO-BERTHA-26, CV-SOLO-BERTHA-23,
    CV-SOLO-BERTHA-24): the bonus Improve a structure and Beautify a completed section keep her
    rules: "the highest possible numbered section of the quadrant" and "Any time Bertha
    interacts with a structure, they will select structures in this order: silver, brown,
    natural, golden."

    A green tile beside the marker: the fourth quadrant (11-15). Completed there: 12 with a
    built silver structure, and 15 with a golden one (plot 0) and a silver one (plot 1). She
    improves the silver structure of 15 (highest section, silver before golden) and
    beautifies 15."""
    state = complete(solo_game("bertha"), 12, 15)
    state = build_on(state, 12, 0, "silver", left=0)
    state = build_on(state, 15, 0, "golden", left=0)
    state = build_on(state, 15, 1, "silver", left=0)
    after, events = solo_turn(bonus_position(state, "green"))
    assert [(e.section, e.plot) for e in events if isinstance(e, Improved)] == [(15, 1)]
    assert after.site(15).plots[1].right == SEAT and after.site(15).plots[0].right < 0
    assert after.site(12).plots[0].right < 0
    assert after.site(15).beautify == (SEAT,) and after.site(12).beautify == ()
    assert her(after).markers[D] == 2


def test_bertha_26_bonus_actions_fall_back_clockwise():
    """08 Solo mode, "Take actions" and Bertha step 4 (CV-SOLO-BERTHA-26; CV-SOLO-15): "When a
    solo player ... cannot take the action at all in the designated quadrant, the solo player
    will attempt or finish the action in the other quadrants in clockwise order."

    The bonus quadrant is the fourth (green tile beside the marker) and holds no completed
    section; clockwise after the fourth comes the first quadrant, where section 3 is completed
    with a built brown structure. Section 20 (third quadrant, counter-clockwise) is completed
    with a built structure too and must stay untouched; section 10 (second quadrant) is
    completed as well but comes later."""
    state = complete(solo_game("bertha"), 3, 20)
    state = build_on(state, 3, 0, "brown", left=0)
    state = build_on(state, 20, 0, "natural", left=0)
    after, events = solo_turn(bonus_position(state, "green"))
    assert [e.section for e in events if isinstance(e, Improved)] == [3]
    assert [e.section for e in events if isinstance(e, Beautified)] == [3]
    assert after.site(3).plots[0].right == SEAT and after.site(3).beautify == (SEAT,)
    assert after.site(20).plots[0].right < 0 and after.site(20).beautify == ()
    assert her(after).markers == (2, 0, 0, 0)
    assert her(after).score == 0                   # both bonus actions could be done
