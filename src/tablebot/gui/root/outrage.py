"""Automated Outrage (Law of Rootbotics 6.2.3), asked right after the human's gesture that set it
off: "Did the Eyrie discard a fox card?" — Yes, or No and the Automated Alliance scores 1 VP.

The answer is an Outrage edit of its own, so undo takes back the answer first and the gesture
second. Board gestures (the map, the palette, the battle dialog) go through `edit_by_hand`; edits
the app makes for a bot never ask.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ...controller.session import Session
from ...games.root import edits, rules
from ...games.root.state import RootSnapshot
from . import names

log = logging.getLogger(__name__)


def outrage_clearings(before: RootSnapshot, after: RootSnapshot, edit: Any) -> tuple[int, ...]:
    """Clearings where this human edit outrages the Automated Alliance (the engine decides:
    edits.outrage_triggers, which includes a human's battle removing sympathy)."""
    return edits.outrage_triggers(before, edit)


def outraged_human(snap: RootSnapshot, edit: Any) -> str | None:
    """Who must discard: the human who moved or battled; for a sympathy token lifted off the map,
    the only human at the table (with several, the app cannot know who removed it)."""
    match edit:
        case edits.MovePiece(faction=f):
            return f
        case edits.BotTakesHits(by=by) | edits.HumanBattle(attacker=by):
            return by
        case edits.RemoveAllEnemies(by=by):
            return by
    humans = [f.id for f in snap.factions if not f.is_bot]
    return humans[0] if len(humans) == 1 else None


class DiscardQuestion(QMessageBox):
    """"Did the human discard a card of this suit?" after a gesture that calls for it (Outrage, the
    Duchy's Investors): window-modal but not blocking (open(), not exec()), so the board stays drawn
    behind it and tests answer it by clicking. Escape records nothing; Yes or No is one edit,
    `answer(discarded)`, undone before the gesture."""

    def __init__(self, session: Session, parent: QWidget | None, title: str, text: str, info: str,
                 yes: str, no: str, answer: Callable[[bool], Any]) -> None:
        super().__init__(parent)
        self.session = session
        self._answer = answer
        self.setWindowTitle(title)
        self.setIcon(QMessageBox.Icon.Question)
        self.setText(text)
        self.setInformativeText(info)
        self.yes: QPushButton = self.addButton(yes, QMessageBox.ButtonRole.YesRole)
        self.no: QPushButton = self.addButton(no, QMessageBox.ButtonRole.NoRole)
        self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.yes)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.buttonClicked.connect(self._answered)

    def _answered(self, button: Any) -> None:
        if button is self.yes or button is self.no:
            self.session.edit(self._answer(button is self.yes))


class OutrageQuestion(DiscardQuestion):
    """Automated Outrage in one clearing; the clearing's right-click menu still offers both answers."""

    def __init__(self, session: Session, clearing: int, who: str | None, parent: QWidget | None) -> None:
        self.clearing = clearing
        snap: RootSnapshot = session.snapshot
        suit = names.suit(rules.board_of(snap).clearing(clearing).suit.value)
        tr = QCoreApplication.translate
        person = tr("Outrage", "the {faction}").format(faction=names.faction_short(who)) if who else \
            tr("Outrage", "the player who removed it")
        super().__init__(
            session, parent, tr("Outrage", "Automated Outrage"),
            tr("Outrage", "Outrage in clearing {c} ({suit}): did {who} discard a {suit} card?").format(
                c=clearing, suit=suit, who=person),
            tr("Outrage", "Law of Rootbotics 6.2.3: a human who removes sympathy or moves warriors into a "
                          "sympathetic clearing discards a card of its suit; if they cannot, the Automated "
                          "Alliance scores 1 VP."),
            tr("Outrage", "&Yes, a {suit} card was discarded").format(suit=suit),
            tr("Outrage", "&No (the Alliance scores 1 VP)"),
            lambda discarded: edits.Outrage(clearing=clearing, discarded=discarded))


def edit_by_hand(session: Session, edit: Any, parent: QWidget | None) -> bool:
    """Apply a gesture's edit; if it outrages the Automated Alliance, ask about the discard."""
    before: RootSnapshot = session.snapshot
    if not session.edit(edit):
        return False
    after: RootSnapshot = session.snapshot
    for clearing in outrage_clearings(before, after, edit):
        log.info("outrage in clearing %s after %s", clearing, edit.kind)
        question = OutrageQuestion(session, clearing, outraged_human(before, edit), parent)
        question.open()
    from .investors import ask_investors  # the Duchy's Investors trait asks after the same gestures

    ask_investors(session, before, parent)
    return True


__all__ = ["DiscardQuestion", "OutrageQuestion", "edit_by_hand", "outrage_clearings"]
