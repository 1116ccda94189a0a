"""What the board prints round and on the town: the quadrant tracks with the players'
markers, the scoring track with their discs, each section's VP box and structure icons, and
completed sections of one quadrant joined into large completed sections."""
from __future__ import annotations

from shared.engine.i18n import tr
from shared.ui import theme
from circleville.scoring import section_values
from circleville.tiles import EQUIPMENT_KIND, EQUIPMENT_PARAMS
from circleville.town import graph

from . import layout as L
from .mats import fitting, piece

TRACK = (40, 52, 46)
SPACE = (58, 69, 64)              # the track's spaces, a shade lighter (opaque: drawn fast)
FIVE, TEN = (74, 84, 79), (99, 108, 103)
NUMBER = (214, 222, 206)
VP_BOX = (250, 244, 226)


def track_space_of(value: int) -> tuple[int, bool]:
    """The space of a quadrant marker and whether it shows "+10": past 10 the marker is
    turned over and counts from 0 again (a value past 20 stays on the last space)."""
    if value <= 10:
        return value, False
    return min(value - 10, L.TRACK_SPACES - 1), True


def marker_at(quadrant: str, q: int, state, seat: int, colour: str):
    """Where a player's marker lies on quadrant `quadrant`'s track (index `q` of its
    markers), and its sprite's name."""
    space, turned = track_space_of(state.players[seat].markers[q])
    name = f"marker_{colour}" + ("_plus10" if turned else "")
    return L.track_space(quadrant, state.n, seat, space), name


def disc_rect(points: int):
    """A scoring disc on the space of a score (the first of a pile there)."""
    x, y, w, _ = L.score_space(points)
    return (x - 1, y + 1, w + 2, w + 2)


def draw_quadrant_tracks(canvas, state, colours, quadrants, hidden=()) -> None:
    """Every quadrant track in its corner of the town: numbers, lanes, markers (those
    moving, in `hidden` as (seat, quadrant index), are drawn by their flights)."""
    n = state.n
    for q, quadrant in enumerate(quadrants):
        x, y, w, h = L.quadrant_track(quadrant, n)
        canvas.box((x - 1, y - 1, w + 1, h + 1), TRACK, radius=2)
        for lane in range(n):
            for space in range(L.TRACK_SPACES):
                canvas.box(L.track_space(quadrant, n, lane, space), SPACE, radius=2)
        mid = L.track_numbers_y(quadrant, n)
        for space in (0, 5, 10):
            sx, _, sw, _ = L.track_space(quadrant, n, 0, space)
            canvas.text(str(space), (sx + sw / 2, mid), 11, NUMBER, anchor="center")
        left = L.QUADRANT_CORNER[quadrant][0] < 0
        # (between the track's numbers and the town's outer ring, clear of the end
        # number beside it, which reaches past the track as the text grows)
        said = tr("Quadrant {quadrant}", quadrant=quadrant)
        gap = 4 + canvas.text_width("10" if left else "0", 11) / 2
        room = 110 - gap
        canvas.text(said, (x + w + gap if left else x - gap, mid),
                    fitting(canvas, said, 11, room, True), NUMBER, bold=True,
                    anchor="midleft" if left else "midright", max_width=room)
        for seat in range(n):
            if (seat, q) not in hidden:
                rect, name = marker_at(quadrant, q, state, seat, colours[seat])
                canvas.image(piece(name), rect, key=("cv", "marker", name))


def draw_scoring_track(canvas, state, colours, strip, hidden=()) -> None:
    """One of the scoring track's two strips round the town (spaces 0..49 on the top one,
    50..99 on the bottom one), a disc per player on the space of their score (but the
    moving ones, seats in `hidden`)."""
    top = strip == L.SCORE_TOP
    spaces = range(0, L.SCORE_ROW) if top else range(L.SCORE_ROW, L.SCORE_SPACES)
    canvas.box(strip, TRACK, radius=4)
    for k in spaces:
        if k % 5 == 0:
            x, y, w, h = L.score_space(k)
            canvas.box((x, y, w, h), FIVE if k % 10 else TEN, radius=2)
            if k % 10 == 0:
                canvas.text(str(k), (x + w / 2, y + h - 1), 11, NUMBER, anchor="midbottom")
    at: dict[int, list[int]] = {}
    for seat, player in enumerate(state.players):
        if seat not in hidden:
            at.setdefault(player.score % L.SCORE_SPACES, []).append(seat)
    for space, seats in at.items():
        if space not in spaces:
            continue
        x, y, size, _ = disc_rect(space)
        step = (L.SCORE_H - 2 - size) / max(1, len(seats) - 1)   # a pile spread down the strip
        for k, seat in enumerate(seats):
            canvas.image(piece(f"disc_{colours[seat]}"), (x, y + k * step, size, size),
                         key=("cv", "disc", colours[seat]))


