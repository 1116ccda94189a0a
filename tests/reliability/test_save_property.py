"""Issue 11: the save reader's property. Whatever YAML document a file holds, loading it
gives a valid match or one SaveError naming the file, and never changes the file.
Documents are drawn both at random and as real saves with parts replaced at random."""
from __future__ import annotations

import os
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from shared.engine import saves

from .corpus import GAMES, make_saves

EXAMPLES = int(os.environ.get("TOWN_SQUARES_FUZZ", "150"))
scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=30),
                    st.floats(allow_nan=False), st.sampled_from(GAMES + ("human", "greedy")))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                      | st.dictionaries(st.text(max_size=10) | st.integers(), inner, max_size=5),
                      max_leaves=30)

_real: dict[str, dict] = {}


def real_document(game: str, folder: Path) -> dict:
    if game not in _real:
        whole = make_saves(game, folder / game, moves=8)[0]
        _real[game] = yaml.safe_load(whole.read_text())
    return _real[game]


def load_or_refuse(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    try:
        match, meta = saves.load(path)
    except saves.SaveError as exc:
        assert path.name in str(exc) and len(str(exc)) < 400
    else:
        assert match.config.game in GAMES and isinstance(meta, dict)
    assert path.read_text(encoding="utf-8") == text


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(doc=values)
def test_any_yaml_document(tmp_path_factory, doc):
    folder = tmp_path_factory.mktemp("any")
    load_or_refuse(folder / "any.yaml", yaml.safe_dump(doc, allow_unicode=True))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(game=st.sampled_from(GAMES), data=st.data())
def test_a_real_save_with_parts_replaced(tmp_path_factory, game, data):
    folder = tmp_path_factory.mktemp("real")
    doc = yaml.safe_load(yaml.safe_dump(real_document(game, folder)))   # a fresh copy
    for _ in range(data.draw(st.integers(1, 3))):
        node, key = doc, data.draw(st.sampled_from(list(doc)))
        while isinstance(node[key], (dict, list)) and node[key] and data.draw(st.booleans()):
            node = node[key]   # walk down to a random place, then replace what is there
            key = data.draw(st.sampled_from(list(node) if isinstance(node, dict)
                                            else list(range(len(node)))))
        node[key] = data.draw(values)
    load_or_refuse(folder / "real.yaml", yaml.safe_dump(doc, allow_unicode=True,
                                                        sort_keys=False))
