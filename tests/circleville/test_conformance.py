"""Conformance for 2-4 players: random and greedy playouts through the engine's Match,
checking at every step that the listed moves are exactly what play accepts, that every
component is conserved, undo/redo, the codec round trip of moves, and at the end a
complete result, determinism of replay and of the state hash."""
import itertools

import attrs
import pytest

from circleville.rules import RULES
from circleville.solo.engine import NAMES
from circleville.state import OVER
from shared.bots import make_controller
from shared.engine.codec import decode_move, encode_move
from shared.engine.contract import IllegalMove
from shared.engine.match import Match
from shared.engine.rng import Rng, seed_state

from .support import check_conservation

def perturbed(move):
    fields = [f.name for f in attrs.fields(type(move))
              if isinstance(getattr(move, f.name), int) and not isinstance(getattr(move, f.name), bool)]
    if not fields:
        return None
    return attrs.evolve(move, **{fields[0]: getattr(move, fields[0]) + 10_000})


def new_match(players, seed, bot="random", options=None, seats=None):
    """A match of `players` bots of one kind, or of the named `seats` (a bot, then solo players)."""
    seats = seats or [bot] * players
    match = Match(RULES, RULES.make_config(seats, options or {}, seed))
    return match, [make_controller(RULES, name, s, seed) for s, name in enumerate(seats)]


def check_step(match, decision, steps, probe):
    state = match.state
    assert decision.moves, "a decision must list at least one legal move"
    assert len(set(decision.moves)) == len(decision.moves), "no move is listed twice"
    assert decision.seat == state.turn.seat
    assert RULES.view(state, decision.seat) == state
    sample = decision.moves if steps < 60 else [probe.choice(decision.moves) for _ in range(2)]
    for move in sample:
        events = RULES.play(state, move, Rng(match.rng_state))
        after = RULES.apply(state, events)
        check_conservation(after)
        assert decode_move(RULES.move_types, encode_move(move)) == move
        text = str(RULES.describe(move))     # a Line or a plain sentence; str() is English
        assert text and not text.startswith(type(move).__name__ + "(")
    wrong = perturbed(decision.moves[0])
    if wrong is not None and wrong not in decision.moves:
        before = match.state, match.rng_state
        with pytest.raises(IllegalMove):
            match.play(wrong)
        assert match.state is before[0] and match.rng_state == before[1]   # untouched


def play_out(players, seed, bot="random", checks=True, options=None, seats=None):
    match, bots = new_match(players, seed, bot, options, seats)
    probe = Rng(seed_state(seed, 99))
    steps = 0
    while (decision := match.decision()) is not None:
        if checks:
            check_step(match, decision, steps, probe)
        move = bots[decision.seat].choose(match.view(decision.seat), decision, len(match.log))
        match.play(move)
        if checks:
            check_conservation(match.state)
            if match.can_undo() and steps % 11 == 5:
                after = match.hash()
                match.undo()
                match.redo()
                assert match.hash() == after
        steps += 1
        assert steps < 30_000, "game does not end"
    check_finished(match, players)
    return match


def check_finished(match, players):
    state = match.state
    assert state.turn.phase == OVER and match.decision() is None and RULES.legal_moves(state) == ()
    with pytest.raises(IllegalMove):
        RULES.play(state, match.log[-1].move, Rng(0))
    r = match.result()
    assert len(r.scores) == players == len(r.columns)
    assert r.column_seat == tuple(range(players))
    assert len(r.categories) == len(r.sheet)
    assert all(len(row) == players for row in r.sheet)
    assert r.categories[-1] == "Total" and r.sheet[-1] == r.scores
    for seat in range(players):
        assert sum(row[seat] for row in r.sheet[:-1]) == r.scores[seat]
    assert r.winners and all(r.scores[w] == max(r.scores) for w in r.winners)
    assert r.tiebreak
    check_conservation(state)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playout_conforms(players, seed):
    """Random bots, every check at every step, for 2, 3 and 4 players."""
    play_out(players, seed)


@pytest.mark.parametrize("start", ["1", "10", "15", "20"])
def test_random_playout_from_every_start_section(start):
    """CV-SETUP-09: any of the four start sections gives a complete game."""
    match = play_out(3, 5, options={"start-section": start}, checks=False)
    assert match.state.start == int(start)


SOLO_COMBINATIONS = [c for k in (1, 2, 3) for c in itertools.combinations(NAMES, k)]


@pytest.mark.parametrize("bot,solo", [("greedy", c) for c in SOLO_COMBINATIONS]
                         + [("random", (name,)) for name in NAMES],
                         ids=lambda v: "+".join(v) if isinstance(v, tuple) else v)
def test_solo_playout_conforms(bot, solo):
    """CV-SOLO-01: every combination of one to three solo players, every check at every
    step (listed moves, near misses refused, conservation, codec, undo/redo), a complete
    result with one column per seat, and every solo turn explained by its controller."""
    seats = [bot, *solo]
    match = play_out(len(seats), 4, seats=seats)
    for seat in range(1, len(seats)):
        assert sum(1 for e in match.log if e.seat == seat) >= 10, "each solo player had turns"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_playout_conforms(players):
    play_out(players, 3, "greedy", checks=False)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_end(players):
    """Games always end (the deadlock guard included) with complete results."""
    for seed in range(10, 16):
        match, bots = new_match(players, seed)
        steps = 0
        while (d := match.decision()) is not None:
            match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
            steps += 1
            assert steps < 30_000
        check_finished(match, players)


@pytest.mark.parametrize("players", [2, 4])
def test_replay_is_deterministic(players):
    """Match.replay of the moves (through the codec, as a save holds them) reaches the
    same state hash; the same seed gives the same game, another seed another one."""
    a = play_out(players, 21, checks=False)
    moves = [decode_move(RULES.move_types, encode_move(e.move)) for e in a.log]
    again = Match.replay(RULES, a.config, moves)
    assert again.hash() == a.hash()
    assert again.result() == a.result()
    b = play_out(players, 21, checks=False)
    assert b.hash() == a.hash()
    c = play_out(players, 22, checks=False)
    assert c.hash() != a.hash()


def test_replay_midway_and_undo_to_barrier():
    """Replaying a prefix of the log reaches the state the match had then; undo stops at
    information barriers (tiles turning up)."""
    match, bots = new_match(3, 4)
    hashes = []
    for _ in range(120):
        d = match.decision()
        match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
        hashes.append(match.hash())
    moves = [e.move for e in match.log]
    for k in (1, 37, 120):
        assert Match.replay(RULES, match.config, moves[:k]).hash() == hashes[k - 1]
    while match.can_undo():
        match.undo()
    assert match.log and match.log[-1].barrier
