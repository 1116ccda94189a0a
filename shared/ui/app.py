"""The app loop: one window, a stack of scenes, redraws only when something changed."""
from __future__ import annotations

import os
import time
from typing import Callable

import pygame

from shared.engine import i18n

from . import sound, theme
from .canvas import Canvas
from .widgets import inside

IDLE_WAIT_MS = 500      # an idle window sleeps in event.wait between redraws
BUSY_FRAME_S = 1 / 60
NOTICE_WIDTHS = (1000, 600, 420, 320)   # a notice narrows to fit beside what it keeps clear
NOTICE_MARGIN = 8


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def notice_spot(w: float, h: float, toast_y: float, keep_clear) -> tuple[float, float] | None:
    """The top-left of a w x h notice: centred at `toast_y` when that covers nothing in
    `keep_clear`, else the nearest place beside, above or below those rects (or at the
    bottom edge) that covers none of them; None if there is no such place."""
    sw, sh = theme.LOGICAL_SIZE
    m = NOTICE_MARGIN

    def fit(v: float, room: float) -> float:
        return max(m, min(v, room - m))

    home = ((sw - w) / 2, fit(toast_y, sh - h))
    xs = {home[0]}
    ys = {home[1], sh - h - m}
    for x, y, rw, rh in keep_clear:
        xs |= {fit(x + rw + m, sw - w), fit(x - w - m, sw - w)}
        ys |= {fit(y + rh + m, sh - h), fit(y - h - m, sh - h)}
    free = [(x, y) for x in sorted(xs) for y in sorted(ys)
            if not any(overlaps((x, y, w, h), r) for r in keep_clear)]
    return min(free, key=lambda p: abs(p[0] - home[0]) + abs(p[1] - home[1]), default=None)


