"""Issue 28: a person who cannot use a mouse starts, plays, finishes, reviews and leaves a
game of every registered game with key events alone: the launcher (Tab to the game,
Enter), the seat setup (Tab to Start), every move in the move chooser (Tab, arrows,
Enter), the score sheet (Tab to "Replay the game"), the replay viewer (Right to step, Esc
to close) and back to the launcher. No mouse event is posted."""
import pygame
import pytest

from shared.bots import make_controller
from shared.ui.chooser import MoveChooser
from shared.ui.launcher import Launcher
from shared.ui.setup import SeatSetup
from shared.ui.table import TableScene
from shared.ui.viewer import ReplayViewer
from tests.games import GAMES

from .driver import Driver
from .test_keyboard import labelled, tab_to


def reach(drv, wanted, seconds: float = 120.0):
    """Let the window run (bots think on their threads, pieces fly) until `wanted()`
    holds; a wall-clock limit, as the bots' thinking takes real time."""
    import time
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if wanted():
            return
        drv.pump(1)
        table = table_in(drv.app)
        if table is None or not table.flights.busy:   # bots think: leave them the time
            time.sleep(0.001)
    raise AssertionError("the window never got there: " + repr(debug(drv.app)))


def table_in(app):
    """The table among the app's scenes (under a menu or chooser), if any."""
    return next((s for s in app.scenes if isinstance(s, TableScene)), None)


def debug(app):
    table = table_in(app)
    return (type(app.scene).__name__, table and table.match.decision(),
            table and table.telling, table and table.flights.busy,
            table and table.curtain_up, table and table.viewer)


def play_by_keys(drv, app, table) -> int:
    """Every move of the person through the move chooser: Tab opens it, Down walks to the
    move a greedy bot would choose, Enter plays it. Returns the moves made."""
    person = make_controller(table.match.rules, "greedy", 0, 5)
    made = 0
    while not table.match.finished:
        reach(drv, lambda: table.match.finished or table.human_decision() is not None
              or not isinstance(app.scene, TableScene) and not isinstance(app.scene, MoveChooser))
        if table.match.finished:
            break
        if table.human_decision() is None:   # a scene of the game's own over the table
            drv.key(pygame.K_RETURN)
            continue
        d = table.human_decision()
        move = person.choose(table.match.view(d.seat), d, len(table.match.log))
        if not isinstance(app.scene, MoveChooser):
            drv.key(pygame.K_TAB)
        chooser = app.scene
        assert isinstance(chooser, MoveChooser), type(app.scene).__name__
        index = chooser.decision.moves.index(move)
        while chooser.index < index:
            drv.key(pygame.K_DOWN)
        drv.key(pygame.K_RETURN)
        made += 1
    return made


def to_the_score_sheet(drv, app):
    """Enter through whatever the game shows at its end (final scoring revealed a step at
    a time) until its sheet offers "Replay the game"."""
    for _ in range(300):
        scene = app.scene
        labels = {getattr(w, "label", None) for w in scene.focus_order()}
        if "Replay the game" in labels:
            return scene
        if scene.focus is None and labels:
            drv.key(pygame.K_TAB)
        drv.key(pygame.K_RETURN)
    raise AssertionError(f"no score sheet after the game: {type(app.scene).__name__}")


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_with_the_keys_alone(app, game, monkeypatch):
    monkeypatch.setattr(pygame.event, "post", guarded(pygame.event.post))
    drv = Driver(app)
    launcher = app.scene
    assert isinstance(launcher, Launcher)
    index = [g.name for g in launcher.games].index(game)
    tab_to(drv, lambda focus: focus is launcher.cards[index])
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, SeatSetup) and app.scene.game.name == game
    tab_to(drv, labelled("Start"))
    drv.key(pygame.K_RETURN)
    table = table_in(app)
    assert table is not None
    assert sum(map(table.session.is_human, range(table.match.config.players))) == 1
    assert play_by_keys(drv, app, table) > 0
    # the end: the game's own final scoring, step by step with Enter, to its score sheet
    sheet = to_the_score_sheet(drv, app)
    tab_to(drv, labelled("Replay the game"))
    drv.key(pygame.K_RETURN)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer)
    for _ in range(3):
        drv.key(pygame.K_RIGHT)
    assert viewer.step == 3
    drv.key(pygame.K_ESCAPE)
    assert app.scene is sheet
    tab_to(drv, labelled("Back to the launcher"))
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, Launcher)


def guarded(post):
    """pygame.event.post, refusing mouse events: this test is keys only."""
    def post_keys_only(event):
        assert event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                  pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL), "a mouse event"
        return post(event)
    return post_keys_only
