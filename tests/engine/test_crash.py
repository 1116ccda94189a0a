"""Architecture, Saves: a game killed at any instant resumes with every completed move.
A child process plays bot games of each game and autosaves after every move, telling
us each move it finished; we SIGKILL it at random instants (often in the middle of a
write) and resume the autosave the way the launcher does (the newest autosave, through
the strict reader). 25 kills per game run in CI; TOWN_SQUARES_KILLS=N runs N per game.

Children are forked from this process (a fresh interpreter costs most of a second to
import the rules), so a kill costs milliseconds."""
import os
import random
import select
import signal
import time

import pytest

from shared.bots.playout import controllers_for, play_out
from shared.engine import registry, saveindex, saves
from shared.engine.match import Match
from tests.reliability.corpus import GAMES, SEATS

KILLS = int(os.environ.get("TOWN_SQUARES_KILLS", "25"))
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")


def play_and_report(game: str, path, out: int, first_seed: int) -> None:
    """The child: play games one after another into the same autosave; after each move
    write "seed moves" to `out` (the move is on disk by then). Never returns."""
    saves._flusher = saves._Flusher()   # the parent's thread (and its lock) stay behind
    rules = registry.get_rules(game)
    for seed in range(first_seed, first_seed + 1000):
        match = Match(rules, rules.make_config(SEATS[game], {}, seed))
        saves.Autosaver(match, path)
        controllers = controllers_for(match)
        while match.decision() is not None:
            play_out(match, controllers, max_moves=1)
            os.write(out, f"{seed} {len(match.log)}\n".encode())
    os._exit(0)


def kill_while_playing(game: str, folder, rng: random.Random) -> tuple[int, int] | None:
    """Run a child until it reports a random number of moves, give it a random moment
    more, kill it; return the last (seed, moves) it reported."""
    path = folder / f"{game}-auto.yaml"
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:   # pragma: no cover - the child
        os.close(read)
        try:
            play_and_report(game, path, write, rng.randrange(10_000))
        finally:
            os._exit(1)
    os.close(write)
    wanted, seen, buffer, done = rng.randint(1, 120), 0, b"", None
    end = time.monotonic() + 30
    try:
        while seen < wanted and time.monotonic() < end:
            ready, _, _ = select.select([read], [], [], 1.0)
            if not ready:
                continue
            chunk = os.read(read, 65536)
            if not chunk:
                break
            buffer += chunk
            *complete, buffer = buffer.split(b"\n")
            for line in complete:
                done = tuple(int(v) for v in line.split())
                seen += 1
        time.sleep(rng.random() * 0.004)   # land anywhere, often inside the next write
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        # moves the child reported before it died may still be in the pipe
        while True:
            chunk = os.read(read, 65536)
            if not chunk:
                break
            buffer += chunk
        for line in buffer.split(b"\n")[:-1]:
            done = tuple(int(v) for v in line.split())
        os.close(read)
    return done


@pytest.mark.parametrize("game", GAMES)
def test_kill_at_any_moment_leaves_a_resumable_autosave(tmp_path, game):
    rng = random.Random(f"kill {game}")
    for kill in range(KILLS):
        folder = tmp_path / str(kill)
        folder.mkdir()
        done = kill_while_playing(game, folder, rng)
        assert done is not None, "the child reported no move"
        seed, moves = done
        offered = saveindex.last_unfinished(folder)
        path = offered[0] if offered else folder / f"{game}-auto.yaml"
        match, _ = saves.load(path)   # what Resume (or the Load screen) reads
        if offered is None:           # killed between a finished game and the next
            assert match.finished
        if match.config.seed == seed:
            assert len(match.log) >= moves, f"kill {kill}: lost a move the child finished"
        else:   # the child had already started its next game
            assert match.config.seed > seed
