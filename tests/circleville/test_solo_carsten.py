"""Solo player Carsten ("08 Solo mode", section "Solo Player: Carsten"), played through the
rules: each test builds a position, plays Carsten's whole solo turn (the move `SoloTurn`,
steps 1, 2 and 4) and checks what the rulebook says must happen.

The rulebook's worked example (I-IV) comes first, then the checklist items
CV-SOLO-CARSTEN-* the other test files leave open.

Carsten's mat in our data (circleville/data/solo_mats.yaml): a ring of 4 spaces, clockwise
with the quadrant icons A, B, C, D (printed colours red, blue, orange, green), one action
space beside each. The order and the prints are reconstructed (the example only needs a
fourth-quadrant space), so each test puts the supervisor on the space whose quadrant the
situation needs and says so.

The rondel, clockwise from space 0: green, red, blue, orange, green, red, blue, orange.
Town quadrants: A = sections 1-5, B = 6-10, C = 16-20, D = 11-15; the town starts with
section 10 completed (two empty plots).
"""
from __future__ import annotations

import attrs

from circleville.events import (Beautified, CubesPlaced, EquipmentTaken, Improved,
                                MarkerAdvanced, PointsScored, SoloAchievementBoxed)
from circleville.rules import RULES
from circleville.solo.engine import mat
from circleville.state import replace
from circleville.tiles import TABLE_COLOURS
from shared.engine.match import Match

from .solo_support import actions_started, boxed, solo_game, solo_to_play, solo_turn, with_tops
from .support import build_on, complete, with_player

SEAT = 1                    # Carsten sits after the human (seat 0)
MAT = mat("carsten")
A, B, C, D = range(4)       # quadrant indices (Player.markers) and, in our data, ring spaces


# --- building positions -----------------------------------------------------------------------

def carsten_to_play(state, assistant: int, space: int, tiles=("", "", "", "")):
    """Carsten is the active player, his assistant on rondel space `assistant`, his
    supervisor on ring space `space`, `tiles` the action tiles beside the ring spaces
    ("" = the printed colour shows)."""
    assert MAT.spaces[space].quadrant == "ABCD"[space]    # our ring: A, B, C, D clockwise
    return solo_to_play(state, SEAT, assistant, space=space, tiles=tuple(tiles))


# --- reading the outcome ----------------------------------------------------------------------

def him(state):
    return state.players[SEAT]


def his_mat(state):
    return state.solo[SEAT]


def his_work(events) -> list[type]:
    """The kinds of work Carsten did, in order (cubes, improve, beautify, equipment,
    achievement boxed)."""
    kinds = (CubesPlaced, Improved, Beautified, EquipmentTaken, SoloAchievementBoxed)
    return [type(e) for e in events if isinstance(e, kinds)]


# --- the rulebook's example -------------------------------------------------------------------

def example_position():
    """Carsten's example (08 Solo mode, Carsten, example I-IV).

    - His assistant moves "to the next space" and gets "1 red action and 1 double blue
      action"; in step 4 he takes "the red action tile from the stack" and returns "the blue
      action tile" from his mat. So the stack tile is red, the mat tile blue, and the rondel
      space blue (facts K). Assistant on space 1, space 2 (blue) shows red.
      (Checklist CV-SOLO-CARSTEN-24 says "red space, blue top tile"; step 4 of the example
      shows the top tile was red, so we follow the example.)
    - His supervisor is on a fourth-quadrant space (example II); in our data that is ring
      space 3 (printed green), with the blue tile lying beside it.
    - Section 11, the lowest of the fourth quadrant, is as printed (3 empty red squares);
      section 13 is completed with a brown structure built by the human, its second square
      empty ("the built structure on the completed section").
    """
    state = with_tops(solo_game("carsten"), ("green", "green", "red", "orange", "green", "orange",
                                             "blue", "green"))
    state = complete(state, 13)
    state = build_on(state, 13, 0, "brown", left=0)
    return carsten_to_play(state, assistant=1, space=D, tiles=("", "", "", "blue"))


