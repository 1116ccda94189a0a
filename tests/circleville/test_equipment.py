"""Glossary "The equipment tiles": every tile, its details and when it may be used."""
import attrs

from circleville.mat import action_tiles, level
from circleville.moves import (Beautify, BonusAction, BuildStructure, ChooseAction, DoubleScore,
                               EndTurn, FinishAction, FlipStack, MoveAssistant, PlaceCubes,
                               RazeStructure, StepSupervisor, SwapMatTile, SwapQueue,
                               SwapUpcoming, SwapYearBonus)
from circleville.rondel import destinations
from circleville.scoring import achievement_points, beautify_cubes, section_ranking, section_values
from circleville.state import ACTION_TILE, RONDEL, Turn, replace
from circleville.turn import pending_colours

from .support import (COLOURS, COMP, fill_roads, hub, initial, kinds, legal, play, put,
                      space_of, supervisor_at, with_mat, with_player, with_site, with_structures)


def holding(state, seat=0, *tiles):
    return with_player(state, seat, equipment=tuple(tiles))


def spaces(moves):
    return sorted(m.space for m in moves if isinstance(m, MoveAssistant) and not m.tile)


# --- 1: beautify twice -----------------------------------------------------------------------------

def test_1_beautify_a_second_time():
    """CV-EQ-01, CV-EQ-23, CV-EQ-24: a section already beautified takes a second cube (next
    to the first) with +1 on the track, never a third; the second cube counts as a beautify
    cube for the quadrant tie-break and for achievement 21."""
    state = with_site(initial(3), 10, beautify=(1,))
    state = with_mat(holding(state, 0, 1), 0, red=2)
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("red"), top="red")
    state = play(state, ChooseAction("red", "beautify"), Beautify(10))
    assert state.site(10).beautify == (1, 0) and state.players[0].markers == (0, 1, 0, 0)
    assert ChooseAction("red", "beautify") not in legal(state)
    assert beautify_cubes(state, 1, 0) == 1
    state = with_player(state, 0, achievements=(21,))
    assert achievement_points(state, 0, 21) == 1


# --- 2 and 17: the stack at your space ----------------------------------------------------------------

def stacked(state, stack, seat=0, colour="red"):
    space = space_of(colour)
    state = attrs.evolve(state, stacks=replace(state.stacks, space, stack))
    state = with_player(state, seat, assistant=space)
    return attrs.evolve(state, turn=Turn(seat, "actions"))


def test_2_flip_the_stack():
    """CV-EQ-02, CV-EQ-25, CV-TURN-14: before the actions the stack turns over: its bottom
    tile is on top, giving the turn's second colour and the tile of step 4."""
    state = stacked(holding(initial(3), 0, 2), ("blue", "green", "orange"))
    assert pending_colours(state) == ("red", "orange")
    state = play(state, FlipStack())
    assert state.stacks[space_of("red")] == ("orange", "green", "blue")
    assert pending_colours(state) == ("red", "blue")
    assert FlipStack() not in legal(state)
    state = play(state, ChooseAction("red", "move_supervisor"), FinishAction(),
                 ChooseAction("blue", "move_supervisor"), FinishAction(), EndTurn())
    assert state.players[0].mat[COLOURS.index("blue")] == (ACTION_TILE,)


def test_2_and_17_only_before_the_actions():
    """CV-EQ-54, CV-EQ-53: 2 and 17 act once, before the first action of the turn."""
    state = stacked(holding(initial(3), 0, 2, 17), ("blue", "green", "orange"))
    assert {FlipStack(), SwapUpcoming()} <= set(legal(state))
    state = play(state, ChooseAction("red", "move_supervisor"), FinishAction())
    assert not {FlipStack(), SwapUpcoming()} & set(legal(state))


def test_17_swap_with_the_upcoming_stack():
    """CV-EQ-17, CV-EQ-41, CV-EQ-42, CV-TURN-14: after the rondel move the stack trades
    places with the upcoming stack (a short stack is not topped up); the new stack gives the
    second colour and the step-4 tile."""
    state = stacked(holding(initial(3), 0, 17), ("orange",))
    state = attrs.evolve(state, upcoming=("green", "red", "blue"))
    state = play(state, SwapUpcoming())
    assert state.upcoming == ("orange",) and state.stacks[space_of("red")] == ("green", "red", "blue")
    assert pending_colours(state) == ("red", "blue")


