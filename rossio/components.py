"""Rossio's printed components, loaded from `rossio/data/*.yaml` and validated at load.

Every failure names the file and the field (shared.engine.data.Reader). The loaded
components are plain frozen objects; the game state refers to them by id only.
"""
from __future__ import annotations

import functools

import attrs

from shared.engine import dataversion
from shared.engine.data import Reader, data_file
from shared.engine.narration import Line

from .patterns import Shape, shape_from_rows

BONUSES = ("coin", "cards")
ROSS_KINDS = ("regular", "easy", "hard")
PRIORITIES = ("up", "down")          # up: bottom to top; down: top to bottom
BACKS = ("top", "middle", "bottom")  # the turn arrow on a ROSS card's back
DIFFICULTIES = ("easy", "medium", "hard", "very-hard")

# the words sentences put in their placeholders, each a sentence for the catalogue (a
# colour or a shape of the data without a word here is told as the data writes it)
COLOUR_WORDS = {"red": Line.of("red"), "blue": Line.of("blue"), "yellow": Line.of("yellow"),
                "green": Line.of("green")}
SHAPE_WORDS = {"domino": Line.of("domino"), "line-3": Line.of("line-3"),
               "corner-3": Line.of("corner-3"), "square": Line.of("square"), "t": Line.of("t"),
               "l": Line.of("l"), "j": Line.of("j"), "line-4": Line.of("line-4"),
               "s": Line.of("s"), "z": Line.of("z")}
# the section of a ROSS card that the turn arrow points to
SECTION_WORDS = {"top": Line.of("top section"), "middle": Line.of("middle section"),
                 "bottom": Line.of("bottom section")}


@attrs.frozen
class BottomPiece:
    id: str
    easy: tuple[str, ...]
    hard: tuple[str, ...]

    def side(self, side: str) -> tuple[str, ...]:
        return self.easy if side == "easy" else self.hard


@attrs.frozen
class SquareData:
    colours: tuple[str, ...]
    tiles_per_colour: int
    rows: int
    columns_per_piece: int
    pieces_by_players: tuple[tuple[int, int], ...]
    top_pieces: tuple[str, ...]
    bottom_pieces: tuple[BottomPiece, ...]
    end_token_vp: int
    tile_spaces: int
    card_slots: int
    coin_icons: tuple[int, ...]
    deal: int
    keep: int
    market_size: int

    def pieces(self, players: int) -> int:
        return dict(self.pieces_by_players)[players]


@attrs.frozen
class Card:
    """A helper (colour set) or a noble (colour None: any single colour)."""

    id: int
    colour: int | None        # index into SquareData.colours; None for nobles
    shape: Shape
    cost: int
    vp: int

    @property
    def noble(self) -> bool:
        return self.colour is None


@attrs.frozen
class RossCard:
    id: int
    kind: str
    vp: int
    priority: str
    back: str
    sections: tuple[tuple[int, int], ...]   # (tiles, market card 1..4) for top/middle/bottom


@attrs.frozen
class Components:
    square: SquareData
    shapes: tuple[Shape, ...]
    cards: tuple[Card, ...]          # helpers then nobles
    ross_cards: tuple[RossCard, ...]
    difficulties: tuple[tuple[str, int, int], ...]   # (level, easy cards, hard cards)

    @functools.cached_property
    def card_by_id(self) -> dict:
        return {c.id: c for c in self.cards}

    @functools.cached_property
    def ross_by_id(self) -> dict:
        return {c.id: c for c in self.ross_cards}

    def card(self, card_id: int) -> Card:
        return self.card_by_id[card_id]

    def ross(self, card_id: int) -> RossCard:
        return self.ross_by_id[card_id]

    @property
    def helper_ids(self) -> tuple[int, ...]:
        return tuple(c.id for c in self.cards if not c.noble)

    @property
    def noble_ids(self) -> tuple[int, ...]:
        return tuple(c.id for c in self.cards if c.noble)

    def difficulty(self, level: str) -> tuple[int, int]:
        for name, easy, hard in self.difficulties:
            if name == level:
                return easy, hard
        raise KeyError(level)

    def colour_name(self, colour: int | None) -> str:
        return "any colour" if colour is None else self.square.colours[colour]

    def colour_word(self, colour: int | None) -> Line | str:
        """A colour as a sentence names it."""
        if colour is None:
            return Line.of("any colour")
        name = self.square.colours[colour]
        return COLOUR_WORDS.get(name, name)

    def card_text(self, card_id: int) -> Line:
        card = self.card(card_id)
        if card.noble:
            return Line.of("noble {card} ({shape}, {vp} VP)", card=card.id,
                           shape=shape_word(card.shape.name), vp=card.vp)
        return Line.of("card {card} ({colour} {shape}, {cost} coins, {vp} VP)", card=card.id,
                       colour=self.colour_word(card.colour), shape=shape_word(card.shape.name),
                       cost=card.cost, vp=card.vp)


