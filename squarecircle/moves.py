"""The Square Circle's moves: the two decisions of a turn (state.py's REVEAL and PLACE)."""
from __future__ import annotations

import attrs


@attrs.frozen
class RevealCards:
    """Turn over two cards at the start of the turn."""


@attrs.frozen
class PlaceMerchant:
    """Exchange face-up `card` for a merchant of its colour and place it on the `symbol`
    ("day"/"night") stone under `space`, which the other face-up card must allow."""

    card: int
    space: int
    symbol: str
