"""The score over time: each player's score after every move of a game (the rules'
`score_now`: the score track, or for a game scored only at the end what the end would give
then), drawn against the game's rounds, with the moves that moved a score the most marked.
Clicking a point asks for that position (the replay viewer goes there).

The series comes from the match's own snapshots (no replaying) and is computed once per
match: a 4-player Circleville game takes a few milliseconds (tests/bench/bench_viewer.py)."""
from __future__ import annotations

import weakref

import attrs
import pygame

from shared.engine.i18n import tr

from . import theme
from .narrator import Narrator
from .widgets import inside

MOMENTS = 6          # moves marked: those that changed a score the most
SNAP = 12            # logical units within which a click takes the nearest point


@attrs.frozen
class Series:
    scores: tuple     # per step (moves played, 0..n): a score per seat, or None
    rounds: tuple     # per step: the round (or turn) under way, 0 where none is counted
    moments: tuple    # steps whose move changed a score the most, in game order

    @property
    def steps(self) -> int:
        return len(self.scores) - 1

    def round_starts(self) -> list[int]:
        """The steps at which a round (or turn) begins, the first position included."""
        return [0] + [k for k in range(1, len(self.rounds)) if self.rounds[k] != self.rounds[k - 1]]

    def change(self, step: int) -> tuple[int, ...]:
        """How the move that led to `step` changed each seat's score (zeros if unknown)."""
        now, before = self.scores[step], self.scores[step - 1] if step else None
        if now is None or before is None:
            return (0,) * len(now or before or ())
        return tuple(a - b for a, b in zip(now, before))


_made: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # match -> (log key, Series)


def series(match) -> Series:
    """The score after each move of `match`, remembered until its log changes."""
    log = match.log
    key = (len(log), log[-1] if log else None)
    known = _made.get(match)
    if known is not None and known[0] == key:
        return known[1]
    rules = match.rules
    states = [match.before(k) for k in range(len(log))] + [match.state]
    scores = tuple(rules.score_now(s) for s in states)
    made = Series(scores, tuple(rules.round_of(s) for s in states), ())
    swings = [(max(map(abs, made.change(k)), default=0), k) for k in range(1, len(scores))]
    top = sorted((s for s in swings if s[0] > 0), key=lambda s: (-s[0], s[1]))[:MOMENTS]
    made = attrs.evolve(made, moments=tuple(sorted(k for _, k in top)))
    _made[match] = (key, made)
    return made


def nice_step(top: int, lines: int = 5) -> int:
    """A round gridline spacing (1, 2, 5, 10, 20, 50...) giving at most `lines` lines."""
    step = 1
    while top / step > lines:
        for factor in (2, 2.5, 2):
            step = int(step * factor)
            if top / step <= lines:
                break
    return step


