"""Final scoring step by step, over the finished town, before the score sheet ("07 Game
end and final scoring"): the points each player had, then each quadrant's ranking (the
marker values, the points for each rank; ties and rounding are the rules' own), the
achievement tiles, the unused year bonus tiles, and the totals with the winner. One row
comes in at a time (a click or a key brings the next at once; Esc goes to the sheet)."""
from __future__ import annotations

import pygame

from shared.engine.i18n import tr
from shared.ui import theme
from shared.ui.narrator import say
from shared.ui.scene import Scene
from circleville.scoring import FINAL_CATEGORIES

from .mats import piece

STEP_S = 1.1          # a row every so long: slow enough to read, quick to the sheet
PANEL = (190, 110, 900, 500)


class FinalScoring(Scene):
    transparent = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        state = table.match.state
        self.state = state
        self.rows = self.build_rows(state)
        self.shown = 1
        self.clock = 0.0

    def build_rows(self, state) -> list:
        """(label, a cell per seat) for each step; the last row is the total."""
        n = state.n
        rows = [(tr("Before final scoring"), [str(p.score) for p in state.players])]
        for i, category in enumerate(FINAL_CATEGORIES):
            label = say(category, self.table.seat_label)
            cells = []
            for seat, p in enumerate(state.players):
                points = state.final[seat][i] if state.final else 0
                if i < len(p.markers):   # a quadrant: where the marker ended, what it paid
                    cells.append(tr("{marker} on the track: {vp} VP", marker=p.markers[i],
                                    vp=points))
                else:
                    cells.append(tr("{vp} VP", vp=points))
            rows.append((label, cells))
        result = self.table.match.result()
        rows.append((tr("Total"), [tr("{vp} VP", vp=result.scores[s]) for s in range(n)]))
        return rows

    def advance(self) -> None:
        if self.shown < len(self.rows):
            self.shown += 1
            self.clock = 0.0
            self.app.dirty = True
        else:
            self.finish()

    def finish(self) -> None:
        from shared.ui.scores import ScoreSheet
        self.app.pop()
        self.app.push(ScoreSheet(self.app, self.table.session, self.table.column_look))

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.finish()
        elif event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP
                                              and event.button == 1):
            self.advance()

    def update(self, dt: float) -> bool:
        self.clock += dt
        if self.clock >= STEP_S:
            self.advance()
        return True

    def draw(self, canvas) -> None:
        x, y, w, h = PANEL
        state = self.state
        canvas.box(PANEL, theme.PANEL, radius=14, shadow=True)
        canvas.text(tr("Final scoring"), (x + 24, y + 16), 24, theme.INK, bold=True)
        canvas.text(tr("The supervisor bonus is in the markers: each supervisor's quadrant moved "
                       "one step. Click for the next row, Esc for the score sheet."),
                    (x + 24, y + 50), 13, theme.INK_SOFT, max_width=w - 48)
        label_w = 230
        col_w = (w - 48 - label_w) / state.n
        top = y + 84
        for seat in range(state.n):
            cx = x + 24 + label_w + seat * col_w
            colour = self.table.colours[seat]
            canvas.image(piece(f"disc_{colour}"), (cx, top, 22, 22),
                         key=("cv", "disc", colour))
            canvas.text(self.table.session.name(seat), (cx + 28, top + 11), 15, theme.INK,
                        bold=True, anchor="midleft", max_width=col_w - 34)
        row_h = (h - 120) / len(self.rows)
        for i, (label, cells) in enumerate(self.rows[:self.shown]):
            ry = top + 34 + i * row_h
            last = i == len(self.rows) - 1
            if i == self.shown - 1:
                canvas.box((x + 14, ry - 3, w - 28, row_h - 2), (252, 226, 170), radius=6)
            canvas.text(label, (x + 24, ry + row_h / 2 - 2), 16, theme.INK, bold=last,
                        anchor="midleft", max_width=label_w - 10)
            for seat, cell in enumerate(cells):
                cx = x + 24 + label_w + seat * col_w
                canvas.text(cell, (cx, ry + row_h / 2 - 2), 16 if last else 14, theme.INK,
                            bold=last, anchor="midleft", max_width=col_w - 8)
