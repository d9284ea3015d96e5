"""Review as a new player in the map editor: a misplaced stroke is taken back with Undo (Ctrl+Z), in
the editor opened from New Game as in a game (the game's own Undo sits behind the modal editor), and
closing with strokes not saved asks first, so nothing is lost by a slip."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from tablebot.games.age_of_innovation.board import builtin_map
from tablebot.gui.age_of_innovation import map_editor
from tablebot.gui.age_of_innovation.map_editor import MapEditor

from .conftest import shown_window


@pytest.fixture
def editor(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> MapEditor:
    monkeypatch.setattr(map_editor, "user_maps_dir", lambda: tmp_path / "maps")
    e = MapEditor(start=builtin_map("candidate_b"))
    qtbot.addWidget(e)
    e.resize(1366, 768)
    e.show()
    qtbot.waitExposed(e)
    return e


def land(e: MapEditor, n: int) -> list[tuple[int, int]]:
    return [h for h, c in e.board.cells if c not in ("river", "desert")][:n]


def test_undo_takes_back_the_last_stroke_then_the_one_before(editor: MapEditor) -> None:
    start = editor.board
    a, b = land(editor, 2)
    editor.brush_buttons["desert"].setChecked(True)
    assert editor.paint_hex(a) and editor.paint_hex(b)
    editor.undo_button.click()
    assert editor.board.terrain[b] == start.terrain[b] and editor.board.terrain[a] == "desert"
    editor.view.setFocus()
    QTest.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.board == start
    assert not editor.undo_button.isEnabled()  # nothing left to take back


def test_closing_with_strokes_not_saved_warns_first(editor: MapEditor, qtbot: Any) -> None:
    editor.brush_buttons["desert"].setChecked(True)
    assert editor.paint_hex(land(editor, 1)[0])
    editor.close_button.click()
    assert editor.isVisible() and "not saved" in editor.status.text()  # the stroke kept, the player told
    assert editor.save() is not None
    editor.close_button.click()
    assert not editor.isVisible()  # saved: closes at once


def test_a_second_close_discards_what_was_not_saved(editor: MapEditor) -> None:
    editor.brush_buttons["desert"].setChecked(True)
    assert editor.paint_hex(land(editor, 1)[0])
    editor.close_button.click()
    assert editor.isVisible()
    editor.close_button.click()
    assert not editor.isVisible()


def test_in_a_game_the_editors_undo_takes_back_the_last_correction(qtbot: Any, settings: QSettings) -> None:
    win = shown_window(qtbot, settings, autosave=False, game="age_of_innovation")
    s = win.session
    before = s.snapshot
    e = MapEditor(win, session=s)
    qtbot.addWidget(e)
    h = next(h for h, c in before.board.cells if c == "forest" and before.building_at(h) is None)
    e.brush_buttons["desert"].setChecked(True)
    assert e.paint_hex(h) and s.snapshot.terrain(h) == "desert"
    assert e.undo_button.isEnabled()
    e.undo_button.click()
    assert s.snapshot == before and e.board.terrain[h] == "forest"
