"""Simplicity's moves: a tile taken and built, and the demolition token placed."""
from __future__ import annotations

import attrs


@attrs.frozen
class PlaceTile:
    """Take the tile beside planning space `slot` (0-6) and build it on city `space`."""
    slot: int
    space: int


@attrs.frozen
class Demolish:
    """Put the demolition token on the tile beside planning space `slot`."""
    slot: int
