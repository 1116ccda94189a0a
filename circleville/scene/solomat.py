"""A solo player's mat on the table, drawn from its data (circleville/solo/mats.py) and its
state (SoloSeat): Bertha's track with the extra action marker, Carsten's ring, Denzel's
colour columns, Katherine's ring with the supervisor symbol. The space that decides the
solo player's next step (the one beside its supervisor; for Denzel the colours his
assistant seeks) is lit.

Two sizes: a compact strip, and the mat's body with what each part does beside it (the mat
shown large on the table)."""
from __future__ import annotations

from shared.engine.i18n import tr, trn
from shared.ui import theme
from shared.ui.assets import sprite
from circleville.solo.engine import mat

PRINT = (236, 226, 200)


def supervisor_at(state, seat: int):
    """Where a seat's supervisor is: ("section", n) in the town, ("mat", space) on the
    quadrant icon of a space of its solo mat, or ("beside", 0) next to its solo mat.
    SOLO MODE set up: Bertha's and Carsten's supervisor goes on the mat's quadrant icon of
    the drawn colour, Katherine's on the icon with the supervisor symbol, and each then
    walks the mat's spaces; Denzel's goes next to his mat and "can mark the section where
    work is performed": the state's section of his last cube (0 before he has placed one
    this turn)."""
    solo = state.solo_seat(seat)
    if solo is None:
        return ("section", state.players[seat].supervisor)
    if mat(solo.name).supervisor_start == "beside_mat":
        return ("section", solo.last) if solo.last else ("beside", 0)
    return ("mat", solo.space)


def lit_spaces(state, seat: int) -> set:
    """What decides the next step: the space beside the supervisor (its quadrant and colour
    choose the actions), or for Denzel the columns with the fewest tiles (his assistant
    seeks a top tile of one of those colours)."""
    solo = state.solo[seat]
    if solo.name == "denzel":
        low = min(solo.tiles)
        return {("column", c) for c, k in enumerate(solo.tiles) if k == low}
    return {("space", solo.space)}


def draw_compact(canvas, rect, state, seat: int, colour: str) -> None:
    """The mat in one line: every space (its quadrant, then the colours beside it) with the
    supervisor's lit; Denzel's columns as their tiles held."""
    solo = state.solo[seat]
    m = mat(solo.name)
    lit = lit_spaces(state, seat)
    x, y, w, h = rect
    if solo.name == "denzel":
        step = w / len(m.columns)
        for c, tile in enumerate(m.columns):
            cx = x + c * step
            if ("column", c) in lit:
                canvas.box((cx - 2, y - 2, step - 6, h + 4), theme.ACCENT, radius=5, width=2)
            canvas.image(sprite("circleville", f"tile_{tile}"), (cx, y, h, h),
                         key=("cv", "tile", tile))
            canvas.text(tr("{count} of {spaces}", count=solo.tiles[c], spaces=m.column_spaces),
                        (cx + h + 4, y + h / 2), 12, theme.INK, anchor="midleft",
                        max_width=step - h - 12)
        if supervisor_at(state, seat)[0] == "beside":   # next to the mat, not on it
            canvas.image(sprite("circleville", f"supervisor_{colour}"),
                         (x + w + 4, y - 3, h * 0.75, h + 4), key=("cv", "supervisor", colour))
        return
    step = w / len(m.spaces)
    for i, space in enumerate(m.spaces):
        sx = x + i * step
        if ("space", i) in lit:
            canvas.box((sx - 2, y - 2, step - 6, h + 4), theme.ACCENT, radius=5, width=2)
        _quadrant(canvas, (sx, y), h, space.quadrant)
        if solo.space == i:   # standing on the quadrant icon, as set up on the mat
            canvas.image(sprite("circleville", f"supervisor_{colour}"),
                         pawn_on_icon((sx, y), h), key=("cv", "supervisor", colour))
        _row(canvas, (sx + h * 1.8 + 4, y + 1), h - 2, space, solo.tiles[i], gap=1)


