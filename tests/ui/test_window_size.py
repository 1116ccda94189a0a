"""Windows that fit (issue 28): the first window is the largest 16:9 window the screen
holds with room for its title and task bars, a large screen gets a large one, a saved size
that no longer fits shrinks, and a size set by dragging the edge is the next start's."""
import pygame
import pytest

from shared.ui import app as app_module, settings
from shared.ui.app import App, fitting_window, init_pygame


pytestmark = pytest.mark.usefixtures("own_home")   # (tests/ui/conftest.py)


@pytest.mark.parametrize("screen,most", [((1024, 600), (984, 500)), ((1366, 768), (1326, 668)),
                                         ((1920, 1080), (1880, 980)),
                                         ((3840, 2160), (3800, 2060))])
def test_the_first_window_fits_the_screen_it_opens_on(monkeypatch, screen, most):
    monkeypatch.setattr(app_module, "desktop_size", lambda: screen)
    init_pygame()
    App()
    try:
        w, h = pygame.display.get_surface().get_size()
        assert w <= most[0] and h <= most[1]                 # every edge on the screen
        assert abs(w / h - 16 / 9) < 0.01
        assert w >= most[0] - 2 or h >= most[1] - 2          # as large as it can be
    finally:
        pygame.display.quit()


def test_a_saved_size_is_kept_while_it_fits_and_shrinks_when_it_does_not():
    assert fitting_window([1100, 700], (1920, 1080)) == (1100, 700)
    assert fitting_window([1920, 1080], (1024, 600)) == (888, 500)
    assert fitting_window(None, None) == (1280, 720)         # no screen to ask


def test_a_size_set_by_dragging_the_edge_is_the_next_starts(monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    init_pygame()
    app = App()
    try:
        pygame.display.set_mode((1000, 640), pygame.RESIZABLE)   # as the system does
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
        assert settings.preference("window_size") == [1000, 640]
    finally:
        pygame.display.quit()
    settings.forget_cache()
    init_pygame()
    again = App()
    try:
        assert pygame.display.get_surface().get_size() == (1000, 640)
        assert again.windowed_size == (1000, 640)
    finally:
        pygame.display.quit()


def test_a_window_dragged_smaller_than_a_setting_allows_starts_at_the_limit(monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    init_pygame()
    app = App()
    try:
        pygame.display.set_mode((1522, 241), pygame.RESIZABLE)
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1522, 241), w=1522, h=241))
        assert settings.preference("window_size") == [1522, settings.MIN_WINDOW[1]]
    finally:
        pygame.display.quit()
