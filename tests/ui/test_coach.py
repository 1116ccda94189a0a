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

from shared.engine import lessons
from shared.ui.coach import Coach
from shared.ui.learn import LessonPicker

from .driver import Driver

REPO = Path(__file__).resolve().parents[2]


def settle(drv, table, frames=200):
    for _ in range(frames):
        if not table.flights.busy and table.telling is None and \
                (table.coach is None or table.coach.can_go_next() or
                 table.coach.step.kind == "play"):
            return
        drv.pump(1)


def test_a_whole_lesson_is_played_with_the_mouse(app):
    drv = Driver(app)
    launcher = app.scene
    learn = next(w for w in launcher.widgets if getattr(w, "label", "") == "Learn to play"
                 and w.action.args[0].name == "simplicity")   # the button under its card
    drv.click(learn.rect)
    picker = app.scene
    assert isinstance(picker, LessonPicker) and picker.game.name == "simplicity"
    drv.click(next(w for w in picker.widgets if w.label == "Start").rect)
    table = app.scene
    coach = table.coach
    assert isinstance(coach, Coach) and coach.section.id == "first-round"
    refused = False
    while not coach.done:
        settle(drv, table)
        step = coach.step
        if step.kind == "play":
            state, d = table.match.state, table.match.decision()
            wanted = coach.expected(state, d)[0]
            if not refused:   # another legal move: the coach says what it asks instead
                other = next(m for m in d.moves if m != wanted)
                before = len(table.match.log)
                assert table.play(other, animate_all=True) is False
                assert len(table.match.log) == before
                refused = True
            for spot in table.spot_path(state, wanted):
                drv.click(table.spot_rect(table.state, spot))
            assert table.match.log[-1].move == wanted
        else:
            drv.click(coach.buttons()[-1].rect)   # Next (Play on at the last step)
    assert refused and coach not in table.widgets
    lessons.forget_progress()
    assert lessons.load_progress().done("simplicity", "first-round")
    drv.key(pygame.K_ESCAPE)   # the game menu opens over the table: the game goes on


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
import main
from shared.engine import lessons
for game, language, size, out in json.loads(sys.argv[1]):
    for section in lessons.load(game).sections:
        for k in range(1, len(section.steps) + 1):
            SCENE = f"{game} {section.id} {k} {language} {size}"
            main.main(["screenshot", game, "--scene", "tutorial", "--section", section.id,
                       "--step", str(k), "--language", language, "--size", size,
                       "--out", out])
print("CUT " + json.dumps([cut, overflow]))
"""


def test_the_coach_is_whole_in_english_and_german_at_small_and_large_windows(tmp_path):
    games = [g for g in ("simplicity", "squarecircle", "rossio", "circleville")
             if lessons.has_lessons(g)]
    jobs = [(game, language, size, str(tmp_path / f"{game}-{language}-{size}.png"))
            for game in games for language in ("en", "de") for size in ("888x500", "1920x1080")]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TOWN_SQUARES_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(jobs)], cwd=REPO, env=env,
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
