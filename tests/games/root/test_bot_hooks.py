"""The bot hooks (bots/hooks.py): every place shared code removes pieces, discards a card, counts a
supply or resolves a battle calls the hook of the bot module playing the faction concerned, so a
new bot plugs in by defining functions in its own module. A hook is given to a bot module here with
monkeypatch (the Electric Eyrie's, whose board is easy to tell apart) and the test checks that the
shared code called it and applied what it returned."""

from __future__ import annotations

import pytest

from tablebot.core.reasons import reason
from tablebot.games.root import actions as act
from tablebot.games.root import battle as battles
from tablebot.games.root import edits, rules, validate
from tablebot.games.root.bots import eyrie, hooks
from tablebot.games.root.bots.eyrie_state import DecreeCard, EyrieBoard
from tablebot.games.root.common import OrderCard, PendingBattle
from tablebot.games.root.factions import Suit
from tablebot.games.root.state import BotConfig

from .eyrie_scenario import eyrie_game
from .scenario import marquise_game, with_pieces

E, M, A = "eyrie", "marquise", "alliance"
MARK = EyrieBoard(decree=(DecreeCard(column=Suit.FOX, card=OrderCard(suit=Suit.FOX, name="marked")),))
"""A board the Eyrie never has at setup: proof that the hook's board was applied."""


@pytest.fixture
def removal_calls(monkeypatch):
    """Give the Eyrie bot an after_removal hook that records its calls and changes its board."""
    calls: list[tuple[str, tuple[act.Removal, ...]]] = []

    def after_removal(snap, faction, removals):
        calls.append((faction, removals))
        return hooks.RemovalEffects(board=MARK, reasons=(reason("test", "battle.crackdown"),))

    monkeypatch.setattr(eyrie, "after_removal", after_removal, raising=False)
    return calls


def eyrie_vs_humans():
    return with_pieces(eyrie_game(humans=(M, A)), {5: {(E, "warrior"): 3, (E, "roost"): 1, (M, "warrior"): 2}})


def test_bot_hook_finds_the_module_function_only_for_a_bot():
    snap = eyrie_game(humans=(M, A))
    assert hooks.bot_hook(snap, E, "setup") is eyrie.setup
    assert hooks.bot_hook(snap, E, "no_such_hook") is None
    assert hooks.bot_hook(snap, M, "setup") is None  # a human plays it
    assert hooks.bot_hook(snap, "lizards", "setup") is None  # not in the game


def test_a_battle_calls_after_removal_of_the_defending_bot_and_applies_its_board(removal_calls):
    snap = eyrie_vs_humans()
    action, _, why = battles.resolve_battle(snap, PendingBattle(clearing=5, attacker=M, defender=E, dice=(2, 0)))
    assert removal_calls == [(E, (act.Removal(faction=E, piece="warrior", clearing=5, count=2),))]
    assert (E, MARK) in action.boards
    assert ("test", "battle.crackdown") in [(r.rule, r.code) for r in why]
    assert act.apply_action(snap, action).faction(E).board == MARK


def test_a_battle_calls_after_removal_of_the_attacking_bot_too(removal_calls):
    snap = eyrie_vs_humans()
    action, _, _ = battles.resolve_battle(snap, PendingBattle(clearing=5, attacker=E, defender=M, dice=(2, 2)))
    assert [f for f, _ in removal_calls] == [E]
    assert act.apply_action(snap, action).faction(E).board == MARK


def test_a_human_dragging_a_bot_piece_to_the_supply_calls_after_removal(removal_calls):
    snap = eyrie_vs_humans()
    after = edits.apply_edit(snap, edits.RemovePiece(faction=E, piece="roost", place=5))
    assert removal_calls == [(E, (act.Removal(faction=E, piece="roost", clearing=5, count=1),))]
    assert after.faction(E).board == MARK and after.place(5).count(E, "roost") == 0


def test_a_human_removing_only_its_own_piece_calls_no_bot_hook(removal_calls):
    edits.apply_edit(eyrie_vs_humans(), edits.RemovePiece(faction=M, piece="warrior", place=5))
    assert removal_calls == []


