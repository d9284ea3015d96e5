"""Issue 12: the board looks like the woodland on the table, on all four maps: forests as the
regions between the paths, clearings with their suit as the table laid it, rivers and the lake,
the Mountain's closed paths and the Pass; the ferry dragged and a closed path opened on the board."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tablebot.app import build_window
from tablebot.games.root import edits, rules
from tablebot.games.root.board import MAPS
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig, RootSnapshot
from tablebot.gui import theme
from tablebot.gui.root import colours
from tablebot.gui.root.board import BOARD_H, BOARD_W, EMBLEM_CENTRE, PRIORITY_RECT, FerryItem, ForestItem, R
from tablebot.gui.root.board_art import signed_area

from .test_root_bots import drag

SEATS = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
         SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie")))


def shown_window(qtbot: Any, settings: QSettings, snap: RootSnapshot) -> Any:
    """The main window on `snap`, shown at 1366x768 (no autosave)."""
    window = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def on_map(qtbot: Any, settings: QSettings, map_id: str) -> Any:
    return shown_window(qtbot, settings, new_game(GameConfig(seats=SEATS, seed=5, map_id=map_id)))


def pixel(window: Any, scene_pos: QPointF) -> QColor:
    image = window.view.viewport().grab().toImage()
    return image.pixelColor(window.view.mapFromScene(scene_pos))


# -- the woodland ----------------------------------------------------------------------------
@pytest.mark.parametrize("map_id", MAPS)
def test_every_forest_is_a_region_between_its_clearings_and_nothing_overlaps(qtbot: Any, settings: Any,
                                                                             map_id: str) -> None:
    window = on_map(qtbot, settings, map_id)
    scene, geo = window.scene, window.scene.geometry
    forests = {i.fid: i for i in scene.items() if isinstance(i, ForestItem)}
    assert set(forests) == set(geo.board.forest_ids())
    board = QRectF(0, 0, BOARD_W, BOARD_H)
    for a, b in itertools.combinations(geo.board.clearings, 2):
        assert QLineF(geo.centres[a.id], geo.centres[b.id]).length() > 2 * R + 10, (a.id, b.id)
    for c in geo.board.clearings:
        assert board.contains(QRectF(geo.centres[c.id] - QPointF(R, R), geo.centres[c.id] + QPointF(R, R)))
    for fid, item in forests.items():
        polygon = item.polygon
        # The forest's pieces stand inside it, clear of every clearing; its corners are the
        # clearings it borders (and the map's edge), never another clearing.
        centre = geo.centres[fid]
        assert polygon.containsPoint(centre, Qt.FillRule.OddEvenFill), fid
        assert all(QLineF(centre, geo.centres[c.id]).length() > R + 20 for c in geo.board.clearings), fid
        corners = {p for p in (geo.place_at(polygon.at(i)) for i in range(polygon.size())) if isinstance(p, int)}
        assert corners == set(geo.board.forest(fid).bordering), fid
        assert geo.place_at(centre) == fid
    for (fa, a), (fb, b) in itertools.combinations(forests.items(), 2):
        shared = a.polygon.intersected(b.polygon)
        area = abs(signed_area([(shared.at(i).x(), shared.at(i).y()) for i in range(shared.size())]))
        assert area < 1.0, (fa, fb, area)


def test_a_forest_is_named_on_hover_not_by_a_label(qtbot: Any, settings: Any) -> None:
    window = on_map(qtbot, settings, "autumn")
    item = next(i for i in window.scene.items() if isinstance(i, ForestItem) and i.fid == "F3-7-11-12")
    assert "3, 7, 11, 12" in item.toolTip()
    # Its middle shows woodland, not a text pill.
    assert theme.contrast(pixel(window, window.scene.geometry.centres["F3-7-11-12"] + QPointF(0, -40)),
                          colours.WOODLAND) < 1.6


# -- suits from the table ---------------------------------------------------------------------
def test_a_marker_maps_suits_are_the_tables_and_a_corrected_marker_redraws(qtbot: Any, settings: Any) -> None:
    window = on_map(qtbot, settings, "winter")
    snap = window.session.snapshot
    clearing = window.scene.clearings[1]
    assert clearing.info.suit == snap.suits[0]
    rim = window.scene.geometry.centres[1] + QPointF(0, R - 5)
    assert theme.contrast(pixel(window, rim), colours.SUIT_RIMS[snap.suits[0].value]) < 1.2
    other = next(s for s in (Suit.FOX, Suit.MOUSE, Suit.RABBIT) if s != snap.suits[0])
    assert window.session.edit(edits.SetSuit(clearing=1, suit=other))
    assert window.scene.clearings[1].info.suit == other
    assert other.value in window.scene.clearings[1].toolTip().lower()
    assert theme.contrast(pixel(window, rim), colours.SUIT_RIMS[other.value]) < 1.2


# -- the Lake ---------------------------------------------------------------------------------
def test_the_ferry_is_dragged_to_another_coastal_clearing_and_springs_back_from_an_inland_one(
        qtbot: Any, settings: Any) -> None:
    window = on_map(qtbot, settings, "lake")
    scene, s = window.scene, window.session
    ferry = next(i for i in scene.items() if isinstance(i, FerryItem))
    start = s.snapshot.ferry
    assert start == rules.board_of(s.snapshot).ferry_start and ferry.clearing == start
    home = ferry.pos()
    # On the water by its clearing, clear of every clearing's disc.
    assert scene.geometry.woodland.lake is not None
    for c in scene.geometry.board.clearings:
        assert QLineF(home, scene.geometry.centres[c.id]).length() > R, c.id
    inland = next(c.id for c in scene.geometry.board.clearings if c.id not in scene.geometry.board.coast)
    with qtbot.waitSignal(s.refused) as refused:
        drag(window, home, scene.geometry.centres[inland])
    assert refused.args[0] == "edit.ferry_not_coastal"
    assert s.snapshot.ferry == start and ferry.pos() == home
    assert window.banner.isVisible()
    dest = next(c for c in scene.geometry.board.coast if c != start)
    drag(window, home, scene.geometry.centres[dest])
    assert s.snapshot.ferry == dest and ferry.clearing == dest
    assert ferry.pos() == scene.geometry.ferry_pos(dest)
    s.undo()
    assert ferry.clearing == start and ferry.pos() == home


def test_the_lake_and_its_coast_are_water(qtbot: Any, settings: Any) -> None:
    window = on_map(qtbot, settings, "lake")
    geo = window.scene.geometry
    assert geo.woodland.lake is not None
    middle = geo.lake_centre()
    assert middle is not None
    assert theme.contrast(pixel(window, middle + QPointF(0, 25)), colours.WATER) < 1.3
    for c in geo.board.coast:
        assert window.scene.clearings[c].shore is not None
    assert all(window.scene.clearings[c.id].shore is None for c in geo.board.clearings if c.id not in geo.board.coast)


# -- the Mountain -----------------------------------------------------------------------------
def test_a_closed_path_is_drawn_closed_and_its_menu_opens_it(qtbot: Any, settings: Any) -> None:
    window = on_map(qtbot, settings, "mountain")
    scene, s = window.scene, window.session
    closed = rules.board_of(s.snapshot).closed_paths_at_setup
    for key in closed:
        assert scene.paths[key].closed
    a, b = closed[0]
    middle = QLineF(scene.geometry.centres[a], scene.geometry.centres[b]).pointAt(0.5)
    assert theme.contrast(pixel(window, middle), colours.TRAIL) > 1.5  # rubble and the bar across it
    # A right-click there reaches the path (the woodland and water under it only name themselves).
    assert scene.items(middle)[0] is scene.paths[(a, b)]
    menu = scene.path_menu(a, b)
    [action] = menu.actions()
    assert "Open" in action.text()
    action.trigger()
    assert (a, b) not in s.snapshot.closed_paths and not scene.paths[(a, b)].closed
    assert theme.contrast(pixel(window, middle + QPointF(0, 0)), colours.TRAIL) < 1.3
    again = scene.path_menu(a, b)
    assert "Close" in again.actions()[0].text()
    s.undo()
    assert scene.paths[(a, b)].closed


def test_the_pass_is_marked_and_named(qtbot: Any, settings: Any) -> None:
    window = on_map(qtbot, settings, "mountain")
    the_pass = rules.board_of(window.session.snapshot).pass_clearing
    assert the_pass is not None
    item = window.scene.clearings[the_pass]
    assert item.is_pass and "12.2.2" in item.toolTip()
    assert not any(i.is_pass for c, i in window.scene.clearings.items() if c != the_pass)


# -- crisp at any size ------------------------------------------------------------------------
def render(scene: Any, rect: QRectF, scale: float, ratio: float) -> QImage:
    image = QImage(int(rect.width() * scale * ratio), int(rect.height() * scale * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, rect.width() * scale, rect.height() * scale), rect)
    painter.end()
    return image


def sharpness(image: QImage) -> float:
    """Mean squared difference of neighbouring pixels' lightness (blur lowers it)."""
    total, n = 0.0, 0
    for y in range(image.height() - 1):
        for x in range(image.width() - 1):
            v = image.pixelColor(x, y).lightnessF()
            total += (v - image.pixelColor(x + 1, y).lightnessF()) ** 2 + (v - image.pixelColor(x, y + 1).lightnessF()) ** 2
            n += 1
    return total / n


