"""What one seat may see (rulebook: hands are private; the decks are face down; a card
recruited on side B lies with its side A hidden, and every side B looks alike; in the
hidden-VP variant victory points are kept face down until the end).

A view is a State the seat's bots can play moves on: other hands and the others' side-B
cards become HIDDEN cards; the deck becomes a stand-in of the right size drawn from every
card the seat cannot see (so it tells nothing the seat could not work out); ROSS's next
card shows only its back. OBSERVER's view hides every hand and every side-B card.
"""
from __future__ import annotations

from typing import Any

import attrs

from .components import components
from .state import EMPTY, HIDDEN, State


def view(s: State, seat: int) -> State:
    comp = components()
    players = list(s.players)
    unseen = list(s.deck)
    for i, p in enumerate(players):
        if i == seat:
            continue
        face_down = [slot.card for slot in p.slots if slot.side == "B"]
        if p.hand or face_down:
            unseen.extend(p.hand)
            unseen.extend(face_down)
            players[i] = attrs.evolve(p, hand=(HIDDEN,) * len(p.hand), slots=tuple(
                attrs.evolve(slot, card=HIDDEN) if slot.side == "B" else slot
                for slot in p.slots))
    if s.variant == "hidden-vp" and not s.over:
        for i, p in enumerate(players):
            if i != seat:
                players[i] = attrs.evolve(p, vp_patterns=0, vp_nobles=0, vp_ross=0, vp_token=0)
    deck = tuple(sorted(unseen))[:len(s.deck)]
    changes: dict[str, Any] = dict(players=tuple(players), deck=deck)
    if s.solo:
        seen = set(s.ross_visible)
        hidden_ross = sorted(c.id for c in comp.ross_cards if c.id not in seen)
        changes.update(ross_top=HIDDEN if s.ross_top != EMPTY else EMPTY,
                       ross_rest=tuple(hidden_ross[:len(s.ross_rest)]))
    return attrs.evolve(s, **changes)
