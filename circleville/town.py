"""The town: sections, large completed sections and the roads between them.

Supervisors move on a graph of *places*: every incomplete section is a place, and so is
every large completed section (completed sections of one quadrant joined by roads), named
by its lowest section number. Two places are neighbours when a road joins a section of one
to a section of the other ("4 Game concepts", "Moving your supervisor"); completed areas of
different quadrants stay separate places even when they touch.
"""
from __future__ import annotations

import functools

import attrs

from .components import components
from .state import Site, State


@attrs.frozen
class Graph:
    place: tuple[int, ...]                       # per section (index n-1): its place
    neighbours: dict                             # place -> places one road away
    members: dict                                # place -> its sections


@functools.lru_cache(maxsize=4096)
def graph(completed: int) -> Graph:
    """The places of the town for a bit set of completed sections."""
    town = components().town
    place = list(range(1, len(town.sections) + 1))
    members: dict[int, tuple[int, ...]] = {}
    for quadrant in town.quadrants:
        done = [n for n in quadrant.sections if completed >> (n - 1) & 1]
        for area in town.areas(done):
            name = min(area)
            members[name] = tuple(sorted(area))
            for n in area:
                place[n - 1] = name
    for n in range(1, len(town.sections) + 1):
        if place[n - 1] == n and n not in members:
            members[n] = (n,)
    neighbours: dict[int, tuple[int, ...]] = {}
    for name, sections in members.items():
        out = set()
        for n in sections:
            for other in town.section(n).neighbours:
                p = place[other - 1]
                if p != name:
                    out.add(p)
        neighbours[name] = tuple(sorted(out))
    return Graph(tuple(place), neighbours, members)


def place_of(state: State, section: int) -> int:
    return graph(state.completed).place[section - 1]


def members(state: State, place: int) -> tuple[int, ...]:
    return graph(state.completed).members[place]


def neighbours(state: State, place: int) -> tuple[int, ...]:
    return graph(state.completed).neighbours[place]


def places(state: State) -> tuple[int, ...]:
    return tuple(sorted(graph(state.completed).members))


def supervisor_place(state: State, seat: int) -> int:
    return place_of(state, state.players[seat].supervisor)


# --- work in incomplete sections ----------------------------------------------------------------

def free_squares(state: State, section: int, road: str) -> int:
    """Empty red or blue squares of an incomplete section."""
    if state.is_completed(section):
        return 0
    printed = getattr(components().town.section(section), road)
    return printed - sum(getattr(state.site(section), road))


def finished(state: State, section: int) -> bool:
    """All old roads deconstructed, new roads constructed, structures razed ("Completing a
    section")."""
    site = state.site(section)
    data = components().town.section(section)
    return (not site.structures and sum(site.red) == data.red and sum(site.blue) == data.blue)


@functools.lru_cache(maxsize=4096)
def town_work(sites: tuple[Site, ...], completed: int) -> tuple[int, int, int, int]:
    """(empty red squares, empty blue squares, standing structures) of the incomplete
    sections and the empty plots of the completed ones ("Completing a section"), from the
    sections alone: the bots ask at every position they judge, and a move changes few
    sections (they keep their hashes)."""
    town = components().town
    red = blue = structures = plots = 0
    for number, site in enumerate(sites, 1):
        if completed >> (number - 1) & 1:
            plots += sum(1 for plot in site.plots if not plot.structure)
        else:
            section = town.section(number)
            red += section.red - sum(site.red)
            blue += section.blue - sum(site.blue)
            structures += len(site.structures)
    return red, blue, structures, plots


def incomplete(state: State) -> tuple[int, ...]:
    return tuple(n for n in range(1, len(state.sites) + 1) if not state.is_completed(n))


def completed_sections(state: State) -> tuple[int, ...]:
    return tuple(n for n in range(1, len(state.sites) + 1) if state.is_completed(n))


def cubes_in(site: Site, seat: int) -> int:
    """A player's cubes in an incomplete section: road squares, structure icons, extras."""
    return site.red[seat] + site.blue[seat] + site.icons[seat] + site.extra[seat]


# --- completed sections ------------------------------------------------------------------------

def beautify_room(state: State, section: int, again: int = 0) -> bool:
    """May a cube go on the section's beautify icon? Once per icon; equipment 1 (`again` =
    its limit per section, 0 without it) allows a second cube next to the first."""
    if not state.is_completed(section):
        return False
    icons = components().town.section(section).tile.beautify
    taken = len(state.site(section).beautify)
    return taken < icons or taken < again


def empty_plots(state: State, section: int) -> tuple[int, ...]:
    """Plot indices without a structure, one per kind of plot (printed plots are alike; each
    New Plot tile is its own, its right square already holds a cube)."""
    if not state.is_completed(section):
        return ()
    out, printed_seen, new_seen = [], False, set()
    for i, plot in enumerate(state.site(section).plots):
        if plot.structure:
            continue
        if not plot.new:
            if not printed_seen:
                out.append(i)
                printed_seen = True
        elif plot.right not in new_seen:
            out.append(i)
            new_seen.add(plot.right)
    return tuple(out)


def improvable_plots(state: State, section: int) -> tuple[int, ...]:
    if not state.is_completed(section):
        return ()
    return tuple(i for i, plot in enumerate(state.site(section).plots)
                 if plot.structure and plot.right < 0)
