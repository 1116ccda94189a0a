"""Rulebook "Step 2: take actions": choosing actions, the basic actions (red, blue, orange,
green), moving the supervisor, and running out of cubes."""
import attrs

from circleville.moves import (BuildStructure, ChooseAction, EndTurn, FinishAction, PlaceCubes,
                               QueueStructure, RazeStructure, ReclaimCube, StepSupervisor,
                               TakeEquipment)
from circleville.state import ACTIONS, Turn

from .support import (COMP, build_on, complete, fill_roads, hub, initial, kinds, legal, play,
                      put, refused, space_of, supervisor_at, with_mat, with_player,
                      with_structures)


def red_blue(state, seat=0, at=15):
    """Seat 0's supervisor in section `at`, the turn's colours red (space) and blue (tile)."""
    return hub(supervisor_at(state, seat, at), seat, space=space_of("red"), top="blue")


def actions_of(state):
    return [m for m in legal(state) if isinstance(m, ChooseAction)]


# --- choosing actions ---------------------------------------------------------------------------

def test_two_actions_in_any_order():
    """CV-ACT-01, CV-ACT-02: both colours are offered; either may go first; each is the
    basic action or one alternate action."""
    state = red_blue(initial(3))
    offered = {(m.colour, m.action) for m in actions_of(state)}
    assert {("red", "basic"), ("blue", "basic"), ("red", "move_supervisor"),
            ("blue", "move_supervisor")} <= offered
    after = play(state, ChooseAction("blue", "move_supervisor"), FinishAction())
    assert {m.colour for m in actions_of(after)} == {"red"}


def test_alternates_up_to_the_level():
    """CV-ACT-03, CV-ACT-04, CV-ALT-01: red at level 3 offers alternates 1-3 (move,
    equipment, beautify) but not 4 (improve) or 5 (achievement), even where those could be
    done; blue at level 1 only alternate 1."""
    state = with_mat(initial(3), 0, red=2)
    state = build_on(state, 10, 0, "natural", 1)              # something to improve
    state = attrs.evolve(state, table=(5,) + state.table[1:])   # something to claim
    state = red_blue(state, at=10)
    red = {m.action for m in actions_of(state) if m.colour == "red"}
    assert {"move_supervisor", "take_equipment", "beautify"} <= red
    assert not red & {"improve_structure", "claim_achievement"}
    blue = {m.action for m in actions_of(state) if m.colour == "blue"}
    assert blue - {"basic"} == {"move_supervisor"}


def test_alternate_1_with_every_colour():
    """CV-ACT-05: every colour is at least level 1, so Move your supervisor is always there."""
    for colour in ("red", "blue", "orange", "green"):
        state = hub(initial(3), 0, space=space_of(colour), top="")
        assert ChooseAction(colour, "move_supervisor") in legal(state)


def test_the_same_choice_twice():
    """CV-ACT-06, CV-TURN-12: two actions of one colour may both be the basic action."""
    squares = COMP.town.section(14).red
    assert squares > 2                  # room left after the first action's 2 cubes
    state = hub(supervisor_at(initial(3), 0, 14), 0, space=space_of("red"), top="red")
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert state.site(14).red[0] == 2
    assert ChooseAction("red", "basic") in legal(state)
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert state.site(14).red[0] == min(4, squares)


def test_completion_checked_after_each_action():
    """CV-ACT-08, CV-COMP-02, CV-COMP-04: the action that does the last work completes the
    section before the next action is chosen."""
    state = fill_roads(initial(3), 14, 1, leave_red=2)
    state = with_structures(state, 14)
    state = red_blue(state, at=14)
    state = play(state, ChooseAction("red", "basic"), PlaceCubes())
    assert not state.is_completed(14)           # the action may still move its supervisor
    state = play(state, FinishAction())
    assert state.is_completed(14) and kinds(state) == "actions"
    assert state.turn.colours == ("blue",)


