"""Architecture, Saves: a game killed at any instant resumes with every completed move.
A child process plays and autosaves as fast as it can; we SIGKILL it at varying moments
(often in the middle of a write) and load what is on disk."""
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from shared.engine import saves

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import sys
    from shared.engine import saves
    from shared.engine.match import Match
    from shared.bots import make_controller
    from simplicity.rules import RULES
    path = sys.argv[1]
    for seed in range(1000):
        match = Match(RULES, RULES.make_config(["random"] * 6, {}, seed))
        saver = saves.Autosaver(match, path)
        bots = [make_controller(RULES, "random", s, seed) for s in range(6)]
        while (d := match.decision()) is not None:
            match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
            print(seed, len(match.log), flush=True)   # this move is on disk
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("kill_after", [1, 3, 7, 12, 20, 29, 31, 45])
def test_kill_at_any_moment_leaves_a_loadable_save(tmp_path, kill_after):
    path = tmp_path / "auto.yaml"
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], cwd=ROOT,
                             stdout=subprocess.PIPE, text=True)
    done = None
    try:
        for _ in range(kill_after):
            line = child.stdout.readline()
            if not line:
                break
            done = tuple(int(v) for v in line.split())
        time.sleep(0.0005 * kill_after)   # land somewhere inside the next write
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    assert done is not None
    match, _ = saves.load(path)
    seed, moves = done
    if match.config.seed == seed:
        assert len(match.log) >= moves
    else:   # the child had already started its next game
        assert match.config.seed > seed
