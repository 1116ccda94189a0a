"""The Squaring Circleville table: the round town with every section's road squares, cubes,
structures and supervisors, completed sections as tiles with their plots; the courthouse
rondel with each space's stack and the assistants, the upcoming stack and the bag; the
structures queue, the year track, the revealed equipment and the achievements table; the
mat of the seat to move, large, and every other seat in a compact row (a click opens it).

A turn by hand: drag the assistant (or click) to a glowing rondel space; click a lit
action on the mat (a basic action's button, or an alternate action's cell in its colour's
column); inside the action click (or drop cubes on) the glowing road, click a glowing
structure to raze it, a glowing plot to build (or drag the queue's structure onto it), a
glowing section to move the supervisor there (or drag it); equipment, achievements and
year bonus tiles are clicked where they lie. Everything lit comes from the decision's
legal moves (targets.py); a hovered target that is not lit says why; what has no target
on the table is in the move chooser (Tab, or the "More choices" button)."""
from __future__ import annotations

import pygame

from shared.engine.i18n import generation, tr, trn
from shared.ui import theme
from shared.ui.assets import has_sprite
from shared.ui.camera import Camera
from shared.ui.logpanel import LogPanel
from shared.ui.table import TableScene
from shared.ui.widgets import Button, inside
from circleville.components import components
from circleville.state import ACTIONS, CLOSING, FINAL, RONDEL
from circleville.turn import ACHIEVEMENT, ACTION, QUEUE, RESOLVE_ORDER, YEAR_BONUS, seat_colours

from . import layout as L
from . import workleft
from .mats import Mats, fitting, piece, year_bonus_name, year_bonus_sprite
from .motion import Motion
from .solomat import supervisor_at
from .targets import DRAWN_KINDS, asked_move, clicked_move, section_spots, spot_of
from .tracks import (draw_merged, draw_quadrant_tracks, draw_scoring_track, draw_vp_box,
                     standing_icon, structure_icons)

PARCHMENT = (236, 226, 200)
YEAR_TILE = (242, 232, 208)          # a year bonus tile's face on the year track
COMPLETED = (176, 204, 150)
LIT_SECTION = (214, 236, 196)       # a section the supervisor may go to (pale, pieces stay clear)

SCORES_BUTTON = (690, 12, 220, 44)   # after the game: back to the sheet
MAT_SPOTS = ("cell", "column", "yearbonus")   # spots on the large mat, which lights its own


