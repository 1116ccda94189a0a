"""Issue 10, defects seen in play, each driven in the real window with posted events:
a greyed undo button that never says why, toasts over legal targets, a tooltip that
stays after the menu closes or the pointer leaves, and name fields without Ctrl+A."""
import pygame

from shared.ui.menu import GameMenu
from shared.ui.setup import SeatSetup
from shared.ui.widgets import Button, TextField
from simplicity.scene import layout as SL
from simplicity.scene.table import SimplicityTable
from simplicity.moves import PlaceTile
from squarecircle.scene import layout as QL
from squarecircle.scene.table import SquareCircleTable

from . import driver
from .driver import Driver, set_controller, wait_for_bots

BANNER_BOTTOM = 66


def hover(drv, rect) -> None:
    drv.post(pygame.MOUSEMOTION, pos=drv.centre(rect), rel=(0, 0), buttons=(0, 0, 0))
    drv.pump()


def shown_on_hover(drv, button) -> list[str]:
    """The texts drawn once the pointer rests on `button`."""
    hover(drv, button.rect)
    return texts_drawn(drv.app)


def texts_drawn(app) -> list[str]:
    """Every line of text the next frame draws."""
    seen = []
    real = app.canvas.text

    def record(text, *args, **kwargs):
        seen.append(text)
        return real(text, *args, **kwargs)

    app.canvas.text = record
    try:
        app.draw()
    finally:
        del app.canvas.text
    return seen


def notice_pill(app):
    """The logical rect of the toast on screen."""
    boxes = []
    real = app.canvas.box

    def record(r, *args, **kwargs):
        boxes.append(tuple(r))
        return real(r, *args, **kwargs)

    app.canvas.box = record
    try:
        app.draw_notice(app.notice[0])
    finally:
        del app.canvas.box
    assert len(set(boxes)) == 1   # the pill (and, for a link, its outline)
    return boxes[0]


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def settle(drv, table) -> None:
    for _ in range(200):
        if not table.flights.busy:
            return
        drv.pump(1)
    raise AssertionError("the animation never ended")


def square_circle(app, seats: list[str]) -> SquareCircleTable:
    drv = Driver(app)
    setup = driver.open_setup(drv, "squarecircle", len(seats))
    for seat, kind in enumerate(seats):
        set_controller(drv, setup, seat, kind)
    table = driver.start(drv, setup, SquareCircleTable)
    wait_for_bots(drv, table)
    settle(drv, table)
    return table


def undo_button(table):
    return next(w for w in table.widgets if w.tip.startswith("Undo"))


def redo_button(table):
    return next(w for w in table.widgets if w.tip.startswith("Redo"))


def menu_button(table):
    return next(w for w in table.widgets if w.tip.startswith("Menu"))


# --- a greyed undo button says why ---------------------------------------------------
def test_greyed_undo_says_why_at_each_kind_of_barrier(app):
    drv = Driver(app)
    table = square_circle(app, ["human", "human"])
    undo = undo_button(table)

    assert "Nothing to undo yet" in shown_on_hover(drv, undo)
    assert not undo.enabled()

    drv.click(QL.REVEAL_BUTTON)          # turning cards over cannot be taken back
    settle(drv, table)
    assert "Nothing to undo: what was turned over or drawn cannot be taken back" \
        in shown_on_hover(drv, undo)
    assert not undo.enabled()

    d = table.match.decision()           # place a merchant: the next person takes over
    move = d.moves[0]
    drv.click(QL.CARD_SLOTS[table.match.state.table.index(move.card)])
    drv.click(QL.stone_rect(move.space, move.symbol))
    settle(drv, table)
    assert table.match.decision().seat != d.seat
    assert "Nothing to undo: play has passed to the next person" in shown_on_hover(drv, undo)
    assert not undo.enabled()


def test_greyed_redo_says_why_and_a_usable_button_shows_only_its_tip(app):
    drv = Driver(app)
    table = square_circle(app, ["human", "greedy"])
    redo = redo_button(table)
    drawn = shown_on_hover(drv, redo)
    assert "Redo (Ctrl+Y)" in drawn
    assert "Nothing to redo: only moves taken back can be played again" in drawn

    button = Button((100, 100, 64, 44), "", lambda: None, tip="Go",
                    why_not=lambda: "Never shown while usable")
    assert button.tip_lines(on=True) == ["Go"]


