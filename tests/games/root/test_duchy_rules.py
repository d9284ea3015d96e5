"""Drillbit Duchy engine tests, one per numbered rule and tie-breaker of Law of Rootbotics section 10
(the worked example is test_duchy_golden.py). Each test sets the cursor at the step it checks."""

import pytest

from tablebot.games.root import edits as duchy_edits
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskDice,
    Battle,
    Build,
    Compound,
    DiceAnswer,
    Move,
    Nothing,
    PlaceWarriors,
    RemovePieces,
    Score,
    SetBoard,
)
from tablebot.games.root.bots import duchy, flow
from tablebot.games.root.bots.duchy_state import DuchyBoard, DuchyCursor
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig

from .duchy_scenario import D, crowned, duchy_board
from .scenario import card, codes

M, E, A = "marquise", "eyrie", "alliance"
B = "burrow"


def at(snap, phase, suit="fox", **fields):
    cur = DuchyCursor(phase=phase, order=card(suit), **fields)
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def step(snap, phase, suit="fox", **fields):
    return game.next_step(at(snap, phase, suit, **fields))


def run(snap, phase, suit="fox", *, until=None, dice=(), **fields):
    """Apply the Duchy's steps from `phase` until the cursor reaches `until`; returns (snap, steps)."""
    snap = at(snap, phase, suit, **fields)
    dice = list(dice)
    seen = []
    for _ in range(60):
        cur = snap.turn.cursor
        if cur is None or flow.effective_cursor(snap, cur, duchy._HANDLERS).phase == until:
            return snap, seen
        s = game.next_step(snap)
        if isinstance(getattr(s, "question", None), AskDice):
            snap = game.answer(snap, s, DiceAnswer(dice=dice.pop(0)))
            continue
        seen.append(s)
        snap = game.apply_step(snap, s)
    raise AssertionError("did not reach " + str(until))


# -- 10.2 the Price of Failure and the Burrow ----------------------------------------------------
def test_price_of_failure_takes_the_crown_nearest_the_base():
    snap = duchy_board({5: {(D, "citadel"): 1}}, crowned=("captain", "mayor", "baron_of_dirt"))
    board, why = duchy.price_of_failure(snap, (duchy.Removal(faction=D, piece="citadel", clearing=5),))
    assert board.crowned == ("captain", "mayor")
    assert why[0].code == "duchy.price_of_failure"
    # Warriors and tunnels removed cost nothing.
    assert duchy.price_of_failure(snap, (duchy.Removal(faction=D, piece="tunnel", clearing=5),))[0] is None


def test_foundations_takes_the_lowest_crown_of_a_suit_where_a_building_fell():
    snap = duchy_board({5: {(D, "citadel"): 1}}, crowned=("captain", "marshal", "mayor"), traits=("foundations",))
    board, _ = duchy.price_of_failure(snap, (duchy.Removal(faction=D, piece="citadel", clearing=5),))
    assert board.crowned == ("captain", "mayor")  # 5 is a rabbit clearing: the Marshal goes


def test_a_duchy_battle_that_loses_a_citadel_loses_a_crown():
    snap = duchy_board({8: {(D, "warrior"): 1, (D, "citadel"): 1, (M, "warrior"): 3}}, crowned=("captain", "banker"))
    snap = at(snap, "daylight_battle")
    prompt = game.next_step(snap)
    snap = game.answer(snap, prompt, DiceAnswer(dice=(3, 3)))
    s = game.next_step(snap)
    assert isinstance(s.action, Battle)
    assert ("10.2.1", "duchy.price_of_failure") in codes(s)
    after = game.apply_step(snap, s)
    assert crowned(after) == ("captain",)


def test_the_burrow_is_a_place_ruled_by_the_duchy_adjacent_to_tunnels_only_for_it():
    snap = duchy_board({5: {(D, "tunnel"): 1}, 9: {(D, "tunnel"): 1}})
    assert snap.places[-1].id == B
    assert rules.ruler(snap.place(B)) == D
    assert rules.tunnel_clearings(snap) == (5, 9)
    assert B in rules.adjacent_places(snap, D, 5)
    assert rules.adjacent_places(snap, D, B) == (5, 9)
    assert B not in rules.adjacent_places(snap, M, 5)
    assert rules.placement_refusal(snap, M, "warrior", B).code == "retry.burrow_duchy_only"
    assert rules.placement_refusal(snap, D, "citadel", B).code == "retry.burrow_warriors_only"
    assert rules.placement_refusal(snap, D, "warrior", B) is None


