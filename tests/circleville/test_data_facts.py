"""The component data agrees with every derived fact about the lost component pictures.

Each test names the item of ../shared/design/circleville-facts.md it checks ("facts D.2")
and, where a checklist line is purely about component data, its checklist id. Examples of
the rulebook are named by their people (Angelika, Marion, Nicole; Bertha, Carsten, Denzel).
"""
from __future__ import annotations

from collections import Counter

import pytest

from circleville.components import Components, components

ACTION_COLOURS = ("red", "blue", "orange", "green")


@pytest.fixture(scope="module")
def data() -> Components:
    return components()


def _touches(data: Components, area: set[int], number: int) -> bool:
    return any(data.town.adjacent(member, number) for member in area)


def test_loading_is_cached(data):
    """components() loads once: the same object every time."""
    assert components() is data


# ------------------------------------------------------------------ A. rondel

def test_rondel_has_eight_spaces_and_stacks(data):
    """facts A.1, DE-1: 8 stack slots of 4 tiles, one per rondel space, plus the upcoming stack."""
    rondel = data.board.rondel
    assert len(rondel.spaces) == 8
    assert rondel.stack_size == 4
    assert rondel.upcoming_stack_size == 4


def test_rondel_start_is_the_green_smokestack_space(data):
    """facts A.2, A.3: everybody starts on the green space with the smokestack."""
    start = data.board.rondel.spaces[data.board.rondel.start]
    assert start.colour == "green" and start.smokestack
    assert sum(space.smokestack for space in data.board.rondel.spaces) == 1


def test_rondel_colours(data):
    """facts A.2: every action colour occurs (Denzel must reach every quadrant), green more than
    once (the smokestack tells the green spaces apart), and there is a blue space (facts K: the
    Bertha, Carsten and Denzel examples all end on blue)."""
    colours = Counter(space.colour for space in data.board.rondel.spaces)
    assert set(colours) == set(ACTION_COLOURS)
    assert colours["green"] > 1
    assert colours["blue"] >= 1


# ------------------------------------------------------------------ B. action tiles

def test_action_tile_accounting(data):
    """facts B.1, CV-CONCEPT-04: 64 tiles, 16 per colour; setup puts 32 in 8 stacks of 4, draws
    4 for the upcoming stack, and leaves 28 in the bag, which is 7 refills."""
    total = data.inventory.action_tiles_per_colour * len(data.mat.colours)
    assert data.inventory.action_tiles_per_colour == 16 and total == 64
    rondel = data.board.rondel
    on_rondel = len(rondel.spaces) * rondel.stack_size
    assert on_rondel == 32 and on_rondel % len(ACTION_COLOURS) == 0
    in_bag = total - on_rondel - rondel.upcoming_stack_size
    assert in_bag == 28 and in_bag // rondel.upcoming_stack_size == 7
    assert len(rondel.spaces) + 1 + in_bag // rondel.upcoming_stack_size == 16   # stacks of 4


# ------------------------------------------------------------------ C. player mat

def test_mat_columns_levels_and_slots(data):
    """facts C.1, C.2, CV-CONCEPT-09, CV-CONCEPT-10, CV-CONCEPT-27: four colour columns with
    their basic actions, 4 tile spaces each above the printed level 1 (so level 5 at most, 16
    spaces in all), a value printed for every level, and 3 slots for equipment/achievements."""
    mat = data.mat
    assert mat.colours == ACTION_COLOURS
    assert [c.basic_action for c in mat.columns] == [
        "deconstruct_roads", "construct_roads", "raze_structures", "build_structures"]
    assert mat.tile_spaces == 4 and mat.max_level == 5
    assert mat.tile_spaces * len(mat.columns) == 16
    assert all(len(c.values) == mat.max_level for c in mat.columns)
    assert mat.slots == 3


