"""A move of the other side told step by step (issue 27, automa turns): the board and the
log show the move as far as its pieces have come, on the flights' clock; in step mode
the move waits for "Next" after each of its steps (Rules.step_ends)."""
import attrs

from shared.engine.contract import Event, Rules
from shared.engine.narration import Line
from shared.ui.telling import Telling


@attrs.frozen
class Counted(Event):
    n: int
    told: bool = True


@attrs.frozen
class StepDone(Counted):
    """The end of a step a person follows."""


class Counting(Rules):
    """A state that is the list of events folded so far; told events have a line each."""
    step_ends = (StepDone,)

    def reduce(self, state, event):
        return state + (event.n,)

    def headline(self, before, seat, move):
        return [Line.of("the move")]

    def tell(self, before, seat, move, event):
        return [Line.of("step {n}", n=event.n)] if event.told else []


EVENTS = [Counted(1), StepDone(2, told=False), StepDone(3), Counted(4)]
TIMES = [0.0, 0.3, 0.5, 1.0]


def telling():
    return Telling(Counting(), (), 0, "move", EVENTS, TIMES, index=0)


def test_the_board_and_the_log_follow_the_clock():
    t = telling()
    assert t.state() == () and [str(x) for x in t.lines()] == ["the move"]
    assert t.update(0.1, stepping=False)                 # the first step lands at once
    assert t.state() == (1,) and [str(x) for x in t.lines()] == ["the move", "step 1"]
    assert t.update(0.45, stepping=False)                # 0.55: the untold 2 and step 3
    assert t.state() == (1, 2, 3) and not t.done
    assert not t.update(0.2, stepping=False)             # 0.75: nothing more yet
    assert t.update(0.3, stepping=False) and t.done      # 1.05: all landed
    assert [str(x) for x in t.lines()] == ["the move", "step 1", "step 3", "step 4"]


def test_step_mode_waits_after_each_step():
    t = telling()
    t.update(10.0, stepping=True)
    assert t.state() == (1, 2) and t.waiting() and t.hold() == 0.5   # step 3 waits
    t.update(10.0, stepping=True)
    assert t.state() == (1, 2) and t.waiting()           # however long it waits
    t.go()
    t.update(0.0, stepping=True)
    assert t.state() == (1, 2, 3) and not t.waiting()   # step 4's time has not come
    t.update(10.0, stepping=True)
    assert t.state() == (1, 2, 3) and t.waiting() and t.hold() == 1.0   # then it waits
    t.go()
    t.update(0.0, stepping=True)
    assert t.done and not t.waiting() and t.hold() is None


def test_animation_off_lands_everything_at_once_but_step_mode_still_waits():
    t = telling()
    t.update(float("inf"), stepping=False)
    assert t.done and t.state() == (1, 2, 3, 4)
    s = telling()
    s.update(float("inf"), stepping=True)
    assert s.waiting() and s.state() == (1, 2)


def test_an_event_never_lands_before_the_one_before_it():
    t = Telling(Counting(), (), 0, "move", EVENTS, [0.0, 0.8, 0.2, 1.0], index=0)
    assert t.times == [0.0, 0.8, 0.8, 1.0]
    t.update(0.5, stepping=False)
    assert t.state() == (1,)


# --- at a real table: a turn of Bertha's, as a person follows it ---------------------------
def bertha_to_move(app, stepping: bool):
    from shared.engine import registry
    from shared.engine.match import Match
    from shared.ui import settings
    from shared.ui.games import game_ui
    from shared.ui.session import Session
    settings.put("animation_speed", 1.0)
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["human", "bertha"], {}, 5))
    session = Session(match, {"names": ["Ana", ""]}, autosave=False)
    table = game_ui("circleville").table_scene()(app, session)
    app.push(table)
    table.pace.stepping = stepping
    table.pace.granted = True          # her move itself is let go at once
    while match.decision().seat == 0:
        table.play(match.decision().moves[0], animate_all=False)
        table.flights.clear()
    for _ in range(400):
        app.step(1 / 60)
        if table.telling is not None:
            return table
    raise AssertionError("Bertha's turn was not told step by step")


def test_a_solo_turn_is_shown_step_by_step_with_the_board_and_log_following(app):
    table = bertha_to_move(app, stepping=False)
    match, telling = table.match, table.telling
    full = table.narrator.lines()                       # the whole turn, once told
    seen = []
    while table.telling is not None:
        assert table.decision().seat == 1               # the banner is about her turn
        assert table.human_decision() is None           # and the person waits for it
        shown = table.log
        assert shown == full[:len(shown)]               # her lines so far, none ahead
        seen.append((telling.landed, len(shown)))
        if not telling.done:
            assert table.state is not match.state       # the board is not at her turn's end
        app.step(1 / 60)
    landed = [k for k, _ in seen]
    assert len(set(landed)) >= 4 and landed == sorted(landed)   # several steps, in order
    assert table.log == full and table.decision() is match.decision()


def test_step_mode_waits_after_each_of_her_steps(app):
    import pygame
    table = bertha_to_move(app, stepping=True)
    telling, steps = table.telling, 0
    for _ in range(5000):
        if table.telling is None:
            break
        app.step(1 / 60)
        if telling.waiting():
            lines = len(table.log)
            for _ in range(120):                       # two seconds: she waits for "Next"
                app.step(1 / 60)
            assert telling.waiting() and len(table.log) == lines
            table.pace.handle_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE,
                                                     mod=0))
            steps += 1
    assert table.telling is None and steps >= 2


def test_ross_s_last_turn_is_watched_before_the_score_sheet_comes(app):
    """Issue 27: after the person's last market card ROSS still draws, scores and builds;
    the sheet waits until his turn has been told, his drawn card landed and his points
    risen from his cards."""
    from shared.engine import registry
    from shared.engine.match import Match
    from shared.ui import settings
    from shared.ui.games import game_ui
    from shared.ui.scores import ScoreSheet
    from shared.ui.session import Session
    from rossio.events import RossScored
    settings.put("animation_speed", 1.0)
    rules = registry.get_rules("rossio")
    match = Match(rules, rules.make_config(["human", "ross"], {}, 4))
    table = game_ui("rossio").table_scene()(app, Session(match, {"names": ["Ana", ""]},
                                                         autosave=False))
    app.push(table)
    table.pace.granted = True
    told_before_the_sheet = 0
    for _ in range(200000):
        if isinstance(app.scene, ScoreSheet):
            break
        d = table.human_decision()
        if d is not None:
            table.play(d.moves[0], animate_all=False)
        app.step(1 / 30)
        if table.telling is not None and any(isinstance(e, RossScored)
                                             for e in match.log[table.telling.index].events):
            told_before_the_sheet = len(match.log)
    assert isinstance(app.scene, ScoreSheet) and match.finished
    # his turns were told step by step, the last one too
    assert told_before_the_sheet >= len(match.log) - 2


def test_the_telling_takes_the_states_the_animation_folded(app):
    """Issue 26 (fold events once per move): Circleville's animation folds the move's events
    to place its pieces; the telling shows those same states instead of folding again."""
    table = bertha_to_move(app, stepping=False)
    telling = table.telling
    rules = table.match.rules
    assert len(telling._states) == len(telling.events) + 1   # all there before any landed
    state = telling.before
    for e, kept in zip(telling.events, telling._states[1:]):
        state = rules.apply(state, [e])
        assert kept == state
    assert telling._states[-1] == table.match.state