def test_tiles_and_equipment_are_offered_never_forced():
    """CV-ACT-09, CV-EQ-52, CV-YB-05: with equipment 9 and an Increase to Level 5 tile the
    plain red action is still offered beside the boosted ones."""
    state = with_player(initial(3), 0, equipment=(9,), year_bonus=(13,))
    state = red_blue(state)
    red = [m for m in actions_of(state) if m.colour == "red" and m.action == "basic"]
    assert ChooseAction("red", "basic") in red
    assert ChooseAction("red", "basic", extra=True) in red
    assert ChooseAction("red", "basic", level5=13) in red
    assert ChooseAction("red", "basic", level5=13, extra=True) in red


# --- basic actions: red and blue ------------------------------------------------------------------

def test_red_places_its_value_where_the_supervisor_is():
    """CV-RED-01, CV-RED-02, CV-ACT-10, CV-ACT-11: the red value of the level (L1 = 2) on
    empty red squares of the supervisor's section only; never blue squares."""
    state = red_blue(initial(3), at=14)
    state = play(state, ChooseAction("red", "basic"), PlaceCubes())
    assert state.site(14).red[0] == 2 and state.site(14).blue[0] == 0
    assert state.players[0].cubes == 48


def test_fewer_squares_than_the_value():
    """CV-ACT-11, CV-ACT-12, CV-RED-06: with one empty red square only one cube goes there;
    a filled square takes no second cube; the rest may be given up."""
    data = COMP.town.section(14)
    state = fill_roads(initial(3), 14, 1, leave_red=1, leave_blue=data.blue)
    state = red_blue(state, at=14)
    state = play(state, ChooseAction("red", "basic"), PlaceCubes())
    assert state.site(14).red == (1, data.red - 1, 0)
    assert PlaceCubes() not in legal(state)
    assert FinishAction() in legal(state)


def test_basic_action_cannot_stop_before_its_work():
    """CV-ACT-11: where work is possible, a basic action may not end before working."""
    state = red_blue(initial(3), at=14)
    state = play(state, ChooseAction("red", "basic"))
    assert FinishAction() not in legal(state)
    assert PlaceCubes() in legal(state)
    assert "not possible" in refused(state, FinishAction()) or "not allowed" in refused(state, FinishAction())


def test_move_during_the_action_and_place_the_rest():
    """CV-ACT-13, CV-RED-03, CV-SUP-02: after the cubes in the first section the supervisor
    moves (its one move) and the rest go in the new section."""
    state = with_mat(initial(3), 0, red=2)                       # red level 3: 3 cubes
    state = fill_roads(state, 15, 1, leave_red=2, leave_blue=4)
    state = red_blue(state, at=15)
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), StepSupervisor(14),
                 PlaceCubes())
    assert state.site(15).red[0] == 2 and state.site(14).red[0] == 1


def test_blue_places_on_blue_squares():
    """CV-BLUE-01, CV-BLUE-02, CV-BLUE-03, CV-BLUE-05: the blue value on empty blue squares
    of the supervisor's section; after the move the rest in the new section; full squares
    take no more."""
    state = fill_roads(initial(3), 12, 1, leave_red=3, leave_blue=1)
    state = red_blue(state, at=12)
    state = play(state, ChooseAction("blue", "basic"), PlaceCubes())
    assert state.site(12).blue[0] == 1 and state.site(12).red[0] == 0
    state = play(state, StepSupervisor(13), PlaceCubes())
    assert state.site(13).blue[0] == 1


# --- orange: raze structures --------------------------------------------------------------------

def test_raze_structures():
    """CV-ORANGE-01, CV-ORANGE-02, CV-ORANGE-03: up to the orange value (L3 = 2), any
    colour in any order, in the supervisor's section; a cube on each emptied icon."""
    state = with_mat(initial(3), 0, orange=2)
    state = hub(supervisor_at(state, 0, 3), 0, space=space_of("orange"), top="blue")
    state = play(state, ChooseAction("orange", "basic"))
    assert {RazeStructure("brown"), RazeStructure("golden")} <= set(legal(state))
    state = play(state, RazeStructure("golden"), RazeStructure("brown"))
    assert state.site(3).structures == () and state.site(3).icons[0] == 2


