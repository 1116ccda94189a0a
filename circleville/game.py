"""Squaring Circleville describes itself to the rest of the program."""
from shared.engine.registry import GameInfo, Look

GAME = GameInfo(
    name="circleville", title="Squaring Circleville", rules="circleville.rules:RULES",
    players="2-4 players",
    tagline="Raze, build and beautify a town's sections around the courthouse rondel.",
    table="circleville.scene.table:CirclevilleTable",
    # player colours come from the rules (a solo player plays its mat's colour), so seats
    # pick none; these say how each colour looks (the symbol drawn on its pieces)
    looks=(Look("purple", (132, 82, 180), "star"), Look("yellow", (246, 206, 70), "diamond"),
           Look("black", (52, 52, 58), "bolt"), Look("white", (240, 238, 232), "ring")),
    colours_per_seat=lambda players: 0,
    swatch="circleville:disc_{}",
    summary=(
        "Each turn: move your assistant along the courthouse rondel and take two action "
        "tiles; each gives an action of its colour on your mat: place cubes on road "
        "squares, raze structures, build them, or an alternate action of your level.",
        "Your supervisor says which section you work in. A section whose squares are all "
        "covered and structures gone is completed: its cubes rank the players for VP.",
        "Beautify and build on completed sections, claim achievements, use equipment and "
        "year bonus tiles. When the last section is done, final scoring follows.",
        "Solo: play against Bertha, Carsten, Denzel and Katherine by choosing them as seats.",
    ),
)
