"""Who moves for the seats a lesson does not script: each seat's own controller (a bot,
a printed opponent), and for the learner's "any legal move" the greedy bot, so a walk
through a lesson is the same every time."""
from __future__ import annotations

from shared.engine.lessons import HUMAN, Section

from . import ask, make_controller


def chooser(rules, section: Section):
    """(match, seat) -> the move that seat's controller makes now."""
    controllers: dict[int, object] = {}

    def choose(match, seat: int):
        if seat not in controllers:
            kind = section.seats[seat]
            controllers[seat] = make_controller(rules, "greedy" if kind == HUMAN else kind,
                                                seat, section.seed)
        return ask(controllers[seat], match)
    return choose
