"""`main.py simulate`: play complete games with bots and automa, print one result each."""
from __future__ import annotations

import json
from pathlib import Path

from shared.engine import registry, saves
from shared.engine.match import Match
from shared.engine.playout import play_out

from .common import parse_options, parse_seats


def add_arguments(p) -> None:
    p.add_argument("game", help="game name: " + ", ".join(registry.game_names()))
    p.add_argument("--players", type=int, help="N greedy seats")
    p.add_argument("--seats", help="controller per seat, e.g. greedy,random")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0, help="seed of the first game; game k uses seed+k")
    p.add_argument("--json", action="store_true", help="one JSON object per game per line")
    p.add_argument("--save-dir", help="also write each game's save file here")


def game_record(match: Match) -> dict:
    res = match.result()
    return {
        "game": match.config.game,
        "seed": match.config.seed,
        "seats": list(match.config.seats),
        "options": {k: v for k, v in match.config.options},
        "scores": list(res.scores),
        "winners": list(res.winners),
        "moves": len(match.log),
        "tiebreak": res.tiebreak,
        "categories": list(res.categories),
        "columns": list(res.columns),
        "sheet": [list(row) for row in res.sheet],
        "state_hash": match.hash(),
    }


def run(args, out) -> int:
    rules = registry.get_rules(args.game)
    seats = parse_seats(rules, args.seats, args.players)
    options = parse_options(args.option)
    if args.games < 1:
        raise SystemExit("--games must be at least 1")
    rules.make_config(seats, options, args.seed)  # reject bad options before any game
    for k in range(args.games):
        match = Match(rules, rules.make_config(seats, options, args.seed + k))
        play_out(match)
        record = game_record(match)
        if args.save_dir:
            path = Path(args.save_dir) / f"{rules.name}-seed{match.config.seed}.yaml"
            saves.save(match, path)
            record["save"] = str(path)
        if args.json:
            out.write(json.dumps(record, sort_keys=True) + "\n")
        else:
            scores = ", ".join(f"seat {i + 1} ({s}): {v}" for i, (s, v) in
                               enumerate(zip(record["seats"], record["scores"])))
            won = ", ".join(f"seat {w + 1}" for w in record["winners"]) or "nobody"
            out.write(f"{rules.title} seed {record['seed']}: {scores}; winner {won}; "
                      f"{record['moves']} moves\n")
    return 0
