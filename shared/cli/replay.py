"""`main.py replay FILE`: load a save, verify its state hash, print the outcome."""
from __future__ import annotations

import json

from shared.engine import saves

from .simulate import game_record


def add_arguments(p) -> None:
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.add_argument("--window", action="store_true",
                   help="open the save in the replay viewer (the file is never written)")


def run(args, out) -> int:
    match, meta = saves.load(args.file)
    if args.window:
        from shared.ui.app import run_app
        from shared.ui.viewer import ReplayViewer
        return run_app(lambda app: ReplayViewer(app, match, meta, at=0))
    record = {"file": args.file, "verified": True, "finished": match.finished}
    if match.finished:
        record.update(game_record(match))
    else:
        d = match.decision()
        record.update({"game": match.config.game, "seed": match.config.seed,
                       "seats": list(match.config.seats), "moves": len(match.log),
                       "to_move": d.seat, "state_hash": match.hash()})
    if args.json:
        out.write(json.dumps(record, sort_keys=True) + "\n")
    elif match.finished:
        won = ", ".join(f"seat {w + 1}" for w in record["winners"]) or "nobody"
        out.write(f"{args.file}: verified, {record['moves']} moves, scores "
                  f"{record['scores']}, winner {won}\n")
    else:
        out.write(f"{args.file}: verified, unfinished after {record['moves']} moves, "
                  f"seat {record['to_move'] + 1} to move\n")
    return 0
