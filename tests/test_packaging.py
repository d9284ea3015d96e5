"""Installed like a desktop app (issue 15), checked without building: the pyside6-deploy spec and the
entry point the build compiles, the Linux desktop entry and the app's icon in every size, the window
using that icon, and `make install-desktop` putting them where the desktop looks. The build itself
(`make package`, minutes of Nuitka) runs the built program; packaging/README.md has its output."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shlex
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tablebot import __version__

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
SIZES = (16, 32, 48, 64, 128, 256)


def spec() -> configparser.ConfigParser:
    parser = configparser.ConfigParser()
    parser.read(PACKAGING / "pysidedeploy.spec", encoding="utf-8")
    return parser


def nuitka_args() -> list[str]:
    return shlex.split(spec().get("nuitka", "extra_args"))


def packaging_module(name: str) -> ModuleType:
    found = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    assert found is not None and found.loader is not None
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


# -- the spec ------------------------------------------------------------------------------------
def test_the_spec_builds_a_standalone_folder_from_the_entry_point() -> None:
    parsed = spec()
    assert parsed.get("nuitka", "mode") == "standalone"
    # pyside6-deploy resolves input_file against its working folder, packaging/ (the Makefile cd's there).
    assert (PACKAGING / parsed.get("app", "input_file")).resolve() == PACKAGING / "tablebot_main.py"
    assert parsed.get("app", "exec_directory") == "dist", "make package and smoke_build.py look in dist/"
    assert parsed.get("python", "packages").startswith("Nuitka=="), "the Nuitka version is pinned"


def test_the_spec_ships_the_maps_the_resources_and_the_whole_package() -> None:
    args = nuitka_args()
    data_dirs = dict(a.removeprefix("--include-data-dir=").split("=") for a in args
                     if a.startswith("--include-data-dir="))
    # Beside the executable, where tablebot.paths.data_root() looks in a compiled build.
    assert data_dirs == {"../maps": "maps", "../resources": "resources"}
    for source in data_dirs:
        assert (PACKAGING / source).resolve().is_dir()
    assert "--include-package=tablebot" in args, "games and words modules are found by name, not imports"


def test_the_spec_ships_the_icon_and_the_desktop_entry() -> None:
    icon = (PACKAGING / spec().get("app", "icon")).resolve()
    assert icon.is_file() and icon.parent == ICONS
    files = dict(a.removeprefix("--include-data-files=").split("=") for a in nuitka_args()
                 if a.startswith("--include-data-files="))
    assert files == {"tablebot.desktop": "tablebot.desktop"}
    assert (PACKAGING / "tablebot.desktop").is_file()
    # The icons themselves travel in resources/ (included whole): the window and install_desktop read them there.
    assert ICONS.resolve().is_relative_to((PACKAGING / "../resources").resolve())


def test_the_entry_point_calls_the_cli() -> None:
    tree = ast.parse((PACKAGING / "tablebot_main.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "tablebot.cli" and [a.name for a in n.names] == ["main"] for n in imports)
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
    assert any(c.func.id == "main" for c in calls)  # type: ignore[attr-defined]


def test_the_entry_point_answers_like_the_tablebot_command() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    done = subprocess.run([sys.executable, str(PACKAGING / "tablebot_main.py"), "--version"],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"tablebot {__version__}"


# -- the desktop entry ---------------------------------------------------------------------------
def desktop_entry(text: str) -> dict[str, str]:
    """The [Desktop Entry] group, as the Desktop Entry Specification reads it (case-sensitive keys)."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    assert lines[0] == "[Desktop Entry]", "the first group is [Desktop Entry]"
    entry: dict[str, str] = {}
    for line in lines[1:]:
        assert not line.startswith("["), "one group only"
        key, sep, value = line.partition("=")
        assert sep and key == key.strip() and key not in entry, f"bad or repeated line: {line!r}"
        entry[key] = value.strip()
    return entry


def test_the_desktop_entry_is_valid() -> None:
    entry = desktop_entry((PACKAGING / "tablebot.desktop").read_text(encoding="utf-8"))
    for key in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert entry.get(key), f"{key} missing"
    assert entry["Type"] == "Application"
    assert shlex.split(entry["Exec"])[0] == "tablebot"  # the command `pip install` and install_desktop set
    assert entry["Icon"] == "tablebot", "a theme icon name (no path, no extension)"
    categories = entry["Categories"]
    assert categories.endswith(";") and "Game" in categories.split(";"), "a main category, ; terminated"
    assert "BoardGame" in categories.split(";")
    assert entry.get("Terminal") == "false"


# -- the icon ------------------------------------------------------------------------------------
def test_the_icon_exists_in_every_size_and_as_svg(qapp: object) -> None:
    from PySide6.QtGui import QImage, QImageReader

    svg = (ICONS / "tablebot.svg").read_text(encoding="utf-8")
    assert "<svg" in svg and 'viewBox="0 0 256 256"' in svg
    for size in SIZES:
        image = QImage(str(ICONS / f"tablebot-{size}.png"))
        assert (image.width(), image.height()) == (size, size), size
        assert image.hasAlphaChannel() and image.pixelColor(0, 0).alpha() == 0, "transparent corners"
    ico = QImageReader(str(ICONS / "tablebot.ico"))
    assert ico.imageCount() == len(SIZES), "every size in the Windows icon"
    icns = QImageReader(str(ICONS / "tablebot.icns"))
    assert icns.imageCount() >= 6 and not icns.read().isNull(), "the macOS icon reads"


def test_the_window_uses_the_apps_icon(qapp: object) -> None:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from tablebot.app import _application

    QApplication.setWindowIcon(QIcon())  # none, as at a fresh start
    app = _application(offscreen=True)
    icon = app.windowIcon()
    assert not icon.isNull()
    assert {(s.width(), s.height()) for s in icon.availableSizes()} >= {(s, s) for s in SIZES}
    assert icon.pixmap(QSize(48, 48)).toImage() == QApplication.windowIcon().pixmap(QSize(48, 48)).toImage()
    assert app.desktopFileName() == "tablebot", "Wayland matches the window to tablebot.desktop"


# -- make install-desktop --------------------------------------------------------------------------
def test_install_desktop_puts_the_entry_and_icons_where_the_desktop_looks(tmp_path: Path) -> None:
    installer = packaging_module("install_desktop")
    exe = "/opt/Table Bot/tablebot_main.bin"
    written = installer.install(exe, tmp_path)
    entry = desktop_entry((tmp_path / "applications" / "tablebot.desktop").read_text(encoding="utf-8"))
    assert shlex.split(entry["Exec"]) == [exe], "the menu starts the chosen executable, spaces quoted"
    assert entry["Icon"] == "tablebot"
    for size in SIZES:
        png = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tablebot.png"
        assert png.read_bytes() == (ICONS / f"tablebot-{size}.png").read_bytes()
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "tablebot.svg").is_file()
    assert len(written) == 1 + len(SIZES) + 1


@pytest.mark.parametrize("name", ["make_icons", "smoke_build", "install_desktop"])
def test_the_packaging_scripts_import_without_running(name: str) -> None:
    assert callable(packaging_module(name).main)