def test_razed_structures_join_the_queue_in_chosen_order():
    """CV-ORANGE-04, CV-ORANGE-05, CV-ACT-14: after the action the queue closes up and the
    razed structures join on the right in the order the player chooses."""
    state = with_mat(initial(3), 0, orange=2)
    state = attrs.evolve(state, queue=("natural",))
    state = hub(supervisor_at(state, 0, 3), 0, space=space_of("orange"), top="blue")
    state = play(state, ChooseAction("orange", "basic"), RazeStructure("golden"),
                 RazeStructure("brown"), FinishAction())
    assert kinds(state) == "queue"
    assert set(legal(state)) == {QueueStructure("brown"), QueueStructure("golden")}
    state = play(state, QueueStructure("brown"))
    assert state.queue == ("natural", "brown", "golden")


def test_no_raze_with_a_full_queue():
    """CV-ORANGE-06, CV-ORANGE-07: a full queue allows no raze; one free slot allows one."""
    state = attrs.evolve(initial(3), queue=("natural",) * 12)
    state = hub(supervisor_at(state, 0, 3), 0, space=space_of("orange"), top="orange")
    assert ChooseAction("orange", "basic") not in legal(state)
    state = attrs.evolve(state, queue=("natural",) * 11)
    state = with_mat(state, 0, orange=2)
    state = play(state, ChooseAction("orange", "basic"), RazeStructure("golden"))
    assert not any(isinstance(m, RazeStructure) for m in legal(state))
    assert state.site(3).structures == ("brown",)


def test_built_structures_are_never_razed():
    """CV-ORANGE-08, CV-GREEN-04: razing works only in incomplete sections; building only
    in completed ones."""
    state = build_on(initial(3), 10, 0, "natural", 1)
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("orange"), top="green")
    state = play(state, ChooseAction("orange", "basic"))
    assert not any(isinstance(m, RazeStructure) for m in legal(state))
    state = hub(supervisor_at(initial(3), 0, 14), 0, space=space_of("green"), top="green")
    state = play(state, ChooseAction("green", "move_supervisor"))   # (green basic not in reach work)
    assert not any(isinstance(m, BuildStructure) for m in legal(state))


# --- green: build structures ---------------------------------------------------------------------

def test_build_from_the_left_of_the_queue():
    """CV-GREEN-01, CV-GREEN-02, CV-GREEN-03, CV-GREEN-05, CV-GREEN-06: the green value of
    structures (L3 = 2), always the leftmost, on empty plots of the supervisor's large
    completed section; the builder's cube on the first (left) square; +1 on that quadrant's
    track per cube."""
    state = with_mat(initial(3), 0, green=2)
    state = attrs.evolve(state, queue=("brown", "natural", "silver"))
    state = complete(state, 8, 9)
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("green"), top="blue")
    state = play(state, ChooseAction("green", "basic"))
    builds = {m for m in legal(state) if isinstance(m, BuildStructure)}
    assert builds == {BuildStructure(8, 0), BuildStructure(9, 0), BuildStructure(10, 0)}
    state = play(state, BuildStructure(9, 0), BuildStructure(10, 0))
    assert state.site(9).plots[0].structure == "brown" and state.site(9).plots[0].left == 0
    assert state.site(10).plots[0].structure == "natural"
    assert state.queue == ("silver",)
    assert state.players[0].markers == (0, 2, 0, 0)


def test_markers_flip_past_ten():
    """CV-GREEN-07: a marker passing 10 goes on with its "+10" side (value 11)."""
    state = with_player(initial(3), 0, markers=(0, 10, 0, 0))
    state = attrs.evolve(state, queue=("brown",))
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("green"), top="blue")
    state = play(state, ChooseAction("green", "basic"), BuildStructure(10, 0))
    assert state.players[0].markers[1] == 11


