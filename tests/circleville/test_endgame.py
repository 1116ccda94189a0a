"""The end game's help (endgame.py, issue 30 point 4): the work left in town by kind
("Completing a section": red squares, blue squares, structures; "Orange: raze structures":
the 12 queue slots; "Green: build structures": empty build plots), and the one kind that
alone can still end the game ("07 Game end and final scoring": completing the last section
triggers the end), measured against the seat's own action level ("04 Game concepts:
action levels")."""
import attrs
import pytest

from circleville import endgame
from circleville.endgame import (BLUE, PLOTS, QUEUE, RED, STRUCTURES, advice, bottleneck,
                                 work_by_kind)
from circleville.rules import RULES
from circleville.state import Plot
from circleville.tiles import YEAR_BONUS_KIND
from circleville.turn import work_left
from shared.bots import ask, make_controller
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.narrator import say

from .endgame_positions import only_razing_left, only_razing_match
from .support import COMP, fill_roads, initial, put, with_mat, with_site

QUEUE_SLOTS = COMP.board.queue.slots


@pytest.fixture(scope="module")
def razing():
    """(state, seat) of the shared end-game position: only structures left in town."""
    _, state, seat = only_razing_left()
    return state, seat


def with_queue(state, length: int):
    """The queue holding `length` structures (natural ones: the kind does not matter)."""
    return attrs.evolve(state, queue=("natural",) * length)


def fill_plots(state):
    """A structure on every build plot of every completed section."""
    for n in range(1, len(state.sites) + 1):
        if state.is_completed(n):
            state = with_site(state, n, plots=tuple(p if p.structure else Plot("natural", 0)
                                                    for p in state.site(n).plots))
    return state


# --- the work left by kind ----------------------------------------------------------------

def test_at_setup_the_work_is_the_printed_town_but_the_start_section():
    """"05 Set up": every section but the start section is printed with its roads and
    structures; the queue starts with the start section's two naturals; the start section's
    tile has its empty plots."""
    state = initial(2, start=10)
    work = work_by_kind(state)
    others = [s for s in COMP.town.sections if s.number != 10]
    assert work.red == sum(s.red for s in others)
    assert work.blue == sum(s.blue for s in others)
    assert work.structures == sum(len(s.structures) for s in others)
    assert work.queue == QUEUE_SLOTS - len(COMP.board.queue.setup)
    assert work.plots == COMP.town.section(10).tile.plots
    assert work.town == work_left(state)


def test_the_work_by_kind_adds_up_to_the_work_left_all_game():
    """The kinds of work are the town's work (turn.work_left, which the end trigger and the
    deadlock guard use), counted apart, at every move of a whole game."""
    match = Match(RULES, RULES.make_config(["greedy", "greedy", "greedy"], {}, 5))
    bots = [make_controller(RULES, "greedy", s, 5) for s in range(3)]
    seen = set()
    while match.decision() is not None:
        work = work_by_kind(match.state)
        assert work.town == work_left(match.state)
        assert 0 <= work.queue == QUEUE_SLOTS - len(match.state.queue) - len(match.state.turn.held)
        seen.add((bool(work.red), bool(work.blue), bool(work.structures)))
        match.play(ask(bots[match.decision().seat], match))
    assert work_by_kind(match.state).town == 0
    assert len(seen) >= 3   # the game passed through several mixes of work


def test_squares_structures_and_plots_are_counted_where_the_rules_look():
    """A cube on a red square is one red square less; a razed structure (gone from its
    section) one structure less; a structure built on a plot one empty plot less."""
    state = initial(2, start=10)
    work = work_by_kind(state)
    assert work_by_kind(put(state, 14, 0, red=1)).red == work.red - 1
    assert work_by_kind(put(state, 14, 0, blue=2)).blue == work.blue - 2
    site = state.site(14)
    razed = with_site(state, 14, structures=site.structures[1:])
    assert work_by_kind(razed).structures == work.structures - 1
    built = with_site(state, 10, plots=(Plot("brown", 0),) + state.site(10).plots[1:])
    assert work_by_kind(built).plots == work.plots - 1
    assert work_by_kind(with_queue(state, QUEUE_SLOTS)).queue == 0


# --- the bottleneck -----------------------------------------------------------------------

def test_in_the_end_game_position_only_razing_can_finish_the_town(razing):
    """The shared position: no road square left, 7 structures, the queue with room for all
    of them: razing is the bottleneck, at the seat's orange level (1: one structure an
    action, the mat's value)."""
    state, seat = razing
    work = work_by_kind(state)
    assert (work.red, work.blue) == (0, 0) and work.structures == 7 <= work.queue
    found = bottleneck(state, seat)
    assert found == endgame.Bottleneck(STRUCTURES, 7, 7, "orange", 1, 1)
    said = say(advice(state, seat))
    assert said.startswith("Only razing can still finish the town: 7 structures left.")
    assert "orange action at level 1 razes 1" in said


