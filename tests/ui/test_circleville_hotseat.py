"""End to end: a Squaring Circleville game between two people at one screen, played by
mouse from the launcher to the final sheet, with what a whole game brings: completed
sections, bonus actions, year bonus tiles used, equipment, achievements, a turn's move taken
back. (Since the town's calibration (circleville/rulings.md) two greedy players no longer run
out of their 50 cubes in a whole game: 5 or more were left in each of 40 seeds; running out
is checked in tests/circleville.)"""
from collections import Counter

import pygame

from circleville import events as ev
from circleville import moves as mv
from circleville.scene.table import CirclevilleTable
from shared.bots import ask, make_controller
from shared.ui.scores import ScoreSheet

from . import driver
from .driver import Driver, set_controller
from .test_circleville_e2e import wait_for_the_sheet
from .test_circleville_mouse import make_move


def test_two_people_play_a_whole_game_by_mouse(app):
    drv = Driver(app)
    setup = driver.open_setup(drv, "circleville", 2)
    for seat in (0, 1):
        set_controller(drv, setup, seat, "human")
    setup.seed.text = "11"
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "Start").rect)
    table = next(s for s in app.scenes if isinstance(s, CirclevilleTable))
    match = table.match
    # each person's choices are a greedy bot's for that seat, so the game gets somewhere
    people = {s: make_controller(match.rules, "greedy", s, 21 + s) for s in (0, 1)}
    how: Counter = Counter()
    undone = False
    for _ in range(4000):
        if match.finished:
            break
        drv.pump(1)
        d = table.human_decision()
        if d is None:
            continue
        move = ask(people[d.seat], match)
        before = len(match.log)
        make_move(drv, app, table, move, how)
        assert match.log[before].move == move
        if not undone and match.can_undo() and len(match.log) > 30:
            # take the move back within the turn (Ctrl+Z) and make it again
            drv.key(pygame.K_z, pygame.KMOD_CTRL)
            assert len(match.log) < before + 1
            undone = True
    assert match.finished and undone
    wait_for_the_sheet(drv, app)
    assert isinstance(app.scene, ScoreSheet)
    happened = Counter(type(e) for entry in match.log for e in entry.events)
    for kind in (ev.SectionScored, ev.YearBonusTaken, ev.EquipmentTaken,
                 ev.AchievementClaimed, ev.CubesPlaced, ev.StructureBuilt):
        assert happened[kind] > 0, kind.__name__
    played = Counter(type(entry.move) for entry in match.log)
    assert played[mv.BonusAction] > 0 and played[mv.UseYearBonus] > 0
    both = {entry.seat for entry in match.log}
    assert both >= {0, 1}
    on_table = sum(n for way, n in how.items() if way.startswith(("click", "drag", "button")))
    assert on_table > 3 * how["chooser"], how
