"""`main.py screenshot`: render a game's table after M bot moves to a PNG, no screen. This
command reads the arguments and plays the game; shared/ui/shots.py sets up and draws the
scene."""
from __future__ import annotations

from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.contract import ConfigError
from shared.engine.match import Match
from shared.engine.resample import resampled

from .common import (add_language, parse_options, parse_resample, parse_seats, parse_viewer,
                     use_language)


def add_arguments(p) -> None:
    p.add_argument("game")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", type=int)
    p.add_argument("--seats")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--moves", type=int, default=None, help="bot moves before the picture "
                   "(default: four per seat plus one; -1 for the finished game)")
    p.add_argument("--scene", default="table",
                   help="table, launcher, settings, setup, scores, replay, chart, rules or "
                   "tutorial")
    p.add_argument("--section", help="with --scene rules: the section shown (its id in the "
                   "game's reference; default: the one about the decision being taken); "
                   "with --scene tutorial: the lesson (default: the game's first)")
    p.add_argument("--step", type=int, default=1,
                   help="with --scene tutorial: the lesson's step shown (1 for the first)")
    p.add_argument("--viewer", metavar="SEAT",
                   help="draw as seat SEAT (1 for the first) sees it while the game runs, or "
                   "`none`: what every seat may see (with --scene replay, the game as it "
                   "stands after --moves)")
    p.add_argument("--resample-hidden", type=int, metavar="K",
                   help="first replace whatever --viewer may not see (other hands, deck "
                   "orders, hidden points) by its K-th sample that agrees with its view")
    p.add_argument("--size", default="1366x768")
    p.add_argument("--text-size", type=int, default=100, metavar="PERCENT",
                   help="every text larger or smaller, as the settings screen's text size "
                   "(85 to 150; default 100)")
    add_language(p)
    p.add_argument("--out", required=True)


def run(args, out) -> int:
    use_language(args.language)
    take_screenshot(args)
    out.write(f"wrote {args.out}\n")
    return 0


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ConfigError("--size expects WIDTHxHEIGHT, got {given}", given=repr(text)) from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise ConfigError("--size {given} is out of range", given=text)
    return w, h


def played(args, rules, to_the_end: bool = False) -> Match:
    """The game the arguments describe after --moves bot moves (default: four per seat
    and one; -1 or `to_the_end`: to its end)."""
    seats = parse_seats(rules, args.seats, args.players)
    config = rules.make_config(seats, parse_options(args.option), args.seed)
    match = Match(rules, config)
    moves = args.moves
    if to_the_end or moves == -1:
        play_out(match)
    else:
        if moves is None:   # a table with something on it
            moves = 4 * config.players + 1
        play_out(match, max_moves=moves)
    return match


def seen_as(args, match) -> tuple[int | None, Match]:
    """--viewer and --resample-hidden: the seat the picture is for (None: everything, as
    without --viewer) and the match to draw, with what that seat may not see resampled."""
    viewer = parse_viewer(args.viewer, match.config.players)
    k = parse_resample(args.resample_hidden)
    if k is not None:
        if viewer is None:
            raise ConfigError("--resample-hidden needs --viewer (a seat, or none)")
        match = resampled(match, viewer, k)
    return viewer, match


def take_screenshot(args) -> None:
    size = parse_size(args.size)
    if args.moves is not None and args.moves < -1:
        raise ConfigError("--moves {moves}: give a count of moves, or -1 for the finished game",
                          moves=args.moves)
    from shared.ui.settings import PREFERENCES
    if not PREFERENCES["text_size"][1](args.text_size):   # as the settings screen allows
        raise ConfigError("--text-size {given}: give a percentage from 85 to 150",
                          given=args.text_size)
    from shared.ui import shots     # pygame: only for this command
    app = shots.offscreen_app(size)
    app.canvas.text_scale = args.text_size / 100
    scene = args.scene
    if scene in ("launcher", "settings"):   # the settings screen opens over the launcher
        shots.show_launcher(app, settings=scene == "settings")
    else:
        shots.check_game(args.game)
        rules = registry.get_rules(args.game)
        if scene == "setup":   # with --seats, those seats (and --option values) chosen
            seats = parse_seats(rules, args.seats, args.players) if args.seats else None
            given = parse_options(args.option)
            config = rules.make_config(seats or ["human"] * rules.min_players, given, 1)
            shots.show_setup(app, args.game, seats, {k: config.option(k) for k in given},
                             args.seed)
        elif scene == "replay" and args.viewer is not None:
            # a running game, as SEAT would see it opened in the viewer, at its last move
            match = played(args, rules)
            viewer, match = seen_as(args, match)
            shots.show_viewer(app, match, seat=viewer)
        elif scene == "replay":   # the viewer at move M of a finished simulated game
            match = played(args, rules, to_the_end=True)
            at = len(match.log) if args.moves in (None, -1) else min(args.moves, len(match.log))
            shots.show_viewer(app, match, at=at)
        elif scene == "chart":    # the score over time of a finished simulated game
            match = played(args, rules, to_the_end=True)
            shots.show_viewer(app, match, at=len(match.log), chart=True)
        elif scene in ("table", "scores", "rules"):
            match = played(args, rules, to_the_end=scene == "scores")
            viewer, match = seen_as(args, match)
            table = shots.show_table(app, match, viewer, scores=scene == "scores")
            if scene == "rules":   # the rules panel over the table, as F1 opens it
                shots.open_rules_shot(app, table, getattr(args, "section", None))
        elif scene == "tutorial":   # a lesson's table and coach at step --step
            show_lesson(app, args.game, getattr(args, "section", None), args.step)
        else:
            raise ConfigError("unknown scene {scene} (table, launcher, settings, setup, scores, "
                              "replay, chart, rules, tutorial)", scene=repr(scene))
    shots.save_shot(app, args.out)


def show_lesson(app, game: str, section: str | None, step: int) -> None:
    """A lesson's table with its coach at step `step` (1 for the first), the steps before
    played as the lesson writes them."""
    from shared.engine import lessons
    from shared.ui.coach import start_lesson
    if not lessons.has_lessons(game):
        raise ConfigError("{game} has no lessons yet", game=game)
    book = lessons.load(game)
    chosen = book.section(section) if section else book.sections[0]
    if not 1 <= step <= len(chosen.steps):
        raise ConfigError("--step {step}: lesson {section} has steps 1 to {count}", step=step,
                          section=chosen.id, count=len(chosen.steps))
    table = start_lesson(app, game, chosen.id, step - 1)
    table.update(0)   # the table settles (whose view it shows) as on its first frame
