"""Rulebook "Completing a section": steps I-IV, several completions at once, and the
section 13 example."""
import attrs

from circleville import events as ev
from circleville.moves import (ChooseAction, FinishAction, PlaceAchievement, PlaceCubes,
                               ResolveSection, StepSupervisor)
from circleville.scoring import section_ranking, section_values
from circleville.town import members, place_of

from .support import (TILE_YEARS, events_of, fill_roads, hub, initial, kinds, legal, play, put,
                      space_of, supervisor_at, with_structures)


def one_red_left(state, number, owner=1):
    """Section `number` lacks one red square; its structures are razed."""
    return with_structures(fill_roads(state, number, owner, leave_red=1), number)


def red_turn(state, seat=0, at=14):
    return hub(supervisor_at(state, seat, at), seat, space=space_of("red"), top="blue")


def test_completion_needs_all_work():
    """CV-COMP-01, CV-COMP-03: complete only when every red and blue square holds a cube
    and every structure is razed; one empty square or one structure left is not enough."""
    from circleville.town import finished
    state = initial(3)
    full = fill_roads(state, 14, 1)
    assert not finished(full, 14)                             # its natural still stands
    assert finished(with_structures(full, 14), 14)
    assert not finished(with_structures(fill_roads(state, 14, 1, leave_blue=1), 14), 14)


def test_section_13_completed_by_nicole():
    """CV-COMP-15, CV-COMP-10, CV-COMP-11, CV-COMP-06, CV-COMP-12, CV-COMP-16, CV-COMP-19,
    CV-COMP-22, CV-COMP-23, CV-COMP-24, CV-COMP-25, CV-COMP-26, CV-COMP-28, CV-YB-02 (the
    section 13 example): Angelika (0), Marion (1) and Nicole (2, active) have 2 cubes each;
    Angelika's structure-icon cube puts her first (3 VP), Nicole beats Marion as the active
    player (2 VP), Marion 1 VP. Nicole takes the next year bonus tile and puts its
    achievement on the second orange space; cubes and supervisors leave the section, the
    tile goes on the town with the supervisors on it, Angelika's cube on its number, +1 on
    her fourth-quadrant track; Nicole goes on with her turn."""
    state = initial(3)
    state = put(state, 13, 0, red=1, icons=1)
    state = put(state, 13, 1, blue=2)
    state = put(state, 13, 2, red=1)
    state = with_structures(state, 13)
    state = supervisor_at(state, 0, 13)
    state = supervisor_at(state, 1, 12)
    state = attrs.evolve(state, year_tiles=(0,) + state.year_tiles[1:],
                         table=(0, 0, 0, 0, 20, 0, 0, 0, 0))
    tile, achievement = state.year_tiles[1], state.year_achievements[1]
    assert TILE_YEARS[1] == 1839 and achievement
    state = hub(supervisor_at(state, 2, 13), 2, space=space_of("red"), top="blue")
    state = play(state, ChooseAction("red", "basic"), PlaceCubes())
    assert section_ranking(state, 13, 2) == (0, 2, 1)
    state = play(state, FinishAction())
    assert kinds(state) == "achievement"
    assert set(legal(state)) == {PlaceAchievement(s) for s in (0, 2, 5, 6, 8)}
    before = [p.cubes for p in state.players]
    state = play(state, PlaceAchievement(5))
    assert [p.score for p in state.players] == [3, 1, 2]
    assert state.players[2].year_bonus == (tile,) and state.year_tiles[1] == 0
    assert state.table[5] == achievement and state.year_achievements[1] == 0
    assert state.is_completed(13) and state.site(13).red == (0, 0, 0)
    assert [p.cubes for p in state.players] == [before[0] + 2 - 1, before[1] + 2, before[2] + 2]
    assert state.site(13).number_cube == 0 and state.players[0].markers == (0, 0, 0, 1)
    assert [p.supervisor for p in state.players] == [13, 12, 13]
    assert kinds(state) == "actions" and state.turn.seat == 2 and state.turn.colours == ("blue",)


