"""The pace of the bots' and printed opponents' turns, set on the table while they play:
faster or slower animation (the settings screen's animation speed, saved as it saves
it), and a step mode in which each of their moves waits for the person (Space, or "Next")
before it is played, and each step of a move told step by step (shared/ui/telling.py)
waits again, so a turn can be followed one step at a time."""
from __future__ import annotations

import pygame

from shared.engine.i18n import tr

from . import settings, theme
from .widgets import Button

LEFT, TOP, H = 604, 14, 38   # in the banner, left of its "?" button
FASTER_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)


def speeds() -> list[tuple[float, str]]:
    """The settings screen's animation speeds, slowest first; "off" (every piece lands
    at once) is the fastest."""
    from .settingsscreen import rows
    options = next(row[3] for row in rows() if row[0] == "animation_speed")
    return sorted(options, key=lambda option: option[0] if option[0] > 0 else float("inf"))


class Pace:
    """A widget in the banner, shown while a bot is to move or pieces fly (or while step
    mode waits); its keys work at any time."""

    def __init__(self, table):
        self.table = table
        self.stepping = False
        self.granted = False        # the person said "next": one bot move may be played
        self.relabel()

    def relabel(self) -> None:
        """The buttons, in the language in use."""
        self.buttons = [
            Button((LEFT, TOP, 36, H), "−", self.slower, size=22, tip=tr("Slower (−)")),
            Button((LEFT + 128, TOP, 36, H), "+", self.faster, size=22, tip=tr("Faster (+)")),
            Button((LEFT + 170, TOP, 64, H), tr("Step"), self.toggle, size=15,
                   tip=tr("Step mode (S): each of the other side's moves waits for you")),
            Button((LEFT + 240, TOP, 74, H), tr("Next"), self.next, self.waiting, size=15,
                   primary=True, tip=tr("Play their next move (Space)"),
                   why_not=lambda: tr("Step mode is off, or no move of theirs is waiting")),
        ]

    # --- the speed -----------------------------------------------------------------------
    def index(self) -> int:
        """The nearest of the speeds to the one set now."""
        now = settings.preference("animation_speed")
        values = [v for v, _ in speeds()]
        return min(range(len(values)), key=lambda i: abs(values[i] - now) if now > 0 or
                   values[i] == 0 else float("inf"))

    def set_speed(self, step: int) -> None:
        options = speeds()
        i = min(len(options) - 1, max(0, self.index() + step))
        unsaved = settings.put("animation_speed", options[i][0])
        if unsaved:   # said once, in place of the speed (which holds for this run)
            self.table.app.toast(unsaved, 8)
        else:
            self.table.app.toast(tr("Animation: {speed}", speed=options[i][1]), 2)
        self.table.app.dirty = True

    def faster(self) -> None:
        self.set_speed(1)

    def slower(self) -> None:
        self.set_speed(-1)

    # --- step mode -----------------------------------------------------------------------
    def toggle(self) -> None:
        self.stepping = not self.stepping
        self.granted = False
        self.table.app.dirty = True

    def waiting(self) -> bool:
        """A bot is to move and waits for the person's "next", or the next step of a move
        being told does."""
        telling = self.table.telling
        if telling is not None:
            return self.stepping and telling.waiting()
        return self.stepping and not self.granted and self.bot_to_move()

    def next(self) -> None:
        if self.waiting():
            if self.table.telling is not None:
                self.table.telling.go()
            else:
                self.granted = True
            self.table.app.dirty = True

    def holds(self) -> bool:
        """Whether the bot to move must wait now (asked before each bot move)."""
        return self.stepping and not self.granted

    def played(self) -> None:
        """A bot move was played: the next one waits again."""
        self.granted = False

    # --- on the table --------------------------------------------------------------------
    def bot_to_move(self) -> bool:
        table = self.table
        d = table.match.decision()
        return d is not None and not table.session.is_human(d.seat)

    def shown(self) -> bool:
        table = self.table
        log = table.match.log
        theirs_flying = (table.flights.busy or table.telling is not None) and log and \
            not table.session.is_human(log[-1].seat)
        return not table.match.finished and (self.stepping or self.bot_to_move()
                                             or bool(theirs_flying))

    def handle_key(self, event) -> bool:
        """+ and − the speed, S step mode, Space the next move while one waits."""
        if event.key in FASTER_KEYS:
            self.faster()
        elif event.key in SLOWER_KEYS:
            self.slower()
        elif event.key == pygame.K_s and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.toggle()
        elif event.key == pygame.K_SPACE and self.waiting():
            self.next()
        else:
            return False
        return True

    def handle(self, event, pos) -> bool:
        if not self.shown():
            return False
        if event.type == pygame.MOUSEMOTION:
            return any([b.handle(event, pos) for b in self.buttons])
        return any(b.handle(event, pos) for b in self.buttons)

    def draw(self, canvas) -> None:
        if not self.shown():
            return
        self.buttons[2].primary = self.stepping   # lit while step mode is on
        label = speeds()[self.index()][1]
        canvas.text(label, (LEFT + 82, TOP + H / 2 - 7), 14, theme.ON_DARK, bold=True,
                    anchor="center", max_width=88)
        canvas.text(tr("animation"), (LEFT + 82, TOP + H / 2 + 10), 11, theme.ON_DARK_SOFT,
                    anchor="center", max_width=88)
        for button in self.buttons:
            button.draw(canvas)
