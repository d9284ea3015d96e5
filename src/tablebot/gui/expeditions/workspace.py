"""The Expeditions workspace: the board in the middle, the turn bar above it, the table editor on
the left, the Automa's proposal, its card, the score and the board as text on the right."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from ...controller.session import Session
from ...games.expeditions import actions as act
from ..sceneworkspace import SceneWorkspace, play_until, scroll_area
from . import reasons as words
from .board import ExpeditionsScene, ExpeditionsView
from .panels import BoardTextPanel, CardPanel, ProposalPanel, ScorePanel, TablePanel, TurnBar

log = logging.getLogger(__name__)


class ExpeditionsWorkspace(SceneWorkspace):
    words = words
    game_id = "expeditions"
    title = "Expeditions (Automa)"
    guide_page = "expeditions"

    def __init__(self, window: QMainWindow, session: Session, settings: QSettings) -> None:
        super().__init__(window, session, settings)
        self.scene = ExpeditionsScene(session, settings, self)
        self.view = ExpeditionsView(self.scene)
        self.turn_bar = TurnBar(session, self.confirm)
        self.top = self.turn_bar
        self.table = TablePanel(session, self.scene)
        self.proposal = ProposalPanel(session)
        self.turn_bar.what.elidedChanged.connect(self.proposal.show_headline)
        self.proposal.show_headline(self.turn_bar.what.elided)
        self.card = CardPanel(session)
        self.score = ScorePanel(session)
        self.board_text = BoardTextPanel(session)
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.table_dock = self.dock(self.tr("Table"), scroll_area(self.table), left, "exp_table")
        self.proposal_dock = self.dock(self.tr("Automa's proposal and reasons"), self.proposal, right, "exp_proposal")
        self.card_dock = self.dock(self.tr("Automa card"), scroll_area(self.card), right, "exp_card")
        self.score_dock = self.dock(self.tr("Score"), scroll_area(self.score), right, "exp_score")
        self.text_dock = self.dock(self.tr("Board as text"), self.board_text, right, "exp_board_text")
        session.proposalChanged.connect(self._raise_for)

    def place_history(self, history_dock: QDockWidget) -> None:
        w = self.window
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, history_dock)
        w.tabifyDockWidget(self.card_dock, self.score_dock)
        w.tabifyDockWidget(self.score_dock, history_dock)
        w.tabifyDockWidget(history_dock, self.text_dock)
        self.card_dock.raise_()
        w.resizeDocks([self.table_dock], [262], Qt.Orientation.Horizontal)
        w.resizeDocks([self.proposal_dock], [370], Qt.Orientation.Horizontal)
        w.resizeDocks([self.proposal_dock, self.card_dock], [300, 360], Qt.Orientation.Vertical)
        self._raise_for(self.session.proposal)

    def _raise_for(self, proposal: Any) -> None:
        # The game's end brings the score forward; a new card, the card.
        if isinstance(proposal, act.ExpeditionsStep) and isinstance(proposal.action, act.GameOver):
            self.score_dock.raise_()
        elif isinstance(proposal, act.ExpeditionsStep) and isinstance(proposal.action, act.DrawCard):
            self.card_dock.raise_()

    @classmethod
    def setup_dialog(cls, parent: QWidget, settings: QSettings) -> Any:
        from .setup import ExpeditionsSetupDialog

        return ExpeditionsSetupDialog(settings, parent)

    def fits(self, snapshot: Any) -> bool:
        return super().fits(snapshot) and self.scene.fits(snapshot)

    def can_confirm(self, proposal: Any) -> bool:
        if isinstance(proposal, act.ExpeditionsPrompt):
            return True  # Enter answers the question
        return isinstance(proposal, act.ExpeditionsStep) and not isinstance(proposal.action, act.GameOver)

    def confirm(self) -> bool:
        """Confirm the step; on a question, Enter submits its form. Enter in one of the table
        editor's fields commits that field instead: it must never also confirm an Automa step."""
        focus = QApplication.focusWidget()
        for panel in (self.table, self.card):
            if focus is not None and panel.isAncestorOf(focus):
                focus.clearFocus()
                return False
        self.finish_animations()
        proposal = self.session.proposal
        if isinstance(proposal, act.ExpeditionsPrompt):
            return self.proposal.submit()
        return self.session.confirm()

    def setup_heading(self) -> str:
        return self.tr("Set up the Automa as shown, then drag your mech (P) onto its location:")

    def screenshot_ready(self) -> None:
        advance_to_mech_action(self.session)


MECH_ACTIONS = ("move", "explore", "vanquish", "vanquish_20")


def advance_to_mech_action(session: Session, limit: int = 60) -> bool:
    """Play on from the current position until the Automa proposes a mech action after a target
    search (the screenshot's picture): your turn is ended, cards are confirmed, questions answered
    with the first option. True when such a step is proposed."""
    def answer(p: act.ExpeditionsPrompt) -> Any:
        q = p.question
        return act.CardAnswer(card=q.options[0]) if isinstance(q, act.AskCard) \
            else act.TileAnswer(tile=None, corruption=(3,))

    def found(p: act.ExpeditionsStep) -> bool:
        return p.action.kind in MECH_ACTIONS and any(r.code.startswith("search.") for r in p.reasons)

    return play_until(session, found, answer, limit)
