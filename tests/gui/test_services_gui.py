"""A human buys Riverfolk services through the window (Law of Rootbotics 9.2.3): the Factions
panel's button opens a dialog with the price and the count allowed; the warriors leave the buyer's
supply into the Riverfolk's Payments, the history names the purchase, and undo restores it all."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.games.root import rules
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.gui.root.reasons import sentence
from tablebot.gui.root.services import ServicesDialog

from .waits import caught_up

E, M, R = "eyrie", "marquise", "riverfolk"


def start(window: Any, first: str = E) -> None:
    seats = (SeatConfig(faction=first), SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction=R))
    assert window.start_new_game(GameConfig(seats=seats, seed=3, keep_corner=1), show_log=False)


def test_a_human_buys_riverboats_in_the_window_and_undo_restores(window: Any) -> None:
    start(window)
    session = window.session
    button = window.workspace.factions.buy_services
    assert button.isVisible() and button.isEnabled()
    before = session.snapshot
    supply = rules.in_supply(before, E, "warrior")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = next(w for w in window.workspace.factions.findChildren(ServicesDialog) if w.isVisible())
    # A human Riverfolk (Law of Root): the costs are what they set; the table enters what is paid.
    assert "1 to 4 warriors" in dialog.summary.text() and "up to 1" in dialog.summary.text()
    dialog.paid.setValue(3)
    # Two services when one is allowed: refused in the dialog, nothing changes.
    dialog.riverboats.setChecked(True)
    dialog.mercenaries.setChecked(True)
    QTest.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert "may buy 1 service" in dialog.error.text() and session.snapshot is before
    dialog.mercenaries.setChecked(False)
    QTest.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    after = session.snapshot
    assert after.in_payments(E, "warrior") == 3 and rules.in_supply(after, E, "warrior") == supply - 3
    assert after.turn.services == ("riverboats",)
    assert sentence(session.history_labels()[-1]) == "Eyrie buys Riverfolk services: Riverboats"
    caught_up(window)
    assert not button.isEnabled()  # once a turn
    window.undo()
    caught_up(window)
    assert session.snapshot.payments == before.payments and session.snapshot.turn.services == ()
    assert rules.in_supply(session.snapshot, E, "warrior") == supply and button.isEnabled()


def test_the_vagabond_pays_with_riverfolk_warriors_and_a_bots_turn_offers_no_button(window: Any) -> None:
    start(window, "vagabond")
    QTest.mouseClick(window.workspace.factions.buy_services, Qt.MouseButton.LeftButton)
    dialog = next(w for w in window.workspace.factions.findChildren(ServicesDialog) if w.isVisible())
    assert "from the Riverfolk's supply" in dialog.summary.text()
    dialog.hand_cards.setValue(1)
    QTest.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert window.session.snapshot.in_payments(R, "warrior") == 2
    assert window.session.end_human_turn()
    caught_up(window)
    assert not window.workspace.factions.buy_services.isEnabled()  # the Marquise bot's turn: the bot is asked instead


def test_new_game_offers_the_services_cards_when_a_riverfolk_sits_at_the_table(qtbot: Any) -> None:
    from tablebot.gui.root.newgame import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.services_cards.isVisible()  # no Riverfolk in the usual table
    row = next(r for r in dialog.rows if r.faction == R)
    row.play.setChecked(True)
    assert dialog.services_cards.isVisible() and dialog.services_cards.currentData() == "basic"
    dialog.services_cards.setCurrentIndex(2)
    config = dialog.config()
    assert config is not None and config.services_cards == "basic_and_advanced"
    from tablebot.games.root import game

    assert game.new_game(config).services_cards == "basic_and_advanced"


def test_a_bots_purchase_is_asked_in_words_and_nothing_is_one_click(window: Any) -> None:
    seats = (SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction=R),
             SeatConfig(faction=E))
    assert window.start_new_game(GameConfig(seats=seats, seed=3, keep_corner=1, services_cards="basic"),
                                 show_log=False)
    form = window.proposal.table
    assert window.proposal.forms.currentWidget() is form
    assert [box.text() for _, box in form.boxes] == ["Riverboats", "Mercenaries",
                                                     "Hand Card 1 (from the Riverfolk's hand)"]
    assert window.turn_bar.what.text().startswith("What does the Marquise buy from the Riverfolk")
    assert not window.workspace.factions.buy_services.isEnabled()  # a bot's turn: no human purchase
    form.boxes[0][1].setChecked(True)
    QTest.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert sentence(window.session.history_labels()[-1]) == "The table answered: Riverboats"
    window.undo()
    caught_up(window)
    QTest.mouseClick(window.proposal.table.submit_button, Qt.MouseButton.LeftButton)  # nothing ticked
    caught_up(window)
    assert window.proposal.forms.currentWidget() is window.proposal.order  # on to its order card
    assert window.session.snapshot.turn.services_closed


def test_a_human_takes_a_hand_card_from_the_robots_market(window: Any) -> None:
    seats = (SeatConfig(faction=E), SeatConfig(faction=R, bot=BotConfig(bot="riverfolk_robots")))
    assert window.start_new_game(GameConfig(seats=seats, seed=3, app_deck=True), show_log=False)
    session = window.session
    while session.snapshot.turn.setup_draws:  # the app draws the Market's five cards (9.3.5)
        assert window.confirm()
    market = session.snapshot.faction(R).board.market
    assert len(market) == 5
    QTest.mouseClick(window.workspace.factions.buy_services, Qt.MouseButton.LeftButton)
    dialog = next(w for w in window.workspace.factions.findChildren(ServicesDialog) if w.isVisible())
    assert "each service costs 2 warriors" in dialog.summary.text()  # the Robots' price (9.2.3), no cost to enter
    assert [box.text() for _, box in dialog.cards] == [c.name for c in market]
    dialog.cards[1][1].setChecked(True)
    QTest.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    after = session.snapshot
    assert after.faction(R).board.market == market[:1] + market[2:]
    assert after.in_payments(E, "warrior") == 2 and after.turn.services == ("hand_card",)
    window.undo()
    assert session.snapshot.faction(R).board.market == market
