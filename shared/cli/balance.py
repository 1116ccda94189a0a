"""balance: win-rate tables with 95% confidence intervals, games played in parallel.

    python main.py balance GAME [--rows ROWS] [--games 100] [--seed 1] [--workers N]
                               [--budget table|figures|STEPS]   (default: table)
                               [--record]

`--record` writes each row of one bot against one printed opponent into the game's
solo-figures.yaml (shared/engine/solofigures.py), which the setup screen's solo-player
picker shows.

A row is a seating such as `strong,greedy`, optionally followed by game options:
`strong,ross:ross-difficulty=easy`; rows are separated by ';'. The first seat named is
the one whose wins are counted. The default rows are strong against greedy, expert against
strong, and the expert and the strong bot each against each printed solo opponent alone.
Seats are rotated between games where the rules allow it, so the first player's
advantage does not count for the measured seat. Columns: the measured seat's win rate
and its Wilson 95% interval (a shared win counts as a fraction), its mean score and the
best other seat's, the game length (rounds the game's state counts, or
moves if it counts none), the share of games that ended within the game's supply of
turns (Rules.supply_rounds; "-" where nothing runs out), the measured seat's median and
worst decision in CPU seconds, and the wall-clock time of the row.

The strong bot plays on the table's budget, as a person meets it, unless `--budget` says
otherwise ("figures", a tenth of the steps, or a number of steps) for quicker samples; the
expert always plays on its own (four times the table's).
"""
from __future__ import annotations

import datetime
import math
import os
import signal
import statistics
import subprocess
import time
from multiprocessing import Pool

from shared.bots import make_controller
from shared.bots.strong import BUDGETS, Budget, StrongBot
from shared.engine import registry, safeyaml, saves, solofigures
from shared.engine.contract import ConfigError
from shared.engine.data import Reader
from shared.engine.seats import BOT_NAMES, controller_names
from shared.engine.match import Match

from .common import check_games, parse_options, parse_seats


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (ties count as fractions of a win)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(job) -> dict:
    """One game: (game, seats, options, seed, measured seat, budget name) -> its figures."""
    game, seats, options, seed, measured, budget = job
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(list(seats), dict(options), seed))
    steps = BUDGETS[budget] if budget in BUDGETS else Budget(steps=int(budget))
    controllers = [StrongBot(rules, s, seed, steps) if name == "strong"
                   else make_controller(rules, name, s, seed) for s, name in enumerate(seats)]
    times = []   # the measured seat's decisions with a choice
    while (d := match.decision()) is not None:
        t0 = time.process_time()   # CPU time: other work on the machine does not count
        move = controllers[d.seat].choose(match.view(d.seat), d, len(match.log))
        if d.seat == measured and len(d.moves) > 1:
            times.append(time.process_time() - t0)
        match.play(move)
    result = match.result()
    winners = result.winners
    length = getattr(match.state, "round", None) or len(match.log)
    supply = rules.supply_rounds(match.state)
    return {"win": (1 / len(winners)) if measured in winners else 0.0,
            "score": result.scores[measured],
            "best_other": max(s for i, s in enumerate(result.scores) if i != measured),
            "moves": len(match.log), "length": length,
            "in_supply": None if supply is None else length <= supply,
            "decision_times": times}


def rotations(seats: tuple[str, ...], rules, options) -> list[tuple[tuple[str, ...], int]]:
    """The seatings a row plays in turn: the measured seat (first named) in each position
    the rules accept, with its index."""
    out = []
    for k in range(len(seats)):
        rotated = seats[k:] + seats[:k]
        try:
            rules.make_config(list(rotated), dict(options), 0)
        except ConfigError:
            continue
        out.append((rotated, (len(seats) - k) % len(seats)))
    return out or [(seats, 0)]


def run_row(pool, game, seats, options, games, seed, budget) -> dict:
    rules = registry.get_rules(game)
    order = rotations(tuple(seats), rules, options)
    jobs = []
    for g in range(games):
        rotated, measured = order[g % len(order)]
        jobs.append((game, rotated, tuple(sorted(options.items())), seed + g, measured, budget))
    t0 = time.perf_counter()
    games_out = pool.map(play_one, jobs, chunksize=1)
    elapsed = time.perf_counter() - t0
    wins = sum(g["win"] for g in games_out)
    lengths = [g["length"] for g in games_out]
    times = [t for g in games_out for t in g["decision_times"]] or [0.0]
    supplied = [g["in_supply"] for g in games_out if g["in_supply"] is not None]
    return {"row": ",".join(seats), "games": games, "wins": wins, "ci": wilson(wins, games),
            "score": statistics.mean(g["score"] for g in games_out),
            "other": statistics.mean(g["best_other"] for g in games_out),
            "length": statistics.mean(lengths), "length_range": (min(lengths), max(lengths)),
            "in_supply": sum(supplied) / len(supplied) if supplied else None,
            "median_decision": statistics.median(times), "worst_decision": max(times),
            "seconds": elapsed}


