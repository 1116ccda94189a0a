"""Figures (not a test): the greedy bot against each solo player alone and against three
together, at head start 0 and 4: the greedy bot's wins, every seat's average score, how much
of it each solo player got from its own rules (failed actions, boxed tiles, final turn), and
the average number of rounds.

    python -m tests.circleville.solo_figures [--games 100] [--jobs 2]
"""
from __future__ import annotations

import argparse
from multiprocessing import Pool

from circleville.rules import RULES
from shared.bots import ask, make_controller
from shared.engine.match import Match

SOLO_ROW = "Solo player points"


def game(args):
    seats, head, seed = args
    m = Match(RULES, RULES.make_config(seats, {"solo-head-start": head}, seed))
    ctrls = [make_controller(RULES, n, s, seed) for s, n in enumerate(seats)]
    while not m.finished:   # each seat decides from what it may see (the one way: ask)
        m.play(ask(ctrls[m.decision().seat], m))
    r = RULES.result(m.state)
    own = dict(zip(r.categories, r.sheet))[SOLO_ROW]
    return r.winners == (0,), r.scores, own, m.state.round


def run(pool, seats, head, games):
    results = pool.map(game, [(seats, head, seed) for seed in range(1, games + 1)])
    wins = sum(r[0] for r in results)
    avg = [sum(r[1][s] for r in results) / games for s in range(len(seats))]
    own = [sum(r[2][s] for r in results) / games for s in range(len(seats))]
    rounds = sum(r[3] for r in results) / games
    cells = ", ".join(f"{n} {a:.1f}" + (f" ({o:.1f} own)" if s else "")
                      for s, (n, a, o) in enumerate(zip(seats, avg, own)))
    print(f"| {'+'.join(seats[1:])} | {head} | {wins}/{games} | {cells} | {rounds:.1f} |",
          flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    print("| solo players | head start | greedy wins | average VP | rounds |")
    print("|---|---|---|---|---|")
    with Pool(args.jobs) as pool:
        for head in (0, 4):
            for solo in (("bertha",), ("carsten",), ("denzel",), ("katherine",),
                         ("bertha", "carsten", "denzel")):
                run(pool, ("greedy",) + solo, head, args.games)


if __name__ == "__main__":
    main()
