"""Rulebook "07 Game end and final scoring": the end trigger, the last round, the final
action, final scoring (with the quadrant example) and the winner."""
import attrs

from circleville import events as ev
from circleville.moves import (ChooseAction, EndTurn, FinishAction, MoveAssistant, PlaceCubes,
                               PlaceUsedTile, StepSupervisor, UseYearBonus)
from circleville.rules import RULES
from circleville.scoring import final_scoring, quadrant_points, winners
from circleville.state import ACTION_TILE, FINAL, OVER, RONDEL, Turn
from circleville.events import Emitter

from .support import (COLOURS, complete, fill_roads, hub, initial, kinds, legal, play,
                      space_of, supervisor_at, with_player, with_site, with_structures)


def last_section_left(players=3, first=1):
    """Everything but section 14 is complete and only the 3 VP tile is left on the year
    track; 14 lacks one red square; seat `first` is the first player and about to act."""
    state = initial(players)
    state = complete(state, *[n for n in range(1, 21) if n != 14])
    state = attrs.evolve(state, first=first,
                         year_tiles=(0,) * (len(state.year_tiles) - 1) + (19,),
                         year_achievements=(0,) * len(state.year_achievements))
    state = with_structures(fill_roads(state, 14, (first + 1) % players, leave_red=1), 14)
    return hub(supervisor_at(state, first, 14), first, space=space_of("red"), top="blue")


def pass_turn(state):
    """Play a turn doing nothing: any rondel move, Move your supervisor with no step for
    each action, no bonus action."""
    if state.turn.phase == RONDEL:
        state = play(state, next(m for m in legal(state) if isinstance(m, MoveAssistant) and not m.tile))
    while EndTurn() not in legal(state):
        colour = next(m.colour for m in legal(state) if isinstance(m, ChooseAction))
        state = play(state, ChooseAction(colour, "move_supervisor"), FinishAction())
    state = play(state, EndTurn())
    while kinds(state) == "closing":
        state = play(state, legal(state)[0])
    return state


def trigger(players=3, first=1):
    state = last_section_left(players, first)
    return play(state, ChooseAction("red", "basic"), PlaceCubes(), FinishAction())


def test_the_last_section_triggers_the_end():
    """CV-END-01, CV-END-02, CV-YB-40, CV-YB-41, CV-YB-42: completing the last section takes
    the last year bonus tile, the 3 VP tile: 3 VP at once (never kept for the unused-tile
    point) and the end of the game is triggered."""
    state = trigger()
    assert state.end_triggered and state.end_reason.startswith("the last section")
    assert state.players[1].score >= 3 and 19 not in state.players[1].year_bonus
    assert state.players[1].other_vp == 3


def test_the_round_is_finished():
    """CV-END-03, CV-END-04, CV-END-06, CV-TURN-03: after the trigger the round goes on
    (normal turns with rondel move and tile) up to the player to the right of the first
    player, then the final actions begin."""
    state = trigger(3, first=1)
    state = pass_turn(state)                                 # seat 1 finishes its turn
    assert state.turn.seat == 2 and state.turn.phase == RONDEL
    tiles = sum(len(c) for c in state.players[2].mat)
    state = pass_turn(state)
    assert sum(len(c) for c in state.players[2].mat) == tiles + 1   # a normal turn, tile included
    assert state.turn.seat == 0 and state.turn.phase == RONDEL
    state = pass_turn(state)                                 # seat 0 = right of the first player
    assert state.turn.phase == FINAL and state.turn.seat == 1


def test_trigger_on_the_last_players_turn():
    """CV-END-05: if the player to the right of the first player triggers it, no further
    normal turns are played."""
    state = trigger(3, first=1)
    state = attrs.evolve(state, turn=attrs.evolve(state.turn, seat=0), first=1)
    state = play(state, ChooseAction("blue", "move_supervisor"), FinishAction(), EndTurn())
    assert state.turn.phase == FINAL and state.turn.seat == 1


def final_for(state, seat=0):
    return attrs.evolve(state, turn=Turn(seat, FINAL, colours=COLOURS, pick_one=True),
                        end_triggered=True)


