"""End to end: whole games of The Square Circle in the real window, driven by posted
mouse events from the launcher to the final scoring."""

import pygame

from shared.engine import saves
from shared.engine.paths import autosave_dir
from shared.ui.launcher import Launcher
from squarecircle.scene import layout as L
from squarecircle.scene.final import LAST, SquareCircleFinal
from squarecircle.scene.table import SquareCircleTable

from . import driver
from .driver import Driver, set_controller, wait_for_bots


def open_setup(drv, players):
    return driver.open_setup(drv, "squarecircle", players)


def start(drv, setup):
    return driver.start(drv, setup, SquareCircleTable)


def settle(drv, table, limit=200):
    """Let the pieces land: input waits while anything is still flying."""
    for _ in range(limit):
        if not table.flights.busy:
            return
        drv.pump(1)
    raise AssertionError("the animation never ended")


def human_turn(drv, table, turn: int):
    """Play the decision on screen: the button (or the deck) to turn cards over; a card
    dragged onto a stone, or clicked and then the stone clicked, to place a merchant."""
    settle(drv, table)
    d = table.match.decision()
    state = table.match.state
    if d.kind == "reveal":
        drv.click(L.REVEAL_BUTTON if turn % 3 else L.DECK)
        return d.moves[0]
    move = d.moves[(turn * 7) % len(d.moves)]
    slot = L.CARD_SLOTS[state.table.index(move.card)]
    stone = L.stone_rect(move.space, move.symbol)
    if turn % 2:
        drv.drag(slot, stone)
    else:
        drv.click(slot)
        assert table.picked == (("card", move.card),)
        drv.click(stone)
    return move


def finish_scoring(drv, app):
    final = app.scene
    assert isinstance(final, SquareCircleFinal)
    assert final.step == 0
    drv.shot("squarecircle-final-start")
    steps = 0
    while final.step < LAST:
        drv.click(final.next_button.rect)
        steps += 1
        if steps == 3:
            drv.shot("squarecircle-final-markets")
    assert steps == LAST
    drv.shot("squarecircle-final-scores")
    return final


def test_three_person_hotseat_game_to_the_final_scoring(app):
    drv = Driver(app)
    drv.shot("launcher-with-squarecircle")
    setup = open_setup(drv, 3)
    for seat in (1, 2):
        set_controller(drv, setup, seat, "human")
    drv.shot("setup-squarecircle")
    table = start(drv, setup)
    assert [table.session.is_human(s) for s in range(3)] == [True, True, True]
    turn = 0
    while not table.match.finished:
        before = len(table.match.log)
        move = human_turn(drv, table, turn)
        assert len(table.match.log) == before + 1, f"the window did not play {move}"
        assert table.match.log[-1].move == move
        turn += 1
        if turn == 2:
            drv.shot("squarecircle-reveal")
        if turn == 20:
            settle(drv, table)
            drv.shot("squarecircle-table")
    settle(drv, table)
    drv.pump(3)
    state = table.match.state
    assert state.over and state.druid == table.comp.path_end
    # every placed merchant took a good: goods held = merchants on the board
    assert sum(map(sum, state.holdings)) == state.turns > 0
    final = finish_scoring(drv, app)
    assert final.points == table.match.rules.points(state)
    # back to the table and again to the scores, which now open complete
    drv.click(next(w for w in final.widgets if w.label == "Look at the table").rect)
    assert app.scene is table
    drv.click(table.scores_button.rect)
    assert isinstance(app.scene, SquareCircleFinal) and app.scene.step == LAST
    autosaved = list(autosave_dir().glob("*.yaml"))
    assert len(autosaved) == 1
    loaded, _ = saves.load(autosaved[0])
    assert loaded.finished and loaded.hash() == table.match.hash()
    drv.click(next(w for w in app.scene.widgets if w.label == "Back to the launcher").rect)
    assert isinstance(app.scene, Launcher)


def test_against_bots_with_undo_and_redo(app):
    drv = Driver(app)
    setup = open_setup(drv, 4)
    table = start(drv, setup)
    assert [table.session.is_human(s) for s in range(4)] == [True, False, False, False]
    turn = 0
    undone = False
    while not table.match.finished:
        wait_for_bots(drv, table)
        if table.match.finished:
            break
        d = table.match.decision()
        if d.kind == "place" and not undone:
            settle(drv, table)
            before = table.match.hash()
            assert not table.can_undo()          # the cards just turned over cannot go back
            human_turn(drv, table, turn)
            # the bots wait while the good flies to the player: the move can be taken back
            assert table.flights.busy and table.can_undo()
            drv.shot("squarecircle-before-undo")
            drv.key(pygame.K_z, pygame.KMOD_CTRL)
            assert table.match.hash() == before
            assert table.match.decision().kind == "place" and table.can_redo()
            drv.click(table.widgets[1].rect)      # the redo button
            assert table.match.hash() != before and not table.can_redo()
            undone = True
        else:
            human_turn(drv, table, turn)
        turn += 1
    assert undone
    settle(drv, table)
    drv.pump(3)
    final = app.scene
    assert isinstance(final, SquareCircleFinal)
    drv.click(final.all_button.rect)
    assert final.step == LAST
    drv.shot("squarecircle-final-vs-bots")


def test_leave_for_the_launcher_and_resume(app):
    drv = Driver(app)
    table = start(drv, open_setup(drv, 3))
    for turn in range(6):
        wait_for_bots(drv, table)
        human_turn(drv, table, turn)
    wait_for_bots(drv, table)
    settle(drv, table)
    moves, state_hash = len(table.match.log), table.match.hash()
    drv.key(pygame.K_ESCAPE)
    drv.click(next(w for w in app.scene.widgets if w.label == "Back to the launcher").rect)
    launcher = app.scene
    assert isinstance(launcher, Launcher) and launcher.resume is not None
    drv.click(next(w for w in launcher.widgets if w.label == "Resume").rect)
    resumed = app.scene
    assert isinstance(resumed, SquareCircleTable)
    assert len(resumed.match.log) == moves and resumed.match.hash() == state_hash