@pytest.mark.parametrize("edit", [
    edits.BotTakesHits(faction=E, clearing=5, hits=2, by=M),
    edits.HumanBattle(attacker=M, defender=E, clearing=5, dice=(2, 0)),
    edits.RemoveAllEnemies(clearing=5, by=M),
])
def test_the_human_battle_edits_call_after_removal(removal_calls, edit):
    after = edits.apply_edit(eyrie_vs_humans(), edit)
    assert {f for f, _ in removal_calls} == {E}  # hooks are pure: HumanBattle may ask twice
    assert after.faction(E).board == MARK


def test_remove_pieces_carries_the_boards_it_changed():
    snap = eyrie_vs_humans()
    action = act.RemovePieces(removals=(act.Removal(faction=E, piece="warrior", clearing=5, count=1),),
                              boards=((E, MARK),))
    after = act.apply_action(snap, action)
    assert after.faction(E).board == MARK and after.place(5).count(E, "warrior") == 2


def test_crackdown_follows_a_base_the_human_drags_to_the_supply():
    """6.2.4 "whenever a base is removed": through after_removal, a hand removal counts too."""
    snap = eyrie_game(humans=(M,), bots=("automated_alliance",))
    fox = [c.id for c in rules.board_of(snap).clearings if c.suit == Suit.FOX][:2]
    snap = with_pieces(snap, {fox[0]: {(A, "base_fox"): 1, (A, "sympathy"): 1}, fox[1]: {(A, "sympathy"): 1}})
    after = edits.apply_edit(snap, edits.RemovePiece(faction=A, piece="base_fox", place=fox[0]))
    assert sum(after.place(c).count(A, "sympathy") for c in fox) == 0


def test_every_bot_hears_of_a_discarded_order_card(monkeypatch):
    heard: list[tuple[str, OrderCard]] = []
    nobody_takes = act.apply_action(eyrie_game(humans=(M, A)), act.Discard(card=OrderCard(suit=Suit.FOX, name="fox_a")))
    assert nobody_takes.discard[-1] == "fox_a"

    def on_card_discarded(snap, faction, card):
        heard.append((faction, card))
        return MARK

    monkeypatch.setattr(eyrie, "on_card_discarded", on_card_discarded, raising=False)
    snap = eyrie_game(humans=(M, A))
    fox = OrderCard(suit=Suit.FOX, name="fox_a")
    after = act.apply_action(snap, act.Discard(card=fox))
    assert heard == [(E, fox)] and after.faction(E).board == MARK and after.discard == snap.discard
    heard.clear()
    own = act.apply_action(snap, act.Discard(card=fox, by=E))  # a bot never takes back its own discard
    assert heard == [] and own.faction(E).board == snap.faction(E).board and own.discard[-1] == "fox_a"
    heard.clear()
    anvil = OrderCard(suit=Suit.FOX, name="Anvil")  # a card the table gives must be one of the deck
    given = edits.apply_edit(snap, edits.GiveCardToBot(faction=E, by=M, card=anvil))
    assert [(f, c.name) for f, c in heard] == [(E, "Anvil (fox)")]
    assert given.faction(E).board == MARK and given.faction(E).vp == snap.faction(E).vp + 1
    heard.clear()
    with pytest.raises(edits.IllegalEdit, match="card.unknown"):  # a card that cannot be: a clear refusal
        edits.apply_edit(snap, edits.GiveCardToBot(faction=E, by=M, card=fox))
    heard.clear()
    edits.apply_edit(snap, edits.GiveCardToBot(faction=E, by=M))  # the table did not say which card
    assert heard == []


def test_pieces_held_on_a_bot_board_are_not_in_the_supply(monkeypatch):
    snap = eyrie_game(humans=(M, A))
    before = rules.in_supply(snap, E, "warrior")
    monkeypatch.setattr(eyrie, "held_off_map", lambda board, kind: 4 if kind == "warrior" else 0, raising=False)
    assert rules.in_supply(snap, E, "warrior") == before - 4
    assert validate.problems(snap) == []
    monkeypatch.setattr(eyrie, "held_off_map", lambda board, kind: before + 1 if kind == "warrior" else 0,
                        raising=False)
    assert any("warrior" in p for p in validate.problems(snap))


