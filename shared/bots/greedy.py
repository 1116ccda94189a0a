"""One-move lookahead: play each legal move on the seat's own view and keep the best by
the game's heuristic; ties go to the bot's own rng so different seeds play differently."""
from __future__ import annotations

from shared.engine.contract import IllegalMove
from shared.engine.i18n import mark
from shared.engine.rng import Rng

from .seeding import rng_for

SALT = 2000


class GreedyBot:
    def __init__(self, rules, seat: int, seed: int):
        self.rules = rules
        self.seat = seat
        self.seed = seed

    def choose(self, view, decision, ply: int):
        rules = self.rules
        rng = rng_for(self.seed, self.seat, ply, SALT)
        best, best_moves = None, []
        for move in decision.moves:
            try:
                # outcomes hidden from the view are drawn with the bot's own rng
                # checked: the moves are the true state's, played on the view
                after = rules.advance(view, move, Rng(rng.state))[1]
            except IllegalMove:
                continue
            value = rules.heuristic(after, self.seat)
            if best is None or value > best + 1e-9:
                best, best_moves = value, [move]
            elif abs(value - best) <= 1e-9:
                best_moves.append(move)
        if not best_moves:
            best_moves = list(decision.moves)
        return rng.choice(best_moves)

    def reason(self, move) -> str:
        return mark("best immediate score")
