"""The Logical Lizards through the GUI (issue 10): a conspiracy drawn on the map and on the Lizards'
board before it happens, confirmed through the turn bar, undone; the board (Lost Souls, acolytes,
conspiracy marker, garden tracks and their printed VP) following the snapshot and correctable, one
SetBotBoard per gesture."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.games.root import actions as act
from tablebot.games.root.bots.lizards_state import LizardsBoard, LizardsCursor
from tablebot.games.root.factions import Suit
from tablebot.games.root.state import OrderCard
from tablebot.gui.root.root_boards import LizardsBoardWidget

from ..games.root.lizards_scenario import lizards_board
from .test_root_bots import confirm, make_ui  # noqa: F401  (make_ui is a fixture)

L, M = "lizards", "marquise"


def conspiring():
    snap = lizards_board({7: {(M, "warrior"): 2, (M, "workshop"): 1}, 9: {(L, "warrior"): 1}},
                         lost_souls=("mouse", "fox"), acolytes=1, conspiracy=4)
    cur = LizardsCursor(phase="conspire", order_suit=Suit.MOUSE)
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def board(ui: Any) -> LizardsBoard:
    b = ui.session.snapshot.faction(L).board
    assert isinstance(b, LizardsBoard)
    return b


def test_a_lizards_convert_is_shown_on_its_board_then_confirmed_and_undone(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(conspiring())
    boards = ui.factions.boards
    widget = boards.boards[L]
    assert isinstance(widget, LizardsBoardWidget)
    # Shown before it happens: the Lizards' tab in front and lit, the change in words, the reason.
    assert boards.currentWidget() is widget and widget.is_highlighted()
    assert "Marker to Convert" in widget.proposed.text()
    assert "acolytes 1 → 0" in widget.proposed.text()
    # The turn bar leads with what happens on the map, the board's change named once after it.
    assert ui.turn_bar.what.text().startswith("Replace 1 Marquise warrior in 7 with 1 Lizards warrior.")
    assert ui.turn_bar.what.toolTip().count("conspiracy marker") == 1
    assert ui.scene.banner_text().count("conspiracy marker") == 1
    lines = ui.proposal.reasons.lines()
    assert any("Convert: the Lizards replace 1 Marquise warrior in clearing 7 with 1 Lizard warrior" in line
               and "Rootbotics 8.4.2.I" in line for line in lines), lines
    assert widget.acolytes.value() == 1 and widget.marker.currentIndex() == 4
    confirm(ui)
    snap = ui.session.snapshot
    assert snap.place(7).count(L, "warrior") == 1 and snap.place(7).count(M, "warrior") == 1
    assert board(ui).acolytes == 0 and board(ui).conspiracy == 0
    # The widget follows the snapshot.
    assert widget.acolytes.value() == 0 and widget.marker.currentIndex() == 0
    ui.session.stack.setIndex(0)
    assert widget.acolytes.value() == 1 and widget.marker.currentIndex() == 4
    assert ui.session.snapshot.place(7).count(L, "warrior") == 0


def test_the_lizards_board_is_correctable(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(conspiring())
    widget = ui.factions.boards.boards[L]
    assert [c.card.suit for c in widget.chips] == [Suit.MOUSE, Suit.FOX]
    # A card spent at the table goes on top (8.2.4): one edit.
    before = ui.session.stack.count()
    assert widget.add_card(OrderCard(suit=Suit.RABBIT))
    assert [c.suit for c in board(ui).lost_souls] == [Suit.RABBIT, Suit.MOUSE, Suit.FOX]
    assert ui.session.stack.count() == before + 1
    assert [c.card.suit for c in widget.chips] == [Suit.RABBIT, Suit.MOUSE, Suit.FOX]
    assert widget.to_top("lost_souls", 2)
    assert [c.suit for c in board(ui).lost_souls] == [Suit.FOX, Suit.RABBIT, Suit.MOUSE]
    assert widget.remove_card("lost_souls", 0)
    assert [c.suit for c in board(ui).lost_souls] == [Suit.RABBIT, Suit.MOUSE]
    # Acolytes come out of the supply: 25 warriors, one on the map.
    assert widget.acolytes.maximum() == 24
    widget.acolytes.setValue(3)
    assert board(ui).acolytes == 3
    widget.marker.setCurrentIndex(1)
    assert board(ui).conspiracy == 1
    # The printed VP of the garden tracks (ruling garden-track-vp): typed in, checked, one edit.
    widget.garden_vp.setFocus()
    widget.garden_vp.setText("0, 2, 2, 3, 4")
    QTest.keyClick(widget.garden_vp, Qt.Key.Key_Return)
    assert board(ui).garden_vp == (0, 2, 2, 3, 4)
    widget.garden_vp.setText("1, 2")
    QTest.keyClick(widget.garden_vp, Qt.Key.Key_Return)
    assert board(ui).garden_vp == (0, 2, 2, 3, 4) and widget.garden_vp.text() == "0, 2, 2, 3, 4"
    # Gardens on the map empty the track from the left; the caption says what Evening scores.
    assert "0 on the map, 5 on the track" in widget.gardens["mouse"].accessibleDescription()


def test_the_evening_craft_asks_for_a_card_for_the_lost_souls(make_ui: Any) -> None:  # noqa: F811
    snap = lizards_board({}, lost_souls=("fox",))
    cur = LizardsCursor(phase="evening_craft", order_suit=Suit.FOX)
    ui = make_ui(snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})}))
    assert "Lizards' Lost Souls" in ui.turn_bar.what.text()
    assert ui.session.answer(act.OrderCardAnswer(card=OrderCard(name="Brutal Tactics", suit=Suit.BIRD)))
    assert "Brutal Tactics" in ui.factions.boards.boards[L].proposed.text()
    confirm(ui)
    assert [c.name for c in board(ui).lost_souls] == ["Brutal Tactics (bird)", None]


def test_a_failed_crusade_merged_with_a_convert_names_the_board_once(make_ui: Any) -> None:  # noqa: F811
    """Two marker moves in one merged step (a Crusade that cannot happen, then the Convert): the turn
    bar, the map's banner and the reasons lead with the Convert; the board change is named once."""
    snap = lizards_board({7: {(M, "warrior"): 2, (M, "workshop"): 1}, 9: {(L, "warrior"): 1}},
                         lost_souls=("mouse", "fox"), acolytes=1, conspiracy=0)
    cur = LizardsCursor(phase="conspire", order_suit=Suit.MOUSE)
    ui = make_ui(snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})}))
    assert ui.turn_bar.what.text().startswith("Replace 1 Marquise warrior in 7 with 1 Lizards warrior.")
    assert ui.turn_bar.what.toolTip().count("conspiracy marker") == 1
    assert ui.scene.banner_text().count("conspiracy marker") == 1
    assert "Convert" in ui.proposal.reasons.lines()[0]
