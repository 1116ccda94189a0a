"""Every printed component of Squaring Circleville on the table as printed, and face as the
rules say (issue 27, "Circleville board"):

- the year track: each year bonus tile lies face up on its year ("05 Set up", J: "place one
  face-up on each empty space of the year track"), the 3 victory points tile on 1856
  included, and the achievement tile beside a year (set up H) is drawn as itself;
- tips: every tile on the year track, every achievement beside a year and every year bonus
  tile beside a mat names the tile and says what it does, through the translation function;
- a raze takes the structure off its icon and puts the razer's cube on the icon ("Orange:
  raze structures": "Place a color cube on the empty structure icons"): the icon stays
  printed with its cube until the section is completed, so the tie-break of the section's
  ranking (cubes on structure icons) can be seen;
- the solo players' supervisors ("08 Solo mode", each solo player's set up): Bertha's and
  Carsten's (and Katherine's) stand on a quadrant icon of their own mat, Denzel's beside
  his mat, marking the section of his last work when there is one; none stands in the town
  for nothing, and the panel names no section it is not on."""
import attrs
import pygame
import pytest

from circleville.components import components
from circleville.scene import layout as L
from circleville.scene import solomat
from circleville.scene.mats import year_bonus_name
from circleville.scene.tracks import structure_icons
from circleville.tiles import YEAR_BONUS_KIND
from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.session import Session
from shared.ui.widgets import inside

from .driver import Driver
from .test_circleville_board import drawn
from .test_circleville_table import table_for, walk
from .test_translatable import drawn_texts, pseudo, untranslated  # noqa: F401 (a fixture)

TRACK = components().board.year_track


def solo_table(app, seats, moves, seed="3"):
    """A table of a game with solo players after `moves` moves, seen by seat 0."""
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(seats, {}, seed))
    play_out(match, max_moves=moves)
    session = Session(match, {"names": [f"P{k}" for k in range(len(seats))]}, autosave=False)
    table = registry.game_info("circleville").table_scene()(app, session, live=False)
    table.viewer = 0
    app.scenes[:] = [table]
    return table


def mid_game(app, players=2, seed=4, taken=3):
    """A table once `taken` year bonus tiles have left the track."""
    table = table_for(app, players, seed)
    for _ in walk(table, players, 1):
        if sum(1 for t in table.match.state.year_tiles if not t) >= taken:
            break
    table.flights.clear()
    return table


def hover(drv, table, rect):
    x, y, w, h = rect
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2, y + h / 2)), rel=(0, 0),
             buttons=(0, 0, 0))
    drv.pump(1)
    return table.hover_tile


def tip_drawn(app, table) -> str:
    return " ".join(drawn_texts(app, [], then=lambda: None))


def within(rect, outer) -> bool:
    x, y, w, h = rect
    return inside(outer, (x + 0.5, y + 0.5)) and inside(outer, (x + w - 0.5, y + h - 0.5))


# --- the year track ----------------------------------------------------------------------------

@pytest.mark.parametrize("taken", [0, 3])
def test_every_year_bonus_tile_on_the_track_is_face_up_with_its_kind(app, taken):
    table = mid_game(app, taken=taken)
    state = table.match.state
    images, _ = drawn(app, table, state)
    on_track = [(key, r) for key, r in images if key and key[:2] == ("cv", "yb")
                and inside(L.BOARD, (r[0], r[1]))]
    seen = 0
    for year, tile in zip(TRACK.tile_years, state.year_tiles):
        here = [key[2] for key, r in on_track if within(r, table.year_tile_rect(year))]
        if not tile:   # taken: its space is empty
            assert here == [], (year, here)
            continue
        seen += 1
        assert here == [f"year_bonus_{YEAR_BONUS_KIND[tile]}"], (year, tile, here)
    assert seen == len(TRACK.tile_years) - taken
    # no back anywhere on the track: every tile there lies face up (the 3 VP tile too)
    assert not [key for key, _ in on_track if "back" in key[2]]
    if not taken:
        last = state.year_tiles[-1]
        assert YEAR_BONUS_KIND[last] == "victory_points"
        assert (("cv", "yb", "year_bonus_victory_points") in [key for key, _ in on_track])


