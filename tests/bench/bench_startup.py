"""Start-up to the first launcher frame, against a bare `import pygame` + window + flip
measured in the same run (fresh processes, median of several)."""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from .common import report

ROOT = Path(__file__).resolve().parents[2]
BARE = ("import pygame; pygame.display.init(); pygame.display.set_mode((1280, 720), "
        "pygame.RESIZABLE); pygame.display.flip()")


def timed(args, env) -> float:
    t = time.perf_counter()
    subprocess.run(args, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    return (time.perf_counter() - t) * 1000


def main(runs: int = 7) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               PYGAME_HIDE_SUPPORT_PROMPT="1", TOWN_SQUARES_FIRST_FRAME_ONLY="1",
               TOWN_SQUARES_HOME=str(ROOT / "test-output" / "bench-home"),
               # start as an installed copy does, from compiled bytecode (kept out of
               # the tree), even where the shell says not to write it
               PYTHONPYCACHEPREFIX=str(ROOT / "test-output" / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    timed([sys.executable, "-c", BARE], env)   # untimed: fill the caches
    timed([sys.executable, "main.py"], env)
    bare, app = [], []
    for _ in range(runs):   # interleaved so both see the same machine load
        bare.append(timed([sys.executable, "-c", BARE], env))
        app.append(timed([sys.executable, "main.py"], env))
    report("start-up to first launcher frame", statistics.median(app), "ms",
           statistics.median(bare), "bare pygame window", "<= 1.5x")


if __name__ == "__main__":
    main()
