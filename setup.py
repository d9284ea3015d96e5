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


setup(cmdclass={"build_py": BuildPyWithData})