@pytest.mark.parametrize("colour, level, value, example", [
    ("red", 1, 2, "Carsten deconstructs with 2 cubes"),
    ("red", 3, 3, "Angelika deconstructs 3 roads"),
    ("blue", 1, 2, "Marion constructs 2 roads"),
    ("blue", 3, 3, "Bertha places 2 + 1 blue cubes"),
    ("orange", 3, 2, "Bertha razes 2 brown structures"),
    ("orange", 5, 3, "Nicole razes 3 structures"),
    ("green", 2, 1, "Angelika builds 1 structure"),
    ("orange", 1, 1, "derived: at most the green L2 value, at least 1"),
    ("green", 1, 1, "derived: at most the green L2 value, at least 1"),
])
def test_known_mat_values(data, colour, level, value, example):
    """facts C.3, C.4, CV-CONCEPT-11: the basic values the examples fix."""
    assert data.mat.value(colour, level) == value, example


def test_mat_values_within_derived_bounds(data):
    """facts C.3, C.4: values never fall with the level; roads L2 in {2, 3} and L4 >= 3;
    structures L4 in {2, 3}."""
    for column in data.mat.columns:
        assert list(column.values) == sorted(column.values), column.colour
    for colour in ("red", "blue"):
        assert data.mat.value(colour, 2) in (2, 3)
        assert data.mat.value(colour, 4) >= 3
    for colour in ("orange", "green"):
        assert data.mat.value(colour, 4) in (2, 3)


def test_road_value_is_structure_value_plus_one_where_both_known(data):
    """facts C.5: at levels 1 and 3 a road action does one more than a structure action."""
    for level in (1, 3):
        assert data.mat.value("red", level) == data.mat.value("orange", level) + 1
        assert data.mat.value("blue", level) == data.mat.value("green", level) + 1


def test_alternate_actions(data):
    """facts C.1, CV-ALT-03: the alternate column holds move (up to 3 steps), take equipment,
    beautify, improve and claim an achievement (2 VP when the colour matches) at levels 1-5."""
    mat = data.mat
    assert [a.action for a in mat.alternate_actions] == [
        "move_supervisor", "take_equipment", "beautify", "improve_structure",
        "claim_achievement"]
    assert [a.level for a in mat.alternate_actions] == [1, 2, 3, 4, 5]
    assert mat.alternate(1).params["steps"] == 3
    assert mat.alternate(5).params["matching_colour_vp"] == 2


# ------------------------------------------------------------------ D. the town

def test_twenty_sections_in_four_quadrants(data):
    """facts D.1, CV-CONCEPT-02, CV-CONCEPT-12: 20 numbered sections, each in exactly one of 4
    quadrants (first A .. fourth D), and one section tile per section."""
    town = data.town
    assert [s.number for s in town.sections] == list(range(1, 21))
    assert [q.id for q in town.quadrants] == ["A", "B", "C", "D"]
    assert [q.ordinal for q in town.quadrants] == [1, 2, 3, 4]
    members = [n for q in town.quadrants for n in q.sections]
    assert sorted(members) == list(range(1, 21))
    assert all(town.section(n).quadrant == q.id for q in town.quadrants for n in q.sections)
    assert data.inventory.section_tiles == 20


def test_adjacency_is_symmetric(data):
    """facts D.1: a road separates two sections, so each lists the other."""
    for section in data.town.sections:
        for other in section.neighbours:
            assert data.town.adjacent(other, section.number)


def test_section_17_neighbours(data):
    """facts D.2, CV-CONCEPT-14: 17 borders 6, 16 and 19 by roads and meets 9 only at a corner."""
    town = data.town
    for other in (6, 16, 19):
        assert town.adjacent(17, other)
    assert not town.adjacent(17, 9)
    assert town.section(17).neighbours == (6, 16, 19)


def test_section_15_neighbours(data):
    """facts D.2, CV-CONCEPT-15: from 15 Angelika may go to 14, 11 or the completed area of the
    third quadrant holding 18 and 20, not to 12 or 19."""
    town = data.town
    for other in (14, 11, 18):
        assert town.adjacent(15, other)
    for other in (12, 19):
        assert not town.adjacent(15, other)
    assert town.section(18).quadrant == town.section(20).quadrant == "C"
    assert town.section(15).quadrant != "C"
    area = next(a for a in data.town.areas(set(town.quadrant("C").sections) - {19}) if 18 in a)
    assert 20 in area and _touches(data, area, 15)


