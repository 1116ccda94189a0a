"""Solo mode, the rules shared by every solo player ("08 Solo mode": set up, sequence of play,
take actions, completing a section, final scoring; "07 Game end and final scoring" for the
end and the winner). Each test builds a position by hand and plays the solo turn move
`SoloTurn()` (or the final `SoloFinal()`) through the rules, then checks the printed effect.

Positions: seat 0 is the human (a bot standing in), seats 1.. the solo players in the order
given. Solo players' mats are reconstructed data (solo_mats.yaml): Bertha's track is
B, C, D, A from the top, Carsten's ring A, B, C, D; the rondel is printed green, red, blue,
orange, green, red, blue, orange; quadrants: A 1-5, B 6-10, C 16-20, D 11-15.
"""
import itertools

import attrs
import pytest

from circleville.completion import LAST_SECTION
from circleville.events import (ActionTileTaken, AssistantMoved, CubesPlaced,
                                FinalActionStarted, PointsScored, SectionScored)
from circleville.mat import COLOURS
from circleville.moves import SoloFinal, SoloTurn
from circleville.rules import RULES
from circleville.solo.engine import NAMES
from circleville.solo.mats import solo_mats
from circleville.state import ACTION_TILE, FINAL, OVER, Turn, replace
from circleville.tiles import LAST_YEAR_TILE
from circleville.town import free_squares, neighbours
from circleville.turn import seat_colours
from shared.bots import make_controller
from shared.engine.contract import ConfigError
from shared.engine.match import Match

from .solo_support import solo_game, solo_to_play, solo_turn, with_solo, with_tops
from .support import COMP, RONDEL_COLOURS, build_on, complete, put, with_player, with_site

TOWN = COMP.town
QUADRANT = {q.id: q.sections for q in TOWN.quadrants}     # A 1-5, B 6-10, C 16-20, D 11-15


# --- helpers -------------------------------------------------------------------------------------

def fill_colour(state, sections, colour):
    """Every free `colour` road square of the (incomplete) sections taken by the human."""
    for n in sections:
        if not state.is_completed(n):
            state = put(state, n, 0, **{colour: free_squares(state, n, colour)})
    return state


def placed(before, after, seat, colour):
    """Cubes `seat` put on `colour` squares, per section ({section: count})."""
    out = {}
    for n in range(1, len(TOWN.sections) + 1):
        k = getattr(after.site(n), colour)[seat] - getattr(before.site(n), colour)[seat]
        if k:
            out[n] = k
    return out


def bertha_acts(state, seat, quadrant, colour):
    """Bertha's next turn does two `colour` actions at level 3 starting in `quadrant`: her
    supervisor on that quadrant's icon with a `colour` tile beside it, so step 1 seeks a
    `colour` top tile, found on the first rondel space printed `colour` (both actions then
    have that colour: the space's and the tile's)."""
    m = solo_mats().bertha
    space = m.space_of_quadrant(quadrant)
    tiles = replace(state.solo[seat].tiles, space, colour)
    target = RONDEL_COLOURS.index(colour)
    state = with_tops(state, {target: colour})
    return solo_to_play(state, seat, (target - 1) % len(RONDEL_COLOURS), space=space,
                        tiles=tiles)


def carsten_acts(state, seat, quadrant, rondel_colour):
    """Carsten's next turn: supervisor on `quadrant`'s ring space, assistant one space before
    the first space printed `rondel_colour` (he moves exactly 1) and a `rondel_colour` top
    tile there: a pair of `rondel_colour` beside the single colour printed on his mat."""
    space = solo_mats().carsten.space_of_quadrant(quadrant)
    target = RONDEL_COLOURS.index(rondel_colour)
    state = with_tops(state, {target: rondel_colour})
    return solo_to_play(state, seat, (target - 1) % len(RONDEL_COLOURS), space=space,
                        tiles=("",) * len(solo_mats().carsten.spaces))


def at_final_action(state, seat):
    """The end is triggered, the last round is over and `seat` takes its final action."""
    return attrs.evolve(state, end_triggered=True, end_reason=LAST_SECTION,
                        turn=Turn(seat, FINAL, colours=COLOURS, pick_one=True))


def game_over(state, scores, human_tiles=0):
    """Final scoring done with nothing more scored: `scores` are the totals."""
    players = tuple(attrs.evolve(p, score=v) for p, v in zip(state.players, scores))
    state = attrs.evolve(state, players=players, final=((0,) * 6,) * state.n,
                         turn=Turn(0, OVER))
    mat = ((ACTION_TILE,) * human_tiles, (), (), ())
    return with_player(state, 0, mat=mat)


