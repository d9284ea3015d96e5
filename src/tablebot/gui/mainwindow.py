"""The main window: a shell the same for every game (menus, toolbar, undo/redo, Confirm, history,
files and autosave, the message banner, About) around the workspace of the session's game (its
board, the bar above it and its docks, gui/workspace.py).

Starting or opening a game of another kind gives the window a new Session (a Session plays one
game's rules) and a new workspace; the old ones are disconnected and deleted, so no widget of the
previous game is left listening.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTabBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..controller.session import Session
from ..core import save as saves
from ..core.reasons import Reason
from ..core.steps import HumanTurn
from ..games.registry import game_rules
from . import preferences, theme
from .vpchart import GameOverDialog, GlancePanel
from .workspace import Workspace, games_with_views, workspace_class

log = logging.getLogger(__name__)

FILE_FILTER = "Tablebot saves (*.tablebot.json *.json);;All files (*)"


class MainWindow(QMainWindow):
    def __init__(self, session: Session, settings: QSettings, parent: QWidget | None = None,
                 demo: bool = False) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.is_demo = demo
        """The window shows the ready demo game, not the table's: the title and the status bar say so."""
        self.setWindowTitle(self.tr("Tablebot"))
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName(self.tr("Message"))
        self.banner.hide()
        central = QWidget()
        self.central_layout = QVBoxLayout(central)
        self.central_layout.setContentsMargins(2, 2, 2, 2)
        self.central_layout.setSpacing(2)
        # The board is the point of the window: on a small screen the docks give way to it.
        central.setMinimumWidth(480)
        # Messages lie over the top of the board: a banner in the layout would push the map down.
        self.banner.setParent(central)
        self.statusBar()  # made now: one appearing with the first message would shrink the board
        self.setCentralWidget(central)

        # One undo group: the actions and the history follow whichever session is active.
        self.undo_group = QUndoGroup(self)
        self.history = QUndoView(self.undo_group)
        self.history.setEmptyLabel(self.tr("Start of the game"))
        self.history.setAccessibleName(self.tr("History"))
        self.history.setWordWrap(True)  # whole reasons, not a horizontal scroll
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setAlternatingRowColors(True)
        self.history_dock = QDockWidget(self.tr("History"), self)
        self.history_dock.setObjectName("history")
        self.history_dock.setWidget(self.history)
        self.history_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                      | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        # Behind its tab the history measures no wrapped text: with it, every step pushed re-laid
        # out every entry (a frame's worth on a long game).
        self.history_dock.visibilityChanged.connect(self._history_shown)

        # The VP race: a dock of the shell whose panel is rebuilt for each session.
        self.glance: GlancePanel | None = None
        self.glance_dock = QDockWidget(self.tr("VP race"), self)
        self.glance_dock.setObjectName("vp_race")
        # Closable: View ▸ VP race opens and closes it (a dock that cannot close greys its toggle out).
        self.glance_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                     | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                                     | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self._game_over_shown = False
        self.game_over_dialog: GameOverDialog | None = None

        self.workspace: Workspace | None = None
        self.layout_reset = False
        """Preferences ▸ Reset the window's layout: closing stores none."""
        self._dock_actions: list[QAction] = []
        self._session_links: list[tuple[Any, Any]] = []
        self._build_actions()
        self._build_status_bar()
        self._name_actions()
        self._name_status_bar()
        self.set_theme(theme.theme_mode(settings))
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        self._attach(session)

    # -- the game's workspace ----------------------------------------------------------------
    @property
    def scene(self) -> Any:
        return self._ws().scene  # type: ignore[attr-defined]

    @property
    def view(self) -> Any:
        return self._ws().view

    @property
    def turn_bar(self) -> Any:
        return self._ws().turn_bar  # type: ignore[attr-defined]

    @property
    def proposal(self) -> Any:
        return self._ws().proposal  # type: ignore[attr-defined]

    def _ws(self) -> Workspace:
        assert self.workspace is not None
        return self.workspace

    def _attach(self, session: Session) -> None:
        """Make `session` the window's game: its stack drives undo/redo and the history, its
        game's workspace is built, the window listens to it."""
        self.session = session
        session.setParent(self)
        session.skip_nothing = self.skip_action.isChecked()
        self.undo_group.addStack(session.stack)
        self.undo_group.setActiveStack(session.stack)
        ws = workspace_class(session.rules.id)(self, session, self.settings)
        session.describe = ws.describe
        self.workspace = ws
        if ws.top is not None:
            self.central_layout.insertWidget(0, ws.top)
        self.central_layout.addWidget(ws.view, 1)
        ws.place_history(self.history_dock)
        self.history_dock.show()
        self.glance = GlancePanel(session, ws.side_name, ws.side_colour, unit=ws.round_word)
        self.glance_dock.setWidget(self.glance)
        self._link(self.glance_dock.visibilityChanged, self.glance.shown)
        front = self._front_tab(self.history_dock)
        self.addDockWidget(self.dockWidgetArea(self.history_dock), self.glance_dock)
        self.tabifyDockWidget(self.history_dock, self.glance_dock)
        # A race needs two runners: when the game charts only one side (the others keep their
        # score to themselves) the dock starts closed, in View, and its tab leaves room to the rest.
        glance = self.glance.glance
        self.glance_dock.setVisible(glance.available and len(glance.current().sides) > 1)
        if front is not None:
            front.raise_()  # the race joins the history's tabs without hiding the game's own front tab
        self._game_over_shown = self.glance.glance.available and self.glance.glance.current().over
        preferences.restore_docks(self, self.settings, session.rules.id)
        ws.connect_hints(self.show_hint)
        for dock in ws.docks:
            action = dock.toggleViewAction()
            self.view_menu.insertAction(self._history_toggle, action)
            self._dock_actions.append(action)
        self._link(session.refused, self.show_refusal)
        self._link(session.proposalChanged, self._changed)
        for changes in ws.panel_changes:
            self._link(changes.proposalChanged, self._lay_out)
        self._link(session.fileChanged, self._update_title)
        self._link(session.stack.cleanChanged, self._update_title)
        self._update_title()
        self._changed(session.proposal)
        self._lay_out()
        log.info("workspace for %s", session.rules.id)

    def _front_tab(self, dock: QDockWidget) -> QDockWidget | None:
        """The dock whose tab is in front in `dock`'s tab group (None when it has no tabs)."""
        group = [dock, *self.tabifiedDockWidgets(dock)]
        titles = {d.windowTitle(): d for d in group}
        for bar in self.findChildren(QTabBar):
            texts = [bar.tabText(i) for i in range(bar.count())]
            if dock.windowTitle() in texts and bar.currentIndex() >= 0:
                return titles.get(bar.tabText(bar.currentIndex()))
        return None

    def _link(self, signal: Any, slot: Any) -> None:
        signal.connect(slot)
        self._session_links.append((signal, slot))

    def _detach(self) -> None:
        for signal, slot in self._session_links:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass  # already gone with its object
        self._session_links = []
        for action in self._dock_actions:
            self.view_menu.removeAction(action)
        self._dock_actions = []
        ws = self.workspace
        if ws is not None:
            for widget in (ws.top, ws.view):
                if widget is not None:
                    self.central_layout.removeWidget(widget)
            self.removeDockWidget(self.history_dock)
            self.removeDockWidget(self.glance_dock)
            if self.glance is not None:
                self.glance_dock.setWidget(None)  # type: ignore[arg-type]
                self.glance.setParent(None)
                self.glance.deleteLater()
                self.glance = None
            ws.teardown()
        self.workspace = None

    def set_session(self, session: Session) -> None:
        """Replace the game: the old session's pending autosave is written first, then it and its
        workspace are deleted (never heard from again), and the new one is shown."""
        old = self.session
        if session is old:
            return
        self._ws().finish_animations()
        self.save_layout()
        self._detach()
        old.close()
        old.autosave_enabled = False
        old.blockSignals(True)
        self.undo_group.removeStack(old.stack)
        self._attach(session)
        old.deleteLater()

    def _new_session(self, game_id: str, snapshot: Any) -> Session:
        ws = workspace_class(game_id)
        return Session(game_rules(game_id), snapshot, describe=ws.describe,
                       autosave=self.session.autosave_enabled, skip_nothing=self.skip_action.isChecked())

    # -- actions -----------------------------------------------------------------------------
    def _action(self, slot: Any,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | list[Any] | None = None) -> QAction:
        action = QAction(self)
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        # Built without words; _name_actions() gives them theirs, again at each change of language.
        self.new_action = self._action(lambda: self.new_game_dialog(), QKeySequence.StandardKey.New)
        self.open_action = self._action(lambda: self.open_file(), QKeySequence.StandardKey.Open)
        self.save_action = self._action(lambda: self.save_file(), QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(lambda: self.save_file(ask=True), QKeySequence("Ctrl+Shift+S"))
        self.quit_action = self._action(self.close, QKeySequence("Ctrl+Q"))
        self.undo_action, self.redo_action = self._undo_actions()
        self.confirm_action = self._action(self.confirm, [QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        self.end_turn_action = self._action(lambda: self.session.end_human_turn(), QKeySequence("Ctrl+E"))
        self.skip_action = self._action(self._toggle_skip)
        self.skip_action.setCheckable(True)
        self.skip_action.setChecked(theme.skip_nothing(self.settings))
        self.about_action = self._action(self.about)
        self.guide_action = self._action(self.show_guide, QKeySequence.StandardKey.HelpContents)
        self.shortcuts_action = self._action(self.show_shortcuts, QKeySequence("Ctrl+/"))
        self.preferences_action = self._action(self.show_preferences, QKeySequence("Ctrl+,"))

        speed_group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        current = theme.animation_speed(self.settings)
        for speed in theme.SPEEDS:
            a = QAction(self)
            a.setCheckable(True)
            a.setChecked(speed == current)
            a.triggered.connect(lambda _c=False, v=speed: self.set_speed(v))
            speed_group.addAction(a)
            self.speed_actions[speed] = a

        theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for mode in theme.THEMES:
            a = QAction(self)
            a.setCheckable(True)
            a.triggered.connect(lambda _c=False, m=mode: self.set_theme(m))
            theme_group.addAction(a)
            self.theme_actions[mode] = a

        # Each language in its own name (a player who cannot read the current one finds theirs).
        language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        chosen = preferences.language(self.settings)
        for code in ("system", *i18n.LANGUAGES):
            a = QAction(i18n.LANGUAGES.get(code, ""), self)
            a.setCheckable(True)
            a.setChecked(code == chosen)
            a.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            language_group.addAction(a)
            self.language_actions[code] = a

        menu = self.menuBar()
        self.game_menu = menu.addMenu("")
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = menu.addMenu("")
        for a in (self.undo_action, self.redo_action):
            self.edit_menu.addAction(a)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.preferences_action)
        self.turn_menu = menu.addMenu("")
        self.turn_menu.addAction(self.confirm_action)
        self.turn_menu.addAction(self.end_turn_action)
        self.turn_menu.addAction(self.skip_action)
        self.view_menu = menu.addMenu("")
        self.speed_menu = self.view_menu.addMenu("")
        for a in self.speed_actions.values():
            self.speed_menu.addAction(a)
        self.theme_menu = self.view_menu.addMenu("")
        for a in self.theme_actions.values():
            self.theme_menu.addAction(a)
        self.language_menu = self.view_menu.addMenu("")
        for a in self.language_actions.values():
            self.language_menu.addAction(a)
        self.view_menu.addSeparator()
        # The workspace's dock toggles go before the history's (see _attach).
        self._history_toggle = self.history_dock.toggleViewAction()
        self.view_menu.addAction(self._history_toggle)
        self.view_menu.addAction(self.glance_dock.toggleViewAction())
        # Opened from View, the race comes to the front of its tabs (not behind another).
        self.glance_dock.toggleViewAction().triggered.connect(self._race_opened)
        self.help_menu = menu.addMenu("")
        self.help_menu.addAction(self.guide_action)
        self.help_menu.addAction(self.shortcuts_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # The toolbar keeps short labels; the menu's actions carry "Undo <what>" from the stack.
        self.undo_button = self._action(self.undo)
        self.redo_button = self._action(self.redo)
        self.undo_group.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_group.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_group.undoTextChanged.connect(self._undo_tip)
        self.undo_group.redoTextChanged.connect(self._redo_tip)
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        for a in (self.new_action, self.open_action, self.save_action, self.undo_button, self.redo_button,
                  self.confirm_action):
            self.toolbar.addAction(a)
        self.toolbar.addSeparator()
        self.speed_label = QLabel()
        self.toolbar.addWidget(self.speed_label)
        for a in self.speed_actions.values():
            self.toolbar.addAction(a)

    def _undo_actions(self) -> tuple[QAction, QAction]:
        undo = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence("Ctrl+Z"))
        redo = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action in (undo, redo):
            # Running animations jump to their end before the snapshot is swapped.
            action.triggered.connect(self._finish_animations)
            self.addAction(action)
        return undo, redo

    def _name_actions(self) -> None:
        """The shell's words in the current language (at start and at each change of language)."""
        def name(action: QAction, text: str, tip: str = "") -> None:
            action.setText(text)
            action.setToolTip(tip or text.replace("&", ""))

        name(self.new_action, self.tr("&New game…"))
        name(self.open_action, self.tr("&Open…"))
        name(self.save_action, self.tr("&Save"))
        name(self.save_as_action, self.tr("Save &as…"))
        name(self.quit_action, self.tr("&Quit"))
        name(self.confirm_action, self.tr("&Confirm step"), self.tr("Apply the bot's proposed step (Enter)"))
        name(self.end_turn_action, self.tr("&End human turn"))
        name(self.skip_action, self.tr("&Skip steps that change nothing"))
        name(self.about_action, self.tr("&About Tablebot"))
        name(self.guide_action, self.tr("&How to play with Tablebot"))
        name(self.shortcuts_action, self.tr("&Keyboard shortcuts"))
        name(self.preferences_action, self.tr("&Preferences…"))
        speeds = {0.0: self.tr("Off"), 0.5: self.tr("Fast"), 1.0: self.tr("Normal"), 2.0: self.tr("Slow")}
        for speed, a in self.speed_actions.items():
            name(a, speeds[speed])
        themes = {"light": self.tr("&Light"), "dark": self.tr("&Dark"), "system": self.tr("&System")}
        for mode, a in self.theme_actions.items():
            name(a, themes[mode])
        name(self.language_actions["system"], self.tr("The system's language"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.turn_menu.setTitle(self.tr("&Turn"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Main"))
        name(self.undo_button, self.tr("Undo"))
        name(self.redo_button, self.tr("Redo"))
        self._undo_tip(self.undo_group.undoText())
        self._redo_tip(self.undo_group.redoText())
        self.speed_label.setText(self.tr(" Animation: "))
        self.history.setEmptyLabel(self.tr("Start of the game"))
        self.history.setAccessibleName(self.tr("History"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.glance_dock.setWindowTitle(self.tr("VP race"))
        self.banner.setAccessibleName(self.tr("Message"))

    def _build_status_bar(self) -> None:
        # Built at once (not on the first message), so its arrival never shrinks the board.
        bar = self.statusBar()
        self.demo_note = QWidget()
        row = QHBoxLayout(self.demo_note)
        row.setContentsMargins(0, 0, 0, 0)
        self.demo_label = QLabel()
        row.addWidget(self.demo_label)
        self.demo_button = QPushButton()
        self.demo_button.clicked.connect(self.new_action.trigger)
        row.addWidget(self.demo_button)
        bar.addPermanentWidget(self.demo_note)
        self.demo_note.setVisible(self.is_demo)

    def _name_status_bar(self) -> None:
        self.demo_label.setText(self.tr("<b>Demo game</b>: try anything. To play your own table:"))
        self.demo_button.setText(self.tr("New game… ({key})").format(
            key=self.new_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
        self.demo_button.setAccessibleName(self.tr("Start a real game"))

    def set_demo(self, demo: bool) -> None:
        self.is_demo = demo
        self.demo_note.setVisible(demo)
        self._update_title()

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

    def _history_shown(self, visible: bool) -> None:
        self.history.setUniformItemSizes(not visible)
        self.history.setWordWrap(visible)

    def _finish_animations(self) -> None:
        if self.workspace is not None:
            self.workspace.finish_animations()

    def undo(self) -> None:
        self._finish_animations()
        self.session.undo()

    def redo(self) -> None:
        self._finish_animations()
        self.session.redo()

    def confirm(self) -> bool:
        return self._ws().confirm()

    def set_speed(self, speed: float) -> None:
        self.settings.setValue(theme.SPEED_KEY, speed)
        self.speed_actions[speed].setChecked(True)

    def set_theme(self, mode: str) -> None:
        """Light, Dark or the system's palette, for the whole app; remembered for the next start."""
        self.settings.setValue(theme.THEME_KEY, mode)
        self.theme_actions[mode].setChecked(True)
        theme.apply_theme(mode)
        self._restyle()

    def set_language(self, code: str) -> None:
        """Speak `code` ("system": the system's language) from now on, without a restart: the
        translations are swapped, the shell's words renamed, the game's workspace rebuilt in the new
        words (same session, same history, same layout) and the history relabelled; remembered."""
        self.settings.setValue(preferences.LANGUAGE_KEY, code)
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)
        i18n.install(code)
        self.retranslate()

    def retranslate(self) -> None:
        # The undo/redo actions' text follows the stack ("Undo <what>") with a prefix fixed when
        # they are made: new ones in the new words, where the old ones were.
        old_undo, old_redo = self.undo_action, self.redo_action
        self.undo_action, self.redo_action = self._undo_actions()
        for old, new in ((old_undo, self.undo_action), (old_redo, self.redo_action)):
            self.edit_menu.insertAction(old, new)
            self.edit_menu.removeAction(old)
            self.removeAction(old)
            old.deleteLater()
        self._name_actions()
        self._name_status_bar()
        if self.workspace is not None:
            self._ws().finish_animations()
            self.save_layout()
            self._detach()
            self._attach(self.session)
            self.show_panels_now()
        self.session.relabel()
        self._update_title()
        dialog = getattr(self, "preferences_dialog", None)
        if dialog is not None and dialog.isVisible():
            # Opened again in the new words, where it was.
            where = dialog.pos()
            dialog.close()
            self.show_preferences()
            self.preferences_dialog.move(where)

    def show_preferences(self) -> None:
        choices = tuple(c for g in games_with_views() for c in workspace_class(g).preferences())
        self.preferences_dialog = preferences.PreferencesDialog(self, choices)
        self.preferences_dialog.open()

    def save_layout(self) -> None:
        """The current game's docks and the window's geometry, for the next start."""
        if not self.layout_reset and self.workspace is not None:
            preferences.save_layout(self, self.settings, self.session.rules.id)

    def _restyle(self) -> None:
        # Filled labels take their colours from the theme for the palette now in use.
        self.banner.setStyleSheet(theme.fill_style("banner", extra="padding: 6px; font-weight: bold;"))
        self.demo_label.setStyleSheet(theme.fill_style("demo", extra="padding: 2px 6px; border-radius: 3px;"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "demo_label"):
            self._restyle()
        super().changeEvent(event)

    def _toggle_skip(self, on: bool) -> None:
        self.settings.setValue(theme.SKIP_KEY, on)
        self.session.skip_nothing = on

    def show_refusal(self, code: str, params: dict[str, Any]) -> None:
        text = self._ws().error_text(code, params)
        self.banner.setText(text)
        self._place_banner()
        self.banner.show()
        self.banner.raise_()
        self.statusBar().showMessage(text, 10000)
        self._banner_timer.start(10000)

    def _place_banner(self) -> None:
        board = self.workspace.view if self.workspace is not None else None
        area = board.geometry() if board is not None else self.centralWidget().rect()
        self.banner.setGeometry(area.x(), area.y(), area.width(), self.banner.heightForWidth(area.width()))

    def show_hint(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _changed(self, proposal: Any) -> None:
        self._check_game_over()
        self.banner.hide()
        self.confirm_action.setEnabled(self._ws().can_confirm(proposal))
        self.end_turn_action.setEnabled(isinstance(proposal, HumanTurn))

    def _lay_out(self, _proposal: Any = None) -> None:
        # The last slot of a change the panels heard (a pass after the map's, gui/workspace.py
        # PanelChanges): polish new widgets and lay the panels out now. The board's
        # scene makes its view paint the window at once (QGraphicsView dispatches the window's
        # pending update), and layouts left for later (a board grows, then its panel, the scroll
        # area, the dock; a new Decree chip takes its style's size) painted the side panels a
        # second time in the same frame. Each pass runs the requests posted before it, and a
        # layout posts its parent's: a few passes reach the window.
        for _ in range(8):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.PolishRequest)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def show_panels_now(self) -> None:
        """The side panels catch up at once (a new or opened game: nothing animates, and the whole
        window should show the new table, not the old panels for a pass or two)."""
        for changes in self._ws().panel_changes:
            if getattr(changes, "pending", False):
                changes.flush()

    def _race_opened(self, on: bool) -> None:
        if on:
            self.glance_dock.raise_()

    def _check_game_over(self) -> None:
        """The end of the game brings up the race and its summary, once; undoing back into the game
        and reaching the end again shows it again."""
        if self.glance is None or not self.glance.glance.available:
            return
        over = self.glance.glance.current().over
        if over and not self._game_over_shown:
            ws = self._ws()
            self.game_over_dialog = GameOverDialog(self.session, ws.side_name, ws.side_colour, self,
                                                   glance=self.glance.glance, unit=ws.round_word)
            self.game_over_dialog.open()
        self._game_over_shown = over

    def _update_title(self, *_args: Any) -> None:
        try:
            clean = self.session.stack.isClean()
        except RuntimeError:
            return  # the stack is being destroyed with the window
        if self.session.path:
            name = self.session.path.name
        else:
            name = self.tr("Demo game") if self.is_demo else self.tr("Untitled")
        star = "" if clean else "*"
        self.setWindowTitle(self.tr("{name}{star} — Tablebot").format(name=name, star=star))

    # -- files -------------------------------------------------------------------------------
    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a save of either game; a save of another game than the current one swaps the
        workspace. A damaged file is refused and the current game stays."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"),
                                                    preferences.last_folder(self.settings), FILE_FILTER)
            if not chosen:
                return False
            path = chosen
            preferences.remember_folder(self.settings, chosen)
        path = Path(path)
        try:
            saved = saves.load_game(path)
        except saves.SaveError as err:
            self.show_refusal(err.code, dict(err.params))
            return False
        if saved.game == self.session.rules.id and (not saved.history or self._ws().fits(saved.history[0].snapshot)):
            opened = self.session.open(path)
            if opened:
                self.set_demo(False)
                self.show_panels_now()
            return opened
        if saved.game not in games_with_views():
            self.show_refusal("save.unknown_game", {"game": saved.game})
            return False
        session = self._new_session(saved.game, saved.history[0].snapshot)
        refusals: list[tuple[str, dict[str, Any]]] = []
        session.refused.connect(lambda code, params: refusals.append((code, params)))
        if not session.open(path):
            for code, params in refusals:
                self.show_refusal(code, params)
            session.autosave_enabled = False
            session.deleteLater()
            return False
        self.set_session(session)
        self.set_demo(False)
        self.show_panels_now()
        return True

    def save_file(self, path: str | Path | None = None, ask: bool = False) -> bool:
        if path is None and (ask or self.session.path is None):
            folder = preferences.last_folder(self.settings)
            start = str(Path(folder) / "game.tablebot.json") if folder else "game.tablebot.json"
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), start, FILE_FILTER)
            if not chosen:
                return False
            path = chosen
            preferences.remember_folder(self.settings, chosen)
        target = Path(path) if path is not None else self.session.path
        assert target is not None
        ok = self.session.save_to(target)
        if ok:
            self.statusBar().showMessage(self.tr("Saved to {path}").format(path=target), 5000)
        return ok

    def new_game_dialog(self) -> bool:
        """The New Game dialog: the choice of game first, then that game's setup."""
        from .startgame import NewGameWizard

        wizard = NewGameWizard(self.settings, self.session.rules.id, self)
        if not wizard.exec():
            return False
        config = wizard.config()
        return config is not None and self.start_new_game(config, guided=True)

    def start_new_game(self, config: Any, show_log: bool = True, guided: bool = False) -> bool:
        """Set up a new game from a config of any game with views (the game whose config type it is);
        `guided`: the game walks the table through its setup first (the New Game dialog's games)."""
        game = next((g for g in games_with_views() if isinstance(config, workspace_class(g).config_type())), None)
        if game is None:
            raise TypeError(f"no game takes a {type(config).__name__}")
        try:
            ws_class = workspace_class(game)
            snap = ws_class.guided_snapshot(config) if guided else ws_class.new_snapshot(config)
        except Exception as err:  # noqa: BLE001 - EngineError (keep corner) or a config the engine refuses
            code = getattr(err, "code", None)
            if code is not None:
                self.show_refusal(code, dict(getattr(err, "params", {})))
            else:
                self.show_refusal("setup.invalid", {"detail": str(err)})
            return False
        if game == self.session.rules.id and self._ws().fits(snap):
            self.session.new_game(snap)
        else:
            session = self._new_session(game, snap)
            self.set_session(session)
            session.new_game(snap)  # history cleared, autosave written, the path forgotten
        self.set_demo(False)
        self.show_panels_now()
        if show_log and snap.log and not self._ws().setup_guided():
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Setup"), self.setup_text(snap.log),
                              QMessageBox.StandardButton.Ok, self)
            box.open()
        return True

    def setup_text(self, reasons: tuple[Reason, ...]) -> str:
        ws = self._ws()
        return ws.setup_heading() + "\n\n" + "\n".join(ws.describe(r) for r in reasons)

    def show_guide(self) -> None:
        from .help import GuideDialog

        self.guide = GuideDialog(self, self._ws().guide_page)
        self.guide.open()

    def show_shortcuts(self) -> None:
        from .help import ShortcutsDialog

        self.shortcuts_dialog = ShortcutsDialog(self)
        self.shortcuts_dialog.open()

    def about(self) -> None:
        games = ", ".join(QCoreApplication.translate("Games", game_rules(g).title) for g in games_with_views())
        QMessageBox.about(self, self.tr("About Tablebot"), self.tr(
            "Tablebot runs official board-game bots beside the physical board: {games}.\n\n"
            "Log file: {log}\nAutosave: {autosave}").format(games=games, log=saves.log_path(),
                                                           autosave=saves.autosave_path()))

    def closeEvent(self, event: QCloseEvent) -> None:
        # The autosave holds everything once the pending write is flushed; nothing to ask.
        self._finish_animations()
        self.save_layout()
        self.session.close()
        super().closeEvent(event)