def test_each_achievement_beside_a_year_is_drawn_as_itself(app):
    table = mid_game(app, taken=0)
    state = table.match.state
    images, _ = drawn(app, table, state)
    waiting = [(y, a) for y, a in zip(TRACK.tile_years, state.year_achievements) if a]
    assert len(waiting) == len(TRACK.achievement_slots)
    for year, tile in waiting:
        rect = table.year_achievement_rect(year)
        assert (("cv", "achievement", tile), rect) in images
        assert rect[2] < 20   # small, beside its year's tile
        # beside, not over, the year bonus tile
        tx, ty, tw, th = table.year_tile_rect(year)
        assert rect[1] + rect[3] <= ty + 0.5


def test_the_year_track_keeps_clear_of_the_queue_and_the_equipment(app):
    table = mid_game(app, taken=0)
    for year in TRACK.tile_years:
        for r in (table.year_tile_rect(year), table.year_achievement_rect(year)):
            assert r[1] >= L.queue_slot(0)[1] + L.queue_slot(0)[3]
            assert r[1] + r[3] <= L.equipment_slot(0)[1]


# --- tips ----------------------------------------------------------------------------------------

def test_every_tile_on_the_year_track_has_a_tip_naming_it(app):
    from circleville.glossary import tile_text
    drv = Driver(app)
    table = mid_game(app, taken=2)
    state = table.state
    first = next(y for y, t in zip(TRACK.tile_years, state.year_tiles) if t)
    for year, tile in zip(TRACK.tile_years, state.year_tiles):
        if not tile:
            assert table.tile_at(state, drv.app.canvas.to_logical(
                drv.centre(table.year_tile_rect(year)))) is None
            continue
        assert hover(drv, table, table.year_tile_rect(year)) == ("year_track", year)
        text = tip_drawn(app, table)
        assert f"Year {year}: {year_bonus_name(tile)}." in text
        assert tile_text("year_bonus", tile) in text
        if year == first:
            assert "Whoever completes the next section takes it." in text
    for year, tile in zip(TRACK.tile_years, state.year_achievements):
        if not tile:
            continue
        assert hover(drv, table, table.year_achievement_rect(year)) == ("year_achievement",
                                                                        year)
        text = tip_drawn(app, table)
        assert tile_text("achievement", tile) in text
        assert f"beside year {year}" in text


def test_the_3_victory_points_tile_tip_says_it_ends_the_game(app):
    drv = Driver(app)
    table = mid_game(app, taken=0)
    year = TRACK.tile_years[-1]
    assert hover(drv, table, table.year_tile_rect(year)) == ("year_track", year)
    text = tip_drawn(app, table)
    assert "3 victory points" in text and "ending" in text


def test_a_year_bonus_tile_beside_a_mat_has_a_tip(app):
    from circleville.glossary import tile_text
    drv = Driver(app)
    table = table_for(app, 3)
    holder = None
    for d in walk(table, 3, 1):
        holder = next((s for s, p in enumerate(table.match.state.players) if p.year_bonus), None)
        if holder is not None and d.kind in ("rondel", "actions"):
            break
    assert holder is not None
    table.flights.clear()
    state = table.state
    tile = state.players[holder].year_bonus[0]
    rows = L.player_rows(state.n, table.large_seat())
    rect = (L.mat_year_bonus(rows[holder], 0) if holder == table.large_seat()
            else table.mats.compact_year_bonus(rows[holder], 0))
    assert hover(drv, table, rect) == ("year_bonus", tile)
    text = tip_drawn(app, table)
    assert f"{year_bonus_name(tile)}. {tile_text('year_bonus', tile)}" in text
    # and opened large, the same tile beside the whole mat
    table.opened = (holder, table.match.decision().seat)
    rows = L.player_rows(state.n, table.large_seat())
    assert hover(drv, table, L.mat_year_bonus(rows[holder], 0)) == ("year_bonus", tile)
    assert year_bonus_name(tile) in tip_drawn(app, table)


