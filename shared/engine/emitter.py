"""Building a move's events one at a time while folding them into the state, so the later
steps of a move see what the earlier ones did (a game passes its own `reduce`)."""
from __future__ import annotations

from typing import Callable

from .contract import Event


class Emitter:
    def __init__(self, state, reduce: Callable):
        self.state = state
        self.reduce = reduce
        self.events: list[Event] = []

    def __call__(self, event: Event):
        self.events.append(event)
        self.state = self.reduce(self.state, event)
        return self.state
