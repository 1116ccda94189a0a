"""Rendering scenes to PNG without a screen (the screenshot command and the tests). The
command reads the arguments and plays the game; this module sets the scenes up from plain
values and draws them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from shared.engine.contract import ConfigError  # noqa: E402
from shared.engine.match import Match  # noqa: E402

from .app import App, init_pygame  # noqa: E402
from .games import GAMES, game_ui  # noqa: E402
from .session import Session  # noqa: E402

def offscreen_app(size=(1366, 768)) -> App:
    init_pygame()
    return App(surface=pygame.Surface(size), window=False)


def check_game(game: str) -> None:
    if game not in GAMES:
        raise ConfigError(f"the window cannot show {game!r} yet "
                          f"(games: {', '.join(GAMES)})")


def show_launcher(app, settings: bool = False) -> None:
    """The launcher; with `settings`, the settings screen open over it."""
    from .launcher import Launcher
    app.push(Launcher(app))
    if settings:
        from .settingsscreen import SettingsScreen
        app.push(SettingsScreen(app))


def show_setup(app, game: str, seats: list[str] | None = None,
               options: dict | None = None, seed: int | None = None) -> None:
    """The game's setup screen; with `seats`, those seats chosen (a printed opponent by
    its own name) and `options` set, as a person would have picked them; with `seed`,
    that seed in its field (else a random one, as the screen opens)."""
    from .setup import SeatSetup
    setup = SeatSetup(app, game_ui(game))
    if seed is not None:
        setup.seed.text = str(seed)
    if seats:
        setup.players = len(seats)
        setup.kinds[:len(seats)] = seats
        setup.options.update(options or {})
        setup.build()
    app.push(setup)


def show_viewer(app, match: Match, at: int | None = None, seat: int | None = None,
                chart: bool = False) -> None:
    """The replay viewer at move `at` (the running game as `seat` sees it, when given);
    `chart` opens the score over time."""
    from .viewer import ReplayViewer
    viewer = ReplayViewer(app, match, {}, at=at, seat=seat)
    app.push(viewer)
    if chart:
        viewer.toggle_chart()


def show_table(app, match: Match, viewer: int | None, scores: bool = False):
    """The game's table as `viewer` sees it (None: everything), or its score sheet."""
    session = Session(match, {}, autosave=False)
    table = game_ui(match.config.game).table_scene()(app, session, live=False)
    table.viewer = viewer
    table.scores_shown = True   # a picture of the table, not the score sheet
    app.push(table)
    if scores:
        table.show_scores()
    return table


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


def save_shot(app, out: str) -> None:
    app.draw()
    try:
        pygame.image.save(app.canvas.surface, out)
    except (pygame.error, OSError) as exc:
        raise ConfigError(f"--out {out}: cannot be written ({exc})") from None
