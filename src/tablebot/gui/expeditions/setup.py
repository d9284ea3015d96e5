"""The Expeditions New-game dialog: which tile lies in each slot of the rows (west to east) and whether
it is face up, the difficulty level by its progress card, the coin bonus per glory token, the app's
deck or the table's, the first player and the seed. It builds a games.expeditions GameConfig; the
engine's setup does the rest, and the player then drags their mech onto the board.

Levels 4 and 5 are not in the app's data: the player types the progress card's track and coins
once; they are kept in the settings and offered again next time.
"""

from __future__ import annotations

import json
import logging

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...games.expeditions.cards import ProgressCard, known_progress_cards, level_name
from ...games.expeditions.setup import (
    ROW_LENGTH,
    GameConfig,
    SetupError,
    SlotSetup,
    bonus_warning,
    check_glory_bonus,
    progress_card_for,
)
from ..setupdialog import SetupDialogBase
from ..startgame import Advanced
from ..theme import readable
from . import reasons as words

log = logging.getLogger(__name__)

CARD_KEY = "expeditions/progress_card/{level}"
"""Settings key of a progress card the player entered (JSON of ProgressCard)."""


def stored_card(settings: QSettings, level: int) -> ProgressCard | None:
    raw = settings.value(CARD_KEY.format(level=level), "", type=str)
    if not raw:
        return None
    try:
        return ProgressCard.model_validate(json.loads(str(raw)))
    except ValueError:
        log.warning("ignoring a damaged stored progress card for level %d", level)
        return None


