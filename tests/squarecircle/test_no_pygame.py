"""Architecture: "The rules modules import no pygame (a test enforces it)." Everything in
squarecircle/ outside squarecircle/scene/ is rules, data or helpers."""
import ast
import subprocess
import sys
from pathlib import Path

import squarecircle

PACKAGE = Path(squarecircle.__file__).resolve().parent


def rule_modules():
    return [p for p in sorted(PACKAGE.rglob("*.py"))
            if "scene" not in p.relative_to(PACKAGE).parts[:-1]]


def test_no_module_outside_scene_imports_pygame():
    offenders = []
    for path in rule_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
                names = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if any(str(n).split(".")[0] == "pygame" for n in names):
                offenders.append(str(path.relative_to(PACKAGE)))
    assert len(rule_modules()) >= 8
    assert offenders == []


def test_importing_the_rules_does_not_load_pygame():
    code = ("import sys, squarecircle.rules, squarecircle.components; "
            "sys.exit(1 if any(m.split('.')[0] == 'pygame' for m in sys.modules) else 0)")
    root = PACKAGE.parent
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0
