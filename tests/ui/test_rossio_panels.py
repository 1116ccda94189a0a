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
