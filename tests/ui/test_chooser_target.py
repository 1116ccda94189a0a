"""Issue 28, item 1: the move chooser's selection lights its target on the board, in the
selection's colour (amber, as its row), in every game; moving the selection moves it."""
import pygame
import pytest

from shared.engine import registry
from shared.engine.match import Match
from shared.ui import theme
from shared.ui.chooser import MoveChooser
from shared.ui.games import game_ui
from shared.ui.hint import HINT
from shared.ui.session import Session
from tests.games import GAMES


def table_for_a_person(app, game):
    rules = registry.get_rules(game)
    seats = ["human"] + ["greedy"] * (max(2, rules.min_players) - 1)
    match = Match(rules, rules.make_config(seats, {}, 3))
    table = game_ui(game).table_scene()(app, Session(match, {"names": ["Ana"]}, autosave=False))
    app.push(table)
    for _ in range(600):   # past any curtain or opening animation to the person's decision
        if table.human_decision() is not None:
            return table
        app.step(1 / 30)
    raise AssertionError("the person never came to move")


@pytest.mark.parametrize("game", GAMES)
def test_the_selected_move_is_lit_on_the_board_and_follows_the_selection(app, game,
                                                                         monkeypatch):
    table = table_for_a_person(app, game)
    d = table.human_decision()
    lit = []
    real = table.draw_hint_ghost
    monkeypatch.setattr(table, "draw_hint_ghost",
                        lambda canvas, move, frame=HINT: (lit.append((move, frame)),
                                                          real(canvas, move, frame))[1])
    chooser = MoveChooser(app, table, d)
    app.push(chooser)
    app.draw()
    assert lit[-1] == (d.moves[0], theme.ACCENT)
    if len(d.moves) > 1:
        before = board(app, chooser)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="",
                                        scancode=0))
        app.draw()
        assert lit[-1] == (d.moves[1], theme.ACCENT)
        if game in BOARD_ABOVE_THE_CHOOSER:
            assert board(app, chooser) != before   # the light moved on the board itself


# games whose first decision's targets lie above the chooser's panel (Rossio's hand, for
# one, is under it: the light is drawn there, behind the panel)
BOARD_ABOVE_THE_CHOOSER = {"circleville", "simplicity"}


def board(app, chooser) -> bytes:
    """The window's pixels with the chooser's panel blanked out."""
    shot = pygame.display.get_surface().copy()
    shot.fill((0, 0, 0), app.canvas.rect(chooser.panel()))
    return pygame.image.tobytes(shot, "RGB")


def test_simplicity_names_city_spaces_as_the_board_labels_them(app):
    """Issue 28: the chooser said "city space 0…29" where the board says A-E and 1-6 and
    the log "E2"."""
    import re
    table = table_for_a_person(app, "simplicity")
    while table.human_decision().kind != "place":
        table.play(table.human_decision().moves[0], animate_all=False)
        table.flights.clear()
        for _ in range(600):
            if table.human_decision() is not None:
                break
            app.step(1 / 30)
    chooser = MoveChooser(app, table, table.human_decision())
    assert chooser.labels and all(re.search(r"city space [A-G][1-9]$", label)
                                  for label in chooser.labels), chooser.labels[:3]
