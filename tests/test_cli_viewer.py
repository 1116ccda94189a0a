"""The headless privacy contract (issue 25): `screenshot --viewer SEAT|none
--resample-hidden K` draws what a seat sees, after redrawing what it may not see, and
`replay FILE --log [--viewer SEAT]` prints the table's log as that seat reads it."""
from pathlib import Path

import pytest

from shared.engine import registry

from .test_cli import run

GAMES = list(registry.game_names())


def shot(tmp_path, game, name, *extra) -> bytes:
    out = tmp_path / f"{name}.png"
    code, _ = run(["screenshot", game, "--seed", "4", "--players", "3", "--moves", "25",
                   "--out", str(out), *extra])
    assert code == 0
    return out.read_bytes()


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_s_picture_is_the_same_whatever_it_may_not_see(tmp_path, game):
    for viewer in ("2", "none"):
        one = shot(tmp_path, game, "one", "--viewer", viewer, "--resample-hidden", "1")
        two = shot(tmp_path, game, "two", "--viewer", viewer, "--resample-hidden", "2")
        assert one == two
    replay = [shot(tmp_path, game, f"r{k}", "--scene", "replay", "--viewer", "none",
                   "--resample-hidden", str(k)) for k in (1, 2)]
    assert replay[0] == replay[1]


def test_rossio_hands_differ_between_everything_and_a_seat(tmp_path):
    """Rossio hides hands: the whole table (no --viewer), seat 2's and nobody's differ."""
    everything = shot(tmp_path, "rossio", "all")
    seat = shot(tmp_path, "rossio", "seat", "--viewer", "2")
    nobody = shot(tmp_path, "rossio", "nobody", "--viewer", "none")
    assert len({everything, seat, nobody}) == 3


@pytest.mark.parametrize("argv,reason", [
    (["--viewer", "9"], "--viewer expects a seat from 1 to 3 or none"),
    (["--viewer", "two"], "--viewer expects a seat from 1 to 3 or none"),
    (["--resample-hidden", "1"], "--resample-hidden needs --viewer"),
    (["--viewer", "1", "--resample-hidden", "0"], "--resample-hidden takes a sample number"),
])
def test_viewer_arguments_are_checked_with_a_reason(tmp_path, capsys, argv, reason):
    code, _ = run(["screenshot", "rossio", "--players", "3", "--out", str(tmp_path / "x.png"),
                   *argv])
    assert code == 2 and reason in capsys.readouterr().err


def saved(tmp_path, game, *extra) -> Path:
    code, _ = run(["simulate", game, "--players", "3", "--seed", "5", "--save-dir",
                   str(tmp_path), *extra])
    assert code == 0
    return next(tmp_path.glob(f"{game}-*.yaml"))


@pytest.mark.parametrize("game", GAMES)
def test_replay_log_prints_the_whole_record_of_every_game(tmp_path, game):
    path = saved(tmp_path, game)
    code, text = run(["replay", str(path), "--log"])
    assert code == 0
    lines = text.splitlines()
    assert len(lines) > 20 and lines[0] and not lines[0].startswith(" ")
    code, again = run(["replay", str(path), "--log", "--viewer", "1"])
    assert again == text   # a finished game is read whole by everybody


def test_replay_log_of_a_running_hidden_vp_game_keeps_each_seat_s_points(tmp_path):
    path = saved(tmp_path, "rossio", "--option", "variant=hidden-vp", "--stop-after", "130")
    logs = {viewer: run(["replay", str(path), "--log", "--viewer", viewer])[1].splitlines()
            for viewer in ("1", "2", "none")}
    gains = {viewer: [line for line in lines if "VP (found" in line]
             for viewer, lines in logs.items()}
    assert gains["1"] and gains["2"] and gains["1"] != gains["2"]
    assert not gains["none"]
    assert len(logs["1"]) == len(logs["2"]) == len(logs["none"])   # told, not dropped
    code, whole = run(["replay", str(path), "--log", "--json", "--viewer", "none"])
    assert code == 0 and '"log": [' in whole
