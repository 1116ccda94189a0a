"""A player's turn: recruit and activate, build, draw from the market; and turn order.

Rulebook, "Player turn": the three steps in this exact order; "End of the game": building
the last tile takes the 3 VP token, the turn is completed, then the players who have not
played this round recruit and activate only.
"""
from __future__ import annotations

from shared.engine.contract import IllegalMove
from shared.engine.emitter import Emitter

from .components import components
from .events import (BonusDiscards, BuildingFinished, CardActivated, CardDiscarded,
                     CardRecruited, CoinsGained, ColumnCompleted, EndTriggered, GameEnded,
                     MarketCardTaken, PhaseEntered, TileBuilt, TilesSwapped, TurnStarted)
from .market import draw_to_hand, refill_board, refill_market
from .moves import BuildTile, DiscardCard, RecruitCard, StopBuilding, SwapTiles, TakeMarketCard
from .patterns import colour_masks
from .scoring import occurrences
from .square import column_complete, legal_spaces, touches_colour
from .state import BUILD, EMPTY, KEEP, State

# --- turn order ------------------------------------------------------------------------


def next_turn(em: Emitter) -> None:
    """End the current seat's turn: the next seat starts, or the game ends."""
    s = em.state
    pos = s.order.index(s.current)
    if s.end_triggered:
        if pos == len(s.order) - 1:
            em(GameEnded())
        else:
            em(TurnStarted(s.order[pos + 1], s.round, True))
        return
    if pos == len(s.order) - 1:
        em(TurnStarted(s.order[0], s.round + 1, False))
    else:
        em(TurnStarted(s.order[pos + 1], s.round, False))


def human_seats(s: State) -> tuple[int, ...]:
    return tuple(i for i in s.order if i != s.ross_seat)


# --- setup: keep 3 of 5 ------------------------------------------------------------------

def keep_moves(s: State) -> tuple:
    return tuple(DiscardCard(c) for c in s.players[s.current].hand)


def play_keep(em: Emitter, move) -> None:
    s = em.state
    em(CardDiscarded(s.current, move.card))
    s = em.state
    if len(s.players[s.current].hand) > components().square.keep:
        return
    seats = human_seats(s)
    i = seats.index(s.current)
    if i + 1 < len(seats):
        em(PhaseEntered(KEEP, seats[i + 1]))
    else:
        em(TurnStarted(s.order[0], 1, False))


# --- recruit and activate -------------------------------------------------------------

def first_turn(s: State, seat: int) -> bool:
    return all(slot.card == EMPTY for slot in s.players[seat].slots)


def recruit_moves(s: State) -> tuple:
    p = s.players[s.current]
    comp = components()
    moves = []
    forced_b = first_turn(s, s.current)
    for cid in p.hand:
        card = comp.card(cid)
        if not forced_b and p.coins >= card.cost:
            moves.append(RecruitCard(cid, "A"))
        moves.append(RecruitCard(cid, "B"))
    return tuple(moves)


def recruit_refusal(s: State, move) -> IllegalMove:
    p = s.players[s.current]
    if not isinstance(move, RecruitCard):
        return IllegalMove("recruit a card from your hand first")
    if move.card not in p.hand:
        return IllegalMove("card {card} is not in your hand", card=move.card)
    if move.side not in ("A", "B"):
        return IllegalMove("a card is recruited on side A or side B")
    if first_turn(s, s.current):
        return IllegalMove("on your first turn you have no coins: recruit side B")
    card = components().card(move.card)
    return IllegalMove("side A of card {card} costs {cost} coins; you have {coins}",
                       card=move.card, cost=card.cost, coins=p.coins)


def play_recruit(em: Emitter, move: RecruitCard) -> None:
    s = em.state
    seat = s.current
    comp = components()
    card = comp.card(move.card)
    cost = card.cost if move.side == "A" else 0
    pushed = s.players[seat].slots[0].card
    em(CardRecruited(seat, move.card, move.side, cost, pushed))
    if move.side == "A" and card.noble:
        for other in range(len(s.seats)):
            if other != seat and other != s.ross_seat:
                em(CoinsGained(other, 1, "noble recruited"))
    activate_all(em, seat)
    if em.state.final_turn:
        next_turn(em)
    else:
        em(PhaseEntered(BUILD, seat))


def activate_all(em: Emitter, seat: int) -> None:
    """Every card under the board, from the left: side A scores, side B gives 1 coin."""
    s = em.state
    comp = components()
    masks = colour_masks(s.square)
    for pos, slot in enumerate(s.players[seat].slots):
        if slot.card == EMPTY:
            continue
        if slot.side == "A":
            card = comp.card(slot.card)
            n = occurrences(s, slot.card, masks)
            em(CardActivated(seat, pos, slot.card, "A", n, n * card.vp, 0, card.noble))
        else:   # in another seat's view a side-B card is HIDDEN: its 1 coin is all it does
            noble = slot.card >= 0 and comp.card(slot.card).noble
            em(CardActivated(seat, pos, slot.card, "B", 0, 0, 1, noble))


