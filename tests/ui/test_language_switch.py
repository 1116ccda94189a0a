"""A language chosen on the settings screen shows at once, without a restart (issue 31,
point 4): the next frame draws the new words, those the scenes keep between frames (the
launcher's and the menu's buttons, the settings' rows, the log) too; and the language a
first start takes is the system's where it is German."""
from __future__ import annotations

import pytest

from shared.engine import catalogue, i18n, registry
from shared.engine.match import Match
from shared.ui import settings
from shared.ui.session import Session
from shared.ui.settingsscreen import SettingsScreen
from tests.games import GAMES
from tests.ui.driver import drawn


@pytest.fixture
def german(monkeypatch):
    """German from tests/i18n_fixture only: five sentences, whatever the real catalogues
    hold today."""
    monkeypatch.setattr(settings, "LANGUAGES", ("en", "de"))
    monkeypatch.setattr(catalogue, "game_packages", lambda: ["tests.i18n_fixture"])
    yield
    i18n.use_language("en")


def language_choice(screen):
    return next(w for w in screen.widgets if getattr(w, "options", None) and
                [v for v, _ in w.options] == ["en", "de"])


def test_the_language_row_offers_each_language_in_its_own_words(app, german):
    screen = SettingsScreen(app)
    app.push(screen)
    assert language_choice(screen).options == [("en", "English"), ("de", "Deutsch")]


def test_switching_to_german_shows_on_the_next_frame_and_back(app, german):
    screen = SettingsScreen(app)
    app.push(screen)   # over the launcher, whose buttons show through
    before = drawn(app)
    assert "Load game" in before and "Language" in before
    language_choice(screen).press()   # what a click does
    assert settings.preference("language") == "de" and i18n.language() == "de"
    after = drawn(app)
    assert "Partie laden" in after and "Load game" not in after   # the launcher's button
    assert "Sprache" in after and "Language" not in after         # the settings' row
    language_choice(app.scene).press()
    again = drawn(app)
    assert "Load game" in again and "Partie laden" not in again


def test_switching_over_a_game_relabels_the_menu_and_retells_the_log(app, german):
    from shared.ui.menu import GameMenu
    from shared.bots.playout import play_out
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["greedy", "greedy"], {}, 1))
    play_out(match, max_moves=3)
    session = Session(match, {"names": ["Ana", "Ben"]}, autosave=False)
    table = registry.game_info("simplicity").table_scene()(app, session, live=False)
    app.push(table)
    app.push(GameMenu(app, session))
    app.push(SettingsScreen(app))
    english = table.narrator.lines()
    assert "Load game" in drawn(app)
    language_choice(app.scene).press()
    after = drawn(app)
    assert "Partie laden" in after and "Load game" not in after   # the menu's button
    # the log is said again in the language now in use: here one that marks each sentence
    entry = match.log[0]
    said = rules.narrate(match.before(0), entry.seat, entry.move, entry.events)
    i18n.use_catalogue({line.text: "«" + line.text + "»" for line in said}, name="xx")
    retold = table.narrator.lines()
    assert english and not any("«" in line for line in english)
    assert retold[0] != english[0] and "«" in retold[0]
    # the table's own buttons and tips, the shared ones and the game's
    i18n.use_catalogue({"See the scores": "Wertung", "Undo (Ctrl+Z)": "Zurück (Strg+Z)"},
                       name="xx")
    app.scenes[:] = [table]
    drawn(app)
    assert table.scores_button.label == "Wertung"
    assert "Zurück (Strg+Z)" in [getattr(w, "tip", "") for w in table.widgets]


def test_the_first_start_takes_german_from_the_system_only_where_it_is_german(
        own_home, german, monkeypatch):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert settings.preference("language") == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert settings.preference("language") == "en"
    settings.put("language", "en")   # a choice made stays, whatever the system says
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert settings.preference("language") == "en"


@pytest.mark.parametrize("game", GAMES)
def test_after_a_switch_over_a_game_every_word_of_its_table_is_in_the_new_language(
        app, game, monkeypatch):
    """A table made in English, then the language changed under the menu: what the table
    draws next has no word of the old language (the pseudo-language of
    test_translatable marks every sentence looked up)."""
    from shared.bots import ask, make_controller
    from shared.ui.menu import GameMenu

    from .test_translatable import Pseudo, drawn_texts, untranslated
    rules = registry.get_rules(game)
    players = 3
    match = Match(rules, rules.make_config(["human"] + ["greedy"] * (players - 1), {}, 6))
    bots = [make_controller(rules, "greedy", s, 6) for s in range(players)]
    while len(match.log) < 6 or match.decision().seat != 0:
        match.play(ask(bots[match.decision().seat], match))
    names = ["Ana", "Ben", "Cy"]
    session = Session(match, {"names": names}, autosave=False)
    table = registry.game_info(game).table_scene()(app, session)
    app.scenes[:] = [table]
    app.push(GameMenu(app, session))
    app.draw()   # everything said once in English
    monkeypatch.setattr(i18n, "_catalogue", Pseudo())
    i18n.use_catalogue({}, name="pseudo")   # a new language: the marks
    app.pop()
    texts = drawn_texts(app, [], then=lambda: None)   # the next frame
    assert texts
    try:
        assert untranslated(texts, set(names)) == []
    finally:
        monkeypatch.undo()
        i18n.use_language("en")
