"""Nothing lost, ever: the files around the saves (settings.yaml, records.yaml, the saves
and autosaves) cannot crash, hang or empty the memory of the program, writes never
follow a link, and a failure is told once, truthfully.

What could hang or run the memory out is run in a child process with a timeout and a
memory cap, so a regression fails here instead of stopping the suite or the machine."""
import datetime as _dt
import errno
import json
import os
import resource
import stat
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from shared.engine import records, saves, userfile
from shared.engine.match import Match
from shared.bots.playout import play_out
from shared.ui import settings
from simplicity.rules import RULES

ROOT = Path(__file__).resolve().parents[2]
GIB = 1024 ** 3


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("TOWN_SQUARES_HOME", str(folder))
    settings.forget_cache()
    records.forget_cache()
    yield folder
    settings.forget_cache()
    records.forget_cache()


def outside(tmp_path, text="precious, not ours") -> Path:
    """A file outside the data folder that a link may point at."""
    file = tmp_path / "outside.txt"
    file.write_text(text)
    return file


WRITE_ATOMIC = saves.write_atomic


def disk_error(code):
    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    return fail


def finished_game():
    """A two-seat game played to its end, for the records."""
    match = Match(RULES, RULES.make_config(["random"] * 2, {}, 6))
    play_out(match)
    return match.result()


# --- 1. a whole number too large for a float --------------------------------------------
@pytest.mark.parametrize("text,field", [
    ('{"text_size": 1' + "0" * 400 + "}", "text_size"),
    ('{"sound_volume": ' + "9" * 310 + "}", "sound_volume"),
    ('{"animation_speed": -' + "9" * 4300 + "}", "animation_speed"),
    ('{"window_size": [1' + "0" * 500 + ", 720]}", "window_size"),
])
def test_a_huge_whole_number_in_settings_is_reported_and_the_defaults_used(home, text, field):
    (home / "settings.yaml").write_text(text)
    heard = []
    assert settings.preference("text_size", report=heard.append) == 100
    assert settings.preference(field) == settings.PREFERENCES[field][0]
    assert len(heard) == 1 and heard[0].startswith("settings.yaml could not be used")
    assert field in heard[0] and len(heard[0]) < 300
    kept = list(home.glob("settings.unreadable-*.yaml"))
    assert [p.read_text() for p in kept] == [text]


# --- 2. pipes, links to devices and huge sparse files are refused unread --------------------
CHILD = r"""
import json, resource, sys
kind, target = sys.argv[1], sys.argv[2]
def peak_kb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
if kind == "settings":
    from shared.ui import settings
    start, heard = peak_kb(), []
    settings.preference("sound_volume", report=heard.append)
    said = heard[0] if heard else None
elif kind == "records":
    from shared.engine import records
    start = peak_kb()
    records.load()
    said = records.problem()
elif kind == "resume":
    from shared.engine import saveindex
    start = peak_kb()
    said = repr(saveindex.last_unfinished(target))
else:
    from shared.engine import saves
    start = peak_kb()
    try:
        saves.load(target)
        said = None
    except saves.SaveError as exc:
        said = str(exc)
print(json.dumps({"said": said, "grew_kb": peak_kb() - start}))
"""


def cap_memory():
    """The child may not take more than 2 GB of address space: a program reading a
    64 GB file fails at once with MemoryError instead of running the machine out."""
    resource.setrlimit(resource.RLIMIT_AS, (2 * GIB, 2 * GIB))


def in_child(kind: str, target: Path, home: Path) -> dict:
    env = dict(os.environ, TOWN_SQUARES_HOME=str(home))
    try:
        out = subprocess.run([sys.executable, "-c", CHILD, kind, str(target)], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=30,
                             preexec_fn=cap_memory, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"reading {target.name} as {kind} hung")
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def make_special(kind: str, file: Path) -> str:
    """Put a FIFO, a link to /dev/zero or a sparse 64 GB file at `file`; the words the
    message must hold."""
    if kind == "fifo":
        os.mkfifo(file)
        return "not an ordinary file"
    if kind == "zero":
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero here")
        os.symlink("/dev/zero", file)
        return "not an ordinary file"
    with open(file, "wb") as f:
        try:
            f.truncate(64 * GIB)   # sparse: no disk space taken
        except OSError as exc:
            pytest.skip(f"this file system takes no 64 GB file ({exc.strerror})")
    return f"{64 * GIB} bytes"


SPECIAL = ["fifo", "zero", "sparse"]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


