"""`main.py package`: build the one-folder desktop app with PyInstaller (needs `.[package]`).

The build itself is described by assets/packaging/town-squares.spec; this module runs it and
gives the spec what it collects: the game packages the registry finds, their data, the
sprites, the sounds, the fonts and the icon in the formats Windows and macOS want."""
from __future__ import annotations

import importlib.util
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "assets" / "packaging" / "town-squares.spec"
ASSETS = ROOT / "assets"
APP_NAME = "town-squares"
# what pyproject ships as package data (the .po files: the translations, read as they are)
DATA_SUFFIXES = (".yaml", ".png", ".ttf", ".po")
ICON_SIZES = (16, 32, 48, 64, 128, 256)       # the sizes desktops ask an app for
# macOS names each PNG size in an .icns file by a four-letter type
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}


def add_arguments(p) -> None:
    p.add_argument("--out", default=str(ROOT / "dist"),
                   help=f"folder for the app (default dist/); it lands in OUT/{APP_NAME}")
    p.add_argument("--work", default=str(ROOT / "build"),
                   help="folder for PyInstaller's intermediate files (default build/)")


def run(args, out) -> int:
    if importlib.util.find_spec("PyInstaller") is None:
        print('error: the package command needs PyInstaller: pip install -e ".[package]"',
              file=sys.stderr)
        return 2
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm",
               "--log-level", "WARN", "--distpath", args.out, "--workpath", args.work]
    if subprocess.run(command, cwd=ROOT).returncode:
        print("error: PyInstaller failed (its messages are above)", file=sys.stderr)
        return 1
    out.write(f"built {app_executable(Path(args.out))}\n")
    return 0


def app_executable(dist: Path) -> Path:
    """Where the built app's program lies inside the --out folder."""
    exe = f"{APP_NAME}.exe" if sys.platform.startswith("win") else APP_NAME
    return dist / APP_NAME / exe


def game_packages() -> list[str]:
    """The top-level package of every game the registry finds."""
    from shared.engine.registry import games
    return sorted({info.package for info in games().values()})


def app_data(packages) -> list[tuple[str, str]]:
    """(source file, folder in the app) for every data file the app reads at run time."""
    files = [path for package in packages for path in (ROOT / package).rglob("*")
             if path.suffix in DATA_SUFFIXES]
    files += [p for p in (ROOT / "shared" / "locale").glob("*.po")]   # the shell's words
    files += [p for p in (ASSETS / "sprites").rglob("*.png")]
    files += [p for p in (ASSETS / "fonts").glob("*.ttf")]
    files += [p for p in (ASSETS / "sounds").glob("*.wav")]
    files.append(ASSETS / "packaging" / f"{APP_NAME}.desktop")
    files.append(ROOT / "pyproject.toml")   # its list of games is what the registry reads
    return [(str(p), str(p.parent.relative_to(ROOT))) for p in sorted(files)]


def icon_png(size: int) -> Path:
    """The icon drawn at `size` pixels by assets/make_sprites.py."""
    return ASSETS / "sprites" / "ui" / ("icon.png" if size == 64 else f"icon_{size}.png")


def write_icon(folder: Path, kind: str) -> Path:
    """An .ico (Windows) or .icns (macOS) holding the icon's PNG sizes; both formats take
    PNG images as they are, behind a small table of contents."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{APP_NAME}.{kind}"
    if kind == "ico":
        sizes = ICON_SIZES
        images = [icon_png(s).read_bytes() for s in sizes]
        offset = 6 + 16 * len(images)
        table = b""
        for size, image in zip(sizes, images):
            # width and height 0 mean 256; no palette; 1 plane; 32 bits a pixel
            table += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32,
                                 len(image), offset)
            offset += len(image)
        path.write_bytes(struct.pack("<HHH", 0, 1, len(images)) + table + b"".join(images))
    elif kind == "icns":
        chunks = b"".join(code + struct.pack(">I", 8 + len(data)) + data
                          for code, data in ((c, icon_png(s).read_bytes())
                                             for s, c in ICNS_TYPES.items()))
        path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)
    else:
        raise ValueError(f"unknown icon format {kind!r}")
    return path
