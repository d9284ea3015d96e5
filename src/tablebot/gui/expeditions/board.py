"""The Expeditions board: the three regions as rows of hex locations (west to east), the mechs, the
Automa's progress track, glory card and Basecamp, and the Automa's proposal drawn over them.

The scene is fed from the session's snapshot and never changes it: a dragged mech becomes one
edit on release, and the redraw that follows puts every item where the snapshot says. The proposal
(ghost mech, path arrow, checked locations with their marks, the tokens about to be taken) lives on
its own layers in `overlay`, outside the snapshot until the player confirms.
"""

from __future__ import annotations

import itertools
import logging
import math
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRectF,
    QSettings,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QContextMenuEvent,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
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
from ...core.steps import HumanTurn
from ...games.expeditions import actions as act
from ...games.expeditions import automa, edits
from ...games.expeditions.cards import LAIR_VALUE
from ...games.expeditions.state import ExpeditionsSnapshot, Location, LocRef
from ..boardscene import FitView, OverlayScene, ProgressItem, draw_text, pixel_font
from . import reasons as words

log = logging.getLogger(__name__)

REGIONS: tuple[str, ...] = ("north", "central", "south")
R = 66.0
"""Hex radius (pointy top), scene units."""
HEX_W = math.sqrt(3) * R
LEFT = 104.0
"""Where the first hex's left edge is: the region labels sit left of it."""
ROW_Y: dict[str, float] = {"north": 84.0, "central": 236.0, "south": 388.0}
TRACK_Y = 488.0
GLORY_Y = 548.0
SCENE_W = LEFT + 7 * HEX_W + 24
SCENE_H = 640.0
BASECAMP = QPointF(LEFT + 7 * HEX_W - 40, GLORY_Y + 60)
"""Where your mech waits when it is off the map (drop it here)."""
SPACE = 26.0
"""One progress-track space."""

MECH_COLOURS: dict[str, QColor] = {
    "automa_north": QColor("#1f5fbf"),
    "automa_central": QColor("#1a1a1a"),
    "player": QColor("#d2452c"),
}
MECH_LETTERS: dict[str, str] = {"automa_north": "N", "automa_central": "C", "player": "P"}
"""Colours doubled by letters (and shapes: circle, square, diamond) for colour-blind players."""
FACE_UP = QColor("#f1e3bf")
FACE_DOWN = QColor("#6d7b6a")
REGION_TINT: dict[str, QColor] = {"north": QColor("#d9e4f2"), "central": QColor("#dedad0"), "south": QColor("#e8dcc8")}
MATCH = QColor("#1f9d3a")
NO_MATCH = QColor("#7a7a7a")
SKIPPED = QColor("#b0338f")
TAKE = QColor("#ffcc00")
LAIR = QColor("#a3171b")


class Layer(IntEnum):
    """Z values of the board's items, bottom to top (passed as float(Layer.X), see theme.Layer)."""

    BACKGROUND = 0
    LOCATION = 5
    TRACK = 6
    CHECK = 8
    """Rings and badges of the checked locations: over the hex, under the mechs."""
    TAKE = 12
    MECH = 15
    GHOST = 20
    ARROW = 21
    MARKER = 22
    DRAG = 30


def hex_polygon(r: float = R) -> QPolygonF:
    return QPolygonF([QPointF(r * math.cos(math.radians(60 * i - 90)), r * math.sin(math.radians(60 * i - 90)))
                      for i in range(6)])


def row_x0(snap_len: int, region: str) -> float:
    """The first hex's centre: the South row (one location fewer) is set in by half a hex, as on
    the map where rows interlock."""
    return LEFT + HEX_W / 2 + (HEX_W / 2 if region == "south" and snap_len < 7 else 0.0)


def loc_centre(region: str, slot: int, row_len: int) -> QPointF:
    return QPointF(row_x0(row_len, region) + slot * HEX_W, ROW_Y[region])


def token_positions(n: int) -> list[QPointF]:
    """Where a location's corruption tokens sit, top first, relative to the hex centre: up to four
    a line, below the tile number and above the mech's place (MECH_SPOT)."""
    out = []
    for i in range(n):
        line, col = divmod(i, 4)
        in_line = min(4, n - line * 4)
        x = (col - (in_line - 1) / 2) * 28.0
        out.append(QPointF(x, 6.0 + line * 27.0))
    return out


TOKEN_R = 13.0
MECH_SPOT = QPointF(0.0, R * 0.53)
"""Where a mech stands in its hex: low in the middle, clear of the tile number, the tokens and the
hex's edges (a location holds one mech; the rare second one stands beside it)."""
MECH_SCALE_ON_MAP = 0.8
"""A mech on a location is drawn a little smaller than on Basecamp, so it fits inside its hex."""


