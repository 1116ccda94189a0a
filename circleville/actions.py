"""Step 2: taking an action, basic or alternate, and the supervisor moves that go with it
("Step 2: take actions", "Basic actions", "Alternate actions", "Moving your supervisor",
"Limited amount of color cubes"; equipment 1, 3, 9-12, 16, 20-21; Increase to Level 5).

An action is a chain of small decisions. A basic action works in the supervisor's
section: "work here" places as many cubes (or razes/builds as many structures) as the
action has left and the section takes; the player may move the supervisor before, between
or after, once per action (equipment 3: twice); work once started in a section must go on
there until the section or the action is exhausted (ruling G1): roads, razes and builds
alike (CV-ACT-14). A basic action may stop with value left only where it can do no more
work (the section is full or razed, the queue full, no plot or structure to build, no
cubes), or, after working elsewhere, in a section just reached (the move "after" the
action). Alternate actions may be declined (ruling G13).
"""
from __future__ import annotations

from .components import components
from .events import (AchievementClaimed, ActionFinished, ActionStarted, Beautified,
                     CubeReclaimed, CubesPlaced, Emitter, EquipmentTaken, ExtraCubePlaced,
                     Improved, MarkerAdvanced, PointsScored, StructureBuilt, StructureRazed,
                     SupervisorMoved, YearBonusUsed)
from .mat import MAX_LEVEL, level, value
from .moves import (Beautify, BuildStructure, ChooseAction, ClaimAchievement, FinishAction,
                    Improve, MoveSupervisorAnywhere, PlaceCubes, RazeStructure, ReclaimCube,
                    StepSupervisor, TakeEquipment)
from .queue import room as queue_room
from .state import State, quadrant_index
from .tiles import equipment_params, give_backs, owns, table_colour, year_bonus_tile
from .town import (beautify_room, empty_plots, free_squares, improvable_plots, incomplete,
                   members, neighbours, place_of, places, supervisor_place)

BASIC = "basic"
MOVE, EQUIPMENT, BEAUTIFY, IMPROVE, ACHIEVEMENT = (
    "move_supervisor", "take_equipment", "beautify", "improve_structure", "claim_achievement")
_MAT = components().mat
ALTERNATE_LEVEL = {a.action: a.level for a in _MAT.alternate_actions}
ALTERNATES = tuple(a.action for a in _MAT.alternate_actions)
MOVE_STEPS = _MAT.alternate(1).params["steps"]
MATCHING_VP = _MAT.alternate(5).params["matching_colour_vp"]
BASIC_OF = {c.colour: c.basic_action for c in _MAT.columns}
ROADS = ("red", "blue")            # the colours whose basic action covers road squares
RAZE, BUILD = "orange", "green"


# --- what is possible within reach (an action that can do nothing is not offered) -------------

def reach(state: State, seat: int) -> tuple[int, ...]:
    """The places the supervisor can work in during one action: where it is and what its
    moves reach (equipment 3 adds a step; a Flexible Supervisor tile reaches everywhere)."""
    player = state.players[seat]
    if year_bonus_tile(player, "flexible_supervisor"):
        return places(state)
    steps = 1 + sum(p["moves"] for p in equipment_params(player, "extra_supervisor_move"))
    seen = {supervisor_place(state, seat)}
    frontier = set(seen)
    for _ in range(steps):
        frontier = {n for p in frontier for n in neighbours(state, p)} - seen
        seen |= frontier
    return tuple(sorted(seen))


def beautify_limit(player) -> int:
    """Equipment 1's limit of beautify cubes per section (0 without it)."""
    return max([p["max_per_section"] for p in equipment_params(player, "beautify_again")] + [0])


def basic_possible(state: State, colour: str, where: tuple[int, ...]) -> bool:
    if colour in ROADS:
        return any(free_squares(state, n, colour) for n in where)
    if colour == RAZE:
        return queue_room(state) > 0 and any(
            not state.is_completed(n) and state.site(n).structures for n in where)
    return bool(state.queue) and any(empty_plots(state, m) for n in where
                                     for m in members(state, n))


