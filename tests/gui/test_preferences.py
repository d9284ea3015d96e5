"""Settings that last (issue 15): Edit ▸ Preferences shows and changes them, the next start finds them,
and a broken settings file starts the app on its defaults with a log line, never a crash."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from tablebot import i18n
from tablebot.app import _settings, build_window
from tablebot.gui import preferences, theme
from tablebot.gui.root.newgame import PRINTING_KEY, NewGameDialog


@pytest.fixture(autouse=True)
def fresh_reports() -> Any:
    theme._reported.clear()  # each test sees its own log lines
    yield
    theme.apply_theme("system")  # the next test starts on the system palette


def start(qtbot: Any, path: Path) -> Any:
    """The app's start on the settings file at `path`, as run() does it (a new QSettings: a restart)."""
    settings = _settings(path)
    win = build_window(settings, autosave=False)
    qtbot.addWidget(win)
    preferences.restore_geometry(win, settings, win.session.rules.id) or win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


def checked(actions: dict[Any, Any]) -> Any:
    return next(k for k, a in actions.items() if a.isChecked())


def test_preferences_change_theme_and_speed_at_once_and_the_next_start_keeps_everything(
        qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    win = start(qtbot, path)
    assert win.preferences_action in win.menuBar().actions()[1].menu().actions()  # Edit ▸ Preferences
    win.preferences_action.trigger()
    dialog = win.preferences_dialog
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    # Applied at once: the app's palette is dark, View ▸ Theme follows.
    assert QApplication.palette().window().color().lightness() < 100
    assert checked(win.theme_actions) == "dark"
    dialog.speed.setCurrentIndex(dialog.speed.findData(2.0))
    assert theme.animation_speed(win.settings) == 2.0 and checked(win.speed_actions) == 2.0
    dialog.language.setCurrentIndex(dialog.language.findData("pl"))
    printing = dialog.choices[PRINTING_KEY]
    printing.setCurrentIndex(printing.findData("directors_cut"))
    win.history_dock.hide()
    win.resize(1300, 740)
    dialog.close()
    win.close()
    win.settings.sync()

    again = start(qtbot, path)
    assert checked(again.theme_actions) == "dark"
    assert checked(again.speed_actions) == 2.0
    assert preferences.language(again.settings) == "pl"
    assert not again.history_dock.isVisible()  # the docks as they were left
    # The geometry came back (not the first start's 1366×768; offscreen, Qt fits the width to its screen).
    assert preferences.restore_geometry(again, again.settings, "root") and again.height() == 740
    # The default printing: New Game's bot rows start on it.
    game = NewGameDialog(again, again.settings)
    qtbot.addWidget(game)
    assert {row.printing.currentData() for row in game.rows} == {"directors_cut"}


def test_a_language_whose_files_are_missing_falls_back_to_english_with_a_log_line(
        qtbot: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    win = start(qtbot, tmp_path / "settings.ini")
    monkeypatch.setattr(i18n, "source_dir", lambda: tmp_path / "no-translations")
    win.preferences_action.trigger()
    dialog = win.preferences_dialog
    with caplog.at_level(logging.INFO, logger="tablebot.i18n"):
        dialog.language.setCurrentIndex(dialog.language.findData("cs"))
    assert win.settings.value(preferences.LANGUAGE_KEY) == "cs"  # the choice is kept for when it works
    assert any("no translation for cs" in r.getMessage() for r in caplog.records)
    assert i18n.current() == "en"
    assert win.new_action.text() == "&New game…"
    assert dialog.language.itemText(dialog.language.findData("pt_BR")) == "Português (Brasil)"


def test_the_last_folder_opens_the_next_dialog(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    win = start(qtbot, tmp_path / "settings.ini")
    folder = tmp_path / "games"
    folder.mkdir()
    asked: list[str] = []

    def save_name(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return str(folder / "mine.tablebot.json"), ""

    def open_name(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    assert win.save_file(ask=True)
    win.close()
    again = start(qtbot, tmp_path / "settings.ini")
    again.open_file()
    assert asked == ["game.tablebot.json", str(folder)]


BROKEN_VALUES = """[view]
animation_speed=abc
theme=purple
language=xx_YY
[play]
skip_nothing=maybe
[root]
default_printing=1, 2
[files]
last_folder=/no/such/folder
[layout]
root\\geometry=not bytes
root\\state=@ByteArray(garbage)
"""


GARBAGE_BYTES = b"\x00\xff\xfe[[[view\nanimation_speed\n===\n\xc3("
UNKNOWN_TYPES = (b"[view]\nanimation_speed=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x13QList<int>\\0)\n"
                 b"theme=@ByteArray(\\xff)\n")


@pytest.mark.parametrize("content", [BROKEN_VALUES.encode(), GARBAGE_BYTES, UNKNOWN_TYPES])
def test_a_broken_settings_file_starts_on_the_defaults(qtbot: Any, tmp_path: Path, content: bytes,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    with caplog.at_level(logging.WARNING):
        win = start(qtbot, path)
    assert win.isVisible()
    assert checked(win.speed_actions) == 1.0  # Normal, not "Off" from a float read of "abc"
    assert checked(win.theme_actions) == "system"
    assert win.skip_action.isChecked()
    assert (win.width(), win.height()) == (1366, 768)
    assert preferences.language(win.settings) == "system"
    assert preferences.last_folder(win.settings) == ""
    win.preferences_action.trigger()
    assert win.preferences_dialog.choices[PRINTING_KEY].currentData() == "original_2020"
    if content == BROKEN_VALUES.encode():
        logged = "\n".join(r.getMessage() for r in caplog.records)
        for key in ("view/animation_speed", "view/theme", "play/skip_nothing", "view/language",
                    "root/default_printing", "files/last_folder", "layout/root/state"):
            assert f"settings: {key}" in logged, key


def test_an_unreadable_settings_file_is_logged_and_ignored(qtbot: Any, tmp_path: Path,
                                                           caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "settings.ini"
    path.mkdir()  # a folder where the file should be: QSettings cannot read it
    with caplog.at_level(logging.WARNING):
        win = start(qtbot, path)
    assert win.isVisible() and checked(win.speed_actions) == 1.0
    assert any("could not be read" in r.getMessage() for r in caplog.records)


def test_each_game_keeps_its_own_docks(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    win = start(qtbot, path)
    win.history_dock.hide()
    expeditions = build_window(win.settings, autosave=False, game="expeditions")
    qtbot.addWidget(expeditions)
    expeditions.show()
    assert expeditions.history_dock.isVisible()  # Root's layout is not the Expeditions'
    win.close()
    expeditions.close()
    root = build_window(_settings(path), autosave=False)
    qtbot.addWidget(root)
    root.show()
    assert not root.history_dock.isVisible()
    assert root.history_dock.widget() is not None and root.dockWidgetArea(root.history_dock) != \
        Qt.DockWidgetArea.NoDockWidgetArea
