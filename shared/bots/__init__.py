"""Game-agnostic bots and the controller factory used by simulate and the app."""
from __future__ import annotations

from shared.engine.contract import ConfigError, Rules
# re-exported: the seat setup and the tests ask the bots which names there are
from shared.engine.seats import BOT_NAMES, controller_names  # noqa: F401

from .expert import ExpertBot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .strong import StrongBot


def make_controller(rules: Rules, name: str, seat: int, seed: int):
    """The controller for a non-human seat; automa come from the game's own module."""
    if name == "random":
        return RandomBot(rules, seat, seed)
    if name == "greedy":
        return GreedyBot(rules, seat, seed)
    if name == "strong":
        return StrongBot(rules, seat, seed)
    if name == "expert" and rules.expert_shape is not None:
        return ExpertBot(rules, seat, seed)
    if name in rules.automa_names:
        return rules.make_automa(name, seat, seed)
    raise ConfigError("unknown controller {name} for {game} (choose from {known})",
                      name=repr(name), game=rules.name,
                      known=", ".join(controller_names(rules)[1:]))


def ask(controller, match):
    """The controller's move for the match's current decision, decided from its seat's
    view; `ply` (moves already played) is what a bot's randomness is drawn from."""
    decision = match.decision()
    return controller.choose(match.view(decision.seat), decision, len(match.log))
