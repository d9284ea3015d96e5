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

from ...games.root.state import RootSnapshot
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


class HumanBattleDialog(QDialog):
    """A human battles a bot (Law of Root 4.3): who attacks, which bot, the two dice as rolled (and
    a Vagabond's undamaged swords). The engine works out the hits both ways with the bot's own
    reactions (Ambush, Veterans, the Arbiter, Hospitals...) and removes both sides' losses."""

    def __init__(self, snap: RootSnapshot, clearing: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Battle against a bot in clearing {n}").format(n=clearing))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Enter the dice as rolled; the app applies both sides' hits as the rules say.")))
        place = snap.place(clearing)
        self.attacker = QComboBox()
        for f in snap.factions:
            if not f.is_bot and place.count(f.id) > 0:
                self.attacker.addItem(names.faction_short(f.id), f.id)
        form.addRow(self.tr("&Attacker:"), self.attacker)
        self.bot = QComboBox()
        for f in snap.factions:
            if f.is_bot and place.count(f.id) > 0:
                self.bot.addItem(names.faction_short(f.id), f.id)
        form.addRow(self.tr("&Defending bot:"), self.bot)
        self.dice = (QSpinBox(), QSpinBox())
        for i, die in enumerate(self.dice):
            die.setRange(0, 3)
            form.addRow(self.tr("Die &{n}:").format(n=i + 1), die)
        self.arbiter = QCheckBox(self.tr("The Vagabond here is the &Arbiter (the bot may enlist it)"))
        self.arbiter.setVisible(any(not f.is_bot and f.id == "vagabond" and place.count(f.id, "pawn")
                                    for f in snap.factions))
        form.addRow("", self.arbiter)
        self.swords = QSpinBox()
        self.swords.setRange(0, 20)
        form.addRow(self.tr("Vagabond's undamaged &swords:"), self.swords)
        self.attacker.currentIndexChanged.connect(self._sync)
        self.arbiter.toggled.connect(self._sync)
        self._sync()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _sync(self) -> None:
        vagabond_attacks = self.attacker.currentData() == "vagabond"
        self.arbiter.setEnabled(not vagabond_attacks)
        self.swords.setEnabled(vagabond_attacks or self.arbiter.isChecked())

    def values(self) -> tuple[str, str, tuple[int, int], int | None, bool]:
        arbiter = self.arbiter.isEnabled() and self.arbiter.isChecked()
        swords = self.swords.value() if self.swords.isEnabled() else None
        return (self.attacker.currentData(), self.bot.currentData(), (self.dice[0].value(), self.dice[1].value()),
                swords, arbiter)


class LossesDialog(QDialog):
    """The human attacker chooses which buildings or tokens its remaining losses take (Law of Root
    4.3.3: warriors went first, automatically)."""

    def __init__(self, faction: str, hits: int, options: tuple[tuple[str, int], ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The {faction}'s losses").format(faction=names.faction_short(faction)))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Choose the {hits} pieces the remaining hits remove.").format(hits=hits)))
        self.counts: list[tuple[str, QSpinBox]] = []
        left = hits
        for kind, n in options:
            box = QSpinBox()
            box.setRange(0, n)
            box.setValue(min(n, left))
            left -= box.value()
            form.addRow(names.piece(kind), box)
            self.counts.append((kind, box))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> tuple[tuple[str, int], ...]:
        return tuple((kind, box.value()) for kind, box in self.counts if box.value())
