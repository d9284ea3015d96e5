"""The map editor: make the app's board match the one on the table, hex by hex.

No authoritative transcription of the printed board exists (the two shipped candidates disagree and
the board is double-sided), and the Initial Workshop Setup letters are not transcribed at all. The
player starts from candidate A or B (or a map saved before, or a file someone shared), paints terrain
and river with a brush (click or drag; keyboard: arrows move, 1-8 pick the brush, Space paints),
places the letters A-F of each terrain, and saves the map under the user's data folder
(QStandardPaths.AppDataLocation / maps/age_of_innovation) for the New Game page, or exports it to a
file of their choice. A file that is not a map is refused in words (MapFileError's code) and nothing
in the editor changes.

In a running game the same editor works on the board in play: each stroke is one PaintCell or
PlaceLetter edit (undoable like any other correction).
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QStandardPaths, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QKeySequence, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...games.age_of_innovation import edits, mapfiles
from ...games.age_of_innovation.board import (
    BUILTIN_MAPS,
    CELLS,
    TERRAINS,
    WORKSHOP_LETTERS,
    BoardMap,
    Hex,
    MapFileError,
    builtin_map,
    hex_label,
    load_map_file,
    parse_map,
)
from .. import theme
from ..boardscene import FitView
from ..gamewords import capitalised
from . import reasons as words
from .hexdraw import BACKGROUND, GOLD, CellHex, R, hex_centre, hex_path, map_size, paint_letter

log = logging.getLogger(__name__)
MAP_SUFFIX = mapfiles.SUFFIX


def _tr(text: str) -> str:
    return QCoreApplication.translate("AoIMapEditor", text)


# -- the user's map files ------------------------------------------------------------------------
def user_maps_dir() -> Path:
    """Where the player's maps live: the app's data folder / maps/age_of_innovation."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "maps" / "age_of_innovation"


def user_maps() -> list[tuple[Path, BoardMap | MapFileError]]:
    """The player's saved maps (mapfiles.user_maps): a broken file comes with its error in words."""
    return mapfiles.user_maps(user_maps_dir())


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "map"


