"""Sound effects: the short cues made by assets/make_sounds.py, played through
pygame.mixer when a move is played.

Which cue a move makes is the game's to say: its GameInfo maps its event names to cues
(`sounds`); the move's most important cue is played, one per move. The mixer is opened
off the start-up path, on a thread started after the first frame (`open_later`), or on
the first cue when nothing opened it before. Where there is no audio device, or the
mixer fails in any way, the app stays silent and carries on."""
from __future__ import annotations

import threading

import pygame

from . import settings, theme

SOUNDS = theme.ASSETS / "sounds"
# most important first: a move that scores and ends the game plays the end
CUES = ("end", "complete", "score", "place", "draw")

_sounds: dict[str, pygame.mixer.Sound] | None = None   # None until the mixer is tried
_opening: threading.Thread | None = None
_lock = threading.Lock()


def _open() -> None:
    """Open the mixer and load the cues; on any failure there is no sound at all."""
    global _sounds
    with _lock:
        if _sounds is not None:
            return
        loaded = {}
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            for cue in CUES:
                path = SOUNDS / f"{cue}.wav"
                if path.exists():
                    loaded[cue] = pygame.mixer.Sound(str(path))
        except (pygame.error, OSError):
            loaded = {}   # no device, no driver, an unreadable file: silence
            if pygame.mixer.get_init():
                pygame.mixer.quit()
        _sounds = loaded


def open_later() -> None:
    """Open the mixer on a thread, so the window never waits for the audio device."""
    global _opening
    if _sounds is None and _opening is None:
        _opening = threading.Thread(target=_open, name="open-mixer", daemon=True)
        _opening.start()


def close() -> None:
    """Before pygame quits: let an opening mixer finish, then stop it."""
    global _sounds, _opening
    if _opening is not None:
        _opening.join(timeout=5)
    _opening = None
    with _lock:
        if pygame.mixer.get_init():
            pygame.mixer.quit()
        _sounds = None


def available() -> bool:
    return bool(_sounds)


def missing() -> bool:
    """The mixer was tried and there is no sound (no device, no driver): the settings
    say so rather than offer a volume that does nothing."""
    return _sounds is not None and not _sounds


def play(cue: str):
    """Play a cue; the channel playing it, or None when nothing was played (silent,
    no device, the mixer still opening on its thread, or no such cue)."""
    volume = settings.preference("sound_volume") / 100   # the settings screen's volume
    if volume <= 0:
        return None
    if _sounds is None:
        if _opening is not None:
            return None   # still opening: this one cue is skipped rather than waited for
        _open()
    sound = (_sounds or {}).get(cue)
    if sound is None:
        return None
    try:
        sound.set_volume(volume)
        return sound.play()
    except pygame.error:
        return None


def cue_for(sounds, events) -> str | None:
    """The most important cue among the events, by the game's {event name: cue}."""
    table = dict(sounds)
    made = {table.get(type(event).__name__) for event in events}
    return next((cue for cue in CUES if cue in made), None)


def play_move(game, events):
    """The cue of a move's events in `game` (a GameInfo), if it makes one."""
    cue = cue_for(game.sounds, events)
    return play(cue) if cue else None
