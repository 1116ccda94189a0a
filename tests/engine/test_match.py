"""Match properties from the architecture: determinism, rng in state, undo to barriers."""
import pytest

from shared.bots import make_controller
from shared.bots.playout import play_out
from shared.engine.codec import decode_move, encode_move, CodecError
from shared.engine.contract import ConfigError, IllegalMove
from shared.engine.match import Match
from simplicity.rules import RULES
from simplicity.moves import PlaceTile


def new_match(seats=("random",) * 4, seed=5):
    return Match(RULES, RULES.make_config(list(seats), {}, seed))


def test_same_seed_same_moves_same_state():
    a, b = new_match(), new_match()
    play_out(a)
    for entry in a.log:
        b.play(entry.move)
    assert a.hash() == b.hash()


def to_human_placement(m):
    """Bots' moves until seat 0 (the person) places a tile that does not end the round."""
    while True:
        d = m.decision()
        if d.seat == 0 and d.kind == "place" and m.state.turn < m.state.teams - 1:
            return d
        m.play(d.moves[0])


def test_undo_then_same_move_gives_same_state_and_draws():
    m = new_match(("human", "random", "random", "random"))
    # a placement that is not the last of a round is no barrier; undo restores the rng too
    first = to_human_placement(m).moves[0]
    m.play(first)
    after = m.hash()
    m.undo()
    m.play(first)
    assert m.hash() == after


def test_redo_replays_undone_move_and_new_move_clears_redo():
    m = new_match(("human", "random", "random", "random"))
    m.play(to_human_placement(m).moves[0])
    h = m.hash()
    m.undo()
    assert m.can_redo()
    m.redo()
    assert m.hash() == h
    m.undo()
    m.play(m.decision().moves[-1])
    assert not m.can_redo()


def test_reveal_is_an_information_barrier():
    m = new_match()
    # play the whole first round; its last move draws new tiles
    while m.state.round == 1:
        m.play(m.decision().moves[0])
    assert m.log[-1].barrier
    assert not m.can_undo()
    with pytest.raises(IllegalMove):
        m.undo()


def test_hand_over_to_another_person_is_a_barrier():
    m = new_match(("human",) * 4)
    d = m.decision()
    if d.kind == "demolish":
        m.play(d.moves[0])
    mover = m.decision().seat
    m.play(m.decision().moves[0])
    assert m.decision().seat != mover
    assert not m.can_undo()


def test_undo_turn_takes_back_bot_replies_too():
    m = new_match(("human", "random", "random", "random"), seed=11)
    bots = {s: make_controller(RULES, "random", s, 1) for s in (1, 2, 3)}
    # the person places early in a round, so bots can reply before the round's reveal
    while True:
        d = m.decision()
        assert d is not None, "the person never placed early in a round"
        if d.seat == 0 and d.kind == "place" and m.state.turn < 2:
            break
        m.play(bots[d.seat].choose(m.view(d.seat), d, len(m.log)) if d.seat else d.moves[0])
    before = m.hash()
    m.play(m.decision().moves[0])
    replies = 0
    while m.decision().seat != 0 and m.state.turn < m.state.teams - 1:
        d = m.decision()
        m.play(bots[d.seat].choose(m.view(d.seat), d, len(m.log)))
        replies += 1
    assert replies >= 1
    assert m.turn_undo_steps() == replies + 1
    m.undo_turn()
    assert m.hash() == before
    assert m.decision().seat == 0


def test_illegal_move_has_a_reason():
    m = new_match()
    d = m.decision()
    if d.kind == "demolish":
        m.play(d.moves[0])
    slot = next(k for k in range(7) if k != m.state.demolished)
    bad = PlaceTile(slot, 10_000)
    with pytest.raises(IllegalMove, match="not on the city board"):
        m.play(bad)


def test_move_codec_round_trip_and_errors():
    move = PlaceTile(3, 12)
    assert decode_move(RULES.move_types, encode_move(move)) == move
    with pytest.raises(CodecError, match="unknown move type"):
        decode_move(RULES.move_types, {"type": "Nope"})
    with pytest.raises(CodecError, match="lacks field"):
        decode_move(RULES.move_types, {"type": "PlaceTile", "slot": 1})
    with pytest.raises(CodecError, match="unexpected value"):
        decode_move(RULES.move_types, {"type": "PlaceTile", "slot": 1, "space": {"a": 1}})


def test_unknown_option_and_bad_player_count_are_config_errors():
    with pytest.raises(ConfigError, match="no option"):
        RULES.make_config(["random"] * 4, {"speed": "fast"})
    with pytest.raises(ConfigError, match="2 to 6"):
        RULES.make_config(["random"] * 7)
