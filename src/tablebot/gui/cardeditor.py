"""The dialog that corrects one printed decision card of a bot (the table's card differs from the
app's data): the game's editor lays out the card's fields; Apply issues the game's CorrectCard
edit with the edited card (saved with the game, undoable), "Printed values" the restore, the same
way for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..controller.session import Session


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardEditor", text)


class CardEditorBase(QDialog):
    """The fields of one decision card (the game's subclass adds them); Apply corrects the card,
    Printed values restores the data."""

    correct_card: ClassVar[Callable[..., Any]]
    """The game's edits.CorrectCard: (card=..., restore=...)."""
    printed_card: ClassVar[Callable[[Any], Any]]
    """The game's printed card by id (what "Printed values" restores)."""

    def __init__(self, session: Session, card_id: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.card_id = card_id
        self.setWindowTitle(_tr("Correct decision card {n}").format(n=card_id))

    def add_buttons(self, layout: QVBoxLayout, corrected: bool) -> None:
        """The refusal line, then Apply, Printed values (only for a corrected card) and Cancel."""
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox()
        self.apply_button = buttons.addButton(_tr("&Apply correction"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.printed_button = buttons.addButton(_tr("&Printed values"), QDialogButtonBox.ButtonRole.ResetRole)
        self.printed_button.setToolTip(_tr("Forget the table's correction: play the app's data of this card"))
        self.printed_button.setEnabled(corrected)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        self.apply_button.clicked.connect(self.apply)
        self.printed_button.clicked.connect(self.restore)
        layout.addWidget(buttons)

    def edited_card(self) -> Any:
        raise NotImplementedError

    def apply(self) -> bool:
        ok = self.session.edit(type(self).correct_card(card=self.edited_card()))
        if ok:
            self.accept()
        else:
            self.error.setText(_tr("The correction was refused (see the message bar)."))
            self.error.show()
        return ok

    def restore(self) -> bool:
        ok = self.session.edit(type(self).correct_card(card=type(self).printed_card(self.card_id), restore=True))
        if ok:
            self.accept()
        return ok


def run_modal(dialog: QDialog) -> bool:
    """The dialog, window-modal; True when it was accepted."""
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    return bool(dialog.exec())
