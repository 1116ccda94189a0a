"""The words every game shares: options, config, events, decisions, results, rules.

A game's rules module subclasses `Rules`; the match, the bots, the headless commands
and the scenes only ever talk to a game through this contract.
"""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

import attrs

from .narration import Explained, Line
from .reducer import Reducer

# The seat of an observer who holds nothing: `Rules.view(state, OBSERVER)` shows only what
# every seat may see (a table between two people's turns, a replay of a running game).
OBSERVER = -1


class IllegalMove(Explained):
    """A move the current decision does not allow; the message says why, for a person.

    Raise it with a whole sentence and named placeholders, e.g.
    `IllegalMove("space {space} is taken", space=12)`, so the table can translate the
    sentence (the English text is the exception's message, for logs and tests)."""


class ConfigError(Explained, ValueError):
    """Bad game options or seats; the message names the option or seat. A sentence with
    named placeholders, as IllegalMove's."""


@attrs.frozen
class OptionSpec:
    """One game option. `default` fixes its type: bool, int or str."""

    key: str
    default: Any
    help: str = ""
    choices: tuple = ()          # for str options; an int option's few values (0, 5, 10)
    minimum: int | None = None   # for int options
    maximum: int | None = None
    notes: tuple = ()            # (value, few words) for values worth a word in a menu
    # how a setup screen names it, where the key's words would not do ("ROSS's difficulty");
    # "" for the key's own words ("start section")
    label: str = ""

    def words(self) -> str:
        """The option's name for people, in English (looked up where it is shown)."""
        return self.label or self.key.replace("-", " ")

    def parse(self, text: Any) -> Any:
        """Turn a command-line or YAML value into this option's type, or raise ConfigError."""
        raw = str(text).strip()
        shown = repr(raw) if len(raw) <= 40 else repr(raw[:37] + "...")   # for messages
        if isinstance(self.default, bool):
            low = raw.lower()
            if low in ("true", "yes", "on", "1"):
                return True
            if low in ("false", "no", "off", "0"):
                return False
            raise ConfigError("option {key}: expected true or false, got {value}",
                              key=self.key, value=shown)
        if isinstance(self.default, int):
            try:
                value = int(raw)
            except ValueError:
                raise ConfigError("option {key}: expected a whole number, got {value}",
                                  key=self.key, value=shown) from None
            if self.minimum is not None and value < self.minimum or (
                self.maximum is not None and value > self.maximum
            ):
                raise ConfigError("option {key}: {value} is outside {low}..{high}",
                                  key=self.key, value=value, low=self.minimum, high=self.maximum)
            if self.choices and value not in self.choices:
                raise ConfigError("option {key}: {value} is not one of {choices}", key=self.key,
                                  value=value, choices=", ".join(map(str, self.choices)))
            return value
        if self.choices and raw not in self.choices:
            raise ConfigError("option {key}: {value} is not one of {choices}", key=self.key,
                              value=shown, choices=", ".join(self.choices))
        return raw


@attrs.frozen
class GameConfig:
    """Everything that fixes a game before the first move."""

    game: str
    seats: tuple[str, ...]                 # per seat: human, random, greedy, an automa...
    options: tuple[tuple[str, Any], ...]   # sorted (key, value) pairs, all keys present
    seed: int

    @property
    def players(self) -> int:
        return len(self.seats)

    def option(self, key: str) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        raise KeyError(key)


class Event:
    """Base for events. `reveals` marks an information barrier (a draw, a flip)."""

    reveals: ClassVar[bool] = False


@attrs.frozen
class Decision:
    """What the state waits for: which seat chooses, what kind of choice, and every legal move."""

    seat: int
    kind: str
    prompt: Line | str   # a sentence for people, as a Result's categories
    moves: tuple


@attrs.frozen
class Result:
    """Final scores. `sheet` has one row per category and one column per scoring unit
    (a team in Simplicity, a player elsewhere); `column_seat` maps columns to seats.
    Categories and the tie-break are sentences for people: a Line (placeholders, players
    as Seats) or plain text; `str()` of either is the English of headless output."""

    scores: tuple[int, ...]           # per seat
    winners: tuple[int, ...]          # seats; empty when nobody wins
    categories: tuple[Line | str, ...]
    columns: tuple[Line | str, ...]   # who each column is, for people (as categories)
    sheet: tuple[tuple[int, ...], ...]
    column_seat: tuple[int, ...]
    tiebreak: Line | str = ""
    # further sentences for the sheet (not headless output), e.g. what a tie would go by
    notes: tuple[Line | str, ...] = ()


