"""The Load screen (issue 17, item 5; issue 16, item 1): every save listed newest first
with its game, seats, round or turn, date and whether it is finished; rename and delete
from the screen, asking first; a save named from the game menu; a save opened in the
replay viewer without being written. Driven with posted mouse and keyboard events."""
import os
from pathlib import Path

import pygame
import pytest

from shared.bots.playout import play_out
from shared.engine import registry, saveindex, saves
from shared.engine.match import Match
from shared.engine.paths import autosave_dir, saves_dir
from shared.ui.dialogs import AskName, Confirm
from shared.ui.loadgame import LoadGame
from shared.ui.menu import GameMenu
from shared.ui.viewer import ReplayViewer

from .driver import Driver, drawn

# game, seats, names, moves played (-1: to the end)
SAVES = [
    ("simplicity", ["human", "greedy", "greedy"], ["Ana", "Ben", "Cy"], 7),
    ("simplicity", ["greedy"] * 4, [], -1),
    ("squarecircle", ["human", "random"], ["Dora", "Eli"], 9),
    ("squarecircle", ["greedy"] * 3, ["Fay", "Gus", "Hal"], -1),
    ("rossio", ["human", "ross"], ["Ida"], 12),
    ("rossio", ["greedy", "greedy"], [], -1),
    ("circleville", ["human", "greedy"], ["Jo", "Kim"], 30),
    ("circleville", ["greedy", "bertha"], ["Lu"], -1),
]


def make_save(game, seats, names, moves, path: Path, when: float) -> Match:
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(seats, {}, 5))
    if moves == -1:
        play_out(match)
    else:
        for _ in range(moves):
            match.play(match.decision().moves[0])
    saves.save(match, path, {"names": names} if names else {})
    os.utime(path, (when, when))
    return match


def several_saves() -> list[Path]:
    """Every game finished and not, half as autosaves, each a minute older than the last."""
    paths = []
    for i, (game, seats, names, moves) in enumerate(SAVES):
        folder = autosave_dir() if i % 2 == 0 else saves_dir()
        name = f"{game}-20260101-1200{i:02d}-000000" if i % 2 == 0 else f"{game} evening {i}"
        path = folder / f"{name}.yaml"
        make_save(game, seats, names, moves, path, 1.7e9 - 60 * i)
        paths.append(path)
    return paths


def open_load_screen(app) -> tuple[Driver, LoadGame]:
    drv = Driver(app)
    drv.click(next(w for w in app.scene.widgets if w.label == "Load game").rect)
    screen = app.scene
    assert isinstance(screen, LoadGame)
    return drv, screen


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def stamp(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), os.stat(path).st_mtime_ns


def test_the_list_is_newest_first_with_each_saves_details(app):
    paths = several_saves()
    drv, screen = open_load_screen(app)
    assert [e.path for e in screen.entries] == paths
    texts = []
    real = app.canvas.text
    app.canvas.text = lambda text, *a, **k: (texts.append(text), real(text, *a, **k))[1]
    try:
        for first in range(0, len(paths), 7):   # every row, scrolled into view
            screen.first = first
            app.draw()
    finally:
        app.canvas.text = real
    for expected in ("Simplicity", "The Square Circle", "Rossio", "Squaring Circleville",
                     "Ana, Ben, Cy", "Dora, Eli", "Fay, Gus, Hal", "Ida, ROSS",
                     "1 person, 2 bots", "4 bots", "1 person, 1 automa",
                     "Round 2, in progress", "Round 5, finished",
                     "Turn 5, in progress", "Lu, Bertha", "1 bot, 1 automa",
                     "Autosave", "simplicity evening 1", "2023-11-14"):
        assert any(expected in t for t in texts), (expected, sorted(set(texts)))
    assert any(t.startswith("Round") and t.endswith("finished") for t in texts)


def test_rename_asks_for_a_name_and_the_save_keeps_loading(app):
    paths = several_saves()
    drv, screen = open_load_screen(app)
    old = paths[1]
    before = stamp(old)
    drv.click(screen.row_rect(1))
    assert screen.chosen == old
    drv.click(button(screen, "Rename").rect)
    dialog = app.scene
    assert isinstance(dialog, AskName) and dialog.field.text == "simplicity evening 1"
    # Esc cancels: nothing changes on disk
    drv.key(pygame.K_ESCAPE)
    assert app.scene is screen and old.exists()
    drv.key(pygame.K_F2)
    dialog = app.scene
    assert isinstance(dialog, AskName)
    drv.type_text("Our: best/game?")   # replaces the selected old name
    drv.key(pygame.K_RETURN)
    assert app.scene is screen
    new = saves_dir() / "Our- best-game-.yaml"
    assert not old.exists() and stamp(new) == before   # same bytes, same place in the list
    assert screen.entries[1].path == new and screen.chosen == new
    assert saves.load(new)[0].finished
    # the other files are as they were
    assert all(p.exists() for p in paths if p != old)


