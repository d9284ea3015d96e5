"""Small dialogs for what the table records besides moving pieces."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ..games.root.state import RootSnapshot
from . import names


class BotHitsDialog(QDialog):
    """A human attacked (or defended against) a bot: which bot, how many hits, who dealt them.
    The engine then removes the bot's pieces by its own rules (warriors, tokens, random building)."""

    def __init__(self, snap: RootSnapshot, clearing: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Battle against a bot in clearing {n}").format(n=clearing))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("The app removes the bot's pieces as its rules say; mirror your own losses by hand.")))
        self.bot = QComboBox()
        for f in snap.factions:
            if f.is_bot and snap.place(clearing).count(f.id) > 0:
                self.bot.addItem(names.faction_short(f.id), f.id)
        form.addRow(self.tr("&Bot hit:"), self.bot)
        self.hits = QSpinBox()
        self.hits.setRange(1, 20)
        form.addRow(self.tr("&Hits:"), self.hits)
        self.by = QComboBox()
        self.by.addItem(self.tr("nobody (no VP)"), None)
        for f in snap.factions:
            if not f.is_bot:
                self.by.addItem(names.faction_short(f.id), f.id)
        if self.by.count() > 1:
            self.by.setCurrentIndex(1)
        form.addRow(self.tr("Dealt &by:"), self.by)
        self.defending = QCheckBox(self.tr("The bot was the defender"))
        self.defending.setChecked(True)
        form.addRow("", self.defending)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> tuple[str, int, str | None, bool]:
        return self.bot.currentData(), self.hits.value(), self.by.currentData(), self.defending.isChecked()
