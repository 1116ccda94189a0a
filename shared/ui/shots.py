"""Rendering scenes to PNG without a screen (the screenshot command and the tests)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from shared.cli.common import (parse_options, parse_resample, parse_seats,  # noqa: E402
                               parse_viewer)
from shared.engine import registry  # noqa: E402
from shared.engine.contract import ConfigError  # noqa: E402
from shared.engine.match import Match  # noqa: E402
from shared.engine.playout import play_out  # noqa: E402
from shared.engine.resample import resampled  # noqa: E402

from .app import App, init_pygame  # noqa: E402
from .games import GAMES, game_ui  # noqa: E402
from .session import Session  # noqa: E402


def offscreen_app(size=(1366, 768)) -> App:
    init_pygame()
    return App(surface=pygame.Surface(size), window=False)


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ConfigError(f"--size expects WIDTHxHEIGHT, got {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise ConfigError(f"--size {text} is out of range")
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


def open_rules_shot(app, table, section: str | None) -> None:
    """The rules panel at `section`, else where the table's F1 would open it."""
    ref = table.rules_reference()
    if ref is None:
        raise ConfigError(f"{table.match.config.game} has no rules reference")
    if section is not None and section not in [s.id for s in ref.sections]:
        raise ConfigError(f"--section {section!r} is not one of "
                          f"{', '.join(s.id for s in ref.sections)}")
    if section is None:
        table.open_rules()
    else:
        from .rulebook import open_rules
        open_rules(app, table.match.config.game, section)


def take_screenshot(args) -> None:
    size = parse_size(args.size)
    if args.moves is not None and args.moves < -1:
        raise ConfigError(f"--moves {args.moves}: give a count of moves, or -1 for the "
                          "finished game")
    app = offscreen_app(size)
    scene = args.scene
    if scene in ("launcher", "settings"):   # the settings screen opens over the launcher
        from .launcher import Launcher
        app.push(Launcher(app))
        if scene == "settings":
            from .settingsscreen import SettingsScreen
            app.push(SettingsScreen(app))
    else:
        if args.game not in GAMES:
            raise ConfigError(f"the window cannot show {args.game!r} yet "
                              f"(games: {', '.join(GAMES)})")
        rules = registry.get_rules(args.game)
        if scene == "setup":
            from .setup import SeatSetup
            app.push(SeatSetup(app, game_ui(args.game)))
        elif scene == "replay" and args.viewer is not None:
            # a running game, as SEAT would see it opened in the viewer, at its last move
            match = played(args, rules)
            viewer, match = seen_as(args, match)
            from .viewer import ReplayViewer
            app.push(ReplayViewer(app, match, {}, seat=viewer))
        elif scene == "replay":   # the viewer at move M of a finished simulated game
            match = played(args, rules, to_the_end=True)
            from .viewer import ReplayViewer
            at = len(match.log) if args.moves in (None, -1) else min(args.moves, len(match.log))
            app.push(ReplayViewer(app, match, {}, at=at))
        elif scene == "chart":    # the score over time of a finished simulated game
            from .viewer import ReplayViewer
            match = played(args, rules, to_the_end=True)
            viewer = ReplayViewer(app, match, {}, at=len(match.log))
            app.push(viewer)
            viewer.toggle_chart()
        elif scene in ("table", "scores", "rules"):
            match = played(args, rules, to_the_end=scene == "scores")
            viewer, match = seen_as(args, match)
            session = Session(match, {}, autosave=False)
            table = game_ui(args.game).table_scene()(app, session, live=False)
            table.viewer = viewer
            table.scores_shown = True   # a picture of the table, not the score sheet
            app.push(table)
            if scene == "scores":
                table.show_scores()
            if scene == "rules":   # the rules panel over the table, as F1 opens it
                open_rules_shot(app, table, getattr(args, "section", None))
        else:
            raise ConfigError(f"unknown scene {scene!r} "
                              "(table, launcher, settings, setup, scores, replay, chart, rules)")
    app.draw()
    try:
        pygame.image.save(app.canvas.surface, args.out)
    except (pygame.error, OSError) as exc:
        raise ConfigError(f"--out {args.out}: cannot be written ({exc})") from None
