"""Rulebook "Alternate actions": level 1 move your supervisor, 2 take an equipment tile,
3 beautify a completed section, 4 improve a structure, 5 claim an achievement tile
(with the worked examples of Angelika, Nicole and Marion)."""
import attrs

from circleville.moves import (Beautify, ChooseAction, ClaimAchievement, FinishAction, Improve,
                               StepSupervisor, TakeEquipment)
from circleville.tiles import TABLE_COLOURS

from .support import (build_on, complete, hub, initial, legal, play, space_of, supervisor_at,
                      with_mat, with_player, with_site)

RED_SLOT, BLUE_SLOT, ORANGE_SLOT, MULTI = 0, 2, 4, 8


def test_table_layout():
    assert TABLE_COLOURS == ("red", "red", "blue", "blue", "orange", "orange", "green", "green", "")


def red_turn(state, seat=0, at=10, top="red"):
    return hub(supervisor_at(state, seat, at), seat, space=space_of("red"), top=top)


# --- level 1 -------------------------------------------------------------------------------------

def test_angelika_moves_her_supervisor():
    """CV-ALT1-01, CV-ALT1-03, CV-SUP-10 (Angelika's example): from the completed third
    quadrant to 6, 7 and 8 with the three steps, and a 4th step with the once-per-action
    move; then no more."""
    state = complete(initial(3), 16, 17)
    state = red_turn(state, at=17)
    state = play(state, ChooseAction("red", "move_supervisor"))
    assert state.turn.action.moves == 4
    state = play(state, StepSupervisor(6), StepSupervisor(7), StepSupervisor(8))
    assert StepSupervisor(9) in legal(state)
    state = play(state, StepSupervisor(9))
    assert state.players[0].supervisor == 9 and state.turn.action is None


def test_fewer_steps_or_none():
    """CV-ALT1-02, CV-ACT-05: "up to" three: the action may end after any step, or at once."""
    state = play(red_turn(initial(3)), ChooseAction("red", "move_supervisor"))
    assert FinishAction() in legal(state)
    state = play(state, FinishAction())
    assert state.players[0].supervisor == 10 and state.turn.actions == 1


# --- level 2 -------------------------------------------------------------------------------------

def equipment_turn(state, seat=0, **mat):
    state = with_mat(state, seat, red=1, **mat)
    return red_turn(state, seat)


def test_take_an_unclaimed_equipment_tile():
    """CV-ALT2-01, CV-ALT2-02, CV-EQ-49: any tile of the unclaimed ones into a free slot;
    tiles others hold are not offered."""
    state = attrs.evolve(initial(3), equipment=(3, 7, 11))
    state = with_player(state, 1, equipment=(5,))
    state = play(equipment_turn(state), ChooseAction("red", "take_equipment"))
    assert {m for m in legal(state) if isinstance(m, TakeEquipment)} == {
        TakeEquipment(3), TakeEquipment(7), TakeEquipment(11)}
    state = play(state, TakeEquipment(7))
    assert state.players[0].equipment == (7,) and state.equipment == (3, 11)


def test_nicole_takes_equipment_7():
    """Nicole's equipment example (CV-ALT2-01, CV-EQ-49): holding one equipment and one
    achievement tile she installs equipment 7 in her third slot; a fourth would need one of
    her equipment tiles back (CV-ALT2-03)."""
    state = attrs.evolve(initial(3), equipment=(7, 12))
    state = with_player(state, 0, equipment=(18,), achievements=(4,))
    state = play(equipment_turn(state), ChooseAction("red", "take_equipment"), TakeEquipment(7))
    nicole = state.players[0]
    assert nicole.equipment == (18, 7) and nicole.achievements == (4,)
    later = red_turn(state)
    later = play(later, ChooseAction("red", "take_equipment"))
    assert {m for m in legal(later) if isinstance(m, TakeEquipment)} == {
        TakeEquipment(12, 18), TakeEquipment(12, 7)}


