"""The panels around the Tapestry board: the turn bar, the bots' proposal with its reasons and the
questions for the table (the pair drawn, the science die, a trap), the decision pair as the app reads
it (both used halves drawn, flagged and corrected cards marked), and the sides' boards (VP,
civilizations, favourite tracks, tapestry cards, the deck).

Every widget that changes the game does it by one session call per gesture; refreshing from the
snapshot never writes back.
"""

from __future__ import annotations

import logging
import math
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...core.steps import HumanTurn
from ...games.tapestry import actions as act
from ...games.tapestry import edits
from ...games.tapestry.automa import pair_options
from ...games.tapestry.board import small_map
from ...games.tapestry.cards import DECK_CARDS, PROGRESS_CARDS, TRACKS, DecisionCard, hex_patterns
from ...games.tapestry.state import TapestrySnapshot
from ..boardscene import draw_text
from ..gamewords import capitalised
from ..pairpanel import CardFaceBase, PairPanelBase
from ..proposalpanel import ProposalPanelBase
from ..turnbar import TurnBarBase
from . import reasons as words
from .board import INK, PAPER, SIDE_COLOURS, SIDE_LETTERS, headline, scan_rows
from .card_editor import ask_correction, flag_text, is_corrected

log = logging.getLogger(__name__)

TRACK_CHIPS: dict[str, QColor] = {"exploration": QColor("#2a7fb8"), "science": QColor("#2e8b3e"),
                                  "military": QColor("#b03a2e"), "technology": QColor("#8a6d1d"),
                                  "favorite": QColor("#7a3f8f")}


def _snap(session: Session) -> TapestrySnapshot:
    return cast(TapestrySnapshot, session.snapshot)


def _tr(text: str) -> str:
    return QCoreApplication.translate("TapestryPanels", text)


# -- the turn bar ----------------------------------------------------------------------------
class TurnBar(TurnBarBase):
    """Whose turn, what happens next, and the buttons that move the game on."""

    recolours = True

    def __init__(self, session: Session, confirm: Any, parent: QWidget | None = None) -> None:
        super().__init__(session, confirm, self.tr("Apply the bots' proposed step (Enter)"),
                         self.tr("E&nd my turn"), self.tr("You have finished your turn; the bots play (Ctrl+E)"),
                         parent)
        self.refresh(session.proposal)

    def refresh(self, proposal: Any) -> None:
        snap = _snap(self.session)
        over = isinstance(proposal, act.TapestryStep) and isinstance(proposal.action, act.GameOver)
        bots = snap.turn.seat == "bots"
        who = self.tr("Bots") if bots else self.tr("You")
        self.who.setText(self.tr("Game over") if over else self.tr("Turn {n} · {who}").format(n=snap.turn.number,
                                                                                               who=who))
        self.colour_who(QColor("#6a4c93") if over else SIDE_COLOURS["automa" if bots else "human"])
        self.what.setText(headline(snap, proposal))
        self.confirm.setVisible(isinstance(proposal, act.TapestryStep) and not over)
        self.end_turn.setVisible(isinstance(proposal, HumanTurn))


