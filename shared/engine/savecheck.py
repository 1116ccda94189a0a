"""The schema of a save: every field of a parsed save document checked for kind, range,
length and characters before any rules code sees it. A problem becomes one message
naming the field (e.g. `moves[12].move.tile`) and what was expected, values cut short.
"""
from __future__ import annotations

import re

from . import registry
from .codec import FieldError, decode_move
from .contract import ConfigError
from .i18n import mark
from .narration import Explained, Line, sentence
from .safeyaml import short
from .seats import controller_names

MAX_MOVES = 20_000     # a four-player Circleville game of random bots takes about 5,400
MAX_SEATS = 8
NAME_CHARS = 24        # as long as the seat setup lets a name be
HASH = re.compile(r"[0-9a-f]{32}")
TOP_FIELDS = {"format", "version", "game", "seats", "options", "seed", "meta", "finished",
              "saved_at", "autosave", "start_hash", "state_hash", "moves", "data"}
DATA_VERSION = re.compile(r"[0-9a-f]{12}")


class SchemaError(Explained, ValueError):
    """A field that is not as a save has it: the problem is a sentence with named
    placeholders (or an inner error's Line), told after the field's name."""

    def __init__(self, field: str, text: str | Line, /, **params):
        self.field = field
        super().__init__(mark("field {field}: {problem}"), field=field,
                         problem=sentence(text, **params))


def clean_text(value: str, limit: int = NAME_CHARS) -> str:
    """Text safe to draw: control characters and lone surrogates (which font rendering
    refuses) dropped, cut to `limit` characters."""
    return "".join(c for c in value if c.isprintable() and not 0xD800 <= ord(c) <= 0xDFFF
                   or c == " ")[:limit]


def _kind(doc: dict, field: str, kind, what: str, optional: bool = False):
    if field not in doc:
        if optional:
            return None
        raise SchemaError(field, "is missing (expected {what})", what=Line.of(what))
    value = doc[field]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise SchemaError(field, "expected {what}, got {value}", what=Line.of(what),
                          value=short(value))
    return value


