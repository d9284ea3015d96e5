"""app.py: the excepthook (log + dialog, the game goes on) and run() offering the autosave."""

from __future__ import annotations

import logging
import sys
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tablebot import app
from tablebot.core import save as saves
from tablebot.games.root import edits


def test_excepthook_logs_shows_and_keeps_the_game(window: Any, monkeypatch: pytest.MonkeyPatch,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    shown: list[str] = []
    monkeypatch.setenv("QT_QPA_PLATFORM", "minimal-for-this-test")  # the hook shows its dialog
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text()) or 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    window.session.edit(edits.SetVP(faction="eyrie", vp=5))
    good = window.session.snapshot
    app.install_excepthook(lambda: window)
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        with caplog.at_level(logging.CRITICAL):
            sys.excepthook(*sys.exc_info())
    assert "unhandled exception" in caplog.text
    assert shown and "boom in a slot" in shown[0] and str(saves.log_path()) in shown[0]
    assert window.session.snapshot is good
    assert window.session.edit(edits.SetVP(faction="eyrie", vp=6))  # the game goes on


def test_run_offers_the_autosave(qtbot: Any, monkeypatch: pytest.MonkeyPatch, settings: Any) -> None:
    first = app.build_window(settings)
    qtbot.addWidget(first)
    first.session.edit(edits.SetVP(faction="alliance", vp=17))
    first.session.flush_autosave()
    asked: list[str] = []

    def answer(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(args[2])
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    monkeypatch.setattr(app, "_settings", lambda path=None: settings)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    seen: dict[str, int] = {}

    def look_and_quit() -> None:
        for w in QApplication.topLevelWidgets():
            if w.isVisible() and hasattr(w, "session"):
                seen["vp"] = w.session.snapshot.faction("alliance").vp
                w.close()
        QApplication.quit()

    QTimer.singleShot(0, look_and_quit)
    assert app.run(["tablebot"]) == 0
    assert asked and "Resume it?" in asked[0]
    assert seen["vp"] == 17
