"""Rossio's events (facts that happened) and `reducer`, the only writer of the state.

Random outcomes (a tile colour, a card id) are recorded in the events, so folding the
events needs no rng. Draws and reveals carry `reveals = True` (undo barriers).
"""
from __future__ import annotations

from typing import ClassVar

import attrs

from shared.engine.contract import Event
from shared.engine.reducer import Reducer

from .square import build
from .state import DISCARD, EMPTY, MARKET, OVER, RECRUIT, ROSS_BUILD, ROSS_DRAW, Slot, State


@attrs.frozen
class SquareAssembled(Event):
    pieces: tuple        # ((bottom piece id, "easy"|"hard"), ...) left to right
    bonuses: tuple       # per column


@attrs.frozen
class CornerTileDrawn(Event):
    reveals: ClassVar[bool] = True
    row: int
    colour: int
    kept: bool           # False: same as the other corner, back to the stacks


@attrs.frozen
class CardDrawn(Event):
    """A helper card drawn from the deck into a seat's hand."""
    reveals: ClassVar[bool] = True
    seat: int
    card: int


@attrs.frozen
class DeckReshuffled(Event):
    cards: tuple         # the discard pile that becomes the deck


@attrs.frozen
class MarketCardDrawn(Event):
    reveals: ClassVar[bool] = True
    card: int


@attrs.frozen
class TilesDrawn(Event):
    """Slide the seat's remaining tiles left, then fill the empty spaces from the left."""
    reveals: ClassVar[bool] = True
    seat: int
    colours: tuple


@attrs.frozen
class RossDeckFormed(Event):
    top: int
    back: str            # the turn arrow on the top card's back
    rest: tuple          # sorted


@attrs.frozen
class PhaseEntered(Event):
    phase: str
    seat: int


@attrs.frozen
class TurnStarted(Event):
    seat: int
    round: int
    final: bool          # after the end: recruit and activate only


@attrs.frozen
class CardDiscarded(Event):
    seat: int
    card: int


@attrs.frozen
class CardRecruited(Event):
    seat: int
    card: int
    side: str
    cost: int
    pushed_out: int      # the card slid off the left end, or -1


@attrs.frozen
class CoinsGained(Event):
    seat: int
    coins: int
    why: str


@attrs.frozen
class CardActivated(Event):
    seat: int
    slot: int
    card: int
    side: str
    occurrences: int
    vp: int
    coins: int
    noble: bool


@attrs.frozen
class TilesSwapped(Event):
    seat: int
    left: int            # board positions left and left + 1


@attrs.frozen
class TileBuilt(Event):
    seat: int
    board_space: int
    row: int
    col: int
    colour: int
    matched: bool        # orthogonally adjacent to a tile of its own colour


@attrs.frozen
class ColumnCompleted(Event):
    seat: int
    col: int
    bonus: str           # coin | cards | end


@attrs.frozen
class EndTriggered(Event):
    seat: int
    vp: int              # the 3 VP token


@attrs.frozen
class BonusDiscards(Event):
    seat: int
    count: int


@attrs.frozen
class BuildingFinished(Event):
    seat: int
    income: int          # coin icons uncovered on the player board


@attrs.frozen
class MarketCardTaken(Event):
    seat: int
    position: int        # 0 = A
    card: int


@attrs.frozen
class MarketCardDiscarded(Event):
    position: int
    card: int


@attrs.frozen
class RossCardDrawn(Event):
    reveals: ClassVar[bool] = True
    card: int            # -1: his deck was empty
    next_top: int        # the card now on top of his deck (its back is seen), or -1
    next_back: str


@attrs.frozen
class RossScored(Event):
    vp: int


@attrs.frozen
class RossOrders(Event):
    card: int
    section: str         # top | middle | bottom
    tiles: int
    discard: int         # market card 1..4


@attrs.frozen
class GameEnded(Event):
    pass


def _remove(seq: tuple, item) -> tuple:
    i = seq.index(item)
    return seq[:i] + seq[i + 1:]


