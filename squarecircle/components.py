"""The Square Circle's printed components, loaded from squarecircle/data/*.yaml.

`components()` loads and validates both files once per process. Every problem in a
file raises `shared.engine.data.DataError` naming the file and the field.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import attrs

from shared.engine import dataversion
from shared.engine.data import Reader
from shared.engine.narration import Line

DATA_DIR = Path(__file__).resolve().parent / "data"
SYMBOLS = ("day", "night")
NEUTRAL = "neutral"
NO_LINE = "none"

# the words sentences put in their placeholders, each a sentence for the catalogue (a
# colour of the data without a word here is told as the data writes it)
COLOUR_WORDS = {"white": Line.of("white"), "blue": Line.of("blue"), "green": Line.of("green"),
                "yellow": Line.of("yellow"), "red": Line.of("red")}
SYMBOL_NAMES = {"day": Line.of("day"), "night": Line.of("night")}
# a colour's goods as a row of the score sheet
GOODS_HEADINGS = {"white": Line.of("White goods"), "blue": Line.of("Blue goods"),
                  "green": Line.of("Green goods"), "yellow": Line.of("Yellow goods"),
                  "red": Line.of("Red goods")}


def colour_word(colour: str) -> Line | str:
    return COLOUR_WORDS.get(colour, colour)


def symbol_name(symbol: str) -> Line | str:
    return SYMBOL_NAMES.get(symbol, symbol)


@attrs.frozen
class Space:
    number: int
    line: str | None           # colour line printed on the space, None for 6, 12, ...
    marketplace: str | None    # colour of the marketplace it belongs to
    goods: int                 # goods placed above it at setup
    stones: tuple[str, ...]    # symbols of the small stones under it


@attrs.frozen
class Stone:
    index: int
    space: int
    symbol: str


@attrs.frozen
class Marketplace:
    colour: str
    spaces: tuple[int, ...]
    goods_per_space: int


@attrs.frozen
class Card:
    id: int
    colour: str     # one of the colours, or "neutral"
    symbol: str     # "day" or "night"; "" for a neutral card

    @property
    def neutral(self) -> bool:
        return self.colour == NEUTRAL


@attrs.frozen(eq=False)
class Components:
    colours: tuple[str, ...]
    spaces: tuple[Space, ...]              # spaces[number - 1]
    marketplaces: tuple[Marketplace, ...]  # in colour order
    stones: tuple[Stone, ...]
    path_stones: int                       # bluestones between altar and altar
    track_spaces: int
    track_start: int
    merchants_per_colour: int
    goods_per_colour: int
    cards: tuple[Card, ...]                # the 60 shuffled cards, by id
    trilithon_cards: tuple[str, ...]
    # derived lookups (filled in by __attrs_post_init__)
    colour_index: dict = attrs.field(init=False, factory=dict)
    card: dict = attrs.field(init=False, factory=dict)           # id -> Card
    stone_at: dict = attrs.field(init=False, factory=dict)       # (space, symbol) -> index
    allowed: dict = attrs.field(init=False, factory=dict)        # (colour, symbol) -> stones
    card_stones: dict = attrs.field(init=False, factory=dict)    # card id -> stones it allows
    card_colour: dict = attrs.field(init=False, factory=dict)    # card id -> colour index, -1
    stone_market: tuple = attrs.field(init=False, default=())    # stone -> marketplace index

    def __attrs_post_init__(self):
        self.colour_index.update({c: i for i, c in enumerate(self.colours)})
        self.card.update({c.id: c for c in self.cards})
        self.stone_at.update({(s.space, s.symbol): s.index for s in self.stones})
        for colour in self.colours:
            for symbol in SYMBOLS:
                self.allowed[colour, symbol] = tuple(
                    s.index for s in self.stones if s.symbol == symbol and colour in (
                        self.spaces[s.space - 1].line, self.spaces[s.space - 1].marketplace))
        for c in self.cards:
            self.card_colour[c.id] = -1 if c.neutral else self.colour_index[c.colour]
            self.card_stones[c.id] = () if c.neutral else self.allowed[c.colour, c.symbol]
        object.__setattr__(self, "stone_market", tuple(
            self.colour_index[self.spaces[s.space - 1].marketplace] for s in self.stones))

    @property
    def path_end(self) -> int:
        """The Druid's position back at the altar (0 is the altar at the start)."""
        return self.path_stones + 1

    def card_name(self, card_id: int) -> Line:
        card = self.card[card_id]
        if card.neutral:
            return Line.of("neutral card {card}", card=card_id)
        return Line.of("{colour}/{symbol} card {card}", colour=colour_word(card.colour),
                       symbol=symbol_name(card.symbol), card=card_id)


