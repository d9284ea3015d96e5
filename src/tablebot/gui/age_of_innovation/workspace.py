"""The Age of Innovation workspace: the board in the middle (the hex map, the science board, the
round bonuses, your supply), the turn bar above it, the Automa's proposal with its reasons and
questions, the decision pair and the table's displays on the right; the map editor from the board's
banner and the Game menu's map editor."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ...controller.session import Session
from ...games.age_of_innovation import actions as act
from ..sceneworkspace import PairSceneWorkspace, play_until, scroll_area
from . import reasons as words
from .board import AoIScene, AoIView, side_colour
from .panels import PairPanel, ProposalPanel, TablePanel, TurnBar

log = logging.getLogger(__name__)


class AoIWorkspace(PairSceneWorkspace):
    step_type = act.AoIStep
    prompt_type = act.AoIPrompt
    words = words
    game_id = "age_of_innovation"
    title = "Age of Innovation (Automa)"
    guide_page = "age_of_innovation"

    def __init__(self, window: QMainWindow, session: Session, settings: QSettings) -> None:
        super().__init__(window, session, settings)
        self.scene = AoIScene(session, settings, self)
        self.view = AoIView(self.scene)
        self.place_panels(TurnBar(session, self.confirm), ProposalPanel(session), PairPanel(session))
        self.table = TablePanel(session)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.proposal_dock = self.dock(self.tr("Automa's proposal and reasons"), self.proposal, right, "aoi_proposal")
        self.pair_dock = self.dock(self.tr("Decision pair"), scroll_area(self.pair), right, "aoi_pair")
        self.table_dock = self.dock(self.tr("Spells, tiles, VP"), scroll_area(self.table), right,
                                    "aoi_table")
        self.scene.confirmRequested.connect(self.confirm)
        self.scene.editorRequested.connect(self.open_map_editor)
        self.table.editorRequested.connect(self.open_map_editor)
        session.proposalChanged.connect(self._raise_for)

    def place_history(self, history_dock: QDockWidget) -> None:
        self.stack_docks(history_dock, self.table_dock, 380, (240, 460))

    def _raise_for(self, proposal: Any) -> None:
        # A new pair brings the cards forward.
        if isinstance(proposal, act.AoIStep) and isinstance(proposal.action, act.DrawCards):
            self.pair_dock.raise_()

    @classmethod
    def setup_dialog(cls, parent: QWidget, settings: QSettings) -> Any:
        from .setup import AoISetupDialog

        return AoISetupDialog(settings, parent)

    def open_map_editor(self) -> None:
        """The map editor on the board in play: each stroke is a PaintCell/PlaceLetter edit (undoable)."""
        from .map_editor import MapEditor

        editor = MapEditor(self.window, session=self.session)
        editor.setWindowModality(Qt.WindowModality.WindowModal)
        editor.exec()

    def setup_heading(self) -> str:
        return self.tr("Set up the table as shown (the Automa's faction, its ATP card, the tiles and workshops):")

    def side_name(self, side: str) -> str:
        return words.side_name(side, capital=True)

    def side_colour(self, side: str) -> QColor:
        snap = self.session.snapshot
        if getattr(snap, "game", "") == self.game_id:
            return side_colour(snap, side)
        return super().side_colour(side)

    def screenshot_ready(self) -> None:
        """`tablebot --screenshot`: the Automa's next build, the chosen hex with the hexes tried before it."""
        advance_to(self.session)


MAP_ACTIONS = ("build", "upgrade")


def advance_to(session: Session, kinds: tuple[str, ...] = MAP_ACTIONS, limit: int = 400) -> bool:
    """Play on until the Automa proposes a step of one of `kinds` (the screenshots' and the window
    tests' picture): your turn is ended, steps are confirmed, the table's questions get a seeded
    random answer. True when found."""
    import random

    rnd = random.Random(0)
    table_answer = session.rules.random_answer

    def answer(p: act.AoIPrompt) -> Any:
        assert table_answer is not None, "Age of Innovation's registration gives random answers"
        return table_answer(session.snapshot, p, rnd)

    return play_until(session, lambda p: p.action.kind in kinds, answer, limit)
