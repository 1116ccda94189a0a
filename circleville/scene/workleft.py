"""The work left in town, on the rondel's title line beside the round: red squares, blue
squares and structures still to raze, then the free queue slots and the empty build plots
that razing and building need (circleville/endgame.py counts them). Each count stands by
the piece it counts, drawn as the town and the queue draw it; the one kind that alone can
still end the game, when there is one, is framed; hovering the line says it in words."""
from __future__ import annotations

from shared.engine.i18n import tr
from shared.ui import theme
from shared.ui.narrator import say
from circleville.endgame import (BLUE, KIND_SAID, PLOTS, QUEUE, RED, STRUCTURES, bottleneck,
                                 work_by_kind)

from .mats import fitting, piece

ICON = 12          # an item's picture
NUMBER = 12.5      # its count's size (12 px or more in a 1366x768 window at 100 % text)
GAP = 3            # between a picture and its count
STEP = 9           # between two items
PARTS = 16         # between the town's work and the room it needs (a rule between them)
SLOT = (255, 255, 255, 60)   # a free queue slot, as the queue draws its slots
SPRITES = {RED: "road_red", BLUE: "road_blue", STRUCTURES: "structure_brown",
           PLOTS: "build_plot"}


def items(state) -> list[tuple[str, int]]:
    """(kind, count) in the order drawn: the town's work, then the room it needs."""
    work = work_by_kind(state)
    return [(RED, work.red), (BLUE, work.blue), (STRUCTURES, work.structures),
            (QUEUE, work.queue), (PLOTS, work.plots)]


def scarce(state) -> str:
    """The kind to frame: the bottleneck's (QUEUE and PLOTS frame the room that is short),
    "" when there is none. It names no seat's levels, so any seat asks the same."""
    found = bottleneck(state, 0)
    return found.kind if found is not None else ""


def draw(canvas, state, left: float, right: float, mid: float):
    """The line between x `left` and `right`, its middle at y `mid`. What does not fit
    goes, in this order: the label, the counts' extra size at a large text size (never
    below their size at 100 %), the room razing and building need. Its rect (logical
    units: what the tip answers to), or None when not even the town's work fits."""
    label = tr("Work left:")
    every = items(state)
    least = min(1.0, 1 / canvas.text_scale)
    for shown, with_label in ((every, True), (every, False), (every[:3], False)):
        numbers = [str(n) for _, n in shown]
        parts = len(shown) > 3
        fixed = len(shown) * (ICON + GAP) + (len(shown) - 1 - parts) * STEP + parts * PARTS
        if with_label:
            fixed += canvas.text_width(label, NUMBER) + STEP
        size = fitting(canvas, "".join(numbers), NUMBER, right - left - fixed, True,
                       1.0 if with_label else least)
        if fixed + sum(canvas.text_width(t, size, True) for t in numbers) <= right - left:
            break
    else:
        return None
    x = left
    if with_label:
        said = canvas.text(label, (x, mid), NUMBER, theme.ON_DARK_SOFT, anchor="midleft")
        x = canvas.to_logical(said.midright)[0] + STEP
    frame = scarce(state)
    if frame and frame not in dict(shown):   # the room is not shown: its work is
        frame = STRUCTURES
    for k, ((kind, _), number) in enumerate(zip(shown, numbers)):
        if k == 3:   # the room razing and building need, apart from the town's work
            rule = x - STEP + PARTS / 2
            canvas.line((rule, mid - 7), (rule, mid + 7), theme.ON_DARK_SOFT)
            x += PARTS - STEP
        start = x
        icon = (x, mid - ICON / 2, ICON, ICON)
        if kind == QUEUE:
            canvas.box(icon, SLOT, radius=3)
            canvas.box(icon, theme.ON_DARK_SOFT, radius=3, width=1)
        else:
            canvas.image(piece(SPRITES[kind]), icon, key=("cv", "work", kind))
        said = canvas.text(number, (x + ICON + GAP, mid), size, theme.ON_DARK, bold=True,
                           anchor="midleft")
        x = canvas.to_logical(said.midright)[0]
        if kind == frame:
            canvas.box((start - 3, mid - ICON / 2 - 2, x - start + 6, ICON + 4), theme.ACCENT,
                       radius=5, width=2)
        x += STEP
    return (left, mid - ICON / 2 - 2, x - STEP - left, ICON + 4)


def tip(state) -> str:
    """The line in words, and the bottleneck when there is one."""
    work = work_by_kind(state)
    text = tr("Work left in town: red squares {red}, blue squares {blue}, structures to raze "
              "{structures}. Free queue slots {queue}, empty build plots {plots}.",
              red=work.red, blue=work.blue, structures=work.structures, queue=work.queue,
              plots=work.plots)
    kind = scarce(state)
    return f"{text} {say(KIND_SAID[kind])}" if kind else text
