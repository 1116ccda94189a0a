"""Pieces flying across the table, started from the engine's events (a tile drawn from
the bag, a bot's tile to its space). While a flight runs, its destination is hidden so
the piece is not drawn twice."""
from __future__ import annotations

import attrs
import pygame

from . import settings


def label_image(canvas, text: str, size: float, colour, icon=None):
    """A few words on a dark label (readable over paper, felt and tiles of every colour),
    with an icon in front if given; returns the image and its logical size."""
    words = canvas.text_surface(text, size, colour, bold=True)
    pad = canvas.px(6)
    side = words.get_height() if icon is not None else 0
    image = pygame.Surface((words.get_width() + side + (3 if side else 2) * pad,
                            words.get_height() + pad), pygame.SRCALPHA)
    pygame.draw.rect(image, (20, 20, 20, 225), image.get_rect(), border_radius=pad)
    if icon is not None:
        image.blit(pygame.transform.smoothscale(icon, (side, side)), (pad, pad // 2))
    image.blit(words, (side + (2 if side else 1) * pad, pad // 2))
    return image, (image.get_width() / canvas.scale, image.get_height() / canvas.scale)


def ease(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


@attrs.define
class Flight:
    image: object
    start: tuple
    end: tuple
    duration: float = 0.5
    delay: float = 0.0
    hides: tuple = ()            # (kind, key) hidden at the destination until landing
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def rect(self) -> tuple:
        t = min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))
        k = ease(t)
        return tuple(a + (b - a) * k for a, b in zip(self.start, self.end))


@attrs.define
class Glow:
    """Rings drawn round some places for a while (a card being activated and the places
    its pattern is found): nothing moves, the eye is told where to look."""
    rects: tuple
    colour: tuple = (255, 255, 255)
    delay: float = 0.0
    duration: float = 0.8
    elapsed: float = 0.0
    hides: tuple = ()

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def draw(self, canvas) -> None:
        for x, y, w, h in self.rects:
            # a dark ring inside a light one: visible on pieces of every colour
            canvas.box((x - 3, y - 3, w + 6, h + 6), self.colour, radius=6, width=4)
            canvas.box((x + 1, y + 1, w - 2, h - 2), (30, 30, 30), radius=5, width=2)


class Flights:
    def __init__(self):
        self.items: list[Flight | Glow] = []

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def add(self, flight: Flight | Glow) -> None:
        self.items.append(flight)

    def clear(self) -> None:
        self.items.clear()

    @staticmethod
    def step(dt: float) -> float:
        """Flight time for `dt` seconds of the window's: the animation speed's, never more
        than 0.1 s a frame (a stalled frame must not skip a whole flight); every piece
        lands at once when animation is off."""
        speed = settings.preference("animation_speed")
        return min(dt, 0.1) * speed if speed > 0 else float("inf")

    def update(self, dt: float, hold: float | None = None) -> bool:
        """Move every flight on; those due at or after `hold` (a step waiting for the
        person) do not start until it is let go."""
        step = self.step(dt)
        for f in self.items:
            f.elapsed += step
            if hold is not None and f.delay >= hold:
                f.elapsed = min(f.elapsed, hold)
        self.items = [f for f in self.items if not f.done]
        return self.busy

    def hidden(self, kind: str) -> set:
        return {f.hides[1] for f in self.items if f.hides and f.hides[0] == kind}

    def draw(self, canvas) -> None:
        for f in self.items:
            if f.elapsed < f.delay:
                continue
            if isinstance(f, Glow):
                f.draw(canvas)
            else:
                canvas.image(f.image, f.rect(), key=("flight", id(f.image)))
