"""The first minute (issue 9): the demo says it is a demo and how to start a real game; every game
draws a fresh seed, shown and editable under Advanced; the New Game dialog's first page is the
choice of game, from the registry."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tablebot import app
from tablebot.games.registry import known_games
from tablebot.games.root.setup import GameConfig as RootConfig
from tablebot.games.root.setup import new_game
from tablebot.games.root.setup_steps import guided_game
from tablebot.gui import startgame
from tablebot.gui.expeditions.setup import ExpeditionsSetupDialog
from tablebot.gui.root.newgame import NewGameDialog
from tablebot.gui.startgame import NewGameWizard
from tablebot.gui.workspace import games_with_views


def test_the_demo_says_it_is_a_demo_and_how_to_start_a_real_game(window: Any) -> None:
    assert window.windowTitle().startswith("Demo game")
    assert "Untitled" not in window.windowTitle()
    assert window.demo_note.isVisible()
    assert "Demo game" in window.demo_label.text()
    assert "New game" in window.demo_button.text()
    # The button is the New game action (not a copy of it).
    opened: list[bool] = []
    window.new_action.triggered.disconnect()
    window.new_action.triggered.connect(lambda: opened.append(True))
    window.demo_button.click()
    assert opened == [True]


def test_a_real_game_is_no_longer_called_a_demo(window: Any) -> None:
    config = RootConfig(seats=NewGameDialog(window).config().seats, seed=5)  # type: ignore[union-attr]
    assert window.start_new_game(config, show_log=False)
    assert window.windowTitle().startswith("Untitled")
    assert not window.demo_note.isVisible()


def test_each_game_gets_a_fresh_seed_shown_under_advanced(qtbot: Any, settings: Any) -> None:
    seeds = set()
    for _ in range(3):
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        # Folded at first: the seed is there, under Advanced, for whoever wants it.
        assert not dialog.seed.isVisible()
        dialog.advanced.toggle.click()
        assert dialog.seed.isVisible()
        config = dialog.config()
        assert config is not None and config.seed == dialog.seed.value()
        seeds.add(config.seed)
    assert len(seeds) == 3  # no longer 1 every time
    dialog.seed.setValue(42)
    assert dialog.config().seed == 42  # type: ignore[union-attr]
    exp_seeds = set()
    for _ in range(3):
        exp = ExpeditionsSetupDialog(settings)
        qtbot.addWidget(exp)
        exp_seeds.add(exp.seed.value())
    assert len(exp_seeds) == 3


def test_the_keep_corner_differs_between_new_games(window: Any, qtbot: Any) -> None:
    corners = set()
    for _ in range(8):
        dialog = NewGameDialog(window)
        qtbot.addWidget(dialog)
        config = dialog.config()
        assert config is not None and config.keep_corner is None
        assert window.start_new_game(config, show_log=False)
        snap = window.session.snapshot
        corners.add(next(c.id for c in snap.clearings() if c.count("marquise", "keep")))
    assert len(corners) > 1


def test_the_first_page_of_new_game_chooses_the_game(window: Any, qtbot: Any) -> None:
    wizard = NewGameWizard(window.settings, "root", window)
    qtbot.addWidget(wizard)
    wizard.show()
    listed = [wizard.games.item(i).data(256) for i in range(wizard.games.count())]
    assert listed == [g for g in known_games() if g in games_with_views()]
    assert wizard.pages.currentIndex() == 0 and wizard.chosen() == "root"
    wizard.games.setCurrentRow(listed.index("expeditions"))
    wizard.next_button.click()
    assert isinstance(wizard.form, ExpeditionsSetupDialog) and wizard.form.isVisible()
    wizard.back_button.click()
    wizard.games.setCurrentRow(listed.index("root"))
    wizard.next_button.click()
    assert isinstance(wizard.form, NewGameDialog)
    wizard.form.seed.setValue(77)
    wizard.form._accept()
    assert wizard.result() == 1
    config = wizard.config()
    assert isinstance(config, RootConfig) and config.seed == 77


def test_new_game_action_opens_the_wizard_not_a_separate_popup(window: Any, monkeypatch: Any) -> None:
    shown: list[str] = []
    configs: list[Any] = []

    def exec_(self: NewGameWizard) -> int:
        shown.append(self.chosen())
        self.next_page()
        self.form.seed.setValue(9)
        configs.append(self.form.config())
        self.form._accept()
        return int(self.result())

    monkeypatch.setattr(NewGameWizard, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "open", lambda self: None)
    assert window.new_game_dialog()
    assert shown == ["root"] and not window.is_demo
    # The game was set up from the seed the dialog showed (and opens with its setup checklist).
    assert configs[0].seed == 9 and window.session.start_snapshot == guided_game(configs[0])
    assert window.session.start_snapshot.model_copy(update={"turn": new_game(configs[0]).turn}) == new_game(configs[0])


def test_run_opens_the_demo_with_a_fresh_seed(qtbot: Any, monkeypatch: pytest.MonkeyPatch, settings: Any) -> None:
    monkeypatch.setattr(app, "_settings", lambda path=None: settings)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(startgame, "fresh_seed", lambda: 123456)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    seen: dict[str, Any] = {}

    def look_and_quit() -> None:
        for w in QApplication.topLevelWidgets():
            if w.isVisible() and hasattr(w, "session"):
                seen["snap"] = w.session.snapshot
                seen["title"] = w.windowTitle()
                w.close()
        QApplication.quit()

    QTimer.singleShot(0, look_and_quit)
    assert app.run(["tablebot"]) == 0
    demo = app.build_window(settings, autosave=False).session.rules.demo_game
    assert seen["snap"] == demo(123456) and seen["snap"] != demo()
    assert seen["title"].startswith("Demo game")
    # Once the window was up its start-up heap was frozen: the collector no longer walks it in a
    # frame (issue 9, docs/performance.md "The collector").
    import gc

    assert gc.get_freeze_count() > 0
