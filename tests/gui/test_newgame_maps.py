"""The New Game dialog on the four maps (issue 12, "Four maps" and "Suits at setup"): the map chosen
drives the rest of the dialog, and on Winter, Lake and Mountain the player mirrors the suit markers
the table laid (click, drag, keyboard, the map's suggested layout or a seeded random one), 4 of each
before OK, into GameConfig.suits."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt
from PySide6.QtGui import QDropEvent

from tablebot.games.root import board as board_mod
from tablebot.games.root.board import MAPS, load_board
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.gui.root import newgame
from tablebot.gui.root.newgame import NewGameDialog
from tablebot.gui.root.suit_layout import SUIT_MIME
from tablebot.gui.startgame import NewGameWizard

F, M, RB = Suit.FOX, Suit.MOUSE, Suit.RABBIT
CLICKS = {F: 1, M: 2, RB: 3}
"""Clicks on an empty clearing to lay each suit: none → fox → mouse → rabbit."""
TABLE = (F, M, RB, RB, F, M, M, RB, F, F, RB, M)
"""A layout of 4 of each, as a table might lay it."""


def dialog_on(qtbot: Any, map_id: str, settings: QSettings | None = None) -> NewGameDialog:
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.map_box.setCurrentIndex(dialog.map_box.findData(map_id))
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click_clearing(qtbot: Any, dialog: NewGameDialog, cid: int, times: int = 1,
                   button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    sketch = dialog.suit_editor.sketch
    for _ in range(times):
        qtbot.mouseClick(sketch, button, pos=sketch.centre(cid).toPoint())


def lay_by_clicks(qtbot: Any, dialog: NewGameDialog, layout: tuple[Suit, ...]) -> None:
    for cid, suit in enumerate(layout, 1):
        click_clearing(qtbot, dialog, cid, CLICKS[suit])


def test_the_dialog_offers_the_four_maps_and_the_markers_show_only_on_marker_maps(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "autumn")
    assert [dialog.map_box.itemData(i) for i in range(dialog.map_box.count())] == list(MAPS)
    assert [dialog.map_box.itemText(i) for i in range(dialog.map_box.count())] == [
        "Autumn", "Winter", "Lake", "Mountain"]
    assert not dialog.suit_editor.isVisible()  # Autumn's suits are printed
    config = dialog.config()
    assert config is not None and config.map_id == "autumn" and config.suits == ()
    for map_id in ("winter", "lake", "mountain"):
        dialog.map_box.setCurrentIndex(dialog.map_box.findData(map_id))
        assert dialog.suit_editor.isVisible()
        assert dialog.suit_editor.title() == "Suit markers on the table"


def test_clicks_on_the_sketch_lay_the_tables_markers_into_the_game_config(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "winter")
    editor = dialog.suit_editor
    lay_by_clicks(qtbot, dialog, TABLE)
    assert editor.counts.text().count("4/4") == 3
    dialog.seed.setValue(9)
    config = dialog.config()
    assert config is not None and config.map_id == "winter" and config.suits == TABLE
    snap = new_game(config)
    assert snap.suits == TABLE and "setup.suits_random" not in [r.code for r in snap.log]
    # A right-click steps back: rabbit → mouse on clearing 3.
    click_clearing(qtbot, dialog, 3, button=Qt.MouseButton.RightButton)
    assert editor.markers[2] == M


def test_ok_is_refused_with_the_reason_until_every_clearing_has_a_marker_and_four_of_each(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "mountain")
    lay_by_clicks(qtbot, dialog, TABLE[:11])  # the last marker not laid yet
    dialog._accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error.text() == "11 suit markers for 12 clearings: lay one on each clearing."
    assert "1 without a marker" in dialog.suit_editor.counts.text()
    click_clearing(qtbot, dialog, 12, CLICKS[F])  # a fifth fox
    dialog._accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error.text() == ("The suit markers are 4 of each suit; this layout has 5 fox. "
                                   "Check the markers on the table.")
    assert "Fox 5/4" in dialog.suit_editor.counts.text()
    click_clearing(qtbot, dialog, 12, 1)  # fox → mouse: now 4 of each
    assert dialog.error.text() == ""  # a change clears the old refusal
    dialog._accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted


def test_untouched_the_app_lays_the_random_layout_and_says_so(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "lake")
    assert "the app will lay a random layout" in dialog.suit_editor.note.text()
    dialog.seed.setValue(31)
    config = dialog.config()
    assert config is not None and config.suits == ()
    snap = new_game(config)
    assert "setup.suits_random" in [r.code for r in snap.log]


def test_random_seeded_lays_the_layout_of_the_seed_which_the_app_would_lay(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "winter")
    editor = dialog.suit_editor
    dialog.seed.setValue(42)
    editor.random.click()
    first = editor.suits()
    untouched = new_game(GameConfig(map_id="winter", seats=(SeatConfig(faction="eyrie"),), seed=42))
    assert first == untouched.suits  # the same seed, the same markers, laid here or by the app
    assert sorted(first) == sorted((F, M, RB) * 4)
    assert "seed 42" in editor.note.text()
    dialog.seed.setValue(43)
    editor.random.click()
    assert editor.suits() != first
    dialog.seed.setValue(42)
    editor.random.click()
    assert editor.suits() == first


def test_suggested_layout_where_the_map_has_one_with_its_source(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "winter")
    editor = dialog.suit_editor
    assert not editor.suggested.isVisible()  # Winter's data has no suggested layout
    for map_id in ("lake", "mountain"):
        dialog.map_box.setCurrentIndex(dialog.map_box.findData(map_id))
        assert editor.suggested.isVisible()
        assert "Underworld Learning to Play" in editor.suggested.toolTip()
        editor.suggested.click()
        assert editor.suits() == load_board(map_id).suggested_suits()
        config = dialog.config()
        assert config is not None and config.suits == load_board(map_id).suggested_suits()


def test_a_suit_dragged_onto_a_clearing_and_the_keyboard_lay_markers(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "mountain")
    editor, sketch = dialog.suit_editor, dialog.suit_editor.sketch
    # Keyboard: clearing 1 is current; F lays a fox and moves on; Left goes back; Delete takes it off.
    sketch.setFocus()
    qtbot.keyClick(sketch, Qt.Key.Key_F)
    qtbot.keyClick(sketch, Qt.Key.Key_M)
    assert editor.markers[:3] == [F, M, None]
    qtbot.keyClick(sketch, Qt.Key.Key_Left)
    qtbot.keyClick(sketch, Qt.Key.Key_Delete)
    assert editor.markers[:2] == [F, None]
    # A chip clicked lays its suit on the current clearing.
    editor.chips[RB].click()
    assert editor.markers[:2] == [F, RB]
    # A chip dropped on a clearing lays its suit there.
    mime = QMimeData()
    mime.setData(SUIT_MIME, b"rabbit")
    drop = QDropEvent(QPointF(sketch.centre(7)), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    sketch.dropEvent(drop)
    assert editor.markers[6] == RB
    missed = QDropEvent(QPointF(2, 2), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                        Qt.KeyboardModifier.NoModifier)
    sketch.dropEvent(missed)  # off every clearing: nothing laid
    assert editor.markers.count(RB) == 2 and editor.markers.count(None) == 9


def test_each_map_keeps_its_markers_while_the_player_switches_maps(qtbot: Any) -> None:
    dialog = dialog_on(qtbot, "lake")
    dialog.suit_editor.suggested.click()
    dialog.map_box.setCurrentIndex(dialog.map_box.findData("winter"))
    assert dialog.suit_editor.untouched
    dialog.map_box.setCurrentIndex(dialog.map_box.findData("autumn"))
    config = dialog.config()
    assert config is not None and config.suits == ()  # Autumn takes no markers
    dialog.map_box.setCurrentIndex(dialog.map_box.findData("lake"))
    assert dialog.suit_editor.suits() == load_board("lake").suggested_suits()


def test_the_last_layout_on_a_map_is_remembered_for_the_next_game(qtbot: Any, settings: QSettings) -> None:
    first = dialog_on(qtbot, "winter", settings)
    lay_by_clicks(qtbot, first, TABLE)
    first._accept()
    assert first.result() == NewGameDialog.DialogCode.Accepted
    again = dialog_on(qtbot, "winter", settings)
    assert again.suit_editor.suits() == TABLE
    assert "last game on Winter" in again.suit_editor.note.text()
    again.map_box.setCurrentIndex(again.map_box.findData("mountain"))
    assert again.suit_editor.untouched  # only the map it was laid on
    again.map_box.setCurrentIndex(again.map_box.findData("winter"))
    again.suit_editor.clear_button.click()
    config = again.config()
    assert config is not None and config.suits == ()


def test_the_keep_corners_are_those_of_the_chosen_map(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    real = board_mod.load_board

    def boards(map_id: str) -> Any:
        # A Winter whose corners were 2 and 3 only: the dialog must ask the chosen map, not Autumn.
        b = real(map_id)
        if map_id != "winter":
            return b
        return replace(b, clearings=tuple(replace(c, corner=c.id in (2, 3)) for c in b.clearings))

    monkeypatch.setattr(newgame, "load_board", boards)
    dialog = dialog_on(qtbot, "autumn")

    def corners() -> list[Any]:
        return [dialog.keep.itemData(i) for i in range(dialog.keep.count())]

    assert corners() == [None, 1, 2, 3, 4]
    dialog.keep.setCurrentIndex(dialog.keep.findData(3))
    dialog.map_box.setCurrentIndex(dialog.map_box.findData("winter"))
    assert corners() == [None, 2, 3]
    assert dialog.keep.currentData() == 3  # the corner chosen stays chosen where the map has it
    dialog.map_box.setCurrentIndex(dialog.map_box.findData("lake"))
    assert corners() == [None, *load_board("lake").corners()]
    config = dialog.config()
    assert config is not None and config.keep_corner == 3 and config.map_id == "lake"


@pytest.mark.parametrize("map_id", ["winter", "lake", "mountain"])
def test_the_dialog_fits_a_1366_by_768_screen_without_clipping(qtbot: Any, settings: QSettings, map_id: str) -> None:
    wizard = NewGameWizard(settings, "root")
    qtbot.addWidget(wizard)
    wizard.next_page()
    form = wizard.form
    form.map_box.setCurrentIndex(form.map_box.findData(map_id))
    # The tallest it gets: Advanced open, four bots with two traits each.
    form.advanced.toggle.click()
    for row in form.rows:
        if row.bot_id:
            row.play.setChecked(row.faction in ("marquise", "eyrie", "alliance", "vagabond"))
            row.is_bot.setChecked(True)
            for box in list(row.traits.values())[:2]:
                box.setChecked(True)
    wizard.show()
    qtbot.waitExposed(wizard)
    hint = wizard.sizeHint()
    assert hint.width() <= 1366 and hint.height() <= 768 - 40  # a title bar and a panel's worth to spare
    wizard.resize(hint)
    qtbot.waitUntil(lambda: wizard.size() == hint)
    sketch = form.suit_editor.sketch
    assert sketch.visibleRegion().boundingRect().size() == sketch.size()  # the whole map sketch shows
    assert form.texts_scroll.isVisible() and form.rows[0].play.visibleRegion().boundingRect().height() > 10
