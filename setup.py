"""The one build hook pyproject.toml cannot express: maps/ and resources/ stay at the top of the
repository, and a wheel carries them inside the package as tablebot/data/ (found through
importlib.resources by tablebot.paths). Copied at build time, never committed twice. Everything
else about the package is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA_DIRS = ("maps", "resources")


class BuildPyWithData(build_py):
    """build_py, then maps/ and resources/ copied into the built package (not in editable mode:
    an editable install runs from the checkout, which has them at the top)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for name in DATA_DIRS:
            source = HERE / name
            if not source.is_dir():
                raise FileNotFoundError(f"{source}: the app's data folder is missing from the source tree")
            target = Path(self.build_lib) / "tablebot" / "data" / name
            shutil.rmtree(target, ignore_errors=True)  # build/ persists between builds: no stale files
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        self._compile_translations(Path(self.build_lib) / "tablebot" / "data" / "resources" / "i18n")

    @staticmethod
    def _compile_translations(folder: Path) -> None:
        """The .qm files beside the .ts ones, with Qt's lrelease when the build has PySide6; an
        isolated build without it leaves them to the app's first start (tablebot/i18n.py compiles
        them into the user's cache with the installed PySide6)."""
        import sys

        sys.path.insert(0, str(HERE / "src"))
        try:
            from tablebot.i18n import compile_ts

            for ts in sorted(folder.glob("*.ts")):
                compile_ts(ts, ts.with_suffix(".qm"))
        except (ImportError, FileNotFoundError) as err:
            print(f"tablebot: translations not compiled at build time ({err}); the app compiles them at first start")
        finally:
            sys.path.remove(str(HERE / "src"))


setup(cmdclass={"build_py": BuildPyWithData})
