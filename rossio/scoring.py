"""Counting what a card scores now, the final result, and the bots' estimate of a state."""
from __future__ import annotations

from shared.engine.contract import Result
from shared.engine.i18n import mark
from shared.engine.narration import Line, Seat, listing

from .components import components
from .patterns import colour_masks, count_card
from .square import empty_spaces
from .state import BUILD, DISCARD, EMPTY, HIDDEN, State


def occurrences(state: State, card_id: int, masks=None) -> int:
    card = components().card(card_id)
    if masks is None:
        masks = colour_masks(state.square)
    return count_card(card.shape, card.colour, masks, state.nrows, state.ncols)


def spent_on_side_a(state: State, seat: int) -> int:
    """Tie-break: coins paid for the side-A cards now under the board (nobles cost 0)."""
    comp = components()
    return sum(comp.card(s.card).cost for s in state.players[seat].slots
               if s.card != EMPTY and s.side == "A")


def result(state: State) -> Result | None:
    if not state.over:
        return None
    n = len(state.seats)
    scores = tuple(state.players[i].vp for i in range(n))
    rows = [(mark("Helper patterns"), tuple(p.vp_patterns for p in state.players))]
    if state.nobles:
        rows.append(("Nobles", tuple(p.vp_nobles for p in state.players)))
    if state.solo:
        rows.append((mark("ROSS cards"), tuple(p.vp_ross for p in state.players)))
    rows.append((mark("3 VP token"), tuple(p.vp_token for p in state.players)))
    rows.append(("Total", scores))
    columns = tuple("ROSS" if i == state.ross_seat else
                    Line.of("Player {n} ({controller})", n=i + 1, controller=state.seats[i])
                    for i in range(n))
    best = max(scores)
    tied = [i for i in range(n) if scores[i] == best]
    tiebreak: Line | str = ""
    if len(tied) == 1:
        winners = tuple(tied)
    elif state.solo:
        winners = (state.ross_seat,)
        tiebreak = Line.of("Tied at {points} VP: ROSS wins ties.", points=best)
    else:
        spent = {i: spent_on_side_a(state, i) for i in tied}
        most = max(spent.values())
        winners = tuple(i for i in tied if spent[i] == most)
        # headless output names a seat by its column ("Player 1 (greedy)")
        player = {i: Seat(i, label=str(columns[i])) for i in tied}
        names = listing((player[i] for i in tied), last="{first}, {rest}")
        if len(winners) == 1:
            tiebreak = Line.of("Tied at {points} VP ({players}); {player} spent the most on "
                               "side-A cards under the board ({coins} coins) and wins.",
                               points=best, players=names, player=player[winners[0]],
                               coins=most)
        else:
            tiebreak = Line.of("Tied at {points} VP ({players}) and on coins spent on side-A "
                               "cards ({coins}): the win is shared.", points=best,
                               players=names, coins=most)
    notes: tuple[Line, ...] = ()
    if not state.solo and not tiebreak:   # what a tie would have gone by
        paid = (Line.of("{player}: {coins}", player=Seat(i, label=str(columns[i])),
                        coins=spent_on_side_a(state, i)) for i in range(n))
        notes = (Line.of("Coins paid for side-A cards (the tie-break): {spent}.",
                         spent=listing(paid)),)
    return Result(scores=scores, winners=winners, categories=tuple(r[0] for r in rows),
                  columns=columns, sheet=tuple(r[1] for r in rows),
                  column_seat=tuple(range(n)), tiebreak=tiebreak, notes=notes)


# --- the bots' estimate -----------------------------------------------------------------

COIN = 0.8          # what a coin is worth in VP to the estimate


def rounds_left(state: State) -> float:
    """Rough number of turns each seat still gets, from the empty spaces."""
    if state.over:
        return 0.0
    if state.end_triggered:
        return 0.0
    per_round = 2.6 * len(state.seats)
    return empty_spaces(state.square, state.ncols) / per_round


