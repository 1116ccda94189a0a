"""A person's record against each printed opponent (Circleville's solo players, ROSS):
games, wins, the best margin and the level it came at, shown in the seat setup."""
from types import SimpleNamespace

import pytest

from shared.engine import records, registry
from shared.engine.match import Match
from shared.engine.paths import user_data_dir
from shared.ui.play import PlayController
from shared.ui.session import Session

from .driver import Driver, open_setup, set_controller
from .test_records import play_to_the_end

pytestmark = pytest.mark.usefixtures("own_home")   # records afresh per test


def test_a_solo_game_counts_against_the_printed_opponent_at_its_level():
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["human", "ross"], {"ross-difficulty": "hard"}, 5))
    play_to_the_end(PlayController(Session(match, {"names": ["Ana", ""]})))
    result = match.result()
    ross = records.load().get("opponents", "rossio")["ross"]
    margin = result.scores[0] - result.scores[1]
    # ROSS wins ties in the solo game (rulebook, solo mode): a tie is not a win
    assert ross == records.OpponentRecord(1, int(margin > 0), margin, "hard")
    records.forget_cache()   # written and read back alike
    assert records.load().get("opponents", "rossio")["ross"] == ross


def test_wins_margins_and_ties():
    def result(scores, winners):
        return SimpleNamespace(scores=scores, winners=winners)
    people, solo = {0: "Ana"}, {1: "bertha", 2: "denzel"}
    records.count_game("g1", "circleville", result((80, 70, 90), (2,)), people, solo, "0")
    records.count_game("g2", "circleville", result((100, 60, 100), (0,)), people, solo, "4")
    records.count_game("g3", "circleville", result((50, 60, 50), (1, 2)), people, solo, "4")
    rows = records.load().get("opponents", "circleville")
    # Bertha: beaten by 10 (head start 0), by 40 (head start 4), lost to by 10
    assert rows["bertha"] == records.OpponentRecord(3, 2, 40, "4")
    # Denzel: lost to by 10, tie won on the tie-break (head start 4), tie lost
    assert rows["denzel"] == records.OpponentRecord(3, 1, 0, "4")
    # a game with two people counts for their own records only
    records.count_game("g4", "circleville", result((1, 2, 3), (2,)), {0: "A", 1: "B"},
                       {2: "carsten"}, "0")
    assert "carsten" not in records.load().get("opponents", "circleville")


def test_a_bad_opponent_record_names_its_field():
    text = "opponents: {rossio: {ross: {games: 1, wins: 0, best_margin: 3, best_level: [x]}}}\n"
    file = user_data_dir() / "records.yaml"
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(text)
    assert records.load().get("opponents", "rossio") == {}
    assert "opponents.rossio.ross.best_level" in records.problem()


def test_the_setup_shows_the_record_against_a_chosen_solo_player(app):
    result = SimpleNamespace(scores=(90, 78), winners=(0,))
    records.count_game("g1", "circleville", result, {0: "Ana"}, {1: "katherine"}, "4")
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 2)
    set_controller(drv, setup, 1, "katherine")
    assert setup.record_line("katherine") == \
        "Your record: 1 played, 1 won; best margin +12 (solo head start 4)"
    assert setup.record_line("greedy") == "" and setup.record_line("bertha") == ""
    drawn = []   # a paragraph in the box beside the seats (issue 30)
    real = app.canvas.wrapped
    app.canvas.wrapped = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    app.draw()
    assert setup.record_line("katherine") in drawn


def test_the_score_sheet_says_whether_the_person_beat_each_printed_opponent():
    from shared.ui.scores import against_printed
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["human", "bertha", "carsten", "denzel"], {}, 1))
    session = Session(match, {"names": ["Ana", "", "", ""]}, autosave=False)
    result = SimpleNamespace(scores=(80, 70, 95, 80), winners=(2,))
    assert against_printed(session, result) == \
        "Ana beat Bertha by 10; Carsten beat Ana by 15; Ana and Denzel tied."
    result = SimpleNamespace(scores=(80, 70, 60, 80), winners=(3,))
    assert against_printed(session, result).endswith("Denzel beat Ana on the tie-break.")
    # not a solo game: nothing to say
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 1))
    assert against_printed(Session(match, {}, autosave=False), result) == ""
