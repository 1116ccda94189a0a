"""Squaring Circleville describes itself to the rest of the program. Its table is not
drawn yet, so the window does not offer it; the headless commands play it."""
from shared.engine.registry import GameInfo

GAME = GameInfo(
    name="circleville", title="Squaring Circleville", rules="circleville.rules:RULES",
    players="2-4 players",
    tagline="Raze, build and beautify a town's sections around the courthouse rondel.",
)
