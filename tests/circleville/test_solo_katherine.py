"""Solo player Katherine ("08 Solo mode", "Solo Player: Katherine"): her worked example I-III
and her achievement removal, each played through the rules as the move `SoloTurn()`.

Positions are built by hand from a real solo setup (human seat 0, Katherine seat 1).
Katherine's mat is reconstructed (solo_mats.yaml): a ring of four supervisor spaces, each a
quadrant icon with a row of action spaces, closest first:
    C (supervisor symbol): orange, red | D: green, green, blue, green | A: red, orange |
    B: blue, red, orange, blue.
The tests look the spaces up by quadrant, so they hold for any order of that ring.
"""
import attrs
import pytest

from circleville.solo.engine import symbol_shortfall
from circleville.solo.mats import solo_mats
from circleville.state import colour_index
from circleville.tiles import TABLE_COLOURS

from .solo_support import (actions_started, cubes_placed, solo_game, solo_to_play, solo_turn,
                           solo_vp, with_tops)
from .support import COMP, complete, with_player, with_structures

HUMAN, KATHERINE = 0, 1
MAT = solo_mats().katherine
SYMBOL = MAT.symbol_space
RING = len(MAT.ring)


# --- building positions ------------------------------------------------------------------------

def space_of(quadrant: str) -> int:
    """Katherine's supervisor space with this quadrant icon."""
    return MAT.space_of_quadrant(quadrant)


def katherine_to_move(state, supervisor: int, assistant: int = 0, **tiles: str):
    """Katherine's turn is next: her supervisor on ring space `supervisor`, her assistant on
    rondel space `assistant`, `tiles` the action tiles beside her supervisor spaces by
    quadrant (e.g. D="red": a red tile on the closest action space of the D space)."""
    lying = [""] * RING
    for quadrant, colour in tiles.items():
        lying[space_of(quadrant)] = colour
    return solo_to_play(state, KATHERINE, assistant, space=supervisor, tiles=tuple(lying))


def with_table(state, **rows):
    """The achievements table: `rows` gives the tiles per colour row (e.g. red=(7, 3)),
    multi= the multicoloured space; all else empty."""
    table = [0] * len(TABLE_COLOURS)
    for colour, tiles in rows.items():
        row = "" if colour == "multi" else colour          # "" = the multicoloured space
        slots = [i for i, c in enumerate(TABLE_COLOURS) if c == row]
        for slot, tile in zip(slots, tiles if isinstance(tiles, tuple) else (tiles,)):
            table[slot] = tile
    return attrs.evolve(state, table=tuple(table))


# --- reading the outcome ----------------------------------------------------------------------

def table_row(state, colour: str) -> tuple[int, ...]:
    """The tiles of one colour row of the achievements table."""
    return tuple(t for t, c in zip(state.table, TABLE_COLOURS) if c == colour)


# --- setup ---------------------------------------------------------------------------------------

def test_setup_assistant_on_the_humans_start_space():
    """08 Solo mode, Katherine, set up: "Place Katherine's assistant on the same starting
    space as your assistant." and her supervisor on the supervisor-symbol space.
    CV-SOLO-KATHERINE-02, CV-SOLO-KATHERINE-01."""
    s = solo_game("katherine")
    assert s.players[KATHERINE].assistant == s.players[HUMAN].assistant == 0
    assert COMP.board.rondel.spaces[0].smokestack
    assert s.solo[KATHERINE].space == SYMBOL
    assert s.solo[KATHERINE].tiles == ("",) * RING


# --- the worked example I-III -------------------------------------------------------------------

def example_position(assistant: int = 0):
    """The position of the Katherine example on our reconstructed data:
    - her supervisor on the fourth-quadrant (D) space, a red tile on its closest action
      space, the row printed green, blue, green further on (example II);
    - the human's assistant right in front of hers (she counts every space, ruling S4);
    - the stack 2 spaces on shows orange (example III);
    - builds need a completed section with free plots: our town has none in the fourth
      quadrant, so section 12 (2 plots) is completed here. The rulebook puts all four
      actions "in the highest numbered section of the fourth quadrant"; roads can only go
      to incomplete sections and builds only to completed ones, so the roads go to 15 (the
      highest) and the builds to 12 (the highest completed one);
    - the queue holds brown, natural, golden, so her order (natural, golden, silver, brown)
      shows in what she builds."""
    s = complete(solo_game("katherine"), 12)
    s = attrs.evolve(s, queue=("brown", "natural", "golden"))
    s = with_player(s, HUMAN, assistant=(assistant + 1) % 8)
    s = with_tops(s, {(assistant + 2) % 8: "orange"})
    return katherine_to_move(s, space_of("D"), assistant, D="red")


