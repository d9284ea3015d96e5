"""Review of the Tapestry window (issue 13): the VP race at the end of a Tapestry game.

Found in the game-over dialog: the Automa ends on a few hundred VP (Root's games end near 30), and
the chart wrote a label every 5 VP — 47 labels stacked into one unreadable smear at 1366×768."""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtGui import QFontMetricsF

from tablebot.gui.vpchart import vp_ticks


def test_vp_labels_never_overlap_whatever_the_scores(qapp: Any) -> None:
    line = QFontMetricsF(qapp.font()).height()
    for top, height in ((30, 120.0), (30, 300.0), (227, 300.0), (227, 120.0), (480, 200.0), (1200, 160.0)):
        ticks = vp_ticks(top, height, line)
        assert ticks[0] == 0 and ticks[-1] >= top, (top, ticks)
        gap = height * (ticks[1] - ticks[0]) / ticks[-1]
        assert gap >= line + 2, (top, height, ticks, gap)
        assert all(b - a == ticks[1] - ticks[0] for a, b in itertools.pairwise(ticks))


def test_a_root_game_keeps_its_label_every_five_vp(qapp: Any) -> None:
    """Root's race (to 30) reads as before: a label every 5 VP when there is room."""
    assert vp_ticks(30, 240.0, 16.0) == [0, 5, 10, 15, 20, 25, 30]
