"""Issue 28, the rest of the keyboard: a table's own buttons (F6 or Ctrl+Tab; Tab stays the
move chooser's), the replay viewer's buttons (Tab), dialogs on the one focus mechanism,
the Load screen's game filter and search, the key list in the rules panel, and one walk
through every screen with key events alone."""
import os

import pygame
import pytest

from shared.bots import make_controller
from shared.engine import registry
from shared.engine.match import Match
from shared.engine.paths import autosave_dir, saves_dir
from shared.ui.chooser import MoveChooser
from shared.ui.dialogs import AskName, Confirm
from shared.ui.launcher import Launcher
from shared.ui.loadgame import LoadGame, open_save
from shared.ui.menu import GameMenu
from shared.ui.recordbook import RecordBook
from shared.ui.rulebook import KEYS, RulesPanel
from shared.ui.scores import ScoreSheet
from shared.ui.session import Session
from shared.ui.settingsscreen import SettingsScreen
from shared.ui.table import TableScene
from shared.ui.viewer import ReplayViewer
from tests.games import GAMES

from .driver import Driver, drawn
from .test_keyboard import labelled, ring_drawn, tab_to
from .test_keyboard_games import guarded
from .test_loadgame import make_save


def f6_to(drv, wanted, limit: int = 40, ctrl_tab: bool = False):
    """F6 (or Ctrl+Tab) until the table's focus is on what `wanted(focus)` accepts."""
    for _ in range(limit):
        focus = drv.app.scene.focus
        if focus is not None and wanted(focus):
            return focus
        if ctrl_tab:
            drv.key(pygame.K_TAB, pygame.KMOD_CTRL)
        else:
            drv.key(pygame.K_F6)
    raise AssertionError("F6 never reached it")


def does(action):
    return lambda focus: getattr(focus, "action", None) == action


def live_table(app, game, seats, moves=0):
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(seats, {}, 3))
    bots = [make_controller(rules, "greedy", s, 3) for s in range(len(seats))]
    while len(match.log) < moves or match.decision().seat != 0:   # the person to move
        d = match.decision()
        match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
    table = registry.game_info(game).table_scene()(app, Session(match, {}, autosave=False))
    app.push(table)
    return table


# --- the table ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_f6_reaches_every_button_of_the_table_and_tab_keeps_the_chooser(app, game):
    drv = Driver(app)
    table = live_table(app, game, ["human", "greedy"], moves=3)
    drv.pump(3)
    order = table.focus_order()
    assert any(getattr(w, "action", None) == table.open_menu for w in order)
    assert any(getattr(w, "action", None) == table.open_rules for w in order)
    # the game's own buttons shown now, and every enabled one of the banner, are visited
    visited = []
    for _ in range(len(order)):
        drv.key(pygame.K_F6)
        visited.append(table.focus)
    assert set(map(id, visited)) == set(map(id, order)) and ring_drawn(app)
    drv.key(pygame.K_F6, pygame.KMOD_SHIFT)   # Shift goes back
    assert table.focus is visited[-2]
    # Tab is still the move chooser, ring or not; Esc closes it, then takes the ring away
    drv.key(pygame.K_TAB)
    assert isinstance(app.scene, MoveChooser)
    drv.key(pygame.K_ESCAPE)
    assert app.scene is table and table.focus is not None
    drv.key(pygame.K_ESCAPE)
    assert app.scene is table and table.focus is None
    # Enter presses the ringed button: the menu
    f6_to(drv, does(table.open_menu), ctrl_tab=True)
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, GameMenu)


def button_shown(table, wanted_label, rules, bots, match, limit=400):
    """Play greedy moves until the table shows a button of its own `wanted_label(label)`
    accepts; that button."""
    for _ in range(limit):
        found = next((b for b in table.buttons() if wanted_label(b.label)), None)
        if found is not None:
            return found
        d = match.decision()
        match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
        table.follow(curtain=False)
    raise AssertionError("the button never came")


@pytest.mark.parametrize("game, label", [
    ("rossio", lambda label: "side" in label.lower()),
    ("circleville", lambda label: label in ("End your turn", "Finish the action")),
    ("squarecircle", lambda label: label == "Turn over two cards"),
])
def test_a_games_own_button_is_pressed_by_keys(app, game, label):
    drv = Driver(app)
    table = live_table(app, game, ["human", "greedy"])
    match = table.match
    bots = [make_controller(match.rules, "greedy", s, 3) for s in range(2)]
    wanted = button_shown(table, label, match.rules, bots, match)
    pressed = []
    wanted.action, was = (lambda: pressed.append(True)), wanted.action
    f6_to(drv, lambda focus: focus is wanted)
    drv.key(pygame.K_SPACE)
    assert pressed == [True] and was is not None


