"""Broken copies of the Circleville data files fail to load with errors naming file and field."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from circleville.components import components, load
from shared.engine.data import DataError

from .support import edit_yaml

REPO = Path(__file__).resolve().parents[2]


def _section(doc, number):
    return next(s for s in doc["sections"] if s["number"] == number)


def _swap_structure(doc):
    _section(doc, 1)["structures"] = ["natural", "silver"]
    _section(doc, 2)["structures"] = ["natural"]


def _rising_values(doc):
    doc["columns"][0]["values"] = [2, 3, 2, 3, 4]


def test_a_faithful_copy_loads_like_the_shipped_data(copy):
    assert load(copy) == components()


BROKEN = [
    # (file, change, field named in the error, words of the problem)
    ("town.yaml", lambda d: _section(d, 17).pop("red"), "sections[16].red", "is missing"),
    ("town.yaml", lambda d: _section(d, 1).update(red="four"), "sections[0].red",
     "whole number"),
    ("town.yaml", lambda d: _section(d, 3).update(neighbors=[1]), "sections[2].neighbors",
     "not a known field"),
    ("town.yaml", lambda d: _section(d, 17)["neighbours"].remove(6), "sections[5].neighbours",
     "section 6 lists 17 but section 17 does not list 6"),
    ("town.yaml", lambda d: _section(d, 4)["neighbours"].append(21), "sections[3].neighbours[3]",
     "no section 21"),
    ("town.yaml", lambda d: d["quadrants"][1]["sections"].append(5), "quadrants[1].sections[5]",
     "section 5 is already in quadrant A"),
    ("town.yaml", lambda d: d["quadrants"][2]["sections"].remove(20), "quadrants",
     "no quadrant holds section 20"),
    ("town.yaml", lambda d: (d["quadrants"][0]["sections"].__setitem__(0, 20),
                             d["quadrants"][2]["sections"].__setitem__(4, 1)),
     "quadrants[0].sections", "not joined up by roads"),
    ("town.yaml", lambda d: _section(d, 2).update(structures=["golden"]), "sections",
     "6 golden structure icons but the box holds 5"),
    ("town.yaml", _swap_structure, "start_sections[0]", "board.yaml"),
    ("town.yaml", lambda d: _section(d, 9).update(scoring=[4, 3, 3, 4]), "sections[8].scoring[3]",
     "pays more"),
    ("town.yaml", lambda d: d["quadrants"][3].update(colour="purple"), "quadrants[3].colour",
     "'purple' is not one of red, blue, orange, green"),
    ("player_mats.yaml", _rising_values, "columns[0].values[2]", "below level 2"),
    ("player_mats.yaml", lambda d: d["solo_sides"][0].update(structure_order=["silver"]),
     "solo_sides[0].structure_order", "every structure kind"),
    ("board.yaml", lambda d: d["rondel"]["spaces"][4].update(smokestack=True), "rondel.spaces",
     "exactly one space"),
    ("board.yaml", lambda d: d["year_track"].update(last_year=1857), "year_track",
     "20 years take a year bonus tile"),
    ("board.yaml", lambda d: d["year_track"]["achievement_slots"].append(1837),
     "year_track.achievement_slots[9]", "not a year that holds"),
    ("equipment.yaml", lambda d: d["tiles"][4].update(id=4), "tiles[4].id",
     "equipment tile 4 is defined twice (also at tiles[3].id)"),
    ("equipment.yaml", lambda d: d["tiles"][2].update(params={}), "tiles[2].params.moves",
     "is missing"),
    ("equipment.yaml", lambda d: d["tiles"][8]["params"].update(colour="orange"),
     "tiles[8].params.colour", "does not fit extra_road_cubes"),
    ("equipment.yaml", lambda d: d["tiles"][0].update(use="sometimes"), "tiles[0].use",
     "not one of"),
    ("achievements.yaml", lambda d: d["tiles"][0]["params"].update(quadrant="E"),
     "tiles[0].params.quadrant", "'E' is not one of A, B, C, D"),
    ("achievements.yaml", lambda d: d["tiles"].pop(), "tiles", "no achievement tile 23"),
    ("year_bonus.yaml", lambda d: d["kinds"][0].update(kind="new_plots"), "kinds[0].kind",
     "not one of"),
    ("year_bonus.yaml", lambda d: d["kinds"][1]["params"].update(colour="red"),
     "kinds[1].params.colour", "not a parameter of new_equipment"),
    ("year_bonus.yaml", lambda d: d["kinds"][6].update(special_back=True), "kinds",
     "exactly one tile should have the special back"),
    # a count in inventory.yaml that the map contradicts is reported where the map is read
    ("inventory.yaml", lambda d: d["structures"].update(natural=14), "sections",
     "15 natural structure icons but the box holds 14 natural structures (inventory.yaml)"),
]


@pytest.mark.parametrize("name, change, where, problem", BROKEN,
                         ids=[f"{b[0]}:{b[2]}" for b in BROKEN])
def test_broken_data_names_file_and_field(copy, name, change, where, problem):
    edit_yaml(copy, name, change)
    with pytest.raises(DataError) as caught:
        load(copy)
    error = caught.value
    named = "town.yaml" if name == "inventory.yaml" else name
    assert (error.file, error.where) == (named, where), str(error)
    assert str(error).startswith(f"{named}: {where}: ")
    assert problem in str(error)


def test_invalid_yaml_names_file_and_line(copy):
    path = copy / "board.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "\nrondel: [unclosed\n", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load(copy)
    assert caught.value.file == "board.yaml"
    assert caught.value.where.startswith("line ")
    assert "not valid YAML" in str(caught.value)


def test_missing_file_is_named(copy):
    (copy / "player_mats.yaml").unlink()
    with pytest.raises(DataError) as caught:
        load(copy)
    assert caught.value.file == "player_mats.yaml"
    assert "cannot be read" in str(caught.value)


def test_loading_imports_no_pygame():
    """The component data is pure Python: loading it pulls in no pygame."""
    code = ("import sys; from circleville.components import components; components(); "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=REPO).returncode == 0
