"""The board view: the Root map drawn from the snapshot, pieces the player drags to mirror the table,
and the bot's proposal drawn as ghost pieces, arrows and markers before it happens.

The scene is fed from the model and never the reverse: a drag only asks the session for an edit,
and the pieces move when the new snapshot arrives (or spring back when the edit is refused).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from typing import Any

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QLineF,
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
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QMenu,
    QMessageBox,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...controller.session import Session
from ...core.steps import IllegalEdit
from ...games.root import actions as act
from ...games.root import edits, rules
from ...games.root.board import Board, load_board
from ...games.root.factions import FACTIONS, PLOT_FACES, Category
from ...games.root.state import Place, RootSnapshot
from .. import theme
from ..boardscene import FitView, OverlayScene, drag_move, drag_press, drag_released
from ..theme import Layer
from . import board_art, colours, names
from .outrage import edit_by_hand
from .panels import result_text
from .reasons import counted, topic_text
from .root_boards import board_change_text, board_changes, is_board_part

log = logging.getLogger(__name__)

MIME_PIECE = "application/x-tablebot-piece"
"""Drag payload from the palette: "faction/kind/count"."""

BOARD_W = 1000.0
BOARD_H = 900.0
MARGIN = 40.0
"""Room around the map; a piece dropped there goes back to its supply."""
BANNER_BAND = 64.0
"""Room above the map for the banner (two lines): it never covers a clearing's label or a ghost."""
R = 90.0
"""Clearing radius in scene units."""
SLOT = 38.0
PRIORITY_RECT = QRectF(R - 30, -R + 2, 38, 38)
"""The clearing's priority number, around the clearing's centre (top right: nothing may cover it)."""
STAR_CENTRE = QPointF(-R * 0.95, R * 0.86)
"""The battle star, around the clearing's centre: bottom left, clear of the suit and priority badges,
the building slots, the warrior row and the token row (where the Vagabond's pawn stands)."""
STAR_R = 30.0
CAPTION_H = 30.0
BURROW_W, BURROW_H = 210.0, 240.0
BURROW_RECT = QRectF(BOARD_W + MARGIN, (BOARD_H - BURROW_H) / 2, BURROW_W, BURROW_H)
"""The Duchy's Burrow (Law of Rootbotics 10.2.2), drawn beside the map's right edge when it is in play."""


def _font(px: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, int(px)))
    font.setBold(bold)
    return font


def _centre_text(painter: QPainter, rect: QRectF, text: str, px: float, colour: QColor, bold: bool = True) -> None:
    painter.setFont(_font(px, bold))
    painter.setPen(colour)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


def piece_letter(kind: str) -> str:
    return {"roost": "Ro"}.get(kind, names.PIECE_LETTERS.get(kind, kind[:1].upper()))


def building_outline(kind: str, rect: QRectF) -> QPainterPath:
    """A building's outline, so its kind shows by shape as well as by letter: a citadel's
    battlements, a market's roof, a garden's rounded plot; any other building a square."""
    path = QPainterPath()
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    if kind == "citadel":
        w, notch = rect.width() / 5, 6.0
        points = [QPointF(left, bottom), QPointF(left, top)]
        for i in (1, 3):
            points += [QPointF(left + i * w, top), QPointF(left + i * w, top + notch),
                       QPointF(left + (i + 1) * w, top + notch), QPointF(left + (i + 1) * w, top)]
        points += [QPointF(right, top), QPointF(right, bottom)]
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    elif kind == "market":
        eave = top + 9
        path.addPolygon(QPolygonF([QPointF(left, bottom), QPointF(left, eave), QPointF(rect.center().x(), top),
                                   QPointF(right, eave), QPointF(right, bottom)]))
        path.closeSubpath()
    elif garden_suit(kind) is not None:
        path.addRoundedRect(rect, 10, 10)
    else:
        path.addRect(rect)
    return path


def token_outline(kind: str, rect: QRectF) -> QPainterPath:
    """A token's outline: a tunnel's arched mouth; a trade post's octagon; a plot's diamond (face
    down or up); any other token a disc."""
    path = QPainterPath()
    if kind == "tunnel":
        path.moveTo(rect.left(), rect.bottom())
        path.lineTo(rect.left(), rect.center().y())
        path.arcTo(rect, 180, -180)
        path.lineTo(rect.right(), rect.bottom())
        path.closeSubpath()
    elif token_suit(kind) is not None:
        cut = rect.width() * 0.29
        left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
        path.addPolygon(QPolygonF([QPointF(left + cut, top), QPointF(right - cut, top), QPointF(right, top + cut),
                                   QPointF(right, bottom - cut), QPointF(right - cut, bottom),
                                   QPointF(left + cut, bottom), QPointF(left, bottom - cut),
                                   QPointF(left, top + cut)]))
        path.closeSubpath()
    elif is_plot(kind):
        c = rect.center()
        path.addPolygon(QPolygonF([QPointF(c.x(), rect.top() - 2), QPointF(rect.right() + 2, c.y()),
                                   QPointF(c.x(), rect.bottom() + 2), QPointF(rect.left() - 2, c.y())]))
        path.closeSubpath()
    else:
        path.addEllipse(rect)
    return path


def token_suit(kind: str) -> str | None:
    """The suit of a Riverfolk trade post (it stands only in a clearing of that suit), else None."""
    if not kind.startswith("trade_post_") or not FACTIONS["riverfolk"].has_piece(kind):
        return None
    suit = FACTIONS["riverfolk"].piece(kind).suit
    return suit.value if suit is not None else None


def is_plot(kind: str) -> bool:
    """A Corvid plot token: face down ("plot", drawn "?") or one of its revealed faces."""
    return kind == "plot" or kind in PLOT_FACES


def garden_suit(kind: str) -> str | None:
    """The suit of a Lizard Cult garden (it stands only in a clearing of that suit), else None."""
    if not kind.startswith("garden_") or not FACTIONS["lizards"].has_piece(kind):
        return None
    suit = FACTIONS["lizards"].piece(kind).suit
    return suit.value if suit is not None else None


def _paint_suit_band(painter: QPainter, rect: QRectF, suit: str) -> None:
    """A garden's suit across its top, in the suit's colour and written out (colour is never the
    only cue): FOX, RAB, MOU."""
    band = QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, 16)
    painter.save()
    painter.setPen(QPen(QColor("#222222"), 1))
    painter.setBrush(colours.SUIT_COLOURS[suit])
    painter.drawRoundedRect(band, 5, 5)
    _centre_text(painter, band, names.suit(suit)[:3].upper(), 12, theme.text_on(colours.SUIT_COLOURS[suit]))
    painter.restore()


# -- geometry --------------------------------------------------------------------------------
@lru_cache(maxsize=16)
def _woodland(map_id: str, coast: tuple[int, ...]) -> board_art.Woodland:
    """The map's regions, worked out once per map and coast (the only correction that moves them)."""
    board = replace(load_board(map_id), coast=coast)
    centres = {c.id: (c.board_xy[0] * BOARD_W, c.board_xy[1] * BOARD_H) for c in board.clearings}
    return board_art.woodland(board, centres, BOARD_W, BOARD_H, R)


def _woodland_for(board: Board) -> board_art.Woodland:
    return _woodland(board.id, board.coast)


class Geometry:
    """Where things are drawn: clearing centres from the suit-marker spots of the printed board
    (`board_xy`: the map as it lies on the table); a forest's pieces where it is widest."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.centres: dict[Place, QPointF] = {}
        for c in board.clearings:
            self.centres[c.id] = QPointF(c.board_xy[0] * BOARD_W, c.board_xy[1] * BOARD_H)
        self.woodland = _woodland_for(board)
        for f in board.forests:
            self.centres[f.id] = self.woodland.inner[f.id]
        self.centres[rules.BURROW] = BURROW_RECT.center()
        self.burrow = False
        """Whether the Burrow is drawn (and is a place pieces can be dropped on)."""

    def lake_centre(self) -> QPointF | None:
        lake = self.woodland.lake
        return lake.boundingRect().center() if lake is not None else None

    def ferry_pos(self, clearing: int) -> QPointF:
        """The ferry floats on the lake at its clearing's shore: towards the water, turned aside
        as little as needed to keep off the clearing's badges and every clearing's disc."""
        centre = self.centres[clearing]
        towards = self.lake_centre() or QPointF(BOARD_W / 2, BOARD_H / 2)
        angle = QLineF(centre, towards).angle()
        water = board_art.lake_shape(self.woodland.lake, LAKE_BULGE) if self.woodland.lake is not None else None
        badges = [PRIORITY_RECT.translated(centre), QRectF(EMBLEM_CENTRE.x() - EMBLEM_R, EMBLEM_CENTRE.y() - EMBLEM_R,
                                                           2 * EMBLEM_R, 2 * EMBLEM_R).translated(centre)]

        def clear(pos: QPointF) -> bool:
            box = QRectF(pos.x() - FerryItem.W / 2, pos.y() - FerryItem.H / 2, FerryItem.W, FerryItem.H)
            if any(box.intersects(b) for b in badges) or not QRectF(0, 0, BOARD_W, BOARD_H).contains(box):
                return False
            for c in self.board.clearings:
                o = self.centres[c.id]
                near = QPointF(min(max(o.x(), box.left()), box.right()), min(max(o.y(), box.top()), box.bottom()))
                if QLineF(near, o).length() < R + 4:
                    return False
            return True

        candidates = [QLineF.fromPolar(distance, angle + turn).translated(centre).p2()
                      for turn in (0, 15, -15, 30, -30, 45, -45, 60, -60, 90, -90)
                      for distance in (R + 36, R + 60, R + 90)]
        for wet in (True, False):
            for pos in candidates:
                if clear(pos) and (not wet or (water is not None and water.contains(pos))):
                    return pos
        return candidates[0]

    def slot_pos(self, clearing: int, index: int) -> QPointF:
        slots = self.board.clearing(clearing).slots
        c = self.centres[clearing]
        width = slots * SLOT + (slots - 1) * 6
        return QPointF(c.x() - width / 2 + SLOT / 2 + index * (SLOT + 6), c.y() - 30)

    def warrior_pos(self, place: Place, index: int, total: int) -> QPointF:
        c = self.centres[place]
        if isinstance(place, str):
            return QPointF(c.x() + (index - (total - 1) / 2) * 56, c.y() - 24)
        return QPointF(c.x() + (index - (total - 1) / 2) * 56, c.y() + 18)

    def token_pos(self, place: Place, index: int, total: int) -> QPointF:
        c = self.centres[place]
        if isinstance(place, str):
            return QPointF(c.x() + (index - (total - 1) / 2) * 40, c.y() + 11)
        return QPointF(c.x() + (index - (total - 1) / 2) * 36, c.y() + 55)

    def place_at(self, pos: QPointF) -> Place | None:
        if self.burrow and BURROW_RECT.adjusted(-6, -6, 6, 6).contains(pos):
            return rules.BURROW
        for c in self.board.clearings:
            if QLineF(pos, self.centres[c.id]).length() <= R + 6:
                return c.id
        for f in self.board.forests:
            if self.woodland.forests[f.id].containsPoint(pos, Qt.FillRule.OddEvenFill):
                return f.id
        return None


# -- static map items ------------------------------------------------------------------------
EMBLEM_CENTRE = QPointF(-(R - 11), -(R - 21))
"""The suit's symbol, around the clearing's centre: top left, the priority number's mirror image."""
EMBLEM_R = 21.0
PASS_RECT = QRectF(-40, -82, 80, 26)
LAKE_BULGE = 30.0
"""How far the lake's shore bows out between two coastal clearings."""
"""The Pass's label, between the suit symbol and the priority number, above the building slots."""


