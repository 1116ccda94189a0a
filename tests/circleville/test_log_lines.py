"""The game log is a whole record of the game (issue 27): every scoring, completion, bonus
and change of cubes, tiles, structures and quadrant markers is told with who got what, in
the rulebook's words, and nothing is told that did not happen. Seeded whole games of
greedy bots and of each solo player, as the golden transcripts play them (seed 7)."""
from __future__ import annotations

import pytest

from circleville.events import (AchievementToTable, ActionTileTaken, BonusTilesReturned,
                                EndTriggered, FinalActionStarted, FinalScored, FirstPlaceCube,
                                MarkerAdvanced, PointsScored, SectionCleaned, SectionScored,
                                SectionsCompleted, SoloStepTold, UpcomingFilled, UpcomingMoved,
                                UsedTilePlaced, YearBonusTaken, YearBonusUsed)
from circleville.describe import table_space, year_bonus_name
from circleville.words import colour, colours
from circleville.moves import (ChooseAction, EndTurn, PlaceCubes, ResolveSection, SoloFinal,
                               SoloTurn, StepSupervisor)
from circleville.rules import RULES
from shared.bots.playout import play_out
from shared.engine.match import Match
from shared.engine.narration import Line, Seat, listing
from shared.engine.rng import Rng
from shared.ui.narrator import render

SEED = 7
QUADRANTS = "ABCD"


def played(*seats: str) -> Match:
    match = Match(RULES, RULES.make_config(list(seats), {}, SEED))
    play_out(match)
    return match


@pytest.fixture(scope="module")
def three():
    return played("greedy", "greedy", "greedy")


@pytest.fixture(scope="module")
def two():
    return played("greedy", "greedy")


@pytest.fixture(scope="module")
def solos():
    """Each solo player against a greedy bot, and the three together."""
    return [played("greedy", name) for name in ("bertha", "carsten", "denzel", "katherine")] + [
        played("greedy", "bertha", "carsten", "katherine")]


def narrated(match):
    """(log index, entry, the log's lines for it) of every move of the game."""
    for i, entry in enumerate(match.log):
        yield i, entry, RULES.narrate(match.before(i), entry.seat, entry.move, entry.events)


def said(text: str, **params) -> Line:
    """A detail line under a move, as the log must hold it."""
    return Line.of(text, indent=True, **params)


def scores(seat: int, vp: int) -> Line:
    return said("{player} scores {vp} VP for the section", player=Seat(seat), vp=vp)


# --- completing a section (06 Sequence of play, "Completing a section") -----------------------

def test_a_completed_section_tells_each_players_vp_the_year_bonus_tile_and_the_clean_up(three):
    """Steps I-IV: the section is completed and scored (CV-COMP-06: each player with cubes
    by rank, who and how many VP), the active player takes the next year bonus tile
    (CV-COMP-16), the cubes go back and the section tile goes on the town (CV-COMP-22,
    CV-COMP-23), the first-placed player's cube by the number and quadrant step
    (CV-COMP-25, CV-COMP-26), in that order under the move that completed it (or the
    moves that finish it after a choice: the achievements table's space, equipment 4)."""
    completions = tiles = cleaned = 0
    for i, entry, lines in narrated(three):
        at = 0   # each line is looked for after the one before: the events' order
        for e in entry.events:
            if isinstance(e, SectionScored):
                completions += 1
                expected = [said("Section {section} is completed and scored", section=e.section)]
                expected += [scores(who, vp) for who, vp in zip(e.ranking, e.points) if vp]
                assert len(expected) > 1
            elif isinstance(e, YearBonusTaken) and e.keep:
                tiles += 1
                expected = [said("{player} takes the {year} year bonus tile: {tile}",
                                 player=Seat(e.seat), year=e.year,
                                 tile=year_bonus_name(e.tile))]
            elif isinstance(e, SectionCleaned):
                cleaned += 1
                expected = [said("everyone takes back their cubes from section {section}; its "
                                 "section tile goes on the town", section=e.section)]
            elif isinstance(e, FirstPlaceCube):
                expected = [said("{player} places a cube on the square next to the section "
                                 "number {section}", player=Seat(e.seat), section=e.section)]
            elif isinstance(e, MarkerAdvanced):
                expected = [said("{player} advances their quadrant marker on the quadrant "
                                 "{quadrant} track by {steps}", player=Seat(e.seat),
                                 quadrant=QUADRANTS[e.quadrant], steps=e.steps)]
            else:
                continue
            for line in expected:
                at = lines.index(line, at) + 1
    assert completions >= 10 and tiles >= completions - 2 and cleaned == completions