def test_example_i_and_ii_two_spaces_then_four_actions_in_the_fourth_quadrant():
    """08 Solo mode, Katherine, example: "I In step 1, Katherine moves their assistant 2
    spaces forward. II In step 2, Katherine conducts 4 level 1 actions in the highest
    numbered section of the fourth quadrant. Starting with the space closest to their
    supervisor to the space furthest away they take a red Deconstruct roads action, a green
    Build structures action, a blue Construct roads action, and finally another green Build
    structures action." Level 1: 2 cubes per road action, 1 structure per build.
    CV-SOLO-KATHERINE-14, CV-SOLO-KATHERINE-10, CV-SOLO-KATHERINE-03,
    CV-SOLO-KATHERINE-04, CV-SOLO-KATHERINE-05, CV-SOLO-KATHERINE-06, CV-SOLO-KATHERINE-08,
    CV-SOLO-KATHERINE-09."""
    s = example_position()
    after, events = solo_turn(s)
    assert after.players[KATHERINE].assistant == 2                          # I
    assert actions_started(events, KATHERINE, "colour", "action") == \
        [("red", "basic"), ("green", "basic"), ("blue", "basic"), ("green", "basic")]  # II
    # the roads: the fourth quadrant's highest section, red squares then blue squares
    assert cubes_placed(events, KATHERINE) == [(15, "red", 2), (15, "blue", 2)]
    assert after.site(15).red[KATHERINE] == 2 and after.site(15).blue[KATHERINE] == 2
    # the builds: natural, then golden (her order), each with her cube and a track space
    built = [(p.structure, p.left) for p in after.site(12).plots]
    assert built == [("natural", KATHERINE), ("golden", KATHERINE)]
    assert after.queue == ("brown",)
    assert after.players[KATHERINE].markers == (0, 0, 0, 2)
    assert solo_vp(events, KATHERINE) == []                   # every action was done
    assert after.players[KATHERINE].cubes == s.players[KATHERINE].cubes - 6


def test_example_iii_orange_tile_replaces_the_red_one_and_the_supervisor_moves_on():
    """08 Solo mode, Katherine, example: "III In step 4, Katherine takes the orange action
    tile from the stack on the courthouse rondel and places it next to their supervisor by
    returning the former red action tile back to the game box. Finally, Katherine moves the
    supervisor clockwise to the next space of track on their solo player mat." The next
    space is not the supervisor-symbol space: the achievements table is untouched.
    CV-SOLO-KATHERINE-24, CV-SOLO-KATHERINE-15, CV-SOLO-KATHERINE-16,
    CV-SOLO-KATHERINE-17, CV-SOLO-KATHERINE-18."""
    s = with_table(example_position(), red=(7, 3), orange=(12, 9))
    after, _ = solo_turn(s)
    d = space_of("D")
    assert after.solo[KATHERINE].tiles[d] == "orange"
    assert after.solo[KATHERINE].tiles.count("") == RING - 1        # nothing else changed
    assert after.box[colour_index("red")] == s.box[colour_index("red")] + 1
    assert after.box[colour_index("orange")] == s.box[colour_index("orange")]
    assert after.solo[KATHERINE].space == (d + 1) % RING != SYMBOL
    assert after.table == s.table


@pytest.mark.parametrize("assistant", range(8))
def test_rondel_colours_do_not_matter_only_the_tile(assistant):
    """08 Solo mode, Katherine, step 2: "Katherine ignores the courthouse rondel colors!
    Their assistant only determines the action tile that Katherine takes in step 4." From
    every rondel space (so landing on every printed colour) she takes the same four actions
    in the same places; the tile she places is the top tile 2 spaces on.
    CV-SOLO-KATHERINE-07."""
    s = example_position(assistant)
    landing = (assistant + 2) % 8
    s = with_tops(s, {landing: ("red", "blue", "green", "orange")[assistant % 4]})
    tile = s.stacks[landing][-1]
    after, events = solo_turn(s)
    assert after.players[KATHERINE].assistant == landing
    assert actions_started(events, KATHERINE, "colour") == ["red", "green", "blue", "green"]
    assert cubes_placed(events, KATHERINE) == [(15, "red", 2), (15, "blue", 2)]
    assert after.solo[KATHERINE].tiles[space_of("D")] == tile


def test_orange_is_the_basic_raze_action_in_her_structure_order():
    """08 Solo mode, Katherine, step 2: each colour is that colour's basic action at level 1
    (interpretation from the example) and "Any time Katherine interacts with a structure,
    they will select structures in this order: natural, golden, silver, brown." On the
    first-quadrant space (red, orange): 2 red cubes in 5 (the highest section of the first
    quadrant), then 1 structure razed there: the golden before the brown, into the queue,
    with her cube on its icon. CV-SOLO-KATHERINE-10, CV-SOLO-KATHERINE-04."""
    s = with_structures(solo_game("katherine"), 5, "brown", "golden")
    s = katherine_to_move(s, space_of("A"))
    after, events = solo_turn(s)
    assert actions_started(events, KATHERINE, "colour") == ["red", "orange"]
    assert cubes_placed(events, KATHERINE) == [(5, "red", 2)]
    assert after.site(5).structures == ("brown",)
    assert after.site(5).icons[KATHERINE] == 1
    assert after.queue == s.queue + ("golden",)
    assert solo_vp(events, KATHERINE) == []


