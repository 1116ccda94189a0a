"""The Square Circle's own final screen leads, like every score sheet, to the replay of
the game and to the score over time, once everything is shown."""
from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer
from squarecircle.scene.final import SquareCircleFinal

from .driver import Driver


def final_screen(app, complete):
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["greedy"] * 3, {}, 4))
    play_out(match)
    screen = SquareCircleFinal(app, Session(match, {}, autosave=False), complete=complete)
    app.push(screen)
    return screen, match


def button(screen, label):
    return next((w for w in screen.widgets if getattr(w, "label", None) == label), None)


def test_replay_and_chart_come_once_everything_is_shown(app):
    drv = Driver(app)
    screen, match = final_screen(app, complete=False)
    assert button(screen, "Replay the game") is None      # the scoring is told first
    drv.click(button(screen, "Show all").rect)
    drv.click(button(screen, "Replay the game").rect)
    assert isinstance(app.scene, ReplayViewer) and app.scene.step == 0
    app.pop()
    drv.click(button(screen, "Score over time").rect)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer) and viewer.chart_open
    assert viewer.step == len(match.log)
