"""Learn to play: the coach at the real table. A lesson (shared/engine/lessons.py) is a
seeded game at the game's own table, with a panel that says each step in a sentence or
two, frames the places the step is about, and waits: for Next, for the person's move
(the one the lesson asks for, or any legal one where it allows), or for the other seats'
moves the step lets them play. Everything else at the table works as in a game: hints,
the rules (F1), the move chooser (Tab), undo.

The table knows only three things of the coach (shared/ui/table.py): whether it holds
the bots back now, whether it lets the person's move through, and its keys; the coach is
one of the table's widgets, so the table draws it and gives it the pointer."""
from __future__ import annotations

import pygame

from shared.bots.tutor import chooser
from shared.engine import lessons
from shared.engine.i18n import tr
from shared.engine.lessons import ANY, Lessons, Section, alike, fits_after, resolve
from shared.engine.narration import Line, sentence

from . import theme
from .narrator import say
from .widgets import Button, inside

COACH = (255, 196, 64)   # the frame round what the coach points at: amber, no hint blue
BUTTON_H = 40
PAD = 14
SIZES = (16, 15, 14, 13, 12, 11)   # the text shrinks until it fits the panel


class Scripted:
    """A seat's controller in a lesson: in a step that writes the others' moves out, the
    move written there; otherwise (or when it is no longer legal) the seat's own."""

    def __init__(self, coach: "Coach", inner):
        self.coach = coach
        self.inner = inner

    def choose(self, view, decision, ply: int):
        move = self.coach.scripted(view, decision, ply)
        return move if move is not None else self.inner.choose(view, decision, ply)

    def __getattr__(self, name):   # a printed opponent's reason for its move, and the like
        return getattr(self.inner, name)


