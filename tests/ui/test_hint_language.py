"""A hint card open when the language changes says its move and its reason in the new
language at the next frame, not at the next hint (issue 31)."""
from __future__ import annotations

import pytest

from shared.bots import ask, make_controller
from shared.bots.strong import Budget
from shared.engine import i18n, registry
from shared.engine.match import Match
from shared.ui.hint import Hint, ask_now
from shared.ui.narrator import say
from shared.ui.session import Session
from tests.ui.driver import drawn


@pytest.fixture
def back_to_english():
    yield
    i18n.use_language("en")


def test_an_open_hint_card_changes_language_with_the_window(app, back_to_english):
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 4))
    bot = make_controller(rules, "greedy", 1, 4)
    while len(match.decision().moves) < 2 or match.decision().seat != 0:
        match.play(ask(bot, match) if match.decision().seat else match.decision().moves[0])
    session = Session(match, {"names": ["Ana", "Ben"]}, autosave=False)
    table = registry.game_info("simplicity").table_scene()(app, session)
    app.scenes[:] = [table]
    d = table.human_decision()
    found = ask_now(rules, match.state, 4, len(match.log), Budget(steps=200))
    table.hinter.hint = Hint(d, found.move, found.why)
    english = found.reason
    assert english in drawn(app)
    i18n.use_language("de")
    german = say(found.why)
    assert german != english
    texts = drawn(app)
    assert german in texts and english not in texts
    described = say(rules.describe(found.move, match.state), table.seat_label)
    assert any(described[1:] in t and t.startswith("Tipp") for t in texts), texts
