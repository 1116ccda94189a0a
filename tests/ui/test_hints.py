"""Hints (issue 16, item 4): the strong bot's move for a person's decision is always a
legal move of it, is computed from the person's view only, is the same for the same
position, and is counted in the save (old saves still load) and on the score sheet."""
from __future__ import annotations

import pytest

from shared.bots import ask, make_controller
from shared.bots.strong import Budget
from shared.engine import registry, saves
from shared.engine.match import Match
from shared.engine.rng import Rng
from shared.ui.hint import Advisor, ask_now, reason
from tests.games import GAMES

SMALL = Budget(steps=400)   # the real budget's search, cut short: tests stay quick


def positions(game: str, players: int = 3, every: int = 7, most: int = 5):
    """States of a greedy game at which a seat has a real choice (two moves or more)."""
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * players, {}, 11))
    bots = [make_controller(rules, "greedy", s, 11) for s in range(players)]
    found = []
    while match.decision() is not None and len(found) < most:
        d = match.decision()
        if len(match.log) % every == 0 and len(d.moves) > 1:
            found.append((rules, match.state, len(match.log)))
        match.play(ask(bots[d.seat], match))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_a_legal_move_of_the_decision_and_the_same_each_time(game):
    for rules, state, ply in positions(game):
        hint = ask_now(rules, state, 11, ply, SMALL)
        assert hint.move in rules.decision(state).moves
        assert hint.decision == rules.decision(state)
        again = ask_now(rules, state, 11, ply, SMALL)
        assert (again.move, again.reason) == (hint.move, hint.reason)
        assert hint.reason


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_sees_only_the_view(game):
    """Whatever is hidden from the seat (others' hands, the order of a deck or bag) can
    be anything else: the hint stays the same. The bot is handed the view, not the state."""
    changed = 0
    for rules, state, ply in positions(game):
        seat = rules.decision(state).seat
        view = rules.view(state, seat)
        other = rules.sample_hidden(view, seat, Rng(99))   # another world the seat can't tell apart
        assert rules.view(other, seat) == view
        changed += other != state
        hint, hint_other = (ask_now(rules, s, 11, ply, SMALL) for s in (state, other))
        assert (hint_other.move, hint_other.reason) == (hint.move, hint.reason)
    if registry.game_info(game).hidden_information:   # (the others' draws are made in play)
        assert changed, "no position hid anything: the test would prove nothing"


def test_the_bot_is_handed_the_view(monkeypatch):
    rules, state, ply = positions("rossio", most=1)[0]
    seen = []
    real = Advisor.choose

    def spy(self, view, decision, ply):
        seen.append(view)
        return real(self, view, decision, ply)
    monkeypatch.setattr(Advisor, "choose", spy)
    ask_now(rules, state, 11, ply, SMALL)
    seat = rules.decision(state).seat
    assert seen == [rules.view(state, seat)] and seen[0] != state


def test_the_reason_gives_the_bots_own_figures():
    assert reason([], "a", 1) == "It is the only move you can make."
    said = reason([("a", 3.25), ("b", 1.0), ("c", -2.0)], "a", 5)
    assert "5 moves" in said and "2.2" in said   # 3.25 - 1.0, to a tenth
    assert "as good as" in reason([("a", 1.0), ("b", 1.0)], "b", 2)


def test_a_chance_of_winning_is_said_as_one():
    """The Square Circle's strong bot rates moves by the chance of winning (Budget.judge):
    the hint gives the gap in percentage points, not as points of lead, and the bot the
    Advisor asks says so."""
    said = reason([("a", 0.62), ("b", 0.55)], "a", 3, chance=True)
    assert "7 percentage points" in said and "lead" not in said
    assert "as good as" in reason([("a", 0.551), ("b", 0.55)], "a", 3, chance=True)
    rules = registry.get_rules("squarecircle")
    assert Advisor(rules, 0, 1).bot.budget.judge is not None
    assert Advisor(registry.get_rules("simplicity"), 0, 1).bot.budget.judge is None


# --- the save -----------------------------------------------------------------------
def small_match():
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 3))
    return match


def test_hints_taken_and_allowed_are_kept_in_the_save(tmp_path):
    match = small_match()
    path = tmp_path / "game.yaml"
    saves.save(match, path, {"names": ["Ana", "Ben"], "hints": [2, 0], "hints_allowed": False})
    _, meta = saves.load(path)
    assert meta["hints"] == [2, 0] and meta["hints_allowed"] is False


def test_an_old_save_without_hints_loads_with_hints_allowed_and_none_taken(tmp_path):
    from shared.ui.session import Session
    match = small_match()
    path = tmp_path / "old.yaml"
    saves.save(match, path, {"names": ["Ana", "Ben"]})
    loaded, meta = saves.load(path)
    session = Session(loaded, meta, autosave=False)
    assert session.meta["hints_allowed"] is True and session.meta["hints"] == [0, 0]


@pytest.mark.parametrize("meta,field", [
    ({"hints": [1, -1]}, "meta.hints[1]"),
    ({"hints": [1, 2, 3]}, "meta.hints"),
    ({"hints": "many"}, "meta.hints"),
    ({"hints": [True, 0]}, "meta.hints[0]"),
    ({"hints_allowed": "yes"}, "meta.hints_allowed"),
])
def test_bad_hint_records_are_refused_naming_the_field(tmp_path, meta, field):
    match = small_match()
    path = tmp_path / "bad.yaml"
    saves.save(match, path, meta)
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as caught:
        saves.load(path)
    assert f"field {field}:" in str(caught.value)
    assert path.read_bytes() == before


def test_a_hint_taken_rewrites_the_autosave_and_moves_append_after_it(tmp_path):
    match = small_match()
    path = tmp_path / "auto.yaml"
    saver = saves.Autosaver(match, path, {"names": ["Ana", "Ben"]})
    match.play(match.decision().moves[0])
    saver.rewrite(match, {"names": ["Ana", "Ben"], "hints": [1, 0], "hints_allowed": True})
    match.play(match.decision().moves[0])    # appended after the new header
    loaded, meta = saves.load(path)
    assert meta["hints"] == [1, 0] and len(loaded.log) == 2 and loaded.hash() == match.hash()
