"""Helpers shared by the solo mode tests (test_solo_*.py): fresh games against solo players,
positions where a solo player is about to play, its turn played through the rules, and
readings of what it did. Built on the general helpers of support.py."""
from __future__ import annotations

from collections.abc import Mapping

import attrs

from circleville.events import ActionStarted, CubesPlaced, PointsScored
from circleville.moves import SoloTurn
from circleville.rules import RULES
from circleville.state import RONDEL, State, Turn, colour_index, replace
from shared.engine.match import Match

from .support import events_of, legal, with_player


# --- building positions -----------------------------------------------------------------------

def solo_game(*names: str, seed: int = 1, **options) -> State:
    """A fresh game: the human (a greedy bot standing in) in seat 0, then the solo players
    `names` in seating order. `options` as the rules take them (e.g.
    **{"start-section": "15"}); the quadrant markers start on 0 unless "solo-head-start"
    is given."""
    options.setdefault("solo-head-start", 0)
    return Match(RULES, RULES.make_config(("greedy",) + names, options, seed)).state


def with_tops(state: State, tops) -> State:
    """The visible top tile of rondel stacks: `tops` maps rondel space -> colour, or lists
    the colours from space 0 on ("" empties the stack). The tiles below stay as dealt."""
    if not isinstance(tops, Mapping):
        tops = dict(enumerate(tops))
    stacks = state.stacks
    for space, colour in tops.items():
        stacks = replace(stacks, space, stacks[space][:-1] + (colour,) if colour else ())
    return attrs.evolve(state, stacks=stacks)


def with_solo(state: State, seat: int, **changes) -> State:
    """Change a solo player's mat (supervisor `space`, `tiles`, `extra`, `last` ...)."""
    return attrs.evolve(state, solo=replace(state.solo, seat,
                                            attrs.evolve(state.solo[seat], **changes)))


def solo_to_play(state: State, seat: int, assistant: int | None = None, **mat) -> State:
    """It is the solo player `seat`'s turn (one move, `SoloTurn`): its assistant on rondel
    space `assistant` (if given) and its solo mat changed by `mat` (see with_solo)."""
    if assistant is not None:
        state = with_player(state, seat, assistant=assistant)
    return attrs.evolve(with_solo(state, seat, **mat), turn=Turn(seat, RONDEL))


# --- playing ------------------------------------------------------------------------------------

def solo_turn(state: State, move=SoloTurn(), seed: int = 0):
    """Play a solo player's move through the rules (its turn, steps 1, 2 and 4; or
    `SoloFinal()`, its final action), which must be the only legal move:
    (the position after it, its events)."""
    assert legal(state) == (move,), legal(state)
    events = events_of(state, move, seed)
    return RULES.apply(state, events), events


# --- reading the outcome ----------------------------------------------------------------------

def actions_started(events, seat: int, *fields: str) -> list:
    """The actions `seat` started, in order: (colour, action, level, amount) each, or only
    the named `fields` of ActionStarted (one field: its bare values)."""
    names = fields or ("colour", "action", "level", "remaining")
    rows = [tuple(getattr(e, f) for f in names) for e in events
            if isinstance(e, ActionStarted) and e.seat == seat]
    return [row[0] for row in rows] if len(names) == 1 else rows


def cubes_placed(events, seat: int) -> list[tuple[int, str, int]]:
    """(section, road colour, count) of every placement of `seat`'s cubes on road squares."""
    return [(e.section, e.road, e.count) for e in events
            if isinstance(e, CubesPlaced) and e.seat == seat]


def solo_vp(events, seat: int) -> list[int]:
    """VP the solo player `seat` scored outside section scoring, in order."""
    return [e.points for e in events
            if isinstance(e, PointsScored) and e.seat == seat and e.why == "solo"]


def boxed(before: State, after: State, colour: str) -> int:
    """Action tiles of `colour` that went to the game box."""
    return after.box[colour_index(colour)] - before.box[colour_index(colour)]
