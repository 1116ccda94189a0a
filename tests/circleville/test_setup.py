"""Rulebook "05 Set up" and "04 Game concepts": the position the rules set up, the seats
and the option, and the concepts every later rule relies on (levels, sections, quadrants,
large completed sections)."""
from collections import Counter

import pytest

from circleville.mat import level
from circleville.rules import RULES
from circleville.state import HIDDEN, HIDDEN_BAG, HIDDEN_SETUP, RONDEL
from circleville.town import graph, members, neighbours, place_of
from shared.engine.contract import ConfigError

from .support import COLOURS, COMP, TILE_YEARS, complete, initial, new_game, with_mat


def test_seats_two_to_four_players():
    """CV-CONCEPT-01: 2-4 people play the multiplayer game (the solo mode with 1 person
    against solo players joins in the next issue: check_seats already takes its shape, and
    until then a single seat is refused with a clear message). CV-SETUP-31: the solo setup
    changes come with the solo players (CV-SOLO-01..09)."""
    for n in (2, 3, 4):
        RULES.make_config(["random"] * n, {}, 1)
    for n in (1, 5):
        with pytest.raises(ConfigError, match="2 to 4 players"):
            RULES.make_config(["random"] * n, {}, 1)
    assert (RULES.name, RULES.title, RULES.min_players, RULES.max_players) == (
        "circleville", "Squaring Circleville", 2, 4)


def test_player_colours_and_supplies():
    """CV-SETUP-01, CV-SETUP-02, CV-SETUP-03, CV-SETUP-05, CV-SETUP-06, CV-SETUP-07: each
    seat is one player colour with its own mat; 50 cubes in the supply, score 0, markers on
    0 of every quadrant track, every level 1 (no tiles on the mat), no equipment,
    achievement or year bonus tiles."""
    state = initial(4)
    assert len(state.players) == 4 <= len(COMP.inventory.player_colours)
    for p in state.players:
        assert p.cubes == 50 and p.score == 0
        assert p.markers == (0, 0, 0, 0)
        assert p.mat == ((), (), (), ())
        assert all(level(p, c) == 1 for c in COLOURS)
        assert p.equipment == p.achievements == p.year_bonus == ()


def test_assistants_start_on_the_smokestack():
    """CV-SETUP-04: every assistant starts on the green smokestack space (sharing it)."""
    state = initial(4)
    start = COMP.board.rondel.start
    assert COMP.board.rondel.spaces[start].colour == "green"
    assert all(p.assistant == start for p in state.players)


def test_first_game_starts_with_section_10():
    """CV-SETUP-08, CV-SETUP-11, CV-SETUP-12, CV-SETUP-13: the default (first game) start is
    section 10, completed from the start with all supervisors on it; the other 19 section
    tiles are not placed; nobody scored it, took a year bonus tile for it or put a
    first-place cube on it."""
    state = initial(3)
    assert state.start == 10
    assert [n for n in range(1, 21) if state.is_completed(n)] == [10]
    assert all(p.supervisor == 10 for p in state.players)
    site = state.site(10)
    assert site.number_cube == -1 and site.beautify == ()
    assert len(site.plots) == COMP.town.section(10).tile.plots
    assert all(p.score == 0 and p.year_bonus == () for p in state.players)
    assert all(state.year_tiles)      # no tile was taken


@pytest.mark.parametrize("start", [1, 10, 15, 20])
def test_later_games_choose_the_start_section(start):
    """CV-SETUP-09, CV-SETUP-14, CV-SETUP-15: one shared start section among 1, 10, 15, 20;
    the structures stand on the other 19 sections, the 2 left over (the start section's 2
    naturals) fill the queue's two leftmost slots."""
    state = initial(2, start=start)
    assert state.start == start and state.completed == 1 << (start - 1)
    for section in COMP.town.sections:
        expected = () if section.number == start else section.structures
        assert state.site(section.number).structures == expected
    assert state.queue == ("natural", "natural")
    on_board = Counter(k for s in state.sites for k in s.structures) + Counter(state.queue)
    assert dict(on_board) == dict(COMP.inventory.structures)


