"""Rulebook "06 Sequence of play": the four steps, step 1 (the rondel) and step 4 (adding
an action tile, refilling the stacks)."""
import attrs

from circleville.moves import ChooseAction, EndTurn, MoveAssistant, PlaceCubes, StepSupervisor
from circleville.rondel import destinations, turn_colours
from circleville.state import ACTIONS, CLOSING, HIDDEN_BAG, RONDEL, Turn, replace
from circleville.turn import pending_colours

from .support import (COLOURS, hub, initial, kinds, legal, play, refused,
                      space_of, supervisor_at, with_mat, with_player)


def at_rondel(state, seat=0, space=0, others=()):
    """`seat` to move from `space`; the other seats' assistants on `others`."""
    state = attrs.evolve(state, turn=Turn(seat, RONDEL))
    state = with_player(state, seat, assistant=space)
    for other, where in zip([s for s in range(state.n) if s != seat], others):
        state = with_player(state, other, assistant=where)
    return state


def spaces(moves, tile=0):
    return sorted(m.space for m in moves if isinstance(m, MoveAssistant) and m.tile == tile)


def test_a_turn_has_four_steps_in_order():
    """CV-TURN-02, CV-TURN-15, CV-TILE-10: step 1 (rondel), step 2 (two actions), step 3
    (bonus action, optional: offered only with tiles in all four columns), step 4 (the
    tile), then the player to the left."""
    state = at_rondel(initial(3), 0, 0, (0, 0))
    assert kinds(state) == "rondel"
    state = play(state, MoveAssistant(2))            # blue space
    assert state.turn.phase == ACTIONS and kinds(state) == "actions"
    colours = pending_colours(state)
    state = play(state, ChooseAction(colours[0], "move_supervisor"), *[])
    state = _finish(state)
    state = play(state, ChooseAction(pending_colours(state)[0], "move_supervisor"))
    state = _finish(state)
    assert EndTurn() in legal(state)
    top = state.stacks[2][-1]
    state = play(state, EndTurn())
    assert state.players[0].mat[COLOURS.index(top)] == (0,)
    assert state.turn.seat == 1 and state.turn.phase == RONDEL


def _finish(state):
    from circleville.moves import FinishAction
    return play(state, FinishAction()) if FinishAction() in legal(state) else state


def test_step_1_is_mandatory_and_clockwise():
    """CV-TURN-04, CV-TURN-05, CV-TURN-09, CV-TURN-10: the assistant must move, 1 or 2
    unoccupied spaces clockwise; never back, never farther."""
    state = at_rondel(initial(2), 0, 0, (0,))
    assert spaces(destinations(state, 0)) == [1, 2]
    assert not any(isinstance(m, (ChooseAction, EndTurn)) for m in legal(state))   # no skipping
    assert "not allowed here" in refused(state, MoveAssistant(0))
    for bad in (0, 3, 7):
        assert MoveAssistant(bad) not in legal(state)


def test_angelikas_four_checked_spaces():
    """CV-TURN-06, CV-TURN-07, CV-TURN-08 (Angelika's rondel example): other assistants'
    spaces are skipped and not counted, and may be stopped on; with two of them just ahead,
    the legal spaces run up to the 2nd unoccupied one: four spaces."""
    state = at_rondel(initial(4), 0, 0, (1, 2, 6))
    assert spaces(destinations(state, 0)) == [1, 2, 3, 4]
    state = at_rondel(initial(4), 0, 0, (1, 3, 3))
    assert spaces(destinations(state, 0)) == [1, 2, 3, 4]


def test_turn_colours():
    """CV-TURN-11, CV-TURN-12, CV-TURN-13: the space's colour and the colour of the top tile
    of its stack; equal colours give two actions of that colour; an empty stack gives
    one action, of the space's colour."""
    state = initial(3)
    red = space_of("red")
    state = attrs.evolve(state, stacks=replace(state.stacks, red, ("green", "blue")))
    assert turn_colours(state, red) == ("red", "blue")
    state = attrs.evolve(state, stacks=replace(state.stacks, red, ("red",)))
    assert turn_colours(state, red) == ("red", "red")
    state = hub(state, 0, space=red, top="")
    assert pending_colours(state) == ("red",)
    state = hub(initial(3), 0, space=red, top="red")
    state = play(state, ChooseAction("red", "move_supervisor"))
    assert state.turn.colours == ("red",)


