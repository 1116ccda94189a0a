"""The Square Circle table: the round board, the cards, the colours and the players.

A turn on screen: turn over two cards (a button, or click the deck), then pick the card
that gives the merchant (click it, or drag it) and put the merchant on a glowing stone
the other card allows (drop it there, or click the stone). Everything a move may do
comes from the current decision's legal moves.
"""
from __future__ import annotations

import pygame

from shared.engine.i18n import tr, trn
from shared.ui import theme
from shared.ui.animation import Flight, Flights
from shared.ui.assets import sprite
from shared.ui.hint import HINT, draw_ghost
from shared.ui.logpanel import LogPanel
from shared.ui.table import TableScene
from shared.ui.widgets import Button, inside
from squarecircle.components import components
from squarecircle.goods import goods_points, goods_values
from squarecircle.marketplace import tally
from squarecircle.rules import SYMBOL_WORDS as SYMBOL_TEXT
from squarecircle.rules import card_words
from squarecircle.events import (CardDiscarded, CardRevealed, ColourAdvanced, DruidStepped,
                                 GoodTaken, MerchantPlaced, MerchantTaken, NeutralCardRemoved,
                                 NeutralCardSetAside, NeutralCardsShuffledBack, PairDiscarded)
from squarecircle.moves import PlaceMerchant, RevealCards
from squarecircle.state import EMPTY, PLACE, REVEAL

from . import layout as L
from .board import static_board



def card_sprite(card_id: int):
    card = components().card[card_id]
    if card.neutral:
        return sprite("squarecircle", "card_neutral")
    return sprite("squarecircle", f"card_{card.colour}_{card.symbol}")


def card_key(card_id: int):
    card = components().card[card_id]
    return ("sqcard", card.colour, card.symbol)


def merchant_sprite(colour: str):
    return sprite("squarecircle", f"merchant_{colour}")


def good_sprite(colour: str):
    return sprite("squarecircle", f"good_{colour}")


class Timeline:
    """Pieces moving one after another: a piece waits where it last landed until its
    next move starts, so a chain of flights reads as one journey."""

    def __init__(self, flights: Flights):
        self.flights = flights
        self.t = 0.0
        self.pieces: dict = {}    # key -> [image, rect, free_at, hides]

    def put(self, key, image, rect, hides=(), at: float | None = None) -> None:
        self.pieces[key] = [image, rect, self.t if at is None else at, hides]

    def move(self, key, rect, duration: float = 0.4, at: float | None = None) -> float:
        image, start, free_at, hides = self.pieces[key]
        at = self.t if at is None else at
        if at > free_at + 1e-6:
            self.flights.add(Flight(image, start, start, duration=at - free_at, delay=free_at,
                                    hides=hides))
        self.flights.add(Flight(image, start, rect, duration=duration, delay=at, hides=hides))
        self.pieces[key] = [image, rect, at + duration, hides]
        return at + duration

    def rect(self, key):
        return self.pieces[key][1]


