"""Hotseat privacy end to end: three people at one screen play Rossio through posted mouse
and key events, with the pointer left resting on a private card at every hand-off, and
open the running game every other way a person can (start, resume, load, replay, undo).
Each path once showed a secret (issue 25); each is checked where a person would see it."""
from __future__ import annotations

import pygame
import pytest

from rossio.moves import TakeMarketCard
from rossio.scene.table import RossioTable
from rossio.state import HIDDEN
from shared.bots import make_controller
from shared.engine.contract import OBSERVER
from shared.engine.match import Match
from shared.ui.chooser import MoveChooser
from shared.ui.curtain import Curtain
from shared.ui.launcher import Launcher
from shared.ui.loadgame import LoadGame
from shared.ui.menu import GameMenu
from shared.ui.scores import ScoreSheet
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer

from . import driver, tinygame
from .driver import Driver, set_controller, wait_for_bots
from .test_rossio_e2e import hand_point, play_by_mouse

SEED = "23"


def three_people(drv):
    setup = driver.open_setup(drv, "rossio", 3)
    for seat in range(3):
        set_controller(drv, setup, seat, "human")
    setup.options["variant"] = "hidden-vp"
    setup.seed.text = SEED
    return driver.start(drv, setup, RossioTable)


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def pixels_of(table) -> bytes:
    table.draw(table.app.canvas)
    return pygame.image.tobytes(table.app.canvas.surface, "RGB")


def untouched_frame(table) -> bytes:
    """The same position on a table the pointer never visited, for the same seat."""
    clean = RossioTable(table.app, Session(table.match, table.session.meta, autosave=False))
    clean.viewer = table.viewer
    return pixels_of(clean)


def nobody_s_hand_is_shown(state) -> bool:
    return all(card == HIDDEN for p in state.players for card in p.hand)


def test_the_first_hand_waits_behind_the_curtain(app):
    drv = Driver(app)
    table = three_people(drv)
    assert isinstance(app.scene, Curtain) and app.scene.seat == 0
    assert table.viewer == OBSERVER and nobody_s_hand_is_shown(table.state)
    drv.shot("privacy-5-first-hand-behind-the-curtain")
    drv.key(pygame.K_RETURN)
    assert app.scene is table and table.viewer == 0


def test_a_card_left_hovered_at_a_hand_off_is_never_shown_to_the_next_person(app):
    """Every turn the person rests the pointer on one of their hand cards (its pattern is
    outlined, its points told) and ends the turn from the keyboard without moving it; the
    next person's table must be exactly what it is for a pointer that never came."""
    drv = Driver(app)
    table = three_people(drv)
    bots = [make_controller(table.match.rules, "greedy", s, 1) for s in range(3)]
    hand_offs = 0
    while not table.match.finished:
        if isinstance(app.scene, Curtain):
            drv.key(pygame.K_RETURN)
            if table.hover_card is not None or table.hover_spot is not None:
                pytest.fail("a hovered card outlasted the hand-off")
            assert pixels_of(table) == untouched_frame(table)
            if hand_offs == 4:
                drv.shot("privacy-1-next-person-after-a-hovered-card")
            hand_offs += 1
            continue
        drv.pump(1)
        d = table.human_decision()
        if d is None:
            continue
        move = bots[d.seat].choose(table.match.view(d.seat), d, len(table.match.log))
        hand = table.state.players[d.seat].hand
        if isinstance(move, TakeMarketCard) and hand:
            rest = drv.centre(hand_point(table, hand[-1]))
            drv.post(pygame.MOUSEMOTION, pos=rest, rel=(0, 0), buttons=(0, 0, 0))
            drv.pump(1)
            assert table.hover_card == hand[-1]          # outlined, with its points
            if hand_offs == 4:
                drv.shot("privacy-1-hovered-card-before-the-hand-off")
            drv.key(pygame.K_TAB)                          # the move chooser, keys only
            assert isinstance(app.scene, MoveChooser)
            for _ in range(d.moves.index(move)):
                drv.key(pygame.K_DOWN)
            drv.key(pygame.K_RETURN)
        else:
            play_by_mouse(drv, table, move)
        for _ in range(30):   # the pieces land, then the curtain comes
            if isinstance(app.scene, Curtain) or table.match.finished:
                break
            drv.pump(1)
    assert hand_offs >= 3 * 4
    for _ in range(20):
        drv.pump(1)
    assert isinstance(app.scene, ScoreSheet)


def play_until_seat(drv, table, seat: int) -> None:
    """People play by mouse until `seat` is to move (the curtain then waits for them)."""
    app = table.app
    bots = [make_controller(table.match.rules, "greedy", s, 1) for s in range(3)]
    while table.match.decision().seat != seat or table.viewer != seat:
        if isinstance(app.scene, Curtain):
            if app.scene.seat == seat:
                return
            drv.key(pygame.K_RETURN)
            continue
        d = table.human_decision()
        if d is None:
            drv.pump(1)
            continue
        play_by_mouse(drv, table, bots[d.seat].choose(table.match.view(d.seat), d,
                                                       len(table.match.log)))


