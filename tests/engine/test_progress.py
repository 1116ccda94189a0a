"""The score as it stands and the round under way (the contract's `score_now` and
`round_of`, drawn by the score chart): for each game, what its rulebook scores."""
import attrs
import pytest

from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from tests.games import GAMES


def finished(game: str, players: int, seed: int = 5) -> Match:
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * players, {}, seed))
    play_out(match)
    return match


def states(match: Match):
    return [match.at(i).state for i in range(len(match.log) + 1)]


@pytest.mark.parametrize("game", GAMES)
def test_the_last_score_is_the_result_and_rounds_only_go_on(game):
    match = finished(game, 3)
    rules = match.rules
    assert rules.score_now(match.state) == match.result().scores
    rounds = [rules.round_of(s) for s in states(match)]
    assert rounds == sorted(rounds) and rounds[-1] > rounds[0] >= 0


def test_circleville_score_is_the_vp_track_until_final_scoring():
    """Rulebook "Step I: scoring victory points" moves the VP track during the game;
    "07 Game end and final scoring" adds the quadrants, achievement and year bonus tiles."""
    match = finished("circleville", 4)
    rules = match.rules
    seen = set()
    for state in states(match):
        track = tuple(p.score for p in state.players)
        if state.final:
            assert rules.score_now(state) == tuple(
                t + sum(f) for t, f in zip(track, state.final))
        else:
            assert rules.score_now(state) == track
            seen.add(track)
    assert len(seen) > 3   # sections were scored during the game, not only at the end


def test_rossio_score_is_the_victory_points_collected_so_far():
    """Rulebook "END OF THE GAME": players count the victory points collected during the
    game (activating side A of their cards, nobles, ROSS's cards, the 3 VP token)."""
    match = finished("rossio", 3)
    rules = match.rules
    totals = [rules.score_now(s) for s in states(match)]
    for state, score in zip(states(match), totals):
        assert score == tuple(p.vp_patterns + p.vp_nobles + p.vp_ross + p.vp_token
                              for p in state.players)
    assert all(a <= b for before, after in zip(totals, totals[1:])
               for a, b in zip(before, after))   # points gained are never lost


def test_simplicity_score_is_end_of_game_scoring_now():
    """Rulebook "END OF THE GAME": links, neighbourhoods, parks and extra points, scored
    on the board as it stands (the game ended here)."""
    from simplicity.state import OVER
    match = finished("simplicity", 4)
    rules = match.rules
    for state in states(match)[1::3]:
        ended = attrs.evolve(state, phase=OVER)
        assert rules.score_now(state) == rules.result(ended).scores


def test_square_circle_score_is_goods_points_now():
    """Rules "Scoring": goods count at the values the marketplaces give them now."""
    from squarecircle.components import components
    match = finished("squarecircle", 4)
    rules = match.rules
    for state in states(match)[1::4]:
        ended = attrs.evolve(state, druid=components().path_end)
        assert rules.score_now(state) == rules.result(ended).scores


def test_the_default_knows_only_the_final_result():
    from shared.engine.contract import Rules
    match = finished("squarecircle", 2)
    assert Rules.score_now(match.rules, match.state) == match.result().scores
    assert Rules.score_now(match.rules, match.at(3).state) is None
