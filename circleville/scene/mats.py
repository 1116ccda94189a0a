"""The player mats on the Circleville table. The seat shown large gets its whole mat: a
column per action colour with the level reached (the tiles on it) and the value of the
basic action at each level, the five alternate actions by level (open where the column's
level reaches them), the three slots for equipment and achievement tiles, the unused and
the used (flipped) year bonus tiles, and the cubes left of the 50. Every other seat is a
compact row that a click opens.

What may be clicked is lit from the decision's legal moves (targets.py): the basic-action
buttons and the alternate-action cells of the colours still to use, the unused year bonus
tiles, the columns for a used tile at the end of the turn."""
from __future__ import annotations

from shared.engine.i18n import tr
from shared.ui import theme
from shared.ui.assets import sprite
from shared.ui.widgets import inside
from circleville.components import components
from circleville.mat import level
from circleville.state import ACTION_TILE
from circleville.tiles import YEAR_BONUS_KIND

from . import layout as L

LIT = (92, 196, 96)
OPEN = (236, 228, 206)
LOCKED = (206, 200, 188)
TINT = {"red": (238, 196, 190), "blue": (196, 212, 240), "orange": (246, 218, 186),
        "green": (200, 228, 198)}


def piece(name: str):
    return sprite("circleville", name)


def basic_name(colour: str) -> str:
    return {"red": tr("Deconstruct roads"), "blue": tr("Construct roads"),
            "orange": tr("Raze structures"), "green": tr("Build structures")}[colour]


def alternate_name(action: str) -> str:
    return {"move_supervisor": tr("Move supervisor"), "take_equipment": tr("Take equipment"),
            "beautify": tr("Beautify"), "improve_structure": tr("Improve structure"),
            "claim_achievement": tr("Claim achievement")}[action]


def fitting(canvas, text: str, size: float, width: float, bold: bool = False,
            least: float = 0.5) -> float:
    """The size from `size` down to `least` of it at which `text` is `width` wide or
    less (the least if none): a name or a count that may shrink further than
    Canvas.text shrinks a label, at a large text size."""
    s = size
    while s > size * least and canvas.text_width(text, s, bold) > width:
        s = max(size * least, s - 0.25)
    return s


def fit_lines(canvas, text: str, rect, size: float, colour, bold: bool = False,
              least: float = 0.5) -> None:
    """`text` centred in `rect` at the largest size from `size` down to `least` of it
    that holds it: on one line if it fits, else wrapped on the lines the height takes (a
    longer language wraps before it shrinks below what can be read); cut only when even
    the least size fails."""
    x, y, w, h = rect
    if canvas.text_width(text, size, bold) <= w:
        canvas.text(text, (x + w / 2, y + h / 2), size, colour, bold, anchor="center",
                    max_width=w)
        return
    s, floor = size, size * least
    while True:
        step = s * canvas.text_scale * 1.1
        lines = canvas.wrap(text, w, s, bold)
        if s <= floor or (len(lines) * step <= h
                          and all(canvas.text_width(line, s, bold) <= w for line in lines)):
            break
        s = max(floor, s - 0.25)
    if len(lines) * step > h:   # not even on lines at the least size: one line, cut
        lines, step = [text], 0
    for i, line in enumerate(lines):
        canvas.text(line, (x + w / 2, y + h / 2 + (i - (len(lines) - 1) / 2) * step), s,
                    colour, bold, anchor="center", max_width=w)


def year_bonus_sprite(tile: int) -> str:
    return f"year_bonus_{YEAR_BONUS_KIND[tile]}"


def year_bonus_name(tile: int) -> str:
    """A year bonus tile's name, as the glossary heads it ("The year bonus tiles")."""
    names = {"new_plot": tr("New plot"), "new_equipment": tr("New equipment"),
             "flexible_supervisor": tr("Flexible supervisor"),
             "flexible_assistant": tr("Flexible assistant"),
             "level_five": tr("Increase to level 5"), "raze_structure": tr("Raze a structure"),
             "build_structure": tr("Build a structure"),
             "victory_points": tr("3 victory points")}
    return names.get(YEAR_BONUS_KIND.get(tile, ""), "") or tr("Year bonus tile {number}",
                                                              number=tile)


