"""The four solo player mats (circleville/data/solo_mats.yaml, circleville/solo/mats.py).

Three groups of tests:
  - every derived fact about the solo mats in ../shared/design/circleville-facts.md holds in
    the data; each test names its facts item ("facts K") and the checklist ids it checks
    (CV-SOLO-...), for the part of the rule that is mat data;
  - every worked example of the solo chapter (Bertha I-IV, Carsten I-IV, Denzel 1-10,
    Katherine I-III) agrees with the mat values: where an example states a number or an
    outcome that follows from a mat value, the test recomputes it from the data;
  - broken copies of the data fail to load with an error naming file and field.

The examples' section choices are recomputed with the smallest model of ruling S1 (a solo
action fills the sections of its quadrant in the solo player's order, as much as each
takes, before moving on); the town's squares and structures come from town.yaml.
"""
from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

from circleville.components import DATA_DIR, Components, components
from circleville.solo.mats import (SOLO_PLAYERS, AssistantMove, BerthaMat, CarstenMat,
                                   DenzelMat, KatherineMat, SoloMats, load, solo_mats)
from shared.engine.data import DataError

from .support import edit_yaml

REPO = Path(__file__).resolve().parents[2]
ACTION_COLOURS = ("red", "blue", "orange", "green")


@pytest.fixture(scope="module")
def mats() -> SoloMats:
    return solo_mats()


@pytest.fixture(scope="module")
def parts() -> Components:
    return components()


def _quadrant_sections(parts: Components, quadrant: str) -> tuple[int, ...]:
    return parts.town.quadrant(quadrant).sections


def _place_cubes(mat, parts: Components, quadrant: str, free: dict[int, int],
                 value: int) -> list[tuple[int, int]]:
    """Ruling S1 in small: (section, cubes) placed by a road action of `value` cubes in the
    designated quadrant, walking the sections in the mat's order. `free` is updated."""
    placed = []
    for number in mat.sections_in_order(_quadrant_sections(parts, quadrant)):
        take = min(value, free.get(number, 0))
        if take:
            placed.append((number, take))
            free[number] -= take
            value -= take
        if not value:
            break
    return placed


def _raze(mat, parts: Components, quadrant: str, value: int) -> list[tuple[int, str]]:
    """Ruling S1/S2 in small: (section, structure) razed, sections in the mat's order and the
    mat's structure order inside each section."""
    razed = []
    for number in mat.sections_in_order(_quadrant_sections(parts, quadrant)):
        standing = sorted(parts.town.section(number).structures,
                          key=mat.structure_order.index)
        for kind in standing[:value - len(razed)]:
            razed.append((number, kind))
        if len(razed) == value:
            break
    return razed


def _colours_of_turn(mat, rondel: str, tile: str, on_mat: str | None = None) -> list[str]:
    source = {"rondel_space": rondel, "stack_tile": tile, "supervisor_space": on_mat}
    sources = mat.actions if hasattr(mat, "actions") else mat.colour_sources
    return [source[s] for s in sources]


# ================================================================== loading

def test_loading_is_cached(mats):
    """solo_mats() loads once: the same object every time."""
    assert solo_mats() is mats


def test_one_mat_per_solo_side(mats, parts):
    """facts J.1 (each solo mat is the back of one player mat, one per player colour):
    CV-SOLO-04 (its mat and the components of its colour)."""
    assert [m.name for m in mats.all] == list(SOLO_PLAYERS)
    assert sorted(m.name for m in mats.all) == sorted(s.name for s in parts.mat.solo_sides)
    for mat in mats.all:
        assert mat.side is parts.mat.solo_side(mat.name)
        assert mats.by_name(mat.name) is mat
    with pytest.raises(KeyError):
        mats.by_name("Angelika")
    assert isinstance(mats.bertha, BerthaMat) and isinstance(mats.carsten, CarstenMat)
    assert isinstance(mats.denzel, DenzelMat) and isinstance(mats.katherine, KatherineMat)


def test_colour_and_structure_order_are_not_repeated_in_the_solo_file():
    """The solo file refers to player_mats.yaml for colour and structure order (one place)."""
    doc = yaml.safe_load((DATA_DIR / "solo_mats.yaml").read_text(encoding="utf-8"))
    for entry in doc.values():
        assert "colour" not in entry and "structure_order" not in entry


def test_loading_imports_no_pygame():
    """The solo mats are pure Python: loading them pulls in no pygame."""
    code = ("import sys; from circleville.solo.mats import solo_mats; solo_mats(); "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=REPO).returncode == 0


# ================================================================== common solo facts

