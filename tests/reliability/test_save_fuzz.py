"""Issue 11: mutated real saves of every game, fed to `main.py replay`, the Load screen
and the launcher's resume. Each must give a valid game or one clear message naming the
file: no traceback, no hang, the file's bytes unchanged, no code run.

CI runs a few dozen mutants per game; TOWN_SQUARES_FUZZ=2000 runs 2,000 per game."""
from __future__ import annotations

import contextlib
import io
import os
import random
import re
import signal
from collections import Counter

import pytest

from .corpus import GAMES, make_saves

PER_GAME = int(os.environ.get("TOWN_SQUARES_FUZZ", "42"))
READER_SECONDS = 30   # far beyond any honest load of these saves: longer is a hang


class Hang(Exception):
    pass


@contextlib.contextmanager
def deadline(seconds: float):
    def ring(signum, frame):
        raise Hang(f"no answer after {seconds} s")
    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# --- mutations: each takes the text (and its rng) and returns bytes ------------------
NUMBER = re.compile(rb"-?\d+")
WORD = re.compile(rb"[A-Za-z][A-Za-z_-]+")
JUNK = ["\x00", "\x07", "\u202e", "\ufeff", "\U0001f600", "\\ud800", "\\0", "\u00e9", "\r",
        "\t", "\u2028", "\\x1b", "\ufffd"]
VALUES = [b"[1, 2]", b"{a: 1}", b"'text'", b"null", b"true", b"-1", b"3.5", b"[]", b"{}",
          b"~", b"''", b"2026-13-45", b"0x_", b"0b1111", b"1:30:00", b"<<: {a: 1}", b".inf"]


def lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True)


def truncate(data, rng):
    return data[:rng.randrange(len(data))]


def flip_bytes(data, rng):
    out = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    return bytes(out)


def delete_line(data, rng):
    ls = lines(data)
    del ls[rng.randrange(len(ls))]
    return b"".join(ls)


def duplicate_lines(data, rng):
    ls = lines(data)
    i = rng.randrange(len(ls))
    ls[i:i + 1] = [ls[i]] * rng.choice([2, 3, 50, 5000])
    return b"".join(ls)


def _replace_match(data, rng, pattern, make):
    found = list(pattern.finditer(data))
    if not found:
        return data + make(b"")
    m = rng.choice(found)
    return data[:m.start()] + make(m.group()) + data[m.end():]


def change_number(data, rng):
    return _replace_match(data, rng, NUMBER, lambda _: str(rng.choice(
        [0, 1, -1, 2, 5, 7, 99, -99, 2 ** 31, 2 ** 64, rng.randrange(-50, 50)])).encode())


def change_id(data, rng):
    words = WORD.findall(data)
    return _replace_match(data, rng, WORD, lambda _: rng.choice(words + [b"gr3edy", b"Nope"]))


def change_move_field(data, rng):
    ls = lines(data)
    moves = [i for i, line in enumerate(ls) if line.startswith(b"- {seat")]
    if not moves:
        return change_number(data, rng)
    i = rng.choice(moves)
    ls[i] = _replace_match(ls[i], rng, re.compile(rb"(?<=: )[^,{}]+"),
                           lambda _: rng.choice(VALUES + [b"PlaceTile", b"99999999"]))
    return b"".join(ls)


def wrong_type(data, rng):
    return _replace_match(data, rng, re.compile(rb"(?<=: )[^\n,{}\[\]]+"),
                          lambda _: rng.choice(VALUES))


def python_tag(data, rng, marker=b"MARKER"):
    tag = rng.choice([b"!!python/object/apply:os.system ['touch %s']" % marker,
                      b"!!python/object/new:type ['X', [], {}]", b"!!binary aGk=",
                      b"!!python/name:os.system", b"!custom 1"])
    return _replace_match(data, rng, re.compile(rb"(?<=: )[^\n,{}\[\]]+"), lambda _: tag)


def alias_bomb(data, rng):
    bomb = b"a: &a [x, x, x, x, x, x, x, x, x]\n" + b"".join(
        b"%c: &%c [*%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c]\n" % ((k,) * 2 + (k - 1,) * 9)
        for k in range(ord("b"), ord("k")))
    return rng.choice([bomb + data, data + bomb, data.replace(b"meta: ", b"meta: &m ", 1)
                       + b"x: *m\n"])


def huge_number(data, rng):
    return _replace_match(data, rng, NUMBER, lambda _: b"9" * rng.choice([30, 400, 5000, 50000]))


