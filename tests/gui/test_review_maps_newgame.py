"""A new player's first look at the New Game dialog on the marker maps (issue 12 review): the
sketch of the map the suit markers are laid on is drawn (paths, the Lake's water, rivers), in light
and dark alike."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor

from tablebot.gui.root import colours
from tablebot.gui.root.newgame import NewGameDialog
from tablebot.gui.root.suit_layout import WATER


def _count(image: Any, colour: QColor) -> int:
    step = 2
    return sum(1 for x in range(0, image.width(), step) for y in range(0, image.height(), step)
               if image.pixelColor(x, y) == colour)


@pytest.mark.parametrize("map_id", ["winter", "lake", "mountain"])
def test_the_suit_sketch_draws_the_map(qtbot: Any, map_id: str) -> None:
    dialog = NewGameDialog(None, None)
    qtbot.addWidget(dialog)
    dialog.map_box.setCurrentIndex(dialog.map_box.findData(map_id))
    dialog.show()
    qtbot.waitExposed(dialog)
    image = dialog.suit_editor.sketch.grab().toImage()  # a paint error fails the test (pytest-qt)
    assert _count(image, colours.TRAIL_EDGE) > 50  # the paths between the clearings
    if map_id == "lake":
        assert _count(image, QColor(WATER)) > 200  # the lake