class Mats:
    """Draws the mats and says which spot of a mat lies under the pointer."""

    def __init__(self, table):
        self.table = table
        self.comp = components()

    # --- hit-testing ---------------------------------------------------------------------
    def spot_at(self, rect, player, pos):
        """The spot of the large mat under `pos` (see targets.py), else None."""
        mat = self.comp.mat
        for c, column in enumerate(mat.columns):
            if inside(L.mat_basic(rect, c), pos):
                return ("cell", column.colour, "basic")
            for alt in mat.alternate_actions:
                if inside(L.mat_cell(rect, c, alt.level), pos):
                    return ("cell", column.colour, alt.action)
        for k, tile in enumerate(player.year_bonus):
            if inside(L.mat_year_bonus(rect, k), pos):
                return ("yearbonus", tile)
        return None

    def spot_rect(self, rect, player, spot):
        """Where a spot of the large mat is drawn."""
        mat = self.comp.mat
        colours = [c.colour for c in mat.columns]
        if spot[0] == "column" or spot[2:] == ("basic",):
            return L.mat_basic(rect, colours.index(spot[1]))
        if spot[0] == "cell":
            level_of = {a.action: a.level for a in mat.alternate_actions}
            return L.mat_cell(rect, colours.index(spot[1]), level_of[spot[2]])
        if spot[0] == "yearbonus" and spot[1] in player.year_bonus:
            return L.mat_year_bonus(rect, player.year_bonus.index(spot[1]))
        return None

    # --- the large mat ---------------------------------------------------------------------
    def draw_panel(self, canvas, state, seat: int, rect, to_move: bool) -> None:
        """The paper of a mat or row (framed for the seat to move) and its heading."""
        canvas.box(rect, theme.PANEL, radius=10, shadow=True)
        if to_move:
            canvas.box(rect, theme.ACCENT, radius=10, width=3)
        self.draw_heading(canvas, state, seat, (rect[0] + 8, rect[1] + 5))

    def draw_large(self, canvas, state, seat: int, rect, lit: dict, to_move: bool):
        p = state.players[seat]
        x, y, w, h = rect
        self.draw_panel(canvas, state, seat, rect, to_move)
        if state.solo_seat(seat) is not None:   # a solo player's own mat, its step lit
            from . import solomat
            solomat.draw_body(canvas, (x + 12, y + 36, w - 24, h - 44), state, seat,
                              self.table.colours[seat])
            return
        mat = self.comp.mat
        closing = any(s[0] == "column" for s in lit)
        for alt in mat.alternate_actions:   # the row labels: level and alternate action
            cx, cy, _, ch = L.mat_cell(rect, 0, alt.level)
            canvas.text(tr("{level}", level=alt.level), (x + 14, cy + ch / 2), 13, theme.INK_SOFT,
                        bold=True, anchor="midleft")
            canvas.text(alternate_name(alt.action), (x + 30, cy + ch / 2), 12, theme.INK,
                        anchor="midleft", max_width=L.MAT_LABEL_W - 36)
        _, by, _, bh = L.mat_basic(rect, 0)
        canvas.text(tr("Basic action"), (x + 14, by + bh / 2), 11, theme.INK_SOFT,
                    anchor="midleft", max_width=L.MAT_LABEL_W - 18)
        self.draw_grid_headings(canvas, rect)
        for c, column in enumerate(mat.columns):
            colour = column.colour
            at = level(p, colour)
            # the basic action: its name and what it is worth at the level reached
            spot: tuple[str, ...] = ("cell", colour, "basic")
            r = L.mat_basic(rect, c)
            if closing:
                spot = ("column", colour)
            self.draw_button(canvas, r, spot in lit, TINT[colour])
            # (its value at the level reached is the framed number of its column below)
            fit_lines(canvas, basic_name(colour), (r[0] + 3, r[1], r[2] - 6, r[3]), 11,
                      theme.INK, bold=True)
            entries = p.mat[c]
            for alt in mat.alternate_actions:
                lv = alt.level
                r = L.mat_cell(rect, c, lv)
                spot = ("cell", colour, alt.action)
                fill = TINT[colour] if lv <= at else LOCKED
                self.draw_button(canvas, r, spot in lit, fill)
                # what covers this level: the printed level 1, or a tile of the column
                entry = entries[lv - 2] if 2 <= lv <= len(entries) + 1 else None
                if entry is not None:
                    name = f"tile_{colour}" if entry == ACTION_TILE else "year_bonus_back"
                    canvas.image(piece(name), (r[0] + 3, r[1] + 2, r[3] - 4, r[3] - 4),
                                 key=("cv", "mattile", name))
                canvas.text(str(column.value(lv)), (r[0] + r[2] - 8, r[1] + r[3] / 2), 12,
                            theme.INK if lv <= at else theme.INK_SOFT, bold=lv == at,
                            anchor="midright")
                if lv == at:
                    canvas.box(r, theme.INK, radius=4, width=2)
        self.draw_slots(canvas, state, seat, rect, lit)

    def draw_grid_headings(self, canvas, rect) -> None:
        """The headings of the level rows: over the row labels, the level and the alternate
        action it opens; over each colour's column, what its numbers are: that colour's
        basic action's value at the level (the printed mat's number beside each level)."""
        hx, hy, _, hh = L.mat_heading(rect)
        mid = hy + hh / 2
        said = tr("Level: alternate action")
        room = L.MAT_LABEL_W - 18
        canvas.text(said, (hx + 14, mid), fitting(canvas, said, 11, room, bold=True),
                    theme.INK_SOFT, bold=True, anchor="midleft", max_width=room)
        for c in range(len(self.comp.mat.columns)):
            cx, _, cw, _ = L.mat_cell(rect, c, 1)
            # (the button above names the action: "Value" is short enough to be read whole)
            fit_lines(canvas, tr("Value"), (cx + 1, hy, cw - 2, hh), 11, theme.INK_SOFT)

    def draw_button(self, canvas, r, on: bool, fill) -> None:
        canvas.box(r, fill, radius=4)
        if on:
            canvas.box(r, (*LIT, 70), radius=4)
            canvas.box(r, theme.GOOD, radius=4, width=3)

    def draw_slots(self, canvas, state, seat, rect, lit) -> None:
        """Equipment and achievement slots, then the year bonus tiles beside the mat."""
        p = state.players[seat]
        held = ([f"equipment_{t}" for t in p.equipment]
                + [f"achievement_{t}" for t in p.achievements])
        x, y, w, _ = rect
        for k in range(self.comp.mat.slots):
            r = L.mat_slot(rect, k)
            canvas.box(r, (226, 218, 198), radius=5)
            if k < len(held):
                canvas.image(piece(held[k]), r, key=("cv", "held", held[k]))
        flipped = state.turn.flipped if state.turn.seat == seat else ()
        said = tr("Year bonus")
        canvas.text(said, (x + w - 96, y + 86), fitting(canvas, said, 11, 90, least=0.6),
                    theme.INK_SOFT, anchor="midleft", max_width=90)
        shown = [(tile, False) for tile in p.year_bonus] + [(tile, True) for tile in flipped]
        for k, (tile, used) in enumerate(shown[:6]):
            r = L.mat_year_bonus(rect, k)
            name = "year_bonus_back" if used else year_bonus_sprite(tile)
            canvas.image(piece(name), r, key=("cv", "yb", name))
            spot = ("yearbonus", tile)
            if not used and spot in lit:
                canvas.box((r[0] - 2, r[1] - 2, r[2] + 4, r[3] + 4), theme.GOOD, radius=6, width=3)
        if not shown:
            canvas.text(tr("none"), (x + w - 92, y + 110), 11, theme.INK_SOFT, anchor="midleft")

    # --- the heading of a mat, and the compact rows ------------------------------------------
    def draw_heading(self, canvas, state, seat, at) -> None:
        """Disc, name, VP, cubes left (of 50), the quadrant markers and where the supervisor
        is (its pawn, then the section, or a solo player's mat)."""
        table = self.table
        p = state.players[seat]
        x, y = at
        colour = table.colours[seat]
        canvas.image(piece(f"disc_{colour}"), (x, y, 24, 24), key=("cv", "disc", colour))
        # the name and its points share the room left of the cubes: the name gives way
        vp = tr("{vp} VP", vp=table.points(state, seat))
        vp_w = canvas.text_width(vp, 15, bold=True)
        name = table.session.name(seat)
        room = 200 - vp_w - 6
        shown = canvas.text(name, (x + 30, y + 12), fitting(canvas, name, 15, room, True, 0.4),
                            theme.INK, bold=True, anchor="midleft", max_width=room)
        canvas.text(vp, (canvas.to_logical(shown.topright)[0] + 6, y + 12), 15, theme.INK,
                    bold=True, anchor="midleft")
        cubes = self.comp.inventory.cubes
        canvas.image(piece(f"cube_{colour}"), (x + 232, y + 4, 16, 16),
                     key=("cv", "cube", colour))
        left = tr("{left} of {cubes} cubes", left=p.cubes, cubes=cubes)
        canvas.text(left, (x + 251, y + 12), fitting(canvas, left, 12, 102, least=0.6), theme.INK
                    if p.cubes else theme.BAD, anchor="midleft", max_width=102)
        quadrants = self.comp.town.quadrants
        for q, value in enumerate(p.markers):
            mx = x + 356 + q * 45
            plus = "_plus10" if value > 10 else ""   # turned once past 10 (rules: "exceed")
            canvas.image(piece(f"marker_{colour}{plus}"), (mx, y + 3, 18, 18),
                         key=("cv", "marker", colour, plus))
            said = tr("{quadrant} {value}", quadrant=quadrants[q].id, value=value)
            canvas.text(said, (mx + 19, y + 12), fitting(canvas, said, 12, 25), theme.INK_SOFT,
                        anchor="midleft", max_width=25)
        canvas.image(piece(f"supervisor_{colour}"), (x + 536, y + 4, 12, 16),
                     key=("cv", "pawn", colour))
        said = self.supervisor_text(state, seat)
        canvas.text(said, (x + 550, y + 12), fitting(canvas, said, 12, 82), theme.INK_SOFT,
                    anchor="midleft", max_width=82)

    def supervisor_text(self, state, seat: int) -> str:
        """Where the seat's supervisor is: a section of the town, or (a solo player's) the
        quadrant icon of its mat it stands on, or beside its mat (solomat.supervisor_at)."""
        from .solomat import supervisor_at
        where, at = supervisor_at(state, seat)
        if where == "section":
            return tr("Section {section}", section=at)
        if where == "mat":
            from circleville.solo.engine import mat
            quadrant = mat(state.solo[seat].name).spaces[at].quadrant
            return tr("On its mat: {quadrant}", quadrant=quadrant)
        return tr("Beside its mat")

    def compact_held(self, rect, k: int):
        """Equipment/achievement tile k in a compact row."""
        return (rect[0] + 240 + k * 22, rect[1] + 29, 20, 20)

    def compact_year_bonus(self, rect, k: int):
        return (rect[0] + 316 + k * 22, rect[1] + 29, 20, 20)

    def draw_compact(self, canvas, state, seat: int, rect, to_move: bool) -> None:
        p = state.players[seat]
        x, y, w, h = rect
        self.draw_panel(canvas, state, seat, rect, to_move)
        ly = y + 32
        if state.solo_seat(seat) is not None:   # its mat in a line, the deciding space lit
            from . import solomat
            solomat.draw_compact(canvas, (x + 38, ly - 1, w - 250, 16), state, seat,
                                 self.table.colours[seat])
            # (Denzel's supervisor may stand just right of his mat's line)
            self.draw_open_hint(canvas, tr("Click to open its mat"), rect, x + w - 194)
            return
        # the levels, the tiles held, the year bonus tiles: one line
        for c, column in enumerate(self.comp.mat.columns):
            cx = x + 38 + c * 52
            canvas.image(piece(f"tile_{column.colour}"), (cx, ly - 1, 16, 16),
                         key=("cv", "tile", column.colour))
            canvas.text(str(level(p, column.colour)), (cx + 20, ly + 7), 13, theme.INK, bold=True,
                        anchor="midleft")
        held = ([f"equipment_{t}" for t in p.equipment]
                + [f"achievement_{t}" for t in p.achievements])
        for k, name in enumerate(held):
            canvas.image(piece(name), self.compact_held(rect, k), key=("cv", "held", name))
        for k, tile in enumerate(p.year_bonus[:6]):
            name = year_bonus_sprite(tile)
            canvas.image(piece(name), self.compact_year_bonus(rect, k), key=("cv", "yb", name))
        shown_to = max(self.compact_held(rect, len(held))[0],
                       self.compact_year_bonus(rect, len(p.year_bonus[:6]))[0])
        self.draw_open_hint(canvas, tr("Click to open the mat"), rect, shown_to)

    def draw_open_hint(self, canvas, said: str, rect, start: float) -> None:
        """A compact row's hint, at its right end in the room the row's pieces leave from
        `start` (smaller there, at a large text size, than over the pieces)."""
        x, y, w, _ = rect
        room = x + w - 10 - start - 6
        canvas.text(said, (x + w - 10, y + 39), fitting(canvas, said, 11, room), theme.INK_SOFT,
                    anchor="midright", max_width=room)