def _take_tile(supply: tuple, colour: int) -> tuple:
    if supply[colour] <= 0:
        raise ValueError(f"no tile of colour {colour} left in the stacks")
    return supply[:colour] + (supply[colour] - 1,) + supply[colour + 1:]


def _add_tile(supply: tuple, colour: int) -> tuple:
    return supply[:colour] + (supply[colour] + 1,) + supply[colour + 1:]


reducer = Reducer("Rossio")


@reducer.on(SquareAssembled)
def _square_assembled(s: State, e: SquareAssembled) -> State:
    return attrs.evolve(s, pieces=e.pieces, bonuses=e.bonuses)


@reducer.on(CornerTileDrawn)
def _corner(s: State, e: CornerTileDrawn) -> State:
    if not e.kept:
        return s
    return attrs.evolve(s, square=build(s.square, e.row, e.colour),
                        supply=_take_tile(s.supply, e.colour))


@reducer.on(CardDrawn)
def _card_drawn(s: State, e: CardDrawn) -> State:
    p = s.players[e.seat]
    s = attrs.evolve(s, deck=_remove(s.deck, e.card))
    return s.replace_player(e.seat, hand=p.hand + (e.card,))


@reducer.on(DeckReshuffled)
def _reshuffled(s: State, e: DeckReshuffled) -> State:
    return attrs.evolve(s, deck=tuple(sorted(s.deck + e.cards)), discard=())


@reducer.on(MarketCardDrawn)
def _market_drawn(s: State, e: MarketCardDrawn) -> State:
    return attrs.evolve(s, deck=_remove(s.deck, e.card), market=s.market + (e.card,))


@reducer.on(TilesDrawn)
def _tiles_drawn(s: State, e: TilesDrawn) -> State:
    p = s.players[e.seat]
    left = tuple(t for t in p.board if t != EMPTY) + tuple(e.colours)
    board = left + (EMPTY,) * (len(p.board) - len(left))
    supply = s.supply
    for colour in e.colours:
        supply = _take_tile(supply, colour)
    return attrs.evolve(s, supply=supply).replace_player(e.seat, board=board)


@reducer.on(RossDeckFormed)
def _ross_deck(s: State, e: RossDeckFormed) -> State:
    return attrs.evolve(s, ross_top=e.top, ross_top_back=e.back, ross_rest=e.rest)


@reducer.on(PhaseEntered)
def _phase(s: State, e: PhaseEntered) -> State:
    return attrs.evolve(s, phase=e.phase, current=e.seat)


@reducer.on(TurnStarted)
def _turn(s: State, e: TurnStarted) -> State:
    phase = ROSS_DRAW if e.seat == s.ross_seat else RECRUIT
    return attrs.evolve(s, phase=phase, current=e.seat, round=e.round, built=0,
                        can_continue=True, pending_discards=0, final_turn=e.final,
                        ross_card=-1, ross_section="", ross_to_build=0, ross_discard=0)


@reducer.on(CardDiscarded)
def _discarded(s: State, e: CardDiscarded) -> State:
    p = s.players[e.seat]
    pending = max(0, s.pending_discards - 1) if s.phase == DISCARD else s.pending_discards
    s = attrs.evolve(s, discard=s.discard + (e.card,), pending_discards=pending)
    return s.replace_player(e.seat, hand=_remove(p.hand, e.card))


@reducer.on(CardRecruited)
def _recruited(s: State, e: CardRecruited) -> State:
    p = s.players[e.seat]
    slots = p.slots[1:] + (Slot(e.card, e.side),)
    discard = s.discard + ((e.pushed_out,) if e.pushed_out != EMPTY else ())
    s = attrs.evolve(s, discard=discard)
    return s.replace_player(e.seat, hand=_remove(p.hand, e.card), slots=slots,
                            coins=p.coins - e.cost)


@reducer.on(CoinsGained)
def _coins(s: State, e: CoinsGained) -> State:
    p = s.players[e.seat]
    return s.replace_player(e.seat, coins=p.coins + e.coins)


