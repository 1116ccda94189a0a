"""End to end: whole Simplicity games in the real window, driven by posted mouse events."""
import time

import pygame

from shared.engine import saves
from shared.engine.paths import autosave_dir, saves_dir
from shared.ui.launcher import Launcher
from shared.ui.scores import ScoreSheet
from simplicity.scene import layout as L
from simplicity.scene.table import SimplicityTable

from . import driver
from .driver import Driver, set_controller, wait_for_bots


def open_setup(drv, players):
    drv.shot("launcher")
    return driver.open_setup(drv, "simplicity", players)


def start(drv, setup):
    return driver.start(drv, setup, SimplicityTable)


def human_turn(drv, table, by_clicks=False):
    """Play the decision on screen with the mouse: click to demolish; build by dragging
    the tile, or by clicking the tile and then the space."""
    for _ in range(100):   # input waits while pieces are still flying
        if not table.flights.busy:
            break
        drv.pump(1)
    d = table.match.decision()
    move = d.moves[len(d.moves) // 2]
    if d.kind == "demolish":
        drv.click(L.tile_rect(move.slot))
    else:
        state = table.match.state
        target = L.cell_rect(move.space, state.cols, state.rows)
        if by_clicks:
            drv.click(L.tile_rect(move.slot))
            assert table.picked == (("slot", move.slot),)
            drv.click(target)
        else:
            drv.drag(L.tile_rect(move.slot), target)
    return move


def to_undoable_placement(drv, table, between=lambda: None):
    """Play on until the person is to place a tile that does not end the round (the
    round's last placement draws new tiles, which cannot be undone)."""
    while True:
        d = table.match.decision()
        assert d is not None, "the game ended before an undoable placement came up"
        if d.kind == "place" and table.match.state.turn < table.match.state.teams - 1:
            return
        human_turn(drv, table)
        between()
        wait_for_bots(drv, table)


def test_four_player_hotseat_game_ends_on_the_score_sheet(app):
    drv = Driver(app)
    setup = open_setup(drv, 4)
    for seat in range(1, 4):
        set_controller(drv, setup, seat, "human")
    drv.click(next(w for w in setup.widgets if getattr(w, "placeholder", "") == "Player 1").rect)
    drv.key(pygame.K_BACKSPACE)
    drv.type_text("A")
    drv.shot("setup")
    table = start(drv, setup)
    assert table.session.name(0) == "Player A"
    shots = 0
    while not table.match.finished:
        before = len(table.match.log)
        move = human_turn(drv, table)
        assert len(table.match.log) == before + 1, f"the window did not play {move}"
        assert table.match.log[-1].move == move
        drv.pump(8)
        if len(table.match.log) == 12 and shots == 0:
            drv.shot("table-simplicity")
            shots += 1
    drv.pump(10)
    assert isinstance(app.scene, ScoreSheet)
    drv.shot("scores-simplicity")
    # 20 placements and a demolition at the start of each of the 5 rounds
    assert len(table.match.log) == 25
    autosaved = list(autosave_dir().glob("*.yaml"))
    assert len(autosaved) == 1
    loaded, meta = saves.load(autosaved[0])
    assert loaded.finished and loaded.hash() == table.match.hash()
    assert meta["names"][0] == "Player A"


def test_against_bots_save_and_resume(app):
    drv = Driver(app)
    setup = open_setup(drv, 4)
    table = start(drv, setup)
    assert [table.session.is_human(s) for s in range(4)] == [True, False, False, False]
    wait_for_bots(drv, table)
    # (undo against bots is covered by the grace-period test below)
    human_turn(drv, table)
    wait_for_bots(drv, table)
    moves = len(table.match.log)
    # the menu saves a copy; leaving returns to the launcher, which offers to resume
    drv.key(pygame.K_ESCAPE)
    drv.shot("menu")
    menu = app.scene
    drv.click(next(w for w in menu.widgets if w.label == "Save as…").rect)
    drv.key(pygame.K_RETURN)   # under the name offered
    assert len(list(saves_dir().glob("*.yaml"))) == 1
    drv.key(pygame.K_ESCAPE)
    drv.click(next(w for w in app.scene.widgets if w.label == "Back to the launcher").rect)
    launcher = app.scene
    assert isinstance(launcher, Launcher) and launcher.resume is not None
    drv.shot("launcher-resume")
    drv.click(next(w for w in launcher.widgets if w.label == "Resume").rect)
    resumed = app.scene
    assert isinstance(resumed, SimplicityTable)
    assert len(resumed.match.log) == moves
    while not resumed.match.finished:
        human_turn(drv, resumed, by_clicks=True)
        wait_for_bots(drv, resumed)
    drv.pump(10)
    assert isinstance(app.scene, ScoreSheet)


def test_illegal_drop_gives_a_reason_and_changes_nothing(app):
    drv = Driver(app)
    setup = open_setup(drv, 4)
    table = start(drv, setup)
    wait_for_bots(drv, table)
    d = table.match.decision()
    if d.kind == "demolish":
        human_turn(drv, table)
        wait_for_bots(drv, table)
        d = table.match.decision()
    state = table.match.state
    legal = {(m.slot, m.space) for m in d.moves}
    slot, space = next((k, s) for k in range(7) for s in range(len(state.tiles))
                       if state.offer[k] and k != state.demolished and (k, s) not in legal)
    before = table.match.hash()
    drv.drag(L.tile_rect(slot), L.cell_rect(space, state.cols, state.rows))
    assert table.match.hash() == before
    assert app.notice is not None and app.notice[0]
    drv.shot("illegal-drop")


def test_bots_wait_a_moment_so_a_misclick_can_be_undone(app, monkeypatch):
    from shared.ui import play as table_module  # the play controller holds the grace
    monkeypatch.setattr(table_module, "UNDO_GRACE_S", 30.0)
    drv = Driver(app)
    table = start(drv, open_setup(drv, 4))
    wait_for_bots(drv, table)
    monkeypatch.setattr(table_module, "UNDO_GRACE_S", 0.0)
    to_undoable_placement(drv, table)
    monkeypatch.setattr(table_module, "UNDO_GRACE_S", 30.0)
    before = table.match.hash()
    human_turn(drv, table)
    moves = len(table.match.log)
    drv.pump(20)                       # the bots think but hold their move
    assert len(table.match.log) == moves and table.bots.held
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.match.hash() == before and not table.bots.held


def test_a_damaged_autosave_is_reported_kept_and_no_longer_offered(app):
    from shared.engine.match import Match
    from simplicity.rules import RULES
    good = Match(RULES, RULES.make_config(["human", "greedy"], {}, 3))
    folder = autosave_dir()
    saves.save(good, folder / "older.yaml")
    text = saves.dump(good).replace("seed: 3", "seed: 4")   # hand-edited: hash no longer fits
    bad = folder / "newer.yaml"
    bad.write_text(text)
    os_time = time.time()
    import os
    os.utime(folder / "older.yaml", (os_time - 100, os_time - 100))
    drv = Driver(app)
    launcher = app.scene
    launcher.enter()
    assert launcher.resume[0] == bad
    drv.click(next(w for w in launcher.widgets if w.label == "Resume").rect)
    assert app.notice and "newer.yaml" in app.notice[0]
    assert bad.read_text() == text
    assert isinstance(app.scene, Launcher) and app.scene.resume[0].name == "older.yaml"
    drv.shot("launcher-damaged-save")
