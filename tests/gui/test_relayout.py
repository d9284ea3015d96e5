"""Showing or hiding the turn bar's buttons lays out nothing but their own spot (issue 9: no frame
over 16 ms). Qt lays out every ancestor of a widget it shows at once, up to the window; on a
crowded board that was 2-6 ms of the frame after a prompt was answered or a human's turn ended."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_showing_confirm_lays_out_no_ancestor_and_keeps_the_bar_still(window: Any) -> None:
    bar = window.turn_bar
    settle()
    assert not bar.confirm.isVisible()  # the demo opens on the order card prompt
    who_width, bar_height = bar.who.width(), bar.height()
    # A pending layout of the bar (its left label asks for more room)...
    bar.who.setText("Round 12 · E Eyrie Dynasties (bot) " * 2)
    bar.confirm.setVisible(True)
    # ...is not run by showing the button: the window lays out once, later, with everything else.
    assert bar.who.width() == who_width
    bar.who.setText("Round 1")
    settle()
    assert bar.confirm.isVisible() and bar.height() == bar_height
    what_geometry = bar.what.geometry()
    bar.confirm.setVisible(False)
    bar.end_turn.setVisible(True)
    settle()
    # The buttons share one spot of fixed size: the headline keeps its room whichever is shown.
    assert bar.what.geometry() == what_geometry
    assert bar.end_turn.isVisible() and bar.end_turn.geometry() == bar.confirm.geometry()