class LocationItem(QGraphicsObject):
    """One location: its tile (number, or face down), map token, corruption tokens and the card
    spaces next to it."""

    def __init__(self, scene: ExpeditionsScene, ref: LocRef) -> None:
        super().__init__()
        self.board = scene
        self.ref = ref
        self.loc = Location()
        self.selected_here = False
        """The table panel edits this location (the scene's selection)."""
        self._poly = hex_polygon()
        self.setZValue(float(Layer.LOCATION))
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 2, -R - 2, 2 * R + 4, 2 * R + 14)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._poly)
        return path

    def highlighted(self) -> bool:
        """The orange ring: the location the player picked, while they are looking at it (the
        Automa's steps clear it, so no ring stays where a mech has left)."""
        return self.selected_here and self.board.show_selection

    def set_state(self, loc: Location, selected: bool) -> None:
        self.loc = loc
        self.selected_here = selected
        place = words.place_name(self.ref.region, self.ref.slot)
        self.setToolTip(location_text(loc, place))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        loc = self.loc
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = FACE_UP if loc.face_up else FACE_DOWN
        ring = self.highlighted()
        edge = QPen(QColor("#ffb000") if ring else QColor("#3b3023"), 5 if ring else 2)
        painter.setPen(edge)
        painter.setBrush(fill)
        painter.drawPolygon(self._poly)
        # The slot number, top: the same numbers the reasons use.
        draw_text(painter, QRectF(-20, -R + 4, 40, 16), str(self.ref.slot + 1), 13,
              QColor("#4a4030") if loc.face_up else QColor("#e6ece4"), False)
        # The tile: its number big; a face-down tile shows '?' (its number, when entered, small).
        if loc.face_up:
            label = str(loc.tile) if loc.tile is not None else "—"
            draw_text(painter, QRectF(-30, -46, 60, 34), label, 28, QColor("#2a2018"))
        else:
            draw_text(painter, QRectF(-30, -46, 60, 34), "?", 28, QColor("#f4f4ee"))
            if loc.tile is not None:
                draw_text(painter, QRectF(14, -46, 30, 16), f"({loc.tile})", 11, QColor("#e6ece4"), False)
        if loc.map_token:
            self._map_token(painter, QPointF(-34, -22))
        for value, pos in zip(loc.corruption, token_positions(len(loc.corruption)), strict=False):
            self._token(painter, pos, value)
        if loc.adjacent_cards:
            # A pill over the bottom vertex, below the mech's place.
            text = QCoreApplication.translate("ExpeditionsBoard", "cards {spaces}").format(
                spaces=" ".join(str(s) for s in loc.adjacent_cards))
            pill = QRectF(-30, R - 13, 60, 17)
            painter.setPen(QPen(QColor("#3b3023"), 1))
            painter.setBrush(QColor("#fff8e6"))
            painter.drawRoundedRect(pill, 8, 8)
            draw_text(painter, pill, text, 12, QColor("#2a2018"), True)

    @staticmethod
    def _map_token(painter: QPainter, at: QPointF) -> None:
        painter.save()
        painter.translate(at)
        painter.rotate(45)
        painter.setPen(QPen(QColor("#4d3a08"), 2))
        painter.setBrush(QColor("#e9b93a"))
        painter.drawRect(QRectF(-10, -10, 20, 20))
        painter.restore()
        draw_text(painter, QRectF(at.x() - 10, at.y() - 10, 20, 20), "M", 13, QColor("#3a2a00"))

    @staticmethod
    def _token(painter: QPainter, at: QPointF, value: int) -> None:
        lair = value == LAIR_VALUE
        painter.setPen(QPen(QColor("#ffffff") if lair else QColor("#2b0f3a"), 2.5 if lair else 1.5))
        painter.setBrush(LAIR if lair else QColor("#6a3d8a"))
        painter.drawEllipse(at, TOKEN_R + (2 if lair else 0), TOKEN_R + (2 if lair else 0))
        draw_text(painter, QRectF(at.x() - 15, at.y() - 11, 30, 22), str(value) if value else "·", 15, QColor("#ffffff"))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.select(self.ref)
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.board.select(self.ref)
        self.board.location_menu(self.ref).exec(event.screenPos())


def location_text(loc: Location, place: str) -> str:
    tr = QCoreApplication.translate
    parts = [place]
    if loc.face_up:
        parts.append(tr("ExpeditionsBoard", "tile {tile}, face up").format(
            tile=loc.tile if loc.tile is not None else "—"))
    else:
        parts.append(tr("ExpeditionsBoard", "face down") if loc.tile is None
                     else tr("ExpeditionsBoard", "tile {tile}, face down").format(tile=loc.tile))
    if loc.map_token:
        parts.append(tr("ExpeditionsBoard", "map token"))
    if loc.corruption:
        parts.append(tr("ExpeditionsBoard", "corruption {values} (top first)").format(
            values=" ".join(str(v) for v in loc.corruption)))
    if loc.adjacent_cards:
        parts.append(tr("ExpeditionsBoard", "card spaces {spaces}").format(
            spaces=" ".join(str(s) for s in loc.adjacent_cards)))
    return " · ".join(parts)


class MechItem(QGraphicsObject):
    """A mech: the Automa's North (blue circle N), Central (black square C), yours (red diamond P).
    Dragged and dropped on a location it becomes one edit."""

    SIZE = 18.0

    def __init__(self, scene: ExpeditionsScene | None, mech: str) -> None:
        super().__init__()
        self.board = scene
        self.mech = mech
        self.home = QPointF()
        self._pressed: QPointF | None = None
        self.setZValue(float(Layer.MECH))
        if scene is not None:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        s = self.SIZE + 4
        return QRectF(-s, -s, 2 * s, 2 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.SIZE + 2, self.SIZE + 2)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = MECH_COLOURS[self.mech]
        s = self.SIZE
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.setBrush(colour)
        if self.mech == "automa_north":
            painter.drawEllipse(QPointF(0, 0), s, s)
        elif self.mech == "automa_central":
            painter.drawRoundedRect(QRectF(-s * 0.9, -s * 0.9, s * 1.8, s * 1.8), 3, 3)
        else:
            painter.drawPolygon(QPolygonF([QPointF(0, -s * 1.15), QPointF(s * 1.15, 0), QPointF(0, s * 1.15),
                                           QPointF(-s * 1.15, 0)]))
        draw_text(painter, QRectF(-s, -s, 2 * s, 2 * s), MECH_LETTERS[self.mech], 20, QColor("#ffffff"))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.board is None:
            event.ignore()
            return
        self._pressed = event.scenePos()
        self.board.picked_up(self.mech)
        self.setZValue(float(Layer.DRAG))
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed is None:
            return
        self.setPos(self.home + (event.scenePos() - self._pressed))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed is None or self.board is None:
            return
        moved = (event.scenePos() - self._pressed).manhattanLength() > 6
        self._pressed = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if not moved or not self.board.mech_dropped(self.mech, event.scenePos()):
            self.spring_back()

    def spring_back(self) -> None:
        self.setPos(self.home)
        self.setZValue(float(Layer.MECH))


