"""The end game's help at the Circleville table (issue 30 point 4): in the end-game
position where only razing can finish the town (tests/circleville/endgame_positions.py),
the hint names the bottleneck (the rules' `advice`, said on the hint card in the window's
language, and in the move chooser when the person plays by keyboard), and the table shows
the work left by kind beside the round, the bottleneck framed, its tip saying it in
words. The same position's chooser lists the Flexible assistant's long moves, which must
read whole at the largest text size."""
from __future__ import annotations

import pygame
import pytest

from circleville.endgame import KIND_SAID, STRUCTURES
from circleville.rules import RULES
from circleville.scene import workleft
from shared.bots.strong import Budget
from shared.engine import i18n, registry
from shared.engine.match import Match
from shared.ui.chooser import MoveChooser
from shared.ui.hint import Hint, ask_now
from shared.ui.narrator import say
from shared.ui.session import Session
from tests.circleville.endgame_positions import SEATS, SEED, only_razing_match

from .driver import Driver, canvas_calls, drawn

SMALL = Budget(steps=200)   # the hint's search, cut short: the advice does not depend on it


@pytest.fixture(scope="module")
def played() -> Match:
    return only_razing_match()


@pytest.fixture
def back_to_english():
    yield
    i18n.use_language("en")


def person_table(app, played: Match):
    """The position at a live table where the greedy seat is a person's (the same moves,
    the same seed: the seats' controllers change nothing in the rules)."""
    seats = ["human" if name == "greedy" else name for name in SEATS]
    match = Match(RULES, RULES.make_config(seats, {}, SEED))
    for entry in played.log:
        match.play(entry.move)
    assert match.state == played.state
    session = Session(match, {"names": ["Ana", "Denzel"]}, autosave=False)
    table = registry.game_info("circleville").table_scene()(app, session, live=True)
    app.scenes[:] = [table]
    return table


def test_the_hint_names_the_bottleneck(played):
    hint = ask_now(RULES, played.state, SEED, len(played.log), SMALL)
    assert hint.advice is not None
    said = say(hint.advice)
    assert said.startswith("Only razing can still finish the town: 7 structures left.")
    assert "orange action at level 1" in said
    assert hint.said == f"{hint.reason} {said}"


def test_no_advice_while_the_town_has_every_kind_of_work_left():
    match = Match(RULES, RULES.make_config(["greedy", "greedy"], {}, SEED))
    assert ask_now(RULES, match.state, SEED, 0, SMALL).advice is None


def test_the_hint_card_says_the_bottleneck_in_the_windows_language(app, played,
                                                                     back_to_english):
    table = person_table(app, played)
    d = table.human_decision()
    found = ask_now(RULES, played.state, SEED, len(played.log), SMALL)
    table.hinter.hint = Hint(d, found.move, found.why, found.advice)
    assert found.said in drawn(app)
    i18n.use_language("de")
    german = say(found.advice)
    assert german.startswith("Nur noch Abriss kann die Stadt fertigstellen: 7 Gebäude")
    assert any(german in text for text in drawn(app))


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_move_chooser_says_the_bottleneck_with_the_hint(app, played, back_to_english,
                                                           language, text_scale):
    """Played by keyboard, the hint comes in the move chooser, which hides the table's
    hint card: the chooser says the advice too, after the hint's reason, in lines above
    the moves, which stay where they were."""
    i18n.use_language(language)
    app.canvas.text_scale = text_scale
    table = person_table(app, played)
    d = table.human_decision()
    chooser = MoveChooser(app, table, d)
    app.push(chooser)
    rows = [chooser.row_rect(i) for i in range(chooser.rows())]
    found = ask_now(RULES, played.state, SEED, len(played.log), SMALL)
    table.hinter.hint = Hint(d, found.move, found.why, found.advice)
    head = []   # (text, top, bottom) of what is drawn in the panel above its moves
    for line in canvas_calls(app, lambda: chooser.draw(app.canvas)):
        rect = line.made
        top, bottom = (app.canvas.to_logical(p)[1] for p in (rect.topleft, rect.bottomleft))
        if top < rows[0][1]:
            head.append((line.words, top, bottom))
    assert [chooser.row_rect(i) for i in range(chooser.rows())] == rows
    x, y, w, h = chooser.panel()
    assert y + h == 700
    texts = [t for t, _, _ in head]
    assert texts[0] == chooser.title and " ".join(texts[1:]) == found.said
    assert all(bottom <= rows[0][1] for _, _, bottom in head)   # above the first move
    for (a, _, a_bottom), (b, b_top, _) in zip(head[1:], head[2:]):
        assert a_bottom <= b_top + 1, f"{a!r} runs into {b!r}"


@pytest.mark.parametrize("size", [(888, 500), (1366, 768)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_choosers_moves_read_whole_at_a_larger_text_size(app, played, back_to_english,
                                                             language, size):
    """A long move shrinks (as far as it still reads) before it is cut: its end, the
    rondel space that tells the Flexible assistant's rows apart ("... auf Rondellfeld
    4"), was cut off at 150 % text in German in a small window."""
    i18n.use_language(language)
    app.canvas.resize(pygame.Surface(size))
    app.canvas.text_scale = 1.5
    table = person_table(app, played)
    chooser = MoveChooser(app, table, table.human_decision())
    app.push(chooser)
    shown = chooser.labels[chooser.first:chooser.first + chooser.rows()]
    assert any("Flexib" in label for label in shown)
    # the words as they reach the glyphs, after any cut
    drawn_as = [call.words for call in canvas_calls(app, lambda: chooser.draw(app.canvas),
                                                    "text_surface")]
    assert all(label in drawn_as for label in shown)
    assert not any(text.endswith("…") for text in drawn_as)


def test_the_table_shows_the_work_left_and_frames_razing(app, played):
    table = person_table(app, played)
    framed = []
    real_box = app.canvas.box

    def spy(r, colour, radius=0, width=0, shadow=False):
        if width == 2 and colour == workleft.theme.ACCENT:
            framed.append(r)
        return real_box(r, colour, radius, width, shadow)
    app.canvas.box = spy
    try:
        texts = drawn(app)
    finally:
        app.canvas.box = real_box
    assert "Work left:" in texts
    work = workleft.items(played.state)
    assert [n for _, n in work][:3] == [0, 0, 7]
    assert workleft.scarce(played.state) == STRUCTURES
    x, y, w, h = table.work_rect
    on_line = [r for r in framed if x <= r[0] and r[0] + r[2] <= x + w + 1 and r[1] >= y - 1
               and r[1] + r[3] <= y + h + 1]
    assert len(on_line) == 1   # one item framed: the structures' (third of five)
    assert x + w * 0.3 < on_line[0][0] < x + w * 0.75
    # hovering the line says it in words, the bottleneck included
    drv = Driver(app)
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2, y + h / 2)), rel=(0, 0),
             buttons=(0, 0, 0))
    drv.pump(1)
    assert table.hover_tile == ("work_left", 0)
    tip = table.tile_tip(table.state, table.hover_tile)
    assert tip.startswith("Work left in town: red squares 0, blue squares 0, structures to "
                          "raze 7.")
    assert tip.endswith(say(KIND_SAID[STRUCTURES]))
    assert tip in drawn(app)
