"""Records kept between games, in the user data folder (records.yaml): per game and
player name, games played, wins, and the scores for the average and the best.

The file holds tables of records, each table a mapping game -> name -> fields, with the
kind of record each table keeps named in TABLES. "players" is the people's record; a
solo opponent's record (issue 15: games, wins, best margin and at which head start) is
another table beside it, with its own record class, read and written the same way.

A finished game is counted once: its key (the autosave it was played in) is remembered,
so loading it, replaying it or undoing and redoing its last move never counts it again.
A file that cannot be used is reported once (naming the file and the field), moved
aside (kept, never overwritten) and the records start afresh; a game that cannot be
written is reported once and not counted; nothing here can crash a game. Pure Python;
YAML only through the safe loader, imported when first needed."""
from __future__ import annotations

import attrs

from .paths import user_data_dir

MAX_BYTES = 1024 * 1024
MAX_COUNTED = 1000      # keys of counted games kept (the most recent)
NAME_CHARS = 24         # as long as a seat's name may be


@attrs.frozen
class Record:
    """One player's games of one game."""

    games: int = 0
    wins: int = 0
    total: int = 0      # the scores added up (the average is total / games)
    best: int = 0

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0

    def counted(self, score: int, won: bool) -> "Record":
        return Record(self.games + 1, self.wins + won, self.total + score,
                      max(self.best, score) if self.games else score)


@attrs.frozen
class OpponentRecord:
    """A person's games against one printed opponent (a solo player, ROSS): how often it
    was beaten, and the best margin with the level it was played at (e.g. a head start)."""

    games: int = 0
    wins: int = 0           # games in which the person beat it
    best_margin: int = 0    # the person's score minus its score, at best
    best_level: str = ""    # the level the best margin came at ("" for a game without)

    def counted(self, margin: int, won: bool, level: str) -> "OpponentRecord":
        better = not self.games or margin > self.best_margin
        return OpponentRecord(self.games + 1, self.wins + won,
                              margin if better else self.best_margin,
                              level if better else self.best_level)


# table name -> the record class of its rows: people by name; printed opponents by key
TABLES = {"players": Record, "opponents": OpponentRecord}


class RecordsProblem(ValueError):
    pass


@attrs.define
class Records:
    tables: dict = attrs.Factory(lambda: {name: {} for name in TABLES})
    counted: list = attrs.Factory(list)   # keys of the games already counted

    def get(self, table: str, game: str) -> dict:
        """name -> record of one game in one table."""
        return self.tables[table].get(game, {})


_cache: Records | None = None
_problem: str | None = None   # what went wrong with the file, until someone reports it


def path():
    return user_data_dir() / "records.yaml"


def _record(where: str, kind, value):
    from .safeyaml import short
    fields = attrs.fields_dict(kind)
    if not isinstance(value, dict) or not set(value) <= set(fields):
        raise RecordsProblem(f"{where}: expected {', '.join(fields)}, got {short(value)}")
    for key, item in value.items():
        if isinstance(fields[key].default, str):
            if not isinstance(item, str) or len(item) > NAME_CHARS:
                raise RecordsProblem(f"{where}.{key}: expected a short text, got {short(item)}")
        elif not isinstance(item, int) or isinstance(item, bool) or abs(item) > 10 ** 9:
            raise RecordsProblem(f"{where}.{key}: expected a whole number, got {short(item)}")
    record = kind(**value)
    if not 0 <= record.wins <= record.games or record.games < 0:
        raise RecordsProblem(f"{where}: {record.wins} wins in {record.games} games")
    return record


