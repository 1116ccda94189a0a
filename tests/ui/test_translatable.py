"""Every sentence a table shows goes through the one translation function (issue 10): with
a pseudo-language that marks each looked-up sentence, every text drawn that has words in
it carries the mark, apart from the players' own names."""
import re

import pytest

from shared.bots import ask, make_controller
from shared.bots.playout import play_out
from shared.engine import i18n, registry
from shared.engine.match import Match
from shared.ui.chooser import MoveChooser
from shared.ui.session import Session
from tests.games import GAMES, per_game


class Pseudo(dict):
    def get(self, text, default=None):
        return "«" + text + "»"


@pytest.fixture
def pseudo(monkeypatch):
    monkeypatch.setattr(i18n, "_catalogue", Pseudo())


# the rows of texts word-wrapped for drawing (a log line that runs on), kept across
# calls: a panel wraps a line once and draws its rows from then on
WRAPPED_ROWS: set[str] = set()


def drawn_texts(app, scenes, then=None) -> list[str]:
    texts = []
    real, real_wrapped, real_wrap = app.canvas.text, app.canvas.wrapped, app.canvas.wrap
    inside_wrapped = []
    rows = WRAPPED_ROWS

    def spy(text, *a, **k):
        if not inside_wrapped and text.strip() not in rows:
            texts.append(text)
        return real(text, *a, **k)

    def spy_wrap(text, *a, **k):   # the whole text is what was looked up
        texts.append(text)
        pieces = real_wrap(text, *a, **k)
        rows.update(piece.strip() for piece in pieces)
        return pieces

    def spy_wrapped(text, *a, **k):   # a looked-up paragraph, drawn line by line
        texts.append(text)
        inside_wrapped.append(True)
        try:
            return real_wrapped(text, *a, **k)
        finally:
            inside_wrapped.pop()
    app.canvas.text, app.canvas.wrapped, app.canvas.wrap = spy, spy_wrapped, spy_wrap
    try:
        for scene in scenes:
            app.push(scene)
            app.draw()
        if then:
            then()
            app.draw()
    finally:
        del app.canvas.text, app.canvas.wrapped, app.canvas.wrap   # the class's own again
    return texts


def untranslated(texts, names) -> list[str]:
    words = re.compile(r"[A-Za-z]{2,}")
    return sorted({t for t in texts if words.search(t) and "«" not in t and t not in names})


# per game: (players, moves) of a game in play, and a player count for a finished game (-1)
TABLES = per_game({"simplicity": [(3, 9), (4, -1)], "squarecircle": [(3, 14), (2, -1)],
                   "rossio": [(3, 20), (2, -1)], "circleville": [(2, 40), (3, -1)]})


@pytest.mark.parametrize("game,players,moves", [(game, players, moves)
                                                for game, cases in TABLES.items()
                                                for players, moves in cases])
def test_every_table_text_is_looked_up(app, pseudo, game, players, moves):
    rules = registry.get_rules(game)
    finished = moves == -1
    seats = ["greedy" if finished else "human"] + ["greedy"] * (players - 1)
    match = Match(rules, rules.make_config(seats, {}, 6))
    if finished:
        play_out(match)
    else:
        bots = [make_controller(rules, "greedy", s, 6) for s in range(players)]
        while len(match.log) < moves or match.decision().seat != 0:
            match.play(ask(bots[match.decision().seat], match))
    session = Session(match, {"names": ["Ana"] + [f"Bot {k}" for k in range(1, players)]},
                      autosave=False)
    table = registry.game_info(game).table_scene()(app, session, live=not finished)
    scenes = [table]
    d = table.human_decision()
    if d is not None:
        scenes.append(MoveChooser(app, table, d))
    texts = drawn_texts(app, scenes)
    if finished:
        app.scenes[:] = [table]
        texts += drawn_texts(app, [], then=table.show_scores)
    missing = untranslated(texts, set(session.meta["names"]))
    assert missing == [], "\n".join(missing)


@pytest.mark.parametrize("game", GAMES)
def test_setup_and_menu_texts_are_looked_up(app, pseudo, game):
    from shared.ui.menu import GameMenu
    from shared.ui.setup import SeatSetup
    info = registry.game_info(game)
    setup = SeatSetup(app, info)
    rules = registry.get_rules(game)
    session = Session(Match(rules, rules.make_config(["human", "greedy"], {}, 1)),
                      {"names": ["Ana", "Ben"]}, autosave=False)
    menu = GameMenu(app, session)
    missing = untranslated(drawn_texts(app, [setup, menu]), {"Ana", "Ben"})
    assert missing == [], "\n".join(missing)


def test_settings_screen_texts_are_looked_up(app, pseudo, monkeypatch):
    import pygame

    from shared.ui.launcher import Launcher
    from shared.ui.settingsscreen import SettingsScreen
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    texts = drawn_texts(app, [Launcher(app), SettingsScreen(app)])
    # a language is named in its own words, whatever the language shown
    missing = untranslated(texts, {"English"})
    assert missing == [], "\n".join(missing)


