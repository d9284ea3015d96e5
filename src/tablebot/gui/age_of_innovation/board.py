"""The Age of Innovation board: the hex map (terrain, rivers, bridge spaces and bridges, every side's
buildings, the workshop letters), the science board with each side's markers and the scholar spaces,
the round bonuses on offer, your supply and the terrain brushes, and the Automa's proposal over them.

The scene is fed from the session's snapshot and never changes it: a dragged piece becomes one edit
on release (games/age_of_innovation/edits.py); a drop that cannot be on a board springs back and the
status bar says why, in words. The proposal (the chosen hex, the options tried before it fading by
the tie-breaker that eliminated them, the directional count numbered 1..n with its arrow) lives on
overlay items until the player confirms.

Every uncertainty is shown: an unverified board has a banner naming its source, and a terrain whose
Initial Workshop Setup letters are not placed yet says so under the map.
"""

from __future__ import annotations

import logging
import math
from functools import partial
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSettings, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QInputDialog,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...controller.session import Session
from ...games.age_of_innovation import actions as act
from ...games.age_of_innovation import edits
from ...games.age_of_innovation.board import CELLS, TERRAINS, WORKSHOP_LETTERS, Hex, hex_label
from ...games.age_of_innovation.cards import BUILDING_KINDS, DISCIPLINES, upgrades_to
from ...games.age_of_innovation.state import AoISnapshot
from .. import theme
from ..boardscene import DragPiece, FitView, OverlayScene, ProgressItem, draw_text, exec_menu, pixel_font
from ..gamewords import capitalised
from . import reasons as words
from .hexdraw import (
    BACKGROUND,
    GOLD,
    INK,
    PAPER,
    CellHex,
    R,
    hex_centre,
    hex_path,
    hex_polygon,
    ink_on,
    map_size,
    paint_building,
    paint_cell,
    paint_letter,
    paint_power_token,
    terrain_colour,
)

log = logging.getLogger(__name__)

SCIENCE_COL_W = 80.0
SCIENCE_ROW_H = 27.0
LEVELS = 13
"""Levels 0-12 of each discipline."""
DISCIPLINE_COLOURS = {"banking": QColor("#d4a017"), "law": QColor("#3a6fb0"), "engineering": QColor("#8a8a8a"),
                      "medicine": QColor("#b03a5a")}
SIDE_LETTERS = {"human": "Y", "human2": "2", "automa": "A", "automa2": "B"}
"""Letters double the colours: You, the second player, the Automa, the second Automa."""


def stage_opacity(stage: int, ties: int) -> float:
    """How far an option has faded: the first tie-breaker's eliminations most, each later one less,
    an option left for the count (stage 0) hardly at all."""
    if stage == 0:
        return 0.9
    return 0.45 + 0.4 * (stage - 1) / max(1, ties)


def _tr(text: str) -> str:
    return QCoreApplication.translate("AoIBoard", text)


def side_colour(snap: AoISnapshot, side: str) -> QColor:
    """A side plays in its terrain's colour (the Automa's colour = its preferred terrain's)."""
    for h in snap.humans:
        if h.side == side:
            return terrain_colour(h.terrain)
    for a in snap.automas:
        if a.side == side:
            return terrain_colour(a.terrain)
    return QColor("#777777")


def hexes_of(options: tuple[Any, ...]) -> tuple[Hex, ...]:
    """The options that are hexes (a selection chooses hexes, slots or disciplines)."""
    out = []
    for o in options:
        if isinstance(o, (tuple, list)) and len(o) == 2:
            out.append((int(o[0]), int(o[1])))
    return tuple(out)


def elimination_stage(selection: act.Selection) -> dict[Hex, int]:
    """For each hex option: 0 if it survived every tie-breaker, else the number (1..) of the
    tie-breaker that eliminated it (ROZSTRZYGANIE REMISÓW: each method on what the previous kept)."""
    stage: dict[Hex, int] = {}
    alive = set(hexes_of(selection.options))
    for i, tie in enumerate(selection.ties, start=1):
        kept = set(hexes_of(tie.kept))
        for h in alive - kept:
            stage[h] = i
        alive &= kept
    for h in alive:
        stage[h] = 0
    return stage


# -- the map -----------------------------------------------------------------------------------
class HexItem(CellHex):
    """One hex: its terrain (or river), its name, a building and its power token, a workshop letter."""

    def __init__(self, board: AoIScene, h: Hex) -> None:
        super().__init__(h, hex_label(h))
        self.board = board
        self.building: tuple[str, QColor, bool] | None = None
        self.letters: list[str] = []
        self.setZValue(float(theme.Layer.CLEARING))
        self.setAcceptedMouseButtons(Qt.MouseButton.RightButton)

    def set_state(self, snap: AoISnapshot) -> None:
        self.cell = snap.terrain(self.hex)
        b = snap.building_at(self.hex)
        self.building = (b.kind, side_colour(snap, b.owner), b.marked) if b is not None else None
        self.letters = [f"{ltr}" for t, ltr, h in snap.board.workshop_letters if tuple(h) == self.hex]
        self.setToolTip(hex_tip(snap, self.hex))
        self.update()

    def paint_over(self, painter: QPainter) -> None:
        if self.letters:
            paint_letter(painter, "".join(self.letters), QPointF(-R * 0.5, R * 0.42), R * 0.17)
        if self.building is not None:
            kind, colour, marked = self.building
            paint_building(painter, kind, colour, QPointF(0, R * 0.12), R * 0.5)
            if marked:
                paint_power_token(painter, QPointF(R * 0.55, R * 0.42), R * 0.24)


