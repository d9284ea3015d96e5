"""Riverfolk Robots (Law of Rootbotics 9): each numbered rule, tie-breaker, difficulty and trait on a
board built for it. Services (9.2.3 purchases, 9.7) are tested with games/root/services.py."""

from __future__ import annotations

from tablebot.games.root import battle as battles
from tablebot.games.root import edits, game, rules
from tablebot.games.root.actions import (
    AskOrderCard,
    Battle,
    Compound,
    Discard,
    DrawCard,
    EndTurn,
    Nothing,
    OrderCardAnswer,
    Pay,
    PlaceWarriors,
    RootPrompt,
    RootStep,
    Score,
)
from tablebot.games.root.bots.lizards_state import LizardsBoard
from tablebot.games.root.bots.riverfolk_state import RiverfolkCursor
from tablebot.games.root.common import PendingBattle

from .riverfolk_scenario import R, market_of, riverfolk_board, riverfolk_game
from .scenario import card, codes, play, steps_of

M, E, A, L = "marquise", "eyrie", "alliance", "lizards"
FULL = ("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)", "Sappers (bird)", "Anvil (fox)")


def at(snap, phase: str, **cursor: object):
    """The snapshot with the Riverfolk's cursor at `phase` (an order card given as `order`)."""
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": RiverfolkCursor(phase=phase,
                                                                                                   **cursor)})})


def step_at(snap, phase: str, **cursor: object) -> RootStep:
    step = game.next_step(at(snap, phase, **cursor))
    assert isinstance(step, RootStep)
    return step


def river_warriors(n: int) -> dict:
    return {c: {(R, "warrior"): 1} for c in (4, 5, 7, 10, 11)[:n]}


def fill_supply(snap, left: int):
    """Park Riverfolk warriors in the forest-free clearing 8 until `left` remain in the supply."""
    extra = rules.in_supply(snap, R, "warrior") - left
    return rules.add_pieces(snap, R, "warrior", 8, extra) if extra > 0 else snap


# -- setup (9.3) -----------------------------------------------------------------------------
def test_setup_places_a_warrior_on_every_river_clearing_and_one_in_payments():
    snap = riverfolk_game()
    assert {p.id: p.count(R, "warrior") for p in snap.clearings() if p.count(R)} == {4: 1, 5: 1, 7: 1, 10: 1, 11: 1}
    assert snap.in_payments(R, "warrior") == 1
    assert rules.in_supply(snap, R, "warrior") == 15 - 5 - 1
    assert rules.in_supply(snap, R, "trade_post_fox") == 3
    assert snap.turn.setup_draws == ((R, 5),)


def test_setup_cards_fill_the_market_left_to_right_in_the_order_drawn():
    snap = riverfolk_game()
    for name in FULL:
        prompt = game.next_step(snap)
        assert isinstance(prompt, RootPrompt) and prompt.question == AskOrderCard(purpose="setup")
        suit = name.rsplit("(", 1)[1].rstrip(")")
        snap = game.answer(snap, prompt, OrderCardAnswer(card=card(suit, name=name.rsplit(" (", 1)[0])))
    assert [c.name for c in market_of(snap).market] == list(FULL)
    assert not snap.turn.setup_draws


# -- Birdsong (9.4) --------------------------------------------------------------------------
def test_refill_asks_one_card_at_a_time_until_five_and_puts_each_at_the_right_end():
    snap = riverfolk_board(river_warriors(5), market=FULL[:3], payments={M: 1})
    prompt = game.next_step(snap)
    assert isinstance(prompt, RootPrompt) and prompt.question == AskOrderCard(purpose="riverfolk_market")
    assert ("9.4.1", "riverfolk.market_refill") in codes(prompt)
    snap = game.answer(snap, prompt, OrderCardAnswer(card=card("rabbit", name="Cobbler")))
    snap = game.apply_step(snap, game.next_step(snap))
    assert [c.name for c in market_of(snap).market][-1] == "Cobbler (rabbit)"
    assert isinstance(game.next_step(snap), RootPrompt)


