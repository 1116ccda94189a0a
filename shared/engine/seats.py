"""The names a seat may be given: a person, one of the bots, or one of the game's printed
opponents. Here rather than in shared/bots because a save's check needs the list too, and
the engine sits below the bots; shared/bots maps each bot name to its class."""
from __future__ import annotations

from .contract import Rules
from .match import HUMAN

BOT_NAMES = ("random", "greedy", "strong", "expert")   # in order of strength


def controller_names(rules: Rules) -> tuple[str, ...]:
    """The names a seat of this game may take: the expert only where the game shapes one
    (`Rules.expert_shape`)."""
    bots = tuple(b for b in BOT_NAMES if b != "expert" or rules.expert_shape is not None)
    return (HUMAN,) + bots + tuple(rules.automa_names)
