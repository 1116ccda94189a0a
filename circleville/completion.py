"""Completing a section: steps I-IV ("Completing a section"; equipment 4 and 22; the
3 VP year bonus tile; the end trigger).

After every action (and after the Raze a structure tile) every incomplete section whose
roads are all covered and whose structures are all razed is completed. Several at once
are resolved one after the other in the order the active player chooses, each through
all four steps.
"""
from __future__ import annotations

from .components import components
from .events import (AchievementToTable, Emitter, EndTriggered, FirstPlaceCube, MarkerAdvanced,
                     PointsScored, SectionCleaned, SectionScored, SectionsCompleted,
                     YearBonusSwapped, YearBonusTaken)
from .moves import DoubleScore, PlaceAchievement, ResolveSection, SwapYearBonus
from .scoring import section_ranking, section_values
from .state import State, quadrant_index
from .tiles import LAST_YEAR_TILE, TABLE_COLOURS, equipment_params, owns
from .town import finished, incomplete

TILE_YEARS = components().board.year_track.tile_years
LAST_SECTION = "the last section of Circleville is completed"


def detect(em: Emitter) -> bool:
    """Queue every newly finished section; True if there was one."""
    state = em.state
    done = tuple(n for n in incomplete(state) if finished(state, n) and n not in state.turn.pending)
    if done:
        em(SectionsCompleted(done))
    return bool(done)


def order_moves(state: State) -> tuple[ResolveSection, ...]:
    return tuple(ResolveSection(n) for n in state.turn.pending)


def begin(em: Emitter, section: int) -> None:
    """Start resolving `section`: step I, unless equipment 22 asks first."""
    pending = tuple(n for n in em.state.turn.pending if n != section)
    em.turn(pending=pending, resolving=section, step="")
    state = em.state
    seat = state.turn.seat
    ranking = section_ranking(state, section, seat)
    if ranking == (seat,) and owns(state.players[seat], "double_lone_majority"):
        em.turn(step="double")
        return
    score(em, 1)


def score(em: Emitter, factor: int) -> None:
    """Step I, then on to step II."""
    state = em.state
    section, seat = state.turn.resolving, state.turn.seat
    ranking = section_ranking(state, section, seat)
    values = section_values(section, state.n)
    points = tuple(values[i] * (factor if i == 0 else 1) for i in range(len(ranking)))
    em(SectionScored(section, ranking, points))
    for who, vp in zip(ranking, points):
        if vp:
            em(PointsScored(who, vp, "section"))
    year_bonus(em)


def double(em: Emitter, move: DoubleScore) -> None:
    state = em.state
    factor = 1
    if move.use:
        params = equipment_params(state.players[state.turn.seat], "double_lone_majority")
        factor = params[0]["factor"]
    score(em, factor)


def next_year(state: State) -> int:
    """The earliest year still holding a year bonus tile (0 = none left)."""
    return next((y for y, t in zip(TILE_YEARS, state.year_tiles) if t), 0)


def swap_moves(state: State) -> tuple[SwapYearBonus, ...]:
    """Equipment 4: trade the next tile with a later one, never the 3 VP tile (or keep)."""
    year = state.turn.year
    later = [y for y, t in zip(TILE_YEARS, state.year_tiles)
             if y > year and t and t != LAST_YEAR_TILE]
    return (SwapYearBonus(0),) + tuple(SwapYearBonus(y) for y in later)


def year_bonus(em: Emitter) -> None:
    """Step II: the active player takes the next year bonus tile (equipment 4 may swap it)."""
    state = em.state
    year = next_year(state)
    if not year:
        clean_up(em)
        return
    em.turn(year=year)
    seat = state.turn.seat
    if owns(state.players[seat], "swap_year_bonus") and len(swap_moves(em.state)) > 1:
        em.turn(step="swap")
        return
    take_tile(em)


def swap(em: Emitter, move: SwapYearBonus) -> None:
    if move.year:
        em(YearBonusSwapped(em.state.turn.year, move.year))
    take_tile(em)


def take_tile(em: Emitter) -> None:
    state = em.state
    seat, year = state.turn.seat, state.turn.year
    tile = state.year_tiles[TILE_YEARS.index(year)]
    keep = tile != LAST_YEAR_TILE
    em(YearBonusTaken(seat, year, tile, keep))
    if not keep:     # 3 victory points: at once, and the end of the game is triggered
        from .tiles import YEAR_BONUS_PARAMS
        em(PointsScored(seat, YEAR_BONUS_PARAMS[tile]["vp"], "tile"))
        if not em.state.end_triggered:
            em(EndTriggered(LAST_SECTION))
    achievement(em)


def table_moves(state: State) -> tuple[PlaceAchievement, ...]:
    """Step III: an empty table slot of the player's choice (slots of one colour are alike)."""
    seen, out = set(), []
    for slot, tile in enumerate(state.table):
        colour = TABLE_COLOURS[slot]
        if not tile and colour not in seen:
            seen.add(colour)
            out.append(PlaceAchievement(slot))
    return tuple(out)


def achievement(em: Emitter) -> None:
    """Step III: the achievement beside the year, if any, goes to the table."""
    state = em.state
    year = state.turn.year
    tile = state.year_achievements[TILE_YEARS.index(year)]
    if not tile:
        clean_up(em)
        return
    options = table_moves(state)
    if len(options) > 1:
        em.turn(step="table")
        return
    em(AchievementToTable(year, tile, options[0].slot if options else -1))
    clean_up(em)


def place_achievement(em: Emitter, move: PlaceAchievement) -> None:
    state = em.state
    year = state.turn.year
    em(AchievementToTable(year, state.year_achievements[TILE_YEARS.index(year)], move.slot))
    clean_up(em)


def clean_up(em: Emitter) -> None:
    """Step IV: cubes back to their owners, the section tile on the town (the supervisors
    stay, now on the tile), the first-place cube and quadrant step."""
    state = em.state
    section, seat = state.turn.resolving, state.turn.seat
    ranking = section_ranking(state, section, seat)
    em(SectionCleaned(section))
    if ranking:
        em(FirstPlaceCube(ranking[0], section))
        em(MarkerAdvanced(ranking[0], quadrant_index(section), 1))
    em.turn(resolving=0, step="", year=0)
    if not incomplete(em.state) and not em.state.end_triggered:
        em(EndTriggered(LAST_SECTION))