def test_refill_in_the_app_owned_deck_mode_is_drawn_by_the_app():
    snap = riverfolk_game(app_deck=True)
    # Setup's five cards, then the Market is full: the app names each card it draws.
    for _ in range(5):
        step = game.next_step(snap)
        assert isinstance(step, RootStep) and isinstance(step.action, DrawCard)
        snap = game.apply_step(snap, step)
    assert len(market_of(snap).market) == 5


def test_craft_takes_the_first_added_card_with_an_available_item_and_discards_it():
    # Codebreakers (no item) is added first, then Root Tea; the Anvil already there is not "added".
    snap = riverfolk_board(river_warriors(5), market=("Anvil (fox)", "Sword (mouse)", "Crossbow (mouse)"),
                           payments={M: 1})
    end, seen = play(snap, orders=[card("mouse", name="Codebreakers"), card("fox", name="Root Tea")],
                     dice=[(0, 0)] * 12)
    crafts = [s for s in steps_of(seen) if ("9.4.2", "riverfolk.craft") in codes(s)]
    assert len(crafts) == 1
    assert ("9.4.2", "riverfolk.craft_skipped") in codes(crafts[0])
    assert [p.card.name for p in crafts[0].action.parts if isinstance(p, Discard)] == ["Root Tea (fox)"]
    assert "Root Tea (fox)" not in [c.name for c in market_of(end).market]


def test_an_added_card_whose_item_is_gone_is_not_crafted_and_nothing_is_discarded():
    snap = riverfolk_board(river_warriors(5), market=FULL[:4], payments={M: 1}, items={"tea": 0})
    end, seen = play(snap, orders=[card("mouse", name="Root Tea")], dice=[(0, 0)] * 12)
    assert len(market_of(end).market) == 4  # five after the refill, one discarded in Evening
    craft = next(s for s in steps_of(seen) if any(r.code == "riverfolk.craft_none" for r in s.reasons))
    assert isinstance(craft.action, Nothing)
    assert ("ruling:riverfolk-no-craft-no-discard", "riverfolk.no_craft_no_discard") in codes(craft)
    order = next(s for s in steps_of(seen) if ("9.4.3", "riverfolk.order") in codes(s))
    assert order.cursor.order.name == "Root Tea (mouse)"  # the rightmost card of the full Market


def test_every_bot_hears_the_crafted_card_discarded():
    snap = riverfolk_board(river_warriors(5), market=FULL[:4] + ("Anvil (fox)",), payments={M: 1},
                           bots=("logical_lizards",), humans=(M,))
    snap = rules.update_faction(snap, L, board=LizardsBoard())
    snap = at(snap, "birdsong_craft", added=(market_of(snap).market[-1],))
    after = game.apply_step(snap, game.next_step(snap))
    lost = after.faction(L).board
    assert isinstance(lost, LizardsBoard) and [c.name for c in lost.lost_souls] == ["Anvil (fox)"]


# -- Daylight: Build and Garrison (9.5.1) ----------------------------------------------------
def build_board(**kw):
    pieces = {
        1: {(E, "warrior"): 1},  # highest priority, but the Eyrie pay least
        2: {(R, "trade_post_mouse"): 1},  # has a trade post already
        6: {(M, "warrior"): 1},
        8: {(M, "sawmill"): 1},
        **kw.pop("pieces", {}),
    }
    return riverfolk_board(pieces, market=FULL[:4], **kw)


