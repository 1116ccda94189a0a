"""Rossio's moves: small frozen records of plain data (see shared.engine.codec)."""
from __future__ import annotations

import attrs


@attrs.frozen
class DiscardCard:
    """Setup (keep 3 of 5) and the card-swap column bonus (discard 2)."""
    card: int


@attrs.frozen
class RecruitCard:
    card: int
    side: str            # "A" pays the cost and scores the pattern; "B" is free, 1 coin


@attrs.frozen
class SwapTiles:
    left: int            # swap the board tiles at positions left and left + 1 (1 coin)


@attrs.frozen
class BuildTile:
    row: int
    col: int             # always the leftmost empty space of the row


@attrs.frozen
class StopBuilding:
    pass


@attrs.frozen
class TakeMarketCard:
    position: int        # 0 = card A ... 3 = card D


@attrs.frozen
class RossDraw:
    """ROSS's turn begins: draw his card and score every visible card."""


MOVE_TYPES = (DiscardCard, RecruitCard, SwapTiles, BuildTile, StopBuilding, TakeMarketCard,
              RossDraw)
