"""The score over time (issue 16): the chart's series is what replaying the log gives,
clicking a point takes the replay viewer (or the score sheet's replay) to that move, and
the viewer's round jumps land where replaying the log to that step lands."""
import pygame
import pytest

from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.chart import MOMENTS, series
from shared.ui.scores import ScoreSheet
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer
from tests.games import GAMES, per_game

from .driver import Driver


def finished(game: str, players: int, seed: int = 4) -> Match:
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * players, {}, seed))
    play_out(match)
    return match


def replayed(match: Match, step: int) -> Match:
    return Match.replay(match.rules, match.config, [e.move for e in match.log[:step]])


@pytest.mark.parametrize("game,players", per_game({"circleville": 4, "rossio": 3,
                                                   "simplicity": 3, "squarecircle": 4}).items())
def test_the_series_is_the_score_replaying_the_log_gives(game, players):
    match = finished(game, players)
    data = series(match)
    n = len(match.log)
    assert data.steps == n and series(match) is data   # computed once
    for step in sorted({0, 1, n // 3, n // 2, n - 1, n}):
        state = replayed(match, step).state
        assert data.scores[step] == match.rules.score_now(state), step
        assert data.rounds[step] == match.rules.round_of(state), step
    assert data.scores[-1] == match.result().scores
    # the marked moves are those that changed a score the most
    swings = sorted((max(abs(a - b) for a, b in zip(data.scores[k], data.scores[k - 1])), k)
                    for k in range(1, n + 1))
    assert 0 < len(data.moments) <= MOMENTS
    smallest_marked = min(s for s, k in swings if k in data.moments)
    assert all(s <= smallest_marked for s, k in swings if k not in data.moments)


def test_the_series_follows_a_growing_log():
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["greedy"] * 2, {}, 1))
    play_out(match, max_moves=6)
    assert series(match).steps == 6
    play_out(match, max_moves=4)
    assert series(match).steps == 10


def test_clicking_a_chart_point_jumps_the_viewer_there(app):
    match = finished("circleville", 4)
    viewer = ReplayViewer(app, match, {}, at=0)
    app.push(viewer)
    drv = Driver(app)
    drv.key(pygame.K_c)
    assert viewer.chart_open
    chart = viewer.chart
    for step in (chart.data.moments[0], chart.data.moments[-1]):
        if not viewer.chart_open:
            drv.key(pygame.K_c)
        seat = max(range(4), key=lambda s: abs(chart.data.change(step)[s]))
        point = (chart.x_of(step), chart.y_of(chart.data.scores[step][seat]))
        drv.click((point[0] - 1, point[1] - 1, 2, 2))
        assert viewer.step == step and not viewer.chart_open
        assert viewer.table.match.hash() == replayed(match, step).hash()


def test_page_keys_jump_by_round_and_the_log_follows(app):
    match = finished("rossio", 3)
    viewer = ReplayViewer(app, match, {}, at=0)
    app.push(viewer)
    drv = Driver(app)
    rules = match.rules
    seen = [rules.round_of(viewer.table.match.state)]
    while viewer.step < viewer.moves:
        drv.key(pygame.K_PAGEDOWN)
        step = viewer.step
        state = viewer.table.match.state
        assert viewer.table.match.hash() == replayed(match, step).hash()
        assert step == viewer.moves or \
            rules.round_of(state) != rules.round_of(match.before(step - 1))
        said = sum(len(match.rules.narrate(match.before(k), e.seat, e.move, e.events))
                   for k, e in enumerate(match.log[:step]))
        why = sum(1 for k in range(step) if k in viewer.table.narrator.reasons)  # bots' why
        assert len(viewer.table.log) == said + why   # the narrated log is the log to this step
        seen.append(rules.round_of(state))
    assert seen == sorted(seen) and len(set(seen)) >= 5
    drv.key(pygame.K_PAGEUP)
    drv.key(pygame.K_PAGEUP)
    back = viewer.step
    assert 0 < back < viewer.moves
    assert viewer.table.match.hash() == replayed(match, back).hash()


def test_the_score_sheet_chart_opens_the_replay_at_the_point(app):
    match = finished("simplicity", 3)
    session = Session(match, {}, autosave=False)
    sheet = ScoreSheet(app, session)
    app.push(sheet)
    drv = Driver(app)
    drv.click(next(w for w in sheet.widgets if w.label == "Score over time").rect)
    assert sheet.chart_shown
    app.draw()
    step = sheet.chart.data.moments[0]
    drv.click((sheet.chart.x_of(step) - 1, sheet.chart.plot[1] + 20, 2, 2))
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer) and viewer.step == step


def test_a_running_game_keeps_secret_scores_off_the_chart(app):
    """Rossio's hidden victory points: a seat's view hides the others' points, so the
    chart of an unfinished game waits for the end; with open points it opens."""
    from shared.bots import ask, make_controller
    rules = registry.get_rules("rossio")
    for variant, allowed in (("hidden-vp", False), ("standard", True)):
        match = Match(rules, rules.make_config(["human", "human", "greedy"],
                                               {"variant": variant}, 3))
        bots = [make_controller(rules, "greedy", s, 3) for s in range(3)]
        while len(match.log) < 60 or not any(p.vp for p in match.state.players[1:]):
            match.play(ask(bots[match.decision().seat], match))
        viewer = ReplayViewer(app, match, {}, at=10)
        app.push(viewer)
        Driver(app).key(pygame.K_c)
        assert viewer.chart_allowed is allowed and viewer.chart_open is allowed, variant
        app.pop()


@pytest.mark.parametrize("game", GAMES)
def test_screenshot_scene_chart_draws_the_chart(tmp_path, monkeypatch, game):
    """`main.py screenshot GAME --scene chart`: the viewer at the end, its chart open."""
    import shared.ui.viewer as viewer_module
    from main import main
    drawn = []
    real = viewer_module.ScoreChart.draw

    def spy(chart, canvas, current=None):
        drawn.append((chart.data.steps, current))
        return real(chart, canvas, current)
    monkeypatch.setattr(viewer_module.ScoreChart, "draw", spy)
    out = tmp_path / f"{game}.png"
    assert main(["screenshot", game, "--scene", "chart", "--seed", "3", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1366, 768)
    assert drawn and drawn[-1][0] == drawn[-1][1] > 0   # the whole game, shown at its end
