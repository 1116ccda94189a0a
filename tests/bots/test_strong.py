"""The strong bot (issue 12): legal moves only in every game and player count, the same
move for the same seed and position, decisions from its seat's view only, and its search
finds known best moves on small positions. Budgets are small to keep the suite quick."""
import attrs
import pytest

from shared.bots import BOT_NAMES, make_controller
from shared.bots.strong import Budget, StrongBot
from shared.engine import registry
from shared.engine.contract import Decision, Result, Rules
from shared.engine.rng import Rng

from . import seated

SMALL = Budget(steps=40)
LOOKING = Budget(steps=400)     # enough steps left over for the look-ahead


def play(game, seats, seed, budget=SMALL, moves=None):
    return seated.play(game, seats, seed, "strong", StrongBot, budget, moves)


def test_strong_is_a_controller_choice():
    assert "strong" in BOT_NAMES
    rules = registry.get_rules(registry.game_names()[0])
    assert isinstance(make_controller(rules, "strong", 0, 1), StrongBot)


@pytest.mark.parametrize("game,seats", seated.seatings("strong", "random"),
                         ids=lambda v: v if isinstance(v, str) else "+".join(v))
def test_strong_plays_whole_games_legally(game, seats):
    match = play(game, seats, seed=3)
    assert match.finished and match.result() is not None


@pytest.mark.parametrize("game", registry.game_names())
def test_same_seed_and_position_give_the_same_move(game):
    """Replaying the moves and asking fresh bots gives the same moves (load, undo)."""
    first = play(game, ("strong", "strong"), seed=5, budget=LOOKING, moves=24)
    assert seated.played_again(first, StrongBot, LOOKING, 12) == [e.move for e in first.log]


def rossio_midgame(seed=2):
    return play("rossio", ("strong", "strong"), seed=seed, moves=30)


def test_rossio_choice_ignores_the_hidden_hand_and_deck():
    """Swap the opponent's hand with deck cards in the true state: the bot's view and
    its move stay the same."""
    from rossio.rules import RULES
    match = rossio_midgame()
    while match.decision().seat != 0 or len(match.decision().moves) < 2:
        d = match.decision()
        match.play(d.moves[0])
    state = match.state
    other = state.players[1]
    assert other.hand and len(state.deck) >= len(other.hand)
    swapped_hand = tuple(sorted(state.deck[-len(other.hand):]))
    deck = tuple(sorted(set(state.deck) - set(swapped_hand) | set(other.hand)))
    changed = attrs.evolve(state.replace_player(1, hand=swapped_hand), deck=deck)
    assert changed != state and RULES.view(changed, 0) == RULES.view(state, 0)
    d = RULES.decision(state)
    bot = StrongBot(RULES, 0, 9, LOOKING)
    assert bot.choose(RULES.view(state, 0), d, 30) == bot.choose(RULES.view(changed, 0), d, 30)


def test_rossio_sampled_worlds_keep_every_card_and_what_the_seat_sees():
    from rossio.components import components
    from rossio.rules import RULES
    match = play("rossio", ("strong", "ross"), seed=4, moves=20)
    view = RULES.view(match.state, 0)
    comp = components()
    for k in range(5):
        world = RULES.sample_hidden(view, 0, Rng(k))
        cards = list(world.deck) + list(world.market) + list(world.discard) + [
            c for p in world.players for c in p.hand] + [
            slot.card for p in world.players for slot in p.slots if slot.card >= 0]
        assert sorted(cards) == sorted(comp.helper_ids)
        assert world.players[0].hand == view.players[0].hand
        assert world.market == view.market
        if view.ross_top_back:
            assert comp.ross(world.ross_top).back == view.ross_top_back
            assert world.ross_top not in world.ross_rest
            assert len(world.ross_rest) == len(view.ross_rest)


