"""Scoring: a completed section's ranking (step I), the quadrant ranks of final scoring, the
final scoring itself, the winner, and the bots' estimate of a position ("Step I: scoring
victory points", "07 Game end and final scoring")."""
from __future__ import annotations

from functools import lru_cache

from shared.engine.narration import Line

from .actions import BASIC, BEAUTIFY, IMPROVE, MOVE, ROADS, beautify_limit
from .components import components
from .events import Emitter, FinalScored, MarkerAdvanced
from .mat import COLOURS, action_tiles, level
from .state import Player, Site, State, quadrant_index
from .queue import room
from .tiles import ACHIEVEMENT_KIND, ACHIEVEMENT_PARAMS
from .town import (beautify_room, cubes_in, empty_plots, free_squares, improvable_plots, members,
                   neighbours, supervisor_place)

QUADRANTS = tuple(q.id for q in components().town.quadrants)
QUADRANT_SECTIONS = tuple(q.sections for q in components().town.quadrants)
FINAL_CATEGORIES = tuple(Line.of("Quadrant {quadrant}", quadrant=q) for q in QUADRANTS) + (
    "Achievement tiles", "Unused year bonus tiles")


_QUADRANT_OF = {n: q for q, sections in enumerate(QUADRANT_SECTIONS) for n in sections}
# scoring boxes by (section, players) and by players: rebuilt in place when a save brings
# an earlier release's data into force (its boxes were others)
_BOXES: dict[tuple[int, int], tuple[int, ...]] = {}
_END_BOX: dict[int, tuple[int, ...]] = {}
_QUADRANT_ID: dict[int, str] = {}


def refresh_from_data() -> None:
    town = components().town
    _BOXES.clear()
    _BOXES.update({(s.number, n): s.scoring.for_players(n) for s in town.sections
                   for n in range(1, 5)})
    _END_BOX.clear()
    _END_BOX.update({n: town.tracks.end_scoring.for_players(n) for n in range(1, 5)})
    _QUADRANT_ID.clear()
    _QUADRANT_ID.update({s.number: s.quadrant for s in town.sections})


refresh_from_data()


def section_values(section: int, players: int) -> tuple[int, ...]:
    """The scoring box for ranks 1..players (2 players: the highlighted 2nd value skipped)."""
    return _BOXES[section, players]


def section_ranking(state: State, section: int, active: int) -> tuple[int, ...]:
    """Players with cubes in the section, best first: most cubes; tie: more cubes on
    structure icons; still tied: clockwise from the active player."""
    return _ranking(state.site(section), state.n, active)


def _ranking(site: Site, n: int, active: int) -> tuple[int, ...]:
    ranked = [(-cubes_in(site, s), -site.icons[s], (s - active) % n, s)
              for s in range(n) if cubes_in(site, s)]
    return tuple(r[-1] for r in sorted(ranked))


def beautify_cubes(state: State, quadrant: int, seat: int) -> int:
    return sum(state.site(n).beautify.count(seat) for n in QUADRANT_SECTIONS[quadrant]
               if state.is_completed(n))


def quadrant_points(state: State, quadrant: int, markers=None, beautify=None) -> tuple[int, ...]:
    """Final scoring of one quadrant: markers from most to least score the end-game box;
    a marker on 0 scores nothing; ties: more beautify cubes in the quadrant; still tied:
    the tied ranks' points added and shared, rounding up."""
    n = state.n
    if markers is None:
        markers = [p.markers[quadrant] for p in state.players]
    if beautify is None:
        beautify = [beautify_cubes(state, quadrant, s) for s in range(n)]
    return _quadrant_points(n, markers, beautify)