@pytest.mark.parametrize("bad", ["2", "19", "0", "ten"])
def test_other_start_sections_are_refused(bad):
    """CV-SETUP-10: any other start section is refused with a clear message."""
    with pytest.raises(ConfigError, match="start-section.*not one of 1, 10, 15, 20"):
        RULES.make_config(["random"] * 3, {"start-section": bad}, 1)


def test_achievements_dealt_to_the_year_track():
    """CV-SETUP-16, CV-SETUP-17: one achievement per achievement slot of the year track,
    the rest out of the game; the achievements table starts empty."""
    state = initial(3)
    slots = COMP.board.year_track.achievement_slots
    dealt = [a for y, a in zip(TILE_YEARS, state.year_achievements) if a]
    assert [y for y, a in zip(TILE_YEARS, state.year_achievements) if a] == list(slots)
    assert len(set(dealt)) == len(dealt) and all(1 <= a <= 23 for a in dealt)
    assert not any(state.table)
    assert initial(3, seed=2).year_achievements != state.year_achievements   # shuffled


def test_two_players_remove_equipment_22():
    """CV-SETUP-18, CV-SETUP-20, CV-SETUP-21, CV-EQ-48 (multiplayer part): with 2 players
    tile 22 is removed before shuffling; 3 tiles per player are revealed, the rest can never
    be taken."""
    for seed in range(30):
        state = initial(2, seed)
        assert 22 not in state.equipment and len(state.equipment) == 6
    assert COMP.equipment_tile(22).removed_in == ("two_player", "solo")


def test_three_and_four_players_keep_equipment_22():
    """CV-SETUP-19, CV-SETUP-20, CV-SETUP-30: tile 22 stays in the pool; 9 and 12 tiles are
    revealed; 4 players change nothing else."""
    seen = set()
    for seed in range(40):
        three, four = initial(3, seed), initial(4, seed)
        assert len(three.equipment) == 9 and len(four.equipment) == 12
        seen |= set(four.equipment)
        assert three.queue == four.queue and len(three.stacks) == len(four.stacks)
    assert 22 in seen


def test_year_bonus_tiles_on_the_year_track():
    """CV-SETUP-22, CV-SETUP-23, CV-CONCEPT-26: the 3 VP tile lies on 1856, the other 18
    shuffled one per year 1838-1855; 1837 holds no tile."""
    state = initial(3)
    assert TILE_YEARS[0] == 1838 and TILE_YEARS[-1] == 1856
    assert COMP.board.year_track.empty_year == 1837 and 1837 not in TILE_YEARS
    assert state.year_tiles[-1] == 19 and COMP.year_bonus_tile(19).special_back
    assert sorted(state.year_tiles[:-1]) == list(range(1, 19))
    assert initial(3, seed=9).year_tiles[:-1] != state.year_tiles[:-1]


def test_action_tiles_setup():
    """CV-SETUP-24, CV-SETUP-25, CV-SETUP-26, CV-SETUP-27, CV-SETUP-28: 8 stacks of 4 from
    32 tiles (8 of each colour), the other 32 in the bag, 4 of them on the upcoming stack
    and 28 left; the same with 2, 3 and 4 players. Only the top tiles are face up: the
    rest keep their colour among the unseen tiles of their half."""
    for n in (2, 3, 4):
        state = initial(n)
        assert len(state.stacks) == 8 and all(len(s) == 4 for s in state.stacks)
        assert all(s[-1] in COLOURS and all(e == HIDDEN_SETUP for e in s[:-1]) for s in state.stacks)
        tops = Counter(s[-1] for s in state.stacks)
        assert all(tops[c] + state.pools[0][i] == 8 for i, c in enumerate(COLOURS))
        assert sum(state.pools[0]) == 24
        assert len(state.upcoming) == 4 and state.upcoming[:-1] == (HIDDEN_BAG,) * 3
        assert state.bag == 28
        assert sum(state.pools[1]) == 31 and HIDDEN == (HIDDEN_SETUP, HIDDEN_BAG)


