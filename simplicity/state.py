"""Simplicity's frozen state.

Spaces are numbered row by row: index = row * cols + col, strips being the columns.
The bag is a count per tile kind: it has no order, so no seat can learn one.
"""
from __future__ import annotations

from typing import Optional

import attrs

SETUP, DEMOLISH, PLACE, OVER = "setup", "demolish", "place", "over"


@attrs.frozen
class State:
    players: int
    teams: int
    team_player: tuple[int, ...]          # team -> seat
    demolition: bool
    strips: tuple[str, ...] = ()          # left to right
    shapes: tuple[str, ...] = ()          # per space
    cols: int = 0
    rows: int = 0
    tiles: tuple[Optional[str], ...] = ()  # kind built on each space
    discs: tuple[Optional[int], ...] = ()  # team marking each space
    bag: tuple[int, ...] = ()             # count per kind, in components().tile_kinds order
    round: int = 0
    side: str = "A"                       # planning board side in use this round
    offer: tuple[Optional[str], ...] = ()  # tile beside each of the 7 planning spaces
    demolished: Optional[int] = None      # planning space under the demolition token
    order: tuple[int, ...] = ()           # teams in this round's turn order
    turn: int = 0                         # teams that have placed this round
    pawns: tuple[Optional[int], ...] = () # per team: planning space taken this round
    last_pawns: tuple[Optional[int], ...] = ()  # per team: space held last round
    extra: tuple[int, ...] = ()           # extra-point tokens per team
    phase: str = SETUP

    def team_to_move(self) -> Optional[int]:
        if self.phase == PLACE:
            return self.order[self.turn]
        if self.phase == DEMOLISH:
            return self.order[-1]
        return None

    def teams_of(self, seat: int) -> tuple[int, ...]:
        return tuple(t for t, s in enumerate(self.team_player) if s == seat)
