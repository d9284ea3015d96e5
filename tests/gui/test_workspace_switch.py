"""One window, two games: starting or opening a game of the other kind swaps the session and the
workspace, leaves no old widget or connection behind, and Root plays on as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent

from tablebot import app
from tablebot.core import save as saves
from tablebot.games.expeditions import edits as exp_edits
from tablebot.games.expeditions.setup import GameConfig as ExpConfig
from tablebot.games.root import edits as root_edits
from tablebot.games.root.setup import GameConfig as RootConfig
from tablebot.games.root.setup import SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.gui.expeditions.workspace import ExpeditionsWorkspace
from tablebot.gui.root.workspace import RootWorkspace

from .waits import caught_up


def root_config(seed: int = 1) -> RootConfig:
    return RootConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                             SeatConfig(faction="eyrie")), keep_corner=1, seed=seed)


def flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_root_expeditions_root(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    assert isinstance(window.workspace, RootWorkspace)
    root_session, root_scene, root_turn_bar = window.session, window.scene, window.turn_bar
    root_docks = list(window.workspace.docks)

    assert window.start_new_game(ExpConfig(seed=3), show_log=False)
    flush_deletes()
    assert isinstance(window.workspace, ExpeditionsWorkspace)
    assert window.session.rules.id == "expeditions" and window.session is not root_session
    for gone in (root_session, root_scene, root_turn_bar, *root_docks):
        assert not shiboken6.isValid(gone)
    # The history and the undo actions follow the new game's stack.
    assert window.history.stack() is window.session.stack
    assert window.session.edit(exp_edits.SetPlayerGlory(glory=1))
    assert window.undo_action.isEnabled()
    assert window.history.model().rowCount() == 2
    window.undo_action.trigger()
    assert window.session.snapshot.player_glory == 0
    titles = [a.text() for a in window.view_menu.actions()]
    assert "Table" in titles and "Pieces" not in titles and "History" in titles

    # The shell listens once to the current session only: one refusal, one banner update.
    shown: list[str] = []
    monkeypatch.setattr(window.banner, "setText", lambda text: shown.append(text))
    window.session.edit(exp_edits.SetCorruption(location=exp_edits.LocRef(region="north", slot=0), tokens=(11,)))
    assert len(shown) == 1 and "11 is not the value of a corruption token" in shown[0]
    monkeypatch.undo()

    exp_session = window.session
    assert window.start_new_game(root_config(), show_log=False)
    flush_deletes()
    assert isinstance(window.workspace, RootWorkspace)
    assert not shiboken6.isValid(exp_session)
    assert window.session.edit(root_edits.SetVP(faction="eyrie", vp=4))
    caught_up(window)
    assert window.workspace.factions.vp["eyrie"].value() == 4
    titles = [a.text() for a in window.view_menu.actions()]
    assert "Pieces" in titles and "Table" not in titles
    assert window.history.stack() is window.session.stack


def test_new_game_of_the_same_kind_keeps_the_workspace(window: Any) -> None:
    ws, session = window.workspace, window.session
    assert window.start_new_game(root_config(4), show_log=False)
    assert window.workspace is ws and window.session is session


def test_opening_a_save_of_the_other_game_and_back(window: Any, qtbot: Any, tmp_path: Path, settings: Any) -> None:
    other = app.build_window(settings, autosave=False, game="expeditions")
    qtbot.addWidget(other)
    assert other.session.edit(exp_edits.SetPlayerGlory(glory=3))
    exp_path = tmp_path / "exp.tablebot.json"
    assert other.save_file(exp_path)
    root_path = tmp_path / "root.tablebot.json"
    assert window.session.edit(root_edits.SetVP(faction="eyrie", vp=7))
    assert window.save_file(root_path)

    assert window.open_file(exp_path)
    assert isinstance(window.workspace, ExpeditionsWorkspace)
    assert window.session.snapshot.player_glory == 3 and window.session.path == exp_path
    assert "exp.tablebot.json" in window.windowTitle() and "*" not in window.windowTitle()
    assert window.open_file(root_path)
    assert isinstance(window.workspace, RootWorkspace)
    assert window.session.snapshot.faction("eyrie").vp == 7
    # A damaged file leaves the current game and workspace alone.
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    ws = window.workspace
    assert not window.open_file(bad)
    assert window.workspace is ws and "not a Tablebot save" in window.banner.text()


def test_resuming_an_expeditions_autosave_in_a_root_window(qtbot: Any, settings: Any) -> None:
    first = app.build_window(settings, game="expeditions")
    qtbot.addWidget(first)
    with qtbot.waitSignal(first.session.autosaved):
        first.session.edit(exp_edits.SetAutomaGlory(glory=5))
    first.session.flush_autosave()
    assert saves.load_game(saves.autosave_path()).game == "expeditions"
    resumed = app.build_window(settings)  # the Root demo, as the app starts
    qtbot.addWidget(resumed)
    assert app.resume_autosave(resumed, lambda: True)
    assert isinstance(resumed.workspace, ExpeditionsWorkspace)
    assert resumed.session.snapshot.glory == 5 and resumed.session.path is None
    # Autosave follows the new game.
    with qtbot.waitSignal(resumed.session.autosaved):
        resumed.session.edit(exp_edits.SetAutomaGlory(glory=6))
    resumed.session.flush_autosave()
    assert saves.load_game(saves.autosave_path()).history[-1].snapshot.glory == 6


def test_expeditions_screenshot_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "exp.png"
    code = (f"import sys; from tablebot.app import screenshot; "
            f"sys.exit(screenshot({str(out)!r}, (1366, 768), 'expeditions'))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60, check=False,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000