class ScoreChart:
    """The chart in logical rect `rect`. `pick(step)` is called when a point is clicked;
    `names` and `colours` give each seat's name and RGB (from its Look)."""

    def __init__(self, rect, match, names, colours, pick=None):
        self.rect = tuple(rect)
        self.match = match
        self.names, self.colours = list(names), [tuple(c) for c in colours]
        self.pick = pick
        self.data = series(match)
        self.top = max([v for s in self.data.scores if s for v in s] + [1])
        self.grid = nice_step(self.top)
        self.ceiling = -(-self.top // self.grid) * self.grid   # the highest gridline
        self.starts = self.data.round_starts()
        x, y, w, h = self.rect
        self.plot = (x + 56, y + 78, w - 80, h - 170)
        self.lines = [self.line_of(seat) for seat in range(len(self.names))]
        self.narrator = Narrator(match, lambda seat: self.names[seat.index])
        self.hover: int | None = None   # the step under the pointer

    # --- where things are --------------------------------------------------------------
    def x_of(self, step: int) -> float:
        px, _, pw, _ = self.plot
        return px + pw * step / max(1, self.data.steps)

    def y_of(self, score: float) -> float:
        _, py, _, ph = self.plot
        return py + ph - ph * score / self.ceiling

    def points(self) -> list[int]:
        """The steps drawn as points: round starts and the marked moments."""
        return sorted(set(self.starts) | set(self.data.moments) | {self.data.steps})

    def step_at(self, pos) -> int | None:
        """The step a pointer at `pos` means: the nearest point when one is close, else
        the move under it; None outside the plot."""
        px, py, pw, ph = self.plot
        if not inside((px - SNAP, py - SNAP, pw + 2 * SNAP, ph + 2 * SNAP), pos):
            return None
        near = min(self.points(), key=lambda k: abs(self.x_of(k) - pos[0]))
        if abs(self.x_of(near) - pos[0]) <= SNAP:
            return near
        return max(0, min(self.data.steps, round((pos[0] - px) / pw * self.data.steps)))

    # --- input -------------------------------------------------------------------------
    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEMOTION:
            was, self.hover = self.hover, self.step_at(pos)
            return was != self.hover
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            step = self.step_at(pos)
            if step is not None and self.pick is not None:
                self.pick(step)
                return True
        return False

    # --- drawing -----------------------------------------------------------------------
    def caption(self, step: int) -> str:
        rules, data = self.match.rules, self.data
        scores = data.scores[step]
        shown = ",  ".join(f"{self.names[s]} {v}" for s, v in enumerate(scores)) if scores \
            else tr("no score yet")
        where = tr(rules.round_label, n=data.rounds[step]) if data.rounds[step] else ""
        return (tr("{round}, move {step}: {scores}", round=where, step=step, scores=shown)
                if where else tr("Move {step}: {scores}", step=step, scores=shown))

    def fit_plot(self, canvas) -> None:
        """The plot leaves room under it for the rounds' numbers and name, the caption and
        the preview: more of it at a larger text size."""
        x, y, w, h = self.rect
        plot = (x + 56, y + 78, w - 80, h - 78 - max(92, 14 + 73 * canvas.text_scale))
        if plot != self.plot:
            self.plot = plot
            self.lines = [self.line_of(seat) for seat in range(len(self.names))]

    def draw(self, canvas, current: int | None = None) -> None:
        self.fit_plot(canvas)
        x, y, w, h = self.rect
        data, rules = self.data, self.match.rules
        canvas.box(self.rect, theme.PANEL, radius=14, shadow=True)
        canvas.text(tr("Score over time"), (x + 20, y + 14), 22, theme.INK, bold=True,
                    max_width=w * 0.4)
        self.draw_legend(canvas, x + w * 0.42, y + 18, w * 0.58 - 20)
        px, py, pw, ph = self.plot
        for value in range(0, self.ceiling + 1, self.grid):
            gy = self.y_of(value)
            canvas.line((px, gy), (px + pw, gy), (226, 218, 200) if value else theme.INK_SOFT)
            canvas.text(str(value), (px - 8, gy), 13, theme.INK_SOFT, anchor="midright")
        starts = self.starts
        every = max(1, -(-len(starts) * 28 // int(pw)))   # labels at least 28 units apart
        for i, k in enumerate(starts):
            gx = self.x_of(k)
            canvas.line((gx, py + ph), (gx, py + ph + 5), theme.INK_SOFT)
            if data.rounds[k] and i % every == 0:
                canvas.text(str(data.rounds[k]), (gx, py + ph + 7), 13, theme.INK_SOFT,
                            anchor="midtop")
        canvas.text(tr(rules.rounds_label), (px + pw / 2, py + ph + 7 + 16 * canvas.text_scale),
                    14, theme.INK_SOFT, anchor="midtop")
        if current is not None:
            canvas.line((self.x_of(current), py), (self.x_of(current), py + ph), theme.ACCENT, 2)
        if self.hover is not None:
            canvas.line((self.x_of(self.hover), py), (self.x_of(self.hover), py + ph),
                        theme.INK_SOFT)
        self.draw_lines(canvas)
        step = self.hover if self.hover is not None else current
        if step is not None:
            # the preview at the foot, the caption over it, however large the text
            said = self.narrator.entry_lines(step - 1) if step in data.moments and step else []
            foot = y + h - 4 - 14 * canvas.text_scale * 1.3 if said else y + h - 22
            if said:
                self.draw_preview(canvas, said, (x + 20, y + h - 4), w - 40)
            canvas.text(self.caption(step), (x + 20, foot), 15, theme.INK, anchor="bottomleft",
                        max_width=w - 40)
        else:
            canvas.text(tr("Click a point to see the game there; large dots mark the moves "
                           "that changed a score the most."), (x + 20, y + h - 36), 14,
                        theme.INK_SOFT, max_width=w - 40)

    def draw_legend(self, canvas, x: float, y: float, width: float) -> None:
        each = width / max(1, len(self.names))
        for seat, name in enumerate(self.names):
            lx = x + seat * each
            canvas.circle((lx + 8, y + 9), 7, self.colours[seat])
            canvas.circle((lx + 8, y + 9), 7, theme.INK, 1)
            canvas.text(name, (lx + 20, y + 9), 15, theme.INK, anchor="midleft",
                        max_width=each - 26)

    def lift(self, seat: int) -> float:
        """Lines a little apart, so that equal scores do not hide one another."""
        return (seat - (len(self.names) - 1) / 2) * 1.5

    def line_of(self, seat: int) -> list[tuple[float, float]]:
        """The seat's score as a line of steps: held, then moved by a move."""
        data, lift = self.data, self.lift(seat)
        points, last = [], None
        for k, scores in enumerate(data.scores):
            if scores is None:
                continue
            here = (self.x_of(k), self.y_of(scores[seat]) + lift)
            if last is not None and scores[seat] != last:
                points.append((here[0], points[-1][1]))
            if last is None or scores[seat] != last or k == data.steps:
                points.append(here)
            last = scores[seat]
        return points

    @staticmethod
    def draw_preview(canvas, said: list[str], pos, width: float) -> None:
        """What the marked move was, as the log tells it, on one line: a preview, cut
        short where it runs out of room (the log and the replay show the lines whole), in
        print no smaller than the readable; `pos` is its bottom left."""
        canvas.text("  ".join(line.strip() for line in said), pos, 14, theme.INK_SOFT,
                    anchor="bottomleft", max_width=width, least=canvas.readable())

    def draw_lines(self, canvas) -> None:
        data = self.data
        for seat, points in enumerate(self.lines):
            lift = self.lift(seat)
            colour = self.colours[seat]
            if len(points) > 1:   # an ink edge keeps pale seat colours readable on paper
                shown = [canvas.point(*p) for p in points]
                pygame.draw.lines(canvas.surface, canvas.tint(theme.INK), False, shown,
                                  max(2, canvas.px(4.5)))
                pygame.draw.lines(canvas.surface, canvas.tint(colour), False, shown,
                                  max(1, canvas.px(2.5)))   # as the colour-vision mode shows it
            for k in self.starts:
                if data.scores[k] is not None:
                    centre = (self.x_of(k), self.y_of(data.scores[k][seat]) + lift)
                    canvas.circle(centre, 3.5, theme.INK)
                    canvas.circle(centre, 2.5, colour)
            for k in data.moments:
                if data.change(k)[seat]:
                    centre = (self.x_of(k), self.y_of(data.scores[k][seat]) + lift)
                    size = 8 if k == self.hover else 6
                    canvas.circle(centre, size, colour)
                    canvas.circle(centre, size, theme.INK, 1.5)
