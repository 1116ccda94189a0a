"""Squaring Circleville describes itself to the rest of the program."""
from shared.engine.registry import GameInfo, Look


def solo_colour(name: str) -> str:
    """A solo player's colour (its mat's side of player_mats.yaml), read when first shown."""
    from circleville.solo.engine import mat
    return mat(name).colour


GAME = GameInfo(
    name="circleville", title="Squaring Circleville", rules="circleville.rules:RULES",
    min_players=2, max_players=4, automa=("bertha", "carsten", "denzel", "katherine"),
    tagline="Raze, build and beautify a town's sections around the courthouse rondel.",
    table="circleville.scene.table:CirclevilleTable",
    reference="circleville/data/reference.yaml",
    # player colours come from the rules (a solo player plays its mat's colour), so seats
    # pick none; these say how each colour looks (the symbol drawn on its pieces)
    looks=(Look("purple", (132, 82, 180), "star"), Look("yellow", (246, 206, 70), "diamond"),
           Look("black", (52, 52, 58), "bolt"), Look("white", (240, 238, 232), "ring")),
    colours_per_seat=lambda players: 0,
    swatch="circleville:disc_{}",
    sounds=(("CubesPlaced", "place"), ("ExtraCubePlaced", "place"), ("StructureBuilt", "place"),
            ("NewPlotPlaced", "place"), ("Beautified", "place"), ("Improved", "place"),
            ("ActionTileTaken", "draw"), ("SectionsCompleted", "complete"),
            ("SectionScored", "score"), ("PointsScored", "score"),
            ("AchievementClaimed", "score"), ("FinalScored", "score"), ("GameEnded", "end")),
    # what each solo player tends to do (our words, from the SOLO MODE chapter)
    automa_characters=(
        ("bertha", "Walks her supervisor down a track of quadrants with strong level 3 "
                   "actions, then improves and beautifies at its end."),
        ("carsten", "Three level 1 actions a turn; two tiles of one colour bring equipment, "
                    "improvements or beauty, three of a kind take an achievement away."),
        ("denzel", "Three level 1 actions a turn; every third tile of a colour completes the "
                   "section he last worked in for double first-place VP."),
        ("katherine", "Busy in one quadrant, lazy in the next; takes achievements off the "
                      "table whenever her supervisor comes back round."),
    ),
    automa_picture=lambda name: f"circleville:supervisor_{solo_colour(name)}",
    automa_level="solo-head-start",
    automa_options=("solo-start-vp",),
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
