"""ROSS's turn as the rules see it (rulebook, "Solo").

ROSS has a board of 4 tiles, no hand and no coins, and a 12-card deck chosen by
difficulty. On his turn: draw a card, gain the VP of all his visible cards, read the
section of the drawn card that the turn arrow on the back of his next card points to,
build exactly that many tiles (the flowchart choosing the spaces is his controller, in
`automa.py`; the rules only offer the legal spaces), discard the named market card and
refill his board.

Rulings (rossio-facts.md, and ours where the text is silent):
- an empty deck when the turn arrow is needed: the middle section;
- an empty deck when he must draw: he draws nothing, scores his visible cards again and
  follows the middle section of his last drawn card;
- column bonuses: ROSS takes the 3 VP token (it ends the game); coins and card swaps are
  lost on him (he has neither coins nor a hand).
"""
from __future__ import annotations

from shared.engine.emitter import Emitter

from .components import components
from .events import RossCardDrawn, RossDeckFormed, RossOrders, RossScored
from .market import discard_from_market, refill_board
from .moves import RossDraw
from .turn import build_spaces, next_turn, play_build

SECTIONS = ("top", "middle", "bottom")


def ross_deck(difficulty: str, rng) -> tuple[int, ...]:
    """9 regular cards plus the easy/hard cards for the level, shuffled."""
    comp = components()
    easy_n, hard_n = comp.difficulty(difficulty)
    regular = [c.id for c in comp.ross_cards if c.kind == "regular"]
    easy = list(rng.shuffled([c.id for c in comp.ross_cards if c.kind == "easy"]))[:easy_n]
    hard = list(rng.shuffled([c.id for c in comp.ross_cards if c.kind == "hard"]))[:hard_n]
    return rng.shuffled(regular + easy + hard)


def form_deck(em: Emitter, rng, difficulty: str) -> None:
    cards = ross_deck(difficulty, rng)
    top = cards[0]
    em(RossDeckFormed(top, components().ross(top).back, tuple(sorted(cards[1:]))))


def draw_moves(s) -> tuple:
    return (RossDraw(),)


def play_draw(em: Emitter, rng) -> None:
    s = em.state
    comp = components()
    drawn = s.ross_top
    if drawn >= 0:
        if s.ross_rest:
            nxt = s.ross_rest[rng.randrange(len(s.ross_rest))]
            back = comp.ross(nxt).back
        else:
            nxt, back = -1, ""
        s = em(RossCardDrawn(drawn, nxt, back))
    else:
        s = em(RossCardDrawn(-1, -1, ""))
    em(RossScored(sum(comp.ross(c).vp for c in s.ross_visible)))
    s = em.state
    if s.final_turn:
        next_turn(em)
        return
    card = drawn if drawn >= 0 else (s.ross_visible[-1] if s.ross_visible else -1)
    if card < 0:   # no cards at all (cannot happen with a 12-card deck): build one tile
        em(RossOrders(-1, "middle", 1, 1))
        return
    section = s.ross_top_back if s.ross_top >= 0 and drawn >= 0 else "middle"
    tiles, discard = comp.ross(card).sections[SECTIONS.index(section)]
    em(RossOrders(card, section, tiles, discard))


def priority(s) -> str:
    """The priority arrow of the card ROSS follows this turn (up = bottom to top)."""
    if s.ross_card < 0:
        return "up"
    return components().ross(s.ross_card).priority


def build_moves(s) -> tuple:
    return build_spaces(s)


def play_ross_build(em: Emitter, rng, move) -> None:
    play_build(em, rng, move)
    s = em.state
    if s.ross_to_build > 0 and not s.full and build_spaces(s):
        return
    size = components().square.market_size
    discard_from_market(em, rng, s.ross_discard - 1, size)
    refill_board(em, rng, s.current)
    next_turn(em)