def test_no_burrow_without_the_duchy():
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
                                           SeatConfig(faction=E)), keep_corner=1))
    assert all(p.id != B for p in snap.places)


def test_a_human_duchy_has_the_burrow_too():
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")),
                                           SeatConfig(faction=D)), keep_corner=1))
    assert snap.places[-1].id == B and snap.place(B).stacks == ()


# -- 10.3 setup --------------------------------------------------------------------------------
def test_setup_surfaces_diagonally_opposite_another_bots_start():
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=D, bot=BotConfig(bot="drillbit_duchy")),
                                           SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2"))),
                                    keep_corner=1))
    # The Keep is in corner 1; its diagonal opposite is 3.
    assert snap.place(3).count(D, "warrior") == 2 and snap.place(3).count(D, "tunnel") == 1
    for c in rules.board_of(snap).adjacent(3):
        assert snap.place(c).count(D, "warrior") == 2
    assert snap.on_board(D, "warrior") == 2 + 2 * len(rules.board_of(snap).adjacent(3))
    assert rules.in_supply(snap, D, "citadel") == 3 and rules.in_supply(snap, D, "market") == 3
    assert snap.faction(D).board == DuchyBoard()
    assert ("10.3.3", "setup.duchy_opposite") in [(r.rule, r.code) for r in snap.log]


def test_setup_cards_crown_the_highest_minister_of_their_suit():
    snap = duchy_board({})
    assert duchy.setup_draws(snap.faction(D).bot) == 2
    snap = duchy.take_setup_card(snap, D, card("fox", name="Anvil"))
    snap = duchy.take_setup_card(snap, D, card("fox", name="Sword"))
    assert crowned(snap) == ("captain", "brigadier")
    assert snap.discard[-2:] == ("Anvil", "Sword")
    snap = duchy.take_setup_card(snap, D, card("bird"))
    assert crowned(snap) == ("captain", "marshal", "brigadier")  # bird: the highest uncrowned (ruling)
    assert [(r.rule, r.code) for r in snap.log[-2:]] == [("10.3.5", "setup.duchy_card"),
                                                         ("ruling:duchy-setup-bird-card", "setup.duchy_crown")]


# -- 10.4 birdsong -----------------------------------------------------------------------------
@pytest.mark.parametrize(("difficulty", "citadels", "foremole", "expected"), [
    ("normal", 0, False, 2), ("easy", 0, False, 1), ("challenging", 1, False, 4), ("nightmare", 2, True, 6),
])
def test_recruit_by_difficulty_moles_and_foremole(difficulty, citadels, foremole, expected):
    pieces = {c: {(D, "citadel"): 1} for c in (5, 8)[:citadels]}
    snap = duchy_board(pieces, crowned=("foremole",) if foremole else (), difficulty=difficulty)
    s = step(snap, "birdsong_recruit")
    assert s.action == PlaceWarriors(faction=D, targets=((B, expected),))


def test_recruit_is_capped_by_the_supply():
    snap = duchy_board({8: {(D, "warrior"): 19}})
    s = step(snap, "birdsong_recruit")
    assert s.action == PlaceWarriors(faction=D, targets=((B, 1),))
    assert ("ruling:supply-short", "duchy.recruit_short") in codes(s)


# -- 10.5.1 dig --------------------------------------------------------------------------------
def test_dig_needs_four_in_the_burrow():
    snap = duchy_board({B: {(D, "warrior"): 3}})
    s = step(snap, "daylight_dig")
    assert isinstance(s.action, Nothing) and ("10.5.1", "dig.burrow_short") in codes(s)


def test_dig_most_empty_slots_then_fewest_warriors():
    # Fox clearings: 1 (1 slot), 6 (2, a ruin: 1 free), 8 (2), 12 (2, a ruin: 1 free).
    snap = duchy_board({B: {(D, "warrior"): 5}, 8: {(M, "warrior"): 1}})
    s = step(snap, "daylight_dig")
    assert s.action == Compound(parts=(PlaceWarriors(faction=D, piece="tunnel", targets=((8, 1),)),
                                       Move(faction=D, origin=B, dest=8, count=4)))
    # With a warrior in 8 and a free slot more in 6 (ruin gone), fewest warriors decides: 6.
    snap = duchy_board({B: {(D, "warrior"): 5}, 8: {(M, "warrior"): 1}}, ruins=(12,))
    s = step(snap, "daylight_dig")
    assert s.action.parts[0].targets == ((6, 1),)
    assert ("10.5.1", "dig.fewest_warriors") in codes(s)


