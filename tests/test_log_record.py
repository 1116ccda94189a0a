"""The log is a game record (issue 27): over whole seeded games of every registered game,
seating and automa, every event that changes points, cubes, coins, tiles or cards (the
game's `told` events) gets a line, every change of the score comes with such an event,
and nothing is told twice by the same move's narration."""
import pytest

from shared.bots import make_controller
from shared.engine import registry
from shared.engine.match import Match

from .conformance import seatings

CASES = [(game, seats, options)
         for game in registry.game_names()
         for seats, options in seatings(registry.get_rules(game))]


@pytest.mark.parametrize("game", registry.game_names())
def test_every_game_names_the_events_its_log_tells(game):
    rules = registry.get_rules(game)
    assert rules.told, f"{game} names no event that changes points, cubes, coins, tiles or cards"


@pytest.mark.parametrize("game,seats,options", CASES,
                         ids=[f"{g}-{'+'.join(s)}-{dict(o) or ''}" for g, s, o in CASES])
def test_every_told_event_of_a_whole_game_has_a_log_line(game, seats, options):
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(list(seats), dict(options), 5))
    bots = [make_controller(rules, name, s, 5) for s, name in enumerate(seats)]
    told_kinds = set()
    while (d := match.decision()) is not None:
        before = match.state
        score_before = rules.score_now(before)
        match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
        entry = match.log[-1]
        lines = rules.narrate(before, entry.seat, entry.move, entry.events)
        assert lines, f"{entry.move!r} left no line in the log"
        for event in entry.events:
            if isinstance(event, rules.told):
                said = rules.tell(before, entry.seat, entry.move, event)
                assert said, f"{type(event).__name__} changes the game but the log says nothing"
                assert all(line in lines for line in said)
                told_kinds.add(type(event))
        for line in lines:
            assert str(line).strip(), f"an empty log line for {entry.move!r}"
        score_after = rules.score_now(match.state)
        if score_before is not None and score_after is not None and score_after != score_before:
            assert any(isinstance(e, rules.told) for e in entry.events), (
                f"{entry.move!r} changed the score {score_before} -> {score_after} with no told "
                f"event: {[type(e).__name__ for e in entry.events]}")
    assert told_kinds, "a whole game told nothing"
