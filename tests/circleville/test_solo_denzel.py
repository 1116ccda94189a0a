"""Solo player Denzel ("08 Solo mode", "Solo Player: Denzel"): his worked examples and his
special action, each played through the rules as the move `SoloTurn()`.

Positions are built by hand from a real solo setup (human seat 0, Denzel seat 1). Where
our reconstructed board data (rondel colours, section contents) is not the printed one,
the position is arranged so the situation the rulebook describes holds; comments say so.

Rondel (board.yaml, reconstructed): 0 green (start), 1 red, 2 blue, 3 orange, 4 green,
5 red, 6 blue, 7 orange. Quadrants by colour: red A (1-5), blue B (6-10), orange C
(16-20), green D (11-15). Denzel's mat columns: red, blue, orange, green.
"""
import attrs

from circleville.completion import LAST_SECTION
from circleville.events import EndTriggered, SectionScored
from circleville.state import NOBODY, SoloSeat, colour_index, replace
from circleville.scoring import section_values

from .solo_support import (actions_started, cubes_placed, solo_game, solo_to_play, solo_turn,
                           solo_vp, with_solo, with_tops)
from .support import COMP, complete, put, with_player, with_site, with_structures

HUMAN, DENZEL = 0, 1
COLUMNS = ("red", "blue", "orange", "green")   # his mat columns (solo_mats.yaml)


# --- building positions ------------------------------------------------------------------------

def denzel_to_move(state, assistant: int, last: int = 0, **tiles: int):
    """Denzel's turn is next: his assistant on `assistant`, `tiles` action tiles per column
    of his mat (e.g. red=2), his supervisor memo on section `last`."""
    counts = tuple(tiles.get(c, 0) for c in COLUMNS)
    return solo_to_play(state, DENZEL, assistant, tiles=counts, last=last)


def denzel_lands_on(state, space: int, tile: str, **tiles: int):
    """Denzel will end step 1 on rondel `space` with a `tile` tile beside it: every stack
    shows `tile`, and he starts one space before. (Whichever colour he seeks, the first
    stack clockwise shows `tile` or no stack shows his colour: either way 1 space.)"""
    state = with_tops(state, {s: tile for s in range(len(state.stacks))})
    return denzel_to_move(state, (space - 1) % len(state.stacks), **tiles)


def covered(state, sections, road: str, seat: int = HUMAN):
    """Every `road` square of these sections already holds a cube of `seat` (set directly:
    only the squares matter here, not where the cubes came from)."""
    for n in sections:
        if state.is_completed(n):
            continue
        printed = getattr(COMP.town.section(n), road)
        state = with_site(state, n, **{road: replace((0,) * state.n, seat, printed)})
    return state


def year_with_achievement(state):
    """The first year's bonus tile is already gone (an earlier completion by the human), so
    the next completion meets a year with an achievement tile beside it (reconstructed
    year track: achievement slots on every other year)."""
    tile = state.year_tiles[0]
    state = attrs.evolve(state, year_tiles=replace(state.year_tiles, 0, 0))
    state = with_player(state, HUMAN, year_bonus=state.players[HUMAN].year_bonus + (tile,))
    assert state.year_achievements[1], "the next year should hold an achievement tile"
    return state


# --- reading the outcome ----------------------------------------------------------------------

def scored(events) -> dict:
    """Section scoring: section -> ((seat, VP), ...) best first."""
    return {e.section: tuple(zip(e.ranking, e.points)) for e in events
            if isinstance(e, SectionScored)}


def tiles_of(state) -> dict:
    return dict(zip(COLUMNS, state.solo[DENZEL].tiles))


# --- setup and step 1 -------------------------------------------------------------------------

def test_setup_assistant_on_the_humans_start_space():
    """08 Solo mode, Denzel, set up: "Place Denzel's assistant on the same starting space as
    your assistant." CV-SOLO-DENZEL-01 (and his supervisor is beside the mat: no memo yet,
    an empty mat, CV-SOLO-DENZEL-02/-03)."""
    s = solo_game("denzel")
    assert s.players[DENZEL].assistant == s.players[HUMAN].assistant == 0
    assert COMP.board.rondel.spaces[0].smokestack
    assert s.solo[DENZEL] == SoloSeat("denzel", -1, (0, 0, 0, 0), 0, 0)


