"""Every screen from the keyboard (issue 28, first slice): a visible focus ring that Tab,
Shift+Tab and the arrows move in reading order, Enter and Space press what has it, Left
and Right step a choice. Here a game is chosen, set up, started, left and resumed with
key presses alone; no mouse event is posted."""
import pygame

from shared.ui import theme
from shared.ui.launcher import Launcher
from shared.ui.menu import GameMenu
from shared.ui.setup import SeatSetup
from shared.ui.table import TableScene

from .driver import Driver, open_setup


def tab_to(drv, wanted, limit: int = 60, back: bool = False):
    """Tab (or Shift+Tab) until the focus is on what `wanted(focus)` accepts."""
    for _ in range(limit):
        if app_focus(drv) is not None and wanted(app_focus(drv)):
            return app_focus(drv)
        drv.key(pygame.K_TAB, pygame.KMOD_SHIFT if back else 0)
    raise AssertionError("Tab never reached it")


def app_focus(drv):
    return drv.app.scene.focus


def labelled(text):
    return lambda focus: getattr(focus, "label", None) == text


def ring_drawn(app) -> bool:
    app.draw()
    surface = app.canvas.surface
    w, h = surface.get_size()
    return any(tuple(surface.get_at((x, y)))[:3] == theme.FOCUS
               for x in range(0, w, 2) for y in range(0, h, 2))


def test_choose_set_up_start_leave_and_resume_a_game_with_keys_alone(app):
    drv = Driver(app)
    launcher = app.scene
    assert isinstance(launcher, Launcher) and launcher.focus is None and not ring_drawn(app)
    simplicity = [g.name for g in launcher.games].index("simplicity")
    card = tab_to(drv, lambda focus: focus is launcher.cards[simplicity])
    assert ring_drawn(app)
    drv.key(pygame.K_RETURN)
    setup = app.scene
    assert isinstance(setup, SeatSetup) and setup.game.name == "simplicity"
    # a seat's "played by" steps with Left and Right
    choice = tab_to(drv, lambda focus: hasattr(focus, "options") and
                    focus.options[0][0] == "human")
    before = choice.value
    drv.key(pygame.K_RIGHT)
    assert choice.value != before
    drv.key(pygame.K_LEFT)
    assert choice.value == before
    tab_to(drv, labelled("Start"))
    drv.key(pygame.K_RETURN)
    table = app.scene
    assert isinstance(table, TableScene) and table.match.config.game == "simplicity"
    # leave through the menu, then resume it from the launcher
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, GameMenu)
    tab_to(drv, labelled("Back to the launcher"))
    drv.key(pygame.K_SPACE)
    assert isinstance(app.scene, Launcher)
    resume = tab_to(drv, labelled("Resume"))
    assert app.scene.focus_order()[0] is resume        # the likeliest wish comes first
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, TableScene) and app.scene.match.config.game == "simplicity"
    assert card is not None


def test_shift_tab_goes_back_and_a_click_takes_the_ring_away(app):
    drv = Driver(app)
    launcher = app.scene
    drv.key(pygame.K_TAB)
    first = launcher.focus
    drv.key(pygame.K_TAB)
    assert launcher.focus is not first
    drv.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert launcher.focus is first
    drv.key(pygame.K_TAB, pygame.KMOD_SHIFT)        # round to the last (Quit, bottom right)
    assert launcher.focus is launcher.focus_order()[-1]
    drv.post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    drv.pump(1)
    assert launcher.focus is None and not ring_drawn(app)


def test_returning_to_the_launcher_keeps_the_focus_where_it_was(app):
    drv = Driver(app)
    launcher = app.scene
    drv.key(pygame.K_TAB)
    while launcher.focus is not launcher.cards[1]:   # the second game's card ("Learn to
        drv.key(pygame.K_TAB)                        # play" may follow each card)
    where = launcher.focus_order().index(launcher.focus)
    drv.key(pygame.K_RETURN)                        # a game's setup
    assert isinstance(app.scene, SeatSetup)
    drv.key(pygame.K_ESCAPE)                        # and back
    assert app.scene is launcher and launcher.focus_order().index(launcher.focus) == where


def test_tab_finishes_the_seats_and_options_before_the_seed_at_a_larger_text_size(app):
    """At 150 % text the option rows grow with their notes and the last of them stands
    lower than the seed's field on the right; Tab still visits every option first, then
    the seed, Back and Start (reading order would put the seed between two options)."""
    drv = Driver(app)
    app.canvas.text_scale = 1.5
    setup = open_setup(drv, "circleville", 4)
    app.draw()   # the rows are measured as they are drawn
    hints = setup.option_choices["hints-allowed"]
    assert hints.rect[1] > setup.seed.rect[1]   # the case this is about
    tab_to(drv, lambda focus: focus is setup.option_choices["start-section"])
    drv.key(pygame.K_TAB)
    assert app_focus(drv) is hints
    drv.key(pygame.K_TAB)
    assert app_focus(drv) is setup.seed
    drv.key(pygame.K_TAB)
    assert getattr(app_focus(drv), "label", None) == "Back"
    drv.key(pygame.K_TAB)
    assert getattr(app_focus(drv), "label", None) == "Start"
