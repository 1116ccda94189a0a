"""ROSS's panel (issue 27): every card he shows (the cards that pay him each turn) is
drawn, as many as the panel says pay, with how many cards are left in his deck; and no
coins, which he never takes."""
from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.session import Session

from .test_translatable import drawn_texts


def test_ross_panel_shows_every_card_that_pays_and_his_deck(app):
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["greedy", "ross"], {}, 5))
    play_out(match, max_moves=60)
    state = match.state
    shown = len(state.ross_visible)
    assert shown > 3
    table = registry.game_info("rossio").table_scene()(app, Session(match, {}, autosave=False),
                                                       live=False)
    table.viewer = 0
    images = []
    real = app.canvas.image
    app.canvas.image = lambda image, r, key=None, **k: (images.append(key), real(image, r, key,
                                                                                 **k))[1]
    try:
        texts = drawn_texts(app, [table])
    finally:
        del app.canvas.image
    ross_cards = [key for key in images if key and key[:2] == ("rossio", "small")
                  and key[3] == "ross"]
    assert len(ross_cards) == shown
    assert f"{shown} cards pay" in texts
    left = len(state.ross_rest) + (state.ross_top >= 0)
    assert f"{left} card{'s' if left != 1 else ''} left" in texts
    assert ("rossio", "coin") in images and images.count(("rossio", "coin")) == 1   # the person's


def test_a_greyed_side_says_why_the_card_cannot_go_on_it(app):
    """The first turn forces side B (no coins yet): side A is greyed, and the pointer on it
    tells the rules' reason."""
    import pygame

    from .driver import Driver
    from .test_rossio_e2e import hand_point
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 3))
    from shared.bots import ask, make_controller
    bot = make_controller(rules, "greedy", 0, 3)
    while match.decision().kind == "keep":
        match.play(ask(bot, match))
    table = registry.game_info("rossio").table_scene()(app, Session(match, {}, autosave=False))
    app.push(table)
    drv = Driver(app)
    card = table.state.players[0].hand[0]
    drv.click(hand_point(table, card))
    side_a = table.side_buttons[0]
    assert table.picked == (("hand", card),) and not side_a.enabled()
    drv.post(pygame.MOUSEMOTION, pos=drv.centre(side_a.rect), rel=(0, 0), buttons=(0, 0, 0))
    drv.pump(1)
    texts = drawn_texts(app, [], then=lambda: None)
    assert any("first turn" in t.lower() for t in texts), [t for t in texts if "ide" in t]
