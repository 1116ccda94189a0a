"""`main.py install-desktop`: add Town Squares to this user's Linux desktop menu.

Writes assets/packaging/town-squares.desktop, pointed at this copy of the app (the built
program, or this Python with main.py), and the icon in each size under the user's icon
theme folder, following the freedesktop.org data-folder rules ($XDG_DATA_HOME)."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from .package import APP_NAME, ASSETS, ICON_SIZES, ROOT, icon_png


def add_arguments(p) -> None:
    p.add_argument("--remove", action="store_true", help="take the menu entry away again")


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launch_command() -> str:
    """How the desktop starts this copy: the frozen program itself, or main.py."""
    if getattr(sys, "frozen", False):
        return f'"{sys.executable}"'
    return f'"{sys.executable}" "{ROOT / "main.py"}"'


def installed_paths(home: Path) -> list[Path]:
    entry = home / "applications" / f"{APP_NAME}.desktop"
    icons = [home / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_NAME}.png"
             for s in ICON_SIZES]
    return [entry, *icons]


def run(args, out) -> int:
    if not sys.platform.startswith("linux"):
        print("error: install-desktop is for Linux desktops; on Windows and macOS use the "
              "built app folder from `package`", file=sys.stderr)
        return 2
    entry, *icons = installed_paths(data_home())
    if args.remove:
        for path in (entry, *icons):
            path.unlink(missing_ok=True)
        out.write(f"removed {entry}\n")
        return 0
    template = (ASSETS / "packaging" / f"{APP_NAME}.desktop").read_text(encoding="utf-8")
    lines = [f"Exec={launch_command()}" if line.startswith("Exec=") else line
             for line in template.splitlines()]
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for size, path in zip(ICON_SIZES, icons):
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icon_png(size), path)
    out.write(f"wrote {entry} and the icon in {len(icons)} sizes\n")
    return 0
