"""Architecture, Saves: bad files get a clear message naming the file and the problem,
and are never changed; writes are atomic."""
import errno
import os
from pathlib import Path

import pytest
import yaml

from shared.bots.playout import play_out
from shared.engine import saveindex, saves
from shared.engine.codec import encode_move
from shared.engine.match import Match
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
    text = good[1].read_text().replace(f"version: {saves.VERSION}", "version: 99")
    assert "newer" in broken(tmp_path / "v.yaml", text)


@pytest.mark.parametrize("written", ["'3.0'", "3.0", "2.5", "'10'"])
def test_a_later_version_however_written_is_called_newer(good, tmp_path, written):
    text = good[1].read_text().replace(f"version: {saves.VERSION}", f"version: {written}")
    assert "newer Town Squares" in broken(tmp_path / "v.yaml", text)


@pytest.mark.parametrize("written", ["'two'", "0", "-1", "'1.5'", "null"])
def test_a_version_that_is_no_later_release_is_said_to_be_wrong(good, tmp_path, written):
    text = good[1].read_text().replace(f"version: {saves.VERSION}", f"version: {written}")
    assert "expected a save version from 1 to" in broken(tmp_path / "v.yaml", text)


def test_python_tags_are_refused(tmp_path):
    text = "format: town-squares-save\nversion: 1\ngame: !!python/object/apply:os.system ['echo hi']\n"
    message = broken(tmp_path / "evil.yaml", text)
    assert "tag" in message


def test_alias_bomb_is_refused(tmp_path):
    text = "a: &a [x, x, x, x]\nb: &b [*a, *a, *a, *a]\nc: [*b, *b, *b, *b]\n"
    assert "aliases" in broken(tmp_path / "bomb.yaml", text)


@pytest.mark.parametrize("field", ["game", "seats", "options", "seed", "moves", "start_hash"])
def test_missing_fields(good, tmp_path, field):
    doc = yaml.safe_load(good[1].read_text())
    del doc[field]
    assert field in broken(tmp_path / "m.yaml", yaml.safe_dump(doc))


def test_edited_move_is_caught(good, tmp_path):
    text = good[1].read_text()
    edited = text.replace("slot: ", "slot: 4", 1)
    message = broken(tmp_path / "e.yaml", edited)
    assert "move 1, " in message or "hash" in message   # the move, as people count them


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


def test_resume_offers_the_last_game_if_unfinished(tmp_path):
    done = Match(RULES, RULES.make_config(["random"] * 2, {}, 1))
    play_out(done)
    open_game = Match(RULES, RULES.make_config(["random"] * 2, {}, 2))
    saves.save(done, tmp_path / "done.yaml")
    os.utime(tmp_path / "done.yaml", (1e9, 1e9))
    saves.save(open_game, tmp_path / "open.yaml")
    (tmp_path / "bad.yaml").write_text("::: not yaml")   # newest, but not one of ours
    path, info = saveindex.last_unfinished(tmp_path)
    assert path.name == "open.yaml" and info["moves"] == 0 and info["game"] == "simplicity"
    assert (tmp_path / "bad.yaml").read_text() == "::: not yaml"


def test_an_abandoned_branch_is_not_offered(tmp_path):
    """Issue 10: load an older save, finish it: the game left behind is not offered."""
    left = Match(RULES, RULES.make_config(["random"] * 2, {}, 2))
    play_out(left, max_moves=6)
    saves.save(left, tmp_path / "left.yaml")
    os.utime(tmp_path / "left.yaml", (1e9, 1e9))   # long ago, whatever the clock's grain
    finished = Match(RULES, RULES.make_config(["random"] * 2, {}, 2))
    play_out(finished)
    saves.save(finished, tmp_path / "branch.yaml")   # played last, and over
    assert saveindex.last_unfinished(tmp_path) is None
    assert (tmp_path / "left.yaml").exists()


def test_a_state_that_does_not_match_is_caught_by_the_hash(good, tmp_path):
    match, path = good
    text = path.read_text().replace(match.hash(), "f" * 32)
    assert "does not reach its stored state" in broken(tmp_path / "s.yaml", text)


# --- the strict reader: every symptom of issue 11 becomes one clear message ----------
def good_text(good) -> str:
    return good[1].read_text()