def test_example_step1_first_turn_all_colours_tied_moves_one_space():
    """08 Solo mode, Denzel, step 1, first example: "As Denzel's board starts empty, in the
    first turn of the game Denzel will move their assistant 1 space ... All colors are tied
    ... so the action tile on the first stack is the first tied color in clockwise
    direction." The tile of that stack is the one he puts on his mat in step 4.
    CV-SOLO-DENZEL-08, CV-SOLO-DENZEL-06, CV-SOLO-DENZEL-19."""
    s = solo_game("denzel")
    s = solo_to_play(s, DENZEL)                          # the human's turn is over
    first_tile = s.stacks[1][-1]
    assert first_tile                                    # a dealt stack shows its top
    after, _ = solo_turn(s)
    assert after.players[DENZEL].assistant == 1
    assert tiles_of(after)[first_tile] == 1 and sum(after.solo[DENZEL].tiles) == 1


def test_step1_goes_to_the_next_space_showing_his_fewest_colour():
    """08 Solo mode, Denzel, step 1: "Denzel moves their assistant in clockwise direction to
    the next space on the courthouse rondel with an action tile on top of the stack that
    matches the fewest tiles of that color currently on the solo player mat." Blue is his
    fewest colour; the first blue top is 3 spaces on, so he goes there, not 1 space.
    CV-SOLO-DENZEL-04, CV-SOLO-DENZEL-05."""
    s = with_tops(solo_game("denzel"), {1: "red", 2: "orange", 3: "blue", 4: "blue",
                                        5: "green", 6: "red", 7: "orange", 0: "green"})
    s = denzel_to_move(s, 0, red=1, orange=1, green=2)
    after, events = solo_turn(s)
    assert after.players[DENZEL].assistant == 3
    assert tiles_of(after)["blue"] == 1                  # the blue tile is the one he takes
    assert actions_started(events, DENZEL, "colour") == \
        ["orange", "orange", "blue"]                     # space 3 is orange


def test_step1_tie_goes_to_the_first_space_showing_any_tied_colour():
    """08 Solo mode, Denzel, step 1: "In case of a tie, go to the first tied color in
    clockwise direction on the rondel." Red and green tie for fewest (0); from space 5 the
    tops read orange (6), blue (7), green (0), red (1): green comes first, clockwise round
    the end of the rondel. CV-SOLO-DENZEL-06."""
    s = with_tops(solo_game("denzel"), {6: "orange", 7: "blue", 0: "green", 1: "red",
                                        2: "red", 3: "green", 4: "orange", 5: "blue"})
    s = denzel_to_move(s, 5, blue=1, orange=1)
    after, _ = solo_turn(s)
    assert after.players[DENZEL].assistant == 0
    assert tiles_of(after) == {"red": 0, "blue": 1, "orange": 1, "green": 1}


# --- the worked example, markers 1 to 10 ---------------------------------------------------------

def example_position():
    """The position of the Denzel example, arranged on our reconstructed data:
    - his mat: 2 red tiles (the next red is his third), 1 orange, 1 green, no blue, so blue
      is his fewest colour (marker 1);
    - no stack shows a blue tile (marker 1), and one space on from his assistant is a blue
      rondel space (our rondel: space 2) whose stack shows red (the tile of marker 5);
    - sections 6 and 7 (2 red, 2 blue squares each) have one red square done by the human,
      so the red action puts "2 purple cubes again in sections 6 and 7" (marker 3);
    - the next year holds an achievement tile, so the completion pays 1 + 2 VP (marker 6)."""
    s = year_with_achievement(solo_game("denzel"))
    s = put(s, 6, HUMAN, red=1)
    s = put(s, 7, HUMAN, red=1)
    s = with_tops(s, {0: "green", 1: "orange", 2: "red", 3: "orange", 4: "green",
                      5: "red", 6: "green", 7: "orange"})
    return denzel_to_move(s, 1, red=2, orange=1, green=1)


