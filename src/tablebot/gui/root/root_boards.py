"""The bots' faction boards drawn as the table sees them: the Marquise's building tracks, the
Eyrie's Decree and roost track, the Alliance's sympathy track and bases, the Vagabot's satchel and
battle track.

The widgets are fed from the snapshot; where the table changes a board by hand (a Decree card, the
Vagabot's items or quest) one gesture is one SetBotBoard edit, and a refused edit leaves the
widgets showing the snapshot again. Pieces (roosts, bases, sympathy, buildings) live on the map and
are edited there: the tracks only show where they are.

Every track is also written out in words (the caption under it and the accessible description),
and every space carries its number or letter, so colour is never the only cue.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMimeData, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QIcon,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...games.root import actions as act
from ...games.root import cards, edits, plots, rules
from ...games.root.bots import alliance as alliance_bot
from ...games.root.bots import duchy as duchy_bot
from ...games.root.bots import eyrie as eyrie_bot
from ...games.root.bots import marquise as marquise_bot
from ...games.root.bots.duchy_state import MINISTERS, DuchyBoard
from ...games.root.bots.eyrie_state import COLUMNS, DecreeCard, EyrieBoard
from ...games.root.bots.lizards_state import CONSPIRACY_TRACK, GARDEN_PIECE, GARDEN_SUITS, LizardsBoard
from ...games.root.bots.riverfolk_state import MARKET_SIZE, RiverfolkBoard, RiverfolkCursor
from ...games.root.bots.vagabot_state import VagabotBoard
from ...games.root.factions import FACTIONS, MARQUISE_BUILDINGS, TRADE_POST, Suit
from ...games.root.state import OrderCard, RootSnapshot
from .. import theme
from ..turnbar import WrappedLabel
from . import colours, names
from .reasons import counted, pieces_text

log = logging.getLogger(__name__)

MIME_ITEM = "application/x-tablebot-vagabot-item"
"""Drag payload between the Vagabot's item boxes: the key of the box the item leaves."""

ITEM_BOXES: tuple[str, ...] = ("ready", "exhausted", "damaged_ready", "damaged_exhausted")
"""VagabotBoard count fields, in the order the satchel shows them."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("Boards", text)


def _small_bold(px: int = 9) -> QFont:
    font = QFont()
    font.setPointSize(px)
    font.setBold(True)
    return font


# -- words for a board change (used by the proposal text and the map's banner) ----------------
def card_name(card: OrderCard) -> str:
    """A card as the table reads it: its name without the "(suit)" the deck ids carry, or the suit
    and item when only those were entered."""
    if card.name:
        return names.card(card.name.rsplit(" (", 1)[0] if card.name.endswith(")") else card.name)
    what = names.suit(card.suit.value)
    return _tr("{suit} card ({item})").format(suit=what, item=names.item(card.item)) if card.item \
        else _tr("{suit} card").format(suit=what)


def _item_count(n: int) -> str:
    return counted("item", n)


def board_change_text(faction: str, before: Any, after: Any, on_its_board: bool = False) -> str:
    """What a SetBoard does to a bot's board, in words ("Exhaust 2 items", "Add Foxfolk Steel to
    the fox column of the Decree"). Only differences are named, so a step is checked at a glance."""
    if isinstance(after, EyrieBoard):
        old = list(before.decree) if isinstance(before, EyrieBoard) else []
        new = list(after.decree)
        # Counted by hash: comparing every card with every other one took a few ms a Decree step.
        n_old, n_new = Counter(old), Counter(new)
        added = [d for d in new if n_new[d] > n_old[d]]
        removed = [d for d in old if n_old[d] > n_new[d]]
        parts = []
        for d in dict.fromkeys(added):
            parts.append(_tr("Add {card} to the {column} column of the Decree").format(
                card=card_name(d.card), column=names.suit(d.column.value)))
        if removed:
            kept = sum(1 for d in new if d.vizier)
            if kept and not added:
                parts.append(_tr("Purge the Decree: discard {cards}, the {k} Loyal Viziers stay").format(
                    cards=counted("card", len(removed)), k=kept))
            else:
                parts.append(_tr("Remove from the Decree: {cards}").format(
                    cards=", ".join(card_name(d.card) for d in removed)))
        return "; ".join(parts) or _tr("The Decree stays as it is")
    if isinstance(after, LizardsBoard):
        return lizards_change(before if isinstance(before, LizardsBoard) else LizardsBoard(), after,
                              named=not on_its_board)
    if isinstance(after, VagabotBoard):
        old_v = before if isinstance(before, VagabotBoard) else VagabotBoard()
        return _vagabot_change(old_v.settled(), after.settled())
    if isinstance(after, DuchyBoard):
        return _duchy_change(before if isinstance(before, DuchyBoard) else DuchyBoard(), after)
    if isinstance(after, RiverfolkBoard):
        return riverfolk_change(before if isinstance(before, RiverfolkBoard) else RiverfolkBoard(), after)
    return _tr("Update the {faction}'s faction board").format(faction=names.faction_short(faction))


def riverfolk_change(old: RiverfolkBoard, new: RiverfolkBoard) -> str:
    """A change of the Riverfolk's Market in words: a card added at the right end, a card taken
    out (crafted or discarded), or the whole row when the table corrected it."""
    before, after = list(old.market), list(new.market)
    if after[:len(before)] == before and len(after) > len(before):
        return _tr("Riverfolk's Market: add {cards} at the right end").format(
            cards=", ".join(card_name(c) for c in after[len(before):]))
    for i in range(len(before)):
        if before[:i] + before[i + 1:] == after:
            return _tr("Riverfolk's Market: take out {card} (card {position} from the left)").format(
                card=card_name(before[i]), position=i + 1)
    if before == after:
        return _tr("The Riverfolk's Market stays as it is")
    return _tr("Riverfolk's Market, left to right: {cards}").format(
        cards=", ".join(card_name(c) for c in after) or _tr("empty"))


def _duchy_change(old: DuchyBoard, new: DuchyBoard) -> str:
    """Crowns placed on and taken from the Duchy's ministers."""
    parts = [_tr("Crown the {minister}").format(minister=names.minister(m))
             for m in new.crowned if m not in old.crowned]
    parts += [_tr("The {minister} loses its crown").format(minister=names.minister(m))
              for m in old.crowned if m not in new.crowned]
    return "; ".join(parts) or _tr("The ministers keep their crowns")


def _vagabot_change(old: VagabotBoard, new: VagabotBoard) -> str:
    parts: list[str] = []
    d_items = new.items - old.items
    d_damaged = new.damaged - old.damaged
    d_down = (new.exhausted + new.damaged_exhausted) - (old.exhausted + old.damaged_exhausted)
    if d_items > 0:
        parts.append(_tr("gain {items}").format(items=_item_count(d_items)))
    elif d_items < 0:
        parts.append(_tr("give up {items}").format(items=_item_count(-d_items)))
    if d_items == 0 and d_damaged > 0:
        parts.append(_tr("damage {items}").format(items=_item_count(d_damaged)))
    elif d_items == 0 and d_damaged < 0:
        parts.append(_tr("repair {items}").format(items=_item_count(-d_damaged)))
    if d_items == 0 and d_damaged == 0 and d_down > 0:
        parts.append(_tr("exhaust {items}").format(items=_item_count(d_down)))
    elif d_items == 0 and d_damaged == 0 and d_down < 0:
        parts.append(_tr("refresh {items}").format(items=_item_count(-d_down)))
    counts_changed = (old.ready, old.exhausted, old.damaged_ready, old.damaged_exhausted) != \
        (new.ready, new.exhausted, new.damaged_ready, new.damaged_exhausted)
    # When no single verb says it all (items gained and exhausted at once), the new counts are named.
    mixed = bool(parts) and bool(d_items or d_damaged) and bool(d_down)
    if (not parts and counts_changed) or mixed:
        parts.append(_satchel_text(new))
    if new.quest != old.quest or new.quest_deck_empty != old.quest_deck_empty:
        if new.quest is not None:
            parts.append(_tr("quest: {suit}").format(suit=names.suit(new.quest.value)))
        elif new.quest_deck_empty:
            parts.append(_tr("no quest left to draw"))
        else:
            parts.append(_tr("quest completed"))
    if len(new.covered_slots) > len(old.covered_slots):
        parts.append(_tr("cover a building slot in clearing {c}").format(c=new.covered_slots[-1]))
    if not parts:
        return _tr("The Vagabot's board stays as it is")
    text = "; ".join(parts)
    return _tr("Vagabot: {changes}").format(changes=text)


CONSPIRACY_NAMES: dict[str, str] = {
    "convert": QT_TRANSLATE_NOOP("Boards", "Convert"),
    "crusade": QT_TRANSLATE_NOOP("Boards", "Crusade"),
    "sanctify": QT_TRANSLATE_NOOP("Boards", "Sanctify"),
}


def conspiracy_name(kind: str) -> str:
    return _tr(CONSPIRACY_NAMES[kind])