def test_every_tip_of_the_year_track_and_the_mats_is_looked_up(app, pseudo):  # noqa: F811
    table = mid_game(app, taken=2)
    state = table.state
    texts = []
    hovered = [("year_track", y) for y, t in zip(TRACK.tile_years, state.year_tiles) if t]
    hovered += [("year_achievement", y) for y, t in zip(TRACK.tile_years,
                                                        state.year_achievements) if t]
    hovered += [("year_bonus", 1), ("year_bonus", 19), ("year_bonus_used", 7)]
    for tile in hovered:
        table.hover_tile = tile
        texts += drawn_texts(app, [], then=lambda: None)
    table.hover_tile = None
    missing = untranslated(texts, set(table.session.meta["names"]))
    assert missing == [], "\n".join(missing)


# --- razed structures ---------------------------------------------------------------------------

def razed_section(state):
    """An incomplete section with a razed icon and a structure still standing, else one
    with a razed icon."""
    found = []
    for number in range(1, len(state.sites) + 1):
        site = state.site(number)
        if state.is_completed(number) or not any(site.icons):
            continue
        found.append((bool(site.structures), number))
    return max(found)[1] if found else None


def cubes_on(images, rect, colours):
    """The seats whose cube is drawn inside `rect`."""
    return sorted(colours.index(key[2]) for key, r in images
                  if key and key[:2] == ("cv", "cube") and within(r, rect))


def test_a_razed_icon_stays_with_the_razers_cube_on_it(app):
    table = table_for(app, 3)
    number = None
    for _ in walk(table, 3, 1):
        number = razed_section(table.match.state)
        if number is not None and table.match.state.site(number).structures:
            break
    assert number is not None
    table.flights.clear()
    state = table.match.state
    site = state.site(number)
    printed = components().town.section(number).structures
    images, _ = drawn(app, table, state)
    colours = list(table.colours)
    per_seat = [0] * state.n
    for k, kind in enumerate(printed):
        rect = L.structure_icon(number, k)
        assert (("cv", "icon", kind), rect) in images   # the print never goes
        standing = [key for key, r in images if key == ("cv", "structure", kind)
                    and r[0] >= rect[0] - 1 and r[0] + r[2] <= rect[0] + rect[2] + 1
                    and r[1] < rect[1] + rect[3] and r[1] + r[3] > rect[1]]
        owners = cubes_on(images, rect, colours)
        if standing:
            assert owners == []   # a structure on it: no cube yet
        for seat in owners:
            per_seat[seat] += 1
    # every seat's cubes on the icons are drawn on them: the section's tie-break
    assert per_seat == list(site.icons)
    razed = len(printed) - len(site.structures)
    assert sum(1 for _, up, _ in structure_icons(site, printed) if not up) == razed
    # a standing structure is still a target where it is drawn; a razed icon is not
    icons = structure_icons(site, printed)
    rects = [L.structure_icon(number, k) for k in range(len(printed))]
    for kind in site.structures:
        k = rects.index(table.town_rect(state, ("structure", number, kind)))
        assert icons[k][:2] == (kind, True)


def test_two_cubes_on_one_icon_and_an_icon_razed_without_a_cube(app):
    """Equipment 11 puts two cubes on a silver or golden icon; a player out of cubes
    razes without one: the state's counts per seat are what the icons show."""
    table = table_for(app, 3)
    state = table.match.state
    number = next(n for n in range(2, 21) if not state.is_completed(n)
                  and components().town.section(n).structures == ("silver", "natural"))
    site = state.site(number)
    # silver razed by seat 2 with equipment 11, natural still standing
    two = attrs.evolve(site, structures=("natural",), icons=(0, 0, 2))
    # both razed; seat 1 one cube, the other razed without a cube
    bare = attrs.evolve(site, structures=(), icons=(0, 1, 0))
    colours = list(table.colours)
    for changed, expected in ((two, [[2, 2], []]), (bare, [[1], []])):
        sites = state.sites[:number - 1] + (changed,) + state.sites[number:]
        images, _ = drawn(app, table, attrs.evolve(state, sites=sites))
        got = [cubes_on(images, L.structure_icon(number, k), colours) for k in range(2)]
        assert got == expected
        for k, kind in enumerate(("silver", "natural")):
            assert (("cv", "icon", kind), L.structure_icon(number, k)) in images


# --- the solo players' supervisors --------------------------------------------------------------

def town_pawns(images, colour):
    return [r for key, r in images if key == ("cv", "sup", colour)]