def _read(file) -> Records:
    from .safeyaml import YamlProblem, parse, short
    from .userfile import text_of
    try:
        data = parse(text_of(file, MAX_BYTES, RecordsProblem, "records"))
    except YamlProblem as exc:
        raise RecordsProblem(str(exc)) from None
    records = Records()
    if data is None:
        return records
    if not isinstance(data, dict) or not set(data) <= set(TABLES) | {"counted"}:
        raise RecordsProblem(f"expected the tables {', '.join(TABLES)} and counted, "
                             f"got {short(data)}")
    counted = data.get("counted", [])
    if not isinstance(counted, list) or any(not isinstance(k, str) or len(k) > 200
                                            for k in counted):
        raise RecordsProblem(f"counted: expected a list of game keys, got {short(counted)}")
    records.counted = counted[-MAX_COUNTED:]
    for table, kind in TABLES.items():
        games = data.get(table) or {}
        if not isinstance(games, dict):
            raise RecordsProblem(f"{table}: expected games, got {short(games)}")
        for game, rows in games.items():
            if not isinstance(game, str) or not isinstance(rows, dict):
                raise RecordsProblem(f"{table}.{short(game)}: expected player names, "
                                     f"got {short(rows)}")
            for name, value in rows.items():
                if not isinstance(name, str) or len(name) > NAME_CHARS:
                    raise RecordsProblem(f"{table}.{game}: {short(name)} is not a player name")
                records.tables[table].setdefault(game, {})[name] = _record(
                    f"{table}.{game}.{name}", kind, value)
    return records


def load() -> Records:
    """The records (read once); a damaged file is moved aside and reported once."""
    global _cache, _problem
    if _cache is None:
        from .i18n import tr
        from .userfile import read_or_set_aside
        records, said = read_or_set_aside(path(), _read, (RecordsProblem,),
                                          tr("the records start afresh"))
        _problem = said or _problem   # a write that failed before is still to be told
        _cache = records or Records()
    return _cache


def problem() -> str | None:
    """What was wrong with the file, once (None afterwards, and when nothing was)."""
    global _problem
    said, _problem = _problem, None
    return said


def _write(records: Records) -> bool:
    """Whether the file now holds `records`. When not, the records held are those of
    the file again (what was not written was not counted) and problem() says why."""
    global _cache, _problem
    from .i18n import tr
    from .safeyaml import dump
    from .saves import write_atomic
    from .userfile import why_unwritten
    data: dict[str, object] = {
        table: {game: {name: attrs.asdict(r) for name, r in rows.items()}
                for game, rows in records.tables[table].items()} for table in TABLES}
    data["counted"] = records.counted[-MAX_COUNTED:]
    try:
        write_atomic(path(), dump(data))
    except OSError as exc:   # records are a pleasure, not a duty: a game goes on
        _cache = None
        said = tr("Could not write {file} ({why}): this game was not counted. Free some disk "
                  "space or check the folder's permissions.", file=path().name,
                  why=why_unwritten(exc))
        _problem = f"{_problem} {said}" if _problem else said   # neither goes untold
        return False
    return True


def count_game(key: str, game: str, result, people: dict[int, str],
               opponents: dict[int, str] | None = None, level: str = "") -> bool:
    """Count a finished game for the people at it (seat -> name) and, when one person
    played printed opponents (seat -> their key), the person's games against each at
    `level`; False when the game with this key was counted already, or could not be
    written (problem() then says so). The file is read again first, under its lock, so
    a game another window counted meanwhile stays counted."""
    from .gamelock import writing
    with writing(path()):
        return _count(key, game, result, people, opponents, level)


def _count(key, game, result, people, opponents, level) -> bool:
    global _cache
    _cache = None   # what another window wrote since we read it
    records = load()
    if key in records.counted:
        return False
    rows = records.tables["players"].setdefault(game, {})
    for seat, name in people.items():
        name = name[:NAME_CHARS]
        rows[name] = rows.get(name, Record()).counted(result.scores[seat],
                                                      seat in result.winners)
    if opponents and len(people) == 1:
        (me,) = people
        against = records.tables["opponents"].setdefault(game, {})
        for seat, name in opponents.items():
            margin = result.scores[me] - result.scores[seat]
            # a tie is a win only when the tie-break gave it to the person
            won = margin > 0 or (margin == 0 and me in result.winners
                                 and seat not in result.winners)
            against[name] = against.get(name, OpponentRecord()).counted(
                margin, won, level[:NAME_CHARS])
    records.counted.append(key)
    return _write(records)


def forget_cache() -> None:
    global _cache, _problem
    _cache = _problem = None