class GhostMech(MechItem):
    """Where a mech will stand once the step is confirmed: translucent inside a dashed yellow ring,
    not draggable."""

    def __init__(self, mech: str) -> None:
        super().__init__(None, mech)
        self.setZValue(float(Layer.GHOST))
        self.setOpacity(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(TAKE, 3, Qt.PenStyle.DashLine))
        painter.drawEllipse(QPointF(0, 0), self.SIZE + 3, self.SIZE + 3)


class PathArrow(ProgressItem):
    """The way a mech will go: hex to hex along its path (a wrap leaves the row at one end and comes
    back at the other); drawn progressively by the animation."""

    def __init__(self, points: list[list[QPointF]], colour: QColor, label: str) -> None:
        super().__init__()
        self.parts = points
        self.colour = colour
        self.label = label
        self.setZValue(float(Layer.ARROW))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        xs = [p.x() for part in points for p in part]
        ys = [p.y() for part in points for p in part]
        self._rect = QRectF(min(xs) - 30, min(ys) - 40, max(xs) - min(xs) + 60, max(ys) - min(ys) + 80)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        segs = [(a, b) for part in self.parts for a, b in itertools.pairwise(part)]
        total = sum(math.dist((a.x(), a.y()), (b.x(), b.y())) for a, b in segs) or 1.0
        left = total * self._progress
        pen = QPen(self.colour, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        last: tuple[QPointF, QPointF] | None = None
        for a, b in segs:
            length = math.dist((a.x(), a.y()), (b.x(), b.y()))
            if left <= 0:
                break
            f = min(1.0, left / length) if length else 1.0
            end = a + (b - a) * f
            painter.setPen(QPen(QColor(255, 255, 255, 200), 11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(a, end)
            painter.setPen(pen)
            painter.drawLine(a, end)
            last = (a, end)
            left -= length
        if last is not None and self._progress >= 1.0:
            a, b = last
            angle = math.atan2(b.y() - a.y(), b.x() - a.x())
            head = QPolygonF([b, b - QPointF(math.cos(angle - 0.45) * 22, math.sin(angle - 0.45) * 22),
                              b - QPointF(math.cos(angle + 0.45) * 22, math.sin(angle + 0.45) * 22)])
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.setBrush(self.colour)
            painter.drawPolygon(head)


class CheckMark(QGraphicsObject):
    """A checked location: a ring around the hex and a badge saying what the search found there
    (✓ match, ✗ no match, skip = your mech's location, ★ the target)."""

    def __init__(self, kind: str, badge: str, tip: str) -> None:
        super().__init__()
        self.kind = kind
        self.badge = badge
        self.setToolTip(tip)
        self.setZValue(float(Layer.CHECK))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._poly = hex_polygon(R - 3)

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 8, -R - 30, 2 * R + 16, 2 * R + 38)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = {"match": MATCH, "target": MATCH, "no_match": NO_MATCH, "skipped": SKIPPED}[self.kind]
        style = Qt.PenStyle.DashLine if self.kind in ("no_match", "skipped") else Qt.PenStyle.SolidLine
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 9 if self.kind == "target" else 6, style))
        painter.drawPolygon(self._poly)
        # The badge sits on the hex's top-right edge, clear of the tile number.
        rect = QRectF(R * 0.28, -R - 4, max(34.0, 11.0 * len(self.badge) + 14), 26)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, 8, 8)
        draw_text(painter, rect, self.badge, 16, QColor("#ffffff"))


class TakeRing(QGraphicsObject):
    """A token about to be taken (a corruption token, the 20, a map token), ringed in yellow."""

    def __init__(self, radius: float, tip: str) -> None:
        super().__init__()
        self.radius = radius
        self.setToolTip(tip)
        self.setZValue(float(Layer.TAKE))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.radius + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#000000"), 7))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        painter.setPen(QPen(TAKE, 4))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)


