"""The layout test (issue 28, point 3; issue 31, point 5): every scene (launcher,
settings, Load, Records; each game's setup, lesson picker, table, lesson coach, score
sheet, rules, chart and replay, and its tables with the most seats and against the printed
opponents) in English, German and a pseudo-language that makes each sentence 40 % longer
and accents its letters, at the first window of a 1024x600 screen (888x500), at 1366x768
and at 1920x1080, at text sizes 85, 100 and 150 %:
- no text cut short (shrunk as far as it goes and still too wide, a word wider than the
  width it wraps to, ink outside the window);
- no character the font lacks;
- no two texts over each other;
- no text a person must read under 12 px: measured as the pixel size of the font each text
  is drawn at, at 1366x768 and 100 %, in English and German. "Must be read" leaves out
  what is not read: a text wholly covered by what is drawn after it (it is not seen), the
  pseudo-language (no one reads it: it is there to be long), and the other window and text
  sizes (a 1024x600 screen is smaller by its nature; smaller text sizes are a person's
  choice). Numbers on sprites are held to the floor like words: on these tables they are
  read (a track's values, a year), none is decoration.
The scenes are drawn by tests/ui/fitprobe.py, one process per language (the probe
switches the process's language and patches the canvas to watch it)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.games import GAMES
from tests.ui import fitprobe

REPO = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "de", "pseudo")

# Cut short on purpose: a one-line preview of what the full text shows elsewhere.
# (file, function)
PREVIEWS = [
    ("shared/ui/chart.py", "draw_preview"),   # a move's log lines under the chart
]

def excused(finding) -> bool:
    kind, scene, text, where = finding
    path, _, function = where.partition(" ")
    path = path.rsplit(":", 1)[0]
    return kind == "cut" and (path, function) in PREVIEWS


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> dict[str, dict]:
    """Each language's report: its findings (the previews left out) and the sentences
    looked up while drawing."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TOWN_SQUARES_HOME=str(tmp_path_factory.mktemp("home")))
    runs = {language: subprocess.Popen([sys.executable, "-m", "tests.ui.fitprobe", language],
                                       cwd=REPO, env=env, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True)
            for language in LANGUAGES}
    out = {}
    for language, run in runs.items():
        stdout, stderr = run.communicate(timeout=600)
        assert run.returncode == 0, stderr[-3000:]
        report = json.loads(stdout.splitlines()[-1])
        # every scene at 3 window sizes and 3 text sizes
        assert report["frames"] == len(report["scenes"]) * 3 * 3
        assert (fitprobe.SIZES, fitprobe.TEXT_SIZES) == (
            [(888, 500), (1366, 768), (1920, 1080)], [85, 100, 150])
        assert {f"app {s}" for s in ("launcher", "settings", "load", "records")} | {
            f"{game} {s}" for game in GAMES for s in ("setup", "learn", "table", "coach",
                                                      "scores", "rules", "chart", "replay")
        } <= set(report["scenes"])
        report["findings"] = [f for f in report["findings"] if not excused(f)]
        out[language] = report
    return out


@pytest.fixture(scope="module")
def findings(reports) -> dict[str, list]:
    return {language: report["findings"] for language, report in reports.items()}


def listing(found) -> str:
    return "\n".join(f"{kind} in {scene} ({where}): {text}"
                     for kind, scene, text, where in sorted(found))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_fits_on_every_screen(findings, language):
    found = findings[language]
    assert found == [], f"{len(found)} findings:\n{listing(found)}"


def test_every_sentence_a_screen_looks_up_is_in_a_template(reports):
    """What reaches `tr` through a variable (an option's name, a label kept in a table) is
    in a template only if it is marked where it is written: every sentence the screens
    looked up must be there (tests/test_german_words.py does the same for whole games)."""
    from shared.cli import catalogue as extraction
    known = set()
    for package in extraction.packages():
        for msgid, plural in extraction.template_ids(extraction.template_path(package)):
            known |= {msgid, plural or msgid}   # trn without a catalogue entry looks up either
    asked = set().union(*(report["asked"] for report in reports.values()))
    assert len(asked) > 300
    missing = sorted(text for text in asked - known if text.strip())
    assert missing == [], f"{len(missing)} sentences are in no template:\n" + "\n".join(
        repr(m) for m in missing)


def test_the_probe_sees_each_kind_of_finding():
    """The watch finds a cut text, a missing glyph, an overlap and print under 12 px where
    the floor holds, and not a text hidden under a box drawn later."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = r"""
