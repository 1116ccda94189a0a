"""A tiny game with secret hands, registered only in tests: each player is dealt three
numbered cards and in turn plays one face up; highest total wins. Its table draws the
viewer's hand as coloured cards (a colour per number) and other hands as backs, so a test
can check both what the view was given and what reached the screen."""
from __future__ import annotations

import attrs

from shared.engine.contract import Decision, Event, Result, Rules
from shared.engine.registry import GameInfo, Look
from shared.ui.table import TableScene

HIDDEN = -1


@attrs.frozen
class Play:
    card: int


@attrs.frozen
class Dealt(Event):
    reveals = True
    hands: tuple


@attrs.frozen
class Played(Event):
    seat: int
    card: int


@attrs.frozen
class State:
    hands: tuple            # per seat: the cards held (HIDDEN where the viewer may not see)
    played: tuple = ()      # (seat, card) face up
    seat: int = 0


class TinyRules(Rules):
    name = "tinyhands"
    title = "Tiny Hands"
    min_players, max_players = 2, 3
    move_types = (Play,)

    def setup(self, config, rng):
        cards = rng.shuffled(range(1, 10))
        n = config.players
        hands = tuple(tuple(sorted(cards[3 * s:3 * s + 3])) for s in range(n))
        return State(((),) * n), [Dealt(hands)]

    def decision(self, state):
        if all(not hand for hand in state.hands):
            return None
        return Decision(state.seat, "play", "Play a card", tuple(Play(c) for c in state.hands[state.seat]))

    def play(self, state, move, rng):
        return [Played(state.seat, move.card)]

    def reduce(self, state, event):
        if isinstance(event, Dealt):
            return attrs.evolve(state, hands=event.hands)
        hands = list(state.hands)
        hands[event.seat] = tuple(c for c in hands[event.seat] if c != event.card)
        return State(tuple(hands), state.played + ((event.seat, event.card),),
                     (state.seat + 1) % len(hands))

    def view(self, state, seat):
        return attrs.evolve(state, hands=tuple(
            hand if s == seat else (HIDDEN,) * len(hand) for s, hand in enumerate(state.hands)))

    def result(self, state):
        totals = tuple(sum(c for s, c in state.played if s == seat) for seat in range(len(state.hands)))
        best = max(totals)
        return Result(totals, tuple(s for s, t in enumerate(totals) if t == best), ("Total",),
                      tuple(f"Player {s + 1}" for s in range(len(totals))), (totals,),
                      tuple(range(len(totals))))

    def describe(self, move, state=None):
        return f"play card {move.card}"


RULES = TinyRules()


def card_colour(card: int) -> tuple[int, int, int]:
    return (20 * card + 30, 7, 201)   # one colour per number, seen nowhere else


class TinyTable(TableScene):
    """Draws only from the view; records each hand it was given."""
    drawn_kinds = frozenset()   # every decision goes through the move chooser
    given: list = []

    def show_scores(self) -> None:
        self.scores_shown = True

    def draw(self, canvas) -> None:
        canvas.clear((40, 40, 40))
        state = self.state
        TinyTable.given.append((self.viewer, state.hands))
        for seat, hand in enumerate(state.hands):
            for k, card in enumerate(hand):
                colour = (90, 90, 90) if card == HIDDEN else card_colour(card)
                canvas.box((100 + 60 * k, 100 + 120 * seat, 50, 80), colour)
        for widget in self.widgets:
            widget.draw(canvas)


GAME = GameInfo(name="tinyhands", title="Tiny Hands", rules=f"{__name__}:RULES",
                players="2-3 players", table=f"{__name__}:TinyTable",
                looks=(Look("red", (200, 40, 40), "heart"), Look("blue", (40, 40, 200), "star"),
                       Look("green", (40, 160, 40), "leaf")),
                hidden_information=True)