def hex_tip(snap: AoISnapshot, h: Hex) -> str:
    parts = [_tr("Hex {hex}: {terrain}").format(hex=hex_label(h), terrain=words.terrain_name(snap.terrain(h)))]
    b = snap.building_at(h)
    if b is not None:
        text = _tr("{owner} {building}").format(owner=words.owner_name(b.owner, capital=True),
                                                building=words.building_name(b.kind))
        if b.marked:
            text += " " + _tr("(marked: a power token beside it)")
        parts.append(text)
    for t, ltr, at in snap.board.workshop_letters:
        if tuple(at) == h:
            parts.append(_tr("Initial workshop letter {letter} ({terrain})").format(letter=ltr,
                                                                                    terrain=words.terrain_name(t)))
    parts.append(_tr("Drag a building or a terrain here; right-click to correct."))
    return "\n".join(parts)


class BridgeItem(QGraphicsObject):
    """A bridge space across a river (dashed) or a bridge built on it (solid, in its owner's colour)."""

    def __init__(self, a: QPointF, b: QPointF, colour: QColor | None, tip: str) -> None:
        super().__init__()
        self.a, self.b, self.colour = a, b, colour
        self.setZValue(float(theme.Layer.SLOT))
        self.setToolTip(tip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(self.a, self.b).normalized().adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.b - self.a
        a, b = self.a + d * 0.3, self.b - d * 0.3
        if self.colour is None:
            pen = QPen(QColor("#6b4a2a"), 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
        else:
            for colour, width in ((INK, 9.0), (self.colour, 6.0)):
                pen = QPen(colour, width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(a, b)
            return
        painter.drawLine(a, b)


class BannerItem(QGraphicsObject):
    """The board's uncertainty in words, always on screen: an unverified map names its source; the
    terrains whose initial workshop letters are not placed are listed."""

    def __init__(self, board: AoIScene | None = None) -> None:
        super().__init__()
        self.board = board
        self.text = ""
        self.warn = False
        self.width = 900.0
        self.setZValue(float(theme.Layer.BANNER))
        if board is not None:  # a click opens the map editor, where the board is corrected
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.board is not None:
            self.board.editorRequested.emit()

    def set_text(self, text: str, warn: bool, width: float) -> None:
        self.prepareGeometryChange()
        self.text, self.warn, self.width = text, warn, width
        self.setToolTip(text)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 34)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#ffd966") if self.warn else QColor("#dff0d8"))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 6, 6)
        draw_text(painter, self.boundingRect().adjusted(10, 0, -10, 0), self.text, 14, INK, True,
                  Qt.AlignmentFlag.AlignLeft.value | Qt.AlignmentFlag.AlignVCenter.value
                  | Qt.TextFlag.TextWordWrap.value)


# -- the science board -------------------------------------------------------------------------
class ScienceItem(QGraphicsObject):
    """Four disciplines, levels 0-12 bottom to top (level 8 needs a key), the scholar spaces below
    each (3-2-2-2, the occupant's colour); the markers are their own items on top."""

    def __init__(self, board: AoIScene) -> None:
        super().__init__()
        self.board = board
        self.snap: AoISnapshot | None = None
        self.proposed: tuple[str, int] | None = None
        self.proposed_scholar: tuple[str, int] | None = None
        """The scholar space the proposal fills (discipline, value), ringed gold."""
        self.setZValue(float(theme.Layer.SLOT))
        self.setAcceptedMouseButtons(Qt.MouseButton.RightButton)
        self.setToolTip(_tr("The science board: each side's marker on banking, law, engineering and medicine (level 8 "
                            "and 12 framed). Under each discipline its scholar spaces (3, 2, 2, 2), filled in the "
                            "colour of the side whose scholar stands there; right-click one to correct it."))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 4 * SCIENCE_COL_W, 28 + LEVELS * SCIENCE_ROW_H + 44)

    def space_rect(self, d: int, level: int) -> QRectF:
        return QRectF(d * SCIENCE_COL_W + 2, 28 + (LEVELS - 1 - level) * SCIENCE_ROW_H, SCIENCE_COL_W - 4,
                      SCIENCE_ROW_H - 2)

    def scholar_rect(self, d: int, i: int, n: int) -> QRectF:
        w = (SCIENCE_COL_W - 6) / max(1, n)
        return QRectF(d * SCIENCE_COL_W + 3 + i * w, 30 + LEVELS * SCIENCE_ROW_H, w - 2, 36)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(self.boundingRect(), 6, 6)
        for i, d in enumerate(DISCIPLINES):
            colour = DISCIPLINE_COLOURS[d]
            draw_text(painter, QRectF(i * SCIENCE_COL_W, 2, SCIENCE_COL_W, 24), capitalised(words.discipline_name(d)),
                      11, colour.darker(130), True)
            for level in range(LEVELS):
                rect = self.space_rect(i, level)
                painter.setPen(QPen(colour.darker(120), 2.5 if level in (8, 12) else 1))
                painter.setBrush(colour.lighter(175) if level % 2 else colour.lighter(160))
                if self.proposed == (d, level):
                    painter.setPen(QPen(GOLD, 4))
                painter.drawRect(rect)
                draw_text(painter, QRectF(rect.x() + 2, rect.y(), 18, rect.height()), str(level), 11, INK, False,
                          Qt.AlignmentFlag.AlignLeft.value | Qt.AlignmentFlag.AlignVCenter.value)
            spaces = [s for s in (self.snap.scholar_spaces if self.snap else ()) if s.discipline == d]
            for j, s in enumerate(spaces):
                rect = self.scholar_rect(i, j, len(spaces))
                painter.setPen(QPen(INK, 1))
                painter.setBrush(side_colour(self.snap, s.occupant) if self.snap and s.occupant else QColor("#ffffff"))
                painter.drawEllipse(rect.center(), rect.width() / 2 - 1, rect.width() / 2 - 1)
                fill = side_colour(self.snap, s.occupant) if self.snap and s.occupant else QColor("#ffffff")
                draw_text(painter, rect, str(s.value), 12, ink_on(fill), True)
                if self.proposed_scholar == (d, s.value) and s.occupant is None:
                    painter.setPen(QPen(GOLD, 3.5))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawEllipse(rect.center(), rect.width() / 2 + 1, rect.width() / 2 + 1)

    def space_at(self, pos: QPointF) -> tuple[str, int] | None:
        local = self.mapFromScene(pos)
        for i, d in enumerate(DISCIPLINES):
            for level in range(LEVELS):
                if self.space_rect(i, level).adjusted(-1, -1, 1, 1).contains(local):
                    return d, level
        return None

    def scholar_at(self, pos: QPointF) -> tuple[str, int] | None:
        if self.snap is None:
            return None
        local = self.mapFromScene(pos)
        for i, d in enumerate(DISCIPLINES):
            spaces = [s for s in self.snap.scholar_spaces if s.discipline == d]
            for j, s in enumerate(spaces):
                if self.scholar_rect(i, j, len(spaces)).contains(local):
                    return d, s.value
        return None

    def marker_pos(self, side_index: int, sides: int, d: str, level: int) -> QPointF:
        rect = self.space_rect(DISCIPLINES.index(d), level)  # type: ignore[arg-type]
        step = (rect.width() - 22) / max(1, sides)
        return self.mapToScene(QPointF(rect.x() + 24 + step * (side_index + 0.5), rect.center().y()))


class Marker(DragPiece):
    """A side's science marker on a discipline: yours drag along it (one MoveScience); the Automa's
    drag to correct."""

    def __init__(self, board: AoIScene | None, side: str, discipline: str, colour: QColor) -> None:
        super().__init__(float(theme.Layer.MARKER))
        self.board = board
        self.side = side
        self.discipline = discipline
        self.colour = colour
        if board is not None:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, 20, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(ink_on(self.colour), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 0), 9, 9)
        draw_text(painter, QRectF(-9, -9, 18, 18), SIDE_LETTERS.get(self.side, "?"), 11, ink_on(self.colour))

    def dropped(self, pos: QPointF) -> None:
        if self.board is not None:
            self.board.marker_dropped(self, pos)


