"""End to end: H pressed at a table of each game (posted key events) brings the strong
bot's move as a ghost on the table or a framed entry of the move chooser, with its
reason; the hint is counted in the autosave and reaches the score sheet."""
import time

import pygame
import pytest

from shared.bots import ask, make_controller
from shared.bots.playout import play_out
from shared.bots.strong import Budget
from shared.engine import registry, saves
from shared.engine.paths import autosave_dir
from shared.ui import hint as hint_module
from shared.ui.chooser import MoveChooser
from shared.ui.hint import HINT, HINT_DARK
from shared.ui.scores import ScoreSheet
from shared.ui.session import Session
from tests.games import GAMES

from . import driver
from .driver import Driver, set_controller, wait_for_bots
from .test_translatable import drawn_texts, untranslated
from .test_translatable import pseudo  # noqa: F401  (a fixture)


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    """The table's own search, cut short so the tests stay quick."""
    monkeypatch.setattr(hint_module, "HINT_BUDGET", Budget(steps=300))


def start_game(drv, game, players=3):
    setup = driver.open_setup(drv, game, players)
    for seat in range(1, players):
        set_controller(drv, setup, seat, "greedy")
    table = driver.start(drv, setup, registry.game_info(game).table_scene())
    wait_for_bots(drv, table)
    return table


def hint_marks(drv):
    """Draw the window; the hint-blue frames drawn (the ghost's and the chooser row's,
    not the reason card's thin one)."""
    canvas = drv.app.canvas
    marks, real = [], canvas.box

    def spy(r, colour, radius=0, width=0, shadow=False):
        if colour in (HINT, HINT_DARK) and width >= 3:
            marks.append(r)
        return real(r, colour, radius, width, shadow)
    canvas.box = spy
    try:
        drv.app.draw()
    finally:
        canvas.box = real
    return marks


def press_h_and_wait(drv, table, limit=60.0):
    drv.key(pygame.K_h)
    end = time.monotonic() + limit
    while table.hinter.thinking and time.monotonic() < end:
        drv.pump(1)
        time.sleep(0.005)
    drv.pump(1)
    return table.hinter.current()


@pytest.mark.parametrize("game", GAMES)
def test_h_shows_the_hint_on_the_table_and_it_reaches_the_score_sheet(app, game):
    drv = Driver(app)
    table = start_game(drv, game)
    d = table.human_decision()
    assert d is not None
    hint = press_h_and_wait(drv, table)
    assert hint is not None and hint.decision is d and hint.move in d.moves and hint.reason
    assert hint_marks(drv), "no ghost on the table nor a framed entry in the chooser"
    drv.shot(f"{game}-hint")
    if not isinstance(app.scene, MoveChooser):
        drv.key(pygame.K_TAB)   # the chooser opened now frames the hinted entry too
    chooser = app.scene
    assert isinstance(chooser, MoveChooser)
    assert chooser.decision.moves[chooser.index] == hint.move
    assert hint_marks(drv)
    drv.key(pygame.K_RETURN)   # Enter plays the hinted entry
    assert table.match.log[-1].move == hint.move
    assert table.session.meta["hints"] == [1, 0, 0]
    # the count is in the autosave (read by the strict reader) and reaches the sheet
    path = table.control.autosaver.path
    assert path.parent == autosave_dir()
    match, meta = saves.load(path)
    assert meta["hints"] == [1, 0, 0] and meta["hints_allowed"] is True
    play_out(match, [make_controller(match.rules, "greedy", s, 1)
                     for s in range(match.config.players)])   # the rest by bots, to the end
    finished = registry.game_info(game).table_scene()(app, Session(match, meta, autosave=False),
                                                      live=False)
    finished.scores_shown = True   # the whole sheet at once, as for a finished save
    app.push(finished)
    texts = drawn_texts(app, [], then=finished.show_scores)
    assert app.scene is not finished   # the game's own score sheet is up
    # the person's count; the bots, who take no hints, are not listed
    assert f"Hints taken: {table.session.name(0)} 1" in texts, texts


