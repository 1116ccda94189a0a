"""Turning over cards, neutral cards and the High Druid (rules: "On a Turn", "Neutral
Cards", "Ending the Game").

A turn starts with two cards turned over. Each neutral card among them leaves the game
and moves the High Druid two bluestones on; the player then turns over cards until a
coloured one replaces it, and neutral cards met while replacing are shuffled back.
The game ends the moment the Druid is back at the altar (the turn is not played).

Rulings where the text is silent (squarecircle-facts.md, "Rulings"):
- If neither card of the pair can be placed either way, both leave the game and two
  new cards are turned over, as at the start of the turn.
- If the deck holds no coloured card when one is needed, no replacement can ever come:
  the remaining neutral cards are turned over one by one, each leaving the game and
  moving the Druid two stones, which brings him back to the altar. Should the cards
  run out first (only with other data), the Druid walks on to the altar.
"""
from __future__ import annotations

from .components import components
from .merchant import can_place
from .events import (CardRevealed, DruidStepped, GameEnded, NeutralCardRemoved,
                     NeutralCardSetAside, NeutralCardsShuffledBack, PairDiscarded)
from .state import State

NEUTRAL_STEPS = 2   # "The High Druid is then moved forward two spaces"
AT_ALTAR = "The High Druid is back at the altar: the square is closed."


class _Turn:
    """The cards of one reveal, played out on local copies; events are the record."""

    def __init__(self, state: State, rng):
        comp = components()
        self.comp, self.state, self.rng = comp, state, rng
        self.deck = list(state.deck)
        self.coloured = sum(1 for c in self.deck if comp.card_colour[c] >= 0)
        self.druid = state.druid
        self.events: list = []

    def turn_over(self) -> int:
        card = self.deck.pop(self.rng.randrange(len(self.deck)))
        if self.comp.card_colour[card] >= 0:
            self.coloured -= 1
        self.events.append(CardRevealed(self.state.seat, card))
        return card

    def neutral_played(self, card: int) -> bool:
        """Remove a neutral card and move the Druid; True when he reaches the altar."""
        self.events.append(NeutralCardRemoved(card))
        return self.walk(NEUTRAL_STEPS)

    def walk(self, steps: int) -> bool:
        end = self.comp.path_end
        for _ in range(steps):
            self.druid += 1
            self.events.append(DruidStepped(self.druid))
            if self.druid >= end:
                self.events.append(GameEnded(AT_ALTAR))
                return True
        return False

    def exhaust(self) -> None:
        """No coloured card is left to turn over: play out the neutral cards."""
        while self.deck:
            if self.neutral_played(self.turn_over()):
                return
        self.walk(self.comp.path_end - self.druid)

    def is_neutral(self, card: int) -> bool:
        return self.comp.card_colour[card] < 0

    def run(self) -> list:
        is_neutral = self.is_neutral
        while True:
            pair = []
            for card in [self.turn_over() for _ in range(min(2, len(self.deck)))]:
                if not is_neutral(card):
                    pair.append(card)
                elif self.neutral_played(card):
                    return self.events
            aside: list[int] = []
            while len(pair) < 2:
                if self.coloured == 0:
                    if aside:
                        self.events.append(NeutralCardsShuffledBack(tuple(aside)))
                        self.deck.extend(aside)
                    self.exhaust()
                    return self.events
                card = self.turn_over()
                if is_neutral(card):
                    self.events.append(NeutralCardSetAside(card))
                    aside.append(card)
                else:
                    pair.append(card)
            if aside:
                self.events.append(NeutralCardsShuffledBack(tuple(aside)))
                self.deck.extend(aside)
            if can_place(self.state, (pair[0], pair[1])):
                return self.events
            self.events.append(PairDiscarded(tuple(pair)))


def reveal(state: State, rng) -> list:
    """The events of turning over the cards at the start of the active player's turn."""
    return _Turn(state, rng).run()
