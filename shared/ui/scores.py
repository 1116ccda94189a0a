"""The final score sheet: a row per category, a column per team or player, the winner."""
from __future__ import annotations

from typing import Any

import pygame

from shared.engine.i18n import tr

from . import theme
from .hint import hints_taken
from .home import go_home
from .chart import ScoreChart
from .narrator import say
from .scene import Scene
from .setup import draw_look
from .widgets import Button

NOTE_LINE = 20   # a line of the notes under the table
CHART = (110, 84, 1060, 546)   # the score over time, in place of the sheet
# the buttons under every game's final scores, in this order, left to right
FINAL_BUTTONS = [(140, 650, 260, 50), (420, 650, 260, 50), (700, 650, 260, 50),
                 (980, 650, 260, 50)]


def against_printed(session, result) -> str:
    """How one person fared against each printed opponent (a solo player, ROSS): who beat
    whom and by how much; a tie goes by the rules' tie-break. "" for other games."""
    match = session.match
    people = [s for s in range(match.config.players) if session.is_human(s)]
    opponents = [s for s, kind in enumerate(match.config.seats)
                 if kind in match.rules.automa_names]
    if len(people) != 1 or not opponents:
        return ""
    me, clauses = people[0], []
    for seat in opponents:
        names = {"person": session.name(me), "opponent": session.name(seat)}
        margin = result.scores[me] - result.scores[seat]
        if margin:
            clauses.append(tr("{person} beat {opponent} by {margin}", margin=margin, **names)
                           if margin > 0 else
                           tr("{opponent} beat {person} by {margin}", margin=-margin, **names))
        elif (me in result.winners) != (seat in result.winners):
            clauses.append(tr("{person} beat {opponent} on the tie-break", **names)
                           if me in result.winners else
                           tr("{opponent} beat {person} on the tie-break", **names))
        else:
            clauses.append(tr("{person} and {opponent} tied", **names))
    return tr("; ").join(clauses) + tr(".")


class ChartInPlace:
    """"Score over time" as every game's final scores have it: the chart in place of the
    scores and back (the same button, or Esc), a point on it the replay at that move. The
    screen gives the session, its app, `replay(at)` and each seat's colour."""

    app: Any
    session: Any
    chart: ScoreChart | None = None   # made when first asked for
    chart_shown = False

    def chart_button(self, rect) -> Button:
        self._chart_button = Button(rect, tr("Score over time"), self.toggle_chart)
        return self._chart_button

    def chart_colour(self, seat: int) -> tuple:
        raise NotImplementedError

    def replay(self, at: int = 0) -> None:
        raise NotImplementedError

    def toggle_chart(self) -> None:
        if self.chart is None:
            s = self.session
            seats = range(s.match.config.players)
            self.chart = ScoreChart(CHART, s.match, [s.name(p) for p in seats],
                                    [self.chart_colour(p) for p in seats], pick=self.replay)
        self.chart_shown = not self.chart_shown
        self._chart_button.label = tr("Score sheet") if self.chart_shown else \
            tr("Score over time")

    def handle_chart(self, event, pos) -> bool:
        """While the chart is shown: Esc takes it away (True: the key is used), the pointer
        over it lights points and a click opens the replay there."""
        if not self.chart_shown or self.chart is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle_chart()
            return True
        return self.chart.handle(event, pos)


