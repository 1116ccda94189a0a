"""While a bot's move is still being shown, the banner is about that move ("Bertha is
playing"), not already about whoever is to move next; then it turns to them."""
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.session import Session



def drawn_texts(app) -> list[str]:
    texts = []
    real = app.canvas.text
    app.canvas.text = lambda text, *a, **k: texts.append(text) or real(text, *a, **k)
    try:
        app.draw()
    finally:
        del app.canvas.text
    return texts


def test_the_banner_names_the_bot_until_its_pieces_land(app):
    from shared.ui.games import game_ui
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["human", "denzel"], {}, 5))
    session = Session(match, {"names": ["Ana", ""]}, autosave=False)
    table = game_ui("circleville").table_scene()(app, session)
    app.push(table)
    # the person plays until Denzel is to move, then the table lets him play
    while match.decision().seat == 0:
        table.play(match.decision().moves[0], animate_all=False)
        table.flights.clear()
    for _ in range(400):
        app.step(0.01)
        if match.decision() is None or match.decision().seat == 0 and table.flights.busy:
            break
    assert table.flights.busy and match.decision().seat == 0
    assert "Denzel is playing" in drawn_texts(app)
    for _ in range(5000):   # his turn is told step by step: the pieces, then the table
        if not table.flights.busy and table.telling is None:
            break
        app.step(0.05)
    assert "Denzel is playing" not in drawn_texts(app)
