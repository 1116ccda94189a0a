"""The Squaring Circleville table (first slice): the round town with every section's road
squares, cubes, structures and supervisors, completed sections as tiles with their plots;
the courthouse rondel with each space's stack and the assistants, the upcoming stack and
the bag; the structures queue, the year track, the revealed equipment and the
achievements table; each player's score, cubes, quadrant markers and mat.

Every decision is offered in the move chooser (the rules' own descriptions); the wheel
zooms into the town. Drawn targets for each decision come next."""
from __future__ import annotations

from shared.engine.i18n import tr, trn
from shared.ui import theme
from shared.ui.assets import has_sprite, sprite
from shared.ui.camera import Camera
from shared.ui.logpanel import LogPanel
from shared.ui.table import TableScene
from circleville.components import components
from circleville.turn import seat_colours

from . import layout as L

PARCHMENT = (236, 226, 200)
COMPLETED = (176, 204, 150)


def piece(name: str):
    return sprite("circleville", name)


class CirclevilleTable(TableScene):
    drawn_kinds = frozenset()   # every decision through the move chooser, for now

    def __init__(self, app, session, live: bool = True):
        super().__init__(app, session, live)
        self.comp = components()
        self.camera = Camera(L.TOWN)
        self.log_panel = LogPanel(L.LOG, lambda: self.log, size=12, ink=theme.ON_DARK_SOFT,
                                  soft=theme.ON_DARK_SOFT, line_h=16)
        self.colours = seat_colours(self.match.state)

    # --- the score sheet and the looks of seats ------------------------------------------
    def show_scores(self) -> None:
        from shared.ui.scores import ScoreSheet
        self.scores_shown = True
        self.app.push(ScoreSheet(self.app, self.session, self.column_look))

    def column_look(self, column: int):
        seat = self.match.result().column_seat[column]
        return self.session.name(seat), self.look(seat)

    def look(self, seat: int):
        colour = self.colours[seat]
        return next((look for look in self.ui.looks if look.name == colour), self.ui.looks[0])

    def keep_clear(self) -> list:
        return [L.BANNER, L.TOWN]

    # --- input ---------------------------------------------------------------------------
    def handle(self, event, pos) -> None:
        if self.handle_keys(event):
            return
        if self.handle_widgets(event, pos, [self.log_panel]):
            self.app.dirty = True
            return
        if self.camera.handle(event, pos, empty_here=True):
            self.app.dirty = True

    # --- drawing -------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        state = self.state
        d = self.match.decision()
        self.draw_banner(canvas, state, d)
        with canvas.through(self.camera):
            self.draw_town(canvas, state)
        self.camera.draw_badge(canvas)
        self.draw_rondel(canvas, state)
        self.draw_queue_and_years(canvas, state)
        self.draw_supply(canvas, state)
        self.draw_players(canvas, state, d)
        canvas.box((L.LOG[0] - 10, L.LOG[1] - 6, L.LOG[2] + 18, L.LOG[3] + 10),
                   (20, 30, 28, 120), radius=10)
        self.log_panel.draw(canvas)
        self.flights.draw(canvas)
        for widget in self.widgets:
            widget.draw(canvas)

    def draw_banner(self, canvas, state, d) -> None:
        if d is None:
            text = tr("The town is complete.")
            hint = tr("Final scoring is done: the sheet has every category.")
        else:
            who = self.session.name(d.seat)
            if self.human_decision() is not None:
                text = tr("{who}: {prompt}", who=who, prompt=self.prompt_text(d))
                hint = tr("Choose in the list (Tab opens it again). Wheel: zoom into the town.")
            else:
                text = tr("{who} is playing", who=who)
                hint = tr("Watch the move.")
            if state.end_triggered:
                hint = tr("The end is triggered: the final round is being played.") + "  " + hint
        self.draw_banner_text(canvas, text, hint)
        canvas.text(tr("Round {round}", round=state.round), (1030, 33), 15, theme.ON_DARK_SOFT,
                    anchor="midright")

    def prompt_text(self, d) -> str:
        """The rules' prompt without its "Player N:" lead (the banner names the player)."""
        from shared.ui.narrator import say
        text = say(d.prompt, self.seat_label)
        head, sep, rest = text.partition(": ")
        return rest if sep and head.startswith(tr("Player").split()[0]) else text

    def draw_town(self, canvas, state) -> None:
        canvas.circle((L.CX, L.CY), 300, (196, 186, 160))
        canvas.circle((L.CX, L.CY), 298, (120, 132, 112))
        for number in L.ARCS:
            self.draw_section(canvas, state, number)
        canvas.image(piece("courthouse"), (L.CX - 52, L.CY - 52, 104, 104),
                     key=("cv", "courthouse"))
        # supervisors on their sections
        at: dict[int, list[int]] = {}
        for seat, p in enumerate(state.players):
            at.setdefault(p.supervisor, []).append(seat)
        for number, seats in at.items():
            if number not in L.ARCS:
                continue
            x, y = L.section_centre(number)
            for k, seat in enumerate(seats):
                colour = self.colours[seat]
                canvas.image(piece(f"supervisor_{colour}"),
                             (x + 14 + k * 12, y - 30, 20, 27), key=("cv", "sup", colour))

    def draw_section(self, canvas, state, number: int) -> None:
        site = state.site(number)
        done = state.is_completed(number)
        canvas.polygon(L.sector(number), COMPLETED if done else PARCHMENT)
        canvas.polygon(L.sector(number), (90, 84, 70), 1)
        x, y = L.section_centre(number)
        canvas.text(str(number), (x - 24, y - 18), 15, theme.INK, bold=True, anchor="center")
        if done:
            self.draw_completed(canvas, site, x, y)
            return
        # road squares: filled and empty, red then blue, with the owners' cubes
        section = self.comp.town.sections[number - 1]
        for row, (name, cubes, total) in enumerate((("road_red", site.red, section.red),
                                                     ("road_blue", site.blue, section.blue))):
            owners = [seat for seat, n in enumerate(cubes) for _ in range(n)]
            for k in range(total):
                r = (x - 30 + k * 11, y - 4 + row * 12, 10, 10)
                if k < len(owners):
                    colour = self.colours[owners[k]]
                    canvas.image(piece(f"cube_{colour}"), r, key=("cv", "cube", colour))
                else:
                    canvas.image(piece(name), r, key=("cv", name))
        for k, structure in enumerate(site.structures[:4]):
            canvas.image(piece(f"structure_icon_{structure}"), (x - 30 + k * 15, y + 20, 14, 14),
                         key=("cv", "icon", structure))

    def draw_completed(self, canvas, site, x, y) -> None:
        if site.number_cube >= 0:
            colour = self.colours[site.number_cube]
            canvas.image(piece(f"cube_{colour}"), (x - 14, y - 24, 12, 12), key=("cv", "cube", colour))
        for k, plot in enumerate(site.plots[:3]):
            r = (x - 30 + k * 22, y - 4, 20, 17)
            canvas.image(piece("build_plot"), r, key=("cv", "plot"))
            if plot.structure:
                canvas.image(piece(f"structure_{plot.structure}"), (r[0] + 2, r[1] - 4, 16, 16),
                             key=("cv", "structure", plot.structure))
            for side, owner in enumerate((plot.left, plot.right)):
                if owner >= 0:
                    colour = self.colours[owner]
                    canvas.image(piece(f"cube_{colour}"), (r[0] + 1 + side * 10, r[1] + 12, 8, 8),
                                 key=("cv", "cube", colour))
        for k, owner in enumerate(site.beautify[:4]):
            colour = self.colours[owner]
            canvas.image(piece("beautify"), (x - 30 + k * 13, y + 18, 12, 12), key=("cv", "beautify"))
            canvas.image(piece(f"cube_{colour}"), (x - 27 + k * 13, y + 30, 7, 7),
                         key=("cv", "cube", colour))

    def draw_rondel(self, canvas, state) -> None:
        spaces = self.comp.board.rondel.spaces
        canvas.box((L.RIGHT_X, L.RONDEL_Y, L.RIGHT_W, 94), (20, 30, 28, 120), radius=10)
        canvas.text(tr("Courthouse rondel"), (L.RIGHT_X + 10, L.RONDEL_Y + 2), 13, theme.ON_DARK,
                    bold=True)
        assistants: dict[int, list[int]] = {}
        for seat, p in enumerate(state.players):
            assistants.setdefault(p.assistant, []).append(seat)
        for i, space in enumerate(spaces):
            x, y, w, h = L.rondel_space(i, len(spaces))
            name = "rondel_green_start" if space.smokestack and has_sprite(
                "circleville", "rondel_green_start") else f"rondel_{space.colour}"
            canvas.image(piece(name), (x, y, w, w), key=("cv", name))
            stack = state.stacks[i]
            if stack:
                top = stack[-1]
                tile = "tile_back" if top.startswith("?") else f"tile_{top}"
                canvas.image(piece(tile), (x + w * 0.2, y + w * 0.2, w * 0.6, w * 0.6),
                             key=("cv", tile))
            canvas.text(str(len(stack)), (x + w - 4, y + w - 2), 12, theme.ON_DARK, bold=True,
                        anchor="bottomright")
            for k, seat in enumerate(assistants.get(i, ())):
                colour = self.colours[seat]
                canvas.image(piece(f"assistant_{colour}"), (x + k * 12, y + w - 6, 14, 17),
                             key=("cv", "assistant", colour))
        ux = L.RIGHT_X + L.RIGHT_W - 130
        canvas.text(tr("Upcoming"), (ux, L.RONDEL_Y + 2), 12, theme.ON_DARK_SOFT)
        for k, tile in enumerate(state.upcoming[-4:]):
            name = "tile_back" if tile.startswith("?") else f"tile_{tile}"
            canvas.image(piece(name), (ux + k * 16, L.RONDEL_Y + 22, 22, 22), key=("cv", name))
        canvas.image(piece("bag"), (ux + 4, L.RONDEL_Y + 50, 34, 34), key=("cv", "bag"))
        canvas.text(trn("{count} tile", "{count} tiles", state.bag), (ux + 44, L.RONDEL_Y + 67), 13,
                    theme.ON_DARK, anchor="midleft")

    def draw_queue_and_years(self, canvas, state) -> None:
        slots = self.comp.board.queue.slots
        canvas.text(tr("Structures queue"), (L.RIGHT_X + 10, L.QUEUE_Y + 4), 13, theme.ON_DARK,
                    bold=True)
        for k in range(slots):
            r = (L.RIGHT_X + 140 + k * 36, L.QUEUE_Y, 32, 32)
            canvas.box(r, (255, 255, 255, 40), radius=6)
            if k < len(state.queue):
                canvas.image(piece(f"structure_{state.queue[k]}"), r,
                             key=("cv", "structure", state.queue[k]))
        track = self.comp.board.year_track
        canvas.text(tr("Year track"), (L.RIGHT_X + 10, L.YEARS_Y + 4), 13, theme.ON_DARK, bold=True)
        years = track.last_year - track.first_year + 1
        w = (L.RIGHT_W - 150) / years
        for k in range(years):
            x = L.RIGHT_X + 140 + k * w
            tile = state.year_tiles[k] if k < len(state.year_tiles) else 0
            achievement = state.year_achievements[k] if k < len(state.year_achievements) else 0
            canvas.box((x, L.YEARS_Y, w - 3, 30), (255, 255, 255, 60 if tile else 20), radius=4)
            if achievement:
                canvas.circle((x + (w - 3) / 2, L.YEARS_Y + 8), 4, theme.ACCENT)
            year = track.first_year + k
            if k in (0, years - 1) or year % 5 == 0 and track.last_year - year > 2:
                canvas.text(str(year), (x + (w - 3) / 2, L.YEARS_Y + 32), 10,
                            theme.ON_DARK_SOFT, anchor="midtop")

    def draw_supply(self, canvas, state) -> None:
        y = L.SUPPLY_Y + 6
        canvas.text(tr("Equipment"), (L.RIGHT_X + 10, y + 6), 13, theme.ON_DARK, bold=True)
        for k, tile in enumerate(state.equipment[:9]):
            canvas.image(piece(f"equipment_{tile}"), (L.RIGHT_X + 140 + k * 34, y - 2, 30, 30),
                         key=("cv", "equipment", tile))
        filled = sum(1 for a in state.table if a)
        canvas.text(tr("Achievements table: {filled} of {slots}", filled=filled,
                       slots=len(state.table)), (L.RIGHT_X + L.RIGHT_W - 10, y + 14), 12,
                    theme.ON_DARK_SOFT, anchor="midright")

    def draw_players(self, canvas, state, d) -> None:
        mat = self.comp.mat
        for seat, p in enumerate(state.players):
            x, y, w, h = L.player_row(seat, state.n)
            canvas.box((x, y, w, h), theme.PANEL, radius=10, shadow=True)
            if d is not None and d.seat == seat:
                canvas.box((x, y, w, h), theme.ACCENT, radius=10, width=3)
            colour = self.colours[seat]
            canvas.image(piece(f"disc_{colour}"), (x + 8, y + 8, 28, 28), key=("cv", "disc", colour))
            canvas.text(self.session.name(seat), (x + 42, y + 8), 16, theme.INK, bold=True,
                        max_width=150)
            canvas.text(tr("{vp} VP", vp=p.score), (x + 42, y + 30), 14, theme.INK, bold=True)
            canvas.text(trn("{count} cube left", "{count} cubes left", p.cubes), (x + 100, y + 30),
                        13, theme.INK_SOFT)
            # the mat: each colour column's level; the quadrant (of the same colour) marker
            quadrants = self.comp.town.quadrants
            for c, column in enumerate(mat.columns):
                cx = x + 250 + c * 60
                level = len(p.mat[c]) if c < len(p.mat) else 0
                canvas.image(piece(f"tile_{column.colour}"), (cx, y + 6, 18, 18),
                             key=("cv", "tile", column.colour))
                canvas.text(tr("level {level}", level=level + 1), (cx + 22, y + 15), 12, theme.INK,
                            anchor="midleft")
                if c < len(quadrants):
                    canvas.text(tr("{quadrant}: {value}", quadrant=quadrants[c].id,
                                   value=p.markers[c]), (cx + 2, y + 36), 12, theme.INK_SOFT,
                                anchor="midleft")
            ex = x + 490
            for k, tile in enumerate(p.equipment):
                canvas.image(piece(f"equipment_{tile}"), (ex + k * 24, y + 6, 22, 22),
                             key=("cv", "equipment", tile))
            for k, tile in enumerate(p.achievements):
                canvas.image(piece(f"achievement_{tile}"), (ex + (len(p.equipment) + k) * 24, y + 6,
                                                           22, 22), key=("cv", "achievement", tile))
            if p.year_bonus:
                canvas.text(trn("{count} year bonus tile", "{count} year bonus tiles",
                                len(p.year_bonus)), (ex, y + 36), 12, theme.INK_SOFT)
