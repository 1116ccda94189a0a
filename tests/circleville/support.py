"""Helpers for the Squaring Circleville rules tests: games set up by the rules, positions
built from them by hand, moves played through the contract, and the invariants every
position must keep (component conservation)."""
from __future__ import annotations

from collections import Counter

import attrs

from circleville.components import components
from circleville.rules import RULES
from circleville.state import (ACTION_TILE, ACTIONS, HIDDEN, NOBODY, Plot, State, Turn, replace)
from shared.engine.contract import IllegalMove
from shared.engine.match import Match
from shared.engine.rng import Rng, seed_state

COMP = components()
COLOURS = COMP.mat.colours
RONDEL_COLOURS = tuple(s.colour for s in COMP.board.rondel.spaces)
TILE_YEARS = COMP.board.year_track.tile_years


def space_of(colour: str) -> int:
    """The first rondel space printed in `colour`."""
    return RONDEL_COLOURS.index(colour)


def new_game(players: int = 3, seed: int = 1, start: int | None = None, seats=None) -> Match:
    options = {} if start is None else {"start-section": str(start)}
    return Match(RULES, RULES.make_config(seats or ["random"] * players, options, seed))


def initial(players: int = 3, seed: int = 1, start: int | None = None) -> State:
    return new_game(players, seed, start).state


def rng(seed: int = 0) -> Rng:
    return Rng(seed_state(seed, 7))


def legal(state: State) -> tuple:
    return RULES.legal_moves(state)


def play(state: State, *moves, seed: int = 0) -> State:
    """Play moves one after the other; each must be listed by the decision."""
    for move in moves:
        listed = legal(state)
        assert move in listed, f"{move} is not legal; legal: {listed}"
        state = RULES.apply(state, RULES.play(state, move, rng(seed)))
    return state


def events_of(state: State, move, seed: int = 0) -> list:
    return RULES.play(state, move, rng(seed))


def refused(state: State, move) -> str:
    """The reason the rules give for refusing `move`."""
    try:
        RULES.play(state, move, rng())
    except IllegalMove as exc:
        return str(exc)
    raise AssertionError(f"{move} was accepted")


def kinds(state: State) -> str:
    return RULES.decision(state).kind


# --- building positions ---------------------------------------------------------------------------

def with_player(state: State, seat: int, **changes) -> State:
    return attrs.evolve(state, players=replace(state.players, seat,
                                               attrs.evolve(state.players[seat], **changes)))


def with_site(state: State, number: int, **changes) -> State:
    return attrs.evolve(state, sites=replace(state.sites, number - 1,
                                             attrs.evolve(state.sites[number - 1], **changes)))


def seat_counts(state: State, **per_seat) -> tuple[int, ...]:
    return tuple(per_seat.get(f"s{i}", 0) for i in range(state.n))


def put(state: State, number: int, seat: int, red: int = 0, blue: int = 0, icons: int = 0) -> State:
    """Cubes of `seat` on a section's squares and icons, taken from the seat's supply."""
    site = state.site(number)
    bump = lambda t, k: replace(t, seat, t[seat] + k)   # noqa: E731
    state = with_site(state, number, red=bump(site.red, red), blue=bump(site.blue, blue),
                      icons=bump(site.icons, icons))
    return with_player(state, seat, cubes=state.players[seat].cubes - red - blue - icons)


def fill_roads(state: State, number: int, seat: int, leave_red: int = 0, leave_blue: int = 0) -> State:
    data = COMP.town.section(number)
    site = state.site(number)
    return put(state, number, seat, red=data.red - sum(site.red) - leave_red,
               blue=data.blue - sum(site.blue) - leave_blue)


def with_structures(state: State, number: int, *kinds: str) -> State:
    return with_site(state, number, structures=tuple(kinds))


def complete(state: State, *numbers: int) -> State:
    """Mark sections completed (their section tile with empty plots on the town); any
    cubes and structures they held are simply removed."""
    zero = (0,) * state.n
    for number in numbers:
        plots = (Plot(),) * COMP.town.section(number).tile.plots
        state = with_site(state, number, red=zero, blue=zero, icons=zero, extra=zero,
                          structures=(), plots=plots)
        state = attrs.evolve(state, completed=state.completed | 1 << (number - 1))
    return state


def build_on(state: State, number: int, plot: int, kind: str, left: int, right: int = NOBODY) -> State:
    site = state.site(number)
    return with_site(state, number, plots=replace(site.plots, plot, Plot(kind, left, right)))