def test_dig_skips_clearings_with_a_tunnel_or_a_duchy_building():
    snap = duchy_board({B: {(D, "warrior"): 4}, 8: {(D, "tunnel"): 1}, 6: {(D, "market"): 1}}, ruins=())
    s = step(snap, "daylight_dig")
    assert s.action.parts[0].targets == ((12, 1),)


def test_dig_on_a_bird_order_most_enemy_buildings_and_tokens():
    snap = duchy_board({B: {(D, "warrior"): 4}, 7: {(A, "sympathy"): 1, (M, "workshop"): 1}, 3: {(M, "sawmill"): 1}},
                       humans=(M, A))
    s = step(snap, "daylight_dig", "bird")
    assert s.action.parts[0].targets == ((7, 1),)
    assert ("10.5.1", "dig.most_enemy_buildings_tokens") in codes(s)


def test_dig_retries_where_the_keep_forbids_the_tunnel():
    snap = duchy_board({B: {(D, "warrior"): 4}, 8: {(M, "keep"): 1}})
    s = step(snap, "daylight_dig")
    assert s.action.parts[0].targets != ((8, 1),)
    assert ("2.3", "retry.keep_forbids") in codes(s)


def test_dig_without_a_tunnel_in_the_supply_takes_the_one_with_fewest_duchy_warriors():
    snap = duchy_board({B: {(D, "warrior"): 4}, 2: {(D, "tunnel"): 1, (D, "warrior"): 3},
                        3: {(D, "tunnel"): 1, (D, "warrior"): 1}, 4: {(D, "tunnel"): 1, (D, "warrior"): 1}})
    s = step(snap, "daylight_dig")
    assert s.action.parts[0] == Move(faction=D, piece="tunnel", origin=3, dest=8)


def test_overwhelm_digs_twice_with_three():
    snap = duchy_board({B: {(D, "warrior"): 6}}, traits=("overwhelm",))
    snap, seen = run(snap, "daylight_dig", until="daylight_battle")
    digs = [s.action for s in seen if isinstance(s.action, Compound)]
    assert [d.parts[-1].count for d in digs] == [3, 3]
    assert snap.place(B).count(D, "warrior") == 0


def test_invaders_dig_most_enemy_buildings_then_fewest_enemy_warriors():
    snap = duchy_board({B: {(D, "warrior"): 4}, 6: {(M, "workshop"): 1, (M, "warrior"): 2},
                        12: {(M, "sawmill"): 1}}, traits=("invaders",))
    s = step(snap, "daylight_dig")
    assert s.action.parts[0].targets == ((12, 1),)
    assert ("trait:invaders", "dig.fewest_enemy_warriors") in codes(s)


# -- 10.5.2 battle -----------------------------------------------------------------------------
def test_battle_in_every_ordered_clearing_defender_most_buildings_pieces_vp():
    snap = duchy_board({1: {(D, "warrior"): 2, (M, "warrior"): 3, (E, "roost"): 1},
                        8: {(D, "warrior"): 2, (M, "warrior"): 2, (E, "warrior"): 2},
                        12: {(D, "warrior"): 2, (M, "warrior"): 1, (E, "warrior"): 2}},
                       vp={M: 3, E: 5})
    snap, seen = run(snap, "daylight_battle", until="daylight_build", dice=[(0, 0)] * 3)
    battles = [s for s in seen if isinstance(s.action, Battle)]
    assert [(b.action.clearing, b.action.defender) for b in battles] == [(1, E), (8, E), (12, E)]
    assert ("10.5.2", "defender.most_buildings") in codes(battles[0])
    assert ("10.5.2", "defender.most_vp") in codes(battles[1])
    assert ("10.5.2", "defender.most_pieces") in codes(battles[2])


