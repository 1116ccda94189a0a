"""The solo players' procedures ("08 Solo mode"): the rules carry out a solo player's turn
(steps 1, 2 and 4) as one move, `SoloTurn`, built from the ordinary events; the scripted
controller (solo/automa.py) plays it and gives the reason. Rulings S1-S14 of the facts file.

Shared rules (ruling S1): an action walks the designated quadrant's sections in the solo
player's order (highest or lowest number first), doing as much as it can in each, then the
other quadrants clockwise (A, B, C, D, A ...), until it is done or nothing is left; it scores
its "impossible" VP only when nothing at all was done, or when cubes ran out (S12).
Structures: raze in structure order inside a section; build the queue's first structure of
the earliest kind in the structure order, on the first empty plot (S2); improve the first
built structure by structure order (S3).
"""
from __future__ import annotations

import attrs

from shared.engine.narration import Line, listing

from ..components import components
from ..events import (ActionFinished, ActionStarted, AchievementToTable, Beautified, BoxSet,
                      Emitter, EndTriggered, EquipmentTaken, FirstPlaceCube, Improved,
                      MarkerAdvanced, PointsScored, SectionCleaned, SectionScored,
                      SoloAchievementBoxed, SoloSeatSet, SoloStepTold, SoloTilesBoxed,
                      StructureBuilt, StructureQueued, StructureRazed,
                      YearBonusTaken, ActionTileTaken, CubesPlaced)
from ..mat import value
from .. import rondel
from ..completion import TILE_YEARS, LAST_SECTION, next_year
from ..queue import room as queue_room
from ..scoring import QUADRANT_SECTIONS, section_ranking, section_values
from ..state import SoloSeat, State, colour_index, evolve, quadrant_index, replace, bump
from ..tiles import TABLE_COLOURS
from .. import words
from ..town import empty_plots, finished, free_squares, improvable_plots, incomplete
from .mats import solo_mats

NAMES = ("bertha", "carsten", "denzel", "katherine")
QUADRANT_IDS = tuple(q.id for q in components().town.quadrants)
MAX_SOLO = 3


def mat(name: str):
    return getattr(solo_mats(), name)


def colour_quadrant(colour: str) -> int:
    return QUADRANT_IDS.index(components().town.quadrant_for_colour(colour).id)


def quadrant_of_id(qid: str) -> int:
    return QUADRANT_IDS.index(qid)


# the kinds of solo step told: where the assistant goes, which actions the mat picks and
# how each went, VP for what cannot be done, a missing tile, tiles returned to the box,
# sections completed, Bertha's extra actions, Carsten's pairs and triples, Denzel's
# special, Katherine's achievements, and the final action
STEPS = ("assistant", "plan", "action", "impossible", "missing_tile", "completion", "box",
         "extra", "pair", "triple", "special", "achievement", "final")


# --- setup -------------------------------------------------------------------------------------

def setup_events(state: State, seats, head_start: int, rng) -> list:
    """Each solo player's own setup (CV-SOLO-08): Bertha and Carsten draw a tile from the bag
    for their supervisor's quadrant icon (the tile goes back); Bertha's extra action marker on
    the top space; Denzel's empty columns; Katherine on the supervisor-symbol space; markers at
    the head start (CV-SOLO-27)."""
    events: list = []
    for seat, name in enumerate(seats):
        if name not in NAMES:
            continue
        m = mat(name)
        if name in ("bertha", "carsten"):
            colour = rondel.draw_colour(state, "?bag", rng)
            solo = SoloSeat(name, m.setup_space(colour, components().town), ("",) * len(m.spaces),
                            m.extra_track.start if name == "bertha" else 0)
        elif name == "denzel":
            solo = SoloSeat(name, -1, (0,) * len(m.columns))
        else:
            solo = SoloSeat(name, m.symbol_space, ("",) * len(m.spaces))
        events.append(SoloSeatSet(seat, solo))
        if head_start:
            events += [MarkerAdvanced(seat, q, head_start) for q in range(len(QUADRANT_IDS))]
    return events


# --- helpers -----------------------------------------------------------------------------------

def mat_colour(solo: SoloSeat, m, space: int | None = None) -> str:
    """The colour next to the supervisor: the tile lying there, else the print."""
    i = solo.space if space is None else space
    return solo.tiles[i] or m.spaces[i].colour


