"""The rulebook's worked examples of the basic actions, played move by move (the others
are in test_alternate, test_completion, test_bonus and test_end, named by their people)."""
import attrs

from circleville.moves import (BuildStructure, ChooseAction, FinishAction, PlaceCubes,
                               QueueStructure, RazeStructure, StepSupervisor)

from .support import (build_on, complete, fill_roads, hub, initial, kinds, legal, play,
                      space_of, supervisor_at, with_mat, with_structures)


def angelika(state):
    """Angelika (seat 0), red level 3, supervisor in 15 where two red squares are empty."""
    state = with_mat(state, 0, red=2)
    state = fill_roads(state, 15, 1, leave_red=2, leave_blue=4)
    return hub(supervisor_at(state, 0, 15), 0, space=space_of("red"), top="blue")


def test_angelika_deconstructs_roads():
    """CV-RED-04 (Angelika's red action): level 3 = 3 cubes; two finish the red squares of
    15, her supervisor moves to 14, the third goes on a red square of 14; stopping after two
    is also legal."""
    state = play(angelika(initial(3)), ChooseAction("red", "basic"))
    assert state.turn.action.remaining == 3
    state = play(state, PlaceCubes())
    assert state.site(15).red[0] == 2 and state.turn.action.remaining == 1
    assert FinishAction() in legal(state)                   # she could pass on the third cube
    state = play(state, StepSupervisor(14), PlaceCubes())
    assert state.site(14).red[0] == 1 and state.players[0].supervisor == 14
    assert state.players[0].cubes == 47


def test_angelika_could_step_first():
    """CV-RED-05: the alternative: first to the neighbouring section, then all 3 cubes there."""
    state = play(angelika(initial(3)), ChooseAction("red", "basic"), StepSupervisor(14),
                 PlaceCubes())
    assert state.site(14).red[0] == 3 and state.site(15).red[0] == 0


def test_marion_constructs_roads():
    """CV-BLUE-04 (Marion's blue action): level 1 = 2 cubes on blue squares of 13, then her
    supervisor moves to 12."""
    state = hub(supervisor_at(initial(3), 1, 13), 1, space=space_of("blue"), top="red")
    state = play(state, ChooseAction("blue", "basic"), PlaceCubes(), StepSupervisor(12))
    assert state.site(13).blue[1] == 2 and state.players[1].supervisor == 12
    assert state.turn.action is None


def test_nicole_razes_structures():
    """CV-ORANGE-09 (Nicole's raze): level 5 = 3 structures: the golden one of 18 (a cube on
    its icon), a move to 15, both naturals there; then she queues natural, golden, natural."""
    state = with_mat(initial(3), 2, orange=4)
    state = with_structures(state, 18, "golden")           # 18's natural was razed before
    state = attrs.evolve(state, queue=())
    state = hub(supervisor_at(state, 2, 18), 2, space=space_of("orange"), top="green")
    state = play(state, ChooseAction("orange", "basic"))
    assert state.turn.action.remaining == 3
    state = play(state, RazeStructure("golden"), StepSupervisor(15), RazeStructure("natural"),
                 RazeStructure("natural"))
    assert state.site(18).icons[2] == 1 and state.site(15).icons[2] == 2
    assert kinds(state) == "queue"
    state = play(state, QueueStructure("natural"), QueueStructure("golden"))
    assert state.queue == ("natural", "golden", "natural")


def test_angelika_builds():
    """CV-GREEN-10 (Angelika's build): level 2 = 1 structure; she moves into the completed
    third-quadrant area, builds the natural from the left of the queue on its empty plot,
    places a cube beside it and gains a space on the third quadrant's track."""
    state = with_mat(initial(3), 0, green=1)
    state = complete(state, 18, 20)
    state = build_on(state, 18, 0, "golden", 1)
    state = build_on(state, 18, 1, "brown", 2)
    state = build_on(state, 20, 0, "silver", 1)
    state = attrs.evolve(state, queue=("natural", "brown"))
    state = hub(supervisor_at(state, 0, 15), 0, space=space_of("green"), top="red")
    state = play(state, ChooseAction("green", "basic"), StepSupervisor(18))
    assert [m for m in legal(state) if isinstance(m, BuildStructure)] == [BuildStructure(20, 1)]
    state = play(state, BuildStructure(20, 1))
    plot = state.site(20).plots[1]
    assert (plot.structure, plot.left) == ("natural", 0)
    assert state.players[0].markers == (0, 0, 1, 0) and state.queue == ("brown",)
