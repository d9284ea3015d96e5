"""The round scoring tiles and the round bonuses on offer as they lie on the table (PRZYGOTOWANIE 2,
9): the app dealt them at New Game, the table may have laid others, so the player corrects them here
during the game. One OK is one undoable correction; a refusal is said in words and the entries stay."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...games.age_of_innovation import edits
from ...games.age_of_innovation.cards import score_tiles
from ..theme import readable
from . import reasons as words


def _tr(text: str) -> str:
    return QCoreApplication.translate("AoITiles", text)


def tile_combo(final: bool, tile: int | None) -> QComboBox:
    """The round scoring tiles (or the final ones) by number and discipline, the spade named."""
    combo = QComboBox()
    for (is_final, t), st in sorted(score_tiles().items()):
        if is_final != final:
            continue
        text = f"{t} · {words.discipline_name(st.discipline)}"
        if st.spade:
            text += _tr(" · spade")
        combo.addItem(text, t)
        if not final:
            combo.setItemData(combo.count() - 1, _tr("{a} VP per building in rounds 1-3, {b} in 4-6").format(
                a=st.vp_rounds_1_3, b=st.vp_rounds_4_6), Qt.ItemDataRole.ToolTipRole)
    combo.setCurrentIndex(max(0, combo.findData(tile)))
    return combo


def round_tiles_grid(tiles: tuple[int, ...], final: int) -> tuple[QWidget, list[QComboBox], QComboBox]:
    """R1 R2 R3 / R4 R5 Final, each a combo showing the given tile."""
    box = QWidget()
    grid = QGridLayout(box)
    grid.setContentsMargins(0, 0, 0, 0)
    boxes: list[QComboBox] = []
    for r in range(6):
        combo = tile_combo(r == 5, final if r == 5 else tiles[r])
        combo.setAccessibleName(_tr("Round {n} scoring tile").format(n=r + 1) if r < 5 else _tr("Final scoring tile"))
        grid.addWidget(QLabel(_tr("R{n}").format(n=r + 1) if r < 5 else _tr("Final")), r // 3, 2 * (r % 3))
        grid.addWidget(combo, r // 3, 2 * (r % 3) + 1)
        boxes.append(combo)
    return box, boxes[:5], boxes[5]


class TilesDialog(QDialog):
    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        snap = session.snapshot
        self.setWindowTitle(_tr("Round tiles and bonuses on the table"))
        layout = QVBoxLayout(self)
        intro = QLabel(_tr("Set what lies on your table: the round scoring tiles (rounds 1-5 and the final one) and "
                           "the round bonuses on offer, left to right, with the coins on each."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid, self.round_tile_boxes, self.final_tile_box = round_tiles_grid(snap.round_tiles, snap.final_tile)
        layout.addWidget(grid)
        bonuses = QGridLayout()
        bonuses.addWidget(QLabel(_tr("Round bonus")), 0, 0)
        bonuses.addWidget(QLabel(_tr("Coins")), 1, 0)
        self.bonus_boxes: list[QSpinBox] = []
        self.coin_boxes: list[QSpinBox] = []
        for i, b in enumerate(snap.bonus_row):
            tile, coins = QSpinBox(), QSpinBox()
            tile.setRange(1, 99)
            tile.setValue(b.tile)
            tile.setAccessibleName(_tr("Round bonus {n} from the left").format(n=i + 1))
            coins.setRange(0, 99)
            coins.setValue(b.coins)
            coins.setAccessibleName(_tr("Coins on round bonus {n} from the left").format(n=i + 1))
            bonuses.addWidget(tile, 0, i + 1)
            bonuses.addWidget(coins, 1, i + 1)
            self.bonus_boxes.append(tile)
            self.coin_boxes.append(coins)
        layout.addLayout(bonuses)
        self.error = QLabel()
        self.error.setWordWrap(True)
        ground = self.palette().color(QPalette.ColorRole.Window)
        self.error.setStyleSheet(f"QLabel {{ color: {readable(QColor('#a3171b'), ground).name()}; font-weight: bold; }}")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def gesture(self) -> list[Any]:
        """The corrections the entries make (only what differs from the game)."""
        snap = self.session.snapshot
        tiles = tuple(int(b.currentData()) for b in self.round_tile_boxes)
        final = int(self.final_tile_box.currentData())
        row = tuple(b.value() for b in self.bonus_boxes), tuple(c.value() for c in self.coin_boxes)
        out: list[Any] = []
        if (tiles, final) != (snap.round_tiles, snap.final_tile):
            out.append(edits.SetRoundTiles(tiles=tiles, final=final))
        if row != (tuple(b.tile for b in snap.bonus_row), tuple(b.coins for b in snap.bonus_row)):
            out.append(edits.SetBonusRow(tiles=row[0], coins=row[1]))
        return out

    def apply(self) -> bool:
        """Send the corrections as one undo step; a refusal shown here, the entries kept."""
        gesture = self.gesture()
        if not gesture:
            return True
        said: list[str] = []

        def hear(code: str, params: dict[str, Any]) -> None:
            said.append(words.error_text(code, params))

        self.session.refused.connect(hear)
        try:
            ok = bool(self.session.edit_all(gesture))
        finally:
            self.session.refused.disconnect(hear)
        self.error.setText(" ".join(said) if not ok else "")
        return ok

    def accept(self) -> None:
        if self.apply():
            super().accept()
