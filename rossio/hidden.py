"""A whole state a seat could be in, drawn from its view (for bots that look ahead).

The view hides other hands, the others' side-B cards, the deck and ROSS's cards. The
cards a seat cannot see are every helper (and noble) card minus those in its hand, the
market, the discard pile and face up under the boards; they are dealt at random into the
hidden hands and side-B slots, and the rest form the deck. ROSS's hidden deck is his 9
regular cards plus the level's easy or hard ones not yet seen; his next card is one whose
back shows the turn arrow the seat sees.
"""
from __future__ import annotations

import attrs

from .components import components
from .state import HIDDEN, State


def sample_hidden(view: State, seat: int, rng) -> State:
    comp = components()
    mine = view.players[seat].hand if 0 <= seat < len(view.players) else ()   # OBSERVER: none
    seen = list(view.market) + list(view.discard) + list(mine)
    seen += [slot.card for p in view.players for slot in p.slots if slot.card >= 0]
    every = comp.helper_ids + (comp.noble_ids if view.nobles else ())
    unseen = list(rng.shuffled(sorted(set(every) - set(seen))))
    players = list(view.players)
    for i, p in enumerate(players):
        if HIDDEN not in p.hand and not any(slot.card == HIDDEN for slot in p.slots):
            continue
        dealt, unseen = unseen[:len(p.hand)], unseen[len(p.hand):]
        slots = []
        for slot in p.slots:
            if slot.card == HIDDEN:
                slot, unseen = attrs.evolve(slot, card=unseen[0]), unseen[1:]
            slots.append(slot)
        players[i] = attrs.evolve(p, hand=tuple(dealt), slots=tuple(slots))
    state = attrs.evolve(view, players=tuple(players), deck=tuple(sorted(unseen)))
    if view.solo and view.ross_top == HIDDEN and view.ross_top_back:
        state = _ross_cards(state, rng)
    return state


def _ross_cards(view: State, rng) -> State:
    comp = components()
    visible = set(view.ross_visible)
    easy_n, hard_n = comp.difficulty(view.difficulty)
    pool = []
    for kind, wanted in (("regular", None), ("easy", easy_n), ("hard", hard_n)):
        ids = [c.id for c in comp.ross_cards if c.kind == kind]
        shown = sum(1 for c in ids if c in visible)
        left = [c for c in ids if c not in visible]
        take = len(left) if wanted is None else max(0, wanted - shown)
        pool += list(rng.shuffled(left))[:take]
    tops = [c for c in pool if comp.ross(c).back == view.ross_top_back]
    if not tops:
        return view
    top = rng.choice(sorted(tops))
    rest = [c for c in pool if c != top]
    rest = list(rng.shuffled(rest))[:len(view.ross_rest)]
    return attrs.evolve(view, ross_top=top, ross_rest=tuple(sorted(rest)))
