"""The panels around the Expeditions board: the turn bar, the Automa's proposal with its reasons and
the questions for the table (card drawn, tile explored), the decision card with its corrections, the
table editor (what the player mirrors), the score and the board as text.

Every widget that changes the game does it by one session call per gesture (spin boxes commit on
Enter or focus loss, not per keystroke); refreshing from the snapshot blocks their signals so a
redraw never writes back.
"""

from __future__ import annotations

import logging
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...core.steps import HumanTurn
from ...games.expeditions import actions as act
from ...games.expeditions import automa, edits
from ...games.expeditions.cards import BOXED_GAME_CARDS, AutomaCard, MechLine, Target, card_provenance
from ...games.expeditions.scoring import automa_score, final_result
from ...games.expeditions.setup import bonus_warning
from ...games.expeditions.state import ExpeditionsSnapshot, LocRef
from .. import theme
from ..proposalpanel import ProposalPanelBase
from ..theme import contrast, readable
from ..turnbar import TurnBarBase, bold
from . import reasons as words
from .board import MECH_COLOURS, MECH_LETTERS, ExpeditionsScene, headline, location_text, parse_numbers

log = logging.getLogger(__name__)




def _spin(lo: int, hi: int, special: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(lo, hi)
    spin.setKeyboardTracking(False)  # one edit when the value is committed, not one per keystroke
    if special:
        spin.setSpecialValueText(special)
    return spin


def _snap(session: Session) -> ExpeditionsSnapshot:
    return cast(ExpeditionsSnapshot, session.snapshot)


# -- the turn bar ----------------------------------------------------------------------------
class TurnBar(TurnBarBase):
    """Whose turn, what happens next, and the buttons that move the game on."""

    recolours = True

    def __init__(self, session: Session, confirm: Any, parent: QWidget | None = None) -> None:
        super().__init__(session, confirm, self.tr("Apply the Automa's proposed step (Enter)"),
                         self.tr("E&nd my turn"), self.tr("You have finished your turn; the Automa plays (Ctrl+E)"),
                         parent)
        self.refresh(session.proposal)

    def refresh(self, proposal: Any) -> None:
        snap = _snap(self.session)
        automa = snap.turn.seat == "automa"
        over = isinstance(proposal, act.ExpeditionsStep) and isinstance(proposal.action, act.GameOver)
        who = self.tr("Automa") if automa else self.tr("You")
        self.who.setText(self.tr("Game over") if over else self.tr("Turn {n} · {who}").format(n=snap.turn.number,
                                                                                              who=who))
        fg, bg = self.who_colours()
        self.who.setStyleSheet(f"QLabel {{ background: {bg.name()}; color: {fg.name()}; padding: 4px;"
                               " border-radius: 4px; }")
        text = headline(snap, proposal)
        if snap.end is not None and not over:
            text = self.tr("Final turns ({who} placed the last glory token).").format(
                who=words.seat_name(snap.end.trigger)) + " " + text
        self.what.setText(text)
        self.confirm.setVisible(isinstance(proposal, act.ExpeditionsStep) and not over)
        self.end_turn.setVisible(isinstance(proposal, HumanTurn))

    def who_colours(self) -> tuple[QColor, QColor]:
        """(text, background) of the whose-turn label: the seat's colour (the Automa's blue, your
        red, purple at the end), darkened until white text on it reads, so it stands out from a
        light or a dark bar alike."""
        snap = _snap(self.session)
        over = snap.game_over
        base = QColor("#6a4c93") if over else MECH_COLOURS[
            "automa_north" if snap.turn.seat == "automa" else "player"]
        white = QColor("#ffffff")
        return white, readable(base, white)


# -- questions for the table -----------------------------------------------------------------
class CardForm(QWidget):
    """Physical deck: the card the table drew (only numbers not drawn since the shuffle)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QFormLayout(self)
        self.card = QComboBox()
        self.card.setAccessibleName(self.tr("Card drawn"))
        layout.addRow(self.tr("Card drawn:"), self.card)
        self.submit_button = QPushButton(self.tr("Card &drawn"))
        layout.addRow(self.submit_button)
        self.submit_button.clicked.connect(self.submit)

    def load(self, q: act.AskCard) -> None:
        self.card.clear()
        for c in q.options:
            self.card.addItem(self.tr("Card {n}").format(n=c), c)

    def submit(self) -> bool:
        data = self.card.currentData()
        return data is not None and self.session.answer(act.CardAnswer(card=int(data)))


class TileForm(QWidget):
    """Explore: the tile turned face up and the corruption tokens placed on it."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QFormLayout(self)
        self.tile = _spin(0, 20, self.tr("unknown"))
        self.tile.setAccessibleName(self.tr("Tile number"))
        self.tokens = QLineEdit()
        self.tokens.setPlaceholderText(self.tr("e.g. 3 4 (top first; 20 for the 20 token)"))
        self.tokens.setAccessibleName(self.tr("Corruption tokens placed"))
        layout.addRow(self.tr("Tile number:"), self.tile)
        layout.addRow(self.tr("Corruption placed:"), self.tokens)
        self.submit_button = QPushButton(self.tr("T&ile entered"))
        layout.addRow(self.submit_button)
        self.submit_button.clicked.connect(self.submit)
        self.tokens.returnPressed.connect(self.submit)

    def load(self, q: act.AskTile) -> None:
        loc = _snap(self.session).location(q.location)
        with QSignalBlocker(self.tile):
            self.tile.setValue(loc.tile or 0)
        self.tokens.clear()

    def submit(self) -> bool:
        tokens = parse_numbers(self.tokens.text())
        if tokens is None:
            self.session.refused.emit("gui.bad_tokens", {})
            return False
        return self.session.answer(act.TileAnswer(tile=self.tile.value() or None, corruption=tokens))


class ProposalPanel(ProposalPanelBase):
    """The proposal in words: its headline, every reason with its rule, and the question form."""

    def question_forms(self, session: Session) -> tuple[QWidget, ...]:
        self.card = CardForm(session)
        self.tile = TileForm(session)
        return self.card, self.tile

    def refresh(self, proposal: Any) -> None:
        snap = _snap(self.session)
        self.title.setText(headline(snap, proposal))
        # Tints from the palette: green matches and magenta skips read on a light or a dark list.
        pal = self.reasons.palette()
        grounds = (pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.AlternateBase))
        match, skipped = readable(QColor("#1a7f32"), *grounds), readable(QColor("#8b1a7a"), *grounds)
        for r, item in self.fill_reasons(
                getattr(proposal, "reasons", ()), words.step_lines, words.tooltip,
                self.tr("How the mech's search went, location by location, and the general rules")):
            if r.code in ("search.match", "target.first_match"):
                item.setForeground(match)
            elif r.code in ("search.player_ignored", "move.skip_player"):
                item.setForeground(skipped)
        if isinstance(proposal, HumanTurn):
            hints = [self.tr("Drag your mech (P) to where it stands; drop it on Basecamp to take it off the map."),
                     self.tr("Right-click a location, or use the Table panel, for tiles, map and corruption "
                             "tokens, card spaces, what you explored or vanquished."),
                     self.tr("Set your glory tokens at Basecamp in the Table panel; the fourth starts the end.")]
            crossing = automa.crossing_reminder(snap)
            if crossing is not None:
                hints.insert(1, words.reason_text(crossing))  # next to the move it is about
            for hint in hints:
                QListWidgetItem(hint, self.reasons)
        if isinstance(proposal, act.ExpeditionsPrompt):
            q = proposal.question
            if isinstance(q, act.AskCard):
                self.card.load(q)
                self.show_form(self.card)
            else:
                self.tile.load(q)
                self.show_form(self.tile)
        else:
            self.show_form(self.empty)


