"""Issue 30, point 3: solo difficulty a person can tune. The setup screen says what each
head start and each house-rule start VP means, shows the house rule only against the
solo players, and says for each printed opponent how often the bots beat it (measured,
from the game's solo-figures.yaml) and the person's own record against it."""
from types import SimpleNamespace

import pytest

from shared.engine import records, registry, solofigures
from shared.engine.data import DataError
from shared.engine.seats import BOT_NAMES
from shared.ui.setup import BOT_WINS, option_note

from .driver import Driver, canvas_calls, open_setup, set_controller

pytestmark = pytest.mark.usefixtures("own_home")   # records afresh per test

FIGURES = """\
denzel:
  0:
    strong: {games: 40, wins: 6, interval: [7, 29], commit: f060b0c, date: 2026-11-27}
    expert: {games: 100, wins: 41, interval: [31.5, 51], commit: f060b0c, date: 2026-11-28}
  4:
    strong: {games: 40, wins: 2, interval: [1, 17], commit: f060b0c, date: 2026-11-27}
bertha:
  0:
    strong: {games: 40, wins: 30, interval: [59, 86], commit: f060b0c, date: 2026-11-27}
"""


@pytest.fixture
def figures_file(tmp_path, monkeypatch):
    """A figures file of the test's own in place of the game's (which the lead fills)."""
    file = tmp_path / "solo-figures.yaml"
    file.write_text(FIGURES)
    monkeypatch.setattr(solofigures, "path", lambda game: file)
    return file


def spec(setup, key):
    return next(s for s in setup.rules.option_specs if s.key == key)


def drawn_texts(app) -> list[str]:
    drawn: list[str] = []
    for name in ("text", "wrapped"):
        real = getattr(app.canvas, name)

        def watch(text, *a, _real=real, **k):
            drawn.append(text)
            return _real(text, *a, **k)
        setattr(app.canvas, name, watch)
    app.draw()
    return drawn


def test_the_house_rule_shows_only_against_the_solo_players(app):
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 3)
    assert "solo-start-vp" not in [s.key for s in setup.shown_options()]
    set_controller(drv, setup, 1, "denzel")
    set_controller(drv, setup, 2, "katherine")
    shown = [s.key for s in setup.shown_options()]
    assert shown[-2:] == ["solo-head-start", "solo-start-vp"]
    choice = setup.option_choices["solo-start-vp"]
    assert choice in setup.widgets and [label for _, label in choice.options] == \
        ["0", "5", "10", "15"]
    set_controller(drv, setup, 2, "greedy")   # a bot beside the solo player: still shown
    set_controller(drv, setup, 1, "greedy")
    set_controller(drv, setup, 2, "greedy")
    assert "solo-start-vp" not in [s.key for s in setup.shown_options()]


def test_each_value_says_what_it_means_beside_the_option(app):
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 1)   # the person against Bertha
    vp, head = spec(setup, "solo-start-vp"), spec(setup, "solo-head-start")
    assert option_note(vp, 0) == "Printed rule: you start with 0 VP"
    assert option_note(vp, 10) == "House rule: you start with 10 VP — easier"
    assert option_note(head, 0) == \
        "Printed rule: the solo players' markers start on space 0, the entry level"
    assert option_note(head, 4) == \
        "Printed rule: the solo players' markers start on space 4 — harder"
    choice = setup.option_choices["solo-start-vp"]
    drv.click(choice.rect)
    drv.click(choice.rect)
    assert setup.options["solo-start-vp"] == 10
    drawn = drawn_texts(app)
    assert "House rule: you start with 10 VP — easier" in drawn
    assert option_note(head, 0) in drawn