def test_moves_in_the_examples(data):
    """facts D.2, CV-CONCEPT-16: the single supervisor moves the examples make cross roads:
    15-14 (Angelika, red), 18-15 (Nicole, raze), 13-12 (Marion, blue), 6-7 and 7-8 (Angelika,
    move 3), and the 4-5 pair of the Bertha example."""
    for a, b in ((15, 14), (18, 15), (13, 12), (6, 7), (7, 8), (4, 5)):
        assert data.town.adjacent(a, b), (a, b)


def test_completed_areas_touch_the_example_sections(data):
    """facts D.2: a completed area of the third quadrant borders 6 (Angelika's 3-step move
    starts there) and a completed area of the first quadrant borders section 1 (Marion moves
    from it to 1)."""
    town = data.town
    assert any(town.adjacent(n, 6) for n in town.quadrant("C").sections)
    assert any(town.adjacent(n, 1) for n in town.quadrant("A").sections if n != 1)


def test_third_quadrant_with_19_open(data):
    """facts D.2 (derived): with only 19 open the third quadrant shows two completed areas, and
    19 borders both, so completing it joins the whole quadrant into one area."""
    town = data.town
    rest = set(town.quadrant("C").sections) - {19}
    areas = data.town.areas(rest)
    assert len(areas) == 2
    assert all(_touches(data, area, 19) for area in areas)
    assert len(data.town.areas(set(town.quadrant("C").sections))) == 1


def test_areas_follow_roads(data):
    """Town.areas groups sections by roads: on the reconstructed map the third quadrant without
    19 is {16, 17} and {18, 20}; sections of several quadrants may chain through roads."""
    assert data.town.areas([20, 18, 17, 16]) == (frozenset({16, 17}), frozenset({18, 20}))
    assert data.town.areas([6, 17, 9]) == (frozenset({6, 9, 17}),)
    assert data.town.areas([]) == ()


def test_every_quadrant_joins_into_one_area(data):
    """facts D.1: a fully completed quadrant is a single large completed section."""
    for quadrant in data.town.quadrants:
        assert len(data.town.areas(set(quadrant.sections))) == 1, quadrant.id


def test_quadrant_membership_from_examples(data):
    """facts D.3, CV-CONCEPT-16: 4 and 5 lie in the first quadrant (Bertha), 6 and 7 in the
    second (Denzel), 18, 19 and 20 in the third, 11 in the fourth (Carsten), and 15 is not in
    the third; the checklist reads 16 and 17 as third-quadrant sections too."""
    town = data.town
    expected = {4: "A", 5: "A", 6: "B", 7: "B", 11: "D",
                16: "C", 17: "C", 18: "C", 19: "C", 20: "C"}
    for number, quadrant in expected.items():
        assert town.section(number).quadrant == quadrant, number
    assert town.section(15).quadrant != "C"


def test_hypothesis_h1_is_the_layout(data):
    """facts D.4 (hypothesis H1, adopted): five sections per quadrant, 1-5, 6-10, 16-20,
    11-15; the four start sections fall one in each quadrant; roads between quadrants only
    join neighbours on the ring A-B-C-D-A (A-C and B-D meet only at the centre)."""
    town = data.town
    assert [q.sections for q in town.quadrants] == [
        (1, 2, 3, 4, 5), (6, 7, 8, 9, 10), (16, 17, 18, 19, 20), (11, 12, 13, 14, 15)]
    assert sorted(town.section(n).quadrant for n in town.start_sections) == ["A", "B", "C", "D"]
    pairs = {frozenset((s.quadrant, town.section(o).quadrant))
             for s in town.sections for o in s.neighbours}
    cross = {p for p in pairs if len(p) == 2}
    assert cross == {frozenset("AB"), frozenset("BC"), frozenset("CD"), frozenset("DA")}


def test_section_13_work_matches_the_scoring_example(data):
    """facts D.6: when 13 completes, Angelika, Marion and Nicole hold 2 cubes each (Marion's
    two on blue squares, Nicole's the last red among hers, Angelika at least one on a structure
    icon, the others none), so 13 has exactly 6 squares and icons: at least 2 blue, at least 1
    red, 1 or 2 structure icons."""
    section = data.town.section(13)
    assert section.red + section.blue + len(section.structures) == 6
    assert section.blue >= 2 and section.red >= 1
    assert 1 <= len(section.structures) <= 2
    roads_after_marion = section.red + section.blue - 2
    assert roads_after_marion >= 2          # room for Nicole's two road cubes


