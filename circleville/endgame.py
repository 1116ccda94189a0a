"""The end game: the work left in town by kind, and which kind alone can still end the game.

The game ends when the last section of Circleville is completed ("07 Game end and final
scoring"), and a section is completed when its old roads are deconstructed (red squares),
its new roads constructed (blue squares) and its structures razed ("Completing a section").
Razing needs room on the structures queue ("Orange: raze structures": 12 slots), and only
building frees it, which needs empty build plots on completed sections ("Green: build
structures"). Late in a game one of these is often all that stands between the table and
the end, and the player who sees it plans for it.

Everything counted here lies open on the table (Circleville hides nothing: `rules.view`
is the state itself), so a seat may be told all of it.
"""
from __future__ import annotations

import attrs

from shared.engine.narration import Line

from .mat import level, value
from .queue import room
from .state import State
from .tiles import YEAR_BONUS_KIND
from .town import town_work

# the kinds of work (the fields of WorkLeft)
RED, BLUE, STRUCTURES, QUEUE, PLOTS = "red", "blue", "structures", "queue", "plots"
# the action colour whose basic action does (or makes room for) each kind of work
COLOUR_OF = {RED: "red", BLUE: "blue", STRUCTURES: "orange", QUEUE: "green", PLOTS: "green"}
# each bottleneck in a sentence that names no seat (the table's tip, said to anyone)
KIND_SAID = {
    RED: Line.of("Only deconstructing roads can still finish the town."),
    BLUE: Line.of("Only constructing roads can still finish the town."),
    STRUCTURES: Line.of("Only razing can still finish the town."),
    QUEUE: Line.of("Only razing can still finish the town, and the queue has no room for "
                   "every structure left: building frees its slots."),
    PLOTS: Line.of("Only razing can still finish the town, but the queue and the empty plots "
                   "cannot take every structure left."),
}


@attrs.frozen
class WorkLeft:
    """The town's work by kind ("Completing a section"; "Orange: raze structures";
    "Green: build structures")."""

    red: int          # empty red squares (old roads to deconstruct) of incomplete sections
    blue: int         # empty blue squares (new roads to construct) of incomplete sections
    structures: int   # structures still standing in incomplete sections (to raze)
    queue: int        # free slots of the structures queue (razing needs one a structure)
    plots: int        # empty build plots on completed sections (building frees the queue)

    @property
    def town(self) -> int:
        """What completing every section still takes: the road squares and structures
        (turn.work_left counts the same)."""
        return self.red + self.blue + self.structures


@attrs.frozen
class Bottleneck:
    """The one kind of work that alone can still end the game, and what `seat` does of it
    in one basic action ("04 Game concepts: action levels"; the mat's values)."""

    kind: str         # STRUCTURES: only razing is left; QUEUE: ... and the queue is too
                      # short for it (building must make room); PLOTS: ... and even the
                      # empty plots cannot make room enough; RED or BLUE: one road is left
    left: int         # road squares or structures still to do
    room: int         # for the kinds about structures: how many more the queue (QUEUE)
                      # or the queue and the empty plots (PLOTS) can take; else `left`
    colour: str       # the action colour that does the work or makes the room
    level: int        # the seat's level in that colour
    per_action: int   # what the seat's basic action of that colour does at that level


def work_by_kind(state: State) -> WorkLeft:
    """The work left in town, counted as the rulebook names it ("Completing a section";
    the queue's 12 slots, "Orange: raze structures"; build plots, "Green: build
    structures")."""
    red, blue, structures, plots = town_work(state.sites, state.completed)
    return WorkLeft(red=red, blue=blue, structures=structures, queue=room(state), plots=plots)


def bottleneck(state: State, seat: int) -> Bottleneck | None:
    """The one kind of work that is all that can still end the game ("07 Game end and final
    scoring": completing the last section triggers it), or None: while two kinds are
    left, once the end is triggered, and when the town is done. With only structures left,
    razing is the bottleneck while the queue has room for them all ("Orange: raze
    structures"); else building must free slots first ("Green: build structures"), and
    where even the empty plots (and New plot tiles in hand) cannot take enough, the town
    cannot be finished this way. `state` is what `seat` sees (its view)."""
    found = only_work(state, work_by_kind(state))
    if found is None:
        return None
    kind, count, reach = found
    colour = COLOUR_OF[kind]
    at = level(state.players[seat], colour)
    return Bottleneck(kind, count, reach, colour, at, value(colour, at))


def only_work(state: State, work: WorkLeft) -> tuple[str, int, int] | None:
    """`bottleneck` for the table as a whole, from the work counted: (kind, left, room),
    or None."""
    if state.end_triggered or state.over:
        return None
    left = {kind: n for kind, n in ((RED, work.red), (BLUE, work.blue),
                                    (STRUCTURES, work.structures)) if n}
    if len(left) != 1:
        return None
    kind, count = next(iter(left.items()))
    if kind != STRUCTURES or work.queue >= count:
        return kind, count, count
    new_plots = sum(YEAR_BONUS_KIND[t] == "new_plot" for p in state.players
                    for t in p.year_bonus)
    reach = min(count, work.queue + work.plots + new_plots)
    return (QUEUE, count, work.queue) if reach == count else (PLOTS, count, reach)


def advice(state: State, seat: int) -> Line | None:
    """What a hint adds for `seat`: the bottleneck, when there is one, as a sentence (the
    rules' `advice` hook)."""
    b = bottleneck(state, seat)
    if b is None:
        return None
    if b.kind == RED:
        if b.left == 1:
            return Line.of("Only deconstructing roads can still finish the town: 1 red square "
                           "left.")
        return Line.of("Only deconstructing roads can still finish the town: {count} red "
                       "squares left. Your red action at level {level} covers {per} of them.",
                       count=b.left, per=min(b.per_action, b.left), level=b.level)
    if b.kind == BLUE:
        if b.left == 1:
            return Line.of("Only constructing roads can still finish the town: 1 blue square "
                           "left.")
        return Line.of("Only constructing roads can still finish the town: {count} blue "
                       "squares left. Your blue action at level {level} covers {per} of them.",
                       count=b.left, per=min(b.per_action, b.left), level=b.level)
    if b.kind == STRUCTURES:
        if b.left == 1:
            return Line.of("Only razing can still finish the town: 1 structure left.")
        return Line.of("Only razing can still finish the town: {count} structures left. Your "
                       "orange action at level {level} razes {per} of them.", count=b.left,
                       per=min(b.per_action, b.left), level=b.level)
    if b.kind == QUEUE:
        return Line.of("Only razing can still finish the town (structures left: {count}; free "
                       "queue slots: {room}). Building frees slots: your green action at level "
                       "{level} builds {per} per action.", count=b.left, room=b.room,
                       per=b.per_action, level=b.level)
    return Line.of("Only razing can still finish the town (structures left: {count}), but the "
                   "queue and the empty build plots can take only {room}. Build on every plot; "
                   "when nobody can raze any more, the game ends early.", count=b.left,
                   room=b.room)