# --- 3: one more step -------------------------------------------------------------------------------

def test_3_an_extra_supervisor_step():
    """CV-EQ-03, CV-EQ-26: every action (also bonus and final actions) may move the
    supervisor one section more, together or split."""
    state = hub(supervisor_at(holding(initial(3), 0, 3), 0, 15), 0, space=space_of("red"), top="red")
    state = play(state, ChooseAction("red", "basic"))
    assert state.turn.action.moves == 2
    state = play(state, StepSupervisor(14), PlaceCubes(), StepSupervisor(1))
    assert state.players[0].supervisor == 1
    final = attrs.evolve(state, turn=Turn(0, "final", colours=COLOURS, pick_one=True))
    final = play(final, ChooseAction("blue", "basic"))
    assert final.turn.action.moves == 2


# --- 4: swap the year bonus tile ------------------------------------------------------------------

def one_red_left(state, number, owner):
    return with_structures(fill_roads(state, number, owner, leave_red=1), number)


def test_4_swap_the_year_bonus_tile():
    """CV-EQ-04, CV-EQ-27, CV-COMP-31: completing a section, the active player may first swap
    the next year bonus tile with a later one (never the 3 VP tile); the achievements stay
    beside their years."""
    state = one_red_left(holding(initial(3), 0, 4), 14, 1)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="blue")
    tiles, beside = state.year_tiles, state.year_achievements
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert kinds(state) == "year-swap"
    years = {m.year for m in legal(state)}
    assert 0 in years and 1856 not in years and 1839 in years and 1838 not in years
    state = play(state, SwapYearBonus(1839))
    assert state.players[0].year_bonus == (tiles[1],)
    assert state.year_tiles[1] == tiles[0] and state.year_achievements == beside
    assert kinds(state) == "actions"


# --- 5-8: one tile more in a column --------------------------------------------------------------

def test_5_to_8_count_one_tile_more():
    """CV-EQ-05, CV-EQ-06, CV-EQ-07, CV-EQ-08, CV-EQ-28, CV-EQ-50: each raises its colour's
    level by one while held, never beyond 5."""
    for tile, colour in ((5, "red"), (6, "blue"), (7, "orange"), (8, "green")):
        state = holding(initial(3), 0, tile)
        assert level(state.players[0], colour) == 2
        assert all(level(state.players[0], c) == 1 for c in COLOURS if c != colour)
        full = with_mat(state, 0, **{colour: 4})
        assert level(full.players[0], colour) == 5
    assert level(initial(3).players[0], "red") == 1


def test_5_to_8_are_no_action_tiles():
    """CV-EQ-29: the virtual tile gives level and value but is no tile for the bonus
    action, the winner tie-break or achievement 22."""
    state = with_mat(holding(initial(3), 0, 8), 0, red=1, blue=1, orange=1)
    state = hub(state, 0, space=space_of("red"), top="red", colours=(), actions=2)
    assert BonusAction() not in legal(state)
    assert action_tiles(state.players[0]) == 3
    state = with_player(state, 0, achievements=(22,))
    assert achievement_points(state, 0, 22) == 3


# --- 9-10: two more road cubes ----------------------------------------------------------------------

def test_9_and_10_two_more_cubes():
    """CV-EQ-09, CV-EQ-10, CV-EQ-30, CV-EQ-55: the red (9) / blue (10) action may place 2
    more cubes, by the usual rules (supervisor's section, then after the move), for every
    such action."""
    state = hub(supervisor_at(holding(initial(3), 0, 9, 10), 0, 12), 0, space=space_of("red"),
                top="red")
    state = play(state, ChooseAction("red", "basic", extra=True))
    assert state.turn.action.remaining == 4
    room = COMP.town.section(12).red
    assert room < 4                     # so the rest goes in after the move
    state = play(state, PlaceCubes())
    assert state.site(12).red[0] == room
    state = play(state, StepSupervisor(13), PlaceCubes())
    assert state.site(13).red[0] == 4 - room
    assert ChooseAction("red", "basic", extra=True) in legal(state)
    state = hub(supervisor_at(holding(initial(3), 0, 10), 0, 12), 0, space=space_of("blue"),
                top="blue")
    state = play(state, ChooseAction("blue", "basic", extra=True))
    assert state.turn.action.remaining == 4
    room = COMP.town.section(12).blue
    assert room < 4
    state = play(state, PlaceCubes())
    assert state.site(12).blue[0] == room
    state = play(state, StepSupervisor(13), PlaceCubes())
    assert state.site(13).blue[0] == 4 - room


