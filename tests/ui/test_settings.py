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