def test_solo_colours(mats):
    """facts J.1: Bertha white, Carsten black, Denzel purple (their examples), Katherine yellow
    (by elimination); DE-57: Denzel's cubes are purple (the EN "black cube" is a slip).
    CV-SOLO-04."""
    assert {m.name: m.colour for m in mats.all} == {
        "Bertha": "white", "Carsten": "black", "Denzel": "purple", "Katherine": "yellow"}


@pytest.mark.parametrize("name, order, checklist", [
    ("Bertha", ("silver", "brown", "natural", "golden"), "CV-SOLO-BERTHA-08"),
    ("Carsten", ("golden", "silver", "brown", "natural"), "CV-SOLO-CARSTEN-04"),
    ("Denzel", ("brown", "natural", "golden", "silver"), "CV-SOLO-DENZEL-09"),
    ("Katherine", ("natural", "golden", "silver", "brown"), "CV-SOLO-KATHERINE-04"),
])
def test_structure_orders(mats, parts, name, order, checklist):
    """facts K common and "No disagreement found on" (EN and DE agree on the orders):
    CV-SOLO-19 and the player's own line (CV-SOLO-BERTHA-08, CV-SOLO-CARSTEN-04,
    CV-SOLO-DENZEL-09, CV-SOLO-KATHERINE-04). A permutation of the structure kinds."""
    mat = mats.by_name(name)
    assert mat.structure_order == order, checklist
    assert sorted(mat.structure_order) == sorted(parts.inventory.structure_kinds)


def test_final_action_is_three_vp_for_every_solo_player(mats):
    """facts K common, ruling S6: the final action is 3 VP. CV-SOLO-18."""
    assert {m.final_action_vp for m in mats.all} == {3}


@pytest.mark.parametrize("name, year_bonus, achievement, checklist", [
    ("Bertha", 1, 2, "CV-SOLO-BERTHA-18"),
    ("Carsten", 1, 2, "CV-SOLO-CARSTEN-23"),
    ("Denzel", 1, 2, "CV-SOLO-DENZEL-18"),
    ("Katherine", 1, 4, "CV-SOLO-KATHERINE-13"),
])
def test_completion_vp(mats, name, year_bonus, achievement, checklist):
    """facts K common ("score 1 + 2 (Katherine 1 + 4)"), DE-37 (Katherine's 4 is no
    translation error): CV-SOLO-21 and CV-SOLO-BERTHA-18, CV-SOLO-CARSTEN-23,
    CV-SOLO-DENZEL-18, CV-SOLO-KATHERINE-13."""
    completion = mats.by_name(name).completion
    assert (completion.year_bonus_vp, completion.achievement_vp) == (year_bonus, achievement)
    assert completion.total == year_bonus + achievement, checklist


@pytest.mark.parametrize("name, level, roads, structures", [
    ("Bertha", 3, 3, 2), ("Carsten", 1, 2, 1), ("Denzel", 1, 2, 1), ("Katherine", 1, 2, 1)])
def test_action_levels_and_values(mats, parts, name, level, roads, structures):
    """Ruling S14 and facts C.3/C.4: step-2 actions are basic actions at a fixed level -
    Bertha 3 (roads 3, structures 2), the others 1 (roads 2, structures 1). CV-SOLO-31,
    CV-SOLO-32, CV-SOLO-BERTHA-11, CV-SOLO-CARSTEN-08, CV-SOLO-DENZEL-12,
    CV-SOLO-KATHERINE-08."""
    mat = mats.by_name(name)
    assert mat.action_level == level
    for colour in ("red", "blue"):
        assert parts.mat.value(colour, mat.action_level) == roads
    for colour in ("orange", "green"):
        assert parts.mat.value(colour, mat.action_level) == structures


@pytest.mark.parametrize("name, impossible, missing", [
    ("Bertha", 3, 5), ("Carsten", 1, 5), ("Denzel", 3, 5), ("Katherine", 3, None)])
def test_impossible_and_missing_action_vp(mats, name, impossible, missing):
    """facts K, ruling S5, DE-25: VP instead of an action that cannot be done at all, and for
    the action lost to an empty stack (Katherine has no such rule). CV-SOLO-BERTHA-15,
    CV-SOLO-BERTHA-16, CV-SOLO-CARSTEN-09, CV-SOLO-CARSTEN-11,
    CV-SOLO-CARSTEN-22, CV-SOLO-DENZEL-14, CV-SOLO-DENZEL-15, CV-SOLO-KATHERINE-11,
    CV-SOLO-KATHERINE-12."""
    mat = mats.by_name(name)
    assert (mat.impossible_action_vp, mat.missing_tile_vp) == (impossible, missing)


@pytest.mark.parametrize("name, order, quadrant_from", [
    ("Bertha", "highest", "supervisor_space"), ("Carsten", "lowest", "supervisor_space"),
    ("Denzel", "lowest", "rondel_space"), ("Katherine", "highest", "supervisor_space")])
