"""The Drillbit Duchy's Investors trait, asked right after the human's gesture that removed Duchy
buildings: "Did the Eyrie discard a fox card?" — Yes (the Duchy loses 1 VP) or No (the Duchy sways
the highest fox minister without a crown). The answer is its own edit, undone first."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ..controller.session import Session
from ..games.root import edits, rules
from ..games.root.bots import duchy
from ..games.root.state import RootSnapshot
from . import names


class InvestorsQuestion(QMessageBox):
    """Window-modal but not blocking (open()); Escape records nothing."""

    def __init__(self, session: Session, clearing: int, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.session = session
        self.clearing = clearing
        snap: RootSnapshot = session.snapshot
        suit = names.suit(rules.board_of(snap).clearing(clearing).suit.value)
        who = names.faction_short(snap.current_faction().id)
        tr = QCoreApplication.translate
        self.setWindowTitle(tr("Investors", "Investors"))
        self.setIcon(QMessageBox.Icon.Question)
        self.setText(tr("Investors", "Duchy buildings removed in clearing {c} ({suit}): did the {who} discard "
                                     "a {suit} card?").format(c=clearing, suit=suit, who=who))
        self.setInformativeText(tr("Investors", "Trait Investors: a human who sets off the Price of Failure "
                                                "discards a matching card and the Duchy loses 1 VP; if they do "
                                                "not, the Duchy sways a minister of that suit."))
        self.yes: QPushButton = self.addButton(tr("Investors", "&Yes (the Duchy loses 1 VP)"),
                                               QMessageBox.ButtonRole.YesRole)
        self.no: QPushButton = self.addButton(tr("Investors", "&No (the Duchy sways a {suit} minister)").format(
            suit=suit), QMessageBox.ButtonRole.NoRole)
        self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.yes)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.buttonClicked.connect(self._answered)

    def _answered(self, button: Any) -> None:
        if button is self.yes or button is self.no:
            self.session.edit(edits.Investors(clearing=self.clearing, discarded=button is self.yes))


def ask_investors(session: Session, before: RootSnapshot, parent: QWidget | None) -> None:
    """After a gesture: one question per clearing where the human removed Duchy buildings."""
    for clearing in duchy.investors_clearings(before, session.snapshot):
        InvestorsQuestion(session, clearing, parent).open()
