"""Rulebook "Step 2: take actions", basic actions: the whole value goes into the
supervisor's section unless it has less room, and razing and building follow the same rule
as the roads (CV-ACT-11, CV-ACT-14, ruling G1). Once a raze or build action has worked in
the supervisor's section it may neither stop nor move the supervisor away while the action
has value left and the section still has something it can raze or build."""
import attrs

from circleville.moves import (BuildStructure, ChooseAction, FinishAction, RazeStructure,
                               ReclaimCube, StepSupervisor)

from .support import (complete, hub, initial, legal, play, put, space_of, supervisor_at,
                      with_mat, with_player, with_structures)


def orange_turn(state, at, level_tiles=2):
    """Seat 0 about to take an orange basic action (level 3 = 2 structures by default)."""
    state = with_mat(state, 0, orange=level_tiles)
    return hub(supervisor_at(state, 0, at), 0, space=space_of("orange"), top="blue")


def green_turn(state, at, queue=("brown", "natural", "silver"), level_tiles=2):
    """Seat 0 about to take a green basic action (level 3 = 2 structures by default)."""
    state = attrs.evolve(with_mat(state, 0, green=level_tiles), queue=queue)
    return hub(supervisor_at(state, 0, at), 0, space=space_of("green"), top="blue")


def can_stop_or_leave(state) -> bool:
    moves = legal(state)
    return FinishAction() in moves or any(isinstance(m, StepSupervisor) for m in moves)


def test_raze_goes_on_while_the_section_has_structures():
    """CV-ACT-11, CV-ACT-14, CV-ORANGE-01: after the first of two structures the action may
    neither finish nor move the supervisor away; after the second (value used up) it may."""
    state = play(orange_turn(initial(3), at=3), ChooseAction("orange", "basic"),
                 RazeStructure("golden"))
    assert not can_stop_or_leave(state)
    assert set(legal(state)) == {RazeStructure("brown")}
    state = play(state, RazeStructure("brown"))
    assert state.site(3).structures == ()
    assert FinishAction() in legal(state)


def test_raze_may_move_on_when_the_section_is_razed():
    """CV-ACT-12, CV-ACT-13, CV-ACT-14 (Nicole's example): with 3 to raze and one structure
    here, the rest may be given up or razed after the move; in the new section the action
    again goes on while it has structures and value."""
    state = play(orange_turn(initial(3), at=5, level_tiles=4), ChooseAction("orange", "basic"),
                 RazeStructure("brown"))
    assert FinishAction() in legal(state) and StepSupervisor(3) in legal(state)
    state = play(state, StepSupervisor(3), RazeStructure("golden"))
    assert state.turn.action.remaining == 1
    assert FinishAction() not in legal(state)
    state = play(state, RazeStructure("brown"))
    assert state.turn.action is None            # value and move used up: the action ended


def test_raze_stops_when_the_queue_is_full():
    """CV-ACT-11, CV-ACT-14, CV-ORANGE-06: with room for two in the queue and three to raze
    the first raze does not end the action; the one that fills the queue does, though a
    structure is left in the section."""
    state = attrs.evolve(initial(3), queue=("natural",) * 10)
    state = with_structures(state, 3, "brown", "golden", "natural")
    state = play(orange_turn(state, at=3, level_tiles=4), ChooseAction("orange", "basic"),
                 RazeStructure("golden"))
    assert not can_stop_or_leave(state)
    state = play(state, RazeStructure("brown"))
    assert state.site(3).structures == ("natural",) and state.turn.action.remaining == 1
    assert not any(isinstance(m, RazeStructure) for m in legal(state))
    assert FinishAction() in legal(state)


def test_raze_out_of_cubes():
    """CV-ACT-11, CV-ACT-14, CV-CUBES-01, CV-CUBES-02: with no cubes left the rest may be
    given up or a cube taken back; a cube taken back must then be used here."""
    state = put(initial(3), 12, 0, red=1)
    state = with_player(orange_turn(state, at=3), 0, cubes=1)
    state = play(state, ChooseAction("orange", "basic"), RazeStructure("golden"))
    assert FinishAction() in legal(state) and ReclaimCube(12, "red") in legal(state)
    state = play(state, ReclaimCube(12, "red"))
    assert not can_stop_or_leave(state) and RazeStructure("brown") in legal(state)


def test_build_goes_on_while_plots_and_structures_remain():
    """CV-ACT-11, CV-ACT-14, CV-GREEN-01: in a large completed section with three empty
    plots, the first of two structures built does not end the action; the second does."""
    state = green_turn(complete(initial(3), 8, 9), at=10)
    state = play(state, ChooseAction("green", "basic"), BuildStructure(9, 0))
    assert not can_stop_or_leave(state)
    assert legal(state) and all(isinstance(m, BuildStructure) for m in legal(state))
    state = play(state, BuildStructure(10, 0))
    assert state.queue == ("silver",)
    assert FinishAction() in legal(state)


def test_build_stops_when_no_plot_is_free():
    """CV-ACT-11, CV-ACT-14, CV-GREEN-09: a section tile with two plots and three to build:
    after two the action may stop (or move on), the third structure stays in the queue."""
    state = green_turn(initial(3), at=10, level_tiles=4)
    state = play(state, ChooseAction("green", "basic"), BuildStructure(10, 0))
    assert not can_stop_or_leave(state)
    state = play(state, BuildStructure(10, 1))
    assert state.queue == ("silver",) and state.turn.action.remaining == 1
    assert FinishAction() in legal(state)
    assert not any(isinstance(m, BuildStructure) for m in legal(state))
