"""Learn to play (issue 32) in the real window: a whole lesson played from the launcher
with posted mouse events (Next clicked, each move clicked where the table plays it), the
coach refusing a move the lesson does not ask for, and the coach's words whole at the
smallest and a large window, in English and German."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from shared.engine import lessons
from shared.ui.coach import Coach
from shared.ui.learn import LessonPicker

from .driver import Driver, drawn

REPO = Path(__file__).resolve().parents[2]


def settle(drv, table, frames=200):
    for _ in range(frames):
        if not table.flights.busy and table.telling is None and \
                (table.coach is None or table.coach.can_go_next() or
                 table.coach.step.kind == "play"):
            return
        drv.pump(1)


# the lessons played to their end by mouse: their moves can all be clicked (or picked
# from a list the mouse opens)
MOUSE_LESSONS = [("simplicity", "first-round"), ("squarecircle", "first-turns"),
                 ("rossio", "a-turn"), ("circleville", "turn-and-rondel"),
                 ("circleville", "actions-and-levels")]


def point_on(drv, table, spot):
    """Where to click a spot: a point of its drawn rect that the table reads as that spot
    (the middle is not always: a card half under the next one), or the button that is
    the spot (a table's own buttons light themselves)."""
    state = table.state
    rect = table.spot_rect(state, spot)
    if rect is None:
        button = getattr(table, f"{spot[1]}_button")   # Circleville's end, finish, bonus
        assert button in table.buttons(), f"{spot}: its button is not shown"
        return button.rect
    x, y, w, h = rect
    for i, j in [(4, 4)] + [(i, j) for i in range(1, 8) for j in range(1, 8)]:
        p = (x + w * i / 8, y + h * j / 8)
        if table.spot_at(state, drv.app.canvas.to_logical(drv.px(p))) == spot:
            return (p[0] - 1, p[1] - 1, 2, 2)
    return rect   # a button drawn there


def pick_in_chooser(drv, chooser, move):
    """Click the chooser's row of `move`, wheeling the list until it shows."""
    index = chooser.decision.moves.index(move)
    while not chooser.first <= index < chooser.first + chooser.rows():
        drv.post(pygame.MOUSEWHEEL, x=0, y=-1 if index >= chooser.first else 1)
        drv.pump(1)
    drv.click(chooser.row_rect(index - chooser.first))


def play_by_mouse(drv, table, move, by_list: bool = False):
    """Make the move as a person does: click its spots where the table draws them, pick
    it in the list a spot of several moves opens, or, for a move with no spot (or
    `by_list`), in the list the table's "More choices" button (or the table itself)
    opens."""
    from shared.ui.chooser import MoveChooser
    app = drv.app
    before = len(table.match.log)
    path = () if by_list else table.spot_path(table.state, move)
    if isinstance(app.scene, MoveChooser) and not path:
        pick_in_chooser(drv, app.scene, move)   # offered by itself: no spot to click
    else:
        if isinstance(app.scene, MoveChooser):   # a list opened by itself: the table's
            drv.click((0, 0, 4, 4))                 # spots are wanted (outside closes it)
        if not path:
            more = getattr(table, "more_button", None)
            assert more is not None, f"{move}: no spot and no More choices button"
            drv.click(more.rect)
            assert isinstance(app.scene, MoveChooser)
            pick_in_chooser(drv, app.scene, move)
        else:
            for spot in path:
                drv.click(point_on(drv, table, spot))
            if isinstance(app.scene, MoveChooser):   # a spot of several moves: its list
                pick_in_chooser(drv, app.scene, move)
    # (a watch step that follows lets the others move at once)
    assert len(table.match.log) > before and table.match.log[before].move == move, \
        f"clicking {path} did not play {move}"


@pytest.mark.parametrize("game, lesson", MOUSE_LESSONS)
def test_a_whole_lesson_is_played_with_the_mouse(app, game, lesson):
    drv = Driver(app)
    learn = next(w for w in app.scene.widgets if getattr(w, "label", "") == "Learn to play"
                 and w.action.args[0].name == game)   # the button under the game's card
    drv.click(learn.rect)
    picker = app.scene
    assert isinstance(picker, LessonPicker) and picker.game.name == game
    section = lessons.load(game).section(lesson)
    row = [s.id for s in picker.book.sections].index(section.id)
    starts = [w for w in picker.widgets if w.label == "Start"]
    drv.click(starts[row].rect)
    table = app.scene
    coach = table.coach
    assert isinstance(coach, Coach) and coach.section.id == section.id
    refused = False
    listed = not hasattr(table, "more_button")   # its lessons' moves all have spots:
    while not coach.done:                         # one is taken from "More choices" too
        settle(drv, table)
        step = coach.step
        if step.kind == "play":
            state, d = table.match.state, table.match.decision()
            assert d is not None and d.seat == coach.person, (game, coach.index)
            wanted = coach.expected(state, d)[0] if step.play != ("any",) else d.moves[0]
            if not refused and step.play != ("any",) and not step.others:
                # another legal move: the coach says what it asks instead
                other = next((m for m in d.moves if m != wanted), None)
                if other is not None:
                    before = len(table.match.log)
                    assert table.play(other, animate_all=True) is False
                    assert len(table.match.log) == before
                    refused = True
            play_by_mouse(drv, table, wanted, by_list=not listed)
            listed = True
        else:
            drv.click(coach.buttons()[-1].rect)   # Next (Finish lesson at the last step)
    assert coach not in table.widgets
    drv.key(pygame.K_ESCAPE)   # the game menu opens over the table: the game goes on
    assert app.scene is not table
    while not isinstance(app.scene, LessonPicker):   # back to the lessons: it is ticked
        app.pop()
    app.scene.enter()
    lessons.forget_progress()
    assert lessons.load_progress().done(game, section.id)
    # the picker's words for the section: its title, marked as finished
    assert f"{section.title} (Finished)" in drawn(app)
    start = [w for w in app.scene.widgets if w.label == "Start"][row]
    assert not start.primary   # no longer the one to take next


def test_another_move_that_would_break_the_bots_written_moves_is_refused(app, tmp_path,
                                                                         monkeypatch):
    """A step that lets another move through (`others`) before a watch step whose moves
    are written out: a move that takes what a bot's written move needs is refused (the
    bots would play their own moves instead and the lesson's words no longer fit); one
    that leaves them be goes ahead, and the watch step plays the written moves."""
    from shared.ui.coach import start_lesson
    from tests.engine.test_lessons import BOTS_WRITTEN, lesson_file
    book = lessons.read("simplicity", lesson_file(tmp_path, BOTS_WRITTEN))
    monkeypatch.setattr(lessons, "load", lambda game: book)
    drv = Driver(app)
    table = start_lesson(app, "simplicity", "one")
    coach = table.coach
    settle(drv, table)
    drv.click(coach.next.rect)
    assert coach.step.kind == "play"
    rules, state, d = table.match.rules, table.match.state, table.match.decision()

    def move(text):
        return lessons.resolve(rules, state, d, text)
    before = len(table.match.log)
    assert table.play(move("tile from planning space 6 to city space B1"), True) is False
    assert len(table.match.log) == before and "next steps need" in app.notice[0]
    assert table.play(move("tile from planning space 4 to city space B1"), True) is True
    assert coach.reaction.startswith("That works too")
    settle(drv, table)
    assert coach.index == 2 and coach.can_go_next()
    written = [str(rules.describe(e.move, table.match.before(i)))
               for i, e in enumerate(table.match.log) if i > before]
    assert written == list(coach.step.watched)


def test_the_banner_says_the_bots_wait_for_the_coachs_next(app):
    """Between watch steps the bots wait for Next: the banner says what is awaited, not
    "Watch the bot's move"."""
    from shared.ui.coach import start_lesson
    drv = Driver(app)
    section = lessons.load("squarecircle").section("first-turns")
    watch = next(i for i, s in enumerate(section.steps) if s.kind == "watch")
    table = start_lesson(app, "squarecircle", section.id, watch - 1)   # a read step
    settle(drv, table)
    d = table.match.decision()
    assert d.seat != table.coach.person and table.coach.holds()
    said = drawn(app)
    assert any("waits for the lesson" in t for t in said), said
    assert any("press Next (Enter)" in t for t in said)
    assert "Watch the bot's move." not in said
    drv.click(table.coach.next.rect)   # the watch step: the bots move, and it says so
    assert not table.coach.holds()
    assert not any("waits for the lesson" in t for t in drawn(app))


def test_the_coachs_panel_is_drawn_over_the_tables_own_buttons(app, monkeypatch):
    """The Square Circle draws its "Turn over two cards" after its widgets: the coach's
    panel must still come over it (only the notices come over the panel)."""
    import attrs

    from shared.ui.coach import start_lesson
    from squarecircle.scene import layout as L
    bx, by, bw, bh = L.REVEAL_BUTTON
    book = lessons.load("squarecircle")
    over = attrs.evolve(book, panel=(bx - 6, by - 28, 400, 200))   # over the button
    monkeypatch.setattr(lessons, "load", lambda game: over)
    section = over.section("first-turns")
    reveal = next(i for i, s in enumerate(section.steps) if s.play == ("Turn over two cards",))
    table = start_lesson(app, "squarecircle", section.id, reveal)
    drv = Driver(app)
    settle(drv, table)
    assert table.reveal_button.label in drawn(app)   # drawn, and then covered
    # inside the button and inside the panel's margin, where the panel writes nothing
    colour = app.canvas.surface.get_at(drv.px((bx + 2, by + bh / 2)))[:3]
    assert all(abs(a - b) <= 12 for a, b in zip(colour, (24, 36, 34))), colour


def test_enter_is_next_and_tab_still_opens_the_move_chooser(app):
    from shared.ui.chooser import MoveChooser
    from shared.ui.coach import start_lesson
    drv = Driver(app)
    table = start_lesson(app, "simplicity", "first-round")
    drv.key(pygame.K_RETURN)
    assert table.coach.index == 1
    book = lessons.load("simplicity").section("first-round")
    play_at = next(i for i, s in enumerate(book.steps) if s.kind == "play")
    while table.coach.index < play_at:
        settle(drv, table)
        drv.key(pygame.K_RETURN)
    settle(drv, table)
    drv.key(pygame.K_TAB)
    assert isinstance(app.scene, MoveChooser)


# run apart: the screenshot command switches the process's language
PROBE = r"""
import json, sys
from shared.ui import canvas as C
from shared.ui import coach as K
cut, overflow = [], []
real = C.Canvas.text
def text(self, t, pos, size=18, *args, max_width=None, **kw):
    if max_width is not None:
        bold = kw.get("bold", args[1] if len(args) > 1 else False)
        s = size
        while s > size * 0.7 and self.text_width(t, s, bold) > max_width:
            s = max(size * 0.7, s * 0.94)
        if self.text_width(t, s, bold) > max_width:
            cut.append([SCENE, t])
    return real(self, t, pos, size, *args, max_width=max_width, **kw)
C.Canvas.text = text
fit = K.Coach.fit
def fitted(self, canvas, width, height):
    size, lines = fit(self, canvas, width, height)
    used = sum(len(ls) * size * canvas.text_scale * 1.3 + 6 for ls, _ in lines)
    if used > height or any(canvas.text_width(l, size) > width + 1 for ls, _ in lines for l in ls):
        overflow.append([SCENE, self.index])
    return size, lines
K.Coach.fit = fitted
import pygame
from shared.engine import i18n, lessons
from shared.ui.coach import start_lesson
from shared.ui.shots import offscreen_app
# each step's table is made once and drawn in every language at every size (a table made
# per drawing, as the screenshot command does, cost minutes)
games, languages, sizes = json.loads(sys.argv[1])
app = offscreen_app(tuple(sizes[0]))
for game in games:
    for section in lessons.load(game).sections:
        for k in range(len(section.steps)):
            while app.scenes:
                app.scenes.pop().closed()
            i18n.use_language("en")
            table = start_lesson(app, game, section.id, k)
            table.update(0)   # the table settles (whose view it shows) as on its first frame
            for language in languages:
                i18n.use_language(language)
                for size in sizes:
                    app.canvas.resize(pygame.Surface(tuple(size)))
                    SCENE = f"{game} {section.id} {k + 1} {language} {size[0]}x{size[1]}"
                    app.draw()
print("CUT " + json.dumps([cut, overflow]))
"""


def test_the_coach_is_whole_in_english_and_german_at_small_and_large_windows(tmp_path):
    job = [lessons_games(), ["en", "de"], [[888, 500], [1920, 1080]]]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TOWN_SQUARES_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(job)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=800)
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("CUT "))
    cut, overflow = json.loads(line[4:])
    assert cut == [], "\n".join(f"{scene}: {text}" for scene, text in cut)
    assert overflow == [], overflow


def test_the_coachs_next_takes_the_keyboard_focus_at_every_games_table(app):
    """Tab gives the coach's Next the table's keyboard focus: a table must keep no other
    meaning under that name (Rossio's 'seat shown large' was called focus() and broke)."""
    from shared.ui.coach import start_lesson
    for game in [g for g in lessons_games()]:
        table = start_lesson(app, game, lessons.load(game).sections[0].id)
        drv = Driver(app)
        drv.key(pygame.K_TAB)
        assert table.focus is table.coach.next, game
        app.draw()                                   # the whole table, with the ring on Next
        drv.key(pygame.K_RETURN)                     # and Next pressed from the keyboard
        app.draw()


def lessons_games() -> list[str]:
    from shared.engine import registry
    return [g for g in registry.game_names() if lessons.has_lessons(g)]
