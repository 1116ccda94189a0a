"""Issue 27 (smaller): Rossio's hand cards overlap, so only the last card's VP showed and
hovering raised nothing. The card under the pointer now rises above the others, drawn last,
and stays the one under the pointer over its whole face."""
import pygame

from rossio.scene import layout as L
from rossio.scene.table import HOVER_LIFT
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.games import game_ui
from shared.ui.session import Session


def rossio_table(app):
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 2))
    table = game_ui("rossio").table_scene()(app, Session(match, {"names": ["Ana"]},
                                                          autosave=False))
    app.push(table)
    for _ in range(300):
        if table.human_decision() is not None:
            return table
        app.step(1 / 30)
    raise AssertionError("Ana never came to move")


def move_to(app, logical) -> None:
    pos = app.canvas.point(*logical)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_the_hovered_hand_card_rises_above_the_others(app, monkeypatch):
    table = rossio_table(app)
    hand = table.state.players[table.large_seat()].hand
    assert len(hand) >= 2
    first, second = L.hand_card(0, len(hand)), L.hand_card(1, len(hand))
    overlap = (second[0] + 4, first[1] + first[3] / 2)   # card 0's face under card 1
    assert table.hand_card_at(hand, app.canvas.to_logical(app.canvas.point(*overlap))) == hand[1]
    move_to(app, (first[0] + 4, first[1] + first[3] / 2))   # its visible edge
    assert table.hover_card == hand[0]
    drawn = []
    real = app.canvas.image
    monkeypatch.setattr(app.canvas, "image", lambda image, r, key=None, alpha=255: (
        drawn.append((key, r)), real(image, r, key=key, alpha=alpha))[1])
    app.draw()
    cards = [(key, r) for key, r in drawn if key and key[:2] == ("rossio", "card")
             and key[2] in hand]
    assert cards[-1][0][2] == hand[0]                       # drawn last: on top
    assert cards[-1][1][1] == first[1] - HOVER_LIFT          # raised
    move_to(app, overlap)                                    # still its face: it stays up
    assert table.hover_card == hand[0]
