"""Solo players' victory points outside section scoring ("08 Solo mode", TAKE ACTIONS and the
solo players' step 2): checked against the rulebook text after the solo figures showed solo
players far ahead of the greedy bot. Each test names the checklist items and quotes the
rulebook passage it checks.

Rulebook, SOLO MODE, TAKE ACTIONS: "When a solo player takes an action and cannot complete
or cannot take the action at all in the designated quadrant, the solo player will attempt or
finish the action in the other quadrants in clockwise order until they are able to conduct
the action. If the action cannot be done at all, the solo player will score victory points
... If a solo player runs out of cubes, the solo player cannot complete actions and will score
victory points instead. If the solo player runs out of cubes during an action, the solo
player places as many cubes as possible and also scores victory points as if it could not
conduct the action. The action for the final game turn for each solo player is to score 3
victory points."
"""
from circleville.components import components
from circleville.events import Emitter, PointsScored
from circleville.scoring import QUADRANT_SECTIONS
from circleville.solo import engine
from circleville.state import evolve, replace
from circleville.rules import RULES
from shared.engine.match import Match

TOWN = components().town
SEAT = 1


def solo_state(name="bertha", seed=1):
    return Match(RULES, RULES.make_config(("greedy", name), {"solo-head-start": 0}, seed)).state


def set_site(s, n, **changes):
    return evolve(s, sites=replace(s.sites, n - 1, evolve(s.site(n), **changes)))


def fill_roads(s, sections, colour, seat=0):
    """Every `colour` square of the sections filled by `seat` (the human)."""
    for n in sections:
        printed = getattr(TOWN.section(n), colour)
        s = set_site(s, n, **{colour: replace((0,) * s.n, seat, printed)})
    return s


def with_cubes(s, seat, cubes):
    return evolve(s, players=replace(s.players, seat, evolve(s.players[seat], cubes=cubes)))


def run_action(s, colour, level, quadrant, vp, seat=SEAT):
    em = Emitter(s)
    t = engine._Turn(em, seat)
    done = engine.basic_action(t, colour, level, quadrant, vp)
    solo_vp = sum(e.points for e in em.events if isinstance(e, PointsScored) and e.why == "solo")
    return done, solo_vp, em.state, t


def test_cv_solo_12_13_15_other_quadrants_before_vp():
    # CV-SOLO-12/13/15, ruling S1: "... will attempt or finish the action in the other
    # quadrants in clockwise order" - a red action with no red square left in its quadrant
    # (A) goes on in B, and scores no VP.
    s = fill_roads(solo_state(), QUADRANT_SECTIONS[0], "red")
    done, vp, after, _ = run_action(s, "red", 3, 0, 3)
    assert done and vp == 0
    placed = [n for n in QUADRANT_SECTIONS[1] if sum(after.site(n).red) > 0]
    assert placed and sum(after.site(n).red[SEAT] for n in QUADRANT_SECTIONS[1]) == 3


def test_cv_solo_14_bertha_15_vp_only_when_impossible_everywhere():
    # CV-SOLO-14, CV-SOLO-BERTHA-15: "Only if an action cannot be done at all, Bertha scores 3
    # victory points instead" - no red square in the whole town: 3 VP, nothing placed.
    s = fill_roads(solo_state(), range(1, 21), "red")
    done, vp, after, _ = run_action(s, "red", 3, 0, 3)
    assert not done and vp == 3
    assert after.players[SEAT].cubes == s.players[SEAT].cubes


def test_cv_solo_bertha_14_partial_action_scores_nothing():
    # CV-SOLO-BERTHA-14: "Bertha has to partially complete actions if that is all that is
    # possible" - one red square left in the town: she places 1 cube and scores nothing.
    s = fill_roads(solo_state(), [n for n in range(1, 21) if n != 7], "red")
    printed = TOWN.section(7).red
    s = set_site(s, 7, red=replace((0,) * s.n, 0, printed - 1))
    done, vp, after, _ = run_action(s, "red", 3, 0, 3)
    assert done and vp == 0
    assert after.site(7).red[SEAT] == 1 or after.is_completed(7)


def test_cv_solo_14_raze_with_full_queue_scores_vp():
    # CV-SOLO-14 with "If all 12 slots of the structures queue are occupied by structures,
    # you cannot raze additional structures" (ORANGE: RAZE STRUCTURES): the raze cannot be
    # done in any quadrant, so it scores its VP; one free slot lets it raze 1 and score none.
    s = solo_state()
    full = evolve(s, queue=("natural",) * 12)
    done, vp, after, _ = run_action(full, "orange", 3, 0, 3)
    assert not done and vp == 3 and after.queue == full.queue
    one = evolve(s, queue=("natural",) * 11)
    done, vp, after, _ = run_action(one, "orange", 3, 0, 3)
    assert done and vp == 0 and len(after.queue) == 12