@needs_fifo
@pytest.mark.parametrize("kind", SPECIAL)
@pytest.mark.parametrize("which", ["settings", "records"])
def test_a_special_user_file_is_refused_promptly_and_set_aside(home, kind, which):
    file = home / f"{which}.yaml"
    words = make_special(kind, file)
    result = in_child(which, file, home)
    said = result["said"]
    assert said and said.startswith(f"{which}.yaml could not be used") and words in said, said
    assert result["grew_kb"] < 100 * 1024, "reading it took memory"
    assert not os.path.lexists(file)   # moved aside, as any file that cannot be used
    assert len(list(home.glob(f"{which}.unreadable-*.yaml"))) == 1


@needs_fifo
@pytest.mark.parametrize("kind", SPECIAL)
def test_a_special_save_is_refused_promptly_and_left_alone(home, kind):
    file = home / "saves" / "odd.yaml"
    file.parent.mkdir()
    words = make_special(kind, file)
    before = os.lstat(file)
    result = in_child("save", file, home)
    said = result["said"]
    assert said and said.startswith("odd.yaml: ") and words in said, said
    assert result["grew_kb"] < 100 * 1024, "reading it took memory"
    after = os.lstat(file)   # a save that cannot be read is never changed
    assert (after.st_mode, after.st_size, after.st_ino) == (before.st_mode, before.st_size,
                                                            before.st_ino)


@needs_fifo
@pytest.mark.parametrize("kind", SPECIAL)
def test_the_launchers_offer_to_resume_skips_a_special_autosave(home, kind):
    folder = home / "autosave"
    folder.mkdir()
    make_special(kind, folder / "simplicity-20250101-120000-000000.yaml")
    result = in_child("resume", folder, home)
    assert result["said"] == "None" and result["grew_kb"] < 100 * 1024


@needs_fifo
def test_a_pipe_swapped_in_after_the_check_does_not_hang(home, monkeypatch):
    """Between the lstat and the open a file may change: what is opened is checked again,
    and opening a pipe does not wait for its writer."""
    fifo = home / "settings.yaml"
    os.mkfifo(fifo)
    answer = []

    def read():
        try:
            answer.append(userfile.ordinary_bytes(fifo, 1000))
        except userfile.NotOrdinary:
            answer.append("refused")
    with monkeypatch.context() as patch:
        regular = os.stat(__file__)
        patch.setattr(os, "lstat", lambda *a, **k: regular)   # the check saw a file
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(10)
    if reader.is_alive():   # let the stuck reader go before failing
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("opening a pipe waited for its writer")
    assert answer == ["refused"]


def test_a_link_swapped_in_after_the_check_is_not_followed(home, tmp_path, monkeypatch):
    link = home / "records.yaml"
    link.symlink_to(outside(tmp_path))
    with monkeypatch.context() as patch:
        regular = os.stat(__file__)
        patch.setattr(os, "lstat", lambda *a, **k: regular)   # the check saw a file
        with pytest.raises(userfile.NotOrdinary):
            userfile.ordinary_bytes(link, 1000)


def test_a_file_is_read_only_up_to_its_limit(home):
    file = home / "records.yaml"
    file.write_text("x" * 5000)
    with pytest.raises(userfile.TooLarge) as info:
        userfile.ordinary_bytes(file, 4999)
    assert info.value.size == 5000
    assert userfile.ordinary_bytes(file, 5000) == b"x" * 5000


# --- 3. writes never follow a link; temp files have names of their own -----------------
def test_a_link_planted_at_the_temp_name_is_not_followed(home, tmp_path):
    target = outside(tmp_path)
    (home / "records.yaml.tmp").symlink_to(target)
    saves.write_atomic(home / "records.yaml", "players: {}\n")
    assert target.read_text() == "precious, not ours"
    assert not (home / "records.yaml").is_symlink()
    assert (home / "records.yaml").read_text() == "players: {}\n"


def test_a_link_at_the_file_itself_is_replaced_not_written_through(home, tmp_path):
    target = outside(tmp_path)
    file = home / "settings.yaml"
    file.symlink_to(target)
    saves.write_atomic(file, '{"sound_volume": 40}')
    assert target.read_text() == "precious, not ours"
    assert not file.is_symlink() and json.loads(file.read_text())["sound_volume"] == 40


def test_two_writers_never_share_a_temp_file(home):
    path = home / "records.yaml"
    texts = {n: f"writer {n}\n" * 2000 for n in range(2)}
    failures = []

    def write(n):
        for _ in range(150):
            try:
                saves.write_atomic(path, texts[n])
            except OSError as exc:
                failures.append(exc)
    writers = [threading.Thread(target=write, args=(n,)) for n in texts]
    for w in writers:
        w.start()
    for w in writers:
        w.join()
    assert failures == [] and path.read_text() in texts.values()
    assert [p.name for p in home.iterdir()] == ["records.yaml"]   # no temp file left


def test_text_that_cannot_be_written_leaves_no_temp_file(home):
    with pytest.raises(UnicodeError):
        saves.write_atomic(home / "settings.yaml", "a lone surrogate \ud800")
    assert list(home.iterdir()) == []


