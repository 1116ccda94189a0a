"""Squaring Circleville's frozen state: the town, the board beside it, the players and the
turn in progress. Only `events.reducer` builds new states; everything here is tuples and
frozen attrs classes (hashing, snapshots and undo rely on it).

Conventions:
  seats       0..n-1 in clockwise order; a seat index stands for a player colour
  sections    numbers 1..20; `State.sites[n - 1]` is section n
  colours     the action colours "red", "blue", "orange", "green" (mat column order)
  quadrants   indices 0..3 (A..D) into `Player.markers`
  stacks      bottom -> top; an entry is a colour, or HIDDEN_SETUP / HIDDEN_BAG for a tile
              nobody has seen yet (its colour is drawn from its pool when it turns up, which
              is the same as the tile having been that colour all along: see rondel.py)
"""
from __future__ import annotations

import attrs

from shared.engine import frozen

from .components import components

HIDDEN_SETUP = "?setup"      # a face-down tile of the 32 dealt to the rondel stacks at setup
HIDDEN_BAG = "?bag"          # a face-down tile of the other 32 (bag, upcoming stacks)
HIDDEN = (HIDDEN_SETUP, HIDDEN_BAG)
ACTION_TILE = 0              # a mat entry: an action tile (its colour is its column's)
NOBODY = -1

# turn phases (what the active player is doing when nothing more specific is pending)
RONDEL = "rondel"            # step 1
ACTIONS = "actions"          # steps 2 and 3 (between actions)
CLOSING = "closing"          # after step 4: placing used year bonus tiles
FINAL = "final"              # the final action after the last round
OVER = "over"


# the reducer's evolve (events.py): the engine's quicker attrs.evolve. Our classes keep
# their hashes (cache_hash=True): a new state mostly shares its parts with the one before
# it, so a searching bot that remembers the states it reached hashes each part once.
evolve = frozen.evolve