def test_example_markers_1_to_4_step1_and_actions_in_6_and_7():
    """08 Solo mode, Denzel, example: (1) "Denzel's assistant should move to a rondel space
    with a blue action tile ... As there is no blue action tile, Denzel moves the assistant
    1 space forward." (2) "Denzel takes their actions in the second quadrant ... 2 blue
    level 1 Construct roads actions and places a total of 4 purple cubes in sections 6 and
    7, then they take 1 red level 1 Deconstruct roads action and place 2 purple cubes again
    in sections 6 and 7. ... Denzel places their supervisor in section 7."
    CV-SOLO-DENZEL-07, CV-SOLO-DENZEL-10, CV-SOLO-DENZEL-11, CV-SOLO-DENZEL-12,
    CV-SOLO-DENZEL-13, CV-SOLO-DENZEL-16, CV-SOLO-DENZEL-17."""
    s = example_position()
    after, events = solo_turn(s)
    assert after.players[DENZEL].assistant == 2                       # (1) one space
    # (2) twice, then once
    assert actions_started(events, DENZEL, "colour") == ["blue", "blue", "red"]
    # lowest section of the second quadrant first: 6, then 7; basic actions of the colours
    assert cubes_placed(events, DENZEL) == [(6, "blue", 2), (7, "blue", 2), (6, "red", 1),
                                            (7, "red", 1)]
    assert after.site(6).blue[DENZEL] == 2 and after.site(6).red[DENZEL] == 1
    # only step 4's boxed tiles: every action was done
    assert solo_vp(events, DENZEL) == [1, 2]
    assert after.solo[DENZEL].last == 7                               # (4) supervisor in 7


def test_example_markers_5_to_10_third_red_tile_completes_section_7():
    """08 Solo mode, Denzel, example, step 4: "Denzel places the red action tile on their
    solo player mat. As it is the third red tile, Denzel immediately completes section 7.
    Denzel scores 6 victory points, while their human opponent only scores 1 victory
    point. Denzel cleans up the completed section and scores a total of 3 victory points
    for the year bonus tiles and achievement tiles returned to the game box. Then, Denzel
    places the section tile on the town, places a purple cube on the square next to the
    section number and advances their quadrant marker on the quadrant track by 1. Finally,
    Denzel removes the three red action tiles from their solo player mat."
    CV-SOLO-DENZEL-34, CV-SOLO-DENZEL-19, CV-SOLO-DENZEL-20, CV-SOLO-DENZEL-21,
    CV-SOLO-DENZEL-22, CV-SOLO-DENZEL-23, CV-SOLO-DENZEL-24, CV-SOLO-DENZEL-25,
    CV-SOLO-DENZEL-26, CV-SOLO-DENZEL-27, CV-SOLO-DENZEL-33."""
    s = example_position()
    after, events = solo_turn(s)
    # (5)/(6): section 7 completed at once (its brown and natural were still standing)
    assert after.is_completed(7) and not after.is_completed(6)
    assert scored(events) == {7: ((DENZEL, 6), (HUMAN, 1))}          # 2 x 3; human: 3rd value
    assert after.players[HUMAN].score == s.players[HUMAN].score + 1
    # 6 + 1 (year bonus tile) + 2 (achievement tile), nothing else this turn
    assert solo_vp(events, DENZEL) == [1, 2]
    assert after.players[DENZEL].score == s.players[DENZEL].score + 9
    assert after.year_tiles[1] == 0 and after.year_achievements[1] == 0   # both in the box
    assert after.players[HUMAN].year_bonus == s.players[HUMAN].year_bonus
    # (6)/(7): cleaned up, the section tile lies on the town, its structures in the queue
    site = after.site(7)
    assert site.red == site.blue == site.icons == (0, 0) and site.structures == ()
    assert len(site.plots) == COMP.town.section(7).tile.plots
    assert after.queue == s.queue + ("brown", "natural")
    # (8)/(9): the number cube and one space on the second quadrant's track
    assert site.number_cube == DENZEL
    assert after.players[DENZEL].markers == (0, 1, 0, 0)
    # his cubes: 6 placed, the 3 in 7 come back, 1 goes on the number square
    assert after.players[DENZEL].cubes == s.players[DENZEL].cubes - 6 + 3 - 1
    assert after.players[HUMAN].cubes == s.players[HUMAN].cubes + 1      # his red cube in 7
    # (10): the three red tiles go to the box; the other columns stay
    assert tiles_of(after) == {"red": 0, "blue": 0, "orange": 1, "green": 1}
    assert after.box[colour_index("red")] == s.box[colour_index("red")] + 3


