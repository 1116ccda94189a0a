"""End to end by mouse against the printed solo players ("08 Solo mode"): a game against
Denzel alone, and one against Bertha, Carsten and Katherine with head start 4 (set on the
setup screen by clicks), from the launcher to the final sheet. The person's moves are a
greedy bot's, made on the table by posted mouse events where the table draws a target
(the move chooser by keys where it does not). Every kind of solo step is told in the
table's log, the sheet says whether the person beat each solo player, and a game left in
the middle of a solo turn's animation resumes after that turn, nothing lost or doubled.

Flights land at once (animation speed 0) except while the save is taken mid-flight."""
from collections import Counter

import pygame

from circleville.scene.table import CirclevilleTable
from circleville.events import SoloStepTold
from circleville.solo.engine import STEPS, mat
from shared.ui import botrunner, settings
from shared.ui.narrator import render
from shared.ui.scores import ScoreSheet, against_printed
from shared.ui.setup import OPTION_X

from . import driver
from .driver import Driver, set_controller
from .test_circleville_e2e import play_to_the_end, wait_for_the_sheet
from .test_circleville_mouse import make_move

# seeds whose two games tell every kind of step between them (Carsten's three of a kind
# is rare): the game's seed on the setup screen, and the person's (greedy) choices
DENZEL_SEED, TRIO_SEED, PERSON_SEED = 5, 6, 77


def set_head_start(drv, setup, value: int) -> None:
    """Click the head start option until it shows `value`."""
    choice = setup.option_choices["solo-head-start"]   # where the screen put its row
    assert choice in setup.widgets and choice.rect[0] == OPTION_X
    for _ in range(len(choice.options)):
        if choice.value == value:
            break
        drv.click(choice.rect)
    assert setup.options["solo-head-start"] == value


def start_solo(drv, seats, seed: int, head_start: int | None = None):
    settings.put("animation_speed", 0.0)   # every piece lands at once
    setup = driver.open_setup(drv, "circleville", len(seats))
    for seat, kind in enumerate(seats):
        set_controller(drv, setup, seat, kind)
    if head_start is not None:
        set_head_start(drv, setup, head_start)
    setup.seed.text = str(seed)
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "Start").rect)
    table = next(s for s in drv.app.scenes if isinstance(s, CirclevilleTable))
    assert table.match.config.seats == tuple(seats)
    return table


def by_mouse(drv, app, table, how):
    """Makes the person's move on the table, counting how it was made."""
    return lambda move: make_move(drv, app, table, move, how)


def finish(drv, app, table, how) -> list[str]:
    """Play to the final sheet; the sheet's words, drawn once."""
    play_to_the_end(drv, app, table, make=by_mouse(drv, app, table, how), seed=PERSON_SEED)
    wait_for_the_sheet(drv, app)
    assert table.match.finished and isinstance(app.scene, ScoreSheet)
    texts = []
    real = app.canvas.text
    app.canvas.text = lambda text, *a, **k: (texts.append(text), real(text, *a, **k))[1]
    app.draw()
    app.canvas.text = real
    verdict = against_printed(table.session, table.match.result())
    assert verdict and verdict in texts, verdict   # did the person beat each of them
    return texts


def told_in_log(table) -> Counter:
    """The kinds of solo step whose line the table's log shows."""
    log = set(table.log)
    return Counter(e.step for entry in table.match.log for e in entry.events
                   if isinstance(e, SoloStepTold) and render(e.line, table.seat_label) in log)


def leave_and_resume(drv, app):
    drv.key(pygame.K_ESCAPE)
    menu = app.scene
    drv.click(next(w for w in menu.widgets if "launcher" in w.label).rect)
    launcher = app.scene
    drv.click(next(w for w in launcher.widgets if w.label == "Resume").rect)
    return next(s for s in app.scenes if isinstance(s, CirclevilleTable))


def test_against_denzel_alone_by_mouse_to_the_final_sheet(app):
    drv = Driver(app)
    how: Counter = Counter()
    table = start_solo(drv, ["human", "denzel"], DENZEL_SEED)
    finish(drv, app, table, how)
    drv.shot("circleville-solo-denzel-sheet")
    told = told_in_log(table)
    # his special is Denzel's alone (the other game tells every other kind)
    assert told["special"] > 0 and told["final"] == 1, told
    assert on_the_table(how), how