def test_the_picker_says_how_often_the_bots_beat_each_solo_player(app, figures_file):
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 3)
    set_controller(drv, setup, 1, "denzel")
    set_controller(drv, setup, 2, "katherine")
    # the stronger bot first; at the head start chosen (0)
    assert setup.figures_line("denzel") == \
        "Bots' wins: expert bot 41 %, strong bot 15 % (solo head start 0)"
    assert setup.figures_line("katherine") == ""   # not measured: nothing said
    assert setup.figures_line("greedy") == ""
    assert setup.figures_line("denzel") in drawn_texts(app)
    # a bot is named as inside a sentence, whatever bots a file may hold
    assert set(BOT_WINS) == set(BOT_NAMES)
    setup.options["solo-head-start"] = 4   # measured at 4 too
    assert setup.figures_line("denzel") == "Bots' wins: strong bot 5 % (solo head start 4)"
    setup.options["solo-head-start"] = 2   # not measured at 2: the figures at 0, said so
    assert setup.figures_line("denzel").endswith("(solo head start 0)")


def test_without_a_figures_file_nothing_is_said(app, tmp_path, monkeypatch):
    monkeypatch.setattr(solofigures, "path", lambda game: tmp_path / "none.yaml")
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 1)
    assert setup.figures_line("bertha") == ""
    assert solofigures.load("circleville") == {}


def test_the_record_against_a_solo_player_shows_beside_its_figures(app, figures_file):
    records.count_game("g1", "circleville", SimpleNamespace(scores=(95, 80), winners=(0,)),
                       {0: "Ana"}, {1: "bertha"}, "0")
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 1)   # the person against Bertha
    record = "Your record: 1 played, 1 won; best margin +15 (solo head start 0)"
    assert setup.record_line("bertha") == record
    drawn = drawn_texts(app)
    assert record in drawn and "Bots' wins: strong bot 75 % (solo head start 0)" in drawn


def test_rossio_figures_are_per_difficulty(app, tmp_path, monkeypatch):
    file = tmp_path / "rossio.yaml"
    file.write_text("ross:\n  hard:\n    expert: {games: 100, wins: 90, interval: [83, 94], "
                    "commit: abc1234, date: '2026-11-28'}\n")
    monkeypatch.setattr(solofigures, "path", lambda game: file)
    drv = Driver(app)
    setup = open_setup(drv, "rossio", 1)
    assert setup.figures_line("ross") == ""   # measured at hard only; the default is medium
    setup.options["ross-difficulty"] = "hard"
    assert setup.figures_line("ross") == "Bots' wins: expert bot 90 % (ROSS's difficulty hard)"


@pytest.mark.parametrize("text, where", [
    ("dora: {}\n", "dora"),
    ("denzel: {11: {}}\n", "denzel.11"),
    ("denzel: {0: {human: {}}}\n", "denzel.0.human"),
    ("denzel: {0: {strong: {games: 10, wins: 11, interval: [1, 2], commit: a, date: b}}}\n",
     "denzel.0.strong.wins"),
    ("denzel: {0: {strong: {games: 10, wins: 1, interval: [20, 2], commit: a, date: b}}}\n",
     "denzel.0.strong.interval"),
    ("denzel: {0: {strong: {games: 10, wins: 1, interval: [1, 2], date: b}}}\n",
     "denzel.0.strong.commit"),
    ("denzel: {0: {strong: {games: 10, wins: 1, interval: [1, 2], commit: a, date: b, "
     "seed: 3}}}\n", "denzel.0.strong.seed"),
    ("denzel: {0: {strong: {games: 10, wins: true, interval: [1, 2], commit: a, date: b}}}\n",
     "denzel.0.strong.wins"),
    ("denzel: [0\n", "line 2"),
])
def test_a_faulty_figures_file_names_its_field(tmp_path, monkeypatch, text, where):
    file = tmp_path / "solo-figures.yaml"
    file.write_text(text)
    monkeypatch.setattr(solofigures, "path", lambda game: file)
    with pytest.raises(DataError) as caught:
        solofigures.load("circleville")
    assert caught.value.where == where
    assert str(caught.value).startswith("solo-figures.yaml: ")


