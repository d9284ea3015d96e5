"""Correct a decision card: the table reads the printed card differently from the app's data.

The Automa's cards come from one public source each (cards.DecisionCard.source: the rulebook has no
pictures of them), so every field the engine reads is a field here, shown as the game plays it now:
the action column (top to bottom) and its VP number or X, the pass section, and the support column
(structure icon, terrain-priority row, the directional selection's arrow and number, the science
selection, the round bonus arrow, the two workshop letters). Apply issues one edits.CorrectCard
(saved with the game, undoable); "Printed values" puts the app's data back the same way.
"""

from __future__ import annotations

from typing import Any, get_args

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...games.age_of_innovation import edits
from ...games.age_of_innovation.board import WORKSHOP_LETTERS
from ...games.age_of_innovation.cards import (
    Action,
    Arrow,
    DecisionCard,
    DirectionalSelection,
    RoundBonusSlot,
    ScienceSelection,
    Structure,
    SupportColumn,
    printed_card,
)
from ...games.age_of_innovation.state import AoISnapshot
from ..cardeditor import CardEditorBase, run_modal
from ..gamewords import capitalised
from . import reasons as words

ACTIONS: tuple[str, ...] = get_args(Action)
NO_ACTION = ""


def _tr(text: str) -> str:
    return QCoreApplication.translate("AoICard", text)


def is_corrected(snap: AoISnapshot, card_id: str) -> bool:
    return any(c.id == card_id and c != printed_card(card_id) for c in snap.card_overrides)


def source_note(card: DecisionCard) -> str:
    """The single-source note: where the card's data comes from and what to do if it differs."""
    return _tr("Card data from one public source ({source}), not from the rulebook: compare it with your printed "
               "card and correct any field that differs.").format(source=card.source.split(" ")[0] or "?")


def _combo(values: tuple[str, ...], current: str, label: Any) -> QComboBox:
    combo = QComboBox()
    for v in values:
        combo.addItem(label(v), v)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


class CardEditor(CardEditorBase):
    """The fields of one decision card; Apply corrects it, Printed values restores the data."""

    correct_card = edits.CorrectCard
    printed_card = staticmethod(printed_card)

    def __init__(self, session: Session, card_id: str, parent: QWidget | None = None) -> None:
        super().__init__(session, card_id, parent)
        snap: AoISnapshot = session.snapshot
        card = snap.card(card_id)
        layout = QVBoxLayout(self)
        note = QLabel(source_note(card))
        note.setWordWrap(True)
        layout.addWidget(note)
        action_box = QGroupBox(_tr("Action column (used when the card is on the left)"))
        form = QFormLayout(action_box)
        self.actions: list[QComboBox] = []
        for i in range(3):
            combo = QComboBox()
            combo.addItem(_tr("— none —"), NO_ACTION)
            for a in ACTIONS:
                combo.addItem(capitalised(words.action_name(a)), a)
            combo.setCurrentIndex(max(0, combo.findData(card.actions[i] if i < len(card.actions) else NO_ACTION)))
            combo.setAccessibleName(_tr("Action {n} from the top").format(n=i + 1))
            self.actions.append(combo)
            form.addRow(_tr("Action {n} (top = 1):").format(n=i + 1), combo)
        self.vp_x = QCheckBox(_tr("VP icon shows X (the difficulty card's value for the round)"))
        self.vp_x.setChecked(card.vp_fixed is None)
        self.vp = QSpinBox()
        self.vp.setRange(0, 20)
        self.vp.setValue(card.vp_fixed or 0)
        self.vp.setEnabled(card.vp_fixed is not None)
        self.vp_x.toggled.connect(lambda x: self.vp.setEnabled(not x))
        form.addRow(self.vp_x)
        form.addRow(_tr("VP number:"), self.vp)
        self.pass_section = QCheckBox(_tr("Pass section (top-right corner)"))
        self.pass_section.setChecked(card.pass_section)
        form.addRow(self.pass_section)
        layout.addWidget(action_box)
        s = card.support
        support_box = QGroupBox(_tr("Support column (used when the card is on the right)"))
        sform = QFormLayout(support_box)
        self.structure = _combo(get_args(Structure), s.structure, lambda v: words.name(f"structure.{v}"))
        self.row = _combo(("A", "B"), s.terrain_row, lambda v: _tr("Row {row}").format(row=v))
        self.arrow = _combo(get_args(Arrow), s.selection.arrow, lambda v: words.name(f"arrow.{v}"))
        self.number = QSpinBox()
        self.number.setRange(1, 9)
        self.number.setValue(s.selection.number)
        self.science = _combo(get_args(ScienceSelection), s.science, lambda v: words.name(f"science.{v}"))
        self.bonus = _combo(get_args(RoundBonusSlot), s.round_bonus, lambda v: words.name(f"bonus.{v}"))
        self.marked = _combo(WORKSHOP_LETTERS, s.marked_letter, str)
        self.unmarked = _combo(WORKSHOP_LETTERS, s.unmarked_letter, str)
        for label, widget in ((_tr("Structure icon:"), self.structure), (_tr("Terrain priority row:"), self.row),
                              (_tr("Directional arrow:"), self.arrow), (_tr("Directional number:"), self.number),
                              (_tr("Science selection:"), self.science), (_tr("Round bonus arrow:"), self.bonus),
                              (_tr("Letter, marked workshop:"), self.marked),
                              (_tr("Letter, unmarked workshop:"), self.unmarked)):
            sform.addRow(label, widget)
        layout.addWidget(support_box)
        self.add_buttons(layout, is_corrected(snap, card_id))

    def edited_card(self) -> DecisionCard:
        printed = self.session.snapshot.card(self.card_id)
        actions: Any = tuple(str(c.currentData()) for c in self.actions if c.currentData())
        return DecisionCard(
            id=self.card_id, starter=printed.starter, actions=actions,
            vp_fixed=None if self.vp_x.isChecked() else self.vp.value(), pass_section=self.pass_section.isChecked(),
            source=printed.source,
            support=SupportColumn(
                structure=self.structure.currentData(), terrain_row=self.row.currentData(),
                selection=DirectionalSelection(arrow=self.arrow.currentData(), number=self.number.value()),
                science=self.science.currentData(), round_bonus=self.bonus.currentData(),
                marked_letter=self.marked.currentData(), unmarked_letter=self.unmarked.currentData()))


def ask_correction(session: Session, card_id: str, parent: QWidget | None = None) -> bool:
    return run_modal(CardEditor(session, card_id, parent))
