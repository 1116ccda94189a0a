import shutil

import pytest

from circleville.components import DATA_DIR


@pytest.fixture
def copy(tmp_path):
    """A fresh copy of the shipped data directory, to break for validation tests."""
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target