# Empty spaces at most for the end of the game to be in sight: about a round and a half of
# building between two players (the expert then plays its best turns on to the end).
END_IN_SIGHT = 8


def end_in_sight(state: State) -> bool:
    """Near enough the end for the expert to play it out, each seat's turns as the strong
    bot plays them; never against ROSS, whose turns follow his deck, not a search."""
    return (not state.over and not state.solo
            and empty_spaces(state.square, state.ncols) <= END_IN_SIGHT)


def _ross_vp_sum(cards: tuple) -> int:
    comp = components()
    return sum(comp.ross(c).vp for c in cards)


# Rough new occurrences per round, by pattern size. Simulation against ROSS showed that a
# cautious estimate plays best: paying for side A before the square shows the pattern
# wastes coins (growth 0.7/0.5/0.35 scored 61 VP on average, 0.2/0.1/0.05 scored 90).
GROWTH = {2: 0.2, 3: 0.1, 4: 0.05}


def _card_value(card, n: int, acts: float) -> float:
    """VP a side-A card should still bring over `acts` activations, from `n` occurrences now,
    counting on the square to go on growing."""
    if acts <= 0:
        return 0.0
    g = GROWTH.get(card.shape.size, 0.15) * (4 if card.noble else 1)
    return card.vp * (acts * n + g * acts * (acts + 1) / 2)


def estimate(state: State, seat: int, masks=None) -> float:
    """Victory points now plus a rough value of coins, slotted cards and the hand."""
    p = state.players[seat]
    left = rounds_left(state)
    if p.ross:
        visible = _ross_vp_sum(state.ross_visible)
        # each future turn adds a card (about 3 VP) and scores all visible cards
        turns = left
        return p.vp + visible * turns + 3.0 * turns * (turns + 1) / 2
    if masks is None:
        masks = colour_masks(state.square)
    comp = components()
    coin = COIN * min(1.0, left / 3)          # coins are worth nothing once the game is over
    coins = p.coins
    if state.current == seat and state.phase in (BUILD, DISCARD):
        coins += sum(comp.square.coin_icons[:state.built])
    value = p.vp + coin * coins
    for pos, slot in enumerate(p.slots):
        if slot.card == EMPTY:
            continue
        acts = min(pos, left)
        if acts <= 0:
            continue
        if slot.side == "A":
            card = comp.card(slot.card)
            n = count_card(card.shape, card.colour, masks, state.nrows, state.ncols)
            value += _card_value(card, n, acts)
        else:
            value += acts * coin
    if left > 0.5:
        weight = 0.5 * min(1.0, left / 2)
        best = []
        for cid in p.hand:
            if cid == HIDDEN:
                continue
            card = comp.card(cid)
            n = count_card(card.shape, card.colour, masks, state.nrows, state.ncols)
            acts = min(3.0, left)
            a = _card_value(card, n, acts) - coin * card.cost
            b = acts * coin
            best.append(max(a, b))
        best.sort(reverse=True)
        value += weight * sum(best[:2]) + 0.2 * weight * sum(best[2:])
    return value


def heuristic(state: State, seat: int) -> float:
    """Own estimated score minus the best opponent's."""
    masks = colour_masks(state.square)
    if state.over:
        scores = [p.vp for p in state.players]
        return scores[seat] - max(v for i, v in enumerate(scores) if i != seat)
    own = estimate(state, seat, masks)
    others = [estimate(state, i, masks) for i in range(len(state.seats)) if i != seat]
    return own - max(others) if others else own


def occurrence_cells(state: State, card_id: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Where a card's pattern is found in the square now: one cell tuple per occurrence it
    scores (for a noble, in every colour), as many as `occurrences` counts."""
    from .patterns import best_placements, cells_of
    card = components().card(card_id)
    masks = colour_masks(state.square)
    colours = range(len(masks)) if card.colour is None else (card.colour,)
    return tuple(cells_of(p, state.nrows) for c in colours
                 for p in best_placements(card.shape, masks[c], state.nrows, state.ncols))
