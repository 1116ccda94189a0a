"""`main.py simulate`: play complete games with bots and automa, print one result each."""
from __future__ import annotations

import json
from pathlib import Path

from shared.bots.playout import play_out
from shared.engine import registry, saves
from shared.engine.contract import ConfigError, IllegalMove
from shared.engine.match import Match

from .common import (add_language, check_games, parse_options, parse_seats, seat_name,
                     use_language)


def add_arguments(p) -> None:
    p.add_argument("game", nargs="?",
                   help="game name: " + ", ".join(registry.game_names()) + " (not with --from)")
    p.add_argument("--players", type=int, help="N greedy seats")
    p.add_argument("--seats", help="controller per seat, e.g. greedy,random")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0, help="seed of the first game; game k uses seed+k")
    p.add_argument("--json", action="store_true", help="one JSON object per game per line")
    add_language(p)   # the sentences of --json (the tie-break, the score categories)
    p.add_argument("--save-dir", help="also write each game's save file here")
    p.add_argument("--stop-after", type=int, metavar="M",
                   help="leave each game unfinished after M moves (with --save-dir, to go "
                        "on later)")
    p.add_argument("--from", dest="from_file", metavar="FILE",
                   help="play a save on to the end (--seats may name other bots for its seats)")


def said(sentence) -> str:
    """A sentence of the result (a Line or plain text) in the language in use; English
    as the Line itself words it (the JSON is a contract)."""
    from shared.engine import i18n
    if i18n.language() == i18n.ENGLISH:
        return str(sentence)
    from shared.ui.narrator import say
    return say(sentence, seat_name)


def game_record(match: Match) -> dict:
    if not match.finished:   # stopped early: no result yet
        return {"game": match.config.game, "seed": match.config.seed,
                "seats": list(match.config.seats),
                "options": {k: v for k, v in match.config.options}, "scores": [],
                "winners": [], "moves": len(match.log), "finished": False,
                "state_hash": match.hash()}
    res = match.result()
    return {
        "game": match.config.game,
        "seed": match.config.seed,
        "seats": list(match.config.seats),
        "options": {k: v for k, v in match.config.options},
        "scores": list(res.scores),
        "winners": list(res.winners),
        "moves": len(match.log),
        "tiebreak": said(res.tiebreak),
        "categories": [said(c) for c in res.categories],
        "columns": [said(c) for c in res.columns],
        "sheet": [list(row) for row in res.sheet],
        "state_hash": match.hash(),
        "finished": True,
    }


def matches(args):
    """The games to play: fresh ones from the arguments, or the one save of --from."""
    if args.from_file:
        if args.game or args.players or args.option or args.games != 1:
            raise ConfigError("--from plays the save's own game: give only --seats besides it")
        match, _ = saves.load(args.from_file)
        rules, config = match.rules, match.config
        if args.seats:
            seats = parse_seats(rules, args.seats, config.players)
            config = rules.make_config(seats, dict(config.options), config.seed)
            try:
                match = Match.replay(rules, config, [e.move for e in match.log])
            except IllegalMove as exc:
                raise ConfigError("the save's moves do not fit --seats {seats}: {why}",
                                  seats=args.seats, why=exc.line) from None
        yield match
        return
    if not args.game:
        raise ConfigError("name a game ({games}) or give --from",
                          games=", ".join(registry.game_names()))
    rules = registry.get_rules(args.game)
    seats = parse_seats(rules, args.seats, args.players)
    options = parse_options(args.option)
    check_games(args.games)
    rules.make_config(seats, options, args.seed)  # reject bad options before any game
    for k in range(args.games):
        yield Match(rules, rules.make_config(seats, options, args.seed + k))


def run(args, out) -> int:
    use_language(args.language)
    if args.stop_after is not None and args.stop_after < 0:
        raise ConfigError("--stop-after must be 0 or more")
    for match in matches(args):
        rules = match.rules
        play_out(match, max_moves=args.stop_after)
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
            if not record["finished"]:
                out.write(f"{rules.title} seed {record['seed']}: stopped unfinished after "
                          f"{record['moves']} moves\n")
                continue
            out.write(f"{rules.title} seed {record['seed']}: {scores}; winner {won}; "
                      f"{record['moves']} moves\n")
    return 0
