"""Riverfolk services (Law of Rootbotics 9.2.3) for any buyer: the price by VP, how many, who
pays, the three services' effects (Hand Card, Riverboats, Mercenaries), the turn clearing them,
and a human's purchase as a table edit (BuyServices)."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import battle, edits, game, rules, services
from tablebot.games.root.common import PendingBattle
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, MarquiseCursor, RootSnapshot, TurnState

from .scenario import card, with_pieces

M, E, R, V, A = "marquise", "eyrie", "riverfolk", "vagabond", "alliance"


def table(first: str = E, *, marquise_bot: bool = True, traits: tuple[str, ...] = ()) -> RootSnapshot:
    """A human `first` plays first, then the Marquise bot and a human Riverfolk; an empty board."""
    seats = [SeatConfig(faction=first), SeatConfig(faction=R)]
    seats.insert(1, SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2", traits=traits))
                 if marquise_bot else SeatConfig(faction=M))
    return with_pieces(game.new_game(GameConfig(seats=tuple(seats), seed=1, keep_corner=1)), {}, ruins=())


def with_riverfolk_bot(traits: tuple[str, ...]) -> RootSnapshot:
    """The Riverfolk Robots (a full Market), the Marquise bot and a human Eyrie, on the Eyrie's turn;
    an empty board."""
    from .riverfolk_scenario import riverfolk_board

    snap = riverfolk_board({}, market=FULL, ruins=(), traits=traits, humans=(E,), bots=("mechanical_marquise_2",))
    seat = [f.id for f in snap.factions].index(E)
    return snap.model_copy(update={"turn": TurnState(round=1, seat=seat)})


FULL = ("Foxfolk Steel (fox)", "Root Tea (mouse)", "Codebreakers (mouse)", "Sappers (bird)", "Anvil (fox)")


def with_vp(snap: RootSnapshot, faction: str, vp: int) -> RootSnapshot:
    return rules.update_faction(snap, faction, vp=vp)


def buy(snap: RootSnapshot, buyer: str, *bought: str, paid: int | None = None) -> RootSnapshot:
    """The buyer buys; from a human Riverfolk it pays 2 a service unless told (the costs they set)."""
    if paid is None and not snap.faction(R).is_bot:
        paid = 2 * len(bought)
    return game.apply_edit(snap, edits.BuyServices(buyer=buyer, services=bought, paid=paid))  # type: ignore[arg-type]


def refusal(snap: RootSnapshot, edit: edits.Edit) -> str:
    with pytest.raises(IllegalEdit) as err:
        game.apply_edit(snap, edit)
    return err.value.code


# -- price, count, payment ---------------------------------------------------------------------
@pytest.mark.parametrize(("vp", "each"), [(0, 2), (9, 2), (10, 3), (19, 3), (20, 4), (29, 4)])
def test_the_price_of_a_service_follows_the_buyers_vp(vp, each):
    assert services.price(vp) == each
    snap = with_vp(with_riverfolk_bot(()), E, vp)
    after = buy(snap, E, "riverboats")
    assert after.in_payments(E, "warrior") == each
    assert rules.in_supply(after, E, "warrior") == rules.in_supply(snap, E, "warrior") - each
    with pytest.raises(IllegalEdit) as err:
        game.apply_edit(snap, edits.BuyServices(buyer=E, services=("riverboats",), paid=each + 1))
    assert err.value.code == "edit.services_paid_price"


def test_a_human_riverfolks_costs_are_what_the_table_enters():
    """Law of Root: the Riverfolk Company's player sets each service's cost, 1 to 4."""
    snap = table()
    assert refusal(snap, edits.BuyServices(buyer=E, services=("riverboats",))) == "edit.services_paid_needed"
    assert refusal(snap, edits.BuyServices(buyer=E, services=("riverboats",), paid=5)) == "edit.services_paid_range"
    assert buy(snap, E, "riverboats", paid=4).in_payments(E, "warrior") == 4
    assert refusal(snap, edits.BuyServices(buyer=E, services=("hand_card",), paid=1,
                                           cards=(card("fox", name="Anvil"),))) == "edit.services_no_market"


def test_a_hand_card_takes_the_card_out_of_a_bots_market():
    snap = with_riverfolk_bot(())
    shown = services.market(snap)
    assert shown is not None and len(shown) == 5
    after = game.apply_edit(snap, edits.BuyServices(buyer=E, services=("hand_card",), cards=(shown[2],)))
    assert services.market(after) == shown[:2] + shown[3:]
    assert refusal(after, edits.BuyServices(buyer=E, services=("hand_card",), cards=(shown[2],))) == \
        "edit.services_closed"
    assert refusal(snap, edits.BuyServices(buyer=E, services=("hand_card",))) == "edit.services_cards_count"


def test_one_service_plus_one_per_clearing_with_the_buyers_pieces_and_a_trade_post():
    snap = table()
    assert services.allowed(snap, E) == 1
    assert refusal(snap, edits.BuyServices(buyer=E, services=("riverboats", "mercenaries"), paid=4)) == \
        "edit.services_too_many"
    # Clearing 1 is a fox clearing: a trade post and an Eyrie warrior there; clearing 2 has a post only.
    suit1 = rules.board_of(snap).clearing(1).suit.value
    suit2 = rules.board_of(snap).clearing(2).suit.value
    snap = with_pieces(snap, {1: {(R, f"trade_post_{suit1}"): 1, (E, "warrior"): 1},
                              2: {(R, f"trade_post_{suit2}"): 1}}, ruins=())
    assert services.trade_post_clearings(snap, E) == (1,)
    after = buy(snap, E, "riverboats", "mercenaries")
    assert after.turn.services == ("riverboats", "mercenaries")
    assert after.in_payments(E, "warrior") == 4


def test_a_buyer_short_of_warriors_cannot_buy_that_many():
    snap = table()
    snap = with_pieces(snap, {c: {(E, "warrior"): 19} if c == 1 else {} for c in (1,)}, ruins=())
    assert rules.in_supply(snap, E, "warrior") == 1
    assert refusal(snap, edits.BuyServices(buyer=E, services=("riverboats",), paid=2)) == "edit.services_cannot_pay"


def test_the_vagabond_has_the_riverfolk_pay_with_their_own_warriors():
    snap = table(V)
    after = buy(snap, V, "hand_card")
    assert after.in_payments(R, "warrior") == 2 and after.in_payments(V, "warrior") == 0
    assert rules.in_supply(after, R, "warrior") == 13
    assert after.turn.services == ("hand_card",)


def test_who_may_buy_and_when():
    snap = table()
    assert refusal(snap, edits.BuyServices(buyer=M, services=("riverboats",), paid=2)) == "edit.not_a_human"
    assert refusal(snap, edits.BuyServices(buyer=R, services=("riverboats",), paid=2)) == "edit.services_own"
    humans = table(marquise_bot=False)
    assert refusal(humans, edits.BuyServices(buyer=M, services=("riverboats",), paid=2)) == "edit.services_not_turn"
    bought = buy(snap, E, "riverboats")
    assert refusal(bought, edits.BuyServices(buyer=E, services=("mercenaries",), paid=2)) == "edit.services_closed"
    # Ruling services-window: anything else recorded on the human's turn ends the start of Birdsong.
    moved = game.apply_edit(snap, edits.AddPiece(faction=E, piece="warrior", place=3))
    assert refusal(moved, edits.BuyServices(buyer=E, services=("riverboats",), paid=2)) == "edit.services_closed"
    assert refusal(snap, edits.BuyServices(buyer=E, services=("riverboats", "riverboats"), paid=4)) == \
        "edit.services_twice"
    no_river = with_pieces(game.new_game(GameConfig(seats=(SeatConfig(faction=E), SeatConfig(faction=M)), seed=1)),
                           {}, ruins=())
    assert refusal(no_river, edits.BuyServices(buyer=E, services=("riverboats",))) == "edit.services_no_riverfolk"


def test_services_are_cleared_when_the_turn_passes():
    snap = buy(table(), E, "riverboats")
    assert snap.turn.services == ("riverboats",) and snap.turn.services_closed
    passed = game.end_human_turn(snap)
    assert passed.turn.services == () and not passed.turn.services_closed
    assert passed.turn.services_purchase is None
    assert passed.in_payments(E, "warrior") == 2  # the payment stays in Payments


# -- II Riverboats -----------------------------------------------------------------------------
def test_riverboats_make_rivers_paths_for_the_buyer_only_this_turn():
    snap = table()
    board = rules.board_of(snap)
    a, b = next((x, y) for x, y in board.rivers if y not in board.adjacent(x))
    assert b not in rules.adjacent_places(snap, E, a)
    boats = buy(snap, E, "riverboats")
    assert b in rules.adjacent_places(boats, E, a) and a in rules.adjacent_places(boats, E, b)
    assert b not in rules.adjacent_places(boats, M, a)  # not the other factions'
    assert b not in rules.adjacent_places(game.end_human_turn(boats), E, a)


def daylight(snap: RootSnapshot, buyer: str, *bought: str) -> RootSnapshot:
    """The bot `buyer`'s turn, in Daylight, having bought these services."""
    seat = [f.id for f in snap.factions].index(buyer)
    turn = snap.turn.model_copy(update={"seat": seat, "cursor": MarquiseCursor(phase="daylight_battle"),
                                        "services": bought, "services_closed": True})
    return snap.model_copy(update={"turn": turn})


