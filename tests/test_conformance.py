"""Architecture: one conformance test over every registered game, player count, automa
and option. Random playouts check at every step that the listed moves are exactly what
play accepts, and along the way determinism, save/load round trips and undo/redo."""
import attrs
import pytest

from shared.bots import make_controller
from shared.engine import registry, saves
from shared.engine.contract import IllegalMove
from shared.engine.match import Match
from shared.engine.rng import Rng, seed_state

from .conformance import seatings

CASES = [(game, seats, options, seed)
         for game in registry.game_names()
         for seats, options in seatings(registry.get_rules(game))
         for seed in (1, 2)]


def perturbed(move):
    """A near-miss of a legal move: one int field pushed far out of range."""
    fields = [f.name for f in attrs.fields(type(move)) if isinstance(getattr(move, f.name), int)
              and not isinstance(getattr(move, f.name), bool)]
    if not fields:
        return None
    return attrs.evolve(move, **{fields[0]: getattr(move, fields[0]) + 10_000})


@pytest.mark.parametrize("game,seats,options,seed", CASES,
                         ids=[f"{g}-{'+'.join(s)}-{dict(o) or ''}-{seed}" for g, s, o, seed in CASES])
def test_random_playout_conforms(game, seats, options, seed, tmp_path):
    rules = registry.get_rules(game)
    config = rules.make_config(list(seats), dict(options), seed)
    match = Match(rules, config)
    bots = [make_controller(rules, name if name != "random" else "random", s, seed)
            for s, name in enumerate(seats)]
    probe = Rng(seed_state(seed, 99))
    steps = 0
    while (d := match.decision()) is not None:
        assert d.moves, "a decision must list at least one legal move"
        assert 0 <= d.seat < config.players
        # every listed move is accepted by play (all early on, a sample later)
        sample = d.moves if steps < 5 else [probe.choice(d.moves) for _ in range(3)]
        for move in sample:
            rules.play(match.state, move, Rng(match.rng_state))
        wrong = perturbed(d.moves[0])
        if wrong is not None and wrong not in d.moves:
            with pytest.raises(IllegalMove):
                match.play(wrong)
        move = bots[d.seat].choose(match.view(d.seat), d, len(match.log))
        undo_here = steps % 7 == 3   # undo and redo now and then, checked by the hash
        before = match.hash() if undo_here else None
        match.play(move)
        if match.can_undo() and undo_here:
            after = match.hash()
            match.undo()
            assert match.hash() == before
            match.redo()
            assert match.hash() == after
        if steps == 20:
            path = tmp_path / "mid.yaml"
            saves.save(match, path)
            assert saves.load(path)[0].hash() == match.hash()
        steps += 1
        assert steps < 20_000, "game does not end"
    result = match.result()
    assert result is not None
    assert len(result.scores) == config.players
    assert set(result.winners) <= set(range(config.players))
    assert len(result.sheet) == len(result.categories)
    assert all(len(row) == len(result.columns) == len(result.column_seat) for row in result.sheet)
    # determinism: the same config and moves give the same state, and a save verifies
    again = Match.replay(rules, config, [e.move for e in match.log])
    assert again.hash() == match.hash()
    path = tmp_path / "end.yaml"
    saves.save(match, path)
    loaded, _ = saves.load(path)
    assert loaded.hash() == match.hash() and loaded.finished
