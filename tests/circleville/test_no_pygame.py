"""Architecture: the rules modules import no pygame; importing the rules loads none."""
import subprocess
import sys
from pathlib import Path

import circleville

PACKAGE = Path(circleville.__file__).resolve().parent


def test_importing_the_rules_does_not_load_pygame():
    code = ("import sys, circleville.rules; "
            "sys.exit(1 if any(m.split('.')[0] == 'pygame' for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code], cwd=PACKAGE.parent).returncode == 0


def test_the_rules_are_split_in_small_modules():
    names = {p.stem for p in PACKAGE.glob("*.py")}
    assert {"rules", "state", "events", "moves", "turn", "rondel", "actions", "queue",
            "completion", "scoring", "tiles", "town", "mat", "yearbonus", "equipment"} <= names