def test_the_achievement_tile_beside_the_year_is_told_where_it_goes(three):
    """Step III (CV-COMP-19): the achievement tile beside the year goes to the space of the
    achievements table the active player picks, told in the move that places it."""
    placed = 0
    for i, entry, lines in narrated(three):
        for e in entry.events:
            if isinstance(e, AchievementToTable):
                placed += 1
                assert said("achievement tile {tile} from beside {year} goes to {space} of the "
                            "achievements table", tile=e.tile, year=e.year,
                            space=table_space(e.slot)) in lines
    assert placed >= 3


def test_several_sections_completed_at_once_are_told_then_each_in_the_chosen_order():
    """CV-COMP-29, CV-COMP-30: one action completes sections 14 and 15 (the rules tests'
    position): the move that did it tells both; the choice of order then tells each one's
    steps I-IV, one after the other. A single completed section is told once, when it is
    scored."""
    from .support import (fill_roads, hub, initial, play, space_of, supervisor_at,
                          with_structures)
    state = initial(3)
    for number, owner in ((15, 1), (14, 2)):
        state = with_structures(fill_roads(state, number, owner, leave_red=1), number)
    state = hub(supervisor_at(state, 0, 15), 0, space=space_of("red"), top="blue")
    state = play(state, ChooseAction("red", "basic"), PlaceCubes(), StepSupervisor(14))
    events = RULES.play(state, PlaceCubes(), Rng(1))
    lines = RULES.narrate(state, 0, PlaceCubes(), events)
    assert lines[-1] == said("Sections {sections} are completed at the same time",
                             sections=listing((14, 15)))
    state = RULES.apply(state, events)
    events = RULES.play(state, ResolveSection(15), Rng(1))
    lines = RULES.narrate(state, 0, ResolveSection(15), events)
    first = lines.index(said("Section {section} is completed and scored", section=15))
    cleaned = lines.index(said("everyone takes back their cubes from section {section}; its "
                               "section tile goes on the town", section=15))
    second = lines.index(said("Section {section} is completed and scored", section=14))
    assert first < lines.index(scores(1, 3)) < cleaned < second
    assert RULES.tell(state, 0, PlaceCubes(), SectionsCompleted((14,))) == []


# --- step 4 and the rondel stacks -------------------------------------------------------------

def test_step_4_tells_the_action_tile_taken_and_where_it_goes(three):
    """Step 4 (CV-TILE-01, CV-TILE-02): the top tile of the stack beside the assistant goes
    on the mat; with its column full it goes back to the game box (CV-TILE-03). Both are
    told under "End your actions"."""
    onto = full = 0
    for i, entry, lines in narrated(three):
        for e in entry.events:
            if not isinstance(e, ActionTileTaken):
                continue
            assert isinstance(entry.move, EndTurn)
            where = dict(player=Seat(e.seat), colour=colour(e.colour), space=e.space + 1)
            if e.to_mat:
                onto += 1
                assert said("{player} takes the {colour} action tile from rondel space {space} "
                            "onto their mat", **where) in lines
            else:
                full += 1
                assert said("{player} returns the {colour} action tile from rondel space "
                            "{space} to the game box (column full)", **where) in lines
    assert onto > 20 and full > 0


def test_an_emptied_stack_is_replaced_and_the_upcoming_stack_refilled(three):
    """Step 4 (CV-TILE-04, CV-TILE-05, CV-TILE-08): the upcoming stack moves to the empty
    space and tiles from the bag form a new one, its top tile's colour told."""
    moved = filled = 0
    for i, entry, lines in narrated(three):
        for e in entry.events:
            if isinstance(e, UpcomingMoved):
                moved += 1
                assert said("the upcoming stack moves to rondel space {space}",
                            space=e.space + 1) in lines
            if isinstance(e, UpcomingFilled):
                filled += 1
                line = (said("the last tile from the bag forms the upcoming stack: {colour}",
                             colour=colour(e.top)) if e.count == 1 else
                        said("{count} tiles from the bag form the upcoming stack, {colour} on "
                             "top", count=e.count, colour=colour(e.top)))
                assert line in lines
    assert moved and filled


