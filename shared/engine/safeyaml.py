"""YAML in and out for files a person may have touched (saves, settings): the safe loader
and dumper, C-accelerated where libyaml is present, behind limits checked before any
Python object is built, so a hostile file cannot recurse, multiply or stall the program.
"""
from __future__ import annotations

import yaml

from .narration import Explained

try:
    from yaml import CSafeDumper as _Dumper
    from yaml import CSafeLoader as _BaseLoader
except ImportError:   # pyyaml built without libyaml
    # the pure-Python twins of the C classes: the same methods, other bases in the stubs
    from yaml import SafeDumper as _Dumper  # type: ignore[assignment]
    from yaml import SafeLoader as _BaseLoader  # type: ignore[assignment]

MAX_DEPTH = 24            # our files nest four or five levels
MAX_NODES = 1_000_000     # scalars, lists and mappings in one file
MAX_NUMBER_CHARS = 40     # a 64-bit number is 20 digits; longer is never ours


class YamlProblem(Explained, ValueError):
    """Text that is not YAML we could have written; the message (a sentence with named
    placeholders) says what and where."""


def _line(mark) -> int | str:
    return mark.line + 1 if mark is not None else "?"


def short(value, limit: int = 40) -> str:
    """A value for a message: its repr, cut to `limit` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


class _Loader(_BaseLoader):
    def construct_bounded_int(self, node):
        if len(node.value) > MAX_NUMBER_CHARS:
            raise YamlProblem("a number {length} characters long at line {line}",
                              length=len(node.value), line=_line(node.start_mark))
        try:
            return self.construct_yaml_int(node)
        except ValueError:   # e.g. "0x_": matches YAML's int pattern, no digits
            raise YamlProblem("a malformed number {value} at line {line}",
                              value=short(node.value), line=_line(node.start_mark)) from None

    def construct_plain_text(self, node):
        # we never write dates; an unquoted one stays text instead of failing on 2026-13-01
        return self.construct_scalar(node)


_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_bounded_int)
_Loader.add_constructor("tag:yaml.org,2002:timestamp", _Loader.construct_plain_text)


class _PlainDumper(_Dumper):
    def ignore_aliases(self, data) -> bool:   # our files never hold anchors
        return True


def _check_events(text: str, max_nodes: int) -> None:
    """Walk the parser's flat event stream (no recursion) and refuse what we never write."""
    depth = nodes = 0
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise YamlProblem("uses YAML anchors or aliases at line {line}, which our files "
                              "never contain", line=_line(event.start_mark))
        if isinstance(event, yaml.NodeEvent):
            nodes += 1
            tag = getattr(event, "tag", None)
            if tag is not None and tag != "!":
                raise YamlProblem("contains the tag {tag} at line {line}, which this program "
                                  "never writes", tag=short(tag), line=_line(event.start_mark))
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise YamlProblem("nests deeper than {depth} levels at line {line}",
                                  depth=MAX_DEPTH, line=_line(event.start_mark))
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        if nodes > max_nodes:
            raise YamlProblem("holds more than {count} values", count=max_nodes)


def parse(text: str, max_nodes: int = MAX_NODES):
    """The one document in `text` as plain Python data; YamlProblem if it is not YAML,
    or not YAML this program could have written (tags, aliases, depth, huge numbers, or
    more than `max_nodes` values: the walk stops there, so a bomb costs no more)."""
    try:
        _check_events(text, max_nodes)
        return yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        if "nesting depth" in str(exc.problem):
            # libyaml's own limit (PyYAML 6.0.4) can stop its scanner before our count does
            raise YamlProblem("nests deeper than {depth} levels at line {line}",
                              depth=MAX_DEPTH, line=_line(exc.problem_mark)) from None
        if exc.problem_mark is None:
            raise YamlProblem("is not valid YAML ({problem})", problem=exc.problem) from None
        raise YamlProblem("is not valid YAML at line {line} ({problem})",
                          line=_line(exc.problem_mark), problem=exc.problem) from None
    except yaml.YAMLError as exc:
        raise YamlProblem("is not valid YAML ({problem})", problem=short(str(exc), 80)) from None


def dump(data, **style) -> str:
    return yaml.dump(data, Dumper=_PlainDumper, sort_keys=False, allow_unicode=True, **style)