def unicode_junk(data, rng):
    text = data.decode("utf-8", "replace")
    for _ in range(rng.randint(1, 5)):
        i = rng.randrange(len(text))
        text = text[:i] + rng.choice(JUNK) * rng.randint(1, 3) + text[i:]
    return text.encode("utf-8", "surrogatepass")


def deep_nesting(data, rng):
    depth = rng.choice([30, 1000, 100_000])
    nest = rng.choice([b"[" * depth + b"]" * depth, b"{a: " * depth + b"1" + b"}" * depth])
    return _replace_match(data, rng, re.compile(rb"(?<=: )[^\n,{}\[\]]+"), lambda _: nest)


def long_string(data, rng):
    return _replace_match(data, rng, re.compile(rb"(?<=: )[^\n,{}\[\]]+"),
                          lambda _: b"'" + b"x" * 5000 + b"'")


MUTATIONS = [truncate, flip_bytes, delete_line, duplicate_lines, change_number, change_id,
             change_move_field, wrong_type, python_tag, alias_bomb, huge_number, unicode_junk,
             deep_nesting, long_string]


# --- the three readers ---------------------------------------------------------------
def clear(message: str, path) -> bool:
    return path.name in message and len(message) < 400 and "Traceback" not in message


def through_replay(path) -> str:
    import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main.main(["replay", str(path), "--json"])
    if code == 0:
        return "loaded"
    assert code == 2 and clear(err.getvalue(), path), err.getvalue()
    return "refused"


def through_load_screen(app, path) -> str:
    from shared.ui.launcher import Launcher
    from shared.ui.loadgame import LoadGame, open_save
    app.reset(Launcher(app))
    screen = LoadGame(app)
    app.push(screen)
    assert len(screen.entries) == 2   # the same bytes as a save and as an autosave
    app.draw()
    app.notice = None
    opened = open_save(app, path)
    app.draw()
    if opened:
        return "loaded"
    assert app.notice and clear(app.notice[0], path), app.notice
    return "refused"


def through_resume(app, path) -> str:
    from shared.ui.launcher import Launcher
    launcher = Launcher(app)
    app.reset(launcher)
    app.draw()
    if launcher.resume is None:
        return "not offered"
    app.notice = None
    launcher.resume_game()
    app.draw()
    if not isinstance(app.scene, Launcher):
        return "loaded"
    assert app.notice and clear(app.notice[0], path), app.notice
    return "refused"


@pytest.fixture(scope="module")
def window(tmp_path_factory):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from shared.ui.app import App, init_pygame
    init_pygame()
    app = App()
    yield app
    pygame.display.quit()


@pytest.mark.parametrize("game", GAMES)
def test_mutated_saves_never_break_a_reader(game, window, tmp_path, monkeypatch):
    from shared.engine import saveindex
    from shared.engine.paths import autosave_dir, saves_dir
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path / "home"))
    originals = [p.read_bytes() for p in make_saves(game, tmp_path / "made")]
    marker = tmp_path / "MARKER"
    rng = random.Random(f"fuzz {game}")
    outcomes: Counter = Counter()
    for case in range(PER_GAME):
        mutate = MUTATIONS[case % len(MUTATIONS)]
        base = originals[rng.randrange(len(originals))]
        if mutate is python_tag:
            data = python_tag(base, rng, str(marker).encode())
        else:
            data = mutate(base, rng)
        for folder in (saves_dir(), autosave_dir()):
            folder.mkdir(parents=True, exist_ok=True)
            for old in folder.iterdir():
                old.unlink()
        saveindex.UNREADABLE.clear()
        kept, auto = saves_dir() / f"case{case}.yaml", autosave_dir() / f"case{case}.yaml"
        kept.write_bytes(data)
        auto.write_bytes(data)
        results = []
        for reader, path in ((through_replay, kept), (through_load_screen, kept),
                             (through_resume, auto)):
            with deadline(READER_SECONDS):
                results.append(reader(window, path) if reader is not through_replay
                               else reader(path))
        assert kept.read_bytes() == data, f"{mutate.__name__} case {case}: the file changed"
        if results[2] != "loaded":   # a resumed autosave goes on being written
            assert auto.read_bytes() == data
        assert not marker.exists(), "a save ran code"
        assert results[0] == results[1] or "loaded" not in results[1:], results
        outcomes[(mutate.__name__, results[0])] += 1
    print(f"\n{game}: {PER_GAME} mutants: " + ", ".join(
        f"{kind} {result} {n}" for (kind, result), n in sorted(outcomes.items())))
    assert outcomes
