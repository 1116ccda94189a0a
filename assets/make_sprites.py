"""Draw every Town Squares sprite with pygame-ce and save them as PNG files.

Run from the repository root::

    python -m assets.make_sprites            # writes assets/sprites/...
    python assets/make_sprites.py --out DIR  # writes DIR/<group>/<name>.png

Everything is original drawing code: each game's art (its pieces and its launcher picture)
is in ``assets/<game>_sprites.py``, the window's own in ``assets/ui_sprites.py``, the
primitives they share in ``assets/drawing.py``. This script only lists them and writes
them. The output is deterministic: the only randomness comes from ``random.Random``
instances seeded with fixed numbers, and smoothscale is pinned to the portable GENERIC
backend so every CPU produces the same pixels.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable, Iterable, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from assets import (circleville_sprites, rossio_sprites, simplicity_sprites,  # noqa: E402
                    squarecircle_sprites, ui_sprites)
from assets.launcher_frame import LH, LW  # noqa: E402


def sprite_specs() -> list[tuple[str, tuple[int, int], Callable[[], pygame.Surface]]]:
    """(relative path, size, builder) for every sprite, in a stable order."""
    specs = [(f"simplicity/{name}.png", size, build) for name, size, build in simplicity_sprites.sprite_specs()]
    specs.append(("launcher/simplicity.png", (LW, LH), simplicity_sprites.launcher_simplicity))
    specs.append(("launcher/squarecircle.png", (LW, LH), squarecircle_sprites.launcher_squarecircle))
    specs.append(("launcher/rossio.png", (LW, LH), rossio_sprites.launcher_rossio))
    specs.append(("launcher/circleville.png", (LW, LH), circleville_sprites.launcher_circleville))
    specs += [(f"ui/{name}.png", size, build) for name, size, build in ui_sprites.sprite_specs()]
    specs += [(f"squarecircle/{name}.png", size, build)
              for name, size, build in squarecircle_sprites.sprite_specs()]
    specs += [(f"circleville/{name}.png", size, build)
              for name, size, build in circleville_sprites.sprite_specs()]
    specs += [(f"rossio/{name}.png", size, build) for name, size, build in rossio_sprites.sprite_specs()]
    return specs


DEFAULT_OUT = Path(__file__).resolve().parent / "sprites"


def main(out_dir: str | os.PathLike | None = None, only: Iterable[str] | None = None) -> list[Path]:
    """Render every sprite into ``out_dir`` (default ``assets/sprites``)."""
    out = Path(out_dir) if out_dir is not None else DEFAULT_OUT

    previous_backend = pygame.transform.get_smoothscale_backend()
    pygame.transform.set_smoothscale_backend("GENERIC")  # same pixels on every CPU
    wanted = set(only) if only else None
    written = []
    try:
        for rel, size, build in sprite_specs():
            if wanted is not None and rel not in wanted:
                continue
            surf = build()
            if surf.get_size() != size:  # pragma: no cover - a drawing bug
                raise RuntimeError(f"{rel}: built {surf.get_size()}, expected {size}")
            path = out / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(surf, str(path))
            written.append(path)
    finally:
        pygame.transform.set_smoothscale_backend(previous_backend)
    return written


def _cli(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=None, help="output directory (default: assets/sprites)")
    parser.add_argument("only", nargs="*", help="render just these relative paths, e.g. ui/icon.png")
    args = parser.parse_args(argv)
    for path in main(args.out, args.only or None):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(_cli())