# --- the special action's cases -------------------------------------------------------------------

def special_in_8_position():
    """Denzel on the blue space 2 with a red tile (his third red): blue, blue go to 6 and
    7, and the red action finds no red square in 6 or 7 (the human did them), so its two
    cubes go to 8, which keeps 1 red and 3 blue squares and its golden and natural."""
    s = put(solo_game("denzel"), 6, HUMAN, red=2)
    s = put(s, 7, HUMAN, red=2)
    return denzel_lands_on(s, 2, "red", red=2)


def test_special_completes_the_section_of_his_last_cubes_with_work_left():
    """08 Solo mode, Denzel, step 4: "Denzel immediately completes the section in which
    they last placed cubes (the section containing their supervisor)." Section 8 still has
    4 empty road squares and 2 structures; 6 and 7 are further on but were not his last
    cubes. The empty squares just stay empty: nobody fills or scores them. Denzel scores
    double first place (twice the box's first value) though he has only 2 cubes there.
    CV-SOLO-DENZEL-21, CV-SOLO-DENZEL-35, CV-SOLO-DENZEL-16, CV-SOLO-DENZEL-22."""
    s = special_in_8_position()
    after, events = solo_turn(s)
    assert cubes_placed(events, DENZEL) == [(6, "blue", 2), (7, "blue", 2), (8, "red", 2)]
    assert after.is_completed(8)
    assert not after.is_completed(6) and not after.is_completed(7)
    assert scored(events) == {8: ((DENZEL, 2 * section_values(8, 2)[0]),)}
    assert after.site(8).red == after.site(8).blue == (0, 0)
    assert after.players[DENZEL].cubes == s.players[DENZEL].cubes - 6 + 2 - 1
    assert solo_vp(events, DENZEL) == [1]   # the year bonus tile (this year has no achievement)


def test_special_structures_join_the_queue_in_his_structure_order():
    """08 Solo mode, Denzel, step 4 / set up: the structures still standing in the completed
    section go to the structures queue; he selects structures "in this order: brown,
    natural, golden, silver". Section 8 here holds silver, golden, natural, brown.
    CV-SOLO-DENZEL-31, CV-SOLO-DENZEL-09."""
    s = with_structures(special_in_8_position(), 8, "silver", "golden", "natural", "brown")
    after, _ = solo_turn(s)
    assert after.queue == s.queue + ("brown", "natural", "golden", "silver")
    assert all(not p.structure for p in after.site(8).plots)


def test_special_full_queue_builds_the_structures_at_once_in_the_section():
    """08 Solo mode, Denzel, step 4: "In the rare instance that Denzel completes a section
    with structures and there is no room on the structures queue, those structures are
    immediately built in the now completed section. Denzel places their purple cubes next
    to each structure and advances their quadrant marker on the matching quadrant track
    accordingly." Queue full (12); section 8's natural and golden are built on its two
    plots, in his order, each with his cube and a track space (+1 for first place).
    CV-SOLO-DENZEL-32."""
    s = special_in_8_position()
    full = ("silver",) * 12
    s = attrs.evolve(s, queue=full)
    after, _ = solo_turn(s)
    assert after.queue == full
    plots = after.site(8).plots
    assert [(p.structure, p.left) for p in plots] == [("natural", DENZEL), ("golden", DENZEL)]
    assert after.players[DENZEL].markers == (0, 3, 0, 0)
    # 6 cubes placed, 2 come back, 1 number cube, 2 beside the structures
    assert after.players[DENZEL].cubes == s.players[DENZEL].cubes - 6 + 2 - 1 - 2


