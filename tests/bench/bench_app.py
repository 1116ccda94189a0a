"""The built desktop app (`main.py package`): start-up to the first launcher frame against a
bare pygame window measured in the same run, and its size on disk. Builds the app into
test-output/package first (needs `.[package]`), so it is run on its own:
`python -m tests.bench.bench_app`."""
from __future__ import annotations

import os
import statistics
import subprocess
import sys

from shared.cli.package import app_executable

from .bench_startup import BARE, ROOT, timed
from .common import report

OUT = ROOT / "test-output" / "package"


def folder_mb(folder) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def main(runs: int = 7) -> None:
    subprocess.run([sys.executable, "main.py", "package", "--out", str(OUT / "dist"),
                    "--work", str(OUT / "work")], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    exe = app_executable(OUT / "dist")
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               PYGAME_HIDE_SUPPORT_PROMPT="1", TOWN_SQUARES_FIRST_FRAME_ONLY="1",
               TOWN_SQUARES_HOME=str(ROOT / "test-output" / "bench-home"))
    timed([sys.executable, "-c", BARE], env)   # untimed: fill the caches
    timed([str(exe)], env)
    bare, app = [], []
    for _ in range(runs):   # interleaved so both see the same machine load
        bare.append(timed([sys.executable, "-c", BARE], env))
        app.append(timed([str(exe)], env))
    report("built app: start-up to first launcher frame", statistics.median(app), "ms",
           statistics.median(bare), "bare pygame window", "<= 1.5x")
    report("built app: size on disk", folder_mb(exe.parent), "MB")


if __name__ == "__main__":
    main()