def test_rename_refuses_a_taken_or_empty_name_and_reports_a_disk_failure(app, monkeypatch):
    paths = several_saves()
    drv, screen = open_load_screen(app)
    drv.click(screen.row_rect(3))
    drv.click(button(screen, "Rename").rect)
    dialog = app.scene
    drv.type_text("simplicity evening 1")   # the name of another save
    drv.key(pygame.K_RETURN)
    assert app.scene is dialog and "already exists" in dialog.problem
    dialog.field.text = " ... "
    drv.key(pygame.K_RETURN)
    assert app.scene is dialog and "Give the save a name" in dialog.problem

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(Path, "rename", refuse)
    dialog.field.text = "fine name"
    drv.key(pygame.K_RETURN)
    assert app.scene is dialog and "Permission denied" in dialog.problem
    drv.click(button(dialog, "Cancel").rect)
    assert app.scene is screen and all(p.exists() for p in paths)


def test_delete_asks_first_and_removes_only_that_file(app, monkeypatch):
    paths = several_saves()
    (saves_dir() / "notes.txt").write_text("mine")
    drv, screen = open_load_screen(app)
    drv.click(screen.row_rect(2))
    drv.click(button(screen, "Delete").rect)
    assert isinstance(app.scene, Confirm)
    drv.click(button(app.scene, "Cancel").rect)   # asked, and said no
    assert app.scene is screen and paths[2].exists()
    drv.key(pygame.K_DELETE)
    assert isinstance(app.scene, Confirm)
    drv.key(pygame.K_ESCAPE)
    assert paths[2].exists()
    # a disk that refuses: said in a notice, the file and the screen stay
    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied")
    with monkeypatch.context() as patched:
        patched.setattr(Path, "unlink", refuse)
        drv.key(pygame.K_DELETE)
        drv.click(button(app.scene, "Delete").rect)
    assert app.scene is screen and "Permission denied" in app.notice[0] and paths[2].exists()
    drv.key(pygame.K_DELETE)
    drv.key(pygame.K_RETURN)
    assert app.scene is screen and not paths[2].exists()
    assert all(p.exists() for p in paths if p != paths[2])
    assert (saves_dir() / "notes.txt").read_text() == "mine"
    assert [e.path for e in screen.entries] == [p for p in paths if p != paths[2]]
    assert screen.chosen is None


def test_a_damaged_save_can_be_deleted_but_not_opened(app):
    saves_dir().mkdir(parents=True)
    broken = saves_dir() / "broken.yaml"
    broken.write_text("format: town-squares-save\nversion: [")
    drv, screen = open_load_screen(app)
    drv.click(screen.row_rect(0))
    assert not button(screen, "Open").enabled() and not button(screen, "Replay").enabled()
    assert broken.exists()
    drv.click(button(screen, "Delete").rect)
    drv.click(button(app.scene, "Delete").rect)
    assert not broken.exists() and screen.entries == []


def test_a_damaged_save_called_autosave_can_be_renamed(app):
    """Rename offers a dated name for an autosave's "Autosave"; a damaged file the person
    called so has no game to date it by, and keeps its own (found by mypy: it crashed)."""
    saves_dir().mkdir(parents=True)
    broken = saves_dir() / "Autosave.yaml"
    broken.write_text("format: town-squares-save\nversion: [")
    drv, screen = open_load_screen(app)
    drv.click(screen.row_rect(0))
    drv.click(button(screen, "Rename").rect)
    assert isinstance(app.scene, AskName) and app.scene.field.text == "Autosave"


