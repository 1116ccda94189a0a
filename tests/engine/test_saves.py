"""Architecture, Saves: bad files get a clear message naming the file and the problem,
and are never changed; writes are atomic."""
import os

import pytest
import yaml

from shared.engine import saveindex, saves
from shared.engine.match import Match
from shared.engine.playout import play_out
from simplicity.rules import RULES


@pytest.fixture
def good(tmp_path):
    match = Match(RULES, RULES.make_config(["random"] * 4, {}, 3))
    play_out(match, max_moves=12)
    path = tmp_path / "good.yaml"
    saves.save(match, path)
    return match, path


def broken(path, text):
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as info:
        saves.load(path)
    assert path.read_bytes() == before, "a bad save must never be changed"
    assert path.name in str(info.value)
    return str(info.value)


def test_round_trip_keeps_moves_and_hash(good):
    match, path = good
    loaded, _ = saves.load(path)
    assert loaded.hash() == match.hash() and len(loaded.log) == 12


def test_truncated_file(good, tmp_path):
    _, path = good
    text = path.read_text()
    bad = tmp_path / "cut.yaml"
    message = broken(bad, text[: len(text) // 2])
    assert any(w in message for w in ("YAML", "missing", "replayed", "hash"))


def test_garbage_bytes(tmp_path):
    bad = tmp_path / "junk.yaml"
    bad.write_bytes(os.urandom(300) + b"\xff\xfe")
    with pytest.raises(saves.SaveError, match="junk.yaml"):
        saves.load(bad)


def test_wrong_version(good, tmp_path):
    text = good[1].read_text().replace("version: 1", "version: 99")
    assert "newer" in broken(tmp_path / "v.yaml", text)


def test_python_tags_are_refused(tmp_path):
    text = "format: town-squares-save\nversion: 1\ngame: !!python/object/apply:os.system ['echo hi']\n"
    message = broken(tmp_path / "evil.yaml", text)
    assert "tag" in message


def test_alias_bomb_is_refused(tmp_path):
    text = "a: &a [x, x, x, x]\nb: &b [*a, *a, *a, *a]\nc: [*b, *b, *b, *b]\n"
    assert "aliases" in broken(tmp_path / "bomb.yaml", text)


@pytest.mark.parametrize("field", ["game", "seats", "options", "seed", "moves", "state_hash"])
def test_missing_fields(good, tmp_path, field):
    doc = yaml.safe_load(good[1].read_text())
    del doc[field]
    assert field in broken(tmp_path / "m.yaml", yaml.safe_dump(doc))


def test_edited_move_is_caught(good, tmp_path):
    text = good[1].read_text()
    edited = text.replace("slot: ", "slot: 4", 1)
    message = broken(tmp_path / "e.yaml", edited)
    assert "move 1" in message or "hash" in message


def test_not_a_save(tmp_path):
    assert "not a Town Squares save" in broken(tmp_path / "list.yaml", "- 1\n- 2\n")
    assert "empty" in broken(tmp_path / "empty.yaml", "")


def test_failed_write_leaves_the_old_file(good, monkeypatch):
    match, path = good
    before = path.read_bytes()
    match.play(match.decision().moves[0])

    def boom(*a):
        raise OSError("disk unplugged")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.save(match, path)
    assert path.read_bytes() == before
    assert saves.load(path)[0].hash() != match.hash()


def test_autosave_follows_every_move_and_undo(tmp_path):
    match = Match(RULES, RULES.make_config(["human", "random", "random", "random"], {}, 4))
    path = tmp_path / "auto.yaml"
    saves.Autosaver(match, path)
    for _ in range(3):
        match.play(match.decision().moves[0])
        assert saves.load(path)[0].hash() == match.hash()
    # three moves into round 1 nothing has been revealed yet, so the last one can go back
    assert match.can_undo()
    match.undo()
    assert saves.load(path)[0].hash() == match.hash()


def test_resumable_lists_unfinished_newest_first(tmp_path):
    done = Match(RULES, RULES.make_config(["random"] * 2, {}, 1))
    play_out(done)
    saves.save(done, tmp_path / "done.yaml")
    open_game = Match(RULES, RULES.make_config(["random"] * 2, {}, 2))
    saves.save(open_game, tmp_path / "open.yaml")
    (tmp_path / "bad.yaml").write_text("::: not yaml")
    found = saveindex.resumable(tmp_path)
    assert [p.name for p, _ in found] == ["open.yaml"]
    assert (tmp_path / "bad.yaml").read_text() == "::: not yaml"


def test_a_state_that_does_not_match_is_caught_by_the_hash(good, tmp_path):
    match, path = good
    text = path.read_text().replace(match.hash(), "f" * 32)
    assert "does not reach its stored state" in broken(tmp_path / "s.yaml", text)
