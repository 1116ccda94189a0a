"""Golden playthroughs (tests/golden): each seeded game, played again, tells itself line
for line as its file says. A difference is a change of play or of wording: if it was
meant, regenerate with `python -m tests.golden` and review the diff."""
import difflib

import pytest

from tests import golden


@pytest.mark.parametrize("game,seats", golden.cases(), ids=lambda v: v if isinstance(v, str)
                         else "-".join(v))
def test_the_seeded_game_plays_as_its_golden_transcript(game, seats):
    path = golden.path_of(game, seats)
    assert path.is_file(), f"{path.name} is missing: python -m tests.golden"
    want = path.read_text(encoding="utf-8").splitlines()
    got = golden.transcript(game, seats).splitlines()
    if got != want:
        diff = list(difflib.unified_diff(want, got, path.name, "played now", n=1, lineterm=""))
        pytest.fail("the game plays differently (python -m tests.golden to accept):\n" +
                    "\n".join(diff[:40]))


def test_every_golden_file_belongs_to_a_case():
    files = {p.name for p in golden.FOLDER.glob("*.txt")}
    assert files == {golden.path_of(game, seats).name for game, seats in golden.cases()}