@pytest.mark.parametrize("edit, field", [
    (lambda t: t.replace("seed: 3", "seed: " + "[" * 3000 + "]" * 3000), "nests deeper"),
    (lambda t: t.replace("seed: 3", "seed: " + "9" * 5000), "5000 characters long"),
    (lambda t: t.replace("seed: 3", "seed: 0x_"), "malformed number"),
    (lambda t: t.replace("seed: 3", "seed: '3'"), "field seed"),
    (lambda t: t.replace("seats: [random", "seats: [gr3edy"), "field seats[0]"),
    (lambda t: t.replace("seats: [random", "seats: [[random]"), "field seats[0]"),
    (lambda t: t.replace("options: {}", "options: {null: 1, 2: 3}"), "field options"),
    (lambda t: t.replace("slot: ", "slot: [1, 2], x: ", 1), "field moves[0].move"),
    (lambda t: t.replace("slot: 0}", "slot: nought}", 1), "field moves[0].move.slot"),
    (lambda t: t.replace("slot: ", "slot: 99999", 1), "move 1, "),   # well formed, no fit
    (lambda t: t.replace("seat: 0", "seat: " + "x" * 5000, 1), "field moves[0].seat"),
    (lambda t: t.replace("game: simplicity", "game: " + "q" * 5000), "field game"),
    (lambda t: t.replace("format: town", "!!python/object/apply:os.system ['echo x']\nf: town"),
     "tag"),
    (lambda t: t + "extra: 1\n", "field extra"),
])
def test_damage_is_named_by_field_and_cut_short(good, tmp_path, edit, field):
    message = broken(tmp_path / "bad.yaml", edit(good_text(good)))
    assert field in message and len(message) < 400, message


def test_names_from_a_save_are_safe_to_draw(good, tmp_path):
    text = good_text(good).replace("meta: {}", 'meta: {names: ["Ana\\0\\a", "Bo\\x1bb", C, D]}')
    path = tmp_path / "names.yaml"
    path.write_text(text)
    assert saves.read_document(path)["meta"]["names"] == ["Ana", "Bob", "C", "D"]
    path.write_text(text.replace("Ana", "\\udc80Ana"))   # a lone surrogate
    try:
        names = saves.read_document(path)["meta"]["names"]
    except saves.SaveError as exc:
        assert "names.yaml" in str(exc)
    else:
        assert names[0] == "Ana"


def test_a_replay_over_its_time_budget_is_reported(good):
    with pytest.raises(saves.SaveError, match="too long"):
        saves.load(good[1], seconds=-1)


def test_version_1_saves_still_load(good, tmp_path):
    match, _ = good
    doc = {"format": saves.FORMAT, "version": 1, "game": "simplicity",
           "seats": ["random"] * 4, "options": {}, "seed": 3, "meta": {}, "finished": False,
           "saved_at": "2026-11-01T10:00:00",
           "moves": [{"seat": e.seat, "move": encode_move(e.move)} for e in match.log],
           "state_hash": match.hash()}
    path = tmp_path / "old.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    assert saves.load(path)[0].hash() == match.hash()
    assert saveindex.peek(path)["moves"] == 12
    doc["state_hash"] = "0" * 32
    assert "stored state" in broken(tmp_path / "old2.yaml", yaml.safe_dump(doc))


# --- autosave: a line per move, cut back on undo ---------------------------------------
def test_autosave_appends_one_line_per_move_and_cuts_on_undo(tmp_path):
    match = Match(RULES, RULES.make_config(["human", "random", "random", "random"], {}, 4))
    path = tmp_path / "auto.yaml"
    saves.Autosaver(match, path)
    sizes = [path.stat().st_size]
    for _ in range(3):
        before = path.read_bytes()
        match.play(match.decision().moves[0])
        assert path.read_bytes().startswith(before)   # appended, nothing rewritten
        sizes.append(path.stat().st_size)
    match.undo()
    assert path.stat().st_size == sizes[2]
    assert saves.load(path)[0].hash() == match.hash()


def test_an_autosave_cut_mid_line_loads_every_completed_move(tmp_path):
    match = Match(RULES, RULES.make_config(["random"] * 3, {}, 5))
    path = tmp_path / "auto.yaml"
    saves.Autosaver(match, path)
    play_out(match, max_moves=5)
    whole = path.read_bytes()
    hashes = []
    for cut in range(len(whole) - 1, len(whole) - 60, -1):
        path.write_bytes(whole[:cut])
        hashes.append(saves.load(path)[0].hash())
    assert len(set(hashes)) == 1 and len(saves.load(path)[0].log) == 4
    # a save written whole (not an autosave) cut mid-line is reported instead
    saves.save(match, tmp_path / "manual.yaml")
    text = (tmp_path / "manual.yaml").read_text()
    assert "YAML" in broken(tmp_path / "cut.yaml", text[:text.rindex("}")])


