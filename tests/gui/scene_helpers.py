"""Helpers of the GUI tests of every game drawn as one scene: a recording session and the mouse
gestures on a board view.

`RecordingSession` stands in for the controller's Session where a test asks what a gesture sends to
the engine (the edit, the answer), not what the engine makes of it: it has the Session's signals
and records every call; `accepts = False` makes the next calls fail as a refused edit does."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, Qt, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from tablebot.core.steps import HumanTurn


class RecordingSession(QObject):
    snapshotChanged = Signal(object)
    proposalChanged = Signal(object)
    refused = Signal(str, dict)

    def __init__(self, snapshot: Any, proposal: Any = None) -> None:
        super().__init__()
        self.snapshot = snapshot
        self.proposal = proposal if proposal is not None else HumanTurn(actor="human")
        self.calls: list[Any] = []
        self.accepts = True

    def edit(self, edit: Any) -> bool:
        self.calls.append(edit)
        return self.accepts

    def edit_all(self, gesture: list[Any]) -> bool:
        self.calls.extend(gesture)
        return self.accepts

    def answer(self, ans: Any) -> bool:
        self.calls.append(ans)
        return self.accepts

    def confirm(self) -> bool:
        self.calls.append("confirm")
        return self.accepts

    def end_human_turn(self) -> bool:
        self.calls.append("end_turn")
        return self.accepts

    def show(self, snapshot: Any = None, proposal: Any = None) -> None:
        if snapshot is not None:
            self.snapshot = snapshot
            self.snapshotChanged.emit(snapshot)
        if proposal is not None:
            self.proposal = proposal
            self.proposalChanged.emit(proposal)


def drag(view: QGraphicsView, start: QPointF, end: QPointF) -> None:
    vp = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(view: QGraphicsView, at: QPointF) -> None:
    p: QPoint = view.mapFromScene(at)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
