"""Choosing a save to load: manual saves and autosaves, newest first, each with its game,
seats, round or turn, date and whether it is finished. A save can be opened, watched in
the replay viewer (never written), renamed or deleted (after asking). Files that cannot
be read are listed with the reason and never touched unless the person deletes them.
The list can be narrowed to one game, and typing anywhere searches the saves' names (and
their games and players)."""
from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pygame

from shared.engine import safeyaml, saveindex, saves
from shared.engine.i18n import tr, trn
from shared.engine.match import Match
from shared.engine.paths import autosave_dir, saves_dir
from shared.engine.registry import get_rules
from shared.engine import savecheck
from shared.engine.savecheck import clean_text
from shared.engine.saveindex import UNREADABLE

from . import theme
from .dialogs import AskName, Confirm
from .games import GAMES, game_ui
from .home import go_home
from .narrator import say
from .scene import Scene
from .session import Session, completed_meta
from .widgets import Button, Choice, TextField, inside

ROWS, ROW_H, TOP = 7, 66, 116
FILTER = (640, 28, 260, 44)     # which game's saves are listed
SEARCH = (916, 28, 304, 44)     # what typing searches
WHEEL_ROWS = 3
BUTTON_Y = 646


def replayed(app, path: Path, doc: dict | None = None) -> tuple[Match, dict] | None:
    """(match, meta) of a save (`doc`: what read_document gave for it, if at hand); on
    failure show why, let the screen drop what it offered, and return None."""
    try:
        doc = doc or saves.read_document(path)
        if doc["game"] not in GAMES:
            raise saves.SaveError(path, "is a {game} game, which the window cannot show yet",
                                  game=doc["game"])
        return saves.replay(path, doc)
    except saves.SaveError as exc:
        UNREADABLE.add(Path(path))
        app.toast(say(exc.line), 6)
        app.scene.enter()
        return None


def open_save(app, path: Path, continue_autosave: bool = False, doc: dict | None = None) -> bool:
    """Load a save into a table scene; on failure show why and return False."""
    loaded = replayed(app, path, doc)
    if loaded is None:
        return False
    match, meta = loaded
    session = Session(match, meta, autosave_path=path if continue_autosave else None)
    session.autosave_on_move = not continue_autosave   # no copy listed until a move
    go_home(app)
    app.push(game_ui(match.config.game).table_scene()(app, session))
    return True


def suggested_name(game: str, when: _dt.datetime) -> str:
    """The name a save is offered under: the game's title and the minute."""
    return f"{tr(game_ui(game).title)} {when:%Y-%m-%d %H-%M}"


class Entry:
    """A file in the list: its header (the fields above the moves and the round its last
    move line states), or why it cannot be read (problem). Listing reads only that; the
    whole file is parsed and checked when the save is chosen or opened (`check`)."""

    def __init__(self, path: Path, mtime: float, size: int):
        self.path, self.mtime, self.size = path, mtime, size
        self.checked = False   # chosen: read whole, so its every problem is known

    # a file is read only when its row is shown or chosen: listing 2,000 saves costs a
    # look at each one's date and size, not a read
    @property
    def header(self) -> dict | None:
        return _headed(self.path, self.mtime, self.size)[0]

    @property
    def doc(self):
        """The whole save, parsed and checked (read once, and again only if it changed)."""
        return _checked(self.path, self.mtime, self.size)[0]

    @property
    def problem(self):
        said = _headed(self.path, self.mtime, self.size)[1]
        if said is None and self.checked:
            said = _checked(self.path, self.mtime, self.size)[1]
        return said

    def check(self):
        """Read the whole file (the person chose it); its problem, if it has one."""
        self.checked = True
        return self.problem

    @property
    def autosave(self) -> bool:
        return self.path.parent == autosave_dir()

    @property
    def autosave_named(self) -> bool:
        """An autosave that still has the name it was given (not one the person renamed)."""
        head = self.header
        game = head["game"] if head else self.path.stem.partition("-")[0]
        return self.autosave and saveindex.is_autosave_name(self.path, game)

    @property
    def loadable(self) -> bool:
        return self.header is not None and self.header["game"] in GAMES and not self.problem

    def name(self) -> str:
        """What the person calls it: the file's name, or "Autosave" while it has the name
        the autosave was given."""
        if self.autosave_named and self.header:
            return tr("Autosave")
        return clean_text(self.path.stem, 80)

    def title(self) -> str:
        head = self.header
        assert head is not None   # asked only of a file whose fields were read
        return tr(game_ui(head["game"]).title) if self.loadable else str(head["game"])

    def as_listed(self):
        """The whole save as read when chosen, while the file is still what was listed;
        None once it changed (another window played on, or put another save in its
        place), so opening it reads the file as it is now."""
        try:
            now = self.path.stat()
        except OSError:
            return None
        return self.doc if (now.st_mtime, now.st_size) == (self.mtime, self.size) else None

    def matches(self, game: str | None, words: list[str]) -> bool:
        """Whether the save is of `game` (None: any) and every one of `words` (lower case)
        is in its name, its game's title or its players' names."""
        head = self.header
        if game is not None and (head is None or head["game"] != game):
            return False
        said = [self.name(), self.path.stem]
        if head is not None:
            said.append(self.title())
        if self.loadable:
            said += self.details()[0]
        haystack = " ".join(said).lower()
        return all(word in haystack for word in words)

    def details(self) -> tuple:
        """The seats' names (defaults filled in as a table would) and where the game
        stands ("Round {n}" and its number), from the header alone."""
        head = self.header
        assert head is not None   # asked only of a loadable file
        if "details" not in head:   # once per read of the header, not every frame
            names = completed_meta(head["game"], head["seats"], head["meta"])["names"]
            head["details"] = ((names, get_rules(head["game"]).round_label,
                                {"n": head["round"]}) if head["round"] else (names, "", {}))
        return head["details"]