def _int(value, field: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise SchemaError(field, "expected a whole number from {low} to {high}, got {value}",
                          low=low, high=high, value=short(value))
    return value


def _text_list(value, field: str, most: int, chars: int) -> list[str]:
    if not isinstance(value, list) or len(value) > most:
        raise SchemaError(field, "expected a list of at most {most} texts, got {value}",
                          most=most, value=short(value))
    for i, item in enumerate(value):
        if not isinstance(item, str) or len(item) > chars:
            raise SchemaError(f"{field}[{i}]", "expected text of at most {chars} characters, "
                              "got {value}", chars=chars, value=short(item))
    return [clean_text(item, chars) for item in value]


def _hash(value, field: str) -> str:
    if not isinstance(value, str) or not HASH.fullmatch(value):
        raise SchemaError(field, "expected 32 hexadecimal digits, got {value}",
                          value=short(value))
    return value


def _options(rules, given) -> dict:
    specs = {spec.key: spec for spec in rules.option_specs}
    out = {}
    for key, value in given.items():
        field = f"options.{short(key, 30) if not isinstance(key, str) else key[:30]}"
        if key not in specs:
            raise SchemaError(field, "{game} has no such option (options: {known})",
                              game=rules.name, known=", ".join(specs) or "none")
        spec = specs[key]
        kind = type(spec.default)
        if type(value) is not kind or kind is str and len(value) > 40:
            raise SchemaError(field, "expected {what}, got {value}", value=short(value),
                              what=Line.of("text") if kind is str else kind.__name__)
        try:
            out[key] = spec.parse(value)
        except ConfigError as exc:
            raise SchemaError(field, exc.line) from None
    return out


def _meta(meta: dict, players: int) -> dict:
    out: dict[str, object] = {}
    for key, value in meta.items():
        if key == "names":
            out["names"] = _text_list(value, "meta.names", players, NAME_CHARS)
        elif key == "colours":
            if not isinstance(value, list) or len(value) > players:
                raise SchemaError("meta.colours", "expected a list per seat, got {value}",
                                  value=short(value))
            out["colours"] = [_text_list(seat, f"meta.colours[{i}]", 4, NAME_CHARS)
                              for i, seat in enumerate(value)]
        elif key == "hints":   # hints each seat took (saves since hints; none before)
            if not isinstance(value, list) or len(value) > players:
                raise SchemaError("meta.hints", "expected a count per seat, got {value}",
                                  value=short(value))
            out["hints"] = [_int(n, f"meta.hints[{i}]", 0, MAX_MOVES) for i, n in enumerate(value)]
        elif key == "hints_allowed":
            if not isinstance(value, bool):
                raise SchemaError("meta.hints_allowed", "expected true or false, got {value}",
                                  value=short(value))
            out["hints_allowed"] = value
        else:
            raise SchemaError(f"meta.{str(key)[:30]}", "is not part of a save (expected "
                                                       "names, colours, hints or hints_allowed)")
    return out


def _data(doc: dict) -> str | None:
    """The component data the game was played on (saves before it was recorded: None)."""
    data = _kind(doc, "data", str, mark("a data version"), optional=True)
    if data is not None and not DATA_VERSION.fullmatch(data):
        raise SchemaError("data", "expected a data version (12 hex digits), got {value}",
                          value=short(data))
    return data


def check(doc: dict) -> dict:
    """The save as checked plain data with its moves decoded; SchemaError otherwise.
    `doc` already passed the format and version test."""
    version = doc["version"]
    fields = TOP_FIELDS - ({"state_hash"} if version >= 2 else {"start_hash", "autosave"})
    unknown = sorted(str(k)[:30] for k in doc if k not in fields)
    if unknown:
        raise SchemaError(unknown[0], "is not part of a version {version} save",
                          version=version)
    game = _kind(doc, "game", str, mark("a game name"))
    if game not in registry.game_names():
        raise SchemaError("game", "expected one of {known}, got {value}",
                          known=", ".join(registry.game_names()), value=short(game))
    rules = registry.get_rules(game)
    seats = _kind(doc, "seats", list, mark("a list of seat controllers"))
    if not rules.min_players <= len(seats) <= min(rules.max_players, MAX_SEATS):
        raise SchemaError("seats", "{game} takes {fewest} to {most} players, not {players}",
                          game=rules.title, fewest=rules.min_players, most=rules.max_players,
                          players=len(seats))
    known = controller_names(rules)
    for i, name in enumerate(seats):
        if not isinstance(name, str) or name not in known:
            raise SchemaError(f"seats[{i}]", "expected one of {known}, got {value}",
                              known=", ".join(known), value=short(name))
    options = _options(rules, _kind(doc, "options", dict, mark("a mapping of options")))
    seed = _int(_kind(doc, "seed", int, mark("a whole number")), "seed", -(2 ** 63), 2 ** 63)
    meta = _meta(_kind(doc, "meta", dict, mark("a mapping"), optional=True) or {}, len(seats))
    checked = {
        "version": version, "game": game, "seats": seats, "options": options, "seed": seed,
        "meta": meta,
        "finished": bool(_kind(doc, "finished", bool, mark("true or false"), optional=True)),
        "autosave": bool(_kind(doc, "autosave", bool, mark("true or false"), optional=True)),
        "saved_at": clean_text(_kind(doc, "saved_at", str, mark("a date"), optional=True)
                               or "", 40),
        "data": _data(doc),
    }
    if "moves" not in doc:
        raise SchemaError("moves", "is missing (expected a list of moves)")
    moves = doc["moves"]
    if moves is None and version >= 2:   # a game before its first move: "moves:" alone
        moves = []
    if not isinstance(moves, list):
        raise SchemaError("moves", "expected a list of moves, got {value}", value=short(moves))
    if len(moves) > MAX_MOVES:
        raise SchemaError("moves", "holds {count} moves; no game takes more than {most}, so "
                          "replaying it would take too long", count=len(moves), most=MAX_MOVES)
    checked["moves"] = [_move(rules, item, f"moves[{i}]", len(seats), version)
                        for i, item in enumerate(moves)]
    if version >= 2:
        checked["start_hash"] = _hash(doc.get("start_hash"), "start_hash")
        last = checked["moves"][-1]["hash"] if moves else checked["start_hash"]
        if last is None:
            raise SchemaError(f"moves[{len(moves) - 1}].hash", "is missing on the last move "
                                                               "(the file was cut short?)")
        checked["state_hash"] = last
    else:
        checked["state_hash"] = _hash(doc.get("state_hash"), "state_hash")
    return checked


def _move(rules, item, field: str, players: int, version: int) -> dict:
    if not isinstance(item, dict):
        raise SchemaError(field, "expected a mapping with seat and move, got {value}",
                          value=short(item))
    allowed = {"seat", "move", "hash"} if version >= 2 else {"seat", "move"}
    extra = [k for k in item if k not in allowed]
    if extra:
        raise SchemaError(f"{field}.{str(extra[0])[:30]}", "is not part of a move entry")
    seat = _int(item.get("seat"), f"{field}.seat", 0, players - 1)
    if "move" not in item:
        raise SchemaError(f"{field}.move", "is missing")
    try:
        move = decode_move(rules.move_types, item["move"])
    except FieldError as exc:
        where = f"{field}.move.{exc.field}" if exc.field else f"{field}.move"
        raise SchemaError(where, exc.line) from None
    hashed = _hash(item["hash"], f"{field}.hash") if "hash" in item else None
    return {"seat": seat, "move": move, "raw": item["move"], "hash": hashed}