@pytest.mark.parametrize("number, colour, at_least, example", [
    (15, "red", 2, "Angelika finishes 15 with 2 red cubes"),
    (14, "red", 3, "Angelika could instead move to 14 first and place all 3 there"),
    (13, "blue", 2, "Marion places 2 blue cubes in 13"),
    (5, "blue", 2, "Bertha places 2 blue cubes in 5"),
    (4, "blue", 1, "... and 1 in 4"),
    (11, "red", 2, "Carsten places 2 red cubes in 11"),
    (6, "red", 1, "Denzel's red cubes go into 6 and 7"),
    (7, "red", 1, "Denzel's red cubes go into 6 and 7"),
])
def test_road_squares_used_in_examples(data, number, colour, at_least, example):
    """facts D.2, D.3, K: each example's cubes fit the squares of its section."""
    assert getattr(data.town.section(number), colour) >= at_least, example


def test_denzel_blue_cubes_fit_sections_6_and_7(data):
    """facts K: Denzel's two blue level-1 actions put 4 cubes into 6 and 7, lowest first."""
    town = data.town
    assert town.section(6).blue + town.section(7).blue >= 2 * data.mat.value("blue", 1)


# ------------------------------------------------------------------ E. structures

def test_structure_totals(data):
    """facts E.1, CV-CONCEPT-03: 33 structures, 5 golden, 6 silver, 7 brown, 15 natural, and the
    board's icons match them one to one."""
    expected = {"golden": 5, "silver": 6, "brown": 7, "natural": 15}
    assert dict(data.inventory.structures) == expected
    icons = Counter(kind for s in data.town.sections for kind in s.structures)
    assert icons == Counter(expected)
    assert sum(icons.values()) == 33


def test_start_sections_hold_exactly_two_naturals(data):
    """facts E.2: each possible start section (1, 10, 15, 20) shows two natural icons and nothing
    else; 10 is the first-game start."""
    town = data.town
    assert town.start_sections == (1, 10, 15, 20)
    assert town.first_game_start == 10
    for number in town.start_sections:
        assert town.section(number).structures == ("natural", "natural"), number


def test_leftover_is_two_naturals_for_every_start(data):
    """facts E.2: whichever start is chosen, filling the icons of the other 19 sections leaves
    exactly 2 naturals, which go on the two leftmost queue slots."""
    supply = Counter(dict(data.inventory.structures))
    for start in data.town.start_sections:
        placed = Counter(kind for s in data.town.sections if s.number != start
                         for kind in s.structures)
        assert supply - placed == Counter(natural=2), start
        assert not placed - supply
    assert data.board.queue.setup == ("natural", "natural")


def test_the_other_sixteen_sections(data):
    """facts E.3: the 16 sections that can never be a start hold 25 icons (5 golden, 6 silver,
    7 brown, 7 natural); at setup 31 structures stand on the board and 2 wait in the queue."""
    others = [s for s in data.town.sections if s.number not in data.town.start_sections]
    assert len(others) == 16
    icons = Counter(kind for s in others for kind in s.structures)
    assert icons == Counter(golden=5, silver=6, brown=7, natural=7)
    on_board = sum(icons.values()) + 3 * 2
    assert on_board == 31 and 33 - on_board == len(data.board.queue.setup)


def test_structures_in_the_examples(data):
    """facts E.2 and the appendix check list: Nicole razes a golden structure in 18 and both
    naturals in 15; Bertha razes a brown structure in 5 and one in 4."""
    town = data.town
    assert "golden" in town.section(18).structures
    assert town.section(15).structures.count("natural") == 2
    assert "brown" in town.section(5).structures
    assert "brown" in town.section(4).structures


def test_structures_queue(data):
    """facts E.4, CV-CONCEPT-25: the queue has 12 slots."""
    assert data.board.queue.slots == 12


# ------------------------------------------------------------------ F. section tiles

