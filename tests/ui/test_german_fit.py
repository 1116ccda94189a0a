"""Issue 31, point 5 (fit): German runs 15-30 % longer than English. On the screens a
person reads whole (the launcher, settings, each game's setup, table, score sheet and
rules panel), no German text may be cut short with an ellipsis: a label that can grow
wraps or has room. (The chart's one-line summary of a move's log is a preview and is
left out: the whole lines are in the log and the replay.)"""
import json
import os
import subprocess
import sys
from pathlib import Path

from tests.games import GAMES

REPO = Path(__file__).resolve().parents[2]

# run apart: the screenshot command switches the process's language
PROBE = r"""
import json, sys
from shared.ui import canvas as C
cut = []
real = C.Canvas.text
def text(self, t, pos, size=18, *args, max_width=None, **kw):
    if max_width is not None:
        bold = kw.get("bold", args[1] if len(args) > 1 else False)
        s = size
        while s > size * 0.7 and self.text_width(t, s, bold) > max_width:
            s = max(size * 0.7, s * 0.94)
        if self.text_width(t, s, bold) > max_width:
            cut.append([SCENE, t])
    return real(self, t, pos, size, *args, max_width=max_width, **kw)
C.Canvas.text = text
import main
for game, scene, out in json.loads(sys.argv[1]):
    SCENE = f"{game} {scene}"
    args = ["screenshot", game, "--language", "de", "--scene", scene, "--players", "3",
            "--seed", "3", "--out", out]
    if scene == "scores":
        args += ["--moves", "-1"]
    main.main(args)
print("CUT " + json.dumps(cut))
"""


def test_no_german_text_is_cut_short(tmp_path):
    jobs = [(game, scene, str(tmp_path / f"{game}-{scene}.png"))
            for game in GAMES for scene in ("table", "setup", "scores", "rules")]
    jobs += [(GAMES[0], scene, str(tmp_path / f"{scene}.png"))
             for scene in ("launcher", "settings")]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TOWN_SQUARES_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(jobs)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("CUT "))
    cut = json.loads(line[4:])
    assert cut == [], "\n".join(f"{scene}: {text}" for scene, text in cut)
    assert all(Path(out).is_file() for _, _, out in jobs)
