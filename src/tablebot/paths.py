"""Where the project's data folders (maps/, resources/) are: in a checkout, in an installed wheel
and in a packaged app."""

from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path


def data_root() -> Path:
    """The folder holding maps/ and resources/.

    TABLEBOT_DATA overrides; a frozen (pyside6-deploy) build carries them beside the executable; an
    installed wheel inside the package, as tablebot/data/ (setup.py's build hook copies them there);
    otherwise (a checkout, an editable install) they are at the top of the checkout, two levels
    above this package.
    """
    override = os.environ.get("TABLEBOT_DATA")
    if override:
        return Path(override)
    if getattr(sys, "frozen", False) or "__compiled__" in globals():
        return Path(sys.argv[0]).resolve().parent
    packaged = _package_data()
    if packaged is not None:
        return packaged
    return Path(__file__).resolve().parents[2]


def _package_data() -> Path | None:
    """tablebot/data/ of an installed wheel, when the package is on disk (a zip import has no
    folder to open files from, and none of our installs makes one)."""
    found = resources.files(__package__ or "tablebot") / "data"
    if isinstance(found, Path) and found.is_dir():
        return found
    return None


def maps_dir() -> Path:
    return data_root() / "maps"


def resources_dir() -> Path:
    return data_root() / "resources"
