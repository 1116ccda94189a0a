"""Squaring Circleville's events (facts that happened) and `reducer`, the only writer of the
state. Random outcomes (a tile's colour, the first player, dealt tiles) are recorded in the
events, so folding them needs no rng; events that show something nobody knew carry
`reveals = True` (undo stops there)."""
from __future__ import annotations

from typing import Any, ClassVar

import attrs

from shared.engine.contract import Event
from shared.engine.emitter import Emitter as BaseEmitter
from shared.engine.narration import Line
from shared.engine.reducer import Reducer

from .components import components
from .state import (ACTION_TILE, FINAL, HIDDEN, HIDDEN_BAG, NOBODY, OVER, RONDEL, Action, Plot,
                    SoloSeat, State, Turn, bump, colour_index, evolve, replace, without)


# --- setup -------------------------------------------------------------------------------------
@attrs.frozen
class FirstPlayerChosen(Event):
    reveals: ClassVar[bool] = True
    seat: int


@attrs.frozen
class EquipmentRevealed(Event):
    reveals: ClassVar[bool] = True
    tiles: tuple[int, ...]


@attrs.frozen
class YearTrackDealt(Event):
    """Year bonus tiles per tile year (first tile year first) and the achievement beside each
    year (0 = no achievement slot there)."""
    reveals: ClassVar[bool] = True
    tiles: tuple[int, ...]
    achievements: tuple[int, ...]


@attrs.frozen
class StacksDealt(Event):
    """Setup K: a stack of face-down tiles beside each rondel space; `tops` are the tiles
    that turned up on top."""
    reveals: ClassVar[bool] = True
    tops: tuple[str, ...]
    size: int


@attrs.frozen
class UpcomingFilled(Event):
    """`count` tiles from the bag form the upcoming stack; `top` is the one on top."""
    reveals: ClassVar[bool] = True
    count: int
    top: str


@attrs.frozen
class TurnStarted(Event):
    seat: int
    round: int


# --- bookkeeping of the turn -------------------------------------------------------------------
@attrs.frozen
class TurnUpdated(Event):
    """Where the turn stands (phase, pending choices): `changes` are (field, value) pairs."""
    changes: tuple[tuple[str, Any], ...]


# --- step 1 ------------------------------------------------------------------------------------
@attrs.frozen
class AssistantMoved(Event):
    seat: int
    space: int


@attrs.frozen
class YearBonusUsed(Event):
    """A year bonus tile is used: flipped (to the mat at the end of the turn) unless it is a
    New Plot tile, which goes onto the town."""
    seat: int
    tile: int
    flipped: bool


@attrs.frozen
class AbilityUsed(Event):
    """A once-per-turn equipment ability was used (`what` = its kind)."""
    seat: int
    what: str


@attrs.frozen
class StackFlipped(Event):
    """Equipment 2: the stack is turned upside down; `top` is the tile now on top."""
    reveals: ClassVar[bool] = True
    space: int
    top: str


@attrs.frozen
class StackSwapped(Event):
    """Equipment 17: the stack at `space` and the upcoming stack trade places."""
    space: int


@attrs.frozen
class MatTileSwapped(Event):
    """Equipment 18: an action tile of the `colour` column goes on top of the stack at
    `space`; that stack's top tile (`got`) goes on the mat."""
    seat: int
    colour: str
    space: int
    got: str


@attrs.frozen
class QueueSwapped(Event):
    first: int
    second: int


# --- actions -----------------------------------------------------------------------------------
@attrs.frozen
class ActionStarted(Event):
    seat: int
    colour: str
    action: str
    level: int
    remaining: int
    moves: int
    colours_left: tuple[str, ...]
    bonus: bool = False


@attrs.frozen
class SupervisorMoved(Event):
    """`step` = it used one of the action's supervisor moves (else a Flexible Supervisor
    tile or the clean-up moved it)."""
    seat: int
    to: int
    step: bool


