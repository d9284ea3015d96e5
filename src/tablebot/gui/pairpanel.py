"""The decision pair of a bot that plays two cards at once (a left card and a right card, each used
by one half): the panel that shows both faces, what is in play, and lets the table correct any
card, and the face widget's frame. Each game draws its own halves and words its status lines;
the layout, the frame, the card list and the correction are the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..controller.session import Session
from .boardscene import draw_text
from .turnbar import bold


def _tr(text: str) -> str:
    return QCoreApplication.translate("PairPanel", text)


class CardFaceBase(QWidget):
    """One card of the pair: clicking it picks the card in the panel's list; the frame is gold
    while the pair is a proposed draw, and a band at the foot marks a card the table corrected."""

    clicked = Signal(object)

    def __init__(self, half: str, width: int, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.half = half
        self.card: Any = None
        self.corrected = False
        self.proposed = False
        self.setMinimumSize(width, height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event: Any) -> None:
        if self.card is not None:
            self.clicked.emit(self.card.id)

    def paint_frame(self, ink: QColor, paper: QColor, gold: QColor) -> tuple[QPainter, QRectF]:
        """The card's outline on paper, gold and thicker for a proposed draw: the painter and the card's rect."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QPen(gold if self.proposed else ink, 3 if self.proposed else 1.5))
        painter.setBrush(paper)
        painter.drawRoundedRect(r, 8, 8)
        return painter, r

    @staticmethod
    def paint_band(painter: QPainter, r: QRectF, height: float, fill: QColor, text: str, colour: QColor) -> None:
        """A band at the card's foot ("✎ corrected by the table")."""
        band = QRectF(r.x() + 4, r.bottom() - height - 3, r.width() - 8, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(band, 4, 4)
        draw_text(painter, band, text, 11, colour)


class PairPanelBase(QWidget):
    """The pair's status line, the two faces side by side, a note under them, the list of every card
    with "Correct card…", and the deck's line. The game's refresh() fills them."""

    def __init__(self, session: Session, faces: tuple[CardFaceBase, CardFaceBase], cards: Sequence[Any],
                 ask_correction: Callable[[Session, Any, QWidget], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.faces = faces
        self._ask_correction = ask_correction
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setFont(bold(10))
        layout.addWidget(self.status)
        row_of_faces = QHBoxLayout()
        for face in faces:
            row_of_faces.addWidget(face)
        layout.addLayout(row_of_faces)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        self.choice = QComboBox()
        self.choice.setAccessibleName(_tr("Card to check or correct"))
        for c in cards:
            self.choice.addItem(_tr("Card {n}").format(n=c), c)
        self.correct_button = QPushButton(_tr("Co&rrect card…"))
        self.correct_button.setToolTip(_tr("The printed card differs from what the app shows: correct its fields"))
        row.addWidget(self.choice, 1)
        row.addWidget(self.correct_button)
        layout.addLayout(row)
        self.deck = QLabel()
        self.deck.setWordWrap(True)
        layout.addWidget(self.deck)
        layout.addStretch(1)
        self.correct_button.clicked.connect(lambda: self.correct(self.choice.currentData()))
        for face in faces:
            face.clicked.connect(self._pick)
        session.snapshotChanged.connect(lambda _s: self.refresh())
        session.proposalChanged.connect(lambda _p: self.refresh())

    def _pick(self, card_id: Any) -> None:
        self.choice.setCurrentIndex(self.choice.findData(card_id))

    def refresh(self) -> None:
        raise NotImplementedError

    def correct(self, card_id: Any) -> bool:
        """The table's correction of a card (the game's card editor)."""
        return self._ask_correction(self.session, card_id, self)
