"""Each game package describes itself (issue 10): shared code finds the packages and
holds no per-game facts, so a new game needs no edit in shared/."""
import re
from pathlib import Path

import pytest

from shared.engine import registry
from shared.engine.contract import ConfigError
from shared.engine.registry import GameInfo

SHARED = Path(registry.__file__).resolve().parents[1]


def test_every_game_package_is_found_with_its_rules():
    assert set(registry.game_names()) == {"circleville", "rossio", "simplicity", "squarecircle"}
    for name in registry.game_names():
        info = registry.game_info(name)
        assert registry.get_rules(name).name == name and info.title


def test_hidden_information_is_declared_by_the_game():
    assert registry.game_info("rossio").hidden_information
    assert not registry.game_info("simplicity").hidden_information


def test_shared_code_names_no_game():
    names = "|".join(registry.game_names())
    word = re.compile(rf"[\"'/](?:{names})[\"'./:]")
    offenders = [str(p.relative_to(SHARED)) for p in SHARED.rglob("*.py")
                 if word.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_a_game_registered_at_run_time_is_listed_and_removed():
    info = GameInfo(name="tinytest", title="Tiny", rules="simplicity.rules:RULES",
                    min_players=2, max_players=2)
    registry.register(info)
    try:
        assert "tinytest" in registry.game_names()
        assert registry.game_info("tinytest") is info
    finally:
        registry.unregister("tinytest")
    with pytest.raises(ConfigError, match="unknown game 'tinytest'"):
        registry.game_info("tinytest")


def test_games_come_from_the_project_s_list_never_from_a_folder_scan(tmp_path, monkeypatch):
    """An unrelated package with a `game.py` lying beside ours (as in site-packages) is
    never imported: the registry reads the list in pyproject.toml."""
    root = tmp_path / "site"
    (root / "stranger").mkdir(parents=True)
    (root / "stranger" / "__init__.py").write_text("")
    (root / "stranger" / "game.py").write_text("raise RuntimeError('imported a stranger')\n")
    (root / "pyproject.toml").write_bytes((registry.ROOT / "pyproject.toml").read_bytes())
    monkeypatch.syspath_prepend(str(root))
    monkeypatch.setattr(registry, "ROOT", root)
    assert sorted(info.name for info in registry._discover().values()) == \
        ["circleville", "rossio", "simplicity", "squarecircle"]


def test_without_our_pyproject_the_installed_metadata_lists_the_games(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "someone-else"\n')
    monkeypatch.setattr(registry, "ROOT", tmp_path)
    from importlib.metadata import entry_points
    assert registry.listed() == [p.value for p in entry_points(group=registry.GROUP)]
    assert len(registry.listed()) == 4   # pip install -e . wrote them into the metadata


@pytest.mark.parametrize("game", registry.game_names())
def test_a_game_is_defined_once(game):
    """Issue 26: a game's name, title, seats and printed opponents are stated in its
    GameInfo alone; its rules read them from there (they disagreed when written twice)."""
    info, rules = registry.game_info(game), registry.get_rules(game)
    assert (rules.name, rules.title) == (info.name, info.title)
    assert (rules.min_players, rules.max_players) == (info.min_players, info.max_players)
    assert tuple(rules.automa_names) == info.automa
    for seats in range(info.min_players, info.max_players + 1):   # every count it states
        rules.make_config(["greedy"] * seats, {}, 1)
