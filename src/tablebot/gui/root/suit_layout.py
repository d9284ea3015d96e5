"""The suit-marker editor of the New Game dialog.

On Winter, Lake and Mountain the suits are not printed: the table lays the 12 suit markers, 4 of
each suit, one per clearing (Law of Root, advanced setup). The editor shows a small drawing of the
chosen map — its clearings with their priority numbers, the paths, rivers, the Lake's water and the
Mountain's closed paths and Pass — where the player mirrors the markers on the table: click a
clearing to cycle its suit, drag a suit chip onto it, or use the keyboard. It can also lay the map's
suggested layout, or a random one drawn from the game's seed (the very layout the app lays when the
editor is left untouched, so the same seed gives the same markers either way).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMimeData,
    QPoint,
    QPointF,
    QRectF,
    QSettings,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ...core import rng as rngmod
from ...games.root.board import Board
from ...games.root.factions import Suit
from ...games.root.setup import random_suits, suit_layout_problem
from .. import theme
from . import colours, names
from .reasons import error_text

MARKER_SUITS: tuple[Suit, ...] = (Suit.FOX, Suit.MOUSE, Suit.RABBIT)
"""The suits of the markers, in the order a click cycles through them (then back to none)."""
PER_SUIT = 4
"""Markers of each suit (Law of Root, advanced setup: 12 markers, 4 of each)."""
SUIT_MIME = "application/x-tablebot-suit"
SETTINGS_KEY = "newgame/suits/{map}"
"""Where the last layout laid on each map is remembered."""

INK = QColor("#2a2118")
"""Text and outlines on the sketch's paper (the same in the light and the dark theme, like the board)."""
EMPTY = QColor("#8c8273")
WATER = QColor("#9cc7e8")
R = 15.0
"""Clearing radius on the sketch, in pixels."""
MARGIN = 22.0


def suit_short(suit: Suit) -> str:
    """The suit written on a clearing badge: "FOX", "MOU", "RAB" (as the board's suit bands)."""
    return names.suit(suit.value)[:3].upper()


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


