"""Moves to plain data and back, and a canonical hash of any frozen state.

Saves hold moves as small mappings of primitives ({type: PlaceTile, tile: 3, ...});
the state hash must not depend on set iteration order or Python's hash seed.
"""
from __future__ import annotations

import hashlib
from typing import Any

import attrs


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


def _frozen(value):
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, (bool, int, str)) or value is None:
        return value
    raise CodecError(f"unexpected value {value!r} of type {type(value).__name__}")


def decode_move(move_types, data: Any):
    """Build a move from saved data; raise CodecError saying what is wrong."""
    if not isinstance(data, dict):
        raise CodecError(f"a move must be a mapping, not {type(data).__name__}")
    by_name = {cls.__name__: cls for cls in move_types}
    name = data.get("type")
    if name not in by_name:
        raise CodecError(f"unknown move type {name!r}")
    cls = by_name[name]
    names = [f.name for f in attrs.fields(cls)]
    extra = set(data) - set(names) - {"type"}
    if extra:
        raise CodecError(f"move {name} has unknown field {sorted(extra)[0]!r}")
    missing = [n for n in names if n not in data]
    if missing:
        raise CodecError(f"move {name} lacks field {missing[0]!r}")
    try:
        return cls(**{n: _frozen(data[n]) for n in names})
    except (TypeError, ValueError) as exc:
        raise CodecError(f"move {name}: {exc}") from None


def _canonical(value, out: list) -> None:
    if attrs.has(type(value)):
        out.append(type(value).__name__ + "(")
        for field in attrs.fields(type(value)):
            out.append(field.name + "=")
            _canonical(getattr(value, field.name), out)
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
