"""End to end: Rossio in the real window, driven by posted mouse events from the launcher
to the final sheet; no frame shows a hand to a seat that may not see it."""
import pygame
import pytest

from rossio.moves import (BuildTile, DiscardCard, RecruitCard, StopBuilding, SwapTiles,
                          TakeMarketCard)
from rossio.scene import layout as L
from rossio.scene.table import RossioTable
from rossio.state import HIDDEN
from shared.engine import saves
from shared.engine.paths import autosave_dir
from shared.engine.rng import Rng
from shared.ui.curtain import Curtain
from shared.ui.scores import ScoreSheet

from . import driver
from .driver import Driver, set_controller, wait_for_bots

SEED = "17"   # the setup screen's seed: the same game every run


def hand_point(table, card):
    """The visible part of a hand card (later cards lie over the right of earlier ones)."""
    hand = table.state.players[table.viewer].hand
    i = hand.index(card)
    x, y, w, h = L.hand_card(i, len(hand))
    if i + 1 < len(hand):
        w = min(w, L.hand_card(i + 1, len(hand))[0] - x)
    return (x, y + 20, w, h - 40)


def play_by_mouse(drv, table, move) -> None:
    """The gesture a person makes for `move`."""
    state = table.state
    if isinstance(move, DiscardCard):
        drv.click(hand_point(table, move.card))
    elif isinstance(move, RecruitCard):
        drv.click(hand_point(table, move.card))
        assert table.picked == (("hand", move.card),)
        drv.click(L.ACTION_BUTTONS[0 if move.side == "A" else 1])
    elif isinstance(move, BuildTile):
        drv.click(L.cell_rect(move.row, move.col, state.ncols, state.nrows))
    elif isinstance(move, SwapTiles):
        drv.click(L.swap_button(move.left))
    elif isinstance(move, StopBuilding):
        drv.click(L.ACTION_BUTTONS[0])
    elif isinstance(move, TakeMarketCard):
        drv.click(L.market_card(move.position))
    else:
        raise AssertionError(f"no gesture for {move}")


def watch_views(table, seen):
    """Record what each drawn frame was given: the viewer and every hand in its view."""
    real = table.draw

    def draw(canvas):
        state = table.state
        # a finished game shows every hand; until then only the viewer's
        viewer = None if table.match.finished else table.viewer
        seen.append((viewer, tuple(p.hand for p in state.players)))
        real(canvas)
    table.draw = draw


def assert_private(seen):
    for viewer, hands in seen:
        for seat, hand in enumerate(hands):
            if viewer is not None and seat != viewer:
                assert all(card == HIDDEN for card in hand), (viewer, seat, hand)


def play_to_the_end(drv, app, table, seed, limit=2000):
    rng = Rng(seed)
    moves = 0
    while not table.match.finished and moves < limit:
        if isinstance(app.scene, Curtain):
            drv.key(pygame.K_RETURN)
        wait_for_bots(drv, table)
        if table.match.finished:
            break
        if isinstance(app.scene, Curtain):
            continue
        d = table.human_decision()
        assert d is not None and d.seat == table.viewer
        # prefer building on to stopping, so the square fills and the game ends
        choices = [m for m in d.moves if not isinstance(m, (StopBuilding, SwapTiles))] or d.moves
        move = rng.choice(choices)
        before = len(table.match.log)
        play_by_mouse(drv, table, move)
        assert len(table.match.log) > before, f"the window did not play {move}"
        assert table.match.log[before].move == move   # (bots may have answered already)
        moves += 1
    for _ in range(20):
        drv.pump(1)
    return moves


def test_three_people_hotseat_with_the_curtain(app):
    drv = Driver(app)
    setup = driver.open_setup(drv, "rossio", 3)
    for seat in range(3):
        set_controller(drv, setup, seat, "human")
    setup.seed.text = SEED
    table = driver.start(drv, setup, RossioTable)
    seen = []
    watch_views(table, seen)
    curtains = []
    real_push = app.push
    app.push = lambda scene: (curtains.append(scene) if isinstance(scene, Curtain) else None,
                              real_push(scene))[1]
    play_to_the_end(drv, app, table, seed=3)
    assert table.match.finished and isinstance(app.scene, ScoreSheet)
    assert len(curtains) >= 3 * 4          # every pass between two people, many rounds
    assert_private(seen)
    drv.shot("rossio-hotseat-final")