def _quadrant_points(n: int, markers, beautify) -> tuple[int, ...]:
    values = _END_BOX[n]
    ranked = sorted(((markers[s], beautify[s], s) for s in range(n) if markers[s] > 0),
                    reverse=True)
    points = [0] * n
    i = 0
    while i < len(ranked):
        j = i
        while j + 1 < len(ranked) and ranked[j + 1][:2] == ranked[i][:2]:
            j += 1
        share = sum(values[i:j + 1])
        tied = j - i + 1
        for k in range(i, j + 1):
            points[ranked[k][2]] = -(-share // tied)
        i = j + 1
    return tuple(points)


def achievement_points(state: State, seat: int, tile: int) -> int:
    """What a claimed achievement tile scores at the end of the game."""
    kind, params = ACHIEVEMENT_KIND[tile], ACHIEVEMENT_PARAMS[tile]
    player = state.players[seat]
    if kind == "claimed_achievements":
        return params["vp"] * len(player.achievements)
    if kind == "action_tiles_on_mat":
        return params["vp"] * action_tiles(player)
    count = 0
    completed = state.completed
    structure = params.get("structure")
    for number, site in enumerate(state.sites, 1):
        if not completed >> (number - 1) & 1:
            continue
        if kind == "own_beautify_cubes":
            count += seat in site.beautify     # one point per icon holding a cube of yours
        elif kind == "structures_in_quadrant":
            if _QUADRANT_ID[number] == params["quadrant"]:
                count += sum(p.structure == structure for p in site.plots)
        elif kind == "structures_with_own_cube":
            count += sum(p.structure == structure and seat in (p.left, p.right)
                         for p in site.plots)
    return params["vp"] * count


def final_scoring(em: Emitter) -> None:
    """Supervisor bonus, quadrants, achievement tiles, 1 VP per unused year bonus tile."""
    for seat, player in enumerate(em.state.players):
        if em.state.solo_seat(seat) is None:     # solo players: no supervisor bonus (S6)
            em(MarkerAdvanced(seat, quadrant_index(player.supervisor), 1))
    state = em.state
    per_quadrant = [quadrant_points(state, q) for q in range(len(QUADRANTS))]
    for seat, player in enumerate(state.players):
        achievements = sum(achievement_points(state, seat, t) for t in player.achievements)
        if state.solo_seat(seat) is not None:    # quadrant ranks only (CV-SOLO-24)
            achievements = 0
            player = type(player)()
        em(FinalScored(seat, tuple(per_quadrant[q][seat] for q in range(len(QUADRANTS)))
                       + (achievements, len(player.year_bonus))))


def totals(state: State) -> tuple[int, ...]:
    final = state.final or ((),) * state.n
    return tuple(p.score + sum(final[s]) for s, p in enumerate(state.players))


def winners(state: State) -> tuple[tuple[int, ...], Line | None]:
    """Most VP; tie: more action tiles on the mat (used year bonus tiles do not count);
    still tied: shared victory."""
    scores = totals(state)
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) == 1:
        return tuple(tied), None
    tiles = {s: _mat_tiles(state, s) for s in tied}
    most = max(tiles.values())
    won = tuple(s for s in tied if tiles[s] == most)
    if len(won) == 1:
        return won, Line.of("Tied on {points} VP: the tie goes to the player with more action "
                            "tiles on their mat ({tiles}).", points=best, tiles=most)
    return won, Line.of("Tied on {points} VP and {tiles} action tiles on the mat: the tied "
                        "players share the victory.", points=best, tiles=most)


def _mat_tiles(state: State, seat: int) -> int:
    """Action tiles on the seat's mat, a solo mat's too (the tie-break, CV-WIN-06)."""
    solo = state.solo_seat(seat)
    if solo is None:
        return action_tiles(state.players[seat])
    if solo.name == "denzel":                   # his tiles are counts per colour column
        return sum(solo.tiles)
    return sum(1 for c in solo.tiles if c)


# --- the bots' estimate ---------------------------------------------------------------------------

def estimate(state: State) -> list[float]:
    """Each seat's VP so far plus what its position is likely worth: quadrant ranks as they
    stand (and a little per marker step), achievement tiles, year bonus tiles, its share of
    sections in progress (more as a section nears completion), and a little for levels and
    equipment. Cheap: the greedy bot calls it for every legal move."""
    n = state.n
    values = [float(p.score) for p in state.players]
    if state.final:
        return [v + sum(f) for v, f in zip(values, state.final)]
    completed = state.completed
    markers = tuple(p.markers for p in state.players)
    for points in _quadrants(state.sites, completed, markers):
        for s, pts in enumerate(points):
            values[s] += 0.7 * pts
    for s, p in enumerate(state.players):
        values[s] += 0.3 * sum(p.markers)
        if p.achievements:
            values[s] += sum(achievement_points(state, s, t) for t in p.achievements)
        values[s] += (1.5 * len(p.year_bonus)
                      + 0.8 * len(state.turn.flipped if state.turn.seat == s else ()))
        values[s] += _kit(p)
        values[s] += 0.05 * p.cubes + 0.35 * min(p.cubes, 6)     # running dry hurts
    active = state.turn.seat
    for number, site in enumerate(state.sites, 1):
        if not completed >> (number - 1) & 1:
            for s, share in _shares(site, number, n, active):
                values[s] += share
    return values


