"""The house rule solo-start-vp (issue 30): the person starts a solo game with 5, 10 or 15
VP; printed games (0, a game without solo players) are as before."""
import pytest

from circleville.rules import RULES
from shared.engine.contract import ConfigError
from shared.bots import make_controller
from shared.engine.match import Match


def start(seats, **options) -> Match:
    return Match(RULES, RULES.make_config(seats, options, 7))


@pytest.mark.parametrize("vp", [5, 10, 15])
def test_the_person_starts_with_the_house_rule_vp(vp):
    match = start(("human", "denzel", "bertha"), **{"solo-start-vp": str(vp)})
    assert [p.score for p in match.state.players] == [vp, 0, 0]
    # the same game as the printed one in every other way
    printed = start(("human", "denzel", "bertha"))
    assert match.state.players[1:] == printed.state.players[1:]
    assert match.state.sites == printed.state.sites and match.decision() == printed.decision()


def test_a_game_without_solo_players_takes_no_house_rule_vp():
    match = start(("human", "greedy"), **{"solo-start-vp": "15"})
    assert [p.score for p in match.state.players] == [0, 0]


def test_the_default_changes_nothing_in_a_printed_solo_game():
    """0 adds no setup event, so a save from before the option replays as it was."""
    with_option = start(("human", "katherine"), **{"solo-start-vp": "0"})
    without = start(("human", "katherine"))
    assert with_option.setup_events == without.setup_events
    assert with_option.hash() == without.hash()
    assert dict(without.config.options)["solo-start-vp"] == 0


def test_only_the_offered_values_are_taken():
    with pytest.raises(ConfigError, match="7 is not one of 0, 5, 10, 15"):
        RULES.make_config(("human", "denzel"), {"solo-start-vp": "7"}, 1)


def test_the_score_sheet_shows_the_house_rule_vp_on_a_row_of_its_own():
    match = start(("random", "denzel"), **{"solo-start-vp": "10"})
    bots = [make_controller(RULES, name, seat, 7) for seat, name in
            enumerate(match.config.seats)]
    while (d := match.decision()) is not None:
        match.play(bots[d.seat].choose(match.state, d, len(match.log)))
    result = match.result()
    rows = dict(zip(map(str, result.categories), result.sheet))
    assert rows["House rule: VP at the start"] == (10, 0)
    assert rows["Total"] == result.scores
    # the rows add up to the total, the house rule's included
    assert all(sum(row[s] for name, row in rows.items() if name != "Total") == result.scores[s]
               for s in range(2))


def test_a_save_from_before_the_option_loads_with_the_printed_rules():
    from pathlib import Path

    from shared.engine import saves
    path = Path(__file__).parents[1] / "saves" / "2026-11-27" / "circleville-denzel-unfinished.yaml"
    assert "solo-start-vp" not in path.read_text()
    match, _ = saves.load(path)   # replayed to the position it stored
    assert match.config.option("solo-start-vp") == 0 and match.log


def test_the_log_says_the_house_rule_vp_as_such():
    from circleville.events import PointsScored
    from shared.ui.narrator import say
    match = start(("human", "denzel"), **{"solo-start-vp": "10"})
    lines = RULES.tell(match.state, 0, None, PointsScored(0, 10, "house"))
    assert [say(line, lambda seat: ["Ana", "Denzel"][seat.index]) for line in lines] == [
        "Ana starts with 10 VP by the house rule"]
