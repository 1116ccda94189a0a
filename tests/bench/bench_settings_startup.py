"""Start-up as a returning player has it: a settings file with every preference set (sound
on) and a remembered seat setup, read before the first frame; and how long the mixer then
takes to open on its thread. Against a bare pygame window measured in the same run."""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys

from .bench_startup import BARE, ROOT, timed
from .common import report

HOME = ROOT / "test-output" / "bench-settings-home"
SETTINGS = {"fullscreen": False, "window_size": [1280, 720], "text_size": 100,
            "animation_speed": 1.0, "bot_pace": 1.0, "sound_volume": 70, "language": "en",
            "setup.simplicity": {"players": 3, "names": ["Ana", "Ben", "Cai"],
                                 "kinds": ["human", "greedy", "greedy"],
                                 "colours": [["pink"], ["white"], ["yellow"]], "options": {}}}
MIXER = ("import time; from shared.ui import sound; t = time.perf_counter(); "
         "sound.open_later(); sound._opening.join(); "
         "print((time.perf_counter() - t) * 1000, sound.available())")


def main(runs: int = 7) -> None:
    HOME.mkdir(parents=True, exist_ok=True)
    (HOME / "settings.yaml").write_text(json.dumps(SETTINGS))
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"),
               PYGAME_HIDE_SUPPORT_PROMPT="1", TOWN_SQUARES_FIRST_FRAME_ONLY="1",
               TOWN_SQUARES_HOME=str(HOME),
               PYTHONPYCACHEPREFIX=str(ROOT / "test-output" / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    timed([sys.executable, "-c", BARE], env)   # untimed: fill the caches
    timed([sys.executable, "main.py"], env)
    bare, app, mixer = [], [], []
    for _ in range(runs):
        bare.append(timed([sys.executable, "-c", BARE], env))
        app.append(timed([sys.executable, "main.py"], env))
        out = subprocess.run([sys.executable, "-c", MIXER], cwd=ROOT, env=env, check=True,
                             capture_output=True, text=True).stdout.split()
        mixer.append(float(out[0]))
    report("start-up to first launcher frame, settings file with sound on",
           statistics.median(app), "ms", statistics.median(bare), "bare pygame window",
           "<= 1.5x")
    report(f"opening the mixer after the first frame ({env['SDL_AUDIODRIVER']} audio, "
           f"opened: {out[1]})", statistics.median(mixer), "ms", statistics.median(bare),
           "bare pygame window")


if __name__ == "__main__":
    main()
