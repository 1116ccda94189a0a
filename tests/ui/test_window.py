"""Issue: the window fits 1366x768 by default, resizes, and F11 toggles full screen;
layout is logical, so pointer positions map back correctly at any size."""
import pygame

from .driver import Driver


def test_default_window_fits_a_small_laptop_screen(app):
    w, h = pygame.display.get_surface().get_size()
    assert w <= 1366 and h <= 768 - 48   # leave room for a title bar and task bar


def test_f11_toggles_full_screen_and_back(app):
    drv = Driver(app)
    before = pygame.display.get_surface().get_size()
    drv.key(pygame.K_F11)
    assert app.fullscreen
    drv.key(pygame.K_F11)
    assert not app.fullscreen
    assert pygame.display.get_surface().get_size() == before


def test_resized_window_keeps_pointer_mapping(app):
    surface = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    Driver(app).pump()
    assert abs(app.canvas.scale - 1.5) < 1e-9
    assert app.canvas.to_logical(app.canvas.point(100, 200)) == (100, 200)
    del surface