@attrs.frozen
class CubesPlaced(Event):
    seat: int
    section: int
    road: str
    count: int


@attrs.frozen
class CubeReclaimed(Event):
    seat: int
    section: int
    road: str


@attrs.frozen
class StructureRazed(Event):
    """`cubes` on its icon (2 with equipment 11); `held` = razed by an action, waiting to
    join the queue at the action's end (else it joins at once)."""
    seat: int
    section: int
    kind: str
    cubes: int
    held: bool


@attrs.frozen
class StructureQueued(Event):
    kind: str
    held: bool


@attrs.frozen
class StructureBuilt(Event):
    """The structure at queue position `index` is built on plot `plot` of `section`, with
    `cubes` of the builder's cubes (2 = both squares, equipment 12)."""
    seat: int
    section: int
    plot: int
    kind: str
    index: int
    cubes: int
    by_action: bool


@attrs.frozen
class MarkerAdvanced(Event):
    seat: int
    quadrant: int
    steps: int


@attrs.frozen
class Beautified(Event):
    seat: int
    section: int


@attrs.frozen
class Improved(Event):
    seat: int
    section: int
    plot: int


@attrs.frozen
class EquipmentTaken(Event):
    seat: int
    tile: int
    give_back: int


@attrs.frozen
class AchievementClaimed(Event):
    seat: int
    slot: int
    tile: int
    give_back: int


@attrs.frozen
class PointsScored(Event):
    """`why`: "section", "claim", "tile" (the 3 VP year bonus tile), "solo" (a solo
    player's own rules: what could not be done, tiles to the box, the final action) or
    "house" (the person's VP at setup by the house rule solo-start-vp)."""
    seat: int
    points: int
    why: str


@attrs.frozen
class ExtraCubePlaced(Event):
    """Equipment 16: one more cube in a section whose road squares are all covered."""
    seat: int
    section: int


@attrs.frozen
class NewPlotPlaced(Event):
    seat: int
    section: int


@attrs.frozen
class ActionFinished(Event):
    seat: int


# --- completing sections -------------------------------------------------------------------------
@attrs.frozen
class SectionsCompleted(Event):
    """The last work was done in these sections: they wait to be resolved."""
    sections: tuple[int, ...]


@attrs.frozen
class SectionScored(Event):
    """Step I: the ranking (seats, best first) and the points each scored."""
    section: int
    ranking: tuple[int, ...]
    points: tuple[int, ...]


@attrs.frozen
class YearBonusSwapped(Event):
    """Equipment 4: the tiles of two years trade places."""
    year: int
    other: int


@attrs.frozen
class YearBonusTaken(Event):
    """Step II: `keep` = False for the 3 VP tile, which acts at once."""
    seat: int
    year: int
    tile: int
    keep: bool


@attrs.frozen
class AchievementToTable(Event):
    """Step III: the achievement beside `year` goes to table slot `slot`."""
    year: int
    tile: int
    slot: int


@attrs.frozen
class SectionCleaned(Event):
    """Step IV: cubes back to their owners, the section tile on the town."""
    section: int


@attrs.frozen
class FirstPlaceCube(Event):
    seat: int
    section: int


@attrs.frozen
class EndTriggered(Event):
    reason: str


# --- steps 3 and 4, the end --------------------------------------------------------------------
@attrs.frozen
class BonusTilesReturned(Event):
    """Step 3: the top tile of each of these columns goes back to the box."""
    seat: int
    colours: tuple[str, ...]


@attrs.frozen
class ActionTileTaken(Event):
    """Step 4: the top tile of the stack at `space`; `to_mat` False = its column is full
    and it goes back to the box."""
    seat: int
    space: int
    colour: str
    to_mat: bool


@attrs.frozen
class StackTopRevealed(Event):
    reveals: ClassVar[bool] = True
    space: int
    colour: str


@attrs.frozen
class UpcomingMoved(Event):
    space: int


