"""A game's workspace: its board view, the bar above it and its docks, built inside the main window.

The main window (gui/mainwindow.py) is the same for every game: menus, toolbar, undo/redo, Confirm,
history, files, autosave, the message banner. What is drawn and edited differs per game, so each
game brings a Workspace; the window builds the one matching its session's game id and tears it
down when a game of another kind is started or opened. A workspace's widgets listen to its session
only: when the window swaps sessions the old widgets are deleted with their connections.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QWidget

from ..controller.session import Session
from ..core.reasons import Reason

log = logging.getLogger(__name__)


class PanelChanges(QObject):
    """The session's changes as a group of side panels hears them: one pass of the event loop
    after `source` (the session, or the group before) told its own (issue 9: no frame over 16 ms).
    A Confirm on a crowded board planned the next step, redrew the map and every panel, laid them
    out and painted the whole window in one pass (16-22 ms); now the map changes and paints first,
    then the turn bar and the proposal, then the faction boards, each pass with its own layout and
    paint. Several changes before a group's pass (an undo, then a redo) reach it once, as the
    session stands then.

    Same signals as the Session, so a panel listens to either."""

    snapshotChanged = Signal(object)
    proposalChanged = Signal(object)

    def __init__(self, session: Session, source: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)
        source = session if source is None else source
        source.snapshotChanged.connect(self._schedule)
        source.proposalChanged.connect(self._schedule)

    def _schedule(self, *_args: Any) -> None:
        self._timer.start()

    @property
    def pending(self) -> bool:
        """A change these panels have not shown yet."""
        return self._timer.isActive()

    def flush(self) -> None:
        """Tell the panels now (their pass, or whoever needs them current at once)."""
        self._timer.stop()
        self.snapshotChanged.emit(self.session.snapshot)
        self.proposalChanged.emit(self.session.proposal)

    def take(self, signal: str, *slots: Any) -> None:
        """Move slots that listen to the session's `signal` here (panels connect to the session
        when they are built)."""
        for slot in slots:
            getattr(self.session, signal).disconnect(slot)
            getattr(self, signal).connect(slot)

    def stop(self) -> None:
        self._timer.stop()


class Workspace(QObject):
    """Base of a game's workspace. Subclasses build `top` (a bar above the board), `view` (the
    board) and their docks in __init__, and say how to describe and start their game."""

    game_id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    """The game's name in the New-game chooser (a source string, translated in the chooser)."""

    def __init__(self, window: QMainWindow, session: Session, settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.settings = settings
        self.top: QWidget | None = None
        self.view: Any = None
        self.docks: list[QDockWidget] = []
        self.panel_changes: list[Any] = [session]
        """What the side panels listen to, in the order they hear of a change: the session itself,
        or PanelChanges that tell them a pass (or two) after the board. The window lays the
        panels out after each has heard."""

    # -- what a game says about itself -------------------------------------------------------
    @staticmethod
    def describe(r: Reason) -> str:
        raise NotImplementedError

    @staticmethod
    def error_text(code: str, params: dict[str, Any]) -> str:
        raise NotImplementedError

    @classmethod
    def config_type(cls) -> type:
        raise NotImplementedError

    @classmethod
    def new_snapshot(cls, config: Any) -> Any:
        """The engine's setup for a config (raises EngineError or ValueError when it cannot)."""
        raise NotImplementedError

    @classmethod
    def guided_snapshot(cls, config: Any) -> Any:
        """The engine's setup for a game started from the New Game dialog: one that walks the table
        through its setup first, where the game has such a guide."""
        return cls.new_snapshot(config)

    def setup_guided(self) -> bool:
        """Whether the table is being walked through its setup now (its own panel says what the
        setup message box would)."""
        return False

    @classmethod
    def setup_dialog(cls, parent: QWidget, settings: QSettings) -> Any:
        """The game's setup form: a QDialog with config() (the New Game dialog shows it as its page)."""
        raise NotImplementedError

    @classmethod
    def ask_config(cls, parent: QWidget, settings: QSettings) -> Any:
        """Show the game's New-game dialog; the config, or None when the player cancels."""
        dialog = cls.setup_dialog(parent, settings)
        return dialog.config() if dialog.exec() else None

    def fits(self, snapshot: Any) -> bool:
        """Whether this workspace can show the snapshot (Root: the same map)."""
        return getattr(snapshot, "game", self.game_id) == self.game_id

    def can_confirm(self, proposal: Any) -> bool:
        return isinstance(proposal, self.session.rules.step_type)

    def confirm(self) -> bool:
        self.finish_animations()
        return self.session.confirm()

    def setup_heading(self) -> str:
        return self.tr("Set up the table as shown:")

    def side_name(self, side: str) -> str:
        """A side's name in the VP race chart (a faction, a seat)."""
        return side.replace("_", " ").capitalize()

    def side_colour(self, side: str) -> QColor:
        """A side's colour in the VP race chart (games with faction colours say theirs)."""
        hues = (210, 20, 120, 280, 45, 330)
        return QColor.fromHsl(hues[sum(map(ord, side)) % len(hues)], 170, 110)

    # -- the window's hooks ------------------------------------------------------------------
    def connect_hints(self, show: Callable[[str], None]) -> None:
        """Send the workspace's status-bar hints (why a drop did nothing) to `show`."""

    def finish_animations(self) -> None:
        """Jump running animations to their end (before undo, redo, a new snapshot)."""

    def redraw(self) -> None:
        """Redraw everything from the session (after an error left a half-drawn state)."""

    def fit(self) -> None:
        """Fit the board to its view (the screenshot renders the whole board)."""

    def dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea, name: str) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.window.addDockWidget(area, dock)
        self.docks.append(dock)
        return dock

    def place_history(self, history_dock: QDockWidget) -> None:
        """Put the window's history dock among this workspace's docks."""
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, history_dock)

    def teardown(self) -> None:
        """Take this workspace's widgets out of the window and delete them (with their signal
        connections to the session)."""
        self.finish_animations()
        for changes in self.panel_changes:
            if isinstance(changes, PanelChanges):
                changes.stop()
        for dock in self.docks:
            self.window.removeDockWidget(dock)
            dock.hide()
            dock.deleteLater()
        self.docks = []
        for widget in (self.top, self.view):
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.top = None
        self.view = None
        self.deleteLater()


