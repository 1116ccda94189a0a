"""The Circleville table's targets and words: every lit spot of every decision can be hit
where it is drawn (at 2, 3 and 4 players, early to late), a hovered spot that is not lit
says the rules' reason, the mat lights only legal actions, and every sentence of the
decision kinds, the refusals and the step-by-step final scoring goes through `tr`."""
import pygame

from circleville.scene.finale import FinalScoring
from shared.bots import ask, make_controller
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.session import Session

from .driver import Driver
from .test_circleville_mouse import find_point
from .test_translatable import drawn_texts, pseudo, untranslated  # noqa: F401 (a fixture)


def table_for(app, players, seed=4):
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["human"] * players, {}, seed))
    session = Session(match, {"names": [f"P{k}" for k in range(players)]}, autosave=False)
    table = registry.game_info("circleville").table_scene()(app, session, live=True)
    app.scenes[:] = [table]
    return table


def walk(table, players, every: int, limit: int = 5000):
    """The table at every `every`-th decision of a greedy game, the seat to move viewing."""
    rules = table.match.rules
    bots = [make_controller(rules, "greedy", s, 3) for s in range(players)]
    n = 0
    while table.match.decision() is not None and n < limit:
        d = table.match.decision()
        table.viewer = d.seat
        table.flights.clear()
        if n % every == 0:
            yield d
        table.match.play(ask(bots[d.seat], table.match))
        n += 1


def test_every_lit_spot_is_hit_where_it_is_drawn(app):
    drv = Driver(app)
    seen = set()
    for players, every in ((2, 7), (3, 11), (4, 13)):
        table = table_for(app, players)
        for d in walk(table, players, every):
            for spot in table.lit():
                seen.add(spot[0])
                if spot[0] == "button":   # End turn, Finish, Bonus action: shown
                    button = {"end": table.end_button, "finish": table.finish_button,
                              "bonus": table.bonus_button}[spot[1]]
                    assert button in table.buttons()
                    continue
                find_point(drv, table, spot)   # raises when no point of the table is it
    assert {"space", "cell", "section", "road", "structure", "plot", "button"} <= seen, seen


def test_the_mat_lights_exactly_the_legal_actions(app):
    table = table_for(app, 3)
    for d in walk(table, 3, 5, limit=400):
        if d.kind != "actions":
            continue
        cells = {s for s in table.lit() if s[0] == "cell"}
        assert cells == {("cell", m.colour, m.action) for m in d.moves
                         if type(m).__name__ == "ChooseAction"}


def test_hovering_a_tile_or_a_section_number_tells_what_it_is(app):
    drv = Driver(app)
    table = table_for(app, 3)
    state = table.state
    from circleville.scene import layout as L
    tile = state.equipment[0]
    x, y, w, h = L.equipment_slot(0)
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2, y + h / 2)), rel=(0, 0),
             buttons=(0, 0, 0))
    drv.pump(1)
    assert table.hover_tile == ("equipment", tile)
    assert f"Equipment {tile}:" in " ".join(drawn_texts(app, [], then=lambda: None))
    x, y, w, h = L.number_rect(14)
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2, y + h / 2)), rel=(0, 0),
             buttons=(0, 0, 0))
    drv.pump(1)
    assert table.hover_tile == ("section", 14)
    assert table.vp_box_text(14).startswith("Section 14 (quadrant")


def test_a_hovered_space_that_is_not_lit_says_why(app):
    drv = Driver(app)
    table = table_for(app, 2)
    d = table.human_decision()
    assert d.kind == "rondel"
    lit = table.lit()
    spaces = len(table.comp.board.rondel.spaces)
    far = next(i for i in range(spaces) if ("space", i) not in lit)
    from circleville.scene import layout as L
    x, y, w, h = L.rondel_space(far, spaces)
    drv.post(pygame.MOUSEMOTION, pos=drv.px((x + w / 2, y + h / 2)), rel=(0, 0),
             buttons=(0, 0, 0))
    drv.pump(1)
    assert table.hover_spot == ("space", far)
    why = table.refusal(table.state, ("space", far))
    assert why and "assistant" in why
    texts = drawn_texts(app, [], then=table._layers.clear)   # every layer drawn afresh
    assert why in texts


def test_every_sentence_of_the_turn_and_the_final_scoring_is_looked_up(app, pseudo):
    table = table_for(app, 3)
    texts, kinds = [], set()
    for d in walk(table, 3, 1):
        key = (d.kind, table.state.turn.action and table.state.turn.action.colour)
        if key in kinds:
            continue
        kinds.add(key)
        table.hover_spot = next(iter(table.lit()), None)
        texts += drawn_texts(app, [], then=lambda: None)
    assert {"rondel", "actions", "action"} <= {k for k, _ in kinds}
    table.hover_spot = None
    for tile in (("equipment", 5), ("achievement", 2), ("year_bonus", 14), ("section", 14)):
        table.hover_tile = tile   # the glossary's words, a section's VP box
        texts += drawn_texts(app, [], then=lambda: None)
    table.hover_tile = None
    app.scenes[:] = [table]
    texts += drawn_texts(app, [FinalScoring(app, table)])
    missing = untranslated(texts, set(table.session.meta["names"]))
    assert missing == [], "\n".join(missing)