def shape_word(name: str) -> Line | str:
    return SHAPE_WORDS.get(name, name)


# --- loading --------------------------------------------------------------------------

def _load_square(path) -> SquareData:
    r = Reader(path)
    doc = r.doc
    colours = tuple(r.check(c, str, f"colours[{i}]")
                    for i, c in enumerate(r.field(doc, "colours", list)))
    if len(colours) != 4 or len(set(colours)) != 4:
        r.fail("colours", "should list 4 different colours")
    per = r.field(doc, "tiles_per_colour", int)
    rows = r.field(doc, "rows", int)
    cpp = r.field(doc, "columns_per_piece", int)
    if rows < 3:
        r.fail("rows", "should be at least 3")
    if cpp < 1:
        r.fail("columns_per_piece", "should be at least 1")
    pbp = r.field(doc, "pieces_by_players", dict)
    pieces = []
    for n in (1, 2, 3, 4):
        if n not in pbp:
            r.fail(f"pieces_by_players.{n}", "is missing")
        pieces.append((n, r.check(pbp[n], int, f"pieces_by_players.{n}")))
    left = r.field(doc, "left_piece", dict)
    if r.field(left, "wall", bool, "left_piece") is not True:
        r.fail("left_piece.wall", "the left piece is a wall (rulebook)")
    right = r.field(doc, "right_piece", dict)
    if r.field(right, "wall", bool, "right_piece") is not False:
        r.fail("right_piece.wall", "the theatre is not a wall (rulebook)")
    tops = tuple(r.field(item, "id", str, where)
                 for where, item in r.items(r.field(doc, "top_pieces", list), "top_pieces"))
    bottoms = []
    for where, item in r.items(r.field(doc, "bottom_pieces", list), "bottom_pieces"):
        pid = r.field(item, "id", str, where)
        sides = []
        for side in ("easy", "hard"):
            values = r.field(item, side, list, where)
            if len(values) != cpp:
                r.fail(f"{where}.{side}", f"should have {cpp} bonuses (one per column)")
            sides.append(tuple(r.one_of(v, BONUSES, f"{where}.{side}[{i}]")
                               for i, v in enumerate(values)))
        bottoms.append(BottomPiece(pid, *sides))
    most = max(n for _, n in pieces)
    if len(tops) < most or len(bottoms) < most:
        r.fail("bottom_pieces", f"a {most}-piece square needs {most} top and bottom pieces")
    if len({b.id for b in bottoms}) != len(bottoms):
        r.fail("bottom_pieces", "ids should be different")
    if rows * cpp * most + 4 * 4 > 4 * per:
        r.fail("rows", "the 4-player square and four boards need more tiles than the 96 in"
               " the game")
    board = r.field(doc, "player_board", dict)
    spaces = r.field(board, "tile_spaces", int, "player_board")
    icons = tuple(r.check(v, int, f"player_board.coin_icons[{i}]")
                  for i, v in enumerate(r.field(board, "coin_icons", list, "player_board")))
    if len(icons) != spaces:
        r.fail("player_board.coin_icons", f"should have one entry per tile space ({spaces})")
    if spaces >= 3 and sum(icons[:3]) != 2:
        r.fail("player_board.coin_icons", "building 3 tiles must uncover 2 coin icons (Example 2)")
    hand = r.field(doc, "hand", dict)
    return SquareData(
        colours=colours, tiles_per_colour=per, rows=rows, columns_per_piece=cpp,
        pieces_by_players=tuple(pieces), top_pieces=tops, bottom_pieces=tuple(bottoms),
        end_token_vp=r.field(doc, "end_token_vp", int),
        tile_spaces=spaces, card_slots=r.field(board, "card_slots", int, "player_board"),
        coin_icons=icons, deal=r.field(hand, "deal", int, "hand"),
        keep=r.field(hand, "keep", int, "hand"), market_size=r.field(doc, "market_size", int))


