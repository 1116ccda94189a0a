"""The wheel (issue 17, item 6): it ships what the game runs (its code, the games' data,
sprites, sounds, fonts, the desktop entry) and not the build tools (the sprite, sound and
font generators, the PyInstaller spec, the tests); its metadata is complete."""
import email
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
LEFT_OUT = shutil.ignore_patterns(".git", ".venv", "venv", "build", "dist", "test-output",
                                  "__pycache__", "*.egg-info", ".hypothesis", ".pytest_cache")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    # built from a copy, as pip builds it for a user: a build folder left in the tree
    # would slip its old contents into the wheel
    source = tmp_path_factory.mktemp("source") / "town-squares"
    shutil.copytree(REPO, source, ignore=LEFT_OUT)
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
                           str(source)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return zipfile.ZipFile(next(out.glob("town_squares-*.whl")))


def test_the_wheel_holds_what_runs_and_no_build_tools(wheel):
    names = set(wheel.namelist())
    tracked = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True)
    files = tracked.stdout.split() if tracked.returncode == 0 else []
    runs = [f for f in files if f.endswith((".yaml", ".png", ".ttf", ".wav", ".desktop", ".po"))
            and not f.startswith(("tests/", ".ci/"))]
    code = [f for f in files if f.endswith(".py") and not f.startswith(("tests/", "assets/"))
            and f != "setup.py"]
    assert runs and code
    assert set(runs) <= names, sorted(set(runs) - names)[:5]
    assert set(code) <= names, sorted(set(code) - names)[:5]
    tools = sorted(n for n in names if n.startswith(("assets/", "tests/")) and
                   n.endswith((".py", ".spec")))
    assert tools == []


def test_the_wheel_metadata_is_complete(wheel):
    meta_name = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    meta = email.message_from_bytes(wheel.read(meta_name))
    assert meta["Description-Content-Type"] == "text/markdown"
    assert meta.get_payload().startswith("# Town Squares")
    assert meta["License-Expression"] == "LicenseRef-Proprietary"   # all rights reserved
    classifiers = meta.get_all("Classifier")
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers
    assert any(c.startswith("Programming Language :: Python :: 3.11") for c in classifiers)
    requires = {r.split(";")[0].split("<")[0].split(">")[0].strip(): r
                for r in meta.get_all("Requires-Dist") if "extra ==" not in r}
    assert set(requires) == {"pygame-ce", "pyyaml", "attrs"}
    # the next pygame-ce minor release is allowed, the one after is not
    from packaging.specifiers import SpecifierSet
    pins = SpecifierSet(requires["pygame-ce"].split("pygame-ce", 1)[1])
    assert "2.6.0" in pins and "2.7.0" not in pins and "2.5.8" in pins
