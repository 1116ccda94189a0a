"""Which games exist. Each game package describes itself in its own `game.py` (a `GAME`
descriptor); the project lists those descriptors once, as the entry points of the group
`town_squares.games` in pyproject.toml, and this module reads that list (never scanning
folders, so an unrelated package beside ours is never imported) and names no game.
Nothing here imports pygame: the descriptor is plain data, and the rules and the table
are imported only when first used, to keep start-up fast."""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:   # the contract (and attrs) load with the first rules, not at start-up
    from .contract import Rules

ROOT = Path(__file__).resolve().parents[2]   # the folder holding shared/ and the games


@dataclass(frozen=True)
class Look:
    """A seat colour: its name, RGB and the symbol that also carries it."""
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass(frozen=True)
class GameInfo:
    """What a game package tells the rest of the program about itself."""
    name: str
    title: str
    rules: str                         # "module:attribute" of the Rules object
    # the seats at the table, a printed opponent's seat included (the rules read these)
    min_players: int = 2
    max_players: int = 2
    # the printed opponents, as a seat's controller names them ("ross"), rulebook order
    automa: tuple[str, ...] = ()
    tagline: str = ""
    summary: tuple[str, ...] = ()      # the game in a few lines, for the setup screen
    teams_note: str = ""               # shown when a person plays several colours
    automa_labels: tuple[tuple[str, str], ...] = ()   # how the printed opponents are named
    # what each printed opponent tends to do, a line each, for the setup screen
    automa_characters: tuple[tuple[str, str], ...] = ()
    # a printed opponent's picture: its name -> sprite "group:name" (e.g. its pawn)
    automa_picture: Callable[[str], str] | None = None
    # the option that sets how hard the printed opponents play (their records say it)
    automa_level: str = ""
    # further options that apply only while a printed opponent has a seat (a house rule
    # for the solo game); the setup screen hides them otherwise, as it hides automa_level
    automa_options: tuple[str, ...] = ()
    table: str | None = None           # "module:Class" of the table scene, None until drawn
    looks: tuple[Look, ...] = ()       # colours a seat may take
    colours_per_seat: Callable[[int], int] = field(default=lambda players: 1)
    swatch: str = ""                   # sprite "group:pattern" showing a colour, e.g. a disc
    # whether a seat may see what another may not (hands, hidden points): a hand-off
    # between two people then puts a curtain up
    hidden_information: bool = False
    # which sound effect a move makes: (event class name, cue) with cues of
    # assets/make_sounds.py (place, draw, complete, score, end); the most important plays
    sounds: tuple[tuple[str, str], ...] = ()
    # the rules reference, a data file relative to the repository root (shared/engine/
    # reference.py reads it); "" for a game without one
    reference: str = ""

    @property
    def playable(self) -> bool:
        return self.table is not None

    @property
    def package(self) -> str:
        """The top-level package the game lives in (its rules' module's first part)."""
        return self.rules.partition(":")[0].split(".")[0]

    def load_rules(self) -> Rules:
        module, _, attr = self.rules.partition(":")
        return getattr(importlib.import_module(module), attr or "RULES")

    def table_scene(self):
        module, _, cls = (self.table or "").partition(":")
        return getattr(importlib.import_module(module), cls)


_games: dict[str, GameInfo] | None = None
_loaded: dict[str, Rules] = {}


GROUP = "town_squares.games"
PROJECT = "town-squares"


def listed() -> list[str]:
    """"module:attribute" of every game's descriptor: from pyproject.toml beside shared/
    where there is ours (a checkout, the desktop app, which carries it), else from the
    installed package's metadata (a wheel)."""
    project = ROOT / "pyproject.toml"
    if project.is_file():
        import tomllib
        with open(project, "rb") as f:
            table = tomllib.load(f).get("project", {})
        if table.get("name") == PROJECT:
            return list(table.get("entry-points", {}).get(GROUP, {}).values())
    from importlib.metadata import entry_points
    return [point.value for point in entry_points(group=GROUP)]


def _discover() -> dict[str, GameInfo]:
    """Every listed game, in name order."""
    found = {}
    for target in listed():
        module, _, attr = target.partition(":")
        info = getattr(importlib.import_module(module), attr or "GAME")
        found[info.name] = info
    return dict(sorted(found.items()))


def games() -> dict[str, GameInfo]:
    global _games
    if _games is None:
        _games = _discover()
    return _games


def register(info: GameInfo) -> None:
    """Add a game that lives outside the discovered packages (tests' tiny games)."""
    games()[info.name] = info
    _loaded.pop(info.name, None)


def unregister(name: str) -> None:
    games().pop(name, None)
    _loaded.pop(name, None)


def game_names() -> tuple[str, ...]:
    return tuple(games())


def has_lessons(name: str) -> bool:
    """Whether the game has lessons (`<package>/lessons.yaml`; shared/engine/lessons.py
    reads them): asked while the launcher's first frame is made, so it reads nothing."""
    return (ROOT / game_info(name).package / "lessons.yaml").is_file()


def game_info(name: str) -> GameInfo:
    if name not in games():
        from .contract import ConfigError
        raise ConfigError("unknown game {name} (games: {games})", name=repr(name),
                          games=", ".join(games()))
    return games()[name]


def get_rules(name: str) -> Rules:
    info = game_info(name)
    if name not in _loaded:
        _loaded[name] = info.load_rules()
    return _loaded[name]