def test_build_goes_to_an_ordered_clearing_with_pieces_of_the_biggest_payer():
    snap = build_board(payments={M: 3, E: 1})
    step = step_at(snap, "daylight_build", order=card("fox"))
    assert isinstance(step.action, Compound)
    # Fox clearings without a trade post: 1, 6, 8, 12; the Marquise pay most: 6 and 8; priority: 6.
    assert step.action.parts == (PlaceWarriors(faction=R, piece="trade_post_fox", targets=((6, 1),)),
                                 PlaceWarriors(faction=R, targets=((6, 1),)))
    assert ("9.5.1.I", "riverfolk.build.payer_pieces") in codes(step)
    assert ("2.1", "tiebreak.priority") in codes(step)


def test_build_without_payments_goes_by_priority_and_skips_clearings_with_a_trade_post():
    snap = build_board(payments={})
    step = step_at(snap, "daylight_build", order=card("bird"))
    # Bird: every clearing; 1 is the highest priority without a trade post.
    assert step.action.parts[0] == PlaceWarriors(faction=R, piece="trade_post_fox", targets=((1, 1),))


def test_build_retries_when_the_suit_has_no_trade_post_left():
    snap = build_board(payments={M: 2}, pieces={3: {(R, "trade_post_rabbit"): 1}, 4: {(R, "trade_post_rabbit"): 1},
                                                5: {(R, "trade_post_rabbit"): 1}, 10: {(M, "warrior"): 1}})
    step = step_at(snap, "daylight_build", order=card("rabbit"))
    # Rabbit clearings without a trade post: 10 only, and no rabbit trade post is left: nothing.
    assert isinstance(step.action, Nothing)
    assert ("9.5.1", "riverfolk.build.none") in codes(step)


def test_the_biggest_payer_can_be_the_riverfolk_themselves():
    snap = build_board(payments={R: 3, M: 2}, pieces={9: {(R, "warrior"): 1}})
    step = step_at(snap, "daylight_build", order=card("mouse"))
    # Mouse clearings without a trade post: 7, 9, 11; the Riverfolk's own pieces: 9 (ruling riverfolk-the-payer).
    assert step.action.parts[0].targets == ((9, 1),)
    assert ("9.5.1.I", "riverfolk.most_payments") in codes(step)


def test_a_tie_for_most_payments_goes_to_the_first_in_setup_order():
    snap = build_board(payments={M: 2, E: 2})
    step = step_at(snap, "daylight_build", order=card("fox"))
    assert ("2.2", "tiebreak.setup_order") in codes(step)
    assert step.action.parts[0].targets == ((6, 1),)  # the Marquise's (A before B)


def test_garrison_warriors_by_difficulty():
    for difficulty, n in (("easy", 0), ("normal", 1), ("challenging", 2), ("nightmare", 2)):
        snap = build_board(payments={M: 3}, difficulty=difficulty)
        step = step_at(snap, "daylight_build", order=card("fox"))
        warriors = [p for p in step.action.parts if isinstance(p, PlaceWarriors) and p.piece == "warrior"]
        assert sum(n for p in warriors for _, n in p.targets) == n, difficulty


def test_garrison_short_of_warriors_places_the_trade_post_with_what_is_left():
    snap = fill_supply(build_board(payments={M: 3}, difficulty="challenging"), 1)
    step = step_at(snap, "daylight_build", order=card("fox"))
    assert step.action.parts[1] == PlaceWarriors(faction=R, targets=((6, 1),))
    assert ("ruling:supply-short", "riverfolk.supply_short") in codes(step)


# -- Recruit (9.5.2) -------------------------------------------------------------------------
def test_recruit_places_one_warrior_in_each_ordered_clearing():
    snap = riverfolk_board({}, market=FULL[:4], payments={M: 1})
    step = step_at(snap, "daylight_recruit", order=card("mouse"))
    assert step.action == PlaceWarriors(faction=R, targets=((2, 1), (7, 1), (9, 1), (11, 1)))


def test_a_bird_order_recruits_along_the_river():
    snap = riverfolk_board({}, market=FULL[:4], payments={M: 1})
    step = step_at(snap, "daylight_recruit", order=card("bird"))
    assert step.action == PlaceWarriors(faction=R, targets=((4, 1), (5, 1), (7, 1), (10, 1), (11, 1)))
    assert ("9.5.2", "riverfolk.recruit_river") in codes(step)


