"""A refused move's notice is a link to the rule it breaks: clicking it opens the rules
panel there (as F1 does)."""
import pygame

from .driver import Driver
from .test_rules_reference import human_simplicity, refuse_a_placement


def test_clicking_the_refusal_opens_its_rule(app):
    drv = Driver(app)
    table = human_simplicity(app)
    refuse_a_placement(table)
    assert app.notice_click is not None
    app.draw()                                  # the notice is drawn, so it has a place
    drv.click(app.notice_rect)
    assert app.scene.current.id == "placing" and app.notice is None
    drv.key(pygame.K_ESCAPE)
    assert app.scene is table


def test_a_plain_notice_is_not_a_link(app):
    drv = Driver(app)
    app.toast("Saved.")
    app.draw()
    scene = app.scene
    drv.click(app.notice_rect)
    assert app.scene is scene and app.notice is not None
