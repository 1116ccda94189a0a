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
