"""A move of the other side told one step at a time (issue 27): while its pieces fly, the
board, the panels and the log show the game as it stands after the steps that have
landed, never the move's end ahead of them. The game's table says when each event
lands (its `animate` returns the times its flights start); the table folds the events
up to the clock. In step mode each step of a printed opponent's turn waits for the
person."""
from __future__ import annotations


class Telling:
    def __init__(self, rules, before, seat: int, move, events, times, index: int,
                 asked=None, folded=None):
        self.rules, self.before, self.seat, self.move = rules, before, seat, move
        self.asked = asked             # the decision the move answered (the table shows it)
        self.events = tuple(events)
        self.times, latest = [], 0.0
        for t in times:                # never earlier than the event before
            latest = max(latest, t)
            self.times.append(latest)
        self.index = index             # the move's place in the match's log
        self.clock = 0.0
        self.landed = 0                # events whose effect the board shows
        # step mode waits before each event that follows the end of a step (a printed
        # opponent's step, Rules.step_ends): the step is shown whole, then "Next"
        self.pauses = {i + 1 for i, e in enumerate(self.events[:-1])
                       if isinstance(e, rules.step_ends)}
        self.blocked: int | None = None    # the step waiting for the person
        self.released: int | None = None   # the step the person let go
        # the state after each landed event, folded once (by the table's animation, when
        # it folded them to place its pieces: `folded`, one per event)
        self._states = [before] + (list(folded) if folded is not None and
                                   len(folded) == len(self.events) else [])
        self._full: list | None = None     # the whole move's log lines
        self._counted, self._agreed = -1, 0   # events looked at; lines shown

    @property
    def done(self) -> bool:
        return self.landed >= len(self.events)

    def update(self, dt: float, stepping: bool) -> bool:
        """Move the clock on; True when another event landed (the table redraws)."""
        if self.done:
            return False
        start, k, clock = self.landed, self.landed, self.clock + dt
        while k < len(self.events) and self.times[k] <= clock:
            if stepping and k in self.pauses and k != self.released:
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
        blocked = self.blocked
        return self.times[blocked] if blocked is not None and self.waiting() else None

    def go(self) -> None:
        """The person said "Next": the waiting step lands at the next update."""
        if self.waiting():
            self.released, self.blocked = self.blocked, None

    def state(self):
        """The state after the events that have landed."""
        while len(self._states) <= self.landed:
            k = len(self._states)
            self._states.append(self.rules.apply(self._states[-1], [self.events[k - 1]]))
        return self._states[self.landed]

    def lines(self) -> list:
        """The move's log lines as far as it has been told: always the first lines of the
        whole move's, so no line moves as the move goes on. A step's own line (its end
        event, which the rules emit after the work it sums up) may come with the step's
        first event, where the whole move's lines put it first."""
        if self._full is None:
            self._full = self.rules.narrate(self.before, self.seat, self.move, self.events)
        while self._counted < self.landed:   # from -1: the headline alone first
            self._counted += 1
            shown = list(self.events[:self._counted])
            tries = [shown]
            end = next((e for e in self.events[self._counted:]
                        if isinstance(e, self.rules.step_ends)), None)
            if end is not None and self._counted:
                tries.append(shown + [end])
            for events in tries:
                said = self.rules.narrate(self.before, self.seat, self.move, events)
                agree = next((i for i, (a, b) in enumerate(zip(said, self._full)) if a != b),
                             min(len(said), len(self._full)))
                self._agreed = max(self._agreed, agree)
        return self._full if self.done else self._full[:self._agreed]