def test_recruit_short_of_warriors_fills_the_highest_priority_first_and_skips_the_keep():
    snap = riverfolk_board({4: {(M, "keep"): 1}}, market=FULL[:4], payments={M: 1})
    snap = fill_supply(snap, 2)
    step = step_at(snap, "daylight_recruit", order=card("bird"))
    assert step.action == PlaceWarriors(faction=R, targets=((5, 1), (7, 1)))
    assert ("2.3", "retry.keep_forbids") in codes(step)


# -- Organize and Protectionism (9.5.3, 9.2.4) -----------------------------------------------
def test_the_shield_scores_and_places_two_warriors_where_most_enemies_stand_with_riverfolk_pieces():
    snap = riverfolk_board({3: {(R, "warrior"): 1, (M, "warrior"): 2}, 6: {(R, "trade_post_fox"): 1, (M, "warrior"): 3},
                            9: {(E, "warrior"): 5}}, market=FULL[:4], payments={})
    step = step_at(snap, "daylight_organize", order=card("fox"))
    assert step.action == Compound(parts=(Score(faction=R, vp=1), PlaceWarriors(faction=R, targets=((6, 2),))))
    assert ("9.2.4", "riverfolk.shield_met") in codes(step)
    assert step.cursor.shield and not step.cursor.sword


def test_no_condition_met_no_organize():
    snap = riverfolk_board({3: {(R, "warrior"): 1}}, market=FULL[:4], payments={M: 1})
    step = step_at(snap, "daylight_organize", order=card("fox"))
    assert isinstance(step.action, Nothing)
    assert ("9.5.3", "riverfolk.organize_none") in codes(step)


def test_both_conditions_score_only_once():
    snap = fill_supply(riverfolk_board({3: {(R, "warrior"): 1}}, market=FULL[:4], payments={}), 0)
    step = step_at(snap, "daylight_organize", order=card("fox"))
    assert step.action == Compound(parts=(Score(faction=R, vp=1),))
    assert step.cursor.shield and step.cursor.sword


# -- Battle (9.5.4) --------------------------------------------------------------------------
def battle_board(payments):
    return riverfolk_board({1: {(R, "warrior"): 2, (M, "warrior"): 1, (E, "warrior"): 1},
                            3: {(R, "warrior"): 2, (E, "warrior"): 1},
                            6: {(R, "warrior"): 1, (M, "warrior"): 1}},
                           market=FULL[:4], payments=payments)


def test_the_defender_has_the_fewest_warriors_in_payments():
    step = game.next_step(at(battle_board({M: 1, E: 3}), "daylight_battle", order=card("fox"), sword=True))
    assert isinstance(step, RootPrompt)
    assert (step.question.battle.clearing, step.question.battle.defender) == (1, M)
    assert ("9.5.4.I", "riverfolk.defender.fewest_payments") in codes(step.question.battle)


def test_a_defender_tie_goes_to_setup_order():
    step = game.next_step(at(battle_board({}), "daylight_battle", order=card("fox"), sword=True))
    assert step.question.battle.defender == M
    assert ("2.2", "tiebreak.setup_order") in codes(step.question.battle)


def test_the_sword_battles_in_ordered_clearings_only():
    snap = at(battle_board({M: 1}), "daylight_battle", order=card("rabbit"), sword=True)
    _, seen = play(snap, dice=[(1, 0)] * 4, orders=[])
    battles_fought = [s.action.clearing for s in steps_of(seen) if isinstance(s.action, Battle)]
    assert battles_fought == [3]  # 1 and 6 are fox


