"""Saves made by each release, kept for ever: every one must load, replay to its stored
state and, if unfinished, play on to its end (tests/test_saves_across_releases.py). A
change of rules or component data that breaks one must ship the old data set or a tested
migration instead.

Add a release's saves (a folder named for its date) with `python -m tests.saves`. Before
changing a game's component data, ship the set it replaces with `python -m tests.saves
ship GAME [COMMIT]` (default: the last commit): it writes that commit's data files to
`<game>/data/earlier/v<version>/`, where saves made on them are replayed and played on."""
from __future__ import annotations

import datetime as _dt
import subprocess
import sys
from pathlib import Path

from shared.bots import ask, make_controller
from shared.engine import dataversion, registry, saves
from shared.engine.match import Match

FOLDER = Path(__file__).resolve().parent
SEED = 11


def played(game: str, seats, moves: int | None) -> Match:
    """A seeded game, people's seats played by greedy bots, to `moves` (None: the end)."""
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(list(seats), {}, SEED))
    bots = [make_controller(rules, "greedy" if kind == "human" else kind, s, SEED)
            for s, kind in enumerate(seats)]
    while match.decision() is not None and (moves is None or len(match.log) < moves):
        match.play(ask(bots[match.decision().seat], match))
    return match


def write_release(folder: Path) -> None:
    """For every game: a finished game of bots at the most players, an unfinished
    hotseat game (an autosave), and an unfinished game of one person against each printed
    opponent (an autosave)."""
    folder.mkdir(parents=True, exist_ok=True)
    for game in registry.game_names():
        rules = registry.get_rules(game)
        done = played(game, ("greedy",) * rules.max_players, None)
        saves.save(done, folder / f"{game}-finished.yaml")
        tables = [("hotseat", ("human",) * max(2, rules.min_players))]
        tables += [(name, ("human", name)) for name in rules.automa_names]
        for label, seats in tables:
            match = played(game, seats, None)
            half = played(game, seats, len(match.log) // 2)
            path = folder / f"{game}-{label}-unfinished.yaml"
            saves.Autosaver(half, path, {"names": [f"Player {s + 1}" for s in range(len(seats))]})


def ship(game: str, commit: str = "HEAD") -> Path:
    """Copy `game`'s data files as they were at `commit` to its earlier data sets."""
    root = dataversion.data_root(game)
    relative = root.relative_to(registry.ROOT).as_posix()
    names = subprocess.run(["git", "ls-tree", "--name-only", f"{commit}:{relative}"],
                           cwd=registry.ROOT, check=True, capture_output=True,
                           text=True).stdout.split()
    reference = registry.game_info(game).reference
    staging = root / dataversion.EARLIER / "new"
    staging.mkdir(parents=True, exist_ok=True)
    for name in names:
        if name.endswith(".yaml") and f"{relative}/{name}" != reference:
            blob = subprocess.run(["git", "show", f"{commit}:{relative}/{name}"],
                                  cwd=registry.ROOT, check=True, capture_output=True).stdout
            (staging / name).write_bytes(blob)
    target = staging.with_name(f"v{dataversion.digest(staging)}")
    if target.exists():
        for path in staging.iterdir():
            path.unlink()
        staging.rmdir()
    else:
        staging.rename(target)
    return target


def main() -> None:
    if sys.argv[1:2] == ["ship"]:
        print(f"shipped {ship(*sys.argv[2:4])}")
        return
    target = FOLDER / _dt.date.today().isoformat()
    write_release(target)
    print(f"wrote {len(list(target.glob('*.yaml')))} saves in {target}")