# --- the replay viewer -------------------------------------------------------------------
def test_the_viewer_has_its_keys_and_tab_goes_over_its_buttons(app):
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["greedy"] * 2, {}, 4))
    for _ in range(12):
        match.play(match.decision().moves[0])
    viewer = ReplayViewer(app, match, {}, at=0)
    app.push(viewer)
    drv = Driver(app)
    drv.key(pygame.K_RIGHT)
    drv.key(pygame.K_RIGHT)
    assert viewer.step == 2
    drv.key(pygame.K_LEFT)
    assert viewer.step == 1
    drv.key(pygame.K_END)
    assert viewer.step == 12
    drv.key(pygame.K_HOME)
    assert viewer.step == 0
    tab_to(drv, lambda focus: getattr(focus, "label", None) == ">")
    drv.key(pygame.K_RETURN)
    drv.key(pygame.K_SPACE)   # Space too presses the ringed button
    assert viewer.step == 2 and not viewer.playing
    drv.key(pygame.K_ESCAPE)  # the ring goes first
    assert viewer.focus is None and app.scene is viewer
    tab_to(drv, labelled("Close"))
    drv.key(pygame.K_RETURN)
    assert app.scene is not viewer


# --- dialogs -----------------------------------------------------------------------------
def test_a_question_has_its_answer_ringed_and_tab_reaches_cancel(app):
    drv = Driver(app)
    said = []
    for keys, answered in (([pygame.K_RETURN], [True]),
                           ([pygame.K_TAB, pygame.K_RETURN], []),
                           ([pygame.K_LEFT, pygame.K_SPACE], []),
                           ([pygame.K_ESCAPE], [])):
        said.clear()
        dialog = Confirm(app, "Delete?", "It goes.", "Delete", lambda: said.append(True))
        app.push(dialog)
        assert dialog.focus is dialog.yes and ring_drawn(app)
        for key in keys:
            drv.key(key)
        assert said == answered and app.scene is not dialog


def test_a_name_dialog_types_spaces_and_tab_reaches_cancel(app):
    drv = Driver(app)
    names = []
    dialog = AskName(app, "Save as", "", "Save", lambda name: names.append(name))
    app.push(dialog)
    drv.type_text("a b")
    drv.key(pygame.K_SPACE)           # a space is typed, nothing is pressed
    drv.key(pygame.K_LEFT)            # the caret moves, not the ring
    assert app.scene is dialog and dialog.focus is dialog.yes
    drv.key(pygame.K_TAB)
    drv.key(pygame.K_TAB)
    assert dialog.focus is dialog.yes
    drv.key(pygame.K_RETURN)
    assert names == ["a b"] and app.scene is not dialog
    dialog = AskName(app, "Save as", "x", "Save", lambda name: names.append(name))
    app.push(dialog)
    drv.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    drv.key(pygame.K_RETURN)          # Cancel
    assert names == ["a b"] and app.scene is not dialog


# --- the rules panel ---------------------------------------------------------------------
def test_the_rules_panel_lists_every_key(app):
    from shared.engine.i18n import tr
    drv = Driver(app)
    app.push(RulesPanel(app, "rossio"))
    panel = app.scene
    assert panel.sections[-1] is KEYS
    said = " ".join(tr(text) for text in KEYS.text)
    for key in ("F1", "F6", "F11", "Ctrl+Tab", "Tab", "H", "Ctrl+Z", "Ctrl+Y", "Esc",
                "Home", "End", "Page Up", "F2", "Delete", "Space", "S"):
        assert key in said, key
    drv.type_text("ctrl+tab")
    assert panel.shown == [KEYS] and panel.current is KEYS
    app.draw()


# --- the Load screen ---------------------------------------------------------------------
def finished_save(path, when):
    """A finished Simplicity game of a person (Ana) and a bot (Ben)."""
    from shared.engine import saves
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 5))
    bot = make_controller(rules, "greedy", 0, 5)
    while match.decision() is not None:
        d = match.decision()
        match.play(bot.choose(match.view(d.seat), d, len(match.log)))
    saves.save(match, path, {"names": ["Ana", "Ben"]})
    os.utime(path, (when, when))


def load_screen_saves():
    finished_save(saves_dir() / "simplicity evening.yaml", 1.7e9)
    make_save("simplicity", ["human", "greedy"], ["Cy", "Di"], 3,
              saves_dir() / "simplicity morning.yaml", 1.7e9 - 60)
    make_save("rossio", ["human", "greedy"], ["Ana", "Ed"], 5,
              saves_dir() / "rossio evening.yaml", 1.7e9 - 120)


def test_the_load_screen_filters_by_game_and_searches_by_name(app):
    load_screen_saves()
    drv = Driver(app)
    app.push(LoadGame(app))
    screen = app.scene
    screen.enter()
    assert len(screen.entries) == 3
    tab_to(drv, lambda focus: focus is screen.game_filter)
    while screen.game_filter.value != "rossio":
        drv.key(pygame.K_RIGHT)
    assert [e.path.stem for e in screen.entries] == ["rossio evening"]
    drv.key(pygame.K_LEFT)   # the game before it, or every game
    while screen.game_filter.value is not None:
        drv.key(pygame.K_RIGHT)
    drv.type_text("even")
    assert [e.path.stem for e in screen.entries] == ["simplicity evening", "rossio evening"]
    drv.type_text(" ed")        # every word counts, the players' names too
    assert [e.path.stem for e in screen.entries] == ["rossio evening"]
    drv.key(pygame.K_BACKSPACE)
    drv.key(pygame.K_BACKSPACE)
    drv.type_text("zz")
    assert screen.entries == []
    app.draw()                  # says nothing fits
    drv.key(pygame.K_ESCAPE)    # the search goes, then the screen
    assert len(screen.entries) == 3 and app.scene is screen
    drv.key(pygame.K_ESCAPE)
    assert app.scene is not screen


