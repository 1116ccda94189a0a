"""The code reads one way (issue 26): ruff, configured in pyproject.toml (pycodestyle and
pyflakes: lines of 100, no unused or undefined names), finds nothing in the product's own
packages."""
import subprocess
import sys
from pathlib import Path

from tests.games import packages

ROOT = Path(__file__).resolve().parent.parent
LINTED = ["main.py", "shared", *packages()]


def test_ruff_finds_nothing():
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", *LINTED],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
