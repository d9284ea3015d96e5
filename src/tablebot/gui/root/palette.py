"""The piece palette: every piece of every faction in the game with what is left in its supply.
Drag one onto a clearing or forest to add it; or pick it and a place and press Add (keyboard)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QDrag, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...games.root import edits, rules
from ...games.root.factions import FACTIONS, Suit
from ...games.root.rules import board_of
from ...games.root.state import RootSnapshot
from . import names
from .board import MIME_PIECE, PieceItem
from .outrage import edit_by_hand

WRAP_NAMES_WIDER_THAN = 72
"""Pixels: a longer piece name wraps onto two lines under its icon."""


def piece_pixmap(faction: str, kind: str, size: int = 44) -> QPixmap:
    """The piece drawn exactly as on the board, for the palette and the drag cursor."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    item = PieceItem(None, faction, kind, 0, 1)
    item.label = names.PIECE_LETTERS.get(kind, "") or names.FACTION_LETTERS.get(faction, "")
    if kind == "roost":
        item.label = "Ro"
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = item.boundingRect()
    scale = size / max(rect.width(), rect.height())
    painter.translate(size / 2, size / 2)
    painter.scale(scale, scale)
    item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return pix


class PieceButton(QToolButton):
    """One palette entry; dragging it starts a QDrag carrying faction/kind/count."""

    def __init__(self, palette: PalettePanel, faction: str, kind: str) -> None:
        super().__init__()
        self.palette_panel = palette
        self.faction = faction
        self.kind = kind
        self._left: tuple[int, int] | None = None
        self.setIcon(piece_pixmap(faction, kind))
        self.setIconSize(piece_pixmap(faction, kind).size())
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setCheckable(True)
        self.setAutoExclusive(False)
        self._press: QPoint | None = None
        self.setAccessibleName(self.tr("{faction} {piece}").format(
            faction=names.faction_short(faction), piece=names.piece(kind)))

    def set_left(self, left: int, total: int) -> None:
        if (left, total) == self._left:
            return
        self._left = (left, total)
        name = names.piece(self.kind)
        if " " in name and self.fontMetrics().horizontalAdvance(name) > WRAP_NAMES_WIDER_THAN:
            # "rabbit garden" on two lines: two buttons a row fit the dock at 1366x768.
            name = "\n".join(name.split(" ", 1))  # "mouse trade post": the suit above the kind
        self.setText(f"{name}\n{left}/{total}")
        self.setToolTip(self.tr("{faction} {piece}: {left} of {total} in the supply. Drag onto the map.").format(
            faction=names.faction_short(self.faction), piece=names.piece(self.kind), left=left, total=total))
        self.setEnabled(left > 0)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and (event.position().toPoint() - self._press).manhattanLength() > 8:
            self._press = None
            drag = QDrag(self)
            drag.setMimeData(self.palette_panel.mime_for(self.faction, self.kind))
            drag.setPixmap(piece_pixmap(self.faction, self.kind))
            drag.exec(Qt.DropAction.CopyAction)
            self.setDown(False)
            return
        super().mouseMoveEvent(event)


