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


# --- issue 28 (shell details): solo as a player count, options that fit the seats -------
def option_rows(setup) -> list[str]:
    return [spec.key for spec in setup.shown_options()]


def test_one_player_seats_the_person_against_the_printed_opponent(app):
    """Rossio's and Circleville's cards say "1-4 players": 1 is a button, and it seats the
    person against ROSS (or Bertha), whose own option then shows."""
    drv = Driver(app)
    for game, automa, option in (("rossio", "ross", "ross-difficulty"),
                                 ("circleville", "bertha", "solo-head-start")):
        setup = open_setup(drv, game, 1)
        assert setup.players == 2 and setup.kinds[:2] == ["human", automa]
        assert setup.solo() and option in option_rows(setup)
        one = next(w for w in setup.widgets if getattr(w, "label", None) == "1")
        assert one.primary   # the count shown lit is 1, not 2
        drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "3").rect)
        assert setup.kinds[:3] == ["human", "greedy", "greedy"]
        assert option not in option_rows(setup)   # nobody it would apply to
        drv.key(__import__("pygame").K_ESCAPE)


def test_the_printed_opponents_option_shows_only_while_one_is_seated(app):
    drv = Driver(app)
    setup = open_setup(drv, "rossio", 2)
    set_controller(drv, setup, 1, "greedy")
    assert "ross-difficulty" not in option_rows(setup)
    set_controller(drv, setup, 1, "ross")
    assert "ross-difficulty" in option_rows(setup)
    choice = setup.option_choices["ross-difficulty"]
    assert choice in setup.widgets and choice.rect[1] == setup.options_top()


def test_played_by_steps_through_the_bots_by_strength(app):
    drv = Driver(app)
    setup = open_setup(drv, "simplicity", 2)
    from shared.ui.setup import ROW_Y
    choice = next(w for w in setup.widgets if getattr(w, "options", None) and
                  w.rect[1] == ROW_Y and w.options[0][0] == "human")
    assert [v for v, _ in choice.options] == ["human", "random", "greedy", "strong", "expert"]


def test_a_choice_shows_its_values_and_how_to_step_back(app):
    """Issue 28: "Played by" cycled without ever showing the list, and right-click stepped
    back unsaid. Resting the pointer on a choice (or giving it the focus) shows every
    value, the current one marked, and the keys and clicks that step through them."""
    import pygame
    drv = Driver(app)
    setup = open_setup(drv, "rossio", 2)
    from shared.ui.setup import ROW_Y
    choice = next(w for w in setup.widgets if getattr(w, "options", None) and
                  w.rect[1] == ROW_Y and w.options[0][0] == "human")
    texts = []
    real = app.canvas.text
    app.canvas.text = lambda text, *a, **k: texts.append(text) or real(text, *a, **k)
    app.draw()
    assert "ROSS" not in texts and "Strong bot" not in texts   # nothing listed yet
    drv.post(pygame.MOUSEMOTION, pos=drv.centre(choice.rect), rel=(0, 0), buttons=(0, 0, 0))
    drv.pump(1)
    texts.clear()
    app.draw()
    assert {"Person", "Random bot", "Greedy bot", "Strong bot", "ROSS"} <= set(texts)
    assert any("right-click: back" in t for t in texts)
    drv.shot("setup-played-by-list")


def test_a_seating_the_rules_refuse_is_said_at_once_in_players_words(app):
    """Issue 28: setup problems came only on Start, in the command line's words ("give
    exactly one other seat (for example --seats human,ross)", "(bertha, bertha)")."""
    drv = Driver(app)
    setup = open_setup(drv, "rossio", 3)
    assert setup.problem() is None
    set_controller(drv, setup, 1, "ross")
    said = setup.problem()
    assert said and said.startswith("ROSS plays against one player alone")
    assert "--" not in said and "ross," not in said
    drv.shot("setup-problem-said-at-once")
    drv.key(__import__("pygame").K_ESCAPE)
    setup = open_setup(drv, "circleville", 3)
    set_controller(drv, setup, 1, "bertha")
    set_controller(drv, setup, 2, "bertha")
    assert setup.problem() == "Each solo player takes part only once: Bertha has two seats"


def test_rosss_option_is_named_as_he_is(app):
    """Issue 28: "Ross difficulty" stood beside "ROSS"; an option may name itself."""
    from shared.ui.setup import option_label
    drv = Driver(app)
    setup = open_setup(drv, "rossio", 1)
    spec = next(s for s in setup.shown_options() if s.key == "ross-difficulty")
    assert option_label(spec) == "ROSS's difficulty"
