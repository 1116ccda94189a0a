"""End-game positions of Squaring Circleville, reached by play (greedy seats, the printed
solo players by their own procedures), for the tests of the end-game help and of the
bots that must plan for it.

`only_razing_left`: the first turn of a seat whose town has no road square left, only
structures to raze ("07 Game end and final scoring": the last section completed ends the
game; "Completing a section": its roads built and its structures razed). The default is
a greedy seat against Denzel (seed 3): round 20, 7 structures left, room on the queue for
all of them, and the greedy seat's orange action still at level 1 (1 structure an action),
the case issue 30 traced."""
from __future__ import annotations

from circleville.endgame import STRUCTURES, bottleneck
from circleville.rules import RULES
from circleville.state import RONDEL
from shared.bots import ask, make_controller
from shared.engine.match import Match

SEED = 3
SEATS = ("greedy", "denzel")


def only_razing_match(seed: int = SEED, seats: tuple[str, ...] = SEATS) -> Match:
    """A match played (each seat by its controller) up to the first rondel decision, the
    start of a turn, of a seat that is not a solo player where only razing can still
    finish the town."""
    match = Match(RULES, RULES.make_config(list(seats), {}, seed))
    bots = [make_controller(RULES, name, s, seed) for s, name in enumerate(seats)]
    while (d := match.decision()) is not None:
        if d.kind == RONDEL and seats[d.seat] not in RULES.automa_names:
            found = bottleneck(match.view(d.seat), d.seat)
            if found is not None and found.kind == STRUCTURES:
                return match
        match.play(ask(bots[d.seat], match))
    raise LookupError(f"seed {seed} with {seats}: the town never came down to razing alone")


def only_razing_left(seed: int = SEED, seats: tuple[str, ...] = SEATS):
    """(rules, state, seat): the state of `only_razing_match` and the seat to move."""
    match = only_razing_match(seed, seats)
    d = match.decision()
    assert d is not None   # the match stopped at a decision
    return RULES, match.state, d.seat