def lizards_change(old: LizardsBoard, new: LizardsBoard, named: bool = True) -> str:
    """A change of the Lizards' board in words: the marker, the acolytes, the Lost Souls; `named`
    puts "Lizards:" first (in the headline; not on their own board, where it would only wrap)."""
    parts: list[str] = []
    if new.conspiracy != old.conspiracy:
        # On their own board, beside the Conspiracy track, "marker" is enough.
        marker = _tr("conspiracy marker to {space}") if named else _tr("marker to {space}")
        parts.append(marker.format(space=conspiracy_name(new.space)))
    if new.acolytes != old.acolytes:
        parts.append(_tr("acolytes {old} → {new}").format(old=old.acolytes, new=new.acolytes))
    if new.lost_souls != old.lost_souls:
        parts.append(_tr("Lost Souls (top first): {cards}").format(
            cards=", ".join(card_name(c) for c in new.lost_souls) or _tr("empty")))
    if new.revealed != old.revealed and new.revealed:
        parts.append(_tr("revealed: {cards}").format(cards=", ".join(card_name(c) for c in new.revealed)))
    if new.garden_vp != old.garden_vp:
        parts.append(_tr("garden tracks' VP {vps}").format(vps=", ".join(str(v) for v in new.garden_vp)))
    if not parts:
        return _tr("The Lizards' board stays as it is")
    changes = "; ".join(parts)
    return _tr("Lizards: {changes}").format(changes=changes) if named else changes[:1].upper() + changes[1:]


def is_board_part(snap: RootSnapshot | None, part: Any) -> bool:
    """A part of a merged step that only sets a faction's board (named once, by board_changes)."""
    return isinstance(part, act.SetBoard) and snap is not None and snap.has_faction(part.faction)


def board_changes(snap: RootSnapshot, parts: Sequence[Any]) -> list[str]:
    """The boards a merged step changes, each named once: from how the step finds it to how its
    last part leaves it (the Lizards' marker moving past a failed Crusade to a Convert)."""
    last: dict[str, Any] = {}
    for part in parts:
        if is_board_part(snap, part):
            last[part.faction] = part.board
    return [board_change_text(f, snap.faction(f).board, board) for f, board in last.items()]


def _satchel_text(b: VagabotBoard) -> str:
    return _tr("now {up} face up, {down} exhausted, {dup} damaged face up, {ddown} damaged face down").format(
        up=b.ready, down=b.exhausted, dup=b.damaged_ready, ddown=b.damaged_exhausted)


def set_board_parts(action: Any) -> list[act.SetBoard]:
    """The SetBoard parts of a proposed action (alone, in a Compound, or a Battle's boards)."""
    if isinstance(action, act.SetBoard):
        return [action]
    if isinstance(action, act.Compound):
        return [p for p in action.parts if isinstance(p, act.SetBoard)]
    if isinstance(action, act.Battle):
        return [act.SetBoard(faction=f, board=b) for f, b in action.boards]
    return []


# -- tracks ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Space:
    """One printed space of a track."""

    text: str
    """What the space shows: its VP when uncovered, the piece's letter when covered."""
    filled: bool
    """A piece (or item) sits on it."""
    marked: bool = False
    """The space that matters now (the VP scored next), ringed in yellow."""
    caption: str = ""
    """Printed under the space (the Vagabot's 6 / 9 / 12)."""


class TrackWidget(QWidget):
    """A row of printed spaces, painted: pieces still on the faction board fill their spaces in the
    faction's colour with their letter; uncovered spaces show the VP printed on them."""

    def __init__(self, faction: str, space_w: int = 28, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faction = faction
        self.space_w = space_w
        self.spaces: list[Space] = []
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    def set_spaces(self, spaces: Sequence[Space], description: str) -> None:
        self.spaces = list(spaces)
        self.setAccessibleDescription(description)
        self.setToolTip(description)
        self.updateGeometry()
        self.update()

    def _caption_h(self) -> int:
        return 15 if any(s.caption for s in self.spaces) else 0

    def sizeHint(self) -> QSize:
        return QSize(len(self.spaces) * (self.space_w + 3) + 4, self.space_w + 6 + self._caption_h())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = colours.faction_colour(self.faction)
        w = self.space_w
        for i, s in enumerate(self.spaces):
            rect = QRectF(2 + i * (w + 3), 3, w, w)
            # An uncovered space is dashed: its piece has left it for the map.
            painter.setPen(QPen(QColor("#222222"), 1.5, Qt.PenStyle.SolidLine if s.filled else Qt.PenStyle.DashLine))
            painter.setBrush(colour if s.filled else colours.PAPER)
            painter.drawRoundedRect(rect, 4, 4)
            font = QFont()
            font.setPixelSize(12 if len(s.text) < 3 else 10)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(theme.text_on(colour) if s.filled else QColor("#222222"))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), s.text)
            if s.marked:
                painter.setPen(QPen(QColor("#e0a800"), 3.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5)
            if s.caption:
                font.setPixelSize(11)
                font.setBold(s.marked)
                painter.setFont(font)
                painter.setPen(self.palette().windowText().color())
                painter.drawText(QRectF(rect.left() - 4, rect.bottom() + 1, w + 8, 13),
                                 int(Qt.AlignmentFlag.AlignCenter), s.caption)
        painter.end()


def _caption(text: str = "") -> QLabel:
    label = WrappedLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def restyle(widget: QWidget, css: str) -> None:
    """setStyleSheet only when the sheet changes: each call restyles the widget and its children,
    and boards are refreshed after every step (it was most of a confirm's time on a busy board)."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


def _swatch(letter: str, colour: QColor) -> QLabel:
    """A small square in a colour with a letter on it (the letter for colour-blind players)."""
    label = QLabel(letter)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setFixedSize(22, 20)
    label.setStyleSheet(f"QLabel {{ background: {colour.name()}; color: {theme.text_on(colour).name()};"
                        " font-weight: bold; border-radius: 3px; }")
    return label


def _letter_icon(letter: str, colour: QColor) -> QIcon:
    pix = QPixmap(16, 16)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#222222"), 1))
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(0.5, 0.5, 15, 15), 3, 3)
    font = QFont()
    font.setPixelSize(11)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(theme.text_on(colour))
    painter.drawText(QRectF(0, 0, 16, 16), int(Qt.AlignmentFlag.AlignCenter), letter)
    painter.end()
    return QIcon(pix)


def _vp(n: int) -> str:
    return f"+{n}" if n else "0"


def _piece_track(faction: str, letter: str, vps: Sequence[int], on_map: int, mark_next: bool) -> list[Space]:
    """Spaces left to right: the first `on_map` are uncovered (their pieces are on the map); the
    marked one is the rightmost uncovered (Eyrie, Marquise) or the next to uncover (Alliance).
    The printed VP goes under every space, so it stays readable while a piece covers it."""
    mark = on_map if mark_next else on_map - 1
    return [Space(text=letter if k >= on_map else "", filled=k >= on_map, marked=k == mark, caption=_vp(vp))
            for k, vp in enumerate(vps)]


# -- one faction board -------------------------------------------------------------------------
class BotBoardWidget(QFrame):
    """Base of the four boards: a frame that lights up (with the change in words) when the bot's
    proposed step changes this board."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.faction = faction
        self.setObjectName("botBoard")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6, 6, 6, 6)
        self.layout_.setSpacing(4)
        self.proposed = WrappedLabel()
        back, text = theme.fill("proposed")
        self.proposed.setStyleSheet(f"QLabel {{ background: {back.name()}; color: {text.name()};"
                                    f" border: 2px dashed {text.name()}; padding: 3px; font-weight: bold; }}")
        self.proposed.setAccessibleName(self.tr("Proposed change to this board"))
        self.proposed.hide()
        self.layout_.addWidget(self.proposed)
        self.set_proposed("")

    def set_proposed(self, text: str) -> None:
        """Show (or clear) the bot's proposed change to this board."""
        self.proposed.setText(self.tr("Proposed: {change}").format(change=text) if text else "")
        self.proposed.setVisible(bool(text))
        self.update()  # the frame is painted below, not styled: a style sheet here restyled every child

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = self.is_highlighted()
        pen = QPen(QColor("#e0a800") if lit else self.palette().color(QPalette.ColorRole.Mid), 3 if lit else 1)
        painter.setPen(pen)
        inset = pen.widthF() / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 4, 4)
        painter.end()

    def is_highlighted(self) -> bool:
        return bool(self.proposed.text())

    def refresh(self, snap: RootSnapshot) -> None:
        raise NotImplementedError

    def summary(self, snap: RootSnapshot) -> str:
        """The board in one line of words (for the text panel and screen readers)."""
        raise NotImplementedError

    def _set_board(self, board: Any) -> bool:
        """One correction of the board by the table: one SetBotBoard edit (or a refusal shown by
        the window, after which the widgets show the snapshot again)."""
        ok = self.session.edit(edits.SetBotBoard(faction=self.faction, board=board))
        if not ok:
            self.refresh(self.session.snapshot)
        return ok


