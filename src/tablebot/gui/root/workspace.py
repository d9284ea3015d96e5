"""Root's workspace: the clearing map, the turn bar, the pieces palette, the proposal, the faction
boards, the board as text and the setup checklist, built inside the main window (gui/workspace.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QWidget

from ...controller.session import Session
from ...core.reasons import Reason
from ..sceneworkspace import SceneWorkspace
from ..workspace import PanelChanges


class RootWorkspace(SceneWorkspace):
    """Root: the clearing map, the turn bar, the pieces palette, the proposal, factions and the
    board as text (the widgets of gui/board.py, panels.py and palette.py)."""

    game_id = "root"
    title = "Root (Law of Rootbotics)"
    guide_page = "root"

    def __init__(self, window: QMainWindow, session: Session, settings: QSettings) -> None:
        super().__init__(window, session, settings)
        from .board import BoardScene, BoardView
        from .palette import PalettePanel
        from .panels import BoardTextPanel, FactionPanel, ProposalPanel, TurnBar

        self.scene = BoardScene(session, settings, self)
        self.view = BoardView(self.scene)
        self.turn_bar = TurnBar(session)
        self.top = self.turn_bar
        self.piece_palette = PalettePanel(session)
        self.proposal = ProposalPanel(session)
        self.factions = FactionPanel(session)
        self.board_text = BoardTextPanel(session)
        self.turn_bar.what.elidedChanged.connect(self.proposal.show_headline)
        self.proposal.show_headline(self.turn_bar.what.elided)
        self.palette_dock = self.dock(self.tr("Pieces"), self.piece_palette, Qt.DockWidgetArea.LeftDockWidgetArea,
                                      "pieces")
        self.proposal_dock = self.dock(self.tr("Bot's proposal and reasons"), self.proposal,
                                       Qt.DockWidgetArea.RightDockWidgetArea, "proposal")
        # Scrolls rather than grows: with four bots its content would push the window past 768 px.
        faction_scroll = QScrollArea()
        faction_scroll.setWidgetResizable(True)
        faction_scroll.setFrameShape(QFrame.Shape.NoFrame)
        faction_scroll.setWidget(self.factions)
        self.faction_dock = self.dock(self.tr("Factions"), faction_scroll, Qt.DockWidgetArea.RightDockWidgetArea,
                                      "factions")
        self.text_dock = self.dock(self.tr("Board as text"), self.board_text, Qt.DockWidgetArea.RightDockWidgetArea,
                                   "board_text")
        self.text_dock.visibilityChanged.connect(self.board_text.catch_up)
        # The setup checklist (issue 12): a tab of its own in front while the table sets up; the
        # board draws each step as it happens.
        from .setup_checklist import SetupChecklistPanel, board_display

        self.checklist = SetupChecklistPanel(session)
        self.checklist_dock = self.dock(self.tr("Setup"), self.checklist, Qt.DockWidgetArea.RightDockWidgetArea,
                                        "setup_checklist")
        self.checklist.activeChanged.connect(self._checklist_shown)
        self.scene.display = board_display
        self.redraw()
        # The map follows the session at once (it is what the player looks at); the turn bar and
        # the proposal a pass of the event loop later, the faction boards and the pieces the pass
        # after: no single pass redraws, lays out and paints everything.
        words = PanelChanges(session, parent=self)
        words.take("proposalChanged", self.turn_bar.refresh, self.proposal.refresh)
        boards = PanelChanges(session, words, self)
        boards.take("snapshotChanged", self.piece_palette.refresh, self.factions.boards.refresh,
                    self.factions.refresh, self.board_text.refresh)
        boards.take("proposalChanged", self.factions.boards.show_proposal)
        self.panel_changes = [words, boards]

    def place_history(self, history_dock: QDockWidget) -> None:
        w = self.window
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, history_dock)
        w.tabifyDockWidget(self.faction_dock, history_dock)
        w.tabifyDockWidget(history_dock, self.text_dock)
        w.tabifyDockWidget(self.text_dock, self.checklist_dock)
        self.faction_dock.raise_()
        self._checklist_shown(self.checklist.active)
        w.resizeDocks([self.palette_dock], [190], Qt.Orientation.Horizontal)
        w.resizeDocks([self.proposal_dock], [380], Qt.Orientation.Horizontal)
        # Once the window has its size (before it is shown the docks have none).
        QTimer.singleShot(0, self._split_right)

    def _split_right(self) -> None:
        """The faction boards hold the most (four bots' boards, the Decree, the satchel): they get
        about three quarters of the height; the proposal is a few lines and, when the table is
        asked, a small form (the dock grows to the form's minimum by itself). While the table sets
        up, the step's lines (long, with their rules) get two fifths: whole lines at 1366×768."""
        try:
            below = self.checklist_dock if self.checklist.active else self.faction_dock
            total = self.proposal_dock.height() + below.height()
            if total < 300:
                return
            proposal = max(170, total * 2 // 5 if self.checklist.active else total // 4)
            self.window.resizeDocks([self.proposal_dock, below], [proposal, total - proposal],
                                    Qt.Orientation.Vertical)
        except RuntimeError:
            pass  # the workspace was torn down before the window got its size

    def _checklist_shown(self, active: bool) -> None:
        self.checklist_dock.setVisible(active)
        (self.checklist_dock if active else self.faction_dock).raise_()
        QTimer.singleShot(0, self._split_right)  # the step's lines, or the boards, get their room

    def setup_guided(self) -> bool:
        return self.checklist.active

    def connect_hints(self, show: Callable[[str], None]) -> None:
        self.scene.message.connect(show)
        self.piece_palette.message.connect(show)

    @staticmethod
    def describe(r: Reason) -> str:
        from .reasons import reason_text

        return reason_text(r)

    @staticmethod
    def error_text(code: str, params: dict[str, Any]) -> str:
        from .reasons import error_text

        return error_text(code, params)

    @classmethod
    def guided_snapshot(cls, config: Any) -> Any:
        from ...games.root.setup_steps import guided_game

        return guided_game(config)

    @classmethod
    def setup_dialog(cls, parent: QWidget, settings: QSettings) -> Any:
        from .newgame import NewGameDialog

        return NewGameDialog(parent, settings)

    @classmethod
    def preferences(cls) -> tuple[Any, ...]:
        from .newgame import printing_choice

        return (printing_choice(),)

    def fits(self, snapshot: Any) -> bool:
        # The map is built once per scene: a game on another map gets a new workspace.
        return super().fits(snapshot) and getattr(snapshot, "map_id", None) == self.session.snapshot.map_id

    def setup_heading(self) -> str:
        return self.tr("Set up the bots' pieces as shown:")

    def side_name(self, side: str) -> str:
        from . import names

        return names.faction_short(side)

    def side_colour(self, side: str) -> QColor:
        from . import colours

        return colours.faction_colour(side)

    def self_check(self) -> list[str]:
        from ...games.root.board import load_board

        board = load_board("autumn")
        return [] if len(board.clearings) == 12 else ["the Autumn map has 12 clearings"]
