"""The Circleville rule index matches the checklist, and the coverage tool finds named ids."""
from __future__ import annotations

import pytest

from tests import rules_coverage
from tests.rules_coverage import compare_with_checklist, checklist_ids, load_index, named_ids


@pytest.fixture(scope="module")
def index():
    return load_index(rules_coverage.index_file("circleville"))


def test_index_has_one_line_per_rule(index):
    assert index.game == "circleville"
    assert len(index.ids) == len(set(index.ids)) > 0
    for rule_id, rule in index.rules:
        assert rule.strip() and "\n" not in rule, rule_id


def test_index_lists_exactly_the_checklist_ids(index):
    if index.checklist is None or not index.checklist.is_file():
        pytest.skip(f"checklist not reachable: {index.checklist}")
    assert compare_with_checklist(index) == []
    assert list(index.ids) == checklist_ids(index.checklist)   # same order as well


# The ids below use a made-up prefix so that this file covers no real rule.

def test_ids_are_found_literally_and_in_test_names(tmp_path):
    named = tmp_path / "test_named.py"
    named.write_text('def test_xx_solo_bertha_01():\n    """XX-TURN-05 and xx-eq-10."""\n',
                     encoding="utf-8")
    ids = ["XX-SOLO-01", "XX-SOLO-BERTHA-01", "XX-TURN-05", "XX-EQ-01", "XX-EQ-10"]
    found = named_ids(ids, [named])
    assert sorted(found) == ["XX-EQ-10", "XX-SOLO-BERTHA-01", "XX-TURN-05"]


def test_report_and_exit_status(tmp_path, capsys):
    index_file = tmp_path / "rule_index.yaml"
    index_file.write_text("game: demo\nchecklist: no/such/checklist.md\nrules:\n"
                          "  - {id: ZZ-ONE-01, rule: first}\n"
                          "  - {id: ZZ-ONE-02, rule: second}\n", encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_one.py").write_text("# checks ZZ-ONE-02\n", encoding="utf-8")
    args = ["demo", "--index", str(index_file), "--tests", str(tmp_path / "tests")]
    assert rules_coverage.main(args) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "ZZ-ONE-01  first"
    assert not any(line.startswith("ZZ-ONE-02") for line in out)
    assert any(line.startswith("note: checklist") for line in out)
    assert out[-1] == "2 ids, 1 covered, 1 uncovered"
    assert rules_coverage.main(args + ["--strict"]) == 1


def test_a_duplicated_id_in_an_index_is_reported(tmp_path):
    index_file = tmp_path / "rule_index.yaml"
    index_file.write_text("game: demo\nrules:\n  - {id: ZZ-ONE-01, rule: a}\n"
                          "  - {id: ZZ-ONE-01, rule: b}\n", encoding="utf-8")
    with pytest.raises(rules_coverage.DataError, match=r"rule_index.yaml: rules\[1\].id"):
        load_index(index_file)


def test_checklist_mismatch_is_reported(tmp_path):
    checklist = tmp_path / "checklist.md"
    checklist.write_text("# demo\n- ZZ-ONE-01 — a\n- ZZ-ONE-03 — c\n", encoding="utf-8")
    index_file = tmp_path / "rule_index.yaml"
    index_file.write_text(f"game: demo\nchecklist: {checklist}\nrules:\n"
                          "  - {id: ZZ-ONE-01, rule: a}\n  - {id: ZZ-ONE-02, rule: b}\n",
                          encoding="utf-8")
    problems = compare_with_checklist(load_index(index_file))
    assert problems == ["missing from the index: ZZ-ONE-03", "not in the checklist: ZZ-ONE-02"]