def test_launcher_and_load_screen_texts_are_looked_up(app, pseudo):
    from shared.engine import saves
    from shared.engine.paths import autosave_dir, saves_dir
    from shared.ui.launcher import Launcher
    from shared.ui.loadgame import LoadGame
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 1))
    play_out_to = Match.replay(rules, match.config, [])
    saves.save(play_out_to, autosave_dir() / "simplicity-1.yaml", {"names": ["Ana", "Ben"]})
    saves.save(play_out_to, saves_dir() / "mine.yaml", {"names": ["Ana", "Ben"]})
    saves_dir().joinpath("broken.yaml").write_text("format: [")
    screen = LoadGame(app)
    texts = drawn_texts(app, [Launcher(app), screen])
    for row, ask in ((0, screen.rename_chosen), (1, screen.delete_chosen), (2, screen.rename_chosen)):
        screen.chosen = screen.entries[row].path   # the new dialogs, over each kind of row
        texts += drawn_texts(app, [], then=ask)
        app.scene.problem = "x"   # with the line saying why an answer was not taken
        texts += drawn_texts(app, [], then=lambda: None)
        app.scenes[:] = app.scenes[:app.scenes.index(screen) + 1]
    missing = untranslated(texts, {"Ana, Ben", "mine", "broken", "broken.yaml", "x"})
    assert missing == [], "\n".join(missing)


def test_the_menus_save_as_dialog_is_looked_up(app, pseudo):
    from shared.ui.launcher import Launcher
    from shared.ui.menu import GameMenu
    rules = registry.get_rules("simplicity")
    session = Session(Match(rules, rules.make_config(["human", "greedy"], {}, 1)),
                      {"names": ["Ana", "Ben"]}, autosave=False)
    menu = GameMenu(app, session)
    texts = drawn_texts(app, [Launcher(app), menu], then=menu.save)
    app.scene.field.text = "   "   # a name with nothing usable: the dialog says so
    texts += drawn_texts(app, [], then=app.scene.answer)
    assert untranslated(texts, set()) == []


@pytest.mark.parametrize("game", GAMES)
def test_rules_panel_texts_are_looked_up(app, pseudo, game):
    """Every section of the rules reference, its pictures' captions and the glossary."""
    from shared.engine.reference import reference
    from shared.ui.rulebook import RulesPanel
    texts = []
    for section in reference(game).sections:
        app.scenes.clear()   # the panel alone (the launcher under it predates the catalogue)
        texts += drawn_texts(app, [RulesPanel(app, game, section.id)])
    missing = untranslated(texts, set())
    assert missing == [], "\n".join(missing)


@pytest.mark.parametrize("game", ["circleville", "squarecircle"])
def test_score_chart_texts_are_looked_up(app, pseudo, game):
    """The chart in the replay viewer (title, axis, hint, a hovered point's caption and
    its move) and on the score sheet."""
    from shared.ui.scores import ScoreSheet
    from shared.ui.viewer import ReplayViewer
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * 3, {}, 6))
    play_out(match)
    names = ["Ana", "Ben", "Cy"]
    viewer = ReplayViewer(app, match, {"names": names}, at=len(match.log) // 2)
    texts = drawn_texts(app, [viewer], then=viewer.toggle_chart)

    def hover_a_moment():
        viewer.chart.hover = viewer.chart.data.moments[0]
    texts += drawn_texts(app, [], then=hover_a_moment)
    session = Session(match, {"names": names}, autosave=False)
    table = registry.game_info(game).table_scene()(app, session, live=False)
    app.scenes[:] = [table]
    table.show_scores()
    if isinstance(app.scene, ScoreSheet):   # The Square Circle has a final scene of its own
        texts += drawn_texts(app, [], then=app.scene.toggle_chart)
    missing = untranslated(texts, set(names))
    assert missing == [], "\n".join(missing)


def test_records_screen_texts_are_looked_up(app, pseudo):
    """The launcher's Records screen: headings, an empty game, more rows than fit."""
    from shared.engine import records
    from shared.engine.paths import user_data_dir
    from shared.ui.launcher import Launcher
    from shared.ui.recordbook import ROWS, RecordBook
    names = [f"Ana{'a' * k}" for k in range(ROWS + 2)]
    rows = ", ".join(f"{n}: {{games: 2, wins: 1, total: 30, best: 20}}" for n in names)
    home = user_data_dir()
    home.mkdir(parents=True, exist_ok=True)
    (home / "records.yaml").write_text(f"players: {{rossio: {{{rows}}}}}\n")
    records.forget_cache()
    try:
        texts = drawn_texts(app, [Launcher(app), RecordBook(app)])
    finally:
        records.forget_cache()
    assert "Ana" in texts
    missing = untranslated(texts, set(names))
    assert missing == [], "\n".join(missing)