def write_map(board: BoardMap, path: Path) -> None:
    """Write a map file (checked first: what is written always reads back as the same map)."""
    data = board.to_json()
    parse_map(data, path.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


# -- the editing surface -----------------------------------------------------------------------
class EditorHex(CellHex):
    def __init__(self, h: Hex) -> None:
        super().__init__(h, hex_label(h))
        self.letters = ""
        self.cursor = False
        self.setToolTip(hex_label(h))

    def paint_over(self, painter: QPainter) -> None:
        if self.letters:
            paint_letter(painter, self.letters, QPointF(0, R * 0.2), R * 0.28)
        if self.cursor:
            painter.setPen(QPen(GOLD, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(hex_path(R - 4))


class EditorScene(QGraphicsScene):
    """The hexes of the map being edited; a press paints, a drag paints every hex it crosses."""

    stroke = Signal(tuple)
    """A hex the brush touched (row, col)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(BACKGROUND)
        self.items_by_hex: dict[Hex, EditorHex] = {}
        self._painting = False
        self._last: Hex | None = None

    def show_map(self, board: BoardMap, cursor: Hex | None) -> None:
        hexes = tuple(h for h, _ in board.cells)
        if set(hexes) != set(self.items_by_hex):
            for item in self.items_by_hex.values():
                self.removeItem(item)
            self.items_by_hex = {}
            for h in hexes:
                item = EditorHex(h)
                item.setPos(hex_centre(h))
                self.addItem(item)
                self.items_by_hex[h] = item
            self.setSceneRect(map_size(hexes).adjusted(-8, -8, 8, 8))
        letters: dict[Hex, str] = {}
        for _t, ltr, h in board.workshop_letters:
            letters[h] = letters.get(h, "") + ltr
        for h, cell in board.cells:
            item = self.items_by_hex[h]
            item.cell, item.letters, item.cursor = cell, letters.get(h, ""), h == cursor
            item.setToolTip(f"{hex_label(h)}: {words.terrain_name(cell)}")
            item.update()

    def hex_at(self, pos: QPointF) -> Hex | None:
        for h, item in self.items_by_hex.items():
            if item.contains(item.mapFromScene(pos)):
                return h
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._painting = True
            self._touch(event.scenePos())
            event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._painting:
            self._touch(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._painting = False
        self._last = None

    def _touch(self, pos: QPointF) -> None:
        h = self.hex_at(pos)
        if h is not None and h != self._last:
            self._last = h
            self.stroke.emit(h)


class MapEditor(QDialog):
    """Paint terrain and river, place the workshop letters, save / export / open map files.

    Without a session it edits a map file (from the New Game page or the Game menu); with one it
    edits the board in play by PaintCell / PlaceLetter edits."""

    def __init__(self, parent: QWidget | None = None, session: Any = None, start: BoardMap | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(_tr("Age of Innovation map editor"))
        self.resize(1100, 760)
        self.setMinimumSize(960, 620)  # the map stays big enough to paint hex by hex
        if session is not None:
            self.board = session.snapshot.board.as_map()
        else:
            self.board = start or builtin_map("candidate_b")
        self.base_name = self.board.name
        self.cursor: Hex = self.board.hexes[0]
        self.saved_path: Path | None = None
        self.history: list[BoardMap] = []
        """The boards before each stroke here (outside a game; in a game the session keeps them)."""
        self.saved_board = self.board
        """The board as last started, opened or saved: closing with another asks first."""
        self.game_strokes = 0
        """Corrections made in this editor in a game: its Undo takes back only those."""
        self.discard_armed = False
        """Close was pressed once with strokes not saved: the next Close discards them."""
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.start = QComboBox()
        self.start.setAccessibleName(_tr("Start from"))
        for map_id in BUILTIN_MAPS:
            self.start.addItem(words.data_name(builtin_map(map_id).name), f"builtin:{map_id}")
        for path, found in user_maps():
            if isinstance(found, MapFileError):
                self.start.addItem(_tr("{file}: {why}").format(file=path.name, why=words.error_text(found.code,
                                                                                                     found.params)))
                self.start.model().item(self.start.count() - 1).setEnabled(False)  # type: ignore[attr-defined]
            else:
                self.start.addItem(_tr("{name} (your map)").format(name=found.name), f"file:{path}")
        current = self.start.findText(self.board.name)
        if current >= 0:
            self.start.setCurrentIndex(current)
        self.start_button = QPushButton(_tr("Start &from this map"))
        self.open_button = QPushButton(_tr("&Open a map file…"))
        top.addWidget(QLabel(_tr("Start from:")))
        top.addWidget(self.start, 1)
        top.addWidget(self.start_button)
        top.addWidget(self.open_button)
        if session is not None:
            for w in (self.start, self.start_button, self.open_button):
                w.setEnabled(False)  # in a game the board in play is what is corrected
        layout.addLayout(top)
        self.uncertain = QLabel()
        self.uncertain.setWordWrap(True)
        self.uncertain.setStyleSheet(theme.fill_style("demo"))  # the theme's warning fill, light or dark
        layout.addWidget(self.uncertain)
        body = QHBoxLayout()
        brushes = QVBoxLayout()
        brushes.addWidget(QLabel(_tr("<b>Brush</b> (keys 1-8)")))
        self.brush_group = QButtonGroup(self)
        self.brush_buttons: dict[str, QRadioButton] = {}
        for i, cell in enumerate(CELLS):
            b = QRadioButton(f"{i + 1}  {capitalised(words.terrain_name(cell))}")
            swatch = QPixmap(18, 18)
            swatch.fill(QColor(self._colour(cell)))
            edge = QPainter(swatch)  # a mid-grey rim: the black swamp swatch stays visible on a dark theme
            edge.setPen(QPen(QColor("#8a8a8a"), 2))
            edge.drawRect(1, 1, 16, 16)
            edge.end()
            b.setIcon(QIcon(swatch))
            self.brush_group.addButton(b, i)
            brushes.addWidget(b)
            self.brush_buttons[cell] = b
        self.brush_buttons["river"].setChecked(True)
        brushes.addSpacing(12)
        self.letter_mode = QRadioButton(_tr("9  Workshop letter:"))
        self.brush_group.addButton(self.letter_mode, len(CELLS))
        brushes.addWidget(self.letter_mode)
        self.letter = QComboBox()
        for ltr in WORKSHOP_LETTERS:
            self.letter.addItem(ltr, ltr)
        self.letter.setAccessibleName(_tr("Letter"))
        brushes.addWidget(self.letter)
        self.erase_letter = QRadioButton(_tr("0  Remove letters"))
        self.brush_group.addButton(self.erase_letter, len(CELLS) + 1)
        brushes.addWidget(self.erase_letter)
        note = QLabel(_tr("A letter goes on a hex of its terrain: it is the letter of that hex's terrain on the "
                          "Initial Workshop Setup card."))
        note.setWordWrap(True)
        brushes.addWidget(note)
        brushes.addStretch(1)
        body.addLayout(brushes)
        self.scene = EditorScene(self)
        self.view = FitView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        body.addWidget(self.view, 1)
        layout.addLayout(body, 1)
        bottom = QHBoxLayout()
        self.name = QLineEdit(self.board.name if session is None else _tr("{name} (corrected)").format(
            name=self.board.name))
        self.name.setAccessibleName(_tr("Map name"))
        self.name.setMinimumWidth(240)
        self.verified = QCheckBox(_tr("I checked every hex against my board"))
        self.verified.setChecked(self.board.verified)
        self.save_button = QPushButton(_tr("&Save to my maps"))
        self.export_button = QPushButton(_tr("&Export…"))
        self.close_button = QPushButton(_tr("Close"))
        self.undo_button = QPushButton(_tr("&Undo"))
        self.undo_button.setToolTip(_tr("Take back the last stroke (Ctrl+Z)"))
        bottom.addWidget(self.undo_button)
        bottom.addWidget(QLabel(_tr("Name:")))
        bottom.addWidget(self.name, 1)
        bottom.addWidget(self.verified)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.export_button)
        bottom.addWidget(self.close_button)
        layout.addLayout(bottom)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.scene.stroke.connect(self.paint_hex)
        self.start_button.clicked.connect(self.start_from_choice)
        self.open_button.clicked.connect(lambda: self.open_file(None))
        self.save_button.clicked.connect(lambda: self.save())
        self.export_button.clicked.connect(lambda: self.export(None))
        self.close_button.clicked.connect(self.accept)
        self.undo_button.clicked.connect(self.undo)
        if session is not None:
            session.snapshotChanged.connect(self._from_session)
        self.refresh()

    @staticmethod
    def _colour(cell: str) -> str:
        from .hexdraw import terrain_colour

        return terrain_colour(cell).name()

    # -- state -------------------------------------------------------------------------------
    def _from_session(self, snap: Any) -> None:
        if getattr(snap, "game", "") == "age_of_innovation":
            self.board = snap.board.as_map()
            self.refresh()

    def refresh(self) -> None:
        self.scene.show_map(self.board, self.cursor)
        self.undo_button.setEnabled(self.game_strokes > 0 if self.session is not None else bool(self.history))
        self.discard_armed = False  # a new stroke: Close warns again
        placed = sorted({t for t, _, _ in self.board.workshop_letters})
        missing = [t for t in TERRAINS if t not in placed]
        parts = []
        if not self.board.verified:
            parts.append(_tr("⚠ Unverified: {name}, from {source}.").format(
                name=self.board.name, source=self.board.source.split(" via ")[0] or _tr("an unknown source")))
        if missing:
            parts.append(_tr("Workshop letters still to place for: {terrains}.").format(
                terrains=", ".join(words.terrain_name(t) for t in missing)))
        self.uncertain.setText(" ".join(parts))
        self.uncertain.setVisible(bool(parts))

    def brush(self) -> str:
        checked = self.brush_group.checkedId()
        if checked < len(CELLS):
            return CELLS[checked]
        return "letter" if checked == len(CELLS) else "erase_letter"

    def say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        if error:  # the refusal in red, a shade readable on this palette (as the setup dialogs say it)
            ground = self.palette().color(QPalette.ColorRole.Window)
            self.status.setStyleSheet(f"QLabel {{ color: {theme.readable(QColor('#a3171b'), ground).name()}; "
                                      "font-weight: bold; }")
        else:
            self.status.setStyleSheet("")

    # -- strokes -----------------------------------------------------------------------------
    def paint_hex(self, h: Hex) -> bool:
        """The brush on one hex: a terrain or the river, a letter, or letters removed."""
        h = (int(h[0]), int(h[1]))
        self.cursor = h
        brush = self.brush()
        cell = self.board.terrain[h]
        if brush == "letter":
            letter = str(self.letter.currentData())
            if cell == "river":
                self.say(words.error_text("gui.letter_on_river", {"letter": letter, "hex": h}), True)
                self.refresh()
                return False
            return self._letters(h, [(t, ltr, at) for t, ltr, at in self.board.workshop_letters
                                     if not (t == cell and ltr == letter)] + [(cell, letter, h)],
                                 [edits.PlaceLetter(terrain=cell, letter=letter, hex=h)])  # type: ignore[arg-type]
        if brush == "erase_letter":
            gone = [(t, ltr) for t, ltr, at in self.board.workshop_letters if at == h]
            return self._letters(h, [x for x in self.board.workshop_letters if x[2] != h],
                                 [edits.PlaceLetter(terrain=t, letter=ltr, hex=None) for t, ltr in gone])
        if cell == brush:
            self.refresh()
            return False
        dropped = [(t, ltr) for t, ltr, at in self.board.workshop_letters if at == h]
        if self.session is not None:
            # one stroke, one undo step: the letters come off with the paint, or nothing changes
            ok = bool(self.session.edit_all([*(edits.PlaceLetter(terrain=t, letter=ltr, hex=None) for t, ltr in dropped),
                                             edits.PaintCell(hex=h, cell=brush)]))  # type: ignore[arg-type]
            self.game_strokes += 1 if ok else 0
        else:
            cells = dict(self.board.cells)
            cells[h] = brush  # type: ignore[assignment]
            self.history.append(self.board)
            self.board = BoardMap(
                id=self.board.id, name=self.board.name, cells=tuple(sorted(cells.items())), bridges=tuple(
                    (a, b) for a, b in self.board.bridges if cells.get(a) != "river" and cells.get(b) != "river"),
                workshop_letters=tuple(x for x in self.board.workshop_letters if x[2] != h),
                source=self.board.source, confidence=self.board.confidence, verified=False, unknown=self.board.unknown)
            self.verified.setChecked(False)
            ok = True
        if ok:
            self.say(_tr("{hex} painted {terrain}.").format(hex=hex_label(h), terrain=words.terrain_name(brush))
                     + (" " + _tr("Its letter {letters} was taken off (a letter stays on its terrain).").format(
                         letters="".join(ltr for _, ltr in dropped)) if dropped else ""))
        self.refresh()
        return ok

    def _letters(self, h: Hex, letters: list[Any], as_edits: list[Any]) -> bool:
        if self.session is not None:
            ok = all(self.session.edit(e) for e in as_edits)
            self.game_strokes += len(as_edits) if ok else 0
        else:
            self.history.append(self.board)
            self.board = BoardMap(id=self.board.id, name=self.board.name, cells=self.board.cells,
                                  bridges=self.board.bridges, workshop_letters=tuple(sorted(letters)),
                                  source=self.board.source, confidence=self.board.confidence,
                                  verified=self.board.verified, unknown=self.board.unknown)
            ok = True
        if ok:
            self.say(_tr("Letters on {hex}: {letters}").format(
                hex=hex_label(h), letters="".join(ltr for t, ltr, at in self.board.workshop_letters if at == h)
                or words.name("none")))
        self.refresh()
        return ok

    # -- taking back and closing -----------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last stroke: in a game the session's last correction made here, else the
        editor's own history (a start or an opened file included)."""
        if self.session is not None:
            if self.game_strokes <= 0:
                return False
            self.game_strokes -= 1
            self.session.undo()
        elif self.history:
            self.board = self.history.pop()
        else:
            return False
        self.say(_tr("Last stroke taken back."))
        self.refresh()
        return True

    def accept(self) -> None:
        """Close; with strokes not saved (outside a game) the first Close says so and a second one
        discards them (no modal question: the map stays in view while the player decides)."""
        if self.session is None and self.board != self.saved_board and not self.discard_armed:
            self.discard_armed = True
            self.say(_tr("The map has changes you have not saved: Save to my maps, or Close again to discard "
                         "them."), True)
            return
        super().accept()

    def reject(self) -> None:  # Esc and the window's close button close the same way as Close
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undo()
            return
        key = event.key()
        moves = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if key in moves:
            dr, dc = moves[key]  # type: ignore[index]
            target = (self.cursor[0] + dr, self.cursor[1] + dc)
            if target in self.board.terrain:
                self.cursor = target
                self.say(_tr("{hex}: {terrain}").format(hex=hex_label(target),
                                                        terrain=words.terrain_name(self.board.terrain[target])))
                self.refresh()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.brush_group.button(key - Qt.Key.Key_1).setChecked(True)
            return
        if key == Qt.Key.Key_0:
            self.erase_letter.setChecked(True)
            return
        if key == Qt.Key.Key_Space:
            self.paint_hex(self.cursor)
            return
        super().keyPressEvent(event)

    # -- files -------------------------------------------------------------------------------
    def edited_map(self) -> BoardMap | None:
        """The map as it will be saved (its name, the verified tick), or None with the reason shown."""
        name = self.name.text().strip()
        if not name:
            self.say(words.error_text("map.no_name", {}), True)
            return None
        unknown = tuple(u for u in self.board.unknown if "letters" not in u or
                        {t for t, _, _ in self.board.workshop_letters} != set(TERRAINS))
        return BoardMap(id=slug(name), name=name, cells=self.board.cells, bridges=self.board.bridges,
                        workshop_letters=self.board.workshop_letters,
                        source=self.board.source if self.base_name == name else
                        _tr("{source}; corrected by the player in the map editor").format(source=self.board.source),
                        confidence=self.board.confidence, verified=self.verified.isChecked(), unknown=unknown)

    def save(self, folder: Path | None = None, replace: bool | None = None) -> Path | None:
        """Save under the user's maps folder (the New Game page lists it); a map of the same name is
        replaced only when the player says so (`replace`, or asked)."""
        board = self.edited_map()
        if board is None:
            return None
        folder = folder or user_maps_dir()
        try:
            path = mapfiles.save_map(board, folder, board.name, replace=bool(replace))
        except MapFileError as err:
            if err.code == "map.exists" and replace is None and QMessageBox.question(
                    self, _tr("Replace the map?"), _tr("You already have a map named {name}. Replace it?").format(
                        name=board.name)) == QMessageBox.StandardButton.Yes:
                return self.save(folder, replace=True)
            self.say(words.error_text(err.code, err.params), True)
            return None
        self.saved_path = path
        self.saved_board = self.board
        self.say(words.error_text("gui.map_saved", {"path": str(path)}))
        return path

    def export(self, path: Path | None) -> Path | None:
        """Write the map to a file the player picks (to share it)."""
        board = self.edited_map()
        if board is None:
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, _tr("Export the map"), f"{board.id}{MAP_SUFFIX}",
                                                    _tr("Age of Innovation maps (*.json)"))
            if not chosen:
                return None
            path = Path(chosen)
        return self._write(board, path)

    def _write(self, board: BoardMap, path: Path) -> Path | None:
        try:
            write_map(board, path)
        except MapFileError as err:
            self.say(words.error_text(err.code, err.params), True)
            return None
        except OSError as exc:
            self.say(words.error_text("gui.map_write_failed", {"path": str(path), "error": exc.strerror or str(exc)}),
                     True)
            return None
        self.saved_path = path
        self.saved_board = self.board
        self.say(words.error_text("gui.map_saved", {"path": str(path)}))
        return path

    def open_file(self, path: Path | None) -> bool:
        """Open a map file; a bad one is refused in words and the map being edited stays as it was."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, _tr("Open a map"), "", _tr("Age of Innovation maps (*.json)"))
            if not chosen:
                return False
            path = Path(chosen)
        try:
            board = load_map_file(path)
        except MapFileError as err:
            self.say(_tr("Not opened: {why}").format(why=words.error_text(err.code, err.params)), True)
            return False
        self._start(board)
        return True

    def start_from_choice(self) -> bool:
        kind, _, where = str(self.start.currentData()).partition(":")
        if kind == "builtin":
            self._start(builtin_map(where))
            return True
        return self.open_file(Path(where))

    def _start(self, board: BoardMap) -> None:
        self.history.append(self.board)  # Undo goes back to the map as it was edited
        self.board = board
        self.saved_board = board
        self.base_name = board.name
        self.name.setText(board.name)
        self.verified.setChecked(board.verified)
        self.cursor = board.hexes[0]
        self.say(_tr("Editing {name}.").format(name=board.name))
        self.refresh()

