"""Simplicity: frame time of a full table, idle CPU, games per second, load + undo."""
from __future__ import annotations

import os
import resource
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from shared.engine import registry, saves  # noqa: E402
from shared.engine.match import Match  # noqa: E402
from shared.engine.playout import play_out  # noqa: E402

from .common import FRAME_BUDGET_MS, median_ms, report  # noqa: E402


def finished_match(players=4, seed=7, bot="random") -> Match:
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config([bot] * players, {}, seed))
    play_out(match)
    return match


def games_per_second(bot: str, players: int = 4, seconds: float = 3.0) -> float:
    rules = registry.get_rules("simplicity")
    games, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        play_out(Match(rules, rules.make_config([bot] * players, {}, seed)))
        games += 1
        seed += 1
    return games / (time.perf_counter() - start)


def frame_and_idle() -> None:
    import pygame

    from shared.ui.app import App, init_pygame
    from shared.ui.session import Session
    from simplicity.scene.table import SimplicityTable
    init_pygame()
    app = App()
    match = finished_match(6)
    table = SimplicityTable(app, Session(match, {}, autosave=False))
    table.scores_shown = True
    app.push(table)
    app.draw()   # warm caches, as a running game has them
    ms = median_ms(app.draw, 60)
    report("Simplicity full-table frame (6 teams, 42 spaces)", ms, "ms", FRAME_BUDGET_MS,
           "frame budget", "median < 4 ms")
    # idle: the loop waits for events; count CPU seconds over wall seconds
    app.running = True
    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu0, wall0 = usage.ru_utime + usage.ru_stime, time.perf_counter()
    pygame.time.set_timer(pygame.QUIT, 3000, loops=1)
    app.run()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu = usage.ru_utime + usage.ru_stime - cpu0
    wall = time.perf_counter() - wall0
    report("idle Simplicity table CPU use", 100 * cpu / wall, "% of a core", goal="< 3 %")
    pygame.display.quit()


def load_and_undo() -> None:
    match = finished_match(4, bot="greedy")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "done.yaml"
        saves.save(match, path)

        def load():
            loaded, _ = saves.load(path)
            return loaded
        report("load a finished Simplicity save", median_ms(load, 15), "ms", FRAME_BUDGET_MS,
               "frame budget")
        # a finished game ends on a barrier; measure on the game one move earlier
        loaded = load()
        m = Match.replay(loaded.rules, loaded.config, [e.move for e in loaded.log[:-1]])
        while not m.can_undo():
            m = Match.replay(m.rules, m.config, [e.move for e in m.log[:-1]])

        def undo_redo():
            m.undo()
            m.redo()
        report("undo + redo one move", median_ms(undo_redo, 200), "ms", FRAME_BUDGET_MS,
               "frame budget")


def main() -> None:
    frame_and_idle()
    for bot, goal in (("random", ">= 50"), ("greedy", "")):
        report(f"full 4-team Simplicity games with {bot} bots", games_per_second(bot),
               "games/s", goal=goal)
    load_and_undo()


if __name__ == "__main__":
    main()
