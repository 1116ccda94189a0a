"""Every game package has the same inner shape (issue 26; README, "Adding a game"): state.py
the state, moves.py the moves, events.py the events with the game's only reducer, rules.py
the contract, view.py where a seat may not see everything, automa.py or solo/ for printed
opponents, scene/ the table. Read from the registry, so a new game is held to it too."""
from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from shared.engine import registry
from shared.engine.contract import Event
from shared.engine.reducer import Reducer
from tests.games import GAMES


def package_of(game: str) -> str:
    """The package holding the game's rules module ("rossio" for rossio.rules)."""
    return type(registry.get_rules(game)).__module__.rpartition(".")[0]


def folder_of(package: str) -> Path:
    return Path(importlib.import_module(package).__file__ or "").parent


@pytest.mark.parametrize("game", GAMES)
def test_the_package_has_the_shared_files(game):
    info, folder = registry.game_info(game), folder_of(package_of(game))
    wanted = ["state.py", "moves.py", "events.py", "rules.py", "game.py", "scene"]
    if info.hidden_information:
        wanted.append("view.py")
    missing = [name for name in wanted if not (folder / name).exists()]
    if info.automa and not ((folder / "automa.py").exists() or (folder / "solo").is_dir()):
        missing.append("automa.py or solo/")
    assert not missing, f"{game}: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_events_py_holds_the_only_reducer_and_every_event(game):
    rules, package = registry.get_rules(game), package_of(game)
    events = importlib.import_module(f"{package}.events")
    assert isinstance(rules.reducer, Reducer) and rules.reducer is events.reducer
    elsewhere = {f"{kind.__name__}: {function.__module__}.{function.__name__}"
                 for kind, function in rules.reducer.table.items()
                 if function.__module__ != events.__name__ or kind.__module__ != events.__name__}
    assert not elsewhere, f"{game}: reducers or events outside events.py: {sorted(elsewhere)}"
    declared = {cls for _, cls in inspect.getmembers(events, inspect.isclass)
                if issubclass(cls, Event) and cls.__module__ == events.__name__}
    unreduced = sorted(c.__name__ for c in declared - set(rules.reducer.table))
    assert not unreduced, f"{game}: events without a reducer: {unreduced}"
    assert {m.__module__ for m in rules.move_types} == {f"{package}.moves"}, game


def writes_state(tree: ast.AST) -> list[str]:
    """What in a module's syntax reduces events outside events.py: a function called
    reduce, a Reducer made or added to, an Event subclass declared."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in (
                "reduce", "_reduce"):
            found.append(f"def {node.name} (line {node.lineno})")
        elif isinstance(node, ast.Name) and node.id == "Reducer":
            found.append(f"Reducer (line {node.lineno})")
        elif isinstance(node, ast.Attribute) and node.attr in ("on", "table") and (
                isinstance(node.value, ast.Name) and node.value.id == "reducer"):
            found.append(f"reducer.{node.attr} (line {node.lineno})")
        elif isinstance(node, ast.ClassDef) and any(
                getattr(base, "id", getattr(base, "attr", "")) == "Event" for base in node.bases):
            found.append(f"event class {node.name} (line {node.lineno})")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_no_other_module_of_the_package_reduces(game):
    folder = folder_of(package_of(game))
    found = {}
    for path in sorted(folder.rglob("*.py")):
        if path == folder / "events.py":
            continue
        hits = writes_state(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        if hits:
            found[str(path.relative_to(folder))] = hits
    assert not found, f"{game}: {found}"


def test_the_check_finds_a_reducer_written_elsewhere():
    source = ("class Drawn(Event):\n    pass\n\n"
              "def reduce(state, event):\n    return state\n\n"
              "reducer.on(Drawn)(lambda s, e: s)\n")
    assert writes_state(ast.parse(source)) == [
        "event class Drawn (line 1)", "def reduce (line 4)", "reducer.on (line 7)"]