def test_special_partial_queue_room_queues_in_his_order_and_builds_the_rest():
    """08 Solo mode, Denzel, step 4: "If some but not all of the structures can be placed on
    the structures queue, Denzel will place structures according to their structures order
    and immediately build the remainder in the now completed section." One free slot:
    natural (before golden in his order) joins the queue, golden is built by him.
    CV-SOLO-DENZEL-31, CV-SOLO-DENZEL-32."""
    s = special_in_8_position()
    s = attrs.evolve(s, queue=("silver",) * 11)
    s = with_structures(s, 8, "golden", "natural")       # printed order: golden first
    after, _ = solo_turn(s)
    assert after.queue == ("silver",) * 11 + ("natural",)
    built = [(p.structure, p.left) for p in after.site(8).plots if p.structure]
    assert built == [("golden", DENZEL)]
    assert after.players[DENZEL].markers == (0, 2, 0, 0)


def finishing_position(section: int, **tiles):
    """Denzel on the blue space 2 with a green tile: his first blue action finishes
    `section` (no structures, red squares his, exactly 2 blue squares left), the second
    finds no blue square anywhere (3 VP), the green build has an empty queue (3 VP)."""
    s = with_structures(solo_game("denzel"), section)    # no structures left
    s = covered(s, range(1, 21), "blue")
    s = with_site(s, section, blue=(0, 0))
    s = put(s, section, DENZEL, blue=COMP.town.section(section).blue - 2)
    s = put(s, section, DENZEL, red=COMP.town.section(section).red)
    s = attrs.evolve(s, queue=())
    return denzel_lands_on(s, 2, "green", green=2, **tiles)


def test_special_section_already_completed_takes_the_next_higher_open_section():
    """08 Solo mode, Denzel, step 4: "If the section where Denzel last placed cubes is
    already completed, find the next higher numbered section not yet completed in the same
    quadrant and complete that section immediately." His cubes finish 6 (completed by the
    ordinary rules); the special completes 7, where he has no cube: still 2 x 3 VP, the
    human (2 blue cubes there) 1 VP. CV-SOLO-DENZEL-28."""
    s = finishing_position(6)
    after, events = solo_turn(s)
    assert cubes_placed(events, DENZEL) == [(6, "blue", 2)]
    assert after.is_completed(6) and after.is_completed(7) and not after.is_completed(8)
    assert scored(events)[7] == ((DENZEL, 6), (HUMAN, 1))
    assert after.site(7).number_cube == DENZEL
    assert after.players[DENZEL].markers == (0, 2, 0, 0)     # 6 (first place) and 7
    # year bonus tile for 6; 3 + 3 for the impossible actions; 1 + 2 for 7's year
    assert solo_vp(events, DENZEL) == [1, 3, 3, 1, 2]


def test_special_no_higher_open_section_scores_8_and_still_boxes_the_tiles():
    """08 Solo mode, Denzel, step 4: "If there are no higher numbered sections in the same
    quadrant, Denzel scores 8 victory points." and "Finally, Denzel returns the 3 action
    tiles of the color from the solo player mat to the game box." His cubes finish 9; 10
    (the start section) is completed, so no section is completed by the special.
    CV-SOLO-DENZEL-29, CV-SOLO-DENZEL-39, CV-SOLO-DENZEL-33."""
    s = complete(finishing_position(9), 6, 7, 8)
    after, events = solo_turn(s)
    assert cubes_placed(events, DENZEL) == [(9, "blue", 2)]
    assert list(scored(events)) == [9]                       # the ordinary completion only
    # 1 for the year bonus tile of 9's completion, 3 + 3 for the impossible actions, 8
    assert solo_vp(events, DENZEL) == [1, 3, 3, 8]
    assert tiles_of(after)["green"] == 0
    assert after.box[colour_index("green")] == s.box[colour_index("green")] + 3