def test_a_bots_move_uses_a_river_with_riverboats():
    """The Marquise moves to the adjacent clearing with most enemy pieces (4.5.4): with Riverboats a
    clearing across a river is adjacent."""
    snap = table()
    board = rules.board_of(snap)
    a, b = next((x, y) for x, y in board.rivers if y not in board.adjacent(x))
    snap = with_pieces(snap, {a: {(M, "warrior"): 4, (M, "sawmill"): 1}, b: {(E, "warrior"): 5}}, ruins=())
    from tablebot.games.root.bots import marquise

    dest, _ = marquise._destination(daylight(snap, M), a, "4.5.4")
    assert dest != b
    dest, _ = marquise._destination(daylight(snap, M, "riverboats"), a, "4.5.4")
    assert dest == b


# -- III Mercenaries ---------------------------------------------------------------------------
def test_mercenaries_rule_counts_the_riverfolk_warriors_for_the_buyer_in_daylight_only():
    snap = with_pieces(table(), {5: {(M, "warrior"): 2, (E, "warrior"): 3, (R, "warrior"): 2}}, ruins=())
    assert rules.rules(daylight(snap, M), E, 5)
    assert rules.rules(daylight(snap, M, "mercenaries"), M, 5)
    birdsong = daylight(snap, M, "mercenaries")
    birdsong = birdsong.model_copy(update={"turn": birdsong.turn.model_copy(update={"cursor": MarquiseCursor()})})
    assert not rules.rules(birdsong, M, 5)  # 9.2.3 III: Daylight and Evening
    # The Riverfolk keep counting their own warriors (ruling services-mercenaries-rule).
    alone = with_pieces(table(), {6: {(M, "warrior"): 1, (R, "warrior"): 3}}, ruins=())
    assert rules.rules(daylight(alone, M, "mercenaries"), M, 6)
    only_riverfolk = with_pieces(table(), {6: {(R, "warrior"): 3}}, ruins=())
    assert rules.ruler(only_riverfolk.place(6), frozenset({M})) is None


