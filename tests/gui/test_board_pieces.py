"""Issue 12: the pieces read like the wooden pieces, in colours that stand out from every clearing,
suit rim and the paper (WCAG 3:1 for graphics), with shapes and letters that tell the factions
apart without colour; the board keeps its paper look in the dark theme while the panels follow it."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from tablebot.app import build_window
from tablebot.games.root.factions import FACTIONS, Category
from tablebot.gui import theme
from tablebot.gui.root import colours
from tablebot.gui.root.board import PieceItem, piece_rect
from tablebot.gui.root.board_art import warrior_figure

GRAPHICS = 3.0
"""WCAG 2.1 non-text contrast (1.4.11): a piece against what it stands on."""


@pytest.mark.parametrize("mode", theme.THEMES[:2])
def test_every_factions_pieces_stand_out_from_the_clearings_rims_and_paper(mode: str) -> None:
    theme.apply_theme(mode)
    try:
        grounds = {"cream disc": colours.CREAM, "paper": colours.BOARD_PAPER,
                   **{f"{suit} rim": colour for suit, colour in colours.SUIT_RIMS.items()}}
        low = [f"{fid} on {name}: {theme.contrast(colours.piece_colour(fid), ground):.2f}"
               for fid in FACTIONS for name, ground in grounds.items()
               if theme.contrast(colours.piece_colour(fid), ground) < GRAPHICS]
        assert not low, low
        # The letter on a piece reads on its colour (text: AA).
        assert all(theme.contrast(c, theme.text_on(c)) >= theme.AA for c in colours.PIECE_COLOURS.values())
    finally:
        theme.apply_theme("system")


def piece_image(faction: str, kind: str, count: int = 3) -> QImage:
    item = PieceItem(None, faction, kind, 1, count)
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    image.fill(colours.CREAM)
    painter = QPainter(image)
    painter.translate(40, 40)
    item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return image


def grey(image: QImage) -> list[int]:
    return [image.pixelColor(x, y).lightness() // 32 for y in range(image.height()) for x in range(image.width())]


def test_warriors_differ_by_shape_and_letter_not_only_by_colour(qtbot: Any, monkeypatch: Any) -> None:
    # Every faction painted in one colour: the figures must still differ (a colour-blind player's view).
    monkeypatch.setattr(colours, "PIECE_COLOURS", {fid: QColor("#555555") for fid in FACTIONS})
    images = {fid: grey(piece_image(fid, "warrior")) for fid in ("marquise", "eyrie", "alliance", "lizards")}
    for (a, one), (b, other) in itertools.combinations(images.items(), 2):
        assert one != other, (a, b)
    # The heads differ as outlines too (cat ears, beak, round ears, crest).
    rect = QRectF(0, 0, 28, 32)
    outlines = {fid: warrior_figure(fid, rect).boundingRect() for fid in ("marquise", "eyrie", "alliance")}
    assert len({(r.width(), r.height()) for r in outlines.values()}) > 1


def test_a_warrior_is_a_figure_with_its_count_and_the_pawn_is_as_large_as_a_stack(qtbot: Any) -> None:
    one, five = piece_image("marquise", "warrior", 1), piece_image("marquise", "warrior", 5)
    assert grey(one) != grey(five)  # the count is drawn
    warrior, pawn = piece_rect(Category.WARRIOR), piece_rect(Category.PAWN)
    assert pawn.width() * pawn.height() >= 0.95 * warrior.width() * warrior.height()
    assert pawn.height() >= warrior.height()
    # A building is a square tile.
    building = piece_rect(Category.BUILDING)
    assert building.width() == building.height()


def test_the_board_keeps_its_paper_look_in_the_dark_theme(qtbot: Any, settings: Any) -> None:
    window = build_window(settings, autosave=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    seen = {}
    try:
        for mode in ("light", "dark"):
            window.set_theme(mode)
            qtbot.wait(20)
            image = window.view.viewport().grab().toImage()
            spot = window.view.mapFromScene(QPointF(8, 8))  # the paper in the map's corner
            disc = window.view.mapFromScene(window.scene.geometry.centres[1] + QPointF(-40, 40))
            seen[mode] = (image.pixelColor(spot).name(), image.pixelColor(disc).name(),
                          window.palette().color(QPalette.ColorRole.Window).lightnessF())
    finally:
        theme.apply_theme("system")
    assert seen["light"][:2] == seen["dark"][:2]
    assert seen["light"][0] == colours.BOARD_PAPER.name()
    # ...while the panels follow the theme.
    assert seen["light"][2] > 0.5 > seen["dark"][2]
