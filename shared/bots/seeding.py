"""Where a bot's randomness comes from: the game's seed, the seat and the position in the
move log, and nothing else. So the same seed and the same moves give the same bot moves
after a load, a replay, or an undo and redo, whatever the bot did before."""
from __future__ import annotations

from shared.engine.rng import Rng, seed_state

_GOLDEN = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1


def rng_for(seed: int, seat: int, ply: int, salt: int) -> Rng:
    """A fresh generator for one decision: `ply` moves already played, `salt` per bot kind."""
    mixed = seed_state(seed, salt * 131 + seat)
    return Rng(seed_state(mixed ^ ((ply + 1) * _GOLDEN & _MASK)))