# --- set up ---------------------------------------------------------------------------------------

def test_cv_solo_02_one_solo_player_first_later_up_to_three():
    """CV-SOLO-02 (08 Solo mode, intro and Set up 1): "For your first solo game you should
    play against a single solo player. After that you may play against one, two, or three
    solo players." One solo player makes a 2-seat game that plays its solo turn; three
    make a 4-seat game; a fourth solo player is refused."""
    one = solo_game("bertha")
    assert one.n == 2 and one.solo[1].name == "bertha"
    assert RULES.decision(solo_to_play(one, 1)).moves == (SoloTurn(),)
    for combo in itertools.combinations(NAMES, 3):
        three = solo_game(*combo)
        assert three.n == 4 and tuple(s.name for s in three.solo[1:]) == combo
    with pytest.raises(ConfigError, match="at most three"):
        RULES.make_config(("greedy",) + NAMES, {}, 1)


def test_cv_solo_03_setup_is_the_multiplayer_setup_with_changes():
    """CV-SOLO-03 (08 Solo mode, Set up): "Follow the set up for the multiplayer game with the
    following changes". Everything the changes do not touch is as in a 2-player game: the
    town (start section tile, structures on the sections, 2 naturals in the queue), every
    seat's supply, disc, assistant, markers and supervisor, the year track and the stacks;
    the changes: 6 equipment tiles without #22, the human first."""
    for start in (10, 15):
        solo = solo_game("denzel", seed=4, **{"start-section": str(start)})
        multi = Match(RULES, RULES.make_config(("greedy", "greedy"),
                                               {"start-section": str(start)}, 4)).state
        assert solo.start == multi.start == start
        assert solo.sites == multi.sites and solo.completed == multi.completed
        assert solo.queue == multi.queue == ("natural", "natural")
        for p, q in zip(solo.players, multi.players):
            assert (p.cubes, p.score, p.markers, p.supervisor, p.assistant, p.mat) == (
                q.cubes, q.score, q.markers, q.supervisor, q.assistant, q.mat)
        assert len(solo.year_tiles) == len(multi.year_tiles)
        assert solo.year_tiles[-1] == multi.year_tiles[-1] == LAST_YEAR_TILE
        assert [bool(a) for a in solo.year_achievements] == [bool(a) for a in multi.year_achievements]
        assert [len(s) for s in solo.stacks] == [len(s) for s in multi.stacks]
        assert (len(solo.upcoming), solo.bag) == (len(multi.upcoming), multi.bag)
        assert solo.table == multi.table
        # the changes (CV-SOLO-06, -07, -09)
        assert len(solo.equipment) == 6 and 22 not in solo.equipment
        assert solo.first == 0


def test_cv_solo_35_human_cannot_take_a_chosen_solo_players_colour():
    """CV-SOLO-35 (03 Game components: "player mats/solo player mats (1 each in four player
    colors. Solo mats are on the other side)"; 08 Solo mode, Set up 2: "take their mat and all
    the components of the matching color"). Each solo player plays the colour of its mat, so
    for every choice of solo players the human gets a colour none of them uses."""
    by_name = {side.name.lower(): side.colour for side in COMP.mat.solo_sides}
    assert sorted(by_name.values()) == sorted(COMP.inventory.player_colours)
    for k in (1, 2, 3):
        for combo in itertools.combinations(NAMES, k):
            state = Match(RULES, RULES.make_config(("human",) + combo, {}, 1)).state
            colours = seat_colours(state)
            assert colours[1:] == tuple(by_name[n] for n in combo)
            assert colours[0] not in colours[1:]
    # without solo players the seats take the colours in the inventory's order
    state = Match(RULES, RULES.make_config(("human", "greedy"), {}, 1)).state
    assert seat_colours(state) == COMP.inventory.player_colours[:2]


# --- sequence of play -------------------------------------------------------------------------------

def test_cv_solo_10_solo_players_follow_the_human_in_seating_order():
    """CV-SOLO-10 (08 Solo mode, Set up 5 and 06 Sequence of play): "You, the human player,
    are the first player" and "Beginning with the first player and continuing in clockwise
    direction, everyone takes their turns". After the human's turn the solo players play in
    seating order, then the human starts the next round."""
    m = Match(RULES, RULES.make_config(("random", "katherine", "bertha", "carsten"), {}, 2))
    human = make_controller(RULES, "random", 0, 2)
    while m.decision().seat == 0:
        m.play(human.choose(m.state, m.decision(), len(m.log)))
    order = []
    while m.decision().seat != 0:
        d = m.decision()
        assert d.moves == (SoloTurn(),)
        order.append(m.state.solo[d.seat].name)
        m.play(SoloTurn())
    assert order == ["katherine", "bertha", "carsten"]
    assert m.state.turn.seat == 0 and m.state.round == 2


