"""The Square Circle's own final screen leads, like every score sheet, to the replay of
the game and to the score over time, once everything is shown; the finished table leads
to it without hiding the last cards turned over."""
import pygame

from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer
from squarecircle.scene import layout as L
from squarecircle.scene.final import SquareCircleFinal
from squarecircle.scene.table import SquareCircleTable

from .driver import Driver


def finished_match(players: int) -> Match:
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["greedy"] * players, {}, 4))
    play_out(match)
    return match


def final_screen(app, complete):
    match = finished_match(3)
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
    # the score over time in place of the figures, as on every score sheet; a point on it
    # opens the replay at that move
    drv.click(button(screen, "Score over time").rect)
    assert app.scene is screen and screen.chart_shown
    app.draw()
    step = screen.chart.data.moments[0]
    drv.click((screen.chart.x_of(step) - 1, screen.chart.plot[1] + 20, 2, 2))
    assert isinstance(app.scene, ReplayViewer) and app.scene.step == step
    app.pop()
    drv.key(pygame.K_ESCAPE)                               # the chart goes, the scores are back
    assert app.scene is screen and not screen.chart_shown


def test_every_score_sheet_has_its_buttons_in_the_same_order_and_chart_in_place(app):
    """The shared sheet and The Square Circle's own final screen: the same four buttons,
    left to right, and "Score over time" shows the chart on the same screen in both."""
    from shared.ui.scores import ScoreSheet
    screen, match = final_screen(app, complete=True)
    sheet = ScoreSheet(app, Session(match, {}, autosave=False))
    words = ["Score over time", "Replay the game", "Look at the table", "Back to the launcher"]
    for scene in (screen, sheet):
        shown = sorted((w for w in scene.widgets if getattr(w, "label", None) in words),
                       key=lambda w: w.rect[0])
        assert [w.label for w in shown] == words
        assert [w.rect for w in shown] == [w.rect for w in sorted(
            (w for w in sheet.widgets if w.label in words), key=lambda w: w.rect[0])]
        shown[0].press()
        assert scene.chart_shown and scene.chart is not None
        assert [w.label for w in shown][0] == "Score sheet"


def test_see_the_scores_leaves_the_last_cards_turned_over_in_sight(app):
    """At the finished table "See the scores" stands in the card panel, clear of the two
    card slots, which still show the last cards turned over."""
    table = SquareCircleTable(app, Session(finished_match(2), {}, autosave=False))
    app.push(table)
    drv = Driver(app)
    for _ in range(200):              # the last pieces land, then the scoring opens
        drv.pump(1)
        if isinstance(app.scene, SquareCircleFinal):
            break
    drv.click(button(app.scene, "Look at the table").rect)
    assert app.scene is table
    assert table.scores_offered()
    scores = pygame.Rect(table.scores_button.rect)
    assert pygame.Rect(L.CARD_PANEL).contains(scores)
    assert not any(scores.colliderect(slot) for slot in L.CARD_SLOTS)
    drv.click(table.scores_button.rect)               # and it is the button there
    assert isinstance(app.scene, SquareCircleFinal)
