"""The Simplicity table: city, planning board, teams; drag or click tiles to build."""
from __future__ import annotations


from shared.ui import theme
from shared.engine.i18n import tr, trn
from shared.ui.animation import Flight
from shared.ui.assets import sprite
from shared.ui.camera import Camera
from shared.ui.hint import HINT, draw_ghost
from shared.ui.logpanel import LogPanel
from shared.ui.table import TableScene
from shared.ui.widgets import Button
from simplicity import scoring
from simplicity.components import BLANK, components
from simplicity.events import DemolitionPlaced, TilePlaced, TilesDrawn
from simplicity.moves import PlaceTile
from simplicity.state import DEMOLISH, PLACE

from . import layout as L



def tile_sprite(kind: str):
    return sprite("simplicity", f"tile_{kind}")


class SimplicityTable(TableScene):
    drawn_kinds = frozenset({PLACE, DEMOLISH})

    def __init__(self, app, session, live: bool = True):
        super().__init__(app, session, live)
        self._score_cache: tuple[object, tuple | None] = (None, None)   # (state, its scores)
        self.log_panel: LogPanel | None = None   # placed under the teams when first drawn
        self.camera = Camera(L.CITY_AREA)      # the wheel zooms into the city
        self.make_buttons()

    def make_buttons(self) -> None:
        self.scores_button = Button((L.PANEL[0] + 20, 626, 260, 48), tr("See the scores"),
                                    self.show_scores, primary=True)

    def seat_label(self, seat) -> str:
        return self.team_label(seat.team) if seat.team is not None else super().seat_label(seat)

    def team_label(self, team: int) -> str:
        state = self.state
        seat = state.team_player[team]
        teams = state.teams_of(seat)
        name = self.session.name(seat)
        if len(teams) > 1:
            return tr("{name} ({colour})", name=name, colour=tr(self.team_look(team).name))
        return name

    def team_look(self, team: int):
        state = self.state
        seat = state.team_player[team]
        return self.session.look(seat, state.teams_of(seat).index(team))

    def disc(self, team: int):
        return sprite("simplicity", f"disc_{self.team_look(team).name}")

    def pawn(self, team: int):
        return sprite("simplicity", f"pawn_{self.team_look(team).name}")

    # --- actions ------------------------------------------------------------------------
    def show_scores(self) -> None:
        from shared.ui.scores import ScoreSheet
        self.scores_shown = True
        self.app.push(ScoreSheet(self.app, self.session, self.score_column_look))

    def score_column_look(self, column: int):
        return self.team_label(column), self.team_look(column)

    def animate(self, before, events, placed_by_bot: bool) -> None:
        state = self.state
        for e in events:
            if isinstance(e, TilePlaced) and placed_by_bot:
                self.flights.add(Flight(tile_sprite(e.kind), L.tile_rect(e.slot),
                                        self.camera.rect_to_logical(
                                            L.cell_rect(e.space, state.cols, state.rows)),
                                        duration=0.55, hides=("cell", e.space)))
            elif isinstance(e, TilesDrawn):
                for slot, kind in enumerate(e.tiles):
                    self.flights.add(Flight(tile_sprite(kind), L.BAG, L.tile_rect(slot),
                                            duration=0.4, delay=0.25 + 0.08 * slot,
                                            hides=("slot", slot)))
            elif isinstance(e, DemolitionPlaced) and placed_by_bot:
                x, y, w, h = L.tile_rect(e.slot)
                self.flights.add(Flight(sprite("simplicity", "demolition"),
                                        (L.PANEL[0], 120, 48, 48),
                                        (x + w * 0.25, y + h * 0.25, w / 2, h / 2),
                                        duration=0.45, hides=("demolition", e.slot)))

    # --- where moves are played (shared/ui/spots.py) -------------------------------------
    # ("slot", i) a tile of the planning board, ("cell", space) a space of the city: a
    # tile is built by picking it and then its space; a demolition is a click on the tile
    def spot_path(self, state, move) -> tuple:
        if isinstance(move, PlaceTile):
            return (("slot", move.slot), ("cell", move.space))
        return (("slot", move.slot),)

    def spot_at(self, state, pos):
        slot = L.slot_at(pos)
        if slot is not None:
            return ("slot", slot)
        # the city is hit where it is drawn, zoomed or not
        cell = L.cell_at(self.camera.world_at(pos), state.cols, state.rows)
        return None if cell is None else ("cell", cell)

    def spot_rect(self, state, spot):
        if spot[0] == "slot":
            return L.tile_rect(spot[1])
        return self.camera.rect_to_logical(L.cell_rect(spot[1], state.cols, state.rows))

    def asked_move(self, state, decision, spot, clicked: bool):
        """A space the picked tile may not go to: the rules say why."""
        if spot[0] == "cell" and self.picked and decision.kind == PLACE:
            return PlaceTile(self.picked[0][1], spot[1])
        return None

    def picked_slot(self) -> int | None:
        """The planning tile the person has picked up, if any."""
        return self.picked[0][1] if self.picked else None

    # --- input ------------------------------------------------------------------------
    def handle(self, event, pos) -> None:
        if self.handle_keys(event):
            return
        extra = [self.scores_button] if self.scores_offered() else []
        if self.handle_widgets(event, pos, extra + ([self.log_panel] if self.log_panel else [])):
            self.app.dirty = True
            return
        if self.camera.handle(event, pos, empty_here=not self.drag.pressed and not self.picked):
            self.app.dirty = True
            return
        self.handle_spots(event, pos)

    def draw_hint_ghost(self, canvas, move, frame=HINT) -> None:
        """The hinted tile framed on the planning board; built, see-through on its space."""
        state = self.state
        draw_ghost(canvas, self.spot_rect(state, ("slot", move.slot)), frame=frame)
        if isinstance(move, PlaceTile):
            x, y, w, h = L.cell_rect(move.space, state.cols, state.rows)
            kind = state.offer[move.slot]
            with canvas.through(self.camera):
                draw_ghost(canvas, (x + 4, y + 4, w - 8, h - 8), tile_sprite(kind), ("tile", kind),
                           frame=frame)

    def keep_clear(self) -> list:
        """A notice stays off the banner and the boards where the targets are."""
        state = self.state
        return [L.BANNER, L.city_frame(state.cols, state.rows), L.PLANNING_BOARD]

    # --- drawing -------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        state = self.state
        d = self.match.decision()
        human = self.human_decision()
        self.draw_banner(canvas, d)
        with canvas.through(self.camera):
            self.draw_city(canvas, state, human)
        self.camera.draw_badge(canvas)
        self.draw_planning(canvas, state, human)
        self.draw_panel(canvas, state, d)
        self.flights.draw(canvas)
        dragged = self.drag.pos   # None: not dragging
        if dragged is not None and self.picked:
            kind = state.offer[self.picked_slot()]
            if kind:
                _, _, cell = L.city_geometry(state.cols, state.rows)
                size = (cell - 8) * self.camera.zoom
                canvas.image(tile_sprite(kind), (dragged[0] - size / 2,
                                                  dragged[1] - size / 2, size, size),
                             key=("tile", kind))
        for widget in self.widgets:
            widget.draw(canvas)
        if self.scores_offered():
            self.scores_button.draw(canvas)

    def draw_banner(self, canvas, d) -> None:
        canvas.box((0, 0, 1280, 66), theme.TABLE_DARK)
        state = self.state
        if d is None:
            text = tr("The city is complete.")
            hint = tr("Every team has placed its five discs.")
            team = None
        else:
            team = state.team_to_move()
            who = self.team_label(team)
            human = self.session.is_human(d.seat)
            if d.kind == DEMOLISH:
                text = (tr("{who}: demolish one tile", who=who) if human else
                        tr("{who} is choosing a tile to demolish", who=who))
                hint = tr("Click a tile on the planning board: nobody may take it this round.")
            else:
                text = (tr("{who}: take a tile and build it", who=who) if human else
                        tr("{who} is building", who=who))
                hint = (tr("Drag a tile onto a glowing city space, or click the tile, then the "
                           "space. Wheel: zoom.") if human else tr("Watch the bot's move."))
        x = 20
        if team is not None:
            canvas.image(self.disc(team), (20, 11, 44, 44), key=("disc", self.team_look(team).name))
            x = 76
        self.banner_words(canvas, text, hint, x)   # whole, left of the pace while it shows

    def draw_city(self, canvas, state, human) -> None:
        cols, rows = state.cols, state.rows
        left, top, cell = L.city_geometry(cols, rows)
        margin = L.FRAME_BEFORE + L.FRAME_AFTER
        canvas.box((left - L.FRAME_BEFORE, top - L.FRAME_BEFORE, cell * cols + margin,
                    cell * rows + margin), (214, 200, 170), radius=12, shadow=True)
        for c in range(cols):
            special = state.strips[c] == components().special.id
            canvas.box((left + c * cell + 2, top + 2, cell - 4, cell * rows - 4),
                       (236, 226, 200) if special else theme.PANEL, radius=6)
            canvas.text("ABCDEFG"[c], (left + c * cell + cell / 2, top - 14), 14,
                        (92, 76, 52), bold=True, anchor="center")
        for r in range(rows):
            canvas.text(str(r + 1), (left - 14, top + r * cell + cell / 2), 14, (92, 76, 52),
                        bold=True, anchor="center")
        slot = self.picked_slot()
        lit = self.lit()
        hover = self.hover_spot
        hidden = self.flights.hidden("cell")
        for space in range(cols * rows):
            x, y, w, h = L.cell_rect(space, cols, rows)
            kind = state.tiles[space]
            if kind and space not in hidden:
                canvas.image(tile_sprite(kind), (x + 4, y + 4, w - 8, h - 8), key=("tile", kind))
                team = state.discs[space]
                if team is not None:
                    s = w * 0.42
                    canvas.image(self.disc(team), (x + w - s - 2, y + h - s - 2, s, s),
                                 key=("disc", self.team_look(team).name))
            else:
                shape = state.shapes[space]
                name = "space_blank" if shape == BLANK else f"shape_{shape}"
                s = w * 0.5
                canvas.image(sprite("simplicity", name), (x + (w - s) / 2, y + (h - s) / 2, s, s),
                             key=("shape", name))
            if ("cell", space) in lit:
                strong = ("cell", space) == hover
                canvas.box((x + 3, y + 3, w - 6, h - 6), (92, 196, 96, 120 if strong else 60),
                           radius=8)
                canvas.box((x + 3, y + 3, w - 6, h - 6), theme.GOOD, radius=8, width=3)
            elif slot is not None and human and ("cell", space) == hover and not kind:
                canvas.box((x + 3, y + 3, w - 6, h - 6), theme.BAD, radius=8, width=3)

    def draw_planning(self, canvas, state, human) -> None:
        comp = components()
        canvas.box((L.PLAN_X - 8, L.PLAN_Y - 8, L.PLAN_W + 16, 7 * L.PLAN_ROW + 16),
                   (58, 84, 112), radius=12, shadow=True)
        open_slots = {spot[1] for spot in self.starts()} if human else set()
        slot_picked = self.picked_slot()
        hidden = self.flights.hidden("slot")
        demolition_hidden = self.flights.hidden("demolition")
        waiting = {slot: team for team, slot in enumerate(state.last_pawns)
                   if slot is not None and state.pawns[team] is None}
        taken = {slot: team for team, slot in enumerate(state.pawns) if slot is not None}
        for slot in range(7):
            x, y, w, h = L.plan_row(slot)
            canvas.box((x, y + 3, w, h - 6), (72, 102, 134), radius=8)
            sx, sy, sw, sh = L.symbol_rect(slot)
            canvas.box((sx, sy, sw, sh), (236, 230, 214), radius=8)
            canvas.text(str(slot + 1), (sx + 8, sy + 4), 13, theme.INK_SOFT, bold=True)
            symbols = comp.sides[state.side][slot]
            size = 34 if len(symbols) == 1 else 30
            for i, shape in enumerate(symbols):
                cx = sx + sw / 2 + (i - (len(symbols) - 1) / 2) * 36 + 6
                canvas.image(sprite("simplicity", f"shape_{shape}"),
                             (cx - size / 2, sy + sh / 2 - size / 2, size, size),
                             key=("shape", shape))
            if not symbols:   # centred, clear of the slot's number at its top left
                room = 2 * (sw / 2 + 6 - 14 - canvas.text_width(str(slot + 1), 13, True))
                canvas.text(tr("any"), (sx + sw / 2 + 6, sy + sh / 2),
                            canvas.fit(tr("any"), 18, room, True), theme.INK, bold=True,
                            anchor="center", max_width=room)
            if slot in waiting:
                canvas.image(self.pawn(waiting[slot]), L.waiting_pawn_rect(slot),
                             key=("pawn", self.team_look(waiting[slot]).name))
            if slot in taken:
                canvas.image(self.pawn(taken[slot]), L.taken_pawn_rect(slot),
                             key=("pawn", self.team_look(taken[slot]).name))
            tile_r = L.tile_rect(slot)
            kind = state.offer[slot] if state.offer else None
            canvas.box(tile_r, (48, 72, 98), radius=8)
            dragging_this = self.drag.dragging and slot_picked == slot
            if kind and slot not in hidden and not dragging_this:
                canvas.image(tile_sprite(kind), tile_r, key=("tile", kind))
                if slot in open_slots and slot != slot_picked:
                    canvas.box(tile_r, (255, 236, 180), radius=8, width=2)
            if slot_picked == slot and not dragging_this:
                canvas.box((tile_r[0] - 3, tile_r[1] - 3, tile_r[2] + 6, tile_r[3] + 6),
                           theme.ACCENT, radius=10, width=4)
            if state.demolished == slot and slot not in demolition_hidden:
                tx, ty, tw, th = tile_r
                canvas.box(tile_r, (20, 20, 20, 110), radius=8)
                canvas.image(sprite("simplicity", "demolition"),
                             (tx + tw * 0.25, ty + th * 0.25, tw / 2, th / 2), key="demolition")
        bx, by, bw, bh = L.BAG
        canvas.image(sprite("simplicity", "bag"), L.BAG, key="bag")
        side = canvas.text(tr("Side {side}", side=state.side), (L.PLAN_X + L.PLAN_W, by + bh / 2),
                           15, theme.ON_DARK_SOFT, anchor="midright")
        in_bag = trn("{count} tile in the bag", "{count} tiles in the bag", sum(state.bag))
        room = canvas.to_logical(side.topleft)[0] - 12 - (bx + bw + 10)
        canvas.label(in_bag, (bx + bw + 10, by, room, bh), 15, theme.ON_DARK_SOFT, align="left")

    def live_scores(self, state):
        if self._score_cache[0] is not state:
            self._score_cache = (state, scoring.score_teams(state))
        return self._score_cache[1]

    def draw_panel(self, canvas, state, d) -> None:
        x, y, w, h = L.PANEL
        canvas.box(L.PANEL, theme.PANEL, radius=12, shadow=True)
        scores = self.live_scores(state)
        finished = self.match.finished
        if finished:
            canvas.text(tr("Final scores"), (x + 16, y + 12), 22, theme.INK, bold=True)
        else:
            so_far = canvas.text(tr("score so far"), (x + w - 16, y + 20), 13, theme.INK_SOFT,
                                 anchor="topright")
            room = canvas.to_logical(so_far.topleft)[0] - 10 - (x + 16)
            heading, size = tr("Round {round} of 5", round=min(state.round, 5)), 22.0
            while size > canvas.readable() and canvas.text_width(heading, size, True) > room:
                size -= 0.5   # smaller beside "score so far" rather than under it
            canvas.text(heading, (x + 16, y + 12 + (22 - size) / 2), size, theme.INK, bold=True,
                        max_width=room)
        current = state.team_to_move()
        row_h = min(58, (330) / max(1, state.teams))
        top = y + 50
        holder = state.order[-1] if state.demolition and state.order else None
        # in play the rows are the turn order; at the end, the ranking (ties share a rank)
        rows = sorted(state.order, key=lambda t: -scores[t].total) if finished else state.order
        for i, team in enumerate(rows):
            ry = top + i * row_h
            if team == current and not finished:
                canvas.box((x + 6, ry, w - 12, row_h - 4), (252, 226, 170), radius=8)
                canvas.box((x + 6, ry, w - 12, row_h - 4), theme.ACCENT, radius=8, width=2)
            place = (1 + sum(scores[t].total > scores[team].total for t in rows) if finished
                     else i + 1)
            canvas.text(f"{place}.", (x + 14, ry + row_h / 2 - 2), 15, theme.INK_SOFT, bold=True,
                        anchor="midleft")
            ds = min(36, row_h - 12)
            canvas.image(self.disc(team), (x + 38, ry + (row_h - 4 - ds) / 2, ds, ds),
                         key=("disc", self.team_look(team).name))
            # the name and the team's colour; the name alone where both do not fit (the disc
            # beside it shows the colour and its symbol)
            total = str(scores[team].total)   # right of the name, as wide as its digits
            label = self.team_label(team)
            room = w - 82 - 26 - canvas.text_width(total, 22, True)
            if canvas.text_width(label, 16 * 0.7, True) > room:
                label = self.session.name(state.team_player[team])
            canvas.text(label, (x + 82, ry + row_h / 2 - 12), canvas.fit(label, 16, room, True),
                        theme.INK, bold=True, anchor="midleft", max_width=room)
            left = 5 - state.discs.count(team)
            detail = trn("{count} disc left", "{count} discs left", left)
            said = canvas.text(detail, (x + 82, ry + row_h / 2 + 8), 13, theme.INK_SOFT,
                               anchor="midleft")
            # the extra points and the demolition token right of it, however wide it is
            ex = max(x + 170, canvas.to_logical(said.topright)[0] + 6)
            for k in range(state.extra[team]):
                canvas.image(sprite("simplicity", "extra_point"), (ex + k * 12, ry + row_h / 2 - 1,
                                                                   18, 18), key="extra")
            if team == holder and state.phase in (DEMOLISH, PLACE):
                canvas.image(sprite("simplicity", "demolition"),
                             (min(ex + 56, x + w - 50 - canvas.text_width(total, 22, True)),
                              ry + row_h / 2 - 14, 24, 24), key="demolition")
            canvas.text(total, (x + w - 16, ry + row_h / 2 - 2), 22, theme.INK, bold=True,
                        anchor="midright")
        ly = top + state.teams * row_h + 12
        canvas.line((x + 14, ly), (x + w - 14, ly), theme.PANEL_EDGE, 1)
        canvas.text(tr("Game log"), (x + 16, ly + 8), 14, theme.INK_SOFT, bold=True)
        bottom = self.scores_button.rect[1] - 8 if self.match.finished else y + h - 10
        rect = (x + 16, ly + 30, w - 24, bottom - ly - 30)
        if self.log_panel is None or self.log_panel.rect != rect:
            self.log_panel = LogPanel(rect, lambda: self.log)
        self.log_panel.draw(canvas)