def test_match_says_why_undo_is_blocked():
    from shared.engine import registry
    from shared.engine.match import Match
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["human", "human"], {}, 5))
    assert match.undo_blocker() == "Nothing to undo yet"
    match.play(match.decision().moves[0])            # turn over two cards
    assert match.turn_undo_steps() == 0
    assert "turned over" in match.undo_blocker()
    match.play(match.decision().moves[0])            # a merchant, then the other person
    assert "passed to the next person" in match.undo_blocker()


# --- toasts keep off legal targets -----------------------------------------------------
def test_a_refused_move_notice_keeps_off_simplicity_targets(app):
    drv = Driver(app)
    setup = driver.open_setup(drv, "simplicity", 2)   # the largest cells: 5 x 6
    table = driver.start(drv, setup, SimplicityTable)
    for _ in range(20):
        wait_for_bots(drv, table)
        settle(drv, table)
        d = table.match.decision()
        if d.kind == "place":
            break
        drv.click(SL.tile_rect(d.moves[0].slot))    # demolish, then on to a placement
    state = table.match.state
    slot = d.moves[0].slot
    wrong = next(s for s in range(state.cols * state.rows) if PlaceTile(slot, s) not in d.moves)
    drv.click(SL.tile_rect(slot))
    drv.click(SL.cell_rect(wrong, state.cols, state.rows))
    assert app.notice is not None                    # the refusal, with its reason
    pill = notice_pill(app)
    targets = [SL.cell_rect(m.space, state.cols, state.rows) for m in d.moves] + \
        [SL.tile_rect(m.slot) for m in d.moves]
    assert not [t for t in targets if overlaps(pill, t)]
    assert not overlaps(pill, SL.city_frame(state.cols, state.rows))
    assert not overlaps(pill, SL.PLANNING_BOARD)
    assert pill[1] >= BANNER_BOTTOM
    drv.shot("defect-toast-simplicity")


def test_a_notice_keeps_off_the_square_circle_board_and_cards(app):
    drv = Driver(app)
    table = square_circle(app, ["human", "greedy"])
    drv.click(QL.REVEAL_BUTTON)
    settle(drv, table)
    d = table.match.decision()
    card = d.moves[0].card
    drv.click(QL.CARD_SLOTS[table.match.state.table.index(card)])
    allowed = {(m.space, m.symbol) for m in d.moves if m.card == card}
    stone = next(s for s in table.comp.stones if (s.space, s.symbol) not in allowed)
    drv.click(QL.stone_rect(stone.space, stone.symbol))
    assert app.notice is not None
    pill = notice_pill(app)
    assert not overlaps(pill, QL.BOARD)
    assert not [r for r in QL.CARD_SLOTS if overlaps(pill, r)]
    assert pill[1] >= BANNER_BOTTOM
    drv.shot("defect-toast-squarecircle")


def test_a_long_notice_narrows_to_fit_beside_the_board(app):
    table = square_circle(app, ["human", "greedy"])
    app.toast("A long notice " * 12)
    pill = notice_pill(app)
    assert not [r for r in table.keep_clear() if overlaps(pill, r)]
    assert pill[0] + pill[2] <= 1280 and pill[1] + pill[3] <= 720


# --- no tooltip stays behind -----------------------------------------------------------
def test_menu_tip_goes_when_the_menu_opens_and_closes(app):
    drv = Driver(app)
    table = square_circle(app, ["human", "greedy"])
    menu = menu_button(table)
    assert "Menu (Esc)" in shown_on_hover(drv, menu)
    drv.click(menu.rect)
    assert isinstance(app.scene, GameMenu)
    assert "Menu (Esc)" not in texts_drawn(app)      # the table shows through the dimming
    drv.key(pygame.K_ESCAPE)
    assert app.scene is table
    assert not any(getattr(w, "hover", False) for w in table.widgets)
    assert "Menu (Esc)" not in texts_drawn(app)


