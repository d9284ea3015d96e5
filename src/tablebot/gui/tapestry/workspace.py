"""The Tapestry workspace: the board in the middle (map, tracks, your supply, the Automa's income mat),
the turn bar above it, the bots' proposal with its reasons and questions, the decision pair and the
sides' boards on the right."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ...controller.session import Session
from ...games.tapestry import actions as act
from ..sceneworkspace import PairSceneWorkspace, play_until, scroll_area
from . import reasons as words
from .board import SIDE_COLOURS, TapestryScene, TapestryView
from .panels import BotsPanel, PairPanel, ProposalPanel, TurnBar

log = logging.getLogger(__name__)


class TapestryWorkspace(PairSceneWorkspace):
    step_type = act.TapestryStep
    prompt_type = act.TapestryPrompt
    words = words
    game_id = "tapestry"
    title = "Tapestry (Automa and Shadow Empire)"
    guide_page = "tapestry"

    def __init__(self, window: QMainWindow, session: Session, settings: QSettings) -> None:
        super().__init__(window, session, settings)
        self.scene = TapestryScene(session, settings, self)
        self.view = TapestryView(self.scene)
        self.place_panels(TurnBar(session, self.confirm), ProposalPanel(session), PairPanel(session))
        self.boards = BotsPanel(session)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.proposal_dock = self.dock(self.tr("Bots' proposal and reasons"), self.proposal, right, "tap_proposal")
        self.pair_dock = self.dock(self.tr("Decision pair"), scroll_area(self.pair), right, "tap_pair")
        self.boards_dock = self.dock(self.tr("Sides"), scroll_area(self.boards), right, "tap_sides")
        self.scene.confirmRequested.connect(self.confirm)
        session.proposalChanged.connect(self._raise_for)

    def place_history(self, history_dock: QDockWidget) -> None:
        self.stack_docks(history_dock, self.boards_dock, 390, (220, 480))

    def _raise_for(self, proposal: Any) -> None:
        # A new pair brings the cards forward (a flagged card says so there).
        if isinstance(proposal, act.TapestryStep) and isinstance(proposal.action, act.DrawPair):
            self.pair_dock.raise_()

    @classmethod
    def setup_dialog(cls, parent: QWidget, settings: QSettings) -> Any:
        from .setup import TapestrySetupDialog

        return TapestrySetupDialog(settings, parent)

    def setup_heading(self) -> str:
        return self.tr("Set up the table as shown (the removed components are listed in the reasons):")

    def side_name(self, side: str) -> str:
        return words.side_name(side, capital=True)

    def round_word(self, n: int) -> str:
        # The race's x is the era: the income turns you have taken (games/tapestry/glance.py).
        return self.tr("income turn") if n == 1 else self.tr("income turns")

    def side_colour(self, side: str) -> QColor:
        return SIDE_COLOURS.get(side, super().side_colour(side))

    def screenshot_ready(self) -> None:
        """`tablebot --screenshot`: the bots' next map step, the chosen hex with its scan."""
        advance_to(self.session)


MAP_ACTIONS = ("on_map", "shadow_outpost")


def advance_to(session: Session, kinds: tuple[str, ...] = MAP_ACTIONS, limit: int = 400) -> bool:
    """Play on from the current position until the bots propose a step of one of `kinds` (the
    screenshots' and the window tests' picture): your turn is ended, steps are confirmed, the die is
    rolled by the app and the table's other questions get a seeded random answer. True when found."""
    import random

    rnd = random.Random(0)
    table_answer = session.rules.random_answer
    assert table_answer is not None, "Tapestry's registration gives random answers"

    def answer(p: act.TapestryPrompt) -> Any:
        return act.DieAnswer(face=None) if isinstance(p.question, act.AskDie) else table_answer(session.snapshot, p, rnd)

    return play_until(session, lambda p: p.action.kind in kinds, answer, limit)