class MarquiseBoardWidget(BotBoardWidget):
    """The Mechanical Marquise's three building tracks (4.6: it scores the rightmost uncovered
    space of each), its Keep and warriors."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        self.tracks: dict[str, TrackWidget] = {}
        self.track_labels: dict[str, QLabel] = {}
        for row, piece in enumerate(MARQUISE_BUILDINGS):
            name = QLabel(names.piece(piece).capitalize())
            track = TrackWidget(faction, space_w=24)
            track.setAccessibleName(self.tr("{piece} track").format(piece=names.piece(piece)))
            label = QLabel()
            grid.addWidget(name, row, 0)
            grid.addWidget(track, row, 1)
            grid.addWidget(label, row, 2)
            self.tracks[piece] = track
            self.track_labels[piece] = label
        grid.setColumnStretch(2, 1)
        self.layout_.addLayout(grid)
        self.info = _caption()
        self.layout_.addWidget(self.info)
        self.layout_.addStretch(1)

    def refresh(self, snap: RootSnapshot) -> None:
        for piece, track in self.tracks.items():
            n = snap.on_board(self.faction, piece)
            vp = marquise_bot.track_vp(snap, piece)
            letter = names.PIECE_LETTERS.get(piece, piece[:1].upper())
            track.set_spaces(_piece_track(self.faction, letter, marquise_bot.TRACK_VP[piece], n, mark_next=False),
                             self.tr("{pieces}: {n} on the map; Evening scores {vp} VP.").format(
                                 pieces=pieces_text(piece, 2), n=n, vp=vp))
            self.track_labels[piece].setText(self.tr("{vp} VP").format(vp=vp))
        self.info.setText(self.summary(snap))

    def summary(self, snap: RootSnapshot) -> str:
        keep = rules.keep_clearing(snap)
        keep_text = names.place(keep) if keep is not None else (
            self.tr("removed from the game") if "keep" in snap.faction(self.faction).boxed else self.tr("not placed"))
        return self.tr("Keep: {keep}. Warriors: {on} on the map, {left} in the supply.").format(
            keep=keep_text, on=snap.on_board(self.faction, "warrior"), left=rules.in_supply(snap, self.faction, "warrior"))


def _wrap(text: str, width: int) -> str:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


class DecreeChip(QToolButton):
    """One card of the Decree: suit colour and letter, its name, V for a Loyal Vizier. Its menu
    removes it (a correction); the Tab key reaches it, Space opens the menu."""

    def __init__(self, panel: EyrieBoardWidget, index: int, card: DecreeCard) -> None:
        super().__init__()
        self.index = index
        self.card = card
        suit = card.card.suit.value
        # Columns are narrow (four share the dock): the name wraps on words rather than being elided.
        name = self.tr("Vizier") if card.vizier else card_name(card.card)
        self.full_text = f"{names.SUIT_SYMBOLS[suit]} {name}"
        self.setText(_wrap(self.full_text, 12))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)
        fill, edge = colours.SUIT_FILLS[suit].name(), colours.SUIT_COLOURS[suit].name()
        weight = "bold" if card.vizier else "normal"
        text = theme.text_on(colours.SUIT_FILLS[suit]).name()
        self.setStyleSheet(f"QToolButton {{ background: {fill}; color: {text}; border: 1px solid #444;"
                           f" border-left: 7px solid {edge}; padding: 1px 3px; text-align: left;"
                           f" font-weight: {weight}; }}"
                           "QToolButton::menu-indicator { image: none; width: 0; }")
        item = names.item(card.card.item) if card.card.item else self.tr("no item")
        tip = self.tr("{card} ({suit}, {item}) in the {column} column").format(
            card=card_name(card.card), suit=names.suit(suit), item=item, column=names.suit(card.column.value))
        if card.vizier:
            tip += self.tr(". A Loyal Vizier: never purged (5.7.2).")
        self.setToolTip(tip)
        self.setAccessibleName(tip)
        menu = QMenu(self)
        menu.addAction(self.tr("Remove from the Decree (correction)"), lambda: panel.remove_card(index))
        self.setMenu(menu)

    CHROME = 18
    """The chip's border, suit stripe and padding, in pixels: the text gets the rest of its width."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Wrapped at the width the chip really has, so Qt never elides a name ("C…bow").
        super().resizeEvent(event)
        wrapped = wrap_to_width(self.full_text, self.fontMetrics(), self.width() - self.CHROME)
        if wrapped != self.text():
            self.setText(wrapped)
            self.updateGeometry()