@pytest.mark.parametrize("index", [0, 1])   # an unfinished autosave, a finished save
def test_a_save_opens_in_the_replay_viewer_and_is_never_written(app, index):
    paths = several_saves()
    before = {p: stamp(p) for p in paths}
    drv, screen = open_load_screen(app)
    drv.click(screen.row_rect(index))
    drv.click(button(screen, "Replay").rect)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewer) and viewer.step == 0
    assert viewer.moves == len(saves.load(paths[index])[0].log)
    for _ in range(5):
        drv.key(pygame.K_RIGHT)
    drv.key(pygame.K_END)
    assert viewer.step == viewer.moves
    drv.key(pygame.K_ESCAPE)
    assert app.scene is screen
    assert {p: stamp(p) for p in paths} == before


def test_a_second_click_or_enter_opens_the_chosen_save(app):
    paths = several_saves()
    drv, screen = open_load_screen(app)
    drv.click(screen.row_rect(2))
    assert app.scene is screen and screen.chosen == paths[2]   # the first click chooses
    drv.click(screen.row_rect(2))
    assert app.scene.match.config.game == "squarecircle"
    from shared.ui.launcher import Launcher
    app.reset(Launcher(app))
    drv, screen = open_load_screen(app)
    assert screen.entries[0].path == paths[2]   # played on just now: the newest
    drv.key(pygame.K_DOWN)
    drv.key(pygame.K_DOWN)
    assert screen.chosen == paths[0]
    drv.key(pygame.K_RETURN)
    table = app.scene
    assert table.match.config.game == "simplicity" and len(table.match.log) >= 7


def test_the_menu_saves_under_a_name(app):
    rules = registry.get_rules("simplicity")
    from shared.ui.session import Session
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 2))
    session = Session(match, {"names": ["Ana", "Ben"]}, autosave=False)
    table = session.ui.table_scene()(app, session, live=False)
    app.push(table)
    menu = GameMenu(app, session)
    app.push(menu)
    drv = Driver(app)
    drv.click(button(menu, "Save as…").rect)
    dialog = app.scene
    assert isinstance(dialog, AskName) and dialog.field.text.startswith("Simplicity 20")
    drv.key(pygame.K_ESCAPE)
    assert app.scene is menu and not saves_dir().exists()
    drv.click(button(menu, "Save as…").rect)
    drv.type_text("Sunday with Ben")
    drv.key(pygame.K_RETURN)
    assert app.scene is table and "Sunday with Ben" in app.notice[0]
    path = saves_dir() / "Sunday with Ben.yaml"
    assert saves.load(path)[0].hash() == match.hash()
    # the same name again is replaced only when asked twice
    match.play(match.decision().moves[0])
    app.push(GameMenu(app, session))
    drv.click(button(app.scene, "Save as…").rect)
    drv.type_text("Sunday with Ben")
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, AskName) and "already exists" in app.scene.problem
    assert len(saves.load(path)[0].log) == 0
    drv.key(pygame.K_RETURN)
    assert app.scene is table and len(saves.load(path)[0].log) == 1
    # and it is listed by that name
    app.push(LoadGame(app))
    assert [e.name() for e in app.scene.entries] == ["Sunday with Ben"]


@pytest.mark.parametrize("name, stem", [
    ("  Sunday  game ", "Sunday game"), ("a/b\\c:d", "a-b-c-d"), ("..hidden.", "hidden"),
    ("CON", "CON save"), ("nul.txt", "nul.txt save"), ("tab\there\n", "tabhere"),
    ("x" * 200, "x" * saveindex.NAME_MAX), ("???", "---"), (" .. ", ""),
])
def test_save_names_are_safe_file_names(name, stem):
    assert saveindex.file_stem(name) == stem


def test_the_launcher_offers_the_game_played_last_not_an_abandoned_branch(app):
    """Play a game, then load an older save and finish it: the first game is left (an
    abandoned branch) and is not offered; playing the older one on is."""
    from shared.ui.launcher import Launcher
    from shared.ui.loadgame import open_save
    older = saves_dir() / "older.yaml"
    make_save("simplicity", ["human", "greedy"], ["Ana", "Ben"], 4, older, 1.6e9)
    left = autosave_dir() / "simplicity-20260101-120000-000000.yaml"
    make_save("simplicity", ["human", "greedy"], ["Ana", "Ben"], 8, left, 1.7e9)
    launcher = Launcher(app)
    app.reset(launcher)
    assert launcher.resume[0] == left
    assert open_save(app, older)   # a new autosave of the loaded game, once it moves on
    table = app.scene
    branch = table.control.autosaver.path
    assert branch != left and branch.parent == autosave_dir()
    assert not branch.exists()     # opened, not played on: no copy of it is listed
    app.reset(Launcher(app))
    assert app.scene.resume[0] == left
    table.match.play(table.match.decision().moves[0])   # played on: the newest now
    app.reset(Launcher(app))
    assert app.scene.resume[0] == branch
    while table.match.decision() is not None:
        table.match.play(table.match.decision().moves[0])
    # the branch finished: nothing to resume, the one left stays
    app.reset(Launcher(app))
    assert app.scene.resume is None and left.exists()