# path -> (mtime, size, doc, problem) and path -> (mtime, size, header, problem): a file is
# read again only once it has changed, so coming back here costs little
_CHECKED: dict[Path, tuple] = {}
_HEADED: dict[Path, tuple] = {}


def _checked(path: Path, mtime: float, size: int) -> tuple:
    """(doc, None) for a save that passes read_document, else (None, its problem)."""
    known = _CHECKED.get(path)
    if known is None or known[:2] != (mtime, size):
        try:
            doc = saves.read_document(path)
            doc["modified"] = mtime   # an autosave's header keeps the time it was begun
            known = (mtime, size, doc, None)
        except saves.SaveError as exc:
            known = (mtime, size, None, exc.problem)
        _CHECKED[path] = known
    return known[2:]


def _headed(path: Path, mtime: float, size: int) -> tuple:
    """(header, None) for a file whose fields above the moves pass the save's checks,
    else (None, its problem); a file that does not look like a save of ours is read
    whole once, to say exactly what is wrong with it (or to list an older layout)."""
    known = _HEADED.get(path)
    if known is None or known[:2] != (mtime, size):
        header, problem = _header(path)
        if header is None and problem is None:
            doc, problem = _checked(path, mtime, size)
            if doc is not None:
                header = {"game": doc["game"], "seats": doc["seats"], "meta": doc["meta"],
                          "finished": doc["finished"], "round": None}
        known = (mtime, size, header, problem)
        _HEADED[path] = known
    return known[2:]


def _header(path: Path) -> tuple:
    """(header, None), (None, the problem of its fields), or (None, None) when only the
    whole file can tell."""
    info = saveindex.peek(path)
    if info is None:
        return None, None
    try:
        head = safeyaml.parse(info["head"], saves.HEADER_VALUES)
    except safeyaml.YamlProblem:
        return None, None
    version = head.get("version") if isinstance(head, dict) else None
    if not isinstance(version, int) or isinstance(version, bool) or \
            not 2 <= version <= saves.VERSION:
        return None, None   # an older layout, a newer release's, or damaged
    try:   # every field above the moves, checked as loading checks it
        checked = savecheck.check({**head, "moves": None})
    except savecheck.SchemaError as exc:
        return None, saves.SaveError(path, exc.line).problem
    return {"game": checked["game"], "seats": checked["seats"], "meta": checked["meta"],
            "finished": info["finished"], "round": info["round"]}, None


def seat_kinds(game: str, seats) -> str:
    """Who plays: "2 people, 1 bot", "1 person, 1 automa"."""
    automa = get_rules(game).automa_names
    people = sum(1 for s in seats if s == "human")
    printed = sum(1 for s in seats if s in automa)
    bots = len(seats) - people - printed
    parts = [trn("{count} person", "{count} people", people) if people else "",
             trn("{count} bot", "{count} bots", bots) if bots else "",
             trn("{count} automa", "{count} automas", printed) if printed else ""]
    return ", ".join(p for p in parts if p)


