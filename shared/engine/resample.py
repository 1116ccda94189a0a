"""Another game a seat could not tell from this one: the check behind hotseat privacy.

Everything drawn for a seat must come from what that seat may see. So drawing the same
position again after every hidden thing has been redrawn (other hands, deck orders,
hidden points, cards played face down, in every state and every logged move) must give
the same pixels; any difference is a leak. `screenshot --resample-hidden K` and the
privacy tests draw these games.
"""
from __future__ import annotations

from .contract import OBSERVER
from .match import Entry, Match
from .rng import Rng, seed_state

SALT = 0x5EC2E7


def resampled(match: Match, seat: int, k: int) -> Match:
    """`match` with what `seat` (or OBSERVER) may not see replaced by its `k`-th sample.
    A finished game hides nothing, so it comes back as it is. The result is for looking
    at (a table, the replay viewer, the log), not for playing on."""
    if match.finished:
        return match
    rules = match.rules
    rng = Rng(seed_state(k, SALT + (seat if seat is not None else OBSERVER)))

    def sample(state):
        return rules.sample_hidden(rules.view(state, seat), seat, rng)

    other = match.at(len(match.log))   # a copy sharing nothing it changes
    other._before = [(sample(state), rng_state) for state, rng_state in match._before]
    other.log = [Entry(e.seat, *rules.sample_hidden_play(match.before(i), e.move, e.events,
                                                         seat, rng), e.barrier)
                 for i, e in enumerate(match.log)]
    other.state = sample(match.state)
    other._decided = (None, None)
    return other
