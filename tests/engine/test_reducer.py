"""The engine's Reducer (shared/engine/reducer.py): a game's one writer of its state."""
from __future__ import annotations

import attrs
import pytest

from shared.engine.contract import Event, Rules
from shared.engine.emitter import Emitter
from shared.engine.reducer import Reducer


@attrs.frozen
class Added(Event):
    n: int


@attrs.frozen
class Doubled(Event):
    pass


@attrs.frozen
class Stray(Event):
    pass


def counting(draft=None) -> Reducer:
    reducer = Reducer("Counting", draft=draft)
    reducer.on(Added)(lambda total, e: total + e.n)
    reducer.on(Doubled)(lambda total, e: total * 2)
    return reducer


def test_an_event_without_a_reducer_names_the_game_and_the_event():
    reducer = counting()
    for fold in (lambda: reducer(0, Stray()), lambda: reducer.fold(0, [Added(1), Stray()]),
                 lambda: Emitter(0, reducer)(Stray())):
        with pytest.raises(TypeError, match="^Counting has no event Stray$"):
            fold()


def test_a_lookup_failing_inside_a_reducer_is_not_taken_for_an_unknown_event():
    reducer = Reducer("Lookups")
    reducer.on(Added)(lambda table, e: table[e.n])
    with pytest.raises(KeyError):
        reducer.fold({}, [Added(3)])


def test_an_event_type_takes_one_reducer():
    reducer = counting()
    with pytest.raises(TypeError, match="Counting: Added has two reducers"):
        reducer.on(Added)(lambda total, e: total)


class Box:
    """A draft of an int, changed in place; `done` gives the int back."""
    made: list[int] = []

    def __init__(self, total: int):
        self.total = total
        Box.made.append(total)

    def __add__(self, n: int) -> "Box":
        self.total += n
        return self

    def __mul__(self, n: int) -> "Box":
        self.total *= n
        return self

    def done(self) -> int:
        return self.total


def test_fold_gives_what_reducing_one_at_a_time_gives_with_or_without_a_draft():
    events = [Added(2), Doubled(), Added(3), Doubled()]
    one_by_one = 1
    for event in events:
        one_by_one = counting()(one_by_one, event)
    assert one_by_one == counting().fold(1, events) == counting(Box).fold(1, events) == 18
    assert counting(Box).fold(5, []) == 5   # no events: the state itself, not a draft
    assert Box.made == [1]                  # one draft for the four events


def test_the_rules_and_the_emitter_fold_with_the_games_reducer():
    class Counted(Rules):
        reducer = counting()

    rules = Counted()
    assert rules.reduce(1, Added(4)) == 5 and rules.apply(1, [Added(1), Doubled()]) == 4
    em = Emitter(1, Counted.reducer)
    assert em(Added(2)) == 3 and em(Doubled()) == 6 and em.events == [Added(2), Doubled()]