def draw_vp_box(canvas, state, section) -> None:
    """An incomplete section's printed VP box for this many players: 1st, 2nd, ... place."""
    values = section_values(section.number, state.n)
    x, y, w, h = L.vp_box(section.number)
    text = "\u00b7".join(str(v) for v in values)
    canvas.box((x, y, w, h), VP_BOX, radius=3)
    canvas.box((x, y, w, h), (90, 84, 70), radius=3, width=1)
    canvas.text(text, (x + w / 2, y + h / 2), fitting(canvas, text, 11, w - 1), theme.INK,
                anchor="center", max_width=w - 1)


# the structures whose icon may hold two cubes: razed with equipment 11 ("If you raze a
# structure, for once place 2 cubes on the structure symbol")
TWO_CUBE_KINDS = frozenset(kind for tile, params in EQUIPMENT_PARAMS.items()
                           if EQUIPMENT_KIND[tile] == "extra_structure_cube"
                           for kind in params["structures"])


def structure_icons(site, printed) -> list[tuple[str, bool, list[int]]]:
    """The structure icons printed on an incomplete section, in print order: (kind, whether
    its structure still stands on it, the seats of the cubes on it). Razing takes the
    structure off and puts the razer's cube on the icon ("Orange: raze structures"), so a
    razed icon stays, with its cube, until the section is completed. The state keeps the
    structures still standing and how many cubes each seat has on the section's icons,
    not which icon holds which cube, so this reading places them: a kind's structures
    stand on its last icons (the razed ones are its first); with more cubes than razed
    icons, a seat with two puts them as a pair on a razed silver or golden icon
    (equipment 11); the other cubes go one to each razed icon in seat order. Each seat's
    count on the icons, which breaks a tie in the section's ranking, is the state's."""
    standing = list(site.structures)
    up = [False] * len(printed)
    for k in reversed(range(len(printed))):
        if printed[k] in standing:
            standing.remove(printed[k])
            up[k] = True
    razed = [k for k in range(len(printed)) if not up[k]]
    owners: dict[int, list[int]] = {k: [] for k in razed}
    left = list(site.icons)
    doubles = max(0, sum(left) - len(razed))
    for k in razed:   # the pairs first: equipment 11 on a silver or golden structure
        seat = next((s for s, n in enumerate(left) if n >= 2), None)
        if doubles and seat is not None and printed[k] in TWO_CUBE_KINDS:
            owners[k] = [seat, seat]
            left[seat] -= 2
            doubles -= 1
    for k in razed:
        seat = next((s for s, n in enumerate(left) if n), None)
        if not owners[k] and seat is not None:
            owners[k] = [seat]
            left[seat] -= 1
    if razed:   # more cubes than the reading above places: they lie on the last razed icon
        owners[razed[-1]] += [s for s, n in enumerate(left) for _ in range(n)]
    return [(kind, up[k], owners.get(k, [])) for k, kind in enumerate(printed)]


def standing_icon(site, printed, kind: str) -> int | None:
    """The icon (print order) of a standing structure of `kind`: the one a raze takes."""
    return next((k for k, (what, up, _) in enumerate(structure_icons(site, printed))
                 if up and what == kind), None)


def merged(state) -> set[int]:
    """The completed sections that are part of a large completed section."""
    members = graph(state.completed).members.values()
    return {n for sections in members if len(sections) > 1 for n in sections}


def draw_merged(canvas, state, town, colour) -> None:
    """Large completed sections as one piece: the roads between their sections are paved
    over, and so is a crossing with the same large section all round it."""
    place = graph(state.completed).place
    for a in sorted(merged(state)):
        for b in town.section(a).neighbours:
            if a < b and place[a - 1] == place[b - 1]:
                band = L.road_between(a, b, 4)
                if band:
                    canvas.polygon(band, colour)
                for x, y in L.crossings(a, b):
                    around = {L.section_at((x + dx, y + dy)) for dx in (-4, 4) for dy in (-4, 4)}
                    if None not in around and \
                            len({place[n - 1] for n in around if n is not None}) == 1:
                        canvas.circle((x, y), 5, colour)