def test_the_game_being_played_cannot_be_renamed_or_deleted_from_its_menu(app):
    """Its autosave is written after every move: from the game's own menu the Load screen
    shows it but keeps Rename and Delete for the launcher's Load screen."""
    paths = several_saves()
    from shared.ui.loadgame import open_save
    assert open_save(app, paths[0], continue_autosave=True)
    table = app.scene
    drv = Driver(app)
    drv.key(pygame.K_ESCAPE)
    drv.click(button(app.scene, "Load game").rect)
    screen = app.scene
    assert isinstance(screen, LoadGame) and screen.entries[0].path == paths[0]
    drv.click(screen.row_rect(0))
    assert not button(screen, "Delete").enabled() and not button(screen, "Rename").enabled()
    assert "being played" in button(screen, "Delete").why_not()
    drv.key(pygame.K_DELETE)
    drv.key(pygame.K_F2)
    assert app.scene is screen and paths[0].exists()
    drv.click(screen.row_rect(1))   # another save may go
    drv.key(pygame.K_DELETE)
    drv.key(pygame.K_RETURN)
    assert not paths[1].exists() and paths[0].exists()
    assert table.control.autosaver.path == paths[0]


def test_a_save_that_fails_names_the_file_and_what_to_do(app, monkeypatch):
    import errno
    rules = registry.get_rules("simplicity")
    from shared.ui.session import Session
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 2))
    session = Session(match, {"names": ["Ana", "Ben"]}, autosave=False)
    app.push(session.ui.table_scene()(app, session, live=False))
    app.push(GameMenu(app, session))
    drv = Driver(app)

    def refused(*args, **kwargs):
        raise PermissionError(errno.EPERM, "Operation not permitted")
    monkeypatch.setattr(saves, "write_atomic", refused)
    drv.click(button(app.scene, "Save as…").rect)
    drv.type_text("Sunday")
    drv.key(pygame.K_RETURN)
    assert isinstance(app.scene, AskName)
    assert app.scene.problem == ("Could not save Sunday.yaml (the folder cannot be written "
                                 "to). Free some disk space or check the folder's "
                                 "permissions, or try another name.")


def test_leaving_says_saved_only_when_the_autosave_holds_every_move(app, monkeypatch):
    import errno
    import os
    from shared.ui.launcher import Launcher
    from shared.ui.session import Session
    rules = registry.get_rules("simplicity")
    for full in (False, True):
        app.reset(Launcher(app))
        match = Match(rules, rules.make_config(["human", "greedy"], {}, 2))
        table = registry.game_info("simplicity").table_scene()(
            app, Session(match, {"names": ["Ana", "Ben"]}))
        app.push(table)
        with monkeypatch.context() as patch:   # undoes its own patches only
            if full:   # the disk fills: the next move cannot be written
                def disk_full(*args, **kwargs):
                    raise OSError(errno.ENOSPC, "No space left on device")
                patch.setattr(os, "write", disk_full)
                patch.setattr(saves, "write_atomic", disk_full)
            table.control.play(match.decision().moves[0])
        table.open_menu()
        Driver(app).click(button(app.scene, "Back to the launcher").rect)
        said = app.notice[0]
        if full:
            assert said.startswith("The last moves could not be saved to ")
            assert "(the disk is full)" in said and "saved: resume" not in said
        else:
            assert said == "The game is saved: resume it from the launcher any time."


