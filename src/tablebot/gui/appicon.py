"""Tablebot's own icon (resources/icons/, drawn as tablebot.svg and rendered by packaging/make_icons.py)
for every window, the taskbar and the window switcher."""

from __future__ import annotations

import logging

from PySide6.QtGui import QIcon

from ..paths import resources_dir

log = logging.getLogger(__name__)

SIZES = (16, 32, 48, 64, 128, 256)
DESKTOP_FILE = "tablebot"
"""The desktop entry's name (packaging/tablebot.desktop): Wayland shows that entry's icon and name."""


def app_icon() -> QIcon:
    """The PNGs at every size (not the SVG: that would need Qt's SVG plugin in the packaged build)."""
    icon = QIcon()
    for size in SIZES:
        path = resources_dir() / "icons" / f"tablebot-{size}.png"
        if path.is_file():
            icon.addFile(str(path))
        else:
            log.warning("icon missing: %s", path)
    return icon
