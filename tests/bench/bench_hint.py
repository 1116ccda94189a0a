"""Hint time per game: the strong bot asked for a person's move from their view with the
hint budget, at positions through a 3-player greedy game (Circleville: 4 players, its
longest turns), median and worst; against a strong seat's own decision (the table
budget) at the same positions, measured in the same run.

    python -m tests.bench.bench_hint
"""
from __future__ import annotations

import statistics
import time

from shared.bots import ask, make_controller
from shared.bots.strong import BUDGETS
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.hint import HINT_BUDGET, ask_now

from .common import report

GAMES = {"simplicity": 3, "squarecircle": 3, "rossio": 3, "circleville": 4}
POSITIONS = 12


def positions(game: str, players: int) -> list:
    """(state, ply) at evenly spread decisions with a real choice."""
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * players, {}, 7))
    bots = [make_controller(rules, "greedy", s, 7) for s in range(players)]
    found = []
    while match.decision() is not None:
        if len(match.decision().moves) > 1:
            found.append((match.state, len(match.log)))
        match.play(ask(bots[match.decision().seat], match))
    step = max(1, len(found) // POSITIONS)
    return found[::step][:POSITIONS]


def seconds(rules, state, ply: int, budget) -> float:
    t = time.process_time()   # CPU time: the machine is shared
    ask_now(rules, state, 7, ply, budget)
    return time.process_time() - t


def main() -> None:
    for game, players in GAMES.items():
        rules = registry.get_rules(game)
        spots = positions(game, players)
        hint = [seconds(rules, s, ply, HINT_BUDGET) * 1000 for s, ply in spots]
        seat = [seconds(rules, s, ply, BUDGETS["table"]) * 1000 for s, ply in spots]
        report(f"hint {game} ({players}p) median", statistics.median(hint), "ms",
               statistics.median(seat), "a strong seat's move", goal="under 1000 ms")
        report(f"hint {game} ({players}p) worst", max(hint), "ms", max(seat),
               "a strong seat's move")


if __name__ == "__main__":
    main()
