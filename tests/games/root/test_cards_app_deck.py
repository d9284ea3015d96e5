"""The app-owned deck (ruling app-deck): with "The app draws the bots' cards" the snapshot keeps a
seeded shuffle of the deck in use, and every card question (order card, Expand, setup draws) is
answered by the app as a step that names the card, for the table to take out of the physical deck."""

from __future__ import annotations

import random

import pytest

from tablebot.core.save import validate
from tablebot.core.steps import HumanTurn, IllegalEdit
from tablebot.games.root import cards, game
from tablebot.games.root.actions import AskOrderCard, DrawCard, RootPrompt, RootStep
from tablebot.games.root.conformance import random_root_answer
from tablebot.games.root.edits import CardDiscarded, CardNotInDeck
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, MarquiseBoard, OrderCard, RootSnapshot

from . import card_drawers

MARQUISE = SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2"))
EYRIE_BOT = SeatConfig(faction="eyrie", bot=BotConfig(bot="electric_eyrie", difficulty="challenging"))


def table(*seats: SeatConfig, seed: int = 3, app_deck: bool = True) -> RootSnapshot:
    return game.new_game(GameConfig(seats=seats, seed=seed, app_deck=app_deck))


def test_the_deck_is_the_deck_in_use_shuffled_by_the_seed() -> None:
    snap = table(MARQUISE, SeatConfig(faction="eyrie"))
    assert snap.app_deck is not None
    # 3.4: one human, so the four dominance cards are out; every copy of every other card is in.
    expected = sorted(c.id for c in cards.available_cards(snap) for _ in range(c.count))
    assert sorted(snap.app_deck) == expected and len(expected) == 50
    assert not any("Dominance" in c for c in snap.app_deck)
    assert table(MARQUISE, SeatConfig(faction="eyrie")).app_deck == snap.app_deck
    assert table(MARQUISE, SeatConfig(faction="eyrie"), seed=4).app_deck != snap.app_deck
    assert table(MARQUISE, SeatConfig(faction="eyrie"), app_deck=False).app_deck is None


def test_cards_a_bot_holds_at_setup_are_not_in_the_deck() -> None:
    # First printing, Challenging: the Eyrie's Decree starts with the bird Ambush from the deck.
    snap = table(EYRIE_BOT, SeatConfig(faction="marquise"))
    assert snap.app_deck is not None
    assert snap.app_deck.count("Ambush! (bird)") == 1  # two in the box, one in the Decree


def test_the_app_draws_the_order_card_as_a_step_naming_it() -> None:
    snap = table(MARQUISE, SeatConfig(faction="eyrie"))
    assert snap.app_deck is not None
    top = snap.app_deck[0]
    step = game.next_step(snap)
    assert isinstance(step, RootStep) and step.action == DrawCard(faction="marquise", purpose="birdsong", card=top)
    drawn = step.reasons[0]
    assert drawn.code == "card.app_draws" and drawn.param("purpose") == "birdsong" and drawn.rule == "4.4.1"
    assert step.reasons[-1].rule == "ruling:app-deck"
    assert f"{drawn.param('card')} ({drawn.param('suit')})" == top
    assert step.reasons[1].code == "order.reveal"  # the bot's own reason (4.4.1) follows
    after = game.apply_step(snap, step)
    assert after.app_deck == snap.app_deck[1:]
    order = after.turn.cursor.order
    assert order is not None and order.name == top and after.turn.cursor.phase == "birdsong_craft"
    # The proposal shows the draw on its own: the table takes that card out of the deck first.
    assert game.proposal(snap) == step
    assert snap.app_deck[0] == top  # undo: the snapshot before is untouched


def test_a_game_with_the_app_deck_never_asks_the_table_for_a_card() -> None:
    snap = table(MARQUISE, EYRIE_BOT, SeatConfig(faction="alliance"), seed=11)
    rnd = random.Random(11)
    drawn = 0
    for _ in range(3000):
        if snap.turn.round > 4:
            break
        step = game.proposal(snap)
        if isinstance(step, HumanTurn):
            snap = game.end_human_turn(snap)
        elif isinstance(step, RootPrompt):
            assert not isinstance(step.question, AskOrderCard)
            snap = game.answer(snap, step, random_root_answer(snap, step, rnd))
        else:
            drawn += isinstance(step.action, DrawCard)
            snap = game.apply_proposal(snap, step)
        assert validate("root", snap) == []
        assert RootSnapshot.model_validate_json(snap.model_dump_json()) == snap
    assert snap.turn.round > 4 and drawn >= 8
    assert snap.app_deck is not None and len(snap.app_deck) == 50 - 1 - drawn  # the Eyrie's Ambush, then draws


def test_setup_draws_come_from_the_app_deck(monkeypatch: pytest.MonkeyPatch) -> None:
    card_drawers.install(monkeypatch, "mechanical_marquise_2", 2)
    snap = table(SeatConfig(faction="eyrie"), MARQUISE)
    assert snap.app_deck is not None
    deck = snap.app_deck
    for n in (1, 2):
        step = game.next_step(snap)
        assert isinstance(step, RootStep) and step.action.kind == "draw_card"
        assert step.action.purpose == "setup" and step.reasons[0].param("purpose") == "setup"
        assert step.reasons[1].code == "setup.draw_card" and step.reasons[1].param("number") == n
        snap = game.apply_step(snap, step)
    assert [f"{name}" for _, name, _ in card_drawers.TAKEN] == list(deck[:2])
    assert snap.app_deck == deck[2:] and isinstance(game.next_step(snap), HumanTurn)