def test_final_actions():
    """CV-END-07, CV-END-08, CV-END-09, CV-END-12, CV-END-14: each player, from the first
    player on, takes exactly one action of any column at its level (basic or alternate); no
    rondel move, no tile, no bonus action; then final scoring ends the game."""
    state = trigger(3, first=1)
    for _ in range(3):
        state = pass_turn(state)
    order = []
    while state.turn.phase == FINAL:
        order.append(state.turn.seat)
        seat = state.turn.seat
        colours = {m.colour for m in legal(state) if isinstance(m, ChooseAction)}
        assert colours == set(COLOURS)
        assert not any(isinstance(m, MoveAssistant) for m in legal(state))
        mats = [p.mat for p in state.players]
        state = play(state, ChooseAction("green", "move_supervisor"), FinishAction())
        assert EndTurn() in legal(state)
        assert not any(type(m).__name__ == "BonusAction" for m in legal(state))
        assert not any(isinstance(m, ChooseAction) for m in legal(state))
        state = play(state, EndTurn())
        assert [p.mat for p in state.players][seat] == mats[seat]
    assert order == [1, 2, 0]
    assert state.turn.phase == OVER and RULES.result(state) is not None


def test_final_action_with_tiles_and_equipment():
    """CV-END-11, CV-END-13, CV-YB-07: unused year bonus tiles and equipment work in the
    final action (a Raze... here: Flexible Supervisor, and equipment 3's extra step)."""
    state = final_for(with_player(initial(3), 0, year_bonus=(7,), equipment=(3,)))
    assert any(type(m).__name__ == "MoveSupervisorAnywhere" for m in legal(state))
    state = play(state, ChooseAction("red", "move_supervisor"))
    assert state.turn.action.moves == 5
    state = play(state, StepSupervisor(1))
    assert state.players[0].supervisor == 1


# --- final scoring ------------------------------------------------------------------------------

def scored(state):
    em = Emitter(state)
    final_scoring(em)
    return em.state, em.events


def test_final_scoring_order_and_supervisor_bonus():
    """CV-SCORE-01, CV-SCORE-02, CV-SCORE-03: supervisor bonus first (+1 on the track of
    the supervisor's quadrant, "+10" when passing 10), then quadrants, achievements,
    unused year bonus tiles."""
    state = with_player(initial(2), 0, markers=(0, 10, 0, 0), supervisor=10)
    state = with_player(state, 1, supervisor=1)
    after, events = scored(state)
    assert after.players[0].markers == (0, 11, 0, 0) and after.players[1].markers == (1, 0, 0, 0)
    kinds_ = [type(e) for e in events]
    assert kinds_.index(ev.MarkerAdvanced) < kinds_.index(ev.FinalScored)
    from circleville.scoring import FINAL_CATEGORIES
    assert tuple(map(str, FINAL_CATEGORIES)) == (
        "Quadrant A", "Quadrant B", "Quadrant C", "Quadrant D", "Achievement tiles",
        "Unused year bonus tiles")


def markers(state, values):
    for seat, m in enumerate(values):
        state = with_player(state, seat, markers=m)
    return state


def test_the_quadrant_scoring_example():
    """CV-SCORE-13, CV-SCORE-04, CV-SCORE-05, CV-SCORE-07 (the final scoring example):
    Angelika's and Nicole's supervisors in the fourth quadrant +1 each; Angelika and Marion
    tied at 7, Nicole at 5; Angelika has more beautify cubes (3 vs 1): 9, 6, 3."""
    state = complete(initial(3), 11, 12, 13, 14)
    state = markers(state, [(0, 0, 0, 6), (0, 0, 0, 7), (0, 0, 0, 4)])
    state = supervisor_at(supervisor_at(supervisor_at(state, 0, 13), 2, 14), 1, 10)
    for number, seat in ((11, 0), (12, 0), (13, 0), (14, 1)):
        state = with_site(state, number, beautify=(seat,))
    after, events = scored(state)
    assert [p.markers[3] for p in after.players] == [7, 7, 5]
    assert after.final[0][3] == 9 and after.final[1][3] == 6 and after.final[2][3] == 3