def alternate_possible(state: State, seat: int, action: str, where: tuple[int, ...]) -> bool:
    player = state.players[seat]
    if action == MOVE:
        return True
    if action == EQUIPMENT:
        return bool(state.equipment) and bool(give_backs(player))
    if action == ACHIEVEMENT:
        return any(state.table) and bool(give_backs(player))
    if action == BEAUTIFY:
        limit = beautify_limit(player)
        return any(beautify_room(state, m, limit) for n in where for m in members(state, n))
    return any(improvable_plots(state, m) for n in where for m in members(state, n))


# --- choosing an action -------------------------------------------------------------------------

def borrowable(player, colour: str) -> str:
    """Equipment 20-21: the other colour of a pair holding `colour` ("" = none)."""
    for p in equipment_params(player, "either_level"):
        pair = p["colours"]
        if colour in pair:
            return pair[1] if pair[0] == colour else pair[0]
    return ""


def effective_level(player, move: ChooseAction) -> int:
    if move.level5:
        return MAX_LEVEL
    return level(player, move.borrow or move.colour)


def choices(state: State, seat: int, colours: tuple[str, ...]) -> tuple[ChooseAction, ...]:
    """Every action the colours allow: the basic action (also at a borrowed level, at level
    5 with the tile, with equipment 9-10's extra cubes) and each alternate action at or below
    the level (a borrowed level or the level-5 tile only where they give access). Actions
    that could do nothing within the supervisor's reach are left out (Move your supervisor
    is always there: it is also how a player passes)."""
    player = state.players[seat]
    tile5 = year_bonus_tile(player, "level_five")
    extra = {p["colour"] for p in equipment_params(player, "extra_road_cubes")}
    where = reach(state, seat)
    out = []
    for colour in dict.fromkeys(colours):
        own = level(player, colour)
        other = borrowable(player, colour)
        if basic_possible(state, colour, where):
            variants = [ChooseAction(colour, BASIC)]
            if other and level(player, other) != own:
                variants.append(ChooseAction(colour, BASIC, borrow=other))
            if tile5 and own < MAX_LEVEL:
                variants.append(ChooseAction(colour, BASIC, level5=tile5))
            out += variants
            if colour in extra:
                out += [ChooseAction(m.colour, m.action, m.borrow, m.level5, True)
                        for m in variants]
        for action in ALTERNATES:
            need = ALTERNATE_LEVEL[action]
            if not alternate_possible(state, seat, action, where):
                continue
            if own >= need:
                out.append(ChooseAction(colour, action))
            elif other and level(player, other) >= need:
                out.append(ChooseAction(colour, action, borrow=other))
            elif tile5:
                out.append(ChooseAction(colour, action, level5=tile5))
    return tuple(out)


def start(em: Emitter, move: ChooseAction, colours_left: tuple[str, ...], bonus: bool) -> None:
    state = em.state
    seat = state.turn.seat
    player = state.players[seat]
    if move.level5:
        em(YearBonusUsed(seat, move.level5, True))
    at = effective_level(player, move)
    remaining = 0
    if move.action == BASIC:
        remaining = value(move.colour, at)
        if move.extra:
            remaining += sum(p["cubes"] for p in equipment_params(player, "extra_road_cubes")
                             if p["colour"] == move.colour)
    moves = 1 + sum(p["moves"] for p in equipment_params(player, "extra_supervisor_move"))
    if move.action == MOVE:
        moves += MOVE_STEPS
    em(ActionStarted(seat, move.colour, move.action, at, remaining, moves, colours_left, bonus))


# --- inside an action ---------------------------------------------------------------------------

