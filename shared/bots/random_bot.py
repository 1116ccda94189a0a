"""Picks uniformly among the legal moves of its seat's decision."""
from __future__ import annotations

from shared.engine.rng import Rng, seed_state


class RandomBot:
    def __init__(self, rules, seat: int, seed: int):
        self.rules = rules
        self.seat = seat
        self.rng = Rng(seed_state(seed, 1000 + seat))

    def choose(self, view, decision):
        return self.rng.choice(decision.moves)

    def reason(self, move) -> str:
        return "picked at random"
