"""The turn bar both games share: whose turn, what happens next, Confirm and End turn. Each game's
bar fills in the words (refresh) and what Confirm calls."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ..controller.session import Session
from .theme import readable


def bold(points: int) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(True)
    return font


class WrappedLabel(QLabel):
    """A word-wrapped label that remembers its height for each width until its text or font
    changes. Qt measures a wrapped label again for every layout pass of every ancestor (a rich
    text one through a whole text document): a side panel's few labels were most of its layout."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._heights: dict[int, int] = {}
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        if text != super().text():
            self._heights.clear()
            super().setText(text)

    def clear(self) -> None:
        self.setText("")

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights.clear()
        super().changeEvent(event)


class TwoLineLabel(QLabel):
    """A label that never grows past two lines: a longer text is cut at the end of the second line
    with "…", and the whole text goes in the tooltip. text() is the whole text; `elided` says
    whether part of it is hidden (elidedChanged when that changes, e.g. on a resize)."""

    LINES = 2
    elidedChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._fitted: tuple[str, int] | None = None
        self.elided = False
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # Any width is fine (the text is cut to fit); the height never follows the text.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fix_height()

    def _fix_height(self) -> None:
        margins = self.contentsMargins()
        self.setFixedHeight(QFontMetrics(self.font()).lineSpacing() * self.LINES + margins.top() + margins.bottom()
                            + 10)  # room for the style sheet's padding

    def setFont(self, font: QFont) -> None:
        super().setFont(font)
        self._fitted = None
        self._fix_height()
        self._fit()

    def setText(self, text: str) -> None:
        if text == self._full:
            return
        self._full = text
        self.setToolTip(text)
        self._fit()

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = max(20, self.contentsRect().width() - 10)
        if (self._full, width) == self._fitted:
            return
        self._fitted = (self._full, width)
        shown = fit_lines(self._full, self.font(), width, self.LINES)
        super().setText(shown)
        elided = shown != self._full
        if elided != self.elided:
            self.elided = elided
            self.elidedChanged.emit(elided)


def fit_lines(text: str, font: QFont, width: int, lines: int) -> str:
    """`text` word-wrapped at `width`, cut after `lines` lines with "…" at the end of the last."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        return text
    head = text[:starts[lines - 1]]
    rest = text[starts[lines - 1]:]
    return head + QFontMetrics(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)


class TurnBarBase(QFrame):
    recolours: bool = False
    """The whose-turn colours follow the palette: refresh when it changes (light/dark)."""

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
        # Two lines at most, so a long headline never pushes the board down (the whole text is in
        # the tooltip and, when cut, in the proposal panel).
        self.what = TwoLineLabel()
        self.what.setFont(bold(11))
        self.what.setAccessibleName(self.tr("Next step"))
        self.confirm = QPushButton(self.tr("&Confirm"))
        self.confirm.setToolTip(confirm_tip)
        self.end_turn = QPushButton(end_text)
        self.end_turn.setToolTip(end_tip)
        for b in (self.confirm, self.end_turn):
            b.setMinimumHeight(34)
            b.setFont(bold(11))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.who)
        layout.addWidget(self.what, 1)
        layout.addWidget(self.buttons_box(self.confirm, self.end_turn))
        self.confirm.clicked.connect(confirm)
        self.end_turn.clicked.connect(session.end_human_turn)
        session.proposalChanged.connect(self.refresh)

    @staticmethod
    def buttons_box(*buttons: QPushButton) -> QWidget:
        """The buttons on one spot of a box of fixed size and no layout (one of them is shown at a
        time). Showing a widget makes Qt lay out, at once, every ancestor that has a layout, up to
        the window (2-6 ms of the frame after a prompt or the end of a human's turn); a parent
        without a layout stops that climb, and a fixed size keeps the bar's row as it was."""
        box = QWidget()
        width = max(b.sizeHint().width() for b in buttons)
        height = max(b.sizeHint().height() for b in buttons)
        box.setFixedSize(width, height)
        for button in buttons:
            button.setParent(box)
            button.setGeometry(0, 0, width, height)
        return box

    def refresh(self, proposal: Any) -> None:
        raise NotImplementedError

    def colour_who(self, base: QColor) -> None:
        """The whose-turn label: white on the seat's colour, darkened until the white text reads."""
        white = QColor("#ffffff")
        self.who.setStyleSheet(f"QLabel {{ background: {readable(base, white).name()}; color: {white.name()};"
                               " padding: 4px; border-radius: 4px; }")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if self.recolours and event.type() == QEvent.Type.PaletteChange:
            self.refresh(self.session.proposal)
