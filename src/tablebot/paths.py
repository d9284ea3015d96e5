"""Where the project's data folders (maps/, resources/) are, in a checkout and in a packaged app."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def data_root() -> Path:
    """The folder holding maps/ and resources/.

    TABLEBOT_DATA overrides; a frozen (pyside6-deploy) build carries them beside the executable;
    otherwise they are at the top of the checkout, two levels above this package.
    """
    override = os.environ.get("TABLEBOT_DATA")
    if override:
        return Path(override)
    if getattr(sys, "frozen", False) or "__compiled__" in globals():
        return Path(sys.argv[0]).resolve().parent
    return Path(__file__).resolve().parents[2]


def maps_dir() -> Path:
    return data_root() / "maps"


def resources_dir() -> Path:
    return data_root() / "resources"
