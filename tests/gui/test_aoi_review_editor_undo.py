"""Review as a new player: in a running game, painting a hex that carries a workshop letter is one
stroke, so one Undo brings back both the terrain and its letter (it used to take two: the paint,
then the letter taken off)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablebot.games.age_of_innovation import edits
from tablebot.gui.age_of_innovation.map_editor import MapEditor

from .conftest import shown_window


@pytest.fixture
def aoi(qtbot: Any, settings: QSettings) -> Any:
    return shown_window(qtbot, settings, autosave=False, game="age_of_innovation")


def test_painting_a_lettered_hex_is_one_undo_step(aoi: Any, qtbot: Any) -> None:
    s = aoi.session
    snap = s.snapshot
    h = next(h for h, c in snap.board.cells if c == "forest" and snap.building_at(h) is None)
    assert s.edit(edits.PlaceLetter(terrain="forest", letter="C", hex=h))
    before = s.snapshot
    steps = s.stack.count()
    editor = MapEditor(aoi, session=s)
    qtbot.addWidget(editor)
    editor.brush_buttons["desert"].setChecked(True)
    assert editor.paint_hex(h)
    assert s.snapshot.terrain(h) == "desert"
    assert ("forest", "C", h) not in s.snapshot.board.workshop_letters
    assert s.stack.count() == steps + 1  # one stroke, one history entry
    s.stack.undo()
    assert s.snapshot.terrain(h) == "forest"
    assert ("forest", "C", h) in s.snapshot.board.workshop_letters
    assert s.snapshot == before
    assert "C" in editor.status.text()  # the editor said the letter went with the paint


def test_a_refused_paint_of_a_lettered_hex_changes_nothing(aoi: Any, qtbot: Any) -> None:
    """The letter is not taken off when the paint itself is refused (a river under a building)."""
    s = aoi.session
    snap = s.snapshot
    b = next(b for b in snap.buildings if snap.terrain(b.hex) != "river")
    terrain = snap.terrain(b.hex)
    if not any(at == b.hex for _t, _l, at in snap.board.workshop_letters):
        assert s.edit(edits.PlaceLetter(terrain=terrain, letter="F", hex=b.hex))
    before, steps = s.snapshot, s.stack.count()
    editor = MapEditor(aoi, session=s)
    qtbot.addWidget(editor)
    editor.brush_buttons["river"].setChecked(True)
    assert not editor.paint_hex(b.hex)
    assert s.snapshot == before and s.stack.count() == steps
