"""`Rules.advance`, the path the match and the bots take: for every move a decision offers,
the trusted path gives the very events and state of the checked one (`play`, then `apply`
folding the events), so it refuses nothing the checked path accepts and skips nothing that
matters; a move the decision does not offer is still refused when not trusted."""
from __future__ import annotations

import pytest

from shared.bots import ask, make_controller
from shared.engine import registry
from shared.engine.contract import IllegalMove
from shared.engine.match import Match
from shared.engine.rng import Rng

from ..games import GAMES, per_game

# tables whose games reach a game's every kind of decision (solo players in Circleville,
# ROSS in Rossio), and how many positions of each to check at most
SEATINGS = per_game({
    "circleville": (["random", "greedy", "random"], ["random", "bertha", "denzel"]),
    "rossio": (["random", "greedy"], ["random", "ross"]),
    "simplicity": (["random", "greedy", "random"],),
    "squarecircle": (["random", "greedy", "random"],),
})
POSITIONS = 300


def positions(game: str, seed: int):
    rules = registry.get_rules(game)
    for seats in SEATINGS[game]:
        match = Match(rules, rules.make_config(seats, {}, seed))
        bots = [make_controller(rules, name, s, seed) for s, name in enumerate(seats)]
        while (d := match.decision()) is not None and len(match.log) < POSITIONS:
            yield rules, match.state, d, match.rng_state
            match.play(ask(bots[d.seat], match))


@pytest.mark.parametrize("game", GAMES)
def test_trusted_path_plays_every_offered_move_as_the_checked_one(game):
    checked_moves = 0
    for rules, state, decision, rng_state in positions(game, 3):
        for move in decision.moves:
            events = rules.play(state, move, Rng(rng_state))
            after = rules.apply(state, events)
            for trusted in (True, False):
                played, folded = rules.advance(state, move, Rng(rng_state), trusted=trusted)
                assert list(played) == list(events), (game, move)
                assert folded == after, (game, move)
            checked_moves += 1
    assert checked_moves > 100


@pytest.mark.parametrize("game", GAMES)
def test_untrusted_advance_refuses_what_play_refuses(game):
    """Moves offered at positions of another game, tried here: `advance` without trust
    accepts and refuses the same moves as `play`, with the same reason."""
    pool = list(dict.fromkeys(m for _, _, d, _ in positions(game, 6) for m in d.moves))
    refused = 0
    for rules, state, decision, rng_state in list(positions(game, 5))[::10]:
        for move in pool[::7]:
            try:
                expected = rules.play(state, move, Rng(rng_state))
            except IllegalMove as exc:
                with pytest.raises(IllegalMove) as caught:
                    rules.advance(state, move, Rng(rng_state))
                assert str(caught.value) == str(exc)
                refused += 1
            else:
                assert list(rules.advance(state, move, Rng(rng_state))[0]) == list(expected)
    assert refused >= 10
