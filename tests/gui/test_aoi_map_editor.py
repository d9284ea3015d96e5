"""The map editor as a player uses it: paint terrain and river by click, drag and keyboard, place the
workshop letters, save to the user's maps and read it back the same, a bad file refused in words
with nothing lost; in a running game each stroke is a PaintCell / PlaceLetter edit (undoable)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.games.age_of_innovation import edits
from tablebot.games.age_of_innovation.board import builtin_map, load_map_file
from tablebot.gui.age_of_innovation import map_editor
from tablebot.gui.age_of_innovation.hexdraw import hex_centre
from tablebot.gui.age_of_innovation.map_editor import MapEditor

from .aoi_helpers import land_hex, table
from .scene_helpers import RecordingSession, drag


@pytest.fixture
def editor(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> MapEditor:
    monkeypatch.setattr(map_editor, "user_maps_dir", lambda: tmp_path / "maps")
    e = MapEditor(start=builtin_map("candidate_b"))
    qtbot.addWidget(e)
    e.resize(1366, 768)
    e.show()
    qtbot.waitExposed(e)
    return e


def test_a_drag_with_the_river_brush_paints_every_hex_it_crosses(editor: MapEditor) -> None:
    before = editor.board.terrain
    editor.brush_buttons["river"].setChecked(True)
    drag(editor.view, hex_centre((0, 0)), hex_centre((0, 3)))
    after = editor.board.terrain
    painted = {h for h in after if after[h] != before[h]}
    assert after[(0, 0)] == after[(0, 3)] == "river"
    assert painted and painted <= {(0, 0), (0, 1), (0, 2), (0, 3)}
    assert "painted river" in editor.status.text()


def test_the_keyboard_moves_picks_a_brush_and_paints(editor: MapEditor) -> None:
    editor.view.setFocus()
    QTest.keyClick(editor, Qt.Key.Key_Right)
    QTest.keyClick(editor, Qt.Key.Key_Down)
    QTest.keyClick(editor, Qt.Key.Key_7)  # desert
    QTest.keyClick(editor, Qt.Key.Key_Space)
    assert editor.cursor == (1, 1)
    assert editor.board.terrain[(1, 1)] == "desert"


def test_letters_are_placed_on_their_terrain_and_a_letter_on_the_river_is_refused(editor: MapEditor) -> None:
    h = next(h for h, c in editor.board.cells if c == "forest")
    river = next(h for h, c in editor.board.cells if c == "river")
    editor.letter_mode.setChecked(True)
    editor.letter.setCurrentIndex(2)  # C
    assert editor.paint_hex(h)
    assert ("forest", "C", h) in editor.board.workshop_letters
    assert not editor.paint_hex(river)
    assert "is a river hex" in editor.status.text()
    assert "forest" not in editor.uncertain.text()  # the letters still missing no longer list forest


def test_a_saved_map_reads_back_the_same_and_offers_itself(editor: MapEditor, tmp_path: Path) -> None:
    editor.brush_buttons["desert"].setChecked(True)
    editor.paint_hex((0, 0))
    editor.name.setText("My board, side 1")
    editor.verified.setChecked(True)
    path = editor.save()
    assert path is not None and path.parent == tmp_path / "maps"
    back = load_map_file(path)
    assert back.cells == editor.board.cells and back.name == "My board, side 1" and back.verified
    again = MapEditor(start=builtin_map("candidate_a"))
    assert any("My board, side 1 (your map)" == again.start.itemText(i) for i in range(again.start.count()))
    # The same name again: kept unless the player says replace.
    assert editor.save(replace=False) is None and "already" in editor.status.text().lower()


def test_a_bad_file_is_refused_in_words_and_nothing_is_lost(editor: MapEditor, tmp_path: Path) -> None:
    editor.brush_buttons["swamp"].setChecked(True)
    editor.paint_hex((0, 0))
    before = editor.board
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tablebot-aoi-map/1", "id": "x", "name": "x", "hexes": [{"row": 0, "col": 0, '
                   '"terrain": "lava"}]}', encoding="utf-8")
    assert not editor.open_file(bad)
    assert editor.board is before
    text = editor.status.text()
    assert text.startswith("Not opened:") and "lava" in text and "map.bad_terrain" not in text
    assert not editor.open_file(tmp_path / "missing.json")
    assert editor.board is before


def test_in_a_game_each_stroke_is_an_edit(qtbot: Any) -> None:
    snap = table()
    session = RecordingSession(snap)
    e = MapEditor(session=session)
    qtbot.addWidget(e)
    h = land_hex(snap)
    e.brush_buttons["river"].setChecked(True)
    e.paint_hex(h)
    e.letter_mode.setChecked(True)
    e.letter.setCurrentIndex(0)
    e.paint_hex(h)
    assert session.calls == [edits.PaintCell(hex=h, cell="river"),
                             edits.PlaceLetter(terrain=snap.terrain(h), letter="A", hex=h)]
    assert not e.start.isEnabled()


def test_every_brush_swatch_has_a_rim_so_the_black_swamp_shows_on_a_dark_theme(editor: MapEditor) -> None:
    """Seen on the dark screenshot: the swamp brush's swatch was black on the dark dialog, invisible."""
    for cell, button in editor.brush_buttons.items():
        image = button.icon().pixmap(18, 18).toImage()
        rim, middle = image.pixelColor(1, 9), image.pixelColor(9, 9)
        assert rim.lightness() > 100, cell
        assert rim != middle or cell == "mountain", cell
