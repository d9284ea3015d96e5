"""Review as a new player at 1366x768: every tab of the docks names itself whole (the table panel's
tab was cut to "Table: VP, spells, innova…" and the others to "Hi…", "VP …")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QTabBar

from .conftest import shown_window


def test_no_dock_tab_is_cut_at_1366x768(qtbot: Any, settings: QSettings) -> None:
    win = shown_window(qtbot, settings, autosave=False, game="age_of_innovation")
    qtbot.wait(50)
    bars = [tb for tb in win.findChildren(QTabBar) if tb.isVisible()]
    assert bars
    for tb in bars:
        for i in range(tb.count()):
            text = tb.tabText(i)
            assert tb.tabRect(i).width() >= tb.tabSizeHint(i).width(), text  # the hint: the whole name
