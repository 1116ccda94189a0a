"""The replay viewer: any save, finished or not, stepped through move by move on the game's
own table (the same view a live game uses, with no play controller behind it).

A finished game shows every hand (the game is over). An unfinished one shows what its
person may see when one person sits at it; when several people share secrets, whoever
opened it may be any of them, so it shows only what every seat may see (OBSERVER), with
no choice of seat until the game is over. The save is read once and never written: "Play
on from here" starts a new game from the position shown, saved apart, with the same seats.

Every position is a snapshot the match already holds (Match.at), so a step or a jump to
any move, round or chart point costs the same: drawing the table once
(tests/bench/bench_viewer.py)."""
from __future__ import annotations

import pygame

from shared.bots import make_controller
from shared.engine.contract import OBSERVER
from shared.engine.i18n import tr

from . import theme
from .chart import ScoreChart, series
from .home import go_home
from .scene import Scene
from .session import Session
from .widgets import Button, inside

BAR = (760, 6, 514, 56)          # over the right of the table's banner
TRACK = (BAR[0] + 200, BAR[1] + 42, BAR[2] - 212, 8)
CHART = (110, 84, 1060, 566)     # the score chart, over the table
CHART_BUTTON = (BAR[0] - 84, BAR[1] + 4, 76, 30)
SPEEDS = (0.25, 0.5, 1.0, 2.0)   # seconds a move stays when playing


