"""Learn to play (issue 32): every game's lessons walk to their end with the moves they
write (the check a rules change must pass), a lesson that no longer fits is named by file,
section and step, and the progress file survives a bad or hostile copy of itself."""
import os

import pytest

from shared.bots.tutor import chooser
from shared.engine import lessons, registry
from shared.engine.data import DataError

GAMES = [g for g in registry.game_names() if lessons.has_lessons(g)]


def test_the_first_game_has_lessons():
    assert "simplicity" in GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_walks_to_its_end(game):
    rules, book = registry.get_rules(game), lessons.load(game)
    for section in book.sections:
        match, stops = lessons.walk(rules, book, section, chooser(rules, section))
        assert len(stops) == len(section.steps)
        played = sum(len(stop.moves) for stop in stops)
        assert played == len(match.log)


def lesson_file(tmp_path, steps: str, seats="[human, greedy, greedy, greedy]"):
    path = tmp_path / "lessons.yaml"
    path.write_text(f"""panel: [960, 372, 296, 318]
sections:
  - id: one
    title: One
    teaches: Something.
    seats: {seats}
    seed: 6
    steps:
{steps}""", encoding="utf-8")
    return path


def walk_file(path):
    rules = registry.get_rules("simplicity")
    book = lessons.read("simplicity", path)
    section = book.sections[0]
    return lessons.walk(rules, book, section, chooser(rules, section))


def test_a_move_that_is_not_legal_names_the_step(tmp_path):
    path = lesson_file(tmp_path, """      - text: Hello.
      - text: Watch.
        watch: [demolition token on planning space 2]
      - text: Build.
        play: tile from planning space 2 to city space C4
""")
    with pytest.raises(lessons.LessonError) as err:
        walk_file(path)
    assert "section one: step 3:" in str(err.value)
    assert "tile from planning space 2 to city space C4" in str(err.value)


def test_the_learners_move_while_a_bot_is_to_move_is_an_error(tmp_path):
    path = lesson_file(tmp_path, """      - text: Build.
        play: any
""")
    with pytest.raises(lessons.LessonError, match="step 1: play: it is seat 3's move"):
        walk_file(path)


def test_a_fitting_lesson_walks(tmp_path):
    path = lesson_file(tmp_path, """      - text: Watch.
        watch: 1
      - text: Build anywhere.
        play: any
      - text: Watch.
        watch: 3
""")
    match, stops = walk_file(path)
    assert [s.log for s in stops] == [0, 1, 2]
    assert len(match.log) == 5


def test_alike_moves_are_named_by_their_number(tmp_path):
    """Two face-up cards alike (The Square Circle): two legal moves share one description;
    "... #2" names the second, the words alone name none (the walk says how to name one)."""
    import attrs
    rules, book = registry.get_rules("squarecircle"), lessons.load("squarecircle")
    section = book.section("whole-game")
    k = next(i for i, s in enumerate(section.steps) if "#" in "".join(s.play))
    words = section.steps[k].play[0].rpartition("#")[0].strip()
    match, _ = lessons.walk(rules, book, section, chooser(rules, section), upto=k)
    d = match.decision()
    first, second = (lessons.resolve(rules, match.state, d, f"{words} #{n}") for n in (1, 2))
    assert first in d.moves and second in d.moves and first != second
    assert lessons.resolve(rules, match.state, d, f"{words} #3") is None
    assert lessons.alike(rules, match.state, d, first) == [first, second]
    for text, problem in [(words, "describes 2 legal moves: name one with #1 to #2"),
                          (f"{words} #3", "only 2 legal move(s) have that description")]:
        step = attrs.evolve(section.steps[k], play=(text,))
        unnamed = attrs.evolve(section, steps=section.steps[:k] + (step,) +
                               section.steps[k + 1:])
        with pytest.raises(lessons.LessonError) as err:
            lessons.walk(rules, book, unnamed, chooser(rules, unnamed))
        assert f"step {k + 1}: " in str(err.value) and problem in str(err.value)


BOTS_WRITTEN = """      - text: Watch.
        watch: 1
      - text: Build from planning space 7.
        play: tile from planning space 7 to city space E2
        others: true
      - text: Watch.
        watch:
          - tile from planning space 6 to city space E3
          - tile from planning space 3 to city space B3
          - tile from planning space 5 to city space B2
"""


