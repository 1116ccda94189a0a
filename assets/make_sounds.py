"""Synthesise Town Squares' sound effects and save them as small WAV files.

Run from the repository root::

    python -m assets.make_sounds            # writes assets/sounds/<cue>.wav
    python assets/make_sounds.py --out DIR  # writes DIR/<cue>.wav

Everything is made here from sine waves and seeded noise (no recorded samples), with the
standard library only. The output is deterministic, so the committed files can be checked
against the generator. One cue per moment that matters in a game: something placed, a
draw, a part completed, a score and the end; each game says which of its events makes
which cue (its ``game.py``).
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050                 # samples per second: plenty for short effects, half the bytes
PEAK = 0.6                   # of full scale, so cues played together do not clip
OUT = Path(__file__).resolve().parent / "sounds"

# equal-tempered pitches used below (Hz)
E5, G5, B5, C6, E6, G6 = 659.26, 783.99, 987.77, 1046.50, 1318.51, 1567.98
C5 = 523.25


def decay(t: float, rate: float) -> float:
    return math.exp(-t * rate)


def attack(t: float, seconds: float = 0.004) -> float:
    """A few milliseconds' fade-in, so no cue starts with a click."""
    return min(1.0, t / seconds)


def bell(t: float, pitch: float, rate: float = 7.0) -> float:
    """A struck bar: the pitch and two quieter, quicker-dying partials."""
    return attack(t) * (math.sin(2 * math.pi * pitch * t) * decay(t, rate)
                        + 0.35 * math.sin(2 * math.pi * 2.76 * pitch * t) * decay(t, rate * 2.2)
                        + 0.15 * math.sin(2 * math.pi * 5.40 * pitch * t) * decay(t, rate * 3.5))


def notes(sequence: list[tuple[float, float]], rate: float) -> Callable[[float], float]:
    """Bells started one after another: [(start second, pitch), ...]."""
    def sample(t: float) -> float:
        return sum(bell(t - start, pitch, rate) for start, pitch in sequence if t >= start)
    return sample


def place() -> tuple[float, Callable[[float], float]]:
    """A piece set down on a board: a short, low wooden knock."""
    noise = random.Random(11)

    def sample(t: float) -> float:
        body = math.sin(2 * math.pi * 190 * t) * decay(t, 38)
        rim = 0.5 * math.sin(2 * math.pi * 410 * t) * decay(t, 60)
        click = 0.35 * (noise.random() * 2 - 1) * decay(t, 220)
        return attack(t, 0.001) * (body + rim + click)
    return 0.14, sample


def draw() -> tuple[float, Callable[[float], float]]:
    """A card or tile slid off a pile: a soft swish of smoothed noise."""
    noise = random.Random(23)
    smooth = [0.0]

    def sample(t: float) -> float:
        smooth[0] += 0.35 * ((noise.random() * 2 - 1) - smooth[0])   # a one-pole low-pass
        swell = math.sin(math.pi * min(1.0, t / 0.16)) ** 2
        return 1.6 * smooth[0] * swell
    return 0.16, sample


def complete() -> tuple[float, Callable[[float], float]]:
    """A column, section or building finished: two rising chimes."""
    return 0.55, notes([(0.0, E5), (0.11, B5)], rate=6.0)


def score() -> tuple[float, Callable[[float], float]]:
    """Points gained: a bright two-note ding."""
    return 0.32, notes([(0.0, B5), (0.06, E6)], rate=11.0)


def end() -> tuple[float, Callable[[float], float]]:
    """The game is over: a rising major arpeggio that rings out."""
    return 1.0, notes([(0.0, C5), (0.12, E5), (0.24, G5), (0.36, C6), (0.36, G6)], rate=4.0)


CUES = {"place": place, "draw": draw, "complete": complete, "score": score, "end": end}


def render(make: Callable) -> bytes:
    """16-bit mono samples, scaled so the loudest is PEAK of full scale."""
    seconds, sample = make()
    values = [sample(i / RATE) for i in range(int(seconds * RATE))]
    loudest = max(abs(v) for v in values) or 1.0
    fade = int(0.01 * RATE)   # the last 10 ms fade out: no click at the end either
    for i in range(fade):
        values[-1 - i] *= i / fade
    data = array.array("h", (round(v / loudest * PEAK * 32767) for v in values))
    if sys.byteorder == "big":
        data.byteswap()       # WAV holds little-endian samples
    return data.tobytes()


def write(path: Path, frames: bytes) -> None:
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames)


def main(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in CUES.items():
        path = out / f"{name}.wav"
        write(path, render(make))
        written.append(path)
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    for p in main(parser.parse_args().out):
        print(p)
