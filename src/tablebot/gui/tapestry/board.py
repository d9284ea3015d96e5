"""The Tapestry board: the 34-hex small map, the four advancement tracks, your supply and the score,
the Automa's income mat, and the bots' proposal drawn over them.

The scene is fed from the session's snapshot and never changes it: a dragged token, outpost or
territory tile becomes one edit on release (games/tapestry/edits.py); a refused edit springs back
and the window shows the engine's refusal in words. The proposal (a token moving on its track, the
chosen hex with the card's diagram arrows and the hexes tried before it, numbered in scan order)
lives on its own items in `overlay` until the player confirms.

Geometry: flat-topped hexes; the map file's pixel formula (maps/tapestry/small.json,
coordinate_system) puts hex (a, b) at x ∝ 6.75 (b - a), y ∝ 3.885 (a + b), that is a column step
of 1.5 R and a half-row of √3/2 R for a hex of radius R.
"""

from __future__ import annotations

import logging
import math
from functools import partial
from typing import Any, Literal

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
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
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QInputDialog,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...controller.session import Session
from ...core.steps import HumanTurn
from ...games.tapestry import actions as act
from ...games.tapestry import edits
from ...games.tapestry.automa import income_mat
from ...games.tapestry.board import Axial, HexInfo, small_map
from ...games.tapestry.cards import TRACKS, Track, hex_patterns, income_mat_side
from ...games.tapestry.state import HexState, TapestrySnapshot
from ...games.tapestry.tracks import TRACK_END, TrackSpace, spaces
from ..boardscene import (
    DragPiece,
    FitView,
    OverlayScene,
    ProgressItem,
    drag_move,
    drag_press,
    drag_released,
    draw_text,
    exec_menu,
    pixel_font,
)
from ..gamewords import capitalised
from . import reasons as words

log = logging.getLogger(__name__)

# -- geometry (scene units) --------------------------------------------------------------------
R = 46.0
"""A hex's radius (corner to centre)."""
MAP_CENTRE = QPointF(262.0, 296.0)
TRACK_X0 = 548.0
TRACK_W = 120.0
TRACK_TOP = 44.0
SPACE_H = 41.0
MAT_Y = TRACK_TOP + 13 * SPACE_H + 14.0
SUPPLY_Y = 590.0
SCENE_W = TRACK_X0 + 4 * TRACK_W + 12.0
SCENE_H = 742.0

# -- colours: a printed board, the same in the light and the dark theme ------------------------
TERRAIN: dict[str, QColor] = {
    "sea": QColor("#7fb6d9"),
    "grass": QColor("#a5d46a"),
    "forest": QColor("#3f7f3a"),
    "mountain": QColor("#a3978a"),
    "desert": QColor("#e6c66e"),
}
EMPTY_SEA = QColor("#9cc8e2")
EXPLORED = QColor("#e3d3a8")
HEX_EDGE = QColor("#2f4f66")
BACKGROUND = QColor("#33505f")
PAPER = QColor("#efe6cf")
LANDMARK = QColor("#f2cf5c")
INK = QColor("#1d1a16")
SIDE_COLOURS: dict[str, QColor] = {"human": QColor("#c0392b"), "automa": QColor("#1f5fbf"),
                                   "shadow": QColor("#4a3a5c")}
SIDE_LETTERS: dict[str, str] = {"human": "Y", "automa": "A", "shadow": "S"}
"""Colours doubled by letters (You, Automa, Shadow) for colour-blind players."""
BADGE = QPointF(R * 0.52, -R * 0.66)
"""Where a hex's scan number sits: in the upper right corner, beside the hex's name and above the
words under it (its start label, "explored", "tile 12"), so it covers none of them."""
BADGE_R = 10.0
NAME_RECT = QRectF(-12, -R * 0.68 - 8, 24, 16)
"""The hex's name ("d4") on its pale disc, at the top."""
START_LABEL_RECT = QRectF(-17, -R * 0.47, 34, 15)
TILE_LABEL_RECT = QRectF(-R, -R * 0.42, 2 * R, 14)
"""An explored hex's words: "explored", or "tile 12" when the table entered the tile."""
CENTRED = Qt.AlignmentFlag.AlignCenter.value


def badge_rect() -> QRectF:
    return QRectF(BADGE.x() - BADGE_R, BADGE.y() - BADGE_R, 2 * BADGE_R, 2 * BADGE_R)
CHOSEN = QColor("#ffcc00")
CANDIDATE = QColor("#b0338f")
TRIED = QColor("#f8f1dc")


def _tr(text: str) -> str:
    return QCoreApplication.translate("TapestryBoard", text)


def hex_centre(axial: Axial) -> QPointF:
    a, b = axial
    return MAP_CENTRE + QPointF(1.5 * R * (b - a), math.sqrt(3) / 2 * R * (a + b))


def hex_corners(r: float = R) -> list[QPointF]:
    """Flat-topped: corner k at 60·k degrees, clockwise on screen from the right-hand corner."""
    return [QPointF(r * math.cos(math.radians(60 * k)), r * math.sin(math.radians(60 * k))) for k in range(6)]


def hex_polygon(r: float = R) -> QPolygonF:
    return QPolygonF(hex_corners(r))


EDGE_CORNERS = (4, 5, 0, 1, 2, 3)
"""The map file lists edge terrains clockwise from the top-left corner (corner 4, at 240°)."""


def space_rect(track: Track, space: int) -> QRectF:
    """Space 0 at the bottom, the end (12) at the top: advancing goes up."""
    x = TRACK_X0 + TRACKS.index(track) * TRACK_W
    return QRectF(x + 2, TRACK_TOP + (TRACK_END - space) * SPACE_H, TRACK_W - 4, SPACE_H - 3)


TOKEN_R = 8.5


def token_pos(track: Track, space: int, side: str) -> QPointF:
    r = space_rect(track, space)
    slot = ("human", "automa", "shadow").index(side)
    return QPointF(r.right() - 12 - (2 - slot) * (2 * TOKEN_R + 3), r.bottom() - TOKEN_R - 3)


def side_colour(side: str) -> QColor:
    return SIDE_COLOURS[side]