def format_row(r: dict) -> str:
    lo, hi = r["ci"]
    rate = r["wins"] / r["games"]
    supply = "-" if r["in_supply"] is None else f"{r['in_supply']:.0%}"
    return (f"{r['row']:<46} {r['games']:>5} {rate:>6.0%}  [{lo:4.0%}, {hi:4.0%}]  "
            f"{r['score']:>6.1f} {r['other']:>6.1f}  {r['length']:>6.1f} "
            f"{'(%d-%d)' % r['length_range']:<9} {supply:>6}  {r['median_decision']:>5.2f}s "
            f"{r['worst_decision']:>5.2f}s "
            f"{r['seconds']:>6.0f}s")


HEADER = (f"{'row (first seat measured)':<46} {'games':>5} {'wins':>6}  {'95% CI':<12}  "
          f"{'score':>6} {'other':>6}  {'length':>6} {'(range)':<9} {'supply':>6}  {'median':>6} "
          f"{'worst':>6} "
          f"{'time':>6}")


def budget_name(text: str) -> str:
    if text in BUDGETS or text.isdigit() and int(text) > 0:
        return text
    raise ValueError(text)


def add_arguments(parser) -> None:
    parser.add_argument("game")
    parser.add_argument("--rows",
                        help="seatings separated by ';', e.g. 'strong,greedy;strong,ross'")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--record", action="store_true",
                        help="write rows of a bot against one printed opponent into the "
                             "game's solo-figures.yaml (the solo-player picker shows them)")
    parser.add_argument("--budget", type=budget_name, default="table",
                        help="the strong bot's budget: table, figures, or a number of steps "
                             "(default: table)")


def parse_rows(text: str) -> list[tuple[tuple[str, ...], dict]]:
    rows = []
    for part in text.split(";"):
        if part.strip():
            seats, *options = part.strip().split(":")
            rows.append((tuple(s.strip() for s in seats.split(",")), parse_options(options)))
    return rows


def _worker_start() -> None:
    """A forked worker answers "terminate" again: a parent with the display or the mixer
    open (SDL keeps a handler for it) would otherwise wait for it forever."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def run(args, out) -> int:
    rules = registry.get_rules(args.game)
    bots = [b for b in ("expert", "strong") if b in controller_names(rules)]
    default = ";".join(["strong,greedy"] + ["expert,strong"] * ("expert" in bots) +
                       [f"{bot},{name}" for name in rules.automa_names for bot in bots])
    rows = parse_rows(args.rows or default)
    check_games(args.games)
    workers = max(1, args.workers)
    for seats, opts in rows:   # a bad row is reported before any game is played
        parse_seats(rules, ",".join(seats), None)
        rules.make_config(list(seats), opts, 0)
    print(f"balance: {rules.title}, {args.games} games per row, seed {args.seed}, "
          f"strong budget '{args.budget}', {workers} workers", file=out)
    print(HEADER, file=out, flush=True)
    with Pool(workers, initializer=_worker_start) as pool:
        for seats, opts in rows:
            r = run_row(pool, args.game, seats, opts, args.games, args.seed, args.budget)
            label = " ".join(f"{k}={v}" for k, v in sorted(opts.items()))
            if label:
                r["row"] = f"{r['row']} {label}"
            print(format_row(r), file=out, flush=True)
            if args.record and record(args.game, seats, opts, r):
                print(f"  recorded in {solofigures.path(args.game)}", file=out, flush=True)
    return 0


def _number(wins: float) -> int | float:
    """Wins as the file keeps them: whole, or with the shares of tied games (21.5)."""
    return int(wins) if wins == int(wins) else round(wins, 2)


def record(game: str, seats, options: dict, row: dict) -> bool:
    """A row of one bot against one printed opponent, at the table's budget, written into
    the game's figures (the level: its automa_level option as played); False for any
    other row."""
    rules, info = registry.get_rules(game), registry.game_info(game)
    if (len(seats) != 2 or seats[0] not in BOT_NAMES or seats[1] not in rules.automa_names
            or not info.automa_level):
        return False
    spec = next(s for s in rules.option_specs if s.key == info.automa_level)
    level = str(rules.make_config(list(seats), options, 0).option(spec.key))
    file = solofigures.path(game)
    doc = Reader(file).doc if file.is_file() else None   # a faulty file: DataError, named
    # levels as the option's values read ("0", "hard"), whatever YAML made of them
    doc = {name: {str(k): v for k, v in (by_level or {}).items()}
           for name, by_level in (doc or {}).items()}
    lo, hi = row["ci"]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=registry.ROOT,
                            capture_output=True, text=True).stdout.strip() or "unknown"
    doc.setdefault(seats[1], {}).setdefault(level, {})[seats[0]] = {
        "games": row["games"], "wins": _number(row["wins"]),
        "interval": [round(100 * lo, 1), round(100 * hi, 1)], "commit": commit,
        "date": datetime.date.today().isoformat()}
    trial = file.with_name(file.name + ".new")
    saves.write_atomic(trial, safeyaml.dump(doc))   # a link planted there is not followed
    solofigures.load(game, trial)   # never put in place what the setup could not read
    os.replace(trial, file)
    return True