class Coach:
    """The coach's panel and the lesson's progress through its steps."""

    def __init__(self, table, book: Lessons, section: Section, step: int = 0):
        self.table = table
        self.book = book
        self.section = section
        self.rules = table.match.rules
        self.index = min(step, len(section.steps) - 1)
        # the log's length when each step so far began (undo goes back by it)
        self.starts = [len(table.match.log)] * (self.index + 1)
        self.reaction = ""      # what the coach says of the move just played
        self.done = False       # past the last step: the game goes on freely
        self.focus_next = False
        self.back = Button((0, 0, 110, BUTTON_H), tr("Back"), self.go_back, self.can_go_back,
                           size=16)
        self.next = Button((0, 0, 130, BUTTON_H), tr("Next"), self.go_next, self.can_go_next,
                           primary=True, size=16)
        self.close = Button((0, 0, 130, BUTTON_H), tr("Finish lesson"), self.finish, size=15)
        self.hover = False
        self.remember()

    # --- where the lesson is ------------------------------------------------------------
    @property
    def step(self):
        return self.section.steps[self.index]

    @property
    def person(self) -> int:
        return self.section.person

    @property
    def last(self) -> bool:
        return self.index == len(self.section.steps) - 1

    def moves_in_step(self) -> int:
        """The moves played in this step: in a watch step, only the other seats' (the
        person's own turn may come in between when the game went another way)."""
        log = self.table.match.log[self.starts[self.index]:]
        if self.step.kind == "watch":
            return sum(entry.seat != self.person for entry in log)
        return len(log)

    def sync(self) -> None:
        """Follow the game: a move the step waited for moves the lesson on; undo takes it
        back to the step the game is at again."""
        if self.done:
            return
        log = len(self.table.match.log)
        while self.index > 0 and log < self.starts[self.index]:
            self.step_back()
        step = self.step
        if step.kind == "play" and log > self.starts[self.index]:
            entry = self.table.match.log[self.starts[self.index]]
            if entry.seat == self.person:
                self.advance()

    def advance(self) -> None:
        if self.last:
            self.finish()
            return
        self.index += 1
        self.starts.append(len(self.table.match.log))
        self.remember()
        self.table.app.dirty = True

    def remember(self) -> None:
        """The progress file: how far this lesson got, or that it was finished."""
        lessons.save_progress(self.book.game, self.section.id, self.index, self.done)
        said = lessons.progress_problem()
        if said:
            self.table.app.toast(said, 8)

    def finish(self) -> None:
        """The lesson is over: marked as finished, the bots play again, the panel goes."""
        if not self.done:
            self.done = True
            self.remember()
        if self in self.table.widgets:
            self.table.widgets.remove(self)
        self.table.scores_shown = False   # a finished game's sheet now opens, as in a game
        self.table.app.toast(tr("Lesson finished: the game is yours to play on."), 6)
        self.table.app.dirty = True

    # --- what the table asks ------------------------------------------------------------
    def holds(self) -> bool:
        """Whether the other seats wait: they move only in a step that watches them, and
        only as many moves as it says."""
        self.sync()
        if self.done:
            return False
        step = self.step
        return step.kind != "watch" or self.moves_in_step() >= step.watch

    def scripted(self, view, decision, ply: int):
        """The move the step writes out for the other seats' next move, if any (counted
        among theirs alone, whatever the ply)."""
        step = self.step
        i = self.moves_in_step()
        if self.done or step.kind != "watch" or not step.watched or not 0 <= i < step.watch:
            return None
        return resolve(self.rules, view, decision, step.watched[i])

    def expected(self, state, decision) -> list:
        """The moves the step asks of the person, as legal now (none may be, when the
        person went another way earlier)."""
        found = (resolve(self.rules, state, decision, text) for text in self.step.play
                 if text != ANY)
        return [move for move in found if move is not None]

    def accepts(self, move) -> bool:
        """Whether the person's move goes ahead: the lesson's own, or another one where
        the step allows it (the coach says so); otherwise the coach says what it asks."""
        match = self.table.match
        d = match.decision()
        if self.done or d is None or d.seat != self.person or move not in d.moves:
            return True   # the rules themselves refuse an illegal move, with their reason
        self.sync()
        step = self.step
        if step.kind != "play":
            if step.kind == "watch" and self.moves_in_step() < step.watch:
                return True   # the game went another way: the person's turn came early
            self.table.app.toast(tr("First read the coach's note, then press Next (Enter)."), 5)
            return False
        expected = self.expected(match.state, d)
        if move in expected or not expected and step.play != (ANY,):
            self.reaction = ""   # (none of its moves is legal: the game went its own way)
            return True
        # another move (one the step lets through, or alike to the one it asks for: the
        # other of two alike cards) goes ahead only if the steps after it still fit
        twin = any(move in alike(self.rules, match.state, d, m) for m in expected)
        if not (twin or step.others or step.play == (ANY,)):
            self.table.app.toast(tr("Not this time: the lesson asks for {move}.",
                                    move=self.said(expected[0])), 6)
            return False
        if not self.last and fits_after(self.rules, self.book, self.section, match,
                                        self.index, move, chooser(self.rules, self.section)):
            self.table.app.toast(
                tr("Not this time: the lesson's next steps need {move}.",
                   move=self.said(expected[0])) if expected else
                tr("Not this time: the lesson's next steps would no longer fit that move. "
                   "Try another one."), 6)
            return False
        self.reaction = "" if twin or step.play == (ANY,) else tr(step.also) if step.also \
            else tr("That works too: {move}.", move=self.said(move))
        return True

    def said(self, move) -> str:
        described = self.rules.describe(move, self.table.match.state)
        return say(sentence(described) if isinstance(described, (Line, str)) else
                   Line.of(str(described)), self.table.seat_label)

    # --- the buttons ---------------------------------------------------------------------
    def can_go_next(self) -> bool:
        step = self.step
        if step.kind == "play":
            return False
        if step.kind == "watch":
            table = self.table
            return self.moves_in_step() >= step.watch and not table.flights.busy and \
                table.telling is None
        return True

    def go_next(self) -> None:
        if self.can_go_next():
            self.reaction = ""
            self.advance()

    def can_go_back(self) -> bool:
        """Back goes to the step before while no move lies between them."""
        return self.index > 0 and self.starts[self.index - 1] == len(self.table.match.log)

    def go_back(self) -> None:
        if self.can_go_back():
            self.step_back()
            self.table.app.dirty = True

    def step_back(self) -> None:
        """To the step before (undo past this step's start, or Back)."""
        self.starts.pop()
        self.index -= 1
        self.reaction = ""

    def handle_key(self, event) -> bool:
        """Enter: Next. Tab: the Next button's focus while the step waits for no move of
        the person's (then Tab opens the move chooser as at any table)."""
        if self.done or event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.can_go_next():
            self.go_next()
            return True
        if event.key == pygame.K_TAB and self.step.kind != "play" and self.can_go_next():
            self.table.focus = self.next
            return True
        return False

    # --- the panel ------------------------------------------------------------------------
    @property
    def rect(self) -> tuple:   # a widget's rect, as every widget's: where the panel stands
        return tuple(self.step.panel or self.book.panel)

    def buttons(self) -> list:
        x, y, w, h = self.rect
        bottom = y + h - PAD - BUTTON_H
        self.next.rect = (x + w - PAD - 130, bottom, 130, BUTTON_H)
        self.close.rect = self.next.rect
        self.back.rect = (x + PAD, bottom, 110, BUTTON_H)
        shown = [self.back] if self.can_go_back() else []
        if self.step.kind != "play":
            shown.append(self.close if self.last else self.next)
        return shown

    def handle(self, event, pos) -> bool:
        if self.done:
            return False
        for button in self.buttons():
            if button.handle(event, pos):
                return True
        if event.type == pygame.MOUSEMOTION:
            was, self.hover = self.hover, inside(self.rect, pos)
            return was != self.hover
        # the panel stands over the table: a press on it is the panel's, not a spot's
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
            getattr(event, "button", 1) == 1 and inside(self.rect, pos)

    def heading(self) -> str:
        return tr("Lesson: {title} · step {n} of {count}", title=tr(self.section.title),
                  n=self.index + 1, count=len(self.section.steps))

    def body(self) -> list[tuple[str, str]]:
        """The panel's paragraphs: (text, how it is said: the coach's reaction to a move,
        the step's text, or a note on what to do)."""
        step = self.step
        parts = [(self.reaction, "reaction")] if self.reaction else []
        parts.append((tr(step.text), "text"))
        if step.kind == "watch" and self.moves_in_step() < step.watch:
            parts.append((tr("Watch the other players' moves."), "note"))
        elif step.kind == "play":
            parts.append((tr("Your move: click where it is played, or press Tab for the "
                             "list of moves."), "note"))
        return parts

    def fit(self, canvas, width: float, height: float) -> tuple[float, list]:
        """The largest text size at which the paragraphs fit, and their lines."""
        parts = self.body()
        sizes: list[float] = list(SIZES)
        while sizes[-1] - 0.5 >= canvas.readable():   # at a large text size: smaller yet
            sizes.append(sizes[-1] - 0.5)
        for size in sizes:
            lines = [(canvas.wrap(text, width, size), how) for text, how in parts]
            used = sum(len(ls) * size * canvas.text_scale * 1.3 + 6 for ls, _ in lines)
            if used <= height:
                return size, lines
        return sizes[-1], lines

    def draw_frames(self, canvas) -> None:
        """The places the step is about, framed where the table draws them."""
        table = self.table
        d = table.match.decision()
        if d is None or table.flights.busy:
            return
        state = table.match.state
        for text in self.step.framed:
            move = resolve(self.rules, state, d, text)
            if move is not None and move in d.moves:
                table.draw_hint_ghost(canvas, move, frame=COACH)

    def draw(self, canvas) -> None:
        """Among the table's widgets: the frames only (the panel comes over everything
        the table draws, see `over`)."""
        if not self.done:
            self.sync()
            self.draw_frames(canvas)

    def over(self, draw):
        """The table's own draw, then the panel over all of it (a game's own buttons
        too, drawn after its widgets); only the app's notices and focus ring come after."""
        def drawn(canvas) -> None:
            draw(canvas)
            self.draw_panel(canvas)
        return drawn

    def banner(self, text: str, hint: str) -> tuple[str, str]:
        """The banner's words, or, while the others wait for the coach's Next, what the
        lesson waits for."""
        table = self.table
        d = table.match.decision()
        if self.done or d is None or d.seat == self.person or table.flights.busy or \
                table.telling is not None or not self.holds():
            return text, hint
        return (tr("{who} waits for the lesson", who=table.session.name(d.seat)),
                tr("Read the coach's note, then press Finish lesson: the game goes on.")
                if self.last else
                tr("Read the coach's note, then press Next (Enter) to go on."))

    def draw_panel(self, canvas) -> None:
        if self.done or self not in self.table.widgets:
            return
        x, y, w, h = self.rect
        canvas.box((x, y, w, h), (24, 36, 34), radius=12, shadow=True)
        canvas.box((x, y, w, h), COACH, radius=12, width=2)
        top = y + PAD
        # the lesson and the step: wrapped, never cut (a long German title takes two lines)
        top += canvas.wrapped(self.heading(), (x + PAD, top, w - 2 * PAD, 40), 13, COACH,
                              bold=True) + 6
        room = y + h - PAD - BUTTON_H - 8 - top
        size, paragraphs = self.fit(canvas, w - 2 * PAD, room)
        step = size * canvas.text_scale * 1.3
        for lines, how in paragraphs:
            colour = {"reaction": COACH, "note": theme.ON_DARK_SOFT}.get(how, theme.ON_DARK)
            for line in lines:
                canvas.text(line, (x + PAD, top), size, colour, bold=how == "reaction")
                top += step
            top += 6
        for button in self.buttons():
            button.draw(canvas)
            if button is self.table.focus:   # Tab put the keyboard's focus on it
                bx, by, bw, bh = button.rect
                canvas.box((bx - 4, by - 4, bw + 8, bh + 8), theme.FOCUS, radius=10, width=3)


