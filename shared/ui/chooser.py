"""The move chooser: the legal moves of the person's decision as a list, labelled by the
rules' own descriptions. Any decision of any game can be played with it, also before a
table draws targets for that decision; and it is how the table is played by keyboard
(Up/Down or a number to pick, Enter to play, Esc to close). H asks for a hint, which the
chooser says above its moves, with what the game adds (`Rules.advice`), since the table's
hint card is not drawn under it."""
from __future__ import annotations

import pygame

from shared.engine import i18n
from shared.engine.i18n import tr

from . import theme
from .hint import HINT_DARK
from .narrator import say, upper_first
from .scene import Scene
from .widgets import inside

ROW_H, MAX_ROWS, WIDTH = 34, 10, 640
HINT_SIZE, HINT_GAP = 13, 1.3   # the hint's lines: their print and spacing


class MoveChooser(Scene):
    transparent = True

    def __init__(self, app, table, decision):
        super().__init__(app)
        self.table = table
        self.decision = decision
        rules = table.match.rules
        labels = (say(rules.describe(move, table.state), table.seat_label)
                  for move in decision.moves)
        self.labels = [upper_first(label) for label in labels]
        self.title = tr("{who}: choose a move", who=table.session.name(decision.seat))
        self.index = 0
        self.first = 0
        self.hover = None
        self.shown_hint = None   # the hinted move last brought into sight
        # (what the lines were wrapped for, the lines)
        self.wrapped_hint: tuple[object, list[str]] = (None, [])

    # --- geometry ------------------------------------------------------------------------
    def rows(self) -> int:
        return min(MAX_ROWS, len(self.labels))

    def panel(self):
        h = self.head() + 28 + self.rows() * ROW_H
        return ((1280 - WIDTH) / 2, 700 - h, WIDTH, h)

    def row_rect(self, i: int):
        x, y, w, _ = self.panel()
        return (x + 12, y + self.head() + i * ROW_H, w - 24, ROW_H - 4)

    def line_top(self) -> float:
        """Where the line under the title stands (the help's, or the hint's first): below
        the title at any text size."""
        return 14 + 26 * self.app.canvas.text_scale

    def head(self) -> float:
        """The height above the first move: the title, the line under it and the hint's
        lines after its first."""
        return self.line_top() + 24 * self.app.canvas.text_scale + self.hint_height()

    # the hint's reason and the game's advice, wrapped: the panel grows upwards by their
    # lines after the first, so the rows stay where they are under the pointer
    def hint(self):
        """The hint for this decision, once it has come."""
        hint = self.table.hinter.current() if self.table.hinter else None
        return hint if hint is not None and hint.decision is self.decision else None

    def hint_lines(self) -> list[str]:
        """The hint's reason, then what the game adds with it (`Rules.advice`, e.g.
        Circleville's end-game bottleneck): the table's hint card, which says both beside
        the board, is not drawn while the chooser is open."""
        hint = self.hint()
        if hint is None:
            return []
        canvas = self.app.canvas
        key = (hint, canvas.text_scale, i18n.generation())
        if self.wrapped_hint[0] != key:   # the geometry asks for them many times a frame
            lines = canvas.wrap(hint.reason, WIDTH - 40, HINT_SIZE)
            if hint.advice is not None:
                lines += canvas.wrap(say(hint.advice), WIDTH - 40, HINT_SIZE)
            self.wrapped_hint = (key, lines)
        return self.wrapped_hint[1]

    def hint_height(self) -> float:
        """What the hint's lines after the first add to the head, with a little air above
        the first move."""
        more = len(self.hint_lines()) - 1
        if more <= 0:
            return 0
        return more * HINT_SIZE * self.app.canvas.text_scale * HINT_GAP + 4

    def row_at(self, pos):
        for i in range(self.rows()):
            if inside(self.row_rect(i), pos):
                return self.first + i
        return None

    # --- acting --------------------------------------------------------------------------
    def still_current(self) -> bool:
        return self.table.human_decision() is self.decision

    def pick(self, index: int) -> None:
        self.app.pop()
        if self.still_current():
            self.table.play(self.decision.moves[index], animate_all=True)

    def close(self) -> None:
        self.app.pop()

    def move_to(self, index: int) -> None:
        self.index = max(0, min(len(self.labels) - 1, index))
        if self.index < self.first:
            self.first = self.index
        elif self.index >= self.first + self.rows():
            self.first = self.index - self.rows() + 1
        self.app.dirty = True

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_TAB):
                self.close()
            elif key in (pygame.K_DOWN, pygame.K_j):
                self.move_to(self.index + 1)
            elif key in (pygame.K_UP, pygame.K_k):
                self.move_to(self.index - 1)
            elif key == pygame.K_PAGEDOWN:
                self.move_to(self.index + self.rows())
            elif key == pygame.K_PAGEUP:
                self.move_to(self.index - self.rows())
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.pick(self.index)
            elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < self.rows():
                self.pick(self.first + key - pygame.K_1)
            elif key == pygame.K_h:
                self.table.ask_hint()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(self.labels) - self.rows(), self.first - event.y))
            self.app.dirty = True
        elif event.type == pygame.MOUSEMOTION:
            hover = self.row_at(pos)
            if hover != self.hover:
                self.hover = hover
                self.app.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(pos)
            if row is not None:
                self.pick(row)
            elif not inside(self.panel(), pos):
                self.close()

    def update(self, dt: float) -> bool:
        if not self.still_current():   # undone, or the game moved on under the list
            self.app.pop()
        thinking = self.table.poll_hint()
        hinted = self.table.hinted(self.decision)
        if hinted is not None and hinted is not self.shown_hint:
            self.shown_hint = hinted   # the hinted entry comes into sight, ready for Enter
            self.move_to(self.decision.moves.index(hinted))
        return self.table.flights.busy or thinking

    def draw(self, canvas) -> None:
        # the selected move lit where it would be played, in the selection's colour
        self.table.draw_hint_ghost(canvas, self.decision.moves[self.index], frame=theme.ACCENT)
        x, y, w, h = self.panel()
        canvas.box((x, y, w, h), theme.PANEL, radius=14, shadow=True)
        # where the list stands when it is longer than the panel: on the title's line, at
        # its right (the line below is the help's or the hint's, as wide as the panel)
        title_room = w - 40
        if len(self.labels) > self.rows():
            where = canvas.text(tr("{first}-{last} of {count}: scroll or Page Down for more",
                                   first=self.first + 1, last=self.first + self.rows(),
                                   count=len(self.labels)),
                                (x + w - 20, y + 18), 13, theme.INK_SOFT, anchor="topright",
                                max_width=(w - 40) / 2)
            title_room = canvas.to_logical(where.topleft)[0] - 16 - (x + 20)
        canvas.text(self.title, (x + 20, y + 14), 19, theme.INK, bold=True, max_width=title_room)
        line_y = y + self.line_top()
        if self.hint() is not None:
            step = HINT_SIZE * canvas.text_scale * HINT_GAP
            for i, line in enumerate(self.hint_lines()):
                canvas.text(line, (x + 20, line_y + i * step), HINT_SIZE, theme.INK)
        elif self.table.hinter is not None and self.table.hinter.thinking:
            canvas.text(tr("Hint: the strong bot is thinking…"), (x + 20, line_y), 13, theme.INK,
                        max_width=w - 40)
        else:
            canvas.text(tr("Up/Down or 1-9 to pick, Enter to play, H for a hint, Esc to close"),
                        (x + 20, line_y), 13, theme.INK_SOFT, max_width=w - 40)
        hinted = self.table.hinted(self.decision)
        for i in range(self.rows()):
            n = self.first + i
            r = self.row_rect(i)
            if n == self.index:
                canvas.box(r, (252, 226, 170), radius=6)
                canvas.box(r, theme.ACCENT, radius=6, width=2)
            elif n == self.hover:
                canvas.box(r, (240, 234, 220), radius=6)
            tag = 0
            if self.decision.moves[n] == hinted:   # the hint's ghost: a blue frame and a word
                canvas.box((r[0] - 3, r[1] - 3, r[2] + 6, r[3] + 6), HINT_DARK, radius=8,
                           width=3)
                word = tr("hint")
                canvas.text(word, (r[0] + r[2] - 10, r[1] + r[3] / 2), 13, HINT_DARK, bold=True,
                            anchor="midright")
                tag = canvas.text_width(word, 13, True) + 8
            canvas.text(str(i + 1) if i < 9 else "", (r[0] + 14, r[1] + r[3] / 2), 14,
                        theme.INK_SOFT, bold=True, anchor="center")
            # a long move shrinks as far as still reads before it is cut: its end (the
            # space, the stone) is often what tells it from the rows around it
            canvas.text(self.labels[n], (r[0] + 32, r[1] + r[3] / 2), 16, theme.INK,
                        anchor="midleft", max_width=r[2] - 44 - tag, least=canvas.readable())

