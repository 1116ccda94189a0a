"""The records screen, from the launcher: per game, each person's games played, wins,
average and best score (shared/engine/records.py keeps them). The file is read when this
screen opens, never before the launcher's first frame."""
from __future__ import annotations

from shared.engine import records
from shared.engine.i18n import tr

from . import theme
from .games import playable
from .scene import Scene
from .widgets import Button

ROWS = 8               # players shown per game, most games first
PANELS = (2, 2)        # columns, rows of game panels


class RecordBook(Scene):
    closes_on_escape = True

    def __init__(self, app):
        super().__init__(app)
        self.games = playable()
        self.widgets = [Button((1040, 650, 200, 50), tr("Close"), app.pop, primary=True)]

    def enter(self) -> None:
        self.book = records.load()
        said = records.problem()
        if said:
            self.app.toast(said, 8)

    def panel_rects(self):
        cols, rows = PANELS
        w, h = (1200 - (cols - 1) * 24) / cols, (540 - (rows - 1) * 20) / rows
        return [(40 + (i % cols) * (w + 24), 96 + (i // cols) * (h + 20), w, h)
                for i in range(cols * rows)]

    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        canvas.text(tr("Records"), (640, 24), 40, theme.ON_DARK, bold=True, anchor="midtop")
        for game, rect in zip(self.games, self.panel_rects()):
            self.draw_game(canvas, game, rect)
        canvas.text(tr("People's finished games are counted once each, when the last move "
                       "is played."), (40, 675), 15, theme.ON_DARK_SOFT, anchor="midleft",
                    max_width=980)
        for widget in self.widgets:
            widget.draw(canvas)

    def draw_game(self, canvas, game, rect) -> None:
        x, y, w, h = rect
        canvas.box(rect, theme.PANEL, radius=12, shadow=True)
        canvas.text(tr(game.title), (x + 16, y + 10), 20, theme.INK, bold=True, max_width=w - 32)
        rows = sorted(self.book.get("players", game.name).items(),
                      key=lambda item: (-item[1].games, item[0]))
        if not rows:
            canvas.text(tr("No finished games yet"), (x + 16, y + 48), 16, theme.INK_SOFT)
            return
        heads = (tr("Games"), tr("Wins"), tr("Average"), tr("Best"))
        name_w = w - 32 - 4 * 80
        columns = [x + 16 + name_w + 80 * i + 40 for i in range(4)]
        line = (h - 50) / (ROWS + 1)
        for cx, head in zip(columns, heads):
            canvas.text(head, (cx, y + 44), canvas.fit(head, 14, 76), theme.INK_SOFT,
                        anchor="midtop", max_width=76)
        for r, (name, rec) in enumerate(rows[:ROWS]):
            ry = y + 44 + line * (r + 1)
            canvas.text(name, (x + 16, ry), 15, theme.INK, max_width=name_w - 8)
            for cx, value in zip(columns, (rec.games, rec.wins, f"{rec.average:.1f}", rec.best)):
                canvas.text(str(value), (cx, ry), 15, theme.INK, anchor="midtop")
        if len(rows) > ROWS:
            canvas.text(tr("and {count} more", count=len(rows) - ROWS), (x + w - 16, y + 12),
                        14, theme.INK_SOFT, anchor="topright")