def test_the_position_is_played_to_by_its_controllers_and_the_same_each_time(razing):
    match = only_razing_match()
    assert match.state == razing[0] and match.decision().seat == razing[1]
    assert match.decision().kind == "rondel" and not match.state.end_triggered
    assert match.state.solo_seat(1).name == "denzel"


def test_a_higher_raze_level_razes_more_of_them(razing):
    """Orange at level 3 (two action tiles in the column) razes 2 a time."""
    state, seat = razing
    higher = with_mat(state, seat, orange=2)
    found = bottleneck(higher, seat)
    assert (found.kind, found.level, found.per_action) == (STRUCTURES, 3, 2)
    assert "orange action at level 3 razes 2 of them" in say(advice(higher, seat))


def test_a_short_queue_makes_building_the_bottleneck(razing):
    """"Orange: raze structures": with the 12 slots nearly full no more structures can be
    razed than there is room for; building frees slots ("Green: build structures")."""
    state, seat = razing
    short = with_queue(state, QUEUE_SLOTS - 3)
    found = bottleneck(short, seat)
    assert (found.kind, found.left, found.room, found.colour) == (QUEUE, 7, 3, "green")
    said = say(advice(short, seat))
    assert "structures left: 7; free queue slots: 3" in said and "green action" in said


def test_without_plots_enough_the_town_cannot_be_finished_by_razing(razing):
    """The queue nearly full and no empty plot: the structures left can never all be
    razed (the game then ends by the deadlock guard, ruling G16). A New plot year bonus
    tile in hand is one more plot to build on."""
    state, seat = razing
    assert any(YEAR_BONUS_KIND[t] == "new_plot" for t in state.players[seat].year_bonus)
    stuck = fill_plots(with_queue(state, QUEUE_SLOTS - 2))
    assert work_by_kind(stuck).plots == 0
    found = bottleneck(stuck, seat)
    assert (found.kind, found.left, found.room) == (PLOTS, 7, 3)   # 2 slots, 1 New plot
    none_in_hand = attrs.evolve(stuck, players=tuple(attrs.evolve(p, year_bonus=())
                                                     for p in stuck.players))
    assert bottleneck(none_in_hand, seat).room == 2
    assert "can take only 2" in say(advice(none_in_hand, seat))


def test_one_road_colour_left_is_the_bottleneck():
    """Every structure razed and every square of one road colour covered: that road's
    action alone can finish the town."""
    state = initial(2, start=10)
    for n in range(1, len(state.sites) + 1):
        if not state.is_completed(n):
            state = fill_roads(with_site(state, n, structures=()), n, n % 2, leave_red=0)
    assert work_by_kind(state).town == 0
    red_left = with_site(state, 14, red=(state.site(14).red[0] - 2, state.site(14).red[1]))
    found = bottleneck(red_left, 0)
    assert (found.kind, found.left, found.colour, found.level, found.per_action) == (
        RED, 2, "red", 1, 2)
    assert say(advice(red_left, 0)).startswith(
        "Only deconstructing roads can still finish the town: 2 red squares left.")
    one_blue = with_site(state, 3, blue=(state.site(3).blue[0], state.site(3).blue[1] - 1))
    assert bottleneck(one_blue, 1).kind == BLUE
    assert say(advice(one_blue, 1)) == ("Only constructing roads can still finish the town: "
                                        "1 blue square left.")


def test_no_bottleneck_while_two_kinds_are_left_or_once_the_end_is_triggered(razing):
    assert bottleneck(initial(3), 0) is None and advice(initial(3), 0) is None
    state, seat = razing
    n = next(n for n in range(1, 21) if not state.is_completed(n))
    data = COMP.town.section(n)
    reopened = with_site(state, n, red=(data.red - 1,) + (0,) * (state.n - 1))
    assert bottleneck(reopened, seat) is None   # a red square and structures
    assert bottleneck(attrs.evolve(state, end_triggered=True), seat) is None


def test_the_rules_give_it_as_advice_and_other_games_give_none(razing):
    """The rules contract's `advice` hook (what a hint adds): Circleville's bottleneck,
    nothing in a game that has none to give."""
    state, seat = razing
    assert RULES.advice(state, seat) == advice(state, seat)
    rossio = registry.get_rules("rossio")
    match = Match(rossio, rossio.make_config(["greedy", "greedy"], {}, 1))
    assert rossio.advice(match.state, 0) is None
