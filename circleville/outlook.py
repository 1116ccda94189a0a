"""How a position looks to a bot that searches ahead (the strong bot's evaluation).

Against printed solo players time is on their side: every round pays them points of their
own (an action they cannot do, tiles they box, "08 Solo mode") whatever a person does,
while a person's points come from sections, quadrants and achievements, which are there to
be won once. A good player therefore ends the town sooner. The evaluation is the bots'
estimate (scoring.estimate) with, for each solo player, its own points still to come: its
rate so far times the rounds the work left in town should take at the pace the table has
kept, and for Katherine the VP her next visit to the supervisor symbol would bring as the
achievements table stands. Without solo players it is the heuristic.
"""
from __future__ import annotations

from functools import lru_cache

from .components import components
from .endgame import COLOUR_OF, PLOTS, only_work, work_by_kind
from .mat import level, value
from .scoring import lead, standing
from .solo.engine import mat as solo_mat, symbol_shortfall
from .state import State
from .turn import work_left

# Before a pace has been seen, a round of work is taken to be this many units (road squares
# or structures) per seat, and a solo player's own points this many a round; both count as
# this many rounds of evidence (the first rounds say little: nothing is complete yet).
PRIOR_WORK_PER_SEAT = 2.5
PRIOR_SOLO_RATE = 3.0
PRIOR_ROUNDS = 4.0


@lru_cache(maxsize=None)
def initial_work(start: int) -> int:
    """Road squares and structures of the town at setup (the start section is complete)."""
    town = components().town
    return sum(s.red + s.blue + len(s.structures) for s in town.sections if s.number != start)


def rounds_left(state: State, left: int | None = None) -> float:
    """The rounds the work left in town (`left`, if counted already) should still take at
    the pace kept so far."""
    left = work_left(state) if left is None else left
    done = initial_work(state.start) - left
    pace = ((done + PRIOR_WORK_PER_SEAT * state.n * PRIOR_ROUNDS)
            / (state.round - 1 + PRIOR_ROUNDS))
    return left / max(pace, 1.0)


def evaluation(state: State, seat: int, rounds=rounds_left) -> float:
    values = standing(state, seat)
    solo = [s for s in range(state.n) if state.solo_seat(s) is not None]
    if solo and not state.end_triggered and not state.final:
        ahead = rounds(state)
        played = state.round - 1
        for s in solo:
            rate = ((state.players[s].other_vp + PRIOR_SOLO_RATE * PRIOR_ROUNDS)
                    / (played + PRIOR_ROUNDS))
            values[s] += rate * ahead
            if state.solo_seat(s).name == "katherine":
                # an achievement left in a row she will look in spares a person 5 VP
                values[s] += symbol_shortfall(state, s)
    return lead(values, seat)


def capacity(state: State, colour: str) -> float:
    """What the whole table can do of one colour's work in a round, at most: each seat's
    basic action of that colour once, at its level (a solo player's at its mat's action
    level, "08 Solo mode")."""
    total = 0.0
    for s, player in enumerate(state.players):
        solo = state.solo_seat(s)
        at = solo_mat(solo.name).action_level if solo is not None else level(player, colour)
        total += value(colour, at)
    return total


def planned_rounds_left(state: State) -> float:
    """`rounds_left`, but never fewer than the one kind of work left takes at the table's
    capacity for it (endgame.bottleneck): then the end comes only as fast as that work
    can be done, and raising its level brings the end nearer."""
    work = work_by_kind(state)
    ahead = rounds_left(state, work.town)
    neck = only_work(state, work)
    if neck is None or neck[0] == PLOTS:
        return ahead
    kind, left, _ = neck
    return max(ahead, left / max(capacity(state, COLOUR_OF[kind]), 1.0))


def planned(state: State, seat: int) -> float:
    """The expert bot's evaluation in Circleville: `evaluation`, with the solo players' points
    still to come counted over `planned_rounds_left`."""
    return evaluation(state, seat, planned_rounds_left)
