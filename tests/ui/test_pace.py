"""The pace of the others' turns on a table (shared/ui/pace.py), by posted events: + and −
(or the banner's buttons) change the animation speed and save it as the settings screen
does; step mode (S, or the Step button) makes each printed opponent's move wait until the
person says "next" (Space, or the Next button). Circleville against Denzel and Rossio
against ROSS: the control is the shared table's."""
import pygame
import pytest

from shared.bots import ask, make_controller
from shared.ui import settings
from shared.ui.table import TableScene

from . import driver
from .driver import Driver, set_controller
from .test_circleville_e2e import choose_by_keys


def start(drv, game, seats):
    setup = driver.open_setup(drv, game, len(seats))
    for seat, kind in enumerate(seats):
        set_controller(drv, setup, seat, kind)
    setup.seed.text = "4"
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "Start").rect)
    return next(s for s in drv.app.scenes if isinstance(s, TableScene))


def until_a_bot_is_to_move(drv, table, person) -> None:
    """Play the person's moves (in the move chooser) and let pieces land."""
    for _ in range(500):
        d = table.match.decision()
        if d is not None and not table.session.is_human(d.seat) and not table.flights.busy:
            return
        if table.human_decision() is not None:
            choose_by_keys(drv, drv.app, table, ask(person, table.match))
        elif table.telling is not None and table.pace.waiting():
            drv.key(pygame.K_SPACE)   # step mode: the next step of their turn
        else:
            drv.pump(1)
    raise AssertionError("no bot came to move")


@pytest.mark.parametrize("game, seats", [("circleville", ["human", "denzel"]),
                                         ("rossio", ["human", "ross"])])
def test_faster_slower_and_step_through_the_opponents_moves(app, game, seats):
    drv = Driver(app)
    settings.put("animation_speed", 0.0)
    table = start(drv, game, seats)
    pace = table.pace
    person = make_controller(table.match.rules, "greedy", 0, 3)
    # step mode on before the opponent moves: its move waits for the person
    drv.key(pygame.K_s)
    assert pace.stepping
    until_a_bot_is_to_move(drv, table, person)
    moves = len(table.match.log)
    drv.pump(10)
    assert len(table.match.log) == moves and pace.waiting() and pace.shown()
    drv.key(pygame.K_SPACE)            # "next": exactly one move of theirs
    for _ in range(50):
        if len(table.match.log) > moves:
            break
        drv.pump(1)
    assert len(table.match.log) == moves + 1
    assert not table.session.is_human(table.match.log[-1].seat)
    drv.pump(10)
    d = table.match.decision()
    if d is not None and not table.session.is_human(d.seat):   # their next move waits again
        assert len(table.match.log) == moves + 1 and pace.waiting()
        next_button = pace.buttons[3]
        drv.click(next_button.rect)
        for _ in range(50):
            if len(table.match.log) > moves + 1:
                break
            drv.pump(1)
        assert len(table.match.log) == moves + 2
    # faster and slower, by keys and by the buttons, saved as the settings screen saves
    until_a_bot_is_to_move(drv, table, person)
    settings.put("animation_speed", 1.0)
    drv.key(pygame.K_PLUS)
    assert settings.preference("animation_speed") == 2.0
    drv.key(pygame.K_MINUS)
    drv.key(pygame.K_MINUS)
    assert settings.preference("animation_speed") == 0.5
    drv.key(pygame.K_MINUS)            # already the slowest
    assert settings.preference("animation_speed") == 0.5
    drv.click(pace.buttons[1].rect)    # "+"
    assert settings.preference("animation_speed") == 1.0
    drv.click(pace.buttons[0].rect)    # "−"
    assert settings.preference("animation_speed") == 0.5
    settings.forget_cache()            # written to the settings file
    assert settings.preference("animation_speed") == 0.5
    drv.shot(f"pace-{game}")
    # step mode off (the button): their moves are played by themselves again
    moves = len(table.match.log)
    drv.click(pace.buttons[2].rect)
    assert not pace.stepping
    for _ in range(100):
        if len(table.match.log) > moves:
            break
        drv.pump(1)
    assert len(table.match.log) > moves


def test_a_game_of_people_only_has_no_pace_control(app):
    drv = Driver(app)
    table = start(drv, "circleville", ["human", "human"])
    assert table.pace is None and all(w is not None for w in table.widgets)