def test_cv_solo_16_no_cubes_scores_vp():
    # CV-SOLO-16: "If a solo player runs out of cubes, the solo player cannot complete
    # actions and will score victory points instead."
    s = with_cubes(solo_state(), SEAT, 0)
    done, vp, after, _ = run_action(s, "blue", 3, 0, 3)
    assert not done and vp == 3
    assert sum(sum(after.site(n).blue) for n in range(1, 21)) == 0


def test_cv_solo_17_running_out_during_an_action():
    # CV-SOLO-17: "If the solo player runs out of cubes during an action, the solo player
    # places as many cubes as possible and also scores victory points" - once, not per cube.
    s = with_cubes(solo_state(), SEAT, 2)
    done, vp, after, _ = run_action(s, "blue", 3, 0, 3)
    assert done and vp == 3 and after.players[SEAT].cubes == 0
    # exactly enough cubes is not running out (the "too loose" case)
    s = with_cubes(solo_state(), SEAT, 3)
    done, vp, after, _ = run_action(s, "blue", 3, 0, 3)
    assert done and vp == 0 and after.players[SEAT].cubes == 0


def test_cv_solo_17_not_short_when_the_town_has_no_more_work():
    # CV-SOLO-17 / BERTHA-14: when the cubes would suffice but the town has fewer squares,
    # that is a partial action (no VP), not running out of cubes.
    s = fill_roads(solo_state(), [n for n in range(1, 21) if n != 7], "blue")
    printed = TOWN.section(7).blue
    s = set_site(s, 7, blue=replace((0,) * s.n, 0, printed - 1))
    s = with_cubes(s, SEAT, 1)
    done, vp, after, _ = run_action(s, "blue", 3, 0, 3)
    assert done and vp == 0


def test_cv_solo_18_final_action_scores_3_once():
    # CV-SOLO-18: "The action for the final game turn for each solo player is to score 3
    # victory points."
    s = solo_state()
    s = evolve(s, turn=evolve(s.turn, seat=SEAT))
    em = Emitter(s)
    engine.final_action(em)
    assert [(e.seat, e.points) for e in em.events if isinstance(e, PointsScored)] == [(SEAT, 3)]


def told(em):
    """The steps a solo turn told (SoloStepTold events), in order."""
    return [e for e in em.events if isinstance(e, engine.SoloStepTold)]


def test_cv_solo_bertha_16_missing_tile_only_when_stack_empty():
    # CV-SOLO-BERTHA-16: "there is no action tile next to the courthouse rondel space. In
    # that case Bertha scores 5 victory points for the missed action" - never with a tile.
    s = solo_state()
    space = s.players[SEAT].assistant
    em = Emitter(s)
    t = engine._Turn(em, SEAT)
    engine._step2_bertha(t)
    assert not any(e.step == "missing_tile" for e in told(em))
    empty = evolve(s, stacks=replace(s.stacks, space, ()))
    em = Emitter(empty)
    t = engine._Turn(em, SEAT)
    engine._step2_bertha(t)
    assert [str(e.line) for e in told(em) if e.step == "missing_tile"] == [
        "no action tile beside the rondel space: 5 VP"]


def test_cv_solo_21_bertha_18_completion_vp_once_per_section():
    # CV-SOLO-21/22, CV-SOLO-BERTHA-18: "When Bertha is the active player and returns the
    # year bonus tile and achievement tile to the game box, they score 1 victory point for
    # the year bonus tile and 2 victory points for the achievement tile" - once per section
    # she completes, and the section is scored once.
    s = solo_state()
    n = 5
    data = TOWN.section(n)
    s = set_site(s, n, structures=(), red=replace((0,) * s.n, 0, data.red),
                 blue=replace((0,) * s.n, 0, data.blue - 1))
    s = evolve(s, turn=evolve(s.turn, seat=SEAT))
    em = Emitter(s)
    t = engine._Turn(em, SEAT)
    engine.basic_action(t, "blue", 3, 0, 3)
    solo = [e.points for e in em.events if isinstance(e, PointsScored) and e.seat == SEAT
            and e.why == "solo"]
    # the first year holds no achievement tile here: only the 1 VP (CV-SOLO-22)
    assert s.year_achievements[0] == 0 and solo == [1]
    # the next completion (year with an achievement tile beside it): 1 + 2 VP
    m = 4
    data = TOWN.section(m)
    s2 = set_site(em.state, m, structures=(), red=replace((0,) * s.n, 0, data.red),
                  blue=replace((0,) * s.n, 0, data.blue - 1))
    em2 = Emitter(s2)
    engine.basic_action(engine._Turn(em2, SEAT), "blue", 3, 0, 3)
    assert em2.state.year_achievements[1] == 0 and s2.year_achievements[1]
    assert [e.points for e in em2.events if isinstance(e, PointsScored) and e.why == "solo"] \
        == [1, 2]
    from circleville.events import SectionScored
    assert [e.section for e in em.events if isinstance(e, SectionScored)] == [n]
    assert em.state.is_completed(n)
