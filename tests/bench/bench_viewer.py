"""The replay viewer on a finished 4-player Circleville game loaded from its save: one
step, a jump to any move (warm, and the first jump to the end, which narrates the whole
log), a round jump, the score series and a frame with the chart open; each against the
frame budget. Goals (issue 16): a step under 1 frame, a jump under 6 frames."""
from __future__ import annotations

import os
import random
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from shared.engine import saves  # noqa: E402

from .bench_tables import finished_match  # noqa: E402
from .common import FRAME_BUDGET_MS, median_ms, report  # noqa: E402


def loaded_game():
    match = finished_match("circleville", 4, seed=7, bot="greedy")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "done.yaml"
        saves.save(match, path)
        return saves.load(path)


def main() -> None:
    import pygame

    from shared.ui import chart
    from shared.ui.app import App, init_pygame
    from shared.ui.viewer import ReplayViewer
    init_pygame()
    app = App()
    match, meta = loaded_game()
    moves = len(match.log)
    name = f"4-player Circleville, {moves} moves"

    viewer = ReplayViewer(app, match, meta, at=0)
    app.push(viewer)
    app.draw()
    start = time.perf_counter()
    viewer.go(moves)
    app.draw()
    report(f"viewer first jump to the end ({name}; narrates every move)",
           (time.perf_counter() - start) * 1000, "ms", FRAME_BUDGET_MS, "frame budget",
           "< 6 frames")

    viewer.go(moves // 2)
    app.draw()
    report(f"viewer frame, nothing changed ({name}): the Circleville table's own drawing",
           median_ms(app.draw, 30), "ms", FRAME_BUDGET_MS, "frame budget")
    forward = [True]

    def step():   # one move on, then one back: the table and the log redrawn each time
        viewer.go(viewer.step + (1 if forward[0] else -1))
        forward[0] = not forward[0]
        app.draw()
    report(f"viewer step one move ({name}), drawn", median_ms(step, 60), "ms",
           FRAME_BUDGET_MS, "frame budget", "< 1 frame")

    def step_only():   # the viewer's own part of a step: the table is not drawn
        viewer.go(viewer.step + (1 if forward[0] else -1))
        forward[0] = not forward[0]
    report(f"viewer step one move ({name}), not drawn", median_ms(step_only, 60), "ms",
           FRAME_BUDGET_MS, "frame budget")

    targets = random.Random(16)

    def jump():
        viewer.go(targets.randrange(moves + 1))
        app.draw()
    report(f"viewer jump to any move ({name}), drawn", median_ms(jump, 60), "ms",
           FRAME_BUDGET_MS, "frame budget", "< 6 frames")

    def next_round():
        if viewer.step >= moves:
            viewer.go(0)
        viewer.next_round(1)
        app.draw()
    report(f"viewer jump to the next round ({name}), drawn", median_ms(next_round, 30), "ms",
           FRAME_BUDGET_MS, "frame budget", "< 6 frames")

    def fresh_series():
        chart._made.pop(match, None)
        chart.series(match)
    report(f"score series of the whole game ({name})", median_ms(fresh_series, 15), "ms",
           FRAME_BUDGET_MS, "frame budget", "< 1 frame (it is computed on the UI thread)")

    viewer.toggle_chart()
    app.draw()
    report(f"viewer frame with the score chart open ({name})", median_ms(app.draw, 30), "ms",
           FRAME_BUDGET_MS, "frame budget", "< 1 frame")
    pygame.display.quit()


if __name__ == "__main__":
    main()
