"""The Age of Innovation New-game page (PRZYGOTOWANIE ROZGRYWKI): the level, the board (a shipped
candidate, unverified, or one of the player's saved maps, with the map editor a click away), your
terrain (and the second player's in the two-players-plus-Automa variant), the Automa's faction and
preferred terrain (or drawn: the book's Wariant), the app's deck or the table's cards, and the
initial workshops picked on a small map: yours, and the Automa's two when the map has no letters for
them (the Initial Workshop Setup card is not transcribed). Every field is checked by the engine's
own setup and refused in its words.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSettings, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core import rng as rngmod
from ...core.steps import EngineError
from ...games.age_of_innovation.board import (
    BUILTIN_MAPS,
    TERRAINS,
    BoardMap,
    Hex,
    MapFileError,
    builtin_map,
    hex_label,
)
from ...games.age_of_innovation.cards import ADVANCED_CARDS, FACTIONS, LEVEL_NAMES, STARTER_CARDS
from ...games.age_of_innovation.setup import GameConfig, deal_tiles, new_game
from ..boardscene import FitView, draw_text
from ..gamewords import capitalised
from ..setupdialog import SetupDialogBase
from ..startgame import Advanced
from . import reasons as words
from .hexdraw import BACKGROUND, GOLD, INK, CellHex, R, hex_centre, map_size
from .tiles_dialog import round_tiles_grid

log = logging.getLogger(__name__)

PICKS = (("your1", "Y1"), ("your2", "Y2"), ("second1", "P1"), ("second2", "P2"), ("automa_marked", "A⚡"),
         ("automa_unmarked", "A"))
"""What a click on the small map places: your first and second workshop, the second player's two (in
the two-players-plus-Automa variant), the Automa's marked and unmarked workshop (only when the map has
no letters for its terrain)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("AoISetup", text)


class PickHex(CellHex):
    def __init__(self, h: Hex, cell: str) -> None:
        super().__init__(h, hex_label(h), cell)
        self.mark = ""
        self.setToolTip(f"{hex_label(h)}: {words.terrain_name(cell)}")

    def paint_over(self, painter: QPainter) -> None:
        if self.mark:
            rect = QRectF(-R * 0.55, -R * 0.3, R * 1.1, R * 0.7)
            painter.setPen(QPen(INK, 2))
            painter.setBrush(GOLD)
            painter.drawRoundedRect(rect, 6, 6)
            draw_text(painter, rect, self.mark, R * 0.42, INK, True)


class PickScene(QGraphicsScene):
    picked = Signal(tuple)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(BACKGROUND)
        self.items_by_hex: dict[Hex, PickHex] = {}

    def show_map(self, board: BoardMap, marks: dict[Hex, str]) -> None:
        self.clear()
        self.items_by_hex = {}
        for h, cell in board.cells:
            item = PickHex(h, cell)
            item.mark = marks.get(h, "")
            item.setPos(hex_centre(h))
            self.addItem(item)
            self.items_by_hex[h] = item
        self.setSceneRect(map_size(board.hexes).adjusted(-4, -4, 4, 4))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos: QPointF = event.scenePos()
        for h, item in self.items_by_hex.items():
            if item.contains(item.mapFromScene(pos)):
                self.picked.emit(h)
                event.accept()
                return


