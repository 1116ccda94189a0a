"""Picks uniformly among the legal moves of its seat's decision."""
from __future__ import annotations

from shared.engine.i18n import mark

from .seeding import rng_for

SALT = 1000


class RandomBot:
    def __init__(self, rules, seat: int, seed: int):
        self.rules = rules
        self.seat = seat
        self.seed = seed

    def choose(self, view, decision, ply: int):
        return rng_for(self.seed, self.seat, ply, SALT).choice(decision.moves)

    def reason(self, move) -> str:
        return mark("picked at random")