# --- take actions -----------------------------------------------------------------------------------

def test_cv_solo_13_no_work_in_its_quadrant_tries_the_next_clockwise():
    """CV-SOLO-13 (08 Solo mode, Take actions): "When a solo player takes an action and ...
    cannot take the action at all in the designated quadrant, the solo player will attempt
    ... the action in the other quadrants in clockwise order until they are able to conduct
    the action." Bertha's two red actions (3 cubes each) start in the second quadrant; it
    and the next one (third) have no red square left, so all six cubes go to the fourth
    quadrant, highest-numbered section first (15, then 14), none to the first."""
    s = solo_game("bertha")
    s = fill_colour(s, QUADRANT["B"] + QUADRANT["C"], "red")
    s = bertha_acts(s, 1, "B", "red")
    after, _ = solo_turn(s)
    in_15 = TOWN.section(15).red
    assert placed(s, after, 1, "red") == {15: in_15, 14: 6 - in_15}
    assert after.players[1].score == s.players[1].score        # done, so no VP instead


def test_cv_solo_15_clockwise_wraps_from_the_fourth_to_the_first_quadrant():
    """CV-SOLO-15 (08 Solo mode, Take actions: "in the other quadrants in clockwise order";
    04 Game concepts, Quadrants: first A, second B, third C, fourth D). Starting after the
    designated quadrant and going round: from the fourth quadrant the next is the first,
    not the third. Bertha's red actions start in D, whose red squares are all taken: the
    cubes go to A (5, 4, 3 by her highest-number rule), none to B or C."""
    s = solo_game("bertha")
    s = fill_colour(s, QUADRANT["D"], "red")
    s = bertha_acts(s, 1, "D", "red")
    after, _ = solo_turn(s)
    assert placed(s, after, 1, "red") == {5: 2, 4: 2, 3: 2}


def test_cv_solo_29_rest_of_an_action_goes_to_the_next_section_of_the_quadrant_first():
    """CV-SOLO-29 (08 Solo mode, Take actions; Bertha example: she places in section 5, then
    4 of the first quadrant). When a section has no room for the rest of an action, the solo
    player goes on in the next section of the same quadrant by its numbering rule, and only
    when the quadrant is exhausted in the next quadrant clockwise. Here A has one red square
    left in 5 and one in 4: the first action puts 1 in 5, 1 in 4, then 1 in B's highest open
    section (9; 10 is the start tile); the second action finds A full and goes on in B,
    filling 9 and then 8."""
    s = solo_game("bertha")
    s = fill_colour(s, (1, 2, 3), "red")
    for n in (4, 5):
        s = put(s, n, 0, red=TOWN.section(n).red - 1)
    s = bertha_acts(s, 1, "A", "red")
    after, _ = solo_turn(s)
    in_9 = TOWN.section(9).red        # two actions of 3: after 5 and 4, B from the top
    assert placed(s, after, 1, "red") == {5: 1, 4: 1, 9: in_9, 8: 6 - 2 - in_9}


def test_cv_solo_28_solo_players_ignore_supervisor_adjacency():
    """CV-SOLO-28 (08 Solo mode, Take actions: "in the designated quadrant"; Bertha step 2:
    "in the highest possible numbered section"; 04 Game concepts, Supervisors: "Normally, you
    may only do work in the section in which your supervisor resides"). A solo player works
    where its numbering rule points, however far from its supervisor pawn: Bertha's pawn
    stays on start section 10 and she works in section 5, which does not border it."""
    s = solo_game("bertha")
    pawn = s.players[1].supervisor
    assert pawn == 10 and 5 not in neighbours(s, pawn) and 5 != pawn
    s = bertha_acts(s, 1, "A", "red")
    after, _ = solo_turn(s)
    assert placed(s, after, 1, "red")[5] == TOWN.section(5).red
    assert after.players[1].supervisor == pawn