@attrs.frozen
class UsedTilePlaced(Event):
    """A used year bonus tile goes on the `colour` column ("" = no space: out of the game)."""
    seat: int
    tile: int
    colour: str


@attrs.frozen
class FinalActionStarted(Event):
    seat: int
    colours: tuple[str, ...]


@attrs.frozen
class Stalled(Event):
    """The deadlock guard: no section can ever be completed any more."""


@attrs.frozen
class WorkRecorded(Event):
    """The work left in town reached a new low (the deadlock guard's measure of progress)."""
    work: int


@attrs.frozen
class FinalScored(Event):
    """Final scoring of one seat, values in scoring.FINAL_CATEGORIES order."""
    seat: int
    values: tuple[int, ...]


@attrs.frozen
class GameEnded(Event):
    pass


# --- reduce ---------------------------------------------------------------------------------------
reducer = Reducer("Squaring Circleville")


def _player(state: State, seat: int, **changes) -> State:
    players = state.players
    return evolve(state, players=replace(players, seat, evolve(players[seat], **changes)))


def _site(state: State, number: int, **changes) -> State:
    return evolve(state, sites=replace(state.sites, number - 1,
                                             evolve(state.sites[number - 1], **changes)))


def _turn(state: State, **changes) -> State:
    return evolve(state, turn=evolve(state.turn, **changes))


def _action(state: State, **changes) -> State:
    action = state.turn.action
    if action is None:
        return state
    return _turn(state, action=evolve(action, **changes))


def _reveal(pools, hidden: str, colour: str):
    p = HIDDEN.index(hidden)
    return replace(pools, p, bump(pools[p], colour_index(colour), -1))


@reducer.on(FirstPlayerChosen)
def _r_first(s: State, e: FirstPlayerChosen) -> State:
    return evolve(s, first=e.seat)


@reducer.on(EquipmentRevealed)
def _r_equipment(s: State, e: EquipmentRevealed) -> State:
    return evolve(s, equipment=tuple(sorted(e.tiles)))


@reducer.on(YearTrackDealt)
def _r_year(s: State, e: YearTrackDealt) -> State:
    return evolve(s, year_tiles=e.tiles, year_achievements=e.achievements)


@reducer.on(StacksDealt)
def _r_stacks(s: State, e: StacksDealt) -> State:
    pools = s.pools
    stacks = []
    for top in e.tops:
        stacks.append((HIDDEN[0],) * (e.size - 1) + (top,))
        pools = _reveal(pools, HIDDEN[0], top)
    return evolve(s, stacks=tuple(stacks), pools=pools)


@reducer.on(UpcomingFilled)
def _r_upcoming(s: State, e: UpcomingFilled) -> State:
    return evolve(s, upcoming=(HIDDEN_BAG,) * (e.count - 1) + (e.top,), bag=s.bag - e.count,
                        pools=_reveal(s.pools, HIDDEN_BAG, e.top))


@reducer.on(TurnStarted)
def _r_turn_started(s: State, e: TurnStarted) -> State:
    return evolve(s, turn=Turn(e.seat, RONDEL), round=e.round)


@reducer.on(TurnUpdated)
def _r_turn_updated(s: State, e: TurnUpdated) -> State:
    return _turn(s, **dict(e.changes))


@reducer.on(AssistantMoved)
def _r_assistant(s: State, e: AssistantMoved) -> State:
    return _player(s, e.seat, assistant=e.space)


@reducer.on(YearBonusUsed)
def _r_yb_used(s: State, e: YearBonusUsed) -> State:
    p = s.players[e.seat]
    s = _player(s, e.seat, year_bonus=without(p.year_bonus, e.tile))
    return _turn(s, flipped=s.turn.flipped + (e.tile,)) if e.flipped else s


@reducer.on(AbilityUsed)
def _r_ability(s: State, e: AbilityUsed) -> State:
    return _turn(s, used=s.turn.used + (e.what,))


