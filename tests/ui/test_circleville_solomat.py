"""Circleville: the solo mats on the table, drawn from their data and state (rulebook, SOLO
MODE: each solo player's mat and its steps)."""
import pytest

from circleville.scene import solomat
from circleville.solo.engine import mat
from circleville.turn import seat_colours
from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui import theme
from shared.ui.shots import offscreen_app


def solo_game(seats, moves):
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(seats, {}, "3"))
    play_out(match, max_moves=moves)
    return match.state


def test_the_space_beside_the_supervisor_decides_the_step():
    """Bertha, Carsten and Katherine read the quadrant and colour beside their supervisor
    (SOLO MODE, step 2): that space is lit, and no other."""
    state = solo_game(["greedy", "bertha", "carsten", "katherine"], 60)
    for seat in (1, 2, 3):
        assert solomat.lit_spaces(state, seat) == {("space", state.solo[seat].space)}


def test_denzel_lights_the_colours_his_assistant_seeks():
    """Denzel's assistant seeks a top tile of a colour with the fewest tiles on his mat
    (Denzel, step 1): those columns are lit."""
    state = solo_game(["greedy", "denzel"], 80)
    tiles = state.solo[1].tiles
    lit = {c for kind, c in solomat.lit_spaces(state, 1)}
    assert lit == {c for c, k in enumerate(tiles) if k == min(tiles)}


def test_the_explanation_is_built_from_the_mat_data():
    lines = {name: " ".join(solomat.explain(mat(name)))
             for name in ("bertha", "carsten", "denzel", "katherine")}
    assert "level 3" in lines["bertha"] and "level 1" in lines["carsten"]
    assert "5 VP" in lines["bertha"]                 # missing tile, Bertha step 2
    assert "No tile beside" not in lines["katherine"]   # she has no missing-tile rule
    assert "10 VP" in lines["carsten"]               # three of a kind with no achievement
    assert "moves 2 spaces" in lines["katherine"] and "moves 1 space " in lines["carsten"]


@pytest.mark.parametrize("seats", [["greedy", "bertha", "carsten", "katherine"],
                                   ["greedy", "denzel"]])
def test_mats_are_drawn_with_the_deciding_part_outlined(seats):
    app = offscreen_app()
    canvas = app.canvas
    for moves in (0, 90):
        state = solo_game(seats, moves)
        colours = seat_colours(state)
        for seat in range(1, len(seats)):
            canvas.clear((40, 60, 55))
            rect = (20, 20, 400, 16)
            solomat.draw_compact(canvas, rect, state, seat, colours[seat])
            solomat.draw_body(canvas, (20, 120, 600, 200), state, seat, colours[seat])
            # the lit part's outline is drawn in the accent colour somewhere in the strip
            strip = canvas.surface.subsurface(canvas.rect(rect))
            found = any(tuple(strip.get_at((px, py)))[:3] == theme.ACCENT[:3]
                        for px in range(0, strip.get_width(), 2)
                        for py in range(0, strip.get_height(), 2))
            assert found


def test_a_solo_turn_is_told_step_by_step_over_the_town(app):
    """Each step the mat decided is captioned in turn (SOLO MODE: steps 1, 2 and 4), one
    caption after another, each long enough to read, while the pieces move."""
    from circleville.scene.table import CirclevilleTable
    from circleville.events import SoloStepTold
    from shared.bots import ask
    from shared.bots.playout import controllers_for
    from shared.ui.animation import Flight
    from shared.ui.session import Session
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["greedy", "denzel"], {}, "5"))
    bots = controllers_for(match)
    while True:
        before = match.state
        events = match.play(ask(bots[match.decision().seat], match))
        told = [e for e in events if isinstance(e, SoloStepTold)]
        if len(told) >= 3:
            break
    table = CirclevilleTable(app, Session(match, {}, autosave=False), live=False)
    app.push(table)
    table.flights.clear()
    table.animate(before, events, True)
    captions = [f for f in table.flights.items if isinstance(f, Flight) and f.start == f.end
                and f.start[1] < 100]
    assert len(captions) == len(told)
    for earlier, later in zip(captions, captions[1:]):
        assert later.delay >= earlier.delay + earlier.duration - 1e-9
    assert all(c.duration >= 1.0 for c in captions)