def paint_suit_emblem(painter: QPainter, centre: QPointF, radius: float, suit: str | None) -> None:
    """A suit's symbol in a disc of its ink (a clearing without its marker yet: a dashed "?")."""
    if suit is None:
        painter.setPen(QPen(colours.INK, 2, Qt.PenStyle.DashLine))
        painter.setBrush(colours.NO_SUIT)
        painter.drawEllipse(centre, radius, radius)
        _centre_text(painter, QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), "?",
                     radius * 1.1, colours.INK)
        return
    painter.setPen(QPen(colours.CREAM, 2))
    painter.setBrush(colours.SUIT_INKS[suit])
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours.CREAM)
    painter.drawPath(board_art.in_box(board_art.suit_icon(suit), centre, radius * 0.62))


class ClearingItem(QGraphicsObject):
    """A clearing as printed: a cream disc in its suit's rim, the suit's symbol, the priority
    number, the building slots and ruins; on the Lake its shore, on the Mountain the Pass."""

    def __init__(self, scene: BoardScene, cid: int) -> None:
        super().__init__()
        self.board_scene = scene
        self.cid = cid
        self.info = scene.geometry.board.clearing(cid)
        self.ruins = False
        self.used = 0
        self.is_pass = cid == scene.geometry.board.pass_clearing
        self.shore: float | None = None
        """On the Lake, the angle (degrees, Qt's) from the clearing towards the water."""
        lake = scene.geometry.lake_centre()
        if lake is not None and cid in scene.geometry.board.coast:
            line = QLineF(scene.geometry.centres[cid], lake)
            self.shore = line.angle()
        self.setPos(scene.geometry.centres[cid])
        self.setZValue(float(Layer.CLEARING))
        # Drawn once into a pixmap: a highlight or a ghost over it repaints by copying it.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        tr = QCoreApplication.translate
        suit = self.info.suit
        text = tr("Board", "Clearing {n} ({suit}). Double-click to toggle ruins.").format(
            n=self.cid, suit=names.suit(suit.value) if suit is not None else tr("Board", "no suit marker yet"))
        if self.is_pass:
            text += " " + tr("Board", "The Pass: it wins every highest- and lowest-priority choice of a bot "
                                      "(Law of Rootbotics 12.2.2).")
        if self.shore is not None:
            text += " " + tr("Board", "On the lake's coast.")
        self.setToolTip(text)

    def set_state(self, ruins: bool, used: int) -> None:
        if (ruins, used) != (self.ruins, self.used):
            self.ruins, self.used = ruins, used
            self.update()

    def set_info(self, info: Any) -> None:
        """The clearing as laid at the table (its suit marker, corrected slots)."""
        if info != self.info:
            self.info = info
            self._update_tooltip()
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 22, -R - 22, 2 * R + 44, 2 * R + 44)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        suit = self.info.suit.value if self.info.suit is not None else None
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.shore is not None:
            # The coast: the lake's water laps the clearing's side that faces it.
            painter.setPen(QPen(colours.WATER_EDGE, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawArc(QRectF(-R - 8, -R - 8, 2 * R + 16, 2 * R + 16), int((self.shore - 60) * 16), 120 * 16)
        ink = colours.SUIT_INKS[suit] if suit is not None else colours.INK
        rim = colours.SUIT_RIMS[suit] if suit is not None else colours.NO_SUIT
        painter.setPen(QPen(ink, 3))
        painter.setBrush(rim)
        painter.drawEllipse(QPointF(0, 0), R, R)
        painter.setPen(QPen(ink, 1.5) if not self.is_pass else QPen(colours.ROCK, 4, Qt.PenStyle.DashLine))
        painter.setBrush(colours.CREAM)
        painter.drawEllipse(QPointF(0, 0), R - 11, R - 11)
        # Slots as printed: white squares; a ruin a stone block; buildings are piece items on top.
        geo = self.board_scene.geometry
        centre = geo.centres[self.cid]
        for i in range(self.info.slots):
            p = geo.slot_pos(self.cid, i) - centre
            rect = QRectF(p.x() - SLOT / 2, p.y() - SLOT / 2, SLOT, SLOT)
            # Buildings fill slots from the left (drawn by their own items); the ruin takes the last.
            is_ruin = self.ruins and i == self.info.slots - 1 and i >= self.used
            if i < self.used:
                continue
            if is_ruin:
                painter.setPen(QPen(colours.INK, 2))
                painter.setBrush(colours.RUIN)
                painter.drawRect(rect)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#e9e1cf"))
                painter.drawPath(board_art.ruin_glyph(rect.adjusted(5, 4, -5, -4)))
            else:
                painter.setPen(QPen(colours.INK, 2))
                painter.setBrush(QColor("#fffdf6"))
                painter.drawRect(rect)
        paint_suit_emblem(painter, EMBLEM_CENTRE, EMBLEM_R, suit)
        if self.is_pass:
            painter.setPen(QPen(colours.INK, 1.5))
            painter.setBrush(colours.ROCK)
            painter.drawRoundedRect(PASS_RECT, 8, 8)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.CREAM)
            painter.drawPath(board_art.peak(QRectF(PASS_RECT.left() + 6, PASS_RECT.top() + 6, 20, 14)))
            _centre_text(painter, PASS_RECT.adjusted(22, 0, 0, 0), QCoreApplication.translate("Board", "PASS"), 15,
                         QColor("#ffffff"))
        prio_rect = PRIORITY_RECT
        painter.setBrush(QColor("#1d1d1d"))
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.drawEllipse(prio_rect)
        _centre_text(painter, prio_rect, str(self.info.priority), 22, QColor("#ffffff"))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board_scene.toggle_ruins(self.cid)
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.board_scene.clearing_menu(self.cid).exec(event.screenPos())


class MapPart(QGraphicsObject):
    """A part of the printed map (a forest, a path, a river, the lake): the map's one cached
    picture (MapArtItem) draws it with `draw`; the item itself paints nothing and only answers the
    mouse — its tooltip, the shape it is hit by, a context menu."""

    def __init__(self, layer: Layer) -> None:
        super().__init__()
        self.setZValue(float(layer))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self._hit = QPainterPath()
        self._bounds = QRectF()

    def set_area(self, hit: QPainterPath, margin: float, drawn: QPainterPath | None = None) -> None:
        """The shape the mouse hits, and the bounds of what `draw` paints (`drawn`, else the hit
        shape) grown by `margin` for its pen."""
        self._hit = hit
        self._bounds = (drawn if drawn is not None else hit).boundingRect().adjusted(-margin, -margin, margin, margin)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._hit

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError


class ForestItem(MapPart):
    """A forest: the woodland between its paths (a face of the map), named on hover."""

    def __init__(self, scene: BoardScene, fid: str) -> None:
        super().__init__(Layer.FOREST)
        self.fid = fid
        geo = scene.geometry
        self.polygon = geo.woodland.forests[fid]
        self.outline = board_art.rounded(self.polygon, 34)
        keep_clear = [(geo.centres[c.id], R + 14) for c in geo.board.clearings]
        self.crowns = QPainterPath()
        for p in board_art.tree_crowns(self.polygon, keep_clear, 30):
            self.crowns.addEllipse(p, 11, 11)
        self.set_area(self.outline, 3)
        forest = geo.board.forest(fid)
        self.setToolTip(QCoreApplication.translate("Board", "Forest {name}: between clearings {list}").format(
            name=names.forest_label(fid), list=", ".join(str(c) for c in forest.bordering)))

    def draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(colours.WOODLAND_DARK, 3))
        painter.setBrush(colours.WOODLAND)
        painter.drawPath(self.outline)
        # Tree crowns: the woodland's texture, drawn from the project's own shapes.
        # Filled, not outlined (a shadow under each crown): the cheapest to redraw at a new size.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.WOODLAND_DARK)
        painter.drawPath(self.crowns.translated(1.5, 2.5))
        painter.setBrush(QColor("#7ea861"))
        painter.drawPath(self.crowns)


FOREST_MARK_INSET = 26.0
"""How far inside a forest's edge its setup mark runs."""


class ForestMark(QGraphicsObject):
    """A forest a setup step concerns: its edge ringed in the clearings' highlight (yellow dashes)."""

    def __init__(self, scene: BoardScene, fid: str) -> None:
        super().__init__()
        self.fid = fid
        edge = board_art.rounded(scene.geometry.woodland.forests[fid], 34)
        # Inside the woodland, off the trails and the clearings round it (which lie over it).
        band = QPainterPathStroker()
        band.setWidth(2 * FOREST_MARK_INSET)
        self.outline = edge.subtracted(band.createStroke(edge)).simplified()
        self.setZValue(float(Layer.HIGHLIGHT))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.outline.boundingRect().adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        # Only the ring: the forest inside still names itself on hover.
        stroker = QPainterPathStroker()
        stroker.setWidth(8)
        return stroker.createStroke(self.outline)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffd400"), 8, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 212, 0, 70))
        painter.drawPath(self.outline)