# --- 11-12: silver and golden structures ------------------------------------------------------------

def test_11_two_cubes_on_a_silver_or_golden_icon():
    """CV-EQ-11, CV-EQ-31, CV-EQ-32: razing silver or golden with the orange action may put
    2 cubes on the icon (both count for the majority and as icon cubes); never for brown or
    natural."""
    state = with_mat(holding(initial(3), 0, 11), 0, orange=2)
    state = hub(supervisor_at(state, 0, 3), 0, space=space_of("orange"), top="orange")
    state = play(state, ChooseAction("orange", "basic"))
    assert RazeStructure("golden", True) in legal(state)
    assert RazeStructure("brown", True) not in legal(state)
    state = play(state, RazeStructure("golden", True))
    assert state.site(3).icons[0] == 2 and state.players[0].cubes == 48
    state = put(state, 3, 1, red=2)
    assert section_ranking(state, 3, 1) == (0, 1)      # 2 icon cubes beat 2 road cubes


def test_12_both_squares_when_building_silver_or_golden():
    """CV-EQ-12, CV-EQ-31, CV-EQ-33, CV-ALT4-03: building silver or golden with the green
    action may fill both squares (nobody can improve it) for +2 on the track."""
    state = attrs.evolve(holding(initial(3), 0, 12), queue=("silver", "brown"))
    state = with_mat(state, 0, green=2)
    state = hub(supervisor_at(state, 0, 10), 0, space=space_of("green"), top="red")
    state = play(state, ChooseAction("green", "basic"), BuildStructure(10, 0, True))
    plot = state.site(10).plots[0]
    assert (plot.structure, plot.left, plot.right) == ("silver", 0, 0)
    assert state.players[0].markers == (0, 2, 0, 0)
    assert BuildStructure(10, 1, True) not in legal(state)            # brown is next
    assert BuildStructure(10, 1) in legal(state)


# --- 13 and 15: assistant reach and direction --------------------------------------------------------

def rondel_turn(state, seat=0, space=0):
    state = with_player(state, seat, assistant=space)
    return attrs.evolve(state, turn=Turn(seat, RONDEL))


def test_13_three_spaces():
    """CV-EQ-13, CV-EQ-34: up to 3 unoccupied spaces, skipping or stopping on occupied ones."""
    state = with_player(initial(3), 1, assistant=2)
    state = with_player(state, 2, assistant=7)
    state = rondel_turn(holding(state, 0, 13), 0, 0)
    assert spaces(destinations(state, 0)) == [1, 2, 3, 4]


def test_15_counter_clockwise():
    """CV-EQ-15, CV-EQ-38, CV-TURN-09: the assistant may also go counter-clockwise, the same
    distance."""
    state = with_player(initial(3), 1, assistant=7)
    state = with_player(state, 2, assistant=3)
    state = rondel_turn(holding(state, 0, 15), 0, 0)
    assert spaces(destinations(state, 0)) == [1, 2, 5, 6, 7]
    plain = rondel_turn(initial(3), 0, 0)
    assert 7 not in spaces(destinations(plain, 0))


# --- 14: a cheaper bonus action ------------------------------------------------------------------------

def test_14_bonus_action_for_three_tiles():
    """CV-EQ-14, CV-EQ-35, CV-EQ-36, CV-EQ-37, CV-BONUS-13: three tiles of different colours
    (used year bonus tiles too) pay for the bonus action; tiles in 3 columns suffice; with
    all four the player picks the colour that keeps its tile."""
    state = with_mat(holding(initial(3), 0, 14), 0, red=1, orange=1)
    mat = state.players[0].mat
    state = with_player(state, 0, mat=mat[:1] + ((9,),) + mat[2:])      # used tile in blue
    state = hub(state, 0, space=space_of("red"), top="red", colours=(), actions=2)
    bonus = {m for m in legal(state) if isinstance(m, BonusAction)}
    assert bonus == {BonusAction("green")}
    after = play(state, BonusAction("green"))
    assert after.players[0].mat == ((), (), (), ())
    four = hub(with_mat(holding(initial(3), 0, 14), 0, red=1, blue=1, orange=1, green=1), 0,
               space=space_of("red"), top="red", colours=(), actions=2)
    bonus = {m for m in legal(four) if isinstance(m, BonusAction)}
    assert bonus == {BonusAction()} | {BonusAction(c) for c in COLOURS}
    kept = play(four, BonusAction("orange"))
    assert kept.players[0].mat == ((), (), (ACTION_TILE,), ())