def test_a_faulty_figures_file_is_told_and_the_setup_goes_on(app, tmp_path, monkeypatch):
    file = tmp_path / "solo-figures.yaml"
    file.write_text("denzel: {0: {strong: {games: 0, wins: 0, interval: [0, 0], commit: a, "
                    "date: b}}}\n")
    monkeypatch.setattr(solofigures, "path", lambda game: file)
    told = []
    monkeypatch.setattr(app, "toast", lambda text, *a: told.append(text))
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 1)
    set_controller(drv, setup, 1, "denzel")
    app.draw()
    assert setup.figures_line("denzel") == ""
    assert told == ["The solo figures could not be read: solo-figures.yaml: "
                    "denzel.0.strong.games: should be at least 1, not 0"]


def test_the_shipped_figures_if_any_are_whole():
    """The files the game ships (filled from `balance` output) load without a fault."""
    for game in ("circleville", "rossio"):
        figures = solofigures.load(game)
        assert all(f.games >= 1 for levels in figures.values() for rows in levels.values()
                   for f in rows)


def test_where_the_colours_are_chosen_the_figures_go_in_the_box_beside(app, tmp_path,
                                                                        monkeypatch):
    """Rossio's seats choose colours, so ROSS's figures join its record in the box (as the
    choice names the level: "medium" is "mittel" in German)."""
    file = tmp_path / "rossio.yaml"
    file.write_text("ross:\n  medium:\n    strong: {games: 50, wins: 45, interval: [79, 96], "
                    "commit: abc1234, date: 2026-11-28}\n")
    monkeypatch.setattr(solofigures, "path", lambda game: file)
    records.count_game("r1", "rossio", SimpleNamespace(scores=(60, 71), winners=(1,)),
                       {0: "Ana"}, {1: "ross"}, "medium")
    drv = Driver(app)
    setup = open_setup(drv, "rossio", 1)
    assert not setup.figures_in_row()
    assert setup.about_opponents() == [("ROSS", [
        "Bots' wins: strong bot 90 % (ROSS's difficulty medium)",
        "Your record: 1 played, 0 won; best margin -11 (ROSS's difficulty medium)"])]
    drawn = drawn_texts(app)
    assert "Your opponents" in drawn and "The game in brief" not in drawn
    from shared.engine import i18n
    i18n.use_language("de")
    try:
        assert setup.figures_line("ross") == \
            "Siege der Bots: starker Bot 90 % (Schwierigkeit von ROSS mittel)"
    finally:
        i18n.use_language("en")
    set_controller(drv, setup, 1, "greedy")   # no printed opponent: the game in brief again
    assert setup.about_opponents() == [] and "The game in brief" in drawn_texts(app)


def test_a_game_eased_by_the_house_rule_keeps_it_with_its_record(app):
    """A game won with 10 VP given at the start is counted at "head start 0, your VP at
    the start 10", never as a margin at the printed level."""
    from shared.bots import ask, make_controller
    from shared.engine.match import Match
    from shared.ui.play import PlayController
    from shared.ui.session import Session
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["human", "bertha"], {"solo-start-vp": 10}, 2))
    control = PlayController(Session(match, {"names": ["Ana", "Bertha"]}))
    bots = {0: make_controller(rules, "greedy", 0, 2), 1: make_controller(rules, "bertha", 1, 2)}
    while match.decision() is not None:
        control.play(ask(bots[match.decision().seat], match))
    control.close()
    record = records.load().get("opponents", "circleville")["bertha"]
    assert record.games == 1 and record.best_level == "0;solo-start-vp=10"
    setup = open_setup(Driver(app), "circleville", 1)
    assert setup.record_line("bertha").endswith(
        "(solo head start 0, your VP at the start 10)")


