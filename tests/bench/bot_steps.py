"""The strong bot's search speed per game: steps (moves tried in its search) per CPU second
over the decisions of a seeded 2-player greedy game, and moves played per CPU second at the
same positions, two ways: the checked path a person's move takes (`rules.play`, then
`rules.apply` folds the events) and the trusted path the match and the bots take for a move
from the decision's own list (`rules.advance(..., trusted=True)`: no second check, one fold).

    python -m tests.bench.bot_steps

Figures are ratios against a baseline measured in the same run: the trusted plays against
the checked ones, and the bot's steps against the checked plays (how much of a step is
spent beyond playing the move: evaluation, hashing, search bookkeeping).
"""
from __future__ import annotations

import time

from shared.bots import ask, make_controller
from shared.bots.strong import BUDGETS, StrongBot
from shared.engine import registry
from shared.engine.match import Match
from shared.engine.rng import Rng

from .common import report

GAMES = ("simplicity", "squarecircle", "rossio", "circleville")
SEED = 7
POSITIONS = 16


def positions(game: str, players: int = 2) -> list:
    """(state, ply) at evenly spread decisions with a real choice of a seeded greedy game."""
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * players, {}, SEED))
    bots = [make_controller(rules, "greedy", s, SEED) for s in range(players)]
    found = []
    while (d := match.decision()) is not None:
        if len(d.moves) > 1:
            found.append((match.state, len(match.log)))
        match.play(ask(bots[d.seat], match))
    step = max(1, len(found) // POSITIONS)
    return found[::step][:POSITIONS]


def plays_per_second(rules, states, trusted: bool, rounds: int = 3) -> float:
    """Every legal move of every state played `rounds` times, per CPU second."""
    work = [(s, m) for s in states for m in rules.decision(s).moves]
    t = time.process_time()
    for _ in range(rounds):
        for state, move in work:
            if trusted:
                rules.advance(state, move, Rng(SEED), trusted=True)
            else:
                rules.apply(state, rules.play(state, move, Rng(SEED)))
    return rounds * len(work) / (time.process_time() - t)


def steps_per_second(rules, spots) -> float:
    """The strong bot's steps per CPU second, deciding at each position at the table budget."""
    steps, seconds = 0, 0.0
    for state, ply in spots:
        decision = rules.decision(state)
        bot = StrongBot(rules, decision.seat, SEED, BUDGETS["table"])
        t = time.process_time()
        bot.choose(rules.view(state, decision.seat), decision, ply)
        seconds += time.process_time() - t
        steps += bot.budget.steps - bot._left
    return steps / seconds


def main() -> None:
    for game in GAMES:
        rules = registry.get_rules(game)
        spots = positions(game)
        states = [s for s, _ in spots]
        checked = plays_per_second(rules, states, trusted=False)
        trusted = plays_per_second(rules, states, trusted=True)
        steps = steps_per_second(rules, spots)
        report(f"{game} plays, trusted", trusted, "/s", checked, "checked plays")
        report(f"{game} strong bot steps", steps, "/s", checked, "checked plays")


if __name__ == "__main__":
    main()
