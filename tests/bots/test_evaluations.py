"""What a game tells the strong bot: its evaluation (`Rules.evaluation`, the heuristic by
default; The Square Circle's weighs the colours' final order that is still open) and the
shape of its search (`Rules.search_shape`)."""
import attrs
import pytest

from shared.bots.greedy import GreedyBot
from shared.bots.strong import BUDGETS, Budget, StrongBot
from shared.engine import registry
from shared.engine.contract import Rules
from squarecircle import outlook
from squarecircle.components import components
from squarecircle.rules import RULES
from tests.squarecircle.support import finished


def test_the_default_evaluation_is_the_heuristic():
    class Counting(Rules):
        def heuristic(self, state, seat):
            return 10 * state + seat
    assert Counting().evaluation(4, 1) == 41


@pytest.mark.parametrize("game", registry.game_names())
def test_every_evaluation_is_a_number_at_the_start(game):
    from shared.engine.match import Match
    rules = registry.get_rules(game)
    seats = ["greedy"] * max(2, rules.min_players)
    match = Match(rules, rules.make_config(seats, {}, 1))
    assert isinstance(rules.evaluation(match.state, 0), float)


HOLDINGS = [(1, 0, 0, 0, 0), (0, 1, 0, 0, 0), (0, 0, 0, 0, 1)]
TRACK = (50, 40, 30, 20, 10)


def test_squarecircle_evaluation_is_the_score_once_the_game_is_over():
    """Rules "Scoring": 4, 3, 2, 1, 0 points per good by colour value; nothing is open."""
    state = finished(3, HOLDINGS, track=TRACK)
    assert outlook.expected_good_points(state) == (4, 3, 2, 1, 0)
    assert RULES.evaluation(state, 0) == RULES.heuristic(state, 0) == 1
    assert RULES.evaluation(state, 2) == RULES.heuristic(state, 2) == -4


def test_squarecircle_evaluation_leaves_a_close_order_open_while_cards_remain():
    """Mid-game, white one point ahead of blue: a white good is worth less than the 4 it
    would bring now and a blue good more than 3, but white still more than blue; the
    expected points of the five colours add up to at least 4 + 3 + 2 + 1 (a tie shares
    the better rank), and to little more (a tie is only one of the outcomes)."""
    state = attrs.evolve(finished(2, HOLDINGS[:2], track=(21, 20, 10, 5, 1)), druid=10)
    assert outlook.placements_left(state) > 10
    white, blue, *_ = outlook.expected_good_points(state)
    assert 3 < blue < white < 4
    assert 10 <= sum(outlook.expected_good_points(state)) < 11
    assert 0 < RULES.evaluation(state, 0) < RULES.heuristic(state, 0)


def test_squarecircle_evaluation_counts_the_cards_left_of_each_colour():
    """Rules "On a Turn": a merchant of a colour comes only with a card of that colour, so
    of two colours level now, the one with more cards still in the deck is expected to
    end higher and its goods to be worth more; with as many cards left, they stay level."""
    colour_of = components().card_colour
    level = attrs.evolve(finished(2, HOLDINGS[:2], track=(20, 20, 10, 5, 1)), druid=10)
    white = [c for c in level.deck if colour_of[c] == 0]
    blue = [c for c in level.deck if colour_of[c] == 1]
    rest = [c for c in level.deck if colour_of[c] not in (0, 1)]
    even = outlook.expected_good_points(level)
    assert even[0] == even[1] and outlook.expected_values(level)[0] > 20
    more_white = attrs.evolve(level, deck=tuple(sorted(white + blue[:2] + rest)))
    values = outlook.expected_values(more_white)
    assert values[0] > values[1] > 20
    white_points, blue_points, *_ = outlook.expected_good_points(more_white)
    assert white_points > even[0] == even[1] > blue_points
    assert RULES.evaluation(more_white, 0) > RULES.evaluation(level, 0) == 0


