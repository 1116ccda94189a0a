"""Architecture: the rules never import pygame (the table, rossio/scene, draws with it)."""
from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import rossio

ROOT = Path(rossio.__file__).resolve().parent


def test_no_rossio_module_mentions_pygame_in_an_import():
    for path in ROOT.rglob("*.py"):
        if "scene" in path.relative_to(ROOT).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not any(n.split(".")[0] == "pygame" for n in names), path


def test_importing_every_rossio_module_loads_no_pygame():
    mods = [m.name for m in pkgutil.walk_packages([str(ROOT)], "rossio.")
            if not m.name.startswith("rossio.scene")]
    code = ("import sys, importlib\n"
            f"for m in {mods!r}: importlib.import_module(m)\n"
            "assert 'pygame' not in sys.modules, 'pygame imported'\n")
    root = ROOT.parent
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
