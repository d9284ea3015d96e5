"""The main window: the board in the middle, the turn bar above it, docks for the pieces, the
proposal and its reasons, the factions, the history and the board as text."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from ..controller.session import Session
from ..core import save as saves
from ..core.reasons import Reason
from ..core.steps import HumanTurn
from ..games.root.actions import RootStep
from ..games.root.setup import GameConfig, new_game
from . import theme
from .board import BoardScene, BoardView
from .palette import PalettePanel
from .panels import BoardTextPanel, FactionPanel, ProposalPanel, TurnBar
from .reasons import error_text, reason_text

log = logging.getLogger(__name__)

FILE_FILTER = "Tablebot saves (*.tablebot.json *.json);;All files (*)"


class MainWindow(QMainWindow):
    def __init__(self, session: Session, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        session.describe = reason_text
        self.setWindowTitle(self.tr("Tablebot"))
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)

        self.scene = BoardScene(session, settings, self)
        self.view = BoardView(self.scene)
        self.turn_bar = TurnBar(session)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel { background: #8c1c13; color: white; padding: 6px; font-weight: bold; }")
        self.banner.setAccessibleName(self.tr("Message"))
        self.banner.hide()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.turn_bar)
        layout.addWidget(self.banner)
        layout.addWidget(self.view, 1)
        # The board is the point of the window: on a small screen the docks give way to it.
        central.setMinimumWidth(480)
        self.setCentralWidget(central)

        self.piece_palette = PalettePanel(session)
        self.proposal = ProposalPanel(session)
        self.factions = FactionPanel(session)
        self.history = QUndoView(session.stack)
        self.history.setEmptyLabel(self.tr("Start of the game"))
        self.history.setAccessibleName(self.tr("History"))
        self.history.setWordWrap(True)  # whole reasons, not a horizontal scroll
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setAlternatingRowColors(True)
        self.board_text = BoardTextPanel(session)
        self.palette_dock = self._dock(self.tr("Pieces"), self.piece_palette, Qt.DockWidgetArea.LeftDockWidgetArea, "pieces")
        self.proposal_dock = self._dock(self.tr("Bot's proposal and reasons"), self.proposal,
                                        Qt.DockWidgetArea.RightDockWidgetArea, "proposal")
        # Scrolls rather than grows: with four bots its content would push the window past 768 px.
        faction_scroll = QScrollArea()
        faction_scroll.setWidgetResizable(True)
        faction_scroll.setFrameShape(QFrame.Shape.NoFrame)
        faction_scroll.setWidget(self.factions)
        self.faction_dock = self._dock(self.tr("Factions"), faction_scroll, Qt.DockWidgetArea.RightDockWidgetArea,
                                       "factions")
        self.history_dock = self._dock(self.tr("History"), self.history, Qt.DockWidgetArea.RightDockWidgetArea,
                                       "history")
        self.text_dock = self._dock(self.tr("Board as text"), self.board_text, Qt.DockWidgetArea.RightDockWidgetArea,
                                    "board_text")
        self.tabifyDockWidget(self.faction_dock, self.history_dock)
        self.tabifyDockWidget(self.history_dock, self.text_dock)
        self.faction_dock.raise_()
        self.resizeDocks([self.palette_dock], [190], Qt.Orientation.Horizontal)
        self.resizeDocks([self.proposal_dock], [380], Qt.Orientation.Horizontal)
        self.resizeDocks([self.proposal_dock, self.faction_dock], [330, 300], Qt.Orientation.Vertical)

        self._build_actions()
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        session.refused.connect(self.show_refusal)
        session.proposalChanged.connect(self._changed)
        session.fileChanged.connect(self._update_title)
        session.stack.cleanChanged.connect(self._update_title)
        self.scene.message.connect(self.show_hint)
        self.piece_palette.message.connect(self.show_hint)
        self._update_title()
        self._changed(session.proposal)

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea, name: str) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        return dock

    # -- actions -----------------------------------------------------------------------------
    def _action(self, text: str, slot: Any,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | list[Any] | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            action.setShortcut(shortcut)
        action.setToolTip(tip or text.replace("&", ""))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        s = self.session
        self.new_action = self._action(self.tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New)
        self.open_action = self._action(self.tr("&Open…"), lambda: self.open_file(), QKeySequence.StandardKey.Open)
        self.save_action = self._action(self.tr("&Save"), lambda: self.save_file(), QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(self.tr("Save &as…"), lambda: self.save_file(ask=True),
                                           QKeySequence("Ctrl+Shift+S"))
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = s.stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = s.stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        # Running animations jump to their end before the snapshot is swapped.
        self.undo_action.triggered.connect(self.scene.finish_animations)
        self.redo_action.triggered.connect(self.scene.finish_animations)
        for a in (self.undo_action, self.redo_action):
            self.addAction(a)
        self.confirm_action = self._action(self.tr("&Confirm step"), self.confirm,
                                           [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)],
                                           self.tr("Apply the bot's proposed step (Enter)"))
        self.end_turn_action = self._action(self.tr("&End human turn"), s.end_human_turn, QKeySequence("Ctrl+E"))
        self.skip_action = self._action(self.tr("&Skip steps that change nothing"), self._toggle_skip)
        self.skip_action.setCheckable(True)
        self.skip_action.setChecked(theme.skip_nothing(self.settings))
        self.session.skip_nothing = self.skip_action.isChecked()
        self.about_action = self._action(self.tr("&About Tablebot"), self.about)

        speed_group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        labels = {0.0: self.tr("Off"), 0.5: self.tr("Fast"), 1.0: self.tr("Normal"), 2.0: self.tr("Slow")}
        current = theme.animation_speed(self.settings)
        for speed, label in labels.items():
            a = QAction(label, self)
            a.setCheckable(True)
            a.setChecked(speed == current)
            a.triggered.connect(lambda _c=False, v=speed: self.set_speed(v))
            speed_group.addAction(a)
            self.speed_actions[speed] = a

        menu = self.menuBar()
        game = menu.addMenu(self.tr("&Game"))
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = menu.addMenu(self.tr("&Edit"))
        for a in (self.undo_action, self.redo_action):
            edit.addAction(a)
        turn = menu.addMenu(self.tr("&Turn"))
        turn.addAction(self.confirm_action)
        turn.addAction(self.end_turn_action)
        turn.addAction(self.skip_action)
        view = menu.addMenu(self.tr("&View"))
        speed_menu = view.addMenu(self.tr("Animation &speed"))
        for a in self.speed_actions.values():
            speed_menu.addAction(a)
        view.addSeparator()
        for dock in (self.palette_dock, self.proposal_dock, self.faction_dock, self.history_dock, self.text_dock):
            view.addAction(dock.toggleViewAction())
        help_menu = menu.addMenu(self.tr("&Help"))
        help_menu.addAction(self.about_action)

        bar = self.addToolBar(self.tr("Main"))
        bar.setObjectName("main_toolbar")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # The toolbar keeps short labels; the menu's actions carry "Undo <what>" from the stack.
        self.undo_button = self._action(self.tr("Undo"), self.undo)
        self.redo_button = self._action(self.tr("Redo"), self.redo)
        self.session.stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.session.stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.session.stack.undoTextChanged.connect(self._undo_tip)
        self.session.stack.redoTextChanged.connect(self._redo_tip)
        self.undo_button.setEnabled(self.session.stack.canUndo())
        self.redo_button.setEnabled(self.session.stack.canRedo())
        for a in (self.new_action, self.open_action, self.save_action, self.undo_button, self.redo_button,
                  self.confirm_action):
            bar.addAction(a)
        bar.addSeparator()
        bar.addWidget(QLabel(self.tr(" Animation: ")))
        for a in self.speed_actions.values():
            bar.addAction(a)

    # -- slots -------------------------------------------------------------------------------
    def _undo_tip(self, text: str) -> None:
        try:
            self.undo_button.setToolTip(self.tr("Undo {what}").format(what=text))
        except RuntimeError:
            pass  # the window is being destroyed; its actions went first

    def _redo_tip(self, text: str) -> None:
        try:
            self.redo_button.setToolTip(self.tr("Redo {what}").format(what=text))
        except RuntimeError:
            pass

    def undo(self) -> None:
        self.scene.finish_animations()
        self.session.undo()

    def redo(self) -> None:
        self.scene.finish_animations()
        self.session.redo()

    def confirm(self) -> bool:
        self.scene.finish_animations()
        return self.session.confirm()

    def set_speed(self, speed: float) -> None:
        self.settings.setValue(theme.SPEED_KEY, speed)
        self.speed_actions[speed].setChecked(True)

    def _toggle_skip(self, on: bool) -> None:
        self.settings.setValue(theme.SKIP_KEY, on)
        self.session.skip_nothing = on

    def show_refusal(self, code: str, params: dict[str, Any]) -> None:
        text = error_text(code, params)
        self.banner.setText(text)
        self.banner.show()
        self.statusBar().showMessage(text, 10000)
        self._banner_timer.start(10000)

    def show_hint(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _changed(self, proposal: Any) -> None:
        self.banner.hide()
        self.confirm_action.setEnabled(isinstance(proposal, RootStep))
        self.end_turn_action.setEnabled(isinstance(proposal, HumanTurn))

    def _update_title(self, *_args: Any) -> None:
        try:
            clean = self.session.stack.isClean()
        except RuntimeError:
            return  # the stack is being destroyed with the window
        name = self.session.path.name if self.session.path else self.tr("Untitled")
        star = "" if clean else "*"
        self.setWindowTitle(self.tr("{name}{star} — Tablebot").format(name=name, star=star))

    # -- files -------------------------------------------------------------------------------
    def open_file(self, path: str | Path | None = None) -> bool:
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), "", FILE_FILTER)
            if not chosen:
                return False
            path = chosen
        return self.session.open(Path(path))

    def save_file(self, path: str | Path | None = None, ask: bool = False) -> bool:
        if path is None and (ask or self.session.path is None):
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), "game.tablebot.json", FILE_FILTER)
            if not chosen:
                return False
            path = chosen
        target = Path(path) if path is not None else self.session.path
        assert target is not None
        ok = self.session.save_to(target)
        if ok:
            self.statusBar().showMessage(self.tr("Saved to {path}").format(path=target), 5000)
        return ok

    def new_game_dialog(self) -> None:
        from .newgame import NewGameDialog

        dialog = NewGameDialog(self)
        if dialog.exec():
            config = dialog.config()
            if config is not None:
                self.start_new_game(config)

    def start_new_game(self, config: GameConfig, show_log: bool = True) -> bool:
        try:
            snap = new_game(config)
        except Exception as err:  # noqa: BLE001 - EngineError (keep corner) or a config the engine refuses
            code = getattr(err, "code", None)
            if code is not None:
                self.show_refusal(code, dict(getattr(err, "params", {})))
            else:
                self.show_refusal("setup.invalid", {"detail": str(err)})
            return False
        self.session.new_game(snap)
        if show_log and snap.log:
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Setup"), self.setup_text(snap.log),
                              QMessageBox.StandardButton.Ok, self)
            box.open()
        return True

    def setup_text(self, reasons: tuple[Reason, ...]) -> str:
        return self.tr("Set up the bots' pieces as shown:") + "\n\n" + "\n".join(reason_text(r) for r in reasons)

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Tablebot"), self.tr(
            "Tablebot runs the official Root bots (Law of Rootbotics) beside the physical board.\n\n"
            "Log file: {log}\nAutosave: {autosave}").format(log=saves.log_path(), autosave=saves.autosave_path()))

    def closeEvent(self, event: QCloseEvent) -> None:
        # The autosave holds everything once the pending write is flushed; nothing to ask.
        self.scene.finish_animations()
        self.session.flush_autosave()
        super().closeEvent(event)