def test_cv_solo_30_solo_assistants_count_every_space_and_may_share_one():
    """CV-SOLO-30 (Carsten step 1: "moves their assistant 1 space in clockwise direction";
    Katherine step 1: "moves their assistant exactly 2 spaces"; ruling S4). Unlike a human
    (06 Step 1: "You may skip any spaces occupied by assistants belonging to other players
    and not count those spaces"), a solo player counts occupied spaces and may end on one.
    Katherine, with the human on the next space and Carsten on the one after, ends on
    Carsten's space; Carsten, with the human on his next space, ends there."""
    s = solo_game("katherine", "carsten")
    s = with_player(s, 1, assistant=0)
    s = with_player(s, 0, assistant=1)
    s = with_player(s, 2, assistant=2)
    after, events = solo_turn(solo_to_play(s, 1))
    assert AssistantMoved(1, 2) in events and after.players[1].assistant == 2
    s = with_player(s, 2, assistant=4)
    s = with_player(s, 0, assistant=5)
    after, events = solo_turn(solo_to_play(s, 2))
    assert AssistantMoved(2, 5) in events and after.players[2].assistant == 5


def test_cv_solo_33_build_beautify_improve_move_the_marker_one_per_cube():
    """CV-SOLO-33 (05 basic action Build: "Increase your marker ... for each cube you place in
    the quadrant"; Beautify and Improve the same; 08 Solo mode: "Each solo player acts like a
    human player"). Denzel's three green level 1 actions build 3 structures in the fourth
    quadrant (on 11's plots, then on 12's): his D marker goes up 3. Carsten's orange pair
    beautifies a completed section, his blue pair improves a structure: 1 each on the A track;
    his single red road action moves no marker."""
    # Denzel: from a green space (quadrant D) with a green tile: 3 builds
    s = solo_game("denzel")
    s = complete(s, 11, 12)
    s = attrs.evolve(s, queue=("natural", "brown", "silver"))
    s = with_player(s, 1, assistant=3)
    s = solo_to_play(with_tops(s, {4: "green"}), 1)
    after, _ = solo_turn(s)
    built = [(n, i) for n in (11, 12) for i, p in enumerate(after.site(n).plots) if p.left == 1]
    plots = [(n, i) for n in (11, 12) for i in range(TOWN.section(n).tile.plots)]
    assert built == plots[:3] and built[-1][0] == 12
    assert after.players[1].markers == (0, 0, 0, 3)
    # Carsten, orange pair: beautify completed section 3 (A)
    s = complete(solo_game("carsten"), 3)
    s = carsten_acts(s, 1, "A", "orange")
    after, _ = solo_turn(s)
    assert after.site(3).beautify == (1,)
    assert after.players[1].markers == (1, 0, 0, 0)
    assert placed(s, after, 1, "red") == {1: 2}                 # the single red action
    # Carsten, blue pair: improve the human's structure in section 3 (A)
    s = build_on(complete(solo_game("carsten"), 3), 3, 0, "brown", left=0)
    s = carsten_acts(s, 1, "A", "blue")
    after, _ = solo_turn(s)
    assert after.site(3).plots[0].right == 1
    assert after.players[1].markers == (1, 0, 0, 0)


# --- completing a section, the end --------------------------------------------------------------------

def test_cv_solo_23_solo_players_rank_in_section_scoring_like_humans():
    """CV-SOLO-23 (08 Solo mode: "Each solo player acts like a human player"; 05 Step I:
    "The player with the most cubes scores first place victory points, the player with the
    second-most cubes scores second place"; Step IV: first place puts a cube on the section
    number and moves 1 up the quadrant track). Section 5 (2 players: 3/1) completes in
    Bertha's red action. With more cubes she is first: 3 VP, the number cube and 1 step on
    the A track, the human 1 VP; with fewer she is second: 1 VP and nothing else."""
    base = with_site(solo_game("bertha"), 5, structures=())
    # Bertha first: she has 1 blue cube there, the human 1; she adds the 2 red ones
    s = put(put(base, 5, 0, blue=1), 5, 1, blue=1)
    s = bertha_acts(s, 1, "A", "red")
    after, events = solo_turn(s)
    assert SectionScored(5, (1, 0), (3, 1)) in events
    assert after.site(5).number_cube == 1
    assert after.players[1].markers[0] == 1 and after.players[0].markers[0] == 0
    assert (after.players[1].section_vp, after.players[0].section_vp) == (3, 1)
    # Bertha second: the human has 3 cubes there, she adds the last red one
    s = put(base, 5, 0, red=1, blue=2)
    s = bertha_acts(s, 1, "A", "red")
    after, events = solo_turn(s)
    assert SectionScored(5, (0, 1), (3, 1)) in events
    assert after.site(5).number_cube == 0
    assert after.players[0].markers[0] == 1 and after.players[1].markers[0] == 0
    assert (after.players[0].section_vp, after.players[1].section_vp) == (3, 1)


