"""Review of the Tapestry window (issue 13): the hex diagram's scan numbers on the map.

Found by looking at the map step at 1366×768 and 1920×1080: the number badge of a hex the diagram
looked at covered the right half of the hex's own words — "tile 1[12]" on a tile the table entered,
"explo[r]ed" on an explored hex, and it touched the start labels 1/6, 2/4, 3/5."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFontMetricsF

from tablebot.gui.boardscene import pixel_font
from tablebot.gui.tapestry import board


def test_a_scan_number_never_covers_the_words_in_its_hex(qapp: Any) -> None:
    badge = board.badge_rect()
    texts = [(board.TILE_LABEL_RECT, "explored"), (board.TILE_LABEL_RECT, "tile 48"),
             (board.START_LABEL_RECT, "3/5"), (board.NAME_RECT, "d4")]
    for rect, text in texts:
        drawn = QFontMetricsF(pixel_font(11)).boundingRect(rect, board.CENTRED, text)
        assert not drawn.intersects(badge), (text, drawn, badge)


def test_the_badge_stays_on_its_own_hex(qapp: Any) -> None:
    """The badge's centre lies inside its hex (so it numbers that hex, not the neighbour)."""
    assert board.hex_polygon(board.R).containsPoint(board.BADGE, board.Qt.FillRule.OddEvenFill)