def test_the_bonus_action_and_used_year_bonus_tiles_are_told(two, three):
    """Step 3 (CV-BONUS-04): the top tile of each column back to the box; a year bonus tile
    used is flipped (CV-YB-08) and at the end of the turn goes on a column of the owner's
    choice (CV-YB-09), or leaves the game (CV-YB-14)."""
    kinds = set()
    for match in (two, three):
        for i, entry, lines in narrated(match):
            for e in entry.events:
                if isinstance(e, BonusTilesReturned):
                    kinds.add("bonus")
                    assert said("{player} returns the top tile of their {colours} columns to "
                                "the game box", player=Seat(e.seat),
                                colours=listing(colours(e.colours))) in lines
                if isinstance(e, YearBonusUsed) and e.flipped:
                    kinds.add("used")
                    assert said("{player} uses the {tile} and flips it", player=Seat(e.seat),
                                tile=year_bonus_name(e.tile)) in lines
                if isinstance(e, UsedTilePlaced):
                    kinds.add("placed")
                    assert said("{player} puts the used {tile} on their {colour} column",
                                player=Seat(e.seat), tile=year_bonus_name(e.tile),
                                colour=colour(e.colour)) in lines if e.colour else said(
                        "{player} discards the used {tile} from the game", player=Seat(e.seat),
                        tile=year_bonus_name(e.tile)) in lines
    assert kinds == {"bonus", "used", "placed"}


# --- the end (07 Game end and final scoring) ------------------------------------------------------

def test_the_3_vp_tile_scores_and_triggers_the_end(two):
    """The 3 victory points year bonus tile (CV-END-02): taken, its VP scored, the end
    triggered, each told; then the last round's end (CV-END-07)."""
    for i, entry, lines in narrated(two):
        taken = [e for e in entry.events if isinstance(e, YearBonusTaken) and not e.keep]
        if not taken:
            continue
        who = Seat(entry.seat)
        assert lines.index(said("{player} takes the {year} year bonus tile: {tile}", player=who,
                                year=taken[0].year, tile=year_bonus_name(taken[0].tile))) \
            < lines.index(said("{player} scores {vp} VP with the 3 victory points tile",
                               player=who, vp=3)) \
            < lines.index(said("the end of the game is triggered: the round is played out, "
                               "then one final action each"))
        break
    else:
        pytest.fail("the 3 VP tile was never taken")
    last = [lines for i, entry, lines in narrated(two)
            if any(isinstance(e, FinalActionStarted) for e in entry.events)]
    assert said("the last round is over: everyone takes one final action") in last[0]
    assert all(said("the last round is over: everyone takes one final action") not in lines
               for lines in last[1:])


def test_final_scoring_tells_each_players_vp_by_category(three, solos):
    """Final scoring (CV-SCORE-01): quadrants, achievement tiles (CV-SCORE-14), unused year
    bonus tiles (CV-SCORE-15); solo players score their quadrant places only (CV-SCORE-17)."""
    for match in [three] + solos:
        i, entry, lines = list(narrated(match))[-1]
        finals = [e for e in entry.events if isinstance(e, FinalScored)]
        assert len(finals) == match.config.players
        for e in finals:
            a, b, c, d, achievements, unused = e.values
            total = lines.index(said("{player} scores {vp} VP in final scoring",
                                     player=Seat(e.seat), vp=sum(e.values)))
            assert lines[total + 1] == said(
                "quadrants A {a}, B {b}, C {c}, D {d}; achievement tiles {achievements}; "
                "unused year bonus tiles {unused}", a=a, b=b, c=c, d=d,
                achievements=achievements, unused=unused)
            if match.state.solo_seat(e.seat) is not None:
                assert achievements == unused == 0
        assert RULES.score_now(match.state) == match.result().scores


# --- the solo players (08 Solo mode) ----------------------------------------------------------

WORK = {"{player} places 1 cube on {square} of section {section}",
        "{player} places {count} cubes on {squares} of section {section}",
        "{player} razes {structure} in section {section}, a cube on its icon",
        "{player} builds {structure} on plot {plot} of section {section}, a cube beside it",
        "{player} builds {structure} on plot {plot} of section {section}, with no cube left to "
        "place beside it"}