def test_a_bot_with_mercenaries_rolls_more_hits_and_splits_the_hits_it_takes():
    snap = with_pieces(table(), {5: {(M, "warrior"): 1, (E, "warrior"): 3, (R, "warrior"): 2}}, ruins=())
    pb = PendingBattle(clearing=5, attacker=M, defender=E, dice=(3, 3))
    plain, _, _ = battle.resolve_battle(daylight(snap, M), pb)  # type: ignore[misc]
    assert plain.attacker_hits == 1
    hired, _, why = battle.resolve_battle(daylight(snap, M, "mercenaries"), pb)  # type: ignore[misc]
    assert hired.attacker_hits == 3
    lost = {(r.faction, r.piece): r.count for r in hired.removals}
    # 3 hits taken: split evenly, the odd one on the Riverfolk warriors (ruling services-mercenaries-split).
    assert lost[(M, "warrior")] == 1 and lost[(R, "warrior")] == 2 and lost[(E, "warrior")] == 3
    assert "services.mercenaries_split" in [r.code for r in why]


def test_mercenaries_do_not_fight_the_riverfolk():
    snap = with_pieces(table(), {5: {(M, "warrior"): 1, (R, "warrior"): 3}}, ruins=())
    pb = PendingBattle(clearing=5, attacker=M, defender=R, dice=(3, 3))
    action, _, _ = battle.resolve_battle(daylight(snap, M, "mercenaries"), pb)  # type: ignore[misc]
    assert action.attacker_hits == 1