# --- board.yaml ------------------------------------------------------------------------
def _board(r: Reader) -> dict:
    doc = r.check(r.doc, dict, "(top)")
    colours = tuple(r.check(c, str, w)
                    for w, c in r.items(r.field(doc, "colours", list), "colours"))
    if len(set(colours)) != len(colours) or not colours:
        r.fail("colours", "must list distinct colours")
    if NEUTRAL in colours or NO_LINE in colours:
        r.fail("colours", f"{NEUTRAL!r} and {NO_LINE!r} are not colours")

    raw_spaces: list[tuple[str, int, str | None, tuple[str, ...]]] = []
    for w, item in r.items(r.field(doc, "spaces", list), "spaces"):
        number = r.field(item, "number", int, w)
        if number != len(raw_spaces) + 1:
            r.fail(f"{w}.number",
                   f"is {number}, expected {len(raw_spaces) + 1} (spaces run 1, 2, 3...)")
        line = r.one_of(r.field(item, "line", str, w), colours + (NO_LINE,), f"{w}.line")
        symbols = tuple(r.one_of(s, SYMBOLS, sw)
                        for sw, s in r.items(r.field(item, "stones", list, w), f"{w}.stones"))
        if len(set(symbols)) != len(symbols):
            r.fail(f"{w}.stones", "lists a symbol twice")
        raw_spaces.append((w, number, None if line == NO_LINE else line, symbols))

    marketplaces: list[Marketplace] = []
    market_of: dict[int, str] = {}
    for w, item in r.items(r.field(doc, "marketplaces", list), "marketplaces"):
        colour = r.one_of(r.field(item, "colour", str, w), colours, f"{w}.colour")
        if any(m.colour == colour for m in marketplaces):
            r.fail(f"{w}.colour", f"{colour} has two marketplaces")
        numbers = []
        for sw, n in r.items(r.field(item, "spaces", list, w), f"{w}.spaces"):
            r.check(n, int, sw)
            if not 1 <= n <= len(raw_spaces):
                r.fail(sw, f"space {n} is not on the board (1-{len(raw_spaces)})")
            if n in market_of:
                r.fail(sw, f"space {n} already belongs to the {market_of[n]} marketplace")
            market_of[n] = colour
            numbers.append(n)
        per = r.field(item, "goods_per_space", int, w)
        if per < 1:
            r.fail(f"{w}.goods_per_space", "must be at least 1")
        marketplaces.append(Marketplace(colour, tuple(numbers), per))
    if [m.colour for m in marketplaces] != list(colours):
        r.fail("marketplaces", "must give one marketplace per colour, in the order of 'colours'")

    per_space = {n: m.goods_per_space for m in marketplaces for n in m.spaces}
    spaces: list[Space] = []
    stones: list[Stone] = []
    for w, number, line, symbols in raw_spaces:
        goods = per_space.get(number, 0)
        # every placement takes one good above the stone's space: stones and goods agree
        if len(symbols) != goods:
            where = (f"in the {market_of[number]} marketplace" if number in market_of
                     else "in no marketplace")
            r.fail(f"{w}.stones", f"space {number} is {where} with {goods} goods above it, "
                                  f"so it needs {goods} stones, not {len(symbols)}")
        for symbol in symbols:
            stones.append(Stone(len(stones), number, symbol))
        spaces.append(Space(number, line, market_of.get(number), goods, symbols))

    path = r.field(doc, "bluestone_path", dict)
    path_stones = r.field(path, "stones", int, "bluestone_path")
    if path_stones < 1:
        r.fail("bluestone_path.stones", "must be at least 1")
    r.field(r.field(doc, "altar", dict), "druid_starts_here", bool, "altar")
    track = r.field(doc, "scoring_track", dict)
    pieces = r.field(doc, "pieces", dict)
    merchants = r.field(pieces, "merchants_per_colour", int, "pieces")
    goods_per_colour = r.field(pieces, "goods_per_colour", int, "pieces")
    for m in marketplaces:
        if m.goods_per_space * len(m.spaces) != goods_per_colour:
            r.fail("pieces.goods_per_colour",
                   f"is {goods_per_colour} but the {m.colour} marketplace holds "
                   f"{m.goods_per_space * len(m.spaces)} goods")
    return dict(colours=colours, spaces=tuple(spaces), marketplaces=tuple(marketplaces),
                stones=tuple(stones), path_stones=path_stones,
                track_spaces=r.field(track, "spaces", int, "scoring_track"),
                track_start=r.field(track, "start", int, "scoring_track"),
                merchants_per_colour=merchants, goods_per_colour=goods_per_colour)