@reducer.on(StackFlipped)
def _r_flip(s: State, e: StackFlipped) -> State:
    stack = tuple(reversed(s.stacks[e.space]))
    pools = s.pools
    if stack[-1] in HIDDEN:
        pools = _reveal(pools, stack[-1], e.top)
        stack = stack[:-1] + (e.top,)
    return evolve(s, stacks=replace(s.stacks, e.space, stack), pools=pools)


@reducer.on(StackSwapped)
def _r_stack_swap(s: State, e: StackSwapped) -> State:
    return evolve(s, stacks=replace(s.stacks, e.space, s.upcoming), upcoming=s.stacks[e.space])


@reducer.on(MatTileSwapped)
def _r_mat_swap(s: State, e: MatTileSwapped) -> State:
    p = s.players[e.seat]
    c, g = colour_index(e.colour), colour_index(e.got)
    column = p.mat[c]
    top_tile = max(i for i, entry in enumerate(column) if entry == ACTION_TILE)
    mat = replace(p.mat, c, column[:top_tile] + column[top_tile + 1:])
    mat = replace(mat, g, mat[g] + (ACTION_TILE,))
    stack = s.stacks[e.space]
    s = evolve(s, stacks=replace(s.stacks, e.space, stack[:-1] + (e.colour,)))
    return _player(s, e.seat, mat=mat)


@reducer.on(QueueSwapped)
def _r_queue_swap(s: State, e: QueueSwapped) -> State:
    q = list(s.queue)
    q[e.first], q[e.second] = q[e.second], q[e.first]
    return evolve(s, queue=tuple(q))


@reducer.on(ActionStarted)
def _r_action_started(s: State, e: ActionStarted) -> State:
    action = Action(e.colour, e.action, e.level, remaining=e.remaining, moves=e.moves,
                    bonus=e.bonus)
    return _turn(s, action=action, actions=s.turn.actions + 1, colours=e.colours_left)


@reducer.on(SupervisorMoved)
def _r_supervisor(s: State, e: SupervisorMoved) -> State:
    s = _player(s, e.seat, supervisor=e.to)
    if e.step:
        a = s.turn.action
        assert a is not None   # a step inside an action
        s = _action(s, moves=a.moves - 1)
    return s


@reducer.on(CubesPlaced)
def _r_cubes(s: State, e: CubesPlaced) -> State:
    site = s.site(e.section)
    s = _site(s, e.section, **{e.road: bump(getattr(site, e.road), e.seat, e.count)})
    s = _player(s, e.seat, cubes=s.players[e.seat].cubes - e.count)
    a = s.turn.action
    assert a is not None   # work inside an action
    worked = a.worked if e.section in a.worked else a.worked + (e.section,)
    return _action(s, remaining=a.remaining - e.count, done=True, worked=worked,
                   placed=a.placed + ((e.section, e.road),) * e.count)


@reducer.on(CubeReclaimed)
def _r_reclaim(s: State, e: CubeReclaimed) -> State:
    site = s.site(e.section)
    s = _site(s, e.section, **{e.road: bump(getattr(site, e.road), e.seat, -1)})
    return _player(s, e.seat, cubes=s.players[e.seat].cubes + 1)


@reducer.on(StructureRazed)
def _r_razed(s: State, e: StructureRazed) -> State:
    site = s.site(e.section)
    s = _site(s, e.section, structures=without(site.structures, e.kind),
              icons=bump(site.icons, e.seat, e.cubes))
    s = _player(s, e.seat, cubes=s.players[e.seat].cubes - e.cubes)
    if not e.held:
        return s
    a = s.turn.action
    assert a is not None   # work inside an action
    worked = a.worked if e.section in a.worked else a.worked + (e.section,)
    s = _turn(s, held=s.turn.held + (e.kind,))
    return _action(s, remaining=a.remaining - 1, done=True, worked=worked)


@reducer.on(StructureQueued)
def _r_queued(s: State, e: StructureQueued) -> State:
    if e.held:
        s = _turn(s, held=without(s.turn.held, e.kind))
    return evolve(s, queue=s.queue + (e.kind,))


