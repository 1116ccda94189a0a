"""What every game table shares: the session, bots thinking off the UI thread, flying
pieces, the undo/redo/menu buttons and keys, and the hand-off to the final scores.

A game's table subclasses TableScene and supplies `narrate`, `animate`, `show_scores`,
`draw` and its own pointer handling (calling `handle_common` first)."""
from __future__ import annotations

import pygame

from shared.engine.contract import IllegalMove

from .animation import Flights
from .botrunner import BotRunner
from .scene import Scene
from .widgets import Button

# After a person's move the bots may think, but wait this long before playing, so a
# misclick can still be taken back before a bot reveals something new.
UNDO_GRACE_S = 1.2


class TableScene(Scene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.bots = BotRunner()
        self.flights = Flights()
        self.selected = None          # what the person picked for click-then-click
        self.log: list[str] = []
        self.scores_shown = False
        self.widgets = [
            Button((1050, 12, 64, 44), "", self.undo, self.can_undo, icon="undo",
                   tip="Undo (Ctrl+Z)"),
            Button((1120, 12, 64, 44), "", self.redo, self.can_redo, icon="redo",
                   tip="Redo (Ctrl+Y)"),
            Button((1190, 12, 64, 44), "", self.open_menu, icon="menu", tip="Menu (Esc)"),
        ]

    # --- hooks for the game's table ----------------------------------------------------
    def narrate(self, events) -> None:
        """Add lines for the game log."""

    def animate(self, before, events, animate_all: bool) -> None:
        """Start flights for the events; `animate_all` is False for a piece the person
        has just dropped in place themselves."""

    def show_scores(self) -> None:
        raise NotImplementedError

    # --- who is to move ----------------------------------------------------------------
    def human_decision(self):
        d = self.match.decision()
        if d is None or not self.session.is_human(d.seat) or self.flights.busy:
            return None
        return d

    # --- moves, undo, redo -------------------------------------------------------------
    def play(self, move, animate_all: bool) -> bool:
        """Play a move of the current decision; a refused move shows its reason."""
        before = self.match.state
        mover = self.match.decision().seat
        try:
            events = self.match.play(move)
        except IllegalMove as exc:
            reason = str(exc)   # rules give reasons as clauses: start the sentence
            self.app.toast(reason[:1].upper() + reason[1:])
            return False
        self.selected = None
        self.narrate(events)
        self.animate(before, events, animate_all)
        if self.session.is_human(mover) and self.match.turn_undo_steps():
            self.bots.hold(UNDO_GRACE_S)
        self.log = self.log[-40:]
        self.app.dirty = True
        return True

    def can_undo(self) -> bool:
        return self.match.turn_undo_steps() > 0

    def can_redo(self) -> bool:
        return self.match.can_redo()

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.bots.cancel()
        self.flights.clear()
        self.match.undo_turn()
        self.selected = None
        self.log.append("Undone.")
        self.app.dirty = True

    def redo(self) -> None:
        if not self.can_redo():
            return
        self.bots.cancel()
        self.flights.clear()
        self.match.redo_turn()
        self.selected = None
        self.app.dirty = True

    def open_menu(self) -> None:
        from .menu import GameMenu
        self.bots.cancel()
        self.app.push(GameMenu(self.app, self.session))

    # --- input and time ------------------------------------------------------------------
    def handle_keys(self, event) -> bool:
        """Esc (drop the pick, else the menu), Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo."""
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                self.app.dirty = True
            else:
                self.open_menu()
        elif ctrl and event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT:
            self.redo()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        else:
            return False
        return True

    def update(self, dt: float) -> bool:
        busy = self.flights.update(dt)
        on_top = self.app.scene is self
        d = self.match.decision()
        if d is not None and not self.session.is_human(d.seat) and not self.flights.busy \
                and on_top:
            if not self.bots.thinking:
                self.bots.start(self.session.controllers[d.seat], self.match.view(d.seat), d,
                                len(self.match.log))
            move = self.bots.poll()
            if move is not None:
                self.play(move, animate_all=True)
            busy = True
        elif self.bots.held:
            busy = True   # keep the loop ticking until the grace period ends
        if d is None and not self.flights.busy and not self.scores_shown and on_top:
            self.show_scores()
        return busy
