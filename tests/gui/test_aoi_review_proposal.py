"""Review as a new player reading the Automa's build on the map: the chosen hex's name stays readable
over its gold ring (the reasons name it), an eliminated option says which tie-breaker removed it in
words on a badge that is not faded into the terrain, and the lines shown before "Why" are the ones
that decided: the valid options and the tie-breaker that chose (not a ruling on power)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage, QPainter

from tablebot.games.age_of_innovation import actions as act
from tablebot.gui.age_of_innovation.board import AoIScene, AoIView, HexMark
from tablebot.gui.age_of_innovation.hexdraw import R, hex_centre
from tablebot.gui.age_of_innovation.workspace import advance_to

from .aoi_helpers import RecordingSession, table
from .conftest import shown_window
from .test_aoi_board import build_step


@pytest.fixture
def board(qtbot: Any, settings: QSettings) -> tuple[AoIScene, RecordingSession]:
    session = RecordingSession(table())
    scene = AoIScene(session, settings)  # type: ignore[arg-type]
    view = AoIView(scene)
    qtbot.addWidget(view)
    view.resize(1366, 800)
    view.show()
    qtbot.waitExposed(view)
    session.show(proposal=build_step(session.snapshot))
    return scene, session


def marks_at(scene: AoIScene, h: tuple[int, int]) -> list[HexMark]:
    c = hex_centre(h)
    return [m for m in scene.overlay if isinstance(m, HexMark) and m.pos() == c]


def test_the_chosen_hex_keeps_its_name_readable_over_the_ring(board: Any) -> None:
    scene, _session = board
    chosen = next(m for m in marks_at(scene, (4, 3)) if m.kind == "chosen")
    image = QImage(int(2 * R + 8), int(2 * R + 8), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(R + 4, R + 4)
    chosen.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    # where the cell prints its name (the top middle, under the ring's corner): the mark paints it again
    label_pixels = [image.pixelColor(int(R + 4 + dx), int(R + 4 - R * 0.7)).alpha() for dx in range(-6, 7)]
    assert min(label_pixels) > 200
    assert chosen.label == "E4"


def test_an_eliminated_option_names_its_tie_breaker_in_words_unfaded(board: Any) -> None:
    scene, _session = board
    first_out = marks_at(scene, (0, 2))[0]
    assert first_out.stage == 1 and first_out.opacity() < 1.0  # the ring fades
    badge = first_out.badge
    assert badge is not None and badge.effectiveOpacity() == pytest.approx(1.0)
    assert "terrain priority" in badge.text and "atp" not in first_out.toolTip()
    assert "closest to you" in marks_at(scene, (0, 0))[0].badge.text


def test_the_lines_shown_first_are_the_valid_options_and_the_deciding_tie_breaker(qtbot: Any,
                                                                                   settings: QSettings) -> None:
    win = shown_window(qtbot, settings, autosave=False, game="age_of_innovation")
    assert advance_to(win.session, ("build",))
    step = win.session.proposal
    assert isinstance(step, act.AoIStep) and step.action.selection is not None and step.action.selection.ties
    shown = win.workspace.proposal.shown_lines()
    assert any("Valid:" in line for line in shown), shown
    assert any("Terrain priority" in line or "Closest" in line or "count" in line.lower() for line in shown), shown
    assert not any("Power for you" in line for line in shown)  # a ruling: under Why