def test_section_tiles(data):
    """facts F.2, F.3, F.4: every section tile has one beautify icon and its build plots; the
    third quadrant offers a plot (Angelika builds there); the fourth can take Angelika's 3 and
    Marion's 1 beautify cubes (at most 2 per tile); the town has plots for every structure the
    queue cannot hold."""
    town = data.town
    assert all(s.tile.beautify == 1 for s in town.sections)
    assert sum(town.section(n).tile.plots for n in town.quadrant("C").sections) >= 1
    assert 2 * sum(town.section(n).tile.beautify for n in town.quadrant("D").sections) >= 4
    plots = sum(s.tile.plots for s in town.sections)
    assert plots >= sum(dict(data.inventory.structures).values()) - data.board.queue.slots


# ------------------------------------------------------------------ G. year track and tables

def test_year_track(data):
    """facts G.1, CV-CONCEPT-26: 1837 to 1856 (20 spaces); 1837 never holds a tile, so 19 years
    take the 19 year bonus tiles, the special-backed 3 VP tile always on 1856."""
    track = data.board.year_track
    assert track.years == tuple(range(1837, 1857)) and len(track.years) == 20
    assert track.empty_year == 1837
    assert track.tile_years == tuple(range(1838, 1857))
    assert len(data.year_bonus) == data.inventory.year_bonus_tiles == 19
    special = [t for t in data.year_bonus if t.special_back]
    assert len(special) == 1 and special[0].effect.kind == "victory_points"
    assert special[0].effect.params["vp"] == 3 and special[0].effect.params["ends_game"]


def test_one_year_tile_per_completion(data):
    """facts G.2: 20 sections minus the start section give 19 completions, one tile each."""
    assert len(data.town.sections) - 1 == len(data.year_bonus)
    assert len(data.board.year_track.tile_years) == len(data.year_bonus)


def test_year_bonus_kinds(data):
    """facts G.3, CV-CONCEPT-05: eight kinds of year bonus tile; the 3 VP tile exists once and
    the other 18 spread over the seven other kinds."""
    kinds = Counter(t.effect.kind for t in data.year_bonus)
    assert set(kinds) == {"new_plot", "new_equipment", "flexible_supervisor",
                          "flexible_assistant", "level_five", "raze_structure",
                          "build_structure", "victory_points"}
    assert kinds["victory_points"] == 1
    assert sum(kinds.values()) - 1 == 18
    assert [t.id for t in data.year_bonus] == list(range(1, 20))


def test_achievement_slots_on_the_year_track(data):
    """facts G.4: fewer than 23 achievement slots, beside years that hold year bonus tiles,
    and not beside every year."""
    track = data.board.year_track
    slots = track.achievement_slots
    assert 0 < len(slots) < data.inventory.achievement_tiles == 23
    assert set(slots) <= set(track.tile_years)
    assert len(slots) < len(track.tile_years)


def test_achievements_table(data):
    """facts G.5, DE-12: one row of spaces per action colour, the orange row with at least two
    ("the second orange space"), one four-coloured space, and room for every tile that can
    arrive from the year track."""
    table = data.board.achievements_table
    assert [colour for colour, _ in table.rows] == list(ACTION_COLOURS)
    assert table.row("orange") >= 2
    assert table.multicoloured == 1
    assert table.capacity >= len(data.board.year_track.achievement_slots)


def test_tiles_are_numbered(data):
    """facts G.6, L, CV-CONCEPT-05: 22 equipment tiles numbered 1-22 and 23 achievement tiles
    numbered 1-23 (solo players remove the lowest-numbered)."""
    assert [t.id for t in data.equipment] == list(range(1, 23))
    assert [t.id for t in data.achievements] == list(range(1, 24))
    assert data.inventory.equipment_tiles == 22 and data.inventory.achievement_tiles == 23


# ------------------------------------------------------------------ H. section scoring

def test_section_13_scoring_box(data):
    """facts H.1: three players score 3, 2 and 1 for section 13."""
    assert data.town.section(13).scoring.for_players(3) == (3, 2, 1)


def test_section_7_scoring_box(data):
    """facts H.2: in the Denzel example (a 2-player game) Denzel's double first place is 6 and
    the human, ranked after him, scores 1: section 7 pays 3 first and 1 third."""
    box = data.town.section(7).scoring
    assert 2 * box.values[0] == 6
    assert box.values[2] == 1
    assert box.for_players(2) == (3, 1)


