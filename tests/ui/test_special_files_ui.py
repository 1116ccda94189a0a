"""Nothing lost, ever, at the window: a game finished while records.yaml cannot be written
is told at its table, and a setting that cannot be written is told once on the settings
screen (the engine side is tests/engine/test_special_files.py)."""
import errno
import os

import pytest

from shared.engine import records, registry, saves
from shared.engine.match import Match
from shared.ui import settings
from shared.ui.games import game_ui
from shared.ui.session import Session
from shared.ui.settingsscreen import SettingsScreen

from .driver import Driver
from .test_records import play_to_the_end
from .test_settings_screen import choice

pytestmark = pytest.mark.usefixtures("own_home")   # records afresh per test


def failing_for(monkeypatch, name: str):
    """write_atomic fails (a full disk) for the file called `name` only."""
    real = saves.write_atomic

    def write(path, text):
        if os.path.basename(path) == name:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(path, text)
    monkeypatch.setattr(saves, "write_atomic", write)


def test_a_game_not_counted_is_told_at_its_table(app, monkeypatch):
    failing_for(monkeypatch, "records.yaml")
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 1))
    table = game_ui("simplicity").table_scene()(app, Session(match, {"names": ["Ana", "Bot"]}))
    app.push(table)
    play_to_the_end(table.control)
    assert app.notice and app.notice[0].startswith(
        "Could not write records.yaml (the disk is full): this game was not counted.")
    assert records.problem() is None   # told there, once
    assert records.load().get("players", "simplicity") == {}
    app.draw()


def test_a_setting_not_written_is_told_once(app, monkeypatch):
    failing_for(monkeypatch, "settings.yaml")
    drv = Driver(app)
    app.push(SettingsScreen(app))
    drv.click(choice(app.scene, "sound_volume").rect)
    assert app.notice and app.notice[0].startswith(
        "Could not write settings.yaml (the disk is full): the change holds")
    app.draw()
    app.notice = None
    drv.click(choice(app.scene, "text_size").rect)   # fails alike: not said again
    assert app.notice is None
    assert settings.preference("text_size") != 100   # and the change holds


def test_f11_tells_a_setting_not_written(app, monkeypatch):
    failing_for(monkeypatch, "settings.yaml")
    app.toggle_fullscreen()
    assert app.notice and "settings.yaml" in app.notice[0]
    app.toggle_fullscreen()