def test_a_dragged_assistant_is_taken_back_with_undo(app):
    drv = Driver(app)
    table = table_for(app, 2)
    table.offered = table.human_decision()   # no chooser over the table
    state = table.state
    d = table.human_decision()
    seat = d.seat
    before = state.players[seat].assistant
    space = next(s[1] for s in table.lit() if s[0] == "space")
    (source, name), = [(r, n) for r, n in table.drag_handles(state, d) if n.startswith("assistant")]
    from circleville.scene import layout as L
    drv.drag(source, L.rondel_space(space, len(table.comp.board.rondel.spaces)))
    assert table.match.state.players[seat].assistant == space
    assert table.match.log[-1].move.space == space
    drv.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.match.state.players[seat].assistant == before
    assert table.human_decision().kind == "rondel"


def test_a_game_saved_inside_an_action_resumes_with_the_same_targets(app, tmp_path):
    from shared.engine import saves
    table = table_for(app, 3)
    for d in walk(table, 3, 1):
        if d.kind == "action" and len(table.match.log) > 30:
            break
    lit = dict(table.lit())
    path = tmp_path / "mid-turn.yaml"
    saves.save(table.match, path, table.session.meta)
    match, meta = saves.load(path)
    session = Session(match, meta, autosave=False)
    resumed = registry.game_info("circleville").table_scene()(app, session, live=True)
    app.scenes[:] = [resumed]
    resumed.viewer = match.decision().seat
    assert resumed.human_decision().kind == "action"
    assert resumed.lit() == lit


def test_a_click_on_a_piece_that_is_not_lit_says_why(app):
    drv = Driver(app)
    table = table_for(app, 2)
    table.offered = table.human_decision()
    assert table.human_decision().kind == "rondel"
    from circleville.scene import layout as L
    drv.click(L.equipment_slot(0))
    assert len(table.match.log) == 0
    text = app.notice[0]
    assert text.startswith("Take equipment") and "not possible now" in text


def test_a_zoomed_town_is_hit_where_it_is_drawn(app):
    drv = Driver(app)
    table = table_for(app, 3)
    from circleville.scene import layout as L
    from shared.ui.widgets import inside
    checked = 0
    for d in walk(table, 3, 9, limit=900):
        table.camera.fit()
        here = L.section_centre(table.state.players[d.seat].supervisor)
        table.camera.zoom_at(table.camera.to_logical(here), 2.2)
        for spot in table.lit():
            r = table.spot_rect(table.state, spot) if spot[0] in (
                "road", "structure", "plot", "beautify") else None
            if r is not None and inside(L.TOWN, (r[0], r[1])) and inside(
                    L.TOWN, (r[0] + r[2], r[1] + r[3])):
                find_point(drv, table, spot)
                checked += 1
    assert checked > 10


def test_a_left_drag_pans_the_zoomed_town_and_plays_nothing(app):
    drv = Driver(app)
    table = table_for(app, 2)
    table.offered = table.human_decision()
    from circleville.scene import layout as L
    table.camera.zoom_at((L.CX, L.CY), 2.0)
    left, top = table.camera.left, table.camera.top
    drv.drag((L.CX - 40, L.CY + 60, 0, 0), (L.CX + 60, L.CY + 120, 0, 0))
    assert (table.camera.left, table.camera.top) != (left, top)
    assert table.camera.grab is None and len(table.match.log) == 0


def test_a_frame_from_the_kept_layers_is_the_frame_drawn_afresh(app):
    """The town, the board and the mats are kept between frames: after pieces land, after
    the person's targets light up, a kept frame shows exactly what a fresh one does."""
    table = table_for(app, 3)
    table.offered = table.human_decision()

    def pixels(fresh: bool) -> bytes:
        if fresh:
            table._layers.clear()
        app.draw()
        return pygame.image.tobytes(app.canvas.surface, "RGB")
    rules = table.match.rules
    bots = [make_controller(rules, "greedy", s, 3) for s in range(3)]
    for _ in range(25):
        d = table.match.decision()
        table.viewer = d.seat
        before = table.match.state
        events = table.match.play(ask(bots[d.seat], table.match))
        table.animate(before, events, True)
        for _ in range(3):          # mid-flight
            table.flights.update(0.1)
            app.draw()
        while table.flights.busy:
            table.flights.update(0.1)
        landed, kept, fresh = pixels(False), pixels(False), pixels(True)
        assert landed == fresh and kept == fresh


def test_after_the_game_the_table_shows_final_points_and_leads_back_to_the_sheet(app):
    """Final scoring is stepped through once; "Look at the table" then shows every panel
    with its final points (not those before final scoring), and "See the scores" in the
    banner goes back to the sheet."""
    from shared.ui.scores import ScoreSheet
    table = table_for(app, 2)
    for _ in walk(table, 2, every=10_000):
        pass
    drv = Driver(app)
    drv.pump(2)
    assert isinstance(app.scene, FinalScoring)
    drv.key(pygame.K_ESCAPE)
    sheet = app.scene
    assert isinstance(sheet, ScoreSheet)
    drv.click(next(w for w in sheet.widgets if w.label == "Look at the table").rect)
    assert app.scene is table
    final = table.match.result().scores
    before = [p.score for p in table.match.state.players]
    assert final != tuple(before)
    texts = drawn_texts(app, [], then=table._layers.clear)   # every layer drawn afresh
    for points in final:
        assert f"{points} VP" in texts
    drv.click(table.scores_button.rect)
    assert isinstance(app.scene, ScoreSheet)          # the sheet at once, not the steps again
