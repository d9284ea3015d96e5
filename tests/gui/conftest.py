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


def shown_window(qtbot: Any, settings: QSettings, autosave: bool = True, game: str | None = None) -> Any:
    """The main window at 1366×768, shown and exposed (on the demo game of `game`)."""
    win = build_window(settings, autosave=autosave, game=game)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot: Any, settings: QSettings) -> Any:
    return shown_window(qtbot, settings)


@pytest.fixture
def exp(qtbot: Any, settings: QSettings) -> Any:
    """The main window on the Expeditions demo game."""
    return shown_window(qtbot, settings, game="expeditions")


@pytest.fixture
def tap(qtbot: Any, settings: QSettings) -> Any:
    """The main window on the Tapestry demo (the shell finds the workspace from Tapestry's registration)."""
    return shown_window(qtbot, settings, autosave=False, game="tapestry")
