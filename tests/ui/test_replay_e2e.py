"""End to end with posted events: from a finished game's score sheet into the replay,
a few moves on, a round on, and a new game played on from there, saved apart."""
import pygame

from rossio.scene.table import RossioTable
from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.engine.paths import autosave_dir
from shared.ui.scores import ScoreSheet
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer

from .driver import Driver


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def test_from_the_sheet_into_the_replay_and_on_into_a_new_game(app):
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["greedy", "ross"], {}, 6))
    play_out(match)
    app.push(ScoreSheet(app, Session(match, {}, autosave=False)))
    drv = Driver(app)
    drv.click(button(app.scene, "Replay the game").rect)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer) and viewer.step == 0
    for _ in range(3):
        drv.click(button(viewer, ">").rect)
    assert viewer.step == 3
    drv.key(pygame.K_PAGEDOWN)          # a round on
    step = viewer.step
    assert step > 3 and rules.round_of(match.before(step)) > rules.round_of(match.before(3))
    assert viewer.table.match.hash() == Match.replay(
        rules, match.config, [e.move for e in match.log[:step]]).hash()
    drv.click(button(viewer, "Play on").rect)
    table = app.scene
    assert isinstance(table, RossioTable) and table.match is not match
    # the new game starts from the position shown (its bots may already have played on)
    assert [e.move for e in table.match.log[:step]] == [e.move for e in match.log[:step]]
    assert table.match.config == match.config
    for _ in range(5):
        drv.pump(2)
    assert list(autosave_dir().glob("*.yaml"))   # the new game is saved, apart
    assert len(match.log) > step                  # the finished game is as it was
