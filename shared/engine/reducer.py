"""A game's one writer of its state: a function per event type, declared once in the game's
events.py, which the rules contract (`Rules.reducer`) and the Emitter fold with.

    reducer = Reducer("Rossio")

    @reducer.on(CardDrawn)
    def _card_drawn(s: State, e: CardDrawn) -> State:
        ...
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

Reduce = Callable[[Any, Any], Any]


class Reducer:
    """`reducer(state, event)` is the state after one event; `fold` after several.

    `draft`, where given, makes `fold` quicker for a state rebuilt by many events per move:
    it is a class made from the state whose `done()` returns the frozen state, changed in
    place by the same functions (so they must work on either)."""

    def __init__(self, game: str, draft: Callable[[Any], Any] | None = None):
        self.game = game
        self.draft = draft
        self.table: dict[type, Reduce] = {}

    def on(self, *types: type) -> Callable[[Reduce], Reduce]:
        """Register the decorated function as what events of these types do."""
        def register(function: Reduce) -> Reduce:
            for kind in types:
                if kind in self.table:
                    raise TypeError(f"{self.game}: {kind.__name__} has two reducers")
                self.table[kind] = function
            return function
        return register

    def unknown(self, event) -> TypeError:
        return TypeError(f"{self.game} has no event {type(event).__name__}")

    def __call__(self, state, event):
        try:
            function = self.table[type(event)]
        except KeyError:
            raise self.unknown(event) from None
        return function(state, event)

    def fold(self, state, events: Sequence):
        """The state after `events`, the same as reducing them one at a time."""
        table = self.table
        draft = self.draft if len(events) > 0 else None
        if draft is not None:
            state = draft(state)
        event = None
        try:
            for event in events:
                state = table[type(event)](state, event)
        except KeyError:
            if type(event) not in table:
                raise self.unknown(event) from None
            raise
        return state if draft is None else state.done()
