"""Issue 26, point 1: one pointer-to-move layer for every table (shared/ui/spots.py). In
every registered game, clicking the spots of a legal move one after the other plays that
move; what is lit comes only from the decision's legal moves; a picked first spot can be
put back."""
import pygame
import pytest

from tests.games import GAMES
from tests.ui.driver import Driver
from tests.ui.test_chooser_target import table_for_a_person


def point_on(drv, table, spot):
    """A logical point inside the spot's drawn rect that the table reads as that spot
    (after the round trip through pixels), or None."""
    state = table.state
    rect = table.spot_rect(state, spot)
    if rect is None:
        return None
    x, y, w, h = rect
    for i in range(1, 8):
        for j in range(1, 8):
            p = (x + w * i / 8, y + h * j / 8)
            if table.spot_at(state, drv.app.canvas.to_logical(drv.px(p))) == spot:
                return p
    return None


def the_persons_turn(drv, table):
    for _ in range(900):
        if table.human_decision() is not None:
            return table.human_decision()
        if table.match.finished:
            return None
        drv.pump(1, 1 / 15)
    raise AssertionError("the person never came to move")


def clickable(table, d):
    """The moves of `d` whose spots are all where the table draws them, each the only
    move played at its last spot (several there open a chooser)."""
    state = table.state
    paths = [table.spot_path(state, m) for m in d.moves]
    return [m for m, path in zip(d.moves, paths) if path and paths.count(path) == 1]


@pytest.mark.parametrize("game", GAMES)
def test_clicking_the_spots_of_a_legal_move_plays_it(app, game):
    drv = Driver(app)
    table = table_for_a_person(app, game)
    played = 0
    for turn in range(30):
        d = the_persons_turn(drv, table)
        if d is None:
            break
        # every lit spot is the next spot of some legal move, and only of legal moves
        state = table.state
        assert all(m in d.moves for moves in table.lit().values() for m in moves)
        options = clickable(table, d)
        move = options[(turn * 7) % len(options)] if options else None
        points = [point_on(drv, table, spot) for spot in table.spot_path(state, move)] \
            if move is not None else [None]
        if None in points:   # a move without a place on the table (or hidden): the chooser's
            table.play(d.moves[0], animate_all=True)
            continue
        before = len(table.match.log)
        for p in points:
            drv.click((p[0], p[1], 0, 0))
        # (bots may have moved after it: the person's move is the first new one)
        assert len(table.match.log) > before and table.match.log[before].move == move, (
            game, move, table.spot_path(state, move))
        played += 1
    assert played >= 3, f"{game}: only {played} moves were clicked out"


@pytest.mark.parametrize("game", GAMES)
def test_a_picked_spot_is_put_back_by_a_second_click_or_escape(app, game):
    drv = Driver(app)
    table = table_for_a_person(app, game)
    for _ in range(30):
        d = the_persons_turn(drv, table)
        if d is None:
            pytest.skip(f"{game}: no two-spot move came up")
        state = table.state
        two = [m for m in d.moves if len(table.spot_path(state, m)) == 2]
        first = {table.spot_path(state, m)[0] for m in two}
        if len(first) > 1:   # a choice of what to pick (one alone is picked for the person)
            break
        table.play(d.moves[0], animate_all=True)
    else:
        pytest.skip(f"{game}: no two-spot move came up")
    spot = sorted(first)[0]
    p = point_on(drv, table, spot)
    drv.click((p[0], p[1], 0, 0))
    assert table.picked == (spot,)
    assert all(len(table.spot_path(state, m)) == 2 for moves in table.lit().values()
               for m in moves)
    drv.click((p[0], p[1], 0, 0))
    assert table.picked == ()
    drv.click((p[0], p[1], 0, 0))
    drv.key(pygame.K_ESCAPE)
    assert table.picked == () and app.scene is table


def test_the_template_game_is_played_to_its_end_by_clicks(app, tiny):
    """The README's "Adding a game": tests/ui/tinygame.py, registered, is played on its own
    table through the shared layer alone (its table says only where its cards are)."""
    drv = Driver(app)
    table = table_for_a_person(app, "tinyhands")
    clicked = 0
    while (d := the_persons_turn(drv, table)) is not None:
        move = d.moves[-1]
        p = point_on(drv, table, table.spot_path(table.state, move)[0])
        before = len(table.match.log)
        drv.click((p[0], p[1], 0, 0))
        assert table.match.log[before].move == move
        clicked += 1
    assert clicked == 3 and table.match.finished
