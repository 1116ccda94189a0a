"""Driving the real window with posted pygame events, as a person would."""
from __future__ import annotations

from pathlib import Path

import attrs
import pygame

SHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"


class Driver:
    def __init__(self, app):
        self.app = app

    def pump(self, steps: int = 2, dt: float = 0.1) -> None:
        """Deliver queued events and advance time (animations run at dt per step)."""
        for _ in range(steps):
            for event in pygame.event.get():
                self.app.dispatch(event)
            self.app.step(dt)

    def px(self, logical) -> tuple[int, int]:
        return self.app.canvas.point(*logical)

    def centre(self, rect) -> tuple[int, int]:
        x, y, w, h = rect
        return self.px((x + w / 2, y + h / 2))

    def post(self, kind, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, attrs))

    def click(self, rect, button: int = 1) -> None:
        pos = self.centre(rect)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.pump()

    def drag(self, start_rect, end_rect, steps: int = 6) -> None:
        a, b = self.centre(start_rect), self.centre(end_rect)
        self.post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        for i in range(1, steps + 1):
            p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
            self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        self.pump(1)
        self.post(pygame.MOUSEBUTTONUP, pos=b, button=1)
        self.pump()

    def key(self, key, mod=0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.pump()

    def type_text(self, text: str) -> None:
        self.post(pygame.TEXTINPUT, text=text)
        self.pump()

    def shot(self, name: str) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.app.draw()
        path = SHOTS / f"{name}.png"
        pygame.image.save(pygame.display.get_surface(), str(path))
        return path


# --- the launcher and seat setup, shared by every game's end-to-end tests -------------
def open_setup(drv: Driver, game: str, players: int):
    """Click the game's card on the launcher, then its player count."""
    from shared.ui.games import GAMES
    from shared.ui.launcher import Launcher
    from shared.ui.setup import SeatSetup
    launcher = drv.app.scene
    assert isinstance(launcher, Launcher)
    drv.click(launcher.card_rects()[list(GAMES).index(game)])
    setup = drv.app.scene
    assert isinstance(setup, SeatSetup) and setup.game.name == game
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == str(players)).rect)
    return drv.app.scene


def set_controller(drv: Driver, setup, seat: int, wanted: str) -> None:
    """Click the seat's "played by" choice until it shows `wanted`."""
    from shared.ui.setup import ROW_H, ROW_Y
    choice = [w for w in setup.widgets if getattr(w, "options", None) and
              w.rect[1] == ROW_Y + seat * ROW_H and w.options[0][0] == "human"][0]
    for _ in range(len(choice.options)):
        if choice.value == wanted:
            return
        drv.click(choice.rect)
    assert choice.value == wanted


def start(drv: Driver, setup, table_class):
    """Press Start: the table (under its curtain, when people share secrets at it)."""
    drv.click(next(w for w in setup.widgets if getattr(w, "label", None) == "Start").rect)
    table = drv.app.scene
    table = getattr(table, "table", table)   # a Curtain covers the table it belongs to
    assert isinstance(table, table_class)
    return table


def wait_for_bots(drv: Driver, table, limit: float = 60.0) -> None:
    """Run the window until a person is to move (or the game is over) and nothing flies."""
    import time
    end = time.monotonic() + limit
    while time.monotonic() < end:
        d = table.match.decision()
        if d is None or (table.session.is_human(d.seat) and not table.flights.busy
                         and getattr(table, "telling", None) is None):
            return
        drv.pump(1)
        if not table.flights.busy:   # a bot thinks on its thread: leave it the time
            time.sleep(0.001)
    raise AssertionError("bots did not move")


def drawn(app) -> list[str]:
    """Every text the app's next frame puts on its canvas: each line as drawn, and each
    wrapped paragraph whole (as it was looked up)."""
    texts: list[str] = []
    canvas = app.canvas
    real_text, real_wrapped = canvas.text, canvas.wrapped

    def text(words, *a, **k):
        texts.append(words)
        return real_text(words, *a, **k)

    def wrapped(words, *a, **k):
        texts.append(words)
        return real_wrapped(words, *a, **k)
    canvas.text, canvas.wrapped = text, wrapped
    try:
        app.draw()
    finally:
        del canvas.text, canvas.wrapped
    return texts


@attrs.frozen
class CanvasCall:
    """One call of a canvas method: its words, its other arguments and what it gave back."""

    words: str
    args: tuple
    kwargs: dict
    made: object


def canvas_calls(app, draw, method: str = "text") -> list[CanvasCall]:
    """Every call of the canvas's `method` while `draw()` runs: "text" gives back each
    line's pixel rect; "text_surface" sees the words as they reach the glyphs, after any
    cut."""
    calls: list[CanvasCall] = []
    canvas = app.canvas
    real = getattr(canvas, method)

    def spy(words, *a, **k):
        made = real(words, *a, **k)
        calls.append(CanvasCall(words, a, k, pygame.Rect(made) if method == "text" else made))
        return made
    setattr(canvas, method, spy)
    try:
        draw()
    finally:
        delattr(canvas, method)
    return calls