@reducer.on(StructureBuilt)
def _r_built(s: State, e: StructureBuilt) -> State:
    site = s.site(e.section)
    plot = site.plots[e.plot]
    right = e.seat if e.cubes == 2 else plot.right
    left = e.seat if e.cubes else NOBODY    # Denzel's overflow build may lack a cube
    plots = replace(site.plots, e.plot, Plot(e.kind, left, right, plot.new))
    s = _site(s, e.section, plots=plots)
    s = evolve(s, queue=s.queue[:e.index] + s.queue[e.index + 1:])
    s = _player(s, e.seat, cubes=s.players[e.seat].cubes - e.cubes)
    if e.by_action:
        a = s.turn.action
        assert a is not None   # work inside an action
        worked = a.worked if e.section in a.worked else a.worked + (e.section,)
        s = _action(s, remaining=a.remaining - 1, done=True, worked=worked)
    return s


@reducer.on(MarkerAdvanced)
def _r_marker(s: State, e: MarkerAdvanced) -> State:
    p = s.players[e.seat]
    return _player(s, e.seat, markers=bump(p.markers, e.quadrant, e.steps))


@reducer.on(Beautified)
def _r_beautified(s: State, e: Beautified) -> State:
    s = _site(s, e.section, beautify=s.site(e.section).beautify + (e.seat,))
    s = _player(s, e.seat, cubes=s.players[e.seat].cubes - 1)
    return _action(s, done=True)


@reducer.on(Improved)
def _r_improved(s: State, e: Improved) -> State:
    site = s.site(e.section)
    s = _site(s, e.section, plots=replace(site.plots, e.plot,
                                          evolve(site.plots[e.plot], right=e.seat)))
    s = _player(s, e.seat, cubes=s.players[e.seat].cubes - 1)
    return _action(s, done=True)


@reducer.on(EquipmentTaken)
def _r_equipment_taken(s: State, e: EquipmentTaken) -> State:
    p = s.players[e.seat]
    pool = without(s.equipment, e.tile)
    mine = p.equipment
    if e.give_back:
        mine = without(mine, e.give_back)
        pool = tuple(sorted(pool + (e.give_back,)))
    s = evolve(s, equipment=pool)
    s = _player(s, e.seat, equipment=mine + (e.tile,))
    return _action(s, done=True)


@reducer.on(AchievementClaimed)
def _r_claimed(s: State, e: AchievementClaimed) -> State:
    p = s.players[e.seat]
    s = evolve(s, table=replace(s.table, e.slot, 0))
    mine = p.equipment
    if e.give_back:
        mine = without(mine, e.give_back)
        s = evolve(s, equipment=tuple(sorted(s.equipment + (e.give_back,))))
    s = _player(s, e.seat, equipment=mine, achievements=p.achievements + (e.tile,))
    return _action(s, done=True)


@reducer.on(PointsScored)
def _r_points(s: State, e: PointsScored) -> State:
    p = s.players[e.seat]
    if e.why == "section":
        return _player(s, e.seat, score=p.score + e.points, section_vp=p.section_vp + e.points)
    if e.why == "house":   # counted in the score only: the sheet shows it on a row of its own
        return _player(s, e.seat, score=p.score + e.points)
    return _player(s, e.seat, score=p.score + e.points, other_vp=p.other_vp + e.points)


@reducer.on(ExtraCubePlaced)
def _r_extra_cube(s: State, e: ExtraCubePlaced) -> State:
    s = _site(s, e.section, extra=bump(s.site(e.section).extra, e.seat, 1))
    return _player(s, e.seat, cubes=s.players[e.seat].cubes - 1)


@reducer.on(NewPlotPlaced)
def _r_new_plot(s: State, e: NewPlotPlaced) -> State:
    site = s.site(e.section)
    s = _site(s, e.section, plots=site.plots + (Plot(right=e.seat, new=True),))
    return _player(s, e.seat, cubes=s.players[e.seat].cubes - 1)