class CirclevilleTable(TableScene):
    drawn_kinds = DRAWN_KINDS

    def __init__(self, app, session, live: bool = True):
        super().__init__(app, session, live)
        self.comp = components()
        self.camera = Camera(L.TOWN)
        players = self.match.config.players
        # people play here: the turn's buttons stand right of the log
        self.people = live and any(map(session.is_human, range(players)))
        self.log_panel = LogPanel(L.log_rect(players, self.people), lambda: self.log,
                                  size=12, ink=theme.ON_DARK_SOFT, soft=theme.ON_DARK_SOFT,
                                  line_h=16)
        self.colours = seat_colours(self.match.state)
        self.mats = Mats(self)
        self.motion = Motion(self)
        # (glossary kind, number) of a tile under the pointer
        self.hover_tile: tuple[str, int] | None = None
        # (seat whose mat a click opened, the seat then to move)
        self.opened: tuple[int | None, int | None] = (None, None)
        self._layers: dict = {}        # name -> (what it showed, its pixels): see layer()
        self._final: tuple = (None, None)   # (state, its final scores) once the town is complete
        self.work_rect: tuple | None = None   # the line of work left, where last drawn
        self.make_buttons()
        if live and self.match.state.solo and not self.match.log:   # a solo game's setup, told
            self.motion.solo_setup(self.match.state)

    def make_buttons(self) -> None:
        at = L.turn_buttons(self.match.config.players)   # right of the log, off the board
        self.more_button = Button(at["more"], tr("More choices (Tab)"), self.open_chooser,
                                  lambda: self.human_decision() is not None, size=13,
                                  tip=tr("Every legal move as a list, also those without a "
                                         "place on the table"))
        self.end_button = Button(at["end"], tr("End your turn"),
                                 lambda: self.press_button("end"), primary=True, size=14)
        self.finish_button = Button(at["finish"], tr("Finish the action"),
                                    lambda: self.press_button("finish"), primary=True, size=15)
        # in the banner, where the others' pace sits while they play: clear of the town
        self.scores_button = Button(SCORES_BUTTON, tr("See the scores"), self.show_scores,
                                    primary=True, size=16)
        self.bonus_button = Button(at["bonus"], tr("Bonus action"),
                                   lambda: self.press_button("bonus"), size=14,
                                   tip=tr("Return the top tile of each column of your mat and "
                                          "take one more action of any colour"))

    # --- the score sheet and the looks of seats ------------------------------------------
    def animate(self, before, events, animate_all: bool) -> list[float]:
        return self.motion.animate(before, events, animate_all)

    def show_scores(self) -> None:
        """A game just finished here is scored step by step first; a finished save (or a
        picture of one) opens the sheet at once."""
        from shared.ui.scores import ScoreSheet
        first = not self.scores_shown   # once stepped through, the sheet at once
        self.scores_shown = True
        if first and self.control is not None and self.state.final:
            from .finale import FinalScoring
            self.app.push(FinalScoring(self.app, self))
        else:
            self.app.push(ScoreSheet(self.app, self.session, self.column_look))

    def points(self, state, seat: int) -> int:
        """A seat's points as its panel shows them: the score track while the game runs,
        the final score (every category of final scoring in) once the town is complete."""
        if not self.match.finished:
            return state.players[seat].score
        if self._final[0] is not self.match.state:
            self._final = (self.match.state, self.match.result().scores)
        return self._final[1][seat]

    def column_look(self, column: int):
        seat = self.match.result().column_seat[column]
        return self.session.name(seat), self.look(seat)

    def look(self, seat: int):
        colour = self.colours[seat]
        return next((look for look in self.ui.looks if look.name == colour), self.ui.looks[0])

    def keep_clear(self) -> list:
        """Notices keep off the board and the turn's buttons."""
        return [L.BANNER, L.TOWN, L.SCORE_TOP, L.SCORE_BOTTOM] + [b.rect for b in self.buttons()]

    # --- where moves are played (shared/ui/spots.py; the spots are in targets.py) ---------
    def spot_path(self, state, move) -> tuple:
        spot = spot_of(state, move)
        return () if spot is None else (spot,)

    def large_seat(self) -> int:
        """The seat whose whole mat is shown: the one a click opened, else the seat to move
        (the viewer's when nobody is)."""
        d = self.decision()
        to_move = d.seat if d is not None else (self.viewer or 0)
        seat, then = self.opened
        return seat if seat is not None and then == to_move else to_move

    def spot_at(self, state, pos):
        """The spot under the pointer (targets.py): on the rondel, the queue, the supply,
        the large mat or the town; None elsewhere."""
        if pos is None:
            return None
        spaces = len(self.comp.board.rondel.spaces)
        for i in range(spaces):
            if inside(L.rondel_space(i, spaces), pos):
                return ("space", i)
        for k in range(len(state.queue)):
            if inside(L.queue_slot(k), pos):
                return ("queue", k)
        for k, kind in enumerate(state.turn.held[:2]):
            if inside(L.held_slot(k), pos):
                return ("held", kind)
        for k, tile in enumerate(state.equipment):
            if inside(L.equipment_slot(k), pos):
                return ("equipment", tile)
        for k in range(len(state.table)):
            if inside(L.table_slot(k), pos):
                return ("table", k)
        seat = self.large_seat()
        rect = L.player_rows(state.n, seat)[seat]
        if inside(rect, pos):
            spot = self.mats.spot_at(rect, state.players[seat], pos)
            d = self.human_decision()
            if spot and spot[2:] == ("basic",) and d is not None and d.kind == CLOSING:
                return ("column", spot[1])
            return spot
        return self.town_spot_at(state, self.camera.world_at(pos))

    def tile_at(self, state, pos):
        """The tile under the pointer, as its tip names it: ("equipment" | "achievement" |
        "year_bonus", number) on the board or beside a mat, ("year_bonus_used", number)
        for one used this turn, ("year_track" | "year_achievement", year) for the year
        bonus tile on a year of the track and the achievement tile beside it, ("section",
        number) for a section's number, ("work_left", 0) for the line of work left in
        town; else None."""
        found = [(L.equipment_slot(k), ("equipment", t)) for k, t in enumerate(state.equipment)]
        found += [(L.table_slot(k), ("achievement", t)) for k, t in enumerate(state.table) if t]
        track = self.comp.board.year_track
        for year in track.tile_years:
            on_track, achievement = self.year_track_tiles(state, year)
            if achievement:
                found.append((self.year_achievement_rect(year), ("year_achievement", year)))
            if on_track:
                found.append((self.year_tile_rect(year), ("year_track", year)))
        for seat, rect in L.player_rows(state.n, self.large_seat()).items():
            p = state.players[seat]
            held = [("equipment", t) for t in p.equipment] + [("achievement", t)
                                                             for t in p.achievements]
            if seat == self.large_seat():
                flipped = state.turn.flipped if state.turn.seat == seat else ()
                beside = [("year_bonus", t) for t in p.year_bonus] + [("year_bonus_used", t)
                                                                    for t in flipped]
                found += [(L.mat_slot(rect, k), tile) for k, tile in enumerate(held)]
                found += [(L.mat_year_bonus(rect, k), tile) for k, tile in enumerate(beside[:6])]
            else:
                found += [(self.mats.compact_held(rect, k), tile) for k, tile in enumerate(held)]
                found += [(self.mats.compact_year_bonus(rect, k), ("year_bonus", t))
                          for k, t in enumerate(p.year_bonus[:6])]
        if self.work_rect is not None:
            found.append((self.work_rect, ("work_left", 0)))
        tile = next((tile for r, tile in found if inside(r, pos)), None)
        if tile is None:   # a section's number: its VP box
            world = self.camera.world_at(pos)
            number = L.section_at(world)
            if number is not None and inside(L.number_rect(number), world):
                return ("section", number)
        return tile

    def town_spot_at(self, state, world):
        number = L.section_at(world)
        if number is None:
            return None
        site = state.site(number)
        hit: list[tuple] = []
        fallback: list[tuple] = []
        if state.is_completed(number):
            for k in range(min(3, len(site.plots))):
                if inside(L.plot_rect(number, k), world):
                    hit.append(("plot", number, k))
            fallback.append(("beautify", number))
        else:
            section = self.comp.town.section(number)
            for row, (road, count) in enumerate((("red", section.red), ("blue", section.blue))):
                spot = ("road", number, road)
                (hit if inside(L.road_row(number, row, count), world) else fallback).append(spot)
            icons = structure_icons(site, section.structures)
            for k, (kind, standing, _) in enumerate(icons[:4]):
                if not standing:   # a razed icon: only its cube lies there
                    continue
                spot = ("structure", number, kind)
                (hit if inside(L.structure_icon(number, k), world) else fallback).append(spot)
        candidates = hit + list(section_spots(state, number)) + fallback
        lit = self.lit()
        return next((s for s in candidates if s in lit), candidates[0])

    def spot_rect(self, state, spot):
        """Where a spot is drawn, in logical units (town pieces through the camera)."""
        kind = spot[0]
        if kind == "space":
            return L.rondel_space(spot[1], len(self.comp.board.rondel.spaces))
        if kind == "queue":
            return L.queue_slot(spot[1])
        if kind == "held":
            return L.held_slot(state.turn.held.index(spot[1]))
        if kind == "equipment":
            return L.equipment_slot(state.equipment.index(spot[1]))
        if kind == "table":
            return L.table_slot(spot[1])
        if kind in ("cell", "yearbonus", "column"):   # on the large mat
            seat = self.large_seat()
            return self.mats.spot_rect(L.player_rows(state.n, seat)[seat], state.players[seat],
                                       spot)
        if kind == "button":
            return None    # the buttons light their own
        world = self.town_rect(state, spot)
        return self.camera.rect_to_logical(world) if world else None

    def town_rect(self, state, spot):
        kind, number = spot[0], spot[1]
        if kind == "road":
            section = self.comp.town.section(number)
            row = 0 if spot[2] == "red" else 1
            return L.road_row(number, row, getattr(section, spot[2]))
        if kind == "structure":
            k = standing_icon(state.site(number), self.comp.town.section(number).structures,
                              spot[2])
            return L.structure_icon(number, k) if k is not None else None
        if kind == "plot":
            return L.plot_rect(number, spot[2])
        if kind == "beautify":
            return L.beautify_rect(number)
        if kind == "section":
            x, y = L.section_centre(number)
            return (x - 34, y - 30, 68, 64)
        return None

    def asked_move(self, state, decision, spot, clicked: bool):
        return (clicked_move if clicked else asked_move)(state, decision, spot)

    def why_not(self, state, decision, move) -> str:
        if move in decision.moves:   # the right work, the wrong section
            here = state.players[decision.seat].supervisor
            return tr("Your supervisor is in section {section}: the action works there "
                      "(move it first if it may still move)", section=here)
        return super().why_not(state, decision, move)

    def press_button(self, name: str) -> None:
        self.act(("button", name))

    def buttons(self) -> list:
        if self.scores_offered():   # back to the sheet from "Look at the table"
            return [self.scores_button]
        d = self.human_decision()
        if d is None:
            return []
        lit = self.lit()
        out = [self.more_button]
        if ("button", "end") in lit:
            out.append(self.end_button)
        if ("button", "finish") in lit:
            out.append(self.finish_button)
        if ("button", "bonus") in lit:
            out.append(self.bonus_button)
        return out

    def drag_handles(self, state, d):
        """(logical rect, sprite name) of the pieces the person may pick up now: the
        assistant, the supervisor, cubes from the mat, the queue's structures."""
        lit = self.lit()
        colour = self.colours[d.seat]
        me = state.players[d.seat]
        out = []
        if any(s[0] == "space" for s in lit):
            k = sorted(s for s, p in enumerate(state.players) if p.assistant == me.assistant
                       ).index(d.seat)
            out.append((L.assistant_rect(me.assistant, len(self.comp.board.rondel.spaces), k),
                        f"assistant_{colour}"))
        if any(s[0] == "section" for s in lit) and me.supervisor in L.ARCS:
            k = self.town_supervisors(state)[me.supervisor].index(d.seat)
            out.append((self.camera.rect_to_logical(L.supervisor_rect(me.supervisor, k)),
                        f"supervisor_{colour}"))
        if any(s[0] == "road" for s in lit) and me.cubes:
            rect = L.player_rows(state.n, self.large_seat())[self.large_seat()]
            if self.large_seat() == d.seat:
                out.append((L.mat_cubes(rect), f"cube_{colour}"))
        if any(s[0] == "plot" for s in lit) and state.queue:
            out.append((L.queue_slot(0), f"structure_{state.queue[0]}"))
        return out

    # --- input ---------------------------------------------------------------------------
    def handle(self, event, pos) -> None:
        if self.handle_keys(event):
            return
        if self.handle_widgets(event, pos, self.buttons() + [self.log_panel]):
            self.app.dirty = True
            return
        state = self.state
        if event.type == pygame.MOUSEMOTION:
            tile = self.tile_at(state, pos)
            if tile != self.hover_tile:
                self.hover_tile = tile
                self.app.dirty = True
        grab = self.camera.grab       # a press on the zoomed town that did not pan: a click
        up = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        panned = up and grab is not None and not self.drag.pressed and \
            abs(pos[0] - grab[0][0]) + abs(pos[1] - grab[0][1]) > 6
        if not panned and (self.handle_spots(event, pos) or (up and self.open_mat(state, pos))):
            self.app.dirty = True
            if grab is None:
                return
        # a left drag pans a zoomed town from anywhere that is not a target
        if self.camera.handle(event, pos, empty_here=self.spot_at(state, pos) not in self.lit()):
            self.app.dirty = True

    def open_mat(self, state, pos) -> bool:
        """A click on a compact row opens its mat; the large mat's heading gives it back."""
        rows = L.player_rows(state.n, self.large_seat())
        for seat, rect in rows.items():
            if inside(rect, pos):
                large = self.large_seat()
                d_now = self.match.decision()
                to_move = d_now.seat if d_now is not None else None
                if seat != large:
                    self.opened = (seat, to_move)
                    return True
                if pos[1] < rect[1] + 30 and self.opened[0] is not None:
                    self.opened = (None, None)
                    return True
        return False

    # --- drawing -------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        state = self.state
        d = self.decision()
        lit = self.lit()
        self.draw_banner(canvas, state, d)
        camera = self.camera
        town_key = (state, d, self.drag.item, self.drag.dragging, camera.zoom, camera.left,
                    camera.top)

        def town():
            with canvas.through(camera):
                self.draw_town(canvas, state, lit)
        self.layer(canvas, "town", L.TOWN, town_key, town)
        for name, strip in (("score-top", L.SCORE_TOP), ("score-bottom", L.SCORE_BOTTOM)):
            self.layer(canvas, name, strip, state,
                       lambda strip=strip: draw_scoring_track(
                           canvas, state, self.colours, strip, self.flights.hidden("disc")))
        self.camera.draw_badge(canvas)

        def board():
            self.draw_rondel(canvas, state, lit)
            self.draw_queue_and_years(canvas, state, lit)
            self.draw_supply(canvas, state, lit)
        self.layer(canvas, "board", L.BOARD, (state, d, self.drag.dragging), board)
        players_key = (state, d, self.large_seat())
        self.layer(canvas, "players", L.PLAYERS, players_key,
                   lambda: self.draw_players(canvas, state, d, lit))
        x, y, w, h = self.log_panel.rect
        canvas.box((x - 10, y - 4, w + 18, h + 6), (20, 30, 28, 120), radius=10)
        self.log_panel.draw(canvas)
        self.draw_glows(canvas, state, lit)
        self.flights.draw(canvas)
        self.draw_dragged(canvas)
        if not self.draw_refusal(canvas, state):
            self.draw_tile_tip(canvas)
        for widget in self.widgets + self.buttons():
            widget.draw(canvas)

    def layer(self, canvas, name: str, rect, key, draw) -> None:
        """Draw a part of the table that only changes with `key` (the town, the board, the
        mats) once, and blit its pixels after that: a frame of a waiting table is mostly
        blits, and so is a frame of flying pieces (drawn over it) until one lands and what
        the layer hides changes."""
        pixels = canvas.rect(rect).clip(canvas.surface.get_rect())
        hidden = tuple(f.hides for f in self.flights.items if f.hides)
        lit = self.human_decision() is not None   # targets glow only then
        key = (key, hidden, lit, canvas.scale, canvas.ox, canvas.oy, canvas.colour_matrix,
               canvas.text_scale, tuple(pixels), generation())   # words: the language
        kept = self._layers.get(name)
        if kept is not None and kept[0] == key:
            canvas.surface.blit(kept[1], pixels)
        else:
            draw()
            self._layers[name] = (key, canvas.surface.subsurface(pixels).copy())

    def draw_banner(self, canvas, state, d) -> None:
        if d is None:
            text = tr("The town is complete.")
            hint = tr("Final scoring is done: the sheet has every category.")
        else:
            who = self.session.name(d.seat)
            if self.human_decision() is not None:
                text = self.prompt_text(d)
                hint = self.instructions(state, d)
            else:
                text = tr("{who} is playing", who=who)
                hint = tr("Watch the move.")
            if state.end_triggered:
                hint = tr("The end is triggered: the final round is being played.") + "  " + hint
        self.draw_banner_text(canvas, text, hint,
                              end=SCORES_BUTTON[0] - 12 if self.scores_offered() else None)

    def instructions(self, state, d) -> str:
        """How to make this decision on the table."""
        kind = d.kind
        if kind == RONDEL:
            return tr("Drag your assistant to a glowing space of the rondel (or click one).")
        if kind in (ACTIONS, FINAL):
            return tr("Click a lit action on your mat: a basic action (top) or an alternate "
                      "action (its level's row), or end your turn.")
        if kind == CLOSING:
            return tr("Click a lit column of your mat for the used year bonus tile.")
        if kind == ACHIEVEMENT:
            return tr("Click a glowing space of the achievements table.")
        if kind == YEAR_BONUS:
            return tr("Click a glowing target for your year bonus tile.")
        if kind == QUEUE:
            return tr("Click the razed structure (right of the queue) that joins the queue next.")
        if kind == RESOLVE_ORDER:
            return tr("Click the glowing section to resolve first.")
        if kind != ACTION:
            return tr("Choose in the list (Tab opens it again).")
        a = state.turn.action
        kinds = {spot[0] for spot in self.lit()}
        if a.kind == "basic" and not kinds & {"road", "structure", "plot"} and "section" in kinds:
            return tr("No work can be done where your supervisor is: drag it (or click) into a "
                      "glowing section first.")
        if a.kind == "basic" and a.colour in ("red", "blue"):
            return trn("Click the glowing road or drop cubes on it ({count} left); a glowing "
                       "section moves your supervisor.",
                       "Click the glowing road or drop cubes on it ({count} left); a glowing "
                       "section moves your supervisor.", a.remaining)
        if a.kind == "basic" and a.colour == "orange":
            return tr("Click a glowing structure to raze it; a glowing section moves your "
                      "supervisor.")
        if a.kind == "basic":
            return tr("Click a glowing plot (or drag the queue's first structure onto it); a "
                      "glowing section moves your supervisor.")
        return tr("Click a glowing target (or a glowing section to move your supervisor), "
                  "then finish the action.")

    def prompt_text(self, d) -> str:
        """The rules' prompt ("{player}: ..."), the player by name."""
        from shared.ui.narrator import say
        return say(d.prompt, self.seat_label)

    # --- the town ------------------------------------------------------------------------
    def draw_town(self, canvas, state, lit) -> None:
        canvas.circle((L.CX, L.CY), 300, (196, 186, 160))
        canvas.circle((L.CX, L.CY), 298, (120, 132, 112))
        draw_quadrant_tracks(canvas, state, self.colours,
                             tuple(q.id for q in self.comp.town.quadrants),
                             self.flights.hidden("marker"))
        for number in L.ARCS:   # the sections' tiles, then large ones joined, then pieces
            canvas.polygon(L.sector(number), COMPLETED if state.is_completed(number)
                           else PARCHMENT)
            canvas.polygon(L.sector(number), (90, 84, 70), 1)
        draw_merged(canvas, state, self.comp.town, COMPLETED)
        for number in L.ARCS:
            self.draw_section(canvas, state, number, lit)
        canvas.image(piece("courthouse"), (L.CX - 52, L.CY - 52, 104, 104),
                     key=("cv", "courthouse"))
        hidden = self.flights.hidden("supervisor")
        dragging = self.drag.dragging and self.drag.item.startswith("supervisor")
        for number, seats in self.town_supervisors(state).items():
            if number not in L.ARCS:
                continue
            for k, seat in enumerate(seats):
                if seat in hidden or (dragging and seat == self.match.decision().seat):
                    continue
                colour = self.colours[seat]
                canvas.image(piece(f"supervisor_{colour}"), L.supervisor_rect(number, k),
                             key=("cv", "sup", colour))

    def town_supervisors(self, state) -> dict:
        """section -> the seats whose supervisor stands there, in seat order: a solo
        player's is on or beside its own mat instead (solomat.supervisor_at), Denzel's in
        the town only while it marks the section of his last work."""
        at: dict[int, list[int]] = {}
        for seat in range(state.n):
            where, number = supervisor_at(state, seat)
            if where == "section":
                at.setdefault(number, []).append(seat)
        return at

    def gathered(self, state, attr: str) -> dict:
        """place -> the seats whose supervisor (or assistant) is there, in seat order."""
        at: dict[int, list[int]] = {}
        for seat, p in enumerate(state.players):
            at.setdefault(getattr(p, attr), []).append(seat)
        return at

    def draw_section(self, canvas, state, number: int, lit) -> None:
        site = state.site(number)
        done = state.is_completed(number)
        if any(s in lit for s in section_spots(state, number)):
            canvas.polygon(L.sector(number, 4), LIT_SECTION)
            canvas.polygon(L.sector(number, 4), theme.GOOD, 3)
        if number in self.flights.hidden("completing"):   # being scored: outlined
            canvas.polygon(L.sector(number, 3), theme.ACCENT, 5)
        x, y = L.section_centre(number)
        # (its right end stays off the VP box beside it at any text size; grown only as a
        # heading grows, it stays off the ring lines)
        canvas.text(str(number), (x - 20, y - 20), canvas.heading(15), theme.INK, bold=True,
                    anchor="midright")
        if done:
            self.draw_completed(canvas, state, number)
            return
        # road squares: filled and empty, red then blue, with the owners' cubes
        section = self.comp.town.section(number)
        arriving = self.flights.hidden("cubes")
        for row, (name, cubes, total) in enumerate((("road_red", site.red, section.red),
                                                     ("road_blue", site.blue, section.blue))):
            owners = [seat for seat, n in enumerate(cubes) for _ in range(n)]
            shown = len(owners) - sum(1 for key in arriving if key[:2] == (number, row))
            for k in range(total):
                r = L.road_square(number, row, k)
                if k < min(len(owners), shown):
                    colour = self.colours[owners[k]]
                    canvas.image(piece(f"cube_{colour}"), r, key=("cv", "cube", colour))
                else:
                    canvas.image(piece(name), r, key=("cv", name))
        draw_vp_box(canvas, state, section)
        self.draw_structure_icons(canvas, site, section)

    def draw_structure_icons(self, canvas, site, section) -> None:
        """Every structure icon printed on the section: a structure still standing on it
        (setup G), or, once razed, the razer's cube on it ("Orange: raze structures")."""
        for k, (kind, standing, owners) in enumerate(
                structure_icons(site, section.structures)[:4]):
            x, y, w, h = L.structure_icon(section.number, k)
            canvas.image(piece(f"structure_icon_{kind}"), (x, y, w, h), key=("cv", "icon", kind))
            if standing:
                canvas.image(piece(f"structure_{kind}"), (x - 1, y - 5, w + 2, h + 2),
                             key=("cv", "structure", kind))
                continue
            count = len(owners)   # a pair (equipment 11) side by side
            size = 10 if count <= 1 else max(5, 16 / count)
            for j, seat in enumerate(owners):
                colour = self.colours[seat]
                cx = x + w / 2 + (j - (count - 1) / 2) * (size + 1) - size / 2
                canvas.image(piece(f"cube_{colour}"), (cx, y + h / 2 - size / 2, size, size),
                             key=("cv", "cube", colour))

    def draw_completed(self, canvas, state, number) -> None:
        site = state.site(number)
        x, y = L.section_centre(number)
        if site.number_cube >= 0:
            colour = self.colours[site.number_cube]
            canvas.image(piece("number_square"), (x - 10, y - 29, 16, 16), key=("cv", "numsq"))
            canvas.image(piece(f"cube_{colour}"), (x - 8, y - 27, 12, 12),
                         key=("cv", "cube", colour))
        building = self.flights.hidden("plot")
        for k, plot in enumerate(site.plots[:3]):
            r = L.plot_rect(number, k)
            canvas.image(piece("build_plot"), r, key=("cv", "plot"))
            if plot.structure and (number, k) not in building:
                canvas.image(piece(f"structure_{plot.structure}"), (r[0] + 3, r[1] - 5, 16, 16),
                             key=("cv", "structure", plot.structure))
            for side, owner in enumerate((plot.left, plot.right)):
                if owner >= 0:
                    colour = self.colours[owner]
                    canvas.image(piece(f"cube_{colour}"), (r[0] + 2 + side * 10, r[1] + 11, 8, 8),
                                 key=("cv", "cube", colour))
        bx, by, _, _ = L.beautify_rect(number)
        canvas.image(piece("beautify"), (bx, by, 13, 13), key=("cv", "beautify"))
        for k, owner in enumerate(site.beautify[:4]):
            colour = self.colours[owner]
            canvas.image(piece(f"cube_{colour}"), (bx + 15 + k * 10, by + 2, 9, 9),
                         key=("cv", "cube", colour))

    # --- the board beside the town -----------------------------------------------------
    def draw_rondel(self, canvas, state, lit) -> None:
        spaces = self.comp.board.rondel.spaces
        canvas.box((L.RIGHT_X, L.RONDEL_Y, L.RIGHT_W, 92), (20, 30, 28, 120), radius=10)
        # the row above the spaces holds a line of print as large as at 100 % (heading's
        # most=1): at a larger text size it would run into the spaces and their rings
        title = canvas.text(tr("Courthouse rondel"), (L.RIGHT_X + 10, L.RONDEL_Y + 1),
                            canvas.heading(13, most=1.0), theme.ON_DARK, bold=True)
        round_ = canvas.text(tr("Round {round}", round=state.round),
                             (L.RIGHT_X + L.RIGHT_W - 150, L.RONDEL_Y + 1),
                             canvas.heading(13, most=1.0), theme.ON_DARK_SOFT,
                             anchor="topright")
        # the work left in town between them (its tip: tile_at), clear of the rings round
        # lit rondel spaces at any text size
        self.work_rect = workleft.draw(canvas, state, canvas.to_logical(title.topright)[0] + 14,
                                       canvas.to_logical(round_.topleft)[0] - 12,
                                       L.RONDEL_Y + 7)
        assistants = self.gathered(state, "assistant")
        hidden = self.flights.hidden("assistant")
        dragging = self.drag.dragging and self.drag.item.startswith("assistant")
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
            canvas.text(str(i + 1), (x, y), 11, theme.ON_DARK_SOFT, anchor="topleft")
            for k, seat in enumerate(assistants.get(i, ())):
                if seat in hidden or (dragging and seat == self.match.decision().seat):
                    continue
                colour = self.colours[seat]
                canvas.image(piece(f"assistant_{colour}"), L.assistant_rect(i, len(spaces), k),
                             key=("cv", "assistant", colour))
        ux = L.RIGHT_X + L.RIGHT_W - 130
        canvas.text(tr("Upcoming"), (ux, L.RONDEL_Y + 1), canvas.heading(12, most=1.0),
                    theme.ON_DARK_SOFT)
        for k, tile in enumerate(state.upcoming[-4:]):
            name = "tile_back" if tile.startswith("?") else f"tile_{tile}"
            canvas.image(piece(name), (ux + k * 16, L.RONDEL_Y + 20, 22, 22), key=("cv", name))
        canvas.image(piece("bag"), (ux + 4, L.RONDEL_Y + 50, 34, 34), key=("cv", "bag"))
        canvas.text(trn("{count} tile", "{count} tiles", state.bag), (ux + 44, L.RONDEL_Y + 67), 13,
                    theme.ON_DARK, anchor="midleft", max_width=130 - 48)

    def board_label(self, canvas, said: str, y: float, anchor: str = "midleft") -> None:
        """The name of a row of the board, left of its spaces (which start 140 in)."""
        room = 126
        canvas.text(said, (L.RIGHT_X + 10, y), fitting(canvas, said, 13, room, True, 0.6),
                    theme.ON_DARK, bold=True, anchor=anchor, max_width=room)

    def draw_queue_and_years(self, canvas, state, lit) -> None:
        slots = self.comp.board.queue.slots
        self.board_label(canvas, tr("Structures queue"), L.QUEUE_Y + 8, "topleft")
        flying = self.flights.hidden("queue")
        for k in range(slots):
            r = L.queue_slot(k)
            canvas.box(r, (255, 255, 255, 40), radius=6)
            if k < len(state.queue) and k not in flying and not (
                    k == 0 and self.drag.dragging and self.drag.item.startswith("structure")):
                canvas.image(piece(f"structure_{state.queue[k]}"), r,
                             key=("cv", "structure", state.queue[k]))
        for k, kind in enumerate(state.turn.held[:2]):   # razed, waiting for the queue
            canvas.image(piece(f"structure_{kind}"), L.held_slot(k), key=("cv", "held", kind))
        track = self.comp.board.year_track
        self.board_label(canvas, tr("Year track"), L.YEARS_Y + 6, "topleft")
        for year in range(track.first_year, track.last_year + 1):
            x, y, w, h = self.year_rect(year)
            tile, achievement = self.year_track_tiles(state, year)
            canvas.box((x, y, w, h), (255, 255, 255, 60 if tile else 20), radius=4)
            if tile:   # face up (set up J), so everybody sees which completion brings what
                r = self.year_tile_rect(year)
                canvas.box(r, YEAR_TILE, radius=3)
                name = year_bonus_sprite(tile)
                canvas.image(piece(name), (r[0] + 1, r[1] + 1, r[2] - 2, r[3] - 2),
                             key=("cv", "yb", name))
            if achievement:   # the achievement tile waiting beside this year (set up H)
                canvas.image(piece(f"achievement_{achievement}"),
                             self.year_achievement_rect(year),
                             key=("cv", "achievement", achievement))
            if year in (track.first_year, track.last_year) or year % 5 == 0 and \
                    track.last_year - year > 2:
                canvas.text(str(year), (x + w / 2, y + h + 1), 11, theme.ON_DARK_SOFT,
                            anchor="midtop")

    def year_rect(self, year: int):
        """The space of a year on the year track."""
        track = self.comp.board.year_track
        w = (L.RIGHT_W - 150) / (track.last_year - track.first_year + 1)
        return (L.RIGHT_X + 140 + (year - track.first_year) * w, L.YEARS_Y, w - 3, 30)

    def year_tile_rect(self, year: int):
        """The year bonus tile on a year's space (its lower part)."""
        x, y, w, h = self.year_rect(year)
        return (x, y + h - w, w, w)

    def year_achievement_rect(self, year: int):
        """The achievement tile beside a year: small, above its year bonus tile."""
        x, y, w, _ = self.year_rect(year)
        size = 13
        return (x + w / 2 - size / 2, y - 5, size, size)

    def year_track_tiles(self, state, year: int) -> tuple[int, int]:
        """(the year bonus tile, the achievement tile) on a year of the track, 0 = none."""
        k = year - self.comp.board.year_track.tile_years[0]
        tile = state.year_tiles[k] if 0 <= k < len(state.year_tiles) else 0
        achievement = state.year_achievements[k] if 0 <= k < len(state.year_achievements) else 0
        return tile, achievement

    def draw_supply(self, canvas, state, lit) -> None:
        """The revealed equipment tiles, and the achievements table below them."""
        self.board_label(canvas, tr("Equipment"), L.SUPPLY_Y + 13)
        for k, tile in enumerate(state.equipment):
            canvas.image(piece(f"equipment_{tile}"), L.equipment_slot(k),
                         key=("cv", "equipment", tile))
        self.board_label(canvas, tr("Achievements"), L.TABLE_Y + 13)
        for k, tile in enumerate(state.table):
            r = L.table_slot(k)
            canvas.box(r, (255, 255, 255, 40), radius=5)
            if tile:
                canvas.image(piece(f"achievement_{tile}"), r, key=("cv", "achievement", tile))
        filled = sum(1 for a in state.table if a)
        x = L.table_slot(len(state.table))[0] + 6
        canvas.text(tr("{filled} of {slots} on the table", filled=filled, slots=len(state.table)),
                    (x, L.TABLE_Y + 13), 12, theme.ON_DARK_SOFT, anchor="midleft",
                    max_width=L.RIGHT_X + L.RIGHT_W - x - 6)

    def draw_players(self, canvas, state, d, lit) -> None:
        large = self.large_seat()
        for seat, rect in L.player_rows(state.n, large).items():
            to_move = d is not None and d.seat == seat
            if seat == large:
                self.mats.draw_large(canvas, state, seat, rect, lit if d and d.seat == seat
                                     else {}, to_move)
            else:
                self.mats.draw_compact(canvas, state, seat, rect, to_move)

    # --- what is lit, dragged and refused --------------------------------------------------
    def draw_glows(self, canvas, state, lit) -> None:
        """A green ring round every lit spot of the rondel, the queue, the supply and the
        town (the mat and the sections light themselves)."""
        hover = self.hover_spot
        # the lit section under the pointer
        if hover is not None and hover in lit and hover[0] == "section":
            with canvas.through(self.camera):
                canvas.polygon(L.sector(hover[1], 4), theme.INK, 3)
        if hover is not None and hover in lit and hover[0] in MAT_SPOTS:
            r = self.spot_rect(state, hover)
            if r is not None:
                canvas.box(r, theme.INK, radius=4, width=2)
        self.draw_lit(canvas, state, skip=("section",) + MAT_SPOTS)

    def draw_dragged(self, canvas) -> None:
        if self.drag.pos is None:   # not dragging
            return
        x, y = self.drag.pos
        size = 20 if self.drag.item.startswith("cube") else 30
        tall = size * 1.2 if self.drag.item.startswith(("assistant", "supervisor")) else size
        canvas.image(piece(self.drag.item), (x - size / 2, y - size / 2, size, tall),
                     key=("cv", "drag", self.drag.item))

    def draw_tile_tip(self, canvas) -> None:
        """What a tile under the pointer does (the game's glossary)."""
        if self.hover_tile is None or self.drag.dragging:
            return
        text = self.tile_tip(self.state, self.hover_tile)
        if text:
            self.draw_tip(canvas, text)

    def tile_tip(self, state, hovered) -> str | None:
        """The words of a tile's tip (tile_at): its name and what it does (the game's
        glossary), and where it lies; a section number's VP box."""
        from circleville.glossary import tile_text
        kind, number = hovered
        if kind == "section":
            return self.vp_box_text(number)
        if kind == "work_left":
            return workleft.tip(state)
        if kind == "year_track":   # number: the year
            tile, _ = self.year_track_tiles(state, number)
            if not tile:
                return None
            years = self.comp.board.year_track.tile_years
            before = sum(1 for y in years if y < number and self.year_track_tiles(state, y)[0])
            when = (tr("Whoever completes the next section takes it.") if not before else
                    trn("Each completed section takes the next tile: {count} tile lies before "
                        "this one.", "Each completed section takes the next tile: {count} "
                        "tiles lie before this one.", before))
            return tr("Year {year}: {name}. {when} {glossary}", year=number,
                      name=year_bonus_name(tile), glossary=tile_text("year_bonus", tile),
                      when=when)
        if kind == "year_achievement":
            _, tile = self.year_track_tiles(state, number)
            if not tile:
                return None
            return tr("{glossary} It lies beside year {year} and goes to the achievements "
                      "table with that year's tile.", glossary=tile_text("achievement", tile),
                      year=number)
        if kind == "year_bonus":
            return tr("{name}. {glossary} Unused at the end of the game: 1 VP.",
                      name=year_bonus_name(number), glossary=tile_text("year_bonus", number))
        if kind == "year_bonus_used":
            return tr("{name}, used this turn: at the end of the turn it goes into a column of "
                      "the mat, where it counts as an action tile.",
                      name=year_bonus_name(number))
        return tile_text(kind, number)

    def vp_box_text(self, number: int) -> str:
        """A section's VP box for this many players, and who has cubes in it."""
        state = self.state
        section = self.comp.town.section(number)
        ranks = section.scoring.for_players(state.n)
        points = " / ".join(str(v) for v in ranks)
        text = tr("Section {number} (quadrant {quadrant}): {points} VP for the 1st, 2nd, ... "
                  "most cubes", number=number, quadrant=section.quadrant, points=points)
        if not state.is_completed(number):
            from circleville.town import cubes_in
            site = state.site(number)
            held = [tr("{player} has {cubes}", player=self.session.name(seat),
                       cubes=cubes_in(site, seat))
                    for seat in range(state.n) if cubes_in(site, seat)]
            if held:
                text += ". " + tr("Cubes here: {list}", list=", ".join(held))
        return text
