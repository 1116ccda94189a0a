"""Helpers for the benchmark scripts: medians and a report line format."""
from __future__ import annotations

import statistics
import time

FRAME_BUDGET_MS = 1000 / 60


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def report(name: str, value: float, unit: str, baseline: float | None = None,
           baseline_name: str = "", goal: str = "") -> str:
    line = f"{name}: {value:.2f} {unit}"
    if baseline:
        line += f" = {value / baseline:.2f}x {baseline_name} ({baseline:.2f} {unit})"
    if goal:
        line += f"  [goal {goal}]"
    print(line, flush=True)
    return line
