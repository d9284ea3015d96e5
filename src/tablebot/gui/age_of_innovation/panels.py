"""The panels around the Age of Innovation board: the turn bar, the Automa's proposal with its
reasons and the table's questions (the card drawn from a physical deck), the decision pair as the
app reads it (the action column of the left card, the support column of the right one; corrected
cards marked; the single-source note), and the table's public displays (spells and book actions
covered or not, the innovation display, the round tiles, every side's VP and science).

Every widget that changes the game does it by one session call per gesture; refreshing from the
snapshot never writes back.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...core.steps import HumanTurn
from ...games.age_of_innovation import actions as act
from ...games.age_of_innovation import edits
from ...games.age_of_innovation.automa import possible_cards
from ...games.age_of_innovation.cards import (
    ADVANCED_CARDS,
    DISCIPLINES,
    LEVEL_NAMES,
    STARTER_CARDS,
    DecisionCard,
    level_round,
    score_tiles,
    terrain_priority,
)
from ...games.age_of_innovation.state import AoISnapshot
from ..boardscene import draw_text
from ..gamewords import capitalised
from ..pairpanel import CardFaceBase, PairPanelBase
from ..proposalpanel import ProposalPanelBase
from ..turnbar import TurnBarBase
from . import reasons as words
from .board import side_colour
from .card_editor import ask_correction, is_corrected, source_note
from .hexdraw import GOLD, INK, PAPER, terrain_colour

log = logging.getLogger(__name__)
ALL_CARDS = (*STARTER_CARDS, *ADVANCED_CARDS)


def _snap(session: Session) -> AoISnapshot:
    return cast(AoISnapshot, session.snapshot)


def _tr(text: str) -> str:
    return QCoreApplication.translate("AoIPanels", text)


# -- the proposal in one line ------------------------------------------------------------------
def headline(snap: AoISnapshot, proposal: Any) -> str:
    """What happens next, in one line (turn bar, proposal panel)."""
    if isinstance(proposal, HumanTurn):
        return _tr("Your turn: mirror what you do on the board (drag your buildings, terrains, science markers; "
                   "drop a round bonus on Pass), then End my turn.")
    if isinstance(proposal, act.AoIPrompt):
        q = proposal.question
        if isinstance(q, act.AskSetupCard):
            return _tr("Draw a random decision card for the Automa's initial workshop letters and enter it.")
        if isinstance(q, act.AskFinalScore):
            return _tr("Final scoring: enter your largest area and the app ranks {who}'s area and science (or "
                       "enter its VP as you scored them).").format(who=words.side_name(q.side))
        if q.count == 2:
            return _tr("The Automa's first turn of the round: draw two decision cards and enter them.")
        return _tr("Draw the Automa's next decision card and enter it.")
    if isinstance(proposal, act.AoIStep):
        return action_text(snap, proposal)
    if proposal is None:
        return ""
    return _tr("The app could not plan the next step (the log has details): undo or correct the board.")


def action_text(snap: AoISnapshot, step: act.AoIStep) -> str:
    a = step.action
    who = words.side_name(getattr(a, "side", "automa"), capital=True)
    match a:
        case act.DrawCards(action_card=left, support_card=right, left=n):
            return _tr("{who} draws: card {a} on the left (actions), card {s} on the right (support); {n} left in "
                       "the deck.").format(who=who, a=left.id, s=right.id, n=n)
        case act.PassRound(vp=vp, bonus_taken=taken):
            return _tr("{who} passes: {vp} VP and round bonus {tile}.").format(who=who, vp=vp, tile=taken)
        case act.Build(hex=h, terrain_before=before, terrain_after=after):
            if before != after:
                return _tr("{who} transforms {hex} from {a} to {b} and builds a workshop there.").format(
                    who=who, hex=words.hex_name(h), a=words.terrain_name(before), b=words.terrain_name(after))
            return _tr("{who} builds a workshop on {hex}.").format(who=who, hex=words.hex_name(h))
        case act.Upgrade(hex=h, from_kind=f, to_kind=t):
            return _tr("{who} upgrades its {a} on {hex} to a {b}.").format(
                who=who, a=words.building_name(f), hex=words.hex_name(h), b=words.building_name(t))
        case act.ScoreVP(vp=vp):
            return _tr("{who} scores {vp} VP.").format(who=who, vp=vp)
        case act.TakeInnovation(slot=slot):
            return _tr("{who} takes the innovation in space {n} of the display.").format(who=who, n=slot + 1)
        case act.Block(row=row, slot=slot):
            what = _tr("spell {n}") if row == "power" else _tr("book action {n}")
            return _tr("{who} blocks {what} with an X token.").format(who=who, what=what.format(n=slot + 1))
        case act.ScienceMove(discipline=d, origin=o, dest=dest, scholar_space=sp):
            text = _tr("{who}: {d} {o} → {t}.").format(who=who, d=words.discipline_name(d), o=o, t=dest)
            if sp is not None:
                text += " " + _tr("A scholar onto the {v} space.").format(v=sp)
            return text
        case act.Terraform(hexes=hexes, terrain=t):
            return _tr("{who} turns {hexes} to {t}.").format(who=who, hexes=", ".join(words.hex_name(h) for h in hexes),
                                                             t=words.terrain_name(str(t)))
        case act.RoundEnd(round=r):
            return _tr("End of round {n}.").format(n=r)
        case act.FinalScore(area_vp=av, science_vp=sv, faction_vp=fv):
            return _tr("{who}'s final scoring: area {a} VP, science {s} VP, faction {f} VP.").format(
                who=who, a=av, s=sv, f=fv)
        case act.EndTurn():
            return _tr("End of {who}'s turn.").format(who=words.side_name(a.side))
        case act.GameOver(scores=scores):
            return _tr("Game over: {scores}.").format(scores=", ".join(
                f"{words.side_name(s, capital=True)} {vp} VP" for s, vp in scores))
        case act.Nothing():
            return words.sentence(step.reasons[0]) if step.reasons else _tr("{who} does nothing.").format(who=who)
    return str(a)


# -- the turn bar ----------------------------------------------------------------------------
class TurnBar(TurnBarBase):
    """Round and seat, what happens next, and the buttons that move the game on."""

    recolours = True

    def __init__(self, session: Session, confirm: Any, parent: QWidget | None = None) -> None:
        super().__init__(session, confirm, self.tr("Apply the Automa's proposed step (Enter)"),
                         self.tr("E&nd my turn"), self.tr("You have finished your turn; the Automa plays (Ctrl+E)"),
                         parent)
        self.refresh(session.proposal)

    def refresh(self, proposal: Any) -> None:
        snap = _snap(self.session)
        over = snap.turn.game_over or (isinstance(proposal, act.AoIStep) and isinstance(proposal.action, act.GameOver))
        seat = snap.turn.seat
        self.who.setText(self.tr("Game over") if over else self.tr("Round {n} · {who}").format(
            n=snap.turn.round, who=words.side_name(seat, capital=True)))
        self.colour_who(QColor("#6a4c93") if over else side_colour(snap, seat))
        self.what.setText(headline(snap, proposal))
        self.confirm.setVisible(isinstance(proposal, act.AoIStep) and not isinstance(proposal.action, act.GameOver))
        self.end_turn.setVisible(isinstance(proposal, HumanTurn))


# -- questions for the table -----------------------------------------------------------------
class CardForm(QWidget):
    """Physical deck: the card(s) the table drew (two at the Automa's first turn of a round: the
    first goes right as the support card, the second left as the action card)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QFormLayout(self)
        self.first = QComboBox()
        self.second = QComboBox()
        self.first.setAccessibleName(_tr("Card drawn"))
        self.second.setAccessibleName(_tr("Second card drawn"))
        self.first_label = QLabel(_tr("Card drawn:"))
        self.second_label = QLabel(_tr("Second card (the action card, on the left):"))
        layout.addRow(self.first_label, self.first)
        layout.addRow(self.second_label, self.second)
        self.submit_button = QPushButton(_tr("Card &drawn"))
        layout.addRow(self.submit_button)
        self.submit_button.clicked.connect(self.submit)
        self.count = 1

    def load(self, q: Any, snap: AoISnapshot) -> None:
        """Only the cards that can be in the table's deck now (not in play this round, part of the
        deck at this level and round): the engine would refuse any other after the choice."""
        self.count = 2 if isinstance(q, act.AskCard) and q.count == 2 else 1
        options = possible_cards(snap, q.side) if isinstance(q, act.AskCard) else ALL_CARDS
        for combo in (self.first, self.second):
            combo.clear()
            combo.addItem(_tr("— the card you drew —"), None)  # Enter never plays a card nobody entered
            for c in options:
                combo.addItem(_tr("Card {n}").format(n=c), c)
        self.first_label.setText(_tr("First card (support, on the right):") if self.count == 2 else _tr("Card drawn:"))
        self.second.setVisible(self.count == 2)
        self.second_label.setVisible(self.count == 2)

    def submit(self) -> bool:
        cards = [self.first.currentData()] + ([self.second.currentData()] if self.count == 2 else [])
        if any(c is None for c in cards):
            self.session.refused.emit("gui.choose_card", {})
            return False
        if len(set(cards)) != len(cards):
            self.session.refused.emit("gui.same_card_twice", {"card": cards[0]})
            return False
        return self.session.answer(act.CardAnswer(cards=tuple(cards)))