class PalettePanel(QWidget):
    message = Signal(str)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.buttons: dict[tuple[str, str], PieceButton] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        help_label = QLabel(self.tr("Drag a piece onto the map. Drag pieces between places to move them "
                                    "(Shift: the whole stack); off the map to remove."))
        help_label.setWordWrap(True)
        outer.addWidget(help_label)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(self.tr("Warriors per drop:")))
        self.count = QSpinBox()
        self.count.setRange(1, 25)
        self.count.setAccessibleName(self.tr("Warriors per drop"))
        count_row.addWidget(self.count)
        outer.addLayout(count_row)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        self.inner = QWidget()
        self.inner_layout = QVBoxLayout(self.inner)
        self.inner_layout.setContentsMargins(0, 0, 0, 0)
        scroll.setWidget(self.inner)
        outer.addWidget(scroll, 1)
        # Keyboard path: the selected piece, a place, Add / Remove.
        form = QGridLayout()
        self.place_box = QComboBox()
        self.place_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.place_box.setMinimumContentsLength(8)
        self.place_box.setAccessibleName(self.tr("Place"))
        form.addWidget(QLabel(self.tr("Place:")), 0, 0)
        form.addWidget(self.place_box, 0, 1, 1, 2)
        self.add_button = QPushButton(self.tr("&Add"))
        self.remove_button = QPushButton(self.tr("Re&move"))
        self.ruins_button = QPushButton(self.tr("Toggle r&uins"))
        form.addWidget(self.add_button, 1, 1)
        form.addWidget(self.remove_button, 1, 2)
        form.addWidget(self.ruins_button, 2, 1, 1, 2)
        outer.addLayout(form)
        self.add_button.clicked.connect(self._add_selected)
        self.remove_button.clicked.connect(self._remove_selected)
        self.ruins_button.clicked.connect(self._toggle_ruins)
        self._factions: tuple[str, ...] = ()
        self._shown: Any = None
        self._suits: tuple[Suit, ...] = ()
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def mime_for(self, faction: str, kind: str) -> QMimeData:
        mime = QMimeData()
        count = self.count.value() if kind == "warrior" else 1
        mime.setData(MIME_PIECE, f"{faction}/{kind}/{count}".encode())
        return mime

    def _rebuild(self, snap: RootSnapshot) -> None:
        while self.inner_layout.count():
            child = self.inner_layout.takeAt(0)
            widget = child.widget() if child is not None else None
            if widget is not None:
                # Hidden and detached at once: deleteLater alone leaves it painted until the
                # event loop next runs (a screenshot taken right after a new game showed both).
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.buttons.clear()
        for f in snap.factions:
            box = QGroupBox(f"{names.FACTION_LETTERS.get(f.id, '?')} · {names.faction_short(f.id)}")
            grid = QGridLayout(box)
            grid.setContentsMargins(2, 2, 2, 2)
            col = 0
            row = 0
            for p in FACTIONS[f.id].pieces:
                if rules.supply_total(snap, f.id, p.id) == 0:
                    continue  # pieces this faction does not use in this game (the bot's wood)
                button = PieceButton(self, f.id, p.id)
                button.toggled.connect(lambda on, b=button: self._picked(b, on))
                self.buttons[(f.id, p.id)] = button
                grid.addWidget(button, row, col)
                col += 1
                if col == 2:
                    col, row = 0, row + 1
            self.inner_layout.addWidget(box)
        self.inner_layout.addStretch(1)
        self._fill_places(snap)
        self._factions = tuple(f.id for f in snap.factions)

    def _fill_places(self, snap: RootSnapshot) -> None:
        """The places to add to, each clearing with its suit as the table laid it (a corrected
        suit marker renames its clearing here)."""
        current = self.place_box.currentData()
        self._suits = snap.suits
        self.place_box.clear()
        board = board_of(snap)  # the table's suit markers, not the printed map
        for c in board.clearings:
            self.place_box.addItem(self.tr("Clearing {n} ({suit})").format(n=c.id, suit=names.suit(c.suit.value)), c.id)
        for forest in board.forests:
            self.place_box.addItem(self.tr("Forest {id}").format(id=forest.id), forest.id)
        for place in snap.places:
            # A place beside the map (the Duchy's Burrow, Law of Rootbotics 10.2.2), named as the reasons name it.
            if isinstance(place.id, str) and not board.place_exists(place.id):
                label = names.place(place.id)
                self.place_box.addItem(label[:1].upper() + label[1:], place.id)
        if current is not None:
            self.place_box.setCurrentIndex(max(0, self.place_box.findData(current)))

    def refresh(self, snap: RootSnapshot) -> None:
        if tuple(f.id for f in snap.factions) != self._factions:
            self._rebuild(snap)
            self._shown = None  # new buttons: every count to fill in
        elif snap.suits != self._suits:
            self._fill_places(snap)
        # Supplies change only with the pieces on the map, a faction's board or the Riverfolk's Payments.
        key = (snap.places, snap.factions, snap.payments)
        if key == self._shown:
            return
        self._shown = key
        for (faction, kind), button in self.buttons.items():
            button.set_left(rules.in_supply(snap, faction, kind), rules.supply_total(snap, faction, kind))

    def _picked(self, button: PieceButton, on: bool) -> None:
        if on:
            for other in self.buttons.values():
                if other is not button and other.isChecked():
                    other.setChecked(False)

    def selected(self) -> tuple[str, str] | None:
        for key, button in self.buttons.items():
            if button.isChecked():
                return key
        return None

    def _add_selected(self) -> None:
        picked = self.selected()
        if picked is None:
            self.message.emit(self.tr("Pick a piece in the palette first."))
            return
        faction, kind = picked
        count = self.count.value() if kind == "warrior" else 1
        edit_by_hand(self.session, edits.AddPiece(faction=faction, piece=kind, place=self.place_box.currentData(),
                                                  count=count), self.window())

    def _toggle_ruins(self) -> None:
        place = self.place_box.currentData()
        if not isinstance(place, int):
            self.message.emit(self.tr("Ruins stand in clearings, not forests."))
            return
        self.session.edit(edits.SetRuins(clearing=place, ruins=not self.session.snapshot.place(place).ruins))

    def _remove_selected(self) -> None:
        picked = self.selected()
        if picked is None:
            self.message.emit(self.tr("Pick a piece in the palette first."))
            return
        faction, kind = picked
        count = self.count.value() if kind == "warrior" else 1
        edit_by_hand(self.session, edits.RemovePiece(faction=faction, piece=kind, place=self.place_box.currentData(),
                                                     count=count), self.window())


