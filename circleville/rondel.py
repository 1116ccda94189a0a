"""The courthouse rondel, the action tile stacks, the upcoming stack and the bag (setup K,
step 1, step 4; equipment 2, 13, 15, 17, 18; Flexible Assistant).

Face-down tiles: the stacks are dealt face down and only their top tiles are seen. A tile
nobody has seen is kept as "hidden" and gets its colour when it turns up, drawn from the
unseen tiles of its half of the box (the 32 dealt to the stacks at setup, or the 32 put in
the bag). Every unseen tile of a half is equally likely to be any of its remaining colours,
so this is the same game as dealing them all at setup, and no seat's view ever holds a
future tile.
"""
from __future__ import annotations

from .components import components
from .events import (Emitter, StackFlipped, StackTopRevealed, UpcomingFilled, UpcomingMoved)
from .mat import COLOURS
from .moves import MoveAssistant
from .state import HIDDEN, HIDDEN_BAG, State
from .tiles import equipment_params, owns, year_bonus_tile

RONDEL = components().board.rondel
SPACES = len(RONDEL.spaces)


def space_colour(space: int) -> str:
    return RONDEL.spaces[space].colour


def top(state: State, space: int) -> str:
    """The colour on top of the stack beside a rondel space ("" = no tiles left)."""
    stack = state.stacks[space]
    return stack[-1] if stack else ""


def turn_colours(state: State, space: int) -> tuple[str, ...]:
    """Step 1: the space's colour and the top tile's colour; just the space's colour when
    its stack is empty (only one action)."""
    tile = top(state, space)
    return (space_colour(space), tile) if tile else (space_colour(space),)


def draw_colour(state: State, hidden: str, rng) -> str:
    """The colour of an unseen tile of `hidden`'s half, drawn by weight."""
    pool = state.pools[HIDDEN.index(hidden)]
    pick = rng.randrange(sum(pool))
    for colour, count in zip(COLOURS, pool):
        if pick < count:
            return colour
        pick -= count
    raise AssertionError("empty pool")


def destinations(state: State, seat: int) -> tuple[MoveAssistant, ...]:
    """Step 1: 1 or 2 unoccupied spaces clockwise, skipping (or stopping on) spaces with
    other assistants; equipment 13 reaches 3, equipment 15 may go counter-clockwise; a
    Flexible Assistant tile reaches any space, the own one included."""
    player = state.players[seat]
    occupied = {p.assistant for i, p in enumerate(state.players) if i != seat}
    reach = max([2] + [p["spaces"] for p in equipment_params(player, "assistant_reach")])
    directions = (1, -1) if owns(player, "assistant_counter_clockwise") else (1,)
    normal = set()
    for d in directions:
        counted, pos = 0, player.assistant
        for _ in range(SPACES - 1):
            pos = (pos + d) % SPACES
            normal.add(pos)
            if pos not in occupied:
                counted += 1
                if counted == reach:
                    break
    moves = [MoveAssistant(s) for s in sorted(normal)]
    flexible = year_bonus_tile(player, "flexible_assistant")
    if flexible:
        moves += [MoveAssistant(s, flexible) for s in range(SPACES) if s not in normal]
    return tuple(moves)


def reveal_top(em: Emitter, space: int, rng) -> None:
    stack = em.state.stacks[space]
    if stack and stack[-1] in HIDDEN:
        em(StackTopRevealed(space, draw_colour(em.state, stack[-1], rng)))


def flip(em: Emitter, space: int, rng) -> None:
    """Equipment 2: the bottom tile comes on top."""
    stack = em.state.stacks[space]
    bottom = stack[0]
    colour = draw_colour(em.state, bottom, rng) if bottom in HIDDEN else bottom
    em(StackFlipped(space, colour))


def fill_upcoming(em: Emitter, rng) -> None:
    """Refill the upcoming stack from the bag (fewer tiles if fewer are left; none once the
    bag is empty)."""
    state = em.state
    count = min(RONDEL.upcoming_stack_size, state.bag)
    if count:
        em(UpcomingFilled(count, draw_colour(state, HIDDEN_BAG, rng)))


def after_taking(em: Emitter, space: int, rng) -> None:
    """Step 4: an emptied stack is replaced by the upcoming stack, which is refilled from
    the bag; otherwise the next tile of the stack turns up. (An upcoming slot left empty by
    equipment 17 while the bag still holds tiles is refilled then too; the emptied stack
    stays empty.)"""
    if em.state.stacks[space]:
        reveal_top(em, space, rng)
        return
    if em.state.upcoming:
        em(UpcomingMoved(space))
    fill_upcoming(em, rng)