def test_the_shield_battles_everywhere_then_goes_on_to_evening_and_discards_twice():
    snap = at(battle_board({}), "daylight_battle", order=card("rabbit"), shield=True, sword=True)
    end, seen = play(snap, dice=[(1, 0)] * 4)
    steps = steps_of(seen)
    assert [s.action.clearing for s in steps if isinstance(s.action, Battle)] == [1, 3, 6]
    assert ("ruling:riverfolk-shield-skips-to-evening", "riverfolk.shield_to_evening") in codes(steps[0])
    discards = [p.card.name for s in steps if isinstance(s.action, Compound) for p in s.action.parts
                if isinstance(p, Discard)]
    assert discards == list(FULL[:2])
    assert [c.name for c in market_of(end).market] == list(FULL[2:4])


def test_without_a_condition_there_is_no_battle():
    step = step_at(battle_board({M: 1}), "daylight_battle", order=card("fox"))
    assert isinstance(step.action, Nothing)
    assert ("9.5.4", "riverfolk.battle_no_condition") in codes(step)


# -- Evening (9.6) ---------------------------------------------------------------------------
def test_score_pays_the_biggest_payer_and_returns_its_warriors():
    snap = riverfolk_board({}, market=FULL[:4], payments={M: 2, E: 2, R: 1})
    before = rules.in_supply(snap, M, "warrior")
    step = step_at(snap, "evening_score", order=card("fox"))
    assert step.action == Compound(parts=(Score(faction=R, vp=2), Pay(faction=M, count=-2)))
    assert ("2.2", "tiebreak.setup_order") in codes(step)
    after = game.apply_step(at(snap, "evening_score", order=card("fox")), step)
    assert rules.in_supply(after, M, "warrior") == before + 2
    assert after.in_payments(E, "warrior") == 2


def test_no_sword_no_extortion():
    snap = riverfolk_board({3: {(R, "warrior"): 5}}, market=FULL[:4], payments={M: 1})
    step = step_at(snap, "evening_extortion", order=card("fox"))
    assert not isinstance(step.action, Pay)


def test_extortion_takes_all_but_two_from_each_clearing_in_priority_order():
    snap = riverfolk_board({3: {(R, "warrior"): 5}, 1: {(R, "warrior"): 3}, 6: {(R, "warrior"): 2}},
                           market=FULL[:4], payments={})
    step = step_at(snap, "evening_extortion", order=card("fox"), sword=True)
    assert step.action == Pay(faction=R, count=4, clearings=((1, 1), (3, 3)))
    after = game.apply_step(at(snap, "evening_extortion", order=card("fox"), sword=True), step)
    assert after.in_payments(R, "warrior") == 4 and after.place(3).count(R, "warrior") == 2


def test_evening_discards_the_leftmost_card_once_without_the_shield():
    snap = riverfolk_board({}, market=FULL[:4], payments={M: 1})
    end, seen = play(at(snap, "evening_discard", order=card("fox")))
    assert [c.name for c in market_of(end).market] == list(FULL[1:4])
    assert isinstance(steps_of(seen)[-1].action, EndTurn)


def test_nightmare_scores_one_vp_per_two_players_at_the_end_of_evening():
    snap = riverfolk_board({}, market=FULL[:4], payments={M: 1}, difficulty="nightmare", humans=(M, E))
    step = step_at(snap, "evening_difficulty", order=card("fox"))
    assert step.action == Score(faction=R, vp=2)  # 3 players, rounded up


# -- faction rules and traits (9.2.2; Garrison, Ferocious) ------------------------------------
def test_a_removed_trade_post_returns_to_the_riverfolk_board():
    snap = riverfolk_board({3: {(R, "trade_post_rabbit"): 1}}, market=FULL[:4], payments={M: 1})
    assert rules.in_supply(snap, R, "trade_post_rabbit") == 2
    after = game.apply_edit(snap, edits.RemovePiece(faction=R, piece="trade_post_rabbit", place=3))
    assert rules.in_supply(after, R, "trade_post_rabbit") == 3


