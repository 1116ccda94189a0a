"""The table base every game stands on (issue 10): a view apart from the play controller,
the viewer seat and the pass-the-screen curtain, the move chooser, the narrated log."""
import threading

import pygame

from shared.bots import ask, make_controller
from shared.bots.playout import play_out
from shared.engine import registry, saves
from shared.engine.match import Match
from shared.engine.paths import autosave_dir
from shared.ui.chooser import MoveChooser
from shared.ui.curtain import Curtain
from shared.ui.session import Session

from . import tinygame
from .driver import Driver, wait_for_bots


def show_table(app, match, live: bool = True):
    """The match's own game table, on top of the app (nothing saved)."""
    table = registry.game_info(match.config.game).table_scene()(
        app, Session(match, {}, autosave=False), live=live)
    app.push(table)
    return table


def pixels(app) -> set:
    surface = app.canvas.surface
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(0, w, 4) for y in range(0, h, 4)}


def test_a_finished_save_is_drawn_with_no_match_running(app, tmp_path):
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["greedy", "random", "greedy"], {}, 4))
    play_out(match)
    saves.save(match, tmp_path / "done.yaml")
    loaded, meta = saves.load(tmp_path / "done.yaml")
    threads = threading.active_count()
    table = registry.game_info("squarecircle").table_scene()(
        app, Session(loaded, meta, autosave=False), live=False)
    app.push(table)
    for _ in range(5):
        app.step(0.1)
    assert table.control is None and table.bots is None
    assert threading.active_count() == threads                  # no bot thinking
    assert not autosave_dir().exists() or not list(autosave_dir().iterdir())
    assert table.state is loaded.state and len(table.log) > 10  # all of it, narrated


def test_hotseat_curtain_never_shows_another_hand(app, tiny):
    config = tiny.make_config(["human", "human", "human"], {}, 8)
    match = Match(tiny, config)
    session = Session(match, {"names": ["Ana", "Ben", "Cy"]}, autosave=False)
    table = tinygame.TinyTable(app, session)
    app.push(table)
    drv = Driver(app)
    drv.pump(2)
    # the first hand is not dealt face up: the curtain is there before the first frame
    assert isinstance(app.scene, Curtain) and app.scene.seat == 0
    curtains = 0
    while not match.finished:
        d = match.decision()
        secret_elsewhere = {tinygame.card_colour(c) for s, hand in enumerate(match.state.hands)
                            if s != d.seat for c in hand}
        if isinstance(app.scene, Curtain):
            curtains += 1
            assert app.scene.seat == d.seat and "Pass to" in app.scene.title
            app.draw()
            assert not pixels(app) & secret_elsewhere   # the curtain hides the whole table
            drv.key(pygame.K_RETURN)
        assert table.viewer == d.seat
        if not isinstance(app.scene, MoveChooser):
            drv.key(pygame.K_TAB)
        app.draw()
        assert not pixels(app) & secret_elsewhere       # nobody else's cards reach the screen
        drv.key(pygame.K_RETURN)                         # play the first listed card
        drv.pump(2)
    assert curtains == 9          # the start and every hand-off (9 moves, 8 passes)
    for viewer, hands in tinygame.TinyTable.given:
        for seat, hand in enumerate(hands):
            if viewer is not None and seat != viewer:
                assert all(c == tinygame.HIDDEN for c in hand)


def test_against_bots_there_is_no_curtain(app, tiny):
    match = Match(tiny, tiny.make_config(["human", "greedy", "random"], {}, 2))
    table = tinygame.TinyTable(app, Session(match, {}, autosave=False))
    app.push(table)
    drv = Driver(app)
    while not match.finished:
        wait_for_bots(drv, table)
        if match.finished:
            break
        assert not isinstance(app.scene, Curtain) and table.viewer == 0
        if not isinstance(app.scene, MoveChooser):
            drv.key(pygame.K_TAB)
        drv.key(pygame.K_RETURN)
    for viewer, hands in tinygame.TinyTable.given:
        assert viewer in (0, None)


