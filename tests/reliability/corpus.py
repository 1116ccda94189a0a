"""Real saves of every game for the reliability tests, made with the engine itself: a
save written whole and an autosave grown move by move, part-way through a game."""
from __future__ import annotations

from pathlib import Path

from shared.bots.playout import play_out
from shared.engine import registry, saves
from shared.engine.match import Match
from tests.games import per_game

# seats per game: bots only, so the saves can be made headless
SEATS = per_game({"simplicity": ["random"] * 3, "squarecircle": ["random"] * 3,
                  "rossio": ["random", "greedy"], "circleville": ["random"] * 2})
GAMES = tuple(SEATS)


def make_saves(game: str, folder: Path, moves: int = 24, seed: int = 11) -> list[Path]:
    rules = registry.get_rules(game)
    folder.mkdir(parents=True, exist_ok=True)
    whole, auto = folder / f"{game}-whole.yaml", folder / f"{game}-auto.yaml"
    match = Match(rules, rules.make_config(SEATS[game], {}, seed))
    saves.Autosaver(match, auto, {"names": [f"Seat {i + 1}" for i in range(len(SEATS[game]))]})
    play_out(match, max_moves=moves)
    saves.save(match, whole, {"names": ["Ana", "Bo", "Cy"][:len(SEATS[game])]})
    return [whole, auto]