def test_resume_load_and_replay_of_a_running_game_show_nobody_s_hand(app):
    drv = Driver(app)
    table = three_people(drv)
    drv.key(pygame.K_RETURN)
    play_until_seat(drv, table, 1)
    play_until_seat(drv, table, 2)
    assert isinstance(app.scene, Curtain)
    # at the curtain: Esc, Load game, the running game's autosave, Replay
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, GameMenu)
    drv.click(button(app.scene, "Load game").rect)
    load = app.scene
    assert isinstance(load, LoadGame)
    drv.key(pygame.K_DOWN)
    drv.click(button(load, "Replay").rect)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer)
    assert viewer.seats == [OBSERVER]                    # no choice of whose hand to see
    assert not any("view" in str(getattr(w, "label", "")) for w in viewer.widgets)
    for step in (viewer.moves, 3, 1):
        viewer.go(step)
        assert nobody_s_hand_is_shown(viewer.table.state)
        assert all(p.vp == 0 for p in viewer.table.state.players)   # hidden VP
    assert not any("VP (found" in line for line in viewer.table.log)   # no gain told
    viewer.go(viewer.moves)
    drv.shot("privacy-2-replay-of-the-running-game")
    drv.key(pygame.K_ESCAPE)
    # open it from the Load screen: the curtain, for the person to move
    assert app.scene is load
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, Curtain) and app.scene.seat == 2
    loaded = app.scene.table
    assert loaded.viewer == OBSERVER and nobody_s_hand_is_shown(loaded.state)
    # leave, and Resume from the launcher: the curtain again
    drv.key(pygame.K_ESCAPE)
    drv.click(button(app.scene, "Back to the launcher").rect)
    assert isinstance(app.scene, Launcher)
    drv.click(button(app.scene, "Resume").rect)
    assert isinstance(app.scene, Curtain) and app.scene.seat == 2
    drv.shot("privacy-3-resume-behind-the-curtain")
    assert nobody_s_hand_is_shown(app.scene.table.state)
    drv.key(pygame.K_RETURN)
    assert app.scene.viewer == 2 and app.scene.state.players[2].hand[0] != HIDDEN
    drv.shot("privacy-3-resumed-table-once-the-curtain-is-lifted")


def test_undo_back_across_a_hand_off_puts_the_curtain_up(app, tiny):
    """Ana plays, a bot answers, Carla is shown her table and takes both moves back: it
    is Ana's turn again, so the curtain comes up for Ana before her hand is drawn."""
    match = Match(tiny, tiny.make_config(["human", "greedy", "human"], {}, 8))
    session = Session(match, {"names": ["Ana", "Bot", "Carla"]}, autosave=False)
    table = tinygame.TinyTable(app, session)
    app.push(table)
    drv = Driver(app)
    drv.key(pygame.K_RETURN)                      # Ana lifts the curtain
    drv.key(pygame.K_TAB)
    assert isinstance(app.scene, MoveChooser)     # her cards, as a list
    drv.key(pygame.K_RETURN)                      # and plays the first
    wait_for_bots(drv, table)
    drv.pump(2)
    assert isinstance(app.scene, Curtain) and app.scene.seat == 2
    drv.key(pygame.K_RETURN)
    assert table.viewer == 2
    tinygame.TinyTable.given = []
    drv.click(table.widgets[0].rect)              # Undo: Ana's move and the bot's
    drv.pump(2)
    assert match.decision().seat == 0 and isinstance(app.scene, Curtain)
    assert app.scene.seat == 0
    assert all(viewer != 0 for viewer, _ in tinygame.TinyTable.given)   # never Ana's hand
    drv.key(pygame.K_RETURN)
    assert table.viewer == 0


def test_the_bots_hidden_points_do_not_rise_from_their_cards(app, monkeypatch):
    """Hidden-VP variant against two bots: a bot's card activation glows, but what it
    scored is not shown rising from the card (its points lie face down)."""
    from rossio.scene import table as rossio_table
    drv = Driver(app)
    setup = driver.open_setup(drv, "rossio", 3)
    set_controller(drv, setup, 0, "human")
    setup.options.update({"variant": "hidden-vp"})
    setup.seed.text = SEED
    table = driver.start(drv, setup, RossioTable)
    risen = []
    real = rossio_table.label_image
    monkeypatch.setattr(rossio_table, "label_image", lambda canvas, text, *a: (
        risen.append((table.match.log[-1].seat, text)), real(canvas, text, *a))[1])
    bots = [make_controller(table.match.rules, "greedy", s, 1) for s in range(3)]
    while not table.match.finished:
        wait_for_bots(drv, table)
        d = table.human_decision()
        if d is None:
            drv.pump(1)
            continue
        play_by_mouse(drv, table, bots[0].choose(table.match.view(0), d, len(table.match.log)))
    mine = [text for seat, text in risen if seat == 0]
    theirs = [text for seat, text in risen if seat != 0]
    assert any("VP" in text for text in mine) and theirs      # both kinds were shown
    assert not any("VP" in text for text in theirs)


def test_playing_on_from_the_replay_of_a_running_game_starts_behind_the_curtain(app):
    drv = Driver(app)
    table = three_people(drv)
    drv.key(pygame.K_RETURN)
    play_until_seat(drv, table, 1)
    drv.key(pygame.K_ESCAPE)
    drv.click(button(app.scene, "Load game").rect)
    drv.key(pygame.K_DOWN)
    drv.click(button(app.scene, "Replay").rect)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer)
    drv.key(pygame.K_LEFT)                                   # a move back, then play on
    drv.click(button(viewer, "Play on").rect)
    assert isinstance(app.scene, Curtain)
    branch = app.scene.table
    assert app.scene.seat == branch.match.decision().seat
    assert branch.viewer == OBSERVER and nobody_s_hand_is_shown(branch.state)