def test_only_players_with_cubes_score():
    """CV-COMP-06, CV-COMP-07, CV-COMP-08, CV-COMP-09: ranked by all their cubes in the
    section (roads, icons, extra cubes); no cube, no rank."""
    state = initial(4)
    state = put(state, 14, 1, red=2, blue=1)
    state = put(state, 14, 2, icons=1)
    state = with_site_extra(state, 14, 2, 2)
    assert section_ranking(state, 14, 0) == (2, 1)


def with_site_extra(state, number, seat, count):
    from .support import with_site
    site = state.site(number)
    extra = site.extra[:seat] + (site.extra[seat] + count,) + site.extra[seat + 1:]
    return with_site(state, number, extra=extra)


def test_two_players_skip_the_highlighted_value():
    """CV-COMP-13: with two players the 2nd place scores the box's 3rd value (18: 4/3/2/1
    pays 4 and 2; 14: 3/2/1/0 pays 3 and 1)."""
    assert section_values(18, 2) == (4, 2)
    assert section_values(18, 3) == (4, 3, 2)
    box = section_values(14, 4)
    assert section_values(14, 2) == (box[0], box[2])
    state = one_red_left(initial(2), 14, owner=1)
    state = play(red_turn(state), ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert [p.score for p in state.players] == [box[2], box[0]]


def test_a_rank_without_a_value_scores_nothing():
    """CV-COMP-14: the 4th place of a 3/2/1 box (inner ring) scores 0."""
    assert section_values(16, 4) == (3, 2, 1, 0)
    state = initial(4)
    state = put(state, 16, 1, blue=2)
    state = put(state, 16, 2, red=1)
    state = put(state, 16, 3, icons=1)
    state = with_structures(state, 16)
    state = play(red_turn(state, at=16), ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    # seat 1 most cubes; seats 3, 0, 2 one each: seat 3's is on the icon, then clockwise
    # from the active seat 0
    assert [p.score for p in state.players] == [1, 3, 0, 2]


def test_only_the_active_player_takes_a_year_bonus_tile():
    """CV-COMP-16, CV-COMP-17, CV-YB-01: the active player takes the earliest tile; those who
    only scored take none."""
    state = one_red_left(initial(3), 14, owner=1)
    first = state.year_tiles[0]
    state = play(red_turn(state), ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert state.players[0].year_bonus == (first,) and state.players[1].year_bonus == ()


def test_no_achievement_beside_the_year():
    """CV-COMP-21: 1838 has no achievement slot: step III does nothing."""
    state = one_red_left(initial(3), 14, owner=1)
    assert state.year_achievements[0] == 0
    state = play(red_turn(state), ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert not any(state.table) and kinds(state) == "actions"


def test_completed_sections_join_their_neighbours():
    """CV-COMP-27: a completed section joins the neighbouring completed sections of its
    quadrant in one large completed section."""
    from .support import complete
    state = complete(initial(3), 9)
    state = one_red_left(state, 8, owner=1)
    state = play(red_turn(state, at=8), ChooseAction("red", "basic"), PlaceCubes(), FinishAction())
    assert members(state, place_of(state, 8)) == (8, 9, 10)


def test_several_completions_in_the_chosen_order():
    """CV-COMP-18, CV-COMP-29, CV-COMP-30: one action completes two sections; the active
    player chooses the order; each is resolved through all four steps before the next, and
    each gives a year bonus tile."""
    state = one_red_left(initial(3), 15, owner=1)
    state = one_red_left(state, 14, owner=2)
    state = play(red_turn(state, at=15), ChooseAction("red", "basic"), PlaceCubes(),
                 StepSupervisor(14), PlaceCubes())
    assert kinds(state) == "resolve-order"
    assert set(legal(state)) == {ResolveSection(14), ResolveSection(15)}
    events = events_of(state, ResolveSection(15))
    names = [(type(e).__name__, getattr(e, "section", None)) for e in events]
    assert names.index(("SectionCleaned", 15)) < names.index(("SectionScored", 14))
    assert [e.section for e in events if isinstance(e, ev.SectionScored)] == [15, 14]
    state = play(state, ResolveSection(15))
    assert state.is_completed(15) and kinds(state) == "achievement"   # 14's step III
    state = play(state, legal(state)[0])
    assert state.is_completed(14) and len(state.players[0].year_bonus) == 2