def test_designated_quadrant_and_section_order(mats, parts, name, order, quadrant_from):
    """facts K ("choose sections by number inside a designated quadrant"; Denzel's quadrant
    from the rondel colour), ruling S1: CV-SOLO-BERTHA-09, CV-SOLO-BERTHA-10,
    CV-SOLO-CARSTEN-05, CV-SOLO-CARSTEN-06, CV-SOLO-DENZEL-10, CV-SOLO-DENZEL-11,
    CV-SOLO-KATHERINE-05, CV-SOLO-KATHERINE-06."""
    mat = mats.by_name(name)
    assert (mat.section_order, mat.quadrant_from) == (order, quadrant_from)
    sections = parts.town.quadrant("D").sections
    first = max(sections) if order == "highest" else min(sections)
    assert mat.sections_in_order(sections)[0] == first
    assert sorted(mat.sections_in_order(sections)) == sorted(sections)


@pytest.mark.parametrize("name, rule, spaces, checklist", [
    ("Bertha", "seek_supervisor_colour", 1, "CV-SOLO-BERTHA-04 CV-SOLO-BERTHA-05"),
    ("Carsten", "fixed", 1, "CV-SOLO-CARSTEN-03"),
    ("Denzel", "seek_fewest_colour", 1, "CV-SOLO-DENZEL-05 CV-SOLO-DENZEL-07"),
    ("Katherine", "fixed", 2, "CV-SOLO-KATHERINE-03"),
])
def test_assistant_moves(mats, name, rule, spaces, checklist):
    """Ruling S4: Carsten 1 and Katherine 2 plain spaces; Bertha and Denzel look for a colour
    and otherwise move 1. CV-SOLO-BERTHA-04, CV-SOLO-BERTHA-05,
    CV-SOLO-CARSTEN-03, CV-SOLO-DENZEL-05, CV-SOLO-DENZEL-07, CV-SOLO-KATHERINE-03."""
    assistant = mats.by_name(name).assistant
    assert (assistant.rule, assistant.spaces) == (rule, spaces), checklist


def test_supervisor_starts(mats):
    """facts K: Bertha and Carsten by a drawn tile, Katherine on the supervisor symbol, Denzel
    beside his mat. CV-SOLO-BERTHA-01, CV-SOLO-CARSTEN-01, CV-SOLO-DENZEL-02,
    CV-SOLO-KATHERINE-01."""
    assert [m.supervisor_start for m in mats.all] == [
        "drawn_tile", "drawn_tile", "beside_mat", "supervisor_symbol"]


@pytest.mark.parametrize("name", ["Bertha", "Carsten"])
def test_a_drawn_tile_finds_exactly_one_icon(mats, parts, name):
    """facts K (Bertha and Carsten: "one icon per quadrant so the setup 'icon matching the
    colour' is unique"): every action colour's tile puts the supervisor on one space, and
    the four colours use the four spaces. CV-SOLO-BERTHA-01, CV-SOLO-CARSTEN-01,
    CV-SOLO-BERTHA-31."""
    mat = mats.by_name(name)
    assert len(mat.spaces) == 4
    assert Counter(s.quadrant for s in mat.spaces) == Counter("ABCD")
    starts = {colour: mat.setup_space(colour, parts.town) for colour in ACTION_COLOURS}
    assert sorted(starts.values()) == [0, 1, 2, 3]
    for colour, index in starts.items():
        assert mat.spaces[index].quadrant == parts.town.quadrant_for_colour(colour).id


# ================================================================== Bertha

def test_bertha_track(mats, parts):
    """facts K (Bertha mat): a vertical track of 4 spaces, each a quadrant icon with one
    action space; every action space has a printed colour for the first turn. The bottom
    icon is the first quadrant (derived from the example). CV-SOLO-BERTHA-07,
    CV-SOLO-BERTHA-09, CV-SOLO-BERTHA-22."""
    track = mats.bertha.track
    assert len(track) == 4
    assert track[-1].quadrant == "A"
    for space in track:
        assert len(space.colours) == 1 and space.colour in parts.mat.colours


def test_bertha_printed_colours_follow_the_quadrant_link(mats, parts):
    """facts K proposal (followed): the printed colour is the colour linked to the row's
    quadrant icon, so an empty action space shows the colour a drawn tile needs for it."""
    for space in mats.bertha.track:
        assert parts.town.quadrant_for_colour(space.colour).id == space.quadrant


def test_bertha_two_actions(mats):
    """facts K, DE-34's sibling for Bertha: 2 actions, the rondel space's first, then the
    stack tile's. CV-SOLO-BERTHA-11, CV-SOLO-BERTHA-12."""
    assert mats.bertha.actions == ("rondel_space", "stack_tile")


