"""Game data is read with libyaml's safe loader where pyyaml has it: every data file of
every game gives the same document as the pure-Python safe loader."""
from pathlib import Path

import pytest
import yaml

from shared.engine import data, registry

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(p for game in registry.game_names()
               for p in (ROOT / game / "data").glob("*.yaml"))


def test_the_fast_loader_is_used_where_there_is_one():
    assert data.SAFE_LOADER is getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_data_file_reads_the_same_as_with_the_python_loader(path):
    assert FILES
    assert data.Reader(path).doc == yaml.safe_load(path.read_text(encoding="utf-8"))
