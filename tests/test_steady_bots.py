"""Steady bots (issue 10): a bot's choice depends only on the seed, its seat and the
position in the log, so a game stopped, saved and played on gives what the uninterrupted
game gives, and a loaded game gets the same bot replies."""
import io
import json
import sys

import pytest

from main import main
from shared.bots import ask, make_controller
from shared.bots.playout import play_out
from shared.engine import registry, saves
from shared.engine.match import Match


def run(argv) -> list[dict]:
    out = io.StringIO()
    old, sys.stdout = sys.stdout, out
    try:
        assert main(argv) == 0
    finally:
        sys.stdout = old
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("game,seats,stop", [
    ("simplicity", "greedy,random,greedy", 9),
    ("squarecircle", "random,greedy", 15),
    ("rossio", "greedy,ross", 12),
    ("circleville", "greedy,random", 40),
])
def test_stop_save_and_play_on_equals_the_uninterrupted_game(tmp_path, game, seats, stop):
    whole = run(["simulate", game, "--seats", seats, "--seed", "7", "--json"])[0]
    part = run(["simulate", game, "--seats", seats, "--seed", "7", "--json",
                "--stop-after", str(stop), "--save-dir", str(tmp_path)])[0]
    assert part["moves"] == stop and not part["finished"] and part["scores"] == []
    on = run(["simulate", "--from", part["save"], "--json"])[0]
    assert on["finished"] and on["moves"] == whole["moves"]
    assert (on["scores"], on["state_hash"]) == (whole["scores"], whole["state_hash"])


def test_play_on_with_other_bots(tmp_path):
    part = run(["simulate", "simplicity", "--players", "3", "--seed", "3", "--json",
                "--stop-after", "5", "--save-dir", str(tmp_path)])[0]
    on = run(["simulate", "--from", part["save"], "--seats", "random,random,random", "--json"])[0]
    assert on["finished"] and on["seats"] == ["random"] * 3


def test_bot_reply_after_a_load_is_the_reply_before(tmp_path):
    """Load a save mid-game against bots, play the same move: the same bot reply."""
    rules = registry.get_rules("squarecircle")
    config = rules.make_config(["human", "greedy", "random"], {}, 11)
    match = Match(rules, config)
    bots = {s: make_controller(rules, n, s, config.seed) for s, n in enumerate(config.seats) if s}
    person = make_controller(rules, "random", 0, 99)   # stands in for the person's clicks
    for _ in range(20):
        d = match.decision()
        match.play(ask(bots[d.seat] if d.seat else person, match))
    saves.save(match, tmp_path / "mid.yaml")
    loaded, _ = saves.load(tmp_path / "mid.yaml")
    fresh = {s: make_controller(rules, n, s, config.seed) for s, n in enumerate(config.seats) if s}
    for _ in range(30):
        d = match.decision()
        if d is None:
            break
        if d.seat == 0:
            move = ask(person, match)
        else:
            move = ask(bots[d.seat], match)
            assert ask(fresh[d.seat], loaded) == move   # a brand-new bot after the load agrees
        match.play(move)
        loaded.play(move)
    assert match.hash() == loaded.hash()


def test_undo_and_redo_give_the_same_bot_move():
    rules = registry.get_rules("simplicity")
    config = rules.make_config(["greedy", "greedy"], {}, 5)
    match = Match(rules, config)
    play_out(match, max_moves=6)
    bot = make_controller(rules, "greedy", match.decision().seat, config.seed)
    first = ask(bot, match)
    ask(bot, match)   # thinking again (or about something else) changes nothing
    assert ask(bot, match) == first


@pytest.mark.parametrize("argv,message", [
    (["simulate", "--from", "x.yaml", "--players", "3"], "only --seats"),
    (["simulate"], "name a game"),
    (["simulate", "simplicity", "--stop-after", "-1"], "0 or more"),
])
def test_bad_play_on_arguments_are_clear(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err
