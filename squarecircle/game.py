"""The Square Circle describes itself to the rest of the program."""
from shared.engine.registry import GameInfo, Look

GAME = GameInfo(
    name="squarecircle", title="The Square Circle", rules="squarecircle.rules:RULES",
    min_players=2, max_players=5,
    tagline="Send merchants to the markets of Stonehenge and hold the goods worth most.",
    looks=(Look("purple", (132, 82, 180), "star"), Look("orange", (238, 132, 34), "heart"),
           Look("teal", (26, 148, 150), "drop"), Look("black", (52, 52, 58), "bolt"),
           Look("pink", (238, 124, 172), "flower")),
    table="squarecircle.scene.table:SquareCircleTable", swatch="squarecircle:seat_{}",
    sounds=(("MerchantPlaced", "place"), ("CardRevealed", "draw"), ("GoodTaken", "draw"),
            ("ColourAdvanced", "score"), ("GameEnded", "end")),
    reference="squarecircle/data/reference.yaml",
    # turns counts the merchants placed: the turn being played is the next one
    summary=(
        "Each turn, turn over two cards. Take a merchant of one card's colour; the "
        "other card says where it stands: a day (sun) or night (moon) stone under a "
        "space of its colour or in its colour's marketplace.",
        "Take a good from above that space; the merchant's colour moves up one on the "
        "track.",
        "A neutral card walks the High Druid two bluestones. When he is back at the "
        "altar, the square closes.",
        "Each marketplace then scores for the colours of its merchants. The colour worth "
        "most pays 4 per good, then 3, 2, 1. Most points wins.",
    ))