def test_solo_supervisors_stand_on_their_mats_not_in_the_town(app):
    table = solo_table(app, ["greedy", "bertha", "carsten", "katherine"], 40)
    state = table.match.state
    images, texts = drawn(app, table, state)
    for seat in (1, 2, 3):
        colour = table.colours[seat]
        assert state.players[seat].supervisor == state.start   # what the state keeps ...
        assert town_pawns(images, colour) == []                 # ... is not in the town
        where, space = solomat.supervisor_at(state, seat)
        assert (where, space) == ("mat", state.solo[seat].space)
        assert table.mats.supervisor_text(state, seat) == \
            f"On its mat: {solomat.mat(state.solo[seat].name).spaces[space].quadrant}"
    assert not any(t.startswith("Section ") and t != f"Section {state.players[0].supervisor}"
                   for t in texts)
    # the person's supervisor is in the town, where the state has it
    human = state.players[0].supervisor
    assert town_pawns(images, table.colours[0]) == [L.supervisor_rect(human, 0)]
    # each solo player's pawn on the quadrant icon of its space, in its compact row
    rows = L.player_rows(state.n, table.large_seat())
    for seat in (1, 2, 3):
        colour = table.colours[seat]
        x, y, w, h = rows[seat]
        strip = (x + 38, y + 31, w - 250, 16)
        m = solomat.mat(state.solo[seat].name)
        step = strip[2] / len(m.spaces)
        icon = (strip[0] + state.solo[seat].space * step, strip[1])
        assert (("cv", "supervisor", colour), solomat.pawn_on_icon(icon, strip[3])) in images


def test_bertha_on_her_large_mat_stands_on_the_icon_of_her_space(app):
    table = solo_table(app, ["greedy", "bertha"], 30)
    state = table.match.state
    table.opened = (1, table.match.decision().seat)
    images, _ = drawn(app, table, state)
    colour = table.colours[1]
    rect = L.player_rows(state.n, 1)[1]
    pawns = [r for key, r in images if key == ("cv", "supervisor", colour)
             and inside(rect, (r[0], r[1] + r[3] - 1))]
    assert len(pawns) == 1
    body = (rect[0] + 12, rect[1] + 36, rect[2] - 24, rect[3] - 44)
    m = solomat.mat("bertha")
    per = body[3] / len(m.spaces)
    space = state.solo[1].space
    # on her space's row, at its left end where the quadrant icon is printed
    assert body[1] + space * per <= pawns[0][1] + pawns[0][3] <= body[1] + (space + 1) * per
    assert pawns[0][0] < body[0] + 60
    assert town_pawns(images, colour) == []


def test_denzels_supervisor_is_beside_his_mat_or_marks_his_last_section(app):
    table = solo_table(app, ["greedy", "denzel"], 1)
    state = table.match.state
    colour = table.colours[1]
    assert state.solo[1].last == 0
    images, _ = drawn(app, table, state)
    assert town_pawns(images, colour) == []
    assert table.mats.supervisor_text(state, 1) == "Beside its mat"
    row = L.player_rows(state.n, table.large_seat())[1]
    beside = [r for key, r in images if key == ("cv", "supervisor", colour)
              and inside(row, (r[0], r[1] + r[3] / 2))]
    assert len(beside) == 1
    # once he has worked: his supervisor marks the section of his last cube
    marked = attrs.evolve(state, solo=(None, attrs.evolve(state.solo[1], last=7)))
    images, texts = drawn(app, table, marked)
    at = table.town_supervisors(marked)[7].index(1)
    assert town_pawns(images, colour) == [L.supervisor_rect(7, at)]
    assert table.mats.supervisor_text(marked, 1) == "Section 7"
    assert not [r for key, r in images if key == ("cv", "supervisor", colour)
                and inside(row, (r[0], r[1] + r[3] / 2))]
    # later in a played game: wherever the state says
    table = solo_table(app, ["greedy", "denzel"], 120, seed="5")
    state = table.match.state
    images, _ = drawn(app, table, state)
    last = state.solo[1].last
    expected = [L.supervisor_rect(last, table.town_supervisors(state)[last].index(1))] \
        if last else []
    assert town_pawns(images, table.colours[1]) == expected