def test_cv_solo_34_solo_player_completing_the_last_section_triggers_the_end():
    """CV-SOLO-34 (07 Game end: "The end of the game is triggered when you complete the last
    section in Circleville. The final round of the game is finished when all players had the
    same number of turns."). Bertha (seat 1 of 3) completes section 5, the last one: the end
    is triggered, Carsten still plays his turn of the round, then the final actions begin
    with the human, the first player."""
    s = solo_game("bertha", "carsten")
    s = complete(s, *[n for n in range(1, 21) if n != 5])
    s = put(with_site(s, 5, structures=()), 5, 0, blue=TOWN.section(5).blue)
    s = bertha_acts(s, 1, "A", "red")
    after, _ = solo_turn(s)
    assert after.is_completed(5)
    assert after.end_triggered and after.end_reason == LAST_SECTION
    assert RULES.decision(after).seat == 2 and RULES.decision(after).moves == (SoloTurn(),)
    after, _ = solo_turn(after)
    assert after.turn.phase == FINAL and RULES.decision(after).seat == 0


def test_cv_end_15_solo_final_action_just_scores_3_vp():
    """CV-END-15 (08 Solo mode, Take actions: "The action for the final game turn for each
    solo player is to score 3 victory points"; 07 Game end: "Do not move at the courthouse
    rondel and do not collect any more action tiles"). Bertha's final action scores 3 VP and
    does nothing else: no rondel move, no tile, no cube; then Carsten's final action."""
    s = at_final_action(solo_game("bertha", "carsten"), 1)
    after, events = solo_turn(s, SoloFinal())
    assert [e for e in events if isinstance(e, PointsScored)] == [PointsScored(1, 3, "solo")]
    assert not [e for e in events if isinstance(e, (AssistantMoved, ActionTileTaken, CubesPlaced))]
    assert FinalActionStarted(2, COLOURS) in events
    assert (after.turn.seat, after.turn.phase) == (2, FINAL)
    assert after.players[1] == attrs.evolve(s.players[1], score=3, other_vp=3)
    assert (after.solo, after.stacks, after.sites) == (s.solo, s.stacks, s.sites)


def test_cv_solo_25_no_supervisor_bonus_for_solo_players():
    """CV-SOLO-25 (08 Solo mode, Final scoring: "At the end of the game the solo players only
    score victory points for their rank in each quadrant"; 07 Supervisor bonus: "increase your
    quadrant marker one step on the quadrant track where your supervisor is located"). The
    human's and Bertha's pawns both stand on section 10 (B), both markers on 2 in B: the human
    gains the step (3) and takes first place (9 VP); Bertha stays on 2 and is second (6)."""
    s = solo_game("bertha", "carsten")
    assert s.players[0].supervisor == s.players[1].supervisor == 10
    s = with_player(s, 0, markers=(0, 2, 0, 0))
    s = with_player(s, 1, markers=(0, 2, 0, 0))
    s = at_final_action(s, 2)                       # Carsten's is the last final action
    after, _ = solo_turn(s, SoloFinal())
    assert after.over
    assert after.players[0].markers == (0, 3, 0, 0)
    assert after.players[1].markers == (0, 2, 0, 0)
    assert after.players[2].markers == (0, 0, 0, 0)
    assert (after.final[0][1], after.final[1][1]) == (9, 6)


# --- the winner --------------------------------------------------------------------------------------

def test_cv_win_06_human_must_beat_every_solo_player_ties_by_tiles_on_solo_mats():
    """CV-WIN-06 (07 Determining the winner: "the player with the most victory points after
    final scoring! In case of a tie, the tied player with more action tiles on their player
    mat is the winner ... If there is still a tie, the tied players share the victory";
    08 Solo mode: the solo players act like human players). The human wins only with more
    VP than every solo player; a tie with Bertha is broken by her tiles on her solo mat."""
    s = solo_game("bertha", "carsten")
    s = with_solo(s, 1, tiles=("red", "blue", "", ""))      # 2 tiles on Bertha's mat
    s = with_solo(s, 2, tiles=("green", "", "", ""))
    # beating one solo player is not enough
    assert RULES.result(game_over(s, (30, 31, 10), human_tiles=4)).winners == (1,)
    assert RULES.result(game_over(s, (32, 31, 10))).winners == (0,)
    # tie with Bertha: tiles on her solo mat against the human's action tiles
    assert RULES.result(game_over(s, (30, 30, 10), human_tiles=1)).winners == (1,)
    assert RULES.result(game_over(s, (30, 30, 10), human_tiles=3)).winners == (0,)
    assert RULES.result(game_over(s, (30, 30, 10), human_tiles=2)).winners == (0, 1)
