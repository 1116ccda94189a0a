"""The final score sheet: a row per category, a column per team or player, the winner."""
from __future__ import annotations

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


class ScoreSheet(Scene):
    closes_on_escape = True

    def __init__(self, app, session, column_look=None):
        super().__init__(app)
        self.session = session
        self.result = session.match.result()
        # column -> (label, look) so each column shows its colour and symbol
        self.column_look = column_look or (lambda col: (
            session.name(self.result.column_seat[col]), session.look(self.result.column_seat[col])))
        self.widgets = [
            Button((420, 650, 260, 50), tr("Replay the game"), self.replay),
            Button((700, 650, 260, 50), tr("Look at the table"), app.pop),
            Button((980, 650, 260, 50), tr("Back to the launcher"), self.leave, primary=True),
            Button((140, 650, 260, 50), tr("Score over time"), self.toggle_chart),
        ]
        self.chart: ScoreChart | None = None   # made when first asked for
        self.chart_shown = False

    def say(self, sentence) -> str:
        """A category or the tie-break (a Line or plain text) in the player's language,
        players by their names."""
        return say(sentence, lambda seat: self.session.name(seat.index))

    def replay(self, at: int = 0) -> None:
        from .viewer import ReplayViewer
        self.app.push(ReplayViewer(self.app, self.session.match, self.session.meta, at=at))

    def toggle_chart(self) -> None:
        """The score over time in place of the sheet (and back); a point opens the replay
        there."""
        if self.chart is None:
            s, seats = self.session, range(self.session.match.config.players)
            column = self.result.column_seat.index   # a seat's colour: its first column's
            self.chart = ScoreChart((110, 84, 1060, 546), s.match, [s.name(p) for p in seats],
                                    [self.column_look(column(p))[1].rgb for p in seats],
                                    pick=self.replay)
        self.chart_shown = not self.chart_shown
        self.widgets[-1].label = tr("Score sheet") if self.chart_shown else tr("Score over time")

    def handle(self, event, pos) -> None:
        if self.chart_shown:
            assert self.chart is not None   # made when first shown
            if self.chart.handle(event, pos):
                self.app.dirty = True
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
        canvas.text(headline, (640, 28), 40, theme.ACCENT, bold=True, anchor="midtop")
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
        top = 100
        row_h = min(46, 420 / (len(res.categories) + 2))
        counted = len(res.scores) != cols or any(len(s.meta["colours"][p]) > 1
                                                 for p in range(len(res.scores)))
        hints = hints_taken(s)
        # the tie-break and the game's notes, wrapped (a long one takes two lines, not a cut)
        said = [self.say(note) for note in ((res.tiebreak,) if res.tiebreak else ()) + res.notes]
        wraps = [canvas.wrap(text, width - 12, 16) for text in said]
        notes = 28 * counted + 26 * bool(hints) + sum(6 + NOTE_LINE * len(w) for w in wraps)
        verdict = against_printed(s, res)   # a solo game: did the person beat each opponent?
        notes += 26 * bool(verdict)
        canvas.box((x0 - 16, top - 12, width + 32,
                    max(row_h * 1.7, 76) + row_h * len(res.categories) + 32 + notes),
                   theme.PANEL, radius=14, shadow=True)
        for c in range(cols):
            label, look = self.column_look(c)
            cx = x0 + label_w + c * col_w + col_w / 2
            draw_look(canvas, (cx - 16, top, 32, 32), s.ui, look)
            name, _, colour = label.partition(" (")
            canvas.text(name, (cx, top + 36), 15, theme.INK, bold=True, anchor="midtop",
                        max_width=col_w - 8)
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
            canvas.text(label, (x0 + 12, y + row_h / 2), 18 if total else 17, theme.INK,
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
            y += 28
        if hints:
            canvas.text(hints, (x0 + 12, y), 16, theme.INK_SOFT, max_width=width - 12)
            y += 26
        for text, lines in zip(said, wraps):
            for k, line in enumerate(lines):
                canvas.text(line, (x0 + 12, y + NOTE_LINE * k), 16, theme.INK_SOFT)
            y += 6 + NOTE_LINE * len(lines)
        if verdict:
            canvas.text(verdict, (x0 + 12, y), 16, theme.INK, bold=True, max_width=width - 12)
        for widget in self.widgets:
            widget.draw(canvas)
