"""Services for bots (Law of Rootbotics 9.7): at the start of a bot's turn, when a Riverfolk plays,
the table says what the bot buys as its printed Services card says (ruling services-bot-cards);
the app offers only what 9.2.3 allows and plays the purchase as a step."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalAnswer
from tablebot.games.root import game, rules, services
from tablebot.games.root.actions import (
    AskOrderCard,
    AskTable,
    BoughtOrderCard,
    RootPrompt,
    RootStep,
    ServicesBought,
    TableAnswer,
)
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot, TurnState

from .scenario import card, play, with_pieces

M, E, R = "marquise", "eyrie", "riverfolk"


def seeded(services_cards: str = "basic", *, app_deck: bool = False, seed: int = 7) -> RootSnapshot:
    """The Marquise bot plays first, against a human Riverfolk Company and a human Eyrie."""
    seats = (SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction=R),
             SeatConfig(faction=E))
    return game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=1, services_cards=services_cards,
                                    app_deck=app_deck))


def test_the_bot_is_asked_what_it_buys_before_its_birdsong():
    snap = seeded()
    assert snap.services_cards == "basic"
    ask = game.next_step(snap)
    assert isinstance(ask, RootPrompt) and isinstance(ask.question, AskTable)
    assert ask.question.topic == services.TOPIC and ask.question.multiple
    # A human Riverfolk: the Hand Card is a card from their hand; one service allowed (no trade posts).
    assert ask.question.options == ("riverboats", "mercenaries", "hand_card:1")
    assert dict(ask.question.params)["card_set"] == "basic"
    assert [r.code for r in ask.reasons][:3] == ["services.bot_cards", "services.human_costs", "services.count"]


def test_nothing_is_one_answer_and_the_bot_plays_on():
    snap = seeded()
    after = game.answer(snap, game.next_step(snap), TableAnswer(chosen=()))
    nxt = game.next_step(after)
    assert isinstance(nxt, RootPrompt) and isinstance(nxt.question, AskOrderCard)
    assert after.payments == snap.payments and after.turn.services == ()


def test_a_purchase_is_a_step_and_its_effects_last_the_bots_turn():
    snap = seeded()
    before = rules.in_supply(snap, M, "warrior")
    chosen = game.answer(snap, game.next_step(snap), TableAnswer(chosen=("riverboats",)))
    # Law of Root: the human Riverfolk set the costs: the table says what the bot pays (1 to 4).
    costs = game.next_step(chosen)
    assert isinstance(costs, RootPrompt) and isinstance(costs.question, AskTable)
    assert costs.question.topic == services.PAID_TOPIC and costs.question.options == ("1", "2", "3", "4")
    chosen = game.answer(chosen, costs, TableAnswer(chosen=("2",)))
    step = game.next_step(chosen)
    assert isinstance(step, RootStep) and isinstance(step.action, ServicesBought)
    assert step.reasons[0].code == "services.bought"
    bought = game.apply_step(chosen, step)
    assert bought.in_payments(M, "warrior") == 2 and rules.in_supply(bought, M, "warrior") == before - 2
    assert bought.turn.services == ("riverboats",)
    a, b = next((x, y) for x, y in rules.board_of(snap).rivers if y not in rules.board_of(snap).adjacent(x))
    assert b in rules.adjacent_places(bought, M, a)
    # The bot plays its turn; the next player's turn starts with no services.
    done, seen = play(bought, orders=[card("fox", "sword")], dice=[(1, 1)] * 10)
    assert done.turn.services == () and done.current_faction().id == R
    assert not any(isinstance(s, RootPrompt) and isinstance(s.question, AskTable) for s in seen)


def test_the_answer_is_held_to_what_9_2_3_allows():
    snap = seeded()
    ask = game.next_step(snap)
    with pytest.raises(IllegalAnswer) as err:
        game.answer(snap, ask, TableAnswer(chosen=("riverboats", "mercenaries")))
    assert err.value.code == "edit.services_too_many"
    with pytest.raises(IllegalAnswer):
        game.answer(snap, ask, TableAnswer(chosen=("as_order",)))
    poor = with_pieces(snap, {1: {(M, "warrior"): rules.supply_total(snap, M, "warrior")}})
    nxt = game.next_step(poor)  # no warrior left: it cannot pay for any service, nothing is asked
    assert isinstance(nxt, RootPrompt) and isinstance(nxt.question, AskOrderCard)


def test_no_services_cards_no_question_and_the_app_deck_still_asks():
    plain = game.next_step(seeded("none"))
    assert isinstance(plain, RootPrompt) and isinstance(plain.question, AskOrderCard)
    app = game.next_step(seeded(app_deck=True))
    assert isinstance(app, RootPrompt) and isinstance(app.question, AskTable)


# -- a bot buys from the Riverfolk Robots' Market -----------------------------------------------
def robots_and_marquise() -> RootSnapshot:
    """The Riverfolk Robots (a full Market), then the Marquise bot, then a human Eyrie; the Marquise's turn."""
    from tablebot.games.root.bots import marquise

    from .riverfolk_scenario import riverfolk_board

    snap = riverfolk_board({1: {(M, "warrior"): 2}}, market=("Foxfolk Steel (fox)", "Root Tea (mouse)", "Anvil (fox)"),
                           ruins=(), humans=(E,), bots=("mechanical_marquise_2",))
    return snap.model_copy(update={"turn": TurnState(round=1, seat=1, cursor=marquise.new_cursor()),
                                   "services_cards": "basic"})


