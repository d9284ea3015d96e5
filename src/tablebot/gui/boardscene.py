"""The drawing and animation machinery every game's board shares: a view that fits the whole
scene, a scene whose proposal overlay is animated (theme.animation_speed; speed 0 shows the end
at once), items that grow along an animated `progress`, and text drawn at a pixel size."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Property as QtProperty
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSettings,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QMenu,
    QWidget,
)

from . import theme


def pixel_font(px: float, bold: bool = True) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


def draw_text(painter: QPainter, rect: QRectF, text: str, px: float, colour: QColor, bold: bool = True,
              flags: Qt.AlignmentFlag | int = Qt.AlignmentFlag.AlignCenter) -> None:
    painter.setFont(pixel_font(px, bold))
    painter.setPen(colour)
    painter.drawText(rect, flags if isinstance(flags, int) else flags.value, text)


class ProgressItem(QGraphicsObject):
    """An item drawn up to `progress` (0 to 1) of its length: an arrow that grows when animated."""

    def __init__(self, progress: float = 0.0) -> None:
        super().__init__()
        self._progress = progress

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    progress = QtProperty(float, _get_progress, _set_progress)


class OverlayScene(QGraphicsScene):
    """A board scene whose proposal is drawn as overlay items (removed on the next proposal) and
    animated in one parallel group. Needs self.settings (the animation speed)."""

    settings: QSettings

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.overlay: list[QGraphicsItem] = []
        self.animations = QParallelAnimationGroup(self)

    def clear_overlay(self) -> None:
        self.finish_animations()
        # A fresh group per proposal: clearing a group whose animations target items about to be
        # removed makes Qt index animations that are already gone.
        self.animations.stop()
        self.animations.deleteLater()
        self.animations = QParallelAnimationGroup(self)
        for item in self.overlay:
            self.removeItem(item)
        self.overlay = []

    def finish_animations(self) -> None:
        """Jump running animations to their end (before undo, redo or a new snapshot)."""
        if self.animations.state() == QAbstractAnimation.State.Running:
            self.animations.setCurrentTime(self.animations.totalDuration())
            self.animations.stop()

    def speed(self) -> float:
        return theme.animation_speed(self.settings)

    def _add(self, item: QGraphicsItem, pos: QPointF | None = None) -> None:
        if pos is not None:
            item.setPos(pos)
        self.addItem(item)
        self.overlay.append(item)

    def _animate(self, obj: QGraphicsObject, prop: bytes, start: Any, end: Any, delay: float = 0.0,
                 length: float = 1.4) -> None:
        """One property animation after `delay` base durations; speed 0 sets the end at once."""
        speed = self.speed()
        if speed <= 0:
            # Speed 0: no animation objects at all, the end state at once (deterministic tests).
            obj.setProperty(prop.decode(), end)
            return
        obj.setProperty(prop.decode(), start)
        anim = QPropertyAnimation(obj, prop, self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(int(theme.BASE_MS * speed * length))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        if delay > 0:
            seq = QSequentialAnimationGroup(self)
            seq.addPause(int(theme.BASE_MS * speed * delay))
            seq.addAnimation(anim)
            self.animations.addAnimation(seq)
        else:
            self.animations.addAnimation(anim)


class FitView(QGraphicsView):
    """The whole board scaled to fit its view, whatever the view's size."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.board_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class Dragged(Protocol):
    """What drag_press, drag_move and drag_released need of an item dragged on a board (a Root piece,
    the ferry, a Tapestry token or supply piece): nothing changes on the board until the release."""

    _press: QPointF | None
    _home: QPointF
    dragging: bool

    def setZValue(self, z: float) -> None: ...
    def setPos(self, pos: QPointF) -> None: ...
    def pos(self) -> QPointF: ...


def drag_press(item: Dragged, event: QGraphicsSceneMouseEvent) -> None:
    """Start a gesture where the item stands; whether it is a drag is known once the mouse moves."""
    item._press = event.scenePos()
    item._home = item.pos()
    item.dragging = False


def drag_move(item: Dragged, event: QGraphicsSceneMouseEvent) -> None:
    """Follow the mouse once it has moved 6 px from the press: nothing changes on the board until
    the release, which makes the one edit (or springs back)."""
    if item._press is None:
        return
    delta = event.scenePos() - item._press
    if not item.dragging and abs(delta.x()) + abs(delta.y()) < 6:
        return
    item.dragging = True
    item.setZValue(float(theme.Layer.DRAG))
    item.setPos(item._home + delta)


def drag_released(item: Dragged) -> bool:
    """End the gesture; True when it was a drag (the caller drops the item), False for a click."""
    was_drag = item._press is not None and item.dragging
    item._press = None
    item.dragging = False
    return was_drag


class DragPiece(QGraphicsObject):
    """A piece the player drags onto the board to say what they did: nothing changes until the
    release, which hands the drop to dropped(scene position) (the board makes the one edit); the
    piece then springs back home (the board redraws what the drop did)."""

    def __init__(self, rest_z: float) -> None:
        super().__init__()
        self.rest_z = rest_z
        self.home = QPointF()
        """Where the layout puts it."""
        self._press: QPointF | None = None
        self._home = QPointF()
        self.dragging = False
        self.setZValue(rest_z)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag_press(self, event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag_move(self, event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if drag_released(self):
            self.dropped(event.scenePos())
        self.spring_back()

    def dropped(self, pos: QPointF) -> None:
        raise NotImplementedError

    def spring_back(self) -> None:
        self.setZValue(self.rest_z)
        self.setPos(self.home)


def exec_menu(menu: QMenu | None, event: QGraphicsSceneContextMenuEvent) -> bool:
    """Show a board's context menu where the player right-clicked; False when there is none (the
    scene's default handling then applies)."""
    if menu is None:
        return False
    menu.exec(event.screenPos())
    event.accept()
    return True