def test_a_long_list_reads_only_the_saves_it_shows(app, monkeypatch):
    """2,000 saves took 70 s to list when every file was read and checked first, and a
    first open of 200 saves 5-13 s while each row replayed its save; now the list is made
    from the files' dates and sizes, a row from its save's header (saveindex.peek), and a
    save is parsed whole only when it is chosen."""
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["greedy"] * 2, {}, 1))
    play_out(match, max_moves=10)
    saves_dir().mkdir(parents=True, exist_ok=True)
    for i in range(60):
        saves.save(match, saves_dir() / f"game {i:02}.yaml")
    read, peeked, replayed = [], [], []
    real_read, real_peek, real_replay = saves.read_document, saveindex.peek, saves.replay
    monkeypatch.setattr(saves, "read_document", lambda path: (read.append(path),
                                                              real_read(path))[1])
    monkeypatch.setattr(saveindex, "peek", lambda path: (peeked.append(path),
                                                         real_peek(path))[1])
    monkeypatch.setattr(saves, "replay", lambda *a, **k: (replayed.append(a[0]),
                                                          real_replay(*a, **k))[1])
    load = LoadGame(app)
    app.push(load)
    assert len(load.entries) == 60 and read == [] and peeked == []   # listed unread
    app.draw()
    from shared.ui.loadgame import ROWS
    assert 0 < len(set(peeked)) <= ROWS and read == [] and replayed == []   # headers only
    names, sentence, params = load.entries[0].details()   # the round, from the header
    assert names == ["Greedy bot 1", "Greedy bot 2"] and (sentence, params) == (
        rules.round_label, {"n": rules.round_of(match.state)}) and replayed == []
    drv = Driver(app)
    for _ in range(ROWS + 2):                           # choosing further down reads those
        drv.key(pygame.K_DOWN)
    app.draw()
    assert len(set(peeked)) <= ROWS + 3 and len(set(read)) == ROWS + 2 and replayed == []


def test_the_list_counts_rounds_as_the_replay_viewer_does(app):
    """One source (rules.round_of): Rossio's list once said round 8 where the viewer and
    the chart said 7, The Square Circle's turn 25 where they said 26."""
    several_saves()
    load = LoadGame(app)
    app.push(load)
    counted = 0
    for entry in load.entries:
        if not entry.loadable:
            continue
        _, sentence, params = entry.details()
        match, meta = saves.load(entry.path)
        viewer = ReplayViewer(app, match, meta)
        shown = viewer.where()
        if sentence:
            from shared.engine.i18n import tr
            assert shown.startswith(tr(sentence, **params) + ","), (entry.path.name, shown)
            counted += 1
    assert counted == len(SAVES)


def test_a_long_list_pages_by_keys_and_scrolls_three_rows_a_notch(app):
    """Issue 28 (shell details): 300 saves were one row per wheel notch, with no Page
    Up/Down, Home or End."""
    from shared.ui.loadgame import ROWS, WHEEL_ROWS
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["greedy"] * 2, {}, 1))
    saves_dir().mkdir(parents=True, exist_ok=True)
    for i in range(20):
        saves.save(match, saves_dir() / f"game {i:02}.yaml")
    load = LoadGame(app)
    app.push(load)
    drv = Driver(app)
    drv.key(pygame.K_HOME)
    assert footer(app) == f"1-{ROWS} of 20 (scroll for more)"
    drv.key(pygame.K_END)
    assert load.chosen == load.entries[-1].path and load.first == 20 - ROWS
    assert footer(app) == f"{21 - ROWS}-20 of 20"       # nothing more to scroll to
    drv.key(pygame.K_HOME)
    assert load.chosen == load.entries[0].path and load.first == 0
    drv.key(pygame.K_PAGEDOWN)
    assert load.chosen == load.entries[ROWS].path and load.first == 1
    drv.key(pygame.K_PAGEUP)
    assert load.chosen == load.entries[0].path and load.first == 0
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                    precise_x=0.0, precise_y=-1.0))
    assert load.first == WHEEL_ROWS


def test_a_name_cut_at_its_limit_is_said_not_silently_dropped(app):
    """Issue 28 (shell details): typing past a save name's 60 characters did nothing,
    unsaid."""
    from shared.engine import saveindex
    asked = AskName(app, "Rename the save", "x" * saveindex.NAME_MAX, "Rename", lambda n: None,
                    max_len=saveindex.NAME_MAX)
    app.push(asked)
    asked.field.anchor = None   # the caret at the end, nothing selected
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="y"))
    assert asked.field.text == "x" * saveindex.NAME_MAX
    assert asked.problem == f"A name has {saveindex.NAME_MAX} characters at most."
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="",
                                    scancode=0))
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="y"))
    assert asked.field.text.endswith("y") and not asked.problem


def footer(app) -> str:
    """The Load screen's "which rows of how many" line, as drawn."""
    return next(t for t in drawn(app) if " of 20" in t)