def test_finishing_and_undoing_keep_the_finished_mark_true(tmp_path):
    match = Match(RULES, RULES.make_config(["random"] * 2, {}, 6))
    path = tmp_path / "auto.yaml"
    saves.Autosaver(match, path)
    play_out(match)
    assert saveindex.peek(path)["finished"] and saves.read_document(path)["finished"]
    assert saves.load(path)[0].hash() == match.hash()


# --- disk trouble: reported once, play goes on, nothing saved is lost --------------------
def disk_full(*args):
    raise OSError(errno.ENOSPC, "No space left on device")


def autosaved(tmp_path, seed: int):
    """A three-seat game autosaved four moves in: (match, path, saver, hash on disk)."""
    match = Match(RULES, RULES.make_config(["random"] * 3, {}, seed))
    path = tmp_path / "auto.yaml"
    saver = saves.Autosaver(match, path)
    play_out(match, max_moves=4)
    return match, path, saver, saves.load(path)[0].hash()


def test_a_full_disk_is_reported_once_and_loses_nothing_saved(tmp_path, monkeypatch):
    match, path, saver, saved = autosaved(tmp_path, 8)

    monkeypatch.setattr(os, "write", disk_full)
    monkeypatch.setattr(saves, "write_atomic", disk_full)
    play_out(match, max_moves=3)   # play goes on
    assert "disk is full" in saver.problem
    assert saves.load(path)[0].hash() == saved
    monkeypatch.undo()             # space again: the next move writes the whole file
    play_out(match, max_moves=1)
    assert saves.load(path)[0].hash() == match.hash()


def test_a_read_only_folder_is_reported(tmp_path, monkeypatch):
    folder = tmp_path / "ro"
    folder.mkdir()
    match = Match(RULES, RULES.make_config(["random"] * 3, {}, 8))
    if os.geteuid() == 0:   # root writes anywhere: refuse the folder as the kernel would
        real_open = os.open   # what the temp file (tempfile.mkstemp) and appends open with

        def refuse(file, *args, **kwargs):
            if isinstance(file, (str, os.PathLike)) and Path(file).parent == folder:
                raise PermissionError(errno.EACCES, "Permission denied", str(file))
            return real_open(file, *args, **kwargs)
        monkeypatch.setattr(os, "open", refuse)
    folder.chmod(0o500)
    try:
        saver = saves.Autosaver(match, folder / "auto.yaml")
        play_out(match, max_moves=3)
    finally:
        folder.chmod(0o700)
    assert "cannot be written" in saver.problem and not list(folder.iterdir())


def test_a_read_only_autosave_is_said_to_be_read_only_not_its_folder(tmp_path, monkeypatch):
    """chmod 444 on the autosave: the file refuses, the folder does not."""
    match, path, saver, saved = autosaved(tmp_path, 5)
    real_open = os.open

    def refuse(file, flags, *args, **kwargs):
        if Path(file) == path and flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", refuse)
    play_out(match, max_moves=1)
    assert "the file is read-only" in saver.problem and path.name in saver.problem