@reducer.on(ActionFinished)
def _r_action_finished(s: State, e: ActionFinished) -> State:
    return _turn(s, action=None)


@reducer.on(SectionsCompleted)
def _r_completed(s: State, e: SectionsCompleted) -> State:
    return _turn(s, pending=s.turn.pending + e.sections)


@reducer.on(SectionScored)
def _r_scored(s: State, e: SectionScored) -> State:
    return s


@reducer.on(YearBonusSwapped)
def _r_yb_swapped(s: State, e: YearBonusSwapped) -> State:
    first = components().board.year_track.tile_years[0]
    a, b = e.year - first, e.other - first
    tiles = list(s.year_tiles)
    tiles[a], tiles[b] = tiles[b], tiles[a]
    return evolve(s, year_tiles=tuple(tiles))


@reducer.on(YearBonusTaken)
def _r_yb_taken(s: State, e: YearBonusTaken) -> State:
    first = components().board.year_track.tile_years[0]
    s = evolve(s, year_tiles=replace(s.year_tiles, e.year - first, 0))
    if e.keep:
        s = _player(s, e.seat, year_bonus=s.players[e.seat].year_bonus + (e.tile,))
    return s


@reducer.on(AchievementToTable)
def _r_to_table(s: State, e: AchievementToTable) -> State:
    first = components().board.year_track.tile_years[0]
    s = evolve(s, year_achievements=replace(s.year_achievements, e.year - first, 0))
    if e.slot >= 0:
        s = evolve(s, table=replace(s.table, e.slot, e.tile))
    return s


@reducer.on(SectionCleaned)
def _r_cleaned(s: State, e: SectionCleaned) -> State:
    site = s.site(e.section)
    players = tuple(
        evolve(p, cubes=p.cubes + site.red[i] + site.blue[i] + site.icons[i] + site.extra[i])
        for i, p in enumerate(s.players))
    zero = (0,) * s.n
    plots = (Plot(),) * components().town.section(e.section).tile.plots + site.plots
    s = evolve(s, players=players, completed=s.completed | 1 << (e.section - 1))
    return _site(s, e.section, red=zero, blue=zero, icons=zero, extra=zero, structures=(),
                 plots=plots)


@reducer.on(FirstPlaceCube)
def _r_first_cube(s: State, e: FirstPlaceCube) -> State:
    s = _site(s, e.section, number_cube=e.seat)
    return _player(s, e.seat, cubes=s.players[e.seat].cubes - 1)


@reducer.on(EndTriggered)
def _r_end(s: State, e: EndTriggered) -> State:
    return evolve(s, end_triggered=True, end_reason=e.reason)


@reducer.on(BonusTilesReturned)
def _r_bonus_returned(s: State, e: BonusTilesReturned) -> State:
    p = s.players[e.seat]
    mat, box = p.mat, s.box
    for colour in e.colours:
        c = colour_index(colour)
        if mat[c][-1] == ACTION_TILE:
            box = bump(box, c, 1)
        mat = replace(mat, c, mat[c][:-1])
    s = evolve(s, box=box)
    return _player(s, e.seat, mat=mat)


@reducer.on(ActionTileTaken)
def _r_tile_taken(s: State, e: ActionTileTaken) -> State:
    stack = s.stacks[e.space]
    s = evolve(s, stacks=replace(s.stacks, e.space, stack[:-1]))
    c = colour_index(e.colour)
    if e.to_mat:
        p = s.players[e.seat]
        return _player(s, e.seat, mat=replace(p.mat, c, p.mat[c] + (ACTION_TILE,)))
    return evolve(s, box=bump(s.box, c, 1))


@reducer.on(StackTopRevealed)
def _r_top_revealed(s: State, e: StackTopRevealed) -> State:
    stack = s.stacks[e.space]
    pools = _reveal(s.pools, stack[-1], e.colour)
    return evolve(s, stacks=replace(s.stacks, e.space, stack[:-1] + (e.colour,)), pools=pools)