# --- deck.yaml -------------------------------------------------------------------------
def _deck(r: Reader, colours: tuple[str, ...], merchants_per_colour: int) -> dict:
    doc = r.check(r.doc, dict, "(top)")
    cards: dict[int, Card] = {}
    for w, group in r.items(r.field(doc, "cards", list), "cards"):
        colour = r.one_of(r.field(group, "colour", str, w), colours + (NEUTRAL,), f"{w}.colour")
        if colour == NEUTRAL:
            if "symbol" in group:
                r.fail(f"{w}.symbol", "neutral cards carry no day or night symbol")
            symbol = ""
        else:
            symbol = r.one_of(r.field(group, "symbol", str, w), SYMBOLS, f"{w}.symbol")
        for iw, card_id in r.items(r.field(group, "ids", list, w), f"{w}.ids"):
            r.check(card_id, int, iw)
            if card_id in cards:
                r.fail(iw, f"card {card_id} is listed twice")
            cards[card_id] = Card(card_id, colour, symbol)
    for colour in colours:
        count = sum(1 for c in cards.values() if c.colour == colour)
        if count > merchants_per_colour:
            # each picked card is exchanged for a merchant of its colour
            r.fail("cards", f"has {count} {colour} cards but only {merchants_per_colour} "
                            f"{colour} merchants exist")
    if not any(not c.neutral for c in cards.values()):
        r.fail("cards", "needs coloured cards")
    tri = tuple(r.one_of(c, colours, w)
                for w, c in r.items(r.field(doc, "trilithon_cards", list), "trilithon_cards"))
    if sorted(tri) != sorted(colours):
        r.fail("trilithon_cards", "needs one trilithon card per colour")
    return dict(cards=tuple(cards[k] for k in sorted(cards)), trilithon_cards=tri)


def load(data_dir: Path = DATA_DIR) -> Components:
    data_dir = Path(data_dir)
    board = _board(Reader(data_dir / "board.yaml"))
    deck = _deck(Reader(data_dir / "deck.yaml"), board["colours"], board["merchants_per_colour"])
    return Components(**board, **deck)


@lru_cache(maxsize=1)
def components() -> Components:
    """The component data in force (this release's, or an earlier one a save was played
    on: shared.engine.dataversion), loaded and validated on first use."""
    return load(dataversion.folder(__package__))