def test_carsten_example_i_one_space_a_red_action_and_a_double_blue():
    """08 Solo mode, Carsten, example I and step 1 (CV-SOLO-CARSTEN-03, CV-SOLO-CARSTEN-07):
    "Carsten moves their assistant to the next space of the courthouse rondel, giving Carsten 2
    actions: 1 red action and 1 double blue action." """
    after, events = solo_turn(example_position())
    assert him(after).assistant == 2
    assert actions_started(events, SEAT) == [("red", "basic", 1, 2)]   # the single red action
    assert his_work(events) == [CubesPlaced, Improved]                  # then the double blue one


def test_carsten_example_ii_iii_deconstruct_in_11_then_improve():
    """08 Solo mode, Carsten, example II and III (CV-SOLO-CARSTEN-24, CV-SOLO-CARSTEN-05,
    CV-SOLO-CARSTEN-06, CV-SOLO-CARSTEN-10, CV-SOLO-CARSTEN-15): "Carsten takes their actions in
    the fourth quadrant as shown by their supervisor. First, Carsten takes the red level 1
    Deconstruct roads action in section 11 and places 2 black cubes on the red squares. Then,
    Carsten takes the alternate level 4 Improve a structure action for the 2 blue colors, places
    a black cube on the right icon of the built structure on the completed section and advances
    their quadrant marker on the quadrant track by 1." """
    before = example_position()
    after, events = solo_turn(before)
    assert after.site(11).red[SEAT] == 2
    assert sum(after.site(n).red[SEAT] for n in range(1, 21)) == 2
    assert after.site(13).plots[0] == attrs.evolve(before.site(13).plots[0], right=SEAT)
    assert him(after).markers == (0, 0, 0, 1)
    assert him(after).cubes == him(before).cubes - 3
    assert him(after).score == 0


def test_carsten_example_iv_red_tile_replaces_blue_supervisor_moves_on():
    """08 Solo mode, Carsten, example IV and step 4 (CV-SOLO-CARSTEN-25, CV-SOLO-CARSTEN-26,
    CV-SOLO-CARSTEN-27): "Carsten takes the red action tile from the stack on the courthouse
    rondel and places it next to their supervisor by returning the blue action tile back to the
    game box. Finally, Carsten moves the supervisor clockwise to the next space on their solo
    player mat." """
    before = example_position()
    after, _ = solo_turn(before)
    assert his_mat(after).tiles == ("", "", "", "red")
    assert len(after.stacks[2]) == len(before.stacks[2]) - 1
    assert boxed(before, after, "blue") == 1 and boxed(before, after, "red") == 0
    assert his_mat(after).space == A            # clockwise after the last space: the first


# --- setup ------------------------------------------------------------------------------------

def test_carsten_02_assistant_starts_on_the_humans_space():
    """08 Solo mode, Carsten, set up (CV-SOLO-CARSTEN-02): "Place Carsten's assistant on the
    same starting space as your assistant." Checked for several deals, and with Carsten as the
    second or third solo player."""
    for seed in range(1, 9):
        for seats in (("greedy", "carsten"), ("greedy", "bertha", "carsten")):
            state = Match(RULES, RULES.make_config(seats, {}, seed)).state
            seat = seats.index("carsten")
            assert state.solo[seat].name == "carsten"
            assert state.players[seat].assistant == state.players[0].assistant


# --- step 2 -----------------------------------------------------------------------------------

def test_carsten_10_odd_colour_first_even_when_it_is_the_mat_colour():
    """08 Solo mode, Carsten, step 2 (CV-SOLO-CARSTEN-10, CV-SOLO-CARSTEN-16): "If 2 matching
    colors and 1 different color, first Carsten does the single color action as a level 1
    action. Then: ... If 2 orange colors, Carsten takes the alternate level 3 action Beautify a
    completed section."

    Orange space (3) with an orange top tile, and blue beside his supervisor (the print of
    ring space B, second quadrant). The odd colour comes last in the printed order but is
    done first: blue level 1 Construct roads, 2 cubes in 6 (the lowest section of B), then he
    beautifies 10 (the start section) and moves 1 on the second quadrant's track."""
    state = with_tops(solo_game("carsten"), ("green", "red", "blue", "orange", "green", "red",
                                             "blue", "green"))
    before = carsten_to_play(state, assistant=2, space=B)
    after, events = solo_turn(before)
    assert him(after).assistant == 3
    assert actions_started(events, SEAT) == [("blue", "basic", 1, 2)]
    assert his_work(events) == [CubesPlaced, Beautified]
    assert after.site(6).blue[SEAT] == 2
    assert after.site(10).beautify == (SEAT,)
    assert him(after).markers == (0, 1, 0, 0)
    assert him(after).score == 0


