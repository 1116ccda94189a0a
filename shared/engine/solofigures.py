"""How hard each printed opponent is, as measured: `<package>/solo-figures.yaml`, beside
the game's data folder (not in it: the data's version is a digest of that folder, and
figures measured again change nothing in play).

The file is written from `python main.py balance` output. Per printed opponent (its
controller name), per level of the game's `automa_level` option (a head start, ROSS's
difficulty), per bot: the games played, the bot's wins, the 95 % interval of its win
rate in percent, and the commit and date measured at:

    denzel:
      0:
        expert: {games: 100, wins: 15, interval: [7, 29], commit: f060b0c, date: 2026-11-27}
        strong: {games: 100, wins: 6, interval: [3, 13], commit: f060b0c, date: 2026-11-27}

A missing file, opponent or level has no figures (nothing is shown for it); a file that
is there must be whole: any fault raises DataError naming the file and the field.
Pure Python, no pygame."""
from __future__ import annotations

import datetime
from dataclasses import dataclass
from pathlib import Path

from . import registry
from .data import Reader
from .seats import BOT_NAMES

FILE = "solo-figures.yaml"
FIELDS = ("games", "wins", "interval", "commit", "date")


@dataclass(frozen=True)
class Figure:
    """One bot's games against one printed opponent at one level."""
    bot: str
    games: int
    wins: float     # a game tied for first counts a share (21.5: 21 won, one tied by two)
    interval: tuple[float, float]   # the win rate's 95 % interval, in percent
    commit: str
    date: str

    @property
    def percent(self) -> int:
        return round(100 * self.wins / self.games)


# opponent -> level (as the option's value reads, "0", "hard") -> the bots' figures
Figures = dict[str, dict[str, tuple[Figure, ...]]]


def path(game: str) -> Path:
    """Where a game's figures are (whether or not it has any)."""
    return registry.ROOT / registry.game_info(game).package / FILE


def load(game: str, file: Path | None = None) -> Figures:
    """The game's figures (or those in `file`), checked against its printed opponents, the
    values of its automa_level option and the bots; each level's bots the stronger first.
    No file, or a game without printed opponents or their level option: no figures."""
    info = registry.game_info(game)
    file = file or path(game)
    if not info.automa or not info.automa_level or not file.is_file():
        return {}
    rules = registry.get_rules(game)
    spec = next(s for s in rules.option_specs if s.key == info.automa_level)
    levels = (spec.choices if spec.choices or not isinstance(spec.default, int)
              else range(spec.minimum or 0, (spec.maximum or 0) + 1))
    return parse(file, info.automa, levels, tuple(reversed(BOT_NAMES)))


def parse(file: Path, opponents, levels, bots) -> Figures:
    """The figures in `file`: `opponents` who may be named, `levels` the values a level
    may have, `bots` those that may have been measured, in the order they are shown."""
    read = Reader(file)
    doc = read.doc
    if doc is None:   # an empty file: nothing measured yet
        return {}
    read.check(doc, dict, "(top)")
    levels = [str(v) for v in levels]
    out: Figures = {}
    for name, by_level in doc.items():
        read.one_of(name, opponents, str(name))
        read.check(by_level, dict, name)
        for level, by_bot in by_level.items():
            where = f"{name}.{level}"
            read.one_of(str(level), levels, where)
            read.check(by_bot, dict, where)
            rows = [_figure(read, bot, value, bots, f"{where}.{bot}")
                    for bot, value in by_bot.items()]
            rows.sort(key=lambda f: list(bots).index(f.bot))
            out.setdefault(name, {})[str(level)] = tuple(rows)
    return out


def _figure(read: Reader, bot, value, bots, where: str) -> Figure:
    read.one_of(bot, bots, where)
    read.check(value, dict, where)
    unknown = sorted(set(value) - set(FIELDS), key=str)
    if unknown:
        read.fail(f"{where}.{unknown[0]}", f"is not a field (fields: {', '.join(FIELDS)})")
    games = read.field(value, "games", int, where)
    wins = read.field(value, "wins", (int, float), where)   # a tie counts a share of a win
    if isinstance(wins, bool):
        read.fail(f"{where}.wins", f"should be a number, not {wins!r}")
    if games < 1:
        read.fail(f"{where}.games", f"should be at least 1, not {games}")
    if not 0 <= wins <= games:
        read.fail(f"{where}.wins", f"should be 0 to {games} (the games), not {wins}")
    interval = read.field(value, "interval", list, where)
    numbers = len(interval) == 2 and all(
        isinstance(v, (int, float)) and not isinstance(v, bool) for v in interval)
    if not numbers or not 0 <= interval[0] <= interval[1] <= 100:
        read.fail(f"{where}.interval", f"should be [low, high] in percent (0 <= low <= "
                                       f"high <= 100), not {interval!r}")
    commit = read.field(value, "commit", str, where)
    if not commit.strip():
        read.fail(f"{where}.commit", "should name the commit measured at")
    date = read.field(value, "date", (str, datetime.date), where)
    return Figure(bot, games, wins, (interval[0], interval[1]), commit, str(date))


