"""The expert bot (issue 30): a controller choice above the strong bot, legal moves only in
every game and player count, the same move for the same seed and position, decisions from
its seat's view only, and in Circleville's end game it raises the level of the action
that alone can finish the town. Budgets are small to keep the suite quick; the figures of
its strength come from `main.py balance`."""
import attrs
import pytest

from shared.bots import BOT_NAMES, ask, controller_names, make_controller
from shared.bots.expert import ExpertBot
from shared.bots.playout import controllers_for
from shared.bots.strong import Budget
from shared.engine import registry
from shared.engine.contract import ConfigError
from shared.engine.match import Match
from shared.engine.rng import Rng

from . import seated

SMALL = Budget(steps=300)
WHOLE = Budget(steps=120)   # whole games: every move checked, a wide search still kept


def play(game, seats, seed, budget=SMALL, moves=None):
    return seated.play(game, seats, seed, "expert", ExpertBot, budget, moves)


OFFERED = [g for g in registry.game_names() if "expert" in controller_names(registry.get_rules(g))]


def test_expert_is_the_strongest_choice_where_a_game_offers_one():
    """Every game but The Square Circle, where no shape beat its strong bot (rules.py)."""
    assert BOT_NAMES[-2:] == ("strong", "expert")
    assert set(registry.game_names()) - set(OFFERED) == {"squarecircle"}
    for game in OFFERED:
        assert isinstance(make_controller(registry.get_rules(game), "expert", 0, 1), ExpertBot)
    squarecircle = registry.get_rules("squarecircle")
    assert controller_names(squarecircle)[-1] == "strong"
    with pytest.raises(ConfigError):
        make_controller(squarecircle, "expert", 0, 1)


# greedy company ends Circleville's town in a third of random company's rounds
@pytest.mark.parametrize("game,seats", seated.seatings("expert", "greedy"),
                         ids=lambda v: v if isinstance(v, str) else "+".join(v))
def test_expert_plays_whole_games_legally(game, seats):
    match = play(game, seats, seed=3, budget=WHOLE)
    assert match.finished and match.result() is not None


@pytest.mark.parametrize("game", OFFERED)
def test_same_seed_and_position_give_the_same_move(game):
    first = play(game, ("expert", "expert"), seed=5, moves=16)
    assert seated.played_again(first, ExpertBot, SMALL, 8) == [e.move for e in first.log]


@pytest.mark.parametrize("game", OFFERED)
def test_the_move_depends_on_the_view_only(game):
    """Two true states the seat cannot tell apart (the hidden part resampled) give the
    same move."""
    rules = registry.get_rules(game)
    match = play(game, ("expert", "random"), seed=7, moves=14)
    while (d := match.decision()).seat != 0 or len(d.moves) < 2:
        match.play(d.moves[0])
    view = match.view(0)
    other = rules.sample_hidden(view, 0, Rng(99))
    assert rules.view(other, 0) == view
    bot = ExpertBot(rules, 0, 11, SMALL)
    d = match.decision()
    assert bot.choose(view, d, 14) == bot.choose(rules.view(other, 0), d, 14)


def test_circleville_expert_raises_its_raze_level_when_only_razing_can_end_the_town():
    """Issue 30's traced end game: round 20 against Denzel, no road square left, 7
    structures to raze and the seat's orange action at level 1 (1 structure an action).
    Denzel scores every round the town stands, so the expert counts his points to come
    over the rounds razing at the table's capacity still takes (outlook.planned) and, in
    its turn, raises its orange level until an action razes 2; it razes as well."""
    from circleville.endgame import work_by_kind
    from circleville.mat import level, value
    from tests.circleville.endgame_positions import only_razing_match
    match = only_razing_match()
    seat = match.decision().seat
    before = match.state.players[seat]
    assert value("orange", level(before, "orange")) == 1
    bot = make_controller(match.rules, "expert", seat, 3)
    structures = work_by_kind(match.state).structures
    while (d := match.decision()) is not None and d.seat == seat:
        match.play(bot.choose(match.view(seat), d, len(match.log)))
    after = match.state.players[seat]
    assert value("orange", level(after, "orange")) == 2
    assert work_by_kind(match.state).structures < structures


def greedy_simplicity(seed: int, until):
    """A Simplicity game of two greedy players, played until `until(state)`."""
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["greedy", "greedy"], {}, seed))
    bots = controllers_for(match)
    while not until(match.state):
        match.play(ask(bots[match.decision().seat], match))
    return rules, match