def test_full_slots_return_equipment_first():
    """CV-ALT2-03, CV-ALT2-04, CV-ALT2-06, CV-EQ-57: with three tiles installed one of the
    player's equipment tiles goes back to the unclaimed pool (never an achievement), where
    anyone may take it later."""
    state = attrs.evolve(initial(3), equipment=(9,))
    state = with_player(state, 0, equipment=(2, 3), achievements=(17,))
    state = play(equipment_turn(state), ChooseAction("red", "take_equipment"))
    assert {m for m in legal(state) if isinstance(m, TakeEquipment)} == {
        TakeEquipment(9, 2), TakeEquipment(9, 3)}
    state = play(state, TakeEquipment(9, 3))
    assert state.players[0].equipment == (2, 9) and state.equipment == (3,)
    other = play(equipment_turn(state, 1), ChooseAction("red", "take_equipment"))
    assert TakeEquipment(3) in legal(other)


def test_no_equipment_with_three_achievements():
    """CV-ALT2-05, CV-EQ-58, CV-ACH-25: three achievements fill the slots for good."""
    state = attrs.evolve(initial(3), equipment=(9,))
    state = with_player(state, 0, achievements=(1, 2, 3))
    assert ChooseAction("red", "take_equipment") not in legal(equipment_turn(state))


def test_new_equipment_works_at_once():
    """CV-ALT2-07, CV-EQ-56: equipment taken in the first action works in the second (9:
    two more red cubes)."""
    state = attrs.evolve(initial(3), equipment=(9,))
    state = with_mat(state, 0, red=1)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="red")
    state = play(state, ChooseAction("red", "take_equipment"), TakeEquipment(9), FinishAction())
    assert ChooseAction("red", "basic", extra=True) in legal(state)


# --- level 3 -------------------------------------------------------------------------------------

def test_marion_beautifies():
    """CV-ALT3-01, CV-ALT3-02 (Marion's beautify example): a cube on the empty beautify icon
    of a section of the supervisor's large completed section, +1 on that quadrant's track,
    then the supervisor moves on to section 1."""
    state = complete(initial(3), 2, 3)
    state = with_mat(state, 0, blue=2)
    state = hub(supervisor_at(state, 0, 2), 0, space=space_of("blue"), top="blue")
    state = play(state, ChooseAction("blue", "beautify"))
    assert {m for m in legal(state) if isinstance(m, Beautify)} == {Beautify(2), Beautify(3)}
    state = play(state, Beautify(3))
    assert state.site(3).beautify == (0,) and state.players[0].markers == (1, 0, 0, 0)
    state = play(state, StepSupervisor(1))
    assert state.players[0].supervisor == 1


def test_beautify_once_and_only_when_completed():
    """CV-ALT3-03, CV-ALT3-04: a taken icon is not beautified again; incomplete sections
    have no beautify icon to use."""
    state = with_site(initial(3), 10, beautify=(1,))
    state = with_mat(state, 0, red=2)
    state = red_turn(state, at=10)
    assert ChooseAction("red", "beautify") not in legal(state)
    state = red_turn(with_mat(initial(3), 0, red=2), at=14)
    assert ChooseAction("red", "beautify") not in legal(state)   # 10 is two steps away


# --- level 4 -------------------------------------------------------------------------------------

def test_nicole_improves_a_structure():
    """CV-ALT4-01, CV-ALT4-04, CV-ALT4-05 (Nicole's improve example): a cube on the empty
    second square next to a built structure, +1 on the track; also her own structure."""
    state = build_on(initial(3), 10, 0, "natural", 0)
    state = with_mat(state, 0, red=3)
    state = play(red_turn(state), ChooseAction("red", "improve_structure"))
    assert [m for m in legal(state) if isinstance(m, Improve)] == [Improve(10, 0)]
    state = play(state, Improve(10, 0))
    assert state.site(10).plots[0].right == 0 and state.players[0].markers == (0, 1, 0, 0)


def test_improve_needs_a_structure_with_a_free_square():
    """CV-ALT4-02, CV-ALT4-03: empty plots and structures with both squares taken cannot be
    improved."""
    state = with_mat(initial(3), 0, red=3)
    assert ChooseAction("red", "improve_structure") not in legal(red_turn(state))
    state = build_on(state, 10, 0, "natural", 1, 2)
    assert ChooseAction("red", "improve_structure") not in legal(red_turn(state))


# --- level 5 -------------------------------------------------------------------------------------

def claim_state(action_colour="red", **mat):
    state = initial(3)
    free = [t for t in range(1, 24) if t not in state.year_achievements][:4]
    state = attrs.evolve(state, table=(free[0], 0, free[1], 0, free[2], 0, 0, 0, free[3]))
    state = with_mat(state, 0, **{action_colour: 4}, **mat)
    return hub(supervisor_at(state, 0, 10), 0, space=space_of(action_colour), top=action_colour)