def autosaving(tmp_path):
    match = Match(RULES, RULES.make_config(["human", "random", "random", "random"], {}, 4))
    path = tmp_path / "auto.yaml"
    heard = []
    saves.Autosaver(match, path).on_problem(heard.append)
    for _ in range(2):
        match.play(match.decision().moves[0])   # appended
    return match, path, heard


def swap(path: Path, make) -> None:
    """Put what `make(name)` makes in the place of `path` at once (the background fsync
    never finds the name missing)."""
    new = path.with_name("swapping")
    make(new)
    os.replace(new, path)


def test_an_autosave_replaced_by_a_link_is_not_appended_through(tmp_path):
    match, path, heard = autosaving(tmp_path)
    target = outside(tmp_path)
    swap(path, lambda name: name.symlink_to(target))
    match.play(match.decision().moves[0])
    assert target.read_text() == "precious, not ours"
    assert len(heard) == 1 and "auto.yaml" in heard[0] and "link" in heard[0], heard
    match.undo()                              # the next change writes the whole file
    assert target.read_text() == "precious, not ours"
    assert not path.is_symlink() and saves.load(path)[0].hash() == match.hash()
    assert len(heard) == 1                    # told once


def test_an_undo_does_not_cut_a_links_target(tmp_path):
    match, path, heard = autosaving(tmp_path)
    match.play(match.decision().moves[0])
    target = outside(tmp_path, "x" * 100_000)
    swap(path, lambda name: name.symlink_to(target))
    match.undo()
    assert target.read_text() == "x" * 100_000
    assert len(heard) == 1 and "auto.yaml" in heard[0]


@needs_fifo
def test_an_autosave_replaced_by_a_pipe_does_not_hang_the_game(tmp_path, monkeypatch):
    # the background fsync opens the file too (its own test is below): kept out of this one
    monkeypatch.setattr(saves._flusher, "request", lambda saver: None)
    match, path, heard = autosaving(tmp_path)
    swap(path, os.mkfifo)
    move = match.decision().moves[0]
    player = threading.Thread(target=match.play, args=(move,), daemon=True)
    player.start()
    player.join(10)
    if player.is_alive():   # let the stuck writer go before failing
        os.close(os.open(path, os.O_RDONLY | os.O_NONBLOCK))
        pytest.fail("appending to a pipe waited for its reader")
    assert len(heard) == 1 and "auto.yaml" in heard[0]
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


@needs_fifo
def test_the_background_fsync_does_not_wait_on_a_pipe(tmp_path):
    fifo = tmp_path / "auto.yaml"
    os.mkfifo(fifo)
    failed = threading.Event()
    saver = SimpleNamespace(path=fifo, _fail=lambda exc: failed.set())
    saves._Flusher().request(saver)
    if not failed.wait(10):   # let the stuck fsync go before failing
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("the background fsync waited for a pipe's writer")


# --- 4. failures are told, truthfully, once -------------------------------------------
@pytest.mark.parametrize("code,why", [(errno.ENOSPC, "the disk is full"),
                                      (errno.EROFS, "the folder cannot be written to")])
def test_a_game_whose_records_cannot_be_written_is_told_and_not_counted(monkeypatch, code,
                                                                         why):
    result = finished_game()
    monkeypatch.setattr(saves, "write_atomic", disk_error(code))
    assert records.count_game("g1", "simplicity", result, {0: "Ana"}) is False
    said = records.problem()
    assert said == (f"Could not write records.yaml ({why}): this game was not counted. Free "
                    "some disk space or check the folder's permissions.")
    assert records.problem() is None   # once
    assert records.load().get("players", "simplicity") == {}   # truthfully: not counted
    # space again (only the disk: the data folder stays the test's): the game counts, once
    monkeypatch.setattr(saves, "write_atomic", WRITE_ATOMIC)
    assert records.count_game("g1", "simplicity", result, {0: "Ana"}) is True
    records.forget_cache()
    assert records.load().get("players", "simplicity")["Ana"].games == 1


@pytest.mark.parametrize("code,why", [(errno.ENOSPC, "the disk is full"),
                                      (errno.EACCES, "the folder cannot be written to")])
def test_a_setting_that_cannot_be_written_is_told_once_and_holds_for_the_run(home,
                                                                             monkeypatch,
                                                                             code, why):
    monkeypatch.setattr(saves, "write_atomic", disk_error(code))
    said = settings.put("sound_volume", 30)
    assert said == (f"Could not write settings.yaml ({why}): the change holds until Town "
                    "Squares closes. Free some disk space or check the folder's permissions.")
    assert settings.put("text_size", 110) is None            # the same trouble: said once
    assert settings.preference("sound_volume") == 30          # and true: it holds
    monkeypatch.setattr(saves, "write_atomic", WRITE_ATOMIC)   # writable again
    assert settings.put("text_size", 110) is None             # written again
    monkeypatch.setattr(saves, "write_atomic", disk_error(code))
    assert settings.put("text_size", 120) == said             # a new failure is news
    settings.forget_cache()
    assert settings.preference("text_size") == 110 and settings.preference("sound_volume") == 30


