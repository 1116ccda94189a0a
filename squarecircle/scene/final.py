"""The end of The Square Circle, step by step: each marketplace is scored for the colours
of the merchants in it, then the colours' values give each good its worth, then the
players' goods are counted and the winner (and any tie-break) is shown."""
from __future__ import annotations

import pygame

from shared.engine.i18n import tr, trn
from shared.ui import theme
from shared.ui.assets import sprite
from shared.ui.hint import hints_taken
from shared.ui.home import go_home
from shared.ui.narrator import say, upper_first
from shared.ui.scene import Scene
from shared.ui.scores import FINAL_BUTTONS, ChartInPlace
from shared.ui.widgets import Button
from squarecircle.components import components
from squarecircle.goods import goods_points, goods_values
from squarecircle.marketplace import tally

MARKETS = 5
VALUES_STEP = MARKETS + 1      # goods values
LAST = MARKETS + 2             # the score table, the winner


class SquareCircleFinal(ChartInPlace, Scene):
    def __init__(self, app, session, complete: bool = False):
        super().__init__(app)
        self.session = session
        state = session.match.state
        self.state = state
        self.comp = components()
        self.tally = tally(state)
        self.values = goods_values(self.tally.values)
        self.points = goods_points(state.holdings, self.values)
        self.result = session.match.result()
        self.step = LAST if complete else 0
        # in the row of the sheet's buttons (one height: Tab goes left to right)
        row = FINAL_BUTTONS[0][1]
        self.next_button = Button((40, row, 330, 50), "", self.next, primary=True)
        self.all_button = Button((384, row, 190, 50), tr("Show all"), self.show_all)
        # once everything is shown: the score over time and the whole game again, where
        # and as every game's score sheet has them
        chart, replay, table, home = FINAL_BUTTONS
        self.after = [self.chart_button(chart),
                      Button(replay, tr("Replay the game"), self.replay)]
        self.widgets = [
            Button(table, tr("Look at the table"), app.pop),
            Button(home, tr("Back to the launcher"), self.leave),
        ]
        self.label()

    def tiebreak(self) -> str:
        """The rules' sentence about the winner, with the players' own names."""
        return say(self.result.tiebreak, lambda seat: self.session.name(seat.index))

    # --- steps ---------------------------------------------------------------------------
    def label(self) -> None:
        if self.step < MARKETS:
            colour = self.comp.marketplaces[self.step].colour
            self.next_button.label = tr("Score the {colour} marketplace", colour=tr(colour))
        elif self.step < VALUES_STEP:
            self.next_button.label = tr("Value the goods")
        elif self.step < LAST:
            self.next_button.label = tr("Count the goods")
        steps = [self.next_button, self.all_button] if self.step < LAST else self.after
        self.widgets = steps + self.widgets[-2:]
        self.widgets[-1].primary = self.step >= LAST
        if self.focus is not None and self.focus not in self.widgets:
            # its button went: no ring on nothing, and one Enter too many presses nothing
            self.focus = None

    def next(self) -> None:
        if self.step < LAST:
            self.step += 1
            self.label()
            self.app.dirty = True

    def show_all(self) -> None:
        self.step = LAST
        self.label()
        self.app.dirty = True

    def replay(self, at: int = 0) -> None:
        from shared.ui.viewer import ReplayViewer
        self.app.push(ReplayViewer(self.app, self.session.match, self.session.meta, at=at))

    def chart_colour(self, seat: int) -> tuple:
        return self.session.look(seat).rgb

    def leave(self) -> None:
        go_home(self.app)

    def handle(self, event, pos) -> None:
        if self.handle_chart(event, pos):
            self.app.dirty = True
            if event.type == pygame.KEYDOWN:
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            # the next step, unless the keyboard's focus is on a button (Tab moves it,
            # as on every screen)
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER,
                             pygame.K_RIGHT) and self.focus is None and self.step < LAST:
                self.next()
                return
        super().handle(event, pos)

    def markets_scored(self) -> int:
        return min(self.step, MARKETS)

    # --- drawing -------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        self.draw_title(canvas)
        if self.chart_shown and self.chart is not None:   # in place of the figures
            self.chart.draw(canvas)
            for widget in self.widgets:
                widget.draw(canvas)
            return
        self.draw_markets(canvas)
        self.draw_values(canvas)
        self.draw_goods(canvas)
        if self.step >= LAST:   # in the goods' title row, clear of the buttons
            canvas.text(hints_taken(self.session), (1234, 426), 13, theme.INK_SOFT,
                        anchor="topright", max_width=700)
        for widget in self.widgets:
            widget.draw(canvas)

    def draw_title(self, canvas) -> None:
        s = self.session
        if self.step >= LAST:
            winners = [s.name(w) for w in self.result.winners]
            headline = (tr("{name} wins!", name=winners[0]) if len(winners) == 1 else
                        tr("{names} win!", names=tr(" and ").join(winners)) if winners else
                        tr("Nobody wins"))
            sub = self.tiebreak()
        else:
            headline = tr("The square is closed")
            if self.step == 0:
                sub = tr("The High Druid is back at the altar. Each marketplace now scores for "
                         "the colours of the merchants on its stones.")
            elif self.step <= MARKETS:
                sub = self.market_sentence(self.step - 1)
            else:
                sub = tr("The colour worth most gives 4 points per good, then 3, 2, 1; the "
                         "fifth gives nothing (tied colours share the better value).")
        drawn = canvas.text(headline, (640, 12), canvas.heading(34), theme.ACCENT, bold=True,
                            anchor="midtop")
        below = max(60, canvas.to_logical(drawn.bottomleft)[1])   # (a larger text size)
        canvas.text(sub, (640, below), 16, theme.ON_DARK, anchor="midtop", max_width=1200)

    def market_sentence(self, m: int) -> str:
        comp = self.comp
        market = comp.marketplaces[m]
        counts, points = self.tally.counts[m], self.tally.points[m]
        total = sum(counts)
        if not total:
            return tr("The {colour} marketplace has no merchants: nobody gains.",
                      colour=tr(market.colour))
        order = sorted((c for c in range(len(counts)) if counts[c]), key=lambda c: -counts[c])
        parts = tr(", ").join(tr("{colour} +{points}", colour=tr(comp.colours[c]),
                                 points=points[c]) for c in order)
        return trn("The {colour} marketplace holds {count} merchant: {gains}.",
                   "The {colour} marketplace holds {count} merchants: {gains}.", total,
                   colour=tr(market.colour), gains=parts)

    def draw_markets(self, canvas) -> None:
        comp = self.comp
        x0, y0, w = 30, 96, 680
        canvas.box((x0, y0, w, 300), theme.PANEL, radius=12, shadow=True)
        head = canvas.text(tr("Marketplaces"), (x0 + 16, y0 + 10), canvas.heading(19), theme.INK,
                           bold=True)
        # right of the heading and above the merchants, in smaller print where a larger text
        # size runs it into them
        said = tr("merchants on its stones, and what each colour gains")
        room = x0 + w - 16 - canvas.to_logical(head.topright)[0] - 12
        size = min(canvas.fit(said, 13, room), max(canvas.readable(), 13 / canvas.text_scale))
        canvas.text(said, (x0 + w - 16, y0 + 16), size, theme.INK_SOFT, anchor="topright",
                    max_width=room)
        col0, col_w = x0 + 214, 80
        hy = y0 + 46
        for c, colour in enumerate(comp.colours):
            cx = col0 + c * col_w + col_w / 2
            canvas.image(sprite("squarecircle", f"merchant_{colour}"), (cx - 13, hy - 13, 26, 26),
                         key=("merchant", colour))
        canvas.text(tr("in all"), (col0 + 5 * col_w + 30, hy), 13, theme.INK_SOFT, anchor="center")
        row_h = 46
        scored = self.markets_scored()
        for m, market in enumerate(comp.marketplaces):
            ry = y0 + 66 + m * row_h
            now = self.step == m + 1 and self.step <= MARKETS
            if now:
                canvas.box((x0 + 6, ry, w - 12, row_h - 4), (252, 226, 170), radius=8)
                canvas.box((x0 + 6, ry, w - 12, row_h - 4), theme.ACCENT, radius=8, width=2)
            elif m % 2 == 0:
                canvas.box((x0 + 6, ry, w - 12, row_h - 4), (240, 234, 220), radius=8)
            mid = ry + (row_h - 4) / 2
            canvas.image(sprite("squarecircle", f"good_{market.colour}"),
                         (x0 + 16, mid - 10, 32, 20), key=("good", market.colour))
            spaces = f"{market.spaces[0]}-{market.spaces[-1]}"
            room = col0 - x0 - 56 - 8   # up to the first colour's column
            name, size = upper_first(tr("{colour} market", colour=tr(market.colour))), 16.0
            while size > 9 and canvas.text_width(name, size, True) > room:
                size -= 0.5   # smaller print rather than a cut word
            canvas.text(name, (x0 + 56, mid - 8), size, theme.INK, bold=True, anchor="midleft",
                        max_width=room)
            canvas.text(tr("spaces {spaces}", spaces=spaces), (x0 + 56, mid + 11), 12,
                        theme.INK_SOFT, anchor="midleft", max_width=room)
            counts, points = self.tally.counts[m], self.tally.points[m]
            for c in range(len(comp.colours)):
                cx = col0 + c * col_w + col_w / 2
                if counts[c]:
                    count, gain = f"×{counts[c]}", f"+{points[c]}" if m < scored else ""
                    size = 17.0   # smaller where a large text size runs them into the next column
                    while size > canvas.readable() and max(
                            canvas.text_width(count, size, True) + 6,
                            canvas.text_width(gain, size, True) + 2) > col_w / 2 - 3:
                        size -= 0.5
                    canvas.text(count, (cx - 6, mid), size, theme.INK, bold=True,
                                anchor="midright")
                    if gain:
                        canvas.text(gain, (cx + 2, mid), size, theme.GOOD, bold=True,
                                    anchor="midleft")
                else:
                    canvas.text("·", (cx, mid), 17, theme.INK_SOFT, anchor="center")
            canvas.text(str(sum(counts)), (col0 + 5 * col_w + 30, mid), 16, theme.INK_SOFT,
                        anchor="center")

    def draw_values(self, canvas) -> None:
        comp = self.comp
        x0, y0, w = 726, 96, 524
        canvas.box((x0, y0, w, 300), theme.PANEL, radius=12, shadow=True)
        head = canvas.text(tr("Colour values"), (x0 + 16, y0 + 10), canvas.heading(19),
                           theme.INK, bold=True)
        scored = self.markets_scored()
        valued = self.step >= VALUES_STEP
        cols = ((tr("track"), x0 + 200), (tr("markets"), x0 + 282), (tr("value"), x0 + 360),
                (tr("per good"), x0 + 452))
        # under the heading however large the text, each as wide as its column
        label_y = max(y0 + 46, canvas.to_logical(head.bottomleft)[1] + 9 * canvas.text_scale)
        for label, cx in cols:
            canvas.text(label, (cx, label_y), canvas.fit(label, 13, 76), theme.INK_SOFT,
                        anchor="center", max_width=76)
        row_h = 46
        for c, colour in enumerate(comp.colours):
            ry = y0 + 66 + c * row_h
            if c % 2 == 0:
                canvas.box((x0 + 6, ry, w - 12, row_h - 4), (240, 234, 220), radius=8)
            mid = ry + (row_h - 4) / 2
            canvas.image(sprite("squarecircle", f"figure_{colour}"), (x0 + 16, mid - 17, 24, 32),
                         key=("figure", colour))
            name, room = upper_first(tr(colour)), cols[0][1] - 24 - (x0 + 50)
            canvas.text(name, (x0 + 50, mid), canvas.fit(name, 16, room, True), theme.INK,
                        bold=True, anchor="midleft", max_width=room)
            gained = sum(self.tally.points[m][c] for m in range(scored))
            value = self.tally.track[c] + gained
            canvas.text(str(self.tally.track[c]), (cols[0][1], mid), 17, theme.INK, anchor="center")
            canvas.text(f"+{gained}", (cols[1][1], mid), 17,
                        theme.GOOD if gained else theme.INK_SOFT,
                        bold=bool(gained), anchor="center")
            canvas.text(str(value), (cols[2][1], mid), 19, theme.INK, bold=True, anchor="center")
            if valued:
                v = self.values[c]
                best = v == max(self.values)
                canvas.text(trn("{count} pt", "{count} pts", v), (cols[3][1], mid), 19,
                            theme.ACCENT_DARK if best else theme.INK, bold=True, anchor="center")

    def draw_goods(self, canvas) -> None:
        comp = self.comp
        s = self.session
        state = self.state
        x0, y0, w = 30, 410, 1220
        n = state.players
        row_h = min(34, 160 / n)
        canvas.box((x0, y0, w, 228), theme.PANEL, radius=12, shadow=True)
        title = tr("Goods") if self.step < VALUES_STEP else tr("Goods × points per good")
        canvas.text(title, (x0 + 16, y0 + 10), canvas.heading(19), theme.INK, bold=True)
        col0, col_w = x0 + 260, 150
        hy = y0 + 46
        valued = self.step >= VALUES_STEP
        for c, colour in enumerate(comp.colours):
            cx = col0 + c * col_w + col_w / 2
            canvas.image(sprite("squarecircle", f"good_{colour}"), (cx - 16, hy - 10, 32, 20),
                         key=("good", colour))
            if valued:
                canvas.text(tr("{points} each", points=self.values[c]), (cx + 22, hy), 13,
                            theme.INK_SOFT, anchor="midleft")
        tx = col0 + 5 * col_w + 80
        if self.step >= LAST:
            canvas.text(tr("Total"), (tx, hy), 16, theme.INK, bold=True, anchor="center")
        winners = set(self.result.winners) if self.step >= LAST else set()
        for seat in range(n):
            ry = y0 + 64 + seat * row_h
            if seat in winners:
                canvas.box((x0 + 6, ry, w - 12, row_h - 2), (252, 226, 170), radius=8)
                canvas.box((x0 + 6, ry, w - 12, row_h - 2), theme.ACCENT, radius=8, width=2)
            elif seat % 2 == 0:
                canvas.box((x0 + 6, ry, w - 12, row_h - 2), (240, 234, 220), radius=8)
            mid = ry + (row_h - 2) / 2
            ts = row_h - 8
            look = s.look(seat)
            canvas.image(sprite("squarecircle", f"seat_{look.name}"),
                         (x0 + 14, mid - ts / 2, ts, ts), key=("seat", look.name))
            canvas.text(s.name(seat), (x0 + 22 + ts, mid), 16, theme.INK, bold=True,
                        anchor="midleft", max_width=col0 - x0 - ts - 30)
            for c in range(len(comp.colours)):
                cx = col0 + c * col_w + col_w / 2
                held = state.holdings[seat][c]
                if valued:
                    text = f"{held} × {self.values[c]} = {held * self.values[c]}" if held else "·"
                else:
                    text = str(held) if held else "·"
                canvas.text(text, (cx, mid), 16, theme.INK if held else theme.INK_SOFT,
                            anchor="center")
            if self.step >= LAST:
                canvas.text(str(self.points[seat]), (tx, mid), 20, theme.INK, bold=True,
                            anchor="center")
