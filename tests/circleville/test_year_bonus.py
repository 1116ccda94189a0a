"""Glossary "The year bonus tiles" and completion step II: using the tiles, turning them
over, putting them on the mat; every kind of tile. Tile ids: New plot 1-3, New equipment
4-6, Flexible supervisor 7-9, Flexible assistant 10-12, Increase to level 5 13-14, Raze a
structure 15-16, Build a structure 17-18, 3 victory points 19."""
import attrs

from circleville.mat import level
from circleville.moves import (BuildStructure, ChooseAction, EndTurn, FinishAction, MoveAssistant,
                               MoveSupervisorAnywhere, PickStructure, PlaceCubes, PlaceNewPlot,
                               PlaceUsedTile, RazeAnywhere, StepSupervisor, TakeEquipment,
                               UseYearBonus)
from circleville.state import ACTION_TILE, CLOSING, RONDEL, Turn
from circleville.tiles import YEAR_BONUS_KIND
from circleville.scoring import section_values

from .support import (COLOURS, build_on, complete, fill_roads, hub, initial, kinds, legal, play,
                      space_of, supervisor_at, with_mat, with_player, with_site)


def with_tiles(state, *tiles, seat=0):
    return with_player(state, seat, year_bonus=tuple(tiles))


def turn_of(state, seat=0, at=10, colour="red", top="red"):
    return hub(supervisor_at(state, seat, at), seat, space=space_of(colour), top=top)


def test_tile_kinds():
    """Glossary: eight kinds of year bonus tile, one "3 victory points" tile among 19 (its
    own back, the last year); the tests below use tiles 1 and 2 as New plot tiles."""
    kinds_ = [YEAR_BONUS_KIND[t] for t in range(1, 20)]
    assert len(set(kinds_)) == 8
    assert kinds_.count("victory_points") == 1 and kinds_[-1] == "victory_points"
    assert kinds_[:2] == ["new_plot"] * 2


# --- using tiles -------------------------------------------------------------------------------------

def test_use_any_time_of_the_own_turn():
    """CV-YB-03, CV-YB-06, CV-YB-05: an unused tile is offered at every pause of its owner's
    turn (step 1, between actions, after them) and never on another player's turn; using it
    is a choice."""
    state = complete(with_tiles(initial(3), 1), 1)
    rondel = attrs.evolve(state, turn=Turn(0, RONDEL))
    assert UseYearBonus(1) in legal(rondel)
    between = turn_of(state)
    assert UseYearBonus(1) in legal(between) and ChooseAction("red", "move_supervisor") in legal(between)
    after = hub(state, 0, space=space_of("red"), top="red", colours=(), actions=2)
    assert UseYearBonus(1) in legal(after) and EndTurn() in legal(after)
    other = turn_of(state, seat=1)
    assert UseYearBonus(1) not in legal(other)


def test_use_in_the_turn_it_was_gained():
    """CV-YB-04: a tile taken by completing a section may be used at once, the same turn."""
    from circleville.town import finished
    state = fill_roads(initial(3), 14, 1, leave_red=1)
    state = with_site(state, 14, structures=())
    assert not finished(state, 14)
    state = attrs.evolve(state, year_tiles=(7,) + state.year_tiles[1:7] + (0,) + state.year_tiles[8:])
    state = turn_of(state, at=14)
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert state.players[0].year_bonus == (7,)
    assert MoveSupervisorAnywhere(7, 1) in legal(state)


def test_used_tiles_turn_over_and_go_on_the_mat_at_the_end_of_the_turn():
    """CV-YB-08, CV-YB-09, CV-YB-10, CV-YB-11, CV-YB-13, CV-YB-18: a used tile is turned over;
    at the end of the turn it goes on the lowest free space of a column of the player's
    choice and counts as a tile there; the level rises only then. Several different tiles
    may be used in one turn."""
    state = with_mat(complete(with_tiles(initial(3), 7, 1), 1), 0, blue=1)
    state = turn_of(state, top="red")
    state = play(state, MoveSupervisorAnywhere(7, 1), UseYearBonus(1), PlaceNewPlot(1))
    assert state.turn.flipped == (7,) and state.players[0].year_bonus == ()
    assert level(state.players[0], "blue") == 2
    state = play(state, ChooseAction("red", "move_supervisor"), FinishAction(),
                 ChooseAction("red", "move_supervisor"), FinishAction(), EndTurn())
    assert state.turn.phase == CLOSING
    assert {m.colour for m in legal(state)} == set(COLOURS)
    state = play(state, PlaceUsedTile(7, "blue"))
    assert state.players[0].mat[1] == (ACTION_TILE, 7)
    assert level(state.players[0], "blue") == 3 and state.turn.seat == 1