def test_the_marquise_has_no_wood_through_its_hook():
    snap = marquise_game()
    assert rules.supply_total(snap, M, "wood") == 0
    human = eyrie_game(humans=(M, A))
    assert rules.supply_total(human, M, "wood") > 0


def test_setup_draws_asks_the_bot_module(monkeypatch):
    assert hooks.setup_draws(BotConfig(bot="electric_eyrie")) == 0
    monkeypatch.setattr(eyrie, "setup_draws", lambda config: 3, raising=False)
    assert hooks.setup_draws(BotConfig(bot="electric_eyrie")) == 3


def test_take_setup_card_reaches_the_bot_module(monkeypatch):
    snap = eyrie_game(humans=(M, A))
    fox = OrderCard(suit=Suit.FOX)
    assert hooks.take_setup_card(snap, E, fox) == snap
    monkeypatch.setattr(eyrie, "take_setup_card", lambda s, f, c: rules.add_vp(s, f, 1), raising=False)
    assert hooks.take_setup_card(snap, E, fox).faction(E).vp == snap.faction(E).vp + 1


def test_attack_and_defence_bonus_hooks_add_hits(monkeypatch):
    snap = eyrie_vs_humans()
    pb = PendingBattle(clearing=5, attacker=E, defender=M, dice=(1, 1))
    plain, _, _ = battles.resolve_battle(snap, pb)
    monkeypatch.setattr(eyrie, "attack_bonus", lambda s, p: (1, (reason("test", "battle.crackdown"),)),
                        raising=False)
    bonus, _, why = battles.resolve_battle(snap, pb)
    assert bonus.attacker_hits == plain.attacker_hits + 1
    assert ("test", "battle.crackdown") in [(r.rule, r.code) for r in why]
    defending = PendingBattle(clearing=5, attacker=M, defender=E, dice=(1, 1))
    plain_def, _, _ = battles.resolve_battle(snap, defending)
    monkeypatch.setattr(eyrie, "defence_bonus", lambda s, p: (2, ()), raising=False)
    bonus_def, _, _ = battles.resolve_battle(snap, defending)
    assert bonus_def.defender_hits == plain_def.defender_hits + 2


def test_take_hits_hook_replaces_1_2_1(monkeypatch):
    snap = eyrie_vs_humans()
    monkeypatch.setattr(eyrie, "take_hits", lambda s, f, c, hits, why: ((), MARK), raising=False)
    action, _, _ = battles.resolve_battle(snap, PendingBattle(clearing=5, attacker=M, defender=E, dice=(2, 0)))
    assert not [r for r in action.removals if r.faction == E] and (E, MARK) in action.boards


def test_fortified_comes_from_the_marquise_module():
    snap = marquise_game(traits=("fortified",))
    assert battles.bot_building_hits(snap, M) == 2
    assert battles.bot_building_hits(marquise_game(), M) == 1


def test_outrage_is_the_alliance_modules_own_and_only_its_pieces_trigger_it():
    """6.2.3 through the outrage_triggers hook: removing another faction's piece, or hitting
    another bot, in a sympathetic clearing outrages nobody; the Alliance's sympathy does."""
    snap = eyrie_game(humans=(M,), bots=("automated_alliance",))
    snap = with_pieces(snap, {5: {(A, "sympathy"): 1, (E, "warrior"): 2, (M, "warrior"): 2}})
    assert edits.outrage_triggers(snap, edits.RemovePiece(faction=E, piece="warrior", place=5)) == ()
    assert edits.outrage_triggers(snap, edits.BotTakesHits(faction=E, clearing=5, hits=1, by=M)) == ()
    assert edits.outrage_triggers(snap, edits.RemovePiece(faction=A, piece="sympathy", place=5)) == (5,)
    assert edits.apply_edit(snap, edits.Outrage(clearing=5, discarded=False)).faction(A).vp == snap.faction(A).vp + 1
    with pytest.raises(edits.IllegalEdit):
        edits.apply_edit(eyrie_vs_humans(), edits.Outrage(clearing=5, discarded=False))  # a human Alliance
