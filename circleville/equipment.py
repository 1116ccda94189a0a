"""Equipment abilities a player switches on during the turn (glossary, equipment 2, 17, 18,
19; each once per turn). The others act where they apply: assistant reach and direction
(rondel.py), levels (mat.py), extra cubes and supervisor steps (actions.py), the bonus
action (turn.py), the year bonus swap and the double score (completion.py)."""
from __future__ import annotations

from . import rondel
from .events import AbilityUsed, Emitter, MatTileSwapped, StackSwapped
from .mat import COLOURS, column, room
from .moves import FlipStack, SwapMatTile, SwapQueue, SwapUpcoming
from .queue import swap as swap_queue
from .queue import swap_moves
from .state import ACTION_TILE, State
from .tiles import owns

FLIP, UPCOMING, MAT, QUEUE = ("flip_stack", "swap_upcoming_stack", "swap_mat_tile",
                              "swap_queue_structures")


def _free(state: State, seat: int, kind: str) -> bool:
    return owns(state.players[seat], kind) and kind not in state.turn.used


def before_actions(state: State, seat: int) -> tuple:
    """Equipment 2 and 17: after the rondel move, before the first action."""
    out: list = []
    space = state.players[seat].assistant
    if _free(state, seat, FLIP) and len(state.stacks[space]) > 1:
        out.append(FlipStack())
    if _free(state, seat, UPCOMING) and (state.stacks[space] or state.upcoming):
        out.append(SwapUpcoming())
    return tuple(out)


def any_time(state: State, seat: int) -> tuple:
    """Equipment 18 and 19: once per turn, whenever the player likes."""
    out: list = []
    player = state.players[seat]
    if _free(state, seat, MAT):
        for colour in COLOURS:
            if ACTION_TILE not in column(player, colour):
                continue
            for space in range(rondel.SPACES):
                got = rondel.top(state, space)
                if got and got != colour and room(player, got) > 0:
                    out.append(SwapMatTile(colour, space))
    if _free(state, seat, QUEUE):
        out += swap_moves(state)
    return tuple(out)


def play(em: Emitter, move, rng) -> None:
    seat = em.state.turn.seat
    if isinstance(move, FlipStack):
        em(AbilityUsed(seat, FLIP))
        rondel.flip(em, em.state.players[seat].assistant, rng)
    elif isinstance(move, SwapUpcoming):
        em(AbilityUsed(seat, UPCOMING))
        em(StackSwapped(em.state.players[seat].assistant))
    elif isinstance(move, SwapMatTile):
        em(AbilityUsed(seat, MAT))
        em(MatTileSwapped(seat, move.colour, move.space, rondel.top(em.state, move.space)))
    elif isinstance(move, SwapQueue):
        em(AbilityUsed(seat, QUEUE))
        swap_queue(em, move)
