"""Rossio describes itself to the rest of the program."""
from shared.engine.registry import GameInfo, Look

GAME = GameInfo(
    name="rossio", title="Rossio", rules="rossio.rules:RULES",
    min_players=2, max_players=4, automa=("ross",),
    tagline="Pave Lisbon's square in calçada stone and recruit the helpers who admire it.",
    hidden_information=True,   # hands of cards, and the hidden victory points variant
    automa_labels=(("ross", "ROSS"),),
    automa_level="ross-difficulty",
    table="rossio.scene.table:RossioTable",
    sounds=(("TileBuilt", "place"), ("CardRecruited", "place"), ("CardDrawn", "draw"),
            ("TilesDrawn", "draw"), ("MarketCardTaken", "draw"), ("ColumnCompleted", "complete"),
            ("BuildingFinished", "complete"), ("CardActivated", "score"),
            ("RossScored", "score"), ("GameEnded", "end")),
    reference="rossio/data/reference.yaml",
    # the seat tokens drawn for The Square Circle: the same four colours and symbols
    swatch="squarecircle:seat_{}",
    # a seat's colour only tells players apart (tiles and cards have colours of their own)
    looks=(Look("purple", (132, 82, 180), "star"), Look("orange", (238, 132, 34), "heart"),
           Look("teal", (26, 148, 150), "drop"), Look("black", (52, 52, 58), "bolt")),
    summary=(
        "Each turn: recruit a helper card from your hand into the rightmost slot under "
        "your board (side A pays its cost and scores its pattern; side B earns 1 coin), "
        "and every card there acts, left to right.",
        "Then build the tiles of your board into the square, leftmost first, each on the "
        "leftmost empty space of a row next to two walls or tiles; build on while a tile "
        "touches its own colour.",
        "Take a market card: the more tiles you built, the further along the market you "
        "may choose.",
        "When the square is full, the round is played out with recruits only. Most VP wins.",
    ),
)