def test_tip_goes_when_the_pointer_leaves_the_window(app):
    drv = Driver(app)
    table = square_circle(app, ["human", "greedy"])
    undo = undo_button(table)
    assert "Undo (Ctrl+Z)" in shown_on_hover(drv, undo)
    drv.post(pygame.WINDOWLEAVE)
    drv.pump()
    assert not undo.hover
    assert "Undo (Ctrl+Z)" not in texts_drawn(app)


def test_moving_straight_from_one_button_to_the_next_leaves_one_lit(app):
    drv = Driver(app)
    table = square_circle(app, ["human", "greedy"])
    drv.click(menu_button(table).rect)
    menu = app.scene
    first, second = menu.widgets[0], menu.widgets[1]
    hover(drv, second.rect)
    hover(drv, first.rect)
    assert first.hover and not second.hover


# --- name fields edit like any other text box ---------------------------------------
def name_field(app) -> TextField:
    drv = Driver(app)
    setup = driver.open_setup(drv, "simplicity", 2)
    assert isinstance(setup, SeatSetup)
    field = next(w for w in setup.widgets if isinstance(w, TextField))
    drv.click(field.rect)
    assert field.focused
    return field


def test_ctrl_a_selects_the_name_and_typing_replaces_it(app):
    drv = Driver(app)
    field = name_field(app)
    drv.type_text("Ana Maria")
    drv.key(pygame.K_a, pygame.KMOD_LCTRL)
    assert field.selection() == (0, len(field.text))
    drv.shot("defect-name-selected")
    drv.type_text("Zoë")
    assert field.text == "Zoë"
    drv.key(pygame.K_a, pygame.KMOD_LCTRL)
    drv.key(pygame.K_BACKSPACE)
    assert field.text == ""


def test_caret_keys_and_word_delete(app):
    drv = Driver(app)
    field = name_field(app)
    drv.key(pygame.K_a, pygame.KMOD_LCTRL)
    drv.type_text("Ana Maria")
    drv.key(pygame.K_BACKSPACE, pygame.KMOD_LCTRL)     # the last word goes
    assert field.text == "Ana "
    drv.key(pygame.K_HOME)
    drv.type_text("Dr ")
    assert field.text == "Dr Ana "
    drv.key(pygame.K_END)
    drv.key(pygame.K_LEFT)
    drv.type_text("!")
    assert field.text == "Dr Ana! "
    drv.key(pygame.K_RIGHT)
    drv.key(pygame.K_LEFT, pygame.KMOD_LSHIFT)
    drv.key(pygame.K_LEFT, pygame.KMOD_LSHIFT)
    drv.key(pygame.K_DELETE)
    assert field.text == "Dr Ana"
    drv.key(pygame.K_a, pygame.KMOD_LCTRL | pygame.KMOD_RALT)   # AltGr types, not a shortcut
    assert field.selection() is None


def test_typed_text_stays_within_the_limit_when_replacing(app):
    drv = Driver(app)
    field = name_field(app)
    drv.key(pygame.K_a, pygame.KMOD_LCTRL)
    drv.type_text("x" * 40)
    assert field.text == "x" * field.max_len
    drv.key(pygame.K_HOME)
    drv.type_text("y")
    assert field.text == "x" * field.max_len


def test_control_characters_and_odd_names_never_crash_drawing(app):
    drv = Driver(app)
    field = name_field(app)
    drv.key(pygame.K_a, pygame.KMOD_LCTRL)
    drv.type_text("A\x00b\nc\td\ud800😀")
    assert field.text == "Abcd😀"
    app.draw()
    from shared.ui.canvas import Canvas
    canvas = Canvas(pygame.Surface((320, 200)))
    for name in ("A\x00B", "lone \ud800 half", "two\nlines", "\x7f\x9b", "🂡 \u200d 𝕏"):
        canvas.text(name, (10, 10), 18, max_width=80)
        assert canvas.text_width(name, 18) >= 0


def test_a_table_draws_a_loaded_name_with_a_nul_in_it(app):
    table = square_circle(app, ["human", "greedy"])
    table.session.meta["names"][0] = "Ana\x00\ud800\nBea"
    assert "Ana\x00\ud800\nBea" in texts_drawn(app)   # drawn, as the font can
