"""Mirroring the table on the board: drag from the palette (add), between places (move, Shift = the
whole stack), off the map or Delete (remove), ruins by double-click; illegal edits refused."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest

from tablebot.games.root import edits
from tablebot.gui.root.board import BOARD_H, MIME_PIECE, PieceItem
from tablebot.gui.root.panels import board_lines

from .waits import caught_up


def view_point(window: Any, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def drag_on_view(window: Any, start: QPointF, end: QPointF,
                 modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A real mouse drag on the view: press, a few moves, release (QTest events on the viewport)."""
    vp = window.view.viewport()
    a, b = view_point(window, start), view_point(window, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, modifiers, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, modifiers, b)


def drop_from_palette(window: Any, faction: str, kind: str, scene_pos: QPointF, count: int = 1) -> None:
    mime = QMimeData()
    mime.setData(MIME_PIECE, f"{faction}/{kind}/{count}".encode())
    pos = QPointF(view_point(window, scene_pos))
    event = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    # Offscreen Qt has no drag manager to route a synthetic drop, so the view's handler gets the
    # QDropEvent directly: the same call QGraphicsView makes for a real drop.
    window.view.dropEvent(event)
    assert event.isAccepted()


def centre(window: Any, place: Any) -> QPointF:
    return window.scene.geometry.centres[place]


def stack_item(window: Any, place: Any, faction: str, kind: str) -> PieceItem:
    return window.scene.pieces[(place, faction, kind, 0)]


def test_board_draws_every_clearing_and_piece(window: Any) -> None:
    snap = window.session.snapshot
    assert len(window.scene.clearings) == 12
    for place in snap.places:
        for s in place.stacks:
            item = window.scene.pieces[(place.id, s.faction, s.kind, 0)]
            assert item.count == (1 if item.category == "building" else s.count)
    # The same board as text, for screen readers.
    lines = board_lines(snap)
    assert lines[2].startswith("Clearing 3 (rabbit, priority 3") and "Eyrie 6 warrior" in lines[2]


def test_drop_from_palette_adds_pieces(window: Any) -> None:
    before = window.session.snapshot.place(5).count("eyrie", "warrior")
    drop_from_palette(window, "eyrie", "warrior", centre(window, 5), count=3)
    assert window.session.snapshot.place(5).count("eyrie", "warrior") == before + 3
    assert window.session.stack.count() == 1
    assert stack_item(window, 5, "eyrie", "warrior").count == 3
    window.session.undo()
    assert window.session.snapshot.place(5).count("eyrie", "warrior") == before
    assert (5, "eyrie", "warrior", 0) not in window.scene.pieces


def test_drag_moves_one_warrior_and_shift_moves_the_stack(window: Any) -> None:
    s = window.session
    item = stack_item(window, 3, "eyrie", "warrior")
    drag_on_view(window, item.scenePos(), centre(window, 6))
    assert s.snapshot.place(3).count("eyrie", "warrior") == 5
    assert s.snapshot.place(6).count("eyrie", "warrior") == 1
    assert s.stack.count() == 1  # the whole drag is one command
    item = stack_item(window, 3, "eyrie", "warrior")
    drag_on_view(window, item.scenePos(), centre(window, 6), Qt.KeyboardModifier.ShiftModifier)
    assert s.snapshot.place(3).count("eyrie", "warrior") == 0
    assert s.snapshot.place(6).count("eyrie", "warrior") == 6
    assert s.stack.count() == 2


def test_drag_off_the_map_removes(window: Any) -> None:
    item = stack_item(window, 11, "alliance", "sympathy")
    drag_on_view(window, item.scenePos(), QPointF(500, BOARD_H + 40))
    assert window.session.snapshot.place(11).count("alliance", "sympathy") == 0


def test_select_and_delete_removes(window: Any, qtbot: Any) -> None:
    item = stack_item(window, 3, "eyrie", "warrior")
    vp = window.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(window, item.scenePos()))
    assert item.isSelected()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.session.snapshot.place(3).count("eyrie", "warrior") == 5


def test_drop_on_empty_map_springs_back(window: Any) -> None:
    item = stack_item(window, 3, "eyrie", "warrior")
    home = item.pos()
    drag_on_view(window, item.scenePos(), QPointF(480, 450) + QPointF(0, -70))  # between clearings
    assert window.session.stack.count() == 0
    assert item.pos() == home


def test_double_click_toggles_ruins(window: Any) -> None:
    assert not window.session.snapshot.place(5).ruins
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      view_point(window, centre(window, 5) + QPointF(0, -75)))
    assert window.session.snapshot.place(5).ruins
    assert window.scene.clearings[5].ruins