def _battle(snap, attacker, defender, clearing, dice):
    action, _, why = battles.resolve_battle(snap, PendingBattle(clearing=clearing, attacker=attacker,
                                                                defender=defender, dice=dice))
    return action, why


def test_ferocious_rolls_up_to_three_hits_with_one_warrior():
    pieces = {1: {(R, "warrior"): 1, (M, "warrior"): 4}}
    plain = riverfolk_board(pieces, market=FULL[:4], payments={M: 1})
    fierce = riverfolk_board(pieces, market=FULL[:4], payments={M: 1}, traits=("ferocious",))
    assert _battle(plain, R, M, 1, (3, 0))[0].attacker_hits == 1
    action, why = _battle(fierce, R, M, 1, (3, 0))
    assert action.attacker_hits == 3
    assert any(r.code == "riverfolk.ferocious" for r in why)


def test_garrison_defends_with_its_trade_posts_and_is_never_defenceless():
    pieces = {3: {(R, "trade_post_rabbit"): 1, (M, "warrior"): 3}}
    plain = riverfolk_board(pieces, market=FULL[:4], payments={M: 1})
    walled = riverfolk_board(pieces, market=FULL[:4], payments={M: 1}, traits=("garrison",))
    # The Marquise's turn: the Riverfolk defend.
    plain, walled = (s.model_copy(update={"turn": s.turn.model_copy(update={"seat": 1, "cursor": None})})
                     for s in (plain, walled))
    p_action, _ = _battle(plain, M, R, 3, (1, 1))
    w_action, why = _battle(walled, M, R, 3, (1, 1))
    assert (p_action.attacker_hits, p_action.defender_hits) == (2, 0)  # defenceless: +1 hit
    assert (w_action.attacker_hits, w_action.defender_hits) == (1, 1)
    assert any(r.code == "riverfolk.garrison_trait" for r in why)


def test_a_human_can_correct_the_market_through_the_board_edit():
    snap = riverfolk_board({}, market=FULL[:2], payments={M: 1})
    board = market_of(snap).model_copy(update={"market": tuple(reversed(market_of(snap).market))})
    after = game.apply_edit(snap, edits.SetBotBoard(faction=R, board=board))
    assert [c.name for c in market_of(after).market] == [FULL[1], FULL[0]]


def test_craft_takes_the_first_added_card_even_when_a_later_one_also_shows_an_item():
    snap = riverfolk_board(river_warriors(5), market=FULL[:3], payments={M: 1})
    added = (card("fox", "tea"), card("fox", "tea"))
    snap = rules.update_faction(snap, R, board=market_of(snap).model_copy(
        update={"market": market_of(snap).market + added}))
    step = step_at(snap, "birdsong_craft", added=added)
    # Two identical cards added: the first added (the fourth space) is crafted and leaves the row.
    board = next(p.board for p in step.action.parts if hasattr(p, "board"))
    assert [c.name for c in board.market] == [*FULL[:3], None]
    assert ("9.4.2", "riverfolk.craft") in codes(step) and ("9.4.2", "riverfolk.craft_skipped") not in codes(step)


def test_organize_ties_go_to_priority_and_skip_the_keep():
    snap = riverfolk_board({1: {(R, "warrior"): 1, (M, "keep"): 1, (E, "warrior"): 2},
                            3: {(R, "warrior"): 1, (E, "warrior"): 2},
                            5: {(R, "warrior"): 1, (M, "warrior"): 2}}, market=FULL[:4], payments={})
    step = step_at(snap, "daylight_organize", order=card("fox"))
    # 1 holds the most enemy pieces (the Keep and 2 Eyrie warriors) but takes no warrior (2.3); then 3
    # and 5 tie with 2 each: the higher priority, 3.
    assert step.action.parts[1] == PlaceWarriors(faction=R, targets=((3, 2),))
    assert ("2.3", "retry.keep_forbids") in codes(step)
    assert ("2.1", "tiebreak.priority") in codes(step)
