"""A game being played: the match, the bots thinking off the UI thread, undo and redo,
and the autosave. The table's view draws what this feeds it; a table drawn from a
finished or replayed log has no play controller at all."""
from __future__ import annotations

from shared.bots import make_controller
from shared.engine import gamelock, saves
from shared.engine.paths import autosave_dir

from . import sound
from .botrunner import BotRunner

# After a person's move the bots may think, but wait this long before playing, so a
# misclick can still be taken back before a bot reveals something new.
UNDO_GRACE_S = 1.2


class PlayController:
    def __init__(self, session):
        self.session = session
        self.match = match = session.match
        self.controllers = {
            seat: make_controller(match.rules, name, seat, match.config.seed)
            for seat, name in enumerate(match.config.seats) if name != "human"}
        self.bots = BotRunner()
        self.reasons: dict = {}     # log index -> why a bot or automa moved so (a Line or text)
        self.autosaver = None
        self.lock = None            # this window's hold on the game's file
        self.copied = False         # the game is open in another window: this is a copy
        if session.autosave:
            path = session.autosave_path
            if path is not None:
                self.lock = gamelock.hold(path)
                self.copied = self.lock is None
            if path is None or self.copied:
                path = saves.new_autosave_path(autosave_dir(), match.config.game)
                self.lock = gamelock.hold(path)
            self.autosaver = saves.Autosaver(match, path, session.meta,
                                             from_first_move=session.autosave_on_move)
            session.autosave_path = path   # the file being written (the Load screen spares it)

    def play(self, move) -> tuple:
        """Play a move of the current decision (IllegalMove says why not); after a person's
        undoable move the bots hold theirs for the undo grace."""
        mover = self.match.decision().seat
        if self.session.is_human(mover):   # a person's move here replaces an undone one
            self.reasons.pop(len(self.match.log), None)
        events = self.match.play(move)
        if self.match.finished:
            self.count_finished()
        if self.session.is_human(mover) and self.match.turn_undo_steps():
            self.bots.hold(UNDO_GRACE_S)
        sound.play_move(self.session.ui, events)
        return events

    def took_hint(self, seat: int) -> None:
        """Count a hint shown to `seat`, in the save's meta as well."""
        self.session.took_hint(seat)
        if self.autosaver:
            self.autosaver.rewrite(self.match, self.session.meta)

    def can_undo(self) -> bool:
        return self.match.turn_undo_steps() > 0

    def count_finished(self) -> None:
        """The records count the game for its people, once (its autosave is its key)."""
        from shared.engine import records
        match = self.match
        people = {s: self.session.name(s) for s in range(match.config.players)
                  if self.session.is_human(s)}
        if people:
            key = self.autosaver.path.name if self.autosaver else match.hash()
            opponents = {s: kind for s, kind in enumerate(match.config.seats)
                         if kind in match.rules.automa_names}
            ui, options = self.session.ui, dict(match.config.options)
            level = str(options.get(ui.automa_level, "")) if ui.automa_level else ""
            # a house rule that eased the game goes with its level ("0;solo-start-vp=10"),
            # so a margin won with it is never shown as one at the printed level
            defaults = {spec.key: spec.default for spec in match.rules.option_specs}
            house = [f"{key}={options[key]}" for key in ui.automa_options
                     if key in options and options[key] != defaults.get(key)]
            level = ";".join([level, *house])
            records.count_game(key, match.config.game, match.result(), people, opponents,
                               level)
            # the table hears this game's file problems: a game not counted is told there
            if self.autosaver and self.autosaver.listened() and (said := records.problem()):
                self.autosaver.tell(said)

    def undo(self) -> None:
        self.bots.cancel()
        self.match.undo_turn()

    def redo(self) -> None:
        self.bots.cancel()
        self.match.redo_turn()

    def bot_move(self):
        """The move of the bot to play, once it has thought (and been shown) long enough;
        None while it thinks or when a person is to move."""
        d = self.match.decision()
        if d is None or self.session.is_human(d.seat):
            return None
        controller = self.controllers[d.seat]
        if not self.bots.thinking:
            self.bots.start(controller, self.match.view(d.seat), d, len(self.match.log))
        move = self.bots.poll()
        if move is not None and self.match.config.seats[d.seat] in self.match.rules.automa_names:
            # a printed opponent's procedure says why, in its own words, for the log
            self.reasons[len(self.match.log)] = controller.reason(move)
        return move

    def close(self) -> None:
        """The table is gone: no bot goes on thinking, and another window may open the game."""
        self.bots.cancel()
        if self.lock is not None:
            self.lock.release()

    def stop(self) -> None:
        """Forget whatever a bot is thinking (leaving the table, a menu on top)."""
        self.bots.cancel()