def test_zero_markers_and_shared_ties():
    """CV-SCORE-06, CV-SCORE-08, CV-SCORE-09, CV-SCORE-10: a marker on 0 takes no rank;
    a tie the beautify cubes cannot break shares the added ranks, rounding up
    ((9+6)/2 = 7.5 -> 8 each), and the next player takes the 3rd rank."""
    state = markers(initial(4), [(5, 0, 0, 0), (5, 0, 0, 0), (2, 0, 0, 0), (0, 0, 0, 0)])
    assert quadrant_points(state, 0) == (8, 8, 3, 0)


def test_two_player_quadrants():
    """CV-SCORE-11, CV-SCORE-12: 1st and 3rd values with two players (9 and 3); a tie that
    survives the beautify tie-break gets (9 + 3) / 2 = 6 each."""
    state = markers(initial(2), [(4, 1, 0, 0), (2, 1, 0, 0)])
    assert quadrant_points(state, 0) == (9, 3)
    assert quadrant_points(state, 1) == (6, 6)


def test_achievements_and_unused_tiles_in_final_scoring():
    """CV-SCORE-14, CV-SCORE-15, CV-SCORE-16, CV-YB-16, CV-ACH-23: claimed achievements
    score (23: 3 per achievement, itself included), each unused year bonus tile 1 VP, used
    tiles on the mat nothing."""
    state = with_player(initial(2), 0, achievements=(23, 22), year_bonus=(1, 4),
                        mat=((ACTION_TILE, 7), (), (), ()))
    after, _ = scored(state)
    # 23: 2 achievements x 3; 22: 1 action tile on the mat (the used tile 7 does not count)
    assert after.final[0][4] == 6 + 1 and after.final[0][5] == 2


# --- the winner -----------------------------------------------------------------------------------

def ended(state, scores, tiles):
    for seat, (score, n) in enumerate(zip(scores, tiles)):
        state = with_player(state, seat, score=score, mat=((ACTION_TILE,) * n + (7,), (), (), ()))
    return attrs.evolve(state, final=((0,) * 6,) * state.n, turn=Turn(0, OVER))


def test_most_points_wins():
    """CV-WIN-01: the most VP after final scoring wins."""
    state = ended(initial(3), [30, 41, 12], [0, 0, 0])
    assert winners(state)[0] == (1,) and RULES.result(state).winners == (1,)


def test_tie_goes_to_more_action_tiles():
    """CV-WIN-02, CV-WIN-03, CV-WIN-04: tied on VP, more action tiles on the mat wins; used
    year bonus tiles and the printed level 1 do not count."""
    state = ended(initial(3), [40, 40, 12], [2, 3, 0])
    won, sentence = winners(state)
    assert won == (1,) and "action tiles" in str(sentence)
    result = RULES.result(state)
    assert result.winners == (1,) and "action tiles" in str(result.tiebreak)


def test_shared_victory():
    """CV-WIN-05: still tied: the tied players share the victory."""
    state = ended(initial(3), [40, 40, 40], [2, 2, 1])
    result = RULES.result(state)
    assert result.winners == (0, 1) and "share" in str(result.tiebreak)


def test_result_sheet():
    """The result: a sheet per category and player, the total last."""
    state = ended(initial(2), [10, 8], [0, 0])
    result = RULES.result(state)
    assert result.categories[0] == "Completed sections" and result.categories[-1] == "Total"
    assert result.sheet[-1] == result.scores == (10, 8)
    assert tuple(map(str, result.columns)) == ("Player 1", "Player 2")   # Lines, said in English


def test_used_tiles_placed_at_the_end_of_the_turn_in_final_play_are_dropped():
    """The final action's used year bonus tiles need no column (the game is over)."""
    state = final_for(with_player(complete(initial(3), 1), 0, year_bonus=(1,)))
    state = play(state, UseYearBonus(1), legal(play(state, UseYearBonus(1)))[0])
    assert not any(isinstance(m, PlaceUsedTile) for m in legal(state))


def test_the_action_tiles_last_sixty_four_turns():
    """"Set up" K and "Step 4": every turn takes one of the 64 action tiles and none come
    back, so the supply lasts 32 rounds with 2 players, 21 with 3 and 16 with 4 (the balance
    figures count the games that end within it)."""
    for players, rounds in ((2, 32), (3, 21), (4, 16)):
        assert RULES.supply_rounds(initial(players)) == rounds