# -- your supply, the brushes and the round bonuses ---------------------------------------------
class SupplyPiece(DragPiece):
    """Something you drag onto the board: a building of your supply (onto an empty hex: build; onto
    your building: upgrade), a terrain brush (onto a hex: transform), a round bonus (onto your box:
    pass)."""

    def __init__(self, board: AoIScene, kind: str, value: str, tip: str) -> None:
        super().__init__(float(theme.Layer.PIECE))
        self.board = board
        self.kind = kind
        self.value = value
        self.colour = QColor("#777777")
        self.caption = ""
        self.proposed = False
        """A round bonus the Automa's pass takes: framed gold."""
        self.setToolTip(tip)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-31, -26, 62, 58)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "building":
            paint_building(painter, self.value, self.colour, QPointF(0, -4), 19)
        elif self.kind == "terrain":
            painter.save()
            painter.scale(0.55, 0.55)
            paint_cell(painter, self.value, R)
            painter.restore()
        else:  # a round bonus tile
            rect = QRectF(-22, -24, 44, 40)
            painter.setPen(QPen(GOLD, 4) if self.proposed else QPen(INK, 1.5))
            painter.setBrush(QColor("#f6e7b0"))
            painter.drawRoundedRect(rect, 5, 5)
            draw_text(painter, rect.adjusted(0, 0, 0, -10), self.value, 18, INK, True)
        if self.caption:
            draw_text(painter, QRectF(-31, 18, 62, 14), self.caption, 10, INK, False)

    def dropped(self, pos: QPointF) -> None:
        self.board.piece_dropped(self, pos)