# -- the decision card -----------------------------------------------------------------------
SYMBOLS = ("", "map_token", "corruption_20", "corruption")


class MechLineEditor(QGroupBox):
    """One mech's section of a card: tidy, target symbol, glory requirement, multiplier, distance."""

    def __init__(self, mech: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mech = mech
        self.setTitle(f"{MECH_LETTERS['automa_' + mech]}  {words.mech_name(mech)}")
        self._colour()
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 4)
        self.tidy = QCheckBox(self.tr("Tidy"))
        self.symbol = QComboBox()
        # Narrow enough for the dock: the panel must never be wider than its scroll area.
        self.symbol.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.symbol.setMinimumContentsLength(10)
        for s in SYMBOLS:
            self.symbol.addItem(words.symbol_name(s) if s else self.tr("no target"), s)
        self.symbol.setAccessibleName(self.tr("{mech} target symbol").format(mech=words.mech_name(mech)))
        self.glory = _spin(0, 8, self.tr("none"))
        self.glory.setPrefix(self.tr("needs "))
        self.glory.setSuffix(self.tr(" glory"))
        self.glory.setAccessibleName(self.tr("{mech} glory requirement").format(mech=words.mech_name(mech)))
        self.multiplier = _spin(1, 3)
        self.multiplier.setPrefix("×")
        self.multiplier.setAccessibleName(self.tr("{mech} multiplier").format(mech=words.mech_name(mech)))
        self.distance = _spin(0, 6)
        self.distance.setPrefix(self.tr("distance "))
        self.distance.setAccessibleName(self.tr("{mech} distance").format(mech=words.mech_name(mech)))
        grid.addWidget(self.tidy, 0, 0)
        grid.addWidget(self.symbol, 0, 1, 1, 2)
        grid.addWidget(self.glory, 1, 0)
        grid.addWidget(self.multiplier, 1, 1)
        grid.addWidget(self.distance, 1, 2)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setFont(bold(11))
        grid.addWidget(self.summary, 2, 0, 1, 3)

    def _colour(self) -> None:
        """The mech's colour (blue North, black Central) as the frame; where it would vanish into
        the panel (black on a dark palette) the frame takes a lighter shade of it."""
        colour = MECH_COLOURS[f"automa_{self.mech}"]
        ground = self.palette().color(QPalette.ColorRole.Window)
        frame = colour if contrast(colour, ground) >= 3.0 else readable(colour, ground)
        text = "white" if contrast(frame, QColor("white")) >= 4.5 else "black"
        self.setStyleSheet(f"QGroupBox {{ font-weight: bold; border: 3px solid {frame.name()}; border-radius: 5px;"
                           " margin-top: 12px; padding-top: 4px; }"
                           f"QGroupBox::title {{ subcontrol-origin: margin; left: 8px; color: {text};"
                           f" background: {frame.name()}; padding: 1px 6px; }}")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._colour()

    def load(self, line: MechLine) -> None:
        for w in (self.tidy, self.symbol, self.glory, self.multiplier, self.distance):
            w.blockSignals(True)
        self.tidy.setChecked(line.tidy)
        t = line.target
        self.symbol.setCurrentIndex(self.symbol.findData(t.symbol if t is not None else ""))
        self.glory.setValue(t.glory if t is not None else 0)
        self.multiplier.setValue(t.multiplier if t is not None else 1)
        self.distance.setValue(line.distance)
        for w in (self.tidy, self.symbol, self.glory, self.multiplier, self.distance):
            w.blockSignals(False)
        self.summary.setText(line_text(line))

    def set_editing(self, on: bool) -> None:
        # Read mode shows the card as one plain line (disabled widgets are grey and hard to read);
        # correcting shows the editors.
        for w in (self.tidy, self.symbol, self.glory, self.multiplier, self.distance):
            w.setVisible(on)
        self.summary.setVisible(not on)

    def line(self) -> MechLine:
        symbol = self.symbol.currentData()
        target = None
        if symbol:
            target = Target(symbol=symbol, glory=self.glory.value(),
                            multiplier=self.multiplier.value() if symbol == "corruption" else 1)
        return MechLine(tidy=self.tidy.isChecked(), target=target, distance=self.distance.value())


