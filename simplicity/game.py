"""Simplicity describes itself to the rest of the program."""
from shared.engine.registry import GameInfo, Look

GAME = GameInfo(
    name="simplicity", title="Simplicity", rules="simplicity.rules:RULES",
    min_players=2, max_players=6,
    tagline="Plan the city block by block: neighbourhoods, links and parks.",
    looks=(Look("pink", (236, 120, 160), "heart"), Look("white", (240, 238, 232), "star"),
           Look("yellow", (246, 206, 70), "sun"), Look("brown", (140, 94, 62), "diamond"),
           Look("red", (210, 58, 52), "cross"), Look("black", (44, 44, 48), "crescent")),
    colours_per_seat=lambda players: 2 if players <= 3 else 1,
    teams_note="With 2 or 3 players each person leads two teams; the lower team's score counts.",
    table="simplicity.scene.table:SimplicityTable", swatch="simplicity:disc_{}",
    # a round ends when its seventh tile is built: the board flips for the next one
    sounds=(("TilePlaced", "place"), ("DemolitionPlaced", "place"), ("TilesDrawn", "draw"),
            ("ExtraPointGiven", "score"), ("RoundEnded", "complete"), ("GameEnded", "end")),
    reference="simplicity/data/reference.yaml",
    summary=(
        "Five rounds. Each round seven tiles wait beside the planning board.",
        "In turn order, take one and build it on a city space showing its symbol; "
        "your pawn stays where the tile was, so a late pick means a late turn next round.",
        "Links: 3 points for each pair of your discs side by side.",
        "Neighbourhoods: each disc scores the size of its group of same-type buildings.",
        "Parks: different building types next to them, squared.",
        "The last team each round takes an extra point (and demolishes a tile with "
        "2, 4 or 5 players).",
    ))