class AoISetupDialog(SetupDialogBase):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setWindowTitle(self.tr("New Age of Innovation game against the Automa"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Set up a two-player game with the Automa's changes (PRZYGOTOWANIE ROZGRYWKI). Pick your "
                               "initial workshops on the map; the Automa's follow from a drawn decision card's letters."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        columns = QHBoxLayout()
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.level = QComboBox()
        for level, name in LEVEL_NAMES.items():
            self.level.addItem(f"{level} – {words.data_name(name)}", level)
        self.level.setCurrentIndex(1)
        form.addRow(self.tr("&Difficulty:"), self.level)
        map_row = QHBoxLayout()
        self.map = QComboBox()
        self.map.setAccessibleName(self.tr("Board"))
        self.edit_map = QPushButton(self.tr("Map &editor…"))
        map_row.addWidget(self.map, 1)
        map_row.addWidget(self.edit_map)
        form.addRow(self._label(self.tr("&Board:"), self.map), map_row)
        self.your_terrain = self._terrain_combo(None)
        self.your_terrain.setCurrentIndex(self.your_terrain.findData("plains"))
        form.addRow(self.tr("&Your terrain:"), self.your_terrain)
        self.second_terrain = self._terrain_combo(self.tr("— solo (no second player) —"))
        self.second_terrain.setToolTip(self.tr("GRA DWUOSOBOWA PLUS AUTOMA: the Automa plays the Simpletons"))
        form.addRow(self.tr("Second &player's terrain:"), self.second_terrain)
        self.faction = QComboBox()
        for f in FACTIONS:
            self.faction.addItem(words.faction_name(f), f)
        form.addRow(self.tr("Automa's &faction:"), self.faction)
        self.automa_terrain = self._terrain_combo(self.tr("Draw an ATP card at random"))
        form.addRow(self.tr("Automa's &terrain:"), self.automa_terrain)
        self.advanced = Advanced(self)
        self.seed = self.advanced.seed  # the app's deal of the tiles below is this seed's
        tiles = self._round_tiles_row()
        form.addRow(self._label(self.tr("&Round scoring tiles:"), self.round_tile_boxes[0]), tiles)
        bonuses = self._bonus_row()
        form.addRow(self._label(self.tr("Round b&onuses:"), self.bonus_boxes[0]), bonuses)
        deck = self.deck_row(self.tr("The &app shuffles and draws"), self.tr("I draw the real &cards"))
        form.addRow(self.tr("Decision cards:"), deck)
        # The real cards: the Automa's initial workshops follow the card the table drew for them.
        self.setup_card = QComboBox()
        self.setup_card.addItem(self.tr("— the card you drew —"), None)
        for c in (*STARTER_CARDS, *ADVANCED_CARDS):
            self.setup_card.addItem(self.tr("Card {n}").format(n=c), c)
        self.setup_card.setToolTip(self.tr("The decision card drawn at random for the Automa's initial workshops "
                                           "(its letters on the Initial Workshop Setup card)"))
        self.setup_card.setEnabled(False)
        self.physical_deck.toggled.connect(self.setup_card.setEnabled)
        form.addRow(self.tr("Card drawn for its &workshops:"), self.setup_card)
        form.addRow(self.advanced)
        left = QVBoxLayout()
        left.addLayout(form)
        # What the board does not know, under the form (the small map keeps the other column whole).
        self.map_note = QLabel()
        self.map_note.setWordWrap(True)
        self.map_note.setMaximumWidth(480)
        left.addWidget(self.map_note)
        left.addStretch(1)
        columns.addLayout(left)
        picks = QVBoxLayout()
        self.pick_buttons: dict[str, QRadioButton] = {}
        self.pick_group = QButtonGroup(self)  # apart from the deck's two radio buttons
        picks.addWidget(QLabel(self.tr("Click the map to place:")))
        rows = (QHBoxLayout(), QHBoxLayout())
        labels = (self.tr("your 1st workshop"), self.tr("your 2nd"), self.tr("2nd player's 1st"),
                  self.tr("2nd player's 2nd"), self.tr("Automa's marked"), self.tr("Automa's unmarked"))
        for i, ((key, _mark), label) in enumerate(zip(PICKS, labels, strict=True)):
            b = QRadioButton(label)
            self.pick_buttons[key] = b
            self.pick_group.addButton(b)
            rows[0 if i < 4 else 1].addWidget(b)
        for row in rows:
            row.addStretch(1)
            picks.addLayout(row)
        self.pick_buttons["your1"].setChecked(True)
        self.scene = PickScene(self)
        self.view = FitView(self.scene)
        self.view.setMinimumSize(420, 300)
        picks.addWidget(self.view, 1)
        columns.addLayout(picks, 1)
        layout.addLayout(columns, 1)
        self.add_error_and_buttons(layout)
        self.marks: dict[str, Hex] = {}
        self._fill_maps()
        self.map.currentIndexChanged.connect(lambda _i: self._map_changed())
        self.automa_terrain.currentIndexChanged.connect(lambda _i: self._map_changed())
        self.second_terrain.currentIndexChanged.connect(lambda _i: self._map_changed())
        self.second_terrain.currentIndexChanged.connect(lambda _i: self._bonuses_changed())
        self.edit_map.clicked.connect(self.open_editor)
        self.scene.picked.connect(self.pick)
        self._map_changed()

    @staticmethod
    def _label(text: str, buddy: QWidget) -> QLabel:
        """A row's label whose Alt letter reaches `buddy` (a row of several widgets has no buddy of its own)."""
        label = QLabel(text)
        label.setBuddy(buddy)
        return label

    def _round_tiles_row(self) -> QWidget:
        """Rounds 1-5 and the final tile as the table laid them; the app's deal (this seed's) shown first."""
        dealt, final, _rng = deal_tiles(GameConfig(seed=self.seed.value()), rngmod.seed_state(self.seed.value()))
        box, self.round_tile_boxes, self.final_tile_box = round_tiles_grid(dealt, final)
        box.setToolTip(self.tr("The app's deal is shown: set each to the tile you laid on the board."))
        return box

    def _bonus_row(self) -> QWidget:
        """The round bonuses as laid left to right (the Automa takes the leftmost), and the one you take."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.bonus_boxes: list[QSpinBox] = []
        for i in range(6):
            spin = QSpinBox()
            spin.setRange(1, 99)
            spin.setValue(i + 1)
            spin.setAccessibleName(self.tr("Round bonus {n} from the left").format(n=i + 1))
            spin.valueChanged.connect(lambda _v: self._bonuses_changed())
            row.addWidget(spin)
            self.bonus_boxes.append(spin)
        row.addWidget(QLabel(self.tr("you take:")))
        self.your_bonus_box = QComboBox()
        self.your_bonus_box.setAccessibleName(self.tr("Your round bonus"))
        row.addWidget(self.your_bonus_box)
        row.addStretch(1)
        box.setToolTip(self.tr("The numbers of the round bonus tiles you laid, left to right: the Automa takes the "
                               "leftmost (PRZYGOTOWANIE 9), you choose yours from the others."))
        self._bonuses_changed()
        return box

    def _bonuses_changed(self) -> None:
        variant = self.second_terrain.currentData() is not None
        self.bonus_boxes[5].setVisible(variant)  # GRA DWUOSOBOWA PLUS AUTOMA: six bonuses instead of five
        laid = [b.value() for b in self.bonus_boxes[:6 if variant else 5]]
        keep = self.your_bonus_box.currentData()
        self.your_bonus_box.blockSignals(True)
        self.your_bonus_box.clear()
        if variant:  # the Automa's is drawn at random first, so yours is an index of what it leaves
            self.your_bonus_box.addItem(self.tr("the first it leaves"), None)
        else:
            for t in laid[1:]:
                self.your_bonus_box.addItem(str(t), t)
        self.your_bonus_box.setCurrentIndex(max(0, self.your_bonus_box.findData(keep)))
        self.your_bonus_box.blockSignals(False)

    @staticmethod
    def _terrain_combo(none_text: str | None) -> QComboBox:
        combo = QComboBox()
        if none_text is not None:
            combo.addItem(none_text, None)
        for t in TERRAINS:
            combo.addItem(capitalised(words.terrain_name(t)), t)
        return combo

    def _fill_maps(self, select: str | None = None) -> None:
        from .map_editor import user_maps

        self.map.blockSignals(True)
        self.map.clear()
        for map_id in BUILTIN_MAPS:
            self.map.addItem(words.data_name(builtin_map(map_id).name), f"builtin:{map_id}")
        for path, found in user_maps():
            if isinstance(found, MapFileError):  # listed, with why it cannot be played
                self.map.addItem(self.tr("{file}: {why}").format(file=path.name, why=words.error_text(
                    found.code, found.params)))
                self.map.model().item(self.map.count() - 1).setEnabled(False)  # type: ignore[attr-defined]
            else:
                self.map.addItem(self.tr("{name} (your map)").format(name=found.name), f"file:{path}")
        index = self.map.findData(f"file:{select}") if select else self.map.findData("builtin:candidate_b")
        self.map.setCurrentIndex(max(0, index))
        self.map.blockSignals(False)

    def board(self) -> BoardMap:
        kind, _, where = str(self.map.currentData()).partition(":")
        if kind == "builtin":
            return builtin_map(where)
        from ...games.age_of_innovation.board import load_map_file

        return load_map_file(Path(where))

    def _letters_known(self, board: BoardMap) -> bool:
        terrain = self.automa_terrain.currentData()
        placed = {t for t, _, _ in board.workshop_letters}
        return terrain is not None and terrain in placed

    def _map_changed(self) -> None:
        try:
            board = self.board()
        except EngineError as err:
            self.error.setText(words.error_text(err.code, err.params))
            return
        self.marks = {k: h for k, h in self.marks.items() if h in board.terrain}
        variant = self.second_terrain.currentData() is not None
        for key in ("second1", "second2"):
            self.pick_buttons[key].setEnabled(variant)
            if not variant:
                self.marks.pop(key, None)
        letters = self._letters_known(board)
        for key in ("automa_marked", "automa_unmarked"):
            self.pick_buttons[key].setEnabled(not letters)
            if letters:
                self.marks.pop(key, None)
        notes = []
        if not board.verified:
            notes.append(self.tr("⚠ This board is unverified ({source}): compare it with yours and correct it in the map "
                                 "editor.").format(source=board.source.split(" via ")[0]))
        if not letters:
            notes.append(self.tr("The map has no workshop letters for the Automa's terrain: draw a decision card, read "
                                 "its two letters on the Initial Workshop Setup card and click the two hexes here "
                                 "(⚡ marked, then unmarked)."))
        self.map_note.setText(" ".join(notes))
        self._redraw(board)

    def _redraw(self, board: BoardMap) -> None:
        labels = dict(PICKS)
        self.scene.show_map(board, {h: labels[k] for k, h in self.marks.items()})
        self.view.fit()

    def pick(self, h: Hex) -> None:
        key = next(k for k, b in self.pick_buttons.items() if b.isChecked())
        for other, at in list(self.marks.items()):
            if at == h:
                del self.marks[other]
        self.marks[key] = h
        keys = [k for k, b in self.pick_buttons.items() if b.isEnabled()]
        following = keys[(keys.index(key) + 1) % len(keys)]
        if following not in self.marks:
            self.pick_buttons[following].setChecked(True)
        self._redraw(self.board())

    def open_editor(self) -> None:
        from .map_editor import MapEditor

        editor = MapEditor(self, start=self.board())
        editor.exec()
        if editor.saved_path is not None:
            self._fill_maps(str(editor.saved_path))
            self._map_changed()

    def config(self) -> GameConfig | None:
        """The GameConfig, or None with the engine's refusal shown in words."""
        kind, _, where = str(self.map.currentData()).partition(":")
        yours = tuple(self.marks[k] for k in ("your1", "your2") if k in self.marks)
        second = tuple(self.marks[k] for k in ("second1", "second2") if k in self.marks)
        automa = ((self.marks["automa_marked"], self.marks["automa_unmarked"])
                  if "automa_marked" in self.marks and "automa_unmarked" in self.marks else None)
        variant = self.second_terrain.currentData() is not None
        bonuses = tuple(b.value() for b in self.bonus_boxes[:6 if variant else 5])
        taken = self.your_bonus_box.currentData()
        your_bonus = bonuses[1:].index(taken) if taken in bonuses[1:] else 0  # an index after the Automa's
        physical = self.physical_deck.isChecked()
        setup_card = self.setup_card.currentData() if physical else None
        if physical and setup_card is None and automa is None and yours:
            self.error.setText(words.error_text("gui.choose_setup_card", {}))
            return None
        try:
            config = GameConfig(
                level=int(self.level.currentData()), seed=self.seed.value(), physical_deck=physical, setup_card=setup_card,
                map_id=where if kind == "builtin" else "candidate_b", map_file=where if kind == "file" else None,
                your_terrain=self.your_terrain.currentData(), second_terrain=self.second_terrain.currentData(),
                automa_faction=self.faction.currentData(), automa_terrain=self.automa_terrain.currentData(),
                your_workshops=yours, second_workshops=second, automa_workshops=automa,
                round_tiles=tuple(int(b.currentData()) for b in self.round_tile_boxes),
                final_tile=int(self.final_tile_box.currentData()),
                # GRA DWUOSOBOWA PLUS AUTOMA: six round bonuses in the row instead of five
                bonus_tiles=bonuses, your_bonus=your_bonus)
            new_game(config)  # the engine says whether this table can be set up
        except EngineError as err:
            self.error.setText(words.error_text(err.code, err.params))
            return None
        self.error.clear()
        return config
