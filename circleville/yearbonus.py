"""Year bonus tiles in use ("Step II", glossary "The year bonus tiles"): each may be used
once at any time on its owner's turn. Flexible Assistant acts through the rondel move,
Increase to Level 5 through the choice of an action, Flexible Supervisor through a
supervisor move, the 3 VP tile at once when taken; the other four are used between
actions and then ask for their target:

  New plot             a completed section (cube on the tile's right square, +1 quadrant)
  New equipment        an unclaimed equipment tile (and one of yours to give back if full)
  Raze a structure     a structure in any incomplete section (cube on its icon, to the queue)
  Build a structure    any structure of the queue, then any empty plot of a completed section

A used tile is flipped and goes on the mat at the end of the turn (New plot stays on the
town). Tiles needing a cube are offered only with a cube in the supply.
"""
from __future__ import annotations

from .events import (Emitter, MarkerAdvanced, NewPlotPlaced, StructureQueued, StructureRazed,
                     YearBonusUsed)
from .moves import (BuildStructure, PickStructure, PlaceNewPlot, RazeAnywhere, TakeEquipment,
                    UseYearBonus)
from .queue import room as queue_room
from .state import State, quadrant_index
from .tiles import YEAR_BONUS_KIND, give_backs, year_bonus_tile
from .town import completed_sections, empty_plots, incomplete

TARGETED = ("new_plot", "new_equipment", "raze_structure", "build_structure")


def usable(state: State, seat: int, kind: str) -> bool:
    player = state.players[seat]
    if kind == "new_equipment":
        return bool(state.equipment) and bool(give_backs(player))
    if player.cubes <= 0:
        return False
    if kind == "new_plot":
        return bool(completed_sections(state))
    if kind == "raze_structure":
        return queue_room(state) > 0 and any(state.site(n).structures for n in incomplete(state))
    return bool(state.queue) and any(empty_plots(state, n) for n in completed_sections(state))


def use_moves(state: State, seat: int) -> tuple[UseYearBonus, ...]:
    player = state.players[seat]
    out = []
    for kind in TARGETED:
        tile = year_bonus_tile(player, kind)
        if tile and usable(state, seat, kind):
            out.append(UseYearBonus(tile))
    return tuple(out)


def use(em: Emitter, move: UseYearBonus) -> None:
    seat = em.state.turn.seat
    em(YearBonusUsed(seat, move.tile, YEAR_BONUS_KIND[move.tile] != "new_plot"))
    em.turn(using=move.tile, picked=-1)


def target_moves(state: State) -> tuple:
    seat, tile = state.turn.seat, state.turn.using
    kind = YEAR_BONUS_KIND[tile]
    if kind == "new_plot":
        return tuple(PlaceNewPlot(n) for n in completed_sections(state))
    if kind == "new_equipment":
        player = state.players[seat]
        return tuple(TakeEquipment(t, g) for t in state.equipment for g in give_backs(player))
    if kind == "raze_structure":
        return tuple(RazeAnywhere(n, k) for n in incomplete(state)
                     for k in sorted(set(state.site(n).structures)))
    if state.turn.picked < 0:
        q = state.queue
        return tuple(PickStructure(i) for i in range(len(q)) if i == 0 or q[i - 1] != q[i])
    return tuple(BuildStructure(n, i) for n in completed_sections(state)
                 for i in empty_plots(state, n))


def done(em: Emitter) -> None:
    em.turn(using=0, picked=-1)


def new_plot(em: Emitter, move: PlaceNewPlot) -> None:
    seat = em.state.turn.seat
    em(NewPlotPlaced(seat, move.section))
    em(MarkerAdvanced(seat, quadrant_index(move.section), 1))
    done(em)


def raze(em: Emitter, move: RazeAnywhere) -> None:
    seat = em.state.turn.seat
    em(StructureRazed(seat, move.section, move.kind, 1, False))
    em(StructureQueued(move.kind, False))
    done(em)


def pick(em: Emitter, move: PickStructure) -> None:
    em.turn(picked=move.index)


def flexible_tile(state: State, seat: int) -> int:
    return year_bonus_tile(state.players[seat], "flexible_supervisor")
