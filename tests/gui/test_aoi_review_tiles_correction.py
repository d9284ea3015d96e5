"""Review as a new player: the round scoring tiles and the round bonuses on offer are the table's;
when the app's differ from what lies on the table, the player corrects them during the game from the
table panel, as one undoable correction; a refusal is said in words inside the dialog, the entries
kept."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablebot.gui.age_of_innovation.panels import TablePanel
from tablebot.gui.age_of_innovation.tiles_dialog import TilesDialog

from .conftest import shown_window


@pytest.fixture
def aoi(qtbot: Any, settings: QSettings) -> Any:
    return shown_window(qtbot, settings, autosave=False, game="age_of_innovation")


def panel_of(win: Any) -> TablePanel:
    panel = win.findChild(TablePanel)
    assert panel is not None
    return panel


def test_the_table_panel_corrects_the_tiles_and_the_bonus_row_in_one_undo_step(aoi: Any, qtbot: Any) -> None:
    s = aoi.session
    before, steps = s.snapshot, s.stack.count()
    panel = panel_of(aoi)
    assert panel.tiles_button.isEnabled() and "…" in panel.tiles_button.text()
    dialog = TilesDialog(s, panel)
    qtbot.addWidget(dialog)
    free = [t for t in range(1, 13) if t not in before.round_tiles]
    dialog.round_tile_boxes[0].setCurrentIndex(dialog.round_tile_boxes[0].findData(free[0]))
    row = before.bonus_row
    dialog.coin_boxes[0].setValue(row[0].coins + 2)
    assert dialog.apply()
    after = s.snapshot
    assert after.round_tiles == (free[0], *before.round_tiles[1:])
    assert after.bonus_row[0].coins == row[0].coins + 2
    assert s.stack.count() == steps + 1
    s.stack.undo()
    assert s.snapshot == before


def test_a_refused_correction_is_said_in_the_dialog_and_nothing_is_lost(aoi: Any, qtbot: Any) -> None:
    s = aoi.session
    before = s.snapshot
    dialog = TilesDialog(s, panel_of(aoi))
    qtbot.addWidget(dialog)
    held = next(x.round_bonus for x in (*before.humans, *before.automas) if x.round_bonus is not None)
    dialog.bonus_boxes[0].setValue(held)  # a tile a side holds cannot be on offer
    assert not dialog.apply()
    assert s.snapshot == before
    assert str(held) in dialog.error.text() and "edit." not in dialog.error.text()
    assert dialog.bonus_boxes[0].value() == held  # the entry is kept to fix


def test_the_vp_buttons_read_as_english(aoi: Any) -> None:
    """"You VP…" read wrong: each button names whose VP it sets."""
    texts = sorted(b.text() for b in panel_of(aoi).vp_buttons.values())
    assert texts == ["The Automa's VP…", "Your VP…"]
