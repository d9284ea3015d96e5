"""A human Riverfolk Company's Payments (with its Funds and Committed: Law of Root) in the Factions
panel: how many warriors of each faction lie on the Riverfolk's faction board, out of their owners'
supplies (RootSnapshot.payments). The table keeps them; a wrong count is corrected here (one
edits.SetPayments each). A Riverfolk bot shows its Payments on its own board instead."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QSpinBox, QWidget

from ...controller.session import Session
from ...games.root import edits, rules
from ...games.root.factions import FACTIONS
from ...games.root.state import RootSnapshot
from . import colours, names

OWNER = edits.PAYMENTS_OWNER


def shown_for(snap: RootSnapshot) -> bool:
    return snap.has_faction(OWNER) and not snap.faction(OWNER).is_bot


class PaymentsBox(QGroupBox):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Riverfolk's Payments and Funds (warriors)"), parent)
        self.session = session
        self.setToolTip(self.tr("Warriors of each faction on the human Riverfolk's faction board (Payments, Funds, "
                                "Committed), out of their owners' supplies. Correct a count here."))
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 2, 4, 2)
        self.grid.setVerticalSpacing(2)
        self.spins: dict[str, QSpinBox] = {}
        self._factions: tuple[str, ...] = ()
        session.snapshotChanged.connect(self.refresh)
        self.refresh(session.snapshot)

    def _rebuild(self, snap: RootSnapshot) -> None:
        while self.grid.count():
            child = self.grid.takeAt(0)
            widget = child.widget() if child is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.spins = {}
        payers = [f.id for f in snap.factions if FACTIONS[f.id].has_piece("warrior")]
        for i, fid in enumerate(payers):
            row, col = i // 2, (i % 2) * 2
            colour = colours.faction_colour(fid)
            label = QLabel(f"{names.FACTION_LETTERS.get(fid, '?')} · {names.faction_short(fid)}")
            label.setStyleSheet(f"border-left: 6px solid {colour.name()}; padding-left: 3px;")
            spin = QSpinBox()
            spin.setKeyboardTracking(False)
            spin.setMaximumWidth(64)
            spin.setAccessibleName(self.tr("{faction} warriors on the Riverfolk's board").format(
                faction=names.faction_short(fid)))
            spin.valueChanged.connect(lambda v, f=fid: self._set(f, v))
            label.setBuddy(spin)
            self.grid.addWidget(label, row, col)
            self.grid.addWidget(spin, row, col + 1, alignment=Qt.AlignmentFlag.AlignLeft)
            self.spins[fid] = spin
        self._factions = tuple(f.id for f in snap.factions)

    def refresh(self, snap: RootSnapshot) -> None:
        self.setVisible(shown_for(snap))
        if not shown_for(snap):
            return
        if tuple(f.id for f in snap.factions) != self._factions:
            self._rebuild(snap)
        for fid, spin in self.spins.items():
            paid = snap.in_payments(fid, "warrior")
            spin.blockSignals(True)
            spin.setRange(0, paid + rules.in_supply(snap, fid, "warrior"))
            spin.setValue(paid)
            spin.blockSignals(False)

    def _set(self, faction: str, count: int) -> None:
        snap = self.session.snapshot
        if count != snap.in_payments(faction, "warrior") and not self.session.edit(
                edits.SetPayments(faction=faction, count=count)):
            self.refresh(self.session.snapshot)
