"""A match at the window's table: who sits where and their colours. Starting bots and
the autosave is the play controller's job (shared/ui/play.py), so a session can also
hold a finished or replayed game that nobody plays on."""
from __future__ import annotations

from pathlib import Path

from shared.engine.i18n import tr
from shared.engine.match import Match
from shared.engine.registry import get_rules

from .games import game_ui


# in order of strength, as a seat's choice steps through them
CONTROLLER_LABELS = {"human": "Person", "random": "Random bot", "greedy": "Greedy bot",
                     "strong": "Strong bot", "expert": "Expert bot"}


def controller_label(kind: str, game=None) -> str:
    """How a seat's controller is named to people: Person, Greedy bot, ROSS..."""
    printed = dict(game.automa_labels) if game is not None else {}
    label = printed.get(kind) or CONTROLLER_LABELS.get(kind)
    # a printed opponent without a label is named by its own name ("Bertha"), as it is
    return tr(label) if label else kind.capitalize()


def completed_meta(game: str, seats, meta: dict) -> dict:
    """A save's or the setup's meta with the names and colours it left out filled in (the
    Load screen names a save's players this way without replaying it)."""
    ui, automa_names = game_ui(game), get_rules(game).automa_names
    n = len(seats)
    per = ui.colours_per_seat(n)
    names = list(meta.get("names") or [])
    colours = [list(c) for c in meta.get("colours") or []]
    looks = [look.name for look in ui.looks]
    for seat in range(n):
        if seat >= len(names) or not str(names[seat]).strip():
            kind = seats[seat]
            automa = kind in automa_names   # a printed opponent: its name
            names[seat:seat + 1] = [
                tr("Player {n}", n=seat + 1) if kind == "human" else
                controller_label(kind, ui) if automa else
                tr("{kind} {n}", kind=controller_label(kind), n=seat + 1)]
        if seat >= len(colours) or len(colours[seat]) != per or \
                any(c not in looks for c in colours[seat]):
            colours[seat:seat + 1] = [[looks[(seat + k * n) % len(looks)] for k in range(per)]]
    hints = [h if isinstance(h, int) and h >= 0 else 0 for h in meta.get("hints") or []]
    return {"names": [str(x)[:24] for x in names[:n]], "colours": colours[:n],
            # whether the setup allowed hints (older saves: yes), how many each seat took
            "hints_allowed": meta.get("hints_allowed") is not False,
            "hints": (hints + [0] * n)[:n]}


class Session:
    def __init__(self, match: Match, meta: dict, autosave_path: Path | None = None,
                 autosave: bool = True):
        self.match = match
        self.ui = game_ui(match.config.game)
        self.meta = self._complete(meta)
        self.autosave = autosave              # whether playing on saves after every move
        self.autosave_path = autosave_path    # the file to go on writing, else a new one
        # a new autosave is begun by the first move (a save opened from the Load screen
        # lists no copy of itself until someone plays on), not when the table opens
        self.autosave_on_move = False

    def _complete(self, meta: dict) -> dict:
        """Fill in names and colours a save or the setup left out."""
        return completed_meta(self.match.config.game, self.match.config.seats, meta)

    def name(self, seat: int) -> str:
        return self.meta["names"][seat]

    def look(self, seat: int, index: int = 0):
        wanted = self.meta["colours"][seat][index]
        return next(look for look in self.ui.looks if look.name == wanted)

    def took_hint(self, seat: int) -> None:
        self.meta["hints"][seat] += 1

    def is_human(self, seat: int) -> bool:
        return self.match.is_human(seat)

    @property
    def humans(self) -> int:
        return sum(1 for s in self.match.config.seats if s == "human")
