"""Where moves are played on a table: the one pointer-to-move layer every game's table
shares.

A *spot* is a place on the table a person can click or drop something on (a rondel
space, a city space, a card in the hand: each game names its own, as tuples). A game's
table says three things:
- `spot_path(state, move)`: the spots a person touches to play a move, in order (one for
  most moves; two for "pick this tile, then that space"; none for a move only the move
  chooser offers);
- `spot_at(state, pos)`: the spot under a point of the screen, lit or not;
- `spot_rect(state, spot)`: where a spot is drawn (for its glow, the hint's ghost and the
  chooser's selection).
From these the layer works out what is lit (only from the decision's legal moves), plays
a click or a drop, picks the first spot of a two-spot move (click-then-click, or press and
drag it), offers the moves of a spot that holds several in a narrowed chooser, tells why
an unlit spot is not a move (resting on it or clicking it, from the rules' own refusal)
and draws the glows, the ghost and the tip. A table keeps its layout, drawing and
animation, and may add what it alone has (dragging a piece that is not a spot, such as an
assistant standing on its rondel space: `drag_handles`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from shared.engine.contract import Decision
from shared.engine.i18n import tr

from . import theme
from .chooser import MoveChooser
from .drag import Drag
from .hint import HINT, draw_ghost
from .widgets import inside

GLOW = (92, 196, 96)


class SpotChooser(MoveChooser):
    """The move chooser narrowed to the moves of one spot (an action with a borrowed
    level, which piece to give back): it stays while the decision it came from does."""

    def __init__(self, app, table, decision, moves):
        self.source = decision
        super().__init__(app, table, Decision(decision.seat, decision.kind, decision.prompt,
                                              tuple(moves)))

    def still_current(self) -> bool:
        return self.table.human_decision() is self.source


class Lit(NamedTuple):
    """What is lit, worked out once per decision, state and pick."""
    decision: Any
    picked: tuple | None
    state: Any
    lit: dict      # spot -> the legal moves going on through it
    ends: dict     # spot -> the lit moves played there (it is their last)
    starts: frozenset   # the spots moves start from
    only: Any      # the one spot every move starts at, if so (picked for the person)


NOTHING_LIT = Lit(None, None, None, {}, {}, frozenset(), None)


class SpotTable:
    """The pointer-to-move layer, mixed into shared.ui.table.TableScene."""

    picked: tuple = ()   # the spots touched so far of a move that needs more than one

    if TYPE_CHECKING:   # what the table it is mixed into has (shared.ui.table.TableScene)
        app: Any
        match: Any
        state: Any

        def human_decision(self) -> Any: ...
        def play(self, move, animate_all: bool) -> bool: ...
        def refused(self, exc) -> None: ...
        def reason_text(self, exc) -> str: ...

    def init_spots(self) -> None:
        self.picked = ()
        self.drag = Drag()            # a press that may become a drag (of a spot or a handle)
        self.hover_spot: Any = None   # the spot under the pointer, lit or not
        self.pointer: tuple[float, float] | None = None
        # the game's state when the pointer last moved: a tip says why not only about what
        # the person points at now, never after a move (theirs by keyboard, a bot's, an
        # undo) changed the table under a pointer resting where it was
        self.pointed_in: Any = None
        self._lit = NOTHING_LIT
        self._refused: tuple = (None, None, None, None)   # (decision, picked, (spot, clicked), why)

    # --- what a game's table says ---------------------------------------------------------
    def spot_path(self, state, move) -> tuple:
        """The spots touched to play `move`, in order; () for a move only the chooser has."""
        return ()

    def spot_at(self, state, pos):
        """The spot under `pos` (logical units), lit or not; None for no spot."""
        return None

    def spot_rect(self, state, spot):
        """Where `spot` is drawn, in logical units; None for a spot the table lights itself."""
        return None

    def asked_move(self, state, decision, spot, clicked: bool):
        """The move an unlit spot would mean in `decision` (after `self.picked`), so the
        rules can say why not; None where the spot means nothing now. `clicked`: a click
        (or a drop) rather than the pointer resting there."""
        return None

    def drag_handles(self, state, decision) -> list:
        """(logical rect, item) of pieces that are no spot but may be dragged onto one
        (dropping plays the spot's move); a table draws the dragged item itself."""
        return []

    def why_not(self, state, decision, move) -> str:
        """Why `move` (asked at an unlit spot) is not played there: the rules' refusal; a
        table may say more when the move is legal elsewhere."""
        return self.reason_text(self.match.refusal(move))

    # --- what is lit ------------------------------------------------------------------------
    def lit(self) -> dict:
        """spot -> the legal moves going through it next, for the person's decision and
        what they have picked so far (worked out once per decision and pick)."""
        self._work_out_lit()
        return self._lit.lit

    def ends_at(self, spot) -> list:
        """The lit moves that are played at `spot` (it is their last)."""
        self._work_out_lit()
        return self._lit.ends.get(spot, [])

    def _work_out_lit(self) -> None:
        d = self.human_decision()
        state = self.state
        if d is None:
            self._lit = NOTHING_LIT
            return
        known = self._lit
        if known.decision is d and known.picked == self.picked and known.state is state:
            return
        if known.decision is d and known.state is state:   # the same decision, another pick
            starts, only = known.starts, known.only
        else:
            root, root_ends = self._through(state, d, ())
            starts = frozenset(root)
            # every move starts at the same piece (the only card that gives a merchant):
            # it is picked for the person, and where it may go lights at once
            only = next(iter(root)) if len(root) == 1 and not root_ends else None
        if not self.picked and only is not None:
            self.picked = (only,)
        lit, ends = self._through(state, d, self.picked)
        self._lit = Lit(d, self.picked, state, lit, ends, starts, only)

    def _through(self, state, d, picked: tuple) -> tuple[dict, dict]:
        """(spot -> moves going on through it, spot -> moves ending there) after `picked`."""
        n = len(picked)
        lit: dict = {}
        ends: dict = {}
        for move in d.moves:
            path = self.spot_path(state, move)
            if len(path) > n and tuple(path[:n]) == picked:
                lit.setdefault(path[n], []).append(move)
                if len(path) == n + 1:
                    ends.setdefault(path[n], []).append(move)
        return lit, ends

    def starts(self) -> frozenset:
        """The spots a move may start from (lit before anything is picked)."""
        self._work_out_lit()
        return self._lit.starts

    # --- acting ---------------------------------------------------------------------------
    def act(self, spot, animate_all: bool = True) -> bool:
        """Touch a lit spot: pick it when moves go on from it, else play its move (several
        there: the person picks among them in the chooser). False for an unlit spot."""
        moves = self.lit().get(spot)
        if not moves:
            return False
        ends = self.ends_at(spot)
        if len(ends) < len(moves):   # some moves need another spot: this one is picked
            self.pick(self.picked + (spot,))
        elif len(ends) == 1:
            self.play(ends[0], animate_all)
        else:
            self.app.push(SpotChooser(self.app, self, self.human_decision(), ends))
        return True

    def pick(self, picked: tuple) -> None:
        self.picked = tuple(picked)
        self.app.dirty = True

    def drop_pick(self) -> bool:
        """Put back what was picked (Esc, a click beside the targets); False if nothing was."""
        if not self.picked:
            return False
        self.pick(())
        return True

    def refusal(self, state, spot, clicked: bool = False) -> str | None:
        """Why `spot` is not lit (asked of the rules once per spot and pick), or None when
        it means nothing now or is lit."""
        d = self.human_decision()
        if d is None or spot is None or spot in self.lit():
            return None
        asked = self._refused[0]
        if asked is not d or self._refused[1:3] != (self.picked, (spot, clicked)):
            move = self.asked_move(state, d, spot, clicked)
            why = None if move is None else self.why_not(state, d, move)
            self._refused = (d, self.picked, (spot, clicked), why)
        return self._refused[3]

    def refuse_at(self, state, spot) -> bool:
        """A click or drop on an unlit spot: its reason as a notice, naming the rule it
        breaks (F1 opens it); False where the spot means nothing now."""
        d = self.human_decision()
        if d is None or spot is None:
            return False
        move = self.asked_move(state, d, spot, True)
        if move is None:
            if not self.picked and any(spot in self.spot_path(state, m)[1:] for m in d.moves):
                self.app.toast(tr("First pick one of the glowing pieces, then where it goes."))
                return True
            return False
        if move in d.moves:   # legal, but not played here: the table says where
            self.app.toast(self.why_not(state, d, move))
        else:
            self.refused(self.match.refusal(move))
        return True

    # --- the pointer --------------------------------------------------------------------------
    def handle_spots(self, event, pos) -> bool:
        """Pointer events on spots: hover, press (a pick or a handle), drag, drop and
        click. True when the event was about a spot (the table need not look further)."""
        state = self.state
        d = self.human_decision()
        if event.type == pygame.MOUSEMOTION:
            if pos != self.pointer:   # a move of the pointer, not the system repeating it
                self.pointed_in = self.match.state
            self.pointer = pos
            if self.drag.move(pos):
                self.app.dirty = True
            spot = self.spot_at(state, pos)
            if spot != self.hover_spot:
                self.hover_spot = spot
                self.app.dirty = True
            return False   # a table may follow the pointer too (tips, mats)
        if getattr(event, "button", 1) != 1 or d is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.press(state, d, pos)
        if event.type == pygame.MOUSEBUTTONUP:
            if self.drag.pressed:
                item, dragged = self.drag.release()
                self.app.dirty = True
                if dragged:
                    self.dropped(state, item, pos)
                    return True
                if item == ("picked",):   # a click on a piece: picked on the press
                    return True
                if item == ("unpick",):   # a second click on the picked piece puts it back
                    self.pick(self.picked[:-1])
                    return True
            return self.click(state, pos)
        return False

    def press(self, state, d, pos) -> bool:
        """A press on a handle or on a spot moves go on from (it is picked, and may be
        dragged); a press on the picked spot may drag it, or put it back."""
        for rect, item in self.drag_handles(state, d):
            if inside(rect, pos):
                self.drag.press(item, pos)
                return True
        spot = self.spot_at(state, pos)
        if spot is None:
            return False
        if self.picked and spot == self.picked[-1]:
            self.drag.press(("unpick",), pos)
            return True
        if self.picked and spot not in self.lit() and spot in self.starts():
            self.pick(())   # another piece: start again from it
        moves = self.lit().get(spot)
        if moves and len(self.ends_at(spot)) < len(moves):
            self.pick(self.picked + (spot,))
            self.drag.press(("picked",), pos)
            return True
        return False

    def dropped(self, state, item, pos) -> None:
        """A drag let go: on a lit spot its move is played (the piece is already where
        it goes); elsewhere the rules say why, and a picked piece goes back."""
        spot = self.spot_at(state, pos)
        if self.act(spot, animate_all=False):
            return
        self.refuse_at(state, spot)
        if item in (("picked",), ("unpick",)):
            self.pick(self.picked[:-1])

    def click(self, state, pos) -> bool:
        """A click (no drag): a lit spot acts; an unlit one says why; a click on no spot
        puts back what was picked."""
        spot = self.spot_at(state, pos)
        if spot is None:
            return self.drop_pick()
        if self.act(spot):
            return True
        if self.refuse_at(state, spot):
            return True
        return self.drop_pick()

    # --- drawing --------------------------------------------------------------------------
    def draw_lit(self, canvas, state, skip=()) -> None:
        """A green ring round every lit spot the table has a rect for (the one under the
        pointer filled), except the kinds in `skip` a table lights itself."""
        for spot in self.lit():
            if spot[0] in skip:
                continue
            r = self.spot_rect(state, spot)
            if r is None:
                continue
            x, y, w, h = r
            if spot == self.hover_spot:
                canvas.box((x - 2, y - 2, w + 4, h + 4), (*GLOW, 120), radius=6)
            canvas.box((x - 3, y - 3, w + 6, h + 6), theme.GOOD, radius=6, width=3)

    def draw_hint_ghost(self, canvas, move, frame=HINT) -> None:
        """Each spot of `move` framed where it lies (a hint, or the chooser's selection);
        a move without a spot is marked in the move chooser."""
        state = self.state
        for spot in self.spot_path(state, move):
            rect = self.spot_rect(state, spot)
            if rect is not None:
                draw_ghost(canvas, rect, radius=4, frame=frame)

    def draw_refusal(self, canvas, state) -> bool:
        """Over an unlit spot the pointer was moved onto since the table last changed: why
        not (the rules' reason)."""
        if self.drag.dragging or self.pointed_in is not self.match.state:
            return False
        text = self.refusal(state, self.hover_spot)
        if not text:
            return False
        self.draw_tip(canvas, text)
        return True

    def draw_tip(self, canvas, text: str) -> None:
        """A dark note beside the pointer, wrapped."""
        pos = self.pointer or (640, 360)
        tw = min(460, canvas.text_width(text, 14) + 24)
        # as tall as its lines at the text size in force (150 % text wraps into more)
        high = len(canvas.wrap(text, tw - 24, 14)) * 14 * canvas.text_scale * 1.35
        left = max(8, min(pos[0] - tw / 2, 1272 - tw))
        top = pos[1] + 22 if pos[1] + 22 + high + 8 <= 712 else pos[1] - 30 - high
        canvas.box((left, top, tw, 8 + high), (20, 20, 20, 225), radius=6)
        canvas.wrapped(text, (left + 12, top + 4, tw - 24, high), 14, theme.ON_DARK,
                       line_gap=1.35)
