"""Rossio table: the cards under a board are activated one at a time, from left to right
(rulebook, 1. Recruiting and activating cards: activating all the cards), each side-A card
showing where its pattern is found in the square and what it earns."""
from rossio.events import CardActivated
from rossio.scene import layout as L
from rossio.scene.table import RossioTable
from rossio.scoring import occurrence_cells
from shared.bots import ask
from shared.bots.playout import controllers_for
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.animation import Glow
from shared.ui.session import Session


def a_turn_with_two_patterns(players: int = 3):
    """Greedy bots play until a turn activates at least two side-A cards that score."""
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["greedy"] * players, {}, "5"))
    bots = controllers_for(match)
    while not match.finished:
        before = match.state
        events = match.play(ask(bots[match.decision().seat], match))
        scored = [e for e in events if isinstance(e, CardActivated) and e.side == "A"
                  and e.occurrences]
        if len(scored) >= 2:
            return match, before, events
    raise AssertionError("no turn activated two scoring side-A cards")


def test_each_card_glows_in_turn_with_its_pattern_in_the_square(app):
    match, before, events = a_turn_with_two_patterns()
    table = RossioTable(app, Session(match, {}, autosave=False), live=False)
    app.push(table)
    table.animate(before, events, True)
    glows = [f for f in table.flights.items if isinstance(f, Glow)]
    activated = [e for e in events if isinstance(e, CardActivated)]
    assert len(glows) == len(activated)
    # left to right, one after the other: each starts when the one before has finished
    assert [e.slot for e in activated] == sorted(e.slot for e in activated)
    for earlier, later in zip(glows, glows[1:]):
        assert later.delay >= earlier.delay + earlier.duration - 1e-9
    state = table.state
    for glow, e in zip(glows, activated):
        assert glow.rects[0] == table.card_rect(state, e.seat, e.slot)
        cells = {L.cell_rect(r, c, state.ncols, state.nrows)
                 for found in occurrence_cells(state, e.card) for r, c in found}
        if e.side == "A" and e.occurrences:
            assert set(glow.rects[1:]) == cells and len(cells) > 0
        else:
            assert glow.rects[1:] == ()
    # the table keeps drawing until the last card has shown what it earned
    assert table.flights.busy
    for _ in range(200):
        table.flights.update(0.05)
    assert not table.flights.busy


def test_ross_row_says_what_his_visible_cards_pay_each_turn(app):
    """ROSS scores every visible card of his at the end of each of his turns (rulebook, solo
    mode): his row says how much that is now."""
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["greedy", "ross"], {}, "4"))
    bots = controllers_for(match)
    while len(match.state.ross_visible) < 3:
        match.play(ask(bots[match.decision().seat], match))
    table = RossioTable(app, Session(match, {}, autosave=False), live=False)
    app.push(table)
    drawn = []
    real = app.canvas.text
    app.canvas.text = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    app.draw()
    pays = sum(table.comp.ross(c).vp for c in match.state.ross_visible)
    assert f"{pays} VP a turn" in drawn