class BoxItem(QGraphicsObject):
    """A labelled box on the board (your supply, where a round bonus is dropped to pass, the bonus row)."""

    def __init__(self, rect: QRectF, title: str) -> None:
        super().__init__()
        self.rect = rect
        self.title = title
        self.lines: list[str] = []
        self.setZValue(float(theme.Layer.FOREST))
        self.setAcceptedMouseButtons(Qt.MouseButton.RightButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(self.rect, 6, 6)
        draw_text(painter, QRectF(self.rect.x() + 8, self.rect.y() + 2, self.rect.width() - 16, 18), self.title, 12,
                  INK, True, Qt.AlignmentFlag.AlignLeft.value | Qt.AlignmentFlag.AlignVCenter.value)
        y = self.rect.y() + 22
        for line in self.lines:
            draw_text(painter, QRectF(self.rect.x() + 8, y, self.rect.width() - 16, 16), line, 12, INK, False,
                      Qt.AlignmentFlag.AlignLeft.value | Qt.AlignmentFlag.AlignVCenter.value)
            y += 16


# -- the proposal ------------------------------------------------------------------------------
TIE_SHORT = {
    "bring_together": QT_TRANSLATE_NOOP("AoIBoard", "bring together"),
    "atp": QT_TRANSLATE_NOOP("AoIBoard", "terrain priority"),
    "faction_atp_yours": QT_TRANSLATE_NOOP("AoIBoard", "your terrain's priority"),
    "closest_to_you": QT_TRANSLATE_NOOP("AoIBoard", "closest to you"),
    "faction_closest_to_you": QT_TRANSLATE_NOOP("AoIBoard", "closest to you"),
    "least_power": QT_TRANSLATE_NOOP("AoIBoard", "least power to you"),
    "faction_most_power": QT_TRANSLATE_NOOP("AoIBoard", "most power to you"),
    "workshop_next_to_you": QT_TRANSLATE_NOOP("AoIBoard", "next to you"),
}
"""Each tie-breaker's name on the badge of the hexes it eliminated (ROZSTRZYGANIE REMISÓW)."""


def tie_name(method: str, n: int) -> str:
    if method in TIE_SHORT:
        return QCoreApplication.translate("AoIBoard", TIE_SHORT[method])
    return _tr("tie-breaker {n}").format(n=n)


class TieBadge(QGraphicsObject):
    """An eliminated option's badge: which tie-breaker removed it, in words, never faded with its ring
    (white text at half opacity on a red hex could not be read)."""

    def __init__(self, text: str, parent: QGraphicsObject) -> None:
        super().__init__(parent)
        self.text = text
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-R * 0.82, -R * 0.3, R * 1.64, R * 0.8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#c2185b"), 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 5, 5)
        text_rect = rect.adjusted(2, 0, -2, 0)
        draw_text(painter, text_rect, self.text, self.fitted_px(text_rect), INK, True, self.FLAGS)

    FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap

    def fitted_px(self, rect: QRectF) -> float:
        """The badge's type size, smaller where a language's longer words wrap past the badge's
        two lines ("✗ priorytet terenu")."""
        flags = self.FLAGS if isinstance(self.FLAGS, int) else self.FLAGS.value
        px = R * 0.28
        while px > R * 0.18:
            needed = QFontMetricsF(pixel_font(px)).boundingRect(rect, flags, self.text)
            if needed.height() <= rect.height() and needed.width() <= rect.width():
                break
            px -= 1
        return px


class HexMark(QGraphicsObject):
    """A hex of the proposal: the chosen one (gold ring, its name over it, a click confirms), an
    option the tie-breakers or the count passed over (a ring, faded by the stage that eliminated it,
    and a badge naming that tie-breaker), with its number in the directional count."""

    def __init__(self, board: AoIScene, kind: str, number: int | None, tip: str, stage: int = 0,
                 label: str = "", eliminated_by: str = "", numbers: tuple[int, ...] = ()) -> None:
        super().__init__()
        self.board = board
        self.kind = kind
        self.number = number
        self.numbers = numbers or ((number,) if number is not None else ())
        """Every place this hex took in the count (a count past the last option starts again)."""
        self.stage = stage
        self.label = label
        self.badge = TieBadge("✗ " + eliminated_by, self) if stage and eliminated_by else None
        self.setToolTip(tip)
        self.setZValue(float(theme.Layer.GHOST) + (1 if kind == "chosen" else 0))
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if kind == "chosen" else Qt.MouseButton.NoButton)
        if kind == "chosen":
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 4, -R - 4, 2 * R + 8, 2 * R + 8)

    def shape(self) -> QPainterPath:
        return hex_path(R)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.kind == "chosen":
            painter.setPen(QPen(INK, 8))
            painter.drawPolygon(hex_polygon(R - 4))
            painter.setPen(QPen(GOLD, 5))
            painter.drawPolygon(hex_polygon(R - 4))
        elif self.kind == "counted":
            painter.setPen(QPen(QColor("#ffffff"), 5))
            painter.drawPolygon(hex_polygon(R - 5))
            painter.setPen(QPen(QColor("#c2185b"), 3))
            painter.drawPolygon(hex_polygon(R - 5))
        else:  # an option a tie-breaker eliminated (stage 1..) or left for the count
            painter.setPen(QPen(QColor("#c2185b"), 3, Qt.PenStyle.DashLine))
            painter.drawPolygon(hex_polygon(R - 6))
        if self.label and self.kind in ("chosen", "counted"):
            # the ring covers the cell's name, and the reasons name this hex: say it on top
            rect = QRectF(-R * 0.4, -R * 0.88, R * 0.8, R * 0.36)
            painter.setPen(QPen(INK if self.kind == "chosen" else QColor("#c2185b"), 1.5))
            painter.setBrush(GOLD if self.kind == "chosen" else QColor("#ffffff"))
            painter.drawRoundedRect(rect, 5, 5)
            draw_text(painter, rect, self.label, R * 0.3, INK, True)
        if self.numbers:
            text = "·".join(str(n) for n in self.numbers)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(GOLD if self.kind == "chosen" else QColor("#f8bbd0"))
            rect = self.number_rect()
            painter.drawRoundedRect(rect, R * 0.28, R * 0.28)
            draw_text(painter, rect, text, R * 0.36, INK, True)

    def number_rect(self) -> QRectF:
        """The count's number(s) at the hex's right, below its name (the reasons name the hex),
        a pill wider for each further number."""
        half = R * (0.28 + 0.18 * (len(self.numbers) - 1))
        return QRectF(R * 0.84 - 2 * half, -R * 0.42, 2 * half, R * 0.56)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.confirmRequested.emit()


class CountArrow(ProgressItem):
    """The directional count: a line through the counted hexes in order, its head on the chosen one,
    and the card's arrow and number beside its start ("→ 3": left to right from the top)."""

    def __init__(self, points: list[QPointF], label: str) -> None:
        super().__init__(progress=1.0)
        self.points = points
        self.label = label
        self.setZValue(float(theme.Layer.ARROW))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def label_rect(self) -> QRectF:
        """The card's arrow and number in the lower half of the first counted hex: clear of every
        hex's name (at the top of each hex), which the reasons use."""
        start = self.points[0]
        return QRectF(start.x() - R * 0.54, start.y() + R * 0.3, R * 1.08, R * 0.55)

    def boundingRect(self) -> QRectF:
        xs = [p.x() for p in self.points]
        ys = [p.y() for p in self.points]
        return QRectF(min(xs) - 80, min(ys) - 40, max(xs) - min(xs) + 160, max(ys) - min(ys) + 80)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pts = self.points
        if len(pts) > 1:
            total = len(pts) - 1
            upto = self._progress * total
            shown = [pts[0]]
            for i in range(1, len(pts)):
                if i <= upto:
                    shown.append(pts[i])
                else:
                    frac = upto - (i - 1)
                    if frac > 0:
                        shown.append(pts[i - 1] + (pts[i] - pts[i - 1]) * frac)
                    break
            for colour, width in ((QColor(255, 255, 255, 200), 7.0), (QColor("#c2185b"), 3.5)):
                pen = QPen(colour, width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(pen)
                painter.drawPolyline(QPolygonF(shown))
            if len(shown) > 1:
                end, before = shown[-1], shown[-2]
                d = end - before
                length = math.hypot(d.x(), d.y())
                if length > 1:
                    ux, uy = d.x() / length, d.y() / length
                    head = 14.0
                    left = end - QPointF(ux * head - uy * head * 0.55, uy * head + ux * head * 0.55)
                    right = end - QPointF(ux * head + uy * head * 0.55, uy * head - ux * head * 0.55)
                    painter.setBrush(QColor("#c2185b"))
                    painter.setPen(QPen(QColor("#ffffff"), 1))
                    painter.drawPolygon(QPolygonF([end, left, right]))
        rect = self.label_rect()
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 6, 6)
        draw_text(painter, rect, self.label, 16, QColor("#c2185b"), True)


