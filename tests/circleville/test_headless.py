"""The headless contract for Circleville: simulate is deterministic for 2-4 players and
every start section, and save files round-trip."""
import io
import json

import pytest

from shared.bots.playout import play_out
from shared.cli import simulate
from shared.engine import registry, saves
from shared.engine.match import Match


@pytest.fixture
def registered(monkeypatch):
    yield registry.get_rules("circleville")


def run(*args):
    import argparse
    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser)
    out = io.StringIO()
    assert simulate.run(parser.parse_args(list(args)), out) == 0
    return out.getvalue()


@pytest.mark.parametrize("extra", [["--seats", "random,random"], ["--seats", "random,greedy,random"],
                                   ["--seats", "random,random,random,random"],
                                   ["--seats", "random,random", "--option", "start-section=1"],
                                   ["--seats", "random,random", "--option", "start-section=15"],
                                   ["--seats", "random,random", "--option", "start-section=20"]])
def test_simulate_is_deterministic(registered, extra):
    """CV-SETUP-09: `simulate circleville` prints the same games for the same seed."""
    first = run("circleville", *extra, "--games", "2", "--seed", "1", "--json")
    assert first == run("circleville", *extra, "--games", "2", "--seed", "1", "--json")
    records = [json.loads(line) for line in first.splitlines()]
    assert len(records) == 2 and records[0]["seed"] == 1 and records[1]["seed"] == 2
    assert all(r["categories"][-1] == "Total" for r in records)


def test_bad_start_section_is_refused(registered):
    from shared.engine.contract import ConfigError
    with pytest.raises(ConfigError, match="start-section"):
        run("circleville", "--players", "2", "--option", "start-section=5")


def test_save_and_load_round_trip(registered, tmp_path):
    rules = registered
    match = Match(rules, rules.make_config(["random"] * 3, {"start-section": "15"}, 4))
    play_out(match, max_moves=300)
    path = tmp_path / "mid.yaml"
    saves.save(match, path)
    loaded, _ = saves.load(path)
    assert loaded.hash() == match.hash()
    play_out(match)
    saves.save(match, path)
    loaded, _ = saves.load(path)
    assert loaded.hash() == match.hash() and loaded.finished
    assert loaded.result() == match.result()
