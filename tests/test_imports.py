"""The project's modules import each other in one direction only: no import cycles, and no
arrow from a lower layer of `shared` to a higher one (engine < bots < ui < cli) or from a
game's rules to its scene. Imports made inside functions count too: they only put the
cycle off until the function runs."""
import ast
from collections import defaultdict
from pathlib import Path

from tests.games import packages

ROOT = Path(__file__).resolve().parent.parent
GAMES = packages()
TOPS = ("shared", *GAMES, "assets")
LAYERS = ("shared.engine", "shared.bots", "shared.ui", "shared.cli")   # lowest first


def project_modules(root: Path = ROOT) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the project (tests excluded)."""
    found = {}
    paths = [p for top in TOPS for p in (root / top).rglob("*.py")]
    paths += [p for p in [root / "main.py"] if p.exists()]
    for path in paths:
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _absolute(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute name a `from ... import` starts from."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if is_package else module.split(".")[:-1]
    base = package[:len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the project modules it imports, anywhere in its file."""
    def owner(name: str) -> str | None:
        # the module that defines `name`: itself, or the nearest enclosing module
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = defaultdict(set)
    for module, path in modules.items():
        is_package = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(module, is_package, node)
                # `from pkg import sub` imports the submodule; `from mod import name`, mod
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]
            else:
                continue
            for target in targets:
                found = owner(target)
                # a submodule naming its own package: the package is always imported first
                if found and found != module and not module.startswith(found + "."):
                    graph[module].add(found)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (iterative Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    nodes = set(graph) | {m for targets in graph.values() for m in targets}
    for start in sorted(nodes):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def layer(module: str) -> int | None:
    for rank, prefix in enumerate(LAYERS):
        if module == prefix or module.startswith(prefix + "."):
            return rank
    return None


def wrong_way(graph: dict[str, set[str]]) -> list[str]:
    """Arrows from a lower layer of `shared` up to a higher one, and from a game's rules
    (anything of the game outside its scene package) to its scene."""
    wrong = []
    for module, targets in graph.items():
        for target in targets:
            here, there = layer(module), layer(target)
            if here is not None and there is not None and there > here:
                wrong.append(f"{module} -> {target}")
            game = module.split(".")[0]
            scene = f"{game}.scene"
            if game in GAMES and not (module == scene or module.startswith(scene + ".")) \
                    and (target == scene or target.startswith(scene + ".")):
                wrong.append(f"{module} -> {target}")
    return sorted(wrong)


def test_no_import_cycles():
    assert cycles(import_graph(project_modules())) == []


def test_no_wrong_way_arrows():
    assert wrong_way(import_graph(project_modules())) == []


def test_the_guard_sees_the_project():
    # a guard over no modules, or blind to imports inside functions, could never fail
    graph = import_graph(project_modules())
    assert len(project_modules()) > 100
    assert "shared.ui.launcher" in graph["shared.ui.app"]     # imported inside run_app


def test_the_guard_finds_a_cycle_and_a_wrong_way_arrow(tmp_path):
    files = {
        "shared/__init__.py": "",
        "shared/engine/__init__.py": "",
        "shared/engine/a.py": "def f():\n    from shared.ui import b\n",
        "shared/ui/__init__.py": "",
        "shared/ui/b.py": "from ..engine import a\n",
        "rossio/__init__.py": "",
        "rossio/rules.py": "from .scene.table import Table\n",
        "rossio/scene/__init__.py": "",
        "rossio/scene/table.py": "from rossio import rules\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    graph = import_graph(project_modules(tmp_path))
    assert cycles(graph) == [["rossio.rules", "rossio.scene.table"],
                             ["shared.engine.a", "shared.ui.b"]]
    assert wrong_way(graph) == ["rossio.rules -> rossio.scene.table",
                                "shared.engine.a -> shared.ui.b"]