def test_a_share_of_tied_games_counts_as_balance_counted_it(tmp_path, monkeypatch):
    """21 games won and one tied by two of 40: 21.5 wins, 54 % as balance prints it (a
    whole 22 would say 55 %); balance --record keeps the share."""
    from shared.cli.balance import _number
    assert (_number(21.5), _number(22.0), _number(1 / 3)) == (21.5, 22, 0.33)
    file = tmp_path / "solo-figures.yaml"
    file.write_text("katherine: {0: {expert: {games: 40, wins: 21.5, interval: [38.7, 68.2], "
                    "commit: a, date: b}}}\n")
    monkeypatch.setattr(solofigures, "path", lambda game: file)
    figure, = solofigures.load("circleville")["katherine"]["0"]
    assert (figure.wins, figure.percent) == (21.5, 54)


def sizes_drawn(app, method: str, size_at: int) -> dict[str, float]:
    """The size each text went through the canvas's `method` at, by its text, in one
    frame (`size_at`: where the size stands among the method's arguments)."""
    return {call.words: call.kwargs["size"] if "size" in call.kwargs
            else call.args[size_at - 1] for call in canvas_calls(app, app.draw, method)}


def test_the_notes_keep_a_larger_text_size_where_the_rows_have_room(app):
    """At 150 % text the notes beside the options are drawn as large as at 100 % (before
    the scale), their rows taller; with four seats and the solo options there is no room
    below, and they shrink to the readable floor as before. No row moves while a value is
    chosen: a row is as tall as its longest note."""
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 1)   # the person against Bertha
    vp = spec(setup, "solo-start-vp")
    app.canvas.text_scale = 1.5
    sizes = sizes_drawn(app, "wrapped", 2)
    shown = setup.shown_options()
    notes = [option_note(s, setup.options[s.key]) for s in shown]
    floor_at_100 = app.canvas.readable() * 1.5   # the floor before the scale, as at 100 %
    assert len({sizes[n] for n in notes}) == 1 and sizes[notes[0]] >= floor_at_100 - 1e-9
    choices = [setup.option_choices[s.key] for s in shown]
    tops = [c.rect[1] for c in choices]
    assert all(b - a >= 48 for a, b in zip(tops, tops[1:]))
    assert any(b - a > 48 for a, b in zip(tops, tops[1:]))   # a note of three lines or more
    choice = setup.option_choices[vp.key]
    drv.click(choice.rect)
    sizes_drawn(app, "wrapped", 2)
    assert setup.options[vp.key] == 5 and [c.rect[1] for c in choices] == tops
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "4").rect)
    for seat, kind in ((1, "bertha"), (2, "carsten"), (3, "denzel")):
        set_controller(drv, setup, seat, kind)
    sizes = sizes_drawn(app, "wrapped", 2)
    notes = [option_note(s, setup.options[s.key]) for s in setup.shown_options()]
    assert min(sizes[n] for n in notes) < floor_at_100
    last = setup.option_choices["hints-allowed"].rect
    assert last[1] + last[3] <= 672


def test_the_figures_in_a_seat_row_use_the_rows_height_at_a_larger_text_size(app):
    """Beside three printed opponents at 150 % text, each one's figures take the row's
    whole height (three lines), larger than the field's height alone would let them be."""
    drv = Driver(app)
    setup = open_setup(drv, "circleville", 4)
    for seat, kind in ((1, "bertha"), (2, "carsten"), (3, "denzel")):
        set_controller(drv, setup, seat, kind)
    app.canvas.text_scale = 1.5
    sizes = sizes_drawn(app, "wrapped_about", 4)
    said = setup.figures_line("denzel")
    width = 915 - 694   # right of the picture
    in_field = app.canvas.fitting_size([said], width, 44, 12, app.canvas.readable(),
                                       line_gap=1.2)
    assert said in sizes and sizes[said] > in_field
    assert len(app.canvas.wrap(said, width, sizes[said])) * sizes[said] * 1.5 * 1.2 <= 56