def test_captain_adds_a_hit_only_where_a_tunnel_is():
    base = {8: {(D, "warrior"): 2, (M, "warrior"): 3}}
    with_tunnel = {8: {(D, "warrior"): 2, (D, "tunnel"): 1, (M, "warrior"): 3}}
    for pieces, hits in ((base, 1), (with_tunnel, 2)):
        snap = at(duchy_board(pieces, crowned=("captain",)), "daylight_battle")
        snap = game.answer(snap, game.next_step(snap), DiceAnswer(dice=(1, 0)))
        assert game.next_step(snap).action.attacker_hits == hits
    snap = at(duchy_board(with_tunnel), "daylight_battle")  # no crown, no extra hit
    snap = game.answer(snap, game.next_step(snap), DiceAnswer(dice=(1, 0)))
    assert game.next_step(snap).action.attacker_hits == 1


# -- 10.5.3 build ------------------------------------------------------------------------------
def test_build_a_citadel_with_nine_in_the_supply_in_the_ruled_clearing_with_most_warriors():
    snap = duchy_board({8: {(D, "warrior"): 3}, 5: {(D, "warrior"): 5}})
    s = step(snap, "daylight_build")
    assert s.action == Build(faction=D, piece="citadel", clearing=5)
    snap = duchy_board({8: {(D, "warrior"): 3}, 5: {(D, "warrior"): 9}})
    assert step(snap, "daylight_build").action == Build(faction=D, piece="market", clearing=5)


def test_build_skips_a_full_clearing_and_scores_when_nothing_can_be_placed():
    snap = duchy_board({1: {(D, "warrior"): 5, (D, "market"): 1}, 8: {(D, "warrior"): 2}})
    assert step(snap, "daylight_build").action == Build(faction=D, piece="citadel", clearing=8)
    snap = duchy_board({1: {(D, "warrior"): 5, (D, "market"): 1}})
    s = step(snap, "daylight_build")
    assert s.action == Score(faction=D, vp=1) and ("10.5.3", "duchy.build_none_vp") in codes(s)


def test_invaders_battles_everywhere_when_no_slot_is_free():
    snap = duchy_board({1: {(D, "warrior"): 5, (D, "market"): 1, (M, "warrior"): 1}}, traits=("invaders",))
    snap, seen = run(snap, "daylight_build", until="ministers", dice=[(0, 0)])
    assert ("trait:invaders", "duchy.invaders_battle") in codes(seen[0])
    assert [s.action.clearing for s in seen if isinstance(s.action, Battle)] == [1]


# -- 10.5.4 / 10.7 the ministers ---------------------------------------------------------------
def test_ministers_act_top_to_bottom_abilities_skipped():
    snap = duchy_board({5: {(D, "citadel"): 1, (D, "warrior"): 3}, 8: {(D, "market"): 1, (D, "warrior"): 1},
                        12: {(D, "warrior"): 6}, 2: {(D, "tunnel"): 1}, 3: {(D, "tunnel"): 1},
                        4: {(D, "tunnel"): 1}},
                       crowned=("captain", "marshal", "foremole", "mayor", "earl_of_stone", "baron_of_dirt",
                                "duchess_of_mud"))
    snap, seen = run(snap, "ministers", until="evening_rally", minister=0)
    assert seen[0].action == PlaceWarriors(faction=D, targets=((8, 1),))  # Marshal: fewest with a building
    assert seen[1].action == Compound(parts=(RemovePieces(removals=(duchy.Removal(faction=D, piece="warrior",
                                                                                  clearing=12),)),
                                             Score(faction=D, vp=1)))  # Mayor
    assert [s.action for s in seen[2:]] == [Score(faction=D, vp=1), Score(faction=D, vp=1), Score(faction=D, vp=2)]


def test_mayor_may_take_from_the_burrow():
    snap = duchy_board({B: {(D, "warrior"): 6}, 8: {(D, "warrior"): 2}}, crowned=("mayor",))
    s = step(snap, "ministers")
    assert s.action.parts[0].removals[0].clearing == B
    assert ("ruling:duchy-burrow-is-a-clearing", "mayor.burrow") in codes(s)
    assert game.apply_step(at(snap, "ministers"), s).place(B).count(D, "warrior") == 5


def test_brigadier_digs_with_three_most_enemy_buildings_and_tokens_first():
    snap = duchy_board({B: {(D, "warrior"): 3}, 12: {(M, "sawmill"): 1}}, crowned=("brigadier",))
    s = step(snap, "ministers")
    assert s.action.parts[0].targets == ((12, 1),)
    assert s.action.parts[-1] == Move(faction=D, origin=B, dest=12, count=3)
    assert ("10.7.4", "dig.most_enemy_buildings_tokens") in codes(s)
    snap = duchy_board({B: {(D, "warrior"): 2}}, crowned=("brigadier",))
    assert isinstance(step(snap, "ministers").action, Nothing)