def locked(state: State) -> bool:
    """Work started in the supervisor's section (or area) must go on there while both the
    action and the section have some left (ruling G1)."""
    a = state.turn.action
    assert a is not None   # asked inside an action
    if a.kind != BASIC or not a.worked or a.remaining <= 0:
        return False
    here = supervisor_place(state, state.turn.seat)
    last = a.worked[-1]
    if a.colour in ROADS:
        return last == here and free_squares(state, here, a.colour) > 0
    if a.colour == RAZE:
        return last == here and bool(state.site(here).structures) and queue_room(state) > 0
    return (place_of(state, last) == here and bool(state.queue)
            and any(empty_plots(state, n) for n in members(state, here)))


def supervisor_moves(state: State, seat: int, steps: bool) -> list:
    """Steps across one road (if the action has moves left) and Flexible Supervisor jumps."""
    here = supervisor_place(state, seat)
    out: list = []
    if steps:
        out += [StepSupervisor(n) for n in neighbours(state, here)]
    tile = year_bonus_tile(state.players[seat], "flexible_supervisor")
    if tile:
        out += [MoveSupervisorAnywhere(tile, n) for n in places(state) if n != here]
    return out


def reclaim_moves(state: State, seat: int) -> list:
    """Out of cubes: take back one of your cubes from a red/blue square of an incomplete
    section, not one placed in this action, nor from the squares being worked (ruling G3)."""
    a = state.turn.action
    here = supervisor_place(state, seat)
    out = []
    for n in incomplete(state):
        site = state.site(n)
        for road in ROADS:
            mine = getattr(site, road)[seat]
            if a is not None:
                mine -= a.placed.count((n, road))
                if n == here and a.kind == BASIC and a.colour == road:
                    continue
            if mine > 0:
                out.append(ReclaimCube(n, road))
    return out


def work_moves(state: State, seat: int) -> list:
    """The moves that do the action's work where the supervisor is."""
    a = state.turn.action
    assert a is not None   # asked inside an action
    player = state.players[seat]
    here = supervisor_place(state, seat)
    if a.kind == BASIC:
        if a.remaining <= 0:
            return []
        if a.colour in ROADS:
            return [PlaceCubes()] if free_squares(state, here, a.colour) > 0 else []
        if a.colour == RAZE:
            if state.is_completed(here) or queue_room(state) <= 0:
                return []
            kinds = sorted(set(state.site(here).structures))
            out: list = [RazeStructure(k) for k in kinds]
            for p in equipment_params(player, "extra_structure_cube"):
                if p["colour"] == RAZE:
                    out += [RazeStructure(k, True) for k in kinds if k in p["structures"]]
            return out
        if not state.queue or not state.is_completed(here):
            return []
        kind = state.queue[0]
        extra = any(p["colour"] == BUILD and kind in p["structures"]
                    for p in equipment_params(player, "extra_structure_cube"))
        out = []
        for n in members(state, here):
            for i in empty_plots(state, n):
                out.append(BuildStructure(n, i))
                if extra and not state.site(n).plots[i].new:
                    out.append(BuildStructure(n, i, True))
        return out
    if a.done:
        return []
    if a.kind == EQUIPMENT:
        return [TakeEquipment(t, g) for t in state.equipment for g in give_backs(player)]
    if a.kind == ACHIEVEMENT:
        return [ClaimAchievement(s, g) for s, t in enumerate(state.table) if t
                for g in give_backs(player)]
    if not state.is_completed(here):
        return []
    if a.kind == BEAUTIFY:
        limit = beautify_limit(player)
        return [Beautify(n) for n in members(state, here) if beautify_room(state, n, limit)]
    if a.kind == IMPROVE:
        return [Improve(n, i) for n in members(state, here) for i in improvable_plots(state, n)]
    return []


def _needs_cubes(move) -> int:
    if isinstance(move, (RazeStructure, BuildStructure)):
        return 2 if move.extra else 1
    return 1 if isinstance(move, (PlaceCubes, Beautify, Improve)) else 0


