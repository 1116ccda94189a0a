"""Every game with a table: frame time of a full table, idle CPU, full games per second
with random and greedy bots, and loading a finished save plus undo/redo."""
from __future__ import annotations

import os
import resource
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from shared.bots.playout import play_out  # noqa: E402
from shared.engine import registry, saves  # noqa: E402
from shared.engine.match import Match  # noqa: E402

from .common import FRAME_BUDGET_MS, median_ms, report  # noqa: E402

# players for "a full table" and for the games-per-second figures
TABLE_PLAYERS = {"simplicity": 6, "squarecircle": 5, "rossio": 4, "circleville": 4}
GAME_PLAYERS = {"simplicity": 4, "squarecircle": 4, "rossio": 4, "circleville": 4}


def finished_match(game: str, players: int, seed: int = 7, bot: str = "random") -> Match:
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config([bot] * players, {}, seed))
    play_out(match)
    return match


def games_per_second(game: str, bot: str, players: int, seconds: float = 3.0) -> float:
    rules = registry.get_rules(game)
    games, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        play_out(Match(rules, rules.make_config([bot] * players, {}, seed)))
        games += 1
        seed += 1
    return games / (time.perf_counter() - start)


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def frame_and_idle(game: str) -> None:
    import pygame

    from shared.ui.app import App, init_pygame
    from shared.ui.games import game_ui
    from shared.ui.session import Session
    init_pygame()
    app = App()
    players = TABLE_PLAYERS[game]
    table = game_ui(game).table_scene()(app, Session(finished_match(game, players), {},
                                                     autosave=False))
    table.scores_shown = True   # stay on the table, not the score sheet
    app.push(table)
    app.draw()                  # warm caches, as a running game has them
    report(f"{game} full-table frame ({players} players, finished game)",
           median_ms(app.draw, 60), "ms", FRAME_BUDGET_MS, "frame budget", "median < 4 ms")
    cpu0, wall0 = cpu_seconds(), time.perf_counter()
    pygame.time.set_timer(pygame.QUIT, 3000, loops=1)
    app.run()
    share = 100 * (cpu_seconds() - cpu0) / (time.perf_counter() - wall0)
    report(f"idle {game} table CPU use", share, "% of a core", goal="< 3 %")
    pygame.display.quit()


def load_and_undo(game: str) -> None:
    match = finished_match(game, GAME_PLAYERS[game], bot="greedy")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "done.yaml"
        saves.save(match, path)
        report(f"load a finished {game} save ({len(match.log)} moves)",
               median_ms(lambda: saves.load(path), 15), "ms", FRAME_BUDGET_MS, "frame budget")
    # a finished game ends on a barrier; measure where the last undoable move is
    moves = [e.move for e in match.log]
    replayed = Match.replay(match.rules, match.config, moves[:-1])
    while not replayed.can_undo():
        moves = moves[:-1]
        replayed = Match.replay(match.rules, match.config, moves[:-1])

    def undo_redo():
        replayed.undo()
        replayed.redo()
    report(f"{game} undo + redo one move", median_ms(undo_redo, 200), "ms", FRAME_BUDGET_MS,
           "frame budget")


def main() -> None:
    for game in TABLE_PLAYERS:
        frame_and_idle(game)
        for bot, goal in (("random", ">= 50"), ("greedy", "")):
            report(f"full {GAME_PLAYERS[game]}-player {game} games with {bot} bots",
                   games_per_second(game, bot, GAME_PLAYERS[game]), "games/s", goal=goal)
        load_and_undo(game)


if __name__ == "__main__":
    main()
