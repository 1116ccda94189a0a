"""A tiny game with secret hands, and the template for adding a game (README, "Adding a
game"): each player is dealt three numbered cards and in turn plays one face up; highest
total wins. Everything a game gives the program is here, in the order a new game writes
it, each part under the name of the file a real game's package keeps it in: the state
(state.py), moves (moves.py) and events with the one reducer (events.py; attrs, frozen),
the Rules (rules.py: setup, decision, play, the view of a seat, the result, a move
described), the table scene (scene/: drawn from `self.state` only, and saying where its
moves are played: spot_path, spot_at, spot_rect; shared/ui/spots.py does the rest) and
the GameInfo that names it all (game.py). The tests register it (tests/ui/conftest.py,
`tiny`); a real game is listed in pyproject.toml's entry points instead. Its table draws
the viewer's hand as coloured cards (a colour per number) and other hands as backs, so a
test can check both what the view was given and what reached the screen."""
from __future__ import annotations

import attrs

from shared.engine.contract import Decision, Event, Result, Rules
from shared.engine.reducer import Reducer
from shared.engine.registry import GameInfo, Look
from shared.ui.table import TableScene
from shared.ui.widgets import inside

HIDDEN = -1

# --- game.py: what the program knows of the game before loading its rules: stated once,
# read by the rules below, the launcher, the setup screen and the tests
GAME = GameInfo(name="tinyhands", title="Tiny Hands", rules=f"{__name__}:RULES",
                min_players=2, max_players=3, table=f"{__name__}:TinyTable",
                looks=(Look("red", (200, 40, 40), "heart"), Look("blue", (40, 40, 200), "star"),
                       Look("green", (40, 160, 40), "leaf")),
                hidden_information=True)


# --- state.py ---
@attrs.frozen
class State:
    hands: tuple            # per seat: the cards held (HIDDEN where the viewer may not see)
    played: tuple = ()      # (seat, card) face up
    seat: int = 0


# --- moves.py ---
@attrs.frozen
class Play:
    card: int


# --- events.py: what happened, and the only code that changes the state ---
@attrs.frozen
class Dealt(Event):
    reveals = True
    hands: tuple


@attrs.frozen
class Played(Event):
    seat: int
    card: int


reducer = Reducer("Tiny Hands")


@reducer.on(Dealt)
def _dealt(state: State, event: Dealt) -> State:
    return attrs.evolve(state, hands=event.hands)


@reducer.on(Played)
def _played(state: State, event: Played) -> State:
    hands = list(state.hands)
    hands[event.seat] = tuple(c for c in hands[event.seat] if c != event.card)
    return State(tuple(hands), state.played + ((event.seat, event.card),),
                 (state.seat + 1) % len(hands))


# --- rules.py ---
class TinyRules(Rules):
    name, title = GAME.name, GAME.title
    min_players, max_players = GAME.min_players, GAME.max_players
    move_types = (Play,)
    reducer = reducer

    def setup(self, config, rng):
        cards = rng.shuffled(range(1, 10))
        n = config.players
        hands = tuple(tuple(sorted(cards[3 * s:3 * s + 3])) for s in range(n))
        return State(((),) * n), [Dealt(hands)]

    def decision(self, state):
        if all(not hand for hand in state.hands):
            return None
        return Decision(state.seat, "play", "Play a card",
                        tuple(Play(c) for c in state.hands[state.seat]))

    def play(self, state, move, rng):
        return [Played(state.seat, move.card)]

    def view(self, state, seat):
        return attrs.evolve(state, hands=tuple(
            hand if s == seat else (HIDDEN,) * len(hand) for s, hand in enumerate(state.hands)))

    def result(self, state):
        totals = tuple(sum(c for s, c in state.played if s == seat)
                       for seat in range(len(state.hands)))
        best = max(totals)
        return Result(totals, tuple(s for s, t in enumerate(totals) if t == best), ("Total",),
                      tuple(f"Player {s + 1}" for s in range(len(totals))), (totals,),
                      tuple(range(len(totals))))

    def describe(self, move, state=None):
        return f"play card {move.card}"


RULES = TinyRules()


# --- scene/table.py ---
def card_colour(card: int) -> tuple[int, int, int]:
    return (20 * card + 30, 7, 201)   # one colour per number, seen nowhere else


def card_rect(seat: int, k: int) -> tuple[float, float, float, float]:
    """Where the k-th card of a seat's hand is drawn."""
    return (100 + 60 * k, 100 + 120 * seat, 50, 80)


class TinyTable(TableScene):
    """Draws only from the view; records each hand it was given. A card is played by
    clicking it (or from the move chooser, Tab)."""
    drawn_kinds = frozenset({"play"})
    given: list = []

    # where moves are played: ("card", number), in the hand that holds it
    def spot_path(self, state, move) -> tuple:
        return (("card", move.card),)

    def spot_at(self, state, pos):
        for seat, hand in enumerate(state.hands):
            for k, card in enumerate(hand):
                if card != HIDDEN and inside(card_rect(seat, k), pos):
                    return ("card", card)
        return None

    def spot_rect(self, state, spot):
        for seat, hand in enumerate(state.hands):
            if spot[1] in hand:
                return card_rect(seat, hand.index(spot[1]))
        return None

    def handle(self, event, pos) -> None:
        if self.handle_keys(event):
            return
        if self.handle_widgets(event, pos):
            self.app.dirty = True
            return
        self.handle_spots(event, pos)

    def show_scores(self) -> None:
        self.scores_shown = True

    def draw(self, canvas) -> None:
        canvas.clear((40, 40, 40))
        state = self.state
        TinyTable.given.append((self.viewer, state.hands))
        for seat, hand in enumerate(state.hands):
            for k, card in enumerate(hand):
                colour = (90, 90, 90) if card == HIDDEN else card_colour(card)
                canvas.box(card_rect(seat, k), colour)
        self.draw_lit(canvas, state)
        self.draw_refusal(canvas, state)
        for widget in self.widgets:
            widget.draw(canvas)
