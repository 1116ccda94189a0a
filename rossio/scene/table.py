"""The Rossio table: the calçada square, the market, the player boards and the hand of
the seat whose view is shown (never anyone else's).

A turn on screen: recruit a card from the hand (click it, then side A or B), build tiles
on glowing spaces of the square (click a space; swap two board tiles with the small
arrows for 1 coin; stop when you like after the first), then take a glowing market card.
Setup's keep-3-of-5 and the column bonus's discards are clicks on hand cards. Everything
comes from the current decision's legal moves; anything else is in the move chooser.
"""
from __future__ import annotations

import pygame

from shared.engine.contract import OBSERVER
from shared.engine.i18n import tr, trn
from shared.ui import theme
from shared.ui.animation import Flight, Glow, label_image
from shared.ui.assets import has_sprite, sprite
from shared.ui.drag import Drag
from shared.ui.hint import HINT, draw_ghost
from shared.ui.logpanel import LogPanel
from shared.ui.table import TableScene
from shared.ui.widgets import Button, inside
from rossio.components import components
from rossio.moves import (BuildTile, DiscardCard, RecruitCard, StopBuilding, SwapTiles,
                          TakeMarketCard)
from rossio.events import (CardActivated, CardRecruited, MarketCardDiscarded, MarketCardDrawn,
                           MarketCardTaken, RossCardDrawn, RossScored, TileBuilt)
from rossio.state import (BUILD, DISCARD, EMPTY, HIDDEN, KEEP, MARKET, RECRUIT, ROSS_BUILD,
                          ROSS_DRAW)
from rossio.turn import next_tile

from . import layout as L

HUMAN_KINDS = frozenset({KEEP, RECRUIT, BUILD, DISCARD, MARKET})


def card_sprite(card_id: int, side: str = "A"):
    if side == "B":   # every side B looks alike, whoever may know the card
        return sprite("rossio", "card_b")
    if card_id == HIDDEN:
        return sprite("rossio", "card_back")
    return sprite("rossio", f"card_{card_id}_a")


def tile_sprite(colour: int):
    return sprite("rossio", f"tile_{components().square.colours[colour]}")


HOVER_LIFT = 12   # how far a hovered or picked hand card rises above its neighbours


