"""Shared helpers of the Age of Innovation GUI tests: a table to draw, and a recording session.

`RecordingSession` stands in for the controller's Session where a test asks what a gesture sends to
the engine (the edit, the answer), not what the engine makes of it: it has the Session's signals
and records every call."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from tablebot.core.steps import HumanTurn
from tablebot.games.age_of_innovation.setup import GameConfig, new_game
from tablebot.games.age_of_innovation.state import AoISnapshot, Building


class RecordingSession(QObject):
    snapshotChanged = Signal(object)
    proposalChanged = Signal(object)
    refused = Signal(str, dict)

    def __init__(self, snapshot: AoISnapshot, proposal: Any = None) -> None:
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

    def show(self, snapshot: AoISnapshot | None = None, proposal: Any = None) -> None:
        if snapshot is not None:
            self.snapshot = snapshot
            self.snapshotChanged.emit(snapshot)
        if proposal is not None:
            self.proposal = proposal
            self.proposalChanged.emit(proposal)


YOUR_GUILD = (4, 2)
AUTOMA_MARKED = (2, 1)


def table(seed: int = 3, **config: Any) -> AoISnapshot:
    """A new game on candidate B (you on plains, the Automa on lakes) with your guild on E3 (plains)
    and a marked Automa workshop on C2 (lake)."""
    snap = new_game(GameConfig(seed=seed, automa_terrain="lake", **config))
    extra = (Building(hex=YOUR_GUILD, owner="human", kind="guild"),
             Building(hex=AUTOMA_MARKED, owner="automa", kind="workshop", marked=True))
    return snap.model_copy(update={"buildings": snap.buildings + extra})


def land_hex(snap: AoISnapshot, empty: bool = True) -> tuple[int, int]:
    """The first land hex in reading order (with no building when `empty`)."""
    for h, cell in snap.board.cells:
        if cell != "river" and (not empty or snap.building_at(h) is None):
            return h
    raise AssertionError("no land hex")


def river_hex(snap: AoISnapshot) -> tuple[int, int]:
    return next(h for h, cell in snap.board.cells if cell == "river")


def drag(view: QGraphicsView, start: QPointF, end: QPointF) -> None:
    vp = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
