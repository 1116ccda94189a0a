"""Issue 29, point 1: a save records the component data it was played on, and the data
sets of earlier releases ship on (`<game>/data/earlier/v<version>/`), so a save made on
them replays to its stored state and plays on to its end on them, while every new game
plays on this release's data."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared.bots import ask, make_controller
from shared.engine import dataversion, registry, saves
from shared.engine.match import Match

REPO = Path(__file__).resolve().parents[1]
KEPT = sorted((REPO / "tests" / "saves").glob("*/*.yaml"))
EARLIER = [(game, version) for game in registry.game_names()
           for version in dataversion.earlier_versions(game)]


def test_every_earlier_data_set_is_named_for_its_files_and_loads():
    assert EARLIER, "the earlier releases' data sets ship with the game"
    for game, version in EARLIER:
        folder = dataversion.data_root(game) / dataversion.EARLIER / f"v{version}"
        assert dataversion.digest(folder) == version, folder
        assert version != dataversion.current_version(game)
        try:
            rules = registry.get_rules(game)
            match = Match(rules, rules.make_config(["human"] * 2, {}, 1), version)
            assert match.data == version == dataversion.data_version(game)
        finally:
            dataversion.use(game)


def test_every_kept_save_names_data_this_release_can_play_on():
    """Change a game's data and this fails until the old set ships: copy it first with
    `python -m tests.saves ship GAME` (which writes <game>/data/earlier/v<version>/)."""
    for path in KEPT:
        doc = saves.read_document(path)
        if doc.get("data") is not None:
            assert dataversion.playable(doc["game"], doc["data"]), (
                f"{path.relative_to(REPO)} was played on {doc['game']} data {doc['data']}, "
                f"which this release neither has nor ships: run `python -m tests.saves ship "
                f"{doc['game']} <the last commit with that data>`")


def _earlier_saves():
    """(save, the data set it replays on) for each kept save made on earlier data."""
    found = []
    for path in KEPT:
        match, _ = saves.load(path)
        if match.data != dataversion.current_version(match.config.game):
            found.append((path, match.data))
    return found


def test_saves_made_on_each_earlier_data_set_are_kept():
    covered = {(saves.read_document(p)["game"], v) for p, v in _earlier_saves()}
    assert covered == set(EARLIER)


def test_after_an_earlier_save_a_new_game_plays_on_this_releases_data(tmp_path):
    path, version = next((p, v) for p, v in _earlier_saves() if "circleville" in p.name)
    old, _ = saves.load(path)
    assert old.data == version == dataversion.data_version("circleville")
    rules = registry.get_rules("circleville")
    config = rules.make_config(["human", "bertha"], {}, 5)
    new = Match(rules, config)
    assert new.data == dataversion.current_version("circleville")
    # the same start as in a process that never saw the earlier data
    code = ("from shared.engine import registry; from shared.engine.match import Match; "
            "r = registry.get_rules('circleville'); "
            "print(Match(r, r.make_config(['human', 'bertha'], {}, 5)).hash())")
    fresh = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                           text=True, timeout=120, env=_env(tmp_path))
    assert fresh.stdout.strip() == new.hash(), fresh.stderr[-2000:]


def test_a_save_from_before_saves_named_their_data_is_resumed_naming_it(tmp_path):
    """An autosave of an earlier release has no data field: its data set is found by
    replaying, and once it is played on, its file says which set, so the next load goes
    straight to it."""
    path, version = next((p, v) for p, v in _earlier_saves() if "unfinished" in p.name)
    assert "data:" not in path.read_text()
    copy = tmp_path / path.name
    copy.write_bytes(path.read_bytes())
    match, meta = saves.load(copy)
    saver = saves.Autosaver(match, copy, meta)
    match.play(ask(make_controller(match.rules, "greedy", match.decision().seat, 1), match))
    assert saver.problem is None
    doc = saves.read_document(copy)
    assert doc["data"] == version
    assert saves._data_sets(doc["game"], doc["data"]) == [version]
    again, _ = saves.load(copy)
    assert again.hash() == match.hash() and again.data == version


def test_a_save_naming_data_no_release_shipped_is_told_and_kept(tmp_path):
    path, _ = next((p, v) for p, v in _earlier_saves() if "unfinished" in p.name)
    text = path.read_text().replace("moves:\n", "data: 0123456789ab\nmoves:\n", 1)
    damaged = text.rstrip("\n").rsplit("hash: ", 1)
    text = damaged[0] + "hash: " + "ab" * 16 + "}\n"
    (tmp_path / "other.yaml").write_text(text)
    with pytest.raises(saves.SaveError) as info:
        saves.load(tmp_path / "other.yaml")
    assert "was played on other component data (data 0123456789ab" in str(info.value)
    assert (tmp_path / "other.yaml").read_text() == text


# --- no table is left behind by a switch of data ------------------------------------------
PROBE = r"""
import json, pkgutil, re, sys, importlib, types
from shared.bots import ask, make_controller
from shared.engine import dataversion, registry, saves
from shared.engine.match import Match

