"""The structures queue (orange and green actions; equipment 19; the Raze / Build a
structure tiles): 12 slots, razed structures join at the right, builders take from the
left. Structures razed by one action wait "in hand" until the action ends and then join
in the order the active player chooses (Nicole's example)."""
from __future__ import annotations

from .components import components
from .events import Emitter, QueueSwapped, StructureQueued
from .moves import QueueStructure, SwapQueue
from .state import State

SLOTS = components().board.queue.slots


def room(state: State) -> int:
    """Free slots, counting structures razed in this action that have not joined yet."""
    return SLOTS - len(state.queue) - len(state.turn.held)


def order_moves(state: State) -> tuple[QueueStructure, ...]:
    """Which razed structure joins the queue next (one choice per kind)."""
    return tuple(QueueStructure(k) for k in sorted(set(state.turn.held)))


def queue_one(em: Emitter, kind: str) -> None:
    em(StructureQueued(kind, True))


def queue_rest(em: Emitter) -> None:
    """When the razed structures left are all of one kind, their order does not matter."""
    held = em.state.turn.held
    if len(set(held)) <= 1:
        for kind in held:
            em(StructureQueued(kind, True))


def swap_moves(state: State) -> tuple[SwapQueue, ...]:
    """Equipment 19: any two structures of different kinds trade places."""
    q = state.queue
    return tuple(SwapQueue(i, j) for i in range(len(q)) for j in range(i + 1, len(q))
                 if q[i] != q[j])


def swap(em: Emitter, move: SwapQueue) -> None:
    em(QueueSwapped(move.first, move.second))