@reducer.on(CardActivated)
def _activated(s: State, e: CardActivated) -> State:
    p = s.players[e.seat]
    if e.noble:
        return s.replace_player(e.seat, vp_nobles=p.vp_nobles + e.vp, coins=p.coins + e.coins)
    return s.replace_player(e.seat, vp_patterns=p.vp_patterns + e.vp, coins=p.coins + e.coins)


@reducer.on(TilesSwapped)
def _swapped(s: State, e: TilesSwapped) -> State:
    p = s.players[e.seat]
    b = list(p.board)
    b[e.left], b[e.left + 1] = b[e.left + 1], b[e.left]
    return s.replace_player(e.seat, board=tuple(b), coins=p.coins - 1)


@reducer.on(TileBuilt)
def _built(s: State, e: TileBuilt) -> State:
    p = s.players[e.seat]
    board = p.board[:e.board_space] + (EMPTY,) + p.board[e.board_space + 1:]
    square = build(s.square, e.row, e.colour)
    more = any(t != EMPTY for t in board)
    s = attrs.evolve(s, square=square, built=s.built + 1,
                     can_continue=e.matched and more,
                     ross_to_build=max(0, s.ross_to_build - 1) if p.ross else s.ross_to_build)
    return s.replace_player(e.seat, board=board)


@reducer.on(ColumnCompleted)
def _column(s: State, e: ColumnCompleted) -> State:
    p = s.players[e.seat]
    if e.bonus == "coin" and not p.ross:
        return s.replace_player(e.seat, coins=p.coins + 1)
    return s


@reducer.on(EndTriggered)
def _end(s: State, e: EndTriggered) -> State:
    p = s.players[e.seat]
    s = attrs.evolve(s, end_triggered=True, end_seat=e.seat, can_continue=False)
    return s.replace_player(e.seat, vp_token=p.vp_token + e.vp)


@reducer.on(BonusDiscards)
def _bonus_discards(s: State, e: BonusDiscards) -> State:
    return attrs.evolve(s, phase=DISCARD, current=e.seat, pending_discards=e.count)


@reducer.on(BuildingFinished)
def _finished(s: State, e: BuildingFinished) -> State:
    p = s.players[e.seat]
    s = attrs.evolve(s, phase=MARKET, current=e.seat, can_continue=False)
    return s.replace_player(e.seat, coins=p.coins + e.income)


@reducer.on(MarketCardTaken)
def _taken(s: State, e: MarketCardTaken) -> State:
    p = s.players[e.seat]
    market = s.market[:e.position] + s.market[e.position + 1:]
    s = attrs.evolve(s, market=market)
    return s.replace_player(e.seat, hand=p.hand + (e.card,))


@reducer.on(MarketCardDiscarded)
def _market_discarded(s: State, e: MarketCardDiscarded) -> State:
    market = s.market[:e.position] + s.market[e.position + 1:]
    return attrs.evolve(s, market=market, discard=s.discard + (e.card,))


@reducer.on(RossCardDrawn)
def _ross_drawn(s: State, e: RossCardDrawn) -> State:
    visible = s.ross_visible + ((e.card,) if e.card >= 0 else ())
    rest = _remove(s.ross_rest, e.next_top) if e.next_top >= 0 else s.ross_rest
    return attrs.evolve(s, ross_visible=visible, ross_top=e.next_top,
                        ross_top_back=e.next_back, ross_rest=rest)


@reducer.on(RossScored)
def _ross_scored(s: State, e: RossScored) -> State:
    p = s.players[s.ross_seat]
    return s.replace_player(s.ross_seat, vp_ross=p.vp_ross + e.vp)


@reducer.on(RossOrders)
def _ross_orders(s: State, e: RossOrders) -> State:
    return attrs.evolve(s, phase=ROSS_BUILD, ross_card=e.card, ross_section=e.section,
                        ross_to_build=e.tiles, ross_discard=e.discard)


@reducer.on(GameEnded)
def _game_ended(s: State, e: GameEnded) -> State:
    return attrs.evolve(s, phase=OVER, can_continue=False)

