"""Rulebook GAME SETUP 1-8 and the player-count table."""
import pytest

from simplicity.components import components

from .helpers import started

TABLE = {2: (4, 2, 4, True), 3: (6, 2, 6, False), 4: (4, 1, 4, True), 5: (5, 1, 5, True),
         6: (6, 1, 6, False)}


@pytest.mark.parametrize("players", sorted(TABLE))
def test_setup_table_strips_teams_and_demolition(players):
    """GAME SETUP 1-3 and the table: terrain tiles + special, teams per player, demolition."""
    strips, each, teams, demolition = TABLE[players]
    state = started(players).state
    assert len(state.strips) == strips + 1
    assert components().special.id in state.strips
    assert state.teams == teams
    assert all(len(state.teams_of(p)) == each for p in range(players))
    assert state.demolition is demolition
    assert state.cols == strips + 1 and len(state.tiles) == 6 * (strips + 1)


@pytest.mark.parametrize("seed", range(30))
def test_no_parks_in_the_first_round(seed):
    """GAME SETUP 5: parks cannot appear in the first round."""
    state = started(4, seed).state
    assert len(state.offer) == 7 and "park" not in state.offer


def test_first_order_is_random_and_last_pawn_gets_extra_point():
    """GAME SETUP 7-8: pawns revealed at random; the last one's team gets a token."""
    orders = set()
    for seed in range(20):
        state = started(5, seed).state
        orders.add(state.order)
        assert state.extra[state.order[-1]] == 1 and sum(state.extra) == 1
    assert len(orders) > 10


def test_bag_holds_sixty_tiles_minus_the_offer():
    state = started(4).state
    assert sum(state.bag) == 60 - 7


def test_two_teams_per_player_alternate_seats():
    """Two teams per player (SPECIAL RULES): each person commands two teams."""
    state = started(3).state
    assert state.team_player == (0, 1, 2, 0, 1, 2)