def test_bertha_extra_actions(mats, parts):
    """facts K: the 2 extra actions are Improve (alternate level 4) then Beautify (alternate
    level 3), 1 VP for each that cannot be done; they are the player side's alternates.
    CV-SOLO-BERTHA-22, CV-SOLO-BERTHA-24, CV-SOLO-BERTHA-25."""
    bertha = mats.bertha
    assert [(e.action, e.level) for e in bertha.extra_actions] == [
        ("improve_structure", 4), ("beautify", 3)]
    for extra in bertha.extra_actions:
        assert parts.mat.alternate(extra.level).action == extra.action
    assert bertha.extra_action_impossible_vp == 1


def test_bertha_extra_action_track(mats):
    """facts K (the extra action track lines up with the action-space rows: 4 rows), DE-26,
    DE-28; ruling S8 (wrap to the top). CV-SOLO-BERTHA-02, CV-SOLO-BERTHA-23,
    CV-SOLO-BERTHA-28, CV-SOLO-BERTHA-30."""
    extra = mats.bertha.extra_track
    assert extra.spaces == len(mats.bertha.track)
    assert extra.start == 0                          # the topmost space
    assert [extra.next(i) for i in range(extra.spaces)] == [1, 2, 3, 0]
    assert extra.after_last == "top"


def test_bertha_example_i(mats):
    """Bertha example I: the assistant looks for the colour next to her supervisor (the
    orange tile) and the turn gives "1 blue action and 1 orange action": the rondel space
    (blue, facts K) first, then the orange stack tile. CV-SOLO-BERTHA-04, CV-SOLO-BERTHA-12."""
    bertha = mats.bertha
    assert bertha.assistant.rule == "seek_supervisor_colour"
    assert _colours_of_turn(bertha, rondel="blue", tile="orange") == ["blue", "orange"]


def test_bertha_example_ii(mats, parts):
    """Bertha example II / CV-SOLO-BERTHA-17: the supervisor's space (the fourth, the one she
    leaves in III) shows the first quadrant; blue at level 3 = 3 cubes, 2 in section 5 and 1
    in section 4 (highest section first); raze at level 3 = 2 structures, the brown ones of
    sections 5 and 4 (her order puts brown before the natural of section 4)."""
    bertha = mats.bertha
    quadrant = bertha.track[3].quadrant
    assert quadrant == "A"
    cubes = parts.mat.value("blue", bertha.action_level)
    assert cubes == 3
    free = {n: parts.town.section(n).blue for n in _quadrant_sections(parts, quadrant)}
    assert _place_cubes(bertha, parts, quadrant, free, cubes) == [(5, 2), (4, 1)]
    structures = parts.mat.value("orange", bertha.action_level)
    assert structures == 2
    assert _raze(bertha, parts, quadrant, structures) == [(5, "brown"), (4, "brown")]


def test_bertha_example_iii_and_iv(mats, parts):
    """Bertha examples III and IV: the new orange tile goes beside the fourth (last) space,
    whose old orange tile (DE-27) shows she left that space before, so the white marker had
    already moved down at least once; leaving the last space sets off the two extra actions
    (Improve and Beautify, one cube each: "advances ... by 2"); the marker then moves down
    to the next space and the supervisor restarts on the top space.
    - The marker was not on the last row: it moves "down", and the tile left of the last
      row is the new orange one, whose quadrant (town.yaml) is not the fourth quadrant D
      the extra actions used. So the marker stood on a middle row: the track needs at least
      3 spaces, and some colour must point to D (the tile left of the marker).
    CV-SOLO-BERTHA-22, CV-SOLO-BERTHA-23, CV-SOLO-BERTHA-27, CV-SOLO-BERTHA-28,
    CV-SOLO-BERTHA-29."""
    bertha = mats.bertha
    last = len(bertha.track) - 1
    assert last == 3                                         # "the fourth space"
    assert parts.town.quadrant_for_colour("orange").id != "D"
    middle_rows = range(1, bertha.extra_track.spaces - 1)
    assert len(middle_rows) >= 1
    assert any(bertha.extra_track.next(row) == row + 1 for row in middle_rows)
    # every colour links to one quadrant and back, so some tile colour points to D
    assert sorted(q.colour for q in parts.town.quadrants) == sorted(parts.mat.colours)
    assert len(bertha.extra_actions) == 2                    # +2 on the quadrant track
    assert bertha.colour == "white"                          # "white cubes"


# ================================================================== Carsten

def test_carsten_ring(mats, parts):
    """facts K (Carsten mat): a ring of 4 spaces, one quadrant icon each, each with one
    printed action space; 3 slots for collected equipment. CV-SOLO-CARSTEN-05,
    CV-SOLO-CARSTEN-07, CV-SOLO-CARSTEN-27."""
    carsten = mats.carsten
    assert len(carsten.ring) == 4
    for space in carsten.ring:
        assert len(space.colours) == 1 and space.colour in parts.mat.colours
    assert carsten.equipment_slots == 3 == parts.mat.slots