class ScoreSheet(ChartInPlace, Scene):
    closes_on_escape = True

    def __init__(self, app, session, column_look=None):
        super().__init__(app)
        self.session = session
        self.result = session.match.result()
        # column -> (label, look) so each column shows its colour and symbol
        self.column_look = column_look or (lambda col: (
            session.name(self.result.column_seat[col]), session.look(self.result.column_seat[col])))
        chart, replay, table, home = FINAL_BUTTONS
        self.widgets = [
            self.chart_button(chart),
            Button(replay, tr("Replay the game"), self.replay),
            Button(table, tr("Look at the table"), app.pop),
            Button(home, tr("Back to the launcher"), self.leave, primary=True),
        ]

    def say(self, sentence) -> str:
        """A category or the tie-break (a Line or plain text) in the player's language,
        players by their names."""
        return say(sentence, lambda seat: self.session.name(seat.index))

    def replay(self, at: int = 0) -> None:
        from .viewer import ReplayViewer
        self.app.push(ReplayViewer(self.app, self.session.match, self.session.meta, at=at))

    def chart_colour(self, seat: int) -> tuple:
        """A seat's colour: its first column's."""
        return self.column_look(self.result.column_seat.index(seat))[1].rgb

    def handle(self, event, pos) -> None:
        if self.handle_chart(event, pos):
            self.app.dirty = True
            if event.type == pygame.KEYDOWN:
                return
        super().handle(event, pos)

    def leave(self) -> None:
        go_home(self.app)

    def draw(self, canvas) -> None:
        res, s = self.result, self.session
        canvas.clear(theme.TABLE)
        winners = [s.name(w) for w in res.winners]
        headline = (tr("{name} wins!", name=winners[0]) if len(winners) == 1 else
                    tr("{names} win!", names=tr(" and ").join(winners)) if winners else
                    tr("Nobody wins"))
        said = canvas.text(headline, (640, 28), canvas.heading(40), theme.ACCENT, bold=True,
                           anchor="midtop")
        if self.chart_shown:
            assert self.chart is not None   # made when first shown
            self.chart.draw(canvas)
            for widget in self.widgets:
                widget.draw(canvas)
            return
        cols = len(res.columns)
        # the label column as wide as the longest category (within reason)
        labels = [self.say(c) for c in res.categories]
        label_w = min(420, max(200, max(canvas.text_width(t, 17) for t in labels) + 28))
        col_w = min(150, (1160 - label_w) / cols)
        width = label_w + col_w * cols
        x0 = (1280 - width) / 2
        top = max(100, canvas.to_logical(said.bottomleft)[1] + 14)   # (a larger text size)
        row_h = min(46, 420 / (len(res.categories) + 2))
        counted = len(res.scores) != cols or any(len(s.meta["colours"][p]) > 1
                                                 for p in range(len(res.scores)))
        hints = hints_taken(s)
        # the tie-break and the game's notes, wrapped (a long one takes two lines, not a cut)
        said = [self.say(note) for note in ((res.tiebreak,) if res.tiebreak else ()) + res.notes]
        wraps = [canvas.wrap(text, width - 12, 16) for text in said]
        # the lines under the table as far apart as the text size needs
        note_line = max(NOTE_LINE, 16 * 1.25 * canvas.text_scale)
        line_28, line_26 = max(28, note_line + 6), max(26, note_line + 4)
        notes = line_28 * counted + line_26 * bool(hints) + sum(6 + note_line * len(w)
                                                                for w in wraps)
        verdict = against_printed(s, res)   # a solo game: did the person beat each opponent?
        notes += line_26 * bool(verdict)
        canvas.box((x0 - 16, top - 12, width + 32,
                    max(row_h * 1.7, 76) + row_h * len(res.categories) + 32 + notes),
                   theme.PANEL, radius=14, shadow=True)
        for c in range(cols):
            label, look = self.column_look(c)
            cx = x0 + label_w + c * col_w + col_w / 2
            draw_look(canvas, (cx - 16, top, 32, 32), s.ui, look)
            name, _, colour = label.partition(" (")
            canvas.text(name, (cx, top + 36), canvas.fit(name, 15, col_w - 8, True), theme.INK,
                        bold=True, anchor="midtop", max_width=col_w - 8)
            if colour:
                canvas.text(colour.rstrip(")"), (cx, top + 54), 13, theme.INK_SOFT,
                            anchor="midtop", max_width=col_w - 8)
        y = top + max(row_h * 1.7, 76)
        for r, label in enumerate(labels):
            total = r == len(res.categories) - 1
            if total:
                canvas.line((x0, y - 2), (x0 + width, y - 2), theme.INK, 2)
            elif r % 2 == 0:
                canvas.box((x0, y, width, row_h), (240, 234, 220))
            canvas.text(label, (x0 + 12, y + row_h / 2),
                        canvas.fit(label, 18 if total else 17, label_w - 20, total), theme.INK,
                        bold=total, anchor="midleft", max_width=label_w - 20)
            for c in range(cols):
                cx = x0 + label_w + c * col_w + col_w / 2
                canvas.text(str(res.sheet[r][c]), (cx, y + row_h / 2), 20 if total else 17,
                            theme.INK, bold=total, anchor="center")
            y += row_h
        y += 16
        if counted:
            parts = [f"{s.name(p)} {score}" for p, score in enumerate(res.scores)]
            canvas.text(tr("Counted for each player: {scores}", scores=",  ".join(parts)),
                        (x0, y), 17, theme.INK, anchor="topleft", max_width=width)
            y += line_28
        if hints:
            canvas.text(hints, (x0 + 12, y), 16, theme.INK_SOFT, max_width=width - 12)
            y += line_26
        for text, lines in zip(said, wraps):
            for k, line in enumerate(lines):
                canvas.text(line, (x0 + 12, y + note_line * k), 16, theme.INK_SOFT)
            y += 6 + note_line * len(lines)
        if verdict:
            canvas.text(verdict, (x0 + 12, y), 16, theme.INK, bold=True, max_width=width - 12)
        for widget in self.widgets:
            widget.draw(canvas)