class FinalScoreForm(QWidget):
    """KONIEC GRY: the table's largest area(s), from which the app ranks the Automa's area and science
    (ruling aoi-final-scoring-search), or the Automa's area and science VP as the table scored them."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QGridLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.by_areas = QRadioButton(_tr("Your largest area:"))
        self.by_areas.setToolTip(_tr("The app ranks the Automa's area and science against the table's"))
        self.by_hand = QRadioButton(_tr("Or its VP: area, science"))
        self.by_hand.setToolTip(_tr("The Automa's area and science VP as you scored them by hand"))
        self.by_areas.setChecked(True)
        self.your_areas = [QSpinBox(), QSpinBox()]
        for i, box in enumerate(self.your_areas):
            box.setRange(0, 99)
            box.setMaximumWidth(70)
            box.setAccessibleName(_tr("Your largest area") if i == 0 else _tr("The second player's largest area"))
        self.area_vp = QSpinBox()
        self.science_vp = QSpinBox()
        for box, name in ((self.area_vp, _tr("Area VP")), (self.science_vp, _tr("Science VP"))):
            box.setRange(0, 200)
            box.setMaximumWidth(70)
            box.setAccessibleName(name)
        layout.addWidget(self.by_areas, 0, 0)
        layout.addWidget(self.your_areas[0], 0, 1)
        layout.addWidget(self.your_areas[1], 0, 2)
        layout.addWidget(self.by_hand, 1, 0)
        layout.addWidget(self.area_vp, 1, 1)
        layout.addWidget(self.science_vp, 1, 2)
        self.submit_button = QPushButton(_tr("Score the Automa"))
        layout.addWidget(self.submit_button, 2, 0, 1, 3)
        self.submit_button.clicked.connect(self.submit)
        self.by_areas.toggled.connect(self._enable)
        self._enable()

    def _enable(self) -> None:
        ranked = self.by_areas.isChecked()
        for box in self.your_areas:
            box.setEnabled(ranked)
        self.area_vp.setEnabled(not ranked)
        self.science_vp.setEnabled(not ranked)

    def load(self, q: act.AskFinalScore) -> None:
        """The facts are in the question's reason just above; the form keeps to the figures (it has to
        fit the proposal panel at 1366x768)."""
        players = len(_snap(self.session).humans)
        self.your_areas[1].setVisible(players > 1)
        self.your_areas[0].setToolTip(_tr("Your largest area: connected buildings (the base game's rule)"))
        self.area_vp.setToolTip(_tr("{who}'s largest area: {area} connected buildings (navigation {nav})").format(
            who=words.side_name(q.side, capital=True), area=q.area, nav=q.navigation))
        self.science_vp.setToolTip(_tr("Its science: {levels}").format(
            levels=", ".join(f"{words.discipline_name(d)} {v}" for d, v in zip(DISCIPLINES, q.science, strict=False))))

    def submit(self) -> bool:
        if self.by_areas.isChecked():
            players = len(_snap(self.session).humans)
            return self.session.answer(act.FinalFiguresAnswer(
                your_areas=tuple(b.value() for b in self.your_areas[:players])))
        return self.session.answer(act.FinalFiguresAnswer(area_vp=self.area_vp.value(),
                                                          science_vp=self.science_vp.value()))


class ProposalPanel(ProposalPanelBase):
    """The proposal in words: its headline, every reason with its section, and the question form."""

    def question_forms(self, session: Session) -> tuple[QWidget, ...]:
        self.card_form = CardForm(session)
        self.final_form = FinalScoreForm(session)
        return (self.card_form, self.final_form)

    def refresh(self, proposal: Any) -> None:
        snap = _snap(self.session)
        self.title.setText(headline(snap, proposal))
        self.fill_reasons(getattr(proposal, "reasons", ()), words.step_lines, words.tooltip,
                          self.tr("How the rulebook was read: the tie-breakers, the hexes passed over, the rulings"))
        if isinstance(proposal, HumanTurn):
            for hint in (self.tr("Drag a building from your supply onto an empty hex to build, onto your building to "
                                 "upgrade; drag a terrain onto a hex to transform it."),
                         self.tr("Drag your science markers (Y) along a discipline; drop a round bonus on Pass when "
                                 "you pass."),
                         self.tr("Right-click a hex to correct it; right-click your supply for VP.")):
                self.reasons.addItem(hint)
        form: QWidget = self.empty
        if isinstance(proposal, act.AoIPrompt) and isinstance(proposal.question, act.AskFinalScore):
            self.final_form.load(proposal.question)
            form = self.final_form
        elif isinstance(proposal, act.AoIPrompt):
            self.card_form.load(proposal.question, snap)
            form = self.card_form
        self.show_form(form)


# -- the decision cards ----------------------------------------------------------------------
STRUCTURE_MARK = {"marked": "⚡", "marked_reaching": "⚡→", "unmarked": "○", "unmarked_reaching": "○→"}


class CardFace(CardFaceBase):
    """One card of the pair, its used column drawn as the app reads it: the action column (the
    actions top to bottom, the VP number or X, the pass section) or the support column (structure
    icon, terrain-priority row with the Automa's terrains, the directional arrow and number, science
    selection, round bonus arrow, the workshop letters). A corrected card says so."""

    clicked = Signal(str)
    card: DecisionCard | None

    def __init__(self, half: str, parent: QWidget | None = None) -> None:
        super().__init__(half, 160, 340, parent)
        self.terrain = "lake"
        self.x_value = 0

    def show_card(self, card: DecisionCard | None, terrain: str, x_value: int, corrected: bool,
                  proposed: bool = False) -> None:
        self.card, self.terrain, self.x_value = card, terrain, x_value
        self.corrected, self.proposed = corrected, proposed
        self.setToolTip(card_text(card, self.half, terrain, x_value) if card else "")
        self.setAccessibleDescription(self.toolTip())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter, r = self.paint_frame(INK, PAPER, GOLD)
        card = self.card
        left = Qt.AlignmentFlag.AlignLeft.value | Qt.AlignmentFlag.AlignVCenter.value
        wrap = left | Qt.TextFlag.TextWordWrap.value
        if card is None:
            draw_text(painter, r, _tr("no card yet"), 12, INK, False)
            return
        title = (_tr("Card {n} · actions") if self.half == "action" else _tr("Card {n} · support")).format(n=card.id)
        draw_text(painter, QRectF(r.x() + 8, r.y() + 4, r.width() - 16, 20), title, 14, INK, True, left)
        x0, w = r.x() + 8, r.width() - 16
        y = r.y() + 30
        if self.half == "action":
            for i, a in enumerate(card.actions):
                box = QRectF(x0, y, w, 30)
                painter.setPen(QPen(INK, 1))
                painter.setBrush(QColor("#e8dfc6"))
                painter.drawRoundedRect(box, 4, 4)
                text = f"{i + 1}. {capitalised(words.action_name(a))}"
                if a == "gain_victory_points":
                    text += " " + (_tr("{n} VP").format(n=card.vp_fixed) if card.vp_fixed is not None
                                   else _tr("X = {n} VP").format(n=self.x_value))
                draw_text(painter, box.adjusted(6, 0, -4, 0), text, 12, INK, True, wrap)
                y += 36
            box = QRectF(x0, y, w, 26)
            painter.setBrush(QColor("#f2cf5c") if card.pass_section else QColor("#e6e0d0"))
            painter.drawRoundedRect(box, 4, 4)
            draw_text(painter, box, _tr("Pass section ✓") if card.pass_section else _tr("no pass section"), 12, INK,
                      card.pass_section)
        else:
            s = card.support
            for text in (f"{STRUCTURE_MARK[s.structure]} {words.name('structure.' + s.structure)}",
                         _tr("Terrain priority: row {row}").format(row=s.terrain_row)):
                draw_text(painter, QRectF(x0, y, w, 34), text, 12, INK, False, wrap)
                y += 36
            order = terrain_priority(self.terrain, s.terrain_row)  # type: ignore[arg-type]
            chip = min(22.0, (w - 4) / max(1, len(order)))
            for i, t in enumerate(order):
                rect = QRectF(x0 + i * chip, y, chip - 3, chip - 3)
                painter.setPen(QPen(INK, 1))
                painter.setBrush(terrain_colour(t))
                painter.drawRect(rect)
                draw_text(painter, rect, str(i + 1), 10, QColor("#ffffff") if terrain_colour(t).lightnessF() < 0.5
                          else INK, True)
            y += chip + 4
            arrow = "→" if s.selection.arrow == "right_down" else "←"
            box = QRectF(x0, y, w, 34)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#f8bbd0"))
            painter.drawRoundedRect(box, 4, 4)
            draw_text(painter, box, f"{arrow} {s.selection.number}", 20, QColor("#8c1244"), True)
            y += 40
            for label, value in ((_tr("Science"), words.name("science." + s.science)),
                                 (_tr("Round bonus"), words.name("bonus." + s.round_bonus)),
                                 (_tr("Letters"), _tr("⚡{m} · ○{u}").format(m=s.marked_letter, u=s.unmarked_letter))):
                draw_text(painter, QRectF(x0, y, w, 34), f"{label}: {value}", 12, INK, False, wrap)
                y += 36
        if self.corrected:
            self.paint_band(painter, r, 19, QColor("#2e7d32"), _tr("✎ corrected by the table"), QColor("#ffffff"))


def card_text(card: DecisionCard, half: str, terrain: str, x_value: int) -> str:
    """The used column as a sentence (tooltip, accessibility)."""
    if half == "action":
        vp = str(card.vp_fixed) if card.vp_fixed is not None else f"X ({x_value})"
        return _tr("Card {n}, action column: {actions}; VP {vp}; {pass_}.").format(
            n=card.id, actions=", ".join(words.action_name(a) for a in card.actions), vp=vp,
            pass_=_tr("pass section") if card.pass_section else _tr("no pass section"))
    s = card.support
    return _tr("Card {n}, support column: {structure}; terrain row {row} ({terrains}); directional selection {arrow} "
               "{num}; science: {science}; round bonus: {bonus}; letters {m} (marked), {u} (unmarked).").format(
        n=card.id, structure=words.name("structure." + s.structure), row=s.terrain_row,
        terrains=", ".join(words.terrain_name(t) for t in terrain_priority(terrain, s.terrain_row)),  # type: ignore[arg-type]
        arrow=words.name("arrow." + s.selection.arrow), num=s.selection.number, science=words.name("science." + s.science),
        bonus=words.name("bonus." + s.round_bonus), m=s.marked_letter, u=s.unmarked_letter)


class PairPanel(PairPanelBase):
    """The decision pair: the left card's action column and the right card's support column, as the
    engine plays them (the table's corrections included); a proposed draw shows before it is
    confirmed, framed gold. Any card can be corrected; the single-source note is always shown."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        self.action_face = CardFace("action")
        self.support_face = CardFace("support")
        super().__init__(session, (self.action_face, self.support_face), ALL_CARDS, ask_correction, parent)
        self.refresh()

    def shown_pair(self) -> tuple[DecisionCard | None, DecisionCard | None, bool]:
        snap = _snap(self.session)
        p = self.session.proposal
        if isinstance(p, act.AoIStep) and isinstance(p.action, act.DrawCards):
            return snap.card(p.action.action_card.id), snap.card(p.action.support_card.id), True
        pair = snap.pair("automa")
        return (pair[0], pair[1], False) if pair else (None, None, False)

    def refresh(self) -> None:
        snap = _snap(self.session)
        action, support, proposed = self.shown_pair()
        automa = snap.automa("automa")
        x_value = level_round(snap.level, snap.turn.round)[1]
        for face, card in ((self.action_face, action), (self.support_face, support)):
            face.show_card(card, automa.terrain, x_value, bool(card and is_corrected(snap, card.id)), proposed)
        if action is None:
            self.status.setText(_tr("No pair drawn yet."))
        else:
            state = _tr("proposed draw (confirm to play it)") if proposed else _tr("the pair in play")
            self.status.setText(_tr("Left: card {a} (actions) · right: card {s} (support) — {state}").format(
                a=action.id, s=support.id if support else "?", state=state))
            self._pick(action.id)
        shown = action or support
        self.note.setText("⚠ " + source_note(shown) if shown is not None else
                          "⚠ " + source_note(snap.card(ALL_CARDS[0])))
        for i in range(self.choice.count()):
            c = str(self.choice.itemData(i))
            self.choice.setItemText(i, _tr("Card {n} — corrected by the table").format(n=c) if is_corrected(snap, c)
                                    else _tr("Card {n}").format(n=c))
        d = automa.deck
        self.deck.setText(_tr("The Automa's deck: {n} cards to draw · reserve {r} · level {level} ({name}), round {round}: "
                              "navigation {nav}, X = {x}").format(
            n=d.draw_count, r=d.reserve_count, level=snap.level, name=words.data_name(LEVEL_NAMES.get(snap.level, "")),
            round=snap.turn.round, nav=level_round(snap.level, snap.turn.round)[0], x=x_value))

# -- the table's displays ----------------------------------------------------------------------
class SlotRow(QWidget):
    """A row of spaces drawn small (spells, book actions, innovations); a click toggles one (a
    correction: covered/uncovered, taken/put back), the proposal's slot framed gold."""

    toggled = Signal(int)

    def __init__(self, label_on: str, label_off: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: tuple[bool, ...] = ()
        self.label_on, self.label_off = label_on, label_off
        self.proposed: int | None = None
        self.setMinimumHeight(34)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_values(self, values: tuple[bool, ...], proposed: int | None) -> None:
        self.values, self.proposed = values, proposed
        self.setToolTip(", ".join(f"{i + 1}: {self.label_on if v else self.label_off}" for i, v in enumerate(values)))
        self.update()

    def _rect(self, i: int) -> QRectF:
        w = min(40.0, (self.width() - 4) / max(1, len(self.values)))
        return QRectF(2 + i * w, 2, w - 4, 30)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, v in enumerate(self.values):
            rect = self._rect(i)
            painter.setPen(QPen(GOLD, 3) if self.proposed == i else QPen(INK, 1))
            painter.setBrush(QColor("#9e9e9e") if v == (self.label_on == _tr("covered")) else QColor("#fff7e0"))
            painter.drawRoundedRect(rect, 4, 4)
            mark = ("✗" if v else str(i + 1)) if self.label_on == _tr("covered") else ("◆" if v else "—")
            draw_text(painter, rect, mark, 14, INK, True)

    def mouseReleaseEvent(self, event: Any) -> None:
        for i in range(len(self.values)):
            if self._rect(i).contains(QPointF(event.position())):
                self.toggled.emit(i)
                return


class TablePanel(QWidget):
    """What the map does not show, at a glance: every side's VP and round bonus, the spells and book
    actions (covered or not), the innovation display, the round tiles (this round's framed); and the
    map editor's button."""

    editorRequested = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.sides = QLabel()
        self.sides.setWordWrap(True)
        self.sides.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.sides)
        grid = QGridLayout()
        self.power = SlotRow(_tr("covered"), _tr("open"))
        self.book = SlotRow(_tr("covered"), _tr("open"))
        self.innovations = SlotRow(_tr("present"), _tr("taken"))
        for i, (label, row) in enumerate(((_tr("Spells:"), self.power), (_tr("Book actions:"), self.book),
                                          (_tr("Innovations:"), self.innovations))):
            grid.addWidget(QLabel(label), i, 0)
            grid.addWidget(row, i, 1)
        layout.addLayout(grid)
        self.tiles = QLabel()
        self.tiles.setWordWrap(True)
        self.tiles.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.tiles)
        self.tiles_button = QPushButton(_tr("Tiles and bonuses as laid…"))
        self.tiles_button.setToolTip(_tr("Correct the round scoring tiles and the round bonuses on offer to what lies "
                                         "on your table (one undoable correction)"))
        self.tiles_button.clicked.connect(self._ask_tiles)
        layout.addWidget(self.tiles_button)
        vp_row = QHBoxLayout()
        self.vp_buttons: dict[str, QPushButton] = {}
        layout.addLayout(vp_row)
        self.vp_row = vp_row
        self.editor_button = QPushButton(_tr("Map editor: correct the board…"))
        self.editor_button.setToolTip(_tr("Paint terrain and river hex by hex and place the workshop letters; each "
                                          "stroke is one undoable correction"))
        self.editor_button.clicked.connect(self.editorRequested)
        layout.addWidget(self.editor_button)
        layout.addStretch(1)
        self.power.toggled.connect(partial(self._cover, "power"))
        self.book.toggled.connect(partial(self._cover, "book"))
        self.innovations.toggled.connect(self._innovation)
        session.snapshotChanged.connect(lambda _s: self.refresh())
        session.proposalChanged.connect(lambda _p: self.refresh())
        self.refresh()

    def _cover(self, row: str, slot: int) -> None:
        snap = _snap(self.session)
        values = snap.power_actions if row == "power" else snap.book_actions
        self.session.edit(edits.CoverAction(row=row, slot=slot, covered=not values[slot]))  # type: ignore[arg-type]

    def _innovation(self, slot: int) -> None:
        snap = _snap(self.session)
        self.session.edit(edits.SetInnovation(slot=slot, present=not snap.innovations[slot],
                                              taker=None if not snap.innovations[slot] else "human"))

    def refresh(self) -> None:
        snap = _snap(self.session)
        p = self.session.proposal
        a = p.action if isinstance(p, act.AoIStep) else None
        self.power.set_values(snap.power_actions, a.slot if isinstance(a, act.Block) and a.row == "power" else None)
        self.book.set_values(snap.book_actions, a.slot if isinstance(a, act.Block) and a.row == "book" else None)
        self.innovations.set_values(snap.innovations, a.slot if isinstance(a, act.TakeInnovation) else None)
        rows = []
        for h in snap.humans:
            rows.append((h.side, h.vp, h.round_bonus, h.passed, None))
        for au in snap.automas:
            rows.append((au.side, au.vp, au.round_bonus, au.passed, au))
        lines = []
        for side, vp, bonus, passed, au in rows:
            colour = side_colour(snap, side).name()
            extra = ""
            if au is not None:
                extra = _tr(" · {faction}, innovations {n}").format(faction=words.faction_name(au.faction), n=au.innovations)
            lines.append(_tr("<span style='color:{c}'>■</span> <b>{side}</b>: <b>{vp} VP</b> · bonus {b}{passed}{extra}")
                         .format(c=colour, side=words.side_name(side, capital=True), vp=vp,
                                 b=bonus if bonus is not None else "—", passed=_tr(" · passed") if passed else "",
                                 extra=extra))
        self.sides.setText("<br>".join(lines))
        tiles = []
        for i, t in enumerate(snap.round_tiles, start=1):
            tile = score_tiles()[(False, t)]
            text = _tr("R{r}: tile {t} ({d}, {a}/{b} VP)").format(r=i, t=t, d=words.discipline_name(tile.discipline),
                                                                 a=tile.vp_rounds_1_3, b=tile.vp_rounds_4_6)
            tiles.append(f"<b>[{text}]</b>" if i == snap.turn.round else text)
        tiles.append(_tr("final: tile {t}").format(t=snap.final_tile))
        self.tiles.setText(_tr("Round tiles: ") + " · ".join(tiles))
        sides = [*(h.side for h in snap.humans), *(x.side for x in snap.automas)]
        if list(self.vp_buttons) != sides:
            for b in self.vp_buttons.values():
                b.deleteLater()
            self.vp_buttons = {}
            for side in sides:
                b = QPushButton(_tr("{whose} VP…").format(whose=words.owner_name(side, capital=True)))
                b.clicked.connect(partial(self._ask_vp, side))
                self.vp_row.addWidget(b)
                self.vp_buttons[side] = b

    def _ask_tiles(self) -> None:
        from .tiles_dialog import TilesDialog

        TilesDialog(self.session, self).exec()

    def _ask_vp(self, side: str) -> None:
        from PySide6.QtWidgets import QInputDialog

        snap = _snap(self.session)
        current = snap.human(side).vp if side.startswith("human") else snap.automa(side).vp  # type: ignore[arg-type]
        value, ok = QInputDialog.getInt(self, _tr("VP"), _tr("{side}: VP").format(
            side=words.side_name(side, capital=True)), current, 0, 999)
        if ok:
            self.session.edit(edits.SetVP(side=side, vp=value))  # type: ignore[arg-type]