def test_no_green_action_with_an_empty_queue():
    """CV-GREEN-08: an empty queue: the green basic action cannot be chosen."""
    state = attrs.evolve(initial(3), queue=())
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("green"), top="green")
    assert ChooseAction("green", "basic") not in legal(state)


def test_build_as_many_as_possible():
    """CV-GREEN-09: fewer structures or plots than the value: as many as possible."""
    state = with_mat(initial(3), 0, green=4)                     # level 5: 3 structures
    state = attrs.evolve(state, queue=("brown",))
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("green"), top="blue")
    state = play(state, ChooseAction("green", "basic"), BuildStructure(10, 0))
    assert state.queue == () and kinds(state) == "action"
    assert not any(isinstance(m, BuildStructure) for m in legal(state))
    assert FinishAction() in legal(state)


# --- moving the supervisor ------------------------------------------------------------------------

def test_one_move_per_action():
    """CV-SUP-01, CV-SUP-04, CV-SUP-09: one step per action, not mandatory; an unused move
    is lost (the next action has again exactly one)."""
    state = red_blue(initial(3), at=14)
    state = play(state, ChooseAction("red", "basic"), StepSupervisor(15))
    assert not any(isinstance(m, StepSupervisor) for m in legal(state))
    state = play(state, PlaceCubes())           # no move left, nothing left: it ends
    assert state.turn.action is None and state.players[0].supervisor == 15
    state = play(state, ChooseAction("blue", "basic"))
    assert state.turn.action.moves == 1


def test_the_move_belongs_to_every_kind_of_action():
    """CV-SUP-03, CV-ALT-02, CV-BONUS-09, CV-END-10: basic, alternate, bonus and final
    actions each have their once-per-action move."""
    state = with_mat(initial(3), 0, red=2, blue=2, orange=2, green=2)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="blue",
                colours=(), actions=2)
    from circleville.moves import BonusAction
    state = play(state, BonusAction())
    state = play(state, ChooseAction("red", "take_equipment"))
    assert StepSupervisor(15) in legal(state)
    final = attrs.evolve(initial(3), turn=Turn(0, "final", colours=("red", "blue", "orange", "green"),
                                               pick_one=True))
    final = supervisor_at(final, 0, 14)
    final = play(final, ChooseAction("orange", "basic"))
    assert StepSupervisor(15) in legal(final)


def test_steps_cross_roads_not_corners():
    """CV-SUP-05, CV-SUP-13 (Angelika's supervisor example): from 15 the supervisor may go
    to 14, 11 or the completed third-quadrant area holding 18 and 20, never to 12 or 19."""
    state = complete(initial(3), 18, 20)
    state = red_blue(state, at=15)
    state = play(state, ChooseAction("red", "move_supervisor"))
    steps = {m.to for m in legal(state) if isinstance(m, StepSupervisor)}
    assert steps == {11, 14, 18}


def test_between_areas_and_sections():
    """CV-SUP-06, CV-SUP-07: from a completed area into a neighbouring incomplete section
    and back, and from one completed area into a completed area of a neighbouring quadrant."""
    state = complete(initial(3), 18, 20, 9)
    state = red_blue(state, at=20)
    state = play(state, ChooseAction("red", "move_supervisor"))
    steps = {m.to for m in legal(state) if isinstance(m, StepSupervisor)}
    assert steps == {9, 15, 19}               # 9 and 10 form one Q2 area, named 9
    state = play(state, StepSupervisor(15), StepSupervisor(18))
    assert state.players[0].supervisor == 18


