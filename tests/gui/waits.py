"""Waiting for the side panels: they hear of a change a pass or two of the event loop after the
map (gui/workspace.py, PanelChanges), so a test that reads them right after a gesture lets the
event loop run first."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication


def caught_up(window: Any) -> None:
    """Run the event loop until every side panel shows the session as it is now."""
    def pending() -> bool:
        return any(getattr(changes, "pending", False) for changes in window.workspace.panel_changes)

    for _ in range(50):
        if not pending():
            return
        QApplication.processEvents()
    raise AssertionError("the side panels never caught up with the session")
