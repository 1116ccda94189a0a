"""What the Circleville board prints round and on the town ("2 Game components": the town's
sections with their VP boxes, the four quadrant tracks, the scoring track round the town;
"4 Game concepts": large completed sections): the table draws each player's quadrant
markers ("+10" turned past 10), their scoring discs at their scores, every incomplete
section's VP box for this many players, and two completed neighbours of one quadrant as one
piece."""
import attrs

from circleville.scene import layout as L
from circleville.scene.table import COMPLETED
from circleville.scene.tracks import merged
from circleville.scoring import section_values

from .test_circleville_table import table_for


def drawn(app, table, state):
    """The table's images (key, rect) and texts for `state`, every layer drawn afresh."""
    table.match.state = state
    table._layers.clear()
    images, texts = [], []
    real_image, real_text = app.canvas.image, app.canvas.text

    def image(surface, r, key=None, alpha=255):
        images.append((key, tuple(r)))
        return real_image(surface, r, key=key, alpha=alpha)

    def text(s, *a, **k):
        texts.append(s)
        return real_text(s, *a, **k)
    app.canvas.image, app.canvas.text = image, text
    try:
        app.draw()
    finally:
        app.canvas.image, app.canvas.text = real_image, real_text
    return images, texts


def with_players(state, **changes):
    """`state` with player fields set: name -> one value per seat."""
    players = tuple(attrs.evolve(p, **{k: v[seat] for k, v in changes.items()})
                    for seat, p in enumerate(state.players))
    return attrs.evolve(state, players=players)


def test_each_marker_is_on_its_track_space_and_turned_past_ten(app):
    table = table_for(app, 3)
    colours = table.colours
    state = with_players(table.match.state,
                         markers=((3, 10, 0, 0), (13, 0, 20, 1), (0, 0, 0, 11)))
    images, _ = drawn(app, table, state)
    expected = {  # seat, quadrant, space, turned
        (0, "A", 3, False), (0, "B", 10, False), (1, "A", 3, True), (1, "C", 10, True),
        (1, "D", 1, False), (2, "D", 1, True), (2, "A", 0, False)}
    for seat, quadrant, space, turned in expected:
        name = f"marker_{colours[seat]}" + ("_plus10" if turned else "")
        assert (("cv", "marker", name), L.track_space(quadrant, 3, seat, space)) in images
    x0, y0, w0, h0 = L.TOWN   # the mats show markers too
    on_town = [r for key, r in images if key and key[:2] == ("cv", "marker")
               and x0 <= r[0] < x0 + w0 and y0 <= r[1] < y0 + h0]
    assert len(on_town) == 4 * 3
    on_mats = {key[2:] for key, _ in images if key and len(key) == 4 and key[1] == "marker"}
    assert (colours[0], "_plus10") not in on_mats and (colours[1], "_plus10") in on_mats


def test_each_disc_is_on_the_scoring_track_space_of_its_score(app):
    table = table_for(app, 4)
    colours = table.colours
    scores = (0, 7, 49, 63)
    images, _ = drawn(app, table, with_players(table.match.state, score=scores))
    strips = (L.SCORE_TOP[1], L.SCORE_BOTTOM[1])   # the mats show discs too
    discs = [(key[2], rect) for key, rect in images if key and key[:2] == ("cv", "disc")
             and any(y <= rect[1] < y + L.SCORE_H for y in strips)]
    assert len(discs) == 4
    for seat, score in enumerate(scores):
        x, y, w, h = L.score_space(score)
        [(dx, dy, dw, _)] = [r for colour, r in discs if colour == colours[seat]]
        assert dx <= x + w / 2 <= dx + dw and y <= dy < y + h
    assert L.score_space(7)[1] == L.SCORE_TOP[1] and L.score_space(63)[1] == L.SCORE_BOTTOM[1]
    assert L.score_space(49)[0] == L.score_space(50)[0]   # the track turns at the corner


def test_every_incomplete_section_shows_its_vp_box_for_the_player_count(app):
    for players in (2, 4):
        table = table_for(app, players)
        state = table.match.state
        _, texts = drawn(app, table, state)
        for number in range(1, 21):
            values = section_values(number, players)
            assert len(values) == players
            box = "\u00b7".join(str(v) for v in values)
            assert box in texts, (players, number, box)


def test_two_completed_neighbours_of_a_quadrant_are_drawn_as_one(app):
    table = table_for(app, 2)
    state = attrs.evolve(table.match.state, completed=(1 << 1) | (1 << 2))   # sections 2, 3
    assert merged(state) == {2, 3}
    drawn(app, table, state)
    r0, r1, _, a1 = L.ARCS[2]          # the road between 2 and 3, halfway out
    road = app.canvas.point(*L.polar((r0 + r1) / 2, a1))
    assert tuple(app.canvas.surface.get_at(road))[:3] == COMPLETED
    alone = attrs.evolve(state, completed=1 << 1)
    drawn(app, table, alone)
    assert tuple(app.canvas.surface.get_at(road))[:3] != COMPLETED
    # quadrants A (1-5) and B (6-10) complete: 3 and 8 are neighbours, their road stays
    apart = attrs.evolve(state, completed=(1 << 10) - 1)
    assert merged(apart) == set(range(1, 11))
    drawn(app, table, apart)
    r0, r1, _, a1 = L.ARCS[3]
    road = app.canvas.point(*L.polar((r0 + r1) / 2, a1))
    assert tuple(app.canvas.surface.get_at(road))[:3] != COMPLETED


def test_discs_and_markers_move_along_their_tracks_as_points_come(app):
    """A disc leaves its space when points are scored and lands on the new score; a
    quadrant marker likewise on its track."""
    from circleville import events as ev
    from circleville.scene.tracks import disc_rect, marker_at
    from shared.bots import ask, make_controller
    table = table_for(app, 2)
    rules = table.match.rules
    bots = [make_controller(rules, "greedy", s, 3) for s in range(2)]
    seen = set()
    for _ in range(600):
        if seen == {ev.PointsScored, ev.MarkerAdvanced} or table.match.decision() is None:
            break
        before = table.match.state
        events = table.match.play(ask(bots[table.match.decision().seat], table.match))
        moved = [e for e in events if type(e) in (ev.PointsScored, ev.MarkerAdvanced)
                 and type(e) not in seen]
        if not moved:
            continue
        e = moved[0]
        after = table.match.state
        table.flights.clear()
        table.animate(before, events, True)
        colour = table.colours[e.seat]
        if type(e) is ev.PointsScored:
            hides, start = ("disc", e.seat), disc_rect(before.players[e.seat].score)
            end = disc_rect(after.players[e.seat].score)
            key = ("cv", "disc", colour)
        else:
            quadrant = table.comp.town.quadrants[e.quadrant].id
            hides = ("marker", (e.seat, e.quadrant))
            start, _ = marker_at(quadrant, e.quadrant, before, e.seat, colour)
            end, name = marker_at(quadrant, e.quadrant, after, e.seat, colour)
            key = ("cv", "marker", name)
        if start == end:
            continue
        flying = [f for f in table.flights.items if f.hides == hides]
        assert flying, type(e).__name__
        images, _ = drawn(app, table, after)
        assert (key, end) not in images          # still on its way
        table.flights.clear()
        images, _ = drawn(app, table, after)
        assert (key, end) in images              # landed
        seen.add(type(e))
    assert seen == {ev.PointsScored, ev.MarkerAdvanced}