def test_against_bertha_carsten_and_katherine_at_head_start_4_with_a_resume_mid_turn(app, monkeypatch):
    drv = Driver(app)
    how: Counter = Counter()
    seats = ["human", "bertha", "carsten", "katherine"]
    table = start_solo(drv, seats, TRIO_SEED, head_start=4)
    assert table.match.config.option("solo-head-start") == 4
    play_to_the_end(drv, app, table, limit=30, make=by_mouse(drv, app, table, how),
                    seed=PERSON_SEED)
    # the person plays on until a solo player is to move; its turn is then animated at the
    # normal pace and the game left while its pieces are in the air
    settings.put("animation_speed", 1.0)
    solo = {1, 2, 3}
    for _ in range(3000):
        d = table.match.decision()
        if d.seat == 0 and not table.flights.busy:
            play_to_the_end(drv, app, table, limit=1, make=by_mouse(drv, app, table, how),
                            seed=PERSON_SEED)
            continue
        played = len(table.match.log)
        drv.pump(1)
        if len(table.match.log) > played and table.match.log[-1].seat in solo and table.flights.busy:
            break
    assert table.match.log[-1].seat in solo and table.flights.busy
    assert any(isinstance(e, SoloStepTold) for e in table.match.log[-1].events)
    drv.pump(8)                                       # its steps captioned as it plays
    drv.shot("circleville-solo-turn-caption")
    assert table.flights.busy
    moves, state_hash = len(table.match.log), table.match.hash()
    monkeypatch.setattr(botrunner, "MIN_THINK_S", 60.0)   # the next solo player waits
    resumed = leave_and_resume(drv, app)
    assert resumed is not table and not resumed.flights.busy
    assert len(resumed.match.log) == moves and resumed.match.hash() == state_hash
    assert resumed.match.log[-1] == table.match.log[-1]   # that solo turn, once
    monkeypatch.setattr(botrunner, "MIN_THINK_S", 0.0)
    settings.put("animation_speed", 0.0)
    finish(drv, app, resumed, how)
    drv.shot("circleville-solo-trio-sheet")
    told = told_in_log(resumed)
    # every kind but Denzel's special (the game against him tells that)
    assert set(STEPS) - {"special"} <= set(told), set(STEPS) - set(told)
    assert on_the_table(how), how


def on_the_table(how: Counter) -> bool:
    """Most of the person's moves were made on the table, not in the move chooser."""
    made = sum(n for way, n in how.items() if way.startswith(("click", "drag", "button")))
    return made > 3 * how["chooser"]


def test_the_solo_setup_is_told_over_the_town_and_each_solo_mat_opens(app):
    """CV-SOLO-06..08 and 27 carried out visibly: a caption for each thing the setup did,
    one after another, before the person's first move."""
    from circleville.scene import layout as L
    drv = Driver(app)
    table = start_solo(drv, ["human", "bertha", "carsten", "katherine"], TRIO_SEED,
                       head_start=4)
    lines = table.motion.solo_setup_lines(table.match.state)
    assert "equipment 22" in lines[0] and "6 equipment tiles" in lines[0]
    town = table.comp.town
    for seat, name in ((1, "Bertha"), (2, "Carsten")):   # the drawn tile's colour is the
        solo = table.match.state.solo[seat]               # supervisor's quadrant's colour
        icon = mat(solo.name).spaces[solo.space].quadrant
        quadrant = next(q for q in town.quadrants if q.id == icon)
        assert any(line.startswith(f"{name} draws a {quadrant.colour} tile") for line in lines)
    assert any("supervisor symbol" in line for line in lines if line.startswith("Katherine"))
    assert sum("head start 4" in line for line in lines) == 3
    # the captions are up as the table opens (speed 0 here: they come and go at once)
    settings.put("animation_speed", 1.0)
    table.flights.clear()
    assert table.motion.solo_setup(table.match.state) == lines
    delays = [f.delay for f in table.flights.items]
    assert len(delays) == len(lines) and delays == sorted(set(delays))
    drv.pump(12)
    drv.shot("circleville-solo-setup-caption")
    assert table.human_decision() is None          # the person waits for the story
    for seat in (1, 2, 3):                          # each solo mat, opened from its row
        rows = L.player_rows(table.state.n, table.large_seat())
        x, y, w, h = rows[seat]
        drv.click((x + w - 40, y + h - 12, 0, 0))
        assert table.large_seat() == seat
        drv.shot(f"circleville-solo-mat-{table.match.config.seats[seat]}")