class TrackItem(QGraphicsObject):
    """The progress card as a track: spaces 0..last, the glory spaces with the number of the glory
    token they give, the progress marker (A); a proposed advance shows the marker's next space."""

    def __init__(self) -> None:
        super().__init__()
        self.snap: ExpeditionsSnapshot | None = None
        self.proposed: int | None = None
        self.setZValue(float(Layer.TRACK))
        self.setPos(LEFT, TRACK_Y)

    def boundingRect(self) -> QRectF:
        return QRectF(-LEFT, -34, SCENE_W + 10, 70)

    def title(self) -> str:
        pc = self.snap.progress_card if self.snap is not None else None
        return words.level_title(pc.level, pc.name) if pc is not None else ""

    def space_x(self, space: int) -> float:
        return space * (SPACE + 1) + SPACE / 2

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        snap = self.snap
        if snap is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pc = snap.progress_card
        tr = QCoreApplication.translate
        draw_text(painter, QRectF(-LEFT + 6, -20, LEFT - 12, 40), tr("ExpeditionsBoard", "Progress"), 15,
              QColor("#f3ead6"), True, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        draw_text(painter, QRectF(0, -34, 600, 14), self.title(), 12, QColor("#f3ead6"), False,
              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        glory_of = {space: i + 1 for i, space in enumerate(pc.glory_spaces)}
        for space in range(pc.track_length + 1):
            x = space * (SPACE + 1)
            rect = QRectF(x, -SPACE / 2, SPACE, SPACE)
            glory = space in glory_of
            painter.setPen(QPen(QColor("#3b3023"), 1))
            painter.setBrush(QColor("#f2c84b") if glory else QColor("#efe6cf"))
            painter.drawRect(rect)
            label = f"★{glory_of[space]}" if glory else str(space)
            draw_text(painter, rect, label, 11 if glory else 10, QColor("#3b3023"), glory)
        if self.proposed is not None:
            self._marker(painter, self.proposed, ghost=True)
        self._marker(painter, snap.progress, ghost=False)

    def _marker(self, painter: QPainter, space: int, ghost: bool) -> None:
        centre = QPointF(self.space_x(space), SPACE / 2 + 12)
        painter.setOpacity(0.55 if ghost else 1.0)
        painter.setPen(QPen(QColor("#ffffff"), 2, Qt.PenStyle.DashLine if ghost else Qt.PenStyle.SolidLine))
        painter.setBrush(QColor("#8a3bb8"))
        painter.drawPolygon(QPolygonF([centre + QPointF(0, -12), centre + QPointF(11, 8), centre + QPointF(-11, 8)]))
        draw_text(painter, QRectF(centre.x() - 10, centre.y() - 9, 20, 18), "A", 12, QColor("#ffffff"))
        painter.setOpacity(1.0)


class GloryItem(QGraphicsObject):
    """The Automa's glory card (tokens 1-8, the first four blue, the rest black; a taken token
    leaves an empty space), its Basecamp with what it gained, and your glory tokens."""

    def __init__(self) -> None:
        super().__init__()
        self.snap: ExpeditionsSnapshot | None = None
        self.proposed_token: int | None = None
        self.setZValue(float(Layer.TRACK))
        self.setPos(0, GLORY_Y)

    def boundingRect(self) -> QRectF:
        return QRectF(0, -8, SCENE_W, SCENE_H - GLORY_Y + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        snap = self.snap
        if snap is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tr = QCoreApplication.translate
        light = QColor("#f3ead6")
        draw_text(painter, QRectF(6, 0, LEFT - 12, 40), tr("ExpeditionsBoard", "Glory card"), 15, light, True,
              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        card = QRectF(LEFT, 0, 8 * 34 + 10, 40)
        painter.setPen(QPen(QColor("#3b3023"), 2))
        painter.setBrush(QColor("#efe6cf"))
        painter.drawRoundedRect(card, 6, 6)
        for i in range(8):
            token = i + 1
            centre = QPointF(LEFT + 22 + i * 34, 20)
            on_card = token > snap.glory
            colour = MECH_COLOURS["automa_north"] if token <= 4 else MECH_COLOURS["automa_central"]
            if on_card:
                painter.setPen(QPen(QColor("#ffffff"), 2))
                painter.setBrush(colour)
                painter.drawEllipse(centre, 14, 14)
                draw_text(painter, QRectF(centre.x() - 14, centre.y() - 14, 28, 28), str(token), 14, QColor("#ffffff"))
            else:
                painter.setPen(QPen(QColor("#9a8f78"), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, 14, 14)
                draw_text(painter, QRectF(centre.x() - 14, centre.y() - 14, 28, 28), str(token), 12, QColor("#9a8f78"),
                      False)
            if self.proposed_token == token:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(TAKE, 4))
                painter.drawEllipse(centre, 17, 17)
        # Basecamp: what the Automa scores at the end.
        x = card.right() + 16
        corr = " ".join(str(v) for v in snap.corruption) or "—"
        camp = tr("ExpeditionsBoard", "Automa at Basecamp: glory {glory}/8 · maps {maps} · corruption {n} ({values})"
                  ).format(glory=snap.glory, maps=snap.map_tokens, n=len(snap.corruption), values=corr)
        draw_text(painter, QRectF(x, -4, SCENE_W - x - 8, 24), camp, 14, light, True,
              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        you = tr("ExpeditionsBoard", "Your glory tokens at Basecamp: {glory}/4").format(glory=snap.player_glory)
        draw_text(painter, QRectF(x, 22, SCENE_W - x - 8, 24), you, 14, light, False,
              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # The drop place for your mech when it leaves the map.
        box = QRectF(BASECAMP.x() - 150, BASECAMP.y() - GLORY_Y - 26, 190, 52)
        painter.setPen(QPen(light, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box, 8, 8)
        draw_text(painter, QRectF(box.left() + 6, box.top(), 118, box.height()),
              tr("ExpeditionsBoard", "Basecamp: your mech off the map"), 12, light, False,
              (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value | Qt.TextFlag.TextWordWrap.value)


class ExpeditionsScene(OverlayScene):
    """The rows, the track and the glory card, in step with the session's snapshot."""

    message = Signal(str)
    """A hint for the status bar (why a drop did nothing)."""
    selectionChanged = Signal(object)
    """The location the table panel edits (a LocRef)."""

    def __init__(self, session: Session, settings: QSettings, parent: Any = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.setBackgroundBrush(QColor("#4b5a48"))
        snap: ExpeditionsSnapshot = session.snapshot
        self.rows = {r: len(snap.region(r)) for r in REGIONS}  # type: ignore[arg-type]
        self.locations: dict[tuple[str, int], LocationItem] = {}
        self.mechs: dict[str, MechItem] = {}
        self.selected = LocRef(region="north", slot=0)
        self.show_selection = False
        """The selection is ringed only once the player picks a location, until the Automa acts."""
        self._build()
        session.snapshotChanged.connect(self.set_snapshot)
        session.proposalChanged.connect(self.show_proposal)
        self.set_snapshot(snap)
        self.show_proposal(session.proposal)

    # -- static parts ------------------------------------------------------------------------
    def _build(self) -> None:
        tr = QCoreApplication.translate
        arrows = {"north": tr("ExpeditionsBoard", "N mech → east"), "central": tr("ExpeditionsBoard", "C mech ← west"),
                  "south": ""}
        for region in REGIONS:
            n = self.rows[region]
            if n == 0:
                continue
            label = self.addSimpleText(words.region_name(region).upper())
            label.setFont(pixel_font(17))
            label.setBrush(QColor("#f3ead6"))
            label.setPos(8, ROW_Y[region] - 22)
            label.setZValue(float(Layer.BACKGROUND))
            if arrows[region]:
                hint = self.addSimpleText(arrows[region])
                hint.setFont(pixel_font(12, False))
                hint.setBrush(QColor("#dfe7da"))
                hint.setPos(8, ROW_Y[region] + 2)
                hint.setZValue(float(Layer.BACKGROUND))
            for slot in range(n):
                item = LocationItem(self, LocRef(region=region, slot=slot))
                item.setPos(loc_centre(region, slot, n))
                self.addItem(item)
                self.locations[(region, slot)] = item
        self.track = TrackItem()
        self.addItem(self.track)
        self.glory = GloryItem()
        self.addItem(self.glory)
        for mech in ("automa_north", "automa_central", "player"):
            piece = MechItem(self, mech)
            piece.setToolTip(mech_tip(mech))
            self.addItem(piece)
            self.mechs[mech] = piece

    def fits(self, snap: ExpeditionsSnapshot) -> bool:
        return all(len(snap.region(r)) == n for r, n in self.rows.items())  # type: ignore[arg-type]

    # -- snapshot -> items -------------------------------------------------------------------
    def mech_pos(self, snap: ExpeditionsSnapshot, mech: str, ref: LocRef | None) -> QPointF:
        if ref is None:
            return BASECAMP
        centre = loc_centre(ref.region, ref.slot, self.rows[ref.region])
        here = [m for m, r in self.mech_refs(snap).items() if r == ref]
        if len(here) < 2:
            return centre + MECH_SPOT
        # Two mechs on one location (a corrected table, ruling:player-on-start): side by side.
        return centre + MECH_SPOT + QPointF(-14.0 if here.index(mech) == 0 else 14.0, -4.0)

    def mech_refs(self, snap: ExpeditionsSnapshot) -> dict[str, LocRef | None]:
        return {"automa_north": snap.mech_ref("north"), "automa_central": snap.mech_ref("central"),
                "player": snap.player_mech}

    def set_snapshot(self, snap: ExpeditionsSnapshot) -> None:
        self.finish_animations()
        for (region, slot), item in self.locations.items():
            item.set_state(snap.region(region)[slot], self.selected == item.ref)  # type: ignore[arg-type]
        for mech, ref in self.mech_refs(snap).items():
            piece = self.mechs[mech]
            piece.home = self.mech_pos(snap, mech, ref)
            piece.setScale(1.0 if ref is None else MECH_SCALE_ON_MAP)
            piece.spring_back()
        self.track.snap = snap
        self.track.update()
        self.glory.snap = snap
        self.glory.update()

    def select(self, ref: LocRef) -> None:
        """The player picks a location (click, arrow keys, the table panel): ringed and edited."""
        changed = ref != self.selected
        self.selected = ref
        self.set_selection_shown(True)
        if changed:
            self.selectionChanged.emit(ref)

    def set_selection_shown(self, on: bool) -> None:
        self.show_selection = on
        for item in self.locations.values():
            item.selected_here = item.ref == self.selected
            item.update()

    def picked_up(self, mech: str) -> None:
        """The player takes hold of a mech. Their own: the rulebook's reminder for their move
        (mech-movement), when an Automa mech stands on a face-down location."""
        if mech != "player":
            return
        reminder = automa.crossing_reminder(self.session.snapshot)
        if reminder is not None:
            self.message.emit(words.sentence(reminder))

    # -- the proposal ------------------------------------------------------------------------
    def clear_overlay(self) -> None:
        super().clear_overlay()
        self.track.proposed = None
        self.track.update()
        self.glory.proposed_token = None
        self.glory.update()

    def speed_zero(self) -> bool:
        return self.speed() <= 0

    def centre(self, ref: LocRef) -> QPointF:
        return loc_centre(ref.region, ref.slot, self.rows[ref.region])

    def show_proposal(self, proposal: Any) -> None:
        self.clear_overlay()
        if not isinstance(proposal, HumanTurn) and self.show_selection:
            self.set_selection_shown(False)  # the Automa acts: no ring left where its mech was
        snap: ExpeditionsSnapshot = self.session.snapshot
        if isinstance(proposal, act.ExpeditionsStep):
            self._checks(proposal)
            self._action(snap, proposal.action)
        elif isinstance(proposal, act.ExpeditionsPrompt) and isinstance(proposal.question, act.AskTile):
            ref = proposal.question.location
            self._add(CheckMark("target", "?", words.sentence(proposal.reasons[0]) if proposal.reasons else ""),
                      self.centre(ref))
        if not self.speed_zero():
            self.animations.start()

    def _checks(self, step: act.ExpeditionsStep) -> None:
        """The target search, location by location: ✓ match, ✗ no match, skip for your mech's
        location (it does not count towards the range), ★ the first match the mech goes to."""
        first: tuple[str, int] | None = None
        for r in step.reasons:
            if r.code == "target.first_match":
                first = (str(r.param("mech")), int(r.param("slot")))
        for r in step.reasons:
            if r.code not in ("search.match", "search.no_match", "search.player_ignored"):
                continue
            mech, slot = str(r.param("mech")), int(r.param("slot"))
            ref = LocRef(region=mech, slot=slot)
            tip = words.reason_text(r)
            if r.code == "search.player_ignored":
                mark = CheckMark("skipped", QCoreApplication.translate("ExpeditionsBoard", "skip"), tip)
            elif (mech, slot) == first:
                mark = CheckMark("target", f"★ {r.param('range')}", tip)
            elif r.code == "search.match":
                mark = CheckMark("match", f"✓ {r.param('range')}", tip)
            else:
                mark = CheckMark("no_match", f"✗ {r.param('range')}", tip)
            self._add(mark, self.centre(ref))

    def _ghost(self, mech: str, origin: LocRef, dest: LocRef, path: tuple[LocRef, ...]) -> None:
        snap: ExpeditionsSnapshot = self.session.snapshot
        ghost = GhostMech(f"automa_{mech}")
        self._add(ghost, self.mech_pos(snap, f"automa_{mech}", dest))
        self._animate(ghost, b"opacity", 0.0, 0.8)
        if dest == origin:
            return
        colour = MECH_COLOURS[f"automa_{mech}"]
        arrow = PathArrow(self._path_points(origin, path or (dest,)), colour, "")
        self._add(arrow)
        self._animate(arrow, b"progress", 0.0, 1.0)

    def _path_points(self, origin: LocRef, path: tuple[LocRef, ...]) -> list[list[QPointF]]:
        """Polylines through the hex centres; a wrap (a step the other way) leaves the row at one
        edge and enters it again at the other."""
        lift = QPointF(0, R * 1.02)  # along the hexes' bottom vertices: clear of tokens, badges and mechs
        parts: list[list[QPointF]] = [[self.centre(origin) + lift]]
        prev = origin
        for ref in path:
            a, b = self.centre(prev) + lift, self.centre(ref) + lift
            step = ref.slot - prev.slot
            forward = 1 if ref.region == "north" else -1
            if step * forward < 0:  # the wrap
                edge = HEX_W * 0.5 * forward
                parts[-1].append(a + QPointF(edge, 0))
                parts.append([b - QPointF(edge, 0), b])
            else:
                parts[-1].append(b)
            prev = ref
        return [p for p in parts if len(p) > 1]

    def _take(self, ref: LocRef, values: list[int], loc: Location, tip: str) -> None:
        """Ring the tokens a vanquish takes: the top ones, passing over the 20."""
        positions = token_positions(len(loc.corruption))
        wanted = list(values)
        for value, pos in zip(loc.corruption, positions, strict=False):
            if wanted and value == wanted[0] and (value != LAIR_VALUE or values == [LAIR_VALUE]):
                wanted.pop(0)
                ring = TakeRing(TOKEN_R + 4, tip)
                self._add(ring, self.centre(ref) + pos)
                self._animate(ring, b"opacity", 0.0, 1.0)

    def _action(self, snap: ExpeditionsSnapshot, a: Any) -> None:
        tr = QCoreApplication.translate
        match a:
            case act.MoveMech(mech=mech, origin=origin, dest=dest, path=path):
                self._ghost(mech, origin, dest, path)
            case act.Explore(mech=mech, origin=origin, dest=dest):
                self._ghost(mech, origin, dest, self._walk(origin, dest))
                ring = TakeRing(17, tr("ExpeditionsBoard", "The Automa takes this map token"))
                self._add(ring, self.centre(dest) + QPointF(-34, -22))
                self._animate(ring, b"opacity", 0.0, 1.0)
            case act.VanquishLair(mech=mech, origin=origin, dest=dest):
                self._ghost(mech, origin, dest, self._walk(origin, dest))
                self._take(dest, [LAIR_VALUE], snap.location(dest), tr("ExpeditionsBoard", "The Automa takes the 20"))
            case act.Vanquish(mech=mech, origin=origin, dest=dest, taken=taken):
                self._ghost(mech, origin, dest, self._walk(origin, dest))
                self._take(dest, list(taken), snap.location(dest),
                           tr("ExpeditionsBoard", "The Automa takes this corruption token"))
            case act.Tidy(location=ref):
                self._add(CheckMark("target", tr("ExpeditionsBoard", "tidy"), ""), self.centre(ref))
            case act.AdvanceProgress(dest=dest, glory_token=token):
                self.track.proposed = dest
                self.track.update()
                self.glory.proposed_token = token
                self.glory.update()

    def _walk(self, origin: LocRef, dest: LocRef) -> tuple[LocRef, ...]:
        """The slots from origin to a target, in the mech's direction (for the arrow only)."""
        if origin == dest:
            return ()
        n = self.rows[origin.region]
        step = 1 if origin.region == "north" else -1
        out = []
        slot = origin.slot
        for _ in range(n):
            slot = (slot + step) % n
            out.append(LocRef(region=origin.region, slot=slot))
            if slot == dest.slot:
                break
        return tuple(out)

    # -- gestures -> edits -------------------------------------------------------------------
    def location_at(self, pos: QPointF) -> LocRef | None:
        for item in self.locations.values():
            if item.contains(item.mapFromScene(pos)):
                return item.ref
        return None

    def mech_dropped(self, mech: str, pos: QPointF) -> bool:
        """A mech let go at `pos`: one edit, or a hint and nothing changes."""
        ref = self.location_at(pos)
        if mech == "player":
            if ref is None and pos.y() < TRACK_Y - 30:
                self.message.emit(QCoreApplication.translate(
                    "ExpeditionsBoard", "Drop your mech on a location, or on Basecamp below to take it off the map."))
                return False
            return self.session.edit(edits.PlacePlayerMech(location=ref))
        region = mech.removeprefix("automa_")
        if ref is None:
            return False
        if ref.region != region:
            self.message.emit(words.error_text("gui.mech_region", {"mech": region}))
            return False
        return self.session.edit(edits.PlaceAutomaMech(mech=region, slot=ref.slot))

    def location_menu(self, ref: LocRef) -> QMenu:
        """Right-click a location: every edit of it, each one undoable step."""
        tr = QCoreApplication.translate
        snap: ExpeditionsSnapshot = self.session.snapshot
        loc = snap.location(ref)
        s = self.session
        menu = QMenu()
        menu.setTitle(words.place_name(ref.region, ref.slot))
        menu.addAction(tr("ExpeditionsBoard", "Move your mech here"),
                       lambda: s.edit(edits.PlacePlayerMech(location=ref)))
        if ref.region in ("north", "central"):
            menu.addAction(tr("ExpeditionsBoard", "Move the Automa's {mech} here").format(
                mech=words.mech_name(ref.region)),
                lambda: s.edit(edits.PlaceAutomaMech(mech=ref.region, slot=ref.slot)))
        menu.addSeparator()
        flip = menu.addAction(tr("ExpeditionsBoard", "Face up"),
                              lambda: s.edit(edits.SetTile(location=ref, tile=loc.tile, face_up=not loc.face_up)))
        flip.setCheckable(True)
        flip.setChecked(loc.face_up)
        token = menu.addAction(tr("ExpeditionsBoard", "Map token"),
                               lambda: s.edit(edits.SetMapToken(location=ref, present=not loc.map_token)))
        token.setCheckable(True)
        token.setChecked(loc.map_token)
        menu.addAction(tr("ExpeditionsBoard", "Tile number…"), lambda: self.ask_tile(ref))
        menu.addAction(tr("ExpeditionsBoard", "Corruption tokens…"), lambda: self.ask_corruption(ref))
        menu.addSeparator()
        if not loc.face_up:
            menu.addAction(tr("ExpeditionsBoard", "You explored it (the table panel enters its tile)"),
                           lambda: self.selectionChanged.emit(ref))
        if loc.corruption:
            menu.addAction(tr("ExpeditionsBoard", "You vanquished the top token"),
                           lambda: s.edit(edits.PlayerVanquish(location=ref, count=1)))
        return menu

    def ask_tile(self, ref: LocRef) -> bool:
        loc = self.session.snapshot.location(ref)
        value, ok = QInputDialog.getInt(None, words.place_name(ref.region, ref.slot),
                                        QCoreApplication.translate("ExpeditionsBoard", "Tile number (0 = unknown):"),
                                        loc.tile or 0, 0, 20)
        if not ok:
            return False
        return self.session.edit(edits.SetTile(location=ref, tile=value or None, face_up=loc.face_up))

    def ask_corruption(self, ref: LocRef) -> bool:
        loc = self.session.snapshot.location(ref)
        text, ok = QInputDialog.getText(
            None, words.place_name(ref.region, ref.slot),
            QCoreApplication.translate("ExpeditionsBoard", "Corruption tokens, top first (e.g. 3 4 20):"),
            text=" ".join(str(v) for v in loc.corruption))
        if not ok:
            return False
        tokens = parse_numbers(text)
        if tokens is None:
            self.message.emit(words.error_text("gui.bad_tokens", {}))
            return False
        return self.session.edit(edits.SetCorruption(location=ref, tokens=tokens))

    def keyboard_move(self, dx: int, dy: int) -> None:
        """Arrow keys walk the selection over the locations (the table panel follows)."""
        region, slot = self.selected.region, self.selected.slot
        regions = [r for r in REGIONS if self.rows[r]]
        if dy:
            region = regions[max(0, min(len(regions) - 1, regions.index(region) + dy))]  # type: ignore[assignment]
        slot = max(0, min(self.rows[region] - 1, slot + dx))
        self.select(LocRef(region=region, slot=slot))


def parse_numbers(text: str) -> tuple[int, ...] | None:
    """'3 4 20' or '3, 4, 20' -> (3, 4, 20); None when a part is not a whole number."""
    parts = text.replace(",", " ").split()
    if not all(p.isdigit() for p in parts):
        return None
    return tuple(int(p) for p in parts)


def mech_tip(mech: str) -> str:
    tr = QCoreApplication.translate
    return {"automa_north": tr("ExpeditionsBoard", "The Automa's North mech (blue, N): drag to correct"),
            "automa_central": tr("ExpeditionsBoard", "The Automa's Central mech (black, C): drag to correct"),
            "player": tr("ExpeditionsBoard", "Your mech (P): drag it where it stands on the table")}[mech]


class ExpeditionsView(FitView):
    """The whole board scaled to fit; arrow keys select a location, the menu key edits it."""

    def __init__(self, scene: ExpeditionsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Expeditions board"))
        self.setAccessibleDescription(self.tr(
            "The North, Central and South regions; the same state is listed in the Board as text panel. "
            "Arrow keys select a location, the menu key edits it."))
        self.setBackgroundBrush(QBrush(QColor("#4b5a48")))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
                 Qt.Key.Key_Down: (0, 1)}
        key = Qt.Key(event.key())
        if key in moves:
            self.board_scene.keyboard_move(*moves[key])
            event.accept()
            return
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            ref = self.board_scene.selected
            centre = self.mapFromScene(self.board_scene.centre(ref))
            self.board_scene.location_menu(ref).exec(self.mapToGlobal(centre))
            event.accept()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        super().contextMenuEvent(event)


def headline(snap: ExpeditionsSnapshot, proposal: Any) -> str:
    """What happens next, in one line (turn bar, proposal panel)."""
    tr = QCoreApplication.translate
    if isinstance(proposal, HumanTurn):
        return tr("ExpeditionsTurn", "Your turn: mirror what you do on the board, then End my turn.")
    if isinstance(proposal, act.ExpeditionsPrompt):
        q = proposal.question
        if isinstance(q, act.AskCard):
            return tr("ExpeditionsTurn", "Draw the top Automa card and enter its number.")
        return tr("ExpeditionsTurn", "Turn the tile of {place} face up: enter its number and the corruption placed."
                  ).format(place=words.place_name(q.location.region, q.location.slot))
    if isinstance(proposal, act.ExpeditionsStep):
        return action_text(proposal)
    if proposal is None:
        return ""
    return tr("ExpeditionsTurn", "The app could not plan the next step (the log has details): undo or correct "
                                 "the board.")


def action_text(step: act.ExpeditionsStep) -> str:
    tr = QCoreApplication.translate
    a = step.action

    def place(ref: LocRef) -> str:
        return words.place_name(ref.region, ref.slot)

    match a:
        case act.Reshuffle(physical=True):
            return tr("ExpeditionsTurn", "Shuffle all 14 Automa cards and set the top 2 aside unseen.")
        case act.Reshuffle():
            return tr("ExpeditionsTurn", "The app reshuffles the Automa deck (2 cards set aside unseen).")
        case act.DrawCard(card=card, left=left):
            return tr("ExpeditionsTurn", "Automa card {card} ({left} left in the deck).").format(card=card.id, left=left)
        case act.AdvanceProgress(origin=o, dest=d, glory_token=token):
            text = tr("ExpeditionsTurn", "Progress marker {o} → {d}.").format(o=o, d=d)
            if token is not None:
                text += " " + tr("ExpeditionsTurn", "Glory token {n} to Basecamp.").format(n=token)
            return text
        case act.Tidy(mech=mech, location=ref, spaces=spaces):
            where = " ".join(str(s) for s in spaces) if spaces else tr("ExpeditionsTurn", "next to it")
            return tr("ExpeditionsTurn", "{mech} at {place}: tidy the face-up cards ({where}).").format(
                mech=words.mech_name(mech), place=place(ref), where=where)
        case act.MoveMech(mech=mech, origin=o, dest=d):
            if o == d:
                return tr("ExpeditionsTurn", "{mech} stays at {place}.").format(mech=words.mech_name(mech),
                                                                               place=place(o))
            return tr("ExpeditionsTurn", "{mech} moves {o} → {d}.").format(mech=words.mech_name(mech), o=place(o),
                                                                          d=place(d))
        case act.Explore(mech=mech, dest=d):
            return tr("ExpeditionsTurn", "{mech} explores {d}: the Automa takes its map token.").format(
                mech=words.mech_name(mech), d=place(d))
        case act.VanquishLair(mech=mech, dest=d):
            return tr("ExpeditionsTurn", "{mech} goes to {d}: the Automa takes the 20 token.").format(
                mech=words.mech_name(mech), d=place(d))
        case act.Vanquish(mech=mech, dest=d, taken=taken):
            return tr("ExpeditionsTurn", "{mech} vanquishes at {d}: the Automa takes {taken}.").format(
                mech=words.mech_name(mech), d=place(d), taken=" ".join(str(v) for v in taken) or "—")
        case act.EndTurn():
            return tr("ExpeditionsTurn", "End of the Automa's turn: your turn next.")
        case act.GameOver(score=score):
            return tr("ExpeditionsTurn", "Game over: the Automa has {total} coins. Enter yours in the Score panel."
                      ).format(total=score.total)
        case act.Nothing():
            return words.sentence(step.reasons[0]) if step.reasons else tr("ExpeditionsTurn", "Nothing to do.")
    return str(a)
