"""A wheel that works (issue 15): `pip install .` / a built wheel / pipx gave a `tablebot` that crashed
at once (FileNotFoundError: .../maps/root/autumn.json), since maps/ and resources/ live at the top of
the repository and never reached the wheel. The wheel is built from a copy of the source tree,
installed into a fresh virtual environment (the dependencies made visible from this interpreter, so
no download), and run from a folder far from the checkout.

Marked `slow` (about 15 s: a wheel build, a venv, the app started twice); CI runs it, and
`pytest -m "not slow"` leaves it out while working on something else.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import site
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tablebot.games.registry import game_rules, known_games

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ("src", "maps", "resources", "pyproject.toml", "setup.py", "MANIFEST.in", "README.md")

pytestmark = pytest.mark.slow


class Installed:
    def __init__(self, wheel: Path, venv: Path, work: Path) -> None:
        self.wheel, self.venv, self.work = wheel, venv, work
        self.site = Path(sysconfig.get_path("purelib", vars={"base": str(venv), "platbase": str(venv)}))
        self.bin = venv / ("Scripts" if os.name == "nt" else "bin")

    def run(self, *argv: str) -> subprocess.CompletedProcess[str]:
        """A command in the new environment, as a player's shell runs it: no PYTHONPATH pointing at
        src/, no TABLEBOT_DATA, from a folder that is not the checkout."""
        env = _clean_env() | {"QT_QPA_PLATFORM": "offscreen", "TABLEBOT_HOME": str(self.work / "home")}
        command = [str(self.bin / argv[0]), *argv[1:]]  # this environment's, not the first on PATH
        return subprocess.run(command, cwd=self.work, env=env, capture_output=True, text=True, timeout=300, check=False)


def _clean_env() -> dict[str, str]:
    """The environment without what points Python at the checkout (the tests' PYTHONPATH=src)."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "TABLEBOT_DATA", "VIRTUAL_ENV")}


def _build_isolation() -> list[str]:
    """Offline when this interpreter can build the project itself (setuptools as pyproject asks);
    else pip's isolated build, which fetches setuptools like `make`'s first install does."""
    try:
        major = int(importlib.metadata.version("setuptools").split(".")[0])
    except importlib.metadata.PackageNotFoundError:
        return []
    return ["--no-build-isolation"] if major >= 77 else []


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    tmp = tmp_path_factory.mktemp("wheel")
    tree = tmp / "tree"
    for name in SOURCE:  # a copy: the build leaves build/ and egg-info, and must not see stray files
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, tree / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "*.qm"))
        else:
            tree.mkdir(exist_ok=True)
            shutil.copy2(src, tree / name)
    dist = tmp / "dist"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", *_build_isolation(),
                            "-w", str(dist), str(tree)], capture_output=True, text=True, timeout=300, check=False)
    assert built.returncode == 0, built.stderr
    (wheel,) = dist.glob("tablebot-*.whl")

    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    work = tmp / "work"
    work.mkdir()
    env = Installed(wheel, venv, work)
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(env.bin / "python"), "install",
                           "--no-deps", "--no-index", "-q", str(wheel)], capture_output=True, text=True,
                          timeout=300, check=False, env=_clean_env())
    assert done.returncode == 0, done.stderr
    # Then the dependencies (PySide6, pydantic, networkx) from this interpreter, after the venv's own
    # site-packages: a path entry, so this environment's editable install of tablebot is not read
    # (made visible before, it would have let pip call the wheel "already installed").
    (env.site / "tablebot_test_deps.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    return env


def test_the_wheel_carries_every_map_and_resource(installed: Installed) -> None:
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    for folder in ("maps", "resources"):
        # Compiled translations (.qm, Qt's copied into i18n/qt/) are build products, not sources.
        files = [p for p in (ROOT / folder).rglob("*")
                 if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".qm")]
        assert files
        missing = [str(p.relative_to(ROOT)) for p in files
                   if f"tablebot/data/{p.relative_to(ROOT).as_posix()}" not in names]
        assert not missing, f"not in the wheel: {missing}"
    assert not [n for n in names if not n.startswith(("tablebot/", "tablebot-"))], "only the package and its metadata"


def test_the_installed_package_comes_from_the_wheel(installed: Installed) -> None:
    shown = installed.run("python", "-c", "import tablebot, tablebot.paths as p; print(tablebot.__file__); "
                                          "print(p.data_root()); print(p.maps_dir() / 'root' / 'autumn.json')")
    assert shown.returncode == 0, shown.stderr
    module, data, autumn = shown.stdout.split("\n")[:3]
    assert Path(module) == installed.site / "tablebot" / "__init__.py", "tablebot imported from src/, not the wheel"
    assert Path(data) == installed.site / "tablebot" / "data"
    assert Path(autumn).is_file()


def test_the_installed_app_starts_and_plays_a_turn_headless(installed: Installed) -> None:
    started = installed.run("tablebot", "--self-test")
    assert started.returncode == 0 and "self-test: ok" in started.stdout, started.stdout + started.stderr

    game = installed.work / "game.json"
    shutil.copy(ROOT / "tests" / "data" / "scenarios" / "demo_start.json", game)
    turn = installed.run("tablebot", "turn", str(game), "--order", "Root Tea (fox)", "--dice", "2,1", "--write")
    assert turn.returncode == 0, turn.stderr
    steps = [json.loads(line) for line in turn.stdout.splitlines() if line.strip()]
    assert steps and "saved" in turn.stderr
    checked = installed.run("tablebot", "validate", str(game))
    assert checked.returncode == 0 and checked.stdout.startswith(f"OK: {game}: root"), checked.stdout + checked.stderr
    assert int(checked.stdout.split(", ")[1].split()[0]) == 1 + len(steps), "the start and each step and answer"


def test_the_installed_app_speaks_polish(installed: Installed) -> None:
    """The translations travel in the wheel (compiled by its build, or at the first start when the build
    had no Qt)."""
    spoken = installed.run("python", "-c", "import sys; from PySide6.QtCore import QCoreApplication; "
                                           "app = QCoreApplication(sys.argv); from tablebot import i18n; "
                                           "print(i18n.install('pl')); "
                                           "print(QCoreApplication.translate('MainWindow', '&New game…'))")
    assert spoken.returncode == 0, spoken.stderr
    lang, new_game = spoken.stdout.split("\n")[:2]
    assert lang == "pl" and new_game == "&Nowa gra…"


@pytest.mark.parametrize("game", [g for g in known_games() if game_rules(g).subjects is not None])
def test_every_game_with_bots_simulates_from_the_wheel(installed: Installed, game: str) -> None:
    """Each game reads its own maps and cards: from the wheel's data, not the checkout's."""
    done = installed.run("tablebot", "simulate", "--game", game, "--rounds", "1")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["bot_turns"] == 1, done.stdout