def designated_quadrant(state: State, seat: int) -> int:
    solo = state.solo[seat]
    m = mat(solo.name)
    if m.quadrant_from == "rondel_space":
        return colour_quadrant(rondel.space_colour(state.players[seat].assistant))
    return quadrant_of_id(m.spaces[solo.space].quadrant)


def section_walk(m, quadrant: int) -> list[int]:
    """The sections in the order a solo player tries them: its quadrant by its numbering rule,
    then the other quadrants clockwise (ruling S1, CV-SOLO-15, CV-SOLO-29)."""
    out = []
    for k in range(len(QUADRANT_IDS)):
        out += m.sections_in_order(QUADRANT_SECTIONS[(quadrant + k) % len(QUADRANT_IDS)])
    return out


def assistant_target(state: State, seat: int) -> tuple[int, Line]:
    """Step 1 (CV-SOLO-BERTHA-04..06, CARSTEN-03, DENZEL-04..08, KATHERINE-03; ruling S4),
    and the sentence saying how the space was found."""
    solo = state.solo[seat]
    name = solo.name.title()
    m = mat(solo.name)
    here = state.players[seat].assistant
    n = rondel.SPACES
    rule = m.assistant.rule
    if rule == "fixed":
        told = (Line.of("{solo} moves 1 space clockwise", solo=name) if m.assistant.spaces == 1
                else Line.of("{solo} moves {spaces} spaces clockwise", solo=name,
                             spaces=m.assistant.spaces))
        return (here + m.assistant.spaces) % n, told
    if rule == "seek_supervisor_colour":
        colour = mat_colour(solo, m)
        wanted = {colour}
        found = Line.of("{solo} goes to the next space whose top tile is {colour} (the colour "
                        "beside her supervisor)", solo=name, colour=words.colour(colour))
        missed = Line.of("{solo} finds no space whose top tile is {colour}, moves 1 space",
                         solo=name, colour=words.colour(colour))
    else:
        counts = solo.tiles
        low = min(counts)
        wanted = {c for c, k in zip(m.columns, counts) if k == low}
        found = Line.of("{solo} goes to the next space with a top tile of the fewest colour "
                        "on his mat ({colours})", solo=name,
                        colours=listing(words.colours(sorted(wanted)), last="{first}, {rest}"))
        missed = Line.of("{solo} finds no top tile of the fewest colour on his mat, moves 1 "
                         "space", solo=name)
    for step in range(1, n):
        space = (here + step) % n
        if rondel.top(state, space) in wanted:
            return space, found
    return (here + m.assistant.spaces) % n, missed


# --- one action -------------------------------------------------------------------------------

class _Turn:
    """The solo turn in progress: the emitter, and what the turn has done so far."""

    def __init__(self, em: Emitter, seat: int):
        self.em = em
        self.seat = seat
        self.did = False        # any action done this turn (Denzel's 8 VP rule)
        self.last = 0           # the section of the last cube placed (Denzel)

    @property
    def state(self) -> State:
        return self.em.state

    @property
    def m(self):
        return mat(self.state.solo[self.seat].name)

    def tell(self, step: str, line: Line) -> None:
        """One step of the turn, told in the log (a detail of the turn's line)."""
        self.em(SoloStepTold(self.seat, step, attrs.evolve(line, indent=True)))

    def points(self, vp: int, step: str, what: Line) -> None:
        """VP the mat gives for something that could not be done (or a tile boxed)."""
        if vp:
            self.em(PointsScored(self.seat, vp, "solo"))
        self.tell(step, Line.of("{what}: {vp} VP", what=what, vp=vp))