def test_a_bot_buys_a_market_card_which_it_discards():
    snap = robots_and_marquise()
    ask = game.next_step(snap)
    assert isinstance(ask, RootPrompt) and isinstance(ask.question, AskTable)
    assert ask.question.options == ("riverboats", "mercenaries", "card:Foxfolk Steel (fox)", "card:Root Tea (mouse)",
                                    "card:Anvil (fox)", "as_order")
    assert [r.code for r in ask.reasons][1] == "services.price"  # the Robots' price by VP (9.2.3)
    chosen = game.answer(snap, ask, TableAnswer(chosen=("card:Root Tea (mouse)",)))
    step = game.next_step(chosen)
    assert isinstance(step, RootStep) and [r.code for r in step.reasons] == ["services.bought",
                                                                             "services.card_discarded"]
    bought = game.apply_step(chosen, step)
    assert [c.name for c in services.market(bought) or ()] == ["Foxfolk Steel (fox)", "Anvil (fox)"]
    assert bought.discard[-1] == "Root Tea (mouse)" and bought.in_payments(M, "warrior") == 2
    nxt = game.next_step(bought)
    assert isinstance(nxt, RootPrompt) and isinstance(nxt.question, AskOrderCard)
    assert not any(r.code == "services.order_card_bought" for r in nxt.reasons)


def test_the_table_can_make_the_bought_card_the_bots_order_card():
    snap = robots_and_marquise().model_copy(update={"app_deck": ("Anvil (fox)",)})
    chosen = game.answer(snap, game.next_step(snap), TableAnswer(chosen=("card:Anvil (fox)", "as_order")))
    bought = game.apply_step(chosen, game.next_step(chosen))
    assert bought.discard == snap.discard  # kept, not discarded
    nxt = game.next_step(bought)
    # The card answers the order card question as a step: nobody draws one, not even the app's deck.
    assert isinstance(nxt, RootStep) and isinstance(nxt.action, BoughtOrderCard)
    assert nxt.reasons[0].code == "services.order_card_bought" and nxt.reasons[0].param("card") == "Anvil (fox)"
    ordered = game.apply_step(bought, nxt)
    assert ordered.turn.cursor.order.name == "Anvil (fox)" and ordered.app_deck == snap.app_deck
    assert not isinstance(game.next_step(ordered).action if isinstance(game.next_step(ordered), RootStep) else None,
                          BoughtOrderCard)  # once: an Expand draws its own card