class LoadGame(Scene):
    closes_on_escape = True

    def __init__(self, app, playing: Path | None = None):
        super().__init__(app)
        self.listed: list[Entry] = []    # every file in the save folders
        self.entries: list[Entry] = []   # those the game filter and the search leave
        self.first = 0
        self.chosen: Path | None = None   # the selected save (kept by path across re-listing)
        self.playing = playing            # the autosave of the game open below (from its menu)
        y = BUTTON_Y
        self.widgets = [
            Button((60, y, 160, 48), tr("Open"), self.open_chosen,
                   self.loadable, primary=True, tip=tr("Play on (Enter)")),
            Button((232, y, 160, 48), tr("Replay"), self.replay_chosen, self.loadable,
                   tip=tr("Watch it move by move; the save is not changed")),
            Button((404, y, 160, 48), tr("Rename"), self.rename_chosen, self.changeable,
                   tip=tr("Give the save a name (F2)"), why_not=self.why_unchangeable),
            Button((576, y, 160, 48), tr("Delete"), self.delete_chosen, self.changeable,
                   tip=tr("Remove the save, after asking (Delete)"), why_not=self.why_unchangeable),
            Button((1060, y, 180, 48), tr("Back"), app.pop),
        ]
        self.game_filter = Choice(FILTER, [(None, tr("All games"))] + [
            (name, tr(info.title)) for name, info in GAMES.items()],
            on_change=lambda _: self.refilter())
        self.search = TextField(SEARCH, "", 40, tr("Type to search by name"),
                                on_change=lambda _: self.refilter())
        self.search.focused = True   # typing anywhere searches
        self.widgets += [self.game_filter, self.search]
        self.pressed_space = False   # Space just pressed a control: its " " types nothing

    def enter(self) -> None:
        pygame.key.start_text_input()
        dated = []
        for folder in (saves_dir(), autosave_dir()):
            for path in folder.glob("*.yaml") if folder.is_dir() else ():
                try:
                    stat = path.stat()
                except OSError:   # removed while we looked
                    continue
                dated.append((stat.st_mtime, stat.st_size, path))
        dated.sort(reverse=True)
        self.listed = [Entry(path, mtime, size) for mtime, size, path in dated]
        self.refilter()

    def refilter(self) -> None:
        """List the saves of the game chosen whose names hold the words typed (with neither,
        every save, and no file is read to list them)."""
        game, words = self.game_filter.value, self.search.text.lower().split()
        self.entries = [e for e in self.listed if e.matches(game, words)] \
            if game is not None or words else list(self.listed)
        if self.selected() is None:
            self.chosen = None
        self.first = max(0, min(self.first, len(self.entries) - ROWS))
        self.app.dirty = True

    def focus_order(self) -> list:
        """The controls Tab visits: the search field is left out, as typing reaches it
        from anywhere."""
        return [w for w in super().focus_order() if w is not self.search]

    # --- the selection -----------------------------------------------------------------
    def selected(self) -> Entry | None:
        return next((e for e in self.entries if e.path == self.chosen), None)

    def loadable(self) -> bool:
        entry = self.selected()
        return entry is not None and entry.loadable

    def changeable(self) -> bool:
        """Whether the chosen file may be renamed or deleted: not while its game is open
        below, whose every move goes on being written to it."""
        entry = self.selected()
        return entry is not None and entry.path != self.playing

    def why_unchangeable(self) -> str | None:
        if self.selected() is not None and self.chosen == self.playing:
            return tr("This is the game being played: rename or delete it from the launcher.")
        return None

    def choose(self, index: int) -> None:
        """Select the entry at `index` (clamped) and scroll it into view."""
        if not self.entries:
            return
        index = max(0, min(len(self.entries) - 1, index))
        self.chosen = self.entries[index].path
        self.first = min(max(self.first, index - ROWS + 1), index)
        self.app.dirty = True
        if self.entries[index].check():
            self.tell_problem(self.entries[index])

    def row_rect(self, i):
        return (60, TOP + i * ROW_H, 1160, ROW_H - 8)

    # --- what the buttons do -------------------------------------------------------------
    def tell_problem(self, entry) -> None:
        self.app.toast(tr("{file}: {problem}", file=clean_text(entry.path.name, 80),
                          problem=say(entry.problem)), 6)

    def open_chosen(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        if entry.check():
            self.tell_problem(entry)
        elif entry.loadable:
            open_save(self.app, entry.path, continue_autosave=entry.autosave,
                      doc=entry.as_listed())

    def replay_chosen(self) -> None:
        """The save in the replay viewer, which reads it once and never writes it."""
        entry = self.selected()
        if entry is not None and entry.check():
            self.tell_problem(entry)
            return
        loaded = (replayed(self.app, entry.path, entry.as_listed())
                  if entry and entry.loadable else None)
        if loaded is not None:
            from .viewer import ReplayViewer
            self.app.push(ReplayViewer(self.app, *loaded, at=0))

    def rename_chosen(self) -> None:
        entry = self.selected()
        if entry is None or not self.changeable():
            return
        shown, head = entry.name(), entry.header
        # offer a name worth keeping rather than the word (a file the person called so,
        # unreadable, keeps it: without its fields there is no game to name it by)
        if shown == tr("Autosave") and head is not None:
            shown = suggested_name(head["game"], _dt.datetime.fromtimestamp(entry.mtime))

        def rename(name: str) -> str | None:
            try:
                self.chosen = saveindex.rename(entry.path, name)
            except saveindex.NameProblem as problem:
                return tr(problem.sentence, name=problem.name)
            except OSError as exc:   # reported in the dialog; the file stays as it was
                return tr("Could not rename it: {problem}", problem=exc.strerror or exc)
            return None
        self.app.push(AskName(self.app, tr("Rename the save"), shown, tr("Rename"), rename,
                              max_len=saveindex.NAME_MAX))

    def delete_chosen(self) -> None:
        entry = self.selected()
        if entry is None or not self.changeable():
            return
        name = entry.name()

        def delete() -> None:
            try:
                saveindex.delete(entry.path)
            except FileNotFoundError:
                pass   # already gone: what the person wanted
            except OSError as exc:
                self.app.toast(tr("Could not delete {name}: {problem}", name=name,
                                  problem=exc.strerror or exc), 6)
                return
            finally:
                self.enter()
            self.app.toast(tr("Deleted {name}.", name=name))
        when = _dt.datetime.fromtimestamp(entry.mtime).strftime("%Y-%m-%d %H:%M")
        what = tr("{name} ({game}, {when})", name=name, game=entry.title(), when=when) \
            if entry.header else name
        self.app.push(Confirm(self.app, tr("Delete this save?"),
                              tr("{what} will be removed from the disk. This cannot be undone.",
                                 what=what), tr("Delete"), delete))

    # --- input ------------------------------------------------------------------------------
    def handle(self, event, pos) -> None:
        if event.type == pygame.MOUSEWHEEL:   # three rows a notch: 300 saves are 100 notches
            self.first = max(0, min(len(self.entries) - ROWS, self.first - WHEEL_ROWS * event.y))
            self.app.dirty = True
            return
        if event.type == pygame.TEXTINPUT and self.pressed_space and event.text == " ":
            self.pressed_space = False   # the Space that pressed a control
            return
        if event.type == pygame.KEYDOWN:
            self.pressed_space = False
            if self.handle_search_key(event):
                self.app.dirty = True
                return
            index = next((i for i, e in enumerate(self.entries) if e.path == self.chosen), None)
            at = -1 if index is None else index
            keys = {pygame.K_DOWN: lambda: self.choose(at + 1),
                    pygame.K_UP: lambda: self.choose(max(0, at - 1)),
                    pygame.K_PAGEDOWN: lambda: self.choose(at + ROWS),
                    pygame.K_PAGEUP: lambda: self.choose(max(0, at - ROWS)),
                    pygame.K_HOME: lambda: self.choose(0),
                    pygame.K_END: lambda: self.choose(len(self.entries) - 1),
                    pygame.K_RETURN: self.open_chosen, pygame.K_KP_ENTER: self.open_chosen,
                    pygame.K_F2: self.rename_chosen, pygame.K_DELETE: self.delete_chosen}
            if event.key in keys:
                if event.key not in (pygame.K_F2, pygame.K_DELETE):
                    self.focus = None   # the list has the keys now: Enter opens its save
                keys[event.key]()
            elif self.handle_focus(event):   # Tab to the controls, Enter or Space presses
                self.pressed_space = event.key == pygame.K_SPACE
            self.app.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, entry in enumerate(self.entries[self.first:self.first + ROWS]):
                if inside(self.row_rect(i), pos):
                    if entry.path == self.chosen:   # a second click opens it
                        self.open_chosen()
                    else:
                        self.chosen = entry.path
                        if entry.check():
                            self.tell_problem(entry)
                    self.app.dirty = True
                    return
        super().handle(event, pos)
        self.search.focused = True   # typing anywhere searches

    def handle_search_key(self, event) -> bool:
        """Backspace (and Ctrl+Backspace) edit the search; Esc clears it, or goes back
        when there is none; Enter presses the control that has the ring, if one has."""
        key = event.key
        if key == pygame.K_BACKSPACE:
            self.search.handle(event, None)
        elif key == pygame.K_ESCAPE and self.search.text:
            self.search.text = ""
            self.search.caret, self.search.anchor = 0, None
            self.refilter()
        elif key == pygame.K_ESCAPE:
            self.app.pop()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus in self.focus_order():
            self.focus.press()
        else:
            return False
        return True

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, canvas) -> None:
        canvas.clear(theme.TABLE)
        # its foot stays where it is: a larger text size grows it up, not onto the line below
        canvas.text(tr("Load a game"), (60, 82), 36, theme.ON_DARK, bold=True,
                    anchor="bottomleft")
        canvas.text(tr("Saves in {folder}", folder=saves_dir().parent), (60, 84), 14,
                    theme.ON_DARK_SOFT, max_width=1160)
        if not self.listed:
            canvas.text(tr("No saved games yet."), (60, TOP + 10), 20, theme.ON_DARK)
        elif not self.entries:
            canvas.text(tr("No save fits the game and the words chosen."), (60, TOP + 10), 20,
                        theme.ON_DARK)
        for i, entry in enumerate(self.entries[self.first:self.first + ROWS]):
            self.draw_row(canvas, self.row_rect(i), entry)
        if len(self.entries) > ROWS:
            last = min(len(self.entries), self.first + ROWS)
            # "scroll for more" only while there is more below
            where = (tr("{first}-{last} of {count} (scroll for more)", first=self.first + 1,
                        last=last, count=len(self.entries)) if last < len(self.entries) else
                     tr("{first}-{last} of {count}", first=self.first + 1, last=last,
                        count=len(self.entries)))
            canvas.text(where, (760, BUTTON_Y + 24), 15, theme.ON_DARK_SOFT, anchor="midleft",
                        max_width=280)
        for widget in self.widgets:
            widget.draw(canvas)

    def draw_row(self, canvas, r, entry: Entry) -> None:
        x, y, w, h = r
        top, low = y + 18, y + 40   # the middles of a row's two lines
        canvas.box(r, theme.PANEL if not entry.problem else (236, 222, 214), radius=8)
        if entry.path == self.chosen:
            canvas.box(r, theme.ACCENT, radius=8, width=3)
        when = _dt.datetime.fromtimestamp(entry.mtime).strftime("%Y-%m-%d %H:%M")
        dated = (tr("autosave, {when}", when=when) if entry.autosave_named else
                 tr("saved {when}", when=when))
        if entry.problem:
            canvas.text(clean_text(entry.path.name, 80), (x + 16, top), 16, theme.INK, bold=True,
                        anchor="midleft", max_width=420)
            canvas.text(dated, (x + 16, low), 14, theme.INK_SOFT, anchor="midleft", max_width=420)
            canvas.text(tr("cannot be loaded: {problem}", problem=say(entry.problem)),
                        (x + 450, y + h / 2), 15, theme.BAD, anchor="midleft", max_width=w - 470)
            return
        head = entry.header
        assert head is not None   # a file without a problem: its fields were read
        title = entry.title()   # smaller print rather than a cut title
        canvas.text(title, (x + 16, top), canvas.fit(title, 18, 290, True), theme.INK,
                    bold=True, anchor="midleft", max_width=290)
        canvas.text(entry.name(), (x + 16, low), 14, theme.INK_SOFT, anchor="midleft",
                    max_width=290)
        if entry.loadable:
            names, sentence, params = entry.details()
            canvas.text(", ".join(names), (x + 320, top), 15, theme.INK, anchor="midleft",
                        max_width=470)
            canvas.text(seat_kinds(head["game"], head["seats"]), (x + 320, low), 14, theme.INK_SOFT,
                        anchor="midleft", max_width=470)
            state = tr("finished") if head["finished"] else tr("in progress")
            where = tr("{progress}, {state}", progress=tr(sentence, **params), state=state) \
                if sentence else state
            canvas.text(where, (x + w - 16, top), 15, theme.INK, anchor="midright", max_width=330)
        canvas.text(dated, (x + w - 16, low), 14, theme.INK_SOFT, anchor="midright", max_width=330)
