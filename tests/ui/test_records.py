"""Records (issue 16, statistics): a game a person finishes is counted once, for each
person at it (never again on undo and replay of the end, nor on loading or replaying it);
a damaged records file is reported once, naming the file and the field, and moved aside;
the launcher's Records screen shows them."""
import pygame
import pytest

from shared.bots import ask, make_controller
from shared.engine import records, registry, saves
from shared.engine.match import Match
from shared.engine.paths import user_data_dir
from shared.ui.launcher import Launcher
from shared.ui.play import PlayController
from shared.ui.recordbook import RecordBook
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer

from .driver import Driver


pytestmark = pytest.mark.usefixtures("own_home")   # (tests/ui/conftest.py)


def play_to_the_end(control):
    """Bots for the bot seats, the first legal move for the person."""
    match = control.match
    bots = {s: make_controller(match.rules, "greedy", s, 3) for s in range(match.config.players)}
    while (d := match.decision()) is not None:
        move = ask(bots[d.seat], match)
        control.play(move)


def test_a_finished_game_is_counted_once_for_its_people(app):
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["human", "greedy", "human"], {}, 3))
    meta = {"names": ["Ana", "Bot", "Cy"]}
    control = PlayController(Session(match, meta))
    play_to_the_end(control)
    result = match.result()
    rows = records.load().get("players", "squarecircle")
    assert set(rows) == {"Ana", "Cy"}   # the people, not the bot
    for seat, name in ((0, "Ana"), (2, "Cy")):
        assert rows[name] == records.Record(1, int(seat in result.winners),
                                            result.scores[seat], result.scores[seat])
    # the same game played to its end again (its last move taken back and played again,
    # or resumed from its autosave one move before the end): not counted again
    control.count_finished()
    path = control.autosaver.path
    control.close()   # its table left (the game's file is free for the next one to open)
    before = Match.replay(rules, match.config, [e.move for e in match.log[:-1]])
    PlayController(Session(before, meta, autosave_path=path)).play(match.log[-1].move)
    # loading the save and watching its end in the replay viewer count nothing either
    loaded, meta = saves.load(path)
    viewer = ReplayViewer(app, loaded, meta, at=0)
    app.push(viewer)
    Driver(app).key(pygame.K_END)
    assert viewer.table.match.finished
    records.forget_cache()   # and what was written is what is read back
    assert records.load().get("players", "squarecircle") == rows


def test_records_add_up_over_games():
    rules = registry.get_rules("simplicity")
    totals = []
    for seed in (1, 2):
        match = Match(rules, rules.make_config(["human", "greedy"], {}, seed))
        control = PlayController(Session(match, {"names": ["Ana", "Bot"]}))
        play_to_the_end(control)
        totals.append(match.result().scores[0])
    ana = records.load().get("players", "simplicity")["Ana"]
    assert (ana.games, ana.total, ana.best) == (2, sum(totals), max(totals))
    assert ana.average == sum(totals) / 2


@pytest.mark.parametrize("text,field", [
    ("players: {simplicity: {Ana: {games: many, wins: 0, total: 0, best: 0}}}\n",
     "players.simplicity.Ana.games"),
    ("players: {simplicity: {Ana: {games: 1, wins: 3, total: 9, best: 9}}}\n",
     "players.simplicity.Ana"),
    ("players: {simplicity: {Ana: {games: 1, colour: red}}}\n", "players.simplicity.Ana"),
    ("counted: 7\n", "counted"),
    ("players: [1, 2\n", "not valid YAML"),
    ("scores: {}\n", "expected the tables"),
])
def test_a_damaged_file_is_reported_once_and_moved_aside(text, field):
    file = user_data_dir() / "records.yaml"
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(text)
    assert records.load().get("players", "simplicity") == {}
    said = records.problem()
    assert "records.yaml" in said and field in said
    assert records.problem() is None   # once
    aside = list(file.parent.glob("records.unreadable-*.yaml"))
    assert [p.read_text() for p in aside] == [text] and not file.exists()
    # the records go on afresh
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 1))
    play_to_the_end(PlayController(Session(match, {"names": ["Ana", "Bot"]})))
    records.forget_cache()
    assert records.load().get("players", "simplicity")["Ana"].games == 1


def test_the_launcher_shows_the_records(app):
    file = user_data_dir() / "records.yaml"
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text("players: {rossio: {Ana: {games: 3, wins: 2, total: 200, best: 81}}}\n")
    drv = Driver(app)
    assert isinstance(app.scene, Launcher)
    drawn = []
    real = app.canvas.text

    def spy(text, *a, **k):
        drawn.append(text)
        return real(text, *a, **k)
    drv.click(next(w for w in app.scene.widgets if w.label == "Records").rect)
    assert isinstance(app.scene, RecordBook)
    app.canvas.text = spy
    try:
        app.draw()
    finally:
        app.canvas.text = real
    assert {"Ana", "3", "2", "66.7", "81"} <= set(drawn)
    drv.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, Launcher)


def test_a_damaged_file_is_told_on_the_records_screen(app):
    file = user_data_dir() / "records.yaml"
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_bytes(b"\xff\xfe not text")
    app.push(RecordBook(app))
    app.draw()
    assert app.notice and "records.yaml" in app.notice[0]