def test_a_failing_write_in_the_middle_of_a_line_keeps_earlier_moves(tmp_path, monkeypatch):
    match, path, saver, saved = autosaved(tmp_path, 9)
    real_write = os.write

    def half(fd, data):   # half a line reaches the disk, then it is full
        if len(data) > 8:
            return real_write(fd, data[: len(data) // 2])
        disk_full()
    monkeypatch.setattr(os, "write", half)
    monkeypatch.setattr(saves, "write_atomic", disk_full)
    play_out(match, max_moves=2)
    assert saver.problem and saves.load(path)[0].hash() == saved


def test_the_problem_is_told_once_even_if_it_came_first(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "write_atomic", disk_full)
    monkeypatch.setattr(os, "write", disk_full)
    match = Match(RULES, RULES.make_config(["random"] * 3, {}, 8))
    saver = saves.Autosaver(match, tmp_path / "auto.yaml")
    heard = []
    saver.on_problem(heard.append)
    play_out(match, max_moves=5)
    assert len(heard) == 1 and "auto.yaml" in heard[0]


def test_a_save_holding_far_more_values_than_its_moves_is_refused_at_that_count(good,
                                                                               tmp_path):
    """A real save holds about 11 values a move (every game measured: 10.4 to 12.4); one
    move line carrying 200,000 values is refused when the count passes what its moves
    allow, before the rest is walked (it took seconds and hundreds of MB to read)."""
    text = good[1].read_text()
    head = text[:text.index("moves:")]
    bomb = head + "moves:\n- {seat: 0, move: [" + "1, " * 200000 + "1], hash: x}\n"
    message = broken(tmp_path / "bomb.yaml", bomb)
    assert f"holds more than {saves.HEADER_VALUES + saves.VALUES_PER_MOVE} values" in message


def test_a_save_records_the_component_data_it_was_played_on(good):
    from shared.engine.dataversion import data_version
    text = good[1].read_text()
    assert f"data: {data_version('simplicity')}" in text or \
        f"data: '{data_version('simplicity')}'" in text
    assert saves.read_document(good[1])["data"] == data_version("simplicity")


def test_a_save_whose_data_changed_under_it_says_so_and_is_kept(good, tmp_path):
    """After an update refines a game's printed values, a save played on the old ones may
    no longer replay: it is told as made on other component data, not as damaged."""
    from shared.engine.dataversion import data_version
    text = good[1].read_text()
    now = data_version("simplicity")
    parted = text.replace(now, "0123456789ab")
    last = parted.rstrip("\n").rsplit("hash: ", 1)
    parted = last[0] + "hash: " + "ab" * 16 + "}\n"   # where today's data leads elsewhere
    message = broken(tmp_path / "old.yaml", parted)
    assert "was played on other component data (data 0123456789ab; this version has " \
        f"{now})" in message and "kept as it is" in message
    # other data, yet its moves still lead where they led: it loads and plays on
    (tmp_path / "fine.yaml").write_text(text.replace(now, "0123456789ab"))
    assert saves.load(tmp_path / "fine.yaml")[0].hash() == good[0].hash()


def test_saves_from_before_the_data_was_recorded_still_load(good, tmp_path):
    from shared.engine.dataversion import data_version
    text = good[1].read_text()
    lines = [line for line in text.splitlines(keepends=True)
             if not line.startswith("data:")]
    assert len(lines) < len(text.splitlines()) and data_version("simplicity") not in "".join(lines)
    (tmp_path / "older.yaml").write_text("".join(lines))
    assert saves.load(tmp_path / "older.yaml")[0].hash() == good[0].hash()


# --- a move that does not fit is named as people know it (issue 28: no Python in texts) ---
def _move_lines(text: str) -> tuple[str, list[str]]:
    head, _, moves = text.partition("moves:\n")
    return head + "moves:\n", moves.splitlines(keepends=True)


def test_a_move_that_cannot_be_played_is_named_in_the_tables_words(good, tmp_path):
    match, path = good
    head, lines = _move_lines(path.read_text())
    # the second move played again where it no longer fits (its slot taken by the first)
    lines[1] = lines[0].replace(f"seat: {match.log[0].seat}", f"seat: {match.log[1].seat}")
    message = broken(tmp_path / "moved.yaml", head + "".join(lines))
    assert "move 2, \"" in message and "cannot be played there" in message, message
    assert "{" not in message and "'type'" not in message


def test_a_move_by_the_wrong_player_names_both_players(good, tmp_path):
    _, path = good
    text = path.read_text().replace("meta: {}", "meta: {names: [Ana, Bo, Cy, Di]}")
    head, lines = _move_lines(text)
    lines[0] = lines[0].replace("seat: 0", "seat: 2")
    message = broken(tmp_path / "seat.yaml", head + "".join(lines))
    assert "move 1 is Cy's, but it is Ana's turn there" in message, message


def test_a_changed_start_and_a_move_after_the_end_are_said_plainly(good, tmp_path):
    _, path = good
    text = path.read_text()
    start = text.split("start_hash: ")[1].split("\n")[0]
    message = broken(tmp_path / "start.yaml", text.replace(start, "a" * len(start)))
    assert "its first position is not the one its seed, seats and options give" in message
    assert "start_hash" not in message
    done = Match(RULES, RULES.make_config(["random"] * 2, {}, 5))
    play_out(done)
    saves.save(done, tmp_path / "done.yaml")
    head, lines = _move_lines((tmp_path / "done.yaml").read_text())
    lines = [line for line in lines if line.startswith("- ")]
    extra = lines[-1].split("  #")[0].rstrip("\n") + "\n"
    message = broken(tmp_path / "after.yaml", head + "".join(lines) + extra)
    assert f"move {len(lines) + 1} comes after the end of the game" in message, message