def test_first_player_random_and_fixed():
    """CV-SETUP-29, CV-CONCEPT-28, CV-TURN-01: the first player is drawn at random, takes
    the first turn, and stays the first player for the whole game."""
    firsts = {initial(4, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    match = new_game(3, 4)
    state = match.state
    assert state.turn.seat == state.first and state.turn.phase == RONDEL
    first = state.first
    from shared.bots.playout import play_out
    play_out(match, max_moves=400)
    assert match.state.first == first


# --- concepts ----------------------------------------------------------------------------------------

def test_levels_count_tiles_in_the_column():
    """CV-CONCEPT-07, CV-CONCEPT-08: the level is 1 (printed) plus the filled spaces of
    the column, action tiles and used year bonus tiles alike; never below 1. Marion's
    example: red 3, blue 1, orange 5, green 2."""
    state = with_mat(initial(3), 0, red=2, orange=4, green=1)
    marion = state.players[0]
    assert [level(marion, c) for c in COLOURS] == [3, 1, 5, 2]
    import attrs
    mat = marion.mat[:1] + ((0, 7),) + marion.mat[2:]      # a used year bonus tile (7) in blue
    assert level(attrs.evolve(marion, mat=mat), "blue") == 3
    assert level(initial(2).players[0], "red") == 1


def test_sections_neighbour_only_across_roads():
    """CV-CONCEPT-13: supervisors step only between sections that share a road (a corner
    contact is no road): 17 reaches 6, 16 and 19 but not 9."""
    state = initial(3)
    assert set(neighbours(state, 17)) == {6, 16, 19}
    assert 9 not in neighbours(state, 17)


def test_large_completed_sections():
    """CV-CONCEPT-17, CV-CONCEPT-18, CV-CONCEPT-19, CV-CONCEPT-20, CV-CONCEPT-21:
    neighbouring completed sections of one quadrant form one place (named by its lowest
    section); unconnected ones stay apart (Q3 with 19 open: {18, 20} and {16, 17}); a
    whole quadrant is one place; quadrants never merge; a place borders every section
    bordering one of its members."""
    state = complete(initial(3), 16, 17, 18, 20)
    assert members(state, place_of(state, 20)) == (18, 20)
    assert members(state, place_of(state, 16)) == (16, 17)
    assert place_of(state, 18) != place_of(state, 16)
    whole = complete(state, 19)
    assert members(whole, place_of(whole, 16)) == (16, 17, 18, 19, 20)
    both = complete(whole, 9, 10)            # Q2 completed sections touch Q3 (9-19, 10-20)
    assert place_of(both, 9) == 9 and place_of(both, 16) == 16
    assert 9 in neighbours(both, 16)         # adjacent areas of two quadrants are neighbours
    area = place_of(state, 18)
    assert set(neighbours(state, area)) == {10, 15, 19}
    assert graph(state.completed) is graph(state.completed)


def test_work_only_where_the_supervisor_is():
    """CV-CONCEPT-22: actions work in the supervisor's section (or large completed
    section): a red action offers no work while the supervisor stands where no red square
    is empty, and cubes go only where it stands."""
    from circleville.moves import ChooseAction, PlaceCubes
    from .support import hub, play, supervisor_at
    state = supervisor_at(initial(3), 0, 13)
    state = hub(state, 0, space=1, top="red")
    state = play(state, ChooseAction("red", "basic"), PlaceCubes())
    assert state.site(13).red[0] == 2 and sum(s.red[0] for s in state.sites) == 2


def test_quadrant_tracks_keep_counting():
    """CV-CONCEPT-24, CV-GREEN-07: a marker past 10 shows "+10" (value 10 + space); past 20
    the value simply keeps counting (ruling G15: only the order matters)."""
    from circleville.scoring import quadrant_points
    from .support import with_player
    state = with_player(initial(2), 0, markers=(23, 0, 0, 0))
    state = with_player(state, 1, markers=(21, 0, 0, 0))
    assert COMP.town.tracks.max_value == 20
    assert quadrant_points(state, 0) == (9, 3)