def test_scoring_boxes_have_four_places(data):
    """facts H.3, DE-13: every box shows four values, one per place, never rising; the German
    caption 4/3/2/1 is one of the boxes in use."""
    boxes = [s.scoring.values for s in data.town.sections]
    assert all(len(box) == 4 and list(box) == sorted(box, reverse=True) for box in boxes)
    assert (4, 3, 2, 1) in boxes


def test_two_players_skip_the_highlighted_second_value(data):
    """facts H.4, DE-14, I.2: with two players the highlighted 2nd value is skipped, so 2nd
    place scores the 3rd value; with more players every value is used in order."""
    for section in data.town.sections:
        box = section.scoring
        assert box.highlighted_rank == 2
        assert box.for_players(2) == (box.values[0], box.values[2])
        assert box.for_players(4) == box.values


# ------------------------------------------------------------------ I. quadrant tracks

def test_quadrant_tracks(data):
    """facts I.1, CV-CONCEPT-23: tracks run 0-10 and a flipped "+10" marker adds 10, so a marker
    shows 0 to 20; every player has one marker per track."""
    tracks = data.town.tracks
    assert tracks.spaces == 10 and tracks.flip_bonus == 10 and tracks.max_value == 20
    assert data.inventory.quadrant_markers == len(data.town.quadrants) == 4


def test_quadrant_end_scoring_box(data):
    """facts I.2, DE-23: the final-scoring example pays 9, 6 and 3 to three players; with two
    players the ranks score 9 and 3."""
    box = data.town.tracks.end_scoring
    assert box.for_players(3) == (9, 6, 3)
    assert box.for_players(2) == (9, 3)


# ------------------------------------------------------------------ J. colours

def test_player_colours_and_pieces(data):
    """facts J.1, CV-CONCEPT-06: purple (Angelika), yellow (Marion), black (Nicole) and white
    (Bertha); each colour has 50 cubes, a supervisor, an assistant, a scoring disc and 4
    quadrant markers."""
    inv = data.inventory
    assert inv.player_colours == ("purple", "yellow", "black", "white")
    assert (inv.cubes, inv.supervisors, inv.assistants, inv.scoring_discs,
            inv.quadrant_markers) == (50, 1, 1, 1, 4)
    assert (inv.min_players, inv.max_players) == (1, 4)


def test_solo_players_own_a_colour_each(data):
    """facts J.1: the solo sides are the backs of the player mats; Bertha is white, Carsten
    black, Denzel purple and Katherine yellow."""
    owners = {s.name: s.colour for s in data.mat.solo_sides}
    assert owners == {"Bertha": "white", "Carsten": "black", "Denzel": "purple",
                      "Katherine": "yellow"}


@pytest.mark.parametrize("name, order, checklist", [
    ("Bertha", ("silver", "brown", "natural", "golden"), "CV-SOLO-BERTHA-08"),
    ("Carsten", ("golden", "silver", "brown", "natural"), "CV-SOLO-CARSTEN-04"),
    ("Denzel", ("brown", "natural", "golden", "silver"), "CV-SOLO-DENZEL-09"),
    ("Katherine", ("natural", "golden", "silver", "brown"), "CV-SOLO-KATHERINE-04"),
])
def test_solo_structure_orders(data, name, order, checklist):
    """facts "No disagreement found on" (solo structure orders), CV-SOLO-BERTHA-08,
    CV-SOLO-CARSTEN-04, CV-SOLO-DENZEL-09, CV-SOLO-KATHERINE-04."""
    assert data.mat.solo_side(name).structure_order == order, checklist


# ------------------------------------------------------------------ K. colour -> quadrant

def test_colour_quadrant_link(data):
    """facts K: a fixed one-to-one link from action colour to quadrant exists, and blue leads to
    the second quadrant (Denzel acts in quadrant B from a blue space)."""
    town = data.town
    assert sorted(q.colour for q in town.quadrants) == sorted(ACTION_COLOURS)
    assert town.quadrant_for_colour("blue").id == "B"


# ------------------------------------------------------------------ L. tile inventories

