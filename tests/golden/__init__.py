"""Golden playthroughs: one seeded whole game per game and seating, kept as the game log a
table would show (English, seats by number) with the result and the final state hash.
tests/test_golden.py replays each and compares it line by line, so any change in how a
game plays or tells itself shows up in review as a diff of these files.

Regenerate on purpose, after a change meant to alter play or wording:
    python -m tests.golden
"""
from __future__ import annotations

from pathlib import Path

from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.engine.narration import english_name
from shared.ui.narrator import Narrator

FOLDER = Path(__file__).resolve().parent
SEED = 7


def seatings(game: str) -> list[tuple[str, ...]]:
    """Greedy bots at every player count, and one against each printed opponent."""
    rules = registry.get_rules(game)
    counts = range(max(2, rules.min_players), rules.max_players + 1)
    return [("greedy",) * n for n in counts] + [("greedy", name) for name in rules.automa_names]


def cases() -> list[tuple[str, tuple[str, ...]]]:
    return [(game, seats) for game in registry.game_names() for seats in seatings(game)]


def path_of(game: str, seats) -> Path:
    return FOLDER / f"{game}-{'-'.join(seats)}.txt"


def transcript(game: str, seats) -> str:
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(list(seats), {}, SEED))
    play_out(match)
    result = match.result()
    lines = [f"# {rules.title}: {', '.join(seats)}, seed {SEED}"]
    lines += Narrator(match, english_name).lines()
    lines += [f"scores: {', '.join(map(str, result.scores))}",
              f"winners: {', '.join(f'seat {w + 1}' for w in result.winners) or 'nobody'}",
              f"moves: {len(match.log)}", f"state hash: {match.hash()}"]
    return "\n".join(lines) + "\n"


def main() -> None:
    for game, seats in cases():
        path = path_of(game, seats)
        path.write_text(transcript(game, seats), encoding="utf-8")
        print(f"wrote {path.relative_to(FOLDER.parents[1])}")


if __name__ == "__main__":
    main()