def test_no_room_on_the_mat_discards_the_tile():
    """CV-YB-14: with every column full the used tile leaves the game."""
    state = with_mat(with_tiles(initial(3), 7), 0, red=4, blue=4, orange=4, green=4)
    state = turn_of(state, top="")
    state = play(state, MoveSupervisorAnywhere(7, 1), ChooseAction("red", "move_supervisor"),
                 FinishAction(), EndTurn())
    assert state.turn.seat == 1 and all(7 not in col for col in state.players[0].mat)


def test_no_turning_over_without_using():
    """CV-YB-15, CV-YB-17: there is no move that puts an unused tile on the mat; used tiles
    on the mat are no action tiles (winner tie-break, achievement 22, equipment 18)."""
    state = with_tiles(initial(3), 10)
    state = hub(state, 0, space=space_of("red"), top="red", colours=(), actions=2)
    assert not any(isinstance(m, PlaceUsedTile) for m in legal(state))
    state = play(state, EndTurn())
    assert state.players[1 - 1].year_bonus == (10,)
    from circleville.mat import action_tiles
    assert action_tiles(with_player(state, 0, mat=((ACTION_TILE, 7), (8,), (), ())).players[0]) == 1


# --- New plot ---------------------------------------------------------------------------------------------

def test_new_plot():
    """CV-YB-20, CV-YB-21, CV-YB-22, CV-YB-23: the tile goes in any completed section, wherever
    the supervisor is, with the player's cube on its right square and +1 on that quadrant's
    track; it is an empty plot whose left square only a builder fills; it is not turned over
    (so it never reaches the mat, nor scores as unused)."""
    state = complete(with_tiles(initial(3), 2), 1, 16)
    state = turn_of(state, at=14)
    state = play(state, UseYearBonus(2))
    assert kinds(state) == "year-bonus"
    assert {m.section for m in legal(state)} == {1, 10, 16}
    state = play(state, PlaceNewPlot(16))
    plot = state.site(16).plots[-1]
    assert plot.new and plot.right == 0 and plot.left == -1 and not plot.structure
    assert state.players[0].markers == (0, 0, 1, 0) and state.turn.flipped == ()
    # a builder puts the cube on its left square; the right one stays the placer's
    state = attrs.evolve(state, queue=("golden",))
    state = with_player(state, 1, year_bonus=(17,))
    state = turn_of(state, seat=1, at=14)
    state = play(state, UseYearBonus(17), PickStructure(0), BuildStructure(16, len(state.site(16).plots) - 1))
    plot = state.site(16).plots[-1]
    assert (plot.structure, plot.left, plot.right) == ("golden", 1, 0)


# --- New equipment -------------------------------------------------------------------------------------

def test_new_equipment():
    """CV-YB-24, CV-YB-25, CV-YB-26: take an unclaimed equipment tile; full slots with some
    equipment: give one back; three achievements: the tile cannot be used."""
    state = attrs.evolve(with_tiles(initial(3), 4), equipment=(9, 13))
    state = play(turn_of(state), UseYearBonus(4))
    assert set(legal(state)) == {TakeEquipment(9), TakeEquipment(13)}
    state = play(state, TakeEquipment(13))
    assert state.players[0].equipment == (13,) and kinds(state) == "actions"
    full = with_player(attrs.evolve(with_tiles(initial(3), 4), equipment=(9,)), 0,
                       equipment=(2,), achievements=(1, 3))
    full = play(turn_of(full), UseYearBonus(4))
    assert legal(full) == (TakeEquipment(9, 2),)
    blocked = with_player(attrs.evolve(with_tiles(initial(3), 4), equipment=(9,)), 0,
                          achievements=(1, 2, 3))
    assert UseYearBonus(4) not in legal(turn_of(blocked))


# --- Flexible supervisor / assistant -------------------------------------------------------------------

def test_flexible_supervisor():
    """CV-YB-27, CV-YB-28: the supervisor goes to any section of the town, on top of the
    action's normal move (jump, work, step)."""
    state = turn_of(with_tiles(initial(3), 8), at=10)
    state = play(state, ChooseAction("red", "basic"))
    jumps = {m.to for m in legal(state) if isinstance(m, MoveSupervisorAnywhere)}
    assert jumps == set(range(1, 21)) - {10}
    state = play(state, MoveSupervisorAnywhere(8, 19), PlaceCubes())
    assert state.turn.action.moves == 1
    state = play(state, StepSupervisor(18))           # the normal move, after the work
    assert state.site(19).red[0] == 2 and state.players[0].supervisor == 18
    assert state.turn.action is None


