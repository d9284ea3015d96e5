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

from .aoi_helpers import table
from .conftest import shown_window
from .scene_helpers import RecordingSession
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


def test_a_count_that_wraps_round_shows_both_numbers_on_the_hex_counted_twice(board: Any) -> None:
    """Wybór kierunkowy past the last option starts again from the first: "← 3" over C2 and F5 counts
    F5, C2, F5. F5 carried two marks, its "1" hidden under its "3"; now one mark says 1 and 3."""
    scene, session = board
    options = ((2, 1), (5, 4))
    sel = act.Selection(options=options, ties=(), arrow="left_up", number=3, counted=((5, 4), (2, 1), (5, 4)),
                        chosen=(5, 4))
    step = act.AoIStep(action=act.Build(hex=(5, 4), terrain_before="desert", terrain_after="lake", marked=False,
                                        selection=sel), actor="automa", reasons=())
    session.show(proposal=step)
    at_f5 = marks_at(scene, (5, 4))
    assert len(at_f5) == 1 and at_f5[0].kind == "chosen"
    assert at_f5[0].numbers == (1, 3) and at_f5[0].number == 3
    assert [m.numbers for m in marks_at(scene, (2, 1))] == [(2,)]


def test_the_counts_arrow_and_number_cover_no_hex_name(board: Any) -> None:
    """The "→ 3" box sat left of the count's first hex, over its neighbour's name (or its own)."""
    from PySide6.QtCore import QRectF

    from tablebot.gui.age_of_innovation.board import CountArrow

    scene, session = board
    for counted in (((1, 3), (2, 4), (4, 3)), ((0, 2), (2, 1), (5, 4)), ((5, 4), (2, 1), (5, 4))):
        sel = act.Selection(options=tuple(dict.fromkeys(counted)), ties=(), arrow="right_down", number=3,
                            counted=counted, chosen=counted[-1])
        session.show(proposal=act.AoIStep(action=act.Build(hex=counted[-1], terrain_before="desert",
                                                           terrain_after="lake", marked=False, selection=sel),
                                          actor="automa", reasons=()))
        arrow = next(i for i in scene.overlay if isinstance(i, CountArrow))
        box = arrow.mapRectToScene(arrow.label_rect())
        for h in scene.hexes:
            c = hex_centre(h)
            name = QRectF(c.x() - R * 0.3, c.y() - R * 0.88, R * 0.6, R * 0.36)
            assert not box.intersects(name), (counted, h)


def test_the_count_numbers_leave_each_counted_hexs_name_readable(board: Any) -> None:
    """The "1" circle of the first counted hex sat over its name ("A3" read "A")."""
    from PySide6.QtCore import QRectF

    scene, session = board
    name = QRectF(-R * 0.3, -R * 0.88, R * 0.6, R * 0.36)
    for counted in (((1, 3), (2, 4), (4, 3)), ((5, 4), (2, 1), (5, 4))):
        sel = act.Selection(options=tuple(dict.fromkeys(counted)), ties=(), arrow="right_down", number=3,
                            counted=counted, chosen=counted[-1])
        session.show(proposal=act.AoIStep(action=act.Build(hex=counted[-1], terrain_before="desert",
                                                           terrain_after="lake", marked=False, selection=sel),
                                          actor="automa", reasons=()))
        numbered = [m for m in scene.overlay if isinstance(m, HexMark) and m.numbers]
        assert len(numbered) == len(set(counted))
        for m in numbered:
            assert not m.number_rect().intersects(name), m.numbers


def test_every_counted_hex_keeps_its_name_over_its_ring(board: Any) -> None:
    """The reason says "counted A3, C2, F5": each counted hex shows its name over its ring too."""
    scene, _session = board
    counted = [m for m in scene.overlay if isinstance(m, HexMark) and m.kind == "counted"]
    assert counted
    for m in counted:
        image = QImage(int(2 * R + 8), int(2 * R + 8), QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.translate(R + 4, R + 4)
        m.paint(painter, None, None)  # type: ignore[arg-type]
        painter.end()
        assert min(image.pixelColor(int(R + 4 + dx), int(R + 4 - R * 0.7)).alpha() for dx in range(-6, 7)) > 200
        assert m.label


def test_a_hex_the_bring_together_stage_dropped_is_badged_in_words(board: Any) -> None:
    """Zbliżanie is a named stage of the build's selection: its eliminations say so, not "tie-breaker 1"."""
    scene, session = board
    sel = act.Selection(options=((0, 0), (4, 3)), ties=(act.Tiebreak(method="bring_together", kept=((4, 3),)),),
                        chosen=(4, 3))
    session.show(proposal=act.AoIStep(action=act.Build(hex=(4, 3), terrain_before="desert", terrain_after="lake",
                                                       marked=False, selection=sel), actor="automa", reasons=()))
    badge = marks_at(scene, (0, 0))[0].badge
    assert badge is not None and "bring together" in badge.text
