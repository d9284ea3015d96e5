"""The Drillbit Duchy's Investors trait, asked right after the human's gesture that removed Duchy
buildings: "Did the Eyrie discard a fox card?" — Yes (the Duchy loses 1 VP) or No (the Duchy sways
the highest fox minister without a crown). The answer is its own edit, undone first."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ...controller.session import Session
from ...games.root import edits, rules
from ...games.root.bots import duchy
from ...games.root.state import RootSnapshot
from . import names
from .outrage import DiscardQuestion


class InvestorsQuestion(DiscardQuestion):
    """The Investors question for one clearing where Duchy buildings were removed."""

    def __init__(self, session: Session, clearing: int, parent: QWidget | None) -> None:
        self.clearing = clearing
        snap: RootSnapshot = session.snapshot
        suit = names.suit(rules.board_of(snap).clearing(clearing).suit.value)
        who = names.faction_short(snap.current_faction().id)
        tr = QCoreApplication.translate
        super().__init__(
            session, parent, tr("Investors", "Investors"),
            tr("Investors", "Duchy buildings removed in clearing {c} ({suit}): did the {who} discard "
                            "a {suit} card?").format(c=clearing, suit=suit, who=who),
            tr("Investors", "Trait Investors: a human who sets off the Price of Failure discards a matching "
                            "card and the Duchy loses 1 VP; if they do not, the Duchy sways a minister of that "
                            "suit."),
            tr("Investors", "&Yes (the Duchy loses 1 VP)"),
            tr("Investors", "&No (the Duchy sways a {suit} minister)").format(suit=suit),
            lambda discarded: edits.Investors(clearing=clearing, discarded=discarded))


def ask_investors(session: Session, before: RootSnapshot, parent: QWidget | None) -> None:
    """After a gesture: one question per clearing where the human removed Duchy buildings."""
    for clearing in duchy.investors_clearings(before, session.snapshot):
        InvestorsQuestion(session, clearing, parent).open()