# -- the scene ---------------------------------------------------------------------------------
class AoIScene(OverlayScene):
    """The map, the science board, the bonus row and your supply, in step with the session's snapshot."""

    message = Signal(str)
    """A hint for the status bar (why a drop did nothing)."""
    confirmRequested = Signal()
    """The player clicked the chosen hex: confirm the step."""
    editorRequested = Signal()
    """The player clicked the board's banner: open the map editor on the board in play."""

    def __init__(self, session: Session, settings: QSettings, parent: Any = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.setBackgroundBrush(BACKGROUND)
        self.hexes: dict[Hex, HexItem] = {}
        self.bridges: list[BridgeItem] = []
        self.markers: dict[tuple[str, str], Marker] = {}
        self.bonus_pieces: list[SupplyPiece] = []
        self._hex_set: tuple[Hex, ...] = ()
        self.banner = BannerItem(self)
        self.banner.setPos(8, 4)
        self.addItem(self.banner)
        self.letters_note = BannerItem(self)
        self.addItem(self.letters_note)
        self.science = ScienceItem(self)
        self.addItem(self.science)
        self.supply_box = BoxItem(QRectF(0, 0, 10, 10), "")
        self.addItem(self.supply_box)
        self.pass_box = BoxItem(QRectF(0, 0, 10, 10), "")
        self.addItem(self.pass_box)
        self.bonus_box = BoxItem(QRectF(0, 0, 10, 10), "")
        self.addItem(self.bonus_box)
        self.supply: dict[tuple[str, str], SupplyPiece] = {}
        for kind in BUILDING_KINDS:
            self.supply[("building", kind)] = SupplyPiece(
                self, "building", kind, _tr("Your {building}: drag it onto an empty hex to build, onto your "
                                            "building to upgrade").format(building=words.building_name(kind)))
        for terrain in TERRAINS:
            self.supply[("terrain", terrain)] = SupplyPiece(
                self, "terrain", terrain, _tr("Transform a hex to {terrain}: drag onto the hex").format(
                    terrain=words.terrain_name(terrain)))
        for piece in self.supply.values():
            self.addItem(piece)
        session.snapshotChanged.connect(self.set_snapshot)
        session.proposalChanged.connect(self.show_proposal)
        self.set_snapshot(session.snapshot)
        self.show_proposal(session.proposal)

    @property
    def snap(self) -> AoISnapshot:
        s: AoISnapshot = self.session.snapshot
        return s

    def fits(self, snap: Any) -> bool:
        return getattr(snap, "game", None) == "age_of_innovation"

    # -- layout ------------------------------------------------------------------------------
    def _layout(self, snap: AoISnapshot) -> None:
        """Hex items for the board's hexes; the science board, the bonus row and the supply beside
        and under the map, wherever the map ends (a player's map may be larger than the candidates)."""
        hexes = tuple(h for h, _ in snap.board.cells)
        if hexes == self._hex_set:
            return
        for item in self.hexes.values():
            self.removeItem(item)
        self.hexes = {}
        for h in hexes:
            item = HexItem(self, h)
            item.setPos(hex_centre(h))
            self.addItem(item)
            self.hexes[h] = item
        self._hex_set = hexes
        area = map_size(hexes)
        right = max(area.right(), 700.0) + 16
        self.map_width = right
        self.science.setPos(right, 8)
        science = self.science.mapRectToScene(self.science.boundingRect())
        bonus_y = science.bottom() + 8
        self.bonus_box.prepareGeometryChange()
        self.bonus_box.rect = QRectF(right, bonus_y, science.width(), 92)
        bottom = max(area.bottom() + 40, bonus_y + 100)
        self.letters_note.setPos(8, area.bottom() + 4)
        self.supply_box.prepareGeometryChange()
        self.supply_box.rect = QRectF(8, bottom, 5 * 60 + 16, 96)
        for i, kind in enumerate(BUILDING_KINDS):
            piece = self.supply[("building", kind)]
            piece.home = QPointF(8 + 38 + i * 60, bottom + 46)
            piece.spring_back()
        tx = 8 + 5 * 60 + 28
        for i, terrain in enumerate(TERRAINS):
            piece = self.supply[("terrain", terrain)]
            piece.home = QPointF(tx + 30 + i * 62, bottom + 46)
            piece.caption = words.terrain_name(terrain)
            piece.spring_back()
        self.terrain_box_x = tx
        self.pass_box.prepareGeometryChange()
        self.pass_box.rect = QRectF(tx + 7 * 62 + 12, bottom, max(160.0, right + science.width() - (tx + 7 * 62 + 12)),
                                    96)
        self.setSceneRect(QRectF(0, 0, right + science.width() + 8, bottom + 104))

    def set_snapshot(self, snap: AoISnapshot) -> None:
        if not self.fits(snap):
            return
        self.finish_animations()
        self._layout(snap)
        for item in self.hexes.values():
            item.set_state(snap)
        self._bridges(snap)
        self._banner(snap)
        self.science.snap = snap
        self.science.update()
        self._markers(snap)
        self._bonuses(snap)
        you = snap.human("human")
        for (kind, value), piece in self.supply.items():
            if kind == "building":
                piece.colour = terrain_colour(you.terrain)
                piece.caption = words.building_name(value)
            piece.update()
        self.supply_box.title = _tr("Your supply: drag onto the map")
        self.pass_box.title = _tr("VP and round bonuses · drop a bonus here to pass")
        self.pass_box.lines = [
            _tr("{side}: {vp} VP · bonus {tile}{passed}").format(
                side=words.side_name(x.side, capital=True), vp=x.vp, passed=_tr(" · passed") if x.passed else "",
                tile=x.round_bonus if x.round_bonus is not None else "—")
            for x in (*snap.humans, *snap.automas)]
        self.bonus_box.title = _tr("Round bonuses on offer (left → right)")
        for box in (self.supply_box, self.pass_box, self.bonus_box):
            box.update()

    def _banner(self, snap: AoISnapshot) -> None:
        b = snap.board
        width = self.map_width - 16
        if b.verified:
            self.banner.set_text(_tr("Board: {name} (checked against the printed board; click to open the map "
                                     "editor)").format(name=words.data_name(b.name)), False, width)
        else:
            self.banner.set_text(_tr("⚠ Unverified board: {name} — from {source}. Compare it with your board and fix "
                                     "it in the map editor (click here).").format(name=words.data_name(b.name), source=b.source.split(" via ")[0]
                                                                         or _tr("an unknown source")), True, width)
        placed = {t for t, _, _ in b.workshop_letters}
        missing = [t for t in TERRAINS if t not in placed]
        if missing:
            self.letters_note.set_text(_tr("⚠ Initial workshop letters not placed for: {terrains} (click to place them)").format(
                terrains=", ".join(words.terrain_name(t) for t in missing)), True, width)
        else:
            self.letters_note.set_text("", False, width)

    def _bridges(self, snap: AoISnapshot) -> None:
        for item in self.bridges:
            self.removeItem(item)
        self.bridges = []
        built = {frozenset((tuple(br.ends[0]), tuple(br.ends[1]))): br.owner for br in snap.bridges}
        spaces = {frozenset((tuple(a), tuple(b))) for a, b in snap.board.bridge_spaces}
        for ends in spaces | set(built):
            a, b = sorted(ends)
            owner = built.get(ends)
            tip = (_tr("{owner} bridge {a}–{b}").format(owner=words.owner_name(owner, capital=True), a=hex_label(a),
                                                        b=hex_label(b)) if owner
                   else _tr("Bridge space {a}–{b}").format(a=hex_label(a), b=hex_label(b)))
            item = BridgeItem(hex_centre(a), hex_centre(b), side_colour(snap, owner) if owner else None, tip)
            self.addItem(item)
            self.bridges.append(item)

    def _markers(self, snap: AoISnapshot) -> None:
        sides = [*(h.side for h in snap.humans), *(a.side for a in snap.automas)]
        wanted = {(s, d) for s in sides for d in DISCIPLINES}
        for key in list(self.markers):
            if key not in wanted:
                self.removeItem(self.markers.pop(key))
        for i, side in enumerate(sides):
            for d in DISCIPLINES:
                m = self.markers.get((side, d))
                if m is None:
                    m = Marker(self, side, d, side_colour(snap, side))
                    self.addItem(m)
                    self.markers[(side, d)] = m
                m.colour = side_colour(snap, side)
                m.home = self.science.marker_pos(i, len(sides), d, snap.science(side).at(d))  # type: ignore[arg-type]
                m.setToolTip(_tr("{owner} marker on {discipline}: level {level}. Drag it along the discipline.").format(
                    owner=words.owner_name(side, capital=True), discipline=words.discipline_name(d),
                    level=snap.science(side).at(d)))  # type: ignore[arg-type]
                m.spring_back()
                m.update()

    def _bonuses(self, snap: AoISnapshot) -> None:
        for piece in self.bonus_pieces:
            self.removeItem(piece)
        self.bonus_pieces = []
        box = self.bonus_box.rect
        for i, bonus in enumerate(snap.bonus_row):
            tip = _tr("Round bonus {tile} ({coins} coins on it): drag it onto the Pass box when you pass").format(
                tile=bonus.tile, coins=bonus.coins)
            piece = SupplyPiece(self, "bonus", str(bonus.tile), tip)
            piece.caption = _tr("{n} coins").format(n=bonus.coins) if bonus.coins != 1 else _tr("1 coin")
            piece.slot = i  # type: ignore[attr-defined]
            piece.home = QPointF(box.x() + 32 + i * 50, box.y() + 48)
            piece.spring_back()
            self.addItem(piece)
            self.bonus_pieces.append(piece)

    # -- the proposal ------------------------------------------------------------------------
    def clear_overlay(self) -> None:
        super().clear_overlay()
        if self.science.proposed is not None or self.science.proposed_scholar is not None:
            self.science.proposed = self.science.proposed_scholar = None
            self.science.update()
        for piece in self.bonus_pieces:
            if piece.proposed:
                piece.proposed = False
                piece.update()

    def show_proposal(self, proposal: Any) -> None:
        self.clear_overlay()
        if isinstance(proposal, act.AoIStep):
            self._action(proposal)
        if self.speed() > 0:
            self.animations.start()

    def _action(self, step: act.AoIStep) -> None:
        a = step.action
        tip = words.sentence(step.reasons[0]) if step.reasons else ""
        if isinstance(a, (act.Build, act.Upgrade)):
            self.show_selection(a.selection, a.hex, tip)
        elif isinstance(a, act.Terraform):
            if a.selection is not None and hexes_of(a.selection.options):
                self.show_selection(a.selection, a.hexes[0] if a.hexes else None, tip)
            for h in a.hexes:
                mark = HexMark(self, "chosen", None, tip, label=hex_label(h))
                self._add(mark, hex_centre(h))
        elif isinstance(a, act.PassRound):
            if 0 <= a.slot < len(self.bonus_pieces):  # Pasowanie: the bonus the support card's arrow takes
                self.bonus_pieces[a.slot].proposed = True
                self.bonus_pieces[a.slot].update()
        elif isinstance(a, act.ScienceMove):
            self.science.proposed = (a.discipline, a.dest)
            self.science.proposed_scholar = (a.discipline, a.scholar_space) if a.scholar_space is not None else None
            self.science.update()
            sides = [*(h.side for h in self.snap.humans), *(x.side for x in self.snap.automas)]
            i = sides.index(a.side) if a.side in sides else 0
            ghost = Marker(None, a.side, a.discipline, side_colour(self.snap, a.side))
            ghost.setOpacity(0.85)
            start = self.science.marker_pos(i, len(sides), a.discipline, a.origin)
            end = self.science.marker_pos(i, len(sides), a.discipline, a.dest)
            self._add(ghost, end)
            self._animate(ghost, b"pos", start, end, length=1.2)

    def show_selection(self, sel: act.Selection, chosen: Any, tip: str) -> None:
        """The options (faded by the tie-breaker that eliminated them), the count numbered 1..n with
        the card's arrow and number, the chosen hex gold (PRZEKSZTAŁCENIE TERENU I BUDOWA, ROZBUDOWA,
        ROZSTRZYGANIE REMISÓW, Wybór kierunkowy)."""
        stage = elimination_stage(sel)
        counted = hexes_of(sel.counted)
        target = hexes_of((chosen,))[0] if chosen is not None and hexes_of((chosen,)) else None
        methods = [t.method for t in sel.ties]
        for h, s in stage.items():
            if h == target or h in counted:
                continue
            name = tie_name(methods[s - 1], s) if s else ""
            why = (_tr("A valid option, eliminated by tie-breaker {n} ({method})").format(n=s, method=name)
                   if s else _tr("A valid option the directional count did not reach"))
            mark = HexMark(self, "option", None, why, s, eliminated_by=name)
            self._add(mark, hex_centre(h))
            self._animate(mark, b"opacity", 0.0, stage_opacity(s, len(sel.ties)), length=0.6)
        n = len(counted)
        places: dict[Hex, list[int]] = {}
        for i, h in enumerate(counted):
            places.setdefault(h, []).append(i + 1)
        for i, h in enumerate(counted):
            if places[h][-1] != i + 1:
                continue  # one mark per hex, numbered with every place it took in the count
            kind = "chosen" if h == target else "counted"
            why = tip if kind == "chosen" else _tr("Counted as number {n} of the directional selection").format(
                n=", ".join(str(k) for k in places[h]))
            mark = HexMark(self, kind, i + 1, why, label=hex_label(h),
                           numbers=tuple(places[h]))
            self._add(mark, hex_centre(h))
            self._animate(mark, b"opacity", 0.0, 1.0, delay=0.15 * i * min(1.0, 8 / max(n, 1)), length=0.6)
        if target is not None and target not in counted:
            mark = HexMark(self, "chosen", None, tip, label=hex_label(target))
            self._add(mark, hex_centre(target))
            self._animate(mark, b"opacity", 0.0, 1.0)
        if counted and sel.arrow is not None:
            label = ("→ " if sel.arrow == "right_down" else "← ") + str(sel.number or n)
            arrow = CountArrow([hex_centre(h) for h in counted], label)
            self._add(arrow)
            self._animate(arrow, b"progress", 0.0, 1.0, length=0.4 + 0.15 * n)

    # -- gestures -> edits -------------------------------------------------------------------
    def hex_at(self, pos: QPointF) -> Hex | None:
        for h, item in self.hexes.items():
            if item.contains(item.mapFromScene(pos)):
                return h
        return None

    def refuse(self, code: str, **params: Any) -> bool:
        """An impossible drop: nothing changes and the status bar says why."""
        self.message.emit(words.error_text(code, params))
        return False

    def marker_dropped(self, marker: Marker, pos: QPointF) -> bool:
        at = self.science.space_at(pos)
        if at is None or at[0] != marker.discipline:
            return self.refuse("gui.drop_on_discipline", discipline=marker.discipline)
        return self.session.edit(edits.MoveScience(side=marker.side, discipline=marker.discipline,  # type: ignore[arg-type]
                                                   level=at[1]))

    def piece_dropped(self, piece: SupplyPiece, pos: QPointF) -> bool:
        if piece.kind == "bonus":
            if not self.pass_box.rect.contains(pos):
                return self.refuse("gui.drop_bonus_on_pass")
            return self.session.edit(edits.TakeRoundBonus(side="human", slot=getattr(piece, "slot", 0)))
        h = self.hex_at(pos)
        if h is None:
            return self.refuse("gui.drop_on_hex")
        snap = self.snap
        if snap.terrain(h) == "river":
            return self.refuse("gui.river_hex", hex=h)
        standing = snap.building_at(h)
        if piece.kind == "terrain":
            if standing is not None:
                return self.refuse("gui.transform_built", hex=h, whose=standing.owner)
            if snap.terrain(h) == piece.value:
                return self.refuse("gui.already_terrain", hex=h, terrain=piece.value)
            return self.session.edit(edits.Transform(hex=h, terrain=piece.value))  # type: ignore[arg-type]
        kind = piece.value
        if standing is None:
            return self.session.edit(edits.PlaceBuilding(hex=h, owner="human", building=kind))  # type: ignore[arg-type]
        if standing.owner != "human":
            return self.refuse("gui.hex_taken", hex=h, whose=standing.owner)
        targets = upgrades_to(standing.kind)
        if kind in targets:
            return self.session.edit(edits.UpgradeBuilding(hex=h, to=kind))  # type: ignore[arg-type]
        if len(targets) > 1:
            return self.upgrade_menu(h, targets)
        if not targets:
            return self.refuse("gui.no_upgrade", hex=h, building=standing.kind)
        return self.refuse("gui.upgrade_to", hex=h, building=standing.kind, to=targets[0])

    def upgrade_menu(self, h: Hex, targets: tuple[str, ...]) -> bool:
        """Your guild can become a palace or a school: the menu asks which (nothing on Escape)."""
        menu = QMenu()
        menu.setTitle(_tr("Upgrade {hex} to").format(hex=hex_label(h)))
        for t in targets:
            menu.addAction(_tr("Upgrade to a {building}").format(building=words.building_name(t)),
                           partial(self.session.edit, edits.UpgradeBuilding(hex=h, to=t)))  # type: ignore[arg-type]
        self.last_menu = menu
        chosen = menu.exec(self._screen_point())
        return chosen is not None

    def _screen_point(self) -> Any:
        from PySide6.QtGui import QCursor

        return QCursor.pos()

    def hex_menu(self, h: Hex) -> QMenu:
        """Right-click a hex: every correction of it, each one undoable step."""
        snap = self.snap
        s = self.session
        menu = QMenu()
        menu.setTitle(_tr("Hex {hex}").format(hex=hex_label(h)))
        b = snap.building_at(h)
        if b is not None:
            menu.addAction(_tr("Remove {owner} {building}").format(owner=words.owner_name(b.owner),
                                                                  building=words.building_name(b.kind)),
                           lambda: s.edit(edits.RemoveBuilding(hex=h)))
            if b.owner.startswith("automa"):
                menu.addAction(_tr("Take the power token away (unmark)") if b.marked
                               else _tr("Put a power token beside it (mark)"),
                               lambda: s.edit(edits.MarkBuilding(hex=h, marked=not b.marked)))
            for t in upgrades_to(b.kind):
                menu.addAction(_tr("Upgrade to a {building}").format(building=words.building_name(t)),
                               partial(s.edit, edits.UpgradeBuilding(hex=h, to=t)))
        elif snap.terrain(h) != "river":
            place = menu.addMenu(_tr("Place a building"))
            for side in [*(x.side for x in snap.humans), *(x.side for x in snap.automas)]:
                for kind in BUILDING_KINDS:
                    place.addAction(_tr("{owner} {building}").format(owner=words.owner_name(side, capital=True),
                                                                     building=words.building_name(kind)),
                                    partial(s.edit, edits.PlaceBuilding(hex=h, owner=side, building=kind)))
        if snap.terrain(h) != "river" and b is None:
            transform = menu.addMenu(_tr("Transform to"))
            for t in TERRAINS:
                if t != snap.terrain(h):
                    transform.addAction(capitalised(words.terrain_name(t)), partial(s.edit, edits.Transform(hex=h, terrain=t)))
        printed = menu.addMenu(_tr("Correct the printed map (map editor)"))
        for c in CELLS:
            if c != snap.terrain(h):
                printed.addAction(_tr("Printed as {terrain}").format(terrain=words.terrain_name(c)),
                                  partial(s.edit, edits.PaintCell(hex=h, cell=c)))
        cell = snap.terrain(h)
        if cell in TERRAINS:
            letters = printed.addMenu(_tr("Initial workshop letter"))
            for ltr in WORKSHOP_LETTERS:
                letters.addAction(_tr("Letter {letter} ({terrain})").format(letter=ltr, terrain=words.terrain_name(cell)),
                                  partial(s.edit, edits.PlaceLetter(terrain=cell, letter=ltr, hex=h)))
            for t, ltr, at in snap.board.workshop_letters:
                if tuple(at) == h:
                    letters.addAction(_tr("Remove letter {letter}").format(letter=ltr),
                                      partial(s.edit, edits.PlaceLetter(terrain=t, letter=ltr, hex=None)))
        return menu

    def vp_menu(self) -> QMenu:
        menu = QMenu()
        for side in [*(x.side for x in self.snap.humans), *(x.side for x in self.snap.automas)]:
            menu.addAction(_tr("Set {owner} VP…").format(owner=words.owner_name(side)), partial(self.ask_vp, side))
        return menu

    def ask_vp(self, side: str) -> bool:
        snap = self.snap
        current = snap.human(side).vp if side.startswith("human") else snap.automa(side).vp  # type: ignore[arg-type]
        value, ok = QInputDialog.getInt(None, _tr("VP"), _tr("{side}: VP").format(
            side=words.side_name(side, capital=True)), current, 0, 999)
        return bool(ok) and self.session.edit(edits.SetVP(side=side, vp=value))  # type: ignore[arg-type]

    def scholar_menu(self, discipline: str, value: int) -> QMenu:
        menu = QMenu()
        for side in [*(x.side for x in self.snap.humans), *(x.side for x in self.snap.automas)]:
            menu.addAction(_tr("{side} sent a scholar here").format(side=words.side_name(side, capital=True)),
                           partial(self.session.edit, edits.SetScholar(discipline=discipline, value=value,  # type: ignore[arg-type]
                                                                       occupant=side)))
        menu.addAction(_tr("Empty"), partial(self.session.edit, edits.SetScholar(discipline=discipline,  # type: ignore[arg-type]
                                                                                 value=value, occupant=None)))
        return menu

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        pos = event.scenePos()
        menu: QMenu | None = None
        h = self.hex_at(pos)
        scholar = self.science.scholar_at(pos)
        if h is not None:
            menu = self.hex_menu(h)
        elif scholar is not None:
            menu = self.scholar_menu(*scholar)
        elif self.pass_box.rect.contains(pos) or self.supply_box.rect.contains(pos):
            menu = self.vp_menu()
        if not exec_menu(menu, event):
            super().contextMenuEvent(event)


class AoIView(FitView):
    """The whole board scaled to fit its view."""

    def __init__(self, scene: AoIScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setAccessibleName(self.tr("Age of Innovation board"))
        self.setAccessibleDescription(self.tr(
            "The hex map with every side's buildings, the science board, the round bonuses and your supply. Drag "
            "your buildings, terrains and science markers; right-click a hex to correct it."))
        self.setBackgroundBrush(QBrush(BACKGROUND))