@pytest.mark.parametrize(("edit", "code", "words"), [
    (edits.AddPiece(faction="marquise", piece="warrior", place=2, count=14), "edit.supply_exhausted",
     "No warrior left in the Marquise's supply"),
    (edits.AddPiece(faction="marquise", piece="sawmill", place=1), "edit.no_free_slot",
     "Clearing 1 has no free building slot."),
    (edits.AddPiece(faction="eyrie", piece="warrior", place=1), "edit.keep_forbids",
     "Only the Marquise places pieces in the Keep's clearing 1"),
    (edits.AddPiece(faction="vagabond", piece="pawn", place="F1-2-5-10"), "edit.faction_not_in_game",
     "The Vagabond is not in this game."),
])
def test_illegal_edits_are_refused_with_a_message(window: Any, qtbot: Any, edit: Any, code: str, words: str) -> None:
    s = window.session
    if code == "edit.no_free_slot":
        s.edit(edits.AddPiece(faction="marquise", piece="sawmill", place=1))  # fills its only slot
    before, count = s.snapshot, s.stack.count()
    with qtbot.waitSignal(s.refused) as blocker:
        s.edit(edit)
    assert blocker.args[0] == code
    assert s.snapshot is before and s.stack.count() == count
    assert window.banner.isVisible() and words in window.banner.text()
    assert words in window.statusBar().currentMessage()


def test_seventh_sawmill_by_drag_is_refused(window: Any) -> None:
    s = window.session
    for place in (2, 6, 7, 8, 11):
        assert s.edit(edits.AddPiece(faction="marquise", piece="sawmill", place=place))
    before = s.snapshot
    drop_from_palette(window, "marquise", "sawmill", centre(window, 12))
    assert s.snapshot is before
    assert "No sawmill left" in window.banner.text()


def test_drag_into_the_keep_clearing_by_move_is_allowed_but_placing_is_not(window: Any) -> None:
    s = window.session
    drop_from_palette(window, "eyrie", "warrior", centre(window, 1))
    assert s.snapshot.place(1).count("eyrie", "warrior") == 0
    item = stack_item(window, 3, "eyrie", "warrior")
    s.edit(edits.MovePiece(faction="eyrie", piece="warrior", origin=3, dest=9, count=1))
    item = stack_item(window, 9, "eyrie", "warrior")
    drag_on_view(window, item.scenePos(), centre(window, 1))
    assert s.snapshot.place(1).count("eyrie", "warrior") == 1


def test_palette_shows_remaining_supply_and_keyboard_add(window: Any) -> None:
    button = window.workspace.piece_palette.buttons[("eyrie", "warrior")]
    assert "12/20" in button.text()
    assert ("marquise", "wood") not in window.workspace.piece_palette.buttons  # the bot has no wood
    button.setChecked(True)
    window.workspace.piece_palette.place_box.setCurrentIndex(window.workspace.piece_palette.place_box.findData(5))
    window.workspace.piece_palette.count.setValue(2)
    QTest.mouseClick(window.workspace.piece_palette.add_button, Qt.MouseButton.LeftButton)
    assert window.session.snapshot.place(5).count("eyrie", "warrior") == 2
    caught_up(window)
    assert "10/20" in button.text()


def test_vp_spin_box_is_one_edit(window: Any) -> None:
    spin = window.workspace.factions.vp["eyrie"]
    spin.setValue(7)
    assert window.session.snapshot.faction("eyrie").vp == 7
    assert window.session.stack.count() == 1
    window.session.undo()
    caught_up(window)
    assert spin.value() == 2
    window.workspace.factions.items["tea"].setValue(0)
    assert window.session.snapshot.item_count("tea") == 0


def test_long_sessions_survive_the_pyside_none_leak(window: Any) -> None:
    """PySide6 6.12 on Python 3.11 drops a reference to None on every void call; without the
    workaround (controller/qtcompat.py) a long game aborts the interpreter. Thousands of redraws
    must run, and None's count must stay far from zero."""
    import sys

    from tablebot.controller import qtcompat

    snap = window.session.snapshot
    for _ in range(1500):  # about 60 000 void calls: more than None's natural count
        window.scene.set_snapshot(snap)
    for _ in range(60_000):  # every emit drops a reference to True
        window.session.autosaved.emit("")
    if qtcompat.leaks_none():
        assert sys.getrefcount(None) > 2**39 and sys.getrefcount(True) > 2**39


def test_clearing_menu_and_a_human_battling_the_bot(window: Any) -> None:
    s = window.session
    menu = window.scene.clearing_menu(9)
    texts = [a.text() for a in menu.actions()]
    assert texts == ["Place ruins", "A human battles a bot here…", "Hits on a bot outside battle…",
                     "Correct the map", "Printed building slots (inferred)", "River to (inferred)"]
    # Clearing 9: one Marquise warrior and a sawmill; 2 hits from the Eyrie take both.
    assert window.scene.bot_takes_hits(9, "marquise", 2, "eyrie")
    place = s.snapshot.place(9)
    assert place.count("marquise") == 0
    assert s.snapshot.faction("eyrie").vp == 3  # 1 VP for the sawmill
    assert s.history_labels()[-1].code == "history.edit.bot_hits"
    s.undo()
    assert s.snapshot.place(9).count("marquise", "sawmill") == 1


def test_bot_hits_dialog_offers_only_bots_here(window: Any, qtbot: Any) -> None:
    from tablebot.gui.root.dialogs import BotHitsDialog

    dialog = BotHitsDialog(window.session.snapshot, 9)
    qtbot.addWidget(dialog)
    assert dialog.bot.count() == 1 and dialog.bot.itemData(0) == "marquise"
    dialog.hits.setValue(3)
    assert dialog.values() == ("marquise", 3, "eyrie", True)
