"""Shared helpers of the Tapestry GUI tests: a table to draw, and a recording session.

`RecordingSession` stands in for the controller's Session where a test asks what a gesture sends to
the engine (the edit, the answer), not what the engine makes of it: it has the Session's signals
and records every call; `refuse` makes the next calls fail as a refused edit does."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, Qt, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from tablebot.core.steps import HumanTurn
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.games.tapestry.state import Outpost, TapestrySnapshot


class RecordingSession(QObject):
    snapshotChanged = Signal(object)
    proposalChanged = Signal(object)
    refused = Signal(str, dict)

    def __init__(self, snapshot: TapestrySnapshot, proposal: Any = None) -> None:
        super().__init__()
        self.snapshot = snapshot
        self.proposal = proposal if proposal is not None else HumanTurn(actor="human")
        self.calls: list[Any] = []
        self.accepts = True

    def edit(self, edit: Any) -> bool:
        self.calls.append(edit)
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

    def show(self, snapshot: TapestrySnapshot | None = None, proposal: Any = None) -> None:
        if snapshot is not None:
            self.snapshot = snapshot
            self.snapshotChanged.emit(snapshot)
        if proposal is not None:
            self.proposal = proposal
            self.proposalChanged.emit(proposal)


def table(seed: int = 3, **config: Any) -> TapestrySnapshot:
    """A new game with a crowded corner: hex (1,-1) holds your toppled outpost under the Automa's
    standing one and a toppled Shadow Empire outpost; an explored tile on (-1,2) with your outpost."""
    snap = new_game(GameConfig(seed=seed, **config))
    hexes = []
    for h in snap.hexes:
        if h.axial == (1, -1):
            h = h.model_copy(update={"outposts": (Outpost(owner="human", toppled=True), Outpost(owner="automa"),
                                                  Outpost(owner="shadow", toppled=True))})
        elif h.axial == (-1, 2):
            h = h.model_copy(update={"territory": True, "tile": 12, "outposts": (Outpost(owner="human"),)})
        hexes.append(h)
    return snap.model_copy(update={"hexes": tuple(hexes)})


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
