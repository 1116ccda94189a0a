"""The camera (issue 10): zoom and pan a board, with hit-testing through the same
transform as the drawing."""
import pygame
import pytest

from shared.engine import registry
from shared.engine.match import Match
from shared.ui.camera import MAX_ZOOM, Camera
from shared.ui.session import Session

from .driver import Driver


def test_world_and_logical_points_round_trip_and_stay_on_the_board():
    cam = Camera((100, 50, 400, 300))
    assert cam.to_world((150, 60)) == (150, 60)                  # zoom 1: the same units
    cam.zoom_at((300, 200), 2.0)
    assert cam.to_world((300, 200)) == pytest.approx((300, 200))  # the point under the pointer stays
    for p in [(120, 70), (480, 330)]:
        assert cam.to_logical(cam.to_world(p)) == pytest.approx(p)
    cam.zoom_at((300, 200), 100.0)
    assert cam.zoom == MAX_ZOOM
    cam.left, cam.top = -1000, 5000
    cam.clamp()                                                   # never past the board's edges
    assert (cam.left, cam.top) == pytest.approx((100, 50 + 300 - 300 / MAX_ZOOM))
    assert cam.world_at((50, 50)) is None                         # outside the viewport
    cam.fit()
    assert cam.fitted and cam.to_world((150, 60)) == (150, 60)


def test_a_zoomed_city_is_clicked_where_it_is_drawn(app):
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "human", "human", "human"], {}, 2))
    table = registry.game_info("simplicity").table_scene()(app, Session(match, {}, autosave=False))
    app.push(table)
    drv = Driver(app)
    while match.decision().kind != "place":
        table.play(match.decision().moves[0], animate_all=True)
    drv.pump(20)
    from simplicity.scene import layout as L
    cam = table.camera
    # the wheel over the middle of the city zooms in around the pointer
    drv.post(pygame.MOUSEMOTION, pos=drv.px((324, 380)), rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(4):
        drv.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    drv.pump()
    assert cam.zoom > 1.5
    d = table.human_decision()
    state = match.state
    slot = d.moves[0].slot
    drv.click(L.tile_rect(slot))
    visible = [m for m in d.moves if m.slot == slot and
               cam.world_at(cam.rect_to_logical(L.cell_rect(m.space, state.cols, state.rows))[:2])]
    target = visible[0]
    drv.click(cam.rect_to_logical(L.cell_rect(target.space, state.cols, state.rows)))
    assert match.log[-1].move == target
    drv.shot("simplicity-zoomed")
    drv.key(pygame.K_HOME)
    assert cam.fitted