def draw_body(canvas, rect, state, seat: int, colour: str) -> None:
    """The mat's spaces at a readable size and, beside them, what each part does."""
    solo = state.solo[seat]
    m = mat(solo.name)
    lit = lit_spaces(state, seat)
    x, y, w, h = rect
    left = w * 0.42
    unit = min(30.0, h / len(m.spaces) / 1.9) if solo.name != "denzel" else 30.0
    if solo.name == "denzel":
        pawn = unit * 0.8
        _columns(canvas, (x, y, left - 14 - pawn, h), m, solo, lit, unit)
        if supervisor_at(state, seat)[0] == "beside":   # next to the mat, not on it
            canvas.image(sprite("circleville", f"supervisor_{colour}"),
                         (x + left - 8 - pawn, y + 2, pawn, pawn * 1.35),
                         key=("cv", "supervisor", colour))
    else:
        per = min(h / len(m.spaces), unit * 1.9)
        for i, space in enumerate(m.spaces):
            ry = y + i * per
            on = ("space", i) in lit
            canvas.box((x, ry, left - 8, per - 6), (255, 255, 255, 140) if on else (0, 0, 0, 16),
                       radius=8)
            if on:
                canvas.box((x, ry, left - 8, per - 6), theme.ACCENT, radius=8, width=2)
            mid = ry + (per - 6) / 2
            _quadrant(canvas, (x + 6, mid - unit * 0.45), unit * 0.9, space.quadrant)
            _row(canvas, (x + 14 + unit, mid - unit / 2), unit, space, solo.tiles[i], gap=6)
            if space.supervisor_symbol:
                _symbol(canvas, (x + left - 72, mid), 11)
            if solo.space == i:   # standing on the quadrant icon
                canvas.image(sprite("circleville", f"supervisor_{colour}"),
                             pawn_on_icon((x + 6, mid - unit * 0.45), unit * 0.9),
                             key=("cv", "supervisor", colour))
            if solo.name == "bertha" and solo.extra == i:
                _extra_marker(canvas, (x + left - 92, mid - 9), 18)
    size = 13 if h >= 200 else 12
    step = size * canvas.text_scale * 1.2
    ty = y + 2
    for sentence in explain(m):   # as many as there is room for, most important first
        lines = canvas.wrap(sentence, w - left - 4, size)
        if ty + step * len(lines) > y + h:
            break
        for line in lines:
            canvas.text(line, (x + left + 4, ty), size, theme.INK)
            ty += step
        ty += 4


def explain(m) -> list[str]:
    """What the mat does, in sentences built from its data."""
    lines = []
    a = m.assistant
    if a.rule == "fixed":
        lines.append(trn("Assistant: moves {count} space clockwise.",
                         "Assistant: moves {count} spaces clockwise.", a.spaces))
    elif a.rule == "seek_supervisor_colour":
        lines.append(tr("Assistant: to the next space whose top tile has the colour beside "
                        "the supervisor, else {spaces} space.", spaces=a.spaces))
    else:
        lines.append(tr("Assistant: to the next space whose top tile has a colour with the "
                        "fewest tiles on the mat, else {spaces} space.", spaces=a.spaces))
    where = (tr("the quadrant beside the supervisor") if m.quadrant_from == "supervisor_space"
             else tr("the quadrant of the rondel space's colour"))
    first = tr("highest") if m.section_order == "highest" else tr("lowest")
    lines.append(tr("Actions at level {level} in {where}, {first} numbered section first; "
                    "{vp} VP for an action that cannot be done.", level=m.action_level,
                    where=where, first=first, vp=m.impossible_action_vp))
    name = m.name.lower()   # the mats' names are printed capitalised
    if name == "bertha":
        lines.append(tr("Leaving the last space: Improve a structure, then Beautify, in the "
                        "quadrant of the tile beside the marker ({vp} VP for each not done).",
                        vp=m.extra_action_impossible_vp))
    elif name == "carsten":
        lines.append(tr("Two tiles of one colour: that colour's effect; three of a kind: an "
                        "achievement back to the box, else {vp} VP.", vp=m.triple.none_vp))
    elif name == "denzel":
        lines.append(tr("The third tile of a colour: he completes his last section for "
                        "double first-place VP ({vp} VP if none).",
                        vp=m.special.no_section_vp))
    elif name == "katherine":
        lines.append(tr("Reaching the supervisor symbol (the star): an achievement of each "
                        "colour beside it back to the box, else {vp} VP each.",
                        vp=m.special.none_vp))
    # the general rules last: where room is short, they are the ones left out
    if m.missing_tile_vp is not None:
        lines.append(tr("No tile beside the rondel space: {vp} VP.", vp=m.missing_tile_vp))
    lines.append(tr("Completing a section: {vp} VP for the tiles returned to the box.",
                    vp=m.completion.total))
    return lines


