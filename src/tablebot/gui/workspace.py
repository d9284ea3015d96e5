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
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

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
    guide_page: ClassVar[str] = ""
    """The game's section of the user's guide, where Help ▸ How to play opens: the id of its
    `<!-- section: id -->` marker in docs/user-guide.md ("" when it has none: the guide's top)."""

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
    def preferences(cls) -> tuple[Any, ...]:
        """The game's own lasting settings Edit ▸ Preferences shows (gui/preferences.py Choice)."""
        return ()

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

    def round_word(self, n: int) -> str:
        """The game's word for its standing's `round` (the VP race's x axis, the summary's "after n
        rounds"), lower case, for n of them."""
        from .vpchart import rounds_word

        return rounds_word(n)

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

    def screenshot_ready(self) -> None:
        """Play on to the moment the screenshot of the demo pictures (`tablebot --screenshot`)."""

    def self_check(self) -> list[str]:
        """What the packaged app's self-test finds wrong in what this game draws from (its maps,
        pictures), in words; empty when fine."""
        return []

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
            # Out of the window now, not at the next event loop: a new workspace's restoreState
            # would otherwise find (and show) the old dock by its object name.
            dock.setParent(None)
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


def workspace_class(game_id: str) -> type[Workspace]:
    """The workspace of a game id: its registration's "module:Class" (KeyError for a game without views)."""
    import importlib

    from ..games.registry import game_rules

    where = game_rules(game_id).workspace
    if not where:
        raise KeyError(game_id)
    module, _, name = where.partition(":")
    found: type[Workspace] = getattr(importlib.import_module(module), name)
    return found


def games_with_views() -> tuple[str, ...]:
    """The registered games whose registration names a workspace, in the registry's order."""
    from ..games.registry import game_rules, known_games

    return tuple(g for g in known_games() if game_rules(g).workspace)

