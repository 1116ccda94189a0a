"""Settings: the setup screen remembers the last seats; a bad settings file is kept aside."""
import pygame

from shared.ui import settings
from shared.ui.setup import SeatSetup
from shared.ui.games import game_ui

from .driver import Driver


def test_setup_remembers_the_last_seats(app):
    drv = Driver(app)
    setup = SeatSetup(app, game_ui("simplicity"))
    app.push(setup)
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "3").rect)
    field = next(w for w in app.scene.widgets if getattr(w, "placeholder", "") == "Player 2")
    drv.click(field.rect)
    for _ in range(8):
        drv.key(pygame.K_BACKSPACE)
    drv.type_text("Fefa")
    drv.click(next(w for w in app.scene.widgets if getattr(w, "label", None) == "Start").rect)
    settings.forget_cache()
    again = SeatSetup(app, game_ui("simplicity"))
    assert again.players == 3 and again.names[1] == "Fefa"
    assert again.colours == settings.get("setup.simplicity")["colours"]


def test_unreadable_settings_are_moved_aside_not_lost(tmp_path, monkeypatch):
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path))
    settings.forget_cache()
    (tmp_path / "settings.yaml").write_text("{{{ not yaml")
    assert settings.load() == {}
    kept = list(tmp_path.glob("settings.unreadable-*.yaml"))
    assert len(kept) == 1 and kept[0].read_text() == "{{{ not yaml"


def test_damaged_settings_are_reported_once_and_replaced_by_defaults(tmp_path, monkeypatch):
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path))
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "keep.yaml").write_text("untouched")
    heard = []
    for text in ("setup.simplicity: {players: 'many', names: [], kinds: [], colours: []}",
                 "setup.simplicity: {players: 3, names: [" + "[" * 5000 + "]" * 5000 + "]}",
                 "setup.simplicity: {players: " + "9" * 5000 + "}",
                 "other: 1", "- a list"):
        settings.forget_cache()
        for old in tmp_path.glob("settings*.yaml"):
            old.unlink()
        (tmp_path / "settings.yaml").write_text(text)
        assert settings.get("setup.simplicity", "default", report=heard.append) == "default"
        assert settings.get("setup.simplicity", "default", report=heard.append) == "default"
        assert len(heard) == 1 and "settings.yaml" in heard[0] and len(heard[0]) < 300, heard
        heard.clear()
        kept = list(tmp_path.glob("settings.unreadable-*.yaml"))
        assert len(kept) == 1 and kept[0].read_text() == text
    assert (saves / "keep.yaml").read_text() == "untouched"


def test_a_damaged_settings_file_is_shown_as_a_toast(app, tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.yaml").write_text("setup.simplicity: {players: 3, names: 7}")
    settings.forget_cache()
    app.push(SeatSetup(app, game_ui("simplicity")))
    assert app.notice and "settings.yaml" in app.notice[0] and "names" in app.notice[0]
    app.draw()