class PathItem(MapPart):
    """A path: a trail between two clearings. On the Mountain a closed path is heaped with rubble
    across it; its context menu opens it (or closes it again, as a correction)."""

    def __init__(self, scene: BoardScene, a: int, b: int) -> None:
        super().__init__(Layer.PATH)
        self.board_scene = scene
        self.a, self.b = (a, b) if a < b else (b, a)
        self.closed = False
        self.closable = (self.a, self.b) in scene.geometry.board.closed_paths_at_setup
        line = QLineF(scene.geometry.centres[self.a], scene.geometry.centres[self.b])
        self.line = line
        stroke = QPainterPath(line.p1())
        stroke.lineTo(line.p2())
        stroker = QPainterPathStroker()
        stroker.setWidth(30)
        self.hit = stroker.createStroke(stroke)
        self.set_area(self.hit, 24)  # the rubble of a closed path reaches past the trail
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        if not self.closable:
            self.setToolTip("")
            return
        tr = QCoreApplication.translate
        self.setToolTip((tr("Board", "Closed path {a}–{b}: bots treat it as a path (Law of Rootbotics 12.2.1); "
                                     "right-click to open it") if self.closed else
                         tr("Board", "Path {a}–{b}, opened (right-click to close it again)")).format(a=self.a, b=self.b))

    def set_closed(self, closed: bool) -> bool:
        """Whether it changed (the map's picture is then redrawn)."""
        if closed == self.closed:
            return False
        self.closed = closed
        self._update_tooltip()
        return True

    def draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(colours.TRAIL_EDGE, 22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(self.line)
        painter.setPen(QPen(colours.TRAIL, 16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(self.line)
        if not self.closed:
            return
        # Closed: a dark bar across and rocks heaped on it (shape, not only colour, says it).
        mid = self.line.pointAt(0.5)
        normal = self.line.normalVector().unitVector()
        d = QPointF(normal.dx(), normal.dy()) * 24
        painter.setPen(QPen(colours.INK, 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(mid - d, mid + d)
        painter.setPen(QPen(colours.INK, 1.5))
        painter.setBrush(colours.ROCK)
        for rock in board_art.rubble(self.line.p1(), self.line.p2(), 40):
            painter.drawPolygon(rock)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        if not self.closable:
            event.ignore()
            return
        self.board_scene.path_menu(self.a, self.b).exec(event.screenPos())


class RiverItem(MapPart):
    """A river between two clearings: water, bent aside where a path runs the same way or a
    clearing stands in its line, so both stay visible."""

    def __init__(self, scene: BoardScene, a: int, b: int) -> None:
        super().__init__(Layer.RIVER)
        geo = scene.geometry
        p, q = geo.centres[a], geo.centres[b]
        line = QLineF(p, q)
        normal = line.normalVector().unitVector()
        n = QPointF(normal.dx(), normal.dy())
        mid = line.pointAt(0.5)
        others = [geo.centres[c.id] for c in geo.board.clearings if c.id not in (a, b)]
        blocked = geo.board.graph.has_edge(a, b) or any(
            board_art._near_segment((o.x(), o.y()), (p.x(), p.y()), (q.x(), q.y()), R + 10) for o in others)
        bend = 0.0
        if blocked:
            # The side whose bend passes farthest from the other clearings.
            def clearance(sign: float) -> float:
                c = mid + n * sign * 70
                return min((QLineF(c, o).length() for o in others), default=1e9)
            bend = 70.0 if clearance(1) >= clearance(-1) else -70.0
        self.path = QPainterPath(p)
        self.path.quadTo(mid + n * bend * 2, q)
        self.setToolTip(QCoreApplication.translate("Board", "River between clearings {a} and {b}").format(a=a, b=b))
        stroker = QPainterPathStroker()
        stroker.setWidth(20)
        self.hit = stroker.createStroke(self.path)
        self.set_area(self.hit, 14, drawn=self.path)

    def draw(self, painter: QPainter) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.WATER_EDGE, 20, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.path)
        painter.setPen(QPen(colours.WATER, 14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.path)
        painter.setPen(QPen(QColor("#b9dbef"), 2, Qt.PenStyle.DashLine))
        painter.drawPath(self.path)


class LakeItem(MapPart):
    """The Lake's water between its coastal clearings (the lake joins each to every other, as a river)."""

    def __init__(self, polygon: QPolygonF) -> None:
        super().__init__(Layer.RIVER)
        self.path = board_art.lake_shape(polygon, LAKE_BULGE)
        self.set_area(self.path, 4)
        self.setToolTip(QCoreApplication.translate(
            "Board", "The lake: its coastal clearings are joined as by a river; the ferry crosses it."))

    def draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(colours.WATER_EDGE, 4))
        painter.setBrush(colours.WATER)
        painter.drawPath(self.path)
        # Ripples: a few short arcs, so the water reads as water in grey too.
        box = self.path.boundingRect()
        painter.setPen(QPen(QColor("#d3e8f5"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(-2, 3):
            for j in range(-1, 2):
                c = box.center() + QPointF(i * 70 + (j % 2) * 35, j * 60)
                if self.path.contains(c):
                    painter.drawArc(QRectF(c.x() - 16, c.y() - 6, 32, 12), 20 * 16, 140 * 16)


class MapArtItem(QGraphicsObject):
    """The printed map under the clearings in one cached picture: the paper, the woodland, the
    water and the trails (the forest, lake, river and path items over it only answer the mouse).
    One picture repaints as one copy when a piece or a ghost moves over it."""

    def __init__(self, layers: list[Any]) -> None:
        super().__init__()
        self.layers = layers
        """Items with a draw(painter), bottom first."""
        self.setZValue(float(Layer.FOREST))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, BOARD_W + 4, BOARD_H + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#3d2f20"), 4))
        painter.setBrush(colours.BOARD_PAPER)
        painter.drawRect(QRectF(0, 0, BOARD_W, BOARD_H))
        painter.save()
        painter.setClipRect(QRectF(0, 0, BOARD_W, BOARD_H))
        for layer in self.layers:
            layer.draw(painter)
        painter.restore()


class FerryItem(QGraphicsObject):
    """The Lake's ferry on the water by its coastal clearing; drag it to another coastal clearing
    to record that it moved (refused: it springs back and the refusal is shown)."""

    W, H = 72.0, 48.0

    def __init__(self, scene: BoardScene) -> None:
        super().__init__()
        self.board_scene = scene
        self.clearing: int | None = None
        self._press: QPointF | None = None
        self._home = QPointF()
        self.dragging = False
        self.setZValue(float(Layer.PIECE))
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_clearing(self, clearing: int) -> None:
        self.clearing = clearing
        self.setPos(self.board_scene.geometry.ferry_pos(clearing))
        self.setToolTip(QCoreApplication.translate(
            "Board", "The ferry, at clearing {n}. Drag it to another coastal clearing when it moves.").format(n=clearing))

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 4, -self.H / 2 - 4, self.W + 8, self.H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        painter.setPen(QPen(colours.INK, 2.5))
        painter.setBrush(QColor("#8a5a2b"))
        painter.drawPath(board_art.ferry_hull(rect))
        painter.setBrush(colours.CREAM)
        painter.drawPath(board_art.ferry_sail(rect))
        hull = QRectF(rect.left() + 8, rect.top() + self.H * 0.55, self.W - 16, self.H * 0.45)
        _centre_text(painter, hull, QCoreApplication.translate("Board", "FERRY"), 11, colours.CREAM)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        drag_press(self, event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag_move(self, event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not drag_released(self):
            return
        self.setZValue(float(Layer.PIECE))
        if not self.board_scene.ferry_dropped(event.scenePos()):
            self.setPos(self._home)


class FerryGhost(FerryItem):
    """Where a proposed move over the lake takes the ferry (12.1.1): a pale ferry sailing from its
    shore to the far one; the ferry itself moves when the step is confirmed."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.setZValue(float(Layer.GHOST))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.unsetCursor()


# -- pieces ----------------------------------------------------------------------------------
LOSS_W, LOSS_H = 32.0, 21.0


class BurrowItem(QGraphicsObject):
    """The Duchy's Burrow beside the map (10.2.2): a suitless clearing adjacent to every clearing
    with a tunnel, always ruled by the Duchy; only the Duchy's warriors may be dropped on it."""

    def __init__(self) -> None:
        super().__init__()
        self.tunnels: tuple[int, ...] = ()
        self.setPos(BURROW_RECT.topLeft())
        self.setZValue(float(Layer.CLEARING))
        self.setToolTip(QCoreApplication.translate(
            "Board", "The Duchy's Burrow: adjacent to every clearing with a tunnel; only the Duchy may put pieces here."))

    def set_tunnels(self, tunnels: tuple[int, ...]) -> None:
        if tunnels != self.tunnels:
            self.tunnels = tunnels
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BURROW_W, BURROW_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#1e150c"), 4))
        painter.setBrush(QColor("#7a5c3a"))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 40, 40)
        tr = QCoreApplication.translate
        _centre_text(painter, QRectF(0, 10, BURROW_W, 30), tr("Board", "Burrow"), 24, QColor("#f4ead2"))
        adjacent = ", ".join(str(c) for c in self.tunnels) or tr("Board", "none")
        _centre_text(painter, QRectF(8, BURROW_H - 56, BURROW_W - 16, 46),
                     tr("Board", "tunnels: {clearings}").format(clearings=adjacent), 15, QColor("#f4ead2"), bold=False)


def loss_badge_rect(category: Category) -> QRectF:
    """Where a loss's "−n" sits, around the piece it takes: on a corner of the piece, on the side
    away from the rows next to it (a warrior's top right, under the building slots; a building's or
    a token's bottom right), so neither the piece's letter and count nor its neighbours are hidden."""
    corner = {Category.WARRIOR: QPointF(26, -16), Category.BUILDING: QPointF(SLOT / 2, SLOT / 2)}.get(
        category, QPointF(24, 18))
    return QRectF(corner.x() - LOSS_W / 2 + 4, corner.y() - LOSS_H / 2, LOSS_W, LOSS_H)


def piece_rect(category: Category) -> QRectF:
    """The outline of a piece of this kind, around its position."""
    if category == Category.WARRIOR:
        return QRectF(-26, -16, 52, 32)
    if category == Category.BUILDING:
        return QRectF(-SLOT / 2 + 1, -SLOT / 2 + 1, SLOT - 2, SLOT - 2)
    if category == Category.TOKEN:
        return QRectF(-16, -16, 32, 32)
    # The Vagabond's pawn: as large as a warrior stack (Root's pawn stands taller than a warrior).
    return QRectF(-18, -24, 36, 46)


class PieceItem(QGraphicsObject):
    """One stack of a faction's pieces in a place (warriors with their count, one building, tokens).
    Drag it to another place to move it; drop it outside the map to return it to the supply."""

    def __init__(self, scene: BoardScene | None, faction: str, kind: str, place: Place, count: int,
                 ghost: bool = False) -> None:
        super().__init__()
        self.board_scene = scene
        self.faction = faction
        self.kind = kind
        self.place = place
        self.count = count
        self.ghost = ghost
        self.label = ""
        self.beside = False
        """A ghost drawn as a badge on an existing piece's corner (a loss, or pieces added to a stack)."""
        self.category = FACTIONS[faction].piece(kind).category
        self._press: QPointF | None = None
        self._home = QPointF()
        self.dragging = False
        if not ghost:
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(float(Layer.GHOST if ghost else Layer.PIECE))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        self.setToolTip(QCoreApplication.translate("Board", "{count} {faction} {piece}. Drag to move (Shift: the whole stack); "
                                   "drop off the map or press Delete to remove.").format(
            count=self.count, faction=names.faction_short(self.faction), piece=names.piece(self.kind)))

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self._update_tooltip()
            self.update()

    def boundingRect(self) -> QRectF:
        if self.ghost and (self.label.startswith("−") or self.beside):
            return piece_rect(self.category).adjusted(-7, -7, 7, 7).united(loss_badge_rect(self.category)).adjusted(
                -2, -2, 2, 2)
        return QRectF(-30, -26, 60, 52)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-26, -22, 52, 44))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = colours.piece_colour(self.faction)
        fg = theme.text_on(colour)
        edge = QPen(colours.GHOST_EDGE, 3, Qt.PenStyle.DashLine) if self.ghost else QPen(QColor("#111111"), 2)
        if self.isSelected():
            edge = QPen(QColor("#ffffff"), 4)
        if self.ghost and (self.label.startswith("−") or self.beside):
            self._paint_badge(painter)
            return
        if self.ghost:
            # A yellow halo: a proposal must never be mistaken for a piece on the table; a red one
            # (with a cross, below) for pieces the step takes off.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 212, 0, 200))
            painter.drawRoundedRect(QRectF(-29, -24, 58, 48), 14, 14)
        if not self.ghost and isinstance(self.place, str) and self.place != rules.BURROW:
            # In a forest: a pale ground under the piece, so it reads on the woodland.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(248, 241, 220, 215))
            painter.drawRoundedRect(piece_rect(self.category).adjusted(-5, -5, 5, 5), 12, 12)
        painter.setPen(edge)
        painter.setBrush(colour)
        letter = names.FACTION_LETTERS.get(self.faction, "?")
        if self.category == Category.WARRIOR:
            # A wooden figure (its head says the faction, so does its letter) and its count.
            figure = QRectF(-26, -16, 28, 32)
            painter.drawPath(board_art.warrior_figure(self.faction, figure))
            _centre_text(painter, QRectF(figure.left(), figure.top() + 15, figure.width(), 17), letter, 12, fg)
            self._paint_count(painter, self.label or str(self.count))
        elif self.category == Category.BUILDING:
            rect = QRectF(-SLOT / 2 + 1, -SLOT / 2 + 1, SLOT - 2, SLOT - 2)
            painter.drawPath(building_outline(self.kind, rect))
            suit = garden_suit(self.kind)
            if suit is not None:
                _paint_suit_band(painter, rect, suit)
                _centre_text(painter, rect.adjusted(0, 15, 0, 0), self.label or piece_letter(self.kind), 17, fg)
            else:
                # A tile with its sticker: the building's letter in the faction's colour on cream.
                top = 9 if self.kind in ("citadel", "market") else 4
                sticker = rect.adjusted(4, top, -4, -4)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.CREAM)
                painter.drawRoundedRect(sticker, 4, 4)
                _centre_text(painter, sticker.adjusted(0, -2, 0, 0), self.label or piece_letter(self.kind),
                             18 if len(self.label or piece_letter(self.kind)) < 2 else 14, colour)
                painter.setFont(_font(8))
                painter.setPen(colour)
                painter.drawText(sticker.adjusted(1, 0, -1, 1),
                                 int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom), letter)
        elif self.category == Category.TOKEN:
            rect = QRectF(-16, -16, 32, 32)
            painter.drawPath(token_outline(self.kind, rect))
            text = piece_letter(self.kind) + (str(self.count) if self.count > 1 else "")
            suit = token_suit(self.kind)
            if suit is not None:
                # A trade post says its suit across its top half (colour is never the only cue).
                outline = token_outline(self.kind, rect)
                band = QRectF(rect.left(), rect.top(), rect.width(), 15)
                painter.save()
                painter.setClipPath(outline)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.SUIT_COLOURS[suit])
                painter.drawRect(band)
                painter.restore()
                painter.setPen(edge)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(outline)
                _centre_text(painter, band.adjusted(0, 1, 0, 0), names.suit(suit)[:3].upper(), 11,
                             theme.text_on(colours.SUIT_COLOURS[suit]))
                _centre_text(painter, rect.adjusted(0, 15, 0, 0), self.label or text, 14, fg)
            elif self.kind == "tunnel" or is_plot(self.kind):
                _centre_text(painter, rect, self.label or text, 16 if len(text) < 3 else 13, fg)
            else:
                # A wooden disc with its sticker.
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.CREAM)
                painter.drawEllipse(rect.adjusted(5, 5, -5, -5))
                _centre_text(painter, rect, self.label or text, 14 if len(text) < 3 else 11, colour)
        else:  # the Vagabond's pawn: a tall wooden figure with its letter
            painter.drawPath(board_art.pawn_figure(piece_rect(self.category)))
            _centre_text(painter, QRectF(-18, 0, 36, 22), letter, 16, fg)

    def _paint_count(self, painter: QPainter, text: str) -> None:
        """A warrior stack's count (or a ghost's label) in a white tag beside the figure."""
        width = max(24.0, QFontMetricsF(_font(17)).horizontalAdvance(text) + 8)
        tag = QRectF(min(2.0, 28 - width), -11, width, 22)
        painter.setPen(QPen(colours.INK, 1.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(tag, 7, 7)
        _centre_text(painter, tag, text, 17, colours.INK)

    def _paint_badge(self, painter: QPainter) -> None:
        """A removal (red) or pieces added to a stack (yellow): a ring around the piece (which
        stays readable) and a "−n" / "+n" badge at its corner, where it hides no neighbour."""
        loss = self.label.startswith("−")
        ring, fill = (QColor("#c0122b"), QColor("#c0122b")) if loss else (QColor("#e0a800"), QColor("#ffd400"))
        painter.setPen(QPen(ring, 4, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(piece_rect(self.category).adjusted(-4, -4, 4, 4), 10, 10)
        badge = loss_badge_rect(self.category)
        painter.setPen(QPen(QColor("#ffffff") if loss else QColor("#111111"), 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(badge, 10, 10)
        _centre_text(painter, badge, self.label, 15, theme.text_on(fill))

    # -- dragging: one edit on release, nothing changes while the mouse moves ----------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.ghost or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        drag_press(self, event)
        if self.scene() is not None:
            self.scene().clearSelection()
        self.setSelected(True)
        self.setFocus()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag_move(self, event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not drag_released(self):
            return
        whole = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if self.board_scene is not None:
            self.board_scene.piece_dropped(self, event.scenePos(), whole)

    def spring_back(self) -> None:
        self.setPos(self._home)
        self.setZValue(float(Layer.PIECE))


class GhostPiece(PieceItem):
    """A piece the bot proposes to place: translucent, dashed, fades in."""

    def __init__(self, faction: str, kind: str, place: Place, count: int, label: str) -> None:
        super().__init__(None, faction, kind, place, count, ghost=True)
        self.label = label
        self.setToolTip(label)


CLEARING_BADGES = (PRIORITY_RECT, QRectF(EMBLEM_CENTRE.x() - EMBLEM_R, EMBLEM_CENTRE.y() - EMBLEM_R,
                                         2 * EMBLEM_R, 2 * EMBLEM_R))
"""A clearing's priority number and suit emblem, round its centre."""
ARROW_TIP_GAP = R + 2.0
"""From a clearing's centre to a move arrow's tip: the head's point (10 beyond the tip) rests on the rim."""
ARROW_MIN = 40.0
"""The shortest shaft (the head is 34 long), between the two closest clearings of every map."""
ARROW_LABEL_BESIDE = 110.0
"""A shaft shorter than this carries its count beside it, not over its head."""


class ArrowItem(QGraphicsObject):
    """A proposed move: an arrow from origin to destination that grows as `progress` goes 0 → 1."""

    def __init__(self, start: QPointF, end: QPointF, label: str, colour: QColor) -> None:
        super().__init__()
        self.start, self.end, self.label, self.colour = start, end, label, colour
        self._progress = 1.0
        self.label_at = 0.5
        """Where along the arrow its count sits (a long arrow puts it near its end, off other clearings)."""
        self.start_gap, self.end_gap = 45.0, 50.0
        self.badges: list[QRectF] = []
        """The priority numbers and suit emblems of the clearings at its ends: a count beside it keeps off them."""
        """How far from the centres the shaft starts and the tip stops: set_ends() keeps a clearing's
        pieces and badges clear (the head stops on its rim)."""
        self.setZValue(float(Layer.ARROW))

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = value
        self.update()

    progress = Property(float, _get_progress, _set_progress)

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-40, -40, 40, 40)

    def set_ends(self, origin_is_clearing: bool, dest_is_clearing: bool) -> None:
        """A clearing's pieces fill its disc: the arrow leaves from its rim and its head stops on
        the destination's rim, over neither end's pieces (a forest's or the Burrow's are near the
        centre: the short gaps do)."""
        self.start_gap = R - 10 if origin_is_clearing else 45.0
        self.end_gap = ARROW_TIP_GAP if dest_is_clearing else 50.0
        self.badges = [badge.translated(centre) for centre, clearing in ((self.start, origin_is_clearing),
                                                                         (self.end, dest_is_clearing))
                       if clearing for badge in CLEARING_BADGES]

    def shaft(self) -> QLineF:
        """The drawn line, stopped short of the centres so the arrow does not hide the counts; the
        start gives way first when two clearings stand close (the head keeps off the pieces)."""
        line = QLineF(self.start, self.end)
        if line.length() <= 2 * 50:
            return line
        end_gap = self.end_gap
        start_gap = max(min(self.start_gap, line.length() - end_gap - ARROW_MIN), 0.0)
        unit = line.unitVector()
        d = QPointF(unit.dx(), unit.dy())
        return QLineF(self.start + d * start_gap, self.end - d * end_gap)

    def head(self) -> QPolygonF:
        """The arrowhead where the arrow has grown to (in the arrow's, that is the scene's, coordinates)."""
        line = self.shaft()
        tip = line.pointAt(self._progress)
        angle = math.atan2(tip.y() - line.p1().y(), tip.x() - line.p1().x())
        return QPolygonF([
            tip + QPointF(math.cos(angle) * 10, math.sin(angle) * 10),
            tip + QPointF(math.cos(angle + 2.5) * 30, math.sin(angle + 2.5) * 30),
            tip + QPointF(math.cos(angle - 2.5) * 30, math.sin(angle - 2.5) * 30),
        ])

    def label_rect(self) -> QRectF:
        """The count's white box on the arrow; beside a short arrow, so the head stays in sight."""
        line = self.shaft()
        mid = line.pointAt(self.label_at * self._progress)
        box = QRectF(mid.x() - 24, mid.y() - 16, 48, 32)
        if line.length() >= ARROW_LABEL_BESIDE:
            return box
        # Clear of the head (18 either side of the shaft) whichever way the shaft runs, on the side
        # that keeps off the end clearings' badges.
        normal = line.normalVector().unitVector()
        side = QPointF(normal.dx(), normal.dy()) * 48
        beside = [box.translated(side), box.translated(-side)]
        return min(beside, key=lambda b: sum(b.intersects(badge) for badge in self.badges))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self.shaft()
        tip = line.pointAt(self._progress)
        painter.setPen(QPen(QColor("#111111"), 13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(line.p1(), tip)
        painter.setPen(QPen(self.colour, 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(line.p1(), tip)
        painter.setPen(QPen(QColor("#111111"), 2))
        painter.setBrush(self.colour)
        painter.drawPolygon(self.head())
        if self.label:
            rect = self.label_rect()
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(rect, 8, 8)
            _centre_text(painter, rect, self.label, 19, QColor("#111111"))


class MarkerItem(QGraphicsObject):
    """A highlight ring around a clearing ("highlight" yellow, "battle_ring" red: both drawn under
    the clearing, so its suit and priority badges stay on top), or a battle's star and caption
    ("battle": over the pieces, placed where they cover neither badge nor piece)."""

    def __init__(self, kind: str, label: str = "") -> None:
        super().__init__()
        self.kind = kind
        self.label = label
        self.setZValue(float(Layer.MARKER if kind == "battle" else Layer.HIGHLIGHT))
        # The caption is as wide as its text: "Alliance ⚔ Marquise: deals 2 · takes 1" must not be cut.
        self.label_w = QFontMetricsF(_font(16)).horizontalAdvance(label) + 24 if label else 0.0
        self.caption = QRectF()
        self.set_centre(QPointF(BOARD_W / 2, BOARD_H / 2))

    def set_centre(self, centre: QPointF) -> None:
        """Stand on a clearing's centre; the caption goes below the clearing (above it near the
        board's bottom edge), shifted sideways to stay on the board."""
        self.prepareGeometryChange()
        self.setPos(centre)
        if self.label:
            top = R + 16
            if centre.y() + top + CAPTION_H > BOARD_H - 4:
                top = -R - 16 - CAPTION_H
            left = -self.label_w / 2
            left = max(left, 4 - centre.x())
            left = min(left, BOARD_W - 4 - centre.x() - self.label_w)
            self.caption = QRectF(left, top, self.label_w, CAPTION_H)

    def star_rect(self) -> QRectF:
        return QRectF(STAR_CENTRE.x() - STAR_R, STAR_CENTRE.y() - STAR_R, 2 * STAR_R, 2 * STAR_R)

    def boundingRect(self) -> QRectF:
        if self.kind == "battle":
            return self.star_rect().united(self.caption).adjusted(-3, -3, 3, 3)
        return QRectF(-R - 22, -R - 22, 2 * R + 44, 2 * R + 44)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind in ("highlight", "battle_ring"):
            battle = self.kind == "battle_ring"
            painter.setPen(QPen(QColor("#c0122b") if battle else QColor("#ffd400"), 9 if battle else 8,
                                Qt.PenStyle.SolidLine if battle else Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), R + 12, R + 12)
            return
        points = []
        for i in range(16):
            radius = STAR_R if i % 2 == 0 else STAR_R * 0.66
            a = math.pi * 2 * i / 16
            points.append(STAR_CENTRE + QPointF(math.cos(a) * radius, math.sin(a) * radius))
        painter.setPen(QPen(QColor("#111111"), 2))
        painter.setBrush(QColor("#c0122b"))
        painter.drawPolygon(QPolygonF(points))
        _centre_text(painter, self.star_rect(), "⚔", 24, QColor("#ffffff"))
        if self.label:
            painter.setBrush(QColor("#c0122b"))
            painter.drawRoundedRect(self.caption, 8, 8)
            _centre_text(painter, self.caption, self.label, 16, QColor("#ffffff"))


class BannerItem(QGraphicsObject):
    """A proposal with no place on the map (craft, score, a faction board changing): a banner in the
    band above the map. Long texts (a merged step) wrap onto a second line, in a smaller font if
    need be, and stay in the band: the map under it is what the step is about."""

    WIDTH = BOARD_W - 40
    SIZES = ((22.0, 1), (19.0, 2), (16.0, 2), (14.0, 2), (12.0, 3))
    """(font px, lines), tried in turn: the first in which the whole text fits."""

    def __init__(self, text: str, colour: QColor) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.setZValue(float(Layer.BANNER))
        for px, lines in self.SIZES:
            metrics = QFontMetricsF(_font(px))
            one_line = metrics.horizontalAdvance(text) + 40
            self.px, self.lines = px, (1 if one_line <= self.WIDTH else lines)
            self.width = min(self.WIDTH, max(300.0, one_line))
            self.height = 48.0 if self.lines == 1 else min(BANNER_BAND - 4, 12 + self.lines * metrics.lineSpacing())
            needed = metrics.boundingRect(self.text_rect(), int(Qt.TextFlag.TextWordWrap), text)
            if needed.height() <= self.text_rect().height() and needed.width() <= self.text_rect().width():
                break
        # The bottom edge just above the map's top (y = 0).
        self.setPos(BOARD_W / 2, -2 - self.height / 2)

    def font(self) -> QFont:
        return _font(self.px)

    def text_rect(self) -> QRectF:
        """Where the text is drawn (right of the faction's stripe)."""
        return self.boundingRect().adjusted(2, 2, -2, -2).adjusted(20, 2, -8, -2)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#111111"), 3, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("#fffbe6"))
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.drawRoundedRect(rect, 12, 12)
        # The acting faction's colour as a stripe on the left, with its letter.
        stripe = QRectF(rect.left() + 4, rect.top() + 4, 10, rect.height() - 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(stripe, 4, 4)
        painter.setFont(self.font())
        painter.setPen(QColor("#111111"))
        painter.drawText(self.text_rect(), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)


class TagItem(QGraphicsObject):
    """A short label pinned to a spot of the map (a ruin explored, a pawn's destination)."""

    def __init__(self, text: str, fill: QColor) -> None:
        super().__init__()
        self.text = text
        self.fill = fill
        self.setZValue(float(Layer.MARKER))
        self.width = QFontMetricsF(_font(15)).horizontalAdvance(text) + 16

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2, -14, self.width, 28)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#111111"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 8, 8)
        _centre_text(painter, self.boundingRect(), self.text, 15, theme.text_on(self.fill))


# -- the scene -------------------------------------------------------------------------------
class BoardScene(OverlayScene):
    """The map and its pieces, kept in step with the session's snapshot."""

    message = Signal(str)
    """A hint for the status bar (e.g. why a drop did nothing)."""

    def __init__(self, session: Session, settings: QSettings, parent: Any = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        snap: RootSnapshot = session.snapshot
        self.geometry = Geometry(rules.board_of(snap))
        self.setSceneRect(QRectF(-MARGIN, -BANNER_BAND, BOARD_W + 2 * MARGIN, BOARD_H + MARGIN + BANNER_BAND))
        self.setBackgroundBrush(QColor("#5b4a36"))
        self.clearings: dict[int, ClearingItem] = {}
        self.pieces: dict[tuple[Place, str, str, int], PieceItem] = {}
        self._banner_lines: list[str] = []
        self._pawn_dest: tuple[str, Place] | None = None
        self.burrow: BurrowItem | None = None
        self.display: Any = None
        """snapshot -> (what to draw, places to mark), or None to draw the snapshot: the setup
        checklist draws each step as it happens (gui/setup_checklist.py, games/root/setup_steps.py)."""
        self.paths: dict[tuple[int, int], PathItem] = {}
        self.map_art: MapArtItem | None = None
        self.ferry: FerryItem | None = None
        self._map_items: list[QGraphicsItem] = []
        self._build_map()
        session.snapshotChanged.connect(self.set_snapshot)
        session.proposalChanged.connect(self.show_proposal)
        self.set_snapshot(snap)
        self.show_proposal(session.proposal)

    # -- static map --------------------------------------------------------------------------
    def _build_map(self) -> None:
        """The printed map, drawn from the board as laid at the table (suits, corrected slots,
        rivers and coast); pieces are items of their own."""
        geo = self.geometry
        tr = QCoreApplication.translate
        hint = self.addSimpleText(tr("Board", "Drop a piece outside the map to return it to its supply"))
        hint.setFont(_font(16, False))
        hint.setBrush(QColor("#e8dcc0"))
        hint.setPos(0, BOARD_H + 10)
        hint.setZValue(float(Layer.BACKGROUND))
        self._map_items = [hint]
        layers: list[Any] = [ForestItem(self, f.id) for f in geo.board.forests]
        if geo.woodland.lake is not None:
            layers.append(LakeItem(geo.woodland.lake))
        rivers = [RiverItem(self, a, b) for a, b in geo.board.rivers]
        layers += rivers
        self.paths = {}
        for a, b in geo.board.graph.edges():
            path = PathItem(self, a, b)
            self.paths[(path.a, path.b)] = path
            layers.append(path)
        self.map_art = MapArtItem(layers)
        self.addItem(self.map_art)
        self._map_items.append(self.map_art)
        for item in layers:
            self.addItem(item)
            self._map_items.append(item)
        self.clearings = {}
        for c in geo.board.clearings:
            item = ClearingItem(self, c.id)
            self.clearings[c.id] = item
            self.addItem(item)
            self._map_items.append(item)
        self.ferry = None
        if geo.board.coast or geo.board.ferry_start is not None:
            self.ferry = FerryItem(self)
            self.addItem(self.ferry)
            self._map_items.append(self.ferry)

    def _sync_map(self, snap: RootSnapshot) -> None:
        """Lay the table's suits and corrections over the map: the clearings redraw when a suit
        or their slots change; the whole map when the rivers or the coast do."""
        board = rules.board_of(snap)
        old = self.geometry.board
        if board is not old:
            if board.rivers != old.rivers or board.coast != old.coast:
                for item in self._map_items:
                    self.removeItem(item)
                burrow = self.geometry.burrow
                self.geometry = Geometry(board)
                self.geometry.burrow = burrow
                self._build_map()
            else:
                self.geometry.board = board
                for cid, clearing in self.clearings.items():
                    clearing.set_info(board.clearing(cid))
        changed = [path.set_closed(key in snap.closed_paths) for key, path in self.paths.items()]
        if any(changed) and self.map_art is not None:
            self.map_art.update()
        if self.ferry is not None:
            if snap.ferry is None:
                self.ferry.hide()
            else:
                self.ferry.show()
                if self.ferry.clearing != snap.ferry:  # where it floats is worked out once per move
                    self.ferry.set_clearing(snap.ferry)

    # -- snapshot -> items (diff: items that stay keep their identity) -----------------------
    def layout(self, snap: RootSnapshot) -> dict[tuple[Place, str, str, int], tuple[QPointF, int]]:
        geo = self.geometry
        out: dict[tuple[Place, str, str, int], tuple[QPointF, int]] = {}
        for place in snap.places:
            warriors = [s for s in place.stacks if FACTIONS[s.faction].piece(s.kind).category == Category.WARRIOR]
            tokens = [s for s in place.stacks
                      if FACTIONS[s.faction].piece(s.kind).category in (Category.TOKEN, Category.PAWN)]
            slot = 0
            for s in place.stacks:
                if FACTIONS[s.faction].piece(s.kind).category == Category.BUILDING and isinstance(place.id, int):
                    for i in range(s.count):
                        out[(place.id, s.faction, s.kind, i)] = (geo.slot_pos(place.id, slot), 1)
                        slot += 1
            for i, s in enumerate(warriors):
                out[(place.id, s.faction, s.kind, 0)] = (geo.warrior_pos(place.id, i, len(warriors)), s.count)
            for i, s in enumerate(tokens):
                out[(place.id, s.faction, s.kind, 0)] = (geo.token_pos(place.id, i, len(tokens)), s.count)
        return out

    def _sync_burrow(self, snap: RootSnapshot) -> None:
        """Draw the Burrow beside the map while the Duchy plays (the scene widens to hold it)."""
        wanted = rules.has_burrow(snap)
        if wanted and self.burrow is None:
            self.burrow = BurrowItem()
            self.addItem(self.burrow)
        elif not wanted and self.burrow is not None:
            self.removeItem(self.burrow)
            self.burrow = None
        self.geometry.burrow = wanted
        right = BURROW_RECT.right() + MARGIN if wanted else BOARD_W + MARGIN
        rect = QRectF(-MARGIN, -BANNER_BAND, right + MARGIN, BOARD_H + MARGIN + BANNER_BAND)
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        if self.burrow is not None:
            self.burrow.set_tunnels(rules.tunnel_clearings(snap))

    def set_snapshot(self, snap: RootSnapshot) -> None:
        self.finish_animations()
        snap = snap if self.display is None else self.display(snap)[0]
        self._sync_map(snap)
        self._sync_burrow(snap)
        wanted = self.layout(snap)
        for key in [k for k in self.pieces if k not in wanted]:
            item = self.pieces.pop(key)
            self.removeItem(item)
        for key, (pos, count) in wanted.items():
            piece = self.pieces.get(key)
            if piece is None:
                place, faction, kind, _ = key
                piece = PieceItem(self, faction, kind, place, count)
                self.addItem(piece)
                self.pieces[key] = piece
            piece.set_count(count)
            piece.setPos(pos)
            piece.setZValue(float(Layer.PIECE))
        for cid, clearing in self.clearings.items():
            state = snap.place(cid)
            clearing.set_state(state.ruins, state.buildings())

    # -- the proposal ------------------------------------------------------------------------
    def _add_overlay(self, item: QGraphicsItem) -> None:
        self._add(item)

    def _animate(self, obj: QGraphicsObject, prop: bytes, start: Any, end: Any, delay: float = 0.0,
                 length: float = 1.0) -> None:
        """Root's animations last one base duration (theme.BASE_MS at speed 1)."""
        super()._animate(obj, prop, start, end, delay, length)

    def show_proposal(self, proposal: Any) -> None:
        self.clear_overlay()
        self._banner_lines = []
        snap: RootSnapshot = self.session.snapshot
        actor = getattr(proposal, "actor", "")
        if isinstance(proposal, act.RootStep):
            self._show_action(snap, proposal.action, proposal.actor)
        elif isinstance(proposal, act.RootPrompt):
            q = proposal.question
            if isinstance(q, (act.AskDice, act.AskRemoval, act.AskArbiter)):
                label = QCoreApplication.translate("Board", "{a} attacks {d}").format(
                    a=names.faction_short(q.battle.attacker), d=names.faction_short(q.battle.defender))
                if isinstance(q, act.AskArbiter):
                    label = QCoreApplication.translate("Board", "{label} · Arbiter?").format(label=label)
                self._battle_marks(q.battle.clearing, label)
            elif isinstance(q, act.AskTable):
                # The bot's questions are about where it stands (the humans here, the quest drawn).
                here = [p.id for p in snap.places if p.count(actor)]
                for place in here[:1] if actor == "vagabond" else ():
                    self._highlight(place)
                self._banner_lines.append(topic_text(q.topic, dict(q.params)))
        for place in () if self.display is None else self.display(snap)[1]:
            if isinstance(place, str) and place in self.geometry.woodland.forests:
                # A setup step's forest (the Vagabot's pawn, 7.3.2): ringed like a clearing.
                mark = ForestMark(self, place)
                self._add_overlay(mark)
                self._animate(mark, b"opacity", 0.0, 1.0)
            else:
                self._highlight(place)
        if self._banner_lines:
            banner = BannerItem(" · ".join(self._banner_lines), colours.faction_colour(actor))
            self._add_overlay(banner)
            self._animate(banner, b"opacity", 0.0, 1.0)
        if self.speed_zero():
            return
        self.animations.start()

    def speed_zero(self) -> bool:
        return theme.animation_speed(self.settings) <= 0

    def banner_text(self) -> str:
        """The text of the banner drawn for the proposal ("" for none)."""
        return next((i.text for i in self.overlay if isinstance(i, BannerItem)), "")

    def _ghost_at(self, ghost: GhostPiece, pos: QPointF) -> None:
        self._add_overlay(ghost)
        self._animate(ghost, b"pos", pos + QPointF(0, -40), pos)
        self._animate(ghost, b"opacity", 0.0, 0.95)

    def _battle_marks(self, clearing: int, label: str) -> None:
        """The red ring under the clearing, and the star with its caption over the pieces."""
        centre = self.geometry.centres[clearing]
        ring = MarkerItem("battle_ring")
        ring.setPos(centre)
        self._add_overlay(ring)
        marker = MarkerItem("battle", label)
        marker.set_centre(centre)
        self._add_overlay(marker)
        for item in (ring, marker):
            self._animate(item, b"opacity", 0.0, 1.0)

    def _mark_removals(self, removals: Iterable[act.Removal]) -> None:
        """A red, crossed ghost over every piece a step takes off (each building of a stack)."""
        for r in removals:
            keys = [(r.clearing, r.faction, r.piece, i) for i in range(r.count)]
            found = [k for k in keys if k in self.pieces]
            if FACTIONS[r.faction].piece(r.piece).category != Category.BUILDING:
                found = found[:1]
            if not found:
                found = [keys[0]]
            for key in found:
                pos = self.pieces[key].pos() if key in self.pieces else self.geometry.centres[r.clearing]
                loss = GhostPiece(r.faction, r.piece, r.clearing, r.count, f"−{r.count}")
                # A ring around the piece and a badge at its corner: the piece itself stays readable.
                loss.setPos(pos)
                self._add_overlay(loss)
            if isinstance(r.clearing, int):
                self._highlight(r.clearing)

    def _vp_lines(self, vp: Iterable[tuple[str, int]]) -> None:
        for faction, points in vp:
            if points:
                self._banner_lines.append(QCoreApplication.translate("Board", "{faction} +{vp} VP").format(
                    faction=names.faction_short(faction), vp=points))

    def _show_action(self, snap: RootSnapshot, action: Any, actor: str, hop: int = 0, hops: int = 0) -> None:
        """Draw one action; `hop` numbers a pawn move within a compound route of `hops` moves."""
        geo = self.geometry
        colour = colours.faction_colour(actor)
        tr = QCoreApplication.translate
        if isinstance(action, act.PlaceWarriors):
            category = FACTIONS[action.faction].piece(action.piece).category
            for clearing, n in action.targets:
                place = snap.place(clearing)
                has_mine = place.count(action.faction, action.piece) > 0
                ghost = GhostPiece(action.faction, action.piece, clearing, n, f"+{n}")
                if has_mine:
                    # A "+n" badge on the stack's corner: above it, the ghost hid the building slots.
                    ghost.beside = True
                    pos = self._stack_pos(clearing, action.faction, action.piece)
                elif category == Category.WARRIOR:
                    # Beside the existing stacks, in the warrior row.
                    existing = sum(1 for s in place.stacks if FACTIONS[s.faction].piece(s.kind).category == Category.WARRIOR)
                    pos = geo.warrior_pos(clearing, existing, existing + 1)
                else:
                    existing = sum(1 for s in place.stacks if FACTIONS[s.faction].piece(s.kind).category
                                   in (Category.TOKEN, Category.PAWN))
                    pos = geo.token_pos(clearing, existing, existing + 1)
                self._ghost_at(ghost, pos)
                self._highlight(clearing)
        elif isinstance(action, act.Build):
            used = snap.place(action.clearing).buildings()
            ghost = GhostPiece(action.faction, action.piece, action.clearing, 1, piece_letter(action.piece))
            self._ghost_at(ghost, geo.slot_pos(action.clearing, min(used, geo.board.clearing(action.clearing).slots - 1)))
            self._highlight(action.clearing)
        elif isinstance(action, act.Move):
            pawn = action.piece == "pawn"
            label = str(hop) if pawn and hops > 1 else ("" if pawn else str(action.count))
            arrow = ArrowItem(geo.centres[action.origin], geo.centres[action.dest], label, colour)
            arrow.set_ends(isinstance(action.origin, int), isinstance(action.dest, int))
            if rules.BURROW in (action.origin, action.dest):
                # From beside the map the arrow crosses other clearings: it passes under their slots, badges and pieces
                # (over the clearings themselves) and its count sits by the clearing it serves.
                arrow.setZValue(float(Layer.CLEARING) + 0.5)
                arrow.label_at = 0.85 if action.origin == rules.BURROW else 0.15
            self._add_overlay(arrow)
            self._animate(arrow, b"progress", 0.0, 1.0)
            if pawn:
                self._pawn_dest = (action.faction, action.dest)
            if rules.ferry_crossing(snap, action.faction, action.piece, action.origin, action.dest):
                self._ferry_sails(snap, action.faction, action.origin, action.dest)
        elif isinstance(action, act.Battle):
            self._battle_marks(action.clearing, tr("Board", "{a} ⚔ {d}: deals {ah} · takes {dh}").format(
                a=names.faction_short(action.attacker), d=names.faction_short(action.defender),
                ah=action.attacker_hits, dh=action.defender_hits))
            self._mark_removals(action.removals)
            self._vp_lines(action.vp)
            for faction, board in action.boards:
                before = snap.faction(faction).board
                self._banner_lines.append(board_change_text(faction, before, board))
        elif isinstance(action, act.RemovePieces):
            self._mark_removals(action.removals)
            self._vp_lines(action.vp)
        elif isinstance(action, act.Pay):
            # Warriors into or out of the Riverfolk's Payments (9.2.3): those lifted off the map are marked.
            self._mark_removals(act.Removal(faction=action.faction, piece="warrior", clearing=c, count=n)
                                for c, n in action.clearings)
            line = tr("Board", "{faction}: {warriors} into the Riverfolk's Payments") if action.count > 0 else \
                tr("Board", "{faction}: {warriors} back from the Riverfolk's Payments")
            self._banner_lines.append(line.format(faction=names.faction_short(action.faction),
                                                  warriors=counted("warrior", abs(action.count))))
        elif isinstance(action, act.FlipPlot):
            # A plot turned over where it lies: the clearing lit, the face it now shows beside it.
            self._highlight(action.clearing)
            flip = TagItem(names.piece(action.to_kind), colours.faction_colour(action.faction))
            flip.setPos(geo.centres[action.clearing] + QPointF(-20, -44))
            self._add_overlay(flip)
        elif isinstance(action, act.SetRuins):
            self._highlight(action.clearing)
            info = geo.board.clearing(action.clearing)
            used = snap.place(action.clearing).buildings()
            tag = TagItem(tr("Board", "explore the ruin") if not action.ruins else tr("Board", "ruins here"),
                          colours.RUIN)
            tag.setPos(geo.slot_pos(action.clearing, max(used, info.slots - 1)) + QPointF(0, -30))
            self._add_overlay(tag)
        elif isinstance(action, act.SetBoard):
            self._banner_lines.append(board_change_text(action.faction, snap.faction(action.faction).board,
                                                        action.board))
        elif isinstance(action, act.Compound):
            # Each part drawn on the board as the parts before it leave it (a revolt's base goes into
            # the slot its removals free); pawn moves are numbered hop by hop.
            self._pawn_dest = None
            current = snap
            hops = sum(1 for p in action.parts if isinstance(p, act.Move) and p.piece == "pawn")
            n = 0
            for part in action.parts:
                if isinstance(part, act.Move) and part.piece == "pawn":
                    n += 1
                if not is_board_part(snap, part):  # boards: named once below
                    self._show_action(current, part, actor, hop=n, hops=hops)
                try:
                    current = act.apply_action(current, part)
                except Exception:  # noqa: BLE001 - a stale step is refused on Confirm; draw what we can
                    log.debug("could not preview part %r", part)
            self._banner_lines.extend(board_changes(snap, action.parts))
            if self._pawn_dest is not None:
                self._pawn_ghost(*self._pawn_dest)
            return
        elif isinstance(action, act.Craft):
            self._banner_lines.append(tr("Board", "Craft {item}: +{vp} VP").format(item=names.item(action.item),
                                                                                 vp=action.vp))
        elif isinstance(action, act.Score):
            self._banner_lines.append(tr("Board", "{faction} scores +{vp} VP").format(
                faction=names.faction_short(action.faction), vp=action.vp))
        elif isinstance(action, act.Discard):
            # A card a bot discards from its own board (`by`: the Riverfolk's Market, the Lost Souls) is no order card.
            self._banner_lines.append((tr("Board", "Discard {card}") if action.by else tr(
                "Board", "Discard the order card {card}")).format(card=names.card(action.card.name or action.card.suit.value)))
        elif getattr(action, "kind", "") == "game_over":
            # The engine's GameOver step (Law of Root 3.1): who won, over the whole map.
            self._banner_lines.append(result_text(snap) or tr("Board", "Game over"))
        elif isinstance(action, act.EndTurn):
            self._banner_lines.append(tr("Board", "End of the {faction}'s turn").format(
                faction=names.faction_short(action.faction)))
        if isinstance(action, act.Move) and action.piece == "pawn" and not hop:
            self._pawn_ghost(action.faction, action.dest)

    def _ferry_sails(self, snap: RootSnapshot, faction: str, origin: Place, dest: Place) -> None:
        """12.1.1: the ferry goes with the move to the far shore; a bot scores 1 VP for it."""
        assert isinstance(origin, int) and isinstance(dest, int)
        ghost = FerryGhost(self)
        ghost.setToolTip(QCoreApplication.translate("Board", "The ferry sails to clearing {n} with the move.").format(
            n=dest))
        self._add_overlay(ghost)
        self._animate(ghost, b"pos", self.geometry.ferry_pos(origin), self.geometry.ferry_pos(dest))
        self._animate(ghost, b"opacity", 0.0, 0.8)
        if snap.faction(faction).is_bot:
            self._banner_lines.append(QCoreApplication.translate("Board", "{faction} +{vp} VP: the ferry (12.1.1)").format(
                faction=names.faction_short(faction), vp=rules.FERRY_VP))

    def _pawn_ghost(self, faction: str, dest: Place) -> None:
        """The pawn drawn where the move ends (a forest included), so the route's end is plain."""
        ghost = GhostPiece(faction, "pawn", dest, 1, "")
        pos = self.geometry.token_pos(dest, 0, 1)
        self._ghost_at(ghost, pos + (QPointF(34, 0) if isinstance(dest, int) else QPointF(0, 0)))
        if isinstance(dest, int):
            self._highlight(dest)

    def _highlight(self, clearing: Place) -> None:
        if not isinstance(clearing, int):
            return  # a forest has no ring: its arrow and ghost pawn show it
        centre = self.geometry.centres[clearing]
        if any(isinstance(i, MarkerItem) and i.kind == "battle_ring" and i.pos() == centre for i in self.overlay):
            return  # the battle's red ring says it already
        ring = MarkerItem("highlight")
        ring.setPos(self.geometry.centres[clearing])
        self._add_overlay(ring)
        self._animate(ring, b"opacity", 0.0, 1.0)

    def _stack_pos(self, place: Place, faction: str, kind: str) -> QPointF:
        item = self.pieces.get((place, faction, kind, 0))
        return item.pos() if item is not None else self.geometry.centres[place]

    # -- gestures -> edits -------------------------------------------------------------------
    def dialog_parent(self) -> QWidget | None:
        views = self.views()
        return views[0].window() if views else None

    def edit_by_hand(self, edit: Any) -> bool:
        """A gesture's edit; asks the Automated Outrage question when the gesture sets it off."""
        return edit_by_hand(self.session, edit, self.dialog_parent())

    def place_at(self, pos: QPointF) -> Place | None:
        return self.geometry.place_at(pos)

    def on_map(self, pos: QPointF) -> bool:
        return QRectF(0, 0, BOARD_W, BOARD_H).contains(pos) or (self.geometry.burrow and BURROW_RECT.contains(pos))

    def piece_dropped(self, item: PieceItem, pos: QPointF, whole_stack: bool) -> bool:
        """A piece was dragged and released at `pos`: one MovePiece (or RemovePiece off the map)."""
        n = item.count if whole_stack else 1
        dest = self.place_at(pos)
        ok = False
        if dest is None and not self.on_map(pos):
            ok = self.edit_by_hand(edits.RemovePiece(faction=item.faction, piece=item.kind, place=item.place, count=n))
        elif dest is None or dest == item.place:
            if dest is None:
                self.message.emit(QCoreApplication.translate("Board", "Drop the piece on a clearing or forest (or off the map to remove it)."))
        else:
            ok = self.edit_by_hand(edits.MovePiece(faction=item.faction, piece=item.kind, origin=item.place,
                                                   dest=dest, count=n))
        if not ok and item.scene() is self:
            item.spring_back()
        return ok

    def drop_new(self, faction: str, kind: str, pos: QPointF, count: int = 1) -> bool:
        """A piece from the palette was dropped: one AddPiece."""
        dest = self.place_at(pos)
        if dest is None:
            self.message.emit(QCoreApplication.translate("Board", "Drop the piece on a clearing or forest."))
            return False
        return self.edit_by_hand(edits.AddPiece(faction=faction, piece=kind, place=dest, count=count))

    def toggle_ruins(self, cid: int) -> bool:
        ruins = self.session.snapshot.place(cid).ruins
        return self.session.edit(edits.SetRuins(clearing=cid, ruins=not ruins))

    def path_menu(self, a: int, b: int) -> QMenu:
        """A Mountain path closed at setup: a human player with pieces at either end opens it and
        scores 1 VP (Law of Root C.3.3; bots never open one, 12.2.1); or the table opens it or
        closes it again to correct a mistake."""
        tr = QCoreApplication.translate
        menu = QMenu()
        snap: RootSnapshot = self.session.snapshot
        closed = rules.path_closed(snap, a, b)
        if not closed:
            menu.addAction(tr("Board", "Close the path {a}–{b} again").format(a=a, b=b),
                           lambda: self.set_path_closed(a, b, True))
            return menu
        openers = [f.id for f in snap.factions if not f.is_bot and any(snap.place(c).count(f.id) for c in (a, b))]
        for faction in openers:
            menu.addAction(tr("Board", "Opened by the {faction} (+1 VP)").format(faction=names.faction_short(faction)),
                           lambda faction=faction: self.set_path_closed(a, b, False, opened_by=faction))
        menu.addAction(tr("Board", "Open the path {a}–{b} (a correction: no VP)").format(a=a, b=b),
                       lambda: self.set_path_closed(a, b, False))
        return menu

    def set_path_closed(self, a: int, b: int, closed: bool, opened_by: str | None = None) -> bool:
        return self.edit_by_hand(edits.SetPathClosed(a=a, b=b, closed=closed, opened_by=opened_by))

    def ferry_dropped(self, pos: QPointF) -> bool:
        """The ferry dragged to `pos`: one MoveFerry to the clearing it was dropped on (or to the
        coastal clearing whose shore it was dropped by). False, and it springs back, when it went
        nowhere or the edit is refused (a clearing off the coast: the refusal is shown)."""
        geo = self.geometry
        dest = geo.place_at(pos)
        if not isinstance(dest, int):
            shore = [c for c in geo.board.coast if QLineF(pos, geo.centres[c]).length() <= R + 90]
            dest = min(shore, key=lambda c: QLineF(pos, geo.centres[c]).length()) if shore else None
        if dest is None:
            self.message.emit(QCoreApplication.translate("Board", "Drop the ferry on a coastal clearing."))
            return False
        if dest == self.session.snapshot.ferry:
            return False
        return self.edit_by_hand(edits.MoveFerry(dest=dest))

    def clearing_menu(self, cid: int) -> QMenu:
        """What the table can record about a clearing besides moving pieces."""
        tr = QCoreApplication.translate
        snap: RootSnapshot = self.session.snapshot
        menu = QMenu()
        ruins = snap.place(cid).ruins
        menu.addAction(tr("Board", "Remove ruins") if ruins else tr("Board", "Place ruins"),
                       lambda: self.toggle_ruins(cid))
        bots_here = [f.id for f in snap.factions if f.is_bot and snap.place(cid).count(f.id) > 0]
        if bots_here:
            menu.addAction(tr("Board", "A human battles a bot here…"), lambda: self.ask_human_battle(cid))
            menu.addAction(tr("Board", "Hits on a bot outside battle…"), lambda: self.ask_bot_hits(cid))
        vagabot_here = any(f.is_bot and snap.place(cid).count(f.id, "pawn") for f in snap.factions)
        humans = [f.id for f in snap.factions if not f.is_bot]
        if vagabot_here and humans:
            # 7.2.1.I: a human's "remove all enemy pieces" here damages the Vagabot's items.
            full = menu.addMenu(tr("Board", "A human removes all enemy pieces here (revolt, favor…)"))
            for h in humans:
                full.addAction(names.faction_short(h),
                               lambda h=h: self.edit_by_hand(edits.RemoveAllEnemies(clearing=cid, by=h)))
        self._plot_menus(menu, snap, cid)
        alliance = snap.has_faction("alliance") and snap.faction("alliance").is_bot
        if alliance and snap.place(cid).count("alliance", "sympathy"):
            menu.addAction(tr("Board", "Outrage: the human discarded a matching card"),
                           lambda: self.outrage(cid, True))
            menu.addAction(tr("Board", "Outrage: no matching card (the Alliance scores 1 VP)"),
                           lambda: self.outrage(cid, False))
        from .map_corrections import add_map_corrections  # the suit marker, slots, rivers, coast

        add_map_corrections(menu, self.session, cid)
        return menu

    def _plot_menus(self, menu: QMenu, snap: RootSnapshot, cid: int) -> None:
        """A face-down plot here: a human Corvid player reveals it (the table says what it shows),
        or another human's exposure attempt (Law of Root: the guess and whether it was right)."""
        tr = QCoreApplication.translate
        if not snap.has_faction("corvids") or not snap.place(cid).count("corvids", "plot"):
            return
        if not snap.faction("corvids").is_bot:
            reveal = menu.addMenu(tr("Board", "The Corvids reveal this plot: it shows…"))
            for face in PLOT_FACES:
                reveal.addAction(names.piece(face), lambda face=face: self.edit_by_hand(
                    edits.RevealPlot(clearing=cid, face=face)))
        guessers = [f.id for f in snap.factions if not f.is_bot and f.id != "corvids"]
        if not guessers:
            return
        expose = menu.addMenu(tr("Board", "A human tries to expose this plot…"))
        for by in guessers:
            who = expose.addMenu(names.faction_short(by))
            for face in PLOT_FACES:
                guess = who.addMenu(tr("Board", "guessed {face}").format(face=names.piece(face)))
                guess.addAction(tr("Board", "Right: the plot is removed"), lambda by=by, face=face: self.edit_by_hand(
                    edits.ExposePlot(clearing=cid, by=by, guess=face, right=True)))
                guess.addAction(tr("Board", "Wrong: the Corvids take the card"),
                                lambda by=by, face=face: self.edit_by_hand(
                                    edits.ExposePlot(clearing=cid, by=by, guess=face, right=False)))

    def ask_bot_hits(self, cid: int) -> bool:
        from .dialogs import BotHitsDialog

        dialog = BotHitsDialog(self.session.snapshot, cid)
        if not dialog.exec():
            return False
        faction, hits, by, defending = dialog.values()
        return self.bot_takes_hits(cid, faction, hits, by, defending)

    def ask_human_battle(self, cid: int) -> bool:
        from .dialogs import HumanBattleDialog

        dialog = HumanBattleDialog(self.session.snapshot, cid)
        if not dialog.exec():
            return False
        attacker, defender, dice, swords, arbiter = dialog.values()
        return self.human_battle(cid, attacker, defender, dice, swords, arbiter=arbiter)

    def human_battle(self, cid: int, attacker: str, defender: str, dice: tuple[int, int],
                     swords: int | None = None, choice: tuple[tuple[str, int], ...] | None = None,
                     arbiter: bool = False) -> bool:
        """A human battles a bot: the engine applies both sides' hits with the bot's reactions.
        When the attacker's losses beyond its warriors are its choice, it is asked for them."""
        edit = edits.HumanBattle(attacker=attacker, defender=defender, clearing=cid, dice=dice,
                                 vagabond_swords=swords, attacker_choice=choice, arbiter=arbiter)
        try:
            odd = edits.mercenary_odd_hit(self.session.snapshot, edit)
        except IllegalEdit:
            odd = None  # the edit itself says why, below
        if odd is not None:
            # 9.2.3 III: the hits are split evenly with the hired Riverfolk warriors; the buyer
            # says which side takes the odd one.
            on_riverfolk = self.ask_odd_hit(attacker, odd)
            if on_riverfolk is None:
                return False
            edit = edit.model_copy(update={"mercenary_hits": (odd + 1) // 2 if on_riverfolk else odd // 2})
        if choice is None:
            needed = edits.human_battle_choice(self.session.snapshot, edit)
            if needed is not None:
                choice = self.ask_losses(attacker, *needed)
                if choice is None:
                    return False
                edit = edit.model_copy(update={"attacker_choice": choice})
        return self.edit_by_hand(edit)

    def ask_odd_hit(self, faction: str, hits: int) -> bool | None:
        """Whether the odd one of `hits` falls on the hired Riverfolk warriors (None: cancelled)."""
        tr = QCoreApplication.translate
        box = QMessageBox(QMessageBox.Icon.Question, tr("Board", "Mercenaries"),
                          tr("Board", "The {faction} takes {hits} with Mercenaries (Rootbotics 9.2.3 III): "
                                      "half on its own pieces, half on the Riverfolk warriors. Who takes the odd "
                                      "hit?").format(faction=names.faction_short(faction), hits=counted("hit", hits)))
        riverfolk = box.addButton(tr("Board", "The &Riverfolk warriors"), QMessageBox.ButtonRole.AcceptRole)
        own = box.addButton(tr("Board", "The {faction}'s &own pieces").format(faction=names.faction_short(faction)),
                            QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        clicked = box.clickedButton()
        return True if clicked is riverfolk else False if clicked is own else None

    def ask_losses(self, faction: str, hits: int, options: tuple[tuple[str, int], ...]
                   ) -> tuple[tuple[str, int], ...] | None:
        from .dialogs import LossesDialog

        dialog = LossesDialog(faction, hits, options)
        return dialog.values() if dialog.exec() else None

    def bot_takes_hits(self, cid: int, faction: str, hits: int, by: str | None, defending: bool = True) -> bool:
        """A human's battle hits a bot: the engine removes the bot's pieces the way the bot would."""
        return self.edit_by_hand(edits.BotTakesHits(faction=faction, clearing=cid, hits=hits, by=by,
                                                    defending=defending))

    def outrage(self, cid: int, discarded: bool) -> bool:
        return self.session.edit(edits.Outrage(clearing=cid, discarded=discarded))

    def remove_selected(self, whole_stack: bool) -> bool:
        items = [i for i in self.selectedItems() if isinstance(i, PieceItem) and not i.ghost]
        done = False
        for item in items:
            n = item.count if whole_stack else 1
            done = self.edit_by_hand(edits.RemovePiece(faction=item.faction, piece=item.kind, place=item.place,
                                                       count=n)) or done
        return done

    def piece_items(self, place: Place | None = None) -> Iterable[PieceItem]:
        return [i for k, i in self.pieces.items() if place is None or k[0] == place]


class BoardView(FitView):
    """Shows the whole map, scaled to fit; accepts pieces dragged from the palette."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene: BoardScene = scene
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Board"))
        self.setAccessibleDescription(self.tr("The Root map; the same state is listed in the Board as text panel."))
        self.setBackgroundBrush(QBrush(QColor("#5b4a36")))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(MIME_PIECE):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(MIME_PIECE):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if not event.mimeData().hasFormat(MIME_PIECE):
            super().dropEvent(event)
            return
        faction, kind, count = bytes(event.mimeData().data(MIME_PIECE).data()).decode().split("/")
        pos = self.mapToScene(event.position().toPoint())
        self.board_scene.drop_new(faction, kind, pos, int(count))
        event.acceptProposedAction()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            whole = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            if self.board_scene.remove_selected(whole):
                event.accept()
                return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        super().contextMenuEvent(event)