def test_a_whole_game_played_by_hints_counts_them_on_the_sheet(app):
    """Simplicity to the end: H, Tab, Enter at every decision of the person's."""
    drv = Driver(app)
    table = start_game(drv, "simplicity", players=2)
    taken = 0
    while table.match.decision() is not None:
        if table.human_decision() is None:
            wait_for_bots(drv, table)
            continue
        press_h_and_wait(drv, table)
        taken += 1
        if not isinstance(app.scene, MoveChooser):
            drv.key(pygame.K_TAB)
        drv.key(pygame.K_RETURN)
        wait_for_bots(drv, table)
    for _ in range(50):
        if isinstance(app.scene, ScoreSheet):
            break
        drv.pump(1)
    sheet = app.scene
    assert isinstance(sheet, ScoreSheet) and taken > 5
    assert sheet.session.meta["hints"] == [taken, 0]
    texts = drawn_texts(app, [], then=lambda: None)
    name = sheet.session.name(0)
    assert f"Hints taken: {name} {taken}" in texts, texts


def test_hints_switched_off_in_setup_stay_off_in_the_save(app):
    drv = Driver(app)
    setup = driver.open_setup(drv, "squarecircle", 2)
    from shared.ui.setup import HINTS
    choice = next(w for w in setup.widgets if getattr(w, "options", None) and
                  [v for v, _ in w.options] == [False, True])
    drv.click(choice.rect)
    assert setup.hints_allowed is False
    from squarecircle.scene.table import SquareCircleTable
    table = driver.start(drv, setup, SquareCircleTable)
    wait_for_bots(drv, table)
    drv.key(pygame.K_h)
    assert not table.hinter.thinking and table.hinter.current() is None
    assert not table.can_hint()
    _, meta = saves.load(table.control.autosaver.path)
    assert meta["hints_allowed"] is False and HINTS.key == "hints-allowed"


@pytest.mark.parametrize("game", GAMES)
def test_every_hint_sentence_is_looked_up(app, pseudo, game):
    """The pseudo-language of test_translatable: the Hint button, the card (thinking, then
    the move and why), the chooser's line and mark, setup's option and the sheet's line."""
    from shared.engine.match import Match
    from shared.ui.hint import Hint, ask_now
    from shared.ui.setup import SeatSetup
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 4))
    bots = [make_controller(rules, "greedy", s, 4) for s in range(2)]
    while len(match.log) < 12 or match.decision().seat != 0 or len(match.decision().moves) < 2:
        match.play(ask(bots[match.decision().seat], match))
    session = Session(match, {"names": ["Ana", "Ben"], "hints": [2, 1]}, autosave=False)
    table = registry.game_info(game).table_scene()(app, session)
    d = table.human_decision()
    found = ask_now(rules, match.state, 4, len(match.log), Budget(steps=200))
    app.scenes[:] = [table]
    table.hinter.asked_for = d                      # thinking...
    texts = drawn_texts(app, [table])
    table.hinter.asked_for, table.hinter.hint = None, Hint(d, found.move, found.reason)
    texts += drawn_texts(app, [table, MoveChooser(app, table, d)])
    texts += drawn_texts(app, [SeatSetup(app, registry.game_info(game))])
    play_out(match, [make_controller(rules, "greedy", s, 4) for s in range(2)])
    finished = registry.game_info(game).table_scene()(app, session, live=False)
    finished.scores_shown = True
    app.scenes[:] = [finished]
    sheet = [t for t in drawn_texts(app, [], then=finished.show_scores)
             if "Hints taken" in t]   # (the rest of the sheet is test_translatable's)
    assert sheet and all("«" in t for t in sheet)
    assert any("thinking" in t for t in texts)
    missing = untranslated(texts, {"Ana", "Ben"})
    assert missing == [], "\n".join(missing)


def test_the_window_runs_on_while_the_bot_thinks(app, monkeypatch):
    """The hint is thought about on the bot thread: the key returns at once, the table
    says it is thinking and keeps drawing; the hint is shown when the thread is done."""
    import threading
    go = threading.Event()
    real = hint_module.Advisor.choose

    def slow(self, view, decision, ply):
        go.wait(30)
        return real(self, view, decision, ply)
    monkeypatch.setattr(hint_module.Advisor, "choose", slow)
    drv = Driver(app)
    table = start_game(drv, "simplicity", players=2)
    drv.key(pygame.K_h)
    assert table.hinter.thinking and table.hinter.current() is None
    assert not table.can_hint()   # the button waits too
    drv.pump(5)
    texts = drawn_texts(app, [], then=lambda: None)
    assert "Hint: the strong bot is thinking…" in texts
    go.set()
    hint = press_h_and_wait(drv, table)
    assert hint is not None and hint.move in table.human_decision().moves
