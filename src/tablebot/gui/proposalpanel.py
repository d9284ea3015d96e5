"""The proposal panel the Expeditions and Tapestry workspaces share: the step's headline (shown only
while the turn bar has to cut it), its reasons folded by ReasonList, and a stack of the game's
question forms (each with submit(): what Enter does while it shows). Each game fills the reasons
and picks the form in its refresh()."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QListWidgetItem, QStackedWidget, QVBoxLayout, QWidget

from ..controller.session import Session
from ..core.reasons import Reason
from .reasonlist import ReasonList, Rendered
from .turnbar import bold


class ProposalPanelBase(QWidget):
    """The proposal in words: its headline, every reason with its rule, and the question form."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setFont(bold(11))
        layout.addWidget(self.title)
        self.reasons = ReasonList()
        self.reasons.setMinimumHeight(110)
        layout.addWidget(self.reasons, 1)
        self.forms = QStackedWidget()
        self.empty = QWidget()
        self.questions = self.question_forms(session)
        for w in (self.empty, *self.questions):
            self.forms.addWidget(w)
        layout.addWidget(self.forms)
        session.proposalChanged.connect(self.refresh)
        self.refresh(session.proposal)

    def question_forms(self, session: Session) -> tuple[QWidget, ...]:
        """The game's question forms (each has submit() -> bool), made once."""
        raise NotImplementedError

    def refresh(self, proposal: Any) -> None:
        raise NotImplementedError

    def show_headline(self, cut_in_turn_bar: bool) -> None:
        """The turn bar shows the headline; the panel repeats it only when the bar had to cut it."""
        self.title.setVisible(cut_in_turn_bar)

    def fill_reasons(self, reasons: Sequence[Reason],
                     step_lines: Callable[[Sequence[Reason]], tuple[list[Rendered], list[Rendered]]],
                     tooltip: Callable[[Reason], str], why_tip: str) -> list[tuple[Reason, QListWidgetItem]]:
        """The step's deciding lines, then the rest folded under "Why"; each line's tooltip says
        where its rule stands. Returns each reason with its item (for a colour)."""
        first, more = step_lines(reasons)
        items = self.reasons.fill([line for _, line, _ in first], [line for _, line, _ in more], why_tip)
        shown = list(zip([r for r, _, _ in (*first, *more)], [*items[0], *items[1]], strict=True))
        for r, item in shown:
            item.setToolTip(tooltip(r))
        return shown

    def show_form(self, form: QWidget) -> None:
        """The question form to answer (self.empty and hidden when nothing is asked)."""
        self.forms.setCurrentWidget(form)
        self.forms.setVisible(form is not self.empty)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.refresh(self.session.proposal)

    def submit(self) -> bool:
        """Enter answers the question shown (the window's Confirm on a prompt)."""
        current = self.forms.currentWidget()
        if current in self.questions:
            return bool(current.submit())  # type: ignore[attr-defined]
        return False

    def reason_lines(self) -> list[str]:
        """Every line (folded ones included), without the "Why" toggle."""
        return self.reasons.lines()

    def shown_lines(self) -> list[str]:
        """The lines a player sees without unfolding anything (the "Why" toggle included)."""
        return self.reasons.shown_lines()