def test_anywhere_in_the_large_section():
    """CV-SUP-08: on a large completed section the supervisor works in any of its sections
    without a move (a structure built in 9 while standing on 10)."""
    state = complete(initial(3), 9)
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("green"), top="blue")
    state = play(state, ChooseAction("green", "basic"), BuildStructure(9, 0))
    assert state.site(9).plots[0].structure == "natural"
    assert state.players[0].supervisor == 10


def test_supervisors_share_and_only_owners_move_them():
    """CV-SUP-11, CV-SUP-12: several supervisors in one section; an action moves only its
    owner's supervisor."""
    state = initial(3)
    assert len({p.supervisor for p in state.players}) == 1
    state = red_blue(state, at=10)
    state = play(state, ChooseAction("red", "move_supervisor"), StepSupervisor(1))
    assert [p.supervisor for p in state.players] == [1, 10, 10]


# --- running out of cubes ---------------------------------------------------------------------------

def out_of_cubes(state, seat=0):
    return with_player(state, seat, cubes=0)


def test_out_of_cubes_may_stop():
    """CV-CUBES-01: with no cubes the rest of the action may be given up."""
    state = out_of_cubes(red_blue(initial(3), at=14))
    state = play(state, ChooseAction("red", "basic"))
    assert PlaceCubes() not in legal(state) and FinishAction() in legal(state)


def test_take_back_own_road_cubes():
    """CV-CUBES-02, CV-CUBES-03, CV-CUBES-04: the player may take back own cubes from red
    or blue squares of incomplete sections (never icons, tiles or others' cubes); the square
    is empty again and the section needs it again."""
    state = put(initial(3), 12, 0, red=1, blue=1, icons=0)
    state = put(state, 12, 1, red=1)
    state = put(state, 3, 0, icons=1)
    state = with_player(state, 0, cubes=0)
    state = red_blue(state, at=14)
    state = play(state, ChooseAction("red", "basic"))
    reclaims = {m for m in legal(state) if isinstance(m, ReclaimCube)}
    assert reclaims == {ReclaimCube(12, "red"), ReclaimCube(12, "blue")}
    state = play(state, ReclaimCube(12, "red"))
    assert state.site(12).red == (0, 1, 0) and state.players[0].cubes == 1
    state = play(state, PlaceCubes())
    assert state.site(14).red[0] == 1


def test_take_back_only_when_needed():
    """CV-CUBES-05: no taking back while cubes are left, nor for an action needing none."""
    state = put(initial(3), 12, 0, red=1)
    state = red_blue(state, at=14)
    state = play(state, ChooseAction("red", "basic"))
    assert not any(isinstance(m, ReclaimCube) for m in legal(state))
    state = out_of_cubes(red_blue(put(initial(3), 12, 0, red=1), at=14))
    state = play(state, ChooseAction("red", "move_supervisor"))
    assert not any(isinstance(m, ReclaimCube) for m in legal(state))


def test_clean_up_returns_cubes():
    """CV-CUBES-06, CV-COMP-22: at clean-up every player's cubes in the section go back to
    their supplies."""
    state = fill_roads(initial(3), 14, 1, leave_red=2)
    state = put(state, 14, 2, icons=1)
    state = with_structures(state, 14)
    state = red_blue(state, at=14)
    supply = [p.cubes for p in state.players]
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert state.is_completed(14)
    # seat 1 placed every road cube but two red, seat 2 one icon cube, seat 0 two red cubes;
    # first place (seat 1) put one back on the number square
    roads = COMP.town.section(14).red + COMP.town.section(14).blue - 2
    assert [p.cubes for p in state.players] == [supply[0], supply[1] + roads - 1, supply[2] + 1]
    assert state.site(14).number_cube == 1


def test_refused_moves_explain_themselves():
    """IllegalMove gives a reason a person can read."""
    state = red_blue(initial(3), at=14)
    assert "not possible now" in refused(state, TakeEquipment(5))
    assert "not possible now" in refused(state, EndTurn())
    assert state.turn.phase == ACTIONS and ChooseAction("red", "basic") in legal(state)
