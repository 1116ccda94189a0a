"""The Circleville table against the frame budget (16.7 ms): the heaviest frame (4 players,
late game: a finished town, and a person to move with every legal target lit and the
pointer over the town), working out the lit targets of a decision, and idle CPU.

    python -m tests.bench.bench_circleville_table
"""
from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from shared.bots import ask, make_controller  # noqa: E402
from shared.engine import registry  # noqa: E402
from shared.engine.match import Match  # noqa: E402

from .bench_tables import cpu_seconds, finished_match  # noqa: E402
from .common import FRAME_BUDGET_MS, median_ms, report  # noqa: E402

PLAYERS = 4


def late_match(moves: int = 420) -> Match:
    """A 4-player game well into its second half, a person (seat 0) inside an action."""
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["human"] + ["greedy"] * (PLAYERS - 1), {}, 7))
    bots = [make_controller(rules, "greedy", s, 7) for s in range(PLAYERS)]
    made = 0
    while match.decision() is not None:
        d = match.decision()
        if made >= moves and d.seat == 0 and d.kind == "action":
            break
        match.play(ask(bots[d.seat], match))
        made += 1
    return match


def slowest_targets() -> float:
    """The lit targets of every decision of a greedy 4-player game, each worked out 20
    times: the slowest median."""
    from circleville.scene.targets import spot_of
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["greedy"] * PLAYERS, {}, 7))
    bots = [make_controller(rules, "greedy", s, 7) for s in range(PLAYERS)]
    slowest = 0.0
    while (d := match.decision()) is not None:
        state = match.state
        slowest = max(slowest, median_ms(lambda: [spot_of(state, m) for m in d.moves], 20))
        match.play(ask(bots[d.seat], match))
    return slowest


def main() -> None:
    import pygame

    from shared.ui.app import App, init_pygame
    from shared.ui.games import game_ui
    from shared.ui.session import Session
    init_pygame()
    app = App()
    table_class = game_ui("circleville").table_scene()

    finished = table_class(app, Session(finished_match("circleville", PLAYERS), {},
                                        autosave=False), live=False)
    finished.scores_shown = True
    app.push(finished)
    app.draw()
    report(f"Circleville table frame ({PLAYERS} players, finished town)", median_ms(app.draw, 60),
           "ms", FRAME_BUDGET_MS, "frame budget", "median < 0.25x")

    match = late_match()
    live = table_class(app, Session(match, {}, autosave=False), live=True)
    app.scenes[:] = [live]
    live.offered = match.decision()          # no chooser over it
    live.viewer = 0
    live.hover_spot = next(iter(live.lit()), None)
    live.pointer = (300, 300)
    app.draw()
    report(f"Circleville table frame ({PLAYERS} players, late game, {len(live.lit())} targets lit)",
           median_ms(app.draw, 60), "ms", FRAME_BUDGET_MS, "frame budget", "median < 0.25x")

    def changed():   # the pointer moved onto another target: town and mats drawn anew
        live._layers.clear()
        app.draw()
    report("... the same frame after a change (town and mats drawn again)",
           median_ms(changed, 60), "ms", FRAME_BUDGET_MS, "frame budget")

    report("working out the lit targets, the slowest decision of a 4-player game",
           slowest_targets(), "ms", FRAME_BUDGET_MS, "frame budget", "within one frame")

    app.scenes[:] = [finished]
    cpu0, wall0 = cpu_seconds(), time.perf_counter()
    pygame.time.set_timer(pygame.QUIT, 3000, loops=1)
    app.run()
    share = 100 * (cpu_seconds() - cpu0) / (time.perf_counter() - wall0)
    report("idle Circleville table CPU use", share, "% of a core", goal="< 3 %")
    pygame.display.quit()


if __name__ == "__main__":
    main()