def _load_cards(path, colours) -> tuple[tuple[Shape, ...], tuple[Card, ...]]:
    r = Reader(path)
    doc = r.doc
    shapes_doc = r.field(doc, "shapes", dict)
    shapes = {}
    for name, rows in shapes_doc.items():
        where = f"shapes.{name}"
        r.check(rows, list, where)
        for i, row in enumerate(rows):
            r.check(row, str, f"{where}[{i}]")
            if set(row) - {"#", "."}:
                r.fail(f"{where}[{i}]", "use only '#' (a tile) and '.' (no tile)")
        try:
            shapes[name] = shape_from_rows(str(name), tuple(rows))
        except ValueError as exc:
            r.fail(where, str(exc))
    cards = []
    seen = set()

    def common(item, where):
        cid = r.field(item, "id", int, where)
        if cid in seen:
            r.fail(f"{where}.id", f"id {cid} is used twice")
        seen.add(cid)
        shape = r.one_of(r.field(item, "shape", str, where), shapes, f"{where}.shape")
        vp = r.field(item, "vp", int, where)
        if vp < 1:
            r.fail(f"{where}.vp", "should be at least 1")
        return cid, shapes[shape], vp

    for where, item in r.items(r.field(doc, "helpers", list), "helpers"):
        cid, shape, vp = common(item, where)
        colour = r.one_of(r.field(item, "colour", str, where), colours, f"{where}.colour")
        cost = r.field(item, "cost", int, where)
        if cost < 1:
            r.fail(f"{where}.cost", "side A of a helper costs at least 1 coin")
        cards.append(Card(cid, colours.index(colour), shape, cost, vp))
    helpers = len(cards)
    if helpers != 40:
        r.fail("helpers", f"the game has 40 helper cards, not {helpers}")
    for colour_index, colour in enumerate(colours):
        n = sum(1 for c in cards if c.colour == colour_index)
        if n != 10:
            r.fail("helpers", f"{colour} has {n} cards; 10 per colour expected")
    for where, item in r.items(r.field(doc, "nobles", list), "nobles"):
        cid, shape, vp = common(item, where)
        cards.append(Card(cid, None, shape, 0, vp))
    if len(cards) - helpers != 4:
        r.fail("nobles", "the mini-expansion has 4 noble cards")
    return tuple(shapes.values()), tuple(cards)


def _load_ross(path) -> tuple[tuple[RossCard, ...], tuple]:
    r = Reader(path)
    doc = r.doc
    cards = []
    seen = set()
    for where, item in r.items(r.field(doc, "cards", list), "cards"):
        cid = r.field(item, "id", int, where)
        if cid in seen:
            r.fail(f"{where}.id", f"id {cid} is used twice")
        seen.add(cid)
        kind = r.one_of(r.field(item, "kind", str, where), ROSS_KINDS, f"{where}.kind")
        vp = r.field(item, "vp", int, where)
        if vp < 0:
            r.fail(f"{where}.vp", "should not be negative")
        priority = r.one_of(r.field(item, "priority", str, where), PRIORITIES, f"{where}.priority")
        back = r.one_of(r.field(item, "back", str, where), BACKS, f"{where}.back")
        sections = []
        raw = r.field(item, "sections", list, where)
        if len(raw) != 3:
            r.fail(f"{where}.sections", "a ROSS card has 3 sections")
        for i, sec in enumerate(raw):
            w = f"{where}.sections[{i}]"
            r.check(sec, list, w)
            if len(sec) != 2:
                r.fail(w, "should be [tiles, market card]")
            tiles = r.check(sec[0], int, f"{w}[0]")
            market = r.check(sec[1], int, f"{w}[1]")
            if not 1 <= tiles <= 4:
                r.fail(f"{w}[0]", "ROSS builds 1 to 4 tiles")
            if not 1 <= market <= 4:
                r.fail(f"{w}[1]", "the market card to discard is 1 to 4")
            sections.append((tiles, market))
        cards.append(RossCard(cid, kind, vp, priority, back, tuple(sections)))
    counts = {k: sum(1 for c in cards if c.kind == k) for k in ROSS_KINDS}
    if counts != {"regular": 9, "easy": 3, "hard": 3}:
        r.fail("cards", f"expected 9 regular, 3 easy and 3 hard cards, found {counts}")
    diffs = []
    table = r.field(doc, "difficulties", dict)
    for level in DIFFICULTIES:
        w = f"difficulties.{level}"
        entry = r.field(table, level, dict, "difficulties")
        easy = r.field(entry, "easy", int, w)
        hard = r.field(entry, "hard", int, w)
        if easy + hard != 3 or easy > 3 or hard > 3 or min(easy, hard) < 0:
            r.fail(w, "ROSS's deck is 9 regular cards plus 3 easy or hard ones")
        diffs.append((level, easy, hard))
    return tuple(cards), tuple(diffs)


def load_components(folder=None) -> Components:
    """Load and validate all three data files (from `folder`, else rossio/data)."""
    from pathlib import Path

    def path(name):
        return Path(folder) / name if folder else data_file(__file__, name)

    square = _load_square(path("square.yaml"))
    shapes, cards = _load_cards(path("helpers.yaml"), square.colours)
    ross_cards, diffs = _load_ross(path("ross.yaml"))
    return Components(square, shapes, cards, ross_cards, diffs)


@functools.cache
def components() -> Components:
    """The component data in force (this release's, or an earlier one a save was played
    on: shared.engine.dataversion), loaded and validated on first use."""
    return load_components(dataversion.folder(__package__))
