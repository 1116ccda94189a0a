"""The strong bot's evaluation of a Circleville position (outlook.py): against solo players
("08 Solo mode"), whose own points come every round, the work left in town counts against a
person; without them it is the heuristic."""
import attrs
import pytest

from circleville import outlook
from circleville.rules import RULES
from circleville.turn import work_left

from .solo_support import solo_game
from .support import initial, put


def test_without_solo_players_the_evaluation_is_the_heuristic():
    state = initial(3)
    for seat in range(3):
        assert RULES.evaluation(state, seat) == RULES.heuristic(state, seat)


def test_against_a_solo_player_less_work_left_looks_better():
    """The same position with two more road squares done (by the person) looks better to
    the person by more than the heuristic says: the town is nearer its end, and with it
    the solo player's own points."""
    state = solo_game("bertha")
    section = 14
    done = put(state, section, 0, red=2)
    assert work_left(done) == work_left(state) - 2
    assert outlook.rounds_left(done) < outlook.rounds_left(state)
    gain = RULES.evaluation(done, 0) - RULES.evaluation(state, 0)
    assert gain > RULES.heuristic(done, 0) - RULES.heuristic(state, 0) > -1


def test_a_solo_player_earning_faster_weighs_more():
    """Two positions alike but for the solo player's own points so far (its VP track left
    as it is): the one where it has earned faster expects more from it per round left."""
    state = attrs.evolve(solo_game("bertha"), round=8)
    def earned(vp):
        return attrs.evolve(state, players=tuple(attrs.evolve(p, other_vp=vp) if s == 1 else p
                                                 for s, p in enumerate(state.players)))
    slow, fast = earned(0), earned(28)
    per_round = 28 / (7 + outlook.PRIOR_ROUNDS)
    expected = per_round * outlook.rounds_left(state)
    gap = RULES.evaluation(slow, 0) - RULES.evaluation(fast, 0)
    assert gap == pytest.approx(expected) and gap > 0


def test_planned_rounds_count_the_one_kind_of_work_left_at_the_tables_capacity():
    """The expert's evaluation ("07 Game end": the last section completed ends the game):
    with only razing left, the end comes no sooner than the structures left take at one
    orange action a round per seat, each at its level (Denzel's at his mat's action
    level), however fast the town came down before; raising the orange level shortens it."""
    from circleville.endgame import work_by_kind
    from circleville.mat import value
    from circleville.state import ACTION_TILE, colour_index
    from tests.circleville.endgame_positions import only_razing_left
    _, state, seat = only_razing_left()
    left = work_by_kind(state).structures
    assert outlook.capacity(state, "orange") == 2 == 2 * value("orange", 1)
    assert outlook.rounds_left(state) < left / 2
    assert outlook.planned_rounds_left(state) == left / 2
    orange = colour_index("orange")
    raised = state.players[seat].mat[orange] + (ACTION_TILE, ACTION_TILE)
    mat = tuple(raised if k == orange else col for k, col in enumerate(state.players[seat].mat))
    better = attrs.evolve(state, players=tuple(
        attrs.evolve(p, mat=mat) if k == seat else p for k, p in enumerate(state.players)))
    assert outlook.planned_rounds_left(better) < outlook.planned_rounds_left(state)
    assert outlook.planned(better, seat) > outlook.planned(state, seat)
    # here Denzel's points to come weigh more than the pace so far says; without solo
    # players the expert's evaluation is the strong bot's
    assert outlook.planned(state, seat) < outlook.evaluation(state, seat)
    plain = initial(3)
    assert outlook.planned(plain, 0) == outlook.evaluation(plain, 0)