def test_squarecircle_placements_left_shrink_with_the_deck():
    colour_of = components().card_colour
    state = finished(2, HOLDINGS[:2])
    full = attrs.evolve(state, druid=0)
    coloured = [c for c in full.deck if colour_of[c] >= 0]
    neutral = [c for c in full.deck if colour_of[c] < 0]
    fewer = attrs.evolve(full, deck=tuple(sorted(coloured[:20] + neutral)))
    last = attrs.evolve(full, deck=tuple(sorted(coloured[:20] + neutral[:1])))
    assert outlook.placements_left(full) > outlook.placements_left(fewer) > \
        outlook.placements_left(last) > 0
    assert outlook.placements_left(attrs.evolve(full, deck=tuple(coloured))) == 0


def test_a_games_search_shape_reaches_the_bot_but_not_its_step_count():
    class Shaped(Rules):
        search_shape = {"worlds": 7, "steps": 1}
    bot = StrongBot(Shaped(), 0, 1, BUDGETS["figures"])
    assert bot.budget.worlds == 7 and bot.budget.steps == BUDGETS["figures"].steps
    assert StrongBot(Rules(), 0, 1, BUDGETS["figures"]).budget == BUDGETS["figures"]


def test_a_games_step_scale_multiplies_the_steps_it_is_given():
    class Cheap(Rules):
        search_shape = {"step_scale": 2.5}
    assert StrongBot(Cheap(), 0, 1, BUDGETS["figures"]).budget.steps == \
        round(2.5 * BUDGETS["figures"].steps)


def test_squarecircle_win_chance_is_the_result_once_the_game_is_over():
    """Rules "Scoring": seat 0 has the most points (4 against 3 and 0)."""
    state = finished(3, HOLDINGS, track=TRACK)
    assert outlook.win_chance(state, 0) == 1.0
    assert outlook.win_chance(state, 1) == outlook.win_chance(state, 2) == 0.0


def test_squarecircle_win_chance_follows_the_lead_and_widens_with_the_deck():
    """Mid-game, seat 0 ahead: better than even, less sure with more cards to come; the
    trailing seat has the rest of the chance in a 2-player game."""
    colour_of = components().card_colour
    early = attrs.evolve(finished(2, HOLDINGS[:2], track=(21, 20, 10, 5, 1)), druid=10)
    coloured = [c for c in early.deck if colour_of[c] >= 0]
    neutral = [c for c in early.deck if colour_of[c] < 0]
    late = attrs.evolve(early, deck=tuple(sorted(coloured[:10] + neutral[:1])))
    assert outlook.placements_left(early) > outlook.placements_left(late) > 0
    assert 0.5 < outlook.win_chance(early, 0) < outlook.win_chance(late, 0) < 1
    assert outlook.win_chance(early, 0) + outlook.win_chance(early, 1) == pytest.approx(1)


def squarecircle_midgame():
    from shared.engine.match import Match
    match = Match(RULES, RULES.make_config(["greedy", "greedy"], {}, 4))
    bots = [GreedyBot(RULES, s, 4) for s in range(2)]
    while len(match.log) < 10 or not match.state.placing:
        d = match.decision()
        match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
    return match


def test_a_games_judge_values_the_positions_searched_to():
    """The strong bot rates its moves by the game's judge when it names one."""
    class Judged(type(RULES)):
        search_shape = {**RULES.search_shape, "judge": lambda state, seat: 0.25}
    match = squarecircle_midgame()
    d = match.decision()
    bot = StrongBot(Judged(), d.seat, 1, BUDGETS["figures"])
    assert bot.choose(match.view(d.seat), d, len(match.log)) in d.moves
    assert bot.ratings and all(v == 0.25 for _, v in bot.ratings)


def test_other_seats_reply_on_the_heuristic_when_the_game_says_so():
    class Replying(type(RULES)):
        asked: list = []

        def heuristic(self, state, seat):
            self.asked.append(seat)
            return super().heuristic(state, seat)
    match = squarecircle_midgame()
    d = match.decision()
    for replies, seats in (("heuristic", {1 - d.seat}), ("evaluation", set())):
        rules = Replying()
        rules.search_shape = {**RULES.search_shape, "replies": replies}
        rules.asked = []
        StrongBot(rules, d.seat, 1, Budget(steps=2000)).choose(match.view(d.seat), d,
                                                               len(match.log))
        assert set(rules.asked) == seats
