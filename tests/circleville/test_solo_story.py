"""Each step of a solo player's turn is told: what its mat decided and why, and the VP it
scores for what cannot be done ("08 Solo mode"). A solo turn is one move; its steps are
events that change nothing, turned into the log's detail lines."""
from collections import Counter

import pytest

from circleville.events import SoloStepTold
from circleville.solo.engine import STEPS
from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match

RULES = registry.get_rules("circleville")


def played(seats, head_start, seed):
    match = Match(RULES, RULES.make_config(seats, {"solo-head-start": head_start}, seed))
    play_out(match)
    return match


@pytest.fixture(scope="module")
def games():
    """The two solo games the issue names: Denzel alone, and Bertha, Carsten and Katherine
    together with head start 4."""
    return [played(["greedy", "denzel"], 0, 1),
            played(["greedy", "bertha", "carsten", "katherine"], 4, 2)]


def steps_told(match) -> Counter:
    return Counter(e.step for entry in match.log for e in entry.events
                   if isinstance(e, SoloStepTold))


def test_every_kind_of_solo_step_is_told(games):
    """Both games together tell nearly every kind; Carsten's three of a kind is rare, so
    a few more games against the three are played until each kind has been told."""
    seen = steps_told(games[0]) + steps_told(games[1])
    for seed in range(3, 9):
        if set(seen) == set(STEPS):
            break
        seen += steps_told(played(["greedy", "bertha", "carsten", "katherine"], 4, seed))
    assert set(seen) == set(STEPS)


def test_the_steps_are_the_detail_lines_of_the_solo_turn_in_the_log(games):
    for match in games:
        for i, entry in enumerate(match.log):
            told = [e.line for e in entry.events if isinstance(e, SoloStepTold)]
            lines = RULES.narrate(match.before(i), entry.seat, entry.move, entry.events)
            # every step is in the log, each before what it did (the order is checked in
            # tests/circleville/test_log_lines.py)
            assert sorted(map(str, (x for x in lines if x in told))) == sorted(map(str, told))
            assert all(line.indent for line in told)
            if told:   # only solo players' moves tell steps
                assert match.config.seats[entry.seat] != "greedy"


def test_points_told_are_the_points_scored(games):
    """Every VP a solo player scores from its own rules is told with its reason, and the
    told figures add up to the points scored ("solo" points)."""
    from circleville.events import PointsScored
    for match in games:
        for entry in match.log:
            scored = sum(e.points for e in entry.events
                         if isinstance(e, PointsScored) and e.why == "solo")
            told = sum(dict(e.line.params)["vp"] for e in entry.events
                       if isinstance(e, SoloStepTold) and "vp" in dict(e.line.params))
            assert scored == told


def test_a_step_reads_as_a_sentence():
    match = played(["greedy", "denzel"], 0, 1)
    first = next(e for entry in match.log for e in entry.events
                 if isinstance(e, SoloStepTold) and e.step == "plan")
    assert str(first.line).startswith("actions in quadrant ")
    assert "rondel space's colour" in str(first.line)