def test_banker_builds_and_duchess_needs_every_tunnel():
    snap = duchy_board({8: {(D, "warrior"): 2}, 2: {(D, "tunnel"): 1}}, crowned=("banker", "duchess_of_mud"))
    snap, seen = run(snap, "ministers", until="evening_rally")
    assert seen[0].action == Build(faction=D, piece="citadel", clearing=8)
    assert isinstance(seen[1].action, Nothing) and ("10.7.9", "duchy.score_tunnels") in codes(seen[1])


# -- 10.6 evening ------------------------------------------------------------------------------
def test_rally_to_the_adjacent_building_clearing_with_fewest_warriors_else_the_burrow():
    # Fox order: 8 (2 warriors, no building) rallies to 7 (building, 1 warrior) rather than 4 (3).
    snap = duchy_board({8: {(D, "warrior"): 2}, 7: {(D, "market"): 1, (D, "warrior"): 1},
                        4: {(D, "citadel"): 1, (D, "warrior"): 3}, 6: {(D, "warrior"): 1}})
    snap, seen = run(snap, "evening_rally", until="evening_return")
    assert seen[0].action == Move(faction=D, origin=6, dest=B, count=1)  # 6: no adjacent building
    assert ("10.6.1", "rally.no_destination") in codes(seen[0])
    assert seen[1].action == Move(faction=D, origin=8, dest=7, count=2)


def test_all_but_four_go_back_to_the_burrow():
    snap = duchy_board({8: {(D, "warrior"): 7}, 5: {(D, "warrior"): 5}, 12: {(D, "warrior"): 4}})
    s = step(snap, "evening_return")
    assert s.action == Compound(parts=(Move(faction=D, origin=5, dest=B, count=1),
                                       Move(faction=D, origin=8, dest=B, count=3)))


def test_score_markets_and_sway():
    snap = duchy_board({8: {(D, "market"): 1}, 5: {(D, "market"): 1}}, crowned=("captain",))
    assert step(snap, "evening_score").action == Score(faction=D, vp=2)
    s = step(snap, "evening_sway", "fox")
    assert s.action == SetBoard(faction=D, board=DuchyBoard(crowned=("captain", "brigadier")))
    s = step(snap, "evening_sway", "bird")
    assert s.action.board.crowned == ("captain", "duchess_of_mud")
    snap = duchy_board({}, crowned=("captain", "brigadier", "earl_of_stone"))
    s = step(snap, "evening_sway", "fox")
    assert s.action.board.crowned[-1] == "duchess_of_mud"
    assert ("ruling:duchy-sway-none-ordered", "sway.suit_all_crowned") in codes(s)


def test_nightmare_scores_one_per_two_players():
    snap = duchy_board({}, difficulty="nightmare", humans=(M, E))
    s = step(snap, "evening_difficulty")
    assert s.action == Score(faction=D, vp=2)
    # Below Nightmare the step passes silently to the discard.
    assert step(duchy_board({}), "evening_difficulty").action.kind == "discard"


def test_a_whole_turn_ends_and_hands_over():
    snap = duchy_board({8: {(D, "warrior"): 2}})
    snap = game.answer(snap, game.next_step(snap), duchy.OrderCardAnswer(card=card("fox", name="Anvil")))
    for _ in range(40):
        s = game.next_step(snap)
        if getattr(s, "kind", "") == "human_turn":
            break
        snap = game.apply_step(snap, s)
    assert snap.current_faction().id != D
    assert crowned(snap) == ("captain",)  # a fox order: the highest fox minister is crowned


