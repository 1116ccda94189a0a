"""Issue 17, settings screen: opened from the launcher and the game menu; every setting is
stored, takes effect at once and survives a restart; an absurd or damaged settings file is
reported naming the file and the field, kept aside, and the defaults are used."""
import json

import pygame
import pytest

from shared.engine import registry
from shared.engine.match import Match
from shared.ui import animation, botrunner, settings
from shared.ui.app import App
from shared.ui.menu import GameMenu
from shared.ui.session import Session
from shared.ui.settingsscreen import SettingsScreen

from .driver import Driver


def labelled(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def choice(screen, key):
    """The screen's control for a setting (its rows are in the order of rows())."""
    from shared.ui.settingsscreen import rows
    keys = [row[0] for row in rows()]
    choices = [w for w in screen.widgets if hasattr(w, "options")]
    return choices[keys.index(key)]


def pick(drv, screen, key, value):
    """Click the setting's control (forward) until it shows `value`."""
    for _ in range(20):
        widget = choice(drv.app.scene, key)
        if widget.value == value:
            return
        drv.click(widget.rect)
    raise AssertionError(f"{key} never showed {value!r}")


def test_opened_from_the_launcher_and_the_game_menu(app):
    drv = Driver(app)
    drv.click(labelled(app.scene, "Settings").rect)
    assert isinstance(app.scene, SettingsScreen)
    drv.key(pygame.K_ESCAPE)
    rules = registry.get_rules("simplicity")
    session = Session(Match(rules, rules.make_config(["human", "greedy"], {}, 1)), {},
                      autosave=False)
    app.push(GameMenu(app, session))
    drv.click(labelled(app.scene, "Settings").rect)
    assert isinstance(app.scene, SettingsScreen)
    drv.click(labelled(app.scene, "Done").rect)
    assert isinstance(app.scene, GameMenu)


def test_every_setting_takes_effect_at_once_and_survives_a_restart(app, monkeypatch):
    drv = Driver(app)
    drv.click(labelled(app.scene, "Settings").rect)
    screen = app.scene
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    screen.build()
    pick(drv, screen, "window_size", [1600, 900])
    assert pygame.display.get_surface().get_size() == (1600, 900)
    pick(drv, screen, "text_size", 115)
    assert app.canvas.text_scale == pytest.approx(1.15)
    wide = app.canvas.text_width("Town Squares", 20)
    pick(drv, screen, "animation_speed", 2.0)
    flights = animation.Flights()
    flights.add(animation.Flight(None, (0, 0, 1, 1), (10, 0, 1, 1), duration=0.5))
    flights.update(0.1)
    assert flights.items[0].elapsed == pytest.approx(0.2)   # twice as fast
    pick(drv, screen, "bot_pace", 0.3)
    pick(drv, screen, "sound_volume", 40)
    pick(drv, screen, "fullscreen", True)
    assert app.fullscreen
    pick(drv, screen, "fullscreen", False)
    assert pygame.display.get_surface().get_size() == (1600, 900)

    # a restart: a new app object reads the file again
    settings.forget_cache()
    again = App()
    assert pygame.display.get_surface().get_size() == (1600, 900) and not again.fullscreen
    assert again.canvas.text_scale == pytest.approx(1.15)
    assert again.canvas.text_width("Town Squares", 20) == pytest.approx(wide)
    stored = json.loads(settings.path().read_text())
    assert stored == {"window_size": [1600, 900], "text_size": 115, "animation_speed": 2.0,
                      "bot_pace": 0.3, "sound_volume": 40, "fullscreen": False}
    assert settings.preference("bot_pace") == 0.3 and settings.preference("sound_volume") == 40


def test_f11_is_remembered_as_the_full_screen_setting(app):
    Driver(app).key(pygame.K_F11)
    settings.forget_cache()
    assert settings.preference("fullscreen") is True
    assert App().fullscreen


def test_animation_speed_off_lands_every_piece_at_once(app):
    settings.put("animation_speed", 0.0)
    flights = animation.Flights()
    flights.add(animation.Flight(None, (0, 0, 1, 1), (10, 0, 1, 1), duration=0.5, delay=0.3))
    assert flights.update(0.016) is False and flights.items == []


class Instant:
    def choose(self, view, decision, ply):
        return "move"


def test_bot_pace_sets_how_long_a_bot_move_stays(tmp_path, monkeypatch):
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path))
    monkeypatch.setattr(botrunner, "MIN_THINK_S", 0.45)
    for pace, handed_over in ((10.0, False), (0.0, True)):
        settings.put("bot_pace", pace)
        runner = botrunner.BotRunner()
        runner.start(Instant(), None, None, 0)
        runner._thread.join()
        assert (runner.poll() == "move") is handed_over