def test_a_buyer_with_mercenaries_is_not_defenceless_where_riverfolk_warriors_stand():
    snap = with_pieces(table(), {5: {(M, "sawmill"): 1, (R, "warrior"): 2, (E, "warrior"): 3}}, ruins=())
    pb = PendingBattle(clearing=5, attacker=E, defender=M, dice=(1, 2))
    plain, _, _ = battle.resolve_battle(daylight(snap, M), pb)  # type: ignore[misc]
    hired, _, _ = battle.resolve_battle(daylight(snap, M, "mercenaries"), pb)  # type: ignore[misc]
    assert plain.attacker_hits == 3 and plain.defender_hits == 0  # 2 rolled + 1 defenceless
    assert hired.attacker_hits == 2 and hired.defender_hits == 1


def test_a_human_buyer_battles_with_mercenaries_and_chooses_the_odd_hit():
    snap = with_pieces(table(), {5: {(E, "warrior"): 3, (M, "warrior"): 3, (R, "warrior"): 2}}, ruins=())
    snap = buy(snap, E, "mercenaries")
    fight = edits.HumanBattle(attacker=E, defender=M, clearing=5, dice=(3, 3))
    after = game.apply_edit(snap, fight)
    # The Eyrie deals 3; the Marquise deals 3: 1 to the Eyrie, 2 to the Riverfolk (rounded up)...
    assert after.place(5).count(M, "warrior") == 0
    assert after.place(5).count(E, "warrior") == 2 and after.place(5).count(R, "warrior") == 0
    # ...or the other way, as the human says.
    chosen = game.apply_edit(snap, fight.model_copy(update={"mercenary_hits": 1}))
    assert chosen.place(5).count(E, "warrior") == 1 and chosen.place(5).count(R, "warrior") == 1
    assert refusal(snap, fight.model_copy(update={"mercenary_hits": 3})) == "edit.services_split_uneven"


# -- traits of the Riverfolk bot (bots.json riverfolk_robots traits) ---------------------------------
def test_greedy_scores_when_the_leader_buys():
    snap = with_riverfolk_bot(("greedy",))
    leader = with_vp(with_vp(snap, E, 7), M, 7)
    assert buy(leader, E, "riverboats").faction(R).vp == leader.faction(R).vp + 1  # tied for most: none has more
    behind = with_vp(snap, M, 8)
    assert buy(behind, E, "riverboats").faction(R).vp == behind.faction(R).vp


