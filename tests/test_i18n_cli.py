"""`--language` on the headless commands (issue 31, point 6): screenshot, replay --log and
simulate --json say their sentences in the language asked for, and in English without it,
whatever the machine's locale."""
from __future__ import annotations

import json

import pytest

from main import main
from shared.engine import catalogue, i18n


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.use_language("en")


@pytest.fixture
def german(monkeypatch):
    """German from tests/i18n_fixture only ("Total" is "Summe" there)."""
    monkeypatch.setattr(catalogue, "languages", lambda: ["de"])
    monkeypatch.setattr(catalogue, "game_packages", lambda: ["tests.i18n_fixture"])


def run(args, capsys) -> tuple[int, str, str]:
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_simulate_json_says_its_sentences_in_the_language_asked_for(capsys, german, monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")   # headless output ignores the locale
    args = ["simulate", "simplicity", "--players", "2", "--seed", "3", "--json"]
    code, out, _ = run(args, capsys)
    english = json.loads(out)
    assert code == 0 and "Total" in english["categories"] and i18n.language() == "en"
    code, out, _ = run(args + ["--language", "de"], capsys)
    german_record = json.loads(out)
    assert code == 0 and i18n.language() == "de"
    assert german_record["categories"] == ["Summe" if c == "Total" else c
                                           for c in english["categories"]]
    assert {k: v for k, v in german_record.items() if k != "categories"} == \
        {k: v for k, v in english.items() if k != "categories"}


def test_an_unknown_language_is_refused_naming_those_there_are(capsys, german):
    code, _, err = run(["simulate", "simplicity", "--json", "--language", "xx"], capsys)
    assert code == 2 and "'xx'" in err and "en, de" in err


def test_replay_log_in_german_with_the_real_catalogues(tmp_path, capsys):
    if "de" not in catalogue.languages():
        pytest.skip("no German catalogue yet")
    save = tmp_path / "out"
    assert main(["simulate", "rossio", "--players", "2", "--seed", "2", "--stop-after", "12",
                 "--save-dir", str(save), "--json"]) == 0
    capsys.readouterr()
    file = str(next(save.glob("*.yaml")))
    code, english, _ = run(["replay", file, "--log"], capsys)
    code_de, german, _ = run(["replay", file, "--log", "--language", "de"], capsys)
    assert code == code_de == 0
    lines, german_lines = english.splitlines(), german.splitlines()
    assert len(lines) == len(german_lines) > 5
    assert sum(a != b for a, b in zip(lines, german_lines)) > len(lines) // 2


def test_screenshot_draws_in_the_language_asked_for(tmp_path, capsys, german):
    import pygame
    pictures = {}
    for language in ("en", "de"):
        out = tmp_path / f"{language}.png"
        code, said, _ = run(["screenshot", "simplicity", "--scene", "launcher", "--size",
                             "640x360", "--out", str(out), "--language", language], capsys)
        assert code == 0 and said.startswith("wrote")
        pictures[language] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    assert pictures["en"] != pictures["de"]   # "Load game" became "Partie laden"


def test_an_error_is_said_in_the_language_asked_for(capsys):
    """A refused command line says why in the language asked for (it was English)."""
    if "de" not in catalogue.languages():
        pytest.skip("no German catalogue yet")
    code, _, err = run(["simulate", "rossio", "--seats", "ross,ross"], capsys)
    assert code == 2 and err.startswith("error: only one seat can be ROSS")
    code, _, err = run(["simulate", "rossio", "--seats", "ross,ross", "--language", "de"], capsys)
    assert code == 2 and err.startswith("Fehler: ") and "only one seat" not in err