def test_claim_an_achievement_from_the_table():
    """CV-ALT5-01, CV-ALT5-02, CV-ACH-24, CV-COMP-20: any tile on the table; tiles still on
    the year track cannot be claimed."""
    state = play(claim_state(), ChooseAction("red", "claim_achievement"))
    claims = {m.slot for m in legal(state) if isinstance(m, ClaimAchievement)}
    assert claims == {0, 2, 4, 8}
    on_track = {a for a in state.year_achievements if a}
    assert len(on_track) == 9 and not on_track & set(state.table)


def test_claim_bonus_for_the_matching_row():
    """CV-ALT5-03, CV-ALT5-04, CV-ALT5-05, CV-ACH-27: 2 VP from the row of the action's
    colour or from the multicoloured space, nothing from another row."""
    red = claim_state()
    assert play(red, ChooseAction("red", "claim_achievement"), ClaimAchievement(RED_SLOT)).players[0].score == 2
    assert play(red, ChooseAction("red", "claim_achievement"), ClaimAchievement(MULTI)).players[0].score == 2
    after = play(red, ChooseAction("red", "claim_achievement"), ClaimAchievement(BLUE_SLOT))
    assert after.players[0].score == 0 and after.players[0].achievements == (red.table[BLUE_SLOT],)
    assert after.table[BLUE_SLOT] == 0


def test_nicole_claims_achievement_17():
    """CV-ALT5-06, CV-ALT5-07, CV-ACH-26, CV-ACH-25 (Nicole's achievement example): all
    three slots full, she returns equipment 18 (she could have returned 7) and installs
    achievement 17; achievements are never offered back."""
    state = attrs.evolve(initial(3), table=(0, 0, 0, 0, 17, 0, 0, 0, 0), equipment=())
    state = with_mat(state, 0, orange=4)
    state = with_player(state, 0, equipment=(18, 7), achievements=(4,))
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("orange"), top="orange")
    state = play(state, ChooseAction("orange", "claim_achievement"))
    assert {m for m in legal(state) if isinstance(m, ClaimAchievement)} == {
        ClaimAchievement(ORANGE_SLOT, 18), ClaimAchievement(ORANGE_SLOT, 7)}
    state = play(state, ClaimAchievement(ORANGE_SLOT, 18))
    nicole = state.players[0]
    assert nicole.equipment == (7,) and nicole.achievements == (4, 17) and state.equipment == (18,)


def test_no_claim_with_three_achievements():
    """CV-ALT5-08: three achievements installed: no more can be claimed."""
    state = claim_state()
    state = with_player(state, 0, achievements=(1, 2, 3))
    assert ChooseAction("red", "claim_achievement") not in legal(state)


def test_claim_bonus_uses_the_action_colour_not_the_borrowed_level():
    """CV-ALT5-10, CV-EQ-47, ruling G11: a blue action reaching level 5 through equipment 20
    (red level) or the Increase to Level 5 tile pays 2 VP for the blue row, not the red."""
    state = attrs.evolve(initial(3), table=(5, 0, 6, 0, 0, 0, 0, 0, 0))
    state = with_mat(state, 0, red=4)
    state = with_player(state, 0, equipment=(20,), year_bonus=(13,))
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("blue"), top="blue")
    moves = legal(state)
    assert ChooseAction("blue", "claim_achievement", borrow="red") in moves
    assert ChooseAction("blue", "claim_achievement", level5=13) not in moves   # not needed
    blue = play(state, ChooseAction("blue", "claim_achievement", borrow="red"),
                ClaimAchievement(BLUE_SLOT))
    assert blue.players[0].score == 2
    red = play(state, ChooseAction("blue", "claim_achievement", borrow="red"),
               ClaimAchievement(RED_SLOT))
    assert red.players[0].score == 0
    tile = with_player(state, 0, equipment=())
    assert ChooseAction("blue", "claim_achievement", level5=13) in legal(tile)
    tile = play(tile, ChooseAction("blue", "claim_achievement", level5=13), ClaimAchievement(BLUE_SLOT))
    assert tile.players[0].score == 2 and 13 in tile.turn.flipped
