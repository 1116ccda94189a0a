"""`python main.py balance`: win-rate rows with Wilson 95% intervals, played in parallel."""
import subprocess
import sys
from pathlib import Path

import pytest

from main import main
from shared.cli.balance import parse_rows, rotations, wilson
from shared.engine import registry

ROOT = Path(__file__).resolve().parents[1]


def test_wilson_interval_matches_the_textbook_values():
    lo, hi = wilson(50, 100)
    assert (round(lo, 3), round(hi, 3)) == (0.404, 0.596)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 3) == 0.278
    assert wilson(0, 0) == (0.0, 1.0)


def test_rows_name_seats_and_options():
    assert parse_rows("strong,greedy; strong,ross:ross-difficulty=easy") == [
        (("strong", "greedy"), {}), (("strong", "ross"), {"ross-difficulty": "easy"})]


def test_the_measured_seat_takes_every_position_the_rules_allow():
    rules = registry.get_rules("simplicity")
    assert rotations(("strong", "greedy"), rules, {}) == [
        (("strong", "greedy"), 0), (("greedy", "strong"), 1)]


def test_balance_prints_one_row_per_seating():
    # run as people run it, in a process of its own: its workers are forked, and a fork
    # of this test process (where earlier tests may have left SDL's audio thread running)
    # can hang on a lock that thread held
    done = subprocess.run([sys.executable, "main.py", "balance", "simplicity", "--rows",
                           "strong,greedy;greedy,random", "--games", "2", "--workers", "1",
                           "--budget", "30"], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    out = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    rows = [line for line in out if line.startswith(("strong,greedy", "greedy,random"))]
    assert len(rows) == 2 and all(" 2 " in row and "[" in row for row in rows)


@pytest.mark.parametrize("rows", ["strong,wizard", "strong,greedy:colour=red"])
def test_a_bad_row_is_refused_before_any_game(rows, capsys):
    assert main(["balance", "simplicity", "--rows", rows, "--games", "1"]) == 2
    assert "error" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["balance", "simulate"])
def test_no_games_is_refused_with_a_reason(command, capsys):
    assert main([command, "simplicity", "--games", "0"]) == 2
    assert "--games must be at least 1, not 0" in capsys.readouterr().err


def test_without_budget_the_figures_measure_the_bot_a_person_meets():
    # the table's budget in every game: Rossio's figures were once taken on the smaller
    # one, where its bot plays differently from the one at the table
    done = subprocess.run([sys.executable, "main.py", "balance", "rossio", "--rows",
                           "strong,greedy", "--games", "1", "--workers", "1"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "strong budget 'table'" in done.stdout.splitlines()[0]


def test_record_writes_a_bot_against_one_printed_opponent_into_the_figures(tmp_path,
                                                                           monkeypatch):
    """`balance --record`: a row of one bot against one solo player goes into the game's
    solo-figures.yaml at the level played, beside what is there; other rows do not."""
    from shared.cli.balance import record
    from shared.engine import solofigures
    file = tmp_path / "solo-figures.yaml"
    monkeypatch.setattr(solofigures, "path", lambda game: file)
    row = {"games": 100, "wins": 41.5, "ci": (0.32, 0.51)}
    assert record("circleville", ("expert", "denzel"), {"solo-head-start": 4}, row)
    assert record("circleville", ("strong", "denzel"), {}, dict(row, wins=15, ci=(0.09, 0.23)))
    assert not record("circleville", ("expert", "strong"), {}, row)
    assert not record("circleville", ("expert", "denzel", "bertha"), {}, row)
    figures = solofigures.load("circleville")
    assert [f.bot for f in figures["denzel"]["4"]] == ["expert"]
    expert = figures["denzel"]["4"][0]
    assert (expert.games, expert.wins, expert.interval) == (100, 41.5, (32.0, 51.0))
    assert figures["denzel"]["0"][0].wins == 15
    assert not list(tmp_path.glob("*.new"))