def line_text(line: MechLine) -> str:
    tr = QCoreApplication.translate
    parts = [tr("ExpeditionsCard", "tidy") if line.tidy else tr("ExpeditionsCard", "no tidy")]
    t = line.target
    if t is None:
        parts.append(tr("ExpeditionsCard", "no target"))
    else:
        target = words.symbol_name(t.symbol)
        if t.symbol == "corruption":
            target += f" ×{t.multiplier}"
        req = (tr("ExpeditionsCard", "needs {n} glory").format(n=t.glory) if t.glory
               else tr("ExpeditionsCard", "no glory requirement"))
        parts.append(tr("ExpeditionsCard", "target: {target} ({req})").format(target=target, req=req))
    parts.append(tr("ExpeditionsCard", "distance {n}").format(n=line.distance))
    return " · ".join(parts)


class CardPanel(QWidget):
    """The Automa card drawn this turn (or the last one), with every symbol the engine plays and where
    its data comes from; Correct lets the table change a value to the printed card's, Reset goes
    back to the app's data. Any card can be chosen, so a card can be corrected before it is drawn."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.editing = False
        self._shown_for: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.choice = QComboBox()
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.choice.setMinimumContentsLength(8)
        self.choice.setAccessibleName(self.tr("Card shown"))
        for c in range(1, 15):
            self.choice.addItem(self.tr("Card {n}").format(n=c), c)
        top.addWidget(QLabel(self.tr("Automa card:")))
        top.addWidget(self.choice, 1)
        layout.addLayout(top)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setFont(bold(10))
        layout.addWidget(self.status)
        self.progress = QCheckBox(self.tr("Progress symbol (advance the progress marker)"))
        self.progress_text = QLabel()
        self.progress_text.setFont(bold(11))
        self.progress_text.setWordWrap(True)
        layout.addWidget(self.progress)
        layout.addWidget(self.progress_text)
        self.north = MechLineEditor("north")
        self.central = MechLineEditor("central")
        layout.addWidget(self.north)
        layout.addWidget(self.central)
        self.source = QLabel()
        self.source.setWordWrap(True)
        layout.addWidget(self.source)
        buttons = QHBoxLayout()
        self.correct_button = QPushButton(self.tr("Co&rrect this card…"))
        self.correct_button.setToolTip(self.tr("The printed card differs: change the values, then Apply"))
        self.apply_button = QPushButton(self.tr("&Apply correction"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.reset_button = QPushButton(self.tr("&Printed values"))
        self.reset_button.setToolTip(self.tr("Forget the table's correction of this card"))
        for b in (self.correct_button, self.apply_button, self.cancel_button, self.reset_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.reminder = QLabel(self.tr(
            "Reminder: cards {cards} of the game deck name another player; when one is drawn, put it in the box "
            "and draw again.").format(cards=", ".join(BOXED_GAME_CARDS)))
        self.reminder.setWordWrap(True)
        # A note: the theme's note colours (as the demo's), the pair readable in either palette.
        self.reminder.setStyleSheet(theme.fill_style("demo", extra="border: 1px solid #d9b74a; padding: 3px;"))
        layout.addWidget(self.reminder)
        layout.addStretch(1)
        self.choice.currentIndexChanged.connect(lambda _i: self.show_card(self.card_id()))
        self.correct_button.clicked.connect(lambda: self.set_editing(True))
        self.cancel_button.clicked.connect(lambda: self.set_editing(False))
        self.apply_button.clicked.connect(self.apply)
        self.reset_button.clicked.connect(self.reset)
        session.snapshotChanged.connect(self.refresh)
        session.proposalChanged.connect(lambda _p: self.refresh(session.snapshot))
        self.refresh(session.snapshot)

    def card_id(self) -> int:
        return int(self.choice.currentData() or 1)

    @staticmethod
    def turn_card(snap: ExpeditionsSnapshot) -> int | None:
        cur = snap.turn.cursor
        if cur is not None and cur.card is not None:
            return cur.card
        return snap.deck.drawn[-1] if snap.deck.drawn else None

    def refresh(self, snap: ExpeditionsSnapshot) -> None:
        # Follow the turn: a newly drawn card is shown; otherwise keep the player's choice.
        drawn = self.turn_card(snap)
        if drawn is not None and drawn != self._shown_for:
            self._shown_for = drawn
            with QSignalBlocker(self.choice):
                self.choice.setCurrentIndex(self.choice.findData(drawn))
        self.set_editing(False)

    def show_card(self, card_id: int) -> None:
        snap = _snap(self.session)
        card = snap.card(card_id)
        corrected = any(c.id == card_id for c in snap.card_overrides)
        drawn = self.turn_card(snap)
        if snap.turn.cursor is not None and snap.turn.cursor.card == card_id:
            state = self.tr("drawn this turn")
        elif drawn == card_id:
            state = self.tr("the last card drawn")
        elif drawn is None:
            state = self.tr("no card drawn yet; shown to check or correct it")
        else:
            state = self.tr("shown to check or correct it")
        self.status.setText(self.tr("Card {n} — {state}").format(n=card_id, state=state)
                            + (self.tr(" — corrected by the table") if corrected else ""))
        with QSignalBlocker(self.progress):
            self.progress.setChecked(card.progress)
        self.progress_text.setText(self.tr("▲ Progress: advance the marker one space") if card.progress
                                   else self.tr("Progress: no symbol (the marker stays)"))
        self.north.load(card.north)
        self.central.load(card.central)
        source, confidence = card_provenance(card_id)
        # Where the data comes from matters when checking a card, not while playing: a tooltip.
        self.source.setText(self.tr("Card data: entered at the table.") if corrected
                            else self.tr("Card data: {confidence}.").format(confidence=words.data_text(confidence)))
        self.source.setToolTip(self.tr("Source: {source}").format(
            source=self.tr("the table's correction") if corrected else source))
        self.reset_button.setEnabled(corrected and not self.editing)

    def set_editing(self, on: bool) -> None:
        self.editing = on
        self.show_card(self.card_id())
        self.progress.setVisible(on)
        self.progress_text.setVisible(not on)
        self.north.set_editing(on)
        self.central.set_editing(on)
        self.apply_button.setVisible(on)
        self.cancel_button.setVisible(on)
        self.correct_button.setVisible(not on)
        self.reset_button.setVisible(not on)

    def edited_card(self) -> AutomaCard:
        return AutomaCard(id=self.card_id(), progress=self.progress.isChecked(), north=self.north.line(),
                          central=self.central.line())

    def apply(self) -> bool:
        ok = self.session.edit(edits.CorrectCard(card=self.edited_card()))
        if ok:
            self.set_editing(False)
        return ok

    def reset(self) -> bool:
        return self.session.edit(edits.ResetCard(card=self.card_id()))


# -- the table editor ------------------------------------------------------------------------
class TablePanel(QWidget):
    """What the table mirrors: the selected location (tile, map token, corruption, card spaces,
    what you explored or vanquished there), the mechs, glory, progress and the Automa's tokens."""

    def __init__(self, session: Session, scene: ExpeditionsScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)

        where = QGroupBox(self.tr("Location"))
        form = QFormLayout(where)
        pick = QHBoxLayout()
        self.region = QComboBox()
        for r in ("north", "central", "south"):
            if len(_snap(session).region(r)):
                self.region.addItem(words.region_name(r), r)
        self.region.setAccessibleName(self.tr("Region"))
        self.slot = QSpinBox()
        self.slot.setRange(1, 7)
        self.slot.setAccessibleName(self.tr("Location number (1 = west)"))
        pick.addWidget(self.region, 1)
        pick.addWidget(self.slot)
        form.addRow(pick)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        form.addRow(self.summary)
        for f in (form,):
            f.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        tile_row = QHBoxLayout()
        self.tile = _spin(0, 20, self.tr("—"))
        self.tile.setAccessibleName(self.tr("Tile number"))
        self.face_up = QCheckBox(self.tr("Face up"))
        tile_row.addWidget(self.tile)
        tile_row.addWidget(self.face_up)
        form.addRow(self.tr("Tile:"), tile_row)
        self.map_token = QCheckBox(self.tr("Map token"))
        form.addRow(self.map_token)
        self.corruption = QLineEdit()
        self.corruption.setPlaceholderText(self.tr("top first: 3 4 20"))
        self.corruption.setAccessibleName(self.tr("Corruption tokens"))
        form.addRow(self.tr("Corruption:"), self.corruption)
        spaces = QHBoxLayout()
        spaces.setSpacing(2)
        self.spaces: dict[int, QCheckBox] = {}
        for space in range(1, 6):
            box = QCheckBox(str(space))
            box.setAccessibleName(self.tr("Card space {n} touches this location").format(n=space))
            self.spaces[space] = box
            spaces.addWidget(box)
        form.addRow(self.tr("Card spaces:"), spaces)
        mech_row = QHBoxLayout()
        self.my_mech = QPushButton(self.tr("&My mech here"))
        self.off_map = QPushButton(self.tr("Off the map"))
        self.automa_mech = QPushButton(self.tr("Automa's mech here"))
        self.automa_mech.setToolTip(self.tr("Correct where the Automa's mech of this region stands"))
        mech_row.addWidget(self.my_mech)
        mech_row.addWidget(self.off_map)
        form.addRow(mech_row)
        form.addRow(self.automa_mech)
        layout.addWidget(where)

        you = QGroupBox(self.tr("You explored / vanquished here"))
        yform = QFormLayout(you)
        self.explore_tile = _spin(0, 20, self.tr("unknown"))
        self.explore_tokens = QLineEdit()
        self.explore_tokens.setPlaceholderText(self.tr("placed: 3 4"))
        self.explore_button = QPushButton(self.tr("I e&xplored it"))
        yform.addRow(self.tr("Tile revealed:"), self.explore_tile)
        yform.addRow(self.tr("Corruption:"), self.explore_tokens)
        yform.addRow(self.explore_button)
        vrow = QHBoxLayout()
        self.vanquish_count = _spin(1, 10)
        self.vanquish_button = QPushButton(self.tr("I van&quished"))
        vrow.addWidget(self.vanquish_count)
        vrow.addWidget(self.vanquish_button)
        yform.addRow(self.tr("Top tokens:"), vrow)
        layout.addWidget(you)

        glory = QGroupBox(self.tr("Glory and the Automa"))
        gform = QFormLayout(glory)
        self.player_glory = _spin(0, 4)
        self.player_glory.setAccessibleName(self.tr("Your glory tokens at Basecamp"))
        self.automa_glory = _spin(0, 8)
        self.automa_glory.setAccessibleName(self.tr("The Automa's glory tokens at Basecamp"))
        self.progress = _spin(0, 60)
        self.progress.setAccessibleName(self.tr("Progress marker's space"))
        self.maps = _spin(0, 30)
        self.maps.setAccessibleName(self.tr("The Automa's map tokens"))
        self.automa_corruption = QLineEdit()
        self.automa_corruption.setAccessibleName(self.tr("The Automa's corruption tokens"))
        self.bonus = _spin(-20, 20)
        self.bonus.setAccessibleName(self.tr("Glory coin bonus, ± coins per Automa glory token"))
        gform.addRow(self.tr("Your glory (of 4):"), self.player_glory)
        gform.addRow(self.tr("Automa glory (of 8):"), self.automa_glory)
        gform.addRow(self.tr("Progress space:"), self.progress)
        gform.addRow(self.tr("Automa map tokens:"), self.maps)
        gform.addRow(self.tr("Automa corruption:"), self.automa_corruption)
        gform.addRow(self.tr("Glory coin bonus (±):"), self.bonus)
        self.bonus_note = QLabel()
        self.bonus_note.setWordWrap(True)
        self.bonus_note.hide()
        gform.addRow(self.bonus_note)
        layout.addWidget(glory)
        layout.addStretch(1)

        s = session
        self.region.currentIndexChanged.connect(lambda _i: self._pick())
        self.slot.valueChanged.connect(lambda _v: self._pick())
        self.tile.valueChanged.connect(lambda v: s.edit(edits.SetTile(
            location=self.ref(), tile=v or None, face_up=self.face_up.isChecked())))
        self.face_up.toggled.connect(lambda on: s.edit(edits.SetTile(
            location=self.ref(), tile=self.tile.value() or None, face_up=on)))
        self.map_token.toggled.connect(lambda on: s.edit(edits.SetMapToken(location=self.ref(), present=on)))
        self.corruption.editingFinished.connect(self._set_corruption)
        for box in self.spaces.values():
            box.toggled.connect(lambda _on: self._set_spaces())
        self.my_mech.clicked.connect(lambda: s.edit(edits.PlacePlayerMech(location=self.ref())))
        self.off_map.clicked.connect(lambda: s.edit(edits.PlacePlayerMech(location=None)))
        self.automa_mech.clicked.connect(self._automa_here)
        self.explore_button.clicked.connect(self.explore)
        self.vanquish_button.clicked.connect(
            lambda: s.edit(edits.PlayerVanquish(location=self.ref(), count=self.vanquish_count.value())))
        self.player_glory.valueChanged.connect(lambda v: s.edit(edits.SetPlayerGlory(glory=v)))
        self.automa_glory.valueChanged.connect(lambda v: s.edit(edits.SetAutomaGlory(glory=v)))
        self.progress.valueChanged.connect(lambda v: s.edit(edits.SetProgress(space=v)))
        self.maps.valueChanged.connect(lambda _v: self._set_automa_tokens())
        self.automa_corruption.editingFinished.connect(self._set_automa_tokens)
        self.bonus.valueChanged.connect(lambda v: s.edit(edits.SetGloryBonus(bonus=v)))
        scene.selectionChanged.connect(self.show_location)
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def _editors(self) -> list[QWidget]:
        return [self.region, self.slot, self.tile, self.face_up, self.map_token, self.corruption,
                *self.spaces.values(), self.player_glory, self.automa_glory, self.progress, self.maps,
                self.automa_corruption, self.bonus]

    def ref(self) -> LocRef:
        return LocRef(region=self.region.currentData(), slot=self.slot.value() - 1)

    def _pick(self) -> None:
        snap = _snap(self.session)
        n = len(snap.region(self.region.currentData()))
        with QSignalBlocker(self.slot):
            self.slot.setMaximum(n)
        self.scene.select(self.ref())
        self.refresh(snap)

    def show_location(self, ref: LocRef) -> None:
        """The board's selection changed: edit that location."""
        with QSignalBlocker(self.region), QSignalBlocker(self.slot):
            self.region.setCurrentIndex(self.region.findData(ref.region))
            self.slot.setMaximum(len(_snap(self.session).region(ref.region)))
            self.slot.setValue(ref.slot + 1)
        self.refresh(_snap(self.session))

    def refresh(self, snap: ExpeditionsSnapshot) -> None:
        blockers = [QSignalBlocker(w) for w in self._editors()]
        try:
            ref = self.ref()
            loc = snap.location(ref)
            self.summary.setText(location_text(loc, words.place_name(ref.region, ref.slot)))
            self.tile.setValue(loc.tile or 0)
            self.face_up.setChecked(loc.face_up)
            self.map_token.setChecked(loc.map_token)
            if not self.corruption.hasFocus():
                self.corruption.setText(" ".join(str(v) for v in loc.corruption))
            for s, box in self.spaces.items():
                box.setChecked(s in loc.adjacent_cards)
            self.automa_mech.setEnabled(ref.region in ("north", "central"))
            self.explore_button.setEnabled(not loc.face_up)
            self.vanquish_button.setEnabled(bool(loc.corruption))
            self.player_glory.setValue(snap.player_glory)
            self.automa_glory.setValue(snap.glory)
            self.progress.setMaximum(snap.progress_card.track_length)
            self.progress.setValue(snap.progress)
            self.maps.setValue(snap.map_tokens)
            if not self.automa_corruption.hasFocus():
                self.automa_corruption.setText(" ".join(str(v) for v in snap.corruption))
            self.bonus.setValue(snap.glory_bonus)
            self.bonus.setToolTip(bonus_tip(snap.glory_bonus, snap.progress_card.coins_glory))
            warning = bonus_warning(snap.glory_bonus)
            self.bonus_note.setText(words.sentence(warning) if warning is not None else "")
            self.bonus_note.setVisible(warning is not None)
        finally:
            del blockers

    def _set_corruption(self) -> bool:
        tokens = parse_numbers(self.corruption.text())
        loc = _snap(self.session).location(self.ref())
        if tokens is None:
            self.session.refused.emit("gui.bad_tokens", {})
            return False
        if tokens == loc.corruption:
            return False  # focus left without a change: no history entry
        return self.session.edit(edits.SetCorruption(location=self.ref(), tokens=tokens))

    def _set_spaces(self) -> bool:
        spaces = tuple(s for s, box in self.spaces.items() if box.isChecked())
        return self.session.edit(edits.SetAdjacentCards(location=self.ref(), spaces=spaces))

    def _automa_here(self) -> bool:
        ref = self.ref()
        if ref.region == "south":
            return False
        return self.session.edit(edits.PlaceAutomaMech(mech=ref.region, slot=ref.slot))

    def _set_automa_tokens(self) -> bool:
        tokens = parse_numbers(self.automa_corruption.text())
        snap = _snap(self.session)
        if tokens is None:
            self.session.refused.emit("gui.bad_tokens", {})
            return False
        if tokens == snap.corruption and self.maps.value() == snap.map_tokens:
            return False
        return self.session.edit(edits.SetAutomaTokens(map_tokens=self.maps.value(), corruption=tokens))

    def explore(self) -> bool:
        tokens = parse_numbers(self.explore_tokens.text())
        if tokens is None:
            self.session.refused.emit("gui.bad_tokens", {})
            return False
        ok = self.session.edit(edits.PlayerExplore(location=self.ref(), tile=self.explore_tile.value() or None,
                                                   corruption=tokens))
        if ok:
            self.explore_tokens.clear()
            self.explore_tile.setValue(0)
        return ok


