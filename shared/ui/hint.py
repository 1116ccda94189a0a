"""Hints: the strong bot's move for the person's own decision, with why.

The bot is asked from the seat's view (`rules.view`), never the full state, so a hint
knows only what the person may see; it thinks on a worker thread (the BotRunner the
bots use) and, drawing its randomness from the game's seed and the move number like
any bot, gives the same hint for the same position. Its budget is smaller than a
strong seat's so that a hint comes in about a second even in the longest game (the
figures: tests/bench/bench_hint.py). The table draws the hinted move as a ghost (each
game's `draw_hint_ghost`), the move chooser marks its entry, and the save's meta counts
the hints each seat took (shown on the score sheet). The card adds what the game has to
say about the game as a whole for the seat (`Rules.advice`, e.g. Circleville's end-game
bottleneck), asked from the same view; with the move chooser open, the chooser says both
above its moves instead."""
from __future__ import annotations

import attrs

from shared.bots.strong import Budget, StrongBot
from shared.engine.i18n import tr
from shared.engine.narration import Line

from . import theme
from .botrunner import BotRunner
from .narrator import say, upper_first

# two thirds of a strong seat's: measured (tests/bench/bench_hint.py) median 0.2 s of CPU
# a hint in Simplicity, 0.36 s in Rossio, 0.48 s in 4-player Circleville (worst 0.55 s),
# about 0.45 s in The Square Circle (whose search shape scales the steps by 2.5), so about
# a second at most on the bot thread beside the window
HINT_BUDGET = Budget(steps=4000)
TIED = 0.05          # ratings closer than this are a tie (points of estimated lead)...
TIED_CHANCE = 0.01   # ...or, where the game judges by a chance of winning, 1 percentage point
CARD_WIDTHS = (480, 620)   # the card saying the hint and why: narrow, else wider and lower
HINT = (110, 196, 255)             # a hinted move's frame: no legal-move green, no pick amber
HINT_FILL = (110, 196, 255, 90)    # and its see-through fill
HINT_DARK = (28, 110, 190)         # the same on paper (the move chooser)


def draw_ghost(canvas, rect, image=None, key=None, radius: float = 8, frame=HINT) -> None:
    """How every table shows a move it points at: the piece see-through where it would go
    (or a wash over the card or space it takes) in a frame, blue for a hint (the move
    chooser's selection uses its own colour)."""
    if image is not None:
        canvas.image(image, rect, key=key, alpha=150)
    else:
        canvas.box(rect, HINT_FILL if frame == HINT else (*frame[:3], 90), radius=radius)
    x, y, w, h = rect
    canvas.box((x - 3, y - 3, w + 6, h + 6), frame, radius=radius + 2, width=4)


@attrs.frozen
class Hint:
    decision: object   # the Decision it was asked for (the hint lapses when it changes)
    move: object       # always one of decision.moves
    why: Line | str    # a short sentence, said in the language of the frame that shows it
    # what the game adds about the whole game for the seat (Rules.advice), e.g. that only
    # one kind of work can still end it; None when it has nothing to add
    advice: Line | None = None

    @property
    def reason(self) -> str:
        return say(self.why)

    @property
    def said(self) -> str:
        """Everything the card says below the move: the reason, then the game's advice."""
        return self.reason if self.advice is None else f"{self.reason} {say(self.advice)}"


class Advisor:
    """A controller whose `choose` gives a Hint instead of a bare move (so BotRunner can
    run it): the strong bot's move, what the bot found about it, and the game's advice
    for the seat (`Rules.advice`, from the same view)."""

    def __init__(self, rules, seat: int, seed: int, budget: Budget = HINT_BUDGET):
        self.rules = rules
        self.bot = StrongBot(rules, seat, seed, budget)

    def choose(self, view, decision, ply: int) -> Hint:
        move = self.bot.choose(view, decision, ply)
        return Hint(decision, move, why(self.bot.ratings, move, len(decision.moves),
                                        chance=self.bot.budget.judge is not None),
                    self.rules.advice(view, decision.seat))


def why(ratings, move, count: int, chance: bool = False) -> Line:
    """Why, in the bot's own figures: the value it gave the move over the best other move
    it compared; the value is its estimate of the seat's score against the best rival's,
    or, where the game judges positions so (`Budget.judge`), the seat's chance of winning.
    A Line, so a card still open when the language changes says it in the new one."""
    if count == 1:
        return Line.of("It is the only move you can make.")
    values = [v for m, v in ratings if m != move]
    mine = next((v for m, v in ratings if m == move), None)
    if mine is None or not values:
        return Line.of("The strong bot's pick of {count} moves.", count=count)
    gap = mine - max(values)
    if gap < (TIED_CHANCE if chance else TIED):
        return Line.of("Strong bot: as good as another of the {count} moves by its "
                       "look-ahead.", count=count)
    if chance:
        return Line.of("Strong bot: best of {count} moves, a chance of winning {gap} "
                       "percentage points above the next best.", count=count,
                       gap=f"{100 * gap:.0f}")
    return Line.of("Strong bot: best of {count} moves, {gap} points of estimated lead above "
                   "the next best.", count=count, gap=f"{gap:.1f}")