def test_an_empty_deck_takes_the_discard_pile_shuffled() -> None:
    snap = table(MARQUISE, SeatConfig(faction="eyrie"))
    snap = snap.model_copy(update={"app_deck": (), "discard": ("Anvil (fox)", "Sappers (bird)", "fox")})
    step = game.next_step(snap)
    assert isinstance(step, RootStep) and isinstance(step.action, DrawCard)
    assert sorted(step.action.refill) == ["Anvil (fox)", "Sappers (bird)"]  # a suit alone names no card
    assert step.reasons[1].code == "card.app_deck_refilled" and step.rng is not None and step.rng != snap.rng
    after = game.apply_step(snap, step)
    assert after.discard == () and after.app_deck == step.action.refill[1:] and after.rng == step.rng


def test_a_refill_never_holds_more_copies_than_the_deck() -> None:
    # The Eyrie's Decree holds one bird Ambush (of two): the pile may hold the other, not a third.
    snap = table(EYRIE_BOT, SeatConfig(faction="marquise"))
    snap = snap.model_copy(update={"app_deck": (), "discard": ("Ambush! (bird)", "Ambush! (bird)", "Anvil (fox)")})
    step = game.next_step(snap)
    assert isinstance(step, RootStep) and isinstance(step.action, DrawCard)
    assert sorted(step.action.refill) == ["Ambush! (bird)", "Anvil (fox)"]


def test_with_no_card_anywhere_the_table_is_asked() -> None:
    snap = table(MARQUISE, SeatConfig(faction="eyrie")).model_copy(update={"app_deck": ()})
    step = game.next_step(snap)
    assert isinstance(step, RootPrompt) and isinstance(step.question, AskOrderCard)


def test_a_card_not_in_the_physical_deck_is_skipped() -> None:
    snap = table(MARQUISE, SeatConfig(faction="eyrie"))
    assert snap.app_deck is not None
    top, second = snap.app_deck[:2]
    after = game.apply_edit(snap, CardNotInDeck(card=top))
    step = game.next_step(after)
    assert isinstance(step, RootStep) and isinstance(step.action, DrawCard) and step.action.card == second
    with pytest.raises(IllegalEdit):
        game.apply_edit(table(MARQUISE, SeatConfig(faction="eyrie"), app_deck=False), CardNotInDeck(card=top))


def test_a_card_spent_at_the_table_is_discarded_and_leaves_the_app_deck() -> None:
    snap = table(MARQUISE, SeatConfig(faction="eyrie"))
    assert snap.app_deck is not None
    card_id = snap.app_deck[5]
    name, suit = card_id.rsplit(" (", 1)
    after = game.apply_edit(snap, CardDiscarded(card=OrderCard(name=name, suit=Suit(suit.rstrip(")")))))
    assert after.discard == (card_id,)
    assert len(after.app_deck) == len(snap.app_deck) - 1 and card_id not in after.app_deck[:6]
    by_suit = game.apply_edit(snap, CardDiscarded(card=OrderCard(suit=Suit.BIRD, item="crossbow")))
    assert by_suit.discard == ("Crossbow (bird)",)  # the one bird card with a crossbow
    with pytest.raises(IllegalEdit):
        game.apply_edit(snap, CardDiscarded(card=OrderCard(suit=Suit.BIRD, item="hammer")))


def test_a_card_given_to_a_bot_is_discarded_and_leaves_the_app_deck() -> None:
    """Poor Manual Dexterity: a human gives the Marquise bot a card; it scores 1 VP, the card goes on
    the discard pile and the app will not draw it for a bot."""
    from tablebot.games.root.edits import GiveCardToBot

    snap = table(MARQUISE, SeatConfig(faction="eyrie"))
    assert snap.app_deck is not None
    card_id = snap.app_deck[2]
    name, suit = card_id.rsplit(" (", 1)
    after = game.apply_edit(snap, GiveCardToBot(faction="marquise", by="eyrie",
                                                card=OrderCard(name=name, suit=Suit(suit.rstrip(")")))))
    assert after.faction("marquise").vp == snap.faction("marquise").vp + 1
    assert after.discard == (card_id,) and card_id not in after.app_deck[:3]


def test_every_bot_hears_of_a_card_spent_at_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[tuple[str, str | None]] = []

    def takes_it(snap: RootSnapshot, faction: str, card: OrderCard) -> MarquiseBoard:
        heard.append((faction, card.name))
        return MarquiseBoard()  # as the Lizards' Lost Souls would: the card is theirs, not the pile's

    card_drawers.install(monkeypatch, "mechanical_marquise_2", 0, on_discard=takes_it)
    snap = table(MARQUISE, SeatConfig(faction="eyrie"), app_deck=False)
    after = game.apply_edit(snap, CardDiscarded(card=OrderCard(name="Anvil", suit=Suit.FOX)))
    assert heard == [("marquise", "Anvil (fox)")]
    assert after.discard == ()


def test_without_a_taker_the_card_goes_on_the_discard_pile() -> None:
    snap = table(MARQUISE, SeatConfig(faction="eyrie"), app_deck=False)
    after = game.apply_edit(snap, CardDiscarded(card=OrderCard(name="Anvil", suit=Suit.FOX)))
    assert after.discard == ("Anvil (fox)",) and after.app_deck is None
