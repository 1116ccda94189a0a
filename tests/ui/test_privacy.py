"""Hotseat privacy as a property of pixels: while a game with secrets between people runs,
every frame drawn for a seat (or for nobody in particular) is the same whatever the things
that seat may not see really are. Each frame is drawn twice, from two games that the seat
could not tell apart (shared/engine/resample.py: other hands, deck orders, cards played
face down and hidden points redrawn, in the states and in the logged moves), and compared.

Every game whose package says it hides information, every seating of people (and one
person against each printed opponent), several points of seeded games."""
from __future__ import annotations

import random

import pygame
import pytest

from shared.bots import make_controller
from shared.engine import registry
from shared.engine.contract import OBSERVER
from shared.engine.match import Match
from shared.engine.resample import resampled
from shared.ui.curtain import Curtain
from shared.ui.session import Session
from shared.ui.viewer import ReplayViewer

SECRET_GAMES = [name for name, info in registry.games().items()
                if info.hidden_information and info.playable]
NAMES = ["Ana", "Bruno", "Carla", "Dora", "Emil", "Fay"]
POINTS = 3   # positions a game is looked at


def seatings(rules):
    """People only, at every count the game takes; one person against each printed
    opponent."""
    people = [("human",) * n for n in range(max(2, rules.min_players), rules.max_players + 1)]
    return people + [("human", name) for name in rules.automa_names]


def option_sets(rules):
    """The defaults, and every option that hides more switched on where one does (the
    option values a game offers: each string choice, each flag on)."""
    sets = [{}]
    for spec in rules.option_specs:
        if isinstance(spec.default, bool):
            sets.append({spec.key: "true"})
        for choice in spec.choices:
            if choice != spec.default:
                sets.append({spec.key: choice})
    return sets


def cases():
    for game in SECRET_GAMES:
        rules = registry.get_rules(game)
        for seats in seatings(rules):
            for options in option_sets(rules):
                yield pytest.param(game, seats, options,
                                   id=f"{game}-{'-'.join(seats)}-{options or 'default'}")


def positions(game, seats, options, seed):
    """Matches of one seeded game (people's moves made by greedy bots) at POINTS random
    moves where a person is to move, from the first decision on."""
    rules = registry.get_rules(game)
    config = rules.make_config(seats, options, seed)
    match = Match(rules, config)
    bots = [make_controller(rules, "greedy" if kind == "human" else kind, s, seed)
            for s, kind in enumerate(seats)]
    while not match.finished:
        d = match.decision()
        match.play(bots[d.seat].choose(match.view(d.seat), d, len(match.log)))
    moves = [e.move for e in match.log]
    people_move = [k for k in range(len(moves)) if match.is_human(match.log[k].seat)]
    pick = random.Random(seed).sample(people_move, POINTS)
    return [Match.replay(rules, config, moves[:k]) for k in sorted(set([0] + pick))]


def frame(app) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.canvas.surface, "RGB")


def fresh(app):
    from shared.ui.launcher import Launcher
    app.reset(Launcher(app))


def table_as_the_person_to_move(app, match):
    """The table as the person to move sees it once the curtain is lifted."""
    fresh(app)
    session = Session(match, {"names": NAMES[:match.config.players]}, autosave=False)
    table = session.ui.table_scene()(app, session)
    app.push(table)
    if isinstance(app.scene, Curtain):
        app.scene.lift()
    return table


def opened(app, match):
    """The first frame of a table opened on this game (a start, a resume, a load): what
    whoever pressed the button sees."""
    fresh(app)
    session = Session(match, {"names": NAMES[:match.config.players]}, autosave=False)
    app.push(session.ui.table_scene()(app, session))
    return frame(app)


def replayed(app, match):
    """Every frame the replay viewer can show of this game at its last move (each seat
    it offers), at its first move and with its chart opened (a score sheet over time),
    with the log it reads."""
    fresh(app)
    viewer = ReplayViewer(app, match, {"names": NAMES[:match.config.players]})
    app.push(viewer)
    frames, logs = [], []
    for _ in viewer.seats:
        frames.append(frame(app))
        logs.append(list(viewer.table.log))
        viewer.next_seat() if len(viewer.seats) > 1 else None
    viewer.go(1)
    frames.append(frame(app))
    viewer.toggle_chart()   # the score over time, where the points are not secret
    frames.append(frame(app))
    return frames, logs


@pytest.mark.parametrize("game,seats,options", list(cases()))
def test_nothing_drawn_depends_on_what_the_shown_seat_may_not_see(app, game, seats, options):
    for match in positions(game, seats, options, seed=11):
        seat = match.decision().seat
        if not match.is_human(seat):
            continue
        people = sum(1 for kind in seats if kind == "human")
        # the person to move: their table, with the log whole
        shown = []
        for k in (1, 2):
            table = table_as_the_person_to_move(app, resampled(match, seat, k))
            assert table.viewer == seat
            shown.append((frame(app), list(table.log)))
        assert shown[0][1] == shown[1][1], "the log tells the person what they may not know"
        assert shown[0][0] == shown[1][0], "the table shows the person what they may not see"
        # whoever opens the game (start, resume, load) and the replay viewer: when people
        # share secrets, nobody in particular; one person alone sees their own
        looking = OBSERVER if people > 1 else seat
        first = [opened(app, resampled(match, looking, k)) for k in (1, 2)]
        assert first[0] == first[1], "an opened table shows someone's secrets at once"
        viewer = [replayed(app, resampled(match, looking, k)) for k in (1, 2)]
        assert viewer[0][1] == viewer[1][1], "the replay's log tells secrets"
        assert viewer[0][0] == viewer[1][0], "the replay viewer shows secrets"


def test_the_resampled_games_differ_where_the_seat_may_not_look():
    """The check above can fail: the two games it draws really differ in what is hidden
    (other hands, and in the hidden-VP variant the points in the log)."""
    for game in SECRET_GAMES:
        rules = registry.get_rules(game)
        seats = ("human",) * rules.max_players
        options = option_sets(rules)[-1]
        match = positions(game, seats, options, seed=11)[-1]
        seat = match.decision().seat
        one, two = resampled(match, seat, 1), resampled(match, seat, 2)
        assert one.state != two.state
        assert rules.view(one.state, seat) == rules.view(two.state, seat)
        assert [e.events for e in one.log] != [e.events for e in two.log]