class MapSketch(QWidget):
    """The chosen map drawn small: click a clearing to cycle its suit (right-click: backwards), drop
    a suit chip on it, or walk the clearings with the arrow keys and press F, M, R (Delete clears)."""

    def __init__(self, editor: SuitLayoutEditor) -> None:
        super().__init__(editor)
        self.editor = editor
        self.current = 1
        """The clearing the keyboard and a clicked chip lay a marker on (drawn with a dotted ring)."""
        self.drop_target: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setFixedSize(QSize(264, 200))
        self.setAccessibleName(self.tr("Suit markers on the map"))
        self.setAccessibleDescription(self.tr("Arrow keys choose a clearing; F, M or R lays a fox, mouse or rabbit "
                                              "marker; Space changes it; Delete takes it off."))

    # -- geometry ------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        assert self.editor.board is not None, "set_map first"
        return self.editor.board

    def centre(self, cid: int) -> QPointF:
        x, y = self.board.clearing(cid).xy
        return QPointF(MARGIN + x * (self.width() - 2 * MARGIN), MARGIN + y * (self.height() - 2 * MARGIN))

    def clearing_at(self, pos: QPointF) -> int | None:
        for c in self.board.clearings:
            if math.dist((pos.x(), pos.y()), (self.centre(c.id).x(), self.centre(c.id).y())) <= R + 4:
                return c.id
        return None

    # -- input ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        cid = self.clearing_at(event.position())
        if cid is None:
            return super().mousePressEvent(event)
        self.current = cid
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        backwards = event.button() == Qt.MouseButton.RightButton
        self.editor.cycle(cid, -1 if backwards else 1)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        n = len(self.board.clearings)
        by_key = {Qt.Key.Key_F: Suit.FOX, Qt.Key.Key_M: Suit.MOUSE, Qt.Key.Key_R: Suit.RABBIT}
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.current = self.current % n + 1
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.current = (self.current - 2) % n + 1
        elif key in by_key:
            self.editor.set_suit(self.current, by_key[Qt.Key(key)])
            self.current = self.current % n + 1  # on to the next clearing, as the hand moves on
        elif key == Qt.Key.Key_Space:
            self.editor.cycle(self.current, 1)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.editor.set_suit(self.current, None)
        else:
            return super().keyPressEvent(event)
        self.update()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cid = self.clearing_at(QPointF(event.pos()))
            if cid is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.editor.clearing_tip(cid), self)
            return True
        return super().event(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(SUIT_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        cid = self.clearing_at(event.position())
        if cid != self.drop_target:
            self.drop_target = cid
            self.update()
        if cid is not None and event.mimeData().hasFormat(SUIT_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.drop_target = None
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        self.drop_target = None
        cid = self.clearing_at(event.position())
        raw = bytes(event.mimeData().data(SUIT_MIME).data()).decode()
        if cid is None or raw not in {s.value for s in MARKER_SUITS}:
            event.ignore()
            self.update()
            return
        self.current = cid
        self.editor.set_suit(cid, Suit(raw))
        event.acceptProposedAction()

    # -- drawing -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        board = self.editor.board
        if board is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(colours.TRAIL_EDGE, 1.5))
        p.setBrush(colours.PAPER)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
        if board.coast:
            self._paint_lake(p, board)
        for a, b in board.rivers:
            p.setPen(QPen(colours.WATER, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(self.centre(a), self.centre(b))
        closed = set(board.closed_paths_at_setup)
        for a, b in board.graph.edges:
            if _pair(a, b) in closed:
                self._paint_closed_path(p, a, b)
            else:
                p.setPen(QPen(colours.TRAIL_EDGE, 2.5))
                p.drawLine(self.centre(a), self.centre(b))
        for c in board.clearings:
            self._paint_clearing(p, c.id, self.editor.markers[c.id - 1])
        if board.pass_clearing is not None:
            self._paint_tag(p, board.pass_clearing, self.tr("Pass"))
        if board.ferry_start is not None:
            self._paint_tag(p, board.ferry_start, self.tr("ferry"))
        p.end()

    def _paint_lake(self, p: QPainter, board: Board) -> None:
        """The lake: water between the coastal clearings."""
        pts = [self.centre(c) for c in board.coast]
        cx = sum(q.x() for q in pts) / len(pts)
        cy = sum(q.y() for q in pts) / len(pts)
        pts.sort(key=lambda q: math.atan2(q.y() - cy, q.x() - cx))
        water = QColor(WATER)
        p.setPen(QPen(colours.WATER_EDGE, 1.5))
        p.setBrush(water)
        p.drawPolygon(QPolygonF(pts))

    def _paint_closed_path(self, p: QPainter, a: int, b: int) -> None:
        """A Mountain path closed at setup: dashed, with a bar across (opened at the table later)."""
        pa, pb = self.centre(a), self.centre(b)
        p.setPen(QPen(INK, 2, Qt.PenStyle.DashLine))
        p.drawLine(pa, pb)
        mid = (pa + pb) / 2
        dx, dy = pb.x() - pa.x(), pb.y() - pa.y()
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * 6, dx / length * 6
        p.setPen(QPen(INK, 3))
        p.drawLine(QPointF(mid.x() - nx, mid.y() - ny), QPointF(mid.x() + nx, mid.y() + ny))

    def _paint_clearing(self, p: QPainter, cid: int, suit: Suit | None) -> None:
        c = self.centre(cid)
        if suit is None:
            p.setPen(QPen(EMPTY, 2, Qt.PenStyle.DashLine))
            p.setBrush(QColor("#fbf7ec"))
        else:
            p.setPen(QPen(colours.SUIT_COLOURS[suit.value], 4))
            p.setBrush(colours.SUIT_FILLS[suit.value])
        p.drawEllipse(c, R, R)
        # The clearing a drop would land on, or the one the keys and the chips lay on (bolder while
        # the sketch has the focus).
        if cid == self.drop_target or cid == self.current:
            bold = cid == self.drop_target or self.hasFocus()
            p.setPen(QPen(self.palette().highlight().color(), 2.5 if bold else 1.5, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, R + 5, R + 5)
        p.setPen(INK)
        p.setFont(_font(10, bold=True))
        p.drawText(QRectF(c.x() - R, c.y() - R, 2 * R, 2 * R), Qt.AlignmentFlag.AlignCenter, str(cid))
        # The suit written out under the disc: colour is never the only cue.
        badge = QRectF(c.x() - 15, c.y() + R - 3, 30, 12)
        if suit is None:
            p.setPen(QPen(EMPTY, 1))
            p.setBrush(QColor("#fbf7ec"))
            text, colour = "?", INK
        else:
            p.setPen(QPen(INK, 1))
            p.setBrush(colours.SUIT_COLOURS[suit.value])
            text, colour = suit_short(suit), theme.text_on(colours.SUIT_COLOURS[suit.value])
        p.drawRoundedRect(badge, 4, 4)
        p.setPen(colour)
        p.setFont(_font(7, bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def _footprint(self, cid: int) -> QRectF:
        """What a clearing covers on the sketch: its disc and its suit badge."""
        c = self.centre(cid)
        return QRectF(c.x() - R, c.y() - R, 2 * R, 2 * R + 12)

    def _paint_tag(self, p: QPainter, cid: int, text: str) -> None:
        """A word beside a clearing (the Pass, the ferry's start), on the first side where it covers
        no other clearing and stays on the sketch."""
        c = self.centre(cid)
        p.setFont(_font(7, bold=True))
        width = p.fontMetrics().horizontalAdvance(text) + 8
        sides = (QRectF(c.x() + R + 3, c.y() - 6, width, 12), QRectF(c.x() - R - 3 - width, c.y() - 6, width, 12),
                 QRectF(c.x() - width / 2, c.y() - R - 14, width, 12),
                 QRectF(c.x() - width / 2, c.y() + R + 10, width, 12))
        inside = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        others = [self._footprint(o.id) for o in self.board.clearings if o.id != cid]
        fits = [r for r in sides if inside.contains(r)] or list(sides)
        rect = next((r for r in fits if not any(r.intersects(o) for o in others)), fits[0])
        p.setPen(QPen(INK, 1))
        p.setBrush(QColor("#fffaf0"))
        p.drawRoundedRect(rect, 3, 3)
        p.setPen(INK)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _font(points: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    return font


class SuitChip(QPushButton):
    """A suit marker to drag onto a clearing of the sketch (a click lays it on the sketch's
    current clearing and moves on to the next, for those who would rather not drag)."""

    def __init__(self, editor: SuitLayoutEditor, suit: Suit) -> None:
        super().__init__(names.suit(suit.value).capitalize(), editor)
        self.editor = editor
        self.suit = suit
        self._press: QPoint | None = None
        colour = colours.SUIT_COLOURS[suit.value]
        self.setStyleSheet(
            f"QPushButton {{ background: {colour.name()}; color: {theme.text_on(colour).name()};"
            f" border: 1px solid {INK.name()}; border-radius: 10px; padding: 2px 10px; font-weight: bold; }}"
            " QPushButton:focus { border: 2px solid palette(highlight); }")
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(self.tr("Drag onto a clearing, or click to lay it on the clearing ringed with dots"))
        self.clicked.connect(lambda: editor.lay_on_current(suit))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return super().mouseMoveEvent(event)
        if (event.position().toPoint() - self._press).manhattanLength() < 6:
            return None
        self._press = None
        self.setDown(False)
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(SUIT_MIME, self.suit.value.encode())
        drag.setMimeData(mime)
        pixmap = QPixmap(self.size() * self.devicePixelRatioF())
        pixmap.setDevicePixelRatio(self.devicePixelRatioF())
        pixmap.fill(Qt.GlobalColor.transparent)
        self.render(pixmap)
        drag.setPixmap(pixmap)
        drag.exec(Qt.DropAction.CopyAction)
        return None


class SuitLayoutEditor(QGroupBox):
    """The suit markers as the table laid them on a marker map; `suits()` is what goes into
    GameConfig.suits (empty while untouched: the app then lays a seeded random layout)."""

    changed = Signal()

    def __init__(self, seed: Callable[[], int], settings: QSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("SuitLayoutEditor", "Suit markers on the table"), parent)
        self.seed = seed
        self.settings = settings
        self.board: Board | None = None
        self.layout_of: dict[str, tuple[list[Suit | None], str]] = {}
        """The layout of each map chosen in this dialog, so going back to a map keeps its markers."""
        self.markers: list[Suit | None] = []
        self.source = ""
        """How the current layout came about, said under the counts ("" = the player's own hands)."""
        self.sketch = MapSketch(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(self.sketch, 0, Qt.AlignmentFlag.AlignTop)
        side = QVBoxLayout()
        self.hint = QLabel(self.tr("Mirror the markers on the table: click a clearing to change its suit, "
                                   "or drag a suit onto it."))
        self.hint.setWordWrap(True)
        side.addWidget(self.hint)
        chips = QHBoxLayout()
        self.chips = {s: SuitChip(self, s) for s in MARKER_SUITS}
        for chip in self.chips.values():
            chips.addWidget(chip)
        chips.addStretch(1)
        side.addLayout(chips)
        self.counts = QLabel()
        self.counts.setTextFormat(Qt.TextFormat.RichText)
        side.addWidget(self.counts)
        buttons = QHBoxLayout()
        self.suggested = QPushButton(self.tr("Su&ggested layout"))
        self.suggested.clicked.connect(self.suggest)
        self.random = QPushButton(self.tr("&Random (seeded)"))
        self.random.setToolTip(self.tr("The 12 markers shuffled with the game's seed (Advanced): the same seed "
                                       "gives the same layout, the one the app lays if you leave this untouched."))
        self.random.clicked.connect(self.randomise)
        self.clear_button = QPushButton(self.tr("C&lear"))
        self.clear_button.setToolTip(self.tr("Take every marker off (the app then lays a random layout)"))
        self.clear_button.clicked.connect(self.clear)
        for b in (self.suggested, self.random, self.clear_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        side.addLayout(buttons)
        self.note = QLabel()
        self.note.setWordWrap(True)
        side.addWidget(self.note)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet(f"color: {theme.text_colour('muted').name()};")
        side.addWidget(self.legend)
        side.addStretch(1)
        row.addLayout(side, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    # -- the map ---------------------------------------------------------------------------
    def set_map(self, board: Board) -> None:
        """Show this map's clearings with the markers laid on it so far in this dialog, else the
        last layout laid on it in an earlier game (remembered), else none."""
        if self.board is not None:
            self.layout_of[self.board.id] = (self.markers, self.source)
        self.board = board
        if board.id in self.layout_of:
            self.markers, self.source = self.layout_of[board.id]
        else:
            remembered = self._remembered(board)
            self.markers = list(remembered) if remembered else [None] * len(board.clearings)
            self.source = self.tr("Your layout from the last game on {map}: check it against the table.").format(
                map=names.map_name(board.name)) if remembered else ""
        self.sketch.current = 1
        suggested = board.suggested_suits()
        self.suggested.setVisible(suggested is not None)
        if suggested is not None:
            # The source is a citation (repositories, a book's title) from the map file: it stays as written.
            self.suggested.setToolTip(self.tr("The layout the map's setup suggests. Source: {source}").format(
                source=board.source.get("suggested_suits", names.map_name(board.name))))
        self.legend.setText(self._legend(board))
        self._changed()

    def _legend(self, board: Board) -> str:
        parts = [self.tr("Number: the clearing's priority.")]
        if board.rivers:
            parts.append(self.tr("Blue lines: rivers."))
        if board.coast:
            parts.append(self.tr("Water: the lake; the ferry starts in clearing {n}.").format(n=board.ferry_start))
        if board.closed_paths_at_setup:
            parts.append(self.tr("Dashed, barred: paths closed at setup; the Pass is clearing {n}.").format(
                n=board.pass_clearing))
        return " ".join(parts)

    # -- changing the layout -----------------------------------------------------------------
    def set_suit(self, cid: int, suit: Suit | None) -> None:
        if self.markers[cid - 1] == suit:
            return
        self.markers[cid - 1] = suit
        self.source = ""
        self._changed()

    def cycle(self, cid: int, step: int = 1) -> None:
        """None → fox → mouse → rabbit → None (backwards with step -1)."""
        order: tuple[Suit | None, ...] = (None, *MARKER_SUITS)
        now = order.index(self.markers[cid - 1])
        self.set_suit(cid, order[(now + step) % len(order)])

    def lay_on_current(self, suit: Suit) -> None:
        """A chip clicked: its suit on the sketch's current clearing, then on to the next."""
        assert self.board is not None
        self.set_suit(self.sketch.current, suit)
        self.sketch.current = self.sketch.current % len(self.board.clearings) + 1
        self.sketch.update()

    def suggest(self) -> None:
        assert self.board is not None
        suggested = self.board.suggested_suits()
        if suggested is None:
            return
        self._lay(list(suggested), self.tr("The map's suggested layout."))

    def randomise(self) -> None:
        suits, _ = random_suits(rngmod.seed_state(self.seed()))
        self._lay(list(suits), self.tr("Random layout from seed {seed}.").format(seed=self.seed()))

    def clear(self) -> None:
        assert self.board is not None
        self._lay([None] * len(self.board.clearings), "")

    def _lay(self, layout: list[Suit | None], source: str) -> None:
        self.markers = layout
        self.source = source
        self._changed()

    def _changed(self) -> None:
        self.counts.setText(self._counts_text())
        if self.untouched:
            note = self.tr("No markers yet: the app will lay a random layout (4 of each, from the seed) and "
                           "show it on the map. Or mirror your table's markers here.")
        else:
            note = self.source
        self.note.setText(note)
        self.sketch.update()
        self.changed.emit()

    def _counts_text(self) -> str:
        error = theme.text_colour("error").name()
        good = theme.text_colour("good").name()
        parts = []
        for s in MARKER_SUITS:
            n = self.markers.count(s)
            text = self.tr("{suit} {n}/{of}").format(suit=names.suit(s.value).capitalize(), n=n, of=PER_SUIT)
            colour = good if n == PER_SUIT else error if n > PER_SUIT else ""
            parts.append(f'<span style="color:{colour}">{text}</span>' if colour else text)
        empty = self.markers.count(None)
        if 0 < empty < len(self.markers):
            parts.append(self.tr("{n} without a marker").format(n=empty))
        return " · ".join(parts)

    # -- reading ---------------------------------------------------------------------------
    @property
    def untouched(self) -> bool:
        return all(s is None for s in self.markers)

    def suits(self) -> tuple[Suit, ...]:
        """The layout for GameConfig.suits: empty while no marker is laid."""
        return () if self.untouched else tuple(s for s in self.markers if s is not None)

    def problem(self) -> str | None:
        """Why this layout cannot start the game (every clearing a marker, 4 of each), or None."""
        if self.untouched or self.board is None:
            return None
        found = suit_layout_problem(self.board.id, self.suits())
        return None if found is None else error_text(found[0], found[1])

    def clearing_tip(self, cid: int) -> str:
        suit = self.markers[cid - 1]
        if suit is None:
            return self.tr("Clearing {n}: no marker yet. Click to lay one, or drag a suit here.").format(n=cid)
        return self.tr("Clearing {n}: {suit}. Click to change it.").format(n=cid, suit=names.suit(suit.value))

    # -- remembered layouts ----------------------------------------------------------------
    def _remembered(self, board: Board) -> tuple[Suit, ...] | None:
        if self.settings is None:
            return None
        raw = self.settings.value(SETTINGS_KEY.format(map=board.id), "")
        try:
            suits = tuple(Suit(s) for s in str(raw).split(",")) if raw else ()
        except ValueError:
            return None
        return suits if suits and suit_layout_problem(board.id, suits) is None else None

    def remember(self) -> None:
        """Keep a complete layout for the next game on this map."""
        if self.settings is not None and self.board is not None and not self.untouched and self.problem() is None:
            self.settings.setValue(SETTINGS_KEY.format(map=self.board.id), ",".join(s.value for s in self.suits()))


__all__ = ["MARKER_SUITS", "SUIT_MIME", "MapSketch", "SuitChip", "SuitLayoutEditor"]