def _equipment(data, tile_id):
    tile = data.equipment_tile(tile_id)
    return tile.effect.kind, dict(tile.effect.params.pairs)


def test_equipment_abilities(data):
    """facts L (equipment 1-22): each tile's ability as the glossary describes it."""
    assert _equipment(data, 1) == ("beautify_again", {"max_per_section": 2})
    assert _equipment(data, 2) == ("flip_stack", {})
    assert _equipment(data, 3) == ("extra_supervisor_move", {"moves": 1})
    assert _equipment(data, 4) == ("swap_year_bonus", {})
    assert _equipment(data, 13) == ("assistant_reach", {"spaces": 3})
    assert _equipment(data, 14) == ("cheaper_bonus_action", {"tiles": 3})
    assert _equipment(data, 15) == ("assistant_counter_clockwise", {})
    assert _equipment(data, 16) == ("finished_roads_cube", {"cubes": 1})
    assert _equipment(data, 17) == ("swap_upcoming_stack", {})
    assert _equipment(data, 18) == ("swap_mat_tile", {})
    assert _equipment(data, 19) == ("swap_queue_structures", {})
    assert _equipment(data, 22) == ("double_lone_majority", {"factor": 2})
    assert all(data.equipment_tile(i).use == "once_per_turn" for i in (18, 19))


def test_equipment_colour_groups(data):
    """facts L: 5-8 add a level, one tile per colour; 9-10 add 2 road cubes (red, blue); 11-12
    add a cube on silver/golden structures (raze, build); 20-21 pair the colours, 20 red with
    blue as in the glossary example."""
    assert sorted(_equipment(data, i)[1]["colour"] for i in (5, 6, 7, 8)) == sorted(ACTION_COLOURS)
    assert all(_equipment(data, i)[0] == "extra_level" for i in (5, 6, 7, 8))
    roads = {_equipment(data, i)[1]["colour"] for i in (9, 10)}
    assert roads == {"red", "blue"}
    assert all(_equipment(data, i)[1]["cubes"] == 2 for i in (9, 10))
    for i in (11, 12):
        kind, params = _equipment(data, i)
        assert kind == "extra_structure_cube" and set(params["structures"]) == {"silver", "golden"}
    assert {_equipment(data, i)[1]["colour"] for i in (11, 12)} == {"orange", "green"}
    assert set(_equipment(data, 20)[1]["colours"]) == {"red", "blue"}
    assert set(_equipment(data, 21)[1]["colours"]) == {"orange", "green"}


def test_equipment_22_is_removed_in_two_player_and_solo_games(data):
    """facts L, DE-47: tile 22 is not used with 2 players or with solo players."""
    assert set(data.equipment_tile(22).removed_in) == {"two_player", "solo"}
    assert all(not t.removed_in for t in data.equipment if t.id != 22)


def test_achievement_scoring(data):
    """facts L (achievements 1-23): 1-16 are one tile per quadrant for each structure kind
    (natural 1 VP, brown/silver/golden 2 VP); 17-20 the same kinds with your cube beside them;
    21 beautify cubes, 22 action tiles, 23 claimed achievements (3 VP each)."""
    groups = {1: ("natural", 1), 5: ("brown", 2), 9: ("silver", 2), 13: ("golden", 2)}
    for first, (kind, vp) in groups.items():
        tiles = [data.achievement_tile(i) for i in range(first, first + 4)]
        assert all(t.effect.kind == "structures_in_quadrant" for t in tiles)
        assert all(t.effect.params["structure"] == kind and t.effect.params["vp"] == vp
                   for t in tiles)
        assert sorted(t.effect.params["quadrant"] for t in tiles) == ["A", "B", "C", "D"]
    for tile_id, (kind, vp) in zip(range(17, 21), groups.values()):
        effect = data.achievement_tile(tile_id).effect
        assert effect.kind == "structures_with_own_cube"
        assert (effect.params["structure"], effect.params["vp"]) == (kind, vp)
    assert data.achievement_tile(21).effect.kind == "own_beautify_cubes"
    assert data.achievement_tile(22).effect.kind == "action_tiles_on_mat"
    last = data.achievement_tile(23).effect
    assert last.kind == "claimed_achievements" and last.params["vp"] == 3