# --- 16: a cube after finishing the roads ------------------------------------------------------------

def test_16_extra_cube_when_the_roads_are_done():
    """CV-EQ-16, CV-EQ-39, CV-EQ-40, ruling G6: after a red/blue action leaving a section
    with no empty road squares, one more cube of the player there; it counts for the
    majority; at most one per action."""
    state = fill_roads(initial(3), 14, 1, leave_red=2)
    state = hub(supervisor_at(holding(state, 0, 16), 0, 14), 0, space=space_of("red"), top="red")
    state = play(state, ChooseAction("red", "basic"), PlaceCubes())
    assert FinishAction(14) in legal(state) and FinishAction() in legal(state)
    state = play(state, FinishAction(14))
    assert state.site(14).extra[0] == 1 and state.players[0].cubes == 47
    assert not state.is_completed(14)                       # its natural still stands


# --- 18: trade a mat tile for a stack top ---------------------------------------------------------------

def test_18_trade_a_tile_with_a_stack():
    """CV-EQ-18, CV-EQ-43, CV-EQ-44, CV-EQ-45, CV-EQ-46, CV-ACT-07: once per turn an action
    tile of the mat trades places with the top tile of a rondel stack (not the upcoming
    stack, not a used year bonus tile); the column closes up; the tile received goes on its
    own column, which needs room; an action taken afterwards uses the new level."""
    state = holding(initial(3), 0, 18)
    state = with_player(state, 0, mat=((ACTION_TILE, ACTION_TILE, 7), ((11,)), (), ()))
    state = attrs.evolve(state, stacks=replace(state.stacks, 3, ("green", "blue")))
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("blue"), top="blue")
    moves = {m for m in legal(state) if isinstance(m, SwapMatTile)}
    assert SwapMatTile("red", 3) in moves
    assert not any(m.colour == "blue" for m in moves)                   # only a used tile there
    assert all(0 <= m.space < 8 for m in moves)
    state = play(state, ChooseAction("blue", "basic"))
    assert state.turn.action.level == 2
    state = play(state, PlaceCubes(), FinishAction(), SwapMatTile("red", 3))
    mat = state.players[0].mat
    assert mat[0] == (ACTION_TILE, 7) and mat[1] == (11, ACTION_TILE)
    assert state.stacks[3] == ("green", "red")
    assert not any(isinstance(m, SwapMatTile) for m in legal(state))    # once per turn
    state = play(state, ChooseAction("blue", "basic"))
    assert state.turn.action.level == 3
    full = with_mat(holding(initial(3), 0, 18), 0, red=1, blue=4)
    full = attrs.evolve(full, stacks=replace(full.stacks, 3, ("blue",)))
    full = hub(full, 0, space=space_of("red"), top="red")
    assert SwapMatTile("red", 3) not in legal(full)


# --- 19: two queue structures trade places ----------------------------------------------------------

def test_19_swap_two_queued_structures():
    """CV-EQ-19, CV-EQ-54: once per turn two structures of the queue trade places."""
    state = attrs.evolve(holding(initial(3), 0, 19), queue=("natural", "brown", "golden"))
    state = hub(state, 0, space=space_of("red"), top="red")
    swaps = {m for m in legal(state) if isinstance(m, SwapQueue)}
    assert swaps == {SwapQueue(0, 1), SwapQueue(0, 2), SwapQueue(1, 2)}
    state = play(state, SwapQueue(0, 2))
    assert state.queue == ("golden", "brown", "natural")
    assert not any(isinstance(m, SwapQueue) for m in legal(state))


# --- 20-21: either level --------------------------------------------------------------------------------

def test_20_and_21_either_colours_level():
    """CV-EQ-20, CV-EQ-21, CV-EQ-47: a red action may use the blue level (20), an orange one
    the green level (21): for the basic value and for which alternates are open."""
    state = with_mat(holding(initial(3), 0, 20, 21), 0, blue=2, green=4)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="orange")
    moves = legal(state)
    assert ChooseAction("red", "basic", borrow="blue") in moves
    assert ChooseAction("red", "take_equipment", borrow="blue") in moves
    assert ChooseAction("orange", "basic", borrow="green") in moves
    state = play(state, ChooseAction("red", "basic", borrow="blue"))
    assert state.turn.action.level == 3 and state.turn.action.remaining == 3