# -- the map -----------------------------------------------------------------------------------
class HexItem(QGraphicsObject):
    """One hex: a printed territory with its edge terrains, a territory tile explored onto it, or an
    empty sea space; its number (the reasons name it), start label, middle island, outposts."""

    def __init__(self, board: TapestryScene, info: HexInfo) -> None:
        super().__init__()
        self.board = board
        self.info = info
        self.state: HexState | None = None
        self.label = words.hex_name(info.axial)
        self.setZValue(5.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.RightButton)

    @property
    def axial(self) -> Axial:
        return self.info.axial

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 2, -R - 2, 2 * R + 4, 2 * R + 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(hex_polygon())
        return path

    def set_state(self, state: HexState) -> None:
        self.state = state
        self.setToolTip(hex_tip(self.info, state))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        st = self.state
        corners = hex_corners(R - 1)
        if self.info.printed_territory:
            for i, terrain in enumerate(self.info.edge_terrains):
                k = EDGE_CORNERS[i]
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(TERRAIN.get(terrain, PAPER))
                painter.drawPolygon(QPolygonF([QPointF(0, 0), corners[k], corners[(k + 1) % 6]]))
            inner = self.info.inner_terrains
            # The land in the middle: the tile's inner terrains (the middle island's four), else
            # its commonest land edge, so a coastal tile still reads as land.
            land = [t for t in self.info.edge_terrains if t != "sea"]
            fill = TERRAIN.get(max(set(land), key=land.count), EXPLORED) if land else EXPLORED
            painter.setBrush(fill)
            painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
            if inner:
                inner_corners = hex_corners(R * 0.55)
                for i, terrain in enumerate(inner[:4]):
                    painter.setBrush(TERRAIN.get(terrain, EXPLORED))
                    start = i * 6 // len(inner[:4])
                    stop = (i + 1) * 6 // len(inner[:4])
                    poly = [QPointF(0, 0)] + [inner_corners[j % 6] for j in range(start, stop + 1)]
                    painter.drawPolygon(QPolygonF(poly))
            else:
                painter.drawPolygon(hex_polygon(R * 0.5))
            painter.setPen(QPen(HEX_EDGE, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(R - 1))
        elif st is not None and st.territory:
            painter.setPen(QPen(HEX_EDGE, 2))
            painter.setBrush(QBrush(EXPLORED))
            painter.drawPolygon(hex_polygon(R - 1))
            painter.setBrush(QBrush(QColor("#cdb98a"), Qt.BrushStyle.BDiagPattern))
            painter.drawPolygon(hex_polygon(R * 0.62))
            label = _tr("tile {n}").format(n=st.tile) if st.tile else _tr("explored")
            draw_text(painter, TILE_LABEL_RECT, label, 11, INK)
        else:
            painter.setPen(QPen(QColor("#5f8fae"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(EMPTY_SEA)
            painter.drawPolygon(hex_polygon(R - 1))
        # The label the reasons name the hex by ("d4"): at the top, on a pale disc.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 215))
        painter.drawRoundedRect(NAME_RECT, 7, 7)
        draw_text(painter, NAME_RECT, self.label, 11, INK)
        if self.info.start_label:
            painter.setBrush(QColor("#fff8e1"))
            painter.setPen(QPen(INK, 1))
            painter.drawRoundedRect(START_LABEL_RECT, 4, 4)
            draw_text(painter, START_LABEL_RECT, self.info.start_label, 11, INK)
        if self.info.middle_island:
            painter.setPen(QPen(QColor("#fff3b0"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(R - 5))
        if st is not None and st.outposts:
            self._outposts(painter, st)

    @staticmethod
    def _outposts(painter: QPainter, st: HexState) -> None:
        """Toppled outposts lie along the bottom, standing ones stand above them (bottom first)."""
        toppled = [o for o in st.outposts if o.toppled]
        standing = [o for o in st.outposts if not o.toppled]
        for i, o in enumerate(toppled):
            x = (i - (len(toppled) - 1) / 2) * 26
            rect = QRectF(x - 12, R * 0.5, 24, 11)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(side_colour(o.owner))
            painter.drawRoundedRect(rect, 3, 3)
            draw_text(painter, rect, SIDE_LETTERS[o.owner], 9, QColor("#ffffff"))
        for i, o in enumerate(standing):
            x = (i - (len(standing) - 1) / 2) * 22
            draw_outpost(painter, QPointF(x, R * 0.22), o.owner)


def draw_outpost(painter: QPainter, at: QPointF, owner: str, scale: float = 1.0) -> None:
    """A standing outpost: a small house in the side's colour with its letter."""
    w, h = 9.0 * scale, 12.0 * scale
    poly = QPolygonF([at + QPointF(-w, h), at + QPointF(w, h), at + QPointF(w, -h * 0.3), at + QPointF(0, -h),
                      at + QPointF(-w, -h * 0.3)])
    painter.setPen(QPen(QColor("#ffffff"), 1.5))
    painter.setBrush(side_colour(owner))
    painter.drawPolygon(poly)
    draw_text(painter, QRectF(at.x() - w, at.y() - h * 0.3, 2 * w, h * 1.3), SIDE_LETTERS[owner], 10 * scale,
          QColor("#ffffff"))


def hex_tip(info: HexInfo, st: HexState) -> str:
    parts = [_tr("Hex {hex}").format(hex=words.hex_name(info.axial))]
    if info.printed_territory:
        parts.append(_tr("printed territory"))
    elif st.territory:
        parts.append(_tr("explored territory tile"))
    else:
        parts.append(_tr("empty: explore a territory tile onto it"))
    for o in st.outposts:
        parts.append((_tr("{owner} outpost, toppled") if o.toppled else _tr("{owner} outpost")).format(
            owner=words.owner_name(o.owner, capital=True)))
    if st.controller:
        parts.append(_tr("controlled by {side}").format(side=words.side_name(st.controller)))
    parts.append(_tr("Right-click to edit."))
    return "\n".join(parts)


# -- the tracks, the mat and the score ---------------------------------------------------------
class TracksItem(QGraphicsObject):
    """The four advancement tracks: spaces 0-12 with their names, the landmark spaces (gold) with
    who took them, the favourite-track markers. The tokens are their own items (dragged)."""

    def __init__(self) -> None:
        super().__init__()
        self.snap: TapestrySnapshot | None = None
        self.proposed: tuple[Track, int] | None = None
        self.setZValue(2.0)

    def boundingRect(self) -> QRectF:
        return QRectF(TRACK_X0, 0, 4 * TRACK_W, TRACK_TOP + 13 * SPACE_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        snap = self.snap
        for track in TRACKS:
            x = TRACK_X0 + TRACKS.index(track) * TRACK_W
            head = QRectF(x + 2, 2, TRACK_W - 4, TRACK_TOP - 6)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(PAPER)
            painter.drawRoundedRect(head, 5, 5)
            draw_text(painter, QRectF(head.x(), head.y() + 1, head.width(), 18), words.track_name(track).upper(), 13, INK)
            if snap is not None:
                favs = [s for s, fav in (("automa", snap.automa.favourite), ("shadow", snap.shadow.favourite))
                        if fav == track]
                for i, side in enumerate(favs):
                    badge = QRectF(head.x() + 3 + i * 57, head.bottom() - 16, 54, 14)
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(side_colour(side))
                    painter.drawRoundedRect(badge, 3, 3)
                    draw_text(painter, badge, "♥ " + (_tr("Automa") if side == "automa" else _tr("Shadow")), 9.5,
                          QColor("#ffffff"))
            for s in spaces(track):
                rect = space_rect(track, s.space)
                landmark = s.landmark is not None
                painter.setPen(QPen(INK, 2 if landmark else 1))
                painter.setBrush(LANDMARK if landmark else (QColor("#e4d8b8") if s.space == 0 else PAPER))
                painter.drawRoundedRect(rect, 4, 4)
                label = f"{s.space}  {space_name(s)}" if s.space else _tr("0  start")
                label = QFontMetricsF(pixel_font(11)).elidedText(label, Qt.TextElideMode.ElideRight, rect.width() - 8)
                draw_text(painter, QRectF(rect.x() + 4, rect.y() + 1, rect.width() - 8, 16), label, 11, INK, True,
                      (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value)
                if s.automa_benefits:
                    painter.setPen(QPen(side_colour("automa"), 1.5))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawEllipse(QPointF(rect.x() + 9, rect.bottom() - 10), 4, 4)
                if landmark and snap is not None:
                    owner = snap.landmark_owner(track, s.space)
                    if owner is not None:
                        badge = QRectF(rect.x() + 18, rect.bottom() - 17, 14, 14)
                        painter.setPen(QPen(QColor("#ffffff"), 1))
                        painter.setBrush(side_colour(owner))
                        painter.drawRect(badge)
                        draw_text(painter, badge, SIDE_LETTERS[owner], 9, QColor("#ffffff"))
            if self.proposed is not None and self.proposed[0] == track:
                painter.setPen(QPen(CHOSEN, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(space_rect(track, self.proposed[1]).adjusted(-1, -1, 1, 1), 5, 5)


AUTOMA_BENEFITS = {
    # PŘÍNOSY: what the Automa gains on a space (resources/tapestry/automa.json's codes) in words.
    "conquer": QT_TRANSLATE_NOOP("TapestryBoard", "conquer"),
    "conquer_anywhere": QT_TRANSLATE_NOOP("TapestryBoard", "conquer anywhere"),
    "explore": QT_TRANSLATE_NOOP("TapestryBoard", "explore"),
    "explore_anywhere": QT_TRANSLATE_NOOP("TapestryBoard", "explore anywhere"),
    "tapestry_card": QT_TRANSLATE_NOOP("TapestryBoard", "tapestry card"),
    "discard_and_replace_3_face_up_tech_cards": QT_TRANSLATE_NOOP(
        "TapestryBoard", "discard and replace the 3 face-up tech cards"),
    "roll_science_die_advance_no_benefit": QT_TRANSLATE_NOOP(
        "TapestryBoard", "roll the science die, advance without the benefit"),
    "roll_science_die_advance_with_benefit": QT_TRANSLATE_NOOP(
        "TapestryBoard", "roll the science die, advance with the benefit"),
    "roll_die_until_military_technology_exploration_then_advance_with_benefit": QT_TRANSLATE_NOOP(
        "TapestryBoard", "roll the science die until military, technology or exploration, then advance there "
                         "with the benefit"),
    "roll_die_until_military_technology_then_regress_with_benefit": QT_TRANSLATE_NOOP(
        "TapestryBoard", "roll the science die until military or technology, then regress there with the benefit"),
    "advance_twice_military_technology_exploration (roll each time)": QT_TRANSLATE_NOOP(
        "TapestryBoard", "advance twice on military, technology or exploration (roll each time)"),
}


def automa_benefit(code: str) -> str:
    text = AUTOMA_BENEFITS.get(code)
    return _tr(text) if text is not None else code.replace("_", " ")


def space_name(s: TrackSpace) -> str:
    """A track space's printed name as the board shows it, in the player's language."""
    return words.data_name(s.name.title())


def space_tip(track: Track, n: int, snap: TapestrySnapshot | None) -> str:
    s = spaces(track)[n]
    lines = [f"{capitalised(words.track_name(track))} {n}: {space_name(s)}", words.data_name(s.human_text)]
    if s.landmark:
        owner = snap.landmark_owner(track, n) if snap is not None else None
        lines.append(_tr("Landmark: {name} ({who})").format(
            name=words.data_name(s.landmark), who=words.side_name(owner) if owner else _tr("not taken yet")))
    if s.automa_benefits:
        lines.append(_tr("The Automa gains here (○): {benefits}").format(benefits=", ".join(
            automa_benefit(b) for b in s.automa_benefits)))
    return "\n".join(lines)


class TrackToken(QGraphicsObject):
    """A side's player token on a track: yours (Y), the Automa's (A), the Shadow Empire's (S). Drag
    yours along the track to mirror your advance; a bot's token drags too, as a correction."""

    def __init__(self, board: TapestryScene | None, side: str, track: Track) -> None:
        super().__init__()
        self.board = board
        self.side = side
        self.track = track
        self.home = QPointF()
        """Where the layout puts it (a drop the engine refuses springs back here)."""
        self._press: QPointF | None = None
        self._home = QPointF()
        self.dragging = False
        self.setZValue(15.0)
        if board is not None:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        s = TOKEN_R + 2
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(side_colour(self.side))
        painter.drawEllipse(QPointF(0, 0), TOKEN_R, TOKEN_R)
        draw_text(painter, QRectF(-TOKEN_R, -TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R), SIDE_LETTERS[self.side], 11,
              QColor("#ffffff"))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.board is None:
            event.ignore()
            return
        drag_press(self, event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag_move(self, event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not drag_released(self) or self.board is None or not self.board.token_dropped(self, event.scenePos()):
            self.spring_back()

    def spring_back(self) -> None:
        self.setPos(self.home)
        self.setZValue(15.0)


class SupplyPiece(DragPiece):
    """Your supply, below the map: an outpost (drop it on a hex: you conquered it, or put it on
    your own or another standing outpost) and a territory tile (drop it on an empty hex: you
    explored it). The supply never runs out on screen: the table holds the real count."""

    def __init__(self, board: TapestryScene, kind: str) -> None:
        super().__init__(15.0)
        self.board = board
        self.kind = kind
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setToolTip(_tr("Your outpost: drag it onto the hex you conquered") if kind == "outpost"
                        else _tr("A territory tile: drag it onto the empty hex you explored"))

    def boundingRect(self) -> QRectF:
        return QRectF(-R * 0.6, -R * 0.6, R * 1.2, R * 1.2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "outpost":
            draw_outpost(painter, QPointF(0, 0), "human", 1.6)
        else:
            painter.setPen(QPen(HEX_EDGE, 2))
            painter.setBrush(EXPLORED)
            painter.drawPolygon(hex_polygon(R * 0.55))
            draw_text(painter, QRectF(-R * 0.5, -8, R, 16), _tr("tile"), 11, INK)

    def dropped(self, pos: QPointF) -> None:
        self.board.supply_dropped(self.kind, pos)  # the piece springs back: the board draws what the drop did


class ScoreItem(QGraphicsObject):
    """Below the map: your supply's labels, both VP (the Shadow Empire never scores), the income
    turns each side has taken, the achievements gained and the turn."""

    def __init__(self) -> None:
        super().__init__()
        self.snap: TapestrySnapshot | None = None
        self.proposed_vp = 0
        self.setZValue(2.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.RightButton)

    def boundingRect(self) -> QRectF:
        return QRectF(6, SUPPLY_Y, TRACK_X0 - 16, SCENE_H - SUPPLY_Y - 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect()
        painter.setPen(QPen(INK, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(box, 6, 6)
        draw_text(painter, QRectF(box.x() + 8, box.y() + 4, 150, 18), _tr("Your supply"), 13, INK, True,
              Qt.AlignmentFlag.AlignLeft.value)
        draw_text(painter, QRectF(box.x() + 8, box.y() + 96, 150, 40), _tr("drag onto the map"), 11, INK, False,
              Qt.AlignmentFlag.AlignLeft.value)
        snap = self.snap
        if snap is None:
            return
        x = box.x() + 170
        lines = [
            (_tr("You: {vp} VP · income turns {n}/5").format(vp=snap.human.vp, n=snap.human.income_turns), "human"),
            (_tr("Automa: {vp} VP · income turns {n}/5").format(vp=snap.automa.vp, n=snap.automa.income_turns),
             "automa"),
            (_tr("Shadow Empire: no VP (it never scores)"), "shadow"),
        ]
        for i, (line, side) in enumerate(lines):
            y = box.y() + 8 + i * 24
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(side_colour(side))
            painter.drawEllipse(QPointF(x + 8, y + 9), 7, 7)
            draw_text(painter, QRectF(x + 20, y, box.right() - x - 24, 18), line, 13, INK, side != "shadow",
                  Qt.AlignmentFlag.AlignLeft.value)
        if self.proposed_vp:
            draw_text(painter, QRectF(box.right() - 70, box.y() + 32, 64, 18), f"+{self.proposed_vp} VP", 14,
                  side_colour("automa"), True, Qt.AlignmentFlag.AlignRight.value)
        achieved = [f"{words.achievement_name(a.achievement)}: {words.side_name(a.side)}" for a in snap.achievements]
        draw_text(painter, QRectF(x, box.y() + 80, box.right() - x - 6, 18), turn_text(snap), 12, INK, False,
              Qt.AlignmentFlag.AlignLeft.value)
        if achieved:
            draw_text(painter, QRectF(x, box.y() + 100, box.right() - x - 6, 44), " · ".join(achieved), 11, INK, False,
                  (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop).value | Qt.TextFlag.TextWordWrap.value)


def turn_text(snap: TapestrySnapshot) -> str:
    """The game's turn count and who plays first. TurnState.number counts every turn of either seat
    (yours and the bots' alike), so it is a turn, not a round."""
    return _tr("Turn {n} · first player: {who}").format(n=snap.turn.number, who=words.name(f"seat.{snap.turn.first}"))


MAT_ROWS = (("territories_and_landmarks", QT_TRANSLATE_NOOP("TapestryBoard", "Territories, landmarks")),
            ("military_and_science", QT_TRANSLATE_NOOP("TapestryBoard", "Military, science")),
            ("technology_and_exploration", QT_TRANSLATE_NOOP("TapestryBoard", "Technology, exploration")),
            ("first_to_start_era_vp", QT_TRANSLATE_NOOP("TapestryBoard", "First in the era")))


class IncomeMatItem(QGraphicsObject):
    """The Automa's income mat: the VP multipliers of income turns 2-5 (ZVYŠOVÁNÍ BLAHOBYTU), the
    columns its tapestry cards cover (the first uncovered one counts), its tapestry cards beside
    the mat, the landmarks on it."""

    def __init__(self) -> None:
        super().__init__()
        self.snap: TapestrySnapshot | None = None
        self.setZValue(2.0)

    def boundingRect(self) -> QRectF:
        return QRectF(TRACK_X0 + 2, MAT_Y, 4 * TRACK_W - 4, SCENE_H - MAT_Y - 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        snap = self.snap
        box = self.boundingRect()
        painter.setPen(QPen(side_colour("automa"), 2))
        painter.setBrush(QColor("#dfe8f6"))
        painter.drawRoundedRect(box, 6, 6)
        if snap is None:
            return
        side = income_mat_side(snap.level)
        mat = income_mat(snap)
        title = _tr("Automa's income mat ({side} side) · level {level}").format(
            side=_tr("hard") if side == "hard" else _tr("normal"), level=snap.level)
        draw_text(painter, QRectF(box.x() + 8, box.y() + 3, box.width() - 16, 16), title, 12, INK, True,
              Qt.AlignmentFlag.AlignLeft.value)
        label_w, col_w, row_h = 150.0, 56.0, 17.0
        top = box.y() + 22
        covered = snap.automa.income_mat_cards
        for c, turn in enumerate(mat["columns_for_income_turns"]):
            cx = box.x() + 8 + label_w + c * col_w
            col = QRectF(cx, top, col_w - 4, row_h * 5)
            if c < covered:
                painter.setPen(QPen(INK, 1))
                painter.setBrush(QBrush(QColor("#8a6d3b"), Qt.BrushStyle.Dense4Pattern))
                painter.drawRoundedRect(col, 3, 3)
            elif c == covered:
                painter.setPen(QPen(CHOSEN.darker(130), 3))
                painter.setBrush(QColor("#fff6c8"))
                painter.drawRoundedRect(col, 3, 3)
            draw_text(painter, QRectF(cx, top, col_w - 4, row_h), _tr("income {n}").format(n=turn), 10, INK)
            for r, (key, _) in enumerate(MAT_ROWS):
                value = mat[key][c]
                text = (f"+{value}" if key == "first_to_start_era_vp" else f"×{value}") if c >= covered else "—"
                draw_text(painter, QRectF(cx, top + (r + 1) * row_h, col_w - 4, row_h), text, 12, INK)
        for r, (_, label) in enumerate(MAT_ROWS):
            draw_text(painter, QRectF(box.x() + 8, top + (r + 1) * row_h, label_w, row_h), _tr(label), 11, INK, False,
                  Qt.AlignmentFlag.AlignLeft.value)
        right = box.x() + 8 + label_w + 4 * col_w + 6
        landmarks = [lm for lm in snap.landmarks if lm.owner == "automa"]
        facts = [_tr("Tapestry cards on the mat: {n}").format(n=covered),
                 _tr("Beside the mat (traps?): {n}").format(n=snap.automa.tapestry_cards),
                 _tr("Landmarks on the mat: {n}").format(n=len(landmarks))]
        for i, fact in enumerate(facts):
            draw_text(painter, QRectF(right, top + i * 30, box.right() - right - 4, 30), fact, 11, INK, False,
                  (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value | Qt.TextFlag.TextWordWrap.value)


# -- the proposal's marks ----------------------------------------------------------------------
class HexMark(QGraphicsObject):
    """A hex the diagram looked at: a numbered badge (its place in the scan), a gold ring round the
    chosen one, a magenta ring round the possible ones. A click on the chosen hex confirms."""

    def __init__(self, board: TapestryScene, kind: str, number: int | None, tip: str) -> None:
        super().__init__()
        self.board = board
        self.kind = kind
        self.number = number
        self.setToolTip(tip)
        self.setZValue(20.0 if kind == "chosen" else 18.0)
        self.setOpacity(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if kind == "chosen" else Qt.MouseButton.NoButton)
        if kind == "chosen":
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-R - 4, -R - 4, 2 * R + 8, 2 * R + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(hex_polygon(R))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "chosen":
            painter.setPen(QPen(INK, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(R - 3))
            painter.setPen(QPen(CHOSEN, 4))
            painter.drawPolygon(hex_polygon(R - 3))
        elif self.kind == "candidate":
            painter.setPen(QPen(CANDIDATE, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(R - 6))
        if self.number is not None:
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(CHOSEN if self.kind == "chosen" else TRIED)
            painter.drawEllipse(BADGE, BADGE_R, BADGE_R)
            draw_text(painter, badge_rect(), str(self.number), 12, INK)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.confirmRequested.emit()


class RowArrow(ProgressItem):
    """One row of the card's hex diagram, in its direction: black for the black arrow's row, grey
    for the grey arrow's, thin for the rows after; it grows along the row when animated."""

    def __init__(self, points: list[QPointF], colour: QColor, width: float) -> None:
        super().__init__(progress=1.0)
        self.points = points
        self.colour = colour
        self.width = width
        self.setZValue(19.0)

    def boundingRect(self) -> QRectF:
        xs = [p.x() for p in self.points]
        ys = [p.y() for p in self.points]
        return QRectF(min(xs) - 20, min(ys) - 20, max(xs) - min(xs) + 40, max(ys) - min(ys) + 40)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a, b = self.points[0], self.points[-1]
        end = a + (b - a) * self._progress
        pen = QPen(self.colour, self.width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(QPen(QColor(255, 255, 255, 170), self.width + 3))
        painter.drawLine(a, end)
        painter.setPen(pen)
        painter.drawLine(a, end)
        d = end - a
        length = math.hypot(d.x(), d.y())
        if length < 1:
            return
        ux, uy = d.x() / length, d.y() / length
        head = 8 + self.width * 2
        left = end - QPointF(ux * head - uy * head * 0.55, uy * head + ux * head * 0.55)
        right = end - QPointF(ux * head + uy * head * 0.55, uy * head - ux * head * 0.55)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor(255, 255, 255, 170), 1))
        painter.drawPolygon(QPolygonF([end, left, right]))


def scan_rows(pattern: str, upto: tuple[Axial, ...]) -> list[list[Axial]]:
    """The hexes the scan looked at, cut into the diagram's rows: a hex one step on in the arrow's
    direction continues the row, any other starts the next one."""
    direction = hex_patterns()[pattern].direction
    rows: list[list[Axial]] = []
    for ab in upto:
        ab = (int(ab[0]), int(ab[1]))
        if rows and (rows[-1][-1][0] + direction[0], rows[-1][-1][1] + direction[1]) == ab:
            rows[-1].append(ab)
        else:
            rows.append([ab])
    return rows


# -- the scene ---------------------------------------------------------------------------------
class TapestryScene(OverlayScene):
    """The map, the tracks, the mat and the score, in step with the session's snapshot."""

    message = Signal(str)
    """A hint for the status bar (why a drop did nothing)."""
    confirmRequested = Signal()
    """The player clicked the chosen hex: confirm the step."""

    def __init__(self, session: Session, settings: QSettings, parent: Any = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.setBackgroundBrush(BACKGROUND)
        self.hexes: dict[Axial, HexItem] = {}
        self.tokens: dict[tuple[str, Track], TrackToken] = {}
        self._build()
        session.snapshotChanged.connect(self.set_snapshot)
        session.proposalChanged.connect(self.show_proposal)
        self.set_snapshot(session.snapshot)
        self.show_proposal(session.proposal)

    def _build(self) -> None:
        for info in small_map().hexes:
            item = HexItem(self, info)
            item.setPos(hex_centre(info.axial))
            self.addItem(item)
            self.hexes[info.axial] = item
        self.tracks = TracksItem()
        self.addItem(self.tracks)
        self.mat = IncomeMatItem()
        self.addItem(self.mat)
        self.score = ScoreItem()
        self.addItem(self.score)
        for side in ("human", "automa", "shadow"):
            for track in TRACKS:
                token = TrackToken(self, side, track)
                token.setToolTip(token_tip(side, track))
                self.addItem(token)
                self.tokens[(side, track)] = token
        self.supply: dict[str, SupplyPiece] = {}
        for i, kind in enumerate(("outpost", "tile")):
            piece = SupplyPiece(self, kind)
            piece.home = QPointF(44 + i * 74, SUPPLY_Y + 62)
            piece.spring_back()
            self.addItem(piece)
            self.supply[kind] = piece

        # Each space's name, texts, landmark and the Automa's benefit, as a tooltip (the names are cut
        # to fit the space); under the tokens, so a drag still takes the token.
        self.space_tips: dict[tuple[Track, int], QGraphicsRectItem] = {}
        for track in TRACKS:
            for n in range(TRACK_END + 1):
                tip = QGraphicsRectItem(space_rect(track, n))
                tip.setPen(Qt.PenStyle.NoPen)
                tip.setZValue(3.0)
                tip.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(tip)
                self.space_tips[(track, n)] = tip

    def fits(self, snap: Any) -> bool:
        return getattr(snap, "game", None) == "tapestry"

    @property
    def snap(self) -> TapestrySnapshot:
        s: TapestrySnapshot = self.session.snapshot
        return s

    # -- snapshot -> items -------------------------------------------------------------------
    def set_snapshot(self, snap: TapestrySnapshot) -> None:
        self.finish_animations()
        for h in snap.hexes:
            item = self.hexes.get(h.axial)
            if item is not None:
                item.set_state(h)
        for (side, track), token in self.tokens.items():
            token.home = token_pos(track, snap.tokens(side).at(track), side)  # type: ignore[arg-type]
            token.spring_back()
        self.tracks.snap = self.mat.snap = self.score.snap = snap
        for drawn in (self.tracks, self.mat, self.score):
            drawn.update()
        for (track, n), tip in self.space_tips.items():
            tip.setToolTip(space_tip(track, n, snap))

    # -- the proposal ------------------------------------------------------------------------
    def clear_overlay(self) -> None:
        super().clear_overlay()
        self.tracks.proposed = None
        self.tracks.update()
        self.score.proposed_vp = 0
        self.score.update()

    def show_proposal(self, proposal: Any) -> None:
        self.clear_overlay()
        if isinstance(proposal, act.TapestryStep):
            self._action(proposal)
        elif isinstance(proposal, act.TapestryPrompt) and isinstance(proposal.question, act.AskTrap):
            q = proposal.question
            mark = HexMark(self, "candidate", None, words.sentence(proposal.reasons[0]) if proposal.reasons else "")
            self._add(mark, hex_centre(q.hex))
            mark.setOpacity(1.0)
        if self.speed() > 0:
            self.animations.start()

    def _action(self, step: act.TapestryStep) -> None:
        a = step.action
        if isinstance(a, act.Advance):
            self._advance(a)
        elif isinstance(a, act.OnMap):
            self._on_map(a.choice.hex, a.choice.pattern, a.choice.candidates, a.choice.tried, step)
        elif isinstance(a, act.ShadowOutpost):
            self._on_map(a.hex, a.pattern, a.candidates, a.tried, step)
        elif isinstance(a, act.Score):
            self.score.proposed_vp = a.vp
            self.score.update()

    def _advance(self, a: act.Advance) -> None:
        """The token's way up (or down) its track: a ghost of it slides from origin to dest, and the
        destination space is ringed."""
        self.tracks.proposed = (a.track, a.dest)
        self.tracks.update()
        ghost = TrackToken(None, a.side, a.track)
        ghost.setOpacity(0.85)
        ghost.setZValue(21.0)
        self._add(ghost, token_pos(a.track, a.dest, a.side))
        self._animate(ghost, b"pos", token_pos(a.track, a.origin, a.side), token_pos(a.track, a.dest, a.side),
                      length=1.2 + 0.15 * abs(a.dest - a.origin))
        arrow = RowArrow([token_pos(a.track, a.origin, a.side), token_pos(a.track, a.dest, a.side)],
                         side_colour(a.side), 3)
        self._add(arrow)
        self._animate(arrow, b"progress", 0.0, 1.0)

    def _on_map(self, hex_: Axial, pattern: str, candidates: tuple[Axial, ...], tried_hexes: tuple[Axial, ...],
                step: act.TapestryStep) -> None:
        """UPŘEDNOSTŇOVANÁ POLE: the possible hexes ringed, the diagram's rows drawn as arrows up to
        the chosen hex, each hex looked at numbered in scan order, the chosen one gold."""
        chosen = (int(hex_[0]), int(hex_[1]))
        tried = tuple((int(a), int(b)) for a, b in tried_hexes) or (chosen,)
        reason_tip = words.sentence(step.reasons[0]) if step.reasons else ""
        for ab in candidates:
            ab = (int(ab[0]), int(ab[1]))
            if ab != chosen:
                mark = HexMark(self, "candidate", None, _tr("A possible hex"))
                self._add(mark, hex_centre(ab))
                self._animate(mark, b"opacity", 0.0, 1.0)
        for row_index, row in enumerate(scan_rows(pattern, tried)):
            first, last = hex_centre(row[0]), hex_centre(row[-1])
            direction = hex_patterns()[pattern].direction
            step_vec = hex_centre(direction) - hex_centre((0, 0))
            unit = step_vec / math.hypot(step_vec.x(), step_vec.y())
            # The arrow points at the row's first hex from outside it, and runs beside the hexes'
            # centres on the side away from the scan numbers (upper right), clear of labels and outposts.
            aside = QPointF(-unit.y(), unit.x())
            if aside.x() * BADGE.x() + aside.y() * BADGE.y() > 0:
                aside = -aside
            aside = aside * (R * 0.42)
            start = first - unit * (R * 0.95) + aside
            stop = (last if len(row) > 1 else first) + aside
            colour, width = ((INK, 4.0) if row_index == 0 else (QColor("#6d6d6d"), 3.5) if row_index == 1
                             else (QColor("#555555"), 1.5))
            arrow = RowArrow([start, stop - unit * (R * 0.3)], colour, width)
            self._add(arrow)
            self._animate(arrow, b"progress", 0.0, 1.0, delay=0.25 * row_index, length=0.8)
        n = len(tried)
        for i, ab in enumerate(tried):
            kind = "chosen" if ab == chosen else "tried"
            tip = reason_tip if kind == "chosen" else _tr("Looked at as number {n} of the scan: not a possible hex"
                                                          ).format(n=i + 1)
            mark = HexMark(self, kind, i + 1, tip)
            self._add(mark, hex_centre(ab))
            self._animate(mark, b"opacity", 0.0, 1.0, delay=0.12 * i * min(1.0, 12 / max(n, 1)), length=0.6)

    # -- gestures -> edits -------------------------------------------------------------------
    def hex_at(self, pos: QPointF) -> Axial | None:
        for ab, item in self.hexes.items():
            if item.contains(item.mapFromScene(pos)):
                return ab
        return None

    @staticmethod
    def space_at(pos: QPointF) -> tuple[Track, int] | None:
        for track in TRACKS:
            for n in range(TRACK_END + 1):
                if space_rect(track, n).contains(pos):
                    return track, n
        return None

    def token_dropped(self, token: TrackToken, pos: QPointF) -> bool:
        """A token let go: on a space of its own track it moves there (one edit); elsewhere a hint."""
        at = self.space_at(pos)
        if at is None or at[0] != token.track:
            self.message.emit(words.error_text("gui.drop_on_track", {"track": token.track}))
            return False
        return self.session.edit(edits.MoveToken(side=token.side, track=token.track, space=at[1]))

    def supply_dropped(self, kind: str, pos: QPointF) -> bool:
        ab = self.hex_at(pos)
        if ab is None:
            self.message.emit(words.error_text("gui.drop_on_hex", {}))
            return False
        if kind == "outpost":
            return self.session.edit(edits.PlaceOutpost(hex=ab, owner="human"))
        return self.session.edit(edits.ExploreHex(hex=ab))

    def hex_menu(self, ab: Axial) -> QMenu:
        """Right-click a hex: every edit of it, each one undoable step."""
        st = self.snap.hex(ab)
        s = self.session
        menu = QMenu()
        menu.setTitle(_tr("Hex {hex}").format(hex=words.hex_name(ab)))
        standing = [o for o in st.outposts if not o.toppled]
        if standing:
            menu.addAction(_tr("Topple {owner} outpost").format(owner=words.owner_name(standing[-1].owner)),
                           lambda: s.edit(edits.ToppleOutpost(hex=ab)))
        menu.addAction(_tr("Place your outpost (you conquered it)"),
                       lambda: s.edit(edits.PlaceOutpost(hex=ab, owner="human")))
        menu.addAction(_tr("Place an Automa outpost"), lambda: s.edit(edits.PlaceOutpost(hex=ab, owner="automa")))
        menu.addAction(_tr("Place a toppled Shadow Empire outpost"),
                       lambda: s.edit(edits.PlaceOutpost(hex=ab, owner="shadow", toppled=True)))
        if st.outposts:
            menu.addAction(_tr("Take the top outpost off (back to its supply)"),
                           lambda: s.edit(edits.RemoveOutpost(hex=ab)))
        menu.addSeparator()
        if not st.territory:
            menu.addAction(_tr("You explored it: lay a territory tile"), lambda: s.edit(edits.ExploreHex(hex=ab)))
        elif not small_map().info(ab).printed_territory:
            menu.addAction(_tr("Take the territory tile off"),
                           lambda: s.edit(edits.ExploreHex(hex=ab, territory=False)))
        return menu

    def score_menu(self) -> QMenu:
        s = self.session
        menu = QMenu()
        menu.addAction(_tr("Set your VP…"), lambda: self.ask_vp("human"))
        menu.addAction(_tr("Set the Automa's VP…"), lambda: self.ask_vp("automa"))
        menu.addAction(_tr("You take an income turn"), lambda: s.edit(edits.TakeIncome()))
        menu.addAction(_tr("The Automa's tapestry cards beside its mat…"), self.ask_tapestry)
        return menu

    def ask_vp(self, side: str) -> bool:
        snap = self.snap
        current = snap.human.vp if side == "human" else snap.automa.vp
        value, ok = QInputDialog.getInt(None, _tr("VP"), _tr("{side}: VP").format(
            side=words.side_name(side, capital=True)), current, 0, 999)
        return bool(ok) and self.session.edit(edits.SetVP(side=side, vp=value))

    def ask_tapestry(self) -> bool:
        value, ok = QInputDialog.getInt(None, _tr("Tapestry cards"), _tr("Face-down beside the Automa's mat:"),
                                        self.snap.automa.tapestry_cards, 0, 30)
        return bool(ok) and self.session.edit(edits.SetTapestryCards(count=value))

    def landmark_menu(self, track: Track, n: int) -> QMenu:
        s = self.session
        menu = QMenu()
        choices: tuple[tuple[Literal["human", "automa"] | None, str], ...] = (
            ("human", _tr("You took this landmark")), ("automa", _tr("The Automa has it")),
            (None, _tr("Nobody has it yet")))
        for owner, label in choices:
            menu.addAction(label, partial(s.edit, edits.SetLandmark(track=track, space=n, owner=owner)))
        return menu

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        pos = event.scenePos()
        menu: QMenu | None = None
        ab = self.hex_at(pos)
        at = self.space_at(pos)
        if ab is not None:
            menu = self.hex_menu(ab)
        elif at is not None and spaces(at[0])[at[1]].landmark:
            menu = self.landmark_menu(*at)
        elif self.score.boundingRect().contains(pos) or self.mat.boundingRect().contains(pos):
            menu = self.score_menu()
        if not exec_menu(menu, event):
            super().contextMenuEvent(event)


def token_tip(side: str, track: Track) -> str:
    if side == "human":
        return _tr("Your token on {track}: drag it to the space you reached").format(track=words.track_name(track))
    return _tr("{owner} token on {track}: drag to correct").format(owner=words.owner_name(side, capital=True),
                                                                  track=words.track_name(track))


class TapestryView(FitView):
    """The whole board scaled to fit its view."""

    def __init__(self, scene: TapestryScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setAccessibleName(self.tr("Tapestry board"))
        self.setAccessibleDescription(self.tr(
            "The small map with numbered hexes, the four advancement tracks, your supply and the Automa's "
            "income mat. Drag your tokens, outposts and tiles; right-click a hex to edit it."))
        self.setBackgroundBrush(QBrush(BACKGROUND))


# -- the proposal in one line ------------------------------------------------------------------
def headline(snap: TapestrySnapshot, proposal: Any) -> str:
    """What happens next, in one line (turn bar, proposal panel)."""
    tr = QCoreApplication.translate
    if isinstance(proposal, HumanTurn):
        return tr("TapestryTurn", "Your turn: mirror what you do on the board, then End my turn.")
    if isinstance(proposal, act.TapestryPrompt):
        q = proposal.question
        if isinstance(q, act.AskPair):
            return tr("TapestryTurn", "Draw two decision cards and enter them: the left one, then the right one.")
        if isinstance(q, act.AskDie):
            return tr("TapestryTurn", "Roll the science die for the Automa and enter the face (or let the app roll).")
        if isinstance(q, act.AskPriority):
            return tr("TapestryTurn", "Income turn 1: draw the top card of the progress deck and enter it (the "
                                      "priority card), then shuffle the progress deck.")
        if isinstance(q, act.AskTrap) and q.yours:
            return tr("TapestryTurn", "The Automa conquers your territory {hex}: do you play a trap from your "
                                      "hand?").format(hex=words.hex_name(q.hex))
        return tr("TapestryTurn", "You conquered the Automa's hex {hex}: discard one of its tapestry cards at random — "
                                  "was it a trap?").format(hex=words.hex_name(q.hex))
    if isinstance(proposal, act.TapestryStep):
        return action_text(proposal)
    if proposal is None:
        return ""
    return tr("TapestryTurn", "The app could not plan the next step (the log has details): undo or correct the board.")


def action_text(step: act.TapestryStep) -> str:
    tr = QCoreApplication.translate
    a = step.action
    match a:
        case act.DrawPair(track_card=t, priority_card=p, left=left):
            return tr("TapestryTurn", "Decision pair: card {t} (track) and card {p} (priority); {left} left.").format(
                t=t.id, p=p.id, left=left)
        case act.Advance(side=side, track=track, origin=o, dest=d, landmark=lm):
            text = tr("TapestryTurn", "{side}: {track} {o} → {d}.").format(
                side=words.side_name(side, capital=True), track=words.track_name(track), o=o, d=d)
            if lm:
                text += " " + tr("TapestryTurn", "Landmark {name} to the Automa's mat.").format(name=words.data_name(lm))
            return text
        case act.OnMap(choice=c):
            verb = {"conquer_opponent": tr("TapestryTurn", "The Automa conquers your territory on hex {hex}."),
                    "conquer_neutral": tr("TapestryTurn", "The Automa conquers hex {hex}."),
                    "explore": tr("TapestryTurn", "The Automa explores hex {hex}: lay a territory tile.")}[c.kind]
            return verb.format(hex=words.hex_name(c.hex))
        case act.Score(vp=vp):
            return tr("TapestryTurn", "The Automa scores {vp} VP.").format(vp=vp)
        case act.GainAchievement(side=side, achievement=ach):
            return tr("TapestryTurn", "{side} gains the achievement “{name}”.").format(
                side=words.side_name(side, capital=True), name=words.achievement_name(ach))
        case act.TapestryCard(to_mat=True):
            return tr("TapestryTurn", "A tapestry card onto the Automa's income mat (first free space).")
        case act.TapestryCard():
            return tr("TapestryTurn", "The Automa gains a tapestry card: face down beside its mat.")
        case act.ReplaceTechCards():
            return tr("TapestryTurn", "Discard the three face-up technology cards and replace them.")
        case act.SetFavourite(side=side, dest=dest):
            return tr("TapestryTurn", "{side}'s favourite track is now {track}.").format(
                side=words.side_name(side, capital=True), track=words.track_name(dest))
        case act.DeckChange():
            return tr("TapestryTurn", "The decision deck changes (income turn).")
        case act.IncomeTurn(number=n):
            return tr("TapestryTurn", "The bots' income turn {n}.").format(n=n)
        case act.EndTurn():
            return tr("TapestryTurn", "End of the bots' turn: your turn next.")
        case act.GameOver(human_vp=h, automa_vp=au, winner=w):
            winner = words.side_name(w) if w != "tie" else words.name("seat.tie")
            return tr("TapestryTurn", "Game over: you {h} VP, the Automa {a} VP — winner: {w}.").format(
                h=h, a=au, w=winner)
        case act.IncomePriority(card=card):
            return tr("TapestryTurn", "Income turn 1: progress card {n} is the priority card.").format(n=card.id)
        case act.ShadowOutpost(hex=h):
            return tr("TapestryTurn", "A toppled Shadow Empire outpost onto the Automa's hex {hex}.").format(
                hex=words.hex_name(h))
        case act.Nothing():
            return words.sentence(step.reasons[0]) if step.reasons else tr("TapestryTurn", "Nothing to do.")
    return str(a)
