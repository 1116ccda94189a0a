"""End to end: Squaring Circleville in the real window, every decision taken in the move
chooser by keyboard (the person's choices are a greedy bot's, so the game gets somewhere),
from the launcher to the final sheet; a solo game against Denzel too."""
import pygame

from circleville.scene.table import CirclevilleTable
from shared.bots import ask, make_controller
from shared.ui.chooser import MoveChooser
from shared.ui.scores import ScoreSheet

from . import driver
from .driver import Driver, set_controller, wait_for_bots


def choose_by_keys(drv, app, table, move) -> None:
    """Open the list if it is not up, walk to the move with the keys, play it."""
    if not isinstance(app.scene, MoveChooser):
        drv.key(pygame.K_TAB)
    chooser = app.scene
    assert isinstance(chooser, MoveChooser)
    index = chooser.decision.moves.index(move)
    for _ in range(index // 10):
        drv.key(pygame.K_PAGEDOWN)
    while chooser.index < index:
        drv.key(pygame.K_DOWN)
    while chooser.index > index:
        drv.key(pygame.K_UP)
    drv.key(pygame.K_RETURN)


def play_to_the_end(drv, app, table, limit=3000, make=None, seed=77):
    """Play the person's moves (a greedy bot's choices) until the game ends; `make(move)`
    plays one in the window (by default: in the move chooser, by keys)."""
    person = make_controller(table.match.rules, "greedy", 0, seed)
    make = make or (lambda move: choose_by_keys(drv, app, table, move))
    moves = 0
    while not table.match.finished and moves < limit:
        wait_for_bots(drv, table, limit=120)
        if table.match.finished:
            break
        d = table.human_decision()
        move = ask(person, table.match)
        before = len(table.match.log)
        make(move)
        assert table.match.log[before].move == move and table.match.log[before].seat == d.seat
        moves += 1
    return moves


def wait_for_the_sheet(drv, app) -> None:
    """Final scoring comes in row by row before the sheet."""
    for _ in range(200):
        if isinstance(app.scene, ScoreSheet):
            return
        drv.pump(1)


def start(drv, seats, options=None):
    setup = driver.open_setup(drv, "circleville", len(seats))
    for seat, kind in enumerate(seats):
        set_controller(drv, setup, seat, kind)
    setup.seed.text = "5"
    setup.options.update(options or {})
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "Start").rect)
    table = next(s for s in drv.app.scenes if isinstance(s, CirclevilleTable))
    return table   # (the move chooser may already be open over it)


def test_a_two_player_game_from_the_launcher_to_the_final_sheet(app):
    drv = Driver(app)
    table = start(drv, ["human", "greedy"])
    moves = play_to_the_end(drv, app, table)
    wait_for_the_sheet(drv, app)
    assert table.match.finished and moves > 50
    assert isinstance(app.scene, ScoreSheet)
    drv.shot("circleville-final-sheet")


def test_solo_against_denzel_to_the_final_sheet(app):
    drv = Driver(app)
    table = start(drv, ["human", "denzel"])
    assert table.match.config.seats == ("human", "denzel")
    play_to_the_end(drv, app, table)
    wait_for_the_sheet(drv, app)
    assert isinstance(app.scene, ScoreSheet)
    assert any("Denzel" in line for line in table.log)
