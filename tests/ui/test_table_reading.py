"""What a person reads on a table (issue 27, "Smaller"):

- Circleville's turn buttons ("More choices (Tab)", "Finish the action", "End your turn",
  "Bonus action") cover no words of the board (the quadrant tracks' labels, the scoring
  track's numbers, the town, the mats, the log) at the windows of a 1366x768, a 1024x600
  (888x500) and a 1920x1080 screen;
- the banner's heading and hint are whole, never cut with "…" nor under the pace's
  buttons, in every game while the step controls show;
- a refusal says its reason (and the rule it breaks), not the decision's prompt too;
- a tip saying why not comes only from the person's own pointing: not after a move by
  keyboard, an undo or redo, nor after a raze that worked, while the pointer rests where
  it was;
- the large mat's grid has headings that sit over the parts they name (the basic
  action's row, the level and alternate action of each row, the basic action's value);
- the replay viewer's banner says who moves next, not what a person would do."""
import pygame
import pytest

from circleville.scene import layout as L
from shared.bots import ask, make_controller
from shared.engine import registry
from shared.engine.match import Match
from shared.ui import theme
from shared.ui.chooser import MoveChooser
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer
from tests.games import GAMES

from .driver import Driver
from .test_circleville_table import table_for, walk

WINDOWS = [(1366, 768), (888, 500), (1920, 1080)]


def window(app, size) -> None:
    """The window at `size`, as after the person (or the system) set it."""
    w, h = size
    pygame.display.set_mode(size)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h))


CUT = "…"   # what a text cut short ends with


def texts_drawn(app) -> list[tuple[str, pygame.Rect]]:
    """Every line of text one frame draws, with where it lands on the screen; a line the
    canvas had to cut (too wide at 70 % of its size for its room) ends with CUT."""
    seen: list[tuple[str, pygame.Rect]] = []
    canvas = app.canvas
    real = canvas.text

    def spy(text, pos, size=18, colour=theme.INK, bold=False, *a, max_width=None, **k):
        rect = real(text, pos, size, colour, bold, *a, max_width=max_width, **k)
        cut = max_width is not None and canvas.text_width(text, size * 0.7, bold) > max_width
        seen.append((text + CUT if cut else text, rect))
        return rect
    canvas.text = spy
    try:
        app.draw()
    finally:
        del canvas.text
    return seen


# --- Circleville's turn buttons off the board's words ---------------------------------------

def test_circleville_turn_buttons_cover_no_words_of_the_board(app):
    table = table_for(app, 4)
    table.offered = object()   # no chooser over the table
    wanted = {"finish", "end", "bonus"}
    checked: set[str] = set()
    quadrant_labels = 0
    for d in walk(table, 4, 1):
        lit = {s[1] for s in table.lit() if s[0] == "button"}
        if not lit & (wanted - checked):
            continue
        checked |= lit
        for size in WINDOWS:
            window(app, size)
            table._layers.clear()
            buttons = table.buttons()
            assert table.more_button in buttons
            labels = {b.label for b in buttons}
            for text, rect in texts_drawn(app):
                quadrant_labels += text.startswith("Quadrant ")
                if text in labels:
                    continue
                for b in buttons:
                    assert not app.canvas.rect(b.rect).colliderect(rect), (size, b.label, text)
            for b in buttons:   # off the town (a zoom may bring its words anywhere in it)
                for area in (L.TOWN, L.SCORE_TOP, L.SCORE_BOTTOM):
                    assert not pygame.FRect(b.rect).colliderect(area), (b.label, area)
        if checked >= wanted:
            break
    assert checked >= wanted, checked
    assert quadrant_labels >= 4 * 3   # the labels were among the words checked


# --- the banner whole while the step controls show ------------------------------------------

@pytest.fixture(params=["en", "de"])
def language(request):
    """The table in English, then in German (its sentences run longer)."""
    from shared.engine.i18n import use_language
    assert use_language(request.param) == []
    yield request.param
    use_language("en")


def person_and_bot(app, game: str, name: str):
    """A table at 1366x768 where `name` plays against a greedy bot, and bots to move for
    both seats."""
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 4))
    session = Session(match, {"names": [name, "Bot"]}, autosave=False)
    table = registry.game_info(game).table_scene()(app, session, live=True)
    app.scenes[:] = [table]
    window(app, (1366, 768))
    return table, [make_controller(rules, "greedy", s, 3) for s in range(2)]


