"""End to end by mouse: a 2-player and a 4-seat (one person, three bots) Squaring Circleville game from the launcher to the final
sheet where every decision the table draws is made on the table with posted mouse events:
the assistant dragged along the rondel, actions clicked on the mat, cubes dropped on the
road, structures razed and plots built by clicking (or dragging the queue's structure),
the supervisor dragged or clicked into a section, equipment and achievements clicked,
year bonus tiles clicked on the mat, the turn and the action ended with the buttons. The
person's choices are a greedy bot's, so the game gets somewhere; only decisions without
a target on the table (the queue order, which section first, equipment 4 and 22, and
moves such as equipment 2's flip) go through the move chooser."""
from collections import Counter

import pytest


from circleville.scene import layout as L
from circleville.scene.finale import FinalScoring
from circleville.scene.table import CirclevilleTable
from shared.ui.spots import SpotChooser
from circleville.scene.targets import spot_of
from shared.ui.chooser import MoveChooser
from shared.ui.scores import ScoreSheet

from . import driver
from .driver import Driver, set_controller
from .test_circleville_e2e import choose_by_keys, play_to_the_end, wait_for_the_sheet


def spot_area(table, state, spot):
    """A logical rect to look for the spot in."""
    kind = spot[0]
    seat = table.large_seat()
    mat = L.player_rows(state.n, seat)[seat]
    colours = [c.colour for c in table.comp.mat.columns]
    if kind == "cell":
        c = colours.index(spot[1])
        if spot[2] == "basic":
            return L.mat_basic(mat, c)
        level = next(a.level for a in table.comp.mat.alternate_actions if a.action == spot[2])
        return L.mat_cell(mat, c, level)
    if kind == "column":
        return L.mat_basic(mat, colours.index(spot[1]))
    if kind == "yearbonus":
        return L.mat_year_bonus(mat, state.players[seat].year_bonus.index(spot[1]))
    if kind == "section":
        xs = [x for x, _ in L.sector(spot[1])]
        ys = [y for _, y in L.sector(spot[1])]
        world = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        return table.camera.rect_to_logical(world)
    return table.spot_rect(state, spot)


def find_point(drv, table, spot):
    """A logical point the table reads as `spot` (after the round trip through pixels)."""
    state = table.state
    x, y, w, h = spot_area(table, state, spot)
    steps = 12
    for i in range(1, steps):
        for j in range(1, steps):
            p = (x + w * i / steps, y + h * j / steps)
            if table.spot_at(state, drv.app.canvas.to_logical(drv.px(p))) == spot:
                return p
    raise AssertionError(f"no point of the table is {spot}")


def point_rect(p):
    return (p[0], p[1], 0, 0)


def make_move(drv, app, table, move, how: Counter) -> None:
    state = table.state
    d = table.human_decision()
    spot = spot_of(state, move) if d.kind in table.drawn_kinds else None
    if isinstance(app.scene, MoveChooser) or spot is None:
        if not isinstance(app.scene, MoveChooser):
            if d.kind in table.drawn_kinds:   # a move with no target: "More choices"
                drv.click(table.more_button.rect)
                how["more choices"] += 1
        choose_by_keys(drv, app, table, move)
        how["chooser"] += 1
        return
    if spot[0] == "button":
        button = {"end": table.end_button, "finish": table.finish_button,
                  "bonus": table.bonus_button}[spot[1]]
        drv.click(button.rect)
        how["button " + spot[1]] += 1
    else:
        target = point_rect(find_point(drv, table, spot))
        sources = dict((name.split("_")[0], rect) for rect, name in table.drag_handles(state, d))
        piece = {"space": "assistant", "road": "cube", "plot": "structure",
                 "section": "supervisor"}.get(spot[0])
        # drag the piece where there is one to drag (the supervisor every other time)
        if piece in sources and (piece != "supervisor" or how["click section"] > how["drag supervisor"]):
            drv.drag(sources[piece], target)
            how[f"drag {piece}"] += 1
        else:
            drv.click(target)
            how[f"click {spot[0]}"] += 1
    if isinstance(app.scene, SpotChooser):   # several moves there: the person picks
        choose_by_keys(drv, app, table, move)
        how["narrowed chooser"] += 1


@pytest.mark.parametrize("seats", [("human", "greedy"),
                                   ("human", "greedy", "greedy", "greedy")])
def test_a_game_by_mouse_to_the_final_sheet(app, seats):
    drv = Driver(app)
    setup = driver.open_setup(drv, "circleville", len(seats))
    for seat, kind in enumerate(seats):
        set_controller(drv, setup, seat, kind)
    setup.seed.text = "11"
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "Start").rect)
    table = next(s for s in app.scenes if isinstance(s, CirclevilleTable))
    how: Counter = Counter()
    made = []

    def by_mouse(move):
        make_move(drv, app, table, move, how)
        made.append(move)
        if len(made) == 40:
            drv.shot(f"circleville-mouse-midgame-{len(seats)}")
    play_to_the_end(drv, app, table, make=by_mouse, seed=5)
    # final scoring, row by row: a click brings the next row at once
    for _ in range(30):
        drv.pump(1)
        if isinstance(app.scene, FinalScoring):
            break
    finale = app.scene
    assert isinstance(finale, FinalScoring)
    shown = finale.shown
    drv.click((640, 360, 0, 0))
    assert finale.shown == shown + 1
    drv.shot("circleville-final-scoring")
    wait_for_the_sheet(drv, app)
    assert table.match.finished and isinstance(app.scene, ScoreSheet)
    # the drawn decisions were made on the table, by click and by drag
    for way in ("drag assistant", "click cell", "button end", "drag cube", "click section",
                "drag supervisor"):
        assert how[way] > 0, (way, how)
    assert how["click structure"] + how["click plot"] + how["drag structure"] > 0, how
    on_table = sum(n for way, n in how.items() if way.startswith(("click", "drag", "button")))
    assert on_table > 3 * how["chooser"], how
