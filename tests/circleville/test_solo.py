"""Solo mode ("08 Solo mode"): seats, options, setup, the solo turn as a rules move, and the
conformance of every combination of one to three solo players."""
import itertools

import pytest

from circleville.moves import SoloFinal, SoloTurn
from circleville.rules import RULES
from circleville.solo.engine import NAMES
from shared.bots import make_controller
from shared.engine.contract import ConfigError, IllegalMove
from shared.engine.match import Match


def solo_match(*solo, seed=1, head=0, bot="greedy"):
    return Match(RULES, RULES.make_config((bot,) + solo, {"solo-head-start": head}, seed))


def test_seats_cv_solo_01_and_check_seats():
    # CV-SOLO-01: one human against 1, 2 or 3 different solo players
    for k in (1, 2, 3):
        for combo in itertools.combinations(NAMES, k):
            RULES.make_config(("human",) + combo, {}, 1)
    with pytest.raises(ConfigError, match="at most three"):
        RULES.make_config(("greedy",) + NAMES, {}, 1)
    with pytest.raises(ConfigError, match="only once"):
        RULES.make_config(("greedy", "bertha", "bertha"), {}, 1)
    with pytest.raises(ConfigError, match="is one player"):
        RULES.make_config(("greedy", "greedy", "bertha"), {}, 1)
    with pytest.raises(ConfigError, match="person plays first"):
        RULES.make_config(("bertha", "greedy"), {}, 1)


def test_setup_cv_solo_06_07_09_and_own_setups():
    for combo in (("bertha",), ("carsten", "denzel"), ("denzel", "katherine", "carsten")):
        for seed in range(5):
            m = solo_match(*combo, seed=seed)
            s = m.state
            assert 22 not in s.equipment                     # CV-SOLO-06
            assert len(s.equipment) == 6                     # CV-SOLO-07
            assert s.first == 0 and s.turn.seat == 0         # CV-SOLO-09
            for seat, name in enumerate(combo, start=1):     # CV-SOLO-08
                solo = s.solo[seat]
                assert solo.name == name
                assert s.players[seat].assistant == s.players[0].assistant  # *-03 / -02 / -01
                assert s.players[seat].score == 0            # CV-SOLO-05
                assert s.players[seat].markers == (0, 0, 0, 0)
            assert s.solo[0] is None


def test_bertha_setup_cv_solo_bertha_01_02_03():
    s = solo_match("bertha").state
    assert s.solo[1].extra == 0                               # CV-SOLO-BERTHA-02: top space
    assert 0 <= s.solo[1].space < 4                           # CV-SOLO-BERTHA-01
    assert s.players[1].assistant == s.players[0].assistant   # CV-SOLO-BERTHA-03


def test_denzel_katherine_setup_cv_solo_denzel_03_katherine_01():
    s = solo_match("denzel", "katherine").state
    assert s.solo[1].tiles == (0, 0, 0, 0)                    # CV-SOLO-DENZEL-03
    from circleville.solo.mats import solo_mats
    assert s.solo[2].space == solo_mats().katherine.symbol_space   # CV-SOLO-KATHERINE-01


def test_head_start_cv_solo_27():
    s = solo_match("bertha", "carsten", head=4).state
    assert s.players[1].markers == (4, 4, 4, 4) and s.players[2].markers == (4, 4, 4, 4)
    assert s.players[0].markers == (0, 0, 0, 0)
    with pytest.raises(ConfigError):
        RULES.make_config(("greedy", "bertha"), {"solo-head-start": 11}, 1)


def test_solo_turn_is_the_only_move_cv_solo_11_bonus_14():
    # CV-SOLO-11, CV-BONUS-14: the solo turn is one move of steps 1, 2 and 4 (no step 3)
    m = solo_match("bertha")
    ctrl = make_controller(RULES, "greedy", 0, 1)
    while m.decision().seat == 0:
        d = m.decision()
        m.play(ctrl.choose(m.state, d, len(m.log)))
    d = m.decision()
    assert d.kind == "solo-turn" and d.moves == (SoloTurn(),)
    with pytest.raises(IllegalMove):
        RULES.play(m.state, SoloFinal(), None)


def full_game(combo, seed, bot="random"):
    m = solo_match(*combo, seed=seed, bot=bot)
    ctrls = [make_controller(RULES, name, seat, seed) for seat, name in enumerate(m.config.seats)]
    steps = 0
    while not m.finished:
        d = m.decision()
        move = ctrls[d.seat].choose(m.state, d, len(m.log))
        assert move in d.moves
        if d.seat:
            assert ctrls[d.seat].reason(move)
        m.play(move)
        steps += 1
        assert steps < 20000
    return m


@pytest.mark.parametrize("combo", [c for k in (1, 2, 3) for c in itertools.combinations(NAMES, k)])
def test_every_combination_of_solo_players_plays_out(combo):
    m = full_game(combo, seed=3, bot="greedy")
    r = RULES.result(m.state)
    assert r is not None and len(r.scores) == 1 + len(combo)
    # CV-SOLO-24 / CV-SCORE-17 / CV-ACH-31: solo players score only quadrant ranks at the end
    for seat in range(1, len(combo) + 1):
        assert m.state.final[seat][4:] == (0, 0)
        assert not m.state.players[seat].achievements          # CV-ACH-31
        assert not m.state.players[seat].year_bonus            # CV-YB-19, CV-SOLO-20
    # CV-EQ-59: only Carsten ever holds equipment among the solo players
    for seat, name in enumerate(combo, start=1):
        if name != "carsten":
            assert not m.state.players[seat].equipment


def test_determinism():
    a = full_game(("denzel", "katherine"), seed=5)
    b = full_game(("denzel", "katherine"), seed=5)
    assert a.state == b.state


def test_score_sheet_has_a_row_for_the_solo_players_own_points():
    """The points a solo player scores by its own rules (impossible actions, boxed tiles,
    the final turn: 08 Solo mode) get their own row, not the human's claims row."""
    m = full_game(("bertha", "katherine"), seed=2, bot="greedy")
    r = RULES.result(m.state)
    row = dict(zip(r.categories, r.sheet))
    assert row["Solo player points"][0] == 0
    assert row["Solo player points"][1] > 0 and row["Solo player points"][2] > 0
    assert row["Achievement claims and the 3 VP tile"][1:] == (0, 0)
    assert row["Total"] == r.scores
    m = Match(RULES, RULES.make_config(("random", "random"), {}, 2))
    bots = [make_controller(RULES, "random", seat, 2) for seat in range(2)]
    while not m.finished:
        d = m.decision()
        m.play(bots[d.seat].choose(m.state, d, len(m.log)))
    assert "Solo player points" not in RULES.result(m.state).categories