def bonus_tip(bonus: int, card_coins: int) -> str:
    """What the bonus does to a glory token, and the book's recommendation when it is passed."""
    tr = QCoreApplication.translate
    text = tr("ExpeditionsTable", "Added to the progress card's {coins} coins per Automa glory token: each is "
                                  "worth {total}.").format(coins=card_coins, total=card_coins + bonus)
    warning = bonus_warning(bonus)
    return text if warning is None else text + "\n" + words.sentence(warning)


# -- the score -------------------------------------------------------------------------------
class ScorePanel(QWidget):
    """The Automa's coins at its level's values (as they stand, and final once the game is over);
    the player enters their own total and the winner is named (a tie goes to the Automa)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel()
        self.heading.setFont(bold(12))
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.automa = QLabel()
        self.automa.setWordWrap(True)
        self.automa.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.automa)
        row = QHBoxLayout()
        self.player = QSpinBox()
        self.player.setRange(0, 999)
        self.player.setAccessibleName(self.tr("Your coins"))
        self.score_button = QPushButton(self.tr("&Score"))
        row.addWidget(QLabel(self.tr("Your coins:")))
        row.addWidget(self.player)
        row.addWidget(self.score_button)
        layout.addLayout(row)
        self.result = QListWidget()
        self.result.setWordWrap(True)
        self.result.setMaximumHeight(130)
        self.result.setAccessibleName(self.tr("Final result"))
        layout.addWidget(self.result, 1)
        self.winner = QLabel()
        self.winner.setFont(bold(13))
        self.winner.setWordWrap(True)
        layout.addWidget(self.winner)
        self.score_button.clicked.connect(self.score)
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def refresh(self, snap: ExpeditionsSnapshot) -> None:
        s = automa_score(snap)
        self.heading.setText(self.tr("Final score") if snap.game_over else self.tr("Score if the game ended now"))
        rows = [
            (self.tr("Glory tokens at Basecamp"), s.glory, s.coins_per_glory),
            (self.tr("Map tokens"), s.map_tokens, s.coins_per_map),
            (self.tr("Corruption tokens"), s.corruption, s.coins_per_corruption),
        ]
        html = "<table cellspacing='4'>" + "".join(
            f"<tr><td>{label}</td><td align='right'>{n}</td><td>× {per}</td><td align='right'><b>{n * per}</b></td></tr>"
            for label, n, per in rows) + \
            f"<tr><td><b>{self.tr('The Automa')}</b></td><td></td><td></td><td align='right'><b>{s.total}</b></td></tr>" \
            "</table>"
        self.automa.setText(html)
        self.result.clear()
        self.winner.clear()

    def score(self) -> Any:
        res = final_result(_snap(self.session), self.player.value())
        self.result.clear()
        for r in res.reasons:
            QListWidgetItem(words.sentence(r), self.result)
        self.winner.setText(words.sentence(res.reasons[-1]))
        return res


# -- the board as text -----------------------------------------------------------------------
def board_lines(snap: ExpeditionsSnapshot) -> list[str]:
    """Everything on the board, one line each (screen readers; the board is a picture)."""
    tr = QCoreApplication.translate
    lines: list[str] = []
    for region in ("north", "central", "south"):
        row = snap.region(region)
        if not row:
            continue
        lines.append(tr("ExpeditionsText", "{region} (west to east):").format(region=words.region_name(region)))
        for slot, loc in enumerate(row):
            ref = LocRef(region=region, slot=slot)
            text = location_text(loc, words.place_name(region, slot))
            who = [MECH_LETTERS[m] + " " + {"automa_north": words.mech_name("north"),
                                              "automa_central": words.mech_name("central"),
                                              "player": tr("ExpeditionsText", "your mech")}[m]
                   for m in snap.mechs_at(ref)]
            lines.append("  " + text + (" · " + ", ".join(who) if who else ""))
    if snap.player_mech is None:
        lines.append(tr("ExpeditionsText", "Your mech is off the map."))
    pc = snap.progress_card
    lines.append(tr("ExpeditionsText", "Progress: space {p} of {last} (level {level}); glory spaces {spaces}.").format(
        p=snap.progress, last=pc.track_length, level=pc.level, spaces=" ".join(str(s) for s in pc.glory_spaces)))
    lines.append(tr("ExpeditionsText", "The Automa at Basecamp: {glory} of 8 glory tokens, {maps} map tokens, "
                                       "corruption {values}.").format(
        glory=snap.glory, maps=snap.map_tokens, values=" ".join(str(v) for v in snap.corruption) or "—"))
    lines.append(tr("ExpeditionsText", "Your glory tokens at Basecamp: {n} of 4.").format(n=snap.player_glory))
    deck = snap.deck
    if deck.physical:
        lines.append(tr("ExpeditionsText", "Physical deck: {n} cards drawn since the shuffle.").format(n=len(deck.drawn)))
    else:
        lines.append(tr("ExpeditionsText", "Automa deck: {n} cards left; drawn since the shuffle: {drawn}.").format(
            n=len(deck.pile), drawn=" ".join(str(c) for c in deck.drawn) or "—"))
    return lines


class BoardTextPanel(QPlainTextEdit):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setAccessibleName(self.tr("Board as text"))
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def refresh(self, snap: ExpeditionsSnapshot) -> None:
        self.setPlainText("\n".join(board_lines(snap)))
