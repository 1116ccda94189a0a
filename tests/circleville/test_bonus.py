"""Rulebook "Step 3: (optional) take a bonus action", with Marion's example."""
import attrs

from circleville.mat import level
from circleville.moves import (BonusAction, ChooseAction, EndTurn, FinishAction, PlaceCubes,
                               StepSupervisor)
from circleville.state import ACTION_TILE

from .support import (COLOURS, fill_roads, hub, initial, kinds, legal, play, space_of,
                      supervisor_at, with_mat, with_player, with_structures)


def after_actions(state, seat=0, at=14):
    """Seat `seat` has taken both actions this turn."""
    return hub(supervisor_at(state, seat, at), seat, space=space_of("red"), top="blue",
               colours=(), actions=2)


def test_bonus_action_is_optional_and_needs_all_four_columns():
    """CV-BONUS-01, CV-BONUS-02: offered beside ending the turn, and only with a tile in
    each of the four columns (the printed level 1 does not count)."""
    state = after_actions(with_mat(initial(3), 0, red=1, blue=1, orange=1, green=1))
    assert BonusAction() in legal(state) and EndTurn() in legal(state)
    state = after_actions(with_mat(initial(3), 0, red=2, blue=1, orange=1))
    assert BonusAction() not in legal(state)


def test_marion_returns_four_tiles_and_constructs_roads():
    """CV-BONUS-12, CV-BONUS-03, CV-BONUS-04, CV-BONUS-05, CV-BONUS-06, CV-BONUS-07,
    CV-YB-12, CV-YB-11 (Marion's bonus action): she returns the red, orange and green
    action tiles and the used year bonus tile from the blue column (blue level 3 -> 2) to
    the box and constructs roads with the blue basic action at level 2 (2 cubes)."""
    state = with_mat(initial(3), 0, red=1, orange=1, green=1)
    marion = state.players[0]
    mat = marion.mat[:1] + ((ACTION_TILE, 7),) + marion.mat[2:]
    state = with_player(state, 0, mat=mat)
    assert level(state.players[0], "blue") == 3
    state = after_actions(state)
    box = state.box
    state = play(state, BonusAction())
    marion = state.players[0]
    assert marion.mat == ((), (ACTION_TILE,), (), ())
    assert [level(marion, c) for c in COLOURS] == [1, 2, 1, 1]
    assert state.box == tuple(b + (c != "blue") for b, c in zip(box, COLOURS))   # 7 is gone
    assert {m.colour for m in legal(state) if isinstance(m, ChooseAction)} == set(COLOURS)
    state = play(state, ChooseAction("blue", "basic"), PlaceCubes())
    assert state.site(14).blue[0] == 2


def test_bonus_action_any_action_of_the_column():
    """CV-BONUS-08: the bonus action may be the basic action or any alternate action at or
    below the column's new level."""
    state = with_mat(initial(3), 0, red=3, blue=1, orange=1, green=1)
    state = attrs.evolve(after_actions(state, at=10), equipment=(4,))
    state = play(state, BonusAction())
    red = {m.action for m in legal(state) if isinstance(m, ChooseAction) and m.colour == "red"}
    assert {"basic", "move_supervisor", "take_equipment", "beautify"} <= red
    blue = {m.action for m in legal(state) if isinstance(m, ChooseAction) and m.colour == "blue"}
    assert "take_equipment" not in blue


def test_one_bonus_action_per_turn():
    """CV-BONUS-10: after the bonus action only ending the turn remains (no second bonus)."""
    state = after_actions(with_mat(initial(3), 0, red=2, blue=2, orange=2, green=2))
    state = play(state, BonusAction(), ChooseAction("red", "move_supervisor"), FinishAction())
    assert BonusAction() not in legal(state) and EndTurn() in legal(state)
    assert not any(isinstance(m, ChooseAction) for m in legal(state))


def test_completion_after_the_bonus_action():
    """CV-BONUS-11: a section finished by the bonus action is completed right after it."""
    state = with_structures(fill_roads(initial(3), 14, 1, leave_red=1), 14)
    state = after_actions(with_mat(state, 0, red=2, blue=1, orange=1, green=1))
    state = play(state, BonusAction(), ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert state.is_completed(14) and kinds(state) == "actions"


def test_bonus_action_supervisor_move():
    """CV-BONUS-09: the bonus action has its once-per-action move."""
    state = after_actions(with_mat(initial(3), 0, red=1, blue=1, orange=1, green=1))
    state = play(state, BonusAction(), ChooseAction("red", "basic"))
    assert StepSupervisor(15) in legal(state)