@pytest.mark.parametrize("text_size", [1.0, 1.5])   # the settings' default and largest
@pytest.mark.parametrize("game", GAMES)
def test_the_banner_is_whole_while_the_step_controls_show(app, game, language, text_size):
    app.canvas.text_scale = text_size
    # a name as long as the rulebook's players' (the prompts open with it)
    table, bots = person_and_bot(app, game, "Angelika Schmidt")
    match = table.match
    table.pace.toggle()   # step mode: the pace's buttons stay in the banner
    shown = 0
    for _ in range(40):
        d = match.decision()
        if d is None:
            break
        if d.seat == 0:
            table.follow(curtain=False)
            table.flights.clear()
            table.offered = table.human_decision()
            assert table.pace.shown()
            pace = [app.canvas.rect(b.rect) for b in table.pace.buttons]
            words = [(t, r) for t, r in texts_drawn(app) if r.bottom <= app.canvas.point(0, 66)[1]
                     and r.left < pace[0].left]
            assert words, "nothing drawn in the banner"
            for text, rect in words:
                assert not text.endswith(CUT), text
                assert rect.right <= pace[0].left, (text, rect, pace[0])
            shown += 1
        match.play(ask(bots[d.seat], match))
    assert shown >= 3


# --- refusals: the reason alone, and only for the person's own pointing ----------------------

def test_a_refusal_says_its_reason_and_rule_without_the_prompt(app):
    from circleville.moves import TakeEquipment
    drv = Driver(app)
    table = table_for(app, 2)
    table.offered = table.human_decision()
    d = table.human_decision()
    assert d.kind == "rondel"
    tile = table.state.equipment[0]
    drv.click(L.equipment_slot(0))
    text = app.notice[0]
    prompt = table.prompt_text(d)
    what = table.match.rules.describe(TakeEquipment(tile), table.state)
    assert text.startswith(f"{what} is not possible now. Rule: "), text
    assert prompt not in text and prompt.split(": ", 1)[1].lower() not in text.lower()
    assert table.cited is not None   # the rule it breaks, F1 opens it


def refusals(table) -> list[str]:
    """The why-not tips the table draws from now on."""
    seen: list[str] = []
    real = table.draw_refusal

    def spy(canvas, state):
        shown = real(canvas, state)
        if shown:
            seen.append(table.refusal(state, table.hover_spot))
        return shown
    table.draw_refusal = spy
    return seen


def rest_on(drv, table, spot) -> None:
    x, y, w, h = table.spot_rect(table.state, spot)
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2, y + h / 2)), rel=(0, 0),
             buttons=(0, 0, 0))
    drv.pump(1)


def test_no_why_not_tip_after_keyboard_moves_with_the_pointer_resting_on_a_section(app):
    drv = Driver(app)
    table = table_for(app, 2)
    for d in walk(table, 2, 1):   # the supervisor may step to one of two sections
        steps = [m for m in d.moves if type(m).__name__ == "StepSupervisor"]
        if d.kind == "action" and len(steps) >= 2:
            break
    table.offered = d
    app.scenes[:] = [table]
    move, other = steps[0], steps[1].to
    # the pointer rests on the other section's number (the section itself, no piece)
    x, y, w, h = table.camera.rect_to_logical(L.number_rect(other))
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2, y + h / 2)), rel=(0, 0),
             buttons=(0, 0, 0))
    drv.pump(1)
    assert table.hover_spot == ("section", other)
    seen = refusals(table)
    drv.key(pygame.K_TAB)   # the move chooser: the supervisor to the first section
    chooser = app.scene
    assert isinstance(chooser, MoveChooser)
    while chooser.decision.moves[chooser.index] != move:
        drv.key(pygame.K_DOWN)
    drv.key(pygame.K_RETURN)
    assert table.match.log[-1].move == move
    drv.pump(5)
    assert seen == []
    # the person moves the pointer: now they point at the other section, and its tip
    # says why the supervisor cannot step there too
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2 + 3, y + h / 2)), rel=(3, 0),
             buttons=(0, 0, 0))
    drv.pump(2)
    assert table.hover_spot == ("section", other)
    assert seen, "the person's own pointing at an unlit spot says why not"
    seen.clear()
    drv.key(pygame.K_z, pygame.KMOD_CTRL)   # undo and redo by keyboard, the pointer resting
    drv.pump(5)
    drv.key(pygame.K_y, pygame.KMOD_CTRL)
    drv.pump(5)
    assert table.match.log[-1].move == move
    assert seen == []


def test_no_why_not_tip_after_a_raze_that_worked(app):
    drv = Driver(app)
    table = table_for(app, 2)
    for d in walk(table, 2, 1):
        if d.kind == "action" and any(s[0] == "structure" for s in table.lit()):
            break
    table.offered = d
    app.scenes[:] = [table]
    spot = next(s for s in table.lit() if s[0] == "structure")
    seen = refusals(table)
    drv.click(table.spot_rect(table.state, spot))
    assert type(table.match.log[-1].move).__name__ == "RazeStructure"
    drv.pump(30)
    assert seen == []


# --- the mat's grid: headings beside what they name -------------------------------------------