def test_the_board_is_drawn_sharp_on_a_high_dpi_screen(qtbot: Any, settings: Any) -> None:
    window = on_map(qtbot, settings, "autumn")
    centre = window.scene.geometry.centres[1]
    # The suit symbol and the priority number of clearing 1, at a small window's scale.
    rect = QRectF(centre + EMBLEM_CENTRE - QPointF(24, 24), centre + PRIORITY_RECT.bottomRight() + QPointF(4, 4))
    double = render(window.scene, rect, 0.5, 2.0)
    single = render(window.scene, rect, 0.5, 1.0).scaled(double.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
                                                       Qt.TransformationMode.SmoothTransformation)
    assert double.width() == single.width()
    assert sharpness(double) > 1.4 * sharpness(single)


def test_the_tables_corrections_redraw_the_map(qtbot: Any, settings: Any) -> None:
    from tablebot.gui.root.board import RiverItem

    window = on_map(qtbot, settings, "lake")
    scene, s = window.scene, window.session
    lake = scene.geometry.lake_centre()
    assert lake is not None
    # The inland clearing nearest the water (a coast the data may have read wrong).
    inland = min((c.id for c in scene.geometry.board.clearings if c.id not in scene.geometry.board.coast
                  and c.slots < 3), key=lambda c: QLineF(scene.geometry.centres[c], lake).length())
    assert s.edit(edits.SetCoast(clearing=inland, coastal=True))
    assert scene.clearings[inland].shore is not None and inland in scene.geometry.board.coast
    assert s.edit(edits.SetRiver(a=2, b=7, river=True))
    assert any(isinstance(i, RiverItem) for i in scene.items())
    slots = scene.geometry.board.clearing(inland).slots
    assert s.edit(edits.CorrectSlots(clearing=inland, slots=slots + 1))
    assert scene.clearings[inland].info.slots == slots + 1
    s.undo()
    s.undo()
    s.undo()
    assert scene.clearings[inland].shore is None
    assert not any(isinstance(i, RiverItem) for i in scene.items())