def test_games_without_hidden_information_hand_off_without_a_curtain(app):
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["human", "human"], {}, 3))
    table = show_table(app, match)
    drv = Driver(app)
    for _ in range(6):
        drv.key(pygame.K_TAB)
        drv.key(pygame.K_RETURN)
        drv.pump(20)
        assert not isinstance(app.scene, Curtain)
    assert len(match.log) >= 4


def test_a_square_circle_turn_by_keyboard_through_the_chooser(app):
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 5))
    table = show_table(app, match)
    drv = Driver(app)
    drv.key(pygame.K_TAB)
    assert isinstance(app.scene, MoveChooser) and app.scene.labels == ["Turn over two cards"]
    drv.key(pygame.K_RETURN)
    drv.pump(30)
    while match.decision().kind == "reveal":     # neutral cards can leave first: again
        drv.key(pygame.K_TAB)
        drv.key(pygame.K_RETURN)
        drv.pump(30)
    placing = match.decision()
    assert placing.kind == "place" and table.human_decision() is placing
    drv.key(pygame.K_TAB)
    chooser = app.scene
    assert isinstance(chooser, MoveChooser) and len(chooser.labels) == len(placing.moves)
    drv.key(pygame.K_DOWN)
    drv.key(pygame.K_RETURN)
    assert match.log[-1].seat == 0 and match.log[-1].move == placing.moves[1]
    assert any("merchant to" in line for line in table.log)


def test_undo_takes_the_log_lines_away_and_redo_brings_them_back(app):
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 1))
    bot = make_controller(rules, "greedy", 1, 1)
    while match.decision().seat != 0:
        match.play(ask(bot, match))
    table = show_table(app, match)
    d = match.decision()
    before = list(table.log)
    assert table.play(d.moves[0], animate_all=True)
    after = list(table.log)
    assert len(after) > len(before) and "Undone." not in after
    table.undo()
    assert table.log == before
    table.redo()
    assert table.log == after


def test_the_view_is_redrawn_when_the_last_piece_lands(app):
    """The banner lagged: nothing redrew the table when an animation ended."""
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["human", "human"], {}, 5))
    table = show_table(app, match)
    table.reveal()
    assert table.flights.busy and table.human_decision() is None
    drawn = []
    app.draw = lambda: drawn.append(table.human_decision())
    while table.flights.busy:
        app.step(0.1)
    app.step(0.1)
    assert drawn and drawn[-1] is not None      # the last frame drawn asks the person to act


def test_final_panel_ranks_teams_by_score(app):
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["greedy"] * 4, {}, 12))
    play_out(match)
    table = registry.game_info("simplicity").table_scene()(app, Session(match, {}, autosave=False),
                                                          live=False)
    texts = []
    canvas = app.canvas
    real = canvas.text

    def spy(text, *a, **k):
        texts.append(text)
        return real(text, *a, **k)
    canvas.text = spy
    table.draw(canvas)
    scores = table.live_scores(match.state)
    ranks = [t for t in texts if t.endswith(".") and t[:-1].isdigit()]
    best = max(range(4), key=lambda t: scores[t].total)
    assert ranks[0] == "1." and table.team_label(best) in texts
    assert texts.index(table.team_label(best)) < min(
        texts.index(table.team_label(t)) for t in range(4) if t != best and
        scores[t].total < scores[best].total)


def test_the_turn_over_button_is_back_after_the_bots_turn(app):
    """It vanished after the first turn until the window was resized: the frame after
    the bot's last piece landed was never drawn."""
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 9))
    table = show_table(app, match)
    drv = Driver(app)
    real = table.reveal_button.draw
    drawn = []
    table.reveal_button.draw = lambda canvas: (drawn.append(len(match.log)), real(canvas))
    for _ in range(3):                    # three of the person's turns, each after a bot's
        moves = len(match.log)
        while not any(e.seat == 0 and e.move.__class__.__name__ == "PlaceMerchant"
                      for e in match.log[moves:]):   # turn over, then place a merchant
            wait_for_bots(drv, table)
            drv.key(pygame.K_TAB)
            drv.key(pygame.K_RETURN)
        wait_for_bots(drv, table)         # the bot's turn, animated, until the person's
        drv.pump(3)
        assert drawn[-1] == len(match.log), "the person's turn began but the button was not drawn"