# --- 22: double points alone --------------------------------------------------------------------------

def test_22_double_points_when_alone():
    """CV-EQ-22, CV-COMP-31: the active player alone in the completed section may score its
    points twice (optional)."""
    state = one_red_left(holding(initial(3), 0, 22), 14, 0)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="blue")
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert kinds(state) == "double"
    first = section_values(14, 3)[0]
    assert play(state, DoubleScore(True)).players[0].score == 2 * first
    assert play(state, DoubleScore(False)).players[0].score == first


def test_22_not_with_company():
    state = one_red_left(holding(initial(3), 0, 22), 14, 1)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="blue")
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert kinds(state) == "actions"


# --- when equipment acts ----------------------------------------------------------------------------

def test_equipment_acts_only_on_its_owners_turn():
    """CV-EQ-51: another player's equipment (9, 13, 18) changes nothing on my turn."""
    state = holding(initial(3), 1, 9, 13, 18)
    state = with_mat(state, 0, red=1)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="red")
    assert ChooseAction("red", "basic", extra=True) not in legal(state)
    assert not any(isinstance(m, SwapMatTile) for m in legal(state))
    state = rondel_turn(state, 0, 0)
    assert spaces(destinations(state, 0)) == [1, 2]


def test_returned_equipment_stops_working():
    """CV-EQ-50: an ability lasts as long as the tile is held."""
    state = attrs.evolve(holding(initial(3), 0, 9, 2, 3), equipment=(10,))
    state = with_mat(state, 0, red=1)
    state = hub(supervisor_at(state, 0, 14), 0, space=space_of("red"), top="red")
    assert ChooseAction("red", "basic", extra=True) in legal(state)
    from circleville.moves import TakeEquipment
    state = play(state, ChooseAction("red", "take_equipment"), TakeEquipment(10, 9))
    state = play(state, FinishAction()) if FinishAction() in legal(state) else state
    assert ChooseAction("red", "basic", extra=True) not in legal(state)


def test_use_limits():
    """CV-EQ-53, CV-EQ-54, CV-EQ-55: 13 and 15 act in step 1 only, 14 once (with the bonus
    action), 1, 3, 9-12, 16, 20-21 on every action they fit, 4 and 22 at every completion,
    5-8 always."""
    from circleville.components import components
    uses = {t.id: t.use for t in components().equipment}
    assert {t for t, u in uses.items() if u == "once_per_turn"} == {2, 13, 14, 15, 17, 18, 19}
    assert {t for t, u in uses.items() if u == "permanent"} == {5, 6, 7, 8}
    assert {t for t, u in uses.items() if u == "each_time"} == {1, 3, 4, 9, 10, 11, 12, 16, 20, 21, 22}
    state = with_mat(holding(initial(3), 0, 13, 15), 0, red=1)
    state = hub(state, 0, space=space_of("red"), top="red")
    assert not any(isinstance(m, MoveAssistant) for m in legal(state))


def test_17_with_an_empty_stack_leaves_the_upcoming_slot_empty_until_refilled():
    """CV-EQ-17, ruling G9: trading an empty stack for the upcoming one leaves the upcoming
    slot empty; when the next stack runs out there is nothing to move, and the upcoming slot
    is refilled from the bag (the emptied stack stays empty)."""
    state = stacked(holding(initial(3), 0, 17), ())
    state = attrs.evolve(state, upcoming=("green", "red"))
    state = play(state, SwapUpcoming())
    assert state.upcoming == () and pending_colours(state) == ("red", "red")
    state = play(state, ChooseAction("red", "move_supervisor"), FinishAction(),
                 ChooseAction("red", "move_supervisor"), FinishAction(), EndTurn())
    assert state.stacks[space_of("red")] == ("green",)
    bag = state.bag
    state = hub(state, 1, space=space_of("orange"), top="blue", colours=(), actions=2)
    state = play(state, EndTurn())
    assert state.stacks[space_of("orange")] == () and len(state.upcoming) == 4
    assert state.bag == bag - 4
