"""GUI fixtures: settings in a temporary INI file (animation speed 0), the main window on the demo game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablebot.app import build_window
from tablebot.gui import theme


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    s = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    s.setValue(theme.SPEED_KEY, 0.0)
    return s


@pytest.fixture
def window(qtbot: Any, settings: QSettings) -> Any:
    win = build_window(settings, autosave=True)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def exp(qtbot: Any, settings: QSettings) -> Any:
    """The main window on the Expeditions demo game."""
    win = build_window(settings, autosave=True, game="expeditions")
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win