def test_carsten_three_colours(mats):
    """facts K: three colours, in the order rondel space, stack tile, mat; all different =
    three level-1 actions in that order, 1 VP each if impossible. CV-SOLO-CARSTEN-07,
    CV-SOLO-CARSTEN-08, CV-SOLO-CARSTEN-09."""
    carsten = mats.carsten
    assert carsten.colour_sources == ("rondel_space", "stack_tile", "supervisor_space")
    assert carsten.action_level == 1 and carsten.impossible_action_vp == 1


@pytest.mark.parametrize("colour, action, level, spaces, vp, impossible, checklist", [
    ("red", "take_equipment", 2, None, 3, 0, "CV-SOLO-CARSTEN-12 CV-SOLO-CARSTEN-13"),
    ("blue", "improve_structure", 4, None, 0, 2, "CV-SOLO-CARSTEN-15"),
    ("orange", "beautify", 3, None, 0, 2, "CV-SOLO-CARSTEN-16"),
    ("green", "advance_supervisor", None, 1, 3, 0, "CV-SOLO-CARSTEN-17"),
])
def test_carsten_pairs(mats, parts, colour, action, level, spaces, vp, impossible, checklist):
    """facts K (pair effects: RR equipment + 3 VP; BB improve or 2 VP; OO beautify or 2 VP;
    GG supervisor +1 space & 3 VP): CV-SOLO-CARSTEN-12, CV-SOLO-CARSTEN-13,
    CV-SOLO-CARSTEN-14, CV-SOLO-CARSTEN-15, CV-SOLO-CARSTEN-16, CV-SOLO-CARSTEN-17."""
    pair = mats.carsten.pair(colour)
    assert (pair.action, pair.level, pair.spaces, pair.vp, pair.impossible_vp) == (
        action, level, spaces, vp, impossible), checklist
    if level is not None:
        assert parts.mat.alternate(level).action == action


def test_carsten_triple(mats):
    """facts K (triple: discard the lowest-numbered achievement of that colour row or 10 VP),
    ruling S10 (the multicoloured space does not count). CV-SOLO-CARSTEN-18,
    CV-SOLO-CARSTEN-19, CV-SOLO-CARSTEN-21."""
    triple = mats.carsten.triple
    assert (triple.achievements, triple.none_vp, triple.multicoloured_matches) == (1, 10, False)


def test_carsten_example(mats, parts):
    """Carsten examples I-IV / CV-SOLO-CARSTEN-24: one space on (fixed 1); the stack tile is
    red (IV takes "the red action tile from the stack") and the mat shows blue (IV returns
    "the blue action tile"), so the "1 red action and 1 double blue action" put him on a
    blue rondel space (facts K). Single red first: level 1 = 2 cubes in section 11, the
    lowest of the fourth quadrant; then the blue pair: Improve, one cube, +1 on the track;
    then the red tile replaces the blue one and the supervisor moves clockwise round the
    ring. (The checklist line says "red space, blue top tile" - the example says otherwise.)"""
    carsten = mats.carsten
    assert carsten.assistant.spaces == 1
    colours = _colours_of_turn(carsten, rondel="blue", tile="red", on_mat="blue")
    count = Counter(colours)
    single = next(c for c in colours if count[c] == 1)
    pair = next(c for c in colours if count[c] == 2)
    assert (single, pair) == ("red", "blue")
    quadrant = "D"
    at = carsten.space_of_quadrant(quadrant)
    cubes = parts.mat.value(single, carsten.action_level)
    assert cubes == 2
    free = {n: parts.town.section(n).red for n in _quadrant_sections(parts, quadrant)}
    assert _place_cubes(carsten, parts, quadrant, free, cubes) == [(11, 2)]
    assert carsten.pair(pair).action == "improve_structure"
    assert carsten.ring[at].quadrant == "D" and len(carsten.ring) > 1   # IV: a next space
    assert carsten.colour == "black"                         # "black cubes"


# ================================================================== Denzel

def test_denzel_columns(mats, parts):
    """facts K (Denzel mat): 4 colour columns x 3 spaces, empty at the start; the third tile
    sets off the special and empties the column, so no column holds a fourth.
    CV-SOLO-DENZEL-03, CV-SOLO-DENZEL-19, CV-SOLO-DENZEL-20, CV-SOLO-DENZEL-33,
    CV-SOLO-DENZEL-36."""
    denzel = mats.denzel
    assert sorted(denzel.columns) == sorted(parts.mat.colours)
    assert denzel.column_spaces == 3 == denzel.special.trigger_tiles


