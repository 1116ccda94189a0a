"""Simplicity's events (facts that happened) and `reducer`, the only writer of the state.
Tiles drawn and the city laid are recorded in the events, so folding them needs no rng."""
from __future__ import annotations

import attrs

from shared.engine.contract import Event
from shared.engine.reducer import Reducer

from .components import components
from .state import DEMOLISH, OVER, PLACE, State


@attrs.frozen
class CityLaid(Event):
    reveals = True
    strips: tuple[str, ...]


@attrs.frozen
class BoardSideChosen(Event):
    reveals = True
    side: str


@attrs.frozen
class PawnsRevealed(Event):
    reveals = True
    order: tuple[int, ...]


@attrs.frozen
class ExtraPointGiven(Event):
    team: int


@attrs.frozen
class TilesDrawn(Event):
    reveals = True
    tiles: tuple[str, ...]


@attrs.frozen
class DemolitionPlaced(Event):
    team: int
    slot: int
    kind: str


@attrs.frozen
class TilePlaced(Event):
    team: int
    slot: int
    space: int
    kind: str


@attrs.frozen
class RoundEnded(Event):
    """Leftover tiles are discarded, the board flips, pawns give the next order."""
    next_order: tuple[int, ...]


@attrs.frozen
class GameEnded(Event):
    final_order: tuple[int, ...]


reducer = Reducer("Simplicity")


@reducer.on(CityLaid)
def _city_laid(state: State, event: CityLaid) -> State:
    comp = components()
    cols = len(event.strips)
    columns = [comp.strip(s).spaces for s in event.strips]
    shapes = tuple(columns[c][r] for r in range(comp.rows) for c in range(cols))
    return attrs.evolve(state, strips=event.strips, shapes=shapes, cols=cols,
                        rows=comp.rows, tiles=(None,) * len(shapes),
                        discs=(None,) * len(shapes))


@reducer.on(BoardSideChosen)
def _side_chosen(state: State, event: BoardSideChosen) -> State:
    return attrs.evolve(state, side=event.side)


@reducer.on(PawnsRevealed)
def _pawns_revealed(state: State, event: PawnsRevealed) -> State:
    return attrs.evolve(state, order=event.order, round=1,
                        last_pawns=tuple(event.order.index(t) for t in range(state.teams)))


@reducer.on(ExtraPointGiven)
def _extra_point(state: State, event: ExtraPointGiven) -> State:
    extra = list(state.extra)
    extra[event.team] += 1
    return attrs.evolve(state, extra=tuple(extra))


@reducer.on(TilesDrawn)
def _tiles_drawn(state: State, event: TilesDrawn) -> State:
    kinds = components().tile_kinds
    bag = list(state.bag)
    for kind in event.tiles:
        bag[kinds.index(kind)] -= 1
    return attrs.evolve(state, bag=tuple(bag), offer=event.tiles, turn=0,
                        phase=DEMOLISH if state.demolition else PLACE)


@reducer.on(DemolitionPlaced)
def _demolition_placed(state: State, event: DemolitionPlaced) -> State:
    return attrs.evolve(state, demolished=event.slot, phase=PLACE)


@reducer.on(TilePlaced)
def _tile_placed(state: State, event: TilePlaced) -> State:
    tiles, discs, offer, pawns = (list(state.tiles), list(state.discs),
                                  list(state.offer), list(state.pawns))
    tiles[event.space] = event.kind
    discs[event.space] = event.team
    offer[event.slot] = None
    pawns[event.team] = event.slot
    return attrs.evolve(state, tiles=tuple(tiles), discs=tuple(discs),
                        offer=tuple(offer), pawns=tuple(pawns), turn=state.turn + 1)


@reducer.on(RoundEnded)
def _round_ended(state: State, event: RoundEnded) -> State:
    return attrs.evolve(state, round=state.round + 1, order=event.next_order,
                        side="B" if state.side == "A" else "A",
                        offer=(None,) * len(state.offer), demolished=None,
                        last_pawns=state.pawns, pawns=(None,) * state.teams)


@reducer.on(GameEnded)
def _game_ended(state: State, event: GameEnded) -> State:
    return attrs.evolve(state, order=event.final_order, phase=OVER,
                        offer=(None,) * len(state.offer), demolished=None)
