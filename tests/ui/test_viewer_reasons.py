"""The replay viewer says why each move shown was made: a bot's reason, and a printed
opponent's procedure followed again (ROSS's card, section and arrow)."""
import pygame

from shared.bots.playout import play_out
from shared.engine import registry
from shared.engine.match import Match
from shared.ui.viewer import ReplayViewer

from .driver import Driver


def test_bot_and_printed_opponent_moves_have_their_reasons_in_the_log(app):
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["greedy", "ross"], {}, 4))
    play_out(match)
    viewer = ReplayViewer(app, match, {}, at=0)
    app.push(viewer)
    drv = Driver(app)
    for _ in range(12):
        drv.key(pygame.K_RIGHT)
    reasons = viewer.table.narrator.reasons
    seats = match.config.seats
    shown = range(viewer.step)
    assert all(index in reasons for index in shown)
    assert {str(reasons[i]) for i in shown if seats[match.log[i].seat] == "greedy"} == \
        {"best immediate score"}
    assert any(str(reasons[i]) != "best immediate score" for i in shown
               if seats[match.log[i].seat] == "ross")
    assert any("best immediate score" in line for line in viewer.table.log)
