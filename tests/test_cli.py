"""The headless commands are a contract: arguments and JSON keys stay stable."""
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from main import main

REPO = Path(__file__).resolve().parent.parent
MAIN = REPO / "main.py"

KEYS = {"seed", "seats", "scores", "winners", "moves"}


def run(argv):
    out = io.StringIO()
    old, sys.stdout = sys.stdout, out
    try:
        code = main(argv)
    finally:
        sys.stdout = old
    return code, out.getvalue()


@pytest.mark.parametrize("players", range(2, 7))
def test_simulate_simplicity_json_is_deterministic(players):
    argv = ["simulate", "simplicity", "--players", str(players), "--games", "3", "--seed", "1",
            "--json"]
    code, first = run(argv)
    assert code == 0
    assert run(argv)[1] == first
    records = [json.loads(line) for line in first.splitlines()]
    assert [r["seed"] for r in records] == [1, 2, 3]
    for r in records:
        assert KEYS <= set(r)
        assert r["seats"] == ["greedy"] * players and len(r["scores"]) == players
        assert r["winners"] and all(0 <= w < players for w in r["winners"])


def test_seats_and_save_dir_then_replay(tmp_path):
    code, out = run(["simulate", "simplicity", "--seats", "random,greedy,random", "--seed", "5",
                     "--json", "--save-dir", str(tmp_path)])
    record = json.loads(out)
    assert code == 0 and record["seats"] == ["random", "greedy", "random"]
    code, out = run(["replay", record["save"], "--json"])
    replayed = json.loads(out)
    assert code == 0 and replayed["verified"]
    assert replayed["scores"] == record["scores"] and replayed["state_hash"] == record["state_hash"]


@pytest.mark.parametrize("argv,message", [
    (["simulate", "simplicity", "--option", "speed=fast"], "no option"),
    (["simulate", "simplicity", "--seats", "greedy,wizard"], "unknown seat controller"),
    (["simulate", "simplicity", "--players", "9"], "2 to 6"),
    (["simulate", "chess"], "unknown game"),
    (["simulate", "simplicity", "--seats", "human,greedy"], "human"),
])
def test_bad_arguments_are_clear_errors(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_replay_of_a_hostile_file_is_a_clear_error(tmp_path, capsys):
    bad = tmp_path / "evil.yaml"
    bad.write_text("!!python/object/apply:os.system ['true']\n")
    assert main(["replay", str(bad)]) == 2
    assert "evil.yaml" in capsys.readouterr().err


@pytest.mark.parametrize("players", range(2, 7))
def test_screenshot_renders_a_png(tmp_path, players):
    import pygame
    out = tmp_path / f"table{players}.png"
    code, _ = run(["screenshot", "simplicity", "--players", str(players), "--seed", "2",
                   "--moves", "9", "--out", str(out)])
    assert code == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1366, 768)


@pytest.mark.parametrize("extra, reason", [
    (["--out", "{tmp}/no/such/folder/x.png"], "cannot be written"),
    (["--moves", "-5", "--out", "{tmp}/x.png"], "--moves -5"),
    (["--text-size", "200", "--out", "{tmp}/x.png"], "--text-size 200: give a percentage"),
])
def test_screenshot_refuses_what_it_cannot_do_with_a_reason(tmp_path, capsys, extra, reason):
    argv = ["screenshot", "simplicity"] + [a.format(tmp=tmp_path) for a in extra]
    assert main(argv) == 2
    assert reason in capsys.readouterr().err


def test_a_reader_that_stops_early_is_not_an_error():
    """`simulate ... | head` closes the pipe before the output ends: no traceback."""
    proc = subprocess.Popen([sys.executable, str(MAIN), "simulate", "simplicity", "--players", "2",
                             "--games", "3", "--seed", "1", "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO)
    proc.stdout.close()     # the reader is gone before the first game is written
    assert proc.wait(timeout=120) == 0
    assert proc.stderr.read() == b""
    proc.stderr.close()


def test_help_lists_every_command_in_one_line_each(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for name in ("simulate", "screenshot", "replay", "balance", "package", "install-desktop"):
        assert name in out
    assert "win-rate tables with 95% confidence intervals" in out
    assert "python main.py balance GAME" not in out     # the summary line only


def test_screenshot_of_the_setup_shows_the_seats_and_options_given(tmp_path, capsys):
    """--seats and --option set the setup screen as a person would have (a solo game
    against ROSS at a difficulty); without them, the screen as it opens."""
    import pygame
    shots = {}
    for name, extra in (("plain", []),
                        ("solo", ["--seats", "human,ross", "--option", "ross-difficulty=hard"]),
                        ("again", ["--seats", "human,ross", "--option", "ross-difficulty=hard"])):
        out = tmp_path / f"{name}.png"
        assert run(["screenshot", "rossio", "--scene", "setup", "--seed", "3", "--out",
                    str(out)] + extra)[0] == 0
        shots[name] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    assert shots["solo"] != shots["plain"] and shots["solo"] == shots["again"]
    assert main(["screenshot", "rossio", "--scene", "setup", "--seats", "human,ross",
                 "--option", "ross-difficulty=impossible", "--out", str(tmp_path / "x.png")]) == 2
    assert "impossible" in capsys.readouterr().err


def test_screenshot_draws_at_the_text_size_given(tmp_path):
    """--text-size draws as the settings screen's text size would (the user's settings file
    is never read: the same arguments, the same picture)."""
    import pygame
    shots = {}
    for size in ("100", "150"):
        out = tmp_path / f"{size}.png"
        assert run(["screenshot", "squarecircle", "--text-size", size, "--out", str(out)])[0] == 0
        shots[size] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    plain = tmp_path / "plain.png"
    assert run(["screenshot", "squarecircle", "--out", str(plain)])[0] == 0
    assert pygame.image.tobytes(pygame.image.load(str(plain)), "RGB") == shots["100"]
    assert shots["150"] != shots["100"]