# Parts of the estimate that depend on one player or one section alone, remembered for the
# objects a search meets again and again (a move changes one player and a section or two;
# the objects keep their hashes). Each is the same float the sum would have worked out.

@lru_cache(maxsize=4096)
def _quadrants(sites: tuple[Site, ...], completed: int,
               markers: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Each quadrant's final scoring as the town and the quadrant markers stand."""
    n = len(markers)
    beautify = [[0] * n for _ in QUADRANTS]
    for number, site in enumerate(sites, 1):
        if completed >> (number - 1) & 1 and site.beautify:
            row = beautify[_QUADRANT_OF[number]]
            for seat in site.beautify:
                row[seat] += 1
    return tuple(_quadrant_points(n, [m[q] for m in markers], beautify[q])
                 for q in range(len(QUADRANTS)))


@lru_cache(maxsize=4096)
def _kit(player: Player) -> float:
    """A little for action levels and equipment."""
    return 0.8 * sum(level(player, c) - 1 for c in COLOURS) + 0.3 * len(player.equipment)


@lru_cache(maxsize=8192)
def _shares(site: Site, number: int, n: int, active: int) -> tuple[tuple[int, float], ...]:
    """(seat, share) per seat ranked in an incomplete section, best first: its scoring box,
    weighted by how near the section is to completion."""
    placed = sum(site.red) + sum(site.blue)
    if not placed and not any(site.icons) and not any(site.extra):
        return ()
    data = components().town.section(number)
    total = data.red + data.blue + len(data.structures)
    done = placed + len(data.structures) - len(site.structures)
    weight = 0.2 + 0.8 * (done / total) ** 2
    box = section_values(number, n)
    return tuple((s, weight * box[i]) for i, s in enumerate(_ranking(site, n, active)))


def potential(state: State) -> float:
    """What the action in progress can still do, so that choosing an action and walking
    the supervisor to its work look as good as the work itself does a step later."""
    t = state.turn
    a = t.action
    if a is None or a.kind == MOVE:
        return 0.0
    seat = t.seat
    here = supervisor_place(state, seat)

    player = state.players[seat]
    spare = player.cubes
    if not spare:
        spare = sum(state.site(n).red[seat] + state.site(n).blue[seat]
                    for n in range(1, len(state.sites) + 1) if not state.is_completed(n))

    def work(place: int) -> float:
        if a.kind == BASIC:
            if state.is_completed(place) != (a.colour == "green"):
                return 0.0
            site = state.site(place)
            if a.colour in ROADS:
                free = free_squares(state, place, a.colour)
                count = min(a.remaining, free, spare)
                other = free_squares(state, place, "blue" if a.colour == "red" else "red")
                finishing = count == free and free and not other and not site.structures
                return 0.8 * count + 2.5 * finishing
            if a.colour == "orange":
                count = min(a.remaining, len(site.structures), room(state), spare)
                finishing = (count == len(site.structures) and count
                             and not free_squares(state, place, "red")
                             and not free_squares(state, place, "blue"))
                return 1.2 * count + 2.5 * finishing
            plots = sum(len(empty_plots(state, m)) for m in members(state, place))
            return 1.5 * min(a.remaining, plots, len(state.queue), spare)
        if a.done:
            return 0.0
        if a.kind == BEAUTIFY:
            limit = beautify_limit(state.players[seat])
            return 0.6 * any(beautify_room(state, m, limit) for m in members(state, place))
        if a.kind == IMPROVE:
            return 0.6 * any(improvable_plots(state, m) for m in members(state, place))
        return 0.5 if a.kind == "take_equipment" else 2.0

    best = work(here)
    if a.moves > 0 and not (a.kind == BASIC and a.done):
        best = max([best] + [0.9 * work(n) for n in neighbours(state, here)])
    return best


def standing(state: State, seat: int) -> list[float]:
    """Every seat's estimate as `seat` sees it: its own action in progress counts too."""
    values = estimate(state)
    if state.turn.seat == seat:
        values[seat] += potential(state)
    return values


def lead(values: list[float], seat: int) -> float:
    """The seat's value over the best other seat's."""
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def heuristic(state: State, seat: int) -> float:
    return lead(standing(state, seat), seat)
