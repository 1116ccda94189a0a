"""The replay viewer (issue 16, first slice): stepping a finished save forwards and back
shows, at every step, the state replaying the log to that step gives; the save is never
written; playing on from a position starts a new save and leaves the old one alone."""
import os

import pygame

from shared.bots.playout import play_out
from shared.engine import registry, saves
from shared.engine.match import Match
from shared.engine.paths import autosave_dir
from shared.ui.scores import ScoreSheet
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer

from .driver import Driver


def finished_save(tmp_path, game, seats):
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(seats, {}, 8))
    play_out(match)
    path = tmp_path / f"{game}.yaml"
    saves.save(match, path)
    return path


def test_stepping_through_every_game_matches_replaying_the_log(app, tmp_path):
    for game, seats in (("simplicity", ["greedy"] * 3), ("squarecircle", ["random"] * 3),
                        ("rossio", ["greedy", "ross"])):
        path = finished_save(tmp_path, game, seats)
        before = (path.read_bytes(), os.stat(path).st_mtime_ns)
        match, meta = saves.load(path)
        viewer = ReplayViewer(app, match, meta, at=0)
        app.push(viewer)
        drv = Driver(app)
        moves = [e.move for e in match.log]
        checks = list(range(0, len(moves) + 1, max(1, len(moves) // 12))) + [len(moves)]
        for step in range(len(moves) + 1):
            if step in checks:
                replayed = Match.replay(match.rules, match.config, moves[:step])
                assert viewer.table.match.hash() == replayed.hash(), (game, step)
                app.draw()
            drv.key(pygame.K_RIGHT)
        assert viewer.step == len(moves)
        for step in reversed(range(len(moves))):
            drv.key(pygame.K_LEFT)
            if step in checks:
                replayed = Match.replay(match.rules, match.config, moves[:step])
                assert viewer.table.match.hash() == replayed.hash(), (game, step)
        assert viewer.step == 0
        assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before   # never written
        app.pop()


def test_a_finished_game_shows_every_hand_and_the_log_follows(app, tmp_path):
    path = finished_save(tmp_path, "rossio", ["greedy", "greedy", "greedy"])
    match, meta = saves.load(path)
    viewer = ReplayViewer(app, match, meta, at=len(match.log) // 2)
    app.push(viewer)
    state = viewer.table.state
    assert viewer.table.viewer is None
    assert all(-1 not in p.hand for p in state.players)      # nothing hidden: the game is over
    k, n = viewer.step, len(viewer.table.log)
    entry = match.log[k]
    viewer.go(k + 1)   # the log gains exactly the lines of the move shown, and the bot's why
    said = match.rules.narrate(match.before(k), entry.seat, entry.move, entry.events)
    assert len(viewer.table.log) == n + len(said) + 1 and said
    assert viewer.table.log[-1].strip() == "(best immediate score)"
    viewer.go(k)
    assert len(viewer.table.log) == n


def test_play_on_from_here_is_a_new_save(app, tmp_path):
    path = finished_save(tmp_path, "simplicity", ["greedy"] * 3)
    before = path.read_bytes()
    match, meta = saves.load(path)
    viewer = ReplayViewer(app, match, meta, at=10)
    app.push(viewer)
    viewer.play_on()
    table = app.scene
    assert len(table.match.log) == 10 and table.match.config == match.config
    drv = Driver(app)
    for _ in range(5):
        drv.pump(2)
    written = list(autosave_dir().glob("*.yaml"))
    assert written and all(p != path for p in written)
    assert path.read_bytes() == before


def test_the_score_sheet_opens_the_replay(app):
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["greedy", "greedy"], {}, 2))
    play_out(match)
    session = Session(match, {}, autosave=False)
    app.push(ScoreSheet(app, session))
    drv = Driver(app)
    drv.click(next(w for w in app.scene.widgets if w.label == "Replay the game").rect)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer) and viewer.step == 0
    drv.key(pygame.K_END)
    assert viewer.step == len(match.log) and viewer.table.match.finished
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, ScoreSheet)


def test_replay_window_from_the_command_line_leaves_the_save_alone(tmp_path, monkeypatch):
    """`main.py replay FILE --window` opens the viewer (its first frame here) on the save."""
    import subprocess
    import sys
    from pathlib import Path
    path = finished_save(tmp_path, "simplicity", ["greedy"] * 2)
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    root = Path(__file__).resolve().parents[2]
    code = ("import sys; from main import main\n"
            "import shared.ui.viewer as v\n"
            "opened = []\n"
            "real = v.ReplayViewer.__init__\n"
            "def spy(self, *a, **k):\n"
            "    real(self, *a, **k); opened.append(self.moves)\n"
            "v.ReplayViewer.__init__ = spy\n"
            f"assert main(['replay', {str(path)!r}, '--window']) == 0\n"
            "print(opened[0])\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TOWN_SQUARES_FIRST_FRAME_ONLY="1", TOWN_SQUARES_HOME=str(tmp_path / "home"))
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    match, _ = saves.load(path)
    assert out.stdout.strip().splitlines()[-1] == str(len(match.log))
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before


def test_the_viewer_shows_no_see_the_scores_button_that_would_do_nothing(app):
    """At the end of a finished game the tables offer "See the scores"; inside the viewer
    (which has its own chart and is opened from the sheet) that button did nothing."""
    for game in registry.game_names():
        rules = registry.get_rules(game)
        match = Match(rules, rules.make_config(["greedy", "greedy"], {}, 2))
        play_out(match)
        viewer = ReplayViewer(app, match, {})
        app.push(viewer)
        texts = []
        real = app.canvas.text
        app.canvas.text = lambda text, *a, **k: (texts.append(text), real(text, *a, **k))[1]
        try:
            app.draw()
        finally:
            del app.canvas.text
        assert "See the scores" not in texts, game
        table = viewer.table
        app.pop()
        assert not table.scores_offered()
