"""The Lizards' faction rules through the shared code's hooks (bots/hooks.py), end to end: a human's
battle and another bot's battle remove Lizard pieces outside their turn (Robotic Revenge 8.2.2,
Gardens 8.2.3), cards discarded at the table land on the Lost Souls (8.2.4), the acolytes are out of
the supply (rules.in_supply, validate), and the setup draws (8.3.5)."""

from tablebot.games.root import edits, game, rules, validate
from tablebot.games.root.actions import Discard, RootStep, apply_action
from tablebot.games.root.bots import hooks
from tablebot.games.root.factions import Suit
from tablebot.games.root.state import BotConfig, OrderCard, TurnState

from .lizards_scenario import board_of, lizards_board
from .scenario import card, play

L, M, A = "lizards", "marquise", "alliance"


def humans_turn(snap, seat=1):
    return snap.model_copy(update={"turn": TurnState(round=1, seat=seat, cursor=None)})


def test_a_humans_battle_sends_one_warrior_to_the_acolytes_and_a_garden_discards_a_card():
    snap = lizards_board({7: {(L, "warrior"): 2, (L, "garden_mouse"): 1, (M, "warrior"): 3}},
                         lost_souls=("fox", "bird"), acolytes=1)
    snap = humans_turn(snap)
    after = game.apply_edit(snap, edits.BotTakesHits(faction=L, clearing=7, hits=3, by=M))
    assert after.place(7).count(L) == 0
    board = board_of(after)
    assert board.acolytes == 2  # one of the two warriors (8.2.2)
    assert [c.suit for c in board.lost_souls] == [Suit.BIRD]  # the garden discarded the fox (8.2.3)
    assert rules.in_supply(after, L, "warrior") == 25 - 2
    assert validate.problems(after) == []


def test_in_their_own_crusade_their_losses_go_to_the_supply():
    snap = lizards_board({7: {(L, "warrior"): 2, (M, "warrior"): 3}}, acolytes=1, conspiracy=0)
    cur = snap.turn.cursor.model_copy(update={"phase": "conspire", "order_suit": Suit.MOUSE})
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})
    end, _ = play(snap, dice=[(2, 2)], until_end=False, max_steps=4)
    assert end.place(7).count(L, "warrior") == 0
    assert board_of(end).acolytes == 0  # spent by the Crusade; no Revenge in their own turn


def test_another_bots_battle_triggers_robotic_revenge():
    snap = lizards_board({7: {(L, "warrior"): 3}, 2: {(M, "warrior"): 1}}, lost_souls=("fox",),
                         bots=("mechanical_marquise_2",), humans=(A,), keep_corner=1)
    # The Marquise bot's turn, battling in its ordered clearing 7 (mouse) where the Lizards stand.
    snap = snap.model_copy(update={"turn": TurnState(round=1, seat=1, cursor=game.bot_module(
        "mechanical_marquise_2").new_cursor())})
    snap = rules.add_pieces(snap, M, "warrior", 7, 4)
    end, seen = play(snap, orders=[card("mouse")], dice=[(3, 0)], until_end=False, max_steps=6)
    battle = next(s.action for s in seen if isinstance(s, RootStep) and s.action.kind == "battle")
    assert battle.defender == L and ("lizards", board_of(end)) in battle.boards
    assert board_of(end).acolytes == 1


def test_a_card_discarded_or_given_at_the_table_lands_on_the_lost_souls():
    seated = humans_turn(lizards_board({}, lost_souls=("fox",)))
    # Another bot's order card discarded (a Discard action, as the Marquise's Evening applies it).
    after = apply_action(seated, Discard(card=OrderCard(suit=Suit.RABBIT)))
    assert [c.suit for c in board_of(after).lost_souls] == [Suit.RABBIT, Suit.FOX]
    # A card a human gives the Lizards is discarded (2.8.1), so it lands on their Lost Souls too.
    given = game.apply_edit(seated, edits.GiveCardToBot(faction=L, by=M, card=OrderCard(suit=Suit.MOUSE)))
    assert [c.suit for c in board_of(given).lost_souls] == [Suit.MOUSE, Suit.FOX]
    assert given.faction(L).vp == 1


def test_setup_cards_through_the_hooks():
    assert hooks.setup_draws(BotConfig(bot="logical_lizards")) == 3
    snap = lizards_board({})
    for suit in ("mouse", "fox", "mouse"):
        snap = hooks.take_setup_card(snap, L, OrderCard(suit=Suit(suit)))
    assert [c.suit.value for c in board_of(snap).lost_souls] == ["mouse", "fox", "mouse"]


def test_the_game_asks_the_table_for_the_three_setup_cards_before_the_first_turn():
    from tablebot.games.root.actions import AskOrderCard, OrderCardAnswer, RootPrompt

    from .lizards_scenario import lizards_game

    snap = lizards_game()
    for suit in ("mouse", "bird", "fox"):
        prompt = game.next_step(snap)
        assert isinstance(prompt, RootPrompt) and prompt.question == AskOrderCard(purpose="setup")
        assert prompt.reasons[0].rule == "8.3.5"
        snap = game.answer(snap, prompt, OrderCardAnswer(card=OrderCard(suit=Suit(suit))))
    assert [c.suit.value for c in board_of(snap).lost_souls] == ["mouse", "bird", "fox"]
    first = game.next_step(snap)
    assert first.reasons[0].code == "lizards.order_tie"  # one of each: bird
