"""`main.py replay FILE`: load a save, verify its state hash, print the outcome."""
from __future__ import annotations

import json

from shared.engine import saves

from .common import add_language, use_language
from .simulate import game_record


def add_arguments(p) -> None:
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.add_argument("--window", action="store_true",
                   help="open the save in the replay viewer (the file is never written)")
    p.add_argument("--log", action="store_true",
                   help="print the game record as the table's log shows it (all of it once "
                   "the game is over)")
    add_language(p)   # the lines of --log, the sentences of --json
    p.add_argument("--viewer", metavar="SEAT",
                   help="with --log, while the game runs: the log as seat SEAT (1 for the "
                   "first) may read it; default none, what every seat may read")


def run(args, out) -> int:
    use_language(args.language)
    match, meta = saves.load(args.file)
    if args.window:
        # the launcher sets itself as home, where a game played on from the viewer ends
        from shared.ui import launcher  # noqa: F401
        from shared.ui.app import run_app
        from shared.ui.viewer import ReplayViewer
        return run_app(lambda app: ReplayViewer(app, match, meta, at=0))
    record = {"file": args.file, "verified": True, "finished": match.finished}
    d = match.decision()   # None: finished
    if d is None:
        record.update(game_record(match))
    else:
        record.update({"game": match.config.game, "seed": match.config.seed,
                       "seats": list(match.config.seats), "moves": len(match.log),
                       "to_move": d.seat, "state_hash": match.hash()})
    if args.log:
        record["log"] = game_log(match, meta, args.viewer)
    if args.json:
        out.write(json.dumps(record, sort_keys=True) + "\n")
    elif args.log:
        out.writelines(line + "\n" for line in record["log"])
    elif match.finished:
        won = ", ".join(f"seat {w + 1}" for w in record["winners"]) or "nobody"
        out.write(f"{args.file}: verified, {record['moves']} moves, scores "
                  f"{record['scores']}, winner {won}\n")
    else:
        out.write(f"{args.file}: verified, unfinished after {record['moves']} moves, "
                  f"seat {record['to_move'] + 1} to move\n")
    return 0


def game_log(match, meta: dict, viewer: str | None) -> list[str]:
    """Every line of the table's log for the seat `viewer` names (its players by their
    names in the save); a finished game's log is read whole."""
    from shared.ui.narrator import Narrator
    from shared.ui.session import Session

    from .common import parse_viewer
    seat = parse_viewer(viewer or "none", match.config.players)
    names = Session(match, meta, autosave=False)
    return Narrator(match, lambda s: names.name(s.index),
                    viewer=lambda: None if match.finished else seat).lines()
