"""Figures for Squaring Circleville (not a test): speed of random games, the greedy bot's
time per decision, and per player count the average scores and game length of greedy
games, with how each game ended (a sanity check of the reconstructed component data:
games should end by the last section, and about when the action tiles run out).

    python -m tests.circleville.figures [--games 100] [--random 40] [--jobs 2]
"""
from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from multiprocessing import Pool

from circleville import events as ev
from circleville.rules import RULES
from shared.bots import make_controller
from shared.engine.match import Match


def random_game(args):
    players, seed = args
    match = Match(RULES, RULES.make_config(["random"] * players, {}, seed))
    bots = [make_controller(RULES, "random", s, seed) for s in range(players)]
    start = time.perf_counter()
    moves = 0
    while (d := match.decision()) is not None:
        match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
        moves += 1
    return time.perf_counter() - start, moves, match.state.round, match.state.end_reason


def greedy_game(args):
    players, seed = args
    match = Match(RULES, RULES.make_config(["greedy"] * players, {}, seed))
    bots = [make_controller(RULES, "greedy", s, seed) for s in range(players)]
    thinking, decisions = 0.0, 0
    tiles_out = None        # the round of the first step 4 without a tile
    exhausted = None        # the round in which the last action tile was taken from the rondel
    while (d := match.decision()) is not None:
        t = time.perf_counter()
        move = bots[d.seat].choose(match.view(d.seat), d, len(match.log))
        thinking += time.perf_counter() - t
        decisions += 1
        state = match.state
        events = match.play(move)
        if (tiles_out is None and type(move).__name__ == "EndTurn"
                and state.turn.phase == "actions"
                and not any(isinstance(e, ev.ActionTileTaken) for e in events)):
            tiles_out = state.round
        after = match.state
        if exhausted is None and not any(after.stacks) and not after.upcoming:
            exhausted = state.round
    state = match.state
    trigger = next((e for e in reversed(match.log) for x in e.events
                    if isinstance(x, ev.EndTriggered)), None)
    return dict(scores=match.result().scores, rounds=state.round, moves=len(match.log),
                thinking=thinking, decisions=decisions, reason=state.end_reason,
                tiles_out=tiles_out, exhausted=exhausted, triggered=trigger is not None)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--random", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with Pool(args.jobs) as pool:
        for players in (2, 3, 4):
            runs = pool.map(random_game, [(players, s) for s in range(1, args.random + 1)])
            seconds = sum(r[0] for r in runs)
            print(f"random {players}p: {len(runs) / seconds:.2f} games/s per core, "
                  f"{statistics.mean(r[1] for r in runs):.0f} moves, "
                  f"{statistics.mean(r[2] for r in runs):.0f} rounds, "
                  f"{sum(r[1] for r in runs) / seconds:.0f} moves/s; ends: "
                  f"{dict(Counter(r[3][:30] for r in runs))}")
        for players in (2, 3, 4):
            runs = pool.map(greedy_game, [(players, s) for s in range(1, args.games + 1)])
            scores = [v for r in runs for v in r["scores"]]
            winners = [max(r["scores"]) for r in runs]
            per_decision = sum(r["thinking"] for r in runs) / sum(r["decisions"] for r in runs)
            out = [r["tiles_out"] for r in runs if r["tiles_out"] is not None]
            gone = [r["exhausted"] for r in runs if r["exhausted"] is not None]
            ended = [r["rounds"] - r["exhausted"] for r in runs if r["exhausted"] is not None]
            print(f"greedy {players}p ({len(runs)} games): mean score {statistics.mean(scores):.1f} "
                  f"(winner {statistics.mean(winners):.1f}, sd {statistics.pstdev(scores):.1f}), "
                  f"rounds {statistics.mean(r['rounds'] for r in runs):.1f} "
                  f"(min {min(r['rounds'] for r in runs)}, max {max(r['rounds'] for r in runs)}), "
                  f"moves {statistics.mean(r['moves'] for r in runs):.0f}, "
                  f"{per_decision * 1000:.2f} ms/decision; first turn without a tile in round "
                  f"{statistics.mean(out) if out else float('nan'):.1f}; all tiles taken in "
                  f"{len(gone)} games (round {statistics.mean(gone) if gone else float('nan'):.1f}, "
                  f"the game then lasted {statistics.mean(ended) if ended else 0:.1f} more rounds); ends: "
                  f"{dict(Counter(r['reason'][:30] for r in runs))}", flush=True)


if __name__ == "__main__":
    main()
