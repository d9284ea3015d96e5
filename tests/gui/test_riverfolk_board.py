"""The Riverfolk Robots through the GUI (issue 11): an Extortion step shown in words and confirmed
through the turn bar, moving warriors into the Payments on the Riverfolk's board; the board (the
Market, left to right; the Payments per faction; the trade-post tracks; the protectionism conditions
met this turn) following the snapshot and correctable, one edit per gesture."""

from __future__ import annotations

from typing import Any

from tablebot.games.root import edits
from tablebot.games.root.bots.riverfolk_state import RiverfolkBoard, RiverfolkCursor
from tablebot.games.root.factions import Suit
from tablebot.games.root.state import OrderCard
from tablebot.gui.root.board import GhostPiece
from tablebot.gui.root.reasons import error_text
from tablebot.gui.root.root_boards import RiverfolkBoardWidget

from ..games.root.riverfolk_scenario import riverfolk_board
from .test_root_bots import confirm, make_ui  # noqa: F401  (make_ui is a fixture)

R, M, E = "riverfolk", "marquise", "eyrie"
MARKET = ("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)", "Armorers (bird)")


def extorting():
    snap = riverfolk_board({3: {(R, "warrior"): 5, (R, "trade_post_rabbit"): 1}, 6: {(M, "warrior"): 2}},
                           market=MARKET, payments={M: 2})
    cur = RiverfolkCursor(phase="evening_extortion", order=OrderCard(suit=Suit.BIRD), sword=True)
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def widget_of(ui: Any) -> RiverfolkBoardWidget:
    widget = ui.factions.boards.boards[R]
    assert isinstance(widget, RiverfolkBoardWidget)
    return widget


def market(ui: Any) -> list[str | None]:
    board = ui.session.snapshot.faction(R).board
    assert isinstance(board, RiverfolkBoard)
    return [c.name for c in board.market]


def test_an_extortion_is_shown_in_words_then_confirmed_onto_the_payments(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(extorting())
    widget = widget_of(ui)
    assert ui.turn_bar.what.text().startswith("Move 3 warriors of the Riverfolk into the Riverfolk's Payments: 3 from 3")
    lines = ui.proposal.reasons.lines()
    assert any("Extortion: all but 2 Riverfolk warriors of each clearing go into the Payments: 3 warriors from 3"
               in line and "Rootbotics 9.6.2" in line for line in lines), lines
    # The sword (9.2.4) beside the supply it is read from.
    assert widget.protection.text().startswith("Supply: 10 warriors.")
    assert widget.protection.text().endswith("Protectionism this turn: sword met.")
    # On the map: the warriors lifted out of 3 are marked, the banner says where they go.
    assert "Riverfolk: 3 warriors into the Riverfolk's Payments" in ui.scene.banner_text()
    assert any(isinstance(i, GhostPiece) and i.place == 3 and i.label == "−3" for i in ui.scene.overlay)
    assert widget.payments[R].value() == 0 and widget.payments[M].value() == 2
    confirm(ui)
    snap = ui.session.snapshot
    assert snap.place(3).count(R, "warrior") == 2 and snap.in_payments(R, "warrior") == 3
    assert widget.payments[R].value() == 3
    ui.session.stack.undo()
    assert ui.session.snapshot.in_payments(R, "warrior") == 0 and widget.payments[R].value() == 0


def test_the_market_shows_five_spaces_left_to_right_and_is_corrected_one_edit_each(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(extorting())
    widget = widget_of(ui)
    assert [s.card.name if s.card else None for s in widget.slots] == [*MARKET, None]
    assert widget.slots[0].toolTip() == "Market space 1 from the left: Foxfolk Steel (fox, sword)"
    assert widget.slots[4].text() == "(empty)"
    # A card put in the empty fifth space goes to the right end; clearing a space keeps the others' order.
    assert widget.set_card(4, OrderCard(name="Anvil (fox)", suit=Suit.FOX, item="hammer"))
    assert market(ui) == [*MARKET, "Anvil (fox)"]
    assert widget.clear_card(1)
    assert market(ui) == ["Foxfolk Steel (fox)", "Codebreakers (mouse)", "Armorers (bird)", "Anvil (fox)"]
    assert widget.slots[1].card is not None and widget.slots[1].card.name == "Codebreakers (mouse)"
    assert widget.set_card(0, OrderCard(suit=Suit.RABBIT))
    assert market(ui)[0] is None and widget.slots[0].card == OrderCard(suit=Suit.RABBIT)
    ui.session.stack.undo()
    assert market(ui)[0] == "Foxfolk Steel (fox)"


def test_payments_are_corrected_through_set_payments_and_refused_beyond_a_supply(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(extorting())
    widget = widget_of(ui)
    widget.payments[E].setValue(3)
    assert ui.session.snapshot.in_payments(E, "warrior") == 3
    assert ui.session.history_labels()[-1].code == "history.edit.set_payments"
    assert widget.payments[E].maximum() == 20
    assert not widget.set_payment(E, 21)
    code, params = ui.refusals[-1]
    assert error_text(code, params) == "The Eyrie has only 20 warriors to put in the Riverfolk's Payments, not 21."
    assert widget.payments[E].value() == 3
    # A trade post removed from the map is back on its track (9.2.2).
    track = widget.posts["rabbit"]
    assert [s.filled for s in track.spaces] == [True, True, False]
    assert ui.session.edit(edits.RemovePiece(faction=R, piece="trade_post_rabbit", place=3))
    assert [s.filled for s in track.spaces] == [True, True, True]
    assert "Payments: Marquise 2, Eyrie 3." in widget.summary(ui.session.snapshot)
    # The Factions panel names the Market under the bot's settings.
    assert "Market (left to right): Foxfolk Steel (fox), Root Tea (mouse)" in ui.factions.bot_label.text()


def test_the_market_card_discarded_in_evening_is_not_called_the_order_card(make_ui: Any) -> None:  # noqa: F811
    snap = extorting()
    cur = RiverfolkCursor(phase="evening_discard", order=OrderCard(suit=Suit.BIRD))
    ui = make_ui(snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})}))
    assert "Discard Foxfolk Steel (fox)" in ui.scene.banner_text()
    assert "order card" not in ui.scene.banner_text()
    assert "Riverfolk's Market: take out Foxfolk Steel (card 1 from the left)" in widget_of(ui).proposed.text()


def test_the_market_refill_asks_the_table_for_the_card_in_words(make_ui: Any) -> None:  # noqa: F811
    snap = riverfolk_board({}, market=MARKET[:3], payments={M: 1})
    ui = make_ui(snap)
    assert ui.turn_bar.what.text() == ("Draw the top card of the deck and enter it: it goes face up at the right "
                                       "end of the Riverfolk's Market.")