def autosaves():
    folder = autosave_dir()
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def test_opening_a_save_adds_no_autosave_until_a_move_is_made(app):
    load_screen_saves()
    assert open_save(app, saves_dir() / "simplicity morning.yaml")
    table = app.scene
    Driver(app).pump(3)
    table.control.took_hint(0)   # a hint counted, no move: still nothing to list
    assert autosaves() == []
    d = table.human_decision()
    table.play(d.moves[0], animate_all=False)
    assert len(autosaves()) == 1
    from shared.engine import saves
    assert saves.read_document(autosaves()[0])["meta"]["hints"][0] == 1   # the hint kept


def test_a_renamed_autosave_is_no_longer_called_autosave(app):
    from shared.engine import saveindex
    path = autosave_dir() / "simplicity-20260101-120000-000000.yaml"
    make_save("simplicity", ["human", "greedy"], ["Ana", "Ben"], 3, path, 1.7e9)
    app.push(LoadGame(app))
    screen = app.scene
    screen.enter()
    assert screen.entries[0].name() == "Autosave" and screen.entries[0].autosave_named
    saveindex.rename(path, "Sunday")
    screen.enter()
    entry = screen.entries[0]
    assert entry.name() == "Sunday" and not entry.autosave_named
    texts = drawn(app)
    assert not any(text.startswith("autosave") for text in texts)
    assert any(text.startswith("saved ") for text in texts)


# --- every screen, keys alone ------------------------------------------------------------
def test_every_screen_with_the_keys_alone(app, monkeypatch):
    """Launcher, settings, records, Load (filter, search, open), a finished game's table
    (its menu and its own button by F6), the rules panel, the score sheet and its chart,
    the replay viewer, and back to the launcher: no mouse event is posted."""
    load_screen_saves()
    monkeypatch.setattr(pygame.event, "post", guarded(pygame.event.post))
    drv = Driver(app)
    launcher = app.scene
    assert isinstance(launcher, Launcher)
    for label, kind in (("Settings", SettingsScreen), ("Records", RecordBook)):
        tab_to(drv, labelled(label))
        drv.key(pygame.K_RETURN)
        assert isinstance(app.scene, kind)
        drv.key(pygame.K_TAB)
        drv.key(pygame.K_TAB)
        drv.key(pygame.K_ESCAPE)
        assert app.scene is launcher
    tab_to(drv, labelled("Load game"))
    drv.key(pygame.K_RETURN)
    screen = app.scene
    assert isinstance(screen, LoadGame)
    tab_to(drv, lambda focus: focus is screen.game_filter)
    while screen.game_filter.value != "simplicity":
        drv.key(pygame.K_RIGHT)
    drv.type_text("evening")
    assert [e.path.stem for e in screen.entries] == ["simplicity evening"]
    drv.key(pygame.K_DOWN)
    drv.key(pygame.K_RETURN)
    drv.pump(3)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert table.match.finished and isinstance(app.scene, ScoreSheet)   # its scores at once
    assert autosaves() == []                     # a finished game opened: no copy of it
    drv.key(pygame.K_ESCAPE)                     # "look at the table"
    assert app.scene is table
    f6_to(drv, does(table.open_menu))
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, GameMenu)
    drv.key(pygame.K_ESCAPE)
    f6_to(drv, does(table.open_rules))
    drv.key(pygame.K_RETURN)
    panel = app.scene
    assert isinstance(panel, RulesPanel)
    drv.type_text("F6")
    assert panel.current is KEYS
    drv.key(pygame.K_ESCAPE)
    drv.key(pygame.K_ESCAPE)
    assert app.scene is table
    f6_to(drv, labelled("See the scores"))       # the game's own button
    drv.key(pygame.K_RETURN)
    sheet = app.scene
    assert isinstance(sheet, ScoreSheet)
    tab_to(drv, labelled("Score over time"))
    drv.key(pygame.K_RETURN)
    assert sheet.chart_shown
    drv.key(pygame.K_ESCAPE)
    assert app.scene is sheet and not sheet.chart_shown
    tab_to(drv, labelled("Replay the game"))
    drv.key(pygame.K_RETURN)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer)
    drv.key(pygame.K_RIGHT)
    drv.key(pygame.K_END)
    assert viewer.step == viewer.moves
    tab_to(drv, labelled("Close"))
    drv.key(pygame.K_RETURN)
    assert app.scene is sheet
    tab_to(drv, labelled("Back to the launcher"))
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, Launcher)
    assert os.path.isdir(saves_dir())