class RowEditor(QGroupBox):
    """One region's slots, west to east: tile number (— = not known) and face up."""

    def __init__(self, region: str, face_up: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.region = region
        self.setTitle(self.tr("{region}: tile in each location, west → east").format(
            region=words.region_name(region)))
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(4)
        self.tiles: list[QSpinBox] = []
        self.face_up: list[QCheckBox] = []
        for slot in range(ROW_LENGTH[region]):
            # The slot's number beside its field, not on a row of its own: the page fits 768 px.
            grid.addWidget(QLabel(str(slot + 1)), 0, 2 * slot, Qt.AlignmentFlag.AlignRight)
            spin = QSpinBox()
            spin.setRange(0, 20)
            spin.setSpecialValueText("—")
            spin.setAccessibleName(self.tr("{region} location {n}: tile number").format(
                region=words.region_name(region), n=slot + 1))
            up = QCheckBox(self.tr("up"))
            up.setChecked(face_up)
            up.setAccessibleName(self.tr("{region} location {n}: face up").format(
                region=words.region_name(region), n=slot + 1))
            grid.addWidget(spin, 0, 2 * slot + 1)
            grid.addWidget(up, 1, 2 * slot + 1)
            self.tiles.append(spin)
            self.face_up.append(up)

    def slots(self) -> tuple[SlotSetup, ...]:
        return tuple(SlotSetup(tile=t.value() or None, face_up=u.isChecked())
                     for t, u in zip(self.tiles, self.face_up, strict=True))


class ExpeditionsSetupDialog(SetupDialogBase):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setWindowTitle(self.tr("New Expeditions game against the Automa"))
        layout = QVBoxLayout(self)
        self.rows = {"north": RowEditor("north", False), "central": RowEditor("central", False),
                     "south": RowEditor("south", True)}
        for row in self.rows.values():
            layout.addWidget(row)

        options = QHBoxLayout()
        left = QFormLayout()
        # Fields at their natural width: the progress card beside them gets the room it needs.
        left.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.level = QComboBox()
        for level in range(1, 6):
            name = level_name(level)
            self.level.addItem(words.level_title(level, name), level)
            if name:
                self.level.setItemData(self.level.count() - 1, self.tr("The rulebook's name: {name}").format(
                    name=name), Qt.ItemDataRole.ToolTipRole)
        self.level.setCurrentIndex(1)  # the book suggests level 2 for a first game
        left.addRow(self.tr("Difficulty (progress card):"), self.level)
        self.bonus = QSpinBox()
        self.bonus.setRange(-20, 20)
        self.bonus.setAccessibleName(self.tr("Glory coin bonus, ± coins per Automa glory token"))
        self.bonus.setToolTip(self.tr("Added to (or taken from) the progress card's coins for each Automa glory "
                                      "token; the rulebook recommends −2 to +3."))
        self.bonus_warning = QLabel()
        self.bonus_warning.setWordWrap(True)
        self.bonus_warning.hide()
        bonus_label = QLabel(self.tr("Glory coin &bonus, ± coins per token:"))
        bonus_label.setBuddy(self.bonus)
        left.addRow(bonus_label, self.bonus)
        left.addRow(self.bonus_warning)
        deck = self.deck_row(self.tr("The app shuffles and draws"), self.tr("I draw from the real deck"))
        left.addRow(self.tr("Automa deck:"), deck)
        self.first = QComboBox()
        self.first.addItem(self.tr("At random"), "random")
        self.first.addItem(self.tr("You"), "player")
        self.first.addItem(self.tr("The Automa"), "automa")
        left.addRow(self.tr("First player:"), self.first)
        # Advanced, folded as in Root's form: a fresh seed per game (shuffles and first player differ).
        self.advanced = Advanced(self)
        self.seed = self.advanced.seed
        seed_label = self.advanced.form.labelForField(self.seed)
        if isinstance(seed_label, QLabel):
            seed_label.setText(self.tr("&Seed (shuffles, first player):"))
        left.addRow(self.advanced)
        options.addLayout(left, 1)

        self.card_box = QGroupBox(self.tr("Progress card"))
        card_layout = QVBoxLayout(self.card_box)
        self.card_note = QLabel()
        self.card_note.setWordWrap(True)
        # Above the form, not a row of it: a form row gives a wrapped label one line's height.
        card_layout.addWidget(self.card_note)
        card = QFormLayout()
        card_layout.addLayout(card)
        self.track = QSpinBox()
        self.track.setRange(1, 60)
        self.track.setAccessibleName(self.tr("Last space of the track"))
        self.glory_spaces = QLineEdit()
        self.glory_spaces.setPlaceholderText(self.tr("8 spaces, e.g. 2 6 11 15 19 23 25 27"))
        self.glory_spaces.setAccessibleName(self.tr("Glory spaces"))
        metrics = self.glory_spaces.fontMetrics()
        self.glory_spaces.setMinimumWidth(16 + max(metrics.horizontalAdvance(self.glory_spaces.placeholderText()),
                                                   metrics.horizontalAdvance("28 " * 8)))
        self.coins_map = QSpinBox()
        self.coins_corruption = QSpinBox()
        self.coins_glory = QSpinBox()
        for spin in (self.coins_map, self.coins_corruption, self.coins_glory):
            spin.setRange(0, 20)
        card.addRow(self.tr("Last space of the track:"), self.track)
        card.addRow(self.tr("Glory spaces:"), self.glory_spaces)
        card.addRow(self.tr("Coins per map token:"), self.coins_map)
        card.addRow(self.tr("Coins per corruption token:"), self.coins_corruption)
        card.addRow(self.tr("Coins per glory token:"), self.coins_glory)
        self.override = QCheckBox(self.tr("My printed card differs: play these values"))
        card.addRow(self.override)
        options.addWidget(self.card_box, 1)
        layout.addLayout(options)

        self.add_error_and_buttons(layout, QLabel(self.tr("Then drag your mech (P) onto the location where it starts.")))
        self.level.currentIndexChanged.connect(lambda _i: self._level_changed())
        self.bonus.valueChanged.connect(lambda _v: self._bonus_changed())
        self.override.toggled.connect(lambda _on: self._enable_card())
        self._level_changed()

    def _bonus_changed(self) -> None:
        warning = bonus_warning(self.bonus.value())
        self.bonus_warning.setVisible(warning is not None)
        self.bonus_warning.setText(words.sentence(warning) if warning is not None else "")

    def _colour_messages(self) -> None:
        """The refusal in red and the warning in amber, each shade readable on this palette."""
        super()._colour_messages()
        ground = self.palette().color(QPalette.ColorRole.Window)
        self.bonus_warning.setStyleSheet(f"QLabel {{ color: {readable(QColor('#8a5a00'), ground).name()}; }}")

    # -- the progress card -------------------------------------------------------------------
    def chosen_level(self) -> int:
        return int(self.level.currentData())

    def known(self) -> bool:
        return self.chosen_level() in known_progress_cards()

    def _level_changed(self) -> None:
        level = self.chosen_level()
        card = known_progress_cards().get(level) or stored_card(self.settings, level)
        with_values = card is not None
        if self.known():
            self.card_note.setText(self.tr("From the app's data ({confidence}).").format(
                confidence=words.data_text(known_progress_cards()[level].confidence)))
        elif with_values:
            self.card_note.setText(self.tr("Level {n} is not in the app's data: the values you entered last time.")
                                   .format(n=level))
        else:
            self.card_note.setText(self.tr("Level {n} is not in the app's data: enter its values from the card "
                                           "(kept for next time).").format(n=level))
        if card is not None:
            self.track.setValue(card.track_length)
            self.glory_spaces.setText(" ".join(str(s) for s in card.glory_spaces))
            self.coins_map.setValue(card.coins_map)
            self.coins_corruption.setValue(card.coins_corruption)
            self.coins_glory.setValue(card.coins_glory)
        else:
            self.glory_spaces.clear()
        self.override.setVisible(self.known())
        self.override.setChecked(False)
        self._enable_card()

    def _enable_card(self) -> None:
        on = not self.known() or self.override.isChecked()
        for w in (self.track, self.glory_spaces, self.coins_map, self.coins_corruption, self.coins_glory):
            w.setEnabled(on)

    def entered_card(self) -> ProgressCard:
        """The progress card as typed (ValueError when it is not one)."""
        parts = self.glory_spaces.text().replace(",", " ").split()
        if not all(p.isdigit() for p in parts):
            raise ValueError(self.tr("glory spaces are numbers"))
        return ProgressCard(level=self.chosen_level(), name=level_name(self.chosen_level()) or "",
                            track_length=self.track.value(), glory_spaces=tuple(int(p) for p in parts),
                            coins_map=self.coins_map.value(), coins_corruption=self.coins_corruption.value(),
                            coins_glory=self.coins_glory.value())

    # -- the result --------------------------------------------------------------------------
    def config(self) -> GameConfig | None:
        """The GameConfig, or None with the reason shown in the dialog."""
        try:
            card = None
            if not self.known() or self.override.isChecked():
                card = self.entered_card()
            config = GameConfig(
                north=self.rows["north"].slots(), central=self.rows["central"].slots(),
                south=self.rows["south"].slots(), level=self.chosen_level(), progress_card=card,
                glory_bonus=self.bonus.value(), physical_deck=self.physical_deck.isChecked(),
                first=self.first.currentData(), seed=self.seed.value())
        except ValueError as err:
            self.error.setText(self.tr("This table cannot be set up: {detail}").format(detail=_first_line(err)))
            return None
        try:
            check_glory_bonus(progress_card_for(config), config.glory_bonus, SetupError)
        except SetupError as err:
            self.error.setText(words.error_text(err.code, err.params))
            return None
        self.error.clear()
        if card is not None and not self.known():
            self.settings.setValue(CARD_KEY.format(level=card.level), card.model_dump_json())
        return config


def _first_line(err: ValueError) -> str:
    """A pydantic error's message without its URL lines."""
    errors = getattr(err, "errors", None)
    if callable(errors):
        try:
            first = errors()[0]
            return str(first.get("msg", err)).removeprefix("Value error, ")
        except (IndexError, TypeError):
            pass
    return str(err).splitlines()[0]