def replace(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def bump(items: tuple, index: int, by: int) -> tuple:
    return items[:index] + (items[index] + by,) + items[index + 1:]


def without(items: tuple, value) -> tuple:
    i = items.index(value)
    return items[:i] + items[i + 1:]


@attrs.frozen(cache_hash=True)
class Plot:
    """A build plot on a completed section tile: the structure built on it ("" = empty),
    the cube on its first (left) square and on its second (right) square (NOBODY = empty).
    `new` marks a New Plot year bonus tile."""

    structure: str = ""
    left: int = NOBODY
    right: int = NOBODY
    new: bool = False


@attrs.frozen(cache_hash=True)
class Site:
    """One section of the town. Before completion: cubes per seat on its red and blue
    squares and structure icons, its unrazed structures, and extra cubes (equipment 16).
    After completion (its section tile lies on the town): the first-place cube, beautify
    cubes (seats, in order) and build plots."""

    red: tuple[int, ...]
    blue: tuple[int, ...]
    icons: tuple[int, ...]
    extra: tuple[int, ...]
    structures: tuple[str, ...]
    number_cube: int = NOBODY
    beautify: tuple[int, ...] = ()
    plots: tuple[Plot, ...] = ()


@attrs.frozen(cache_hash=True)
class Player:
    score: int = 0
    cubes: int = 0                              # personal supply
    supervisor: int = 0                         # section number
    assistant: int = 0                          # rondel space index
    markers: tuple[int, ...] = (0, 0, 0, 0)     # quadrant track values (a "+10" marker
                                                # counts 10 more)
    mat: tuple[tuple[int, ...], ...] = ((), (), (), ())   # per column, bottom -> top:
                                                          # ACTION_TILE or a used year bonus tile id
    equipment: tuple[int, ...] = ()
    achievements: tuple[int, ...] = ()
    year_bonus: tuple[int, ...] = ()            # unused year bonus tiles beside the mat
    section_vp: int = 0                         # VP scored for completed sections
    other_vp: int = 0                           # VP from achievement claims and the 3 VP tile


@attrs.frozen(cache_hash=True)
class Action:
    """An action being taken. `kind` is "basic" or an alternate action name; `remaining`
    counts cubes/structures a basic action may still place; `moves` the supervisor steps
    left; `placed` the (section, road) of every cube placed in this action (they cannot be taken
    back to finish it); `worked` the sections worked in."""

    colour: str
    kind: str
    level: int
    remaining: int = 0
    moves: int = 0
    done: bool = False
    placed: tuple[tuple[int, str], ...] = ()
    worked: tuple[int, ...] = ()
    bonus: bool = False


@attrs.frozen(cache_hash=True)
class Turn:
    seat: int
    phase: str
    colours: tuple[str, ...] = ()   # action colours still to use (fixed at the first action)
    pick_one: bool = False          # bonus/final action: one of `colours`
    actions: int = 0                # actions started this turn (bonus included)
    bonus: bool = False             # the bonus action was taken
    used: tuple[str, ...] = ()      # once-per-turn abilities used (equipment kinds)
    flipped: tuple[int, ...] = ()   # year bonus tiles used this turn (to the mat at its end)
    action: Action | None = None
    held: tuple[str, ...] = ()      # razed structures waiting to join the queue
    pending: tuple[int, ...] = ()   # completed sections waiting to be resolved
    resolving: int = 0              # the section being resolved
    step: str = ""                  # where its resolution waits: "double", "swap", "table"
    year: int = 0                   # the year whose tile step II takes
    using: int = 0                  # a year bonus tile whose target is being chosen
    picked: int = -1                # Build a structure: the queue position chosen


@attrs.frozen(cache_hash=True)
class SoloSeat:
    """A solo player's mat (solo/engine.py). `name` bertha/carsten/denzel/katherine;
    `space` the supervisor's space on the mat track/ring (Denzel: -1); `tiles` the action
    tile colour lying beside each space ("" = none, the print shows; Denzel: the tiles per
    colour column, as counts in mat colour order); `extra` Bertha's extra action marker;
    `last` the section of the last cube placed this turn (Denzel)."""

    name: str
    space: int = 0
    tiles: tuple = ()
    extra: int = 0
    last: int = 0


@attrs.frozen(cache_hash=True)
class State:
    players: tuple[Player, ...]
    first: int
    start: int                                  # the starting section
    sites: tuple[Site, ...]
    completed: int                              # bit n-1 set = section n completed
    queue: tuple[str, ...]
    stacks: tuple[tuple[str, ...], ...]         # one per rondel space
    upcoming: tuple[str, ...]
    pools: tuple[tuple[int, ...], ...]          # unseen tiles per colour: (setup half, bag half)
    bag: int                                    # tiles still in the bag
    box: tuple[int, ...]                        # action tiles returned to the box, per colour
    equipment: tuple[int, ...]                  # unclaimed equipment beside the board
    year_tiles: tuple[int, ...]                 # per tile year (first tile year first), 0 = taken
    year_achievements: tuple[int, ...]          # per tile year, 0 = no achievement there
    table: tuple[int, ...]                      # achievements table slots, 0 = empty
    turn: Turn
    round: int = 1
    end_triggered: bool = False
    end_reason: str = ""
    final: tuple[tuple[int, ...], ...] = ()     # final scoring per seat
                                                # (see scoring.FINAL_CATEGORIES)
    stalled: bool = False
    low_work: int = 1 << 20                     # deadlock guard: least work left seen so far
    low_round: int = 1                          # ... and the round it was seen in
    solo: tuple = ()                            # per seat: SoloSeat or None (solo games only)

    def solo_seat(self, seat: int):
        return self.solo[seat] if self.solo else None

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def over(self) -> bool:
        return self.turn.phase == OVER

    @property
    def active(self) -> Player:
        return self.players[self.turn.seat]

    def site(self, number: int) -> Site:
        return self.sites[number - 1]

    def is_completed(self, number: int) -> bool:
        return bool(self.completed >> (number - 1) & 1)

    @property
    def last_seat(self) -> int:
        """The player to the right of the first player always has the last turn."""
        return (self.first - 1) % self.n


_COLOUR_INDEX = {c: i for i, c in enumerate(components().mat.colours)}


def colour_index(colour: str) -> int:
    return _COLOUR_INDEX[colour]


def quadrant_index(number: int) -> int:
    return _QUADRANT_OF[number]


def _quadrant_table() -> dict[int, int]:
    town = components().town
    return {s.number: town.quadrant(s.quadrant).ordinal - 1 for s in town.sections}


_QUADRANT_OF = _quadrant_table()
