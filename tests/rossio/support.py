"""Helpers for the Rossio tests: a fresh game, states with chosen squares, colours."""
from __future__ import annotations

import attrs

from shared.engine.match import Match
from shared.engine.rng import Rng

from rossio.rules import RULES

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3
LETTER = {"R": RED, "B": BLUE, "Y": YELLOW, "G": GREEN}


def new_match(seats=("greedy", "greedy"), seed=1, **options) -> Match:
    return Match(RULES, RULES.make_config(seats, options, seed))


def rows(*lines: str) -> tuple:
    """A square from strings, one per row, e.g. rows("RRG", "GY", ...)."""
    return tuple(tuple(LETTER[ch] for ch in line) for line in lines)


def play(state, move, seed=7):
    events = RULES.play(state, move, Rng(seed))
    return RULES.apply(state, events), events


def with_player(state, seat, **changes):
    return state.replace_player(seat, **changes)


def evolve(state, **changes):
    return attrs.evolve(state, **changes)


def started(seats=("greedy", "greedy"), seed=1, **options):
    """A match past the keep-3 step: the first player is about to recruit."""
    m = new_match(seats, seed, **options)
    while m.decision().kind == "keep":
        d = m.decision()
        m.play(d.moves[0])
    return m