# -- trait Investors ---------------------------------------------------------------------------
def test_investors_asks_after_a_human_removes_duchy_buildings():
    snap = duchy_board({8: {(D, "citadel"): 1, (D, "warrior"): 1}}, traits=("investors",), vp={D: 5})
    human = snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": 1, "cursor": None})})
    after = game.apply_edit(human, duchy_edits.RemovePiece(faction=D, piece="citadel", place=8))
    assert duchy.investors_clearings(human, after) == (8,)
    # Only Duchy buildings, only on a human's turn, only with the trait.
    moved = game.apply_edit(human, duchy_edits.RemovePiece(faction=D, piece="warrior", place=8))
    assert duchy.investors_clearings(human, moved) == ()
    assert duchy.investors_clearings(at(snap, "ministers"), game.apply_edit(
        at(snap, "ministers"), duchy_edits.RemovePiece(faction=D, piece="citadel", place=8))) == ()
    paid = game.apply_edit(after, duchy_edits.Investors(clearing=8, discarded=True))
    assert paid.faction(D).vp == 4
    swayed = game.apply_edit(after, duchy_edits.Investors(clearing=8, discarded=False))
    assert crowned(swayed) == ("captain",)  # 8 is a fox clearing: the highest fox minister
    plain = duchy_board({8: {(D, "citadel"): 1}})
    with pytest.raises(duchy_edits.IllegalEdit):
        game.apply_edit(plain, duchy_edits.Investors(clearing=8, discarded=True))


# -- through the shared hooks (bots/hooks.py) -----------------------------------------------------
def test_a_human_battle_that_removes_a_duchy_building_costs_a_crown():
    snap = duchy_board({8: {(D, "market"): 1, (M, "warrior"): 3}}, crowned=("captain", "mayor"))
    after = game.apply_edit(snap, duchy_edits.HumanBattle(attacker=M, defender=D, clearing=8, dice=(2, 0)))
    assert after.place(8).count(D, "market") == 0
    assert crowned(after) == ("captain",)


def test_a_duchy_building_dragged_off_the_map_costs_a_crown_a_warrior_does_not():
    snap = duchy_board({8: {(D, "citadel"): 1, (D, "warrior"): 2}}, crowned=("marshal", "banker"))
    after = game.apply_edit(snap, duchy_edits.RemovePiece(faction=D, piece="warrior", place=8))
    assert crowned(after) == ("marshal", "banker")
    after = game.apply_edit(after, duchy_edits.RemovePiece(faction=D, piece="citadel", place=8))
    assert crowned(after) == ("marshal",)


def test_the_setup_cards_through_the_hooks():
    from tablebot.games.root.bots import hooks

    snap = duchy_board({})
    assert hooks.setup_draws(snap.faction(D).bot) == 2
    snap = hooks.take_setup_card(snap, D, card("mouse", name="Favor of the Mice"))
    assert crowned(snap) == ("foremole",)


def test_other_bots_start_corners_the_keep_and_a_bots_roost():
    snap = duchy_board({2: {(M, "keep"): 1, (M, "warrior"): 1}, 3: {(E, "roost"): 1}, 4: {(M, "sawmill"): 1}},
                       humans=(), bots=("mechanical_marquise_2", "electric_eyrie"))
    assert duchy.bot_start_corners(snap) == (2, 3)
    # A human Marquise: its Keep (as the table gave it) is a start to be opposite to, not a bot's.
    seats = (SeatConfig(faction=M), SeatConfig(faction=D, bot=BotConfig(bot="drillbit_duchy")))
    for seed in range(4):
        snap = game.new_game(GameConfig(seats=seats, seed=seed, keep_corner=2))
        assert snap.place(4).count(D, "tunnel") == 1  # 4 is diagonally opposite 2


def test_marshal_with_an_empty_supply_places_nothing_and_says_why():
    snap = duchy_board({8: {(D, "warrior"): 20, (D, "market"): 1}}, crowned=("marshal",))
    s = step(snap, "ministers")
    assert isinstance(s.action, Nothing) and ("10.7.2", "marshal.supply_empty") in codes(s)


def test_a_new_game_asks_the_two_setup_cards_and_crowns_their_ministers():
    snap = game.new_game(GameConfig(seats=(SeatConfig(faction=D, bot=BotConfig(bot="drillbit_duchy")),
                                           SeatConfig(faction=M)), seed=1))
    assert snap.turn.setup_draws == ((D, 2),)
    for c in (card("fox", name="Anvil"), card("mouse", name="Favor of the Mice")):
        prompt = game.next_step(snap)
        assert prompt.question.kind == "order_card" and prompt.question.purpose == "setup"
        snap = game.answer(snap, prompt, duchy.OrderCardAnswer(card=c))
    assert crowned(snap) == ("captain", "foremole")
    first = game.next_step(snap)
    assert first.question.purpose == "birdsong"  # then the Duchy's first Birdsong