def basic_action(t: _Turn, colour: str, level: int, quadrant: int, vp: int) -> bool:
    """A solo player's basic action of `colour` at `level` (ruling S14), starting in
    `quadrant`; `vp` scored if it cannot be done at all or cubes run out. True if done."""
    em, seat, m = t.em, t.seat, t.m
    amount = value(colour, level)
    em(ActionStarted(seat, colour, "basic", level, amount, 0, em.state.turn.colours))
    left = amount
    short = False
    order = m.structure_order
    for section in section_walk(m, quadrant):
        if not left:
            break
        s = em.state
        cubes = s.players[seat].cubes
        if colour in ("red", "blue"):
            if s.is_completed(section):
                continue
            free = free_squares(s, section, colour)
            k = min(left, free, cubes)
            if free and not cubes:
                short = True
                break
            if k:
                em(CubesPlaced(seat, section, colour, k))
                left -= k
                t.last = section
                if k < min(left + k, free):
                    short = True
                    break
        elif colour == "orange":
            if s.is_completed(section):
                continue
            while left and em.state.site(section).structures:
                s = em.state
                if queue_room(s) <= 0:
                    break
                if not s.players[seat].cubes:
                    short = True
                    break
                kind = min(s.site(section).structures, key=order.index)
                em(StructureRazed(seat, section, kind, 1, False))
                em(StructureQueued(kind, False))
                left -= 1
                t.last = section
            if short:
                break
        else:   # green: build
            while left and em.state.queue and empty_plots(em.state, section):
                s = em.state
                if not s.players[seat].cubes:
                    short = True
                    break
                kind = min(s.queue, key=order.index)
                index = s.queue.index(kind)
                plot = empty_plots(s, section)[0]
                em(StructureBuilt(seat, section, plot, kind, index, 1, True))
                em(MarkerAdvanced(seat, quadrant_index(section), 1))
                left -= 1
                t.last = section
            if short:
                break
    done = left < amount
    em(ActionFinished(seat))
    if not done:
        t.points(vp, "impossible", Line.of("the {colour} action cannot be done anywhere",
                                           colour=words.colour(colour)))
    elif short:
        t.points(vp, "impossible", Line.of(
            "the {colour} action ran out of cubes after {done} of {amount}",
            colour=words.colour(colour), done=amount - left, amount=amount))
    else:
        t.tell("action", Line.of("{colour} action at level {level}: {done} of {amount} done",
                                 colour=words.colour(colour), level=level, done=amount - left,
                                 amount=amount))
    if done:
        t.did = True
    resolve_completed(t)
    return done


def alternate_action(t: _Turn, action: str, quadrant: int, vp: int, step: str) -> bool:
    """Improve a structure or Beautify a completed section (ruling S3), told as `step`
    (Carsten's pair, Bertha's extra actions)."""
    em, seat, m = t.em, t.seat, t.m
    s = em.state
    done = False
    if s.players[seat].cubes:
        for section in section_walk(m, quadrant):
            if action == "beautify":
                icons = components().town.section(section).tile.beautify
                if s.is_completed(section) and len(s.site(section).beautify) < icons:
                    em(Beautified(seat, section))
                    done = True
            else:
                plots = improvable_plots(s, section)
                if plots:
                    site = s.site(section)
                    plot = min(plots,
                               key=lambda i: m.structure_order.index(site.plots[i].structure))
                    em(Improved(seat, section, plot))
                    done = True
            if done:
                em(MarkerAdvanced(seat, quadrant_index(section), 1))
                break
    label = (Line.of("improve a structure") if action != "beautify" else
             Line.of("beautify a completed section"))
    if done:
        t.did = True
        t.tell(step, Line.of("{action}: done", action=label))
    else:
        t.points(vp, step, Line.of("{action}: cannot be done", action=label))
    return done


# --- completing sections -----------------------------------------------------------------------

def box_year_tiles(t: _Turn) -> None:
    """CV-SOLO-21/22: the year bonus tile and the achievement beside it go to the box."""
    em, seat = t.em, t.seat
    s = em.state
    comp = t.m.completion
    year = next_year(s)
    if not year:
        return
    i = TILE_YEARS.index(year)
    em(YearBonusTaken(seat, year, s.year_tiles[i], False))
    t.points(comp.year_bonus_vp, "box", Line.of("the {year} year bonus tile goes to the box",
                                                year=year))
    tile = s.year_achievements[i]
    if tile:
        em(AchievementToTable(year, tile, -1))
        t.points(comp.achievement_vp, "box",
                 Line.of("the achievement tile beside it goes to the box"))