# -- questions for the table -----------------------------------------------------------------
class PairForm(QWidget):
    """Physical deck: the two cards the table drew, left (track card) then right (priority card)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QFormLayout(self)
        self.left = QComboBox()
        self.right = QComboBox()
        for combo, name in ((self.left, _tr("Left card (track half)")), (self.right, _tr("Right card (priority half)"))):
            combo.setAccessibleName(name)
        layout.addRow(_tr("Left card:"), self.left)
        layout.addRow(_tr("Right card:"), self.right)
        self.submit_button = QPushButton(_tr("Pair &drawn"))
        layout.addRow(self.submit_button)
        self.submit_button.clicked.connect(self.submit)

    def load(self, snap: TapestrySnapshot) -> None:
        # Only the cards that can be in the table's deck (not discarded, a progress card only while the
        # deck can hold one): the engine would refuse any other after the choice.
        options = pair_options(snap)
        with QSignalBlocker(self.left), QSignalBlocker(self.right):
            for combo in (self.left, self.right):
                combo.clear()
                combo.addItem(_tr("— the card you drew —"), None)  # Enter never plays a card nobody entered
                for n in options:
                    combo.addItem(_tr("Card {n}").format(n=n), n)
                combo.setCurrentIndex(0)

    def submit(self) -> bool:
        if self.left.currentData() is None or self.right.currentData() is None:
            self.session.refused.emit("gui.choose_pair", {})
            return False
        left, right = int(self.left.currentData()), int(self.right.currentData())
        if left == right:
            self.session.refused.emit("gui.same_card_twice", {"card": left})
            return False
        return self.session.answer(act.PairAnswer(track_card=left, priority_card=right))


class DieForm(QWidget):
    """The science die: the face the table rolled, or the app rolls."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        self.why = QLabel()
        self.why.setWordWrap(True)
        layout.addWidget(self.why)
        grid = QGridLayout()
        self.faces: dict[str, QPushButton] = {}
        for i, track in enumerate(TRACKS):
            button = QPushButton(capitalised(words.track_name(track)))
            button.clicked.connect(lambda _c=False, t=track: self.answer(t))
            grid.addWidget(button, i // 2, i % 2)
            self.faces[track] = button
        layout.addLayout(grid)
        self.roll = QPushButton(_tr("&Roll for me"))
        self.roll.setToolTip(_tr("The app rolls the science die (from the game's seed)"))
        self.roll.clicked.connect(lambda: self.answer(None))
        layout.addWidget(self.roll)

    def load(self, q: act.AskDie) -> None:
        allowed = set(q.allowed) if q.allowed else set(TRACKS)
        for track, button in self.faces.items():
            button.setEnabled(track in allowed)
        self.why.setText(_tr("Faces that count: {faces}").format(
            faces=", ".join(words.track_name(t) for t in TRACKS if t in allowed)))

    def answer(self, face: str | None) -> bool:
        return self.session.answer(act.DieAnswer(face=face))

    def submit(self) -> bool:
        return self.answer(None)


class TrapForm(QWidget):
    """LÉČKY: you conquered an Automa territory; the card discarded at random was a trap or not. Or
    (DOBÝVÁNÍ PROTIHRÁČE) the Automa conquers yours: you play a trap or not."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        self.trap = QPushButton(_tr("It was a &trap"))
        self.no_trap = QPushButton(_tr("&Not a trap"))
        layout.addWidget(self.trap)
        layout.addWidget(self.no_trap)
        self.trap.clicked.connect(lambda: self.answer(True))
        self.no_trap.clicked.connect(lambda: self.answer(False))

    def load(self, q: act.AskTrap) -> None:
        if q.yours:
            self.trap.setText(_tr("I play a &trap"))
            self.no_trap.setText(_tr("&No trap"))
        else:
            self.trap.setText(_tr("It was a &trap"))
            self.no_trap.setText(_tr("&Not a trap"))

    def answer(self, trap: bool) -> bool:
        return self.session.answer(act.TrapAnswer(trap=trap))

    def submit(self) -> bool:
        return False  # Enter does not guess: the table says which it was


class PriorityForm(QWidget):
    """Physical deck, income turn 1: the progress card the table drew as the priority card."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QFormLayout(self)
        self.card = QComboBox()
        self.card.setAccessibleName(_tr("Progress card drawn"))
        self.card.addItem(_tr("— the card you drew —"), None)
        for n in PROGRESS_CARDS:
            self.card.addItem(_tr("Card {n}").format(n=n), n)
        layout.addRow(_tr("Progress card drawn:"), self.card)
        self.submit_button = QPushButton(_tr("Card &drawn"))
        layout.addRow(self.submit_button)
        self.submit_button.clicked.connect(self.submit)

    def submit(self) -> bool:
        if self.card.currentData() is None:
            self.session.refused.emit("gui.choose_priority", {})
            return False
        return self.session.answer(act.PriorityAnswer(card=int(self.card.currentData())))


class ProposalPanel(ProposalPanelBase):
    """The proposal in words: its headline, every reason with its section, and the question form."""

    def question_forms(self, session: Session) -> tuple[QWidget, ...]:
        self.pair = PairForm(session)
        self.die = DieForm(session)
        self.trap = TrapForm(session)
        self.priority = PriorityForm(session)
        return self.pair, self.die, self.trap, self.priority

    def refresh(self, proposal: Any) -> None:
        snap = _snap(self.session)
        self.title.setText(headline(snap, proposal))
        self.fill_reasons(getattr(proposal, "reasons", ()), words.step_lines, words.tooltip,
                          self.tr("How the rulebook was read: the hexes passed over, the rulings"))
        if isinstance(proposal, HumanTurn):
            for hint in (self.tr("Drag your tokens (Y) along the tracks to mirror your advances."),
                         self.tr("Drag an outpost from your supply onto the hex you conquered, a territory tile "
                                 "onto the hex you explored; right-click a hex to topple or correct."),
                         self.tr("Right-click the score for your VP and your income turn.")):
                self.reasons.addItem(hint)
        form: QWidget = self.empty
        if isinstance(proposal, act.TapestryPrompt):
            q = proposal.question
            if isinstance(q, act.AskPair):
                self.pair.load(snap)
                form = self.pair
            elif isinstance(q, act.AskDie):
                self.die.load(q)
                form = self.die
            elif isinstance(q, act.AskPriority):
                form = self.priority
            else:
                self.trap.load(q)
                form = self.trap
        self.show_form(form)


# -- the decision cards ----------------------------------------------------------------------
def _icon(painter: QPainter, rule: str, at: QPointF, colour: QColor, size: float = 9.0) -> None:
    """The card's track symbols: a square (every unfinished track), a flag (closest to the end), a
    house (closest to a free landmark or the end)."""
    painter.setPen(QPen(colour.darker(140), 1.2))
    painter.setBrush(colour)
    x, y, s = at.x(), at.y(), size
    if rule == "all_unfinished":
        painter.drawRect(QRectF(x - s, y - s, 2 * s, 2 * s))
    elif rule == "closest_to_end":
        painter.drawRect(QRectF(x - s * 0.8, y - s, s * 0.25, 2 * s))
        painter.drawPolygon(QPolygonF([QPointF(x - s * 0.55, y - s), QPointF(x + s, y - s * 0.5),
                                       QPointF(x - s * 0.55, y)]))
    else:
        painter.drawPolygon(QPolygonF([QPointF(x - s, y + s), QPointF(x + s, y + s), QPointF(x + s, y - s * 0.2),
                                       QPointF(x, y - s), QPointF(x - s, y - s * 0.2)]))


class CardFace(CardFaceBase):
    """One card of the pair, its used half drawn as the app reads it: the track half (income icon,
    the Automa's and the Shadow Empire's track symbols) or the priority half (the track order with
    who reads it which way, the topple icon, the hex diagram drawn small). A flagged card says so; a
    corrected one says it is the table's reading."""

    clicked = Signal(int)
    card: DecisionCard | None

    def __init__(self, half: str, parent: QWidget | None = None) -> None:
        super().__init__(half, 168, 330, parent)
        self.flagged = False

    def show_card(self, card: DecisionCard | None, flagged: bool, corrected: bool, proposed: bool = False) -> None:
        self.card, self.flagged, self.corrected, self.proposed = card, flagged, corrected, proposed
        self.setToolTip(card_text(card, self.half) + ("\n" + flag_text(card.id) if card and flagged else "")
                        if card else "")
        self.setAccessibleDescription(self.toolTip())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter, r = self.paint_frame(INK, PAPER, QColor("#d9a300"))
        card = self.card
        left = Qt.AlignmentFlag.AlignLeft.value | Qt.AlignmentFlag.AlignVCenter.value
        if card is None:
            draw_text(painter, r, _tr("no card yet"), 12, INK, False)
            return
        title = (_tr("Card {n} · track half") if self.half == "track" else _tr("Card {n} · priority half")).format(
            n=card.id)
        draw_text(painter, QRectF(r.x() + 8, r.y() + 4, r.width() - 16, 18), title, 13, INK, True, left)
        y = r.y() + 28
        if self.half == "track":
            t = card.track_half
            box = QRectF(r.x() + 8, y, r.width() - 16, 24)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#f2cf5c") if t.income_icon else QColor("#e6e0d0"))
            painter.drawRoundedRect(box, 4, 4)
            draw_text(painter, box, _tr("⟳ Income icon") if t.income_icon else _tr("no income icon"), 12, INK,
                  t.income_icon)
            y += 36
            for side, rule in (("automa", t.automa_advance), ("shadow", t.shadow_advance)):
                colour = SIDE_COLOURS[side]
                _icon(painter, rule, QPointF(r.x() + 22, y + 12), colour)
                if side == "shadow":
                    draw_text(painter, QRectF(r.x() + 14, y + 4, 16, 16), "S", 10, QColor("#ffffff"))
                who = words.side_name(side, capital=True)
                draw_text(painter, QRectF(r.x() + 40, y, r.width() - 44, 18), who, 11, colour, True, left)
                painter.setPen(INK)
                draw_text(painter, QRectF(r.x() + 40, y + 16, r.width() - 48, 34), words.advance_name(rule), 11, INK,
                      False, left | Qt.TextFlag.TextWordWrap.value)
                y += 56
        else:
            p = card.priority_half
            row_h = 17.0
            draw_text(painter, QRectF(r.x() + 8, y - 2, r.width() - 16, 14), _tr("A ↓ reads down · S ↑ reads up"), 10,
                  INK, False, left)
            y += 14
            for i, entry in enumerate(p.track_order):
                chip = QRectF(r.x() + 8, y + i * row_h, 12, 12)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(TRACK_CHIPS[entry])
                painter.drawRoundedRect(chip, 2, 2)
                label = f"{i + 1}  " + (("♥ " if entry == "favorite" else "") + words.track_name(entry))
                draw_text(painter, QRectF(r.x() + 26, y + i * row_h - 2, r.width() - 34, row_h), label, 12, INK,
                      entry == "favorite", left)
            y += 5 * row_h + 4
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#f2cf5c") if p.topple_icon else QColor("#e6e0d0"))
            box = QRectF(r.x() + 8, y, r.width() - 16, 20)
            painter.drawRoundedRect(box, 4, 4)
            draw_text(painter, box, _tr("⤓ Topple icon") if p.topple_icon else _tr("no topple icon"), 11, INK,
                  p.topple_icon)
            y += 24
            mini_map(painter, QRectF(r.x() + 8, y, r.width() - 16, r.bottom() - y - (22 if self.flagged or
                                                                                   self.corrected else 4)),
                     p.hex_pattern)
        if self.corrected or self.flagged:
            self.paint_band(painter, r, 18, QColor("#2e7d32") if self.corrected else QColor("#f2cf5c"),
                            _tr("✎ corrected by the table") if self.corrected else _tr("⚠ check this card"),
                            QColor("#ffffff") if self.corrected else INK)


def mini_map(painter: QPainter, area: QRectF, pattern: str) -> None:
    """The card's hex diagram: the small map's 34 hexes, the black arrow along the first row, the
    grey arrow along the second (UPŘEDNOSTŇOVANÁ POLE)."""
    axials = small_map().axials
    xs = [b - a for a, b in axials]
    ys = [a + b for a, b in axials]
    # flat-topped: x step 1.5 r, y half-row √3/2 r; fit both into the area
    r = min(area.width() / (1.5 * (max(xs) - min(xs)) + 2), area.height() / (math.sqrt(3) / 2 * (max(ys) - min(ys))
                                                                              + math.sqrt(3)))
    cx = area.center().x() - 1.5 * r * (max(xs) + min(xs)) / 2
    cy = area.center().y() - math.sqrt(3) / 2 * r * (max(ys) + min(ys)) / 2

    def centre(ab: tuple[int, int]) -> QPointF:
        return QPointF(cx + 1.5 * r * (ab[1] - ab[0]), cy + math.sqrt(3) / 2 * r * (ab[0] + ab[1]))

    painter.setPen(QPen(QColor("#5f8fae"), 0.8))
    painter.setBrush(QColor("#cfe3ef"))
    for ab in axials:
        c = centre(ab)
        painter.drawPolygon(QPolygonF([c + QPointF(r * 0.95 * math.cos(math.radians(60 * k)),
                                                   r * 0.95 * math.sin(math.radians(60 * k))) for k in range(6)]))
    pat = hex_patterns()[pattern]
    rows = scan_rows(pattern, pat.scan_order)
    for i, row in enumerate(rows[:2]):
        a, b = centre(row[0]), centre(row[-1])
        d = b - a if len(row) > 1 else centre(pat.direction) - centre((0, 0))
        length = math.hypot(d.x(), d.y()) or 1.0
        u = QPointF(d.x() / length, d.y() / length)
        start = a - u * (r * 1.1)
        colour = INK if i == 0 else QColor("#8a8a8a")
        painter.setPen(QPen(colour, 2.5 if i == 0 else 2))
        painter.drawLine(start, start + u * (r * 1.6))
        tip = start + u * (r * 1.9)
        painter.setBrush(colour)
        painter.drawPolygon(QPolygonF([tip, tip - u * (r * 0.6) + QPointF(-u.y(), u.x()) * (r * 0.35),
                                       tip - u * (r * 0.6) - QPointF(-u.y(), u.x()) * (r * 0.35)]))


def card_text(card: DecisionCard, half: str) -> str:
    """The half as a sentence (tooltip, accessibility)."""
    if half == "track":
        t = card.track_half
        return _tr("Card {n}, track half: {income}; the Automa advances on {a}; the Shadow Empire on {s}.").format(
            n=card.id, income=_tr("income icon") if t.income_icon else _tr("no income icon"),
            a=words.advance_name(t.automa_advance), s=words.advance_name(t.shadow_advance))
    p = card.priority_half
    return _tr("Card {n}, priority half: track order {order} (the Automa reads it top to bottom, the Shadow "
               "Empire bottom to top); {topple}; hex diagram {pattern}.").format(
        n=card.id, order=", ".join(words.track_name(e) for e in p.track_order),
        topple=_tr("topple icon") if p.topple_icon else _tr("no topple icon"), pattern=p.hex_pattern)


class PairPanel(PairPanelBase):
    """The decision pair: the left card's track half and the right card's priority half, as the
    engine plays them (the table's corrections included). A proposed draw is shown before it is
    confirmed, framed gold. Any card can be checked and corrected."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        self.track_face = CardFace("track")
        self.priority_face = CardFace("priority")
        super().__init__(session, (self.track_face, self.priority_face), range(1, DECK_CARDS + 1), ask_correction,
                         parent)
        self.flags = self.note  # the sources' disagreements about the two cards in play
        self.refresh()

    def shown_pair(self) -> tuple[DecisionCard | None, DecisionCard | None, bool]:
        snap = _snap(self.session)
        p = self.session.proposal
        if isinstance(p, act.TapestryStep) and isinstance(p.action, act.DrawPair):
            return p.action.track_card, p.action.priority_card, True
        pair = snap.pair_cards()
        if isinstance(p, act.TapestryStep) and isinstance(p.action, act.IncomePriority):
            # ZVYŠOVÁNÍ BLAHOBYTU, income turn 1: the progress card is the priority card
            return (pair[0] if pair else None), p.action.card, True
        return (pair[0], pair[1], False) if pair else (None, None, False)

    def refresh(self) -> None:
        snap = _snap(self.session)
        track, priority, proposed = self.shown_pair()
        for face, card in ((self.track_face, track), (self.priority_face, priority)):
            face.show_card(card, bool(card and flag_text(card.id)), bool(card and is_corrected(snap, card.id)),
                           proposed)
        if track is None:
            self.status.setText(_tr("No pair drawn yet."))
        else:
            state = _tr("proposed draw (confirm to play it)") if proposed else _tr("the pair in play")
            self.status.setText(_tr("Left: card {t} · right: card {p} — {state}").format(
                t=track.id, p=priority.id if priority else "?", state=state))
            if track is not None:
                self._pick(track.id)
        notes = [f"{_tr('Card {n}').format(n=c.id)}: {flag_text(c.id)}" for c in (track, priority)
                 if c is not None and flag_text(c.id) and not is_corrected(snap, c.id)]
        self.flags.setText("\n".join(notes))
        self.flags.setVisible(bool(notes))
        self._mark_choices(snap)
        d = snap.deck
        discard = ", ".join(str(c) for c in d.discard) or words.name("none")
        self.deck.setText(_tr("Decision deck: {n} left · progress deck: {p} · discard pile (you may look): {d}").format(
            n=d.draw_count, p=d.progress_count, d=discard))

    def _mark_choices(self, snap: TapestrySnapshot) -> None:
        """Every card in the list says whether the table corrected it or should check it (its sources
        disagree), not only the two cards of the pair."""
        for i in range(self.choice.count()):
            n = int(self.choice.itemData(i))
            corrected, flag = is_corrected(snap, n), flag_text(n)
            text = _tr("Card {n}").format(n=n)
            if corrected:
                text = _tr("Card {n} — corrected by the table").format(n=n)
            elif flag:
                text = _tr("Card {n} — ⚠ check this card").format(n=n)
            self.choice.setItemText(i, text)
            self.choice.setItemData(i, None if corrected or not flag else flag, Qt.ItemDataRole.ToolTipRole)

# -- the sides' boards -----------------------------------------------------------------------
class BotsPanel(QWidget):
    """What each side holds that the map does not show: VP, civilizations and favourite tracks,
    tapestry cards, income turns, landmarks, achievements."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.boxes: dict[str, QLabel] = {}
        for side, title in (("automa", _tr("The Automa")), ("shadow", _tr("The Shadow Empire")), ("human", _tr("You"))):
            box = QGroupBox(f"{SIDE_LETTERS[side]} · {title}")
            inner = QVBoxLayout(box)
            label = QLabel()
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            inner.addWidget(label)
            layout.addWidget(box)
            self.boxes[side] = label
            if side == "human":
                # Your own VP and your income turn: what you do at the table, mirrored here too.
                row = QHBoxLayout()
                self.vp = QSpinBox()
                self.vp.setRange(0, 999)
                self.vp.setKeyboardTracking(False)  # one edit when the value is committed
                self.vp.setAccessibleName(_tr("Your VP"))
                self.vp.setSuffix(_tr(" VP"))
                self.income = QPushButton(_tr("I take my &income turn"))
                row.addWidget(self.vp)
                row.addWidget(self.income, 1)
                inner.addLayout(row)
        layout.addStretch(1)
        self.vp.valueChanged.connect(self._vp_changed)
        self.income.clicked.connect(lambda: session.edit(edits.TakeIncome()))
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def _vp_changed(self, value: int) -> None:
        if value != _snap(self.session).human.vp:
            self.session.edit(edits.SetVP(side="human", vp=value))

    def refresh(self, snap: TapestrySnapshot) -> None:
        a = snap.automa
        civs = ", ".join(words.civ_name(c.name) for c in a.civilizations)
        landmarks = [lm for lm in snap.landmarks if lm.owner == "automa"]
        self.boxes["automa"].setText("\n".join([
            _tr("{vp} VP · income turns {n}/5").format(vp=a.vp, n=a.income_turns),
            _tr("Civilization: {civs}").format(civs=civs),
            _tr("Favourite track: {t}").format(t=words.track_name(a.favourite)),
            _tr("Tapestry cards: {beside} beside the mat, {on} on it").format(beside=a.tapestry_cards,
                                                                             on=a.income_mat_cards),
            _tr("Landmarks: {n}").format(n=len(landmarks)),
        ]))
        self.boxes["shadow"].setText("\n".join([
            _tr("Favourite track: {t}").format(t=words.track_name(snap.shadow.favourite)),
            _tr("No VP, no benefits; its outposts come with the Automa's conquests."),
        ]))
        with QSignalBlocker(self.vp):
            self.vp.setValue(snap.human.vp)
        self.income.setEnabled(snap.human.income_turns < 5)
        mine = [lm for lm in snap.landmarks if lm.owner == "human"]
        self.boxes["human"].setText("\n".join([
            _tr("{vp} VP · income turns {n}/5").format(vp=snap.human.vp, n=snap.human.income_turns),
            _tr("Landmarks: {n}").format(n=len(mine)),
        ]))