def test_simplicity_search_completes_the_neighbourhood_worth_8():
    """The last placement of the game, a residential tile on the wild planning space:
    beside team 1's two residential tiles and team 2's one it makes a neighbourhood of 4,
    so team 1's three tiles there score 3 x 4 = 12 instead of 2 x 2 (8 more, plus a link);
    the other free space, among team 2's tiles, adds 1. The bot takes the 8."""
    from simplicity.components import WILD_SPACE, components
    from simplicity.rules import RULES
    from simplicity.moves import PlaceTile
    from simplicity.state import PLACE
    from tests.simplicity.helpers import board
    state = board(["R1 R1 .. R2 V2",
                   "O2 O2 C2 C2 .."])
    offer = tuple("residential" if k == WILD_SPACE else None
                  for k in range(components().offer_size))
    state = attrs.evolve(state, phase=PLACE, round=components().rounds, order=(1, 0), turn=1,
                         offer=offer, pawns=(None, 0), last_pawns=(0, 1))
    d = RULES.decision(state)
    assert d.seat == 0 and set(d.moves) == {PlaceTile(WILD_SPACE, 2), PlaceTile(WILD_SPACE, 9)}
    assert StrongBot(RULES, 0, 1, SMALL).choose(RULES.view(state, 0), d, 0) == \
        PlaceTile(WILD_SPACE, 2)


def test_rossio_search_builds_in_the_order_that_closes_the_column():
    """Rulebook example 2 with coin bonuses: yellow, yellow, red, blue on the board.
    Building the yellows where they touch yellow keeps the turn going, so the red or blue
    can still close column 3 for its coin; the bot's turn builds 3 tiles and closes it."""
    from rossio.events import ColumnCompleted
    from rossio.rules import RULES
    from tests.rossio.support import evolve
    from tests.rossio.test_turn import example_2_state
    state = evolve(example_2_state(), bonuses=("coin",) * 8 + ("end",))
    bot = StrongBot(RULES, 0, 1, LOOKING)
    closed, ply = False, 0
    while state.phase == "build" and state.current == 0:
        move = bot.choose(RULES.view(state, 0), RULES.decision(state), ply)
        events = RULES.play(state, move, Rng(ply))
        closed |= any(isinstance(e, ColumnCompleted) and e.col == 2 for e in events)
        state, ply = RULES.apply(state, events), ply + 1
    assert closed and state.built == 3


class Harvest(Rules):
    """Two seats take turns, three each: cash in 2 points now, prepare a field, or harvest
    a prepared field for 5. A position is worth its points lead and nothing for a field:
    only a search that plays on to the seat's next turn sees that preparing pays."""
    search_shape = {"min_play_on": 10 ** 9}
    TURNS = 6

    def decision(self, state):
        turn, points, prepared = state
        if turn == self.TURNS:
            return None
        seat = turn % 2
        moves = ("cash", "prepare") + (("harvest",) if prepared[seat] else ())
        return Decision(seat, "turn", "", moves)

    def advance(self, state, move, rng, *, trusted=False):
        turn, points, prepared = state
        seat = turn % 2
        gain = {"cash": 2, "prepare": 0, "harvest": 5}[move]
        points = tuple(p + gain * (s == seat) for s, p in enumerate(points))
        prepared = tuple((move == "prepare") if s == seat else f
                         for s, f in enumerate(prepared))
        return [], (turn + 1, points, prepared)

    def evaluation(self, state, seat):
        return float(state[1][seat] - state[1][1 - seat])

    def result(self, state):
        if state[0] < self.TURNS:
            return None
        points = state[1]
        best = max(points)
        return Result(scores=points, winners=tuple(s for s in (0, 1) if points[s] == best))


class HarvestAhead(Harvest):
    search_shape = {"min_play_on": 10 ** 9, "next_turn": True}


def test_counting_its_next_turn_prepares_what_pays_then():
    """Cashing in looks best within the turn (2 against 0); played on through the other
    seat's turn to its own next one, preparing and harvesting (5) beats cashing twice
    (4), so the bot that counts its next turn prepares, and the one that does not
    cashes in, whichever of two seeds it plays with."""
    start = (0, (0, 0), (False, False))
    for rules, wanted in ((Harvest(), "cash"), (HarvestAhead(), "prepare")):
        d = rules.decision(start)
        moves = {StrongBot(rules, 0, seed, LOOKING).choose(start, d, 0) for seed in (1, 2)}
        assert moves == {wanted}