ABSURD = [
    ("sound_volume: -5\n", "sound_volume"),
    ('{"sound_volume": 101}', "sound_volume"),
    ('{"text_size": 1e9}', "text_size"),
    ("text_size: 1000000000\n", "text_size"),
    ('{"fullscreen": "yes"}', "fullscreen"),
    ('{"window_size": [0, -3]}', "window_size"),
    ('{"window_size": "big"}', "window_size"),
    ('{"animation_speed": NaN}', "animation_speed"),
    ('{"bot_pace": 1e999}', "bot_pace"),
    ('{"bot_pace": [1]}', "bot_pace"),
    ('{"language": "xx"}', "language"),
    ('{"volume_of_everything": 3}', "volume_of_everything"),
    ('{"sound_volume": ' + "9" * 5000 + "}", "number"),
    # a whole number too large for a float (310 to 4,300 digits: JSON reads it)
    ('{"text_size": 1' + "0" * 400 + "}", "text_size"),
    ('{"window_size": [1' + "0" * 310 + ", 720]}", "window_size"),
    ('{"bot_pace": ' + "9" * 4300 + "}", "bot_pace"),
    ("[" * 100_000, "nests deeper"),
    ("sound_volume: [unclosed\n", "settings.yaml"),
]


@pytest.mark.parametrize("text,field", ABSURD)
def test_an_absurd_or_damaged_settings_file_is_reported_and_the_defaults_used(
        tmp_path, monkeypatch, text, field):
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    (home / "saves" / "keep.yaml").write_text("untouched")
    (home / "settings.yaml").write_text(text)
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(home))
    from shared.ui.app import init_pygame
    init_pygame()
    app = App()   # starts, with the defaults
    try:
        assert app.notice and "settings.yaml" in app.notice[0] and field in app.notice[0]
        from shared.ui.app import desktop_size, fitting_window
        default = fitting_window(None, desktop_size())   # the first start's window here
        assert not app.fullscreen and pygame.display.get_surface().get_size() == default
        assert app.canvas.text_scale == 1.0
        assert settings.preference("sound_volume") == 70
        from shared.ui.launcher import Launcher
        app.push(Launcher(app))
        app.draw()
    finally:
        pygame.display.quit()
    kept = list(home.glob("settings.unreadable-*.yaml"))
    assert len(kept) == 1 and kept[0].read_text() == text
    assert (home / "saves" / "keep.yaml").read_text() == "untouched"


def test_a_settings_file_in_yaml_style_is_read_too(tmp_path, monkeypatch):
    """JSON is what the app writes; a person may write YAML's own style."""
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path))
    (tmp_path / "settings.yaml").write_text("sound_volume: 30\nwindow_size: [1366, 768]\n")
    assert settings.preference("sound_volume") == 30
    assert settings.preference("window_size") == [1366, 768]


def test_a_wrong_value_from_the_program_is_never_written(tmp_path, monkeypatch):
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path))
    with pytest.raises(settings.SettingsProblem, match="sound_volume"):
        settings.put("sound_volume", -1)
    assert not settings.path().exists()


def test_a_returning_players_settings_are_read_without_yaml(tmp_path):
    """Start-up reads the preferences before the first frame: the JSON the app writes
    needs neither the YAML loader nor the save schema."""
    from .test_startup_imports import \
        test_the_first_launcher_frame_loads_nothing_heavy as first_frame_loads_nothing_heavy
    (tmp_path / "settings.yaml").write_text(json.dumps({
        "sound_volume": 50, "text_size": 115, "colour_vision": "tritanopia",
        "setup.simplicity": {"players": 2, "names": ["Ana", "Zoë"], "kinds": ["human", "greedy"],
                             "colours": [["pink"], ["white"]], "options": {}}}))
    first_frame_loads_nothing_heavy(tmp_path)
    assert not list(tmp_path.glob("settings.unreadable-*"))
