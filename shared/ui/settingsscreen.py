"""The settings screen, over the launcher or a game: every choice is stored at once
(shared/ui/settings.py) and takes effect at once, the window's through the app, the rest
where they act (animation, bots, sound read their setting each time)."""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from shared.engine.i18n import language, tr

from . import settings, sound, theme
from .scene import Scene
from .widgets import Button, Choice

PANEL = (190, 24, 900, 672)   # wide: a row's name and what it does, in a longer language too
LABEL_X, CHOICE_RECT = 230, (750, 0, 300, 40)
FIRST_ROW, ROW_GAP = 96, 62
# common 16:9 window sizes; those larger than the screen are left out
WINDOW_SIZES = ((1024, 576), (1280, 720), (1366, 768), (1600, 900), (1920, 1080),
                (2560, 1440), (3840, 2160))


def window_sizes(current) -> list[tuple[int, int]]:
    """The sizes that fit the screen (the one in use always among them)."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        desktop = (1280, 720)
    room = theme.SCREEN_ROOM   # a window no larger than the screen can hold
    sizes = {s for s in WINDOW_SIZES if s[0] <= desktop[0] - room[0]
             and s[1] <= desktop[1] - room[1]}
    return sorted(sizes | {tuple(current)})


def percent(value: float) -> str:
    return tr("{percent}%", percent=round(value))


def rows() -> list[tuple[str, str, str, list[tuple[Any, str]]]]:
    """(setting, label, what it does, [(value, how it is shown)]) for each row (each
    setting's values of its own kind)."""
    size = tuple(settings.preference("window_size"))
    return [
        ("fullscreen", tr("Full screen"), tr("F11 switches it too"),
         [(False, tr("Off")), (True, tr("On"))]),
        ("window_size", tr("Window size"), tr("The window's size when not full screen"),
         [(list(s), tr("{width} × {height}", width=s[0], height=s[1]))
          for s in window_sizes(size)]),
        ("text_size", tr("Text size"), tr("Every text, larger or smaller"),
         [(v, percent(v)) for v in (85, 100, 115, 130, 150)]),
        ("animation_speed", tr("Animation speed"), tr("How fast pieces fly to their places"),
         [(0.0, tr("Off: at once")), (0.5, tr("Slow")), (1.0, tr("Normal")),
          (2.0, tr("Fast"))]),
        ("bot_pace", tr("Bot pace"), tr("How long each bot's move stays before the next"),
         [(0.3, tr("Brisk")), (1.0, tr("Normal")), (2.0, tr("Relaxed")),
          (4.0, tr("Slow"))]),
        ("sound_volume", tr("Sound volume"),
         tr("No sound device was found: there is no sound") if sound.missing() else
         tr("Effects when pieces are placed and scored"),
         [(v, percent(v) if v else tr("Off")) for v in range(0, 101, 10)]),
        ("colour_vision", tr("Colour vision"), tr("Colours moved apart for that eye; "
                                                  "symbols stay"),
         [("normal", tr("Usual")), ("deuteranopia", tr("Deuteranopia (green-weak)")),
          ("protanopia", tr("Protanopia (red-weak)")),
          ("tritanopia", tr("Tritanopia (blue-weak)"))]),
        # each language by its own name, whatever the language shown
        ("language", tr("Language"), tr("Every word of the program, at once"),
         [(code, settings.LANGUAGE_NAMES.get(code, code)) for code in settings.LANGUAGES]),
    ]


def shown_value(key: str):
    """The value a row shows: the stored one, and for the language the one in use (the
    same in the window; a screenshot's may be another, given on its command line)."""
    if key == "language" and language() in settings.LANGUAGES:
        return language()
    return settings.preference(key)


def closest(options, value) -> int:
    """The option showing the stored value (or the nearest one, for a hand-set number)."""
    def distance(option) -> float:
        v = option[0]
        if isinstance(v, (int, float)) and not isinstance(v, bool) and \
                isinstance(value, (int, float)) and not isinstance(value, bool):
            return abs(v - value)
        return 0 if v == value else float("inf")
    return min(range(len(options)), key=lambda i: distance(options[i]))


class SettingsScreen(Scene):
    transparent = True
    closes_on_escape = True
    toast_y = 8

    def __init__(self, app):
        super().__init__(app)
        self.labels: list[tuple[str, str, float]] = []
        self.build()

    def build(self) -> None:
        self.widgets = [Button((PANEL[0] + PANEL[2] / 2 - 90, PANEL[1] + PANEL[3] - 70, 180, 48),
                               tr("Done"), self.app.pop, primary=True)]
        self.labels = []
        for i, (key, label, hint, options) in enumerate(rows()):
            y = FIRST_ROW + i * ROW_GAP
            x, _, w, h = CHOICE_RECT
            choice = Choice((x, y, w, h), options, closest(options, shown_value(key)),
                            on_change=partial(self.change, key))
            self.widgets.append(choice)
            self.labels.append((label, hint, y))

    def change(self, key: str, value) -> None:
        unsaved = settings.put(key, value)
        if unsaved:   # the change holds for this run; the person hears so once
            self.app.toast(unsaved, 8)
        self.app.apply_settings()
        if key == "sound_volume":
            sound.play("score")   # a sample of the new level
        if key in ("fullscreen", "window_size", "text_size"):
            self.build()   # the sizes that fit, the labels' new widths

    def relabel(self) -> None:
        focused = self.widgets.index(self.focus) if self.focus in self.widgets else None
        self.build()   # every row in the new language
        if focused is not None:
            self.focus = self.widgets[focused]

    def draw(self, canvas) -> None:
        canvas.box((0, 0, *theme.LOGICAL_SIZE), (0, 0, 0, 150))
        canvas.box(PANEL, theme.PANEL, radius=16, shadow=True)
        canvas.text(tr("Settings"), (PANEL[0] + PANEL[2] / 2, PANEL[1] + 22), 30, theme.INK,
                    bold=True, anchor="midtop")
        room = CHOICE_RECT[0] - LABEL_X - 16
        for label, hint, y in self.labels:
            canvas.text(label, (LABEL_X, y + 1), 19, theme.INK, bold=True, max_width=room)
            # what the row does, under its name: on two lines in smaller print if need be
            top = y + 26 + 19 * (canvas.text_scale - 1)
            size = canvas.fitting_size([hint], room, y + ROW_GAP - 2 - top, 14, canvas.readable(),
                                       line_gap=1.1)
            canvas.wrapped(hint, (LABEL_X, top, room, 40), size, theme.INK_SOFT, line_gap=1.1)
        for widget in self.widgets:
            widget.draw(canvas)