def resolve_completed(t: _Turn) -> None:
    """After each solo action: every finished section is completed, lowest number first."""
    em, seat = t.em, t.seat
    done = tuple(n for n in incomplete(em.state) if finished(em.state, n))
    for section in done:
        s = em.state
        ranking = section_ranking(s, section, seat)
        values = section_values(section, s.n)
        points = tuple(values[i] for i in range(len(ranking)))
        em(SectionScored(section, ranking, points))
        for who, vp in zip(ranking, points):
            if vp:
                em(PointsScored(who, vp, "section"))
        box_year_tiles(t)
        em(SectionCleaned(section))
        if ranking:
            em(FirstPlaceCube(ranking[0], section))
            em(MarkerAdvanced(ranking[0], quadrant_index(section), 1))
        t.tell("completion", Line.of("completes section {section}", section=section))
    if done and not incomplete(em.state) and not em.state.end_triggered:
        em(EndTriggered(LAST_SECTION))


def denzel_complete(t: _Turn) -> None:
    """Denzel's special action (CV-SOLO-DENZEL-21..33; ruling S11)."""
    em, seat, m = t.em, t.seat, t.m
    sp = m.special
    if not t.did or not t.last:
        t.points(sp.no_action_vp, "special",
                 Line.of("a third tile of a colour, but no action this turn"))
        return
    s = em.state
    section = t.last
    if s.is_completed(section):
        q = QUADRANT_SECTIONS[quadrant_index(section)]
        higher = [n for n in sorted(q) if n > section and not s.is_completed(n)]
        if not higher:
            t.points(sp.no_section_vp, "special", Line.of(
                "a third tile of a colour, but section {section} is complete and no higher one "
                "in its quadrant is open", section=section))
            return
        section = higher[0]
    values = section_values(section, s.n)
    site = s.site(section)
    others = [w for w in section_ranking(s, section, seat) if w != seat]
    ranking = (seat,) + tuple(others)
    points = (values[0] * sp.first_place_factor,) + tuple(
        values[sp.others_from_rank - 1 + i] if sp.others_from_rank - 1 + i < len(values) else 0
        for i in range(len(others)))
    em(SectionScored(section, ranking, points))
    for who, vp in zip(ranking, points):
        if vp:
            em(PointsScored(who, vp, "section"))
    box_year_tiles(t)
    structures = sorted(site.structures, key=m.structure_order.index)
    fit = max(0, queue_room(em.state))
    for kind in structures:
        em(StructureQueued(kind, False))
    em(SectionCleaned(section))
    for kind in structures[fit:]:    # no room in the queue: built at once by Denzel
        s = em.state
        plots = empty_plots(s, section)
        index = len(s.queue) - 1 - s.queue[::-1].index(kind)
        if plots:   # out of cubes, he still builds it (it has nowhere else to go), unmarked
            cube = 1 if s.players[seat].cubes else 0
            em(StructureBuilt(seat, section, plots[0], kind, index, cube, False))
            if cube:
                em(MarkerAdvanced(seat, quadrant_index(section), 1))
    if em.state.players[seat].cubes:
        em(FirstPlaceCube(seat, section))
    em(MarkerAdvanced(seat, quadrant_index(section), sp.quadrant_steps))
    t.tell("special", Line.of("a third tile of a colour: completes section {section}, where he "
                              "last worked, for double first-place VP", section=section))
    if not incomplete(em.state) and not em.state.end_triggered:
        em(EndTriggered(LAST_SECTION))


# --- the turn ----------------------------------------------------------------------------------

def play_turn(em: Emitter, rng) -> None:
    """Steps 1, 2 and 4 of the active solo player, each told (SoloStepTold)."""
    from ..events import AssistantMoved
    seat = em.state.turn.seat
    t = _Turn(em, seat)
    name = em.state.solo[seat].name
    space, why = assistant_target(em.state, seat)
    em(AssistantMoved(seat, space))
    t.tell("assistant", why)
    rondel.reveal_top(em, space, rng)
    globals()[f"_step2_{name}"](t)
    _step4(t, rng)


def _rondel_colours(t: _Turn) -> tuple[str, str]:
    space = t.state.players[t.seat].assistant
    return rondel.space_colour(space), rondel.top(t.state, space)


