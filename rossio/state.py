"""The frozen game state of Rossio (attrs, tuples only).

Nothing here holds a hidden order: the helper deck is a sorted tuple and cards are drawn
from it at random when they are drawn; the tile stacks are four counts. Only ROSS's next
card (whose back, with its turn arrow, lies face up on his deck) is fixed in advance, and
views hide its id.
"""
from __future__ import annotations

import attrs

EMPTY = -1     # an empty board space or card slot
HIDDEN = -2    # a card id another seat may not see (never EMPTY: a hidden card is there)

# the phases of a turn, which are also the kinds of the decisions taken in them
KEEP, RECRUIT, BUILD, DISCARD, MARKET = "keep", "recruit", "build", "discard", "market"
ROSS_DRAW, ROSS_BUILD, OVER = "ross-draw", "ross-build", "over"
PHASES = (KEEP, RECRUIT, BUILD, DISCARD, MARKET, ROSS_DRAW, ROSS_BUILD, OVER)


@attrs.frozen
class Slot:
    """A card space under a player board."""

    card: int = EMPTY
    side: str = ""        # "A", "B", or "" when empty


@attrs.frozen
class Player:
    ross: bool = False
    hand: tuple[int, ...] = ()
    slots: tuple[Slot, ...] = (Slot(), Slot(), Slot())    # left to right
    board: tuple[int, ...] = (EMPTY, EMPTY, EMPTY, EMPTY)  # tile colours, left to right
    coins: int = 0
    vp_patterns: int = 0     # helper cards' side A
    vp_nobles: int = 0       # noble cards' side A
    vp_ross: int = 0         # ROSS's own cards
    vp_token: int = 0        # the 3 VP token

    @property
    def vp(self) -> int:
        return self.vp_patterns + self.vp_nobles + self.vp_ross + self.vp_token


@attrs.frozen
class State:
    # --- fixed by the configuration ---
    seats: tuple[str, ...]
    ross_seat: int                    # -1 when no ROSS
    order: tuple[int, ...]            # turn order, first player first
    nobles: bool
    variant: str                      # standard | hidden-vp | experienced
    difficulty: str
    nrows: int
    ncols: int
    # --- the square ---
    pieces: tuple[tuple[str, str], ...] = ()   # bottom pieces left to right: (id, easy|hard)
    bonuses: tuple[str, ...] = ()               # per column: coin | cards | end
    square: tuple[tuple[int, ...], ...] = ()    # built tiles per row, from the left
    supply: tuple[int, ...] = (0, 0, 0, 0)      # tiles left in the stacks, per colour
    # --- cards ---
    deck: tuple[int, ...] = ()        # sorted: the order is decided when a card is drawn
    discard: tuple[int, ...] = ()     # the face-up discard pile, oldest first
    market: tuple[int, ...] = ()      # A, B, C, D
    players: tuple[Player, ...] = ()
    # --- whose turn, which step ---
    phase: str = KEEP
    current: int = 0
    round: int = 0
    built: int = 0                    # tiles built this turn
    can_continue: bool = True         # the last tile touched its own colour
    pending_discards: int = 0         # cards still to discard after a card-swap bonus
    end_triggered: bool = False
    end_seat: int = -1
    final_turn: bool = False          # the round after the end: recruit and activate only
    # --- ROSS ---
    ross_top: int = -1                # his next card (hidden); -1 when the deck is empty
    ross_top_back: str = ""           # the turn arrow on that card's back (public)
    ross_rest: tuple[int, ...] = ()   # the rest of his deck, sorted (hidden)
    ross_visible: tuple[int, ...] = ()
    ross_card: int = -1               # the card whose section rules this turn
    ross_section: str = ""
    ross_to_build: int = 0
    ross_discard: int = 0             # market card to discard, 1..4

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def solo(self) -> bool:
        return self.ross_seat >= 0

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def replace_player(self, seat: int, **changes) -> "State":
        players = list(self.players)
        players[seat] = attrs.evolve(players[seat], **changes)
        return attrs.evolve(self, players=tuple(players))

    @property
    def filled(self) -> int:
        return sum(len(row) for row in self.square)

    @property
    def full(self) -> bool:
        return all(len(row) == self.ncols for row in self.square)
