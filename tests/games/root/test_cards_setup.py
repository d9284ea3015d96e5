"""Cards a bot's setup draws (Lizards 8.3.5: three into the Lost Souls; Duchy 10.3.5: two to crown
ministers): the game asks the table for them, in setup order, before the first turn's first step,
and hands each to the bot module's take_setup_card. The count left lives in the snapshot's turn
state, so a half-answered setup survives undo, a save and a crash."""

from __future__ import annotations

import pytest

from tablebot.core.save import validate
from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import bots, game
from tablebot.games.root.actions import AskOrderCard, OrderCardAnswer, RootPrompt
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot

from . import card_drawers


def card(name: str, suit: Suit) -> OrderCardAnswer:
    return OrderCardAnswer(card=OrderCard(name=name, suit=suit))


def table(*seats: SeatConfig, **kw: object) -> RootSnapshot:
    return game.new_game(GameConfig(seats=seats, seed=7, **kw))


HUMAN_ALLIANCE = SeatConfig(faction="alliance")
MARQUISE = SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2"))
EYRIE = SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie"))


def test_setup_cards_are_asked_before_the_first_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 2)
    snap = table(HUMAN_ALLIANCE, MARQUISE)
    first = game.next_step(snap)
    # The human sits first, but the Marquise's setup cards come before the human's turn.
    assert isinstance(first, RootPrompt) and first.actor == "marquise"
    assert first.question == AskOrderCard(purpose="setup")
    assert first.reasons[0].code == "setup.draw_card"
    assert (first.reasons[0].param("number"), first.reasons[0].param("of")) == (1, 2)
    with pytest.raises(IllegalEdit):
        game.end_human_turn(snap)
    snap = game.answer(snap, first, card("Foxfolk Steel", Suit.FOX))
    second = game.next_step(snap)
    assert isinstance(second, RootPrompt) and second.reasons[0].param("number") == 2
    snap = game.answer(snap, second, card("Codebreakers", Suit.MOUSE))
    assert isinstance(game.next_step(snap), HumanTurn)
    assert card_drawers.TAKEN == [("marquise", "Foxfolk Steel (fox)", "fox"),
                                  ("marquise", "Codebreakers (mouse)", "mouse")]
    assert snap.discard == ("Foxfolk Steel (fox)", "Codebreakers (mouse)")
    assert snap.turn.setup_draws == () and snap.turn.round == 1 and snap.turn.seat == 0


def test_setup_draws_follow_setup_order_not_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 1)
    card_drawers.install(monkeypatch, "electric_eyrie", 1)
    snap = table(EYRIE, MARQUISE, HUMAN_ALLIANCE)
    order = []
    while isinstance(step := game.next_step(snap), RootPrompt) and step.question.purpose == "setup":
        order.append(step.actor)
        snap = game.answer(snap, step, OrderCardAnswer(card=OrderCard(suit=Suit.BIRD, item="sword")))
    # Setup order (Law of Root 5.1: A Marquise before B Eyrie), whoever sits first; then the first seat.
    assert order == ["marquise", "eyrie"]
    assert step.actor == "eyrie" and not isinstance(step, HumanTurn)


def test_a_suit_is_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 1)
    snap = table(MARQUISE, HUMAN_ALLIANCE)
    snap = game.answer(snap, game.next_step(snap), OrderCardAnswer(card=OrderCard(suit=Suit.RABBIT)))
    assert card_drawers.TAKEN == [("marquise", None, "rabbit")]


def test_half_answered_setup_survives_a_save_and_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 3)
    snap = table(MARQUISE, HUMAN_ALLIANCE)
    snap = game.answer(snap, game.next_step(snap), card("Anvil", Suit.FOX))
    reopened = RootSnapshot.model_validate_json(snap.model_dump_json())
    assert reopened == snap and validate("root", reopened) == []
    step = game.next_step(reopened)
    assert isinstance(step, RootPrompt) and (step.reasons[0].param("number"), step.reasons[0].param("of")) == (2, 3)


def test_a_wrong_answer_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 1)
    snap = table(MARQUISE, HUMAN_ALLIANCE)
    with pytest.raises(Exception, match="card.unknown"):
        game.answer(snap, game.next_step(snap), card("No Such Card", Suit.FOX))
    assert snap.turn.setup_draws == (("marquise", 1),)


@pytest.mark.parametrize("bot_id", ("mechanical_marquise_2", "electric_eyrie", "automated_alliance", "vagabot"))
def test_the_first_four_bots_draw_nothing_at_setup(bot_id: str) -> None:
    """The Marquise, Eyrie, Alliance and Vagabot draw no cards at setup: their games start as before."""
    seat = SeatConfig(faction=bots.BOTS[bot_id], bot=BotConfig(bot=bot_id, character="thief"
                                                                    if bot_id == "vagabot" else None))
    snap = table(seat, SeatConfig(faction="lizards"))
    assert snap.turn.setup_draws == ()
    first = game.next_step(snap)
    assert not (isinstance(first, RootPrompt) and getattr(first.question, "purpose", None) == "setup")
    assert snap.app_deck is None