class RossioTable(TableScene):
    drawn_kinds = HUMAN_KINDS

    def __init__(self, app, session, live: bool = True):
        super().__init__(app, session, live)
        self.comp = components()
        self.hover_card: int | None = None   # a card whose pattern is outlined in the square
        self.recruit_side = "A"       # the side a hand card dropped on the slots takes
        # (state, card, where its pattern is found) under the pointer
        self._outlines: tuple[object, int | None, tuple] = (None, None, ())
        self.log_panel = LogPanel(L.LOG, lambda: self.log, size=12, ink=theme.ON_DARK_SOFT,
                                  soft=theme.ON_DARK_SOFT, line_h=16)
        self.make_buttons()

    def make_buttons(self) -> None:
        self.side_buttons = [
            Button(L.ACTION_BUTTONS[0], "", lambda: self.recruit("A"),
                   lambda: self.can_recruit("A"), primary=True, size=16,
                   why_not=lambda: self.why_not_side("A")),
            Button(L.ACTION_BUTTONS[1], "", lambda: self.recruit("B"),
                   lambda: self.can_recruit("B"), size=16,
                   why_not=lambda: self.why_not_side("B")),
        ]
        self.stop_button = Button(L.ACTION_BUTTONS[0], tr("Stop building"), self.stop_building,
                                  size=16)
        self.flip_button = Button(L.ACTION_BUTTONS[1], "", self.flip_side, size=16,
                                  tip=tr("The side a card dragged to your slots is recruited on"))
        self.scores_button = Button(L.ACTION_BUTTONS[0], tr("See the scores"), self.show_scores,
                                    primary=True)

    def pointer_left(self) -> None:
        """Nothing hovered or held stays: the next seat shown must not see this one's card
        outlined, nor its tile in hand."""
        super().pointer_left()
        self.hover_card = None
        self.drag = Drag()

    # --- whose board is large ----------------------------------------------------------
    def large_seat(self) -> int:
        """The seat shown large: the viewer, else (watching bots, or an observer) the seat
        to move."""
        if self.viewer is not None and self.viewer != OBSERVER:
            return self.viewer
        d = self.match.decision()
        state = self.state
        seat = d.seat if d is not None else state.order[0]
        return seat if not state.players[seat].ross else state.order[0]

    # --- animation from the engine's events ----------------------------------------------
    def tile_from(self, state, seat: int, space: int):
        """Where a seat's board tile is drawn now (large board or compact row)."""
        if seat == self.large_seat():
            return L.board_tile(space)
        others = [s for s in state.order if s != self.large_seat()]
        x, y, w, h = L.other_row(others.index(seat), len(others))
        return (x + 12 + space * 30, y + 36, 26, 26)

    def animate(self, before, events, animate_all: bool) -> list[float]:
        """Tiles fly from the board to the square one after another; a taken market card
        goes to its new owner and the others slide along before the new one comes in; a
        recruited card slides into its slot; each activation shows what it earned. Returns
        when each event lands, so ROSS's and the bots' turns are told step by step."""
        state = self.state
        market = list(before.market)
        t = 0.0
        focus = self.large_seat()
        times = []
        for e in events:
            times.append(t)
            if isinstance(e, TileBuilt):
                self.flights.add(Flight(tile_sprite(e.colour), self.tile_from(before, e.seat,
                                                                             e.board_space),
                                        L.cell_rect(e.row, e.col, state.ncols, state.nrows),
                                        duration=0.4, delay=t, hides=("cell", (e.row, e.col))))
                t += 0.3
            elif isinstance(e, (MarketCardTaken, MarketCardDiscarded)):
                card = market.pop(e.position)
                end = L.HAND_AT + L.HAND_CARD if getattr(e, "seat", None) == focus else L.DECK
                self.flights.add(Flight(card_sprite(card if end != L.DECK else HIDDEN),
                                        L.market_card(e.position), end, duration=0.4, delay=t))
                for i in range(e.position, len(market)):   # the rest slide along
                    self.flights.add(Flight(card_sprite(market[i]), L.market_card(i + 1),
                                            L.market_card(i), duration=0.3, delay=t + 0.2,
                                            hides=("market", market[i])))
                t += 0.45
            elif isinstance(e, MarketCardDrawn):
                market.append(e.card)
                self.flights.add(Flight(card_sprite(e.card), L.DECK, L.market_card(len(market) - 1),
                                        duration=0.35, delay=t, hides=("market", e.card)))
                t += 0.15
            elif isinstance(e, CardRecruited) and e.seat == focus:
                hand = before.players[e.seat].hand
                start = L.hand_card(hand.index(e.card), len(hand)) if e.card in hand else L.DECK
                self.flights.add(Flight(card_sprite(e.card, e.side), start, L.slot_card(2),
                                        duration=0.4, delay=t, hides=("slot", e.card)))
                t += 0.45
            elif isinstance(e, CardActivated):
                t += self.show_activation(state, e, t)
            elif isinstance(e, RossCardDrawn) and e.card != EMPTY:
                t += self.show_ross_draw(state, e.card, t)
            elif isinstance(e, RossScored) and e.vp:
                t += self.show_ross_scored(state, e.vp, t)
        return times

    def ross_row(self, state):
        """ROSS's compact row (he is never the seat shown large)."""
        others = [s for s in state.order if s != self.large_seat()]
        seat = next(s for s in others if state.players[s].ross)
        return L.other_row(others.index(seat), len(others))

    def ross_deck_rect(self, row):
        x, y, w, _ = row
        return (x + w - 60, y + 8, 44, 44 * 126 / 90)

    def show_ross_draw(self, state, card: int, t: float) -> float:
        """His drawn card flies from his deck to the front of the cards he shows."""
        row = self.ross_row(state)
        places = L.fanned_cards(row, len(state.ross_visible))
        end = places[state.ross_visible.index(card)] if card in state.ross_visible else places[-1]
        self.flights.add(Flight(sprite("rossio", f"ross_{card}"), self.ross_deck_rect(row), end,
                                duration=0.5, delay=t, hides=("ross", card)))
        return 0.55

    def show_ross_scored(self, state, vp: int, t: float) -> float:
        """Every card he shows glows, and what they pay rises from them."""
        row = self.ross_row(state)
        places = tuple(L.fanned_cards(row, len(state.ross_visible)))
        self.flights.add(Glow(places, delay=t, duration=0.8))
        image, (width, height) = label_image(self.app.canvas, tr("+{vp} VP", vp=vp), 18,
                                             theme.ON_DARK)
        x, y, w, h = row
        middle = (places[0][0] + places[-1][0] + places[-1][2]) / 2 if places else x + w / 2
        self.flights.add(Flight(image, (middle - width / 2, y + h - height, width, height),
                                (middle - width / 2, y + 4, width, height),
                                duration=0.8, delay=t))
        return 0.85

    def card_rect(self, state, seat: int, slot: int):
        """Where the card in a seat's slot is drawn now (large board or compact row)."""
        if seat == self.large_seat():
            return L.slot_card(slot)
        others = [s for s in state.order if s != self.large_seat()]
        k = sum(1 for s in state.players[seat].slots[:slot] if s.card != EMPTY)
        return L.other_card(L.other_row(others.index(seat), len(others)), k)

    def show_activation(self, state, e, t: float) -> float:
        """One card's activation, in turn from left to right: the card glows, and for side
        A so do the places its pattern is found; what it earned rises from it. Returns how
        long it takes, so the next card waits its turn."""
        at = self.card_rect(state, e.seat, e.slot)
        cells = ()
        if e.side == "A" and e.occurrences:
            from rossio.scoring import occurrence_cells
            cells = tuple(L.cell_rect(r, c, state.ncols, state.nrows)
                          for found in occurrence_cells(state, e.card) for r, c in found)
        duration = 0.9 if cells else 0.5
        self.flights.add(Glow((at,) + cells, delay=t, duration=duration))
        # another seat's points stay face down in the hidden-VP variant
        vp = 0 if state.variant == "hidden-vp" and e.seat != self.shown else e.vp
        if vp or e.coins:
            gain = (tr("+{vp} VP", vp=vp) if vp else
                    trn("+{count} coin", "+{count} coins", e.coins))
            size = 22 if e.seat == self.large_seat() else 16
            image, (width, height) = label_image(self.app.canvas, gain, size, theme.ON_DARK)
            x, y, w, _ = at
            self.flights.add(Flight(image, (x + w / 2 - width / 2, y + 30, width, height),
                                    (x + w / 2 - width / 2, y - 10, width, height),
                                    duration=duration, delay=t))
        return duration

    # --- actions -------------------------------------------------------------------------
    def show_scores(self) -> None:
        from shared.ui.scores import ScoreSheet
        self.scores_shown = True
        self.app.push(ScoreSheet(self.app, self.session))

    def moves_of(self, kind):
        d = self.human_decision()
        return [m for m in d.moves if isinstance(m, kind)] if d else []

    def picked_card(self) -> int | None:
        """The hand card picked to recruit, if any."""
        return self.picked[0][1] if self.picked and self.picked[0][0] == "hand" else None

    def can_recruit(self, side: str) -> bool:
        return ("side", side) in self.lit()

    def why_not_side(self, side: str) -> str | None:
        """Why the picked card cannot go on `side` now (its cost, the first turn), from the
        rules' own refusal: shown on the greyed button."""
        card = self.picked_card()
        if card is None or self.human_decision() is None:
            return None
        return self.reason_text(self.match.refusal(RecruitCard(card, side)))

    def recruit(self, side: str) -> None:
        self.act(("side", side))

    def stop_building(self) -> None:
        self.act(("stop",))

    def flip_side(self) -> None:
        self.recruit_side = "B" if self.recruit_side == "A" else "A"

    # --- where moves are played (shared/ui/spots.py) -------------------------------------
    # ("cell", row, column) of the square; ("hand", card); ("side", "A" | "B") the two
    # buttons a picked hand card is recruited with; ("swap", left) the arrow between two
    # board tiles; ("market", position); ("stop",) the button that ends building
    def spot_path(self, state, move) -> tuple:
        t = type(move)
        if t is BuildTile:
            return (("cell", move.row, move.col),)
        if t is RecruitCard:
            return (("hand", move.card), ("side", move.side))
        if t is DiscardCard:
            return (("hand", move.card),)
        if t is SwapTiles:
            return (("swap", move.left),)
        if t is TakeMarketCard:
            return (("market", move.position),)
        if t is StopBuilding:
            return (("stop",),)
        return ()

    def spot_at(self, state, pos):
        me = state.players[self.large_seat()]
        card = self.hand_card_at(me.hand, pos)
        if card is not None:
            return ("hand", card)
        for i in range(len(state.market)):
            if inside(L.market_card(i), pos):
                return ("market", i)
        for i in range(3):
            if inside(L.swap_button(i), pos):
                return ("swap", i)
        cell = L.cell_at(pos, state.ncols, state.nrows)
        return None if cell is None else ("cell", *cell)

    def spot_rect(self, state, spot):
        kind = spot[0]
        if kind == "cell":
            return L.cell_rect(spot[1], spot[2], state.ncols, state.nrows)
        if kind == "hand":
            hand = state.players[self.large_seat()].hand
            return self.hand_rect(hand, hand.index(spot[1])) if spot[1] in hand else None
        if kind == "side":
            return L.ACTION_BUTTONS[0 if spot[1] == "A" else 1]
        if kind == "swap":
            return L.swap_button(spot[1])
        if kind == "market":
            return L.market_card(spot[1])
        return L.ACTION_BUTTONS[0]   # stop building

    def asked_move(self, state, decision, spot, clicked: bool):
        """An empty space of the square while building: the rules say why not there."""
        if spot[0] == "cell" and decision.kind == BUILD and \
                spot[2] >= len(state.square[spot[1]]):
            return BuildTile(spot[1], spot[2])
        return None

    def drag_handles(self, state, decision) -> list:
        """The tiles of the person's board while building: dropped on the square the
        leftmost is built; dropped on a neighbour the two swap (1 coin)."""
        if decision.kind != BUILD:
            return []
        board = state.players[decision.seat].board
        return [(L.board_tile(i), ("tile", i)) for i, colour in enumerate(board)
                if colour != EMPTY]

    def dropped(self, state, item, pos) -> None:
        """A board tile onto its neighbour swaps them; a picked hand card onto the slots
        is recruited on the side the flip control shows; the rest as every table."""
        if item[0] == "tile":
            for j in (item[1] - 1, item[1] + 1):
                if 0 <= j < 4 and inside(L.board_tile(j), pos):
                    self.act(("swap", min(item[1], j)))
                    return
        card = self.picked_card()
        if card is not None and item == ("picked",) and (
                inside(L.board_rect(), pos) or inside(L.slot_card(2), pos)):
            if not self.act(("side", self.recruit_side), animate_all=False):
                self.refused(self.match.refusal(RecruitCard(card, self.recruit_side)))
            return
        super().dropped(state, item, pos)

    def hovered_cell(self):
        """(row, column) of the square's space under the pointer, if any."""
        spot = self.hover_spot
        return spot[1:] if spot is not None and spot[0] == "cell" else None

    def draw_hint_ghost(self, canvas, move, frame=HINT) -> None:
        """The hinted tile see-through on its space; the card, its side, the swap or the
        button framed."""
        state, seat = self.state, self.large_seat()
        if isinstance(move, BuildTile):
            colour = state.players[seat].board[next_tile(state, seat)]
            draw_ghost(canvas, L.cell_rect(move.row, move.col, state.ncols, state.nrows),
                       tile_sprite(colour), ("rossio", "tile", colour), radius=5, frame=frame)
        else:
            super().draw_hint_ghost(canvas, move, frame)

    def keep_clear(self) -> list:
        """A notice stays off the banner, the square, the market and the hand."""
        return [L.BANNER, L.SQUARE_AREA, L.MARKET, L.MINE]

    # --- input ---------------------------------------------------------------------------
    def buttons(self) -> list:
        d = self.human_decision()
        if self.scores_offered():
            return [self.scores_button]
        if d is None:
            return []
        if d.kind == RECRUIT and self.picked_card() is not None:
            return self.side_buttons
        if d.kind == RECRUIT:
            self.flip_button.label = tr("Dragged cards go on side {side}", side=self.recruit_side)
            return [self.flip_button]
        if d.kind == BUILD and self.moves_of(StopBuilding):
            return [self.stop_button]
        return []

    def handle(self, event, pos) -> None:
        if self.handle_keys(event):
            return
        if self.handle_widgets(event, pos, self.buttons() + [self.log_panel]):
            self.app.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            card = self.card_at(self.state, pos)
            if card != self.hover_card:
                self.hover_card = card
                self.app.dirty = True
        self.handle_spots(event, pos)

    def card_at(self, state, pos):
        """The side-A or hand card under the pointer whose pattern can be shown, else None."""
        me = state.players[self.large_seat()]
        for i, slot in enumerate(me.slots):
            if slot.card != EMPTY and slot.side == "A" and inside(L.slot_card(i), pos):
                return slot.card
        card = self.hand_card_at(me.hand, pos)
        if card is not None and card != HIDDEN:
            return card
        for i, card in enumerate(state.market):
            if inside(L.market_card(i), pos):
                return card
        return None

    # --- the hand: cards overlap; the one under the pointer rises above the others -----
    def hand_order(self, hand) -> list[int]:
        """The hand's cards in drawing order: left to right, the hovered one last."""
        order = list(range(len(hand)))
        if self.hover_card in hand:
            order.remove(hand.index(self.hover_card))
            order.append(hand.index(self.hover_card))
        return order

    def hand_rect(self, hand, i: int):
        """Where hand card `i` is drawn: raised while the pointer is on it or it is picked."""
        x, y, w, h = L.hand_card(i, len(hand))
        lift = HOVER_LIFT if hand[i] in (self.hover_card, self.picked_card()) else 0
        return (x, y - lift, w, h + lift)   # the raised card still reaches down to its row

    def hand_card_at(self, hand, pos):
        """The hand card under the pointer: the one drawn on top there."""
        for i in reversed(self.hand_order(hand)):
            if inside(self.hand_rect(hand, i), pos):
                return hand[i]
        return None

    def outlines(self, state):
        """Where the hovered card's pattern is found now (cached per state and card)."""
        if self.hover_card is None:
            return ()
        if self._outlines[:2] != (state, self.hover_card):
            from rossio.scoring import occurrence_cells
            self._outlines = (state, self.hover_card, occurrence_cells(state, self.hover_card))
        return self._outlines[2]

    # --- drawing -------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        state = self.state
        d = self.match.decision()
        human = self.human_decision()
        self.draw_banner(canvas, state, d, human)
        self.draw_square(canvas, state, human)
        self.draw_market(canvas, state, human)
        canvas.box((L.LOG[0] - 12, L.LOG[1] - 8, L.LOG[2] + 20, L.LOG[3] + 14),
                   (20, 30, 28, 120), radius=10)
        self.log_panel.draw(canvas)
        self.draw_mine(canvas, state, human)
        self.draw_others(canvas, state)
        self.flights.draw(canvas)
        self.draw_dragged(canvas, state)
        self.draw_refusal(canvas, state)
        for widget in self.widgets + self.buttons():
            widget.draw(canvas)

    def draw_dragged(self, canvas, state) -> None:
        if self.drag.pos is None:   # not dragging
            return
        item, (x, y) = self.drag.item, self.drag.pos
        what = item[1] if item[0] == "tile" else self.picked_card()
        if what is None:
            return
        if item[0] == "tile":
            colour = state.players[self.large_seat()].board[what]
            _, _, cell = L.square_geometry(state.ncols, state.nrows)
            canvas.image(tile_sprite(colour), (x - cell / 2, y - cell / 2, cell, cell),
                         key=("rossio", "tile", colour))
        else:
            w, h = L.HAND_CARD
            canvas.image(card_sprite(what, self.recruit_side), (x - w / 2, y - h / 2, w, h),
                         key=("rossio", "card", what, self.recruit_side))

    def draw_banner(self, canvas, state, d, human) -> None:
        if d is None:
            text = tr("The square is finished.")
            hint = tr("The last round has been played: the sheet has the points.")
        else:
            who = self.session.name(d.seat)
            if human is None:
                text = {ROSS_DRAW: tr("ROSS draws his card"),
                        ROSS_BUILD: tr("ROSS builds")}.get(
                    d.kind, tr("{who} is playing", who=who))
                hint = tr("Watch the move.")
            else:
                text, hint = self.instructions(state, d, who)
        if state.final_turn and d is not None:
            hint = tr("Last round: recruit and activate only.") + "  " + hint
        self.draw_banner_text(canvas, text, hint)

    def instructions(self, state, d, who) -> tuple[str, str]:
        if d.kind == KEEP:
            return (tr("{who}: keep 3 of the 5 cards dealt", who=who),
                    tr("Click a card in your hand to discard it."))
        if d.kind == DISCARD:
            return (tr("{who}: column bonus: discard a card", who=who),
                    tr("You drew 2 cards: click a card in your hand to discard it."))
        if d.kind == RECRUIT:
            if self.picked_card() is None:
                return (tr("{who}: recruit a card", who=who),
                        tr("Click a card in your hand, then choose side A (pays its cost, "
                           "scores its pattern) or side B (1 coin each activation)."))
            return (tr("{who}: recruit on side A or B", who=who),
                    tr("Click the card again to pick another."))
        if d.kind == BUILD:
            title = tr("{who}: build your leftmost tile", who=who)
            if state.built:
                return title, trn("Click a glowing space of the square. {count} tile built "
                                  "this turn; stop when you like.",
                                  "Click a glowing space of the square. {count} tiles built "
                                  "this turn; stop when you like.", state.built)
            return title, tr("Click or drag it to a glowing space of the square (the arrows "
                             "between your board tiles swap two of them for 1 coin).")
        if d.kind == MARKET:
            letters = "ABCD"[:max(1, min(state.built, 4))]
            return (tr("{who}: take a market card", who=who),
                    tr("Having built {count}, take one of {letters}.", count=state.built,
                       letters=", ".join(letters)))
        return (tr("{who}: choose a move", who=who), tr("Tab lists every move."))

    def draw_square(self, canvas, state, human) -> None:
        nrows, ncols = state.nrows, state.ncols
        left, top, cell = L.square_geometry(ncols, nrows)
        height = cell * nrows
        # frame: left wall, top pieces, bottom pieces with the column bonuses, theatre
        canvas.image(sprite("rossio", "left_piece"), (left - cell / 2, top - cell / 3,
                                                        cell / 2, height + cell * 2 / 3),
                     key=("rossio", "left_piece"))
        pieces = len(state.pieces)
        for k in range(pieces):
            x = left + k * 3 * cell
            canvas.image(sprite("rossio", "top_piece"), (x, top - cell / 3, 3 * cell, cell / 3),
                         key=("rossio", "top_piece"))
        canvas.image(sprite("rossio", "theatre"), (left + ncols * cell, top - cell / 3, 2 * cell,
                                                     height + cell * 2 / 3),
                     key=("rossio", "theatre"))
        canvas.box((left, top, ncols * cell, height), (214, 206, 190))
        for c in range(ncols):   # the column bonuses under the square
            bonus = state.bonuses[c] if c < len(state.bonuses) else ""
            icon = (left + c * cell + cell * 0.18, top + height + cell * 0.08, cell * 0.64,
                    cell * 0.64)
            canvas.box((left + c * cell + 1, top + height, cell - 2, cell * 0.8), (190, 178, 156),
                       radius=4)
            name = {"coin": "bonus_coin", "cards": "bonus_cards", "end": "vp_token_3"}.get(bonus)
            if name and not self.column_done(state, c):
                canvas.image(sprite("rossio", name), icon, key=("rossio", name))
        legal = {spot[1:] for spot in self.lit() if spot[0] == "cell"}
        hovered = self.hovered_cell()
        flying = self.flights.hidden("cell")
        for r in range(nrows):
            for c in range(ncols):
                rect = L.cell_rect(r, c, ncols, nrows)
                if c < len(state.square[r]) and (r, c) not in flying:
                    canvas.image(tile_sprite(state.square[r][c]), rect,
                                 key=("rossio", "tile", state.square[r][c]))
                else:
                    canvas.box((rect[0] + 1, rect[1] + 1, rect[2] - 2, rect[3] - 2),
                               (226, 220, 206), radius=3)
                if (r, c) in legal:
                    strong = (r, c) == hovered
                    canvas.box(rect, (92, 196, 96, 130 if strong else 70), radius=5)
                    canvas.box(rect, theme.GOOD, radius=5, width=3)
        self.draw_outlines(canvas, state)
        if human is not None and human.kind == BUILD and hovered is not None \
                and hovered not in legal:
            r, c = hovered
            if c >= len(state.square[r]):
                canvas.box(L.cell_rect(r, c, ncols, nrows), theme.BAD, radius=5, width=3)

    def draw_outlines(self, canvas, state) -> None:
        """Each place the hovered card's pattern scores, outlined, and what it pays."""
        found = self.outlines(state)
        if self.hover_card is None:
            return
        for occurrence in found:
            for r, c in occurrence:
                x, y, w, h = L.cell_rect(r, c, state.ncols, state.nrows)
                # dark and light rings: visible on tiles of every colour
                canvas.box((x + 1, y + 1, w - 2, h - 2), (255, 255, 255, 80), radius=5)
                canvas.box((x + 1, y + 1, w - 2, h - 2), theme.INK, radius=5, width=4)
                canvas.box((x + 4, y + 4, w - 8, h - 8), (255, 255, 255), radius=4, width=2)
        card = self.comp.card(self.hover_card)
        text = trn("Card {card}: found {count} time, {vp} VP on side A",
                   "Card {card}: found {count} times, {vp} VP on side A", len(found),
                   card=card.id, vp=len(found) * card.vp)
        x, y, w, h = L.SQUARE_AREA
        tw = canvas.text_width(text, 15, True) + 24
        canvas.box((x + w / 2 - tw / 2, y + h - 30, tw, 28), (20, 20, 20, 215), radius=8)
        canvas.text(text, (x + w / 2, y + h - 16), 15, theme.ON_DARK, bold=True, anchor="center")

    def column_done(self, state, c: int) -> bool:
        return all(len(row) > c for row in state.square)

    def draw_market(self, canvas, state, human) -> None:
        canvas.box(L.MARKET, (20, 30, 28, 120), radius=12)
        x, y, w, h = L.MARKET
        canvas.text(tr("Market"), (x + 120, y + 8), 15, theme.ON_DARK, bold=True)
        if state.deck:
            canvas.image(sprite("rossio", "card_back"), L.DECK, key=("rossio", "card_back"))
        else:
            canvas.box(L.DECK, (255, 255, 255, 40), radius=6, width=2)
        dx, dy, dw, dh = L.DECK
        canvas.text(trn("{count} card", "{count} cards", len(state.deck)),
                    (dx + dw / 2, dy + dh + 6), 13, theme.ON_DARK, bold=True, anchor="midtop")
        canvas.text(tr("{count} discarded", count=len(state.discard)), (dx + dw / 2, dy + dh + 24),
                    12, theme.ON_DARK_SOFT, anchor="midtop")
        takeable = {m.position for m in human.moves if isinstance(m, TakeMarketCard)} \
            if human is not None and human.kind == MARKET else set()
        flying = self.flights.hidden("market")
        for i, card in enumerate(state.market):
            r = L.market_card(i)
            if card not in flying:
                canvas.image(card_sprite(card), r, key=("rossio", "card", card))
            cx, cy, cw, ch = r
            canvas.image(sprite("rossio", f"market_{'ABCD'[i]}"),
                         (cx + cw / 2 - 12, cy + ch + 4, 24, 24), key=("rossio", "market", i))
            if i in takeable:
                canvas.box((cx - 3, cy - 3, cw + 6, ch + 6), theme.ACCENT, radius=8, width=3)

    def draw_mine(self, canvas, state, human) -> None:
        seat = self.large_seat()
        me = state.players[seat]
        canvas.box(L.MINE, theme.PANEL, radius=12, shadow=True)
        x, y, w, h = L.MINE
        # (a heading: it grows less with the text size, the mat is right under it)
        self.draw_name_line(canvas, state, seat, (x + 16, y + 8), canvas.heading(20),
                            end=L.HAND_AT[0] - 12)
        self.draw_board(canvas, state, seat, human)
        # the hand: only this seat's own cards are ever in its view
        hand = me.hand
        canvas.text(trn("Hand: {count} card", "Hand: {count} cards", len(hand)),
                    (L.HAND_AT[0], L.HAND_AT[1] - 32), 14, theme.INK_SOFT, bold=True)
        usable = self.usable_hand(human)
        for i in self.hand_order(hand):   # the hovered card on top, raised: its VP readable
            card = hand[i]
            rx, ry, rw, _ = self.hand_rect(hand, i)
            rh = L.hand_card(i, len(hand))[3]
            canvas.image(card_sprite(card), (rx, ry, rw, rh), key=("rossio", "card", card))
            if card == self.picked_card():
                canvas.box((rx - 3, ry - 3, rw + 6, rh + 6), theme.ACCENT, radius=8, width=3)
            elif card in usable:
                canvas.box((rx - 2, ry - 2, rw + 4, rh + 4), (255, 236, 180), radius=8, width=2)
        self.label_side_buttons(human)

    def usable_hand(self, human) -> set:
        if human is None:
            return set()
        return {m.card for m in human.moves if isinstance(m, (DiscardCard, RecruitCard))}

    def label_side_buttons(self, human) -> None:
        picked = self.picked_card()
        if picked is None or human is None or human.kind != RECRUIT:
            return
        card = self.comp.card(picked)
        self.side_buttons[0].label = (
            tr("Side A: free, the others gain 1 coin") if card.noble else
            tr("Side A: pay {cost} coins, score {vp} VP a time", cost=card.cost, vp=card.vp))
        self.side_buttons[1].label = tr("Side B: 1 coin each activation")

    def draw_board(self, canvas, state, seat, human) -> None:
        me = state.players[seat]
        canvas.image(sprite("rossio", "board"), L.board_rect(), key=("rossio", "board"))
        first = next_tile(state, seat)
        for i, colour in enumerate(me.board):
            r = L.board_tile(i)
            if colour != EMPTY:
                canvas.image(tile_sprite(colour), r, key=("rossio", "tile", colour))
                if i == first and human is not None and human.kind == BUILD:
                    canvas.box(r, theme.ACCENT, radius=4, width=3)
        if human is not None and human.kind == BUILD:
            for move in human.moves:
                if isinstance(move, SwapTiles):
                    bx, by, bw, bh = L.swap_button(move.left)
                    canvas.box((bx, by, bw, bh), theme.BUTTON, radius=6)
                    cy = by + bh / 2   # a two-headed arrow: swap these two
                    canvas.line((bx + 6, cy), (bx + bw - 6, cy), theme.ON_DARK, 2)
                    canvas.polygon([(bx + 3, cy), (bx + 9, cy - 5), (bx + 9, cy + 5)],
                                   theme.ON_DARK)
                    canvas.polygon([(bx + bw - 3, cy), (bx + bw - 9, cy - 5),
                                    (bx + bw - 9, cy + 5)], theme.ON_DARK)
        flying = self.flights.hidden("slot")
        for i, slot in enumerate(me.slots):
            if slot.card != EMPTY and slot.card not in flying:
                canvas.image(card_sprite(slot.card, slot.side), L.slot_card(i),
                             key=("rossio", "card", slot.card, slot.side))

    def draw_name_line(self, canvas, state, seat, at, size, end: float) -> None:
        """Name, coins and victory points (face down in the hidden-VP variant), in
        smaller print where they would run past `end`."""
        p = state.players[seat]
        x, y = at
        name = self.session.name(seat)
        hidden = state.variant == "hidden-vp" and not state.over and seat != self.viewer
        said = "?" if hidden else tr("{vp} VP", vp=p.vp)

        def width(s: float) -> float:
            coins = 0 if p.ross else s + 44
            return (min(230, canvas.text_width(name, s, True) + 16) + coins + s + 8
                    + canvas.text_width(said, s, True))
        while size > canvas.readable() and x + width(size) > end:
            size -= 0.5
        canvas.text(name, (x, y), size, theme.INK, bold=True, max_width=220)
        cx = x + min(230, canvas.text_width(name, size, True) + 16)
        if not p.ross:   # "ROSS does not receive or uses coins"
            canvas.image(sprite("rossio", "coin_1"), (cx, y, size + 4, size + 4),
                         key=("rossio", "coin"))
            canvas.text(str(p.coins), (cx + size + 8, y + size / 2 + 2), size, theme.INK,
                        bold=True, anchor="midleft")
        vx = cx + size + 44 if not p.ross else cx
        icon = "vp_hidden" if hidden else "vp_1"
        canvas.image(sprite("rossio", icon), (vx, y, size + 4, size + 4), key=("rossio", icon))
        canvas.text(said, (vx + size + 8, y + size / 2 + 2), size, theme.INK, bold=True,
                    anchor="midleft")

    def draw_others(self, canvas, state) -> None:
        focus = self.large_seat()
        others = [s for s in state.order if s != focus]
        d = self.match.decision()
        for i, seat in enumerate(others):
            r = L.other_row(i, len(others))
            x, y, w, h = r
            canvas.box(r, theme.PANEL, radius=10, shadow=True)
            if d is not None and d.seat == seat:
                canvas.box(r, theme.ACCENT, radius=10, width=3)
            p = state.players[seat]
            self.draw_name_line(canvas, state, seat, (x + 12, y + 8), canvas.heading(16),
                                end=x + w - 70)
            for k, colour in enumerate(p.board):
                tile_r = (x + 12 + k * 30, y + 36, 26, 26)
                if colour != EMPTY:
                    canvas.image(tile_sprite(colour), tile_r, key=("rossio", "tile", colour))
                else:
                    canvas.box(tile_r, (226, 220, 206), radius=3)
            cards = [(s.card, s.side) for s in p.slots if s.card != EMPTY]
            places = [L.other_card(r, k) for k in range(len(cards))]
            if p.ross:   # every card he shows, fanned into the room of three, newest on top
                cards = [(c, "ross") for c in state.ross_visible]
                places = L.fanned_cards(r, len(cards))
            flying = self.flights.hidden("ross")
            for (card, side), place in zip(cards, places):
                if side == "ross" and card in flying:
                    continue
                image = (sprite("rossio", f"ross_{card}") if side == "ross"
                         else card_sprite(card, side))
                canvas.image(image, place, key=("rossio", "small", card, side))
            deck_left = ""
            if p.ross:   # his deck: how many cards are left to draw (said under its back)
                left = len(state.ross_rest) + (state.ross_top != EMPTY)
                deck_left = trn("{count} card left", "{count} cards left", left)
            if p.ross and state.ross_visible:   # he scores every visible card each turn
                pays = sum(self.comp.ross(c).vp for c in state.ross_visible)
                cx, cy, cw, ch = L.other_card(r, 3)
                # left of his deck, above the count under it: smaller print for larger text
                room, f = x + w - 68 - (cx + 4), min(1.0, 1.1 / canvas.text_scale)
                canvas.text(trn("{count} card pays", "{count} cards pay",
                                len(state.ross_visible)), (cx + 4, cy + 4), 13 * f,
                            theme.INK_SOFT, max_width=room)
                below = cy + 4 + 18 * f * canvas.text_scale
                canvas.text(tr("{vp} VP a turn", vp=pays), (cx + 4, below), 16 * f, theme.INK,
                            bold=True, max_width=room)
            if p.ross and state.ross_top_back:
                back = f"ross_back_{state.ross_top_back}"
                if has_sprite("rossio", back):
                    canvas.image(sprite("rossio", back), (x + w - 60, y + 8, 44, 44 * 126 / 90),
                                 key=("rossio", back))
            if p.ross:   # his deck: the top card's back, and how many are left to draw
                canvas.text(deck_left, (x + w - 10, y + 8 + 44 * 126 / 90 + 2), 12,
                            theme.INK_SOFT, anchor="topright")
            elif p.hand:
                canvas.image(sprite("rossio", "card_back"), (x + w - 66, y + 10, 36, 50),
                             key=("rossio", "card_back"))
                canvas.text(f"×{len(p.hand)}", (x + w - 6, y + 35), 15, theme.INK, bold=True,
                            anchor="midright")   # inside the row, whatever the text size
