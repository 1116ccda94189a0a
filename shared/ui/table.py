"""What every game table shares. A table is a *view*: it draws one state as one seat may
see it (the rules' view, or everything for an observer or a finished game) plus flying
pieces. A live game also has a *play controller* (shared/ui/play.py) that owns the bots,
undo/redo and the autosave; a table drawn from a finished save has none.

In hotseat the view follows the person to move; when play passes between two people in
a game with hidden information, a curtain covers the table until the next person is
ready, and so it does whenever such a table opens (a start, a resume, a load): until
then the table shows only what every seat may see (OBSERVER). Whatever the pointer had
hovered or held goes when the shown seat changes. The log is narrated from the match's
own log, as the shown seat may read it, so undo takes its lines away.

A game's table subclasses TableScene and supplies `animate`, `show_scores`, `draw` and
where its moves are played (the spots of shared/ui/spots.py: which spots a move goes
through, what is under the pointer, where a spot is drawn); the shared layer lights the
legal ones and turns clicks and drags into moves. Decisions it has no drawn target for
(`drawn_kinds`) are offered in the move chooser."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from shared.engine import registry
from shared.engine.contract import OBSERVER, IllegalMove
from shared.engine.i18n import generation, tr
from shared.engine.narration import Line
from shared.engine.reference import reference

from . import theme
from .animation import Flights
from .canvas import font
from .chooser import MoveChooser
from .narrator import Narrator, say
from .telling import Telling
from .pace import LEFT as PACE_LEFT, Pace
from .scene import Scene
from .spots import SpotTable
from .widgets import Button

if TYPE_CHECKING:   # a lesson's coach stands at the table (shared/ui/coach.py)
    from .coach import Coach

BANNER_END = 920   # the banner's words stop short of the buttons at its right ("?" first)
RULES_BUTTON = (926, 12, 44, 44)   # "?", left of the buttons at the banner's right
BANNER_H = 66


def banner_layout(canvas, text: str, hint: str, width: float) -> list | None:
    """(line, top, size, is the heading) for the banner's heading and hint within `width`,
    nothing cut: the usual sizes on a line each where they fit, else smaller, else the hint
    and then the heading on more lines; None when even that does not hold them."""
    def lines(words: str, size: float, bold: bool, most: int) -> list[str] | None:
        wrapped = canvas.wrap(words, width, size, bold) if words else []
        if len(wrapped) > most or any(canvas.text_width(w, size, bold) > width
                                      for w in wrapped):
            return None
        return wrapped

    def height(size: float, bold: bool) -> float:   # lines of a block close up a little
        return font(canvas.px(size * canvas.text_scale), bold).get_linesize() / canvas.scale * 0.88

    if canvas.text_scale <= 1 and lines(text, 23, True, 1) is not None \
            and lines(hint, 14, False, 1) is not None:
        return [(text, 9, 23, True), (hint, 41, 14, False)]   # as it always stood
    # (larger text: the usual sizes too, where the banner's height holds them)
    tries = ([(t, h, 1, 1) for t in (23, 21, 19, 17) for h in (14, 13, 12)]
             + [(t, h, 1, 2) for t in (21, 19, 17) for h in (13, 12, 11)]
             + [(t, h, 2, 1) for t in (17, 16, 15, 14) for h in (13, 12, 11)]
             + [(t, h, 2, 2) for t in (15, 14, 13) for h in (12, 11, 10)]
             + [(t, h, 1, 3) for t in (17, 15, 13) for h in (11, 10, 9)]
             + [(t, h, 2, 3) for t in (13, 12) for h in (9,)])
    # at a large text size, where none fits: the same again in print no larger than at 100 %
    shrink = [1.0] + ([1 / canvas.text_scale] if canvas.text_scale > 1 else [])
    for t, h, most_t, most_h in [(t * k, h * k, mt, mh) for k in shrink for t, h, mt, mh in tries]:
        heading, below = lines(text, t, True, most_t), lines(hint, h, False, most_h)
        if heading is None or below is None:
            continue
        rows = [(line, t, True) for line in heading] + [(line, h, False) for line in below]
        total = sum(height(size, bold) for _, size, bold in rows) + 3
        if total > BANNER_H - 2:
            continue
        y = (BANNER_H - total) / 2
        out = []
        for k, (line, size, bold) in enumerate(rows):
            if k and bold != rows[k - 1][2]:
                y += 3   # the hint a little apart from the heading
            out.append((line, y, size, bold))
            y += height(size, bold)
        return out
    return None


class TableScene(SpotTable, Scene):
    drawn_kinds: frozenset = frozenset()   # decision kinds this table lets people click out
    # drawn inside the replay viewer: where its bar begins in the banner (None: not there)
    replay_end: float | None = None
    _banner: tuple = (None, None)   # (words, room and scale; their lines): laid out once

    def __init__(self, app, session, live: bool = True):
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.ui = session.ui
        from .play import PlayController
        self.control = PlayController(session) if live else None
        if self.control and self.control.autosaver:   # a full disk is told, once
            self.control.autosaver.on_problem(lambda message: app.toast(message, 8))
        if self.control and self.control.copied:
            app.toast(tr("This game is open in another window: you are playing a copy of "
                         "it, saved apart."), 8)
        self.flights = Flights()
        self.init_spots()   # where moves are played: what is lit, hovered, picked, dragged
        self.scores_shown = False
        self.narrator = Narrator(self.match, self.seat_label,
                                 self.control.reasons if self.control else None,
                                 lambda: self.shown)
        # the seat whose view is drawn; None sees everything; OBSERVER what all may see
        self.viewer = OBSERVER if live and self.secrets_between_people() else None
        self.curtain_up = False
        self.offered = None           # the decision last put in the chooser by itself
        self._view: tuple[object, int | None, object] = (None, None, None)   # (state, viewer, view)
        self.cited = None             # the rules section the last refused move cites
        self.moving: int | None = None   # a bot seat whose move the pieces are still showing
        # the state after each event of the move just animated, when the game's animation
        # folded them to place its pieces (the telling then need not fold them again)
        self.folded: list | None = None
        self.telling: Telling | None = None   # the other side's move, told step by step
        self._told_log: tuple = (None, [])
        from .hint import Hinter
        self.hinter = Hinter(self) if live else None
        self.coach: Coach | None = None   # a lesson's coach (shared/ui/coach.py), if one
        self.widgets = self.banner_buttons()
        players = range(self.match.config.players)
        self.pace = Pace(self) if live and not all(map(session.is_human, players)) else None
        if self.pace:   # faster, slower, step by step through the others' moves
            self.widgets.append(self.pace)
        if live:   # every table draws its widgets last: this draws the hint's ghost and why
            self.widgets.append(self.hinter)
        if self.rules_reference() is not None:   # the rules, at the decision being taken
            self.widgets.append(self.rules_button())
        if live and self.viewer is None:   # nobody's secrets here: the person's view at once
            self.follow(curtain=False)

    def banner_buttons(self) -> list:
        """Undo, redo, the menu and the hint, at the banner's right."""
        return [
            Button((1050, 12, 64, 44), "", self.undo, self.can_undo, icon="undo",
                   tip=tr("Undo (Ctrl+Z)"), why_not=self.undo_blocker),
            Button((1120, 12, 64, 44), "", self.redo, self.can_redo, icon="redo",
                   tip=tr("Redo (Ctrl+Y)"),
                   why_not=lambda: tr("Nothing to redo: only moves taken back can be played "
                                      "again")),
            Button((1190, 12, 64, 44), "", self.open_menu, icon="menu", tip=tr("Menu (Esc)")),
            Button((980, 12, 64, 44), tr("Hint"), self.ask_hint, self.can_hint, size=16,
                   tip=tr("Hint (H): the strong bot's move for you, from what you see"),
                   why_not=self.hint_blocker),
        ]

    def rules_button(self) -> Button:
        return Button(RULES_BUTTON, "?", self.open_rules, size=24, tip=tr("Rules (F1)"))

    def make_buttons(self) -> None:
        """A game's own buttons (its table makes them here, and again in a new language)."""

    def relabel(self) -> None:
        """The buttons in the new language: the shared ones, the pace's, the game's own."""
        fresh = self.banner_buttons()
        self.widgets = fresh + [self.rules_button() if isinstance(w, Button) and
                                w.action == self.open_rules else w
                                for w in self.widgets[len(fresh):]]
        if self.pace is not None:
            self.pace.relabel()
        self.make_buttons()

    # --- hooks for the game's table ----------------------------------------------------
    def animate(self, before, events, animate_all: bool):
        """Start flights for the events; `animate_all` is False for a piece the person
        has just dropped in place themselves. A game may return when each event lands
        (seconds from now, one per event): a bot's or printed opponent's move is then
        shown step by step, the board and the log following its pieces."""

    def show_scores(self) -> None:
        raise NotImplementedError

    def scores_offered(self) -> bool:
        """Whether the table offers its "See the scores" button: a finished game, its last
        pieces landed, on a table people act on (not one drawn inside the replay viewer,
        which opens the sheet and chart itself)."""
        return self.match.finished and not self.flights.busy and self.app.scene is self

    def seat_label(self, seat) -> str:
        """A log line's player (shared.engine.narration.Seat) by name."""
        return self.session.name(seat.index)

    def draw_banner_text(self, canvas, text: str, hint: str, x: float = 20,
                         end: float | None = None) -> None:
        """The strip at the top: what is happening (or what the person is to do) and how;
        the words stop at `end` where a table puts a button of its own in the banner."""
        canvas.box((0, 0, 1280, 66), theme.TABLE_DARK)
        if self.moving is not None and (self.flights.busy or self.telling is not None):
            # a bot's or printed opponent's move is still being shown: the banner is about
            # it, not yet about whoever moves next
            text = tr("{who} is playing", who=self.session.name(self.moving))
            hint = tr("Watch the move.")
        self.banner_words(canvas, text, hint, x, end)

    def banner_words(self, canvas, text: str, hint: str, x: float = 20,
                     end: float | None = None) -> None:
        """The banner's heading and hint, whole: smaller, then on two lines when the room
        left of the banner's buttons (the pace's too, while it shows) is short."""
        end = end or (PACE_LEFT - 10 if self.pace and self.pace.shown() else BANNER_END)
        if self.coach is not None:   # the others waiting for a lesson's Next: it says so
            text, hint = self.coach.banner(text, hint)
        if self.replay_end is not None:   # a replay: what it shows, left of the viewer's bar
            end = min(end, self.replay_end)
            text, hint = self.replay_words(text, hint)
        key = (text, hint, end - x, canvas.scale, canvas.text_scale)
        if self._banner[0] != key:
            self._banner = (key, banner_layout(canvas, text, hint, end - x))
        lines = self._banner[1]
        if lines is None:   # more words than the banner holds even small: cut, as a last resort
            canvas.text(text, (x, 9), 23, theme.ON_DARK, bold=True, max_width=end - x)
            canvas.text(hint, (x, 41), 14, theme.ON_DARK_SOFT, max_width=end - x)
            return
        for line, y, size, heading in lines:
            canvas.text(line, (x, y), size, theme.ON_DARK if heading else theme.ON_DARK_SOFT,
                        bold=heading)

    def replay_words(self, text: str, hint: str) -> tuple[str, str]:
        """The banner in the replay viewer: who moves next and where the replay stands, no
        instructions for a decision nobody takes here (a finished game keeps its words)."""
        d = self.match.decision()
        if d is None:
            return text, hint
        moves = len(self.match.log)
        hint = (tr("The table after move {number}: step on (Right) to see the next one.",
                   number=moves) if moves else
                tr("The table as the game began: step on (Right) to see the first move."))
        return tr("{who} moves next", who=self.session.name(d.seat)), hint

    # --- what the view shows -------------------------------------------------------------
    @property
    def bots(self):
        return self.control.bots if self.control else None

    def secrets_between_people(self) -> bool:
        """Whether one person at this table may see what another may not."""
        return self.ui.hidden_information and self.session.humans > 1

    @property
    def shown(self) -> int | None:
        """The seat everything drawn is for: None sees everything (a finished game, a
        table of bots), OBSERVER only what every seat may see."""
        return None if self.match.finished else self.viewer

    @property
    def state(self):
        """The state as the shown seat may see it (cached: rules.view can be costly); while
        a move is told step by step, as it stands after the steps told so far."""
        state = self.telling.state() if self.telling is not None else self.match.state
        viewer = self.shown
        if self._view[0] is not state or self._view[1] != viewer:
            shown = state if viewer is None else self.match.rules.view(state, viewer)
            self._view = (state, viewer, shown)
        return self._view[2]

    @property
    def log(self) -> list[str]:
        telling = self.telling
        if telling is None or telling.index != len(self.match.log) - 1:
            return self.narrator.lines()
        key = (telling, telling.landed, self.shown, len(self.match.log), generation())
        if self._told_log[0] != key:   # the moves before, and this one as far as told
            self._told_log = (key, self.narrator.lines_before(telling.index) +
                              self.narrator.rendered(telling.lines()))
        return self._told_log[1]

    def closed(self) -> None:
        if self.control is not None:
            self.control.close()

    def enter(self) -> None:
        """On top again (or for the first time): a table that opens between people with
        secrets puts its curtain up before anything private is drawn."""
        if self.control is not None and not self.curtain_up and not self.flights.busy:
            self.follow()

    def follow(self, curtain: bool = True) -> None:
        """Point the view at the person to move. Between two people in a game that hides
        things from some seats, the curtain goes up first and the view changes only when
        the next person says they are ready."""
        d = self.match.decision()
        if d is None or not self.session.is_human(d.seat) or d.seat == self.viewer:
            if self.viewer is None and d is not None:
                humans = [s for s in range(self.match.config.players) if self.session.is_human(s)]
                self.show_seat(humans[0] if humans else None)
            return
        if curtain and self.viewer is not None and self.ui.hidden_information:
            from .curtain import Curtain
            self.curtain_up = True
            self.app.push(Curtain(self.app, self, d.seat))
            return
        self.show_seat(d.seat)

    def pointer_left(self) -> None:
        super().pointer_left()
        self.hover_spot = None

    def curtain_lifted(self, seat: int) -> None:
        self.curtain_up = False
        self.show_seat(seat)

    def show_seat(self, seat: int | None) -> None:
        """Draw for `seat` from now on; what the pointer hovered, held or picked for the
        seat shown before goes with it."""
        if seat != self.viewer:
            self.pointer_left()
            self.picked = ()
            self.drag.release()   # nor a piece the seat before had in hand
        self.viewer = seat
        self.app.dirty = True

    # --- who is to move ----------------------------------------------------------------
    def decision(self):
        """The decision the table shows: while a move is told step by step, the one it
        answered (the header, the lit panel and the round follow the steps, never ahead)."""
        if self.telling is not None:
            return self.telling.asked
        return self.match.decision()

    def human_decision(self):
        """The decision the person at the screen may act on now, else None."""
        d = self.match.decision()
        if (d is None or self.control is None or not self.session.is_human(d.seat)
                or d.seat != self.viewer or self.curtain_up or self.flights.busy
                or self.telling is not None):
            return None
        return d

    # --- moves, undo, redo -------------------------------------------------------------
    def play(self, move, animate_all: bool) -> bool:
        """Play a move of the current decision; a refused move shows its reason."""
        before, asked = self.match.state, self.match.decision()
        assert self.control is not None   # only a live table plays
        if self.coach is not None and not self.coach.accepts(move):
            return False   # a lesson asks for another move: its coach has said which
        try:
            events = self.control.play(move)
        except IllegalMove as exc:
            self.refused(exc)
            return False
        self.picked = ()
        self.cited = None
        entry = self.match.log[-1]
        mover = entry.seat
        self.moving = None if self.session.is_human(mover) else mover
        self.stop_telling()
        self.folded = None
        times = self.animate(before, events, animate_all)
        if times is not None and len(times) == len(events) and self.moving is not None and \
                max(times, default=0) > 0:
            self.telling = Telling(self.match.rules, before, mover, entry.move, events, times,
                                   len(self.match.log) - 1, asked, self.folded)
        self.folded = None
        self.app.dirty = True
        if not self.flights.busy and self.telling is None:
            self.follow()
        return True

    def stop_telling(self) -> None:
        """The move being told lands whole (undo, redo, another move)."""
        if self.telling is not None:
            self.telling = None
            self.app.dirty = True

    def refused(self, exc: IllegalMove) -> None:
        """Say why a move was refused and name the rule it breaks; F1 then opens the
        rules there."""
        text = self.reason_text(exc)
        ref = self.rules_reference()
        d = self.match.decision()
        self.cited = ref.for_refusal(exc.template, d.kind if d else None) if ref else None
        if self.cited:   # the notice is a link to the rule (F1 too)
            text = tr("{reason}. Rule: {section} (F1)", reason=text.rstrip("."),
                      section=tr(ref.section(self.cited).title))
        self.app.toast(text, 5, on_click=self.open_rules if self.cited else None)

    def reason_text(self, exc: IllegalMove) -> str:
        """A refusal in the player's language: a clause (maybe holding sentences of its
        own, such as a move's description), started as a sentence."""
        reason = say(Line.of(exc.template, **exc.params), self.seat_label)
        return reason[:1].upper() + reason[1:]

    def can_undo(self) -> bool:
        return self.control is not None and self.control.can_undo()

    def undo_blocker(self) -> str | None:
        reason = self.match.undo_blocker()
        return tr(reason) if reason else None

    def can_redo(self) -> bool:
        return self.control is not None and self.match.can_redo()

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.flights.clear()
        self.stop_telling()
        assert self.control is not None   # can_undo: a live table
        self.control.undo()
        self.picked = ()
        self.app.dirty = True

    def redo(self) -> None:
        if not self.can_redo():
            return
        self.flights.clear()
        self.stop_telling()
        assert self.control is not None   # can_redo: a live table
        self.control.redo()
        self.picked = ()
        self.follow()
        self.app.dirty = True

    # --- hints -------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if self.hinter is not None:
            self.hinter.ask()

    def can_hint(self) -> bool:
        return self.hint_blocker() is None

    def hint_blocker(self) -> str | None:
        if self.hinter is None:
            return tr("Hints are for a game being played")
        if not self.hinter.allowed():
            return tr("Hints were switched off when this game was set up")
        if self.hinter.thinking:
            return tr("The strong bot is thinking…")
        if self.human_decision() is None:
            return tr("A hint is for your own move: it is not your turn")
        return None

    def poll_hint(self) -> bool:
        """Take in a hint the bot has finished; True while it thinks (keep ticking)."""
        return self.hinter is not None and self.hinter.update()

    def hinted(self, decision):
        """The hinted move of `decision`, if a hint for it is shown, else None."""
        hint = self.hinter.current() if self.hinter else None
        return hint.move if hint is not None and hint.decision is decision else None

    def open_menu(self) -> None:
        from .menu import GameMenu
        if self.control:
            self.control.stop()
        self.app.push(GameMenu(self.app, self.session,
                               self.control.autosaver if self.control else None))

    def rules_reference(self):
        """The game's rules reference, or None for a game without one."""
        game = self.match.config.game
        if game not in registry.games() or not registry.game_info(game).reference:
            return None
        return reference(game)

    def open_rules(self) -> None:
        """The rules panel (F1, the ? button): at the rule the last refusal cited, else
        at the section about the decision being taken."""
        from .rulebook import open_rules_at
        open_rules_at(self.app, self.match, self.cited)

    def buttons(self) -> list:
        """The game's own buttons shown now (a table with more says which): here "See the
        scores", once they are offered."""
        shown = getattr(self, "scores_button", None)
        return [shown] if shown is not None and self.scores_offered() else []

    def focus_order(self) -> list:
        """What F6 (or Ctrl+Tab) visits: the banner's buttons, the pace's while shown, the
        rules' "?" and the game's own buttons, in reading order. Tab stays the chooser's."""
        pace = self.pace.buttons if self.pace is not None and self.pace.shown() else []
        return sorted((w for w in [*self.widgets, *pace, *self.buttons()]
                       if hasattr(w, "press") and getattr(w, "enabled", lambda: True)()),
                      key=lambda w: (w.rect[1], w.rect[0]))

    def cycle_focus(self, back: bool) -> None:
        order = self.focus_order()
        if order:
            here = order.index(self.focus) if self.focus in order else (-1 if not back else 0)
            self.focus = order[(here + (-1 if back else 1)) % len(order)]

    def open_chooser(self) -> bool:
        """Offer the person's legal moves as a list (Tab, or any decision without a drawn
        target)."""
        d = self.human_decision()
        if d is None:
            return False
        self.app.push(MoveChooser(self.app, self, d))
        return True

    # --- input and time ------------------------------------------------------------------
    def handle_keys(self, event) -> bool:
        """Esc (drop the ring or the pick, else the menu), Ctrl+Z undo, Ctrl+Y /
        Ctrl+Shift+Z redo, Tab the list of legal moves, H a hint, F6 or Ctrl+Tab the focus
        through the buttons (Shift back), Enter or Space presses the focused one."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus = None   # the pointer took over: no ring left behind
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_F6 or ctrl and event.key == pygame.K_TAB:
            self.cycle_focus(back=shift)   # the buttons, without taking Tab from the chooser
            return True
        if self.focus in self.focus_order() and event.key in (pygame.K_RETURN,
                                                              pygame.K_KP_ENTER, pygame.K_SPACE):
            self.focus.press()
            return True
        if self.coach is not None and self.coach.handle_key(event):
            return True   # a lesson's Next (Enter, Tab)
        if event.key == pygame.K_ESCAPE:
            if self.focus in self.focus_order():
                self.focus = None   # the ring goes first, as a pick does
            elif not self.drop_pick():
                self.open_menu()
        elif ctrl and event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT:
            self.redo()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_TAB:
            self.open_chooser()
        elif event.key == pygame.K_F1:   # the rules
            self.open_rules()
        elif event.key == pygame.K_h and not ctrl:
            self.ask_hint()
        elif self.pace is not None and self.pace.handle_key(event):
            pass   # the others' pace: + and −, S step mode, Space their next move
        else:
            return False
        return True

    def update(self, dt: float) -> bool:
        was_flying = self.flights.busy
        hold = None
        if self.telling is not None:   # the board follows the pieces, on the flights' clock
            stepping = self.pace is not None and self.pace.stepping
            if self.telling.update(self.flights.step(dt), stepping):
                self.app.dirty = True
            hold = self.telling.hold()
        busy = self.flights.update(dt, hold)
        if was_flying and not busy:
            self.app.dirty = True   # the last piece landed: draw the table as it now is
        if self.telling is not None:
            if self.telling.done and not busy:
                self.stop_telling()
            else:
                busy = True
        on_top = self.app.scene is self
        if not on_top or self.control is None:
            return busy
        if not busy and not self.curtain_up:
            self.follow()
        d = self.match.decision()
        if d is not None and not self.session.is_human(d.seat) and not self.flights.busy and \
                self.telling is None:
            # step mode waits for "Next"; a lesson's coach, for the step that shows them
            if (self.pace is None or not self.pace.holds()) and \
                    (self.coach is None or not self.coach.holds()):
                move = self.control.bot_move()
                if move is not None:
                    self.play(move, animate_all=True)
                    if self.pace is not None:
                        self.pace.played()
                busy = True
        elif self.control.bots.held:
            busy = True   # keep the loop ticking until the grace period ends
        busy = self.poll_hint() or busy
        human = self.human_decision()
        if human is not None and human.kind not in self.drawn_kinds and \
                self.offered is not human and self.app.scene is self:
            self.offered = human   # offered once by itself; Tab brings it back
            self.open_chooser()
        if d is None and not self.flights.busy and self.telling is None and \
                not self.scores_shown and self.app.scene is self:
            self.show_scores()
        return busy