def wrap_to_width(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` broken into lines on spaces so that each fits `width` pixels (a single word wider
    than that keeps its own line)."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


class EyrieBoardWidget(BotBoardWidget):
    """The Electric Eyrie's Decree (four columns: fox, mouse, rabbit, bird, 5.5.1) with the largest
    column marked, and the roost track (5.6: Evening scores the rightmost empty space)."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        title = QLabel(self.tr("Decree"))
        title.setFont(_small_bold(10))
        self.layout_.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(3)
        self.headers: dict[Suit, QLabel] = {}
        self.columns: dict[Suit, QVBoxLayout] = {}
        self.column_frames: dict[Suit, QFrame] = {}
        self.add_buttons: dict[Suit, QToolButton] = {}
        self.chips: list[DecreeChip] = []
        for col, suit in enumerate(COLUMNS):
            header = QLabel()
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            header.setMinimumWidth(40)
            colour = colours.SUIT_COLOURS[suit.value]
            header.setStyleSheet(f"QLabel {{ background: {colour.name()}; color: {theme.text_on(colour).name()};"
                                 " font-weight: bold; border-radius: 3px; padding: 2px; }")
            frame = QFrame()
            frame.setObjectName("decreeColumn")
            frame.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            column = QVBoxLayout(frame)
            column.setContentsMargins(2, 2, 2, 2)
            column.setSpacing(2)
            column.addStretch(1)
            add = QToolButton()
            add.setText(self.tr("+ card"))
            add.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            add.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            add.setAccessibleName(self.tr("Add a card to the {column} column").format(column=names.suit(suit.value)))
            add.setToolTip(add.accessibleName() + self.tr(" (a correction: the Eyrie adds its order cards itself)"))
            add.setMenu(QMenu(add))
            menu = add.menu()
            assert menu is not None
            menu.aboutToShow.connect(lambda s=suit: self._fill_add_menu(s))
            grid.addWidget(header, 0, col)
            grid.addWidget(frame, 1, col)
            grid.addWidget(add, 2, col)
            grid.setColumnStretch(col, 1)
            self.headers[suit] = header
            self.columns[suit] = column
            self.column_frames[suit] = frame
            self.add_buttons[suit] = add
        self.layout_.addLayout(grid)
        self.largest = _caption()
        self.layout_.addWidget(self.largest)
        roost_title = QLabel(self.tr("Roost track"))
        roost_title.setFont(_small_bold(10))
        self.layout_.addWidget(roost_title)
        self.roosts = TrackWidget(faction)
        self.roosts.setAccessibleName(self.tr("Roost track"))
        self.layout_.addWidget(self.roosts)
        self.roost_text = _caption()
        self.layout_.addWidget(self.roost_text)
        self.layout_.addStretch(1)
        self._decree: tuple[DecreeCard, ...] | None = None

    def board(self) -> EyrieBoard:
        board = self.session.snapshot.faction(self.faction).board
        return board if isinstance(board, EyrieBoard) else EyrieBoard()

    def refresh(self, snap: RootSnapshot) -> None:
        board = snap.faction(self.faction).board
        if not isinstance(board, EyrieBoard):
            return
        if board.decree != self._decree:
            self._decree = board.decree
            # By difference: the Decree mostly grows at its end, and each new chip costs a style
            # sheet; the chips of the unchanged beginning stay.
            keep = 0
            while keep < min(len(self.chips), len(board.decree)) and self.chips[keep].card == board.decree[keep]:
                keep += 1
            for chip in self.chips[keep:]:
                chip.hide()
                chip.setParent(None)
                chip.deleteLater()
            self.chips = self.chips[:keep]
            for i, d in enumerate(board.decree[keep:], start=keep):
                chip = DecreeChip(self, i, d)
                column = self.columns[d.column]
                column.insertWidget(column.count() - 1, chip)
                self.chips.append(chip)
        largest = board.largest_column()
        for suit in COLUMNS:
            n = board.count(suit)
            star = " ★" if suit == largest else ""
            self.headers[suit].setText(f"{names.SUIT_SYMBOLS[suit.value]} {n}{star}")
            self.headers[suit].setToolTip(self.tr("{column} column: {n} cards").format(
                column=names.suit(suit.value), n=n))
            border = "3px solid #e0a800" if suit == largest else "1px dotted #888"
            restyle(self.column_frames[suit], f"QFrame#decreeColumn {{ border: {border}; border-radius: 3px; }}")
        if largest is not None:
            self.largest.setText(self.tr("Largest column: {column} ({n} cards, marked ★).").format(
                column=names.suit(largest.value), n=board.count(largest)))
        else:
            self.largest.setText(self.tr("No column is larger than every other."))
        on_map = snap.on_board(self.faction, "roost")
        vp = eyrie_bot.roost_track_vp(snap)
        left = rules.in_supply(snap, self.faction, "roost")
        text = self.tr("Roosts: {on} on the map, {left} on the track. Evening scores {vp} VP "
                       "(the rightmost empty space).").format(on=on_map, left=left, vp=vp)
        self.roosts.set_spaces(_piece_track(self.faction, "Ro", eyrie_bot.ROOST_TRACK_VP, on_map, mark_next=False),
                               text)
        self.roost_text.setText(text)

    def summary(self, snap: RootSnapshot) -> str:
        board = snap.faction(self.faction).board
        if not isinstance(board, EyrieBoard):
            return ""
        cols = "; ".join(f"{names.suit(s.value)}: " + (", ".join(card_name(d.card) for d in board.column(s)) or "—")
                         for s in COLUMNS)
        return self.tr("Decree — {columns}").format(columns=cols)

    def _fill_add_menu(self, suit: Suit) -> None:
        button = self.add_buttons[suit]
        menu = button.menu()
        assert menu is not None
        menu.clear()
        snap: RootSnapshot = self.session.snapshot
        if suit == Suit.BIRD:
            menu.addAction(self.tr("Loyal Vizier"), lambda: self.add_card(
                DecreeCard(column=Suit.BIRD, card=OrderCard(name=eyrie_bot.VIZIER, suit=Suit.BIRD), vizier=True)))
        seen: set[str] = set()
        for c in cards.available_cards(snap):
            if c.suit != suit or c.id in seen:
                continue
            seen.add(c.id)
            item = f" — {names.item(c.item)}" if c.item else ""
            menu.addAction(f"{names.card(c.name)}{item}", self._adder(
                DecreeCard(column=suit, card=OrderCard(name=c.id, suit=c.suit, item=c.item))))
        menu.addSeparator()
        menu.addAction(self.tr("A {suit} card (name not known)").format(suit=names.suit(suit.value)),
                       lambda: self.add_card(DecreeCard(column=suit, card=OrderCard(suit=suit))))

    def _adder(self, card: DecreeCard) -> Callable[[], None]:
        # A closure without parameters: Qt would hand a lambda's default argument the 'checked' flag.
        def add() -> None:
            self.add_card(card)
        return add

    def add_card(self, card: DecreeCard) -> bool:
        board = self.board()
        return self._set_board(board.model_copy(update={"decree": board.decree + (card,)}))

    def remove_card(self, index: int) -> bool:
        board = self.board()
        if not 0 <= index < len(board.decree):
            return False
        return self._set_board(board.model_copy(update={"decree": board.decree[:index] + board.decree[index + 1:]}))


class AllianceBoardWidget(BotBoardWidget):
    """The Automated Alliance's sympathy track (6.5.1: the next token scores the space it uncovers,
    one less under Martial Law 6.2.5) and its three bases."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        title = QLabel(self.tr("Sympathy track"))
        title.setFont(_small_bold(10))
        self.layout_.addWidget(title)
        self.track = TrackWidget(faction, space_w=26)
        self.track.setAccessibleName(self.tr("Sympathy track"))
        self.layout_.addWidget(self.track)
        self.track_text = _caption()
        self.layout_.addWidget(self.track_text)
        self.martial = _caption()
        self.layout_.addWidget(self.martial)
        bases_title = QLabel(self.tr("Bases"))
        bases_title.setFont(_small_bold(10))
        self.layout_.addWidget(bases_title)
        self.bases: dict[str, QLabel] = {}
        for suit, piece in alliance_bot.BASE_FOR_SUIT.items():
            row = QHBoxLayout()
            row.addWidget(_swatch(names.SUIT_SYMBOLS[suit.value], colours.SUIT_COLOURS[suit.value]))
            label = WrappedLabel()
            row.addWidget(label, 1)
            self.layout_.addLayout(row)
            self.bases[piece] = label
        self.warriors = _caption()
        self.layout_.addWidget(self.warriors)
        self.layout_.addStretch(1)

    def refresh(self, snap: RootSnapshot) -> None:
        on_map = snap.on_board(self.faction, "sympathy")
        left = rules.in_supply(snap, self.faction, "sympathy")
        vp = alliance_bot.track_vp(snap)
        text = self.tr("Sympathy: {on} on the map, {left} on the track. The next token scores {vp} VP.").format(
            on=on_map, left=left, vp=vp) if left else self.tr(
            "Sympathy: all {on} tokens are on the map; a Spread that cannot place one scores {vp} VP instead.").format(
            on=on_map, vp=alliance_bot.CANNOT_SPREAD_VP)
        self.track.set_spaces(_piece_track(self.faction, "S", alliance_bot.SYMPATHY_VP, on_map, mark_next=True), text)
        self.track_text.setText(text)
        martial = [int(p.id) for p in snap.clearings()
                   if not p.count(self.faction, "sympathy") and alliance_bot.martial_law(snap, int(p.id))]
        self.martial.setText(self.tr("Martial Law (6.2.5): sympathy placed in {clearings} scores 1 VP less "
                                     "(3+ warriors of one enemy).").format(
            clearings=", ".join(str(c) for c in martial)) if martial else self.tr("Martial Law: no clearing now."))
        for piece, label in self.bases.items():
            where = [p.id for p in snap.places if p.count(self.faction, piece)]
            state = self.tr("on the map in {place}").format(place=names.place(where[0])) if where else \
                self.tr("on the faction board")
            label.setText(f"{names.piece(piece).capitalize()}: {state}")
        self.warriors.setText(self.tr("Warriors: {on} on the map, {left} in the supply.").format(
            on=snap.on_board(self.faction, "warrior"), left=rules.in_supply(snap, self.faction, "warrior")))

    def summary(self, snap: RootSnapshot) -> str:
        return self.track_text.text()


class ItemIcons(QWidget):
    """The items of one satchel box drawn as small squares; drag one to another box."""

    def __init__(self, box: ItemBox) -> None:
        super().__init__()
        self.box = box
        self.count = 0
        self._press: QPoint | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(22)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def set_count(self, n: int) -> None:
        self.count = n
        per_row = max(1, (self.width() - 4) // 17)
        self.setMinimumHeight(20 * max(1, (n + per_row - 1) // per_row) + 2)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        per_row = max(1, (self.width() - 4) // 17)
        for i in range(self.count):
            rect = QRectF(2 + (i % per_row) * 17, 2 + (i // per_row) * 20, 15, 17)
            face_down = self.box.key.endswith("exhausted")
            damaged = self.box.key.startswith("damaged")
            painter.setPen(QPen(QColor("#c0122b") if damaged else QColor("#222222"), 2 if damaged else 1))
            painter.setBrush(QColor("#4a4a4a") if face_down else QColor("#f4f4f4"))
            painter.drawRoundedRect(rect, 3, 3)
            if damaged:
                # A cross, not only the red edge: damage must read without colour.
                painter.drawLine(rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3))
                painter.drawLine(rect.topRight() + QPointF(-3, 3), rect.bottomLeft() + QPointF(3, -3))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or self.count == 0:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < 8:
            return
        self._press = None
        mime = QMimeData()
        mime.setData(MIME_ITEM, self.box.key.encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None


class ItemBox(QFrame):
    """One box of the Vagabot's satchel (face up, exhausted, damaged face up, damaged face down): a
    spin box for the count and the items drawn; items dragged between boxes move one at a time."""

    def __init__(self, panel: VagabotBoardWidget, key: str, title: str) -> None:
        super().__init__()
        self.panel = panel
        self.key = key
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAcceptDrops(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(2)
        row = QHBoxLayout()
        self.title = WrappedLabel(title)
        self.spin = QSpinBox()
        self.spin.setRange(0, 30)
        self.spin.setKeyboardTracking(False)  # one edit per finished entry, not per keystroke
        self.spin.setAccessibleName(self.tr("Vagabot items: {box}").format(box=title))
        self.title.setBuddy(self.spin)
        row.addWidget(self.title, 1)
        row.addWidget(self.spin)
        layout.addLayout(row)
        self.icons = ItemIcons(self)
        layout.addWidget(self.icons)
        self.spin.valueChanged.connect(lambda v: panel.set_count(key, v))

    def set_count(self, n: int) -> None:
        self.spin.blockSignals(True)
        self.spin.setValue(n)
        self.spin.blockSignals(False)
        self.icons.set_count(n)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(MIME_ITEM):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(MIME_ITEM):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        if not event.mimeData().hasFormat(MIME_ITEM):
            return
        source = bytes(event.mimeData().data(MIME_ITEM).data()).decode()
        self.panel.move_item(source, self.key)
        event.acceptProposedAction()


class VagabotBoardWidget(BotBoardWidget):
    """The Vagabot's satchel (7.2.3: items face up or exhausted, damaged or not), its battle track
    (7.2.4: slots at 6, 9 and 12 undamaged items, max hits), its quest and character."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        head = QHBoxLayout()
        self.character = QLabel()
        self.character.setFont(_small_bold(10))
        head.addWidget(self.character, 1)
        quest_label = QLabel(self.tr("&Quest:"))
        self.quest = QComboBox()
        self.quest.addItem(self.tr("none"), None)
        for s in ("fox", "rabbit", "mouse"):
            self.quest.addItem(f"{names.SUIT_SYMBOLS[s]} · {names.suit(s)}", s)
        self.quest.setAccessibleName(self.tr("Vagabot's quest suit"))
        quest_label.setBuddy(self.quest)
        head.addWidget(quest_label)
        head.addWidget(self.quest)
        self.layout_.addLayout(head)
        grid = QGridLayout()
        grid.setSpacing(3)
        titles = {"ready": self.tr("Face up"), "exhausted": self.tr("Exhausted"),
                  "damaged_ready": self.tr("Damaged, face up"), "damaged_exhausted": self.tr("Damaged, face down")}
        self.boxes: dict[str, ItemBox] = {}
        for i, key in enumerate(ITEM_BOXES):
            box = ItemBox(self, key, titles[key])
            grid.addWidget(box, i // 2, i % 2)
            self.boxes[key] = box
        self.layout_.addLayout(grid)
        track_row = QHBoxLayout()
        track_title = QLabel(self.tr("Battle track"))
        track_title.setFont(_small_bold(10))
        track_row.addWidget(track_title)
        self.track = TrackWidget(faction, space_w=40)
        self.track.setAccessibleName(self.tr("Battle track"))
        track_row.addWidget(self.track)
        track_row.addStretch(1)
        self.layout_.addLayout(track_row)
        self.track_text = _caption()
        self.layout_.addWidget(self.track_text)
        self.extra = _caption()
        self.layout_.addWidget(self.extra)
        self.layout_.addStretch(1)
        self.quest.currentIndexChanged.connect(self._quest_chosen)

    def board(self) -> VagabotBoard:
        board = self.session.snapshot.faction(self.faction).board
        return board.settled() if isinstance(board, VagabotBoard) else VagabotBoard()

    def refresh(self, snap: RootSnapshot) -> None:
        raw = snap.faction(self.faction).board
        if not isinstance(raw, VagabotBoard):
            return
        board = raw.settled()
        self.character.setText(self.tr("Character: {name}").format(name=names.character(board.character)))
        self.quest.blockSignals(True)
        self.quest.setCurrentIndex(max(0, self.quest.findData(board.quest.value if board.quest else None)))
        self.quest.blockSignals(False)
        for key, box in self.boxes.items():
            box.set_count(getattr(board, key))
        spaces = []
        for i, threshold in enumerate((6, 9, 12)):
            filled = i < board.track
            text = (self.tr("down") if i < board.track_down else self.tr("up")) if filled else ""
            spaces.append(Space(text=text, filled=filled, caption=str(threshold)))
        text = self.track_summary(board)
        self.track.set_spaces(spaces, text)
        self.track_text.setText(text)
        extra = []
        if board.quest_deck_empty:
            extra.append(self.tr("No quest card is left to draw."))
        if board.covered_slots:
            extra.append(self.tr("Building slots covered by its items in: {list}.").format(
                list=", ".join(str(c) for c in board.covered_slots)))
        if board.ruin_items:
            extra.append(self.tr("Under the ruins: {list}.").format(
                list=", ".join(f"{c}: {names.item(i)}" for c, i in board.ruin_items)))
        self.extra.setText(" ".join(extra))
        self.extra.setVisible(bool(extra))

    def track_summary(self, board: VagabotBoard) -> str:
        extra = self.tr(" +1 hit when attacking (12th item).") if board.extra_attack_hit else ""
        return self.tr("{undamaged} undamaged items: {track} on the battle track, {usable} usable. "
                       "Max hits {hits}.{extra}").format(undamaged=board.undamaged, track=board.track,
                                                         usable=board.usable, hits=board.max_hits, extra=extra)

    def summary(self, snap: RootSnapshot) -> str:
        return self.track_text.text()

    def set_count(self, key: str, value: int) -> bool:
        board = self.board()
        if getattr(board, key) == value:
            return False
        return self._set_board(board.model_copy(update={key: value}).settled())

    def move_item(self, source: str, dest: str) -> bool:
        """One item dragged from one box to another: one SetBotBoard."""
        if source == dest or source not in ITEM_BOXES or dest not in ITEM_BOXES:
            return False
        board = self.board()
        if getattr(board, source) < 1:
            return False
        return self._set_board(board.model_copy(update={source: getattr(board, source) - 1,
                                                        dest: getattr(board, dest) + 1}).settled())

    def _quest_chosen(self, _index: int) -> None:
        value = self.quest.currentData()
        board = self.board()
        suit = Suit(value) if value else None
        if suit != board.quest:
            self._set_board(board.model_copy(update={"quest": suit, "quest_name": None}))


class DuchyBoardWidget(BotBoardWidget):
    """The Drillbit Duchy's board (Law of Rootbotics 10): its nine ministers top to bottom with
    their crowns (a tick is one SetBotBoard correction), the citadel and market tracks (their pieces
    are on the map or on the track: the mole icons under placed citadels add to Recruit, 10.4.3),
    the crowns left, and the Burrow's warriors."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        title = QLabel(self.tr("Ministers (top to bottom, left to right)"))
        title.setFont(_small_bold(10))
        self.layout_.addWidget(title)
        # As the printed board: three tiers of a fox, a rabbit and a mouse minister, read row by row
        # (10.5.4's top to bottom), so the board fits the dock at 1366x768 without scrolling.
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(1)
        self.crowns: dict[str, QCheckBox] = {}
        for i, m in enumerate(MINISTERS):
            tier, column = divmod(i, 3)
            if tier == 0:
                head = QHBoxLayout()
                head.addWidget(_swatch(names.SUIT_SYMBOLS[m.suit.value], colours.SUIT_COLOURS[m.suit.value]))
                head.addWidget(QLabel(names.suit(m.suit.value)))
                head.addStretch(1)
                grid.addLayout(head, 0, column)
            box = QCheckBox(names.minister(m.id))
            box.setToolTip(self.tr("Ticked: the {minister} wears a crown ({kind}).").format(
                minister=names.minister(m.id), kind=self.tr("an ability") if m.ability else self.tr("an action")))
            box.setAccessibleName(self.tr("{minister}'s crown").format(minister=names.minister(m.id)))
            box.toggled.connect(self._crown_toggled(m.id))
            grid.addWidget(box, 1 + tier, column)
            self.crowns[m.id] = box
        self.layout_.addLayout(grid)
        self.crowns_text = _caption()
        self.layout_.addWidget(self.crowns_text)
        self.tracks: dict[str, TrackWidget] = {}
        for piece in duchy_bot.BUILDINGS:
            row_box = QHBoxLayout()
            row_box.addWidget(QLabel(names.piece(piece).capitalize()))
            # Wide enough for the "mole" caption under each citadel space to stay a word.
            track = TrackWidget(faction, space_w=34)
            track.setAccessibleName(self.tr("{piece} track").format(piece=names.piece(piece)))
            row_box.addWidget(track)
            row_box.addStretch(1)
            self.layout_.addLayout(row_box)
            self.tracks[piece] = track
        self.info = _caption()
        self.layout_.addWidget(self.info)
        self.layout_.addStretch(1)

    def board(self) -> DuchyBoard:
        board = self.session.snapshot.faction(self.faction).board
        return board if isinstance(board, DuchyBoard) else DuchyBoard()

    def _crown_toggled(self, mid: str) -> Callable[[bool], None]:
        def toggled(on: bool) -> None:
            board = self.board()
            if on != board.has(mid):
                self._set_board(board.with_crown(mid) if on else board.without_crown(mid))
        return toggled

    def set_crown(self, mid: str, on: bool) -> bool:
        """Crown a minister or take its crown (one SetBotBoard correction)."""
        board = self.board()
        return self._set_board(board.with_crown(mid) if on else board.without_crown(mid))

    def refresh(self, snap: RootSnapshot) -> None:
        board = snap.faction(self.faction).board
        crowned = board.crowned if isinstance(board, DuchyBoard) else ()
        for mid, box in self.crowns.items():
            box.blockSignals(True)
            box.setChecked(mid in crowned)
            box.blockSignals(False)
        self.crowns_text.setText(self.tr("Crowns: {on} on ministers, {left} in the supply.").format(
            on=len(crowned), left=9 - len(crowned)))
        for piece, track in self.tracks.items():
            on_map = snap.on_board(self.faction, piece)
            letter = names.PIECE_LETTERS.get(piece, piece[:1].upper())
            mole = piece == "citadel"
            spaces = [Space(text=letter if k >= on_map else ("+1" if mole else ""), filled=k >= on_map,
                            caption=self.tr("mole") if mole else "") for k in range(3)]
            track.set_spaces(spaces, self.tr("{pieces}: {n} on the map, {left} on the track.").format(
                pieces=pieces_text(piece, 2), n=on_map, left=3 - on_map) + (self.tr(
                    " Mole icons uncovered: {n} (Recruit places {more}).").format(
                        n=on_map, more=counted("warrior", on_map)) if mole else ""))
        # The crowned ministers are ticked above: the line below says only what the board does not show.
        burrow = snap.place(rules.BURROW).count(self.faction, "warrior") if rules.has_burrow(snap) else 0
        self.info.setText(self.tr("Burrow: {n}, adjacent to the tunnel clearings ({tunnels}). Warriors in the "
                                  "supply: {left}.").format(
            n=counted("warrior", burrow), tunnels=", ".join(str(c) for c in rules.tunnel_clearings(snap))
            or self.tr("none"), left=rules.in_supply(snap, self.faction, "warrior")))

    def summary(self, snap: RootSnapshot) -> str:
        board = snap.faction(self.faction).board
        crowned = board.crowned if isinstance(board, DuchyBoard) else ()
        burrow = snap.place(rules.BURROW).count(self.faction, "warrior") if rules.has_burrow(snap) else 0
        tunnels = ", ".join(str(c) for c in rules.tunnel_clearings(snap)) or self.tr("none")
        return self.tr("Crowned: {crowned}. Burrow: {n}; it is adjacent to the tunnel clearings ({tunnels}). "
                       "Mole icons: {moles}. Warriors in the supply: {left}.").format(
            crowned=", ".join(names.minister(m) for m in crowned) or self.tr("none"), n=counted("warrior", burrow),
            tunnels=tunnels,
            moles=duchy_bot.mole_icons(snap), left=rules.in_supply(snap, self.faction, "warrior"))


class LostSoulChip(QToolButton):
    """One card of the Lizards' Lost Souls (or of the cards revealed this Daylight): suit colour and
    letter, its name; its menu removes it or moves it to the top (corrections)."""

    def __init__(self, panel: LizardsBoardWidget, pile: str, index: int, card: OrderCard) -> None:
        super().__init__()
        self.pile, self.index, self.card = pile, index, card
        suit = card.suit.value
        self.setText(f"{names.SUIT_SYMBOLS[suit]} {card_name(card)}")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        fill, edge = colours.SUIT_FILLS[suit].name(), colours.SUIT_COLOURS[suit].name()
        text = theme.text_on(colours.SUIT_FILLS[suit]).name()
        self.setStyleSheet(f"QToolButton {{ background: {fill}; color: {text}; border: 1px solid #444;"
                           f" border-left: 7px solid {edge}; padding: 1px 3px; text-align: left; }}"
                           "QToolButton::menu-indicator { image: none; width: 0; }")
        where = self.tr("top card") if index == 0 else self.tr("card {n} from the top").format(n=index + 1)
        tip = self.tr("{card} ({suit}), {where}").format(card=card_name(card), suit=names.suit(suit), where=where)
        self.setToolTip(tip)
        self.setAccessibleName(tip)
        menu = QMenu(self)
        menu.addAction(self.tr("Remove (correction)"), lambda: panel.remove_card(pile, index))
        if index > 0:
            menu.addAction(self.tr("Move to the top (correction)"), lambda: panel.to_top(pile, index))
        self.setMenu(menu)


class LizardsBoardWidget(BotBoardWidget):
    """The Logical Lizards' board: the Lost Souls (top card first, 8.2.4), the cards revealed this
    Daylight (8.5), the acolytes (8.2.2), the conspiracy track with its marker (8.4.2) and the three
    garden tracks (8.6.1: Evening scores the rightmost empty space of the ordered one). The table
    corrects each: cards added, removed or moved to the top, the acolytes, the marker and the printed
    VP of the garden tracks (ruling garden-track-vp) -- one SetBotBoard per gesture."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        head = QHBoxLayout()
        title = QLabel(self.tr("Lost Souls (top first)"))
        title.setFont(_small_bold(10))
        head.addWidget(title, 1)
        self.add = QToolButton()
        self.add.setText(self.tr("+ card"))
        self.add.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add.setAccessibleName(self.tr("Put a card on top of the Lost Souls"))
        self.add.setToolTip(self.add.accessibleName() + self.tr(" (a card spent or discarded at the table, 8.2.4)"))
        self.add.setMenu(QMenu(self.add))
        menu = self.add.menu()
        assert menu is not None
        menu.aboutToShow.connect(self._fill_add_menu)
        # The acolytes beside the pile's title: a row less, so the board fits the dock at 1366x768.
        acolytes = QLabel(self.tr("&Acolytes:"))
        self.acolytes = QSpinBox()
        self.acolytes.setRange(0, 25)
        self.acolytes.setKeyboardTracking(False)
        self.acolytes.setAccessibleName(self.tr("Lizards' acolytes"))
        acolytes.setBuddy(self.acolytes)
        head.addWidget(acolytes)
        head.addWidget(self.acolytes)
        head.addWidget(self.add)
        self.layout_.addLayout(head)
        # Two cards a row (read left to right, top first): a long pile keeps the board on screen.
        self.pile = QGridLayout()
        self.pile.setSpacing(2)
        self.layout_.addLayout(self.pile)
        self.pile_text = _caption()
        self.layout_.addWidget(self.pile_text)
        self.revealed_title = QLabel(self.tr("Revealed this Daylight"))
        self.revealed_title.setFont(_small_bold(10))
        self.layout_.addWidget(self.revealed_title)
        self.revealed = QGridLayout()
        self.revealed.setSpacing(2)
        self.layout_.addLayout(self.revealed)
        self.chips: list[LostSoulChip] = []
        track_row = QHBoxLayout()
        track_title = QLabel(self.tr("Conspiracy"))
        track_title.setFont(_small_bold(10))
        track_row.addWidget(track_title)
        self.conspiracy = TrackWidget(faction, space_w=30)
        self.conspiracy.setAccessibleName(self.tr("Conspiracy track"))
        track_row.addWidget(self.conspiracy)
        self.marker = QComboBox()
        for i, kind in enumerate(CONSPIRACY_TRACK):
            self.marker.addItem(f"{i + 1} · {conspiracy_name(kind)}", i)
        self.marker.setAccessibleName(self.tr("Conspiracy marker's space"))
        track_row.addWidget(self.marker)
        track_row.addStretch(1)
        self.layout_.addLayout(track_row)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        self.gardens: dict[str, TrackWidget] = {}
        self.garden_labels: dict[str, QLabel] = {}
        for r, suit in enumerate(GARDEN_SUITS):
            name = QLabel(self.tr("{suit} gardens").format(suit=names.suit(suit.value)))
            track = TrackWidget(faction, space_w=20)
            track.setAccessibleName(self.tr("{suit} garden track").format(suit=names.suit(suit.value)))
            label = QLabel()
            grid.addWidget(name, r, 0)
            grid.addWidget(track, r, 1)
            grid.addWidget(label, r, 2)
            self.gardens[suit.value] = track
            self.garden_labels[suit.value] = label
        grid.setColumnStretch(2, 1)
        self.layout_.addLayout(grid)
        vp_row = QHBoxLayout()
        vp_label = QLabel(self.tr("Garden track &VP:"))
        self.garden_vp = QLineEdit()
        self.garden_vp.setAccessibleName(self.tr("VP printed on the garden tracks, left to right"))
        self.garden_vp.setToolTip(self.tr("Not in the rulebook: 0, 1, 2, 3, 4 by ruling garden-track-vp. "
                                          "Correct them if your board prints others (five numbers)."))
        vp_label.setBuddy(self.garden_vp)
        vp_row.addWidget(vp_label)
        vp_row.addWidget(self.garden_vp, 1)
        self.layout_.addLayout(vp_row)
        # The one-line summary is for the Board-as-text panel: the pile's line already says it here.
        self.info = _caption()
        self.info.hide()
        self.layout_.addWidget(self.info)
        self.layout_.addStretch(1)
        self.acolytes.valueChanged.connect(self._acolytes_set)
        self.marker.currentIndexChanged.connect(self._marker_set)
        self.garden_vp.editingFinished.connect(self._vp_set)
        self._shown: tuple[tuple[OrderCard, ...], tuple[OrderCard, ...]] | None = None

    def board(self) -> LizardsBoard:
        board = self.session.snapshot.faction(self.faction).board
        return board if isinstance(board, LizardsBoard) else LizardsBoard()

    def refresh(self, snap: RootSnapshot) -> None:
        board = snap.faction(self.faction).board
        if not isinstance(board, LizardsBoard):
            return
        if (board.lost_souls, board.revealed) != self._shown:
            self._shown = (board.lost_souls, board.revealed)
            for chip in self.chips:
                chip.hide()
                chip.setParent(None)
                chip.deleteLater()
            self.chips = []
            for pile, cards_, layout in (("lost_souls", board.lost_souls, self.pile),
                                         ("revealed", board.revealed, self.revealed)):
                for i, c in enumerate(cards_):
                    chip = LostSoulChip(self, pile, i, c)
                    layout.addWidget(chip, i // 2, i % 2)
                    self.chips.append(chip)
        self.revealed_title.setVisible(bool(board.revealed))
        counts = Counter(c.suit.value for c in board.lost_souls)
        pile = self.tr("{n} cards: {counts}.").format(
            n=len(board.lost_souls), counts=", ".join(f"{names.suit(s)} {counts[s]}" for s in
                                                      ("fox", "rabbit", "mouse", "bird"))) \
            if board.lost_souls else self.tr("The Lost Souls are empty.")
        self.pile_text.setText(pile + " " + self.tr("Warriors: {on} on the map, {left} in the supply.").format(
            on=snap.on_board(self.faction, "warrior"), left=rules.in_supply(snap, self.faction, "warrior")))
        # The acolytes come from the supply: at most what is not on the map.
        self.acolytes.blockSignals(True)
        self.acolytes.setMaximum(board.acolytes + max(0, rules.in_supply(snap, self.faction, "warrior")))
        self.acolytes.blockSignals(False)
        for widget, value in ((self.acolytes, board.acolytes), (self.marker, board.conspiracy)):
            widget.blockSignals(True)
            if isinstance(widget, QSpinBox):
                widget.setValue(value)
            else:
                widget.setCurrentIndex(value)
            widget.blockSignals(False)
        # No numbers under the spaces: the marker's list beside the track numbers them (a row less).
        spaces = [Space(text=conspiracy_name(kind)[:2], filled=i == board.conspiracy, marked=i == board.conspiracy)
                  for i, kind in enumerate(CONSPIRACY_TRACK)]
        self.conspiracy.set_spaces(spaces, self.tr("The conspiracy marker is on space {n}, {name}.").format(
            n=board.conspiracy + 1, name=conspiracy_name(board.space)))
        for suit in GARDEN_SUITS:
            piece = GARDEN_PIECE[suit]
            on_map = snap.on_board(self.faction, piece)
            vp = board.garden_vp[min(on_map, 5) - 1] if on_map else 0
            text = self.tr("{suit} gardens: {on} on the map, {left} on the track; scores {vp} VP.").format(
                suit=names.suit(suit.value), on=on_map, left=rules.in_supply(snap, self.faction, piece), vp=vp)
            # The printed VP are in the line below the tracks (correctable), not under each space:
            # three rows of captions would push the board past the dock at 1366x768.
            spaces = [replace(sp, caption="") for sp in
                      _piece_track(self.faction, "G", board.garden_vp, on_map, mark_next=False)]
            self.gardens[suit.value].set_spaces(spaces, text)
            self.garden_labels[suit.value].setText(self.tr("{vp} VP").format(vp=vp))
        if not self.garden_vp.hasFocus():
            self.garden_vp.setText(", ".join(str(v) for v in board.garden_vp))
        self.info.setText(self.summary(snap))

    def summary(self, snap: RootSnapshot) -> str:
        board = snap.faction(self.faction).board
        if not isinstance(board, LizardsBoard):
            return ""
        supply = rules.in_supply(snap, self.faction, "warrior")
        return self.tr("Lost Souls: {n} cards; {acolytes} acolytes; marker on {space}. Warriors: {on} on the map, "
                       "{left} in the supply.").format(n=len(board.lost_souls), acolytes=board.acolytes,
                                                       space=conspiracy_name(board.space),
                                                       on=snap.on_board(self.faction, "warrior"), left=supply)

    def _fill_add_menu(self) -> None:
        menu = self.add.menu()
        assert menu is not None
        menu.clear()
        snap: RootSnapshot = self.session.snapshot
        seen: set[str] = set()
        for c in cards.available_cards(snap):
            if c.id in seen:
                continue
            seen.add(c.id)
            item = f" — {names.item(c.item)}" if c.item else ""
            menu.addAction(f"{names.SUIT_SYMBOLS[c.suit.value]} {names.card(c.name)}{item}",
                           self._adder(OrderCard(name=c.id, suit=c.suit, item=c.item)))
        menu.addSeparator()
        for suit in ("fox", "rabbit", "mouse", "bird"):
            menu.addAction(self.tr("A {suit} card (name not known)").format(suit=names.suit(suit)),
                           self._adder(OrderCard(suit=Suit(suit))))

    def _adder(self, card: OrderCard) -> Callable[[], None]:
        def add() -> None:
            self.add_card(card)
        return add

    def add_card(self, card: OrderCard) -> bool:
        board = self.board()
        return self._set_board(board.model_copy(update={"lost_souls": (card,) + board.lost_souls}))

    def remove_card(self, pile: str, index: int) -> bool:
        board = self.board()
        cards_ = getattr(board, pile)
        if not 0 <= index < len(cards_):
            return False
        return self._set_board(board.model_copy(update={pile: cards_[:index] + cards_[index + 1:]}))

    def to_top(self, pile: str, index: int) -> bool:
        board = self.board()
        cards_ = getattr(board, pile)
        if not 0 < index < len(cards_):
            return False
        return self._set_board(board.model_copy(
            update={pile: (cards_[index],) + cards_[:index] + cards_[index + 1:]}))

    def _acolytes_set(self, value: int) -> None:
        if value != self.board().acolytes:
            self._set_board(self.board().model_copy(update={"acolytes": value}))

    def _marker_set(self, index: int) -> None:
        if index >= 0 and index != self.board().conspiracy:
            self._set_board(self.board().model_copy(update={"conspiracy": index}))

    def _vp_set(self) -> None:
        try:
            values = tuple(int(v) for v in self.garden_vp.text().replace(";", ",").split(","))
        except ValueError:
            values = ()
        if len(values) != 5 or any(not 0 <= v <= 30 for v in values):
            self.garden_vp.setText(", ".join(str(v) for v in self.board().garden_vp))
            return
        if values != self.board().garden_vp:
            self._set_board(self.board().model_copy(update={"garden_vp": values}))


class MarketSlot(QToolButton):
    """One of the five Market spaces (9.2.1), left to right: the card's suit colour and name, or an
    empty space; its menu sets the card there or clears the space (corrections)."""

    def __init__(self, panel: RiverfolkBoardWidget, index: int) -> None:
        super().__init__()
        self.panel, self.index = panel, index
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(56)
        self.setMenu(QMenu(self))
        menu = self.menu()
        assert menu is not None
        menu.aboutToShow.connect(self._fill_menu)
        self.card: OrderCard | None = None

    def show_card(self, card: OrderCard | None) -> None:
        self.card = card
        where = self.tr("Market space {n} from the left").format(n=self.index + 1)
        if card is None:
            self.setText(self.tr("(empty)"))
            self.setStyleSheet("QToolButton { border: 1px dashed #777; padding: 1px 3px; }"
                               "QToolButton::menu-indicator { image: none; width: 0; }")
            tip = self.tr("{where}: empty").format(where=where)
        else:
            suit = card.suit.value
            self.setText(_wrap(f"{names.SUIT_SYMBOLS[suit]} {card_name(card)}", 12))
            fill, edge = colours.SUIT_FILLS[suit].name(), colours.SUIT_COLOURS[suit].name()
            text = theme.text_on(colours.SUIT_FILLS[suit]).name()
            self.setStyleSheet(f"QToolButton {{ background: {fill}; color: {text}; border: 1px solid #444;"
                               f" border-top: 6px solid {edge}; padding: 1px 3px; }}"
                               "QToolButton::menu-indicator { image: none; width: 0; }")
            item = f", {names.item(card.item)}" if card.item else ""
            tip = self.tr("{where}: {card} ({suit}{item})").format(where=where, card=card_name(card),
                                                                  suit=names.suit(suit), item=item)
        self.setToolTip(tip)
        self.setAccessibleName(tip)

    def _fill_menu(self) -> None:
        menu = self.menu()
        assert menu is not None
        menu.clear()
        if self.card is not None:
            menu.addAction(self.tr("Clear this space (correction)"), lambda: self.panel.clear_card(self.index))
            menu.addSeparator()
        put = menu.addMenu(self.tr("Put a card here (correction)"))
        seen: set[str] = set()
        for c in cards.available_cards(self.panel.session.snapshot):
            if c.id in seen:
                continue
            seen.add(c.id)
            item = f" — {names.item(c.item)}" if c.item else ""
            put.addAction(f"{names.SUIT_SYMBOLS[c.suit.value]} {names.card(c.name)}{item}",
                          self._setter(OrderCard(name=c.id, suit=c.suit, item=c.item)))
        put.addSeparator()
        for suit in ("fox", "rabbit", "mouse", "bird"):
            put.addAction(self.tr("A {suit} card (name not known)").format(suit=names.suit(suit)),
                          self._setter(OrderCard(suit=Suit(suit))))

    def _setter(self, card: OrderCard) -> Callable[[], None]:
        def put() -> None:
            self.panel.set_card(self.index, card)
        return put


class RiverfolkBoardWidget(BotBoardWidget):
    """The Riverfolk Robots' board (Law of Rootbotics 9): the Market, five spaces left to right
    (9.2.1; the order card is the rightmost, 9.4.3); the Payments, warriors of each faction
    (9.2.3; corrected with edits.SetPayments); the trade-post tracks, the posts not on the map (a
    removed post comes back, 9.2.2); and the protectionism conditions met this turn (9.2.4)."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        self.layout_.setSpacing(2)  # five rows in the faction panel of a six-faction game at 1366x768
        title = QLabel(self.tr("Market (the order is the rightmost card)"))
        title.setToolTip(self.tr("The Market, left to right (9.2.1); the order card is the rightmost (9.4.3)"))
        title.setFont(_small_bold(10))
        self.layout_.addWidget(title)
        row = QHBoxLayout()
        row.setSpacing(2)
        self.slots = [MarketSlot(self, i) for i in range(MARKET_SIZE)]
        for slot in self.slots:
            row.addWidget(slot)
        self.layout_.addLayout(row)
        # The title beside its grid, not above it: the board fits the faction panel at 1366x768.
        pay = QHBoxLayout()
        pay_title = QLabel(self.tr("Payments\n(warriors)"))
        pay_title.setFont(_small_bold(10))
        pay.addWidget(pay_title)
        self.pay_row = QGridLayout()
        self.pay_row.setHorizontalSpacing(4)
        pay.addLayout(self.pay_row, 1)
        self.layout_.addLayout(pay)
        self.payments: dict[str, QSpinBox] = {}
        posts = QHBoxLayout()
        posts.addWidget(QLabel(self.tr("Trade posts")))
        self.posts: dict[str, TrackWidget] = {}
        for suit in ("fox", "rabbit", "mouse"):
            posts.addWidget(_swatch(names.SUIT_SYMBOLS[suit], colours.SUIT_COLOURS[suit]))
            track = TrackWidget(faction, space_w=20)
            track.setAccessibleName(self.tr("{suit} trade-post track").format(suit=names.suit(suit)))
            posts.addWidget(track)
            self.posts[suit] = track
        posts.addStretch(1)
        self.layout_.addLayout(posts)
        # One caption: the supply and the protectionism it decides (9.2.4: no warriors in the
        # supply is the sword), so the board fits the faction panel at 1366x768.
        self.protection = _caption()
        self.protection.setAccessibleName(self.tr("Warriors and protectionism this turn"))
        self.layout_.addWidget(self.protection)
        self.layout_.addStretch(1)
        self._factions: tuple[str, ...] = ()

    def board(self) -> RiverfolkBoard:
        board = self.session.snapshot.faction(self.faction).board
        return board if isinstance(board, RiverfolkBoard) else RiverfolkBoard()

    def set_card(self, index: int, card: OrderCard) -> bool:
        """Put a card in a Market space (a space past the last card adds it at the right end)."""
        market = list(self.board().market)
        if index < len(market):
            market[index] = card
        else:
            market.append(card)
        return self._set_board(self.board().model_copy(update={"market": tuple(market[:MARKET_SIZE])}))

    def clear_card(self, index: int) -> bool:
        """Take the card out of a Market space; the others keep their order (9.2.1)."""
        market = self.board().market
        if not 0 <= index < len(market):
            return False
        return self._set_board(self.board().model_copy(update={"market": market[:index] + market[index + 1:]}))

    def set_payment(self, faction: str, count: int) -> bool:
        ok = self.session.edit(edits.SetPayments(faction=faction, count=count))
        if not ok:
            self.refresh(self.session.snapshot)
        return ok

    def _payment_changed(self, faction: str) -> Callable[[int], None]:
        def changed(value: int) -> None:
            if value != self.session.snapshot.in_payments(faction, "warrior"):
                self.set_payment(faction, value)
        return changed

    def _rebuild_payments(self, snap: RootSnapshot) -> None:
        for box in self.payments.values():
            box.hide()
            box.setParent(None)
            box.deleteLater()
        while self.pay_row.count():
            item = self.pay_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.payments = {}
        warriors = [f.id for f in rules.faction_states_in_setup_order(snap)
                    if FACTIONS[f.id].has_piece("warrior")]
        for i, fid in enumerate(warriors):
            box = QSpinBox()
            box.setKeyboardTracking(False)
            box.setMaximumWidth(64)  # two digits; six factions' boxes side by side in the panel
            box.setAccessibleName(self.tr("{faction} warriors in the Payments").format(faction=names.faction_short(fid)))
            box.setToolTip(box.accessibleName())
            box.valueChanged.connect(self._payment_changed(fid))
            self.pay_row.addWidget(_swatch(names.FACTION_LETTERS.get(fid, "?"), colours.faction_colour(fid)),
                                   i // 3, 2 * (i % 3))
            self.pay_row.addWidget(box, i // 3, 2 * (i % 3) + 1)
            self.payments[fid] = box
        self._factions = tuple(f.id for f in snap.factions)

    def refresh(self, snap: RootSnapshot) -> None:
        board = snap.faction(self.faction).board
        if not isinstance(board, RiverfolkBoard):
            return
        for i, slot in enumerate(self.slots):
            slot.show_card(board.market[i] if i < len(board.market) else None)
        if tuple(f.id for f in snap.factions) != self._factions:
            self._rebuild_payments(snap)
        for fid, box in self.payments.items():
            paid = snap.in_payments(fid, "warrior")
            box.blockSignals(True)
            box.setRange(0, paid + max(0, rules.in_supply(snap, fid, "warrior")))
            box.setValue(paid)
            box.blockSignals(False)
        for suit, track in self.posts.items():
            piece = TRADE_POST[Suit(suit)]
            left = rules.in_supply(snap, self.faction, piece)
            total = rules.supply_total(snap, self.faction, piece)
            track.set_spaces([Space(text="P" if k < left else "", filled=k < left) for k in range(total)],
                             self.tr("{suit} trade posts: {on} on the map, {left} on the track.").format(
                                 suit=names.suit(suit), on=total - left, left=left))
        supply = self.tr("Supply: {left}.").format(left=counted("warrior", rules.in_supply(snap, self.faction, "warrior")))
        self.protection.setText(f"{supply} {self._protection_text(snap)}")

    def _protection_text(self, snap: RootSnapshot) -> str:
        cur = snap.turn.cursor
        checked = isinstance(cur, RiverfolkCursor) and snap.current_faction().id == self.faction \
            and cur.phase not in _BEFORE_ORGANIZE
        if not checked or not isinstance(cur, RiverfolkCursor):
            return self.tr("Protectionism: not checked yet.")
        met = [name for name, on in ((self.tr("shield"), cur.shield), (self.tr("sword"), cur.sword)) if on]
        if not met:
            return self.tr("Protectionism this turn: no condition met.")
        return self.tr("Protectionism this turn: {met} met.").format(met=self.tr(" and ").join(met))

    def summary(self, snap: RootSnapshot) -> str:
        board = snap.faction(self.faction).board
        market = board.market if isinstance(board, RiverfolkBoard) else ()
        paid = ", ".join(f"{names.faction_short(s.faction)} {s.count}" for s in snap.payments) or self.tr("empty")
        return self.tr("Market (left to right): {cards}. Payments: {paid}. {protection}").format(
            cards=", ".join(card_name(c) for c in market) or self.tr("empty"), paid=paid,
            protection=self._protection_text(snap))


_BEFORE_ORGANIZE = frozenset({"birdsong_refill", "birdsong_craft", "birdsong_order", "daylight_build",
                              "daylight_recruit", "daylight_organize"})
"""The Riverfolk's phases before Organize checks protectionism (9.2.4): nothing to show yet."""
class CorvidsBoardWidget(BotBoardWidget):
    """The Cogwheel Corvids (Law of Rootbotics 11): plots left in the supply -- a count only, their
    faces being unknown --, the revealed plots on the map, the face-down ones, and the warriors."""

    def __init__(self, session: Session, faction: str, parent: QWidget | None = None) -> None:
        super().__init__(session, faction, parent)
        title = QLabel(self.tr("Plots"))
        title.setFont(_small_bold(10))
        self.layout_.addWidget(title)
        self.supply = _caption()
        self.supply.setAccessibleName(self.tr("Plots in the supply"))
        self.layout_.addWidget(self.supply)
        self.face_down = WrappedLabel()
        self.face_down.setAccessibleName(self.tr("Face-down plots on the map"))
        self.layout_.addWidget(self.face_down)
        self.faces: dict[str, QLabel] = {}
        for face in plots.FACES:
            row = QHBoxLayout()
            row.addWidget(_swatch(names.PIECE_LETTERS.get(face, "?"), colours.faction_colour(faction)))
            label = WrappedLabel()
            label.setAccessibleName(names.piece(face))
            row.addWidget(label, 1)
            self.layout_.addLayout(row)
            self.faces[face] = label
        self.warriors = _caption()
        self.layout_.addWidget(self.warriors)
        self.layout_.addStretch(1)

    def refresh(self, snap: RootSnapshot) -> None:
        down = plots.face_down_clearings(snap, self.faction)
        self.supply.setText(self.tr("{n} of 8 in the supply, face down: nobody knows which.").format(
            n=rules.in_supply(snap, self.faction, plots.FACE_DOWN)))
        self.face_down.setText(self.tr("Face down on the map (?): {clearings}.").format(
            clearings=", ".join(str(c) for c in down)) if down else self.tr("Face down on the map: none."))
        for face, label in self.faces.items():
            where = [int(p.id) for p in snap.clearings() if p.count(self.faction, face)]
            state = self.tr("face up in {clearings}").format(clearings=", ".join(str(c) for c in where)) \
                if where else self.tr("none face up")
            label.setText(f"{names.piece(face).capitalize()}: {state}")
        self.warriors.setText(self.tr("Warriors: {on} on the map, {left} in the supply.").format(
            on=snap.on_board(self.faction, "warrior"), left=rules.in_supply(snap, self.faction, "warrior")))

    def summary(self, snap: RootSnapshot) -> str:
        return f"{self.supply.text()} {self.face_down.text()} {self.warriors.text()}"


BOARD_WIDGETS: dict[str, type[BotBoardWidget]] = {
    "mechanical_marquise_2": MarquiseBoardWidget,
    "electric_eyrie": EyrieBoardWidget,
    "automated_alliance": AllianceBoardWidget,
    "vagabot": VagabotBoardWidget,
    "drillbit_duchy": DuchyBoardWidget,
    "logical_lizards": LizardsBoardWidget,
    "riverfolk_robots": RiverfolkBoardWidget,
    "cogwheel_corvids": CorvidsBoardWidget,
}


class FactionBoards(QTabWidget):
    """One tab per bot's faction board, in seating order. When the bot's proposed step changes a
    board, that tab comes to the front and the board lights up with the change in words."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.boards: dict[str, BotBoardWidget] = {}
        self._factions: tuple[tuple[str, str], ...] = ()
        self._shown: dict[str, Any] = {}
        self.setAccessibleName(self.tr("Bots' faction boards"))
        self.setDocumentMode(True)
        # Squeezed tabs elide their names (the coloured letter icon still tells them apart) rather
        # than hiding the last tab behind scroll arrows.
        self.setUsesScrollButtons(False)
        self.setElideMode(Qt.TextElideMode.ElideRight)
        session.snapshotChanged.connect(self.refresh)
        session.proposalChanged.connect(self.show_proposal)
        self.refresh(session.snapshot)
        self.show_proposal(session.proposal)

    def _rebuild(self, snap: RootSnapshot) -> None:
        self.clear()
        for widget in self.boards.values():
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        self.boards = {}
        for f in snap.factions:
            if f.bot is None or f.bot.bot not in BOARD_WIDGETS:
                continue
            widget = BOARD_WIDGETS[f.bot.bot](self.session, f.id)
            self.boards[f.id] = widget
            # The letter on the faction's colour as the icon (colour doubled by a letter), the short
            # name as the text: four tabs must fit a 360 px dock without scroll arrows.
            self.addTab(widget, _letter_icon(names.FACTION_LETTERS.get(f.id, "?"), colours.faction_colour(f.id)),
                        names.faction_short(f.id))
            self.setTabToolTip(self.count() - 1, names.bot(f.bot.bot))
        self.setVisible(bool(self.boards))

    def refresh(self, snap: RootSnapshot) -> None:
        key = tuple((f.id, f.bot.bot) for f in snap.factions if f.bot is not None)
        if key != self._factions:
            self._factions = key
            self._rebuild(snap)
            self._shown = {}
        # By difference: a board is redrawn when its faction or the map changed (a score or a
        # step of another bot leaves the others as they were).
        for fid, widget in self.boards.items():
            key = (snap.faction(fid), snap.places)
            if self._shown.get(fid) != key:
                self._shown[fid] = key
                widget.refresh(snap)

    def show_proposal(self, proposal: Any) -> None:
        changes: dict[str, str] = {}
        if isinstance(proposal, act.RootStep):
            snap: RootSnapshot = self.session.snapshot
            for part in set_board_parts(proposal.action):
                before = snap.faction(part.faction).board if snap.has_faction(part.faction) else None
                changes[part.faction] = board_change_text(part.faction, before, part.board, on_its_board=True)
        for fid, widget in self.boards.items():
            widget.set_proposed(changes.get(fid, ""))
        if changes:
            first = next(iter(changes))
            if first in self.boards:
                self.setCurrentWidget(self.boards[first])

    def summaries(self, snap: RootSnapshot) -> list[str]:
        return [f"{names.faction_short(fid)}: {w.summary(snap)}" for fid, w in self.boards.items()]


__all__ = ["FactionBoards", "board_change_text", "board_changes", "card_name", "is_board_part", "set_board_parts"]