def test_special_without_any_action_this_turn_scores_8_and_still_boxes_the_tiles():
    """08 Solo mode, Denzel, step 4: "If Denzel did no actions on their turn (only scored
    victory points), Denzel scores 8 victory points." On the green space 4 with a green tile
    and an empty queue all three builds are impossible (3 VP each); the special completes
    nothing, not even section 7 where his supervisor stood from an earlier turn; the three
    green tiles still go to the box. CV-SOLO-DENZEL-30, CV-SOLO-DENZEL-39,
    CV-SOLO-DENZEL-14."""
    s = attrs.evolve(solo_game("denzel"), queue=())
    s = denzel_lands_on(s, 4, "green", green=2)
    s = with_solo(s, DENZEL, last=7)
    after, events = solo_turn(s)
    assert actions_started(events, DENZEL, "colour") == ["green", "green", "green"]
    assert solo_vp(events, DENZEL) == [3, 3, 3, 8]
    assert not scored(events) and after.completed == s.completed
    assert tiles_of(after)["green"] == 0
    assert after.box[colour_index("green")] == s.box[colour_index("green")] + 3


def test_special_completing_the_last_open_section_triggers_the_end():
    """08 Solo mode, Denzel, step 4 with 06 End of the game (the last section completed ends
    the game): every section but 7 is completed; his cubes go to 7 (its structures keep it
    open) and the special completes it, the last one. CV-SOLO-DENZEL-37, CV-SOLO-34."""
    s = complete(solo_game("denzel"), *[n for n in range(1, 21) if n != 7])
    s = denzel_lands_on(s, 2, "red", red=2)
    after, events = solo_turn(s)
    assert cubes_placed(events, DENZEL) == [(7, "blue", 2), (7, "red", 2)]
    assert after.completed == (1 << 20) - 1
    assert after.end_triggered and after.end_reason == LAST_SECTION
    assert [e.reason for e in events if isinstance(e, EndTriggered)] == [LAST_SECTION]


def test_empty_stack_no_tile_and_no_special_but_5_vp():
    """08 Solo mode, Denzel, step 2: "Near the end of the game it may be possible that there
    is no action tile next to the courthouse rondel space. In that case Denzel scores 5
    victory points for the missed action." With no tile he places none in step 4, so his
    2 red tiles stay and nothing is completed. CV-SOLO-DENZEL-38, CV-SOLO-DENZEL-15."""
    s = with_tops(solo_game("denzel"), {space: "" for space in range(8)})
    s = denzel_to_move(s, 1, red=2, blue=1)
    after, events = solo_turn(s)
    assert after.players[DENZEL].assistant == 2
    assert actions_started(events, DENZEL, "colour") == ["blue", "blue"]
    assert solo_vp(events, DENZEL) == [5]
    assert tiles_of(after) == {"red": 2, "blue": 1, "orange": 0, "green": 0}
    assert not scored(events) and after.box == s.box
    assert after.solo[DENZEL].last == 7                  # blue cubes went to 6, then 7


def test_special_full_queue_without_cubes_still_builds_every_structure():
    """08 Solo mode, Denzel, step 4, with "If a solo player runs out of cubes, the solo player
    cannot complete actions" (Take actions): the structures of a full-queue completion have
    nowhere else to go, so they are built even when his cubes run out; only those with a
    cube move his marker, and the queue never holds more than 12. CV-SOLO-DENZEL-32."""
    s = special_in_8_position()
    s = attrs.evolve(s, queue=("silver",) * 12)
    full, _ = solo_turn(s)
    spare = full.players[DENZEL].cubes + 2      # leaves him 1 cube after the clean-up
    s = with_player(s, DENZEL, cubes=s.players[DENZEL].cubes - spare)
    after, _ = solo_turn(s)
    assert after.queue == ("silver",) * 12
    plots = after.site(8).plots
    assert [p.structure for p in plots] == ["natural", "golden"]
    assert [p.left for p in plots] == [DENZEL, NOBODY]
    assert after.players[DENZEL].cubes == 0
    assert after.players[DENZEL].markers == (0, 2, 0, 0)
