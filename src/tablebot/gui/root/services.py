"""A human buys Riverfolk services (Law of Rootbotics 9.2.3) at the start of their Birdsong: the
dialog shows the price and how many they may buy, the table ticks the services (and, from a bot
Riverfolk, the Market cards the Hand Cards take), and the purchase is one undoable edit."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.session import Session
from ...core.steps import IllegalEdit
from ...games.root import edits, rules, services
from ...games.root.state import OrderCard, RootSnapshot, ServicesPurchase
from .. import theme
from . import names
from .reasons import error_text, service_option_text


def seller(snap: RootSnapshot) -> str | None:
    return services.seller(snap)


def may_buy_now(snap: RootSnapshot) -> bool:
    """Whether the current player is a human who may still buy services this turn (9.2.3)."""
    current = snap.current_faction()
    return not current.is_bot and services.why_not(snap, current.id) is None


class ServicesDialog(QDialog):
    """What the current human buys from the Riverfolk this Birdsong."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        snap: RootSnapshot = session.snapshot
        self.buyer = snap.current_faction().id
        self.setWindowTitle(self.tr("Buy Riverfolk services"))
        layout = QVBoxLayout(self)
        vp = snap.faction(self.buyer).vp
        payer = services.payer(self.buyer)
        self.priced = services.seller_is_bot(snap)
        if self.priced:
            cost = self.tr("The {buyer} has {vp} VP: each service costs {price} warriors").format(
                buyer=names.faction_short(self.buyer), vp=vp, price=services.price(vp))
        else:
            # Law of Root: the Riverfolk Company's player sets each service's cost (1 to 4).
            cost = self.tr("Each service costs what the Riverfolk set on their board (1 to 4 warriors)")
        self.summary = QLabel(cost + self.tr(
            ", paid from the {payer}'s supply ({have} there). The {buyer} may buy up to {most}: one, plus one per "
            "clearing with its pieces and a trade post.").format(
            buyer=names.faction_short(self.buyer), payer=names.faction_short(payer),
            have=rules.in_supply(snap, payer, "warrior"), most=services.allowed(snap, self.buyer)))
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.riverboats = QCheckBox(service_option_text("riverboats"))
        self.riverboats.setToolTip(self.tr("Rivers are paths for the buyer until the end of its turn (9.2.3 II)"))
        self.mercenaries = QCheckBox(service_option_text("mercenaries"))
        self.mercenaries.setToolTip(self.tr("In Daylight and Evening the Riverfolk warriors count as the buyer's for "
                                            "rule and battles against others; hits split evenly (9.2.3 III)"))
        layout.addWidget(self.riverboats)
        layout.addWidget(self.mercenaries)
        self.market = services.market(snap)
        self.cards: list[tuple[OrderCard, QCheckBox]] = []
        self.hand_cards = QSpinBox()
        if self.market is None:
            # A human Riverfolk: Hand Cards come from their hand, handed over at the table.
            row = QLabel(self.tr("Hand Cards (from the Riverfolk's hand):"))
            row.setBuddy(self.hand_cards)
            self.hand_cards.setRange(0, services.allowed(snap, self.buyer))
            self.hand_cards.setAccessibleName(row.text())
            layout.addWidget(row)
            layout.addWidget(self.hand_cards)
        else:
            layout.addWidget(QLabel(self.tr("Hand Cards from the Market:")))
            for card in self.market:
                box = QCheckBox(names.card(card.name or card.suit.value))
                layout.addWidget(box)
                self.cards.append((card, box))
        self.paid = QSpinBox()
        self.paid.setRange(1, 4 * services.allowed(snap, self.buyer))
        self.paid.setValue(2)
        if not self.priced:
            label = QLabel(self.tr("&Warriors paid in all:"))
            label.setBuddy(self.paid)
            self.paid.setAccessibleName(self.tr("Warriors paid in all"))
            layout.addWidget(label)
            layout.addWidget(self.paid)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {theme.text_colour('error').name()}; font-weight: bold;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("&Buy"))
        buttons.accepted.connect(self.buy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def edit(self) -> edits.BuyServices:
        chosen: list[str] = []
        if self.riverboats.isChecked():
            chosen.append("riverboats")
        if self.mercenaries.isChecked():
            chosen.append("mercenaries")
        taken = tuple(card for card, box in self.cards if box.isChecked())
        chosen += ["hand_card"] * (len(taken) if self.market is not None else self.hand_cards.value())
        paid = None if self.priced else self.paid.value()
        return edits.BuyServices(buyer=self.buyer, services=tuple(chosen), cards=taken,  # type: ignore[arg-type]
                                 paid=paid)

    def buy(self) -> bool:
        edit = self.edit()
        try:
            services.check_purchase(self.session.snapshot, _purchase(edit))
        except IllegalEdit as err:
            self.error.setText(error_text(err.code, err.params))
            return False
        done = self.session.edit(edit)
        if done:
            self.accept()
        return done


def _purchase(edit: edits.BuyServices) -> ServicesPurchase:
    return ServicesPurchase(buyer=edit.buyer, services=edit.services, cards=edit.cards, paid=edit.paid)
