"""The Tapestry New-game page: the difficulty level, the app's decision deck or the table's cards,
the science-die rolls (given by the table, or rolled by the app), the level-6 second civilization,
who plays first and the seed; the components to take out of the box are listed (KOMPONENTY K
ODSTRANĚNÍ). It builds a games.tapestry GameConfig; the engine's setup does the rest.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...games.tapestry import rulebook as R
from ...games.tapestry.cards import TRACKS, automa_data
from ...games.tapestry.setup import CIVILIZATION_OF_FACE, GameConfig, SetupError, new_game
from ..gamewords import capitalised
from ..setupdialog import SetupDialogBase
from ..startgame import Advanced
from . import reasons as words

log = logging.getLogger(__name__)


def level_title(level: int) -> str:
    name = next((d["name"] for d in automa_data()["difficulty_levels"] if d["level"] == level), "")
    return f"{level} – {words.data_name(name)}" if name else str(level)


class TapestrySetupDialog(SetupDialogBase):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setWindowTitle(self.tr("New Tapestry game against the Automa and the Shadow Empire"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Set up the small map for three players. You start on territory 2/4 whatever your "
                               "capital mat says; the Automa's two outposts go on 3/5."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        columns = QHBoxLayout()  # the form; the components to remove span the page below it
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.level = QComboBox()
        for level in range(1, 7):
            self.level.addItem(level_title(level), level)
        self.level.setCurrentIndex(1)  # the book's setup uses level 2, "Automa the Average"
        form.addRow(self.tr("&Difficulty:"), self.level)
        deck = self.deck_row(self.tr("The app shuffles and draws"), self.tr("I draw the real cards"))
        form.addRow(self.tr("Decision cards:"), deck)
        self.automa_die = self._die_combo(self.tr("The app rolls"))
        self.automa_die.setToolTip(self.tr("The science die rolled for the Automa's civilization card"))
        form.addRow(self.tr("Automa's &civilization die:"), self.automa_die)
        self.shadow_die = self._die_combo(self.tr("The app rolls until it differs"))
        self.shadow_die.setToolTip(self.tr("Rolled until it differs from the Automa's favourite track"))
        form.addRow(self.tr("Shadow Empire's &favourite:"), self.shadow_die)
        self.second = QComboBox()
        self.second.addItem(self.tr("— (level 6 only)"), None)
        for civ in CIVILIZATION_OF_FACE.values():
            self.second.addItem(words.civ_name(civ), civ)
        self.second.setToolTip(self.tr("Level 6: the Automa starts with a second civilization of your choice; its "
                                       "favourite track has no effect"))
        form.addRow(self.tr("Level 6: &second civilization:"), self.second)
        self.first = QComboBox()
        self.first.addItem(self.tr("You"), "human")
        self.first.addItem(self.tr("The bots"), "bots")
        form.addRow(self.tr("First &player:"), self.first)
        self.advanced = Advanced(self)
        self.seed = self.advanced.seed
        form.addRow(self.advanced)
        columns.addLayout(form, 1)
        removed = QGroupBox(self.tr("Take out of the box"))
        removed_layout = QVBoxLayout(removed)
        self.removed = QLabel(self.tr("Tapestry cards: {cards}.\nCivilizations: {civs}.").format(
            cards=", ".join(words.data_name(c) for c in R.REMOVED_TAPESTRY_CARDS),
            civs=", ".join(words.civ_name(c) for c in R.REMOVED_CIVILIZATIONS)))
        self.removed.setWordWrap(True)
        self.removed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        removed_layout.addWidget(self.removed)
        layout.addLayout(columns)
        layout.addWidget(removed)
        self.add_error_and_buttons(layout)
        self.level.currentIndexChanged.connect(lambda _i: self._level_changed())
        self._level_changed()

    @staticmethod
    def _die_combo(app_text: str) -> QComboBox:
        combo = QComboBox()
        combo.addItem(app_text, None)
        for track in TRACKS:
            combo.addItem(capitalised(words.track_name(track)), track)
        return combo

    def _level_changed(self) -> None:
        six = int(self.level.currentData()) == 6
        self.second.setEnabled(six)
        if not six:
            self.second.setCurrentIndex(0)

    def config(self) -> GameConfig | None:
        """The GameConfig, or None with the engine's refusal shown in words."""
        try:
            config = GameConfig(
                level=int(self.level.currentData()), seed=self.seed.value(),
                physical_deck=self.physical_deck.isChecked(), automa_die=self.automa_die.currentData(),
                shadow_die=self.shadow_die.currentData(), second_civilization=self.second.currentData(),
                first=self.first.currentData())
            new_game(config)  # the engine says whether this table can be set up
        except SetupError as err:
            self.error.setText(words.error_text(err.code, err.params))
            return None
        self.error.clear()
        return config