class ReplayViewer(Scene):
    def __init__(self, app, match, meta: dict, at: int | None = None, seat: int | None = None):
        """`seat`: the one seat an unfinished game is shown to, when the caller knows who
        looks (the screenshot command's --viewer); otherwise the rule above decides."""
        super().__init__(app)
        self.whole = match                       # every move, never changed
        self.meta = meta
        self.moves = len(match.log)
        self.step = self.moves if at is None else at
        self.playing = False
        self.speed = 1
        self.clock = 0.0
        session = Session(match.at(self.step), meta, autosave=False)
        people: list[int | None] = [s for s in range(match.config.players) if match.is_human(s)]
        self.seats: list[int | None] = (
            [None] if match.finished else [seat] if seat is not None else
            [OBSERVER] if session.ui.hidden_information and len(people) > 1 else
            people or [None])
        self.seat = 0                            # index into self.seats
        self.table = session.ui.table_scene()(app, session, live=False)
        self.table.widgets = []                  # no undo, redo or game menu here
        self.table.scores_shown = True
        self.rounds = series(match).round_starts()   # where PageUp and PageDown go
        # a running game's scores may be secret from the seats shown (Rossio's hidden VP):
        # the chart waits for the end unless their views show the same scores
        rules, now = match.rules, match.state
        self.chart_allowed = match.finished or all(
            rules.score_now(rules.view(now, s)) == rules.score_now(now)
            for s in self.seats if s is not None)
        self.chart: ScoreChart | None = None         # made when first opened
        self.chart_open = False
        self.backdrop: pygame.Surface | None = None   # the table drawn once under the open chart
        x, y, w, h = BAR
        # Play on and Close as wide as their words; the bar grows to the left for them
        wide = [max(least, self.app.canvas.text_width(label, 18, True) * 0.85 + 20)
                for label, least in ((tr("Play on"), 110), (tr("Close"), 80))]
        shift = wide[0] + wide[1] - 190
        x -= shift
        self.widgets = [
            Button((x + 8, y + 4, 40, 30), "|<", lambda: self.go(0), tip=tr("Start (Home)")),
            Button((x + 52, y + 4, 40, 30), "<", lambda: self.go(self.step - 1),
                   tip=tr("One move back (Left); a round back: PageUp")),
            Button((x + 96, y + 4, 64, 30), "", self.toggle, tip=tr("Play or pause (Space)")),
            Button((x + 164, y + 4, 40, 30), ">", lambda: self.go(self.step + 1),
                   tip=tr("One move on (Right); a round on: PageDown")),
            Button((x + 208, y + 4, 40, 30), ">|", lambda: self.go(self.moves),
                   tip=tr("End (End)")),
            Button((x + 252, y + 4, 56, 30), "", self.faster, tip=tr("Speed (+)")),
            Button((x + 312, y + 4, wide[0], 30), tr("Play on"), self.play_on,
                   self.can_play_on, tip=tr("A new game from here, saved apart")),
            Button((x + 316 + wide[0], y + 4, wide[1], 30), tr("Close"), self.app.pop,
                   tip=tr("Close (Esc)")),
            Button((CHART_BUTTON[0] - shift, *CHART_BUTTON[1:]), tr("Chart"), self.toggle_chart,
                   lambda: self.chart_allowed,
                   tip=tr("Score over time; a click on it goes there (C)"),
                   why_not=lambda: tr("The chart opens once the game is over: the scores "
                                      "may be secret until then")),
        ]
        if len(self.seats) > 1:
            self.widgets.append(Button((CHART_BUTTON[0] - shift - 150, y + 4, 142, 30), "",
                                       self.next_seat, tip=tr("Whose view is shown")))
        # the table's banner says what the replay shows, its words left of the bar's box
        self.table.replay_end = min(widget.rect[0] for widget in self.widgets) - 18
        self.show()

    # --- moving through the game ------------------------------------------------------
    def show(self) -> None:
        """Put the table at the current step, seen by the chosen seat."""
        past = self.whole.at(self.step)
        table = self.table
        table.match = table.session.match = table.narrator.match = past
        table.flights.clear()
        table.viewer = self.seats[self.seat]
        table.picked = ()
        self.backdrop = None
        self.explain(past)
        self.label()
        self.app.dirty = True

    def explain(self, past) -> None:
        """Why the move just shown was made, when a bot or a printed opponent made it: a
        bot's reason is its kind's; a printed opponent's procedure is followed again."""
        if not past.log:
            return
        index, entry = len(past.log) - 1, past.log[-1]
        rules = past.rules
        name = past.config.seats[entry.seat]
        if index in self.table.narrator.reasons or name == "human":
            return
        controller = make_controller(rules, name, entry.seat, past.config.seed)
        if name in rules.automa_names:   # its reason comes from its procedure, followed again
            before = self.whole.at(index)
            if controller.choose(before.view(entry.seat), before.decision(), index) != entry.move:
                return
        self.table.narrator.reasons[index] = controller.reason(entry.move)

    def go(self, step: int) -> None:
        step = max(0, min(self.moves, step))
        if step != self.step:
            self.step = step
            self.show()
        if step == self.moves:
            self.playing = False
            self.label()

    def next_round(self, direction: int) -> None:
        """To the start of the next round (or turn), or back to the start of this one
        (of the one before, from its first move)."""
        if direction > 0:
            self.go(next((k for k in self.rounds if k > self.step), self.moves))
        else:
            self.go(next((k for k in reversed(self.rounds) if k < self.step), 0))

    def toggle_chart(self) -> None:
        if not self.chart_allowed:
            return
        if self.chart is None:
            session = self.table.session
            seats = range(self.whole.config.players)
            # a table that gives seats their colours itself (from the rules) says so by look()
            look = getattr(self.table, "look", session.look)
            self.chart = ScoreChart(CHART, self.whole, [session.name(s) for s in seats],
                                    [look(s).rgb for s in seats], pick=self.pick)
        self.chart_open = not self.chart_open

    def pick(self, step: int) -> None:
        """A chart point was clicked: the table at that move."""
        self.chart_open = False
        self.go(step)

    def toggle(self) -> None:
        self.playing = not self.playing and self.step < self.moves
        self.clock = 0.0
        self.label()

    def faster(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.label()

    def next_seat(self) -> None:
        self.seat = (self.seat + 1) % len(self.seats)
        self.show()

    def label(self) -> None:
        self.widgets[2].label = tr("Pause") if self.playing else tr("Play")
        self.widgets[5].label = f"{1 / SPEEDS[self.speed]:g}x"
        if len(self.seats) > 1:
            seat = self.seats[self.seat]
            self.widgets[-1].label = tr("{name}'s view", name=self.table.session.name(seat))

    def where(self) -> str:
        """The position shown, in the game's rounds (or turns) and moves."""
        rules = self.whole.rules
        number = rules.round_of(self.table.match.state)
        if not number:
            return tr("Move {step} of {moves}", step=self.step, moves=self.moves)
        return tr("{round}, move {step} of {moves}", round=tr(rules.round_label, n=number),
                  step=self.step, moves=self.moves)

    def can_play_on(self) -> bool:
        return self.table.match.decision() is not None

    def play_on(self) -> None:
        """A new game from the position shown, with the same seats, in its own autosave."""
        from shared.engine.match import Match
        past = self.whole.at(self.step)
        branch = Match.replay(past.rules, past.config, [e.move for e in past.log])
        session = Session(branch, self.meta)
        go_home(self.app)
        self.app.push(session.ui.table_scene()(self.app, session))
        self.app.toast(tr("Playing on from move {step}: a new game, saved apart.",
                          step=self.step))

    # --- input and time ------------------------------------------------------------------
    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and self.chart_open:
                self.chart_open = False
                self.app.dirty = True
                return
            keys = {pygame.K_LEFT: lambda: self.go(self.step - 1),
                    pygame.K_RIGHT: lambda: self.go(self.step + 1),
                    pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.moves),
                    pygame.K_SPACE: self.toggle, pygame.K_PLUS: self.faster,
                    pygame.K_KP_PLUS: self.faster, pygame.K_ESCAPE: self.app.pop,
                    pygame.K_PAGEUP: lambda: self.next_round(-1),
                    pygame.K_PAGEDOWN: lambda: self.next_round(1), pygame.K_c: self.toggle_chart}
            if event.key == pygame.K_ESCAPE and self.focus in self.focus_order():
                self.focus = None   # the ring goes first
            elif event.key in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER) or \
                    event.key == pygame.K_SPACE and self.focus in self.focus_order():
                # Tab over the buttons, Enter (and Space, once one has the ring) presses
                self.handle_focus(event)
            elif event.key in keys:
                keys[event.key]()
            self.app.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus = None   # the pointer took over: no ring left behind
        if self.handle_widgets(event, pos):
            self.app.dirty = True
            return
        if self.chart_open:   # the chart covers the table: nothing reaches it
            assert self.chart is not None   # made when first opened
            if self.chart.handle(event, pos):
                self.app.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and inside(
                (TRACK[0], TRACK[1] - 6, TRACK[2], TRACK[3] + 12), pos):
            self.go(round((pos[0] - TRACK[0]) / TRACK[2] * self.moves))
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            self.table.handle(event, pos)   # hovering and scrolling only: nothing is played

    def update(self, dt: float) -> bool:
        busy = self.table.flights.update(dt)
        if self.playing:
            self.clock += dt
            if self.clock >= SPEEDS[self.speed]:
                self.clock = 0.0
                self.go(self.step + 1)
            return True
        return busy

    def draw(self, canvas) -> None:
        if not self.chart_open:
            self.table.draw(canvas)
        else:   # the table stands still under the chart: drawn once, then copied
            surface = canvas.surface
            if self.backdrop is None or self.backdrop.get_size() != surface.get_size():
                self.table.draw(canvas)
                self.backdrop = surface.copy()
            else:
                surface.blit(self.backdrop, (0, 0))
            assert self.chart is not None   # made when first opened
            self.chart.draw(canvas, self.step)
        x, y, w, h = BAR
        left = x - min(widget.rect[0] for widget in self.widgets) + 8
        canvas.box((x - left, y - 2, w + left + 2, h + 4), theme.TABLE_DARK, radius=10)
        tx, ty, tw, th = TRACK
        canvas.box(TRACK, (70, 84, 80), radius=4)
        if self.moves:
            canvas.box((tx, ty, tw * self.step / self.moves, th), theme.ACCENT, radius=4)
        # from the box's left edge: under the Chart and seat buttons when the words need it
        where, room = self.where(), tx - (x - left) - 16
        canvas.text(where, (x - left + 10, ty + th / 2), canvas.fit(where, 13, room),
                    theme.ON_DARK_SOFT, anchor="midleft", max_width=room)
        for widget in self.widgets:
            widget.draw(canvas)
