"""The launcher's offer to resume: the last game only, its label whole at any size."""
import pygame

from shared.engine import saves
from shared.engine.match import Match
from shared.engine.paths import autosave_dir
from shared.ui.launcher import TITLE_SIZE, Launcher
from squarecircle.rules import RULES


def test_the_resume_label_is_not_covered_by_its_button(app, monkeypatch):
    """Issue 10: at 1366x768 "Unfinished The Square Circle game" ran under Resume."""
    match = Match(RULES, RULES.make_config(["human", "random", "random"], {}, 3))
    saves.save(match, autosave_dir() / "squarecircle-1.yaml")
    app.canvas.resize(pygame.display.set_mode((1366, 768), pygame.RESIZABLE))
    launcher = Launcher(app)
    app.reset(launcher)
    assert launcher.resume is not None
    drawn = []
    real_text = app.canvas.text

    def spy(text, *args, **kwargs):
        rect = real_text(text, *args, **kwargs)
        drawn.append((text, rect))
        return rect
    monkeypatch.setattr(app.canvas, "text", spy)
    app.draw()
    button = next(w for w in launcher.widgets if w.label == "Resume")
    left_edge = app.canvas.point(*button.rect[:2])[0]
    labels = [(t, r) for t, r in drawn if t.startswith("Unfinished") or "moves, saved" in t]
    assert len(labels) == 2
    for text, rect in labels:
        assert rect.right <= left_edge, f"{text!r} runs under the Resume button"


def test_a_full_disk_is_told_at_the_table_and_play_goes_on(app, monkeypatch):
    from shared.ui.games import game_ui
    from shared.ui.session import Session
    from tests.engine.test_saves import disk_full
    monkeypatch.setattr(saves, "write_atomic", disk_full)
    match = Match(RULES, RULES.make_config(["human", "human"], {}, 5))
    table = game_ui("squarecircle").table_scene()(app, Session(match, {}))
    app.push(table)
    assert app.notice and "disk is full" in app.notice[0]
    app.notice = None
    table.control.play(match.decision().moves[0])
    assert len(match.log) == 1   # play goes on, and the trouble is told once
    assert not (app.notice and "Autosave" in app.notice[0])
    app.draw()


def test_every_title_is_whole_on_its_card_and_says_how_many_play(app):
    """Issue 28: the titles were cut ("Squaring Circl…", "The Square Ci…") beside the
    players line, and drawn smaller than "Rossio"; the count now sits on the picture."""
    from shared.ui.games import players_text
    launcher = Launcher(app)
    app.reset(launcher)
    for game, (x, y, w, h) in zip(launcher.games, launcher.card_rects()):
        assert app.canvas.text_width(game.title, TITLE_SIZE, True) <= w - 36, game.title
    drawn = []
    real = app.canvas.text
    app.canvas.text = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    app.draw()
    assert {players_text(g) for g in launcher.games} <= set(drawn)
    assert "1-4 players" in drawn   # Circleville and Rossio: one person against the printed