def test_flexible_assistant():
    """CV-YB-29, CV-YB-30, CV-TURN-04, CV-TURN-10: in step 1 the assistant may go to any
    space, its own and occupied ones included."""
    state = with_player(with_tiles(initial(3), 11), 1, assistant=5)
    state = attrs.evolve(state, turn=Turn(0, RONDEL))
    flexible = {m.space for m in legal(state) if isinstance(m, MoveAssistant) and m.tile == 11}
    plain = {m.space for m in legal(state) if isinstance(m, MoveAssistant) and not m.tile}
    assert plain | flexible == set(range(8)) and 0 in flexible and 5 in flexible
    state = play(state, MoveAssistant(0, 11))
    assert state.players[0].assistant == 0 and state.turn.flipped == (11,)


# --- Increase to level 5 ---------------------------------------------------------------------------------

def test_increase_to_level_5():
    """CV-YB-31, CV-YB-32: one action at level 5 (the basic value of level 5, or any
    alternate up to 5); the other action of the same colour keeps the real level."""
    state = turn_of(with_tiles(initial(3), 13), at=14, top="red")
    assert ChooseAction("red", "basic", level5=13) in legal(state)
    state = play(state, ChooseAction("red", "basic", level5=13))
    assert state.turn.action.level == 5 and state.turn.action.remaining == 4
    state = play(state, PlaceCubes(), FinishAction())
    assert not any(m.level5 for m in legal(state) if isinstance(m, ChooseAction))
    state = play(state, ChooseAction("red", "basic"))
    assert state.turn.action.level == 1


# --- Raze a structure ----------------------------------------------------------------------------------

def test_raze_a_structure():
    """CV-YB-33, CV-YB-34: any structure of any incomplete section, wherever the supervisor
    is, to the end of the queue, with the player's cube on its icon; no action is spent."""
    state = turn_of(with_tiles(initial(3), 15), at=10)
    state = play(state, UseYearBonus(15))
    assert RazeAnywhere(19, "golden") in legal(state) and RazeAnywhere(3, "brown") in legal(state)
    state = play(state, RazeAnywhere(19, "golden"))
    assert state.site(19).structures == ("silver",) and state.site(19).icons[0] == 1
    assert state.queue[-1] == "golden" and state.turn.actions == 0
    assert {m.colour for m in legal(state) if isinstance(m, ChooseAction)} == {"red"}


def test_raze_tile_completes_a_section():
    """CV-COMP-05, ruling G10: the Raze a structure tile removing a section's last work
    completes it at once."""
    state = fill_roads(initial(3), 14, 1)
    state = turn_of(with_tiles(state, 16), at=10)
    state = play(state, UseYearBonus(16), RazeAnywhere(14, "natural"))
    assert state.is_completed(14) and kinds(state) == "actions"
    first, second, _ = section_values(14, 3)
    assert state.players[1].score == first and state.players[0].score == second


def test_no_raze_tile_with_a_full_queue():
    """CV-YB-35: with all 12 queue slots full the tile cannot be used."""
    state = attrs.evolve(with_tiles(initial(3), 15), queue=("brown",) * 12)
    assert UseYearBonus(15) not in legal(turn_of(state))


# --- Build a structure -------------------------------------------------------------------------------------

def test_build_a_structure():
    """CV-YB-36, CV-YB-37, CV-YB-38, CV-YB-39: any structure of the queue on any empty plot of
    any completed section; the cube on its left square, +1 on the track; no action spent; the
    rest of the queue keeps its order."""
    state = attrs.evolve(with_tiles(initial(3), 18), queue=("natural", "golden", "brown"))
    state = complete(state, 3)
    state = build_on(state, 3, 0, "silver", 2)
    state = turn_of(state, at=14)
    state = play(state, UseYearBonus(18))
    assert set(legal(state)) == {PickStructure(0), PickStructure(1), PickStructure(2)}
    state = play(state, PickStructure(1))
    assert set(legal(state)) == {BuildStructure(3, 1), BuildStructure(10, 0)}
    state = play(state, BuildStructure(3, 1))
    plot = state.site(3).plots[1]
    assert (plot.structure, plot.left, plot.right) == ("golden", 0, -1)
    assert state.players[0].markers == (1, 0, 0, 0)
    assert state.queue == ("natural", "brown") and state.turn.actions == 0
