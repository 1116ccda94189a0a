"""Start-up (issue 10): the launcher's first frame needs no YAML, no save module, no
load screen and no rules contract; they load when first used. Checked in a fresh
interpreter that draws the first launcher frame and stops."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CODE = """
import os, sys
os.environ["TOWN_SQUARES_FIRST_FRAME_ONLY"] = "1"
from main import main
main([])
heavy = [m for m in ("yaml", "attrs", "attr", "shared.engine.saves", "shared.ui.loadgame",
                     "shared.engine.contract") if m in sys.modules]
print(" ".join(heavy))
"""


def test_the_first_launcher_frame_loads_nothing_heavy(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TOWN_SQUARES_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", CODE], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1:] in ([], [""]), out.stdout
