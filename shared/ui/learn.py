"""Learn to play: a game's lessons to pick from (launcher and setup screen), each with a
mark when finished and how far it got when begun; picking one opens it at the table with
its coach (shared/ui/coach.py), where it was left."""
from __future__ import annotations

from functools import partial

from shared.engine import lessons
from shared.engine.i18n import tr

from . import theme
from .scene import Scene
from .widgets import Button

ROW_X, ROW_Y, ROW_W, ROW_GAP, ROWS_END = 140, 136, 1000, 10, 626
START_W = 170
TEXT_W = ROW_W - START_W - 60   # a row's heading and words, left of its buttons
LINE_GAP = 1.4   # (accents above and tails below a line at a small window do not meet)


def row_height(count: int, needed: float = 96) -> float:
    """As tall as the words need (96 at least), within what all rows may take to fit
    above the Back button."""
    return min(max(96, needed), (ROWS_END - ROW_Y) / max(1, count) - ROW_GAP)


class LessonPicker(Scene):
    closes_on_escape = True

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self.book = lessons.load(game.name)
        self.build()

    def enter(self) -> None:
        self.build()   # a lesson played meanwhile may be finished now

    def relabel(self) -> None:
        self.build()

    def build(self) -> None:
        progress = lessons.load_progress()
        said = lessons.progress_problem()
        if said:
            self.app.toast(said, 8)
        self.widgets = []
        high = row_height(len(self.book.sections), self.needed())
        for i, section in enumerate(self.book.sections):
            y = ROW_Y + i * (high + ROW_GAP)
            reached = progress.step(self.game.name, section.id)
            label = tr("Go on") if reached else tr("Start")
            left = ROW_X + ROW_W - START_W - 14
            self.widgets.append(Button((left, y + 8, START_W, 36), label,
                                       partial(self.open, section.id, reached), size=16,
                                       primary=not progress.done(self.game.name, section.id)))
            if reached:   # begun and left: it may also start again
                self.widgets.append(Button((left, y + high - 30, START_W, 24),
                                           tr("From the start"),
                                           partial(self.open, section.id, 0), size=12))
        self.widgets.append(Button((1090, 640, 150, 50), tr("Back"), self.app.pop))

    def needed(self) -> float:
        """The height the tallest row's heading and words take at this text size."""
        canvas = self.app.canvas
        scale = canvas.text_scale
        lines = max(len(canvas.wrap(tr(s.teaches), TEXT_W, 13)) for s in self.book.sections)
        return max(36, 8 + 19 * 1.35 * scale) + lines * 13 * LINE_GAP * scale + 8

    def open(self, section_id: str, step: int) -> None:
        from .coach import start_lesson
        start_lesson(self.app, self.game.name, section_id, step)

    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        canvas.text(tr("Learn to play {title}", title=tr(self.game.title)), (60, 40), 36,
                    theme.ON_DARK, bold=True, max_width=1160)
        canvas.text(tr("Lessons at the real table: a coach explains each step and waits for "
                       "your move."), (60, 96), 16, theme.ON_DARK_SOFT, max_width=1160)
        progress = lessons.load_progress()
        high = row_height(len(self.book.sections), self.needed())
        for i, section in enumerate(self.book.sections):
            y = ROW_Y + i * (high + ROW_GAP)
            canvas.box((ROW_X, y, ROW_W, high), theme.PANEL, radius=12, shadow=True)
            done = progress.done(self.game.name, section.id)
            reached = progress.step(self.game.name, section.id)
            cx, cy = ROW_X - 40, y + high / 2
            canvas.circle((cx, cy), 22, theme.GOOD if done else theme.BUTTON)
            if done:   # a tick, drawn: finished (the number alone: not yet)
                canvas.line((cx - 10, cy + 1), (cx - 3, cy + 9), theme.ON_DARK, 4)
                canvas.line((cx - 3, cy + 9), (cx + 11, cy - 8), theme.ON_DARK, 4)
            else:
                canvas.text(str(i + 1), (cx, cy), 22, theme.ON_DARK, bold=True,
                            anchor="center")
            state = (tr("Finished") if done and not reached else
                     tr("Left at step {n} of {count}", n=reached + 1,
                        count=len(section.steps)) if reached else "")
            head = tr("{title} ({state})", title=tr(section.title), state=state) if state \
                else tr(section.title)
            drawn = canvas.text(head, (ROW_X + 20, y + 8), 19, theme.INK, bold=True,
                                max_width=TEXT_W)
            # under the heading, in the row's height: smaller print where many rows or a
            # larger text size leave less of it
            top = max(y + 36, canvas.to_logical(drawn.bottomleft)[1])
            teaches = tr(section.teaches)
            size = canvas.fitting_size([teaches], TEXT_W, y + high - 2 - top, 13,
                                       canvas.readable(), line_gap=LINE_GAP)
            canvas.wrapped(teaches, (ROW_X + 20, top, TEXT_W, y + high - top), size,
                           theme.INK_SOFT, line_gap=LINE_GAP)
        for widget in self.widgets:
            widget.draw(canvas)