def refuse_moves(monkeypatch, code=errno.EROFS):
    for name in ("link", "rename", "replace"):
        monkeypatch.setattr(os, name, disk_error(code))


@pytest.mark.parametrize("which", ["settings", "records"])
def test_a_damaged_file_that_cannot_be_moved_is_said_to_be_left_as_it_is(home, monkeypatch,
                                                                          which):
    file = home / f"{which}.yaml"
    file.write_text("{{{ damaged")
    refuse_moves(monkeypatch)
    if which == "settings":
        heard = []
        settings.preference("sound_volume", report=heard.append)
        said = heard[0]
    else:
        records.load()
        said = records.problem()
    assert said.startswith(f"{which}.yaml could not be used (")
    assert ("it could not be moved aside (the folder cannot be written to) and is left as it "
            "is") in said and "kept aside" not in said
    assert file.read_text() == "{{{ damaged" and len(list(home.iterdir())) == 1


def same_second(monkeypatch):
    class Frozen(_dt.datetime):
        @classmethod
        def now(cls, tz=None):
            return cls(2025, 5, 1, 12, 0, 0)
    monkeypatch.setattr(userfile, "_dt", SimpleNamespace(datetime=Frozen))


def test_two_files_set_aside_in_the_same_second_are_both_kept(home, monkeypatch):
    same_second(monkeypatch)
    file = home / "settings.yaml"
    for text in ("first {{{", "second {{{", "third {{{"):
        settings.forget_cache()
        file.write_text(text)
        assert settings.preference("sound_volume") == 70
    kept = sorted(home.glob("settings.unreadable-*.yaml"))
    assert {p.read_text() for p in kept} == {"first {{{", "second {{{", "third {{{"}


def test_setting_aside_never_replaces_a_file(home, monkeypatch):
    same_second(monkeypatch)
    taken = home / "records.unreadable-20250501-120000.yaml"
    taken.write_text("someone's own")
    (home / "records.yaml").write_text("counted: 7\n")
    records.load()
    assert "kept aside" in records.problem()
    assert taken.read_text() == "someone's own"
    assert [p.read_text() for p in home.glob("records.unreadable-*-2.yaml")] == ["counted: 7\n"]


def test_a_folder_in_a_files_place_is_set_aside_too(home):
    (home / "records.yaml").mkdir()
    records.load()
    said = records.problem()
    assert said.startswith("records.yaml could not be used (is not an ordinary file")
    assert len(list(home.glob("records.unreadable-*.yaml"))) == 1


# --- the same on real disks: a read-only folder, a full disk ------------------------------
def test_a_real_read_only_folder(home):
    if os.geteuid() == 0:
        pytest.skip("root writes into a read-only folder anyway; the simulated EROFS and "
                    "EACCES tests above cover this")
    (home / "settings.yaml").write_text("{{{ damaged")
    home.chmod(0o555)
    try:
        heard = []
        settings.preference("sound_volume", report=heard.append)
        assert "could not be moved aside" in heard[0] and "left as it is" in heard[0]
        assert "the folder cannot be written to" in settings.put("sound_volume", 20)
        assert records.count_game("g", "simplicity", finished_game(), {0: "Ana"}) is False
        assert "this game was not counted" in records.problem()
    finally:
        home.chmod(0o755)
    assert (home / "settings.yaml").read_text() == "{{{ damaged"


@pytest.fixture
def full_disk(tmp_path, monkeypatch):
    """A 64 KB tmpfs, filled up, as the data folder (needs the right to mount)."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    if not sys.platform.startswith("linux"):
        pytest.skip("mounts a Linux tmpfs")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)],
                             capture_output=True, text=True, check=False)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {mounted.stderr.strip()}")
    try:
        with open(folder / "filler", "wb", buffering=0) as f:
            try:
                while True:
                    f.write(b"\0" * 4096)
                    f.flush()
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
        monkeypatch.setenv("TOWN_SQUARES_HOME", str(folder))
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def test_a_real_full_disk(full_disk):
    assert records.count_game("g", "simplicity", finished_game(), {0: "Ana"}) is False
    assert records.problem().startswith("Could not write records.yaml (the disk is full)")
    assert settings.put("sound_volume", 20).startswith(
        "Could not write settings.yaml (the disk is full)")
    left = sorted(p.name for p in full_disk.iterdir())
    assert left == [".records.lock", ".settings.lock", "filler"]   # no temp file left
    assert all((full_disk / name).stat().st_size == 0 for name in left[:2])   # locks: empty
