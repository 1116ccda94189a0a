"""Windows that fit (issue 28): the first window is the largest 16:9 window the screen
holds with room for its title and task bars, a large screen gets a large one, a saved size
that no longer fits shrinks, and a size set by dragging the edge is the next start's, as
is the place where the window was left."""
import os

import pygame
import pytest

from shared.ui import app as app_module, settings
from shared.ui.app import App, fitting_place, fitting_window, init_pygame


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


def test_the_place_the_window_was_left_is_the_next_starts(monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)
    settings.put("window_size", [1000, 560])
    init_pygame()
    app = App()
    try:
        assert "SDL_VIDEO_WINDOW_POS" not in os.environ      # a first start: the system's place
        for x in range(100, 301, 50):                        # a drag: many moves, one write
            app.dispatch(pygame.event.Event(pygame.WINDOWMOVED, x=x, y=x // 2))
        assert settings.preference("window_place") is None
        app.running = False
        app.run()
        assert settings.preference("window_place") == [300, 150]
    finally:
        pygame.display.quit()
    settings.forget_cache()
    init_pygame()
    App()
    try:
        assert os.environ["SDL_VIDEO_WINDOW_POS"] == "300,150"
    finally:
        pygame.display.quit()
        os.environ.pop("SDL_VIDEO_WINDOW_POS", None)


def test_a_place_off_a_screen_since_made_smaller_is_moved_onto_it():
    assert fitting_place([300, 150], (1280, 720), (1920, 1080)) == (300, 150)
    assert fitting_place([1700, 900], (1280, 720), (1920, 1080)) == (640, 360)
    assert fitting_place([-500, -40], (888, 500), (1024, 600)) == (0, 0)
    assert fitting_place(None, (888, 500), (1024, 600)) is None
    assert fitting_place([10, 10], (888, 500), None) is None


def test_the_window_is_of_the_class_the_desktop_entry_names(monkeypatch):
    """Importing pygame names the window's class for the program ("main.py"), which the
    desktop entry's StartupWMClass=town-squares does not match: the app names it anew."""
    from pathlib import Path
    from shared.ui.app import name_the_window
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "main.py")     # as `import pygame` leaves it
    monkeypatch.setenv("SDL_VIDEO_WAYLAND_WMCLASS", "main.py")
    name_the_window()
    entry = Path(__file__).resolve().parents[2] / "assets" / "packaging" / "town-squares.desktop"
    wanted = next(line.split("=", 1)[1] for line in entry.read_text().splitlines()
                  if line.startswith("StartupWMClass="))
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == wanted == "town-squares"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == wanted
