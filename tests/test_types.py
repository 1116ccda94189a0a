"""The code's types agree (issue 26): mypy, configured in pyproject.toml ([tool.mypy]),
finds nothing in the shared engine and UI and in every registered game's package. Its
cache goes to a temporary folder, so the run leaves nothing in the checkout."""
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.games import packages

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ["shared", *packages()]


def test_mypy_finds_nothing(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path),
                           *CHECKED], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_a_bare_mypy_run_checks_the_same_packages():
    """`python -m mypy` from the root (no paths given) checks what this test does: a game
    registered later is added to the configuration's files too."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert sorted(config["tool"]["mypy"]["files"]) == sorted(CHECKED)