# --- building -------------------------------------------------------------------------

def next_tile(s: State, seat: int) -> int:
    """Board position of the tile to build next (the leftmost one), or -1."""
    for i, t in enumerate(s.players[seat].board):
        if t != EMPTY:
            return i
    return -1


def build_spaces(s: State) -> tuple:
    if next_tile(s, s.current) < 0:
        return ()
    return tuple(BuildTile(r, c) for r, c in legal_spaces(s.square, s.ncols))


def build_moves(s: State) -> tuple:
    moves = list(build_spaces(s))
    p = s.players[s.current]
    if p.coins >= 1:
        first = next_tile(s, s.current)
        for i in range(max(first, 0), len(p.board) - 1):
            if p.board[i] != EMPTY and p.board[i + 1] != EMPTY and p.board[i] != p.board[i + 1]:
                moves.append(SwapTiles(i))
    if s.built >= 1:
        moves.append(StopBuilding())
    return tuple(moves)


def build_refusal(s: State, move) -> IllegalMove:
    if isinstance(move, BuildTile):
        spaces = legal_spaces(s.square, s.ncols)
        if (move.row, move.col) not in spaces:
            return IllegalMove("row {row}, column {col} is not a legal space: a tile goes on the "
                               "leftmost empty space of its row, next to a tile and a wall or "
                               "two tiles", row=move.row + 1, col=move.col + 1)
    if isinstance(move, SwapTiles):
        if s.players[s.current].coins < 1:
            return IllegalMove("a swap costs 1 coin and you have none")
        return IllegalMove("swap two adjacent tiles still on your board (of different colours)")
    if isinstance(move, StopBuilding):
        return IllegalMove("you must build at least one tile")
    return IllegalMove("build a tile, swap two adjacent board tiles, or stop building")


def play_swap(em: Emitter, move: SwapTiles) -> None:
    em(TilesSwapped(em.state.current, move.left))


def play_build(em: Emitter, rng, move: BuildTile) -> None:
    """Build the leftmost board tile; apply the column bonus; stop if it must."""
    s = em.state
    seat = s.current
    pos = next_tile(s, seat)
    colour = s.players[seat].board[pos]
    matched = touches_colour(s.square, move.row, move.col, colour)
    em(TileBuilt(seat, pos, move.row, move.col, colour, matched))
    s = em.state
    ross = seat == s.ross_seat
    if column_complete(s.square, move.col):
        bonus = s.bonuses[move.col]
        em(ColumnCompleted(seat, move.col, bonus))
        if bonus == "end":
            em(EndTriggered(seat, components().square.end_token_vp))
        elif bonus == "cards" and not ross:
            draw_to_hand(em, rng, seat, 2)
            em(BonusDiscards(seat, 2))
            return
    if not ross and not em.state.can_continue:
        finish_building(em)


def discard_moves(s: State) -> tuple:
    return tuple(DiscardCard(c) for c in s.players[s.current].hand)


def play_bonus_discard(em: Emitter, move: DiscardCard) -> None:
    seat = em.state.current
    em(CardDiscarded(seat, move.card))
    s = em.state
    if s.pending_discards > 0:
        return
    if s.can_continue:
        em(PhaseEntered(BUILD, seat))
    else:
        finish_building(em)


def finish_building(em: Emitter) -> None:
    s = em.state
    icons = components().square.coin_icons
    em(BuildingFinished(s.current, sum(icons[:s.built])))


# --- the market and the end of the turn ------------------------------------------------

def market_moves(s: State) -> tuple:
    return tuple(TakeMarketCard(i) for i in range(min(s.built, len(s.market))))


def market_refusal(s: State, move) -> IllegalMove:
    if isinstance(move, TakeMarketCard):
        letters = ", ".join("ABCD"[:max(1, min(s.built, 4))])
        if s.built == 1:
            return IllegalMove("having built {count} tile, take one of the market cards "
                               "{letters}", count=s.built, letters=letters)
        return IllegalMove("having built {count} tiles, take one of the market cards {letters}",
                           count=s.built, letters=letters)
    return IllegalMove("take a card from the market")


def play_market(em: Emitter, rng, move: TakeMarketCard) -> None:
    s = em.state
    seat = s.current
    em(MarketCardTaken(seat, move.position, s.market[move.position]))
    refill_market(em, rng, components().square.market_size)
    refill_board(em, rng, seat)
    next_turn(em)

