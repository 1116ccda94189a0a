"""Simulation report: the greedy bot against ROSS at each difficulty, bots against each
other, and the pattern-counting benchmark.

    python -m rossio.balance [--games 200] [--seed 1] [--difficulties easy,hard]

Prints win rates, average scores, game lengths, how often side A is recruited, games per
second and the per-call time of counting all 44 patterns on a full 4-player square.
"""
from __future__ import annotations

import argparse
import itertools
import statistics
import time

from shared.bots import make_controller
from shared.engine.match import Match

from .components import DIFFICULTIES, components
from .events import CardRecruited
from .patterns import _results, colour_masks, count_card
from .rules import RULES


def play_game(seats, options, seed):
    config = RULES.make_config(seats, options, seed)
    match = Match(RULES, config)
    controllers = [make_controller(RULES, name, i, seed) for i, name in enumerate(seats)]
    moves = side_a = recruits = 0
    while not match.finished:
        d = match.decision()
        move = controllers[d.seat].choose(match.view(d.seat), d, len(match.log))
        events = match.play(move)
        moves += 1
        for e in events:
            if isinstance(e, CardRecruited):
                recruits += 1
                side_a += e.side == "A"
    return match, moves, side_a, recruits


def run(seats, options, games, seed):
    scores = [[] for _ in seats]
    wins = [0.0] * len(seats)
    rounds, moves_list = [], []
    side_a = recruits = 0
    t0 = time.perf_counter()
    for g in range(games):
        match, moves, a, n = play_game(seats, options, seed + g)
        r = match.result()
        for i, s in enumerate(r.scores):
            scores[i].append(s)
        for w in r.winners:
            wins[w] += 1 / len(r.winners)
        rounds.append(match.state.round)
        moves_list.append(moves)
        side_a += a
        recruits += n
    elapsed = time.perf_counter() - t0
    return {
        "wins": [w / games for w in wins],
        "mean": [statistics.mean(s) for s in scores],
        "sd": [statistics.pstdev(s) for s in scores],
        "rounds": statistics.mean(rounds),
        "rounds_range": (min(rounds), max(rounds)),
        "moves": statistics.mean(moves_list),
        "side_a": side_a / recruits if recruits else 0.0,
        "games_per_s": games / elapsed,
    }


def bench_patterns(repeat: int = 200) -> tuple[float, float]:
    """Seconds per call of counting one card's pattern on a full 4-player square:
    (cold: result cache cleared before each sweep, warm: cached)."""
    comp = components()
    colours = itertools.cycle([0, 0, 1, 2, 3, 3, 1, 2, 0, 1, 3])
    square = tuple(tuple(next(colours) for _ in range(15)) for _ in range(5))
    masks = colour_masks(square)
    cards = comp.cards
    t0 = time.perf_counter()
    for _ in range(repeat):
        _results.clear()
        for c in cards:
            count_card(c.shape, c.colour, masks, 5, 15)
    cold = (time.perf_counter() - t0) / (repeat * len(cards))
    t0 = time.perf_counter()
    for _ in range(repeat):
        for c in cards:
            count_card(c.shape, c.colour, masks, 5, 15)
    warm = (time.perf_counter() - t0) / (repeat * len(cards))
    return cold, warm


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m rossio.balance")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--difficulties", default=",".join(DIFFICULTIES))
    ap.add_argument("--bot", default="greedy")
    ap.add_argument("--multiplayer", action="store_true", help="also bots against each other")
    args = ap.parse_args(argv)

    cold, warm = bench_patterns()
    print(f"pattern counting, full 4-player square, 44 cards: {cold * 1e6:.1f} us per call "
          f"uncached ({cold * 44 * 1e3:.2f} ms for all 44), {warm * 1e6:.2f} us cached")
    print()
    print(f"{args.bot} against ROSS, {args.games} games per level (seeds {args.seed}..)")
    print(f"{'level':10} {'bot wins':>9} {'bot VP':>12} {'ROSS VP':>12} {'rounds':>7} "
          f"{'range':>7} {'moves':>6} {'side A':>7} {'games/s':>8}")
    for level in args.difficulties.split(","):
        r = run((args.bot, "ross"), {"ross-difficulty": level}, args.games, args.seed)
        print(f"{level:10} {r['wins'][0]:9.1%} {r['mean'][0]:6.1f}±{r['sd'][0]:<5.1f}"
              f"{r['mean'][1]:6.1f}±{r['sd'][1]:<5.1f} {r['rounds']:7.1f} "
              f"{r['rounds_range'][0]:>3}-{r['rounds_range'][1]:<3} {r['moves']:6.0f} "
              f"{r['side_a']:7.1%} {r['games_per_s']:8.1f}")
    if args.multiplayer:
        print()
        print(f"bots against each other, {args.games} games each")
        for seats in (("greedy", "random"), ("greedy",) * 2, ("greedy",) * 3, ("greedy",) * 4):
            r = run(seats, {}, args.games, args.seed)
            wins = " ".join(f"{w:.0%}" for w in r["wins"])
            means = " ".join(f"{m:.0f}" for m in r["mean"])
            print(f"{','.join(seats):30} wins {wins:18} VP {means:16} rounds {r['rounds']:.1f} "
                  f"side A {r['side_a']:.0%} {r['games_per_s']:.1f} games/s")


if __name__ == "__main__":
    main()
