"""Rossio describes itself to the rest of the program. Its table is not drawn yet, so the
window does not offer it; the headless commands play it."""
from shared.engine.registry import GameInfo

GAME = GameInfo(
    name="rossio", title="Rossio", rules="rossio.rules:RULES",
    players="1-4 players",
    tagline="Pave Lisbon's square in calçada stone and recruit the helpers who admire it.",
    hidden_information=True,   # hands of cards, and the hidden victory points variant
)
