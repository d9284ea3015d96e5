"""The card form says what each card is for (order card, Expand, a bot's setup draw), takes it by
name (matching anywhere) or by suit; the app-owned deck's draws are steps naming the card, with a
way out when the card is not in the deck; a card spent at the table is one small form; the New
Game dialog offers the app-owned deck."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.games.root import actions as act
from tablebot.games.root import game
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig
from tablebot.gui.root.newgame import NewGameDialog

from ..games.root import card_drawers
from .test_root_bots import make_ui  # noqa: F401 - the fixture

MARQUISE = SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2"))


def new(*seats: SeatConfig, app_deck: bool = False) -> Any:
    return game.new_game(GameConfig(seats=seats, seed=9, app_deck=app_deck))


def test_a_setup_draw_is_asked_by_name_or_by_suit_with_its_purpose(
        make_ui: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 2)
    ui = make_ui(new(SeatConfig(faction="eyrie"), MARQUISE))
    form = ui.proposal.order
    assert ui.proposal.forms.currentWidget() is form
    assert form.purpose.text() == "Setup: draw the top card of the deck for the Marquise and enter it."
    assert ui.turn_bar.what.text() == form.purpose.text()
    assert not form.purpose.isVisibleTo(ui.proposal)  # said once, by the turn bar: the boards keep the room
    assert any("(1 of 2)" in line for line in ui.proposal.reason_lines())
    form.card.setEditText("steel")  # Foxfolk Steel, matched in the middle of its name
    QTest.mouseClick(form.by_name, Qt.MouseButton.LeftButton)
    assert any("(2 of 2)" in line for line in ui.proposal.reason_lines())
    form.suit.setCurrentIndex(form.suit.findData(Suit.RABBIT.value))
    QTest.mouseClick(form.by_suit, Qt.MouseButton.LeftButton)
    assert card_drawers.TAKEN == [("marquise", "Foxfolk Steel (fox)", "fox"), ("marquise", None, "rabbit")]
    # The history names them as what they are, not as order cards.
    from tablebot.gui.root.reasons import sentence

    labels = [sentence(r) for r in ui.session.history_labels()]
    assert "Card drawn for the Marquise: Foxfolk Steel" in labels
    assert "Card drawn for the Marquise: a rabbit card" in labels
    assert ui.turn_bar.end_turn.isVisible()  # the human Eyrie's first turn
    ui.session.undo()
    assert ui.proposal.forms.currentWidget() is form and card_drawers.TAKEN[-1][0] == "marquise"
    assert any("(2 of 2)" in line for line in ui.proposal.reason_lines())


def test_the_order_card_form_names_the_bot_and_the_purpose(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(new(MARQUISE, SeatConfig(faction="eyrie")))
    assert ui.proposal.order.purpose.text() == \
        "Reveal the top card of the deck and enter it as the Marquise's order card."
    assert ui.proposal.order.card.accessibleName() == ui.proposal.order.purpose.text()


def test_the_app_draws_a_card_as_a_step_naming_it(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(new(MARQUISE, SeatConfig(faction="eyrie"), app_deck=True))
    deck = ui.session.snapshot.app_deck
    step = ui.session.proposal
    assert isinstance(step, act.RootStep) and step.action.kind == "draw_card"
    assert ui.turn_bar.what.text() == f"The app draws {deck[0]} for the Marquise: take that card out of the deck."
    assert any(f"The app draws {deck[0]} for the Marquise's order card: take that card out" in line
               for line in ui.proposal.shown_lines())
    assert ui.proposal.not_in_deck.isVisible() and not ui.proposal.forms.isVisible()
    assert f"The app draws the bots' cards: {len(deck)} left in its deck" in ui.factions.bot_label.text()
    # The card is in a player's hand: the app draws the next one instead.
    QTest.mouseClick(ui.proposal.not_in_deck, Qt.MouseButton.LeftButton)
    assert ui.session.proposal.action.card == deck[1]
    QTest.mouseClick(ui.turn_bar.confirm, Qt.MouseButton.LeftButton)
    assert ui.session.snapshot.turn.cursor.order.name == deck[1]
    assert not ui.proposal.not_in_deck.isVisible()
    ui.session.undo()
    ui.session.undo()
    assert ui.session.snapshot.app_deck == deck


def test_a_card_spent_at_the_table_is_entered_in_a_small_form(make_ui: Any) -> None:  # noqa: F811
    ui = make_ui(new(MARQUISE, SeatConfig(faction="eyrie")))
    dialog = ui.factions.ask_discarded()
    assert dialog.form.purpose.text() == "Which card was spent or discarded at the table?"
    assert dialog.form.purpose.isVisibleTo(dialog)
    dialog.form.card.setEditText("anvil")
    QTest.mouseClick(dialog.form.by_name, Qt.MouseButton.LeftButton)
    assert ui.session.snapshot.discard == ("Anvil (fox)",)
    assert not dialog.isVisible()
    # The prompt the table was answering is still there, untouched.
    assert isinstance(ui.session.proposal, act.RootPrompt)


def test_new_game_offers_the_app_owned_deck(qtbot: Any) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.config().app_deck is False  # the table draws, unless asked
    dialog.app_deck.setChecked(True)
    config = dialog.config()
    assert config.app_deck is True and game.new_game(config).app_deck is not None


def test_a_card_form_is_freed_when_dropped_not_left_to_the_garbage_collector(make_ui: Any) -> None:  # noqa: F811
    """A form that held a closure over itself was cyclic garbage: the collector freed its Qt object
    at a random later moment, which crashed the app (seen as a segfault between two GUI tests)."""
    import gc
    import weakref

    from tablebot.gui.root.panels import OrderCardForm

    ui = make_ui(new(MARQUISE, SeatConfig(faction="eyrie")))
    gc.disable()
    try:
        form = OrderCardForm(ui.session)
        alive = weakref.ref(form)
        del form
        assert alive() is None
    finally:
        gc.enable()
