"""Saves from every release (tests/saves/<date>/) load, replay to their stored state,
and, unfinished, play on to their end with bots in every seat; so an update never strands
a game a person left unfinished."""
from pathlib import Path

import pytest

from shared.bots import ask, make_controller
from shared.engine import saves

FOLDER = Path(__file__).resolve().parent / "saves"
FILES = sorted(FOLDER.glob("*/*.yaml"))


def test_there_are_saves_of_every_game_from_the_first_release_on():
    from shared.engine import registry
    first = sorted(p.name for p in FOLDER.iterdir() if p.is_dir())[0]
    games = {p.name.split("-")[0] for p in (FOLDER / first).glob("*.yaml")}
    assert games == set(registry.game_names())


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_save_of_an_earlier_release_loads_and_plays_on_to_its_end(path):
    match, meta = saves.load(path)                # replayed to its stored hash
    assert ("unfinished" in path.name) == (not match.finished)
    seed = match.config.seed
    bots = [make_controller(match.rules, "greedy" if kind == "human" else kind, s, seed)
            for s, kind in enumerate(match.config.seats)]
    while not match.finished:
        match.play(ask(bots[match.decision().seat], match))
        assert len(match.log) < 20_000
    assert match.result() is not None
