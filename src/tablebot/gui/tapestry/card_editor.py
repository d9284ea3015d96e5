"""Correct a decision card: the table reads the printed card differently from the app's data.

Every field the engine reads (the track half: income icon, how the Automa and the Shadow Empire
advance; the priority half: the five lines of the track order, the topple icon, the hex diagram)
is a field here, shown as the game plays it now. Apply issues one `edits.CorrectCard` (saved with
the game, undoable); "Printed values" issues the restore. The sources' disagreements about the card
are shown beside the fields they concern, so the table knows what to check on the physical card.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...games.tapestry import edits
from ...games.tapestry.cards import (
    DecisionCard,
    PriorityHalf,
    TrackHalf,
    card_source,
    hex_patterns,
    printed_card,
)
from ...games.tapestry.state import TapestrySnapshot
from .. import theme
from ..cardeditor import CardEditorBase, run_modal
from . import reasons as words

ADVANCE_RULES = ("all_unfinished", "closest_to_end", "closest_to_landmark_or_end")
ORDER_ENTRIES = ("exploration", "science", "military", "technology", "favorite")


COMPASS = {
    # The hex diagrams' edges and directions (resources/tapestry/automa.json: "N", "SE" …) in words.
    "N": QT_TRANSLATE_NOOP("TapestryCard", "north"),
    "NE": QT_TRANSLATE_NOOP("TapestryCard", "north-east"),
    "E": QT_TRANSLATE_NOOP("TapestryCard", "east"),
    "SE": QT_TRANSLATE_NOOP("TapestryCard", "south-east"),
    "S": QT_TRANSLATE_NOOP("TapestryCard", "south"),
    "SW": QT_TRANSLATE_NOOP("TapestryCard", "south-west"),
    "W": QT_TRANSLATE_NOOP("TapestryCard", "west"),
    "NW": QT_TRANSLATE_NOOP("TapestryCard", "north-west"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("TapestryCard", text)


def is_corrected(snap: TapestrySnapshot, card_id: int) -> bool:
    return any(c.id == card_id for c in snap.card_overrides)


def flag_text(card_id: int) -> str:
    """What the sources disagree on for a card, in words ("" when nothing is flagged)."""
    src = card_source(card_id)
    if not src.verification_needed and not src.conflicts:
        return ""
    fields = sorted({str(c.get("field", "")) for c in src.conflicts if c.get("field")})
    names = {"hex_tiebreaker": _tr("the hex diagram"), "topple_icon": _tr("the topple icon"),
             "track_order_top_to_bottom": _tr("the track order")}
    what = ", ".join(names.get(f, f) for f in fields) or _tr("its fields")
    return _tr("⚠ Check this card: the sources disagree on {what}. Compare with your printed card and correct "
               "it if it differs.").format(what=what)


def conflict_details(card_id: int) -> str:
    """Each source's reading, for the tooltip."""
    lines = []
    for c in card_source(card_id).conflicts:
        parts = [f"{k}: {v}" for k, v in c.items() if k != "field"]
        lines.append(f"{c.get('field', '')} — " + "; ".join(str(p) for p in parts))
    return "\n".join(lines)


class CardEditor(CardEditorBase):
    """The fields of one decision card; Apply corrects it, Printed values restores the data."""

    correct_card = edits.CorrectCard
    printed_card = staticmethod(printed_card)

    def __init__(self, session: Session, card_id: int, parent: QWidget | None = None) -> None:
        super().__init__(session, card_id, parent)
        snap: TapestrySnapshot = session.snapshot
        card = snap.card(card_id)
        layout = QVBoxLayout(self)
        flag = flag_text(card_id)
        if flag:
            note = QLabel(flag)
            note.setWordWrap(True)
            note.setToolTip(conflict_details(card_id))
            note.setStyleSheet(theme.fill_style("demo", extra="border: 1px solid #d9b74a; padding: 3px;"))
            layout.addWidget(note)
        track_box = QGroupBox(_tr("Track half (used when the card lies on the left)"))
        form = QFormLayout(track_box)
        self.income = QCheckBox(_tr("Income icon"))
        self.income.setChecked(card.track_half.income_icon)
        form.addRow(self.income)
        self.automa = self._rule_combo(card.track_half.automa_advance)
        self.shadow = self._rule_combo(card.track_half.shadow_advance)
        form.addRow(_tr("The Automa advances on:"), self.automa)
        form.addRow(_tr("The Shadow Empire advances on:"), self.shadow)
        layout.addWidget(track_box)
        prio_box = QGroupBox(_tr("Priority half (used when the card lies on the right)"))
        pform = QFormLayout(prio_box)
        self.order: list[QComboBox] = []
        for i, entry in enumerate(card.priority_half.track_order):
            combo = QComboBox()
            for value in ORDER_ENTRIES:
                combo.addItem(words.track_name(value), value)
            combo.setCurrentIndex(combo.findData(entry))
            combo.setAccessibleName(_tr("Track order, line {n} from the top").format(n=i + 1))
            self.order.append(combo)
            pform.addRow(_tr("Line {n} (top = 1):").format(n=i + 1), combo)
        self.topple = QCheckBox(_tr("Topple icon"))
        self.topple.setChecked(card.priority_half.topple_icon)
        pform.addRow(self.topple)
        self.pattern = QComboBox()
        for key, p in hex_patterns().items():
            self.pattern.addItem(_tr("{key}: black arrow from {edge}, rows run {dir}").format(
                key=key, edge=_tr(COMPASS[p.black_arrow_edge]), dir=_tr(COMPASS[p.arrow_direction])), key)
        self.pattern.setCurrentIndex(self.pattern.findData(card.priority_half.hex_pattern))
        pform.addRow(_tr("Hex diagram:"), self.pattern)
        layout.addWidget(prio_box)
        self.add_buttons(layout, is_corrected(snap, card_id))

    @staticmethod
    def _rule_combo(current: str) -> QComboBox:
        combo = QComboBox()
        for rule in ADVANCE_RULES:
            combo.addItem(words.advance_name(rule), rule)
        combo.setCurrentIndex(combo.findData(current))
        return combo

    def edited_card(self) -> DecisionCard:
        order: Any = tuple(str(c.currentData()) for c in self.order)
        return DecisionCard(
            id=self.card_id,
            track_half=TrackHalf(income_icon=self.income.isChecked(), automa_advance=self.automa.currentData(),
                                 shadow_advance=self.shadow.currentData()),
            priority_half=PriorityHalf(track_order=order, topple_icon=self.topple.isChecked(),
                                       hex_pattern=self.pattern.currentData()))


def ask_correction(session: Session, card_id: int, parent: QWidget | None = None) -> bool:
    return run_modal(CardEditor(session, card_id, parent))
