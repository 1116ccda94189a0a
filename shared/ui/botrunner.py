"""Lets a bot think on a worker thread so the window never freezes, and paces its moves
so a person can follow them."""
from __future__ import annotations

import threading
import time

from . import settings

MIN_THINK_S = 0.45   # a bot's move never appears faster than this (at the normal bot pace)


class BotRunner:
    def __init__(self):
        self._thread = None
        self._result = None
        self._started = 0.0
        self._generation = 0
        self._hold_until = 0.0

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    def start(self, controller, view, decision, ply: int) -> None:
        self._generation += 1
        generation = self._generation
        self._result = None
        self._started = time.monotonic()

        def work():
            move = controller.choose(view, decision, ply)
            if generation == self._generation:
                self._result = (generation, move)

        self._thread = threading.Thread(target=work, daemon=True)
        self._thread.start()

    def hold(self, seconds: float) -> None:
        """Think, but do not hand over a move for `seconds` (the undo grace)."""
        self._hold_until = time.monotonic() + seconds

    @property
    def held(self) -> bool:
        return time.monotonic() < self._hold_until

    def cancel(self) -> None:
        """Forget a move being thought about (after undo, load, leaving the table)."""
        self._generation += 1
        self._thread = None
        self._result = None
        self._hold_until = 0.0

    def poll(self, pace: bool = True):
        """The chosen move once it is ready (and shown long enough), else None."""
        if self._thread is None or self._result is None:
            return None
        shown = MIN_THINK_S * settings.preference("bot_pace")   # the settings screen's pace
        if pace and (time.monotonic() - self._started < shown or self.held):
            return None
        generation, move = self._result
        self._thread = None
        self._result = None
        return move if generation == self._generation else None