@reducer.on(UpcomingMoved)
def _r_upcoming_moved(s: State, e: UpcomingMoved) -> State:
    return evolve(s, stacks=replace(s.stacks, e.space, s.upcoming), upcoming=())


@reducer.on(UsedTilePlaced)
def _r_used_placed(s: State, e: UsedTilePlaced) -> State:
    s = _turn(s, flipped=without(s.turn.flipped, e.tile))
    if not e.colour:
        return s
    p = s.players[e.seat]
    c = colour_index(e.colour)
    return _player(s, e.seat, mat=replace(p.mat, c, p.mat[c] + (e.tile,)))


@reducer.on(FinalActionStarted)
def _r_final_action(s: State, e: FinalActionStarted) -> State:
    return evolve(s, turn=Turn(e.seat, FINAL, colours=e.colours, pick_one=True))


@reducer.on(Stalled)
def _r_stalled(s: State, e: Stalled) -> State:
    return evolve(s, stalled=True)


@reducer.on(WorkRecorded)
def _r_work(s: State, e: WorkRecorded) -> State:
    return evolve(s, low_work=e.work, low_round=s.round)


@reducer.on(FinalScored)
def _r_final_scored(s: State, e: FinalScored) -> State:
    final = s.final or ((),) * s.n
    return evolve(s, final=replace(final, e.seat, e.values))


@reducer.on(GameEnded)
def _r_game_ended(s: State, e: GameEnded) -> State:
    return evolve(s, turn=Turn(s.turn.seat, OVER))


# --- the solo players ("08 Solo mode"; solo/engine.py plays their turns) --------------------------
@attrs.frozen
class SoloSeatSet(Event):
    """A solo player's mat changes (supervisor space, tiles, extra action marker, memo)."""
    seat: int
    solo: SoloSeat


@attrs.frozen
class SoloTilesBoxed(Event):
    """Action tiles from a solo mat go back to the game box."""
    colours: tuple[str, ...]


@attrs.frozen
class SoloAchievementBoxed(Event):
    """A solo player returns an achievement tile from the achievements table to the box."""
    seat: int
    slot: int


@attrs.frozen
class SoloStepTold(Event):
    """What a solo player's mat decided at one step of its turn and why (a log line; it
    changes nothing). `step` names the kind of step (solo/engine.py's STEPS), so the table
    and the tests can tell them apart."""
    seat: int
    step: str
    line: Line


@attrs.frozen
class BoxSet(Event):
    """The box's count of action tiles per colour, set at once (a solo turn's tile counted
    into the box and straight out onto its mat)."""
    box: tuple[int, ...]


@reducer.on(SoloSeatSet)
def _r_solo(s: State, e: SoloSeatSet) -> State:
    solo = s.solo or (None,) * s.n
    return evolve(s, solo=replace(solo, e.seat, e.solo))


@reducer.on(SoloTilesBoxed)
def _r_boxed(s: State, e: SoloTilesBoxed) -> State:
    box = s.box
    for c in e.colours:
        box = bump(box, colour_index(c), 1)
    return evolve(s, box=box)


@reducer.on(SoloAchievementBoxed)
def _r_ach_boxed(s: State, e: SoloAchievementBoxed) -> State:
    return evolve(s, table=replace(s.table, e.slot, 0))


@reducer.on(SoloStepTold)
def _r_told(s: State, e: SoloStepTold) -> State:
    return s


@reducer.on(BoxSet)
def _r_box_set(s: State, e: BoxSet) -> State:
    return evolve(s, box=e.box)


class Emitter(BaseEmitter):
    """Folds with Circleville's reducer; `turn` records changes to the turn's bookkeeping."""

    def __init__(self, state: State):
        super().__init__(state, reducer)

    def turn(self, **changes) -> State:
        return self(TurnUpdated(tuple(sorted(changes.items()))))