class Rules:
    """The per-game rules contract. Subclasses are pure Python: no pygame, no I/O."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    move_types: ClassVar[tuple[type, ...]] = ()
    # the one writer of the state: a function per event type (shared/engine/reducer.py)
    reducer: ClassVar[Reducer | None] = None
    # seat controller names that are part of the rules themselves (printed solo opponents)
    automa_names: ClassVar[tuple[str, ...]] = ()
    # how a searching bot spends its steps in this game: fields of the strong bot's Budget
    # other than the step count, e.g. {"worlds": 24}; empty for the bot's defaults. A game
    # whose every turn starts with cards drawn is judged better from many samples of a
    # short future (and its `evaluation`) than from a few long ones.
    search_shape: ClassVar[dict] = {}
    # the same for the expert bot (shared/bots/expert.py), which plays on four times the
    # strong bot's steps; None: the game offers no expert (none measured stronger than its
    # strong bot yet)
    expert_shape: ClassVar[dict | None] = None

    # --- configuration -------------------------------------------------------------
    def make_config(self, seats: Sequence[str], options: dict | None = None,
                    seed: int = 0) -> GameConfig:
        """Validate seats and options (strings allowed) and fill in defaults."""
        given = dict(options or {})
        values = {}
        for spec in self.option_specs:
            values[spec.key] = (spec.parse(given.pop(spec.key)) if spec.key in given
                                else spec.default)
        if given:
            known = ", ".join(s.key for s in self.option_specs) or "none"
            raise ConfigError("{game} has no option {option} (options: {known})", game=self.name,
                              option=repr(sorted(map(str, given))[0]), known=known)
        config = GameConfig(self.name, tuple(seats), tuple(sorted(values.items())), int(seed))
        self.check_seats(config)
        return config

    def check_seats(self, config: GameConfig) -> None:
        n = config.players
        if not self.min_players <= n <= self.max_players:
            raise ConfigError("{game} takes {fewest} to {most} players, not {players}",
                              game=self.title, fewest=self.min_players, most=self.max_players,
                              players=n)

    # --- the game ------------------------------------------------------------------
    def setup(self, config: GameConfig, rng) -> tuple[Any, list[Event]]:
        """Return (initial state, setup events); the state after setup is the fold."""
        raise NotImplementedError

    def decision(self, state) -> Decision | None:
        """What the state waits for, or None when the game is over."""
        raise NotImplementedError

    def legal_moves(self, state) -> tuple:
        d = self.decision(state)
        return d.moves if d else ()

    def play(self, state, move, rng) -> list[Event]:
        """The events a move causes; raise IllegalMove with a reason if it is not allowed."""
        raise NotImplementedError

    def advance(self, state, move, rng, *, trusted: bool = False) -> tuple[list[Event], Any]:
        """`play` and `apply` in one: (the events a move causes, the state after them).

        `trusted` says the move was taken from this very state's `decision(state).moves`
        (the match after its own check, a bot playing the moves it was offered), so a
        game may skip deriving the decision again to check it; a move from anywhere else
        goes through the check. A game that folds its events while it builds them (an
        Emitter) returns the state it folded rather than folding them a second time. The
        events and the state must be the same as `play` and `apply` give."""
        events = self.play(state, move, rng)
        return events, self.apply(state, events)

    def reduce(self, state, event: Event):
        """The state after one event: the game's `reducer` (its events.py declares it)."""
        if self.reducer is None:
            raise NotImplementedError
        return self.reducer(state, event)

    def apply(self, state, events: Sequence[Event]):
        if self.reducer is not None:
            return self.reducer.fold(state, events)
        for event in events:   # a game that writes its own `reduce`
            state = self.reduce(state, event)
        return state

    def result(self, state) -> Result | None:
        raise NotImplementedError

    def view(self, state, seat: int):
        """The state as `seat` may see it (no other hands, no deck or bag order); for
        OBSERVER, only what every seat may see."""
        return state

    def sample_hidden(self, view, seat: int, rng):
        """A whole state `seat` could be in, given its view: what the view hides (other
        hands, a deck's order) drawn with `rng`. The default suits games whose views hide
        nothing, or whose hidden outcomes are drawn only when a move is played."""
        return view

    def sample_hidden_play(self, before, move, events, seat: int, rng) -> tuple[object, tuple]:
        """(move, events) of a move logged in state `before`, as `seat` could have seen it
        played: whatever in them `seat` may not see (a card drawn or recruited face down,
        a hidden score) replaced by a draw from `rng`. It lets a test redraw the game log
        under another hidden history and find any line that tells a seat what it may not
        know."""
        return move, events

    def heuristic(self, state, seat: int) -> float:
        """How good the state looks for `seat` (the greedy bot maximises it)."""
        return 0.0

    def evaluation(self, state, seat: int) -> float:
        """How good the state looks for `seat` to a bot that searches ahead (the strong
        bot scores the positions it reaches with it). The heuristic unless a game knows
        better, e.g. by weighing what is still uncertain."""
        return self.heuristic(state, seat)

    def advice(self, state, seat: int):
        """A sentence (a narration.Line) a hint adds for `seat` about the game as a whole,
        e.g. that only one kind of work can still end it; None where there is nothing to
        add. `state` is the seat's view."""
        return None

    # --- progress: the score chart and the replay viewer's jumps ----------------------
    # the game's unit of progress as a sentence ("Round {n}", "Turn {n}") and as a heading
    round_label: ClassVar[str] = "Round {n}"
    rounds_label: ClassVar[str] = "Rounds"

    def round_of(self, state) -> int:
        """The round (or turn: whatever the game counts in) the state is in, from 1;
        0 where the game counts none."""
        return 0

    def supply_rounds(self, state) -> int | None:
        """How many rounds the game's supply of turns lasts at this table (e.g. a stock of
        tiles taken one a turn); None where nothing runs out. The balance figures count
        the games that ended within it."""
        return None

    def score_now(self, state) -> tuple[int, ...] | None:
        """Each seat's score as it stands: the score track while the game runs, or, for a
        game scored only at the end, what the end would give now. The default knows the
        final result only; None where the rules cannot say."""
        result = self.result(state)
        return result.scores if result else None

    def make_automa(self, name: str, seat: int, seed: int):
        """The scripted controller for one of `automa_names` (printed solo opponents)."""
        raise ConfigError("{game} has no solo opponent called {name}", game=self.title,
                          name=repr(name))

    def describe(self, move, state=None):
        """What a move does, in a few words (the move chooser's label, a log line): a
        narration.Line, so that it is translated whole also inside another sentence (a
        plain string is looked up only where it is said alone). `state`, the
        state it is played in where the caller has it, lets a game name places as its
        board labels them."""
        return repr(move)

    # the events that change points, cubes, coins, tiles or cards: the log tells each one
    # (`tell` gives it a line), so the log is a whole record of the game
    told: ClassVar[tuple[type, ...]] = ()
    # the events that end a step of a move a person follows one at a time (a printed
    # opponent's turn played as one move): the table's step mode waits after each
    step_ends: ClassVar[tuple[type, ...]] = ()

    def narrate(self, before, seat: int, move, events) -> list:
        """The game log's lines (shared.engine.narration.Line) for one move: `before` is
        the state it was played in, `events` what it caused. The move's own line
        (`headline`), then what each event caused (`tell`)."""
        lines = list(self.headline(before, seat, move))
        for event in events:
            lines += self.tell(before, seat, move, event)
        return lines

    def headline(self, before, seat: int, move) -> list:
        """The lines that say which move was played (none where the events say it)."""
        from .narration import Line, Seat, sentence
        return [Line.of("{player}: {move}", player=Seat(seat),
                        move=sentence(self.describe(move, before)))]

    def tell(self, before, seat: int, move, event) -> list:
        """The log's lines for one event of a move played by `seat` (none for an event
        nobody needs told); every event of a type in `told` has at least one."""
        return []
