"""Saves made by each release, kept for ever: every one must load, replay to its stored
state and, if unfinished, play on to its end (tests/test_saves_across_releases.py). A
change of rules or component data that breaks one must ship the old data set or a tested
migration instead.

Add a release's saves (a folder named for its date) with `python -m tests.saves`."""
from __future__ import annotations

import datetime as _dt
from pathlib import Path

from shared.bots import ask, make_controller
from shared.engine import registry, saves
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


def main() -> None:
    target = FOLDER / _dt.date.today().isoformat()
    write_release(target)
    print(f"wrote {len(list(target.glob('*.yaml')))} saves in {target}")
