"""Seat setup with printed opponents: a solo player is seated under its own name, with its
picture and what it tends to do; a name the person typed is kept."""
from shared.ui.setup import SeatSetup

from .driver import Driver, open_setup, set_controller


def name_field(setup, seat):
    from shared.ui.setup import ROW_H, ROW_Y
    from shared.ui.widgets import TextField
    return next(w for w in setup.widgets if isinstance(w, TextField) and
                w.rect[1] == ROW_Y + seat * ROW_H)


def test_a_solo_player_takes_its_own_name_and_gives_it_back(app):
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 3)
    set_controller(drv, setup, 1, "bertha")
    assert name_field(setup, 1).text == "Bertha" and setup.names[1] == "Bertha"
    set_controller(drv, setup, 1, "greedy")
    assert name_field(setup, 1).text == "Player 2"
    # a name the person chose stays whoever plays the seat
    name_field(setup, 2).text = "Ana"
    setup.names[2] = "Ana"
    set_controller(drv, setup, 2, "denzel")
    assert name_field(setup, 2).text == "Ana"


def test_a_solo_seat_shows_its_picture_and_character(app):
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 2)
    set_controller(drv, setup, 1, "katherine")
    drawn = []
    real = app.canvas.wrapped
    app.canvas.wrapped = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    pictures = []
    real_image = app.canvas.image
    app.canvas.image = lambda s, r, key=None, **k: pictures.append(key) or real_image(s, r, key, **k)
    app.draw()
    character = dict(setup.game.automa_characters)["katherine"]
    assert character in drawn
    assert ("circleville", "supervisor_yellow") in pictures
    assert isinstance(app.scene, SeatSetup)