def reason(ratings, move, count: int, chance: bool = False) -> str:
    """`why`, said in the language in use."""
    return say(why(ratings, move, count, chance))


def hints_taken(session) -> str:
    """The score sheet's line on the hints each player took ("" when nobody took one)."""
    hints = session.meta["hints"]
    if not any(hints):
        return ""
    # only people take hints: the bots are not listed
    counts = ",  ".join(tr("{player} {count}", player=session.name(seat), count=n)
                        for seat, n in enumerate(hints) if session.is_human(seat))
    return tr("Hints taken: {counts}", counts=counts)


def ask_now(rules, state, seed: int, ply: int, budget: Budget = HINT_BUDGET) -> Hint:
    """The hint for the state's decision, computed here and now from the deciding seat's
    view, as the table asks for it (tests, benchmarks)."""
    decision = rules.decision(state)
    return Advisor(rules, decision.seat, seed, budget).choose(
        rules.view(state, decision.seat), decision, ply)


class Hinter:
    """A table's hints: asking on the bot thread, the hint shown, the count kept."""

    def __init__(self, table):
        self.table = table
        self.runner = BotRunner()
        self.asked_for = None     # the decision being thought about
        self.hint: Hint | None = None

    @property
    def thinking(self) -> bool:
        return self.asked_for is not None

    def allowed(self) -> bool:
        return self.table.session.meta.get("hints_allowed", True)

    def ask(self) -> None:
        table = self.table
        if not self.allowed():
            table.app.toast(tr("Hints are switched off for this game."))
            return
        d = table.human_decision()
        if d is None:
            table.app.toast(tr("A hint is for your own move: it is not your turn."))
            return
        if self.current() is not None or self.asked_for is d:
            return   # already shown, or on its way
        match = table.match
        self.asked_for = d
        self.runner.start(Advisor(match.rules, d.seat, match.config.seed, HINT_BUDGET),
                          match.view(d.seat), d, len(match.log))
        table.app.dirty = True

    def current(self) -> Hint | None:
        """The hint for the decision the person is on now, if one was asked for."""
        if self.hint is not None and self.table.human_decision() is not self.hint.decision:
            self.hint = None
        return self.hint

    def update(self) -> bool:
        """Take in a finished hint; True while one is being thought about."""
        if self.asked_for is None:
            return False
        if self.table.human_decision() is not self.asked_for:   # moved on, undone, left
            self.runner.cancel()
            self.asked_for = None
            return False
        hint = self.runner.poll(pace=False)
        if hint is None:
            return True
        self.asked_for = None
        self.hint = hint
        self.table.control.took_hint(hint.decision.seat)
        self.table.app.dirty = True
        return False

    def stop(self) -> None:
        self.runner.cancel()
        self.asked_for = None

    # --- drawing (the table draws its widgets last, this among them) ----------------------
    def handle(self, event, pos) -> bool:
        return False

    def draw(self, canvas) -> None:
        """The ghost (the table's own drawing of the move) and the card with the reason,
        or "thinking..." while the bot thinks."""
        table = self.table
        hint = self.current()
        if hint is None and not self.thinking:
            return
        if hint is not None:
            table.draw_hint_ghost(canvas, hint.move)
        if table.app.scene is not table:
            return   # the move chooser on top says the hint and the advice itself
        if hint is None:
            title, reason = tr("Hint: the strong bot is thinking…"), ""
        else:
            what = say(table.match.rules.describe(hint.move, table.state), table.seat_label)
            title, reason = tr("Hint: {move}", move=upper_first(what)), hint.said
        natural = max(canvas.text_width(title, 15, True), canvas.text_width(reason, 14)) + 32
        step = 14 * canvas.text_scale * 1.3
        for most in CARD_WIDTHS:   # narrow if it fits beside the boards, else wider and lower
            width = min(most, natural)
            lines = canvas.wrap(reason, width - 32, 14)
            height = 18 + step * (1.15 + len(lines))
            spot = self.card_spot(width, height)
            if spot is not None:
                break
        x, y = spot or (1280 - width - 8, 720 - height - 8)   # over a side panel, not the targets
        canvas.box((x, y, width, height), (40, 36, 60, 235), radius=10, shadow=True)
        canvas.box((x, y, width, height), HINT, radius=10, width=2)
        canvas.text(title, (x + 16, y + 9), 15, theme.ON_DARK, bold=True, max_width=width - 32)
        canvas.wrapped(reason, (x + 16, y + 9 + step * 1.15, width - 32, height), 14,
                       theme.ON_DARK, line_gap=1.3)

    def card_spot(self, width: float, height: float) -> tuple[float, float] | None:
        """A bottom corner clear of what the table keeps clear (its targets, its banner)
        and of its buttons, else where a notice would go; None if nowhere is clear."""
        from .app import notice_spot, overlaps
        sw, sh = theme.LOGICAL_SIZE
        keep = self.table.keep_clear() + [w.rect for w in self.table.widgets if hasattr(w, "rect")]
        for spot in ((8, sh - height - 8), (sw - width - 8, sh - height - 8)):
            if not any(overlaps((*spot, width, height), r) for r in keep):
                return spot
        return notice_spot(width, height, self.table.toast_y - 70, keep)
