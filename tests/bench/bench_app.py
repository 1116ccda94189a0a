"""The built desktop app (`main.py package`): start-up to the first launcher frame against a
bare pygame window measured in the same run, and its size on disk. Builds the app into
test-output/package first (needs `.[package]`), so it is run on its own:
`python -m tests.bench.bench_app`.

Wall-clock time is the goal's measure, but on a machine shared with other work it mostly
measures the queue for the cores; the processes' own CPU time (user + system) is reported
beside it, and `python main.py` runs in the same rounds, so the app's own overhead shows."""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from shared.cli.package import app_executable

from .bench_startup import BARE, ROOT
from .common import report

OUT = ROOT / "test-output" / "package"


def folder_mb(folder) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def timed(args, env) -> tuple[float, float]:
    """(wall, CPU) milliseconds of one run of `args`, the CPU its process used itself."""
    t = time.perf_counter()
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = (time.perf_counter() - t) * 1000
    if os.waitstatus_to_exitcode(status):
        raise subprocess.CalledProcessError(os.waitstatus_to_exitcode(status), args)
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def main(runs: int = 9) -> None:
    subprocess.run([sys.executable, "main.py", "package", "--out", str(OUT / "dist"),
                    "--work", str(OUT / "work")], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    exe = app_executable(OUT / "dist")
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               PYGAME_HIDE_SUPPORT_PROMPT="1", TOWN_SQUARES_FIRST_FRAME_ONLY="1",
               TOWN_SQUARES_HOME=str(ROOT / "test-output" / "bench-home"),
               # the source run starts from compiled bytecode, as bench_startup's does
               PYTHONPYCACHEPREFIX=str(ROOT / "test-output" / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    commands = {"bare": [sys.executable, "-c", BARE], "app": [str(exe)],
                "source": [sys.executable, "main.py"]}
    for command in commands.values():   # untimed: fill the caches
        timed(command, env)
    times = {name: [] for name in commands}
    for _ in range(runs):   # interleaved so all see the same machine load
        for name, command in commands.items():
            times[name].append(timed(command, env))
    wall = {name: statistics.median(w for w, _ in got) for name, got in times.items()}
    cpu = {name: statistics.median(c for _, c in got) for name, got in times.items()}
    report("built app: start-up to first launcher frame", wall["app"], "ms",
           wall["bare"], "bare pygame window", "<= 1.5x")
    report("built app: start-up CPU time", cpu["app"], "ms", cpu["bare"], "bare pygame window")
    report("python main.py: start-up CPU time", cpu["source"], "ms", cpu["bare"],
           "bare pygame window")
    report("built app: size on disk", folder_mb(exe.parent), "MB")


if __name__ == "__main__":
    main()
