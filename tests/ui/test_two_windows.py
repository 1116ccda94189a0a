"""Two windows on one data folder (issue 29): one writer per autosave. A game open in one
window is played as a copy in another; the Load screen opens a save as the file is now,
not as it was listed; leaving a table lets another window have the game."""
import errno
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared.bots import ask, make_controller
from shared.engine import gamelock, registry, saves
from shared.engine.match import Match
from shared.engine.paths import autosave_dir
from shared.ui.loadgame import LoadGame, open_save

REPO = Path(__file__).resolve().parents[2]

HOLDER = """
import sys
from pathlib import Path
sys.path.insert(0, {repo!r})
from shared.engine import gamelock
lock = gamelock.hold(Path({path!r}))
print("held" if lock else "taken", flush=True)
sys.stdin.readline()
"""


def first_line(proc: subprocess.Popen) -> str:
    """The holder's first line, never waiting past 60 s for a child that is stuck."""
    ready, _, _ = select.select([proc.stdout], [], [], 60)
    if not ready:
        proc.kill()
        pytest.fail("the other window never said whether it holds the lock")
    return proc.stdout.readline().strip()


@pytest.fixture
def other_window():
    """Another process that holds a game's lock (as a window with it open would) until
    the test ends."""
    procs = []

    def open_in_other(path: Path):
        proc = subprocess.Popen([sys.executable, "-c", HOLDER.format(repo=str(REPO),
                                                                     path=str(path))],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        procs.append(proc)
        assert first_line(proc) == "held"
        return proc
    yield open_in_other
    for proc in procs:
        proc.stdin.close()
        proc.wait(10)


@pytest.mark.skipif(gamelock.fcntl is None, reason="POSIX file locks")
def test_a_file_system_without_locks_neither_blocks_nor_copies(tmp_path, monkeypatch):
    """A network disk may answer every lock with ENOLCK: that is nobody holding the game,
    so it opens as itself and a write does not wait for a window that is not there."""
    def no_locks(fd, op):
        raise OSError(errno.ENOLCK, "No locks available")
    monkeypatch.setattr(gamelock.fcntl, "flock", no_locks)
    path = tmp_path / "game.yaml"
    assert not gamelock.taken(path)
    monkeypatch.setattr(gamelock, "WAIT_S", 30.0)
    slept = []
    monkeypatch.setattr(gamelock.time, "sleep", slept.append)
    with gamelock.writing(path):
        pass
    assert slept == []


def autosaved_game(moves: int = 6) -> tuple[Path, Match]:
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 3))
    bots = [make_controller(rules, "greedy", s, 3) for s in range(2)]
    path = saves.new_autosave_path(autosave_dir(), "squarecircle")
    saves.Autosaver(match, path, {"names": ["Ana", "Bot"]})
    while len(match.log) < moves:
        match.play(ask(bots[match.decision().seat], match))
    return path, match


def play_a_move(table) -> None:
    d = table.match.decision()
    table.control.play(ask(make_controller(table.match.rules, "greedy", d.seat, 1),
                           table.match))


def test_a_game_open_in_another_window_is_played_as_a_copy(app, other_window):
    path, _ = autosaved_game()
    before = path.read_bytes()
    proc = other_window(path)
    assert gamelock.taken(path)
    assert open_save(app, path, continue_autosave=True)
    table = app.scene
    assert table.control.copied and table.control.autosaver.path != path
    assert "open in another window" in app.notice[0]
    play_a_move(table)
    assert path.read_bytes() == before                 # the other window's file untouched
    copy, _ = saves.load(table.control.autosaver.path)
    assert len(copy.log) == 7
    proc.stdin.close()
    proc.wait(10)                                       # the other window closes
    assert open_save(app, path, continue_autosave=True)
    assert app.scene.control.autosaver.path == path and not app.scene.control.copied


def test_leaving_a_table_lets_another_window_open_the_game(app):
    path, _ = autosaved_game()
    assert open_save(app, path, continue_autosave=True)
    assert gamelock.taken(path)                         # held while the table is open
    from shared.ui.home import go_home
    go_home(app)
    assert not gamelock.taken(path)


def test_a_crashed_window_leaves_no_lock(tmp_path):
    path = tmp_path / "game.yaml"
    proc = subprocess.Popen([sys.executable, "-c", HOLDER.format(repo=str(REPO),
                                                                 path=str(path))],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert first_line(proc) == "held"
    assert gamelock.taken(path)
    proc.kill()
    proc.wait(10)
    deadline = time.monotonic() + 5
    while gamelock.taken(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not gamelock.taken(path)


def test_the_load_screen_opens_a_save_as_it_is_now_not_as_listed(app):
    """Listed at 6 moves; another window plays 2 more before Open: all 8 are kept."""
    path, _ = autosaved_game()
    load = LoadGame(app)
    app.push(load)
    load.chosen = path
    assert load.selected().doc is not None
    later, meta = saves.load(path)                      # the other window plays on
    saves.Autosaver(later, path, meta)
    bots = [make_controller(later.rules, "greedy", s, 3) for s in range(2)]
    for _ in range(2):
        later.play(ask(bots[later.decision().seat], later))
    time.sleep(0.01)
    load.open_chosen()
    table = app.scene
    assert len(table.match.log) == 8
    assert len(saves.load(path)[0].log) == 8           # nothing erased from the file


RACER = """
import os, sys
sys.path.insert(0, {repo!r})
os.environ["TOWN_SQUARES_HOME"] = {home!r}
from shared.ui import settings
from shared.engine import records
from types import SimpleNamespace
kind, me, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for i in range(rounds):
    if kind == "settings":
        said = (settings.put("sound_volume", i % 90) if me == 0 else
                settings.put("text_size", 85 + i % 40))
        assert said is None, said
    else:
        result = SimpleNamespace(scores=(10, 5), winners=(0,))
        assert records.count_game(f"w{{me}}-{{i}}", "simplicity", result, {{0: f"P{{me}}"}})
"""


def race(home: Path, kind: str, rounds: int) -> None:
    """Two windows write the same file at once, `rounds` times each."""
    script = RACER.format(repo=str(REPO), home=str(home))
    procs = [subprocess.Popen([sys.executable, "-c", script, kind, str(me), str(rounds)],
                              stderr=subprocess.PIPE, text=True) for me in (0, 1)]
    for proc in procs:
        assert proc.wait(120) == 0, proc.stderr.read()[-2000:]


def test_settings_changed_in_two_windows_at_once_are_all_kept(tmp_path):
    home = tmp_path / "home"
    race(home, "settings", 60)
    import json
    data = json.loads((home / "settings.yaml").read_text())
    assert data["sound_volume"] == 59 and data["text_size"] == 85 + 59 % 40
    assert not [p for p in home.iterdir() if p.suffix == ".tmp"]


def test_games_finished_in_two_windows_at_once_are_all_counted(tmp_path, monkeypatch):
    home = tmp_path / "home"
    race(home, "records", 40)
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(home))
    from shared.engine import records
    records.forget_cache()
    try:
        rows = records.load().get("players", "simplicity")
        assert rows["P0"].games == 40 and rows["P1"].games == 40
    finally:
        records.forget_cache()


def test_a_setting_another_window_wrote_since_we_read_the_file_stays(app):
    from shared.ui import settings
    settings.put("sound_volume", 30)                    # this window read and wrote
    import json
    other = json.loads(settings.path().read_text())     # the other window writes after
    other["text_size"] = 120
    settings.path().write_text(json.dumps(other))
    settings.put("sound_volume", 40)
    written = json.loads(settings.path().read_text())
    assert written["text_size"] == 120 and written["sound_volume"] == 40