class RootWorkspace(Workspace):
    """Root: the clearing map, the turn bar, the pieces palette, the proposal, factions and the
    board as text (the widgets of gui/board.py, panels.py and palette.py)."""

    game_id = "root"
    title = "Root (Law of Rootbotics)"

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
    def config_type(cls) -> type:
        from ..games.root.setup import GameConfig

        return GameConfig

    @classmethod
    def new_snapshot(cls, config: Any) -> Any:
        from ..games.root.setup import new_game

        return new_game(config)

    @classmethod
    def guided_snapshot(cls, config: Any) -> Any:
        from ..games.root.setup_steps import guided_game

        return guided_game(config)

    @classmethod
    def setup_dialog(cls, parent: QWidget, settings: QSettings) -> Any:
        from .newgame import NewGameDialog

        return NewGameDialog(parent, settings)

    def fits(self, snapshot: Any) -> bool:
        # The map is built once per scene: a game on another map gets a new workspace.
        return super().fits(snapshot) and getattr(snapshot, "map_id", None) == self.session.snapshot.map_id

    def setup_heading(self) -> str:
        return self.tr("Set up the bots' pieces as shown:")

    def side_name(self, side: str) -> str:
        from . import names

        return names.faction_short(side)

    def side_colour(self, side: str) -> QColor:
        from . import theme

        return theme.faction_colour(side)

    def finish_animations(self) -> None:
        self.scene.finish_animations()

    def redraw(self) -> None:
        self.scene.set_snapshot(self.session.snapshot)
        self.scene.show_proposal(self.session.proposal)

    def fit(self) -> None:
        self.view.fit()


def workspace_class(game_id: str) -> type[Workspace]:
    """The workspace of a game id (KeyError for a game without views)."""
    if game_id == "root":
        return RootWorkspace
    if game_id == "expeditions":
        from .expeditions.workspace import ExpeditionsWorkspace

        return ExpeditionsWorkspace
    raise KeyError(game_id)


GAMES_WITH_VIEWS: tuple[str, ...] = ("root", "expeditions")