def test_step_4_adds_the_tile_to_its_column():
    """CV-TILE-01, CV-TILE-02: the top tile of the stack at the assistant's space goes on
    the lowest open space of the column of its colour, raising that level."""
    state = hub(with_mat(initial(3), 0, orange=2), 0, space=space_of("blue"), top="orange",
                colours=(), actions=2)
    state = play(state, EndTurn())
    assert state.players[0].mat[COLOURS.index("orange")] == (0, 0, 0)


def test_step_4_full_column_returns_the_tile_to_the_box():
    """CV-TILE-03: no free space in that column: the tile goes to the box."""
    state = hub(with_mat(initial(3), 0, green=4), 0, space=space_of("blue"), top="green",
                colours=(), actions=2)
    box = state.box
    state = play(state, EndTurn())
    assert len(state.players[0].mat[COLOURS.index("green")]) == 4
    assert state.box[COLOURS.index("green")] == box[COLOURS.index("green")] + 1


def test_emptied_stack_gets_the_upcoming_stack():
    """CV-TILE-04, CV-TILE-05: taking the last tile of a stack moves the upcoming stack
    there and refills the upcoming stack with 4 tiles from the bag."""
    state = initial(3)
    blue = space_of("blue")
    upcoming, bag = state.upcoming, state.bag
    state = hub(state, 0, space=blue, top="red", colours=(), actions=2)
    state = play(state, EndTurn())
    assert state.stacks[blue] == upcoming
    assert len(state.upcoming) == 4 and state.upcoming[:3] == (HIDDEN_BAG,) * 3
    assert state.bag == bag - 4


def test_empty_bag_leaves_the_upcoming_slot_empty():
    """CV-TILE-06, CV-TILE-07: with the bag empty the upcoming slot stays empty, and once it
    is empty an emptied stack stays empty for the rest of the game."""
    state = initial(3)
    blue = space_of("blue")
    state = attrs.evolve(state, bag=0)
    state = hub(state, 0, space=blue, top="red", colours=(), actions=2)
    state = play(state, EndTurn())
    assert state.upcoming == () and state.stacks[blue] != ()
    state = hub(state, 1, space=space_of("orange"), top="red", colours=(), actions=2)
    state = play(state, EndTurn())
    assert state.stacks[space_of("orange")] == () and state.upcoming == ()


def test_a_short_bag_forms_a_short_upcoming_stack():
    """CV-TILE-08: 1-3 tiles left in the bag become the new upcoming stack."""
    state = attrs.evolve(initial(3), bag=3)
    blue = space_of("blue")
    state = hub(state, 0, space=blue, top="red", colours=(), actions=2)
    state = play(state, EndTurn())
    assert len(state.upcoming) == 3 and state.bag == 0


def test_no_tile_when_the_stack_is_empty():
    """CV-TILE-09: an empty stack at the space: no tile this turn, the turn still ends."""
    state = hub(initial(3), 0, space=space_of("blue"), top="", colours=(), actions=1)
    before = state.players[0].mat
    state = play(state, EndTurn())
    assert state.players[0].mat == before and state.turn.seat == 1


def test_the_refill_is_the_same_for_every_seat():
    """CV-TILE-11 (multiplayer part): the step-4 refill works from the seat's space alone,
    whoever takes the last tile (the solo players' step 4 uses the same code: next issue)."""
    state = initial(4)
    for seat in range(4):
        s = hub(state, seat, space=space_of("green"), top="red", colours=(), actions=2)
        s = play(s, EndTurn())
        assert s.stacks[space_of("green")] == state.upcoming


def test_supervisor_and_rondel_turn_flow_in_closing():
    """CV-TURN-03 (turns go on until the end trigger; see test_end for the last round):
    after step 4 the turn is over unless used year bonus tiles wait for a column."""
    state = hub(initial(3), 0, space=space_of("blue"), top="red", colours=(), actions=2,
                flipped=(7,))
    state = play(state, EndTurn())
    assert state.turn.phase == CLOSING and kinds(state) == "closing"


def test_supervisor_needed_for_work_is_where_it_stands():
    """A red action works only where the supervisor is; after its step it may work in the
    new section (CV-RED-03 is detailed in test_actions)."""
    state = supervisor_at(initial(3), 0, 1)
    state = hub(state, 0, space=space_of("red"), top="red")
    state = play(state, ChooseAction("red", "basic"), StepSupervisor(2), PlaceCubes())
    assert state.site(2).red[0] == 2
