import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The real app window (dummy video driver) with its own user data folder."""
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path / "home"))
    import pygame

    from shared.ui import botrunner
    from shared.ui.app import App, init_pygame
    from shared.ui.launcher import Launcher
    monkeypatch.setattr(botrunner, "MIN_THINK_S", 0.0)
    init_pygame()
    application = App()
    application.push(Launcher(application))
    yield application
    # moves opened the mixer: its audio thread must not outlive the test (a process
    # forked with it running, as the balance tests' worker pools are, hangs)
    from shared.ui import sound
    sound.close()
    pygame.display.quit()


@pytest.fixture(autouse=True)
def fresh_settings():
    """Settings and lessons' progress read afresh: each test has a data folder of its own."""
    from shared.engine import lessons
    from shared.ui import settings
    settings.forget_cache()
    lessons.forget_cache()
    yield
    settings.forget_cache()
    lessons.forget_cache()


@pytest.fixture(autouse=True)
def no_undo_grace(monkeypatch):
    """Tests drive bots at full speed; the grace period has its own test."""
    from shared.ui import play
    monkeypatch.setattr(play, "UNDO_GRACE_S", 0.0)


@pytest.fixture
def tiny():
    """tests/ui/tinygame.py registered for one test: a game of secret hands in three
    cards; its table records every hand it was given to draw."""
    from shared.engine import registry

    from . import tinygame
    registry.register(tinygame.GAME)
    tinygame.TinyTable.given = []
    yield registry.get_rules("tinyhands")
    registry.unregister("tinyhands")


@pytest.fixture
def own_home(tmp_path, monkeypatch):
    """A data folder of the test's own (settings and records read afresh from it): what
    the test writes there stays there."""
    from shared.engine import records
    from shared.ui import settings
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path / "home"))
    settings.forget_cache()
    records.forget_cache()
    yield tmp_path / "home"
    settings.forget_cache()
    records.forget_cache()