def test_carsten_20_three_equal_colours_are_his_only_action():
    """08 Solo mode, Carsten, step 2 (CV-SOLO-CARSTEN-20, CV-SOLO-CARSTEN-18): "If 3 matching
    colors, Carsten takes the lowest numbered achievement tile from the achievements table that
    matches the color and returns it to the game box" - and does nothing else in step 2: no
    level 1 actions, no pair effect, no VP.

    Green space (4) with a green top tile, supervisor on ring space D (printed green). The
    green row of the achievements table holds tiles 9 and 4: tile 4 goes to the box; tile 1
    in the red row is lower but not green, so it stays."""
    state = with_tops(solo_game("carsten"), ("blue", "red", "blue", "orange", "green", "red",
                                             "blue", "orange"))
    green = [i for i, c in enumerate(TABLE_COLOURS) if c == "green"]
    row = {green[0]: 9, green[1]: 4, TABLE_COLOURS.index("red"): 1}
    table = tuple(row.get(i, 0) for i in range(len(TABLE_COLOURS)))
    before = carsten_to_play(attrs.evolve(state, table=table), assistant=3, space=D)
    after, events = solo_turn(before)
    assert him(after).assistant == 4
    assert his_work(events) == [SoloAchievementBoxed]
    assert actions_started(events, SEAT) == []
    assert after.table == replace(table, green[1], 0)
    assert him(after).achievements == ()                  # boxed, not his
    assert him(after).cubes == him(before).cubes
    assert him(after).markers == (0, 0, 0, 0)
    assert not [e for e in events if isinstance(e, (PointsScored, MarkerAdvanced))
                and e.seat == SEAT]


# --- step 4 -----------------------------------------------------------------------------------

def test_carsten_25_26_top_tile_beside_supervisor_old_tile_boxed():
    """08 Solo mode, Carsten, step 4 (CV-SOLO-CARSTEN-25, CV-SOLO-CARSTEN-26,
    CV-SOLO-CARSTEN-27): "Carsten takes the action tile from the stack on the courthouse rondel
    and places it on the action space next to their supervisor. They return any previous action
    tile from that space to the game box. Then, Carsten moves the supervisor to the next space
    in clockwise direction."

    Red space (1) with a blue top tile, an orange tile beside his supervisor (ring space C):
    three different colours, then the blue tile replaces the orange one."""
    state = with_tops(solo_game("carsten"), ("green", "blue", "blue", "orange", "green", "red",
                                             "blue", "green"))
    before = carsten_to_play(state, assistant=0, space=C, tiles=("", "", "orange", ""))
    after, events = solo_turn(before)
    assert [c for c, *_ in actions_started(events, SEAT)] == ["red", "blue", "orange"]
    # CV-SOLO-CARSTEN-25: the stack's top tile goes beside his supervisor
    assert his_mat(after).tiles == ("", "", "blue", "")
    assert len(after.stacks[1]) == len(before.stacks[1]) - 1
    # CV-SOLO-CARSTEN-26: the old orange tile goes to the box
    assert boxed(before, after, "orange") == 1
    assert boxed(before, after, "blue") == 0
    # CV-SOLO-CARSTEN-27: the supervisor moves clockwise to the next space
    assert his_mat(after).space == D


def test_carsten_26_nothing_to_box_on_an_empty_action_space():
    """08 Solo mode, Carsten, step 4 (CV-SOLO-CARSTEN-26): he returns "any previous action tile"
    - with none beside his supervisor (the print showing), the box gets nothing."""
    state = with_tops(solo_game("carsten"), ("green", "blue", "blue", "orange", "green", "red",
                                             "blue", "green"))
    before = carsten_to_play(state, assistant=0, space=C)
    after, _ = solo_turn(before)
    assert his_mat(after).tiles == ("", "", "blue", "")
    assert after.box == before.box