def test_denzel_actions(mats):
    """facts K, DE-34: 3 actions at level 1, twice the rondel space's colour, then once the
    stack tile's. CV-SOLO-DENZEL-12."""
    assert mats.denzel.actions == ("rondel_space", "rondel_space", "stack_tile")
    assert mats.denzel.action_level == 1


def test_denzel_special(mats):
    """facts K, ruling S11: double first place, the others from the second place on, the
    section number cube and 1 step, 8 VP without a section or without actions.
    CV-SOLO-DENZEL-22, CV-SOLO-DENZEL-23, CV-SOLO-DENZEL-25,
    CV-SOLO-DENZEL-27, CV-SOLO-DENZEL-29, CV-SOLO-DENZEL-30."""
    special = mats.denzel.special
    assert (special.first_place_factor, special.others_from_rank) == (2, 2)
    assert (special.section_number_cubes, special.quadrant_steps) == (1, 1)
    assert (special.no_section_vp, special.no_action_vp) == (8, 8)


def test_denzel_example(mats, parts):
    """Denzel example, markers 1-10 (CV-SOLO-DENZEL-08, -17, -34):
    1-2  he wants blue (fewest tiles) but no stack shows blue, so he moves 1 space;
    2-3  the space is blue, so his quadrant is the second (B, facts K) and he does blue,
         blue, red at level 1: 2 + 2 blue cubes, the lowest sections first (6 then 7), and
         2 red "again in sections 6 and 7" (section 6 had one red square left);
    4    the last cube lies in section 7: the supervisor marks 7;
    5    the red tile is his third red one: the special;
    6    Denzel 6 = 2 x first place 3 of section 7; the human 1 = the first value after the
         first place in a two-player box (2nd skipped, CV-SOLO-26); 3 VP for the two tiles;
    7-9  section tile, one purple cube on the number square, +1 on the quadrant track;
    10   the three red tiles leave the mat (the column holds exactly three)."""
    denzel, town = mats.denzel, parts.town
    assert denzel.assistant == AssistantMove("seek_fewest_colour", 1)              # 1-2
    assert denzel.quadrant_from == "rondel_space"
    quadrant = town.quadrant_for_colour("blue").id
    assert quadrant == "B"                                                         # 2
    colours = _colours_of_turn(denzel, rondel="blue", tile="red")
    assert colours == ["blue", "blue", "red"]
    blue = {n: town.section(n).blue for n in _quadrant_sections(parts, quadrant)}
    placed = [_place_cubes(denzel, parts, quadrant, blue,
                           parts.mat.value("blue", denzel.action_level)) for _ in range(2)]
    assert placed == [[(6, 2)], [(7, 2)]]                                          # 3
    red = {n: town.section(n).red for n in _quadrant_sections(parts, quadrant)}
    red[6] -= 1                                   # one red square of 6 was already done
    last = _place_cubes(denzel, parts, quadrant, red,
                        parts.mat.value("red", denzel.action_level))
    assert last == [(6, 1), (7, 1)]                                                # 3
    supervisor = last[-1][0]
    assert supervisor == 7                                                         # 4
    assert denzel.special.trigger_tiles == 3                                       # 5
    box = town.section(supervisor).scoring
    assert denzel.special.first_place_factor * box.values[0] == 6                  # 6
    two_player = box.for_players(2)
    assert two_player[denzel.special.others_from_rank - 1] == 1                    # 6
    assert denzel.completion.total == 3                                            # 6
    assert denzel.special.section_number_cubes == 1 and denzel.colour == "purple"  # 8
    assert denzel.special.quadrant_steps == 1                                      # 9
    assert denzel.column_spaces == denzel.special.trigger_tiles == 3               # 10


# ================================================================== Katherine

def test_katherine_ring(mats, parts):
    """facts K (Katherine mat): a ring of supervisor spaces with quadrant icons, one with the
    supervisor symbol; beside each a row of 2 or 4 printed action spaces, closest first.
    CV-SOLO-KATHERINE-01, CV-SOLO-KATHERINE-08, CV-SOLO-KATHERINE-09, CV-SOLO-KATHERINE-16,
    CV-SOLO-KATHERINE-18."""
    ring = mats.katherine.ring
    assert sum(s.supervisor_symbol for s in ring) == 1
    assert ring[mats.katherine.symbol_space].supervisor_symbol
    for space in ring:
        assert len(space.colours) in (2, 4)
        assert set(space.colours) <= set(parts.mat.colours)
        assert space.quadrant in {q.id for q in parts.town.quadrants}