def start_lesson(app, game: str, section_id: str, step: int = 0, replace: bool = False):
    """Open a lesson of `game` at its table, from step `step` (0-based: the moves of the
    steps before are played as the lesson writes them). Returns the table."""
    from shared.engine.registry import get_rules

    from .games import game_ui
    from .session import Session
    rules = get_rules(game)
    book = lessons.load(game)
    section = book.section(section_id)
    step = max(0, min(step, len(section.steps) - 1))
    match, _ = lessons.walk(rules, book, section, chooser(rules, section), upto=step)
    # a lesson is no saved game: it neither autosaves nor counts in the records
    session = Session(match, {}, autosave=False)
    table = game_ui(game).table_scene()(app, session)
    table.scores_shown = True   # the coach says the final count; the sheet opens after it
    if table.control is not None:
        table.control.count_finished = lambda: None
    if table.pace is not None:   # the others move when a step shows them, not at a pace
        table.widgets.remove(table.pace)
        table.pace = None
    coach = Coach(table, book, section, step)
    table.coach = coach
    # a finished game's "See the scores" waits for the lesson's end (it stands where the
    # coach's buttons are at some tables)
    offered = table.scores_offered
    table.scores_offered = lambda: coach.done and offered()
    table.widgets.append(coach)
    table.draw = coach.over(table.draw)
    if table.control is not None:
        for seat, controller in list(table.control.controllers.items()):
            table.control.controllers[seat] = Scripted(coach, controller)
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return table