def _rondel_then_tile(t: _Turn, rondel_actions: int) -> None:
    """Bertha (1) and Denzel (2): actions of the rondel space's printed colour, then one of
    the stack tile's colour, or its missing-tile VP when the stack is empty."""
    m = t.m
    q = designated_quadrant(t.state, t.seat)
    first, tile = _rondel_colours(t)
    shown = words.colour(first)
    acts = Line.of("{colour} twice", colour=shown) if rondel_actions == 2 else shown
    if tile:
        t.tell("plan", Line.of("actions in quadrant {quadrant}: {first} (the rondel space's "
                               "colour), then {tile} (the tile beside it)",
                               quadrant=QUADRANT_IDS[q], first=acts, tile=words.colour(tile)))
    else:
        t.tell("plan", Line.of("actions in quadrant {quadrant}: {first} (the rondel space's "
                               "colour)", quadrant=QUADRANT_IDS[q], first=acts))
    for _ in range(rondel_actions):
        basic_action(t, first, m.action_level, q, m.impossible_action_vp)
    if tile:
        basic_action(t, tile, m.action_level, q, m.impossible_action_vp)
    else:
        t.points(m.missing_tile_vp, "missing_tile",
                 Line.of("no action tile beside the rondel space"))


def _step2_bertha(t: _Turn) -> None:
    _rondel_then_tile(t, 1)


def _step2_denzel(t: _Turn) -> None:
    _rondel_then_tile(t, 2)


def _step2_katherine(t: _Turn) -> None:
    m = t.m
    solo = t.state.solo[t.seat]
    q = designated_quadrant(t.state, t.seat)
    colours = (mat_colour(solo, m),) + m.spaces[solo.space].colours[1:]
    t.tell("plan", Line.of("actions in quadrant {quadrant}, as her mat's row beside the supervisor "
           "shows: {colours}", quadrant=QUADRANT_IDS[q], colours=listing(words.colours(colours))))
    for colour in colours:
        basic_action(t, colour, m.action_level, q, m.impossible_action_vp)


def _step2_carsten(t: _Turn) -> None:
    m = t.m
    solo = t.state.solo[t.seat]
    q = designated_quadrant(t.state, t.seat)
    a, b = _rondel_colours(t)
    c = mat_colour(solo, m)
    colours = [a, b, c] if b else [a, c]
    t.tell("plan", Line.of("compares {colours} (the rondel space, the tile beside it, his mat) "
                           "and acts in quadrant {quadrant}",
                           colours=listing(words.colours(colours)), quadrant=QUADRANT_IDS[q]))
    if not b:
        t.points(m.missing_tile_vp, "missing_tile",
                 Line.of("no action tile beside the rondel space"))
    distinct = list(dict.fromkeys(colours))
    if len(distinct) == len(colours):
        for colour in colours:
            basic_action(t, colour, m.action_level, q, m.impossible_action_vp)
        return
    if len(distinct) == 1 and len(colours) == 3:
        _carsten_triple(t, a)
        return
    pair = next(x for x in distinct if colours.count(x) == 2)
    single = [x for x in colours if x != pair]
    for colour in single:
        basic_action(t, colour, m.action_level, q, m.impossible_action_vp)
    effect = m.pair(pair)
    if effect.action == "take_equipment":
        s = t.state
        mine = s.players[t.seat].equipment
        if s.equipment and len(mine) < m.equipment_slots:
            t.em(EquipmentTaken(t.seat, min(s.equipment), 0))
            t.tell("pair", Line.of("two {colour}: takes equipment tile {tile}",
                   colour=words.colour(pair), tile=min(s.equipment)))
        t.points(effect.vp, "pair", Line.of("two {colour}", colour=words.colour(pair)))
        t.did = True
    elif effect.action == "advance_supervisor":
        solo = t.state.solo[t.seat]
        t.em(SoloSeatSet(t.seat, evolve(solo, space=(solo.space + effect.spaces) % len(m.spaces))))
        t.points(effect.vp, "pair", Line.of("two {colour}: his supervisor moves {spaces} space on",
                 colour=words.colour(pair), spaces=effect.spaces))
        t.did = True
    else:
        alternate_action(t, effect.action, q, effect.impossible_vp, step="pair")


def _carsten_triple(t: _Turn, colour: str) -> None:
    m = t.m
    slots = [i for i, c in enumerate(TABLE_COLOURS) if c == colour and t.state.table[i]]
    if slots:
        slot = min(slots, key=lambda i: t.state.table[i])
        t.tell("triple", Line.of("three {colour}: returns achievement {tile} to the box",
               colour=words.colour(colour), tile=t.state.table[slot]))
        t.em(SoloAchievementBoxed(t.seat, slot))
        t.did = True
    else:
        t.points(m.triple.none_vp, "triple", Line.of(
            "three {colour}: no {colour} achievement on the table", colour=words.colour(colour)))