def test_another_move_fits_only_if_the_steps_after_it_still_walk(tmp_path):
    """The learner's other move (`others`) is checked against the steps after it: taking
    the tile a bot's written-out move takes next would break them."""
    rules = registry.get_rules("simplicity")
    book = lessons.read("simplicity", lesson_file(tmp_path, BOTS_WRITTEN))
    section = book.sections[0]
    match, _ = lessons.walk(rules, book, section, chooser(rules, section), upto=1)
    d = match.decision()

    def move(text):
        return lessons.resolve(rules, match.state, d, text)
    at = len(match.log)
    problem = lessons.fits_after(rules, book, section, match, 1,
                                 move("tile from planning space 6 to city space B1"),
                                 chooser(rules, section))
    assert problem and "section one: step 3: " in problem and "planning space 6" in problem
    assert lessons.fits_after(rules, book, section, match, 1,
                              move("tile from planning space 4 to city space B1"),
                              chooser(rules, section)) is None
    assert len(match.log) == at   # only a trial: the match itself did not move


@pytest.mark.parametrize("steps, field", [
    ("      - text: Hi.\n        play: []\n", "sections[0].steps[0].play"),
    ("      - text: Hi.\n        watch: 0\n", "sections[0].steps[0].watch"),
    ("      - text: Hi.\n        others: true\n", "sections[0].steps[0].others"),
    ("      - text: Hi.\n        colour: red\n", "sections[0].steps[0].colour"),
    ("      - play: any\n", "sections[0].steps[0].text"),
])
def test_a_bad_field_is_named(tmp_path, steps, field):
    with pytest.raises(DataError) as err:
        lessons.read("simplicity", lesson_file(tmp_path, steps))
    assert f"lessons.yaml: {field}:" in str(err.value)


def test_two_learners_are_refused(tmp_path):
    with pytest.raises(DataError, match="sections\\[0\\].seats"):
        lessons.read("simplicity", lesson_file(tmp_path, "      - text: Hi.\n",
                                               seats="[human, human]"))


def test_the_check_command_passes_and_fails_naming_the_step(tmp_path, monkeypatch, capsys):
    import main
    assert main.main(["tutorial", "all", "--check"]) == 0
    assert "simplicity: every lesson fits the rules" in capsys.readouterr().out
    broken = lesson_file(tmp_path, "      - text: Build.\n        play: any\n")
    monkeypatch.setattr(lessons, "lessons_file", lambda game: broken)
    assert main.main(["tutorial", "simplicity", "--check"]) == 1
    assert "section one: step 1:" in capsys.readouterr().out


# --- progress --------------------------------------------------------------------------
@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path))
    lessons.forget_progress()
    yield tmp_path
    lessons.forget_progress()


def test_progress_round_trip(home):
    assert lessons.save_progress("simplicity", "first-round", 4, finished=False)
    assert lessons.save_progress("simplicity", "whole-game", 20, finished=True)
    lessons.forget_progress()
    progress = lessons.load_progress()
    assert progress.step("simplicity", "first-round") == 4
    assert not progress.done("simplicity", "first-round")
    assert progress.done("simplicity", "whole-game")
    assert progress.step("simplicity", "whole-game") == 0
    assert lessons.progress_problem() is None


@pytest.mark.parametrize("content", [b"finished: [1, 2", b"reached: {simplicity: {a: -3}}",
                                     b"\xff\xfe garbage", b"x" * (70 * 1024)])
def test_a_bad_progress_file_is_told_once_and_set_aside(home, content):
    (home / "tutorial.yaml").write_bytes(content)
    assert lessons.load_progress().finished == {}
    said = lessons.progress_problem()
    assert said and "tutorial.yaml" in said
    assert lessons.progress_problem() is None   # told once
    assert not (home / "tutorial.yaml").exists()
    assert len(list(home.glob("tutorial.unreadable-*.yaml"))) == 1
    assert lessons.save_progress("simplicity", "first-round", 1, finished=False)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_progress_file_is_not_waited_for(home):
    os.mkfifo(home / "tutorial.yaml")
    assert lessons.load_progress().reached == {}
    said = lessons.progress_problem()
    assert said and "tutorial.yaml" in said