def perfect(rules, state, seat: int) -> tuple[bool, int]:
    """(wins, margin) for `seat` when both players play the rest perfectly: every move
    tried, none pruned."""
    d = rules.decision(state)
    if d is None:
        result = rules.result(state)
        return seat in result.winners, result.scores[seat] - result.scores[1 - seat]
    values = [perfect(rules, rules.advance(state, m, Rng(0))[1], seat) for m in d.moves]
    return max(values) if d.seat == seat else min(values)


# the two of 39 such positions (seeds 1-39) where the search without it loses a won game
@pytest.mark.parametrize("seed", [3, 25])
def test_simplicity_expert_plays_the_last_round_perfectly(seed):
    """In Simplicity's last round nothing is drawn any more (GAMEPLAY: exactly five
    rounds; END OF THE ROUND draws the next round's tiles, END OF THE GAME scores), so
    the expert searches every move of both players to the final scores (Budget.exact, by
    alpha-beta): its move is one that a plain search of every line rates best, and it
    wins here, where its usual search would have thrown the win away."""
    # the second placement of the last round: the bag is drawn from no more
    rules, match = greedy_simplicity(
        seed, lambda s: s.round == 5 and s.phase == "place" and s.turn == 1)
    d = match.decision()
    seat, view = d.seat, match.view(d.seat)
    values = {m: perfect(rules, rules.advance(match.state, m, Rng(0))[1], seat) for m in d.moves}
    bot = ExpertBot(rules, seat, seed)
    move = bot.choose(view, d, len(match.log))
    assert values[move] == max(values.values()) and values[move][0]
    usual = ExpertBot(rules, seat, seed)
    usual.budget = attrs.evolve(usual.budget, exact=False)
    assert not values[usual.choose(view, d, len(match.log))][0]


def test_the_exact_search_gives_way_while_something_is_still_to_be_drawn():
    """Before the last round a round's end draws tiles from the bag: the exact search
    gives up at the first draw, and the expert's usual search decides."""
    rules, match = greedy_simplicity(3, lambda s: s.round == 4 and s.phase == "place")
    d = match.decision()
    bot = ExpertBot(rules, d.seat, 3)
    bot._left = bot.budget.steps
    assert bot._solved(match.view(d.seat), d.moves) is None
    # given up at the first draw, down one line of the round's placements
    assert bot.budget.steps - bot._left < bot.budget.steps / 100


def rossio_end_game():
    """Seed 6005, the strong bot against the expert, played to move 91: round 8, the
    expert second to play and building, 3 empty spaces left, its 130 VP to 118."""
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["strong", "expert"], {}, 6005))
    bots = controllers_for(match)
    while len(match.log) < 91:
        match.play(ask(bots[match.decision().seat], match))
    return rules, match


def test_rossio_expert_plays_a_won_end_game_out():
    """Rulebook, "End of the game": building the last tile in the square ends the game
    once the round is completed, and the second player closes the round. Leading with 3
    spaces left, the expert plays its best turns on to the end in sampled worlds, every
    seat's turns as the strong bot plays them, and builds on: that wins in every world.
    Its turn search alone swaps tiles for a better estimate, which gives the first player
    another turn to catch up. The choice is the same for a world it cannot tell apart and
    for the same seed."""
    rules, match = rossio_end_game()
    state, d = match.state, match.decision()
    assert (d.seat, state.phase, state.round, [p.vp for p in state.players]) == \
        (1, "build", 8, [118, 130])
    view = match.view(1)
    assert rules.expert_shape["end_in_sight"](view)
    bot = make_controller(rules, "expert", 1, 6005)
    move = bot.choose(view, d, 91)
    assert type(move).__name__ == "BuildTile"
    chances = dict(bot.ratings)
    assert chances[move] == 1.0 and all(0.0 <= c <= 1.0 for c in chances.values())
    plain = make_controller(rules, "expert", 1, 6005)
    plain.budget = attrs.evolve(plain.budget, end_in_sight=None)
    assert type(plain.choose(view, d, 91)).__name__ == "SwapTiles"
    other = rules.view(rules.sample_hidden(view, 1, Rng(99)), 1)
    assert other == view
    assert make_controller(rules, "expert", 1, 6005).choose(other, d, 91) == move


def test_rossio_end_game_play_out_waits_for_the_end_to_be_in_sight():
    """Before the square is nearly full the expert decides by its turn search alone: the
    ratings are its estimates, not chances of winning."""
    from rossio.scoring import end_in_sight
    rules = registry.get_rules("rossio")
    match = play("rossio", ("expert", "strong"), seed=5, moves=20)
    while (d := match.decision()).seat != 0 or len(d.moves) < 2:
        match.play(d.moves[-1])
    view = match.view(0)
    assert not end_in_sight(view)
    bot = ExpertBot(rules, 0, 5, SMALL)
    bot._end_game = None   # called, it would fail
    bot.choose(view, d, len(match.log))
    assert bot.ratings