def test_involved_counts_the_riverfolk_warriors_for_a_humans_enemies_unless_it_bought_mercenaries():
    snap = with_riverfolk_bot(("involved",))
    snap = with_pieces(snap, {5: {(E, "warrior"): 2, (M, "warrior"): 1, (R, "warrior"): 2}}, ruins=())
    assert services.market(snap)  # the Robots' Market is on the board
    # The Eyrie bought no Mercenaries: the Marquise counts the 2 Riverfolk warriors (1 + 2 against 2).
    assert rules.rules(snap, M, 5)
    fight = edits.HumanBattle(attacker=E, defender=M, clearing=5, dice=(3, 3))
    after = game.apply_edit(snap, fight)
    # The Marquise rolls up to 3 hits: both Eyrie warriors; its 2 hits taken split 1 and 1.
    assert after.place(5).count(E, "warrior") == 0
    assert after.place(5).count(M, "warrior") == 0 and after.place(5).count(R, "warrior") == 1
    bought = buy(snap, E, "mercenaries")
    assert rules.rules(bought, E, 5)
    after = game.apply_edit(bought, fight)
    # Now the Eyrie has them: the Marquise's 1 hit falls on a Riverfolk warrior (rounded up).
    assert after.place(5).count(M, "warrior") == 0 and after.place(5).count(E, "warrior") == 2
    assert after.place(5).count(R, "warrior") == 1


def test_involved_a_vagabond_buying_mercenaries_avoids_it_but_gains_no_benefit():
    from tablebot.games.root.service_effects import mercenary_buyers

    from .riverfolk_scenario import riverfolk_board

    snap = riverfolk_board({}, market=FULL, ruins=(), traits=("involved",), humans=(V,),
                           bots=("mechanical_marquise_2",))
    snap = snap.model_copy(update={"turn": TurnState(round=1, seat=[f.id for f in snap.factions].index(V))})
    assert mercenary_buyers(snap) == frozenset({M})  # the Vagabond's enemies but the Riverfolk
    bought = buy(snap, V, "mercenaries")
    assert bought.in_payments(R, "warrior") == 2  # paid with the Riverfolk's warriors
    assert mercenary_buyers(bought) == frozenset()


def test_with_mercenaries_a_human_chooses_only_among_the_losses_of_its_own_share():
    """The Alliance attacks with Mercenaries: of the Marquise's 3 hits, 2 fall on the Riverfolk
    warriors and 1 on the Alliance's own warrior; its base and sympathy are not at stake, so the
    table is not asked which of them goes (Law of Root 4.3.3 on its share only)."""
    snap = with_pieces(table(A), {5: {(A, "warrior"): 1, (A, "base_rabbit"): 1, (A, "sympathy"): 2,
                                      (M, "warrior"): 3, (R, "warrior"): 2}}, ruins=())
    snap = buy(snap, A, "mercenaries")
    fight = edits.HumanBattle(attacker=A, defender=M, clearing=5, dice=(3, 3))
    assert edits.human_battle_choice(snap, fight) is None
    after = game.apply_edit(snap, fight)
    assert after.place(5).count(A, "warrior") == 0 and after.place(5).count(R, "warrior") == 0
    assert after.place(5).count(A, "base_rabbit") == 1 and after.place(5).count(A, "sympathy") == 2


def test_the_odd_hit_is_a_question_only_when_the_hits_are_odd():
    snap = with_pieces(table(), {5: {(E, "warrior"): 3, (M, "warrior"): 3, (R, "warrior"): 2}}, ruins=())
    fight = edits.HumanBattle(attacker=E, defender=M, clearing=5, dice=(3, 3))
    assert edits.mercenary_odd_hit(snap, fight) is None  # no Mercenaries bought
    hired = buy(snap, E, "mercenaries")
    assert edits.mercenary_odd_hit(hired, fight) == 3
    assert edits.mercenary_odd_hit(hired, fight.model_copy(update={"dice": (2, 2)})) is None  # 2 hits: 1 and 1