class SquareCircleTable(TableScene):
    drawn_kinds = frozenset({REVEAL, PLACE})

    def __init__(self, app, session, live: bool = True):
        super().__init__(app, session, live)
        self.comp = components()
        self.log_panel = LogPanel(L.LOG,
                                  lambda: self.log, size=12, ink=theme.ON_DARK_SOFT,
                                  soft=theme.ON_DARK_SOFT, line_h=17)
        self._cache: tuple[object, tuple | None] = (None, None)   # (state, its worth)
        self.make_buttons()

    def make_buttons(self) -> None:
        self.reveal_button = Button(L.REVEAL_BUTTON, tr("Turn over two cards"), self.reveal,
                                    primary=True)
        self.scores_button = Button(L.SCORES_BUTTON, tr("See the scores"), self.show_scores,
                                    primary=True)

    def seat_sprite(self, seat: int):
        return sprite("squarecircle", f"seat_{self.session.look(seat).name}")

    # --- actions ------------------------------------------------------------------------
    def show_scores(self) -> None:
        from .final import SquareCircleFinal
        # the first time the scores come up they are revealed step by step; later (or
        # when the table is only being pictured) the whole sheet shows at once
        complete = self.scores_shown
        self.scores_shown = True
        self.app.push(SquareCircleFinal(self.app, self.session, complete=complete))

    def reveal(self) -> None:
        d = self.human_decision()
        if d is not None and d.kind == REVEAL:
            self.play(RevealCards(), animate_all=True)

    # --- animation from the engine's events ----------------------------------------------
    def animate(self, before, events, merchant_flies: bool) -> None:
        comp = self.comp
        tl = Timeline(self.flights)
        n_path = comp.path_stones
        table = list(before.table)          # face-up cards as the events unfold
        for i, card in enumerate(table):
            tl.put(("card", card), card_sprite(card), L.CARD_SLOTS[i], hides=("card", card))
        tl.put("druid", sprite("squarecircle", "druid"), L.druid_rect(before.druid, n_path),
               hides=("druid", 0))
        track = list(before.track)
        seat = before.seat
        aside = 0

        def out(card, at=None):
            tl.pieces[("card", card)][3] = ("out", card)
            return tl.move(("card", card), L.OUT_PILE, 0.35, at)

        def reflow():
            for i, card in enumerate(table):
                if tl.rect(("card", card)) != L.CARD_SLOTS[i]:
                    tl.move(("card", card), L.CARD_SLOTS[i], 0.3)

        for e in events:
            if isinstance(e, CardRevealed):
                tl.put(("card", e.card), card_sprite(e.card), L.DECK, hides=("card", e.card))
                table.append(e.card)
                tl.t = tl.move(("card", e.card), L.CARD_SLOTS[min(len(table), 2) - 1], 0.32) + 0.08
            elif isinstance(e, NeutralCardRemoved):
                table.remove(e.card)
                tl.t = out(e.card) + 0.05
                reflow()
            elif isinstance(e, DruidStepped):
                tl.t = tl.move("druid", L.druid_rect(e.to, n_path), 0.22)
            elif isinstance(e, NeutralCardSetAside):
                table.remove(e.card)
                x, y, w, h = L.ASIDE
                tl.t = tl.move(("card", e.card), (x + aside * 6, y + aside * 4, w, h), 0.35)
                aside += 1
                reflow()
            elif isinstance(e, NeutralCardsShuffledBack):
                for card in e.cards:
                    end = tl.move(("card", card), L.DECK, 0.35)
                tl.t = end
                aside = 0
            elif isinstance(e, PairDiscarded):
                for card in e.cards:
                    table.remove(card)
                    end = out(card)
                tl.t = end + 0.1
            elif isinstance(e, MerchantTaken):
                slot = L.CARD_SLOTS[table.index(e.card)]
                x, y, w, h = slot
                start = (x + w / 2 - L.MERCHANT_SIZE / 2, y + h / 2 - L.MERCHANT_SIZE / 2,
                         L.MERCHANT_SIZE, L.MERCHANT_SIZE)
                table.remove(e.card)
                out(e.card, at=0.35 if merchant_flies else 0.0)
            elif isinstance(e, MerchantPlaced):
                stone = comp.stone_at[e.space, e.symbol]
                if merchant_flies:
                    self.flights.add(Flight(merchant_sprite(e.colour), start,
                                            L.stone_rect(e.space, e.symbol, L.MERCHANT_SIZE),
                                            duration=0.5, hides=("stone", stone)))
                    tl.t = 0.5
            elif isinstance(e, GoodTaken):
                held = before.goods[e.space - 1] - 1          # the bar taken is the last one
                c = comp.colour_index[e.colour]
                row = L.held_good_rect(seat, before.players, c)
                self.flights.add(Flight(good_sprite(e.colour), L.good_rect_on_board(e.space, held),
                                        row, duration=0.6, delay=tl.t, hides=("held", (seat, c))))
            elif isinstance(e, ColourAdvanced):
                c = comp.colour_index[e.colour]
                start_r = L.figure_rect(track[c], c, tuple(track))
                track[c] = e.value
                self.flights.add(Flight(sprite("squarecircle", f"figure_{e.colour}"), start_r,
                                        L.figure_rect(e.value, c, tuple(track)), duration=0.45,
                                        delay=tl.t + 0.1, hides=("figure", c)))
            elif isinstance(e, CardDiscarded):
                table.remove(e.card)
                out(e.card, at=0.35 if merchant_flies else 0.0)

    # --- where moves are played (shared/ui/spots.py) -------------------------------------
    # ("deck",) turns two cards over; a merchant is placed by picking its card ("card", id)
    # and then its stone ("stone", index)
    def spot_path(self, state, move) -> tuple:
        if isinstance(move, RevealCards):
            return (("deck",),)
        return (("card", move.card), ("stone", self.comp.stone_at[move.space, move.symbol]))

    def spot_at(self, state, pos):
        if inside(L.DECK, pos):
            return ("deck",)
        slot = L.card_slot_at(pos)
        if slot is not None and slot < len(state.table):
            return ("card", state.table[slot])
        stone = L.stone_at(pos, self.comp.stones)
        return None if stone is None else ("stone", stone)

    def spot_rect(self, state, spot):
        if spot[0] == "deck":
            return L.DECK
        if spot[0] == "card":
            return L.CARD_SLOTS[state.table.index(spot[1])]
        stone = self.comp.stones[spot[1]]
        return L.stone_rect(stone.space, stone.symbol)

    def asked_move(self, state, decision, spot, clicked: bool):
        """A stone the picked card's merchant may not go to: the rules say why."""
        if spot[0] == "stone" and self.picked and decision.kind == PLACE:
            stone = self.comp.stones[spot[1]]
            return PlaceMerchant(self.picked[0][1], stone.space, stone.symbol)
        return None

    def current_pick(self):
        """The card picked to give the merchant (picked for the person when only one can)."""
        self.lit()   # (works out a pick made for the person)
        return self.picked[0][1] if self.picked else None

    # --- input ------------------------------------------------------------------------
    def buttons(self) -> list:
        """The button shown now: turn over two cards, or see the scores."""
        d = self.human_decision()
        if d is not None and d.kind == REVEAL:
            return [self.reveal_button]
        return [self.scores_button] if self.scores_offered() else []

    def handle(self, event, pos) -> None:
        if self.handle_keys(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.reveal()
            return
        if self.handle_widgets(event, pos, self.buttons() + [self.log_panel]):
            self.app.dirty = True
            return
        self.handle_spots(event, pos)

    # --- numbers shown -------------------------------------------------------------------
    def track_values(self, state) -> tuple[int, ...]:
        if state.over and not self.flights.busy:
            return tally(state).values
        return state.track

    def worth(self, state):
        """(points per good of each colour, points per seat) if the game ended now."""
        if self._cache[0] is not state:
            values = goods_values(tally(state).values)
            self._cache = (state, (values, goods_points(state.holdings, values)))
        return self._cache[1]

    def draw_hint_ghost(self, canvas, move, frame=HINT) -> None:
        """The hinted card framed and its merchant see-through on the stone (or the deck,
        to turn over)."""
        if isinstance(move, RevealCards):
            draw_ghost(canvas, L.DECK, frame=frame)
            return
        draw_ghost(canvas, L.CARD_SLOTS[self.state.table.index(move.card)], frame=frame)
        colour = self.comp.card[move.card].colour
        draw_ghost(canvas, L.stone_rect(move.space, move.symbol, L.MERCHANT_SIZE),
                   merchant_sprite(colour), ("merchant", colour), radius=L.MERCHANT_SIZE / 2,
                   frame=frame)

    def keep_clear(self) -> list:
        """A notice stays off the banner, the board and the cards."""
        return [L.BANNER, L.BOARD, L.CARD_PANEL]

    # --- drawing -------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        state = self.state
        d = self.match.decision()
        human = self.human_decision()
        pick = self.current_pick()
        self.draw_banner(canvas, d, human, pick)
        self.draw_board(canvas, state, [s[1] for s in self.lit() if s[0] == "stone"])
        self.draw_cards(canvas, state, human, pick)
        self.draw_strip(canvas, state)
        self.draw_players(canvas, state)
        self.flights.draw(canvas)
        dragged = self.drag.pos   # None: not dragging
        if dragged is not None and pick is not None:
            colour = self.comp.card[pick].colour
            s = L.MERCHANT_SIZE + 6
            canvas.image(merchant_sprite(colour), (dragged[0] - s / 2, dragged[1] - s / 2, s, s),
                         key=("merchant", colour))
        for widget in self.widgets:
            widget.draw(canvas)
        if human is not None and human.kind == REVEAL:
            self.reveal_button.draw(canvas)
        if self.scores_offered():
            self.scores_button.draw(canvas)

    def draw_banner(self, canvas, d, human, pick) -> None:
        canvas.box((0, 0, 1280, 66), theme.TABLE_DARK)
        state = self.state
        comp = self.comp
        seat = None
        if d is None:
            text = tr("The square is closed.")
            hint = tr("The High Druid is back at the altar: the marketplaces are scored.")
        else:
            seat = d.seat
            who = self.session.name(seat)
            if not self.session.is_human(seat):
                text = (tr("{who} is turning over cards", who=who) if d.kind == REVEAL
                        else tr("{who} is placing a merchant", who=who))
                hint = tr("Watch the bot's move.")
            elif d.kind == PLACE and human is None:
                text = tr("{who} turns over cards", who=who)
                hint = tr("Neutral cards leave the game and walk the High Druid two bluestones "
                          "on.")
            elif d.kind == REVEAL:
                text = tr("{who}: turn over two cards", who=who)
                hint = tr("Click the button or the deck (or press Enter). A neutral card walks "
                          "the High Druid two bluestones; when he is back at the altar, the game "
                          "ends.")
            elif pick is None:
                text = tr("{who}: pick the card that gives your merchant", who=who)
                hint = tr("The other card says where it may stand: a ☀ day or ☾ night stone "
                          "under its colour's lines or in its marketplace. Click or drag a card "
                          "(Tab lists every move).")
            else:
                other = comp.card[state.table[1 - state.table.index(pick)]]
                colour = comp.card[pick].colour
                text = tr("{who}: place the {colour} merchant", who=who, colour=tr(colour))
                hint = tr("The {colour} {symbol} card allows the glowing {symbol} stones under "
                          "{colour} lines or in the {colour} market. Drag it there or click a "
                          "stone.", colour=tr(other.colour), symbol=tr(SYMBOL_TEXT[other.symbol]))
        x = 20
        if seat is not None:
            canvas.image(self.seat_sprite(seat), (18, 10, 46, 46),
                         key=("seat", self.session.look(seat).name))
            x = 74
        self.banner_words(canvas, text, hint, x)   # whole, left of the pace while it shows

    def draw_board(self, canvas, state, legal) -> None:
        comp = self.comp
        canvas.circle((L.CX + 3, L.CY + 5), L.R_EDGE, (0, 0, 0, 60))
        canvas.image(static_board(), (L.CX - L.R_EDGE, L.CY - L.R_EDGE, 2 * L.R_EDGE, 2 * L.R_EDGE),
                     key="squarecircle-board")
        for space in comp.spaces:
            a = L.space_angle(space.number)
            ink = theme.INK if space.line else theme.INK_SOFT
            canvas.text(str(space.number), L.polar(L.R_NUMBER, a), 14, ink, bold=True,
                        anchor="center")
            if space.marketplace:
                for k in range(state.goods[space.number - 1]):
                    canvas.image(good_sprite(space.marketplace),
                                 L.good_rect_on_board(space.number, k),
                                 key=("good", space.marketplace))
        # merchants on their stones, legal stones glowing
        hidden = self.flights.hidden("stone")
        for stone in comp.stones:
            colour = state.stones[stone.index]
            if colour != EMPTY and stone.index not in hidden:
                name = comp.colours[colour]
                canvas.image(merchant_sprite(name),
                             L.stone_rect(stone.space, stone.symbol, L.MERCHANT_SIZE),
                             key=("merchant", name))
        for stone_index in legal:
            stone = comp.stones[stone_index]
            x, y = L.stone_pos(stone.space, stone.symbol)
            strong = ("stone", stone_index) == self.hover_spot
            canvas.circle((x, y), L.STONE_SIZE / 2 + 8, (170, 255, 150, 110 if strong else 60))
            canvas.circle((x, y), L.STONE_SIZE / 2 + 3, (40, 90, 40), 5)
            canvas.circle((x, y), L.STONE_SIZE / 2 + 3,
                          (255, 255, 255) if strong else (150, 250, 130), 3)
        # the merchants still waiting in the middle
        for c, colour in enumerate(comp.colours):
            x, y = L.supply_pos(c)
            left = state.supply[c]
            for k in range(min(3, left)):
                canvas.image(merchant_sprite(colour), (x - 10, y - 12 - k * 3, 20, 20),
                             key=("merchant", colour))
            if left:
                canvas.text(str(left), (x + 9, y + 5), 12, theme.ON_DARK, bold=True,
                            anchor="midleft")
        # the colour figures on the track (laps past 30 marked); once the square is
        # closed they stand on the final values, marketplaces scored
        hidden = self.flights.hidden("figure")
        track = self.track_values(state)
        for c, colour in enumerate(comp.colours):
            if c in hidden:
                continue
            value = track[c]
            r = L.figure_rect(value, c, track)
            canvas.image(sprite("squarecircle", f"figure_{colour}"), r, key=("figure", colour))
            laps = (value - 1) // L.SPACES
            if laps:
                x, y, w, h = r
                dy = 11 * (L.figure_index(value, c, track)[0] % 2)   # neighbours' badges stagger
                canvas.box((x + w / 2 - 10, y + h - 5 + dy, 20, 12), (30, 30, 30, 230), radius=5)
                canvas.text(f"+{30 * laps}", (x + w / 2, y + h + 1 + dy), 9, theme.ON_DARK,
                            bold=True, anchor="center")
        if not self.flights.hidden("druid"):
            canvas.image(sprite("squarecircle", "druid"),
                         L.druid_rect(state.druid, comp.path_stones), key="druid")

    def draw_cards(self, canvas, state, human, pick) -> None:
        comp = self.comp
        canvas.box(L.CARD_PANEL, (20, 30, 28, 120), radius=12)
        # the deck
        dx, dy, dw, dh = L.DECK
        if state.deck:
            for k in range(min(3, (len(state.deck) + 9) // 10), 0, -1):
                canvas.image(sprite("squarecircle", "card_back"), (dx + k * 2, dy - k * 2, dw, dh),
                             key="card_back")
        canvas.text(trn("{count} card", "{count} cards", len(state.deck)),
                    (dx + dw / 2, dy + dh + 10), 14, theme.ON_DARK, bold=True, anchor="midtop")
        if human is not None and human.kind == REVEAL:
            canvas.box((dx - 2, dy - 8, dw + 10, dh + 10), theme.ACCENT, radius=8, width=2)
        # the face-up cards
        hidden = self.flights.hidden("card")
        pickable = [s[1] for s in self.starts() if s[0] == "card"]
        for i, card in enumerate(state.table):
            r = L.CARD_SLOTS[i]
            x, y, w, h = r
            if card in hidden:
                continue
            dragging = self.drag.dragging and card == pick
            canvas.image(card_sprite(card), r, key=card_key(card), alpha=150 if dragging else 255)
            if card == pick:
                canvas.box((x - 4, y - 4, w + 8, h + 8), theme.ACCENT, radius=11, width=4)
                if not dragging:
                    colour = comp.card[card].colour
                    canvas.image(merchant_sprite(colour), (x + w - 26, y - 14, 36, 36),
                                 key=("merchant", colour))
            elif card in pickable:
                canvas.box((x - 2, y - 2, w + 4, h + 4), (255, 236, 180), radius=10, width=2)
        # a word under each card when placing
        if state.placing and not (set(state.table) & hidden):
            for i, card in enumerate(state.table):
                x, y, w, h = L.CARD_SLOTS[i]
                if card == pick:
                    text = tr("the merchant")
                elif pick is not None:
                    text = tr("where: {symbol}", symbol=tr(SYMBOL_TEXT[comp.card[card].symbol]))
                else:
                    text = card_words(card)
                # one line, or two where a longer language needs them
                canvas.label(text, (x - 6, y + h + 4, w + 12, 34 * canvas.text_scale), 13,
                             theme.ON_DARK)
        elif not state.table and not self.flights.busy:
            for r in L.CARD_SLOTS:
                canvas.box(r, (255, 255, 255, 30), radius=9)
                canvas.box(r, (255, 255, 255, 60), radius=9, width=2)
        # aside and out of the game
        ox, oy, ow, oh = L.OUT_PILE
        flying_out = self.flights.hidden("out")
        shown = [c for c in state.out if c not in flying_out]
        if shown:
            canvas.image(card_sprite(shown[-1]), L.OUT_PILE, key=card_key(shown[-1]), alpha=200)
        else:
            canvas.box(L.OUT_PILE, (255, 255, 255, 40), radius=6, width=2)
        # centred under the pile, moved left where a long caption would leave the panel
        out = tr("{count} out", count=len(state.out))
        end = L.CARD_PANEL[0] + L.CARD_PANEL[2] - 6
        room = end - L.INFO_X
        size = canvas.fit(out, 13, room)
        centre = min(ox + ow / 2, end - min(room, canvas.text_width(out, size)) / 2)
        said = canvas.text(out, (centre, oy + oh + 4), size, theme.ON_DARK_SOFT,
                           anchor="midtop", max_width=room)
        # the log starts under this caption, lower where a larger text size makes it taller
        lx, ly, lw, lh = L.LOG
        top = max(ly, canvas.to_logical(said.bottomleft)[1])
        self.log_panel.rect = (lx, top, lw, ly + lh - top)
        # the Druid's walk and the neutral cards still to come
        ix = L.INFO_X
        neutral_left = sum(1 for c in state.deck if comp.card[c].neutral)
        step = min(state.druid, comp.path_stones)
        where = tr("at the altar") if state.druid == 0 else (
            tr("back at the altar") if state.over else
            tr("on stone {step} of {stones}", step=step, stones=comp.path_stones))
        # each line under the one before, however large the text
        said = canvas.text(tr("High Druid"), (ix, 84), canvas.heading(15), theme.ON_DARK,
                           bold=True)
        room = ox - 8 - ix   # up to the pile of cards out
        said = canvas.text(where, (ix, max(104, canvas.to_logical(said.bottomleft)[1])),
                           canvas.fit(where, 14, room), theme.ON_DARK_SOFT, max_width=room)
        bx, by = ix, max(126, canvas.to_logical(said.bottomleft)[1] + 2)
        total = comp.path_end
        for k in range(total):
            done = k < state.druid
            canvas.box((bx + k * 8.5, by, 7, 8), (150, 170, 200) if done else (70, 84, 80),
                       radius=2)
        left = trn("{count} neutral card left", "{count} neutral cards left", neutral_left)
        canvas.text(left, (ix, by + 14), canvas.fit(left, 13, room), theme.ON_DARK_SOFT,
                    max_width=room)
        self.log_panel.draw(canvas)

    def draw_strip(self, canvas, state) -> None:
        comp = self.comp
        values, _ = self.worth(state)
        y, h = L.STRIP_Y, L.STRIP_H
        canvas.box((L.RIGHT_X, y, L.RIGHT_W, h), (20, 30, 28, 120), radius=10)
        lines = ((tr("final points"), tr("per good")) if state.over else
                 (tr("points per good if the"), tr("square closed now")))
        # right-aligned before the first column; the first line beside the heading where a
        # larger text size makes them meet, and in the heading's place where even that
        # leaves it too little room (the goods in the columns name the colours)
        heading, size = tr("Colours"), canvas.heading(15)
        right, whole = L.COL_X0 - 10, L.COL_X0 - 10 - L.NAME_X - 4
        beside = whole - canvas.text_width(heading, size, True) - 8
        meet = 8 + size * canvas.text_scale * 1.3 > 35 - 6 * canvas.text_scale
        fits = canvas.text_width(lines[0], canvas.fit(lines[0], 12, beside)) <= beside
        if not meet or fits:
            canvas.text(heading, (L.NAME_X + 4, y + 8), size, theme.ON_DARK, bold=True)
        rooms = (beside if meet and fits else whole, whole)
        for line, room, ly in zip(lines, rooms, (y + 35, y + 51)):
            canvas.text(line, (right, ly), canvas.fit(line, 12, room), theme.ON_DARK_SOFT,
                        anchor="midright", max_width=room)
        for c, colour in enumerate(comp.colours):
            x = L.colour_col(c)
            canvas.image(good_sprite(colour), (x + 4, y + 5, 30, 19), key=("good", colour))
            word = tr("value") if state.over else tr("track")
            value = tr("{word} {value}", word=word, value=self.track_values(state)[c])
            canvas.text(value, (x + 4, y + 33), canvas.fit(value, 12, L.COL_W - 8),
                        theme.ON_DARK_SOFT, anchor="midleft", max_width=L.COL_W - 8)
            points = trn("{count} pt", "{count} pts", values[c])
            canvas.text(points, (x + 4, y + 51), canvas.fit(points, 15, L.COL_W - 8, True),
                        theme.ACCENT if values[c] == max(values) else theme.ON_DARK, bold=True,
                        anchor="midleft", max_width=L.COL_W - 8)

    def draw_players(self, canvas, state) -> None:
        comp = self.comp
        values, points = self.worth(state)
        hidden = self.flights.hidden("held")
        current = None if state.over else state.seat
        for seat in range(state.players):
            x, y, w, h = L.player_row(seat, state.players)
            canvas.box((x, y, w, h), theme.PANEL, radius=10, shadow=True)
            if seat == current:
                canvas.box((x, y, w, h), (252, 226, 170), radius=10)
                canvas.box((x, y, w, h), theme.ACCENT, radius=10, width=3)
            ts = min(40, h - 16)
            canvas.image(self.seat_sprite(seat), (x + 8, y + (h - ts) / 2, ts, ts),
                         key=("seat", self.session.look(seat).name))
            held = state.holdings[seat]
            name, room, size = self.session.name(seat), L.COL_X0 - x - ts - 24, 17.0
            while size > 10 and canvas.text_width(name, size, True) > room:
                size -= 0.5   # a long name in smaller print rather than cut
            canvas.text(name, (x + ts + 16, y + h / 2 - 10), size, theme.INK, bold=True,
                        anchor="midleft", max_width=room)
            n = sum(held)
            canvas.text(trn("{count} good", "{count} goods", n), (x + ts + 16, y + h / 2 + 11), 13,
                        theme.INK_SOFT, anchor="midleft")
            for c, colour in enumerate(comp.colours):
                count = held[c] - (1 if (seat, c) in hidden else 0)
                gx, gy, gw, gh = L.held_good_rect(seat, state.players, c)
                if count:
                    canvas.image(good_sprite(colour), (gx, gy, gw, gh), key=("good", colour))
                    canvas.text(f"×{count}", (gx + gw + 2, gy + gh / 2), 15, theme.INK, bold=True,
                                anchor="midleft")
                    canvas.text(f"= {count * values[c]}", (gx + 2, gy + gh + 11), 12,
                                theme.INK_SOFT, anchor="midleft")
                else:
                    canvas.image(good_sprite(colour), (gx, gy, gw, gh), key=("good", colour),
                                 alpha=55)
            canvas.text(str(points[seat]), (x + w - 12, y + h / 2 - 6), 24, theme.INK, bold=True,
                        anchor="midright")
            canvas.text(tr("points"), (x + w - 12, y + h / 2 + 14), 11, theme.INK_SOFT,
                        anchor="midright")
