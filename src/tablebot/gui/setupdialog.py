"""What every game's new-game dialog shares: the app's deck or the table's real one, the engine's
refusal in red under the form (readable on a light or a dark palette), OK/Cancel, and OK closing
only when the game can be set up (config() not None)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from .theme import readable


class SetupDialogBase(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.error = QLabel()
        self.error.setWordWrap(True)

    def deck_row(self, app_text: str, physical_text: str) -> QHBoxLayout:
        """The deck: the app shuffles and draws (checked), or the table draws the real cards."""
        deck = QHBoxLayout()
        self.app_deck = QRadioButton(app_text)
        self.physical_deck = QRadioButton(physical_text)
        self.app_deck.setChecked(True)
        deck.addWidget(self.app_deck)
        deck.addWidget(self.physical_deck)
        return deck

    def add_error_and_buttons(self, layout: QVBoxLayout, *between: QWidget) -> None:
        """The refusal's place, any last words (`between`), then OK and Cancel."""
        layout.addWidget(self.error)
        self._colour_messages()
        for widget in between:
            layout.addWidget(widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._colour_messages()

    def _colour_messages(self) -> None:
        """The refusal in red, a shade readable on this palette."""
        ground = self.palette().color(QPalette.ColorRole.Window)
        self.error.setStyleSheet(f"QLabel {{ color: {readable(QColor('#a3171b'), ground).name()}; font-weight: bold; }}")

    def config(self) -> Any:
        """The game's config, or None with the refusal shown in self.error."""
        raise NotImplementedError

    def accept(self) -> None:
        if self.config() is not None:
            super().accept()
