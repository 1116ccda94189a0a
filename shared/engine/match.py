"""The match: the log of moves and their events, the current state, undo and redo.

Undo restores the snapshot taken before a move (state and rng together), so it never
needs hand-written inverse operations; redo replays the undone move, which draws the
same outcomes because the rng came back with the state.
"""
from __future__ import annotations

from typing import Callable

import attrs

from . import dataversion
from .codec import state_hash
from .contract import Decision, GameConfig, IllegalMove, Rules
from .i18n import mark
from .rng import Rng, seed_state

HUMAN = "human"


@attrs.frozen
class Entry:
    seat: int
    move: object
    events: tuple
    barrier: bool   # nothing before this entry (nor it) can be undone


class Match:
    def __init__(self, rules: Rules, config: GameConfig, data: str | None = None):
        self.rules = rules
        self.config = config
        # the component data it is played on (None: this release's), put in force for the
        # game: a save made on an earlier release's data plays on on that data
        self.data = dataversion.use(config.game, data)
        rng = Rng(seed_state(config.seed))
        state, events = rules.setup(config, rng)
        self.setup_events = tuple(events)
        self.state = rules.apply(state, events)
        self.rng_state = rng.state
        self.log: list[Entry] = []
        self._before: list[tuple] = []    # (state, rng_state) before each logged move
        self._redo: list[object] = []
        self.listeners: list[Callable[["Match", Entry | None], None]] = []
        self._decided: tuple = (None, None)   # (state, its decision): scenes ask every frame
        self._hashed: tuple = (None, None, None)   # (state, rng state, their hash)

    # --- queries ------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.decision() is None

    def decision(self) -> Decision | None:
        """The current decision, computed once per state (states are immutable)."""
        if self._decided[0] is not self.state:
            self._decided = (self.state, self.rules.decision(self.state))
        return self._decided[1]

    def is_human(self, seat: int) -> bool:
        return self.config.seats[seat] == HUMAN

    def view(self, seat: int):
        return self.rules.view(self.state, seat)

    def result(self):
        return self.rules.result(self.state)

    def before(self, index: int):
        """The state in which log entry `index` was played."""
        return self._before[index][0]

    def hash(self) -> str:
        """The hash of the state and the rng, computed once per state (states are
        immutable; the autosave asks after every move, and checks ask again)."""
        state, rng_state = self.state, self.rng_state
        if self._hashed[0] is not state or self._hashed[1] != rng_state:
            self._hashed = (state, rng_state, state_hash(state, rng_state))
        return self._hashed[2]

    # --- playing ------------------------------------------------------------------
    def play(self, move, *, keep_redo: bool = False) -> tuple:
        decision = self.decision()
        if decision is None:
            raise IllegalMove("the game is over")
        if move not in decision.moves:
            raise self.refusal(move)
        rng = Rng(self.rng_state)
        # checked just above against the decision's own moves: the trusted path
        played, after = self.rules.advance(self.state, move, rng, trusted=True)
        events = tuple(played)
        before = (self.state, self.rng_state)
        self.state = after
        self.rng_state = rng.state
        entry = Entry(decision.seat, move, events, self._is_barrier(decision.seat, events))
        self.log.append(entry)
        self._before.append(before)
        if not keep_redo:
            self._redo.clear()
        self._notify(entry)
        return events

    def refusal(self, move) -> IllegalMove:
        """Why the current decision does not allow `move`: the rules' own reason when they
        give one (a table shows it over a space the pointer rests on)."""
        try:
            self.rules.play(self.state, move, Rng(self.rng_state))
        except IllegalMove as exc:
            return exc
        except Exception:  # a malformed move: the generic reason is the honest one
            pass
        return IllegalMove("{move} is not one of the legal moves",
                           move=self.rules.describe(move, self.state))

    def _is_barrier(self, seat: int, events) -> bool:
        if any(e.reveals for e in events):
            return True
        nxt = self.decision()
        # handing the screen to another person ends what the previous one may take back
        return (nxt is not None and nxt.seat != seat
                and self.is_human(seat) and self.is_human(nxt.seat))

    def _notify(self, entry) -> None:
        for listener in list(self.listeners):
            listener(self, entry)

    # --- undo / redo ----------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.log) and not self.log[-1].barrier

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalMove("nothing to undo since the last reveal or hand-over")
        entry = self.log.pop()
        self.state, self.rng_state = self._before.pop()
        self._redo.append(entry.move)
        self._notify(None)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> None:
        if not self._redo:
            raise IllegalMove("nothing to redo")
        self.play(self._redo.pop(), keep_redo=True)

    def turn_undo_steps(self) -> int:
        """Moves to undo to give a person back their last move (bot replies included);
        0 when no human move can be reached before an information barrier."""
        steps = 0
        for entry in reversed(self.log):
            if entry.barrier:
                return 0
            steps += 1
            if self.is_human(entry.seat):
                return steps
        return 0

    def undo_blocker(self) -> str | None:
        """Why a person cannot take back their last move (None when they can): the
        sentence a greyed undo button shows. Matches `turn_undo_steps`."""
        for entry in reversed(self.log):
            if entry.barrier:
                if any(e.reveals for e in entry.events):
                    return mark("Nothing to undo: what was turned over or drawn cannot be "
                                "taken back")
                return mark("Nothing to undo: play has passed to the next person")
            if self.is_human(entry.seat):
                return None
        return mark("Nothing to undo yet")

    def undo_turn(self) -> None:
        for _ in range(self.turn_undo_steps()):
            self.undo()

    def redo_turn(self) -> None:
        """Redo until a person is to move again (their move and the bots' replies)."""
        while self._redo:
            self.redo()
            nxt = self.decision()
            if nxt is None or self.is_human(nxt.seat):
                break

    # --- looking back and replaying ----------------------------------------------------
    def at(self, moves: int) -> "Match":
        """This match as it stood after its first `moves` moves, sharing the snapshots (for
        looking back: the replay viewer steps through a game without replaying it)."""
        if not 0 <= moves <= len(self.log):
            raise ValueError(f"a match of {len(self.log)} moves has no position {moves}")
        past = object.__new__(Match)
        past.__dict__.update(self.__dict__)
        past.log = self.log[:moves]
        past._before = self._before[:moves]
        past.state, past.rng_state = (self._before[moves] if moves < len(self.log)
                                      else (self.state, self.rng_state))
        past._redo, past.listeners, past._decided = [], [], (None, None)
        return past

    @classmethod
    def replay(cls, rules: Rules, config: GameConfig, moves) -> "Match":
        match = cls(rules, config)
        for move in moves:
            match.play(move)
        return match
