"""Moves to plain data and back, and a canonical hash of any frozen state.

Saves hold moves as small mappings of primitives ({type: PlaceTile, tile: 3, ...});
the state hash must not depend on set iteration order or Python's hash seed.
"""
from __future__ import annotations

import hashlib
import types
import typing
from typing import Any

import attrs

from .narration import Explained


class CodecError(ValueError):
    pass


def encode_move(move) -> dict:
    data = {"type": type(move).__name__}
    for field in attrs.fields(type(move)):
        data[field.name] = _plain(getattr(move, field.name))
    return data


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, (bool, int, str)) or value is None:
        return value
    raise CodecError(f"move field value {value!r} is not plain data")


MAX_TEXT = 64           # longest text a move field may hold
MAX_NUMBER = 10 ** 9    # no move field counts higher


class FieldError(Explained, CodecError):
    """A move field of the wrong kind; `field` names it (e.g. "tile"); the problem is a
    sentence with named placeholders."""

    def __init__(self, field: str, text: str, /, **params):
        self.field = field
        super().__init__(text, **params)


def _expect(kind, value, field: str):
    """`value` as the annotated `kind` (bool, int, str, X | None, tuple[X, ...]), or
    FieldError saying what was expected; rules code only ever sees the right kinds."""
    from .safeyaml import short
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        if len(options) == 1:
            return _expect(options[0], value, field)
    elif origin is tuple and args:
        if not isinstance(value, list) or len(value) > MAX_TEXT:
            raise FieldError(field, "unexpected value {value} (expected a list)",
                             value=short(value))
        each = args[:1] * len(value) if args[-1] is Ellipsis else args
        if len(each) != len(value):
            raise FieldError(field, "expected {expected} values, got {count}",
                             expected=len(each), count=len(value))
        return tuple(_expect(k, v, f"{field}[{i}]") for i, (k, v) in enumerate(zip(each, value)))
    elif kind is bool:
        if isinstance(value, bool):
            return value
        raise FieldError(field, "unexpected value {value} (expected true or false)",
                         value=short(value))
    elif kind is int:
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_NUMBER:
            return value
        raise FieldError(field, "unexpected value {value} (expected a whole number up to "
                                "{most})", value=short(value), most=MAX_NUMBER)
    elif kind is str:
        if isinstance(value, str) and len(value) <= MAX_TEXT and value.isprintable():
            return value
        raise FieldError(field, "unexpected value {value} (expected a short line of text)",
                         value=short(value))
    raise FieldError(field, "has a kind ({kind}) saves cannot hold", kind=repr(kind))


def decode_move(move_types, data: Any):
    """Build a move from saved data; raise CodecError saying what is wrong."""
    from .safeyaml import short
    if not isinstance(data, dict):
        raise FieldError("", "unexpected value {value} (expected a mapping with a type)",
                         value=short(data))
    by_name = {cls.__name__: cls for cls in move_types}
    name = data.get("type")
    if not isinstance(name, str) or name not in by_name:
        known = ", ".join(list(by_name)[:5]) + (", ..." if len(by_name) > 5 else "")
        raise FieldError("type", "unknown move type {name} (this game's moves: {known})",
                         name=short(name), known=known)
    cls = by_name[name]
    fields = attrs.fields(attrs.resolve_types(cls))
    names = [f.name for f in fields]
    extra = [k for k in data if k not in names and k != "type"]
    if extra:
        raise FieldError(str(extra[0])[:40], "move {name} has no such field", name=name)
    missing = [n for n in names if n not in data]
    if missing:
        raise FieldError(missing[0], "move {name} lacks field {field}", name=name,
                         field=repr(missing[0]))
    return cls(**{f.name: _expect(f.type, data[f.name], f.name) for f in fields})


_FIELDS: dict[type, tuple[str, ...] | None] = {}   # an attrs class's field names; None: not attrs
_PLAIN = (int, str, float, bool, type(None))


def _fields(cls: type) -> tuple[str, ...] | None:
    if cls not in _FIELDS:
        _FIELDS[cls] = tuple(f.name for f in attrs.fields(cls)) if attrs.has(cls) else None
    return _FIELDS[cls]


def _canonical(value, out: list) -> None:
    """`value` written out in one fixed text (the input of a state's hash, kept in saves:
    the text must never change). Hashing runs after every move and in every check of a
    save, so the common cases go first and a class's fields are looked up once."""
    cls = type(value)
    if cls in _PLAIN:
        out.append(repr(value))
        return
    names = _fields(cls)
    if names is not None:
        out.append(cls.__name__ + "(")
        for name in names:
            out.append(name + "=")
            _canonical(getattr(value, name), out)
            out.append(",")
        out.append(")")
    elif isinstance(value, (tuple, list)):
        out.append("[")
        for v in value:
            _canonical(v, out)
            out.append(",")
        out.append("]")
    elif isinstance(value, (frozenset, set)):
        parts = []
        for v in value:
            sub: list = []
            _canonical(v, sub)
            parts.append("".join(sub))
        out.append("{" + ",".join(sorted(parts)) + "}")
    elif isinstance(value, dict):
        parts = []
        for k, v in value.items():
            sub = []
            _canonical(k, sub)
            sub.append(":")
            _canonical(v, sub)
            parts.append("".join(sub))
        out.append("{" + ",".join(sorted(parts)) + "}")
    else:
        out.append(repr(value))


def state_hash(*values) -> str:
    out: list = []
    for value in values:
        _canonical(value, out)
        out.append(";")
    return hashlib.sha256("".join(out).encode()).hexdigest()[:32]