def moves(state: State) -> tuple:
    """Everything the active player may do inside the current action."""
    seat = state.turn.seat
    a = state.turn.action
    assert a is not None   # asked inside an action
    player = state.players[seat]
    is_locked = locked(state)
    work = work_moves(state, seat)
    doable = [m for m in work if _needs_cubes(m) <= player.cubes]
    out: list = []
    if not is_locked:
        out += supervisor_moves(state, seat, a.moves > 0)
    out += doable
    if player.cubes == 0 and any(_needs_cubes(m) for m in work):
        out += reclaim_moves(state, seat)
    # a basic action stops only where it can do no (more) work: its value is used up, the
    # section has no room, or the cubes ran out (ruling G1). Once it has worked elsewhere,
    # stopping in a newly reached section is the allowed move "after" the action.
    if a.kind != BASIC or not doable or (a.done and not is_locked):
        out.append(FinishAction())
        if a.kind == BASIC and a.colour in ROADS and owns(player, "finished_roads_cube") \
                and player.cubes > 0:
            out += [FinishAction(n) for n in a.worked if not state.is_completed(n)
                    and free_squares(state, n, "red") == 0 and free_squares(state, n, "blue") == 0]
    return tuple(out)


# --- playing the moves of an action ---------------------------------------------------------------

def step(em: Emitter, move: StepSupervisor) -> None:
    em(SupervisorMoved(em.state.turn.seat, move.to, True))


def jump(em: Emitter, move: MoveSupervisorAnywhere) -> None:
    seat = em.state.turn.seat
    em(YearBonusUsed(seat, move.tile, True))
    em(SupervisorMoved(seat, move.to, False))


def place_cubes(em: Emitter) -> None:
    state = em.state
    seat, a = state.turn.seat, state.turn.action
    here = supervisor_place(state, seat)
    count = min(a.remaining, free_squares(state, here, a.colour), state.players[seat].cubes)
    em(CubesPlaced(seat, here, a.colour, count))


def reclaim(em: Emitter, move: ReclaimCube) -> None:
    em(CubeReclaimed(em.state.turn.seat, move.section, move.road))


def raze(em: Emitter, move: RazeStructure) -> None:
    state = em.state
    seat = state.turn.seat
    em(StructureRazed(seat, supervisor_place(state, seat), move.kind, 2 if move.extra else 1, True))


def build(em: Emitter, move: BuildStructure, index: int, by_action: bool) -> None:
    """A structure from queue position `index` on a plot; the builder's cube(s) beside it
    and one quadrant step per cube."""
    seat = em.state.turn.seat
    cubes = 2 if move.extra else 1
    em(StructureBuilt(seat, move.section, move.plot, em.state.queue[index], index, cubes,
                      by_action))
    em(MarkerAdvanced(seat, quadrant_index(move.section), cubes))


def beautify(em: Emitter, move: Beautify) -> None:
    seat = em.state.turn.seat
    em(Beautified(seat, move.section))
    em(MarkerAdvanced(seat, quadrant_index(move.section), 1))


def improve(em: Emitter, move: Improve) -> None:
    seat = em.state.turn.seat
    em(Improved(seat, move.section, move.plot))
    em(MarkerAdvanced(seat, quadrant_index(move.section), 1))


def take_equipment(em: Emitter, move: TakeEquipment) -> None:
    em(EquipmentTaken(em.state.turn.seat, move.tile, move.give_back))


def claim(em: Emitter, move: ClaimAchievement) -> None:
    """Alternate level 5: 2 VP when the slot's colour is the action's colour, or from the
    multicoloured space (ruling G11: the colour of the action spent, not a borrowed level)."""
    state = em.state
    seat, a = state.turn.seat, state.turn.action
    em(AchievementClaimed(seat, move.slot, state.table[move.slot], move.give_back))
    if table_colour(move.slot) in ("", a.colour):
        em(PointsScored(seat, MATCHING_VP, "claim"))


def finish(em: Emitter, move: FinishAction) -> None:
    seat = em.state.turn.seat
    if move.extra_cube:
        em(ExtraCubePlaced(seat, move.extra_cube))
    em(ActionFinished(seat))

