"""A move of the other side told step by step (issue 27, automa turns): the board and the
log show the move as far as its pieces have come, on the flights' clock; in step mode
each step the log tells waits for "Next"."""
import attrs

from shared.engine.contract import Event, Rules
from shared.engine.narration import Line
from shared.ui.telling import Telling


@attrs.frozen
class Counted(Event):
    n: int
    told: bool = True


class Counting(Rules):
    """A state that is the list of events folded so far; told events have a line each."""

    def reduce(self, state, event):
        return state + (event.n,)

    def headline(self, before, seat, move):
        return [Line.of("the move")]

    def tell(self, before, seat, move, event):
        return [Line.of("step {n}", n=event.n)] if event.told else []


EVENTS = [Counted(1), Counted(2, told=False), Counted(3), Counted(4)]
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


def test_step_mode_waits_at_each_told_step_after_the_first():
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