@pytest.mark.parametrize("options", [{"ross-difficulty": "hard"}])
def test_solo_against_ross_to_the_final_sheet(app, options):
    drv = Driver(app)
    setup = driver.open_setup(drv, "rossio", 2)
    set_controller(drv, setup, 0, "human")
    set_controller(drv, setup, 1, "ross")
    setup.options.update(options)
    setup.seed.text = SEED
    table = driver.start(drv, setup, RossioTable)
    assert table.match.config.option("ross-difficulty") == "hard"
    seen = []
    watch_views(table, seen)
    play_to_the_end(drv, app, table, seed=5)
    assert isinstance(app.scene, ScoreSheet)
    assert_private(seen)
    # ROSS's flowchart says why he built where he did, in the log
    assert any("neighbour" in line or "leftmost" in line for line in table.log
               if line.startswith("   ("))


def test_nobles_and_hidden_points_against_two_bots_with_save_and_resume(app):
    drv = Driver(app)
    setup = driver.open_setup(drv, "rossio", 3)
    set_controller(drv, setup, 0, "human")
    setup.options.update({"nobles": True, "variant": "hidden-vp"})
    setup.seed.text = SEED
    table = driver.start(drv, setup, RossioTable)
    rng = Rng(9)
    for _ in range(12):   # a few of the person's moves, then leave mid-turn and resume
        wait_for_bots(drv, table)
        d = table.human_decision()
        play_by_mouse(drv, table, rng.choice([m for m in d.moves
                                              if not isinstance(m, StopBuilding)] or d.moves))
    wait_for_bots(drv, table)
    moves, state_hash = len(table.match.log), table.match.hash()
    texts = []
    real = app.canvas.text
    app.canvas.text = lambda text, *a, **k: (texts.append(text), real(text, *a, **k))[1]
    app.draw()
    app.canvas.text = real
    assert "?" in texts                 # the others' points lie face down
    drv.key(pygame.K_ESCAPE)
    menu = app.scene
    drv.click(next(w for w in menu.widgets if "launcher" in w.label).rect)
    launcher = app.scene
    drv.click(next(w for w in launcher.widgets if w.label == "Resume").rect)
    resumed = app.scene
    assert isinstance(resumed, RossioTable)
    assert len(resumed.match.log) == moves and resumed.match.hash() == state_hash
    play_to_the_end(drv, app, resumed, seed=11)
    assert isinstance(app.scene, ScoreSheet)
    path = next(autosave_dir().glob("rossio-*.yaml"))
    loaded, _ = saves.load(path)
    assert loaded.finished and loaded.hash() == resumed.match.hash()


def drag_by_mouse(drv, table, move) -> bool:
    """The drag a person makes for `move`, where there is one; False if none."""
    state = table.state
    me = state.players[table.viewer]
    if isinstance(move, BuildTile):
        first = next(i for i, c in enumerate(me.board) if c != -1)
        drv.drag(L.board_tile(first), L.cell_rect(move.row, move.col, state.ncols, state.nrows))
    elif isinstance(move, SwapTiles):
        drv.drag(L.board_tile(move.left), L.board_tile(move.left + 1))
    elif isinstance(move, RecruitCard):
        if table.recruit_side != move.side:
            drv.click(L.ACTION_BUTTONS[1])          # the flip control
        assert table.recruit_side == move.side
        drv.drag(hand_point(table, move.card), L.slot_card(2))
    else:
        return False
    return True


def test_drags_swaps_column_bonus_discards_and_undo_within_a_turn(app):
    drv = Driver(app)
    setup = driver.open_setup(drv, "rossio", 2)
    set_controller(drv, setup, 0, "human")
    set_controller(drv, setup, 1, "ross")
    setup.seed.text = SEED
    table = driver.start(drv, setup, RossioTable)
    rng = Rng(21)
    kinds, undone = set(), False
    while not table.match.finished and len(table.match.log) < 400:
        wait_for_bots(drv, table)
        if table.match.finished:
            break
        d = table.human_decision()
        kinds.add(d.kind)
        swaps = [m for m in d.moves if isinstance(m, SwapTiles)]
        builds = [m for m in d.moves if isinstance(m, BuildTile)]
        move = (swaps[0] if swaps and rng.random() < 0.5 else
                rng.choice(builds) if builds else
                rng.choice([m for m in d.moves if not isinstance(m, StopBuilding)] or d.moves))
        before = len(table.match.log)
        if not drag_by_mouse(drv, table, move):
            play_by_mouse(drv, table, move)
        assert table.match.log[before].move == move
        if isinstance(move, BuildTile) and not undone and table.can_undo():
            drv.key(pygame.K_z, pygame.KMOD_CTRL)        # take the tile back ...
            assert len(table.match.log) == before
            drv.key(pygame.K_y, pygame.KMOD_CTRL)        # ... and build it again
            assert table.match.log[before].move == move
            undone = True
    assert table.match.finished and undone
    logged = [type(e.move).__name__ for e in table.match.log if e.seat == 0]
    assert "SwapTiles" in logged and "BuildTile" in logged and "RecruitCard" in logged
    assert "discard" in kinds   # the draw 2, discard 2 column bonus came up