def test_a_solo_turn_tells_its_steps_in_order_each_followed_by_what_it_did(solos):
    """A solo player's turn (steps 1, 2 and 4, CV-SOLO-11) is one move: its mat's steps are
    told in their order, an action's line before the cubes it placed or the structures it
    razed or built, a completion's line before the section's scoring (CV-SOLO-23), a tile
    boxed (CV-SOLO-21) before the tile told, and its step 4 action tile told too."""
    turns = 0
    for match in solos:
        for i, entry, lines in narrated(match):
            if not isinstance(entry.move, SoloTurn):
                continue
            turns += 1
            steps = [e for e in entry.events if isinstance(e, SoloStepTold)]
            at: list[int] = []   # each step's line (alike lines taken in turn)
            for e in steps:
                at.append(next(k for k, line in enumerate(lines) if line == e.line
                               and k not in at))
            assert lines[0].text == "{player}: {move}"
            # in the steps' order, but a completion's line comes before the steps it holds
            # (the year bonus and achievement tiles boxed)
            alone = [k for e, k in zip(steps, at) if e.step not in ("completion", "special")]
            assert alone == sorted(alone)
            for e, k in zip(steps, at):
                then = lines[k + 1:min([n for n in at if n > k] + [len(lines)])]
                params = dict(e.line.params)
                if e.step == "action":
                    assert then and then[0].text in WORK, (e.line, then[:1])
                elif e.step in ("completion", "special") and "section" in params and \
                        "vp" not in params:
                    assert then[0] == said("Section {section} is completed and scored",
                                           section=params["section"])
                elif e.step == "box" and "year" in dict(params["what"].params):
                    assert then[0].text == ("{player} returns the {year} year bonus tile "
                                            "({tile}) to the game box")
                elif e.step == "box":
                    assert then[0].text == ("achievement tile {tile} from beside {year} goes "
                                            "to the game box")
            taken = [e for e in entry.events if isinstance(e, ActionTileTaken)]
            for e in taken:
                assert said("{player} takes the {colour} action tile from rondel space {space} "
                            "onto the solo player mat", player=Seat(e.seat),
                            colour=colour(e.colour), space=e.space + 1) in lines
    assert turns > 100


def test_a_solo_players_vp_are_told_after_the_step_that_scores_them(solos):
    """What cannot be done scores VP instead (CV-SOLO-14): the step says why, the next
    line who scored how many; so do tiles boxed (CV-SOLO-21) and the final action
    (CV-SOLO-18, CV-END-15)."""
    scored = finals = 0
    for match in solos:
        for i, entry, lines in narrated(match):
            for e in entry.events:
                if not (isinstance(e, SoloStepTold) and dict(e.line.params).get("vp")):
                    continue
                scored += 1
                k = lines.index(e.line)
                nxt = next((n for n, line in enumerate(lines) if n > k and
                            line.text == "{player} scores {vp} VP"), None)
                assert nxt is not None
                assert lines[nxt] == said("{player} scores {vp} VP", player=Seat(entry.seat),
                                          vp=dict(e.line.params)["vp"])
            if isinstance(entry.move, SoloFinal):
                finals += 1
                assert lines[1:3] == [
                    said("{what}: {vp} VP", what=Line.of("the final action"), vp=3),
                    said("{player} scores {vp} VP", player=Seat(entry.seat), vp=3)]
    assert scored > 20 and finals == 7


def test_the_lines_of_a_solo_turn_are_the_lines_of_its_events(solos):
    """The steps' order moves lines, never adds or drops one: a solo turn's lines are its
    move's line and each event's lines, once each."""
    for match in solos[:2]:
        for i, entry, lines in narrated(match):
            before = match.before(i)
            expected = RULES.headline(before, entry.seat, entry.move)
            for e in entry.events:
                expected += RULES.tell(before, entry.seat, entry.move, e)
            assert sorted(map(repr, lines)) == sorted(map(repr, expected))


# --- nothing told that did not happen; short lines --------------------------------------------

def test_a_move_that_changes_nothing_told_has_only_its_own_line(three):
    """Moving the assistant or the supervisor, choosing an action: no VP, cube, tile,
    structure or marker changes, so the log holds only the move."""
    quiet = 0
    other = (EndTriggered, FinalActionStarted, SectionsCompleted)
    for i, entry, lines in narrated(three):
        if not any(isinstance(e, RULES.told + other) for e in entry.events):
            quiet += 1
            assert lines == RULES.headline(three.before(i), entry.seat, entry.move)
    assert quiet > 100


def test_every_vp_scored_is_told_with_who_scored_it(three, solos):
    """Every change of the scoring track is told with the player and the VP (PointsScored),
    the sum of the told VP is the score before final scoring."""
    for match in [three] + solos:
        told = [0] * match.config.players
        for i, entry, lines in narrated(match):
            for e in entry.events:
                if isinstance(e, PointsScored):
                    line = next(line for line in lines if dict(line.params).get("player")
                                == Seat(e.seat) and dict(line.params).get("vp") == e.points
                                and line.text.startswith("{player} scores {vp} VP"))
                    told[e.seat] += dict(line.params)["vp"]
        assert tuple(told) == tuple(p.score for p in match.state.players)


def test_the_lines_are_short_enough_for_the_log_panel(three, solos):
    """With the longest player name, every line the rules tell (the solo mats' own step
    lines apart) fits in about 100 characters."""
    longest = 0
    for match in [three] + solos:
        for i, entry, lines in narrated(match):
            steps = {e.line for e in entry.events if isinstance(e, SoloStepTold)}
            for line in lines[1:]:
                if line not in steps:
                    longest = max(longest, len(render(line, lambda seat: "Katherine")))
    assert 60 < longest <= 100