def test_carsten_28_green_pair_tile_goes_beside_the_new_space():
    """08 Solo mode, Carsten, step 2 and step 4 (CV-SOLO-CARSTEN-28, CV-SOLO-CARSTEN-17; ruling
    S9): "If 2 green colors, Carsten moves their supervisor 1 space forward on their solo player
    action rondel and scores 3 victory points"; step 4 then places the tile "on the action space
    next to their supervisor" - the space he now stands on - and moves him on again.

    Green space (4) with a green top tile; supervisor on ring space A (printed red). First
    the red level 1 action in the first quadrant (2 cubes in section 1), then the green pair
    moves him to B; the green tile goes beside B; he ends on C."""
    state = with_tops(solo_game("carsten"), ("blue", "red", "blue", "orange", "green", "red",
                                             "blue", "orange"))
    before = carsten_to_play(state, assistant=3, space=A)
    after, events = solo_turn(before)
    assert actions_started(events, SEAT) == [("red", "basic", 1, 2)]
    assert after.site(1).red[SEAT] == 2                  # the old space's quadrant
    assert him(after).score == 3
    assert his_mat(after).tiles == ("", "green", "", "")
    assert after.box == before.box
    assert his_mat(after).space == C


def test_carsten_29_collected_equipment_is_never_used_or_given_back():
    """08 Solo mode, "Carsten collects equipment tiles, even if they do not use them" and step 2
    (CV-SOLO-CARSTEN-29, CV-SOLO-CARSTEN-12): "If 2 red colors ... Carsten takes the lowest
    numbered unclaimed equipment tile, places it in an empty slot to the right of their solo
    player mat, and scores 3 victory points." Set up: "Solo players do not use ... equipment."

    Carsten already holds equipment 10 ("Your blue basic action covers two more blue
    squares") and 9 (the same for red). Red space (1) with a red top tile, blue beside his
    supervisor (print of ring space B): his blue level 1 action places 2 cubes, not 4;
    then he takes tile 2, the lowest unclaimed, keeping 9 and 10 (nothing given back)."""
    state = with_tops(solo_game("carsten"), ("green", "red", "blue", "orange", "green", "orange",
                                             "blue", "green"))
    state = attrs.evolve(state, equipment=(2, 5, 14, 17))
    state = with_player(state, SEAT, equipment=(9, 10))
    before = carsten_to_play(state, assistant=0, space=B)
    after, events = solo_turn(before)
    assert actions_started(events, SEAT) == [("blue", "basic", 1, 2)]
    assert sum(after.site(n).blue[SEAT] for n in range(1, 21)) == 2
    assert [(e.tile, e.give_back) for e in events if isinstance(e, EquipmentTaken)] == [(2, 0)]
    assert him(after).equipment == (9, 10, 2)
    assert after.equipment == (5, 14, 17)
    assert him(after).score == 3


def test_carsten_30_empty_stack_no_tile_but_the_supervisor_moves():
    """08 Solo mode, Carsten, step 2 and step 4 (CV-SOLO-CARSTEN-30, CV-SOLO-CARSTEN-22; ruling
    S5): "there is no action tile next to the courthouse rondel space. In that case Carsten
    scores 5 victory points for the missed action"; the other two colours (red space, orange
    tile beside his supervisor on ring space C) differ, so he takes both level 1 actions in the
    third quadrant. Step 4 has no tile to take: the old tile stays, the supervisor still
    moves."""
    state = with_tops(solo_game("carsten"), ("green", "", "blue", "orange", "green", "red", "blue",
                                             "green"))
    before = carsten_to_play(state, assistant=0, space=C, tiles=("", "", "orange", ""))
    after, events = solo_turn(before)
    assert him(after).assistant == 1
    assert actions_started(events, SEAT) == [("red", "basic", 1, 2), ("orange", "basic", 1, 1)]
    assert him(after).score == 5
    assert his_mat(after).tiles == ("", "", "orange", "")
    assert after.box == before.box
    assert his_mat(after).space == D
