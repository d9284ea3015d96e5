"""The turn bar both games share: whose turn, what happens next, Confirm and End turn. Each game's
bar fills in the words (refresh) and what Confirm calls."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ..controller.session import Session


def bold(points: int) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(True)
    return font


class TurnBarBase(QFrame):
    def __init__(self, session: Session, confirm: Callable[[], Any], confirm_tip: str, end_text: str,
                 end_tip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.who = QLabel()
        self.who.setFont(bold(12))
        self.who.setMinimumWidth(150)
        self.what = QLabel()
        self.what.setWordWrap(True)
        self.what.setFont(bold(11))
        self.what.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.what.setAccessibleName(self.tr("Next step"))
        self.confirm = QPushButton(self.tr("&Confirm"))
        self.confirm.setToolTip(confirm_tip)
        self.end_turn = QPushButton(end_text)
        self.end_turn.setToolTip(end_tip)
        for b in (self.confirm, self.end_turn):
            b.setMinimumHeight(34)
            b.setFont(bold(11))
        layout.addWidget(self.who)
        layout.addWidget(self.what, 1)
        layout.addWidget(self.confirm)
        layout.addWidget(self.end_turn)
        self.confirm.clicked.connect(confirm)
        self.end_turn.clicked.connect(session.end_human_turn)
        session.proposalChanged.connect(self.refresh)

    def refresh(self, proposal: Any) -> None:
        raise NotImplementedError
