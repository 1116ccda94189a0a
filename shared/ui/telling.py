"""A move of the other side told one step at a time (issue 27): while its pieces fly, the
board, the panels and the log show the game as it stands after the steps that have
landed, never the move's end ahead of them. The game's table says when each event
lands (its `animate` returns the times its flights start); the table folds the events
up to the clock. In step mode each step that the log tells waits for the person."""
from __future__ import annotations


class Telling:
    def __init__(self, rules, before, seat: int, move, events, times, index: int):
        self.rules, self.before, self.seat, self.move = rules, before, seat, move
        self.events = tuple(events)
        self.times, latest = [], 0.0
        for t in times:                # never earlier than the event before
            latest = max(latest, t)
            self.times.append(latest)
        self.index = index             # the move's place in the match's log
        self.clock = 0.0
        self.landed = 0                # events whose effect the board shows
        # the events that start a step a person follows: those the log tells; in step
        # mode each after the first waits for "Next"
        self.told = [i for i, e in enumerate(self.events) if rules.tell(before, seat, move, e)]
        self.blocked: int | None = None    # the step waiting for the person
        self.released: int | None = None   # the step the person let go
        self._states = [before]        # the state after each landed event, folded once

    @property
    def done(self) -> bool:
        return self.landed >= len(self.events)

    def update(self, dt: float, stepping: bool) -> bool:
        """Move the clock on; True when another event landed (the table redraws)."""
        if self.done:
            return False
        start, k, clock = self.landed, self.landed, self.clock + dt
        first = self.told[0] if self.told else None
        while k < len(self.events) and self.times[k] <= clock:
            if stepping and k in self.told and k != first and k != self.released:
                clock, self.blocked = self.times[k], k   # the clock waits with the step
                break
            k += 1
        else:
            self.blocked = None
        self.clock, self.landed = clock, k
        return k != start

    def waiting(self) -> bool:
        """Step mode: a step is waiting for the person's "Next"."""
        return self.blocked is not None and self.blocked == self.landed and not self.done

    def hold(self) -> float | None:
        """The time the flights wait at (a step waiting for the person), else None."""
        return self.times[self.blocked] if self.waiting() else None

    def go(self) -> None:
        """The person said "Next": the waiting step lands at the next update."""
        if self.waiting():
            self.released, self.blocked = self.blocked, None

    def finish(self) -> None:
        """Everything lands now (the person acts, undoes, or leaves)."""
        self.landed = len(self.events)

    def state(self):
        """The state after the events that have landed."""
        while len(self._states) <= self.landed:
            k = len(self._states)
            self._states.append(self.rules.apply(self._states[-1], [self.events[k - 1]]))
        return self._states[self.landed]

    def lines(self) -> list:
        """The move's log lines as far as it has been told."""
        lines = list(self.rules.headline(self.before, self.seat, self.move))
        for e in self.events[:self.landed]:
            lines += self.rules.tell(self.before, self.seat, self.move, e)
        return lines
