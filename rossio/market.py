"""The deck of helpers, the 4-card market and the tile stacks.

The deck is kept sorted and a card is chosen at random when it is drawn, so the state
never holds a hidden order; an empty deck is refilled by shuffling the discard pile
(ruling in rossio-facts.md). The tile stacks are four counts drawn from the same way.
"""
from __future__ import annotations

from shared.engine.emitter import Emitter

from .events import CardDrawn, DeckReshuffled, MarketCardDiscarded, MarketCardDrawn, TilesDrawn
from .state import EMPTY


def pick_card(em: Emitter, rng) -> int:
    """Choose the next card off the deck (reshuffling the discards if it is empty); -1 if none."""
    s = em.state
    if not s.deck:
        if not s.discard:
            return -1
        s = em(DeckReshuffled(s.discard))
    return s.deck[rng.randrange(len(s.deck))]


def draw_to_hand(em: Emitter, rng, seat: int, n: int) -> None:
    for _ in range(n):
        card = pick_card(em, rng)
        if card < 0:
            return
        em(CardDrawn(seat, card))


def refill_market(em: Emitter, rng, size: int) -> None:
    while len(em.state.market) < size:
        card = pick_card(em, rng)
        if card < 0:
            return
        em(MarketCardDrawn(card))


def pick_tiles(supply: tuple, rng, n: int) -> tuple:
    left = list(supply)
    out = []
    for _ in range(n):
        total = sum(left)
        if total == 0:
            break
        x = rng.randrange(total)
        colour = 0
        while x >= left[colour]:
            x -= left[colour]
            colour += 1
        left[colour] -= 1
        out.append(colour)
    return tuple(out)


def refill_board(em: Emitter, rng, seat: int) -> None:
    """Slide the remaining tiles left and fill the empty spaces from the left."""
    board = em.state.players[seat].board
    missing = sum(1 for t in board if t == EMPTY)
    em(TilesDrawn(seat, pick_tiles(em.state.supply, rng, missing)))


def discard_from_market(em: Emitter, rng, position: int, size: int) -> None:
    """ROSS discards the named market card; the market slides and refills."""
    market = em.state.market
    if not market:
        return
    position = min(position, len(market) - 1)
    em(MarketCardDiscarded(position, market[position]))
    refill_market(em, rng, size)
