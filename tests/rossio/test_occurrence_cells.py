"""Where a card scores (for the table's outlines): as many disjoint placements as the card
counts, each the card's shape, inside tiles of its colour (rulebook: Card activation)."""
import random

from rossio.components import components
from rossio.patterns import best_placements, cells_of, colour_masks, count_card, max_disjoint
from rossio.scoring import occurrence_cells, occurrences
from rossio.state import State


def test_best_placements_match_the_count_on_random_squares():
    comp = components()
    rng = random.Random(4)
    for _ in range(300):
        rows, cols = 5, rng.choice([6, 9])
        square = tuple(tuple(rng.randrange(4) for _ in range(rng.randrange(cols + 1)))
                       for _ in range(rows))
        masks = colour_masks(square)
        card = rng.choice(comp.cards)
        colour = card.colour if card.colour is not None else rng.randrange(4)
        chosen = best_placements(card.shape, masks[colour], rows, cols)
        assert len(chosen) == max_disjoint(card.shape, masks[colour], rows, cols)
        used = 0
        for p in chosen:
            assert p & masks[colour] == p and not p & used     # its colour, never shared
            used |= p
            assert len(cells_of(p, rows)) == len(card.shape.cells)


def test_occurrence_cells_for_a_card_and_a_noble():
    comp = components()
    square = ((0, 0, 1), (0, 0, 1), (2, 2, 1), (3, 3, 3), (2, 2, 2))
    base = State(seats=("greedy", "greedy"), ross_seat=-1, order=(0, 1), nobles=True,
                 variant="standard", difficulty="medium", nrows=5, ncols=9, square=square)
    for card in comp.cards:
        cells = occurrence_cells(base, card.id)
        assert len(cells) == occurrences(base, card.id)
        for occurrence in cells:
            colours = {square[r][c] for r, c in occurrence}
            assert len(colours) == 1
            if card.colour is not None:
                assert colours == {card.colour}
    masks = colour_masks(square)
    noble = next(c for c in comp.cards if c.noble)
    assert len(occurrence_cells(base, noble.id)) == count_card(noble.shape, None, masks, 5, 9)