def test_the_mat_grid_headings_sit_over_the_rows_and_columns_they_name(app):
    from circleville.components import components
    from circleville.scene.mats import alternate_name
    table = table_for(app, 3)
    table.offered = table.human_decision()
    seat = table.large_seat()
    mat = L.player_rows(3, seat)[seat]
    table._layers.clear()
    drawn = texts_drawn(app)
    canvas = app.canvas

    def where(text):
        found = [r for t, r in drawn if t == text and canvas.rect(mat).contains(r)]
        assert found, text
        return found

    def rows_of(rect) -> tuple[int, int]:
        r = canvas.rect(rect)
        return r.top, r.bottom

    def beside(text_rect, rect) -> bool:   # its middle within the row's height
        top, bottom = rows_of(rect)
        return top <= text_rect.centery <= bottom
    comp = components()
    first_cell, last_cell = L.mat_cell(mat, 0, 1), L.mat_cell(mat, len(comp.mat.columns) - 1, 1)
    for alt in comp.mat.alternate_actions:   # each alternate action beside its level's row
        cell = L.mat_cell(mat, 0, alt.level)
        (label,) = where(alternate_name(alt.action))
        assert beside(label, cell), alt.action
        assert label.right <= canvas.rect(cell).left
    (basic,) = where("Basic action")   # beside the basic actions' buttons
    assert beside(basic, L.mat_basic(mat, 0))
    heading = L.mat_heading(mat)
    (levels,) = where("Level: alternate action")   # over the level rows' labels
    assert beside(levels, heading) and levels.bottom <= canvas.rect(first_cell).top + 1
    assert levels.top >= canvas.rect(L.mat_basic(mat, 0)).bottom - 1
    values = where("Value")   # over each colour's column of numbers
    assert len(values) == len(comp.mat.columns)
    for c, value in enumerate(sorted(values, key=lambda r: r.left)):
        column = canvas.rect(L.mat_cell(mat, c, 1))
        assert beside(value, heading)
        assert column.left <= value.left and value.right <= column.right
    assert canvas.rect(first_cell).left < canvas.rect(last_cell).left


# --- the replay viewer's banner -------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_replay_banner_says_who_moves_next_not_what_to_do(app, game):
    rules = registry.get_rules(game)
    for seats in (["human", "greedy"], ["greedy", "human"]):
        match = Match(rules, rules.make_config(seats, {}, 4))
        for _ in range(9):
            match.play(ask(make_controller(rules, "greedy", match.decision().seat, 3), match))
        names = ["Person" if s == "human" else "Bot" for s in seats]
        viewer = ReplayViewer(app, match, {"names": names}, at=8)
        app.scenes[:] = [viewer]
        window(app, (1366, 768))
        bar = min(app.canvas.rect(w.rect).left for w in viewer.widgets)
        seat = viewer.table.match.decision().seat
        banner = [(t, r) for t, r in texts_drawn(app) if r.bottom <= app.canvas.point(0, 66)[1]
                  and r.right <= bar]
        words = [t for t, _ in banner]
        assert f"{names[seat]} moves next" in words, words
        assert "The table after move 8: step on (Right) to see the next one." in words
        assert not any(t.endswith(CUT) for t in words)


# --- the banner's words inside the banner at every text size --------------------------------

@pytest.mark.parametrize("text_size", [0.85, 1.0, 1.25, 1.5])
@pytest.mark.parametrize("game", GAMES)
def test_the_banner_words_stay_inside_the_banner(app, game, language, text_size):
    """A heading and hint that fit its width at the usual sizes still have to fit its
    height: at 150 % they once stood where they stand at 100 % and ran onto the table."""
    from shared.ui.table import BANNER_H
    app.canvas.text_scale = text_size
    table, bots = person_and_bot(app, game, "Ana")
    match = table.match
    bottom = app.canvas.point(0, BANNER_H)[1]
    for _ in range(6):   # the first prompts, the person's and the bot's
        words = sorted(((r.top, t, r) for t, r in texts_drawn(app)
                        if r.top < bottom and r.left < 600),   # words, not the buttons
                       key=lambda w: w[0])
        assert words, "nothing drawn in the banner"
        # a line's print takes the top 88 % of its line (banner_layout's measure)
        ends = [(t, r.top + 0.88 * r.height) for _, t, r in words]
        for (text, end), (_, nxt, below) in zip(ends, words[1:]):
            assert end <= below.top + 1, (text, "runs into", nxt)
        assert ends[-1][1] <= bottom + 1, (ends[-1], bottom)
        match.play(ask(bots[match.decision().seat], match))


@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_the_rondel_row_words_stay_above_its_spaces(app, text_size):
    """The Courthouse rondel's title, round and "Upcoming" keep to the row above the
    spaces (and the rings round lit ones) at any text size."""
    app.canvas.text_scale = text_size
    table = table_for(app, 2)
    window(app, (1366, 768))
    spaces = app.canvas.rect(L.rondel_space(0, 8)).top
    row = {t: r for t, r in texts_drawn(app) if t in ("Courthouse rondel", "Round 1", "Upcoming")}
    assert len(row) == 3, row
    for text, rect in row.items():
        assert rect.top + 0.88 * rect.height <= spaces, (text, rect, spaces)
    assert table.match.state.round == 1
