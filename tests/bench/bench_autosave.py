"""Autosave cost per move, early (move 10) and late (move 700) in a four-player
Squaring Circleville game of greedy bots, against the 16.7 ms frame budget; the old
way (rewriting the whole file) is measured at the same moves for comparison.

    python -m tests.bench.bench_autosave
"""
from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from shared.bots.playout import controllers_for, play_out
from shared.engine import registry, saves
from shared.engine.match import Match

from .common import FRAME_BUDGET_MS, report

AT = (10, 700)
WINDOW = 5   # moves either side of each point, for a median


def main() -> None:
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["greedy"] * 4, {}, 1))
    controllers = controllers_for(match)
    with tempfile.TemporaryDirectory() as tmp:
        saver = saves.Autosaver(match, Path(tmp) / "auto.yaml")
        match.listeners.remove(saver)   # called by hand below, to time it alone
        costs: dict[int, list[float]] = {at: [] for at in AT}
        whole: dict[int, list[float]] = {at: [] for at in AT}
        while match.decision() is not None and len(match.log) < AT[-1] + WINDOW:
            play_out(match, controllers, max_moves=1)
            t = time.perf_counter()
            saver(match, match.log[-1])
            spent = (time.perf_counter() - t) * 1000
            for at in AT:
                if abs(len(match.log) - at) <= WINDOW:
                    costs[at].append(spent)
                    t = time.perf_counter()
                    saves.save(match, Path(tmp) / "whole.yaml")
                    whole[at].append((time.perf_counter() - t) * 1000)
        for at in AT:
            if not costs[at]:
                print(f"the game ended before move {at}")
                continue
            report(f"autosave after circleville move {at}", statistics.median(costs[at]), "ms",
                   FRAME_BUDGET_MS, "frame budget", "< 0.1x")
            report(f"  whole-file save at move {at} (for comparison)",
                   statistics.median(whole[at]), "ms", FRAME_BUDGET_MS, "frame budget")


if __name__ == "__main__":
    main()