import json, pygame
from tests.ui import fitprobe
from shared.ui.app import init_pygame
from shared.ui.canvas import Canvas
init_pygame()
seen = fitprobe.Watch()
fitprobe.watch(seen)
c = Canvas(pygame.Surface((1280, 720)))
seen.scene = "probe"
c.text("A sentence far too long for its room", (10, 10), 18, max_width=60)
c.text("Ein Zeichen \u2603", (10, 100), 18)
c.text("First label", (10, 200), 18)
c.text("Second label", (20, 204), 18)
c.text("Hidden text", (10, 300), 18)
c.text("Over it", (12, 302), 18)
c.box((0, 290, 400, 40), (200, 200, 200))
c.text("Drawn on top", (10, 300), 18)
c.text("Tiny before the floor holds", (10, 400), 9)
seen.floor = True
c.text("Tiny print", (10, 450), 11)
c.text("Print just large enough", (10, 500), 12)
seen.overlaps()
print(json.dumps(sorted([k, t] for (k, _, t) in seen.findings)))
"""
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.splitlines()[-1]) == [
        ["cut", "A sentence far too long for its room"],
        ["glyph", "'\u2603' in Ein Zeichen \u2603"],
        ["overlap", "First label \u27c2 Second label"],
        ["small", "Tiny print"],
    ]


def test_the_pseudo_language_is_longer_accented_and_keeps_placeholders():
    from tests.ui.fitprobe import pseudo
    english = "{player} takes {count:d} cubes."
    said = pseudo(english).format(player="P1", count=2)
    assert said.startswith("P1 ") and " 2 " in said and said.endswith(".")
    assert len(pseudo("Round of the game")) >= 1.4 * len("Round of the game") - 2
    assert set("àéîõü") & set(said)


def test_a_label_too_long_for_its_button_takes_two_lines_before_it_is_cut():
    """Canvas.label: one line while it fits (shrunk to 70 %), then two smaller lines
    inside the rect, and an ellipsis only when even half the size does not fit."""
    import pygame

    from shared.ui.app import init_pygame
    from shared.ui.canvas import Canvas
    init_pygame()
    c = Canvas(pygame.Surface((1280, 720)))
    drawn: list = []
    real = c.text

    def spy(text, pos, size=18, *a, **k):
        drawn.append((text, pos, size))
        return real(text, pos, size, *a, **k)
    c.text = spy   # type: ignore[method-assign]
    c.label("Replay", (0, 0, 140, 44), 18)
    assert [t for t, _, _ in drawn] == ["Replay"]
    drawn.clear()
    c.label("Partie noch einmal nachspielen", (0, 0, 140, 44), 18)
    assert len(drawn) == 2 and " ".join(t for t, _, _ in drawn) == \
        "Partie noch einmal nachspielen"
    (_, (_, y1), s1), (_, (_, y2), _) = drawn
    assert 0 < y1 - s1 * 0.6 and y2 + s1 * 0.6 < 44   # both lines inside the button
    assert all(c.text_width(t, s) <= 140 for t, _, s in drawn)
    drawn.clear()
    c.label("Donaudampfschifffahrtsgesellschaft", (0, 0, 60, 44), 18)
    # one line at the full size, for Canvas.text to shrink and then cut
    assert drawn == [("Donaudampfschifffahrtsgesellschaft", (30, 22), 18)]


def test_the_text_size_setting_goes_from_85_to_150_percent(tmp_path, monkeypatch):
    """The settings screen offers 85, 100, 115, 130 and 150 %; a file's value out of that
    range (an older file's 75 or 125 is in it no longer: 75) is reported and the default
    used, as any value out of range."""
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(tmp_path))
    from shared.ui import settings
    from shared.ui.settingsscreen import rows
    settings.forget_cache()
    try:
        offered = next(values for key, _, _, values in rows() if key == "text_size")
        assert [value for value, _ in offered] == [85, 100, 115, 130, 150]
        for kept in (85, 150):
            settings.put("text_size", kept)
            settings.forget_cache()
            assert settings.preference("text_size") == kept
        for wrong in (75, 84, 151):
            settings.path().write_text(f'{{"text_size": {wrong}}}')
            settings.forget_cache()
            heard: list[str] = []
            assert settings.preference("text_size", report=heard.append) == 100
            assert len(heard) == 1 and "85 to 150" in heard[0]
            with pytest.raises(settings.SettingsProblem):
                settings.put("text_size", wrong)
    finally:
        settings.forget_cache()