class App:
    def __init__(self, surface: pygame.Surface | None = None, window: bool = True):
        self.window = window
        self.fullscreen = False
        self.windowed_size = theme.DEFAULT_WINDOW
        self.moved_to: tuple[int, int] | None = None   # where the person moved the window
        self.notice: tuple[str, float] | None = None   # (text, until) toast
        # what a click on the notice does, if anything
        self.notice_click: Callable[[], object] | None = None
        self.notice_rect: tuple[float, float, float, float] | None = None   # last drawn at
        if surface is None:   # the window as the settings say, before its first frame
            from . import settings
            self.fullscreen = settings.preference("fullscreen", report=self.toast)
            self.windowed_size = fitting_window(settings.get("window_size"), desktop_size())
            place = fitting_place(settings.preference("window_place"), self.windowed_size,
                                  desktop_size())
            if place is not None and not self.fullscreen:   # read when the window is made
                os.environ["SDL_VIDEO_WINDOW_POS"] = f"{place[0]},{place[1]}"
            else:
                os.environ.pop("SDL_VIDEO_WINDOW_POS", None)
            surface = self.open_window()
        self.canvas = Canvas(surface)
        self.scenes: list = []
        self.dirty = True
        self.running = True
        if window:
            self.apply_settings()

    # --- scenes -----------------------------------------------------------------------
    @property
    def scene(self):
        return self.scenes[-1]

    def push(self, scene) -> None:
        if self.scenes:
            self.scene.pointer_left()   # covered: its tips must not show through
        self.scenes.append(scene)
        scene.enter()
        self.dirty = True

    def pop(self) -> None:
        self.scenes.pop().closed()
        if self.scenes:
            self.scene.pointer_left()   # the pointer was last seen over the scene above
            self.scene.enter()
        self.dirty = True

    def replace(self, scene) -> None:
        self.scenes.pop().closed()
        self.push(scene)

    def reset(self, scene) -> None:
        while self.scenes:
            self.scenes.pop().closed()
        self.push(scene)

    def toast(self, text: str, seconds: float = 3.0, on_click=None) -> None:
        """A notice for a few seconds; `on_click` makes it a link (e.g. to the rule a
        refused move breaks)."""
        self.notice = (text, time.monotonic() + seconds)
        self.notice_click = on_click
        self.dirty = True

    # --- window -----------------------------------------------------------------------
    def open_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def keep_window_size(self, window: pygame.Surface) -> None:
        """A size the person gave the window by dragging its edge is the next start's."""
        from . import settings
        # a window dragged smaller (or larger) than a setting allows starts at the limit
        w, h = [min(max(v, low), high) for v, low, high in zip(
            window.get_size(), settings.MIN_WINDOW, settings.MAX_WINDOW)]
        if self.window and not self.fullscreen and (w, h) != self.windowed_size:
            self.windowed_size = (w, h)
            settings.put("window_size", [w, h])

    def keep_window_place(self) -> None:
        """Where the person left the window is the next start's place (written once, as
        the app closes, not at every step of a drag)."""
        if self.window and self.moved_to is not None:
            from . import settings
            settings.put("window_place", list(self.moved_to))
            self.moved_to = None

    def apply_settings(self) -> None:
        """Take up the settings that shape the window: full screen, the window's size,
        the text size and the colour-vision mode (the rest are read where they act, when
        they act)."""
        from . import settings
        fullscreen = settings.preference("fullscreen")
        size = (fitting_window(settings.get("window_size"), desktop_size()) if self.window
                else tuple(settings.preference("window_size")))
        if self.window and (fullscreen, size) != (self.fullscreen, self.windowed_size):
            self.fullscreen, self.windowed_size = fullscreen, size
            self.canvas.resize(self.open_window())
        self.canvas.text_scale = settings.preference("text_size") / 100
        self.canvas.set_colour_vision(settings.preference("colour_vision"))
        use_language(settings.preference("language"))
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        """F11: the full screen setting, switched and remembered."""
        if not self.window:
            return
        from . import settings
        unsaved = settings.put("fullscreen", not self.fullscreen)
        if unsaved:
            self.toast(unsaved, 8)
        self.apply_settings()

    # --- loop ---------------------------------------------------------------------------
    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            window = pygame.display.get_surface()
            assert window is not None   # only an open window is resized
            self.canvas.resize(window)
            if event.type == pygame.VIDEORESIZE:   # the person dragged an edge
                self.keep_window_size(window)
            self.dirty = True
            return
        if event.type == pygame.WINDOWMOVED and not self.fullscreen:
            self.moved_to = (event.x, event.y)
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.dirty = True
        if event.type == pygame.WINDOWLEAVE:
            self.scene.pointer_left()
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        pos = self.canvas.to_logical(event.pos) if hasattr(event, "pos") else None
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.notice and
                self.notice_click and self.notice_rect and inside(self.notice_rect, pos)):
            action, self.notice, self.notice_click = self.notice_click, None, None
            self.dirty = True
            action()
            return
        self.scene.handle(event, pos)

    def step(self, dt: float) -> bool:
        """Update the top scene and redraw if needed; True while something animates."""
        busy = self.scene.update(dt)
        if self.notice and time.monotonic() > self.notice[1]:
            self.notice = None
            self.dirty = True
        if busy or self.dirty:
            self.draw()
            self.dirty = False
        return busy or self.notice is not None

    def draw(self) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        words = i18n.generation()
        for scene in self.scenes[start:]:
            if scene.words != words:   # the language changed: its kept words go
                scene.words = words
                scene.relabel()
            scene.draw(self.canvas)
        self.scene.draw_focus(self.canvas)
        if self.notice:
            self.draw_notice(self.notice[0])
        if self.window:
            pygame.display.flip()

    def draw_notice(self, text: str) -> None:
        """A dark pill with the notice, wrapped onto more lines when it is long, and kept
        off what the scene asks to keep clear (narrower if that is what it takes)."""
        c = self.canvas
        size = 18

        def pill(max_w: float):
            lines = c.wrap(text, max_w - 48, size) or [""]
            w = min(max_w, max(c.text_width(line, size) for line in lines) + 48)
            return lines, w, 20 + 24 * len(lines)

        keep = self.scene.keep_clear()
        for max_w in NOTICE_WIDTHS:
            lines, w, h = pill(max_w)
            spot = notice_spot(w, h, self.scene.toast_y, keep)
            if spot is not None:
                break
        else:   # nowhere free: the widest pill at the scene's own place
            lines, w, h = pill(NOTICE_WIDTHS[0])
            spot = notice_spot(w, h, self.scene.toast_y, [])
        assert spot is not None   # with nothing to keep clear, the scene's own place is free
        left, top = spot
        self.notice_rect = (left, top, w, h)
        c.box((left, top, w, h), (30, 30, 30, 230), radius=10)
        if self.notice_click:   # a link: underlined, like one
            c.box((left, top, w, h), theme.ACCENT, radius=10, width=2)
        for i, line in enumerate(lines):
            c.text(line, (left + w / 2, top + 10 + 24 * i + 12), size, theme.ON_DARK,
                   anchor="center")

    def run(self, frames: int | None = None) -> None:
        """The loop; `frames` stops it after that many redraws (benchmarks)."""
        last = time.monotonic()
        busy = True
        drawn = 0
        while self.running and self.scenes and (frames is None or drawn < frames):
            if drawn and self.window:   # the first frame is up: the audio device may open
                sound.open_later()
            if busy or self.dirty:
                events = pygame.event.get()
            else:
                first = pygame.event.wait(IDLE_WAIT_MS)
                events = [first] + pygame.event.get() if first.type != pygame.NOEVENT else []
            for event in events:
                self.dispatch(event)
            now = time.monotonic()
            drawn += self.dirty
            busy = self.step(now - last)
            last = now
            if busy:
                time.sleep(max(0.0, BUSY_FRAME_S - (time.monotonic() - now)))
        self.keep_window_place()