def test_empty_stack_no_tile_but_the_supervisor_still_moves():
    """08 Solo mode, Katherine, step 4 (ruling S5): with no tile beside her assistant she
    places nothing, the red tile stays beside her supervisor's old space, and the supervisor
    still moves on. Her actions come from her mat, so she still takes all four and scores no
    "missed action" VP. CV-SOLO-KATHERINE-23, CV-SOLO-KATHERINE-12."""
    s = with_tops(example_position(), {2: ""})
    after, events = solo_turn(s)
    d = space_of("D")
    assert len(actions_started(events, KATHERINE)) == 4 and solo_vp(events, KATHERINE) == []
    assert after.solo[KATHERINE].tiles[d] == "red"
    assert after.box == s.box
    assert after.solo[KATHERINE].space == (d + 1) % RING


# --- reaching the supervisor symbol: achievements to the box --------------------------------------

def before_symbol(**tiles):
    """Her supervisor one space before the supervisor-symbol space, so step 4 moves it
    there. The step-2 actions of that space all find work (no VP from them)."""
    before = (SYMBOL - 1) % RING
    s = with_tops(solo_game("katherine"), {2: "green"})
    return katherine_to_move(s, before, **tiles)


def symbol_colours(**tiles) -> tuple[str, str]:
    """The colours of the symbol space's row: the tile lying there, else the print."""
    row = MAT.ring[SYMBOL].colours
    lying = tiles.get(MAT.ring[SYMBOL].quadrant, "")
    return (lying or row[0],) + tuple(row[1:])


def test_reaching_the_symbol_removes_the_lowest_tile_of_each_matching_row():
    """08 Solo mode, Katherine, step 4: "If the supervisor reaches the quadrant icon marked
    with the supervisor symbol, Katherine immediately removes 2 achievement tiles from the
    achievements table and returns them back to the game box. Katherine chooses the lowest
    numbered achievement tiles from slots that match the color tiles in the column or row
    on the solo player mat." A blue tile lies on the symbol row's closest space (its other
    space is printed red): the lowest blue (9) and lowest red (3) go to the box.
    CV-SOLO-KATHERINE-20, CV-SOLO-KATHERINE-19, CV-SOLO-KATHERINE-25."""
    quadrant = MAT.ring[SYMBOL].quadrant
    colours = symbol_colours(**{quadrant: "blue"})
    assert colours == ("blue", "red")          # our reconstructed print: orange, red
    s = with_table(before_symbol(**{quadrant: "blue"}), red=(7, 3), blue=(14, 9),
                   orange=(12, 5))
    after, events = solo_turn(s)
    assert after.solo[KATHERINE].space == SYMBOL
    assert table_row(after, "red") == (7, 0) and table_row(after, "blue") == (14, 0)
    assert table_row(after, "orange") == (12, 5)             # the printed orange is covered
    # back to the game box: on no table slot, with no player
    for tile in (3, 9):
        assert tile not in after.table
        assert all(tile not in p.achievements for p in after.players)
    assert solo_vp(events, KATHERINE) == []


@pytest.mark.parametrize("red_row, multi, left, vp", [
    ((7, 3), 0, (0, 0), []),           # both red tiles go
    ((7, 0), 0, (0, 0), [5]),          # one red tile goes, 5 VP for the missing one
    ((0, 0), 20, (0, 0), [5, 5]),      # none: 5 VP each; the multicoloured one stays
])
def test_same_colour_twice_removes_two_tiles_of_that_row_5_vp_per_missing(red_row, multi,
                                                                          left, vp):
    """08 Solo mode, Katherine, step 4: "If there is no achievement tile on the achievement
    table for a color, Katherine scores 5 victory points instead." (DE: "jeweils 5
    Siegpunkte", 5 VP each). A red tile lies on the symbol row's closest space and its other
    space is printed red: both removals are red, so the two lowest red tiles go; each one
    missing scores 5 VP; the multicoloured space does not count as red (ruling S10).
    CV-SOLO-KATHERINE-26, CV-SOLO-KATHERINE-21, CV-SOLO-KATHERINE-22."""
    quadrant = MAT.ring[SYMBOL].quadrant
    assert symbol_colours(**{quadrant: "red"}) == ("red", "red")
    s = with_table(before_symbol(**{quadrant: "red"}), red=red_row, blue=(14, 9), multi=multi)
    assert symbol_shortfall(s, KATHERINE) == sum(vp)     # what the strong bot expects of it
    after, events = solo_turn(s)
    assert table_row(after, "red") == left
    assert table_row(after, "blue") == (14, 9) and table_row(after, "") == (multi,)
    assert solo_vp(events, KATHERINE) == vp
    assert after.players[KATHERINE].score == s.players[KATHERINE].score + sum(vp)
