"""A small deterministic random generator whose whole state is one integer.

The state lives inside the match snapshot, so undo, replay and save/load restore it
exactly; Python's `random` keeps hidden state we could not freeze.
"""

_MASK = (1 << 64) - 1


def _mix(z: int) -> int:
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
    return z ^ (z >> 31)


def seed_state(seed: int, salt: int = 0) -> int:
    """Turn a user seed (any int) into a well-mixed 64-bit generator state."""
    return _mix((seed * 0x9E3779B97F4A7C15 + salt) & _MASK)


class Rng:
    """SplitMix64. Mutable while a move is being played; its `state` is stored after."""

    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self.state)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, seq):
        return seq[self.randrange(len(seq))]

    def shuffled(self, seq) -> tuple:
        items = list(seq)
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]
        return tuple(items)

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)