# --- pieces --------------------------------------------------------------------------------

def pawn_on_icon(at, size: float):
    """Where a supervisor stands on a quadrant icon drawn at `at` with `size`: on its right
    half, so the icon's letter still shows beside it."""
    x, y = at
    w, h = size * 0.8, size * 1.1
    return (x + size * 0.62, y + size - h + 1, w, h)


def _quadrant(canvas, at, size: float, quadrant: str) -> None:
    """A quadrant icon: its letter in a disc (the town's quadrants are lettered alike)."""
    x, y = at
    canvas.circle((x + size / 2, y + size / 2), size / 2, theme.INK)
    # (never under the size a person reads, even on the compact line's small icons)
    canvas.text(quadrant, (x + size / 2, y + size / 2 + 1), max(11, size * 0.62), theme.ON_DARK,
                bold=True, anchor="center")


def _row(canvas, at, unit: float, space, tile: str, gap: float = 3) -> None:
    """The action spaces beside a supervisor space: the first holds the tile laid there
    (else shows its print), the others always show their print."""
    x, y = at
    for k, printed in enumerate(space.colours):
        r = (x + k * (unit + gap), y, unit, unit)
        if k == 0 and tile:
            canvas.image(sprite("circleville", f"tile_{tile}"), r, key=("cv", "tile", tile))
        else:
            # the print: the colour's tile faded into the mat
            canvas.box(r, PRINT, radius=4)
            canvas.image(sprite("circleville", f"tile_{printed}"), r,
                         key=("cv", "tile", printed), alpha=110)


def _columns(canvas, rect, m, solo, lit, unit: float) -> None:
    """Denzel's columns: one per colour, its tiles from the bottom."""
    x, y, w, h = rect
    step = w / len(m.columns)
    size = min(unit, (h - 6) / (m.column_spaces + 0.2) - 3)
    for c, colour in enumerate(m.columns):
        cx = x + c * step
        on = ("column", c) in lit
        canvas.box((cx, y, step - 6, h), (255, 255, 255, 120) if on else (0, 0, 0, 18), radius=6)
        if on:
            canvas.box((cx, y, step - 6, h), theme.ACCENT, radius=6, width=2)
        for k in range(m.column_spaces):
            r = (cx + (step - 6 - size) / 2, y + h - 4 - (k + 1) * (size + 3), size, size)
            if k < solo.tiles[c]:
                canvas.image(sprite("circleville", f"tile_{colour}"), r, key=("cv", "tile", colour))
            else:
                canvas.box(r, PRINT, radius=4)
                canvas.image(sprite("circleville", f"tile_{colour}"), r,
                             key=("cv", "tile", colour), alpha=70)


def _extra_marker(canvas, at, size: float) -> None:
    """Bertha's white extra action marker."""
    x, y = at
    canvas.circle((x + size / 2, y + size / 2), size / 2, (250, 250, 246))
    canvas.circle((x + size / 2, y + size / 2), size / 2, theme.INK, width=2)


def _symbol(canvas, centre, r: float) -> None:
    """The supervisor symbol printed on one of Katherine's spaces: a four-pointed star."""
    import math
    cx, cy = centre
    points = [(cx + (r if k % 2 == 0 else r * 0.38) * math.cos(k * math.pi / 4 - math.pi / 2),
               cy + (r if k % 2 == 0 else r * 0.38) * math.sin(k * math.pi / 4 - math.pi / 2))
              for k in range(8)]
    canvas.polygon(points, theme.ACCENT_DARK)