def test_katherine_symbol_space_has_two_action_spaces(mats):
    """facts K ("the supervisor-symbol space's row has 2 action spaces": its special removes 2
    achievement tiles by the colours of that row), DE-36 (5 VP per missing tile), ruling
    S10. CV-SOLO-KATHERINE-19, CV-SOLO-KATHERINE-21,
    CV-SOLO-KATHERINE-22, CV-SOLO-KATHERINE-25."""
    katherine = mats.katherine
    special = katherine.special
    assert len(katherine.ring[katherine.symbol_space].colours) == special.achievements == 2
    assert special.none_vp == 5 and special.multicoloured_matches is False


def test_katherine_lazy_and_active(mats):
    """facts K hypothesis (followed): four spaces, one per quadrant, alternating 2 and 4
    actions from the supervisor symbol ("switches between being somewhat lazy and very
    active")."""
    ring = mats.katherine.ring
    start = mats.katherine.symbol_space
    sizes = [len(ring[(start + i) % len(ring)].colours) for i in range(len(ring))]
    assert sizes == [2, 4, 2, 4]
    assert Counter(s.quadrant for s in ring) == Counter("ABCD")


def test_katherine_example(mats, parts):
    """Katherine examples I-III / CV-SOLO-KATHERINE-14, -24: 2 spaces on the rondel; 4 level-1
    actions in the fourth quadrant's highest section, closest first: the red tile, then the
    printed green, blue, green (deconstruct, build, construct, build); the orange tile
    replaces the red one on the closest space and the supervisor moves clockwise to the
    next space - which is not the supervisor-symbol space, as the example ends without the
    achievement removal that reaching it sets off."""
    katherine = mats.katherine
    assert katherine.assistant.spaces == 2                                       # I
    at = katherine.space_of_quadrant("D")
    row = katherine.ring[at].colours
    assert len(row) == 4                                                          # II
    turn = ("red",) + row[1:]             # the red tile covers the closest space
    assert turn == ("red", "green", "blue", "green")
    assert [parts.mat.column(c).basic_action for c in turn] == [
        "deconstruct_roads", "build_structures", "construct_roads", "build_structures"]
    assert katherine.action_level == 1
    assert katherine.sections_in_order(_quadrant_sections(parts, "D"))[0] == 15
    assert not katherine.ring[(at + 1) % len(katherine.ring)].supervisor_symbol   # III


def test_katherine_printed_colours_are_balanced(mats):
    """Reconstruction check (no fact): the closest space shows its quadrant's colour and each
    colour is printed 3 times over the 12 action spaces."""
    colours = Counter(c for space in mats.katherine.ring for c in space.colours)
    assert colours == Counter({c: 3 for c in ACTION_COLOURS})


# ================================================================== validation

def test_a_faithful_copy_loads_like_the_shipped_data(copy):
    assert load(copy) == solo_mats()


def _rename(doc, old, new):
    doc[new] = doc.pop(old)