def hub(state: State, seat: int = 0, space: int | None = None, top: str | None = None, **turn) -> State:
    """Seat `seat` has moved its assistant to `space` (stack top `top`; "" = empty stack)
    and is about to take actions."""
    if space is not None:
        state = with_player(state, seat, assistant=space)
        if top is not None:
            stack = (top,) if top else ()
            state = attrs.evolve(state, stacks=replace(state.stacks, space, stack))
    return attrs.evolve(state, turn=Turn(seat, ACTIONS, **turn))


def with_mat(state: State, seat: int, **columns: int) -> State:
    """Action tiles per column, e.g. red=2 puts two action tiles in the red column."""
    mat = tuple((ACTION_TILE,) * columns.get(c, 0) for c in COLOURS)
    return with_player(state, seat, mat=mat)


def supervisor_at(state: State, seat: int, number: int) -> State:
    return with_player(state, seat, supervisor=number)


def empty_queue(state: State) -> State:
    return attrs.evolve(state, queue=())


# --- invariants -------------------------------------------------------------------------------------

def cubes_on_board(state: State, seat: int) -> int:
    total = 0
    for number, site in enumerate(state.sites, 1):
        total += site.red[seat] + site.blue[seat] + site.icons[seat] + site.extra[seat]
        total += (site.number_cube == seat) + site.beautify.count(seat)
        total += sum((p.left == seat) + (p.right == seat) for p in site.plots)
    return total


def check_conservation(state: State) -> None:
    """Cubes, structures, action tiles, equipment, achievements and year bonus tiles are
    all somewhere, and only once."""
    n = state.n
    for seat in range(n):
        assert state.players[seat].cubes >= 0
        assert state.players[seat].cubes + cubes_on_board(state, seat) == COMP.inventory.cubes
    # structures: on sections, in the queue, razed and waiting, built
    structures = Counter(state.queue) + Counter(state.turn.held)
    for site in state.sites:
        structures += Counter(site.structures)
        structures += Counter(p.structure for p in site.plots if p.structure)
    assert dict(structures) == dict(COMP.inventory.structures)
    assert len(state.queue) + len(state.turn.held) <= COMP.board.queue.slots
    # action tiles: stacks, upcoming, bag, mats, box
    seen = Counter()
    hidden = 0
    for stack in state.stacks + (state.upcoming,):
        for entry in stack:
            if entry in HIDDEN:
                hidden += 1
            else:
                seen[entry] += 1
        if stack:
            assert stack[-1] not in HIDDEN, "the top of every stack is face up"
    for p in state.players:
        for colour, col in zip(COLOURS, p.mat):
            seen[colour] += sum(e == ACTION_TILE for e in col)
            assert len(col) <= COMP.mat.tile_spaces
    for colour, count in zip(COLOURS, state.box):
        seen[colour] += count
    for solo in state.solo or ():
        if solo is None:
            continue
        if solo.name == "denzel":       # a count per colour column
            for colour, count in zip(COLOURS, solo.tiles):
                seen[colour] += count
        else:                           # a colour (or "") per action space
            seen.update(c for c in solo.tiles if c)
    unseen = [sum(pool[i] for pool in state.pools) for i in range(len(COLOURS))]
    assert hidden + state.bag == sum(unseen)
    for i, colour in enumerate(COLOURS):
        assert seen[colour] + unseen[i] == COMP.inventory.action_tiles_per_colour
    # equipment and achievements
    held = [t for p in state.players for t in p.equipment]
    assert len(held) + len(state.equipment) == len(set(held) | set(state.equipment))
    achievements = [t for p in state.players for t in p.achievements] + [
        t for t in state.table if t] + [t for t in state.year_achievements if t]
    assert len(achievements) == len(set(achievements))
    for p in state.players:
        assert len(p.equipment) + len(p.achievements) <= COMP.mat.slots
    # year bonus tiles
    tiles = [t for t in state.year_tiles if t] + [t for p in state.players for t in p.year_bonus]
    tiles += list(state.turn.flipped)
    tiles += [e for p in state.players for col in p.mat for e in col if e != ACTION_TILE]
    assert len(tiles) == len(set(tiles))
    # a supervisor stands on a section of the town
    for p in state.players:
        assert 1 <= p.supervisor <= len(COMP.town.sections)


def edit_yaml(directory, name, change):
    """Load a data file of `directory`, let `change` alter the document, write it back."""
    import yaml
    path = directory / name
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
