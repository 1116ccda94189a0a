"""The desktop app: what the PyInstaller build collects, the icon files, the Linux menu entry,
and (where PyInstaller is installed, always in CI) a real build whose program plays every
game headless and draws the same pictures as main.py."""
import io
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from shared.cli import desktop, package
from shared.engine.registry import games

REPO = Path(__file__).resolve().parent.parent
SIZE = (640, 360)
# the first real-build test also waits for the build (up to 9 minutes on a slow machine)
pytestmark = pytest.mark.timeout(2400)


def test_the_build_collects_every_game_with_its_data_and_every_sprite_and_font():
    packages = package.game_packages()
    assert packages == sorted(info.name for info in games().values() if info.name in packages)
    assert len(packages) == len(games())
    collected = {Path(src).relative_to(REPO).as_posix(): dest
                 for src, dest in package.app_data(packages)}
    for name in packages:
        data = sorted((REPO / name / "data").glob("*.yaml"))
        assert data, name
        for path in data:
            assert collected[path.relative_to(REPO).as_posix()] == f"{name}/data"
    for path in (REPO / "assets" / "sprites").rglob("*.png"):
        assert path.relative_to(REPO).as_posix() in collected
    assert {"assets/fonts/TownSans-Regular.ttf", "assets/fonts/TownSans-Bold.ttf"} <= set(collected)
    for path in REPO.glob("*/locale/*.po"):   # the translations, the shell's and each game's
        assert collected[path.relative_to(REPO).as_posix()] == path.parent.relative_to(
            REPO).as_posix()
    assert not [p for p in collected if p.endswith(".py")]


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_windows_icon_holds_every_size_as_png(tmp_path):
    data = package.write_icon(tmp_path, "ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(package.ICON_SIZES))
    for i, size in enumerate(package.ICON_SIZES):
        w, h, _, _, _, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        assert (w or 256, h or 256, bits) == (size, size, 32)
        assert png_size(data[offset:offset + length]) == (size, size)


def test_macos_icon_holds_its_sizes_as_png(tmp_path):
    data = package.write_icon(tmp_path, "icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    at, found = 8, {}
    while at < len(data):
        code, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        found[code] = png_size(data[at + 8:at + length])
        at += length
    assert found == {code: (s, s) for s, code in package.ICNS_TYPES.items()}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux desktop entry")
def test_install_desktop_writes_the_entry_and_icons_for_this_user_and_removes_them(
        tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    args = type("Args", (), {"remove": False})()
    assert desktop.run(args, io.StringIO()) == 0
    entry = tmp_path / "applications" / "town-squares.desktop"
    fields = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    assert fields["Exec"] == f'"{sys.executable}" "{REPO / "main.py"}"'
    assert fields["Icon"] == "town-squares" and fields["Type"] == "Application"
    for size in package.ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "town-squares.png"
        assert png_size(icon.read_bytes()) == (size, size)
    args.remove = True
    assert desktop.run(args, io.StringIO()) == 0
    assert not entry.exists() and not list((tmp_path / "icons").rglob("*.png"))


# --- the real build -------------------------------------------------------------------------

def have_pyinstaller() -> bool:
    import importlib.util
    return importlib.util.find_spec("PyInstaller") is not None


needs_pyinstaller = pytest.mark.skipif(
    not have_pyinstaller() and not os.environ.get("CI"),
    reason='PyInstaller is not installed (pip install -e ".[package]"); CI always builds')


def headless_env(home: Path) -> dict:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                TOWN_SQUARES_HOME=str(home))


@pytest.fixture(scope="module")
def built_app(tmp_path_factory):
    root = tmp_path_factory.mktemp("package")
    done = subprocess.run([sys.executable, str(REPO / "main.py"), "package", "--out",
                           str(root / "dist"), "--work", str(root / "work")],
                          cwd=REPO, capture_output=True, text=True, timeout=540)
    assert done.returncode == 0, done.stderr[-3000:]
    exe = package.app_executable(root / "dist")
    assert exe.is_file() and os.access(exe, os.X_OK)
    return exe, root


def screenshots(program: list[str], env: dict, out: Path, scene: str, game: str) -> Path:
    out.mkdir(exist_ok=True)
    path = out / f"{scene}-{game}.png"
    subprocess.run([*program, "screenshot", game, "--scene", scene, "--seed", "2",
                    "--size", f"{SIZE[0]}x{SIZE[1]}", "--out", str(path)],
                   env=env, check=True, capture_output=True, timeout=120)
    return path


def assert_drawn(path: Path) -> pygame.Surface:
    image = pygame.image.load(str(path))
    assert image.get_size() == SIZE
    # a real picture, not a blank or one-colour surface
    colours = {tuple(image.get_at((x, y))) for x in range(0, SIZE[0], 16)
               for y in range(0, SIZE[1], 16)}
    assert len(colours) > 20, path.name
    return image


@needs_pyinstaller
def test_built_app_draws_the_launcher_and_every_table_as_main_py_does(built_app):
    exe, root = built_app
    env = headless_env(root / "home")
    source = [sys.executable, str(REPO / "main.py")]
    shots = [("launcher", next(iter(games())))] + [("table", name) for name in games()]
    for scene, game in shots:
        frozen = assert_drawn(screenshots([str(exe)], env, root / "frozen", scene, game))
        plain = assert_drawn(screenshots(source, env, root / "source", scene, game))
        assert pygame.image.tobytes(frozen, "RGBA") == pygame.image.tobytes(plain, "RGBA"), \
            f"{scene} of {game} differs from main.py's"


@needs_pyinstaller
def test_built_app_simulates_every_game_like_main_py(built_app):
    exe, root = built_app
    env = headless_env(root / "home")
    for name in games():
        argv = ["simulate", name, "--games", "1", "--seed", "3", "--json"]
        frozen = subprocess.run([str(exe), *argv], env=env, check=True, capture_output=True,
                                text=True, timeout=120).stdout
        plain = subprocess.run([sys.executable, str(REPO / "main.py"), *argv], env=env,
                               check=True, capture_output=True, text=True, timeout=120).stdout
        record = json.loads(frozen)
        assert record["moves"] > 0 and record["winners"]
        assert record == json.loads(plain)


@needs_pyinstaller
def test_built_app_opens_the_launcher_window(built_app):
    exe, root = built_app
    env = dict(headless_env(root / "home"), TOWN_SQUARES_FIRST_FRAME_ONLY="1")
    done = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]


def test_a_subcommand_runs_without_a_console(tmp_path, monkeypatch):
    """The windowed Windows app has no stdout or stderr unless started from a console."""
    from main import main
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    saves = tmp_path / "saves"
    assert main(["simulate", next(iter(games())), "--games", "1", "--json",
                 "--save-dir", str(saves)]) == 0
    assert list(saves.iterdir())
    assert main(["simulate", "no-such-game"]) == 2