SOLO = "solo_mats.yaml"
BROKEN = [
    # (file edited, change, file named, field named, words of the problem)
    (SOLO, lambda d: d.pop("Denzel"), SOLO, "Denzel", "is missing"),
    (SOLO, lambda d: _rename(d, "Bertha", "Berta"), SOLO, "Berta", "not a known field"),
    (SOLO, lambda d: d["Bertha"].update(colour="white"), SOLO, "Bertha.colour",
     "not a known field"),
    (SOLO, lambda d: d["Bertha"].pop("missing_tile_vp"), SOLO, "Bertha.missing_tile_vp",
     "is missing"),
    (SOLO, lambda d: d["Bertha"].update(action_level=6), SOLO, "Bertha.action_level",
     "between 1 and 5, not 6"),
    (SOLO, lambda d: d["Bertha"].update(impossible_action_vp=-3), SOLO,
     "Bertha.impossible_action_vp", "between 0 and 20"),
    (SOLO, lambda d: d["Bertha"]["completion"].update(achievement_vp="two"), SOLO,
     "Bertha.completion.achievement_vp", "whole number"),
    (SOLO, lambda d: d["Bertha"]["track"][3].update(quadrant="E"), SOLO,
     "Bertha.track[3].quadrant", "'E' is not one of A, B, C, D"),
    (SOLO, lambda d: d["Bertha"]["track"][0].update(quadrant="A"), SOLO, "Bertha.track",
     "shows quadrant A 2 times"),
    (SOLO, lambda d: d["Bertha"]["track"][1].update(colour="purple"), SOLO,
     "Bertha.track[1].colour", "'purple' is not one of red, blue, orange, green"),
    (SOLO, lambda d: d["Bertha"]["extra_track"].update(spaces=5), SOLO,
     "Bertha.extra_track.spaces", "should be 4"),
    (SOLO, lambda d: d["Bertha"]["extra_actions"][0].update(level=3), SOLO,
     "Bertha.extra_actions[0].level", "level 3 is beautify (player_mats.yaml)"),
    (SOLO, lambda d: d["Bertha"]["actions"].append("sideways"), SOLO, "Bertha.actions[2]",
     "not one of"),
    (SOLO, lambda d: d["Carsten"]["pairs"].pop("green"), SOLO, "Carsten.pairs.green",
     "is missing"),
    (SOLO, lambda d: d["Carsten"]["pairs"].update(purple={}), SOLO, "Carsten.pairs.purple",
     "not a known field"),
    (SOLO, lambda d: d["Carsten"]["pairs"]["blue"].update(level=5), SOLO,
     "Carsten.pairs.blue.level", "level 5 is claim_achievement"),
    (SOLO, lambda d: d["Carsten"]["pairs"]["green"].update(spaces=4), SOLO,
     "Carsten.pairs.green.spaces", "between 1 and 3"),
    (SOLO, lambda d: d["Carsten"].update(equipment_slots=4), SOLO, "Carsten.equipment_slots",
     "should be 3"),
    (SOLO, lambda d: d["Carsten"]["colour_sources"].pop(), SOLO, "Carsten.colour_sources",
     "should name each of"),
    (SOLO, lambda d: d["Carsten"]["assistant"].update(spaces=8), SOLO,
     "Carsten.assistant.spaces", "between 1 and 7"),
    (SOLO, lambda d: d["Carsten"]["ring"].pop(), SOLO, "Carsten.ring",
     "shows quadrant D 0 times"),
    (SOLO, lambda d: d["Denzel"].update(columns=["red", "blue", "orange", "orange"]), SOLO,
     "Denzel.columns", "one column per action colour"),
    (SOLO, lambda d: d["Denzel"]["special"].update(trigger_tiles=2), SOLO,
     "Denzel.special.trigger_tiles", "should be 3"),
    (SOLO, lambda d: d["Denzel"].update(quadrant_from="supervisor_space"), SOLO,
     "Denzel.quadrant_from", "needs supervisor spaces"),
    (SOLO, lambda d: d["Denzel"]["actions"].append("supervisor_space"), SOLO,
     "Denzel.actions[3]", "needs supervisor spaces"),
    (SOLO, lambda d: d["Katherine"]["ring"][1]["colours"].pop(), SOLO,
     "Katherine.ring[1].colours", "2 or 4 action spaces"),
    (SOLO, lambda d: d["Katherine"]["ring"][2].update(supervisor_symbol=True), SOLO,
     "Katherine.ring", "exactly one space should carry the supervisor symbol"),
    (SOLO, lambda d: d["Katherine"]["special"].update(achievements=4), SOLO,
     "Katherine.special.achievements", "should be 2"),
    (SOLO, lambda d: d["Katherine"].update(section_order="middle"), SOLO,
     "Katherine.section_order", "'middle' is not one of highest, lowest"),
    (SOLO, lambda d: d["Katherine"].update(missing_tile_vp="none"), SOLO,
     "Katherine.missing_tile_vp", "whole number"),
    # the colour and the structure order live in player_mats.yaml: errors are named there
    ("player_mats.yaml", lambda d: d["solo_sides"][0].update(name="Bertie"),
     "player_mats.yaml", "solo_sides[0].name", "'Bertie' is not a solo player with a mat"),
    ("player_mats.yaml", lambda d: d["solo_sides"][2].update(structure_order=["brown"] * 4),
     "player_mats.yaml", "solo_sides[2].structure_order[1]", "'brown' is listed twice"),
]


@pytest.mark.parametrize("name, change, named, where, problem", BROKEN,
                         ids=[f"{b[0]}:{b[3]}" for b in BROKEN])
def test_broken_data_names_file_and_field(copy, name, change, named, where, problem):
    edit_yaml(copy, name, change)
    with pytest.raises(DataError) as caught:
        load(copy)
    error = caught.value
    assert (error.file, error.where) == (named, where), str(error)
    assert str(error).startswith(f"{named}: {where}: ")
    assert problem in str(error)


def test_invalid_yaml_names_file_and_line(copy):
    path = copy / SOLO
    path.write_text(path.read_text(encoding="utf-8") + "\nDenzel: [unclosed\n",
                    encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load(copy)
    assert caught.value.file == SOLO
    assert caught.value.where.startswith("line ")
    assert "not valid YAML" in str(caught.value)


def test_missing_file_is_named(copy):
    (copy / SOLO).unlink()
    with pytest.raises(DataError) as caught:
        load(copy)
    assert caught.value.file == SOLO
    assert "cannot be read" in str(caught.value)


def test_other_component_data_can_be_passed_in(copy, parts):
    """load(directory, parts) checks the solo file against already loaded components."""
    assert load(copy, parts) == solo_mats()