def _step4(t: _Turn, rng) -> None:
    em, seat = t.em, t.seat
    s = em.state
    solo = s.solo[seat]
    m = t.m
    space = s.players[seat].assistant
    colour = rondel.top(s, space)
    if colour:
        em(ActionTileTaken(seat, space, colour, False))   # counted in the box, then ...
        s = em.state
        em_box = bump(s.box, colour_index(colour), -1)   # ... taken back out onto the mat
        em(BoxSet(em_box))
        rondel.after_taking(em, space, rng)
    solo = em.state.solo[seat]
    if solo.name == "denzel":
        if colour:
            c = m.columns.index(colour)
            tiles = bump(solo.tiles, c, 1)
            em(SoloSeatSet(seat, evolve(solo, tiles=tiles, last=t.last)))
            if tiles[c] >= m.special.trigger_tiles:
                denzel_complete(t)
                solo = em.state.solo[seat]
                em(SoloSeatSet(seat, evolve(solo, tiles=replace(solo.tiles, c, 0))))
                em(SoloTilesBoxed((colour,) * m.special.trigger_tiles))
        elif t.last:
            em(SoloSeatSet(seat, evolve(solo, last=t.last)))
        return
    if colour:
        old = solo.tiles[solo.space]
        if old:
            em(SoloTilesBoxed((old,)))
        solo = evolve(solo, tiles=replace(solo.tiles, solo.space, colour))
    nxt = solo.space + 1
    if solo.name == "bertha":
        if nxt >= len(m.spaces):
            em(SoloSeatSet(seat, solo))
            row = solo.extra
            q = colour_quadrant(mat_colour(solo, m, row))
            t.tell("extra", Line.of("leaves the last space of her track: extra actions in quadrant "
                   "{quadrant} (the tile beside the white marker)", quadrant=QUADRANT_IDS[q]))
            for extra in m.extra_actions:
                alternate_action(t, extra.action, q, m.extra_action_impossible_vp, "extra")
            solo = em.state.solo[seat]
            solo = evolve(solo, extra=(solo.extra + 1) % m.extra_track.spaces)
            nxt = 0
        em(SoloSeatSet(seat, evolve(solo, space=nxt)))
        resolve_completed(t)
        return
    nxt %= len(m.spaces)
    em(SoloSeatSet(seat, evolve(solo, space=nxt)))
    if solo.name == "katherine" and m.spaces[nxt].supervisor_symbol:
        for c in symbol_colours(em.state, seat):
            slots = [i for i, tc in enumerate(TABLE_COLOURS) if tc == c and em.state.table[i]]
            if slots:
                slot = min(slots, key=lambda i: em.state.table[i])
                t.tell("achievement", Line.of("her supervisor reaches the symbol: returns {colour} "
                       "achievement {tile} to the box", colour=words.colour(c),
                       tile=em.state.table[slot]))
                em(SoloAchievementBoxed(seat, slot))
            else:
                t.points(m.special.none_vp, "achievement", Line.of(
                    "her supervisor reaches the symbol: no {colour} achievement on the table",
                    colour=words.colour(c)))


def symbol_colours(state: State, seat: int) -> tuple[str, ...]:
    """The colours Katherine looks for on the achievements table when her supervisor
    reaches the symbol space: its row's tile or print, then the further prints."""
    solo, m = state.solo[seat], mat("katherine")
    space = m.symbol_space
    colours = (mat_colour(solo, m, space),) + m.spaces[space].colours[1:]
    return colours[:m.special.achievements]


def symbol_shortfall(state: State, seat: int) -> int:
    """The VP Katherine would score if her supervisor reached the symbol space now: 5 for
    each of its colours with no achievement left in that row of the table."""
    table = [c for c, tile in zip(TABLE_COLOURS, state.table) if tile]
    short = 0
    for c in symbol_colours(state, seat):
        if c in table:
            table.remove(c)
        else:
            short += 1
    return short * mat("katherine").special.none_vp


def final_action(em: Emitter) -> None:
    seat = em.state.turn.seat
    _Turn(em, seat).points(mat(em.state.solo[seat].name).final_action_vp, "final",
                           Line.of("the final action"))