def tables(package):
    # every module-level value made of data, in every module of the game's package
    out = {}
    for name, module in sorted(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        for key, value in vars(module).items():
            if not key.startswith("__") and not callable(value) and not isinstance(
                    value, types.ModuleType):
                out[f"{name}.{key}"] = re.sub(r" at 0x[0-9a-f]+", "", repr(value))
    return out

def import_all(package):
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        importlib.import_module(info.name)

def played_on(game, version, path):
    # the tables as the switch left them, then the save played on from them
    dataversion.use(game, version)
    made = tables(dataversion.package_of(game))
    doc = saves.read_document(path)
    doc["data"] = version                 # this set only, no trying of others
    match, _ = saves.replay(path, doc)
    bots = [make_controller(match.rules, "greedy", s, 7) for s in range(len(match.config.seats))]
    for _ in range(60):
        if match.finished:
            break
        match.play(ask(bots[match.decision().seat], match))
    return [made, match.hash()]

mode, jobs = sys.argv[1], json.loads(sys.argv[2])
if mode == "before":   # a fresh process: the set is in force before any module reads data
    (game, version, path), = jobs
    dataversion.use(game, version)
    import_all(dataversion.package_of(game))
else:                  # after this release's data was read and played on, as in the app
    for game in {g for g, _, _ in jobs}:
        import_all(dataversion.package_of(game))
        rules = registry.get_rules(game)
        match = Match(rules, rules.make_config(["greedy"] * rules.max_players, {}, 3))
        for _ in range(80):
            match.play(ask(make_controller(rules, "greedy", match.decision().seat, 3), match))
found = [played_on(*job) for job in jobs]
print("FOUND " + json.dumps(found))
"""


def _env(tmp_path):
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYTHONHASHSEED="0", TOWN_SQUARES_HOME=str(tmp_path / "home"))


def _probe(tmp_path, mode, jobs):
    done = subprocess.run([sys.executable, "-c", PROBE, mode, json.dumps(jobs)], cwd=REPO,
                          capture_output=True, text=True, timeout=600, env=_env(tmp_path))
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("FOUND "))
    return json.loads(line[6:])


def test_a_switch_of_data_leaves_no_table_of_the_old_data_behind(tmp_path):
    """Every module-level table a game derives from its data, and a save played on from
    it, are the same whether the earlier set was in force from the start or came into
    force after this release's data had been read and played on (and after other earlier
    sets): no module keeps a value of the data it read first."""
    jobs = [(saves.read_document(p)["game"], v, str(p)) for p, v in _earlier_saves()]
    jobs = list({(g, v): (g, v, p) for g, v, p in jobs}.values())   # one save per set
    after = _probe(tmp_path, "after", jobs)
    for job, (tables, hashed) in zip(jobs, after):
        [(fresh_tables, fresh_hash)] = _probe(tmp_path, "before", [job])
        stale = sorted(k for k in fresh_tables if tables.get(k) != fresh_tables[k])
        assert not stale, f"{job[0]} data {job[1]}: left over from other data: {stale}"
        assert hashed == fresh_hash, job