def use_language(code: str) -> None:
    """Switch to `code` if it is not the language in use (a catalogue's faulty entries
    stay English: the catalogue tests name them)."""
    if code != i18n.language():
        i18n.use_language(code)


def desktop_size() -> tuple[int, int] | None:
    try:
        w, h = pygame.display.get_desktop_sizes()[0]
        return w, h
    except (pygame.error, IndexError):
        return None


def fitting_window(wanted, desktop) -> tuple[int, int]:
    """The window's size: `wanted` (the settings' size) while it fits the screen, else,
    and on a first start, the largest 16:9 window the screen holds with room around it,
    so a small screen shows every edge and a large one gets a large window."""
    if desktop is None:
        return tuple(wanted or theme.DEFAULT_WINDOW)
    room_w, room_h = desktop[0] - theme.SCREEN_ROOM[0], desktop[1] - theme.SCREEN_ROOM[1]
    if wanted and wanted[0] <= room_w and wanted[1] <= room_h:
        return tuple(wanted)
    width = max(640, int(min(room_w, room_h * 16 / 9)))
    return width, max(360, round(width * 9 / 16))


def fitting_place(place, size, desktop) -> tuple[int, int] | None:
    """Where to open a window of `size`: the place it was left, moved in so the whole
    window is on the screen (a screen since made smaller, or taken away); None, for the
    system's choice, when there is no place or no screen to fit it to."""
    if place is None or desktop is None:
        return None
    x = max(0, min(place[0], desktop[0] - size[0]))
    y = max(0, min(place[1], desktop[1] - size[1]))
    return x, y


def init_pygame() -> None:
    """Only the modules in use: a full pygame.init() spends start-up probing audio and
    joysticks."""
    from .assets import sprite
    from .canvas import font
    # fonts and converted sprites die with the modules that made them
    font.cache_clear()
    sprite.cache_clear()
    pygame.display.init()
    pygame.font.init()


def name_the_window() -> None:
    """The Linux desktop entry (StartupWMClass) finds the window by this class name.
    Importing pygame has already named it for the program ("main.py"), so it is set, not
    defaulted; the window reads it when it is made."""
    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        os.environ[hint] = "town-squares"


def run_app(first_scene=None) -> int:
    """The window: the launcher, or the scene `first_scene(app)` makes (the replay viewer
    opened from the command line); the loop ends when its last scene closes."""
    name_the_window()
    init_pygame()
    pygame.display.set_caption("Town Squares")
    from .assets import has_sprite, sprite
    if has_sprite("ui", "icon"):
        pygame.display.set_icon(sprite("ui", "icon"))
    app = App()
    if first_scene is not None:
        app.push(first_scene(app))
    else:
        from .launcher import Launcher
        app.push(Launcher(app))
    # benchmarks time start-up to the first launcher frame
    app.run(frames=1 if os.environ.get("TOWN_SQUARES_FIRST_FRAME_ONLY") else None)
    sound.close()
    pygame.quit()
    return 0
