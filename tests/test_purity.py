"""Architecture rule 6: rules, engine, bots and automa never import pygame."""
import ast
from pathlib import Path

from tests.games import packages

ROOT = Path(__file__).resolve().parent.parent
PURE = ["shared/engine", "shared/bots", *packages()]


def pure_files():
    for top in PURE:
        for path in sorted((ROOT / top).rglob("*.py")):
            if "scene" not in path.relative_to(ROOT).parts:
                yield path


def imported_modules(path):
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_pure_modules_never_import_pygame():
    offenders = [str(p.relative_to(ROOT)) for p in pure_files()
                 if any(m.split(".")[0] == "pygame" for m in imported_modules(p))]
    assert offenders == []


def test_the_guard_sees_files():
    # a guard over no files could never fail
    assert len(list(pure_files())) > 10
