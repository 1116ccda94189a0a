"""Pieces moving on the Circleville table, from the rules' events: every small decision of
a turn (a bot's too) shows what it did, one piece after another, before the next decision
is asked for. A section's completion is a sequence of its own: the section glows, each
player's points rise from it, the section tile lies down on it, the year bonus tile goes
to the first player and the achievement to the table."""
from __future__ import annotations

import pygame

from shared.engine.i18n import tr
from shared.ui import theme
from shared.ui.animation import Flight, Glow, label_image
from shared.ui.narrator import say
from circleville import events as ev

from . import layout as L
from .mats import piece, year_bonus_sprite
from .tracks import disc_rect, marker_at, standing_icon

ROWS = {"red": 0, "blue": 1}


class Motion:
    """Turns a move's events into flights on the table's Flights."""

    def __init__(self, table):
        self.table = table

    # --- where things are now, in logical units -------------------------------------------
    def town(self, world):
        return self.table.camera.rect_to_logical(world)

    def seat_rect(self, seat: int, state):
        """Where a player's pieces go: the mat's slots when it is large, else its row."""
        table = self.table
        large = table.large_seat()
        rect = L.player_rows(state.n, large)[seat]
        if seat == large:
            return L.mat_slot(rect, 0)
        return self.table.mats.compact_held(rect, 0)

    def cubes_from(self, seat: int, state):
        large = self.table.large_seat()
        rect = L.player_rows(state.n, large)[seat]
        return L.mat_cubes(rect)[:2] + (14, 14)

    def label_image(self, text: str, colour, disc: str = ""):
        """A few words on a dark label (readable over the parchment and the felt), with a
        player's disc in front."""
        return label_image(self.table.app.canvas, text, 18, colour,
                           piece(disc) if disc else None)

    def rise(self, text: str, at, delay: float, colour=theme.ACCENT, disc: str = "",
             duration: float = 0.8):
        """A label floating up from a point (points scored)."""
        image, (w, h) = self.label_image(text, colour, disc)
        x, y = at
        self.table.flights.add(Flight(image, (x - w / 2, y, w, h), (x - w / 2, y - 30, w, h),
                                      duration=duration, delay=delay))

    # --- the events ---------------------------------------------------------------------------
    def animate(self, before, events, animate_all: bool) -> list[float]:
        """Flights for a move's events, one after another; returns when each event lands
        (its pieces start moving, or its step's caption shows), so the table tells a
        solo player's turn step by step, the board following the pieces."""
        table = self.table
        flights = table.flights
        spaces = len(table.comp.board.rondel.spaces)
        state = before
        t = 0.0
        self.told_until = 0.0   # when the last solo step's caption goes
        # a solo step's event comes after the work it sums up: its caption shows as the
        # work begins, and the work follows it
        captions, start = {}, 0
        for i, e in enumerate(events):
            if type(e) is ev.SoloStepTold:
                captions[start], start = e, i + 1
        times = []
        table.folded = []   # the state after each event, for the telling (folded once)
        for i, e in enumerate(events):
            landing = t
            if i in captions:   # the step lands with its caption; its pieces fly after it
                landing = max(t, self.told_until)
                t = self.told(captions[i], t)
            after = table.match.rules.reduce(state, e)
            table.folded.append(after)
            kind = type(e)
            times.append(landing)
            colour = table.colours[e.seat] if hasattr(e, "seat") else ""
            if kind in (ev.PointsScored, ev.MarkerAdvanced):
                self.along_track(e, state, after, t)
            if kind is ev.AssistantMoved and animate_all:
                flights.add(Flight(piece(f"assistant_{colour}"),
                                   L.assistant_rect(state.players[e.seat].assistant, spaces, 0),
                                   L.assistant_rect(e.space, spaces, 0), duration=0.45, delay=t,
                                   hides=("assistant", e.seat)))
                t += 0.35
            elif kind is ev.SupervisorMoved and animate_all:
                start = state.players[e.seat].supervisor
                end = e.to
                if start in L.ARCS and end in L.ARCS:
                    flights.add(Flight(piece(f"supervisor_{colour}"),
                                       self.town(L.supervisor_rect(start, 0)),
                                       self.town(L.supervisor_rect(end, 0)), duration=0.45,
                                       delay=t, hides=("supervisor", e.seat)))
                    t += 0.35
            elif kind is ev.CubesPlaced:
                row = ROWS[e.road]
                placed = sum(getattr(state.site(e.section), e.road))
                for j in range(e.count):
                    k = placed + j
                    flights.add(Flight(piece(f"cube_{colour}"), self.cubes_from(e.seat, state),
                                       self.town(L.road_square(e.section, row, k)),
                                       duration=0.35, delay=t,
                                       hides=("cubes", (e.section, row, k))))
                    t += 0.12
                t += 0.25
            elif kind is ev.StructureRazed:   # the structure leaves; its icon stays, cubed
                k = standing_icon(state.site(e.section), table.comp.town.section(e.section)
                                  .structures, e.kind)
                if k is not None:
                    slot = min(len(state.queue), table.comp.board.queue.slots - 1)
                    flights.add(Flight(piece(f"structure_{e.kind}"),
                                       self.town(L.structure_icon(e.section, k)),
                                       L.queue_slot(slot), duration=0.5, delay=t))
                    t += 0.4
            elif kind is ev.StructureBuilt and animate_all:
                flights.add(Flight(piece(f"structure_{e.kind}"), L.queue_slot(e.index),
                                   self.town(L.plot_rect(e.section, e.plot)), duration=0.5,
                                   delay=t, hides=("plot", (e.section, e.plot))))
                t += 0.4
            elif kind is ev.ActionTileTaken:
                flights.add(Flight(piece(f"tile_{e.colour}"), L.rondel_space(e.space, spaces),
                                   self.seat_rect(e.seat, state), duration=0.5, delay=t))
                t += 0.4
            elif kind is ev.EquipmentTaken:
                if e.tile in state.equipment:
                    flights.add(Flight(piece(f"equipment_{e.tile}"),
                                       L.equipment_slot(state.equipment.index(e.tile)),
                                       self.seat_rect(e.seat, state), duration=0.5, delay=t))
                    t += 0.4
            elif kind is ev.AchievementClaimed:
                flights.add(Flight(piece(f"achievement_{e.tile}"), L.table_slot(e.slot),
                                   self.seat_rect(e.seat, state), duration=0.5, delay=t))
                t += 0.4
            elif kind is ev.PointsScored and e.points and e.why != "section":
                x, y, w, h = self.seat_rect(e.seat, state)
                self.rise(tr("+{vp} VP", vp=e.points), (x + w / 2, y), t)
                t += 0.2
            elif kind is ev.SectionScored:
                t = self.completion(state, e, t)
            elif kind is ev.SectionCleaned:
                t = self.section_tile(e.section, t)
            elif kind is ev.YearBonusTaken:
                flights.add(Flight(piece(year_bonus_sprite(e.tile)), table.year_tile_rect(e.year),
                                   self.seat_rect(e.seat, state), duration=0.6, delay=t))
                t += 0.5
            elif kind is ev.AchievementToTable:
                flights.add(Flight(piece(f"achievement_{e.tile}"),
                                   table.year_achievement_rect(e.year),
                                   L.table_slot(e.slot), duration=0.6, delay=t))
                t += 0.5
            state = after
        return times

    def along_track(self, e, before, after, t: float) -> None:
        """A scoring disc or a quadrant marker moving to its new space as the points come."""
        flights = self.table.flights
        colour = self.table.colours[e.seat]
        if type(e) is ev.PointsScored:
            start, end = (disc_rect(s.players[e.seat].score) for s in (before, after))
            if start != end:
                flights.add(Flight(piece(f"disc_{colour}"), start, end, duration=0.5,
                                   delay=t, hides=("disc", e.seat)))
            return
        quadrant = self.table.comp.town.quadrants[e.quadrant].id
        (start, _), (end, name) = (marker_at(quadrant, e.quadrant, s, e.seat, colour)
                                   for s in (before, after))
        if start != end:
            flights.add(Flight(piece(name), self.town(start), self.town(end), duration=0.5,
                               delay=t, hides=("marker", (e.seat, e.quadrant))))

    def told(self, e, t: float) -> float:
        """A solo player's step told over the town, one after another, long enough to read:
        what its mat decided and why. Its pieces move while it shows."""
        table = self.table
        name, step = table.session.name(e.seat), say(e.line, table.seat_label)
        text = step if step.startswith(name) else tr("{solo}: {step}", solo=name, step=step)
        return self.caption(text, t)

    def caption(self, text: str, t: float) -> float:
        """A sentence over the top of the town, after the one showing (told_until)."""
        table = self.table
        canvas = table.app.canvas
        lines = canvas.wrap(text, L.TOWN[2] - 64, 15, bold=True)   # within the town's width
        rows = [canvas.text_surface(x, 15, theme.ON_DARK, bold=True) for x in lines]
        pad, gap = canvas.px(10), canvas.px(3)
        image = pygame.Surface((max(r.get_width() for r in rows) + 2 * pad,
                                sum(r.get_height() + gap for r in rows) + 2 * pad - gap),
                               pygame.SRCALPHA)
        pygame.draw.rect(image, (20, 24, 22, 235), image.get_rect(), border_radius=pad)
        y = pad
        for r in rows:
            image.blit(r, (pad, y))
            y += r.get_height() + gap
        w, h = image.get_width() / canvas.scale, image.get_height() / canvas.scale
        x0 = L.TOWN[0] + (L.TOWN[2] - w) / 2
        start = max(t, self.told_until)
        duration = min(3.2, 1.0 + 0.035 * len(text))
        rect = (x0, L.BANNER[3] + 6, w, h)
        table.flights.add(Flight(image, rect, rect, duration=duration, delay=start))
        self.told_until = start + duration
        return start + 0.5

    # --- a solo game's setup (CV-SOLO-06..08, 27), told as the table opens ----------------
    def solo_setup(self, state) -> list[str]:
        """Caption what each solo player's setup did, one sentence after another; the
        sentences, in order."""
        self.told_until = 0.0
        t = 0.3
        lines = self.solo_setup_lines(state)
        for text in lines:
            t = self.caption(text, t)
        return lines

    def solo_setup_lines(self, state) -> list[str]:
        from circleville.rules import SOLO_REMOVED_EQUIPMENT
        from circleville.solo.engine import mat
        table = self.table
        town = table.comp.town
        lines = [tr("Solo game: equipment {tile} stays in the box, and {count} equipment tiles "
                    "are revealed ({tiles})", tile=SOLO_REMOVED_EQUIPMENT,
                    count=len(state.equipment), tiles=", ".join(map(str, state.equipment)))]
        head_start = int(table.match.config.option("solo-head-start"))
        for seat, solo in enumerate(state.solo):
            if solo is None:
                continue
            name, m = table.session.name(seat), mat(solo.name)
            if solo.name in ("bertha", "carsten"):
                quadrant = next(q for q in town.quadrants if q.id == m.spaces[solo.space].quadrant)
                lines.append(tr("{solo} draws a {colour} tile from the bag: the supervisor "
                                "starts on the icon of quadrant {quadrant}, the {colour} "
                                "quadrant, and the tile goes back into the bag", solo=name,
                                colour=quadrant.colour, quadrant=quadrant.id))
                if solo.name == "bertha":
                    lines.append(tr("{solo}: the extra action marker starts on space {space} of "
                                    "its track", solo=name, space=solo.extra + 1))
            elif solo.name == "denzel":
                lines.append(tr("{solo}: the {count} columns of the mat start empty", solo=name,
                                count=len(m.columns)))
            else:
                lines.append(tr("{solo}: the supervisor starts on the space with the supervisor "
                                "symbol (quadrant {quadrant})", solo=name,
                                quadrant=m.spaces[solo.space].quadrant))
            if head_start:
                lines.append(tr("{solo}: head start {value}, so each quadrant marker starts on "
                                "space {value}", solo=name, value=head_start))
        return lines

    def completion(self, state, e, t: float) -> float:
        """The section is outlined, each ranked player's points rise from it in rank order
        and their discs go to their mats."""
        table = self.table
        number = e.section
        table.flights.add(Glow((), delay=0.0, duration=t + 2.2, hides=("completing", number)))
        cx, cy = self.town(L.section_centre(number) + (0, 0))[:2]
        for rank, (seat, points) in enumerate(zip(e.ranking, e.points)):
            if not points:
                continue
            colour = table.colours[seat]
            self.rise(tr("{vp} VP (place {rank})", rank=rank + 1, vp=points), (cx, cy + rank * 24),
                      t + 0.2 + rank * 0.3, colour=theme.ACCENT if rank == 0 else theme.ON_DARK,
                      disc=f"disc_{colour}", duration=1.4)
            x, y, w, h = self.seat_rect(seat, state)
            table.flights.add(Flight(piece(f"disc_{colour}"), (cx - 9, cy - 9, 18, 18),
                                     (x, y, 18, 18), duration=0.6, delay=t + 1.2 + rank * 0.2))
        return t + 1.9

    def section_tile(self, number: int, t: float) -> float:
        """Clean-up: the section tile lies down on the town."""
        cx, cy = self.town(L.section_centre(number) + (0, 0))[:2]
        side = 44 * self.table.camera.zoom
        self.table.flights.add(Flight(piece("section_tile"), (cx - 4, cy - 4, 8, 8),
                                      (cx - side / 2, cy - side / 2, side, side),
                                      duration=0.6, delay=t))
        return t + 0.6
