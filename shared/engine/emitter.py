"""Building a move's events one at a time while folding them into the state, so the later
steps of a move see what the earlier ones did (with the game's Reducer)."""
from __future__ import annotations

from .contract import Event
from .reducer import Reducer


class Emitter:
    def __init__(self, state, reducer: Reducer):
        self.state = state
        self.reducer = reducer
        self.table = reducer.table
        self.events: list[Event] = []

    def __call__(self, event: Event):
        self.events.append(event)
        try:   # the reducer's own lookup, inline: an emitter folds every event of a move
            function = self.table[type(event)]
        except KeyError:
            raise self.reducer.unknown(event) from None
        self.state = function(self.state, event)
        return self.state
