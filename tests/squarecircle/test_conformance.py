"""Conformance for 2-5 players: random and greedy playouts through the engine's Match,
checking legal-move consistency, conservation of components, determinism, undo/redo,
save round trips of moves, and a complete result at the end."""
import pytest

from shared.bots import GreedyBot, RandomBot
from shared.engine.codec import decode_move, encode_move
from shared.engine.contract import IllegalMove
from shared.engine.match import Match
from shared.engine.rng import Rng
from squarecircle.components import components
from squarecircle.rules import RULES
from squarecircle.moves import PlaceMerchant, RevealCards
from squarecircle.state import EMPTY

COMP = components()
ALL_CARDS = sorted(c.id for c in COMP.cards)
BOTS = {"random": RandomBot, "greedy": GreedyBot}


def new_match(players, seed, bot="random"):
    match = Match(RULES, RULES.make_config([bot] * players, {}, seed))
    return match, [BOTS[bot](RULES, s, seed) for s in range(players)]


def check_conservation(state):
    n = len(COMP.colours)
    placed = [sum(1 for c in state.stones if c == k) for k in range(n)]
    assert sum(placed) + sum(state.supply) == 50
    assert sum(placed) == state.turns
    for k in range(n):
        assert placed[k] + state.supply[k] == COMP.merchants_per_colour
        # the colour figures start on 1 and rise one per merchant during the game
        assert state.track[k] == COMP.track_start + placed[k]
        on_board = sum(state.goods[s - 1] for s in COMP.marketplaces[k].spaces)
        held = sum(h[k] for h in state.holdings)
        assert on_board + held == COMP.goods_per_colour
    assert sum(state.goods) + sum(map(sum, state.holdings)) == 50
    # one good per merchant, stones and goods of every space agree
    assert sum(map(sum, state.holdings)) == sum(placed)
    for space in COMP.spaces:
        taken = sum(1 for sym in space.stones if state.stones[COMP.stone_at[space.number, sym]] != EMPTY)
        assert state.goods[space.number - 1] == space.goods - taken
    cards = state.deck + state.table + state.aside + state.out
    assert sorted(cards) == ALL_CARDS
    assert list(state.deck) == sorted(state.deck)       # no order to learn
    assert state.aside == ()                            # only within a reveal
    assert 0 <= state.druid <= COMP.path_end


def illegal_candidates(state):
    """Moves the current decision must refuse: everything plausible that is not listed."""
    legal = set(RULES.legal_moves(state))
    cards = set(state.table) | set(state.deck[:2]) | {COMP.cards[-1].id}
    moves = [PlaceMerchant(card, s.space, s.symbol) for card in cards for s in COMP.stones]
    moves += [PlaceMerchant(state.table[0] if state.table else 1, 6, "day"), RevealCards()]
    return [m for m in moves if m not in legal]


def check_step(match, decision):
    state = match.state
    assert decision.seat == state.seat
    assert decision.moves == RULES.legal_moves(state)
    assert len(set(decision.moves)) == len(decision.moves)
    assert RULES.view(state, decision.seat) == state
    for move in decision.moves:                  # every listed move is accepted
        RULES.apply(state, RULES.play(state, move, Rng(match.rng_state)))
        assert decode_move(RULES.move_types, encode_move(move)) == move
    for move in illegal_candidates(state):       # and nothing else is
        with pytest.raises(IllegalMove):
            RULES.play(state, move, Rng(match.rng_state))
    bad = illegal_candidates(state)[0]
    before = match.hash()
    with pytest.raises(IllegalMove):
        match.play(bad)
    assert match.hash() == before


def check_undo_redo(match):
    """Undo restores the exact state (and rng) before the move, redo the one after."""
    after = match.hash()
    match.undo()
    before = match.hash()
    assert before != after
    match.redo()
    assert match.hash() == after
    return before


def check_finished(match, players):
    assert match.decision() is None and RULES.legal_moves(match.state) == ()
    with pytest.raises(IllegalMove):
        match.play(RevealCards())
    r = match.result()
    assert r is not None
    assert len(r.scores) == players and len(r.columns) == players
    assert r.column_seat == tuple(range(players))
    assert len(r.categories) == len(r.sheet)
    assert all(len(row) == players for row in r.sheet)
    assert r.sheet[-1] == r.scores and r.categories[-1] == "Total"
    assert set(r.winners) <= set(range(players))
    if r.winners:
        assert all(r.scores[w] == max(r.scores) for w in r.winners)
    assert r.tiebreak


def play_out(players, seed, bot="random", checks=True):
    match, bots = new_match(players, seed, bot)
    steps = 0
    while (decision := match.decision()) is not None:
        if checks:
            check_step(match, decision)
        move = bots[decision.seat].choose(match.view(decision.seat), decision, len(match.log))
        match.play(move)
        if checks:
            check_conservation(match.state)
            if isinstance(move, PlaceMerchant):
                assert match.can_undo()
                check_undo_redo(match)
            else:
                assert not match.can_undo()      # a reveal is an information barrier
        steps += 1
        assert steps < 500
    check_conservation(match.state)
    check_finished(match, players)
    return match


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playout(players, seed):
    play_out(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_greedy_playout(players):
    play_out(players, 7, "greedy", checks=False)
    play_out(players, 8, "greedy")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_many_quick_playouts_end_with_complete_results(players):
    for seed in range(100, 140):
        match = play_out(players, seed, checks=False)
        assert match.state.over


@pytest.mark.parametrize("players", [2, 5])
def test_deterministic_same_seed_same_hash(players):
    a = play_out(players, 11, checks=False)
    b = play_out(players, 11, checks=False)
    assert a.hash() == b.hash()
    assert [e.move for e in a.log] == [e.move for e in b.log]
    c = play_out(players, 12, checks=False)
    assert c.hash() != a.hash()


def test_replaying_the_saved_moves_reaches_the_same_state():
    match = play_out(4, 21, checks=False)
    moves = [decode_move(RULES.move_types, encode_move(e.move)) for e in match.log]
    again = Match.replay(RULES, match.config, moves)
    assert again.hash() == match.hash()
    assert again.result() == match.result()


def test_wrong_player_count_is_refused():
    from shared.engine.contract import ConfigError
    for n in (1, 6):
        with pytest.raises(ConfigError, match="2 to 5 players"):
            RULES.make_config(["random"] * n, {}, 1)


def test_contract_attributes():
    assert (RULES.name, RULES.title, RULES.min_players, RULES.max_players) == (
        "squarecircle", "The Square Circle", 2, 5)
