"""How an Age of Innovation hex, its buildings and its marks are drawn: one geometry and one set of
colours for the game's board, the map editor and the New Game page's small map.

Geometry (games/age_of_innovation/board.py): pointy-top hexes in offset rows, odd rows shifted right
by half a hex; hex (row, col) has its centre at x = √3 R (col + ½·(row odd)), y = 1.5 R row.
Colours: the base game's terrain colours (resources base_game.terrain_colours: plains brown, swamp
black, lake blue, forest green, mountain grey, wasteland red, desert yellow); a river hex pale blue.
A player's buildings are in their terrain's colour, ringed in white or black so they stand out on
their own terrain, and carry their kind's letter (colour-blind players read W/G/S/P/U).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...games.age_of_innovation.board import Hex
from ...games.age_of_innovation.cards import base_game
from ..boardscene import draw_text

R = 40.0
"""A hex's radius (centre to corner) in scene units."""
ORIGIN = QPointF(R * math.sqrt(3) / 2 + 8, R + 44)
"""The centre of hex A1 (room above for the board's banner)."""

TERRAIN_HEX: dict[str, str] = {
    "brown": "#8d5a2b", "black": "#2d2d2d", "blue": "#2f6fc0", "green": "#2f7d32", "grey": "#8c8c8c",
    "red": "#c0392b", "yellow": "#e7c84b",
}
RIVER = QColor("#b7dcf2")
INK = QColor("#1d1a16")
PAPER = QColor("#efe6cf")
EDGE = QColor("#3b3b3b")
BACKGROUND = QColor("#d9d2bf")
GOLD = QColor("#d9a300")
BUILDING_LETTERS = {"workshop": "W", "guild": "G", "school": "S", "palace": "P", "university": "U"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("AoIBoard", text)


def terrain_colour(terrain: str) -> QColor:
    """The printed colour of a terrain (river pale blue)."""
    if terrain == "river":
        return RIVER
    name = base_game()["terrain_colours"].get(terrain, "")
    return QColor(TERRAIN_HEX.get(name, "#bbbbbb"))


def ink_on(colour: QColor) -> QColor:
    """White on a dark ground, black on a light one (the hex's name, a building's ring)."""
    return QColor("#ffffff") if colour.lightnessF() < 0.5 else INK


def hex_centre(h: Hex, r: float = R, origin: QPointF = ORIGIN) -> QPointF:
    row, col = h
    w = math.sqrt(3) * r
    return QPointF(origin.x() + w * (col + (0.5 if row % 2 else 0.0)), origin.y() + 1.5 * r * row)


def hex_corners(r: float = R) -> list[QPointF]:
    """Pointy-top: the first corner at the top."""
    return [QPointF(r * math.cos(math.radians(60 * k - 90)), r * math.sin(math.radians(60 * k - 90)))
            for k in range(6)]


def hex_polygon(r: float = R) -> QPolygonF:
    return QPolygonF(hex_corners(r))


def hex_path(r: float = R) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(hex_polygon(r))
    path.closeSubpath()
    return path


def map_size(hexes: Iterable[Hex], r: float = R, origin: QPointF = ORIGIN) -> QRectF:
    """The rectangle every hex of a map covers (for the scene and the small maps)."""
    pts = [hex_centre(h, r, origin) for h in hexes]
    if not pts:
        return QRectF()
    w = math.sqrt(3) / 2 * r
    return QRectF(min(p.x() for p in pts) - w, min(p.y() for p in pts) - r,
                  max(p.x() for p in pts) - min(p.x() for p in pts) + 2 * w,
                  max(p.y() for p in pts) - min(p.y() for p in pts) + 2 * r)


def paint_cell(painter: QPainter, cell: str, r: float = R, label: str = "", printed: str | None = None) -> None:
    """The hex's ground: its terrain (a river hex pale blue with waves), its name on top; a hex
    transformed since setup shows its printed terrain as a small corner chip."""
    colour = terrain_colour(cell)
    painter.setPen(QPen(EDGE, 1.5))
    painter.setBrush(colour)
    painter.drawPolygon(hex_polygon(r - 0.75))
    if cell == "river":
        painter.setPen(QPen(QColor("#6aaad6"), 1.6))
        for dy in (-0.25, 0.15):
            path = QPainterPath(QPointF(-r * 0.5, r * dy))
            path.cubicTo(QPointF(-r * 0.2, r * (dy - 0.15)), QPointF(r * 0.1, r * (dy + 0.15)),
                         QPointF(r * 0.5, r * dy))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
    if printed is not None and printed != cell:
        chip = QRectF(r * 0.38, -r * 0.2, r * 0.32, r * 0.32)
        painter.setPen(QPen(ink_on(colour), 1))
        painter.setBrush(terrain_colour(printed))
        painter.drawEllipse(chip)
    if label:
        rect = QRectF(-r * 0.5, -r * 0.9, r * 1.0, r * 0.4)
        draw_text(painter, rect, label, r * 0.31, ink_on(colour), True)


def building_outline(kind: str, s: float) -> QPolygonF:
    """Each kind its own silhouette (s = half its size): a workshop a small house, a guild a wide hall,
    a school a tall house with a bell tower, a palace a crenellated keep, a university a domed hall."""
    if kind == "workshop":
        pts = [(-0.7, 0.7), (0.7, 0.7), (0.7, -0.1), (0, -0.8), (-0.7, -0.1)]
    elif kind == "guild":
        pts = [(-1, 0.7), (1, 0.7), (1, -0.2), (0.5, -0.7), (0, -0.2), (-0.5, -0.7), (-1, -0.2)]
    elif kind == "school":
        pts = [(-0.8, 0.8), (0.8, 0.8), (0.8, -0.2), (0.3, -0.2), (0.3, -0.6), (0, -1), (-0.3, -0.6),
               (-0.3, -0.2), (-0.8, -0.2)]
    elif kind == "palace":
        pts = [(-1, 0.8), (1, 0.8), (1, -0.9), (0.6, -0.9), (0.6, -0.5), (0.2, -0.5), (0.2, -0.9), (-0.2, -0.9),
               (-0.2, -0.5), (-0.6, -0.5), (-0.6, -0.9), (-1, -0.9)]
    else:  # university: a hall under a dome
        pts = [(-1, 0.8), (1, 0.8), (1, -0.1)]
        pts += [(math.cos(math.radians(a)) * 0.75, -0.1 - math.sin(math.radians(a)) * 0.8) for a in range(0, 181, 20)]
        pts += [(-1, -0.1)]
    return QPolygonF([QPointF(x * s, y * s) for x, y in pts])


def paint_building(painter: QPainter, kind: str, colour: QColor, at: QPointF, s: float) -> None:
    """A building in its owner's colour with its kind's letter, ringed to stand out on any terrain."""
    poly = building_outline(kind, s).translated(at)
    ring = ink_on(colour)
    painter.setPen(QPen(ring, max(1.5, s * 0.14)))
    painter.setBrush(colour)
    painter.drawPolygon(poly)
    draw_text(painter, QRectF(at.x() - s, at.y() - s * 0.35, 2 * s, s * 1.1), BUILDING_LETTERS.get(kind, "?"),
              s * 0.8, ring, True)


def paint_power_token(painter: QPainter, at: QPointF, s: float) -> None:
    """The power token beside a marked Automa building (Budynki Automy)."""
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor("#b36ad9"))
    painter.drawEllipse(at, s, s)
    draw_text(painter, QRectF(at.x() - s, at.y() - s, 2 * s, 2 * s), "⚡", s * 1.3, QColor("#ffffff"), True)


def paint_letter(painter: QPainter, letter: str, at: QPointF, s: float) -> None:
    """An Initial Workshop Setup letter on its hex."""
    rect = QRectF(at.x() - s, at.y() - s, 2 * s, 2 * s)
    painter.setPen(QPen(INK, 1))
    painter.setBrush(QColor(255, 255, 255, 225))
    painter.drawRoundedRect(rect, 3, 3)
    draw_text(painter, rect, letter, s * 1.5, INK, True)


class CellHex(QGraphicsObject):
    """One hex of a drawn map: its terrain (or river) and its name, the shape a click hits; the board,
    the map editor and the New Game page's small map draw their own marks over it (`paint_over`)."""

    def __init__(self, h: Hex, label: str, cell: str = "river") -> None:
        super().__init__()
        self.hex = h
        self.label = label
        self.cell = cell

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 2, -R - 2, 2 * R + 4, 2 * R + 4)

    def shape(self) -> QPainterPath:
        return hex_path(R)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_cell(painter, self.cell, R, self.label)
        self.paint_over(painter)

    def paint_over(self, painter: QPainter) -> None:
        """What this hex shows over its terrain (nothing by default)."""
