"""Electric Eyrie, rule by rule (Law of Rootbotics 5, with 1-2). Each test builds a small board where
only the rule under test decides, plays the bot's turn and checks what the table would see."""

import pytest

from tablebot.core.steps import IllegalAnswer
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskDice,
    Battle,
    Build,
    Compound,
    Craft,
    DiceAnswer,
    Nothing,
    PlaceWarriors,
    RootPrompt,
    Score,
)
from tablebot.games.root.bots import eyrie
from tablebot.games.root.bots.eyrie_state import EyrieBoard
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig

from .eyrie_scenario import decree_counts, eyrie_board, eyrie_game
from .scenario import card, codes, play, steps_of

E, M, A, V = "eyrie", "marquise", "alliance", "vagabond"
ROOST = (E, "roost")
W = (E, "warrior")
MW = (M, "warrior")


def turn(snap, order=("fox", None), dice=None, removals=()):
    """Play the Eyrie's whole turn with one order card (suit, item) and the given dice."""
    suit, item = order
    n_dice = dice if dice is not None else [(0, 0)] * 12
    return play(snap, orders=[card(suit, item)], dice=list(n_dice), removals=list(removals))


def of_kind(seen, kind):
    return [s for s in steps_of(seen) if s.action.kind == kind]


def dice_prompts(seen):
    return [s for s in seen if isinstance(s, RootPrompt) and isinstance(s.question, AskDice)]


def step_with(seen, code):
    for s in seen:
        if any(r.code == code for r in s.reasons):
            return s
    raise AssertionError(f"no step with {code}")


def param(step, code, name):
    return next(r for r in step.reasons if r.code == code).param(name)


# -- setup 5.3 -------------------------------------------------------------------------------
def eyrie_seat(**kw):
    return SeatConfig(faction=E, bot=BotConfig(bot="electric_eyrie", **kw))


@pytest.mark.parametrize("keep", [1, 2, 3, 4])
def test_setup_opposite_the_bot_marquises_keep(keep):
    snap = game.new_game(GameConfig(seats=(eyrie_seat(), SeatConfig(faction=M, bot=BotConfig(
        bot="mechanical_marquise_2"))), keep_corner=keep))
    board = rules.board_of(snap)
    corner = board.clearing(keep).opposite_corner
    assert snap.place(corner).count(E, "roost") == 1 and snap.place(corner).count(E, "warrior") == 6  # 5.3.2
    assert snap.on_board(E, "warrior") == 6 and rules.in_supply(snap, E, "warrior") == 14  # 5.3.1: 20
    assert rules.in_supply(snap, E, "roost") == 6  # 5.3.4: the rest on the track
    assert any(r.code == "setup.roost_opposite_keep" and r.param("keep") == keep for r in snap.log)
    assert decree_counts(snap) == {"fox": 0, "mouse": 0, "rabbit": 0, "bird": 2}  # 5.3.3
    board_state = snap.faction(E).board
    assert isinstance(board_state, EyrieBoard) and all(d.vizier for d in board_state.decree)


def test_setup_opposite_a_human_marquises_keep_corner():
    snap = eyrie_game(humans=(M,), keep_corner=2)
    assert snap.place(4).count(E, "roost") == 1
    assert any(r.code == "setup.roost_opposite_keep" for r in snap.log)


def test_setup_human_marquise_keep_unknown_is_random_and_logged():
    snap = eyrie_game(humans=(M,), keep_corner=None)
    log = next(r for r in snap.log if r.code == "setup.roost_keep_unknown")
    assert log.rule == "ruling:keep-unknown" and snap.place(log.param("clearing")).count(E, "roost") == 1


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7, 8])
def test_setup_without_marquise_random_corner_seeded(seed):
    a = eyrie_game(humans=(A,), seed=seed, keep_corner=None)
    b = eyrie_game(humans=(A,), seed=seed, keep_corner=None)
    assert a == b
    log = next(r for r in a.log if r.code == "setup.roost_random")
    assert log.rule == "5.3.2" and log.param("clearing") in rules.board_of(a).corners()
    assert a.place(log.param("clearing")).count(E, "warrior") == 6


def test_setup_random_corner_varies_with_seed():
    corners = {next(r for r in eyrie_game(humans=(A,), seed=s, keep_corner=None).log
                    if r.code == "setup.roost_random").param("clearing") for s in range(1, 30)}
    assert len(corners) > 1


@pytest.mark.parametrize(("difficulty", "printing", "expected", "code"), [
    ("easy", "original_2020", 1, "setup.one_vizier"),
    ("challenging", "original_2020", 3, "setup.ambush_in_decree"),
    ("nightmare", "original_2020", 3, "setup.ambush_in_decree"),
    ("easy", "directors_cut", 2, "setup.viziers"),
    ("challenging", "directors_cut", 2, "setup.viziers"),
])
def test_setup_decree_by_difficulty(difficulty, printing, expected, code):
    snap = eyrie_game(difficulty=difficulty, printing=printing)
    assert decree_counts(snap)["bird"] == expected
    reason_ = next(r for r in snap.log if r.code == code)
    if code != "setup.viziers":
        assert reason_.rule == "difficulty:" + difficulty
    board = snap.faction(E).board
    assert sum(1 for d in board.decree if d.vizier) == (1 if difficulty == "easy" and printing == "original_2020" else 2)


# -- Birdsong 5.4 ----------------------------------------------------------------------------
def test_craft_available_item_scores_one_vp():
    snap = eyrie_board({8: {ROOST: 1}}, viziers=0)
    end, seen = turn(snap, ("fox", "hammer"))
    craft = of_kind(seen, "craft")[0]
    assert craft.action == Craft(faction=E, item="hammer", card="Anvil (fox)", vp=1)
    assert ("1.1.2", "craft.one_vp") in codes(craft)
    assert end.item_count("hammer") == 0


def test_no_craft_when_item_gone_or_none():
    snap = eyrie_board({8: {ROOST: 1}}, viziers=0, items={"sword": 0})
    _, seen = turn(snap, ("fox", "sword"))
    assert not of_kind(seen, "craft") and ("1.1.1", "craft.item_gone") in codes(steps_of(seen)[0])
    _, seen = turn(snap, ("fox", None))
    assert ("5.4.2", "craft.no_item") in codes(steps_of(seen)[0])


@pytest.mark.parametrize("suit", ["fox", "mouse", "rabbit", "bird"])
def test_order_card_goes_to_its_column(suit):
    snap = eyrie_board({8: {ROOST: 1, W: 1}, 12: {W: 1}})  # it can build in 12: no Turmoil purges the card
    end, seen = turn(snap, (suit, None))
    counts = decree_counts(end)
    assert counts[suit] == (3 if suit == "bird" else 1)
    assert end.discard == ()  # never discarded: it is in the Decree
    assert ("5.4.3", "decree.add") in codes(of_kind(seen, "set_board")[0])


def test_a_card_that_cannot_be_is_refused():
    snap = eyrie_board({8: {ROOST: 1}})
    prompt = game.next_step(snap)
    with pytest.raises(IllegalAnswer):
        from tablebot.games.root.actions import OrderCardAnswer
        game.answer(snap, prompt, OrderCardAnswer(card=card("bird", "hammer")))


def test_new_roost_in_highest_priority_ordered_clearing():
    snap = eyrie_board({}, viziers=0)
    end, seen = turn(snap, ("mouse", None))
    step = step_with(seen, "new_roost.place")
    assert isinstance(step.action, Compound)
    assert step.action.parts == (Build(faction=E, piece="roost", clearing=2),
                                 PlaceWarriors(faction=E, targets=((2, 4),)))
    assert end.place(2).count(E, "roost") == 1


def test_new_roost_skips_full_and_keep_clearings():
    # Fox clearings 1, 6, 8, 12: the Keep is in 1, 6 is full (ruin + a sawmill) -> 8.
    snap = eyrie_board({1: {(M, "keep"): 1}, 6: {(M, "sawmill"): 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    step = step_with(seen, "new_roost.place")
    assert step.action.parts[0] == Build(faction=E, piece="roost", clearing=8)
    assert ("2.3", "retry.keep_forbids") in codes(step) and ("2.3", "retry.no_free_slot") in codes(step)


def test_new_roost_with_bird_order_goes_anywhere():
    snap = eyrie_board({}, viziers=0)
    _, seen = turn(snap, ("bird", None))
    step = step_with(seen, "new_roost.place")
    assert step.action.parts[0].clearing == 1
    assert ("ruling:bird-order-any-clearing", "new_roost.bird_order") in codes(step)


def test_new_roost_short_supply_places_what_there_is():
    snap = eyrie_board({5: {W: 17}}, viziers=0)  # 3 left in supply
    _, seen = turn(snap, ("mouse", None))
    step = step_with(seen, "new_roost.place")
    assert step.action.parts[1] == PlaceWarriors(faction=E, targets=((2, 3),))
    assert ("ruling:supply-short", "recruit.supply_short") in codes(step)


def test_new_roost_nowhere_is_turmoil_and_skips_daylight():
    # Every fox clearing refuses a roost: the Keep in 1, no free slot in 6, 8, 12.
    snap = eyrie_board({1: {(M, "keep"): 1}, 6: {(M, "sawmill"): 1}, 8: {(M, "sawmill"): 2},
                        12: {(M, "workshop"): 1}, 5: {W: 3}}, vp={E: 5})
    end, seen = turn(snap, ("fox", None))
    step = step_with(seen, "new_roost.nowhere")
    assert ("ruling:new-roost-turmoil", "turmoil.falls") in codes(step)
    kinds = [s.action.kind for s in steps_of(seen)]
    assert kinds == ["nothing", "set_board", "nothing", "score", "compound", "nothing", "end_turn"]
    assert not of_kind(seen, "place") and not of_kind(seen, "move")
    assert end.faction(E).vp == 3  # two viziers humiliate
    assert decree_counts(end) == {"fox": 0, "mouse": 0, "rabbit": 0, "bird": 2}
    assert end.discard == ("fox",)  # the order card (a fox card without an item) is purged


# -- Daylight 5.5.1: the Decree, column by column ---------------------------------------------
def test_columns_resolve_left_to_right_recruit_then_move_then_battle():
    pieces = {8: {ROOST: 1, W: 3}, 7: {ROOST: 1, W: 3}, 3: {ROOST: 1, W: 3}}
    snap = eyrie_board(pieces, decree={"mouse": ["Sword"], "rabbit": ["Bake Sale"]})
    _, seen = turn(snap, ("fox", None))
    kinds = [s.action.kind for s in steps_of(seen)][3:]
    # 4 columns recruit, then 4 moves, no battle possible (4 nothing steps), then build, score.
    assert kinds[:4] == ["place"] * 4 and kinds[4:8] == ["move"] * 4 and kinds[8:12] == ["nothing"] * 4
    columns = [s.reasons[0].param("column") for s in steps_of(seen)[3:15]]
    assert columns == ["fox", "mouse", "rabbit", "bird"] * 3


def test_empty_column_is_skipped():
    snap = eyrie_board({8: {ROOST: 1, W: 1}, 3: {ROOST: 1, W: 1}}, viziers=0, decree={"rabbit": ["Bake Sale"]})
    _, seen = turn(snap, ("fox", None))
    places = of_kind(seen, "place")
    assert [p.action.targets for p in places] == [((8, 1),), ((3, 1),)]
    assert ("5.5.1", "decree.column_empty") in codes(places[1])


# -- recruit 5.5.1.i -------------------------------------------------------------------------
def test_recruit_places_the_column_count_in_one_clearing():
    snap = eyrie_board({8: {ROOST: 1}, 12: {ROOST: 1, MW: 1}}, viziers=0,
                       decree={"fox": ["Anvil", "Foxfolk Steel"]})
    _, seen = turn(snap, ("fox", None))
    place = of_kind(seen, "place")[0]
    assert place.action.targets == ((12, 3),)  # three fox cards: 3 warriors, all in one clearing


def test_recruit_tie_a_most_enemy_pieces():
    # 8 has more enemy pieces than 12 (12 would win on c, lowest priority).
    snap = eyrie_board({8: {ROOST: 1, MW: 2}, 12: {ROOST: 1, MW: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    place = of_kind(seen, "place")[0]
    assert place.action.targets == ((8, 1),)
    assert param(place, "recruit.most_enemy_pieces", "targets") == (8,)


def test_recruit_tie_b_fewest_eyrie_warriors():
    snap = eyrie_board({8: {ROOST: 1, W: 1}, 12: {ROOST: 1, W: 3}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    place = of_kind(seen, "place")[0]
    assert place.action.targets == ((8, 1),)
    assert param(place, "recruit.fewest_warriors", "targets") == (8,)


def test_recruit_tie_c_lowest_priority():
    snap = eyrie_board({8: {ROOST: 1, W: 1}, 12: {ROOST: 1, W: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    place = of_kind(seen, "place")[0]
    assert place.action.targets == ((12, 1),)  # not 8, which 2.1 alone would pick
    assert ("5.5.1.i.c", "recruit.lowest_priority") in codes(place)


def test_recruit_needs_a_roost_of_the_suit():
    snap = eyrie_board({7: {ROOST: 1, W: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    step = step_with(seen, "recruit.no_roost")
    assert isinstance(step.action, Nothing)


def test_bird_column_recruits_in_any_roost_clearing():
    snap = eyrie_board({7: {ROOST: 1, W: 1, MW: 1}, 3: {ROOST: 1, W: 1}})
    _, seen = turn(snap, ("fox", None))
    bird = next(s for s in of_kind(seen, "place") if s.reasons[0].param("column") == "bird")
    assert bird.action.targets == ((7, 2),)
    assert ("ruling:bird-column-wild", "decree.bird_wild") in codes(bird)


def test_recruit_skips_the_keep_clearing():
    # A roost stands with the Keep (the table moved the Keep there): no placing there (2.3).
    snap = eyrie_board({1: {ROOST: 1, (M, "keep"): 1}, 8: {ROOST: 1, W: 5}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    place = of_kind(seen, "place")[0]
    assert place.action.targets == ((8, 1),)
    assert ("2.3", "retry.keep_forbids") in codes(place)


def test_recruit_with_an_empty_supply_places_nothing():
    snap = eyrie_board({8: {ROOST: 1, W: 19}}, viziers=2)
    _, seen = turn(snap, ("fox", None))
    places = of_kind(seen, "place")
    assert [p.action.targets for p in places] == [((8, 1),)]  # the last warrior; none left for bird
    empty = step_with(seen, "recruit.supply_empty")
    assert isinstance(empty.action, Nothing) and empty.reasons[0].param("column") == "bird"


def test_recruit_partial_supply_places_what_there_is():
    snap = eyrie_board({8: {ROOST: 1, W: 19}}, decree={"fox": ["Anvil"]}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    place = of_kind(seen, "place")[0]
    assert place.action.targets == ((8, 1),)
    assert param(place, "recruit.supply_short", "missing") == 1


@pytest.mark.parametrize(("difficulty", "expected"), [("easy", 1), ("normal", 2), ("challenging", 3),
                                                      ("nightmare", 3)])
def test_directors_cut_difficulty_changes_bird_recruit(difficulty, expected):
    snap = eyrie_board({8: {ROOST: 1}}, difficulty=difficulty, printing="directors_cut")
    _, seen = turn(snap, ("fox", None))
    bird = next(s for s in of_kind(seen, "place") if s.reasons[0].param("column") == "bird")
    fox = next(s for s in of_kind(seen, "place") if s.reasons[0].param("column") == "fox")
    assert bird.action.targets == ((8, expected),)
    assert fox.action.targets == ((8, 1),)  # only the bird column changes
    if difficulty != "normal":
        assert ("difficulty:" + difficulty, "recruit.difficulty_bird") in codes(bird)


def test_first_printing_difficulty_does_not_change_recruit():
    snap = eyrie_board({8: {ROOST: 1}}, difficulty="challenging", printing="original_2020")
    _, seen = turn(snap, ("fox", None))
    bird = next(s for s in of_kind(seen, "place") if s.reasons[0].param("column") == "bird")
    assert bird.action.targets == ((8, 2),)


# -- move 5.5.1.ii ---------------------------------------------------------------------------
def test_move_from_ruled_clearing_with_most_warriors():
    # 12 has the most Eyrie warriors but the Marquise rules it; 8 has more than 6.
    pieces = {6: {W: 3}, 8: {ROOST: 1, W: 5}, 12: {W: 6, MW: 5, (M, "sawmill"): 2}}
    snap = eyrie_board(pieces, viziers=0)
    _, seen = turn(snap, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert (move.action.origin, move.action.count) == (8, 5)  # 6 after recruit, leaves 1 card's worth
    assert param(move, "move.most_warriors", "targets") == (8,)


def test_move_prefers_neighbour_without_roost():
    # From 8: 7 has a roost and no enemies, 4 has no roost and 3 enemy pieces -> 4.
    snap = eyrie_board({8: {ROOST: 1, W: 4}, 7: {ROOST: 1}, 4: {MW: 3}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    assert of_kind(seen, "move")[0].action.dest == 4


def test_move_into_a_roost_when_every_neighbour_has_one():
    snap = eyrie_board({8: {ROOST: 1, W: 4}, 7: {ROOST: 1, MW: 1}, 4: {ROOST: 1, MW: 2}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert move.action.dest == 7  # fewest enemy pieces among the roosted neighbours
    assert param(move, "move.no_roost", "value") == 0


def test_move_destination_tie_a_fewest_enemy_pieces():
    # From 12: neighbours 4, 7, 9, 10, 11; all but 9 hold enemy pieces.
    snap = eyrie_board({12: {ROOST: 1, W: 5}, 4: {MW: 1}, 7: {MW: 1}, 10: {MW: 2}, 11: {(A, "sympathy"): 1}},
                       viziers=0)
    _, seen = turn(snap, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert move.action.dest == 9
    assert param(move, "move.fewest_enemy_pieces", "targets") == (9,)


def test_move_destination_tie_b_lowest_priority():
    snap = eyrie_board({12: {ROOST: 1, W: 5}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert move.action.dest == 11  # 4, 7, 9, 10, 11 all empty: lowest priority is 11
    assert ("5.5.1.ii.b", "move.lowest_priority") in codes(move)


def test_move_leaves_enough_to_rule_when_more_than_cards():
    # 8: roost + 5 Eyrie warriors (6 after recruit) against 3 Marquise warriors: keep 2 to rule.
    snap = eyrie_board({8: {ROOST: 1, W: 5, MW: 3}}, viziers=0)
    end, seen = turn(snap, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert move.action.count == 4
    head = move.reasons[0]
    assert (head.param("to_rule"), head.param("cards"), head.param("leave")) == (2, 1, 2)
    assert rules.rules(end, E, 8)


def test_move_leaves_the_column_count_when_greater():
    snap = eyrie_board({8: {ROOST: 1, W: 5}}, viziers=0, decree={"fox": ["Anvil", "Foxfolk Steel"]})
    _, seen = turn(snap, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert move.action.count == 8 - 3  # 5 + 3 recruited, 3 fox cards stay behind


def test_a_token_only_clearing_needs_a_warrior_to_rule():
    # 4 holds only a sympathy token and Eyrie warriors, no roost: to rule it the Eyrie keeps one.
    snap = eyrie_board({4: {W: 3, (A, "sympathy"): 1}, 8: {ROOST: 1}}, viziers=0, decree={})
    _, seen = turn(snap, ("rabbit", None))
    move = of_kind(seen, "move")[0]
    assert (move.action.origin, move.action.count) == (4, 2)
    assert ("ruling:rule-needs-a-piece", "move.rule_needs_a_warrior") in codes(move)
    assert eyrie.warriors_to_rule(snap, 4) == (1, True)


def test_move_origin_that_can_spare_nobody_is_retried():
    # 8 (3 warriors, tied with 3 Marquise warriors) must keep all 3 to rule; 6 moves instead.
    snap = eyrie_board({8: {W: 3, MW: 3}, 6: {W: 2}, 3: {ROOST: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert (move.action.origin, move.action.count) == (6, 1)
    assert ("ruling:move-none-to-spare", "retry.nothing_to_move") in codes(move)
    assert ("2.3", "retry.next_value") in codes(move)


def test_move_with_no_ruled_clearing_does_nothing():
    snap = eyrie_board({3: {ROOST: 1}, 8: {W: 1, MW: 2}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    assert isinstance(step_with(seen, "move.no_ruled").action, Nothing)


def test_bird_move_from_any_suit():
    # Fox order: the fox column moves out of 8; the bird column then moves from 7, a mouse clearing.
    snap = eyrie_board({7: {ROOST: 1, W: 6}, 8: {ROOST: 1, W: 1}})
    _, seen = turn(snap, ("fox", None))
    bird = next(s for s in of_kind(seen, "move") if s.reasons[0].param("column") == "bird")
    assert bird.action.origin == 7
    assert ("ruling:bird-column-wild", "decree.bird_wild") in codes(bird)


def test_outrage_reminder_only_for_a_human_alliance():
    pieces = {8: {ROOST: 1, W: 4}, 7: {ROOST: 1}, 4: {(A, "sympathy"): 1}}
    snap = eyrie_board(pieces, viziers=0)
    _, seen = turn(snap, ("fox", None))
    assert ("2.8.1", "outrage.human_alliance") in codes(of_kind(seen, "move")[0])
    bot_alliance = rules.update_faction(snap, A, bot=BotConfig(bot="automated_alliance"))
    _, seen = turn(bot_alliance, ("fox", None))
    move = of_kind(seen, "move")[0]
    assert move.action.dest == 4 and ("2.8.1", "outrage.human_alliance") not in codes(move)


# -- battle 5.5.1.iii ------------------------------------------------------------------------
def test_battle_tie_a_no_roost():
    # 8 has a roost, 6 has none (8 would win on c, lowest priority).
    snap = eyrie_board({8: {ROOST: 1, W: 2, MW: 1}, 6: {W: 2, MW: 1}, 3: {ROOST: 1, W: 9}}, viziers=0,
                       decree={}, ruins=())
    _, seen = turn(snap, ("fox", None))
    prompt = dice_prompts(seen)[0]
    assert prompt.question.battle.clearing == 6
    assert param(prompt, "battle.no_roost", "targets") == (1, 6, 12)


def test_battle_tie_b_most_defenceless_buildings():
    # 6: a Marquise sawmill with no Marquise warrior (defenceless); 12: warriors only.
    snap = eyrie_board({6: {W: 2, (M, "sawmill"): 1}, 12: {W: 2, MW: 1}, 3: {ROOST: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    prompt = dice_prompts(seen)[0]
    assert prompt.question.battle.clearing == 6
    assert param(prompt, "battle.most_defenceless_buildings", "targets") == (6,)
    assert ("ruling:defenceless-buildings", "battle.defenceless_counted") in codes(prompt)


def test_battle_tie_c_lowest_priority():
    snap = eyrie_board({6: {W: 2, MW: 1}, 12: {W: 2, MW: 1}, 3: {ROOST: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    prompt = dice_prompts(seen)[0]
    assert prompt.question.battle.clearing == 12
    assert ("5.5.1.iii.c", "battle.lowest_priority") in codes(prompt)


def test_battle_defender_most_buildings_even_zero():
    # The Alliance's base outweighs the Marquise's five warriors.
    snap = eyrie_board({12: {W: 3, MW: 5, (A, "base_fox"): 1}, 3: {ROOST: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    assert dice_prompts(seen)[0].question.battle.defender == A


def test_battle_defender_tie_d_most_pieces():
    snap = eyrie_board({12: {W: 3, MW: 3, (A, "warrior"): 1}, 3: {ROOST: 1}}, viziers=0, vp={A: 9, M: 1})
    _, seen = turn(snap, ("fox", None))
    prompt = dice_prompts(seen)[0]
    assert prompt.question.battle.defender == M
    assert param(prompt, "defender.most_pieces", "targets") == (M,)


def test_battle_defender_tie_e_most_vp():
    snap = eyrie_board({12: {W: 3, MW: 1, (A, "warrior"): 1}, 3: {ROOST: 1}}, viziers=0, vp={A: 9, M: 1})
    _, seen = turn(snap, ("fox", None))
    prompt = dice_prompts(seen)[0]
    assert prompt.question.battle.defender == A
    assert param(prompt, "defender.most_vp", "targets") == (A,)


def test_battle_defender_setup_order_last():
    snap = eyrie_board({12: {W: 3, MW: 1, (A, "warrior"): 1}, 3: {ROOST: 1}}, viziers=0, vp={A: 4, M: 4})
    _, seen = turn(snap, ("fox", None))
    prompt = dice_prompts(seen)[0]
    assert prompt.question.battle.defender == M
    assert ("2.2", "tiebreak.setup_order") in codes(prompt)


def test_battle_retries_clearings_without_eyrie_warriors_or_defender():
    # 12 would be first (lowest priority) but has no Eyrie warrior; 8 no enemy; 6 it is.
    snap = eyrie_board({12: {MW: 1}, 8: {W: 2}, 6: {W: 1, MW: 1}, 3: {ROOST: 1}}, viziers=0)
    _, seen = turn(snap, ("fox", None), dice=[(0, 0)] * 3)
    prompt = dice_prompts(seen)[0]
    assert prompt.question.battle.clearing == 6
    c = codes(prompt)
    assert ("2.3", "retry.no_eyrie_warriors") in c and ("2.3", "retry.no_defender") in c


def test_no_battle_possible_is_a_nothing_step():
    snap = eyrie_board({8: {ROOST: 1, W: 2}}, viziers=0)
    _, seen = turn(snap, ("fox", None))
    assert isinstance(step_with(seen, "battle.none").action, Nothing)
    assert not dice_prompts(seen)


def test_battle_once_per_column_and_extra_hit_for_the_largest_column():
    # Fox column with 3 cards (largest): one battle, one extra hit.
    snap = eyrie_board({12: {W: 3, MW: 3}, 6: {W: 3, MW: 3}, 3: {ROOST: 1}}, viziers=0,
                       decree={"fox": ["Anvil", "Foxfolk Steel"]})
    end, seen = turn(snap, ("fox", None))
    prompts = dice_prompts(seen)
    assert len(prompts) == 1 and prompts[0].question.battle.extra_hits == 1
    assert ("ruling:one-battle-per-column", "battle.once_per_column") in codes(prompts[0])
    battle = of_kind(seen, "battle")[0].action
    assert battle.attacker_hits == 1 and end.place(12).count(M, "warrior") == 2


def test_no_extra_hit_when_columns_tie():
    # Fox 2 cards and bird 2 viziers: no column has more cards than every other.
    snap = eyrie_board({12: {W: 3, MW: 3}, 6: {W: 3, MW: 3}, 3: {ROOST: 1}}, decree={"fox": ["Anvil"]})
    _, seen = turn(snap, ("fox", None))
    assert [p.question.battle.extra_hits for p in dice_prompts(seen)] == [0, 0]


def test_battle_removes_defenceless_building_and_scores():
    snap = eyrie_board({12: {W: 2, (M, "sawmill"): 1}, 3: {ROOST: 1}}, viziers=0, vp={E: 0, M: 5})
    end, seen = turn(snap, ("fox", None), dice=[(0, 0)])
    battle = of_kind(seen, "battle")[0].action
    assert battle.vp == ((E, 1),) and end.place(12).count(M, "sawmill") == 0


def test_war_tax_costs_the_owner_a_vp():
    snap = eyrie_board({12: {W: 2, (M, "sawmill"): 1}, 3: {ROOST: 1}}, viziers=0, vp={E: 0, M: 5},
                       traits=("war_tax",))
    end, seen = turn(snap, ("fox", None), dice=[(0, 0)])
    step = of_kind(seen, "battle")[0]
    assert ("trait:war_tax", "battle.war_tax") in codes(step)
    assert step.action.vp == ((E, 1), (M, -1))
    assert end.faction(M).vp == 4


def test_battle_against_human_vagabond_asks_swords():
    snap = eyrie_board({12: {W: 2, (V, "pawn"): 1}, 3: {ROOST: 1}}, viziers=0, humans=(M, A, V))
    prompt = game.next_step(snap)
    from tablebot.games.root.actions import OrderCardAnswer
    snap = game.answer(snap, prompt, OrderCardAnswer(card=card("fox")))
    for _ in range(20):
        step = game.next_step(snap)
        if isinstance(step, RootPrompt):
            break
        snap = game.apply_step(snap, step)
    assert step.question.battle.defender == V
    snap = game.answer(snap, step, DiceAnswer(dice=(3, 1), vagabond_swords=1))
    battle = game.next_step(snap)
    assert isinstance(battle.action, Battle) and battle.action.defender_hits == 1
    assert ("ruling:vagabond-defender", "battle.vagabond_swords") in codes(battle)


def test_human_loss_choice_is_asked():
    # A rabbit card ties the fox column: no extra hit.
    snap = eyrie_board({12: {W: 3, (A, "sympathy"): 1, (A, "base_fox"): 1}, 3: {ROOST: 1}}, viziers=0,
                       decree={"rabbit": ["Bake Sale"]})
    # 0-0: one hit (the Alliance is defenceless) for a base or a sympathy token: the human chooses.
    end, seen = turn(snap, ("fox", None), dice=[(0, 0)], removals=[(("base_fox", 1), ("sympathy", 0))])
    assert any(isinstance(s, RootPrompt) and s.question.kind == "removal" for s in seen)
    assert end.place(12).count(A, "base_fox") == 0 and end.place(12).count(A, "sympathy") == 1


# -- build 5.5.2 -----------------------------------------------------------------------------
NO_RULE = {8: {ROOST: 1, W: 1, MW: 10}}
"""The Eyrie's only roost stands where the Marquise rules: it rules no clearing, so it can build
nowhere (5.5.2) and falls into Turmoil; its battles there at 0-0 change nothing."""

def test_build_roost_in_highest_priority_ruled_clearing_without_roost():
    snap = eyrie_board({8: {ROOST: 1, W: 1}, 12: {W: 1}, 9: {W: 1}, 5: {W: 1, MW: 2}}, viziers=0)
    _, seen = turn(snap, ("mouse", None))
    assert of_kind(seen, "build")[0].action == Build(faction=E, piece="roost", clearing=9)


def test_lords_of_the_forest_tied_rules():
    # 5.2.1: in 9 the Eyrie ties the Marquise (2 against 2) and rules: the roost goes there.
    snap = eyrie_board({3: {ROOST: 1}, 9: {W: 2, MW: 2}, 5: {(A, "sympathy"): 1}}, viziers=0)
    _, seen = turn(snap, ("rabbit", None))
    assert of_kind(seen, "build")[0].action.clearing == 9  # 5 holds only a token: nobody rules it


def test_build_skips_full_clearings():
    snap = eyrie_board({3: {ROOST: 1}, 1: {W: 1, (A, "base_fox"): 1}, 9: {W: 2}}, viziers=0)
    _, seen = turn(snap, ("mouse", None))
    build = of_kind(seen, "build")[0]
    assert build.action.clearing == 9 and ("2.3", "retry.no_free_slot") in codes(build)


def test_cannot_build_means_turmoil():
    snap = eyrie_board(NO_RULE, decree={"fox": ["Anvil"], "bird": ["Ambush!"]}, vp={E: 10})
    end, seen = turn(snap, ("rabbit", None))
    kinds = [s.action.kind for s in steps_of(seen)]
    assert kinds[-5:] == ["nothing", "score", "compound", "nothing", "end_turn"]
    build = step_with(seen, "build.nowhere")
    assert ("5.7", "turmoil.falls") in codes(build)
    humiliate = step_with(seen, "turmoil.humiliate")
    assert humiliate.action == Score(faction=E, vp=-3)  # two viziers and the Ambush: bird cards
    purge = step_with(seen, "turmoil.purge")
    assert param(purge, "turmoil.purge", "discarded") == 3  # fox, the Ambush, the rabbit order
    assert ("ruling:ambush-purged", "turmoil.ambush_purged") in codes(purge)
    assert decree_counts(end) == {"fox": 0, "mouse": 0, "rabbit": 0, "bird": 2}
    board = end.faction(E).board
    assert all(d.vizier and d.column == Suit.BIRD for d in board.decree)
    assert sorted(end.discard) == sorted(["Anvil (fox)", "Ambush! (bird)", "rabbit"])
    assert end.faction(E).vp == 10 - 3 + 0  # one roost scores 0 at Evening


def test_humiliate_never_below_zero():
    snap = eyrie_board(NO_RULE, vp={E: 1})
    end, _ = turn(snap, ("fox", None))
    assert end.faction(E).vp == 0


def test_no_roost_left_means_turmoil():
    roosts = {c: {ROOST: 1} for c in (1, 2, 3, 4, 5, 7, 8)}
    roosts[9] = {W: 1}
    snap = eyrie_board(roosts, viziers=2, vp={E: 5})
    end, seen = turn(snap, ("fox", None))
    assert ("5.5.2", "build.no_roost_left") in codes(step_with(seen, "build.no_roost_left"))
    assert step_with(seen, "score.roost_track").action == Score(faction=E, vp=6)  # 7 roosts
    assert end.faction(E).vp == 5 - 2 + 6


def test_nobility_scores_instead_of_humiliation():
    snap = eyrie_board(NO_RULE, vp={E: 2}, traits=("nobility",))
    end, seen = turn(snap, ("fox", None))
    assert step_with(seen, "turmoil.nobility").action == Score(faction=E, vp=2)
    assert end.faction(E).vp == 4


def test_nobility_turmoil_when_a_warrior_cannot_be_placed():
    # No mouse roost: with Nobility the mouse recruit throws it into Turmoil at once.
    snap = eyrie_board({8: {ROOST: 1, W: 2}}, viziers=2, decree={"fox": ["Anvil"]}, traits=("nobility",))
    _, seen = turn(snap, ("mouse", None))
    kinds = [s.action.kind for s in steps_of(seen)]
    step = step_with(seen, "recruit.no_roost")
    assert ("trait:nobility", "turmoil.falls") in codes(step)
    assert "move" not in kinds and "battle" not in kinds and "build" not in kinds
    assert kinds.count("place") == 1  # the fox recruit came first


def test_without_nobility_a_missing_roost_is_no_turmoil():
    snap = eyrie_board({8: {ROOST: 1, W: 2}, 12: {W: 1}}, viziers=2, decree={"fox": ["Anvil"]})
    _, seen = turn(snap, ("mouse", None))
    assert not any(r.code == "turmoil.falls" for s in seen for r in s.reasons)


# -- traits ----------------------------------------------------------------------------------
def test_relentless_removes_defenceless_enemy_buildings_and_tokens():
    pieces = {12: {W: 1, MW: 1, (M, "sawmill"): 1}, 9: {W: 1, (M, "workshop"): 1, (A, "sympathy"): 1},
              8: {ROOST: 1}, 10: {(M, "recruiter"): 1}}
    snap = eyrie_board(pieces, viziers=0, traits=("relentless", "war_tax"), vp={E: 0, M: 5, A: 5})
    end, seen = turn(snap, ("rabbit", None))
    step = step_with(seen, "relentless.remove")
    removed = {(r.faction, r.piece, r.clearing) for r in step.action.removals}
    assert removed == {(M, "workshop", 9), (A, "sympathy", 9)}  # 12 is defended; 10 has no Eyrie warrior
    assert ("2.8.1", "outrage.human_alliance") in codes(step)
    assert step.action.vp == ((E, 2), (M, -1), (A, -1))  # 1 VP each; War Tax costs each owner 1
    assert end.faction(M).vp == 4 and end.faction(A).vp == 4
    assert end.faction(E).vp == 2 + 1  # and a roost built in 9: two roosts score 1


def test_relentless_comes_after_the_decree_and_before_build():
    snap = eyrie_board({9: {W: 1, (M, "workshop"): 1}, 8: {ROOST: 1}}, viziers=0, traits=("relentless",))
    _, seen = turn(snap, ("rabbit", None))
    kinds = [s.action.kind for s in steps_of(seen)]
    assert kinds.index("remove") < kinds.index("build")


def test_swoop_places_two_in_highest_priority_clearing_without_eyrie():
    snap = eyrie_board({1: {ROOST: 1, W: 1}, 2: {W: 1}, 3: {(M, "keep"): 1}}, viziers=0, traits=("swoop",))
    _end, seen = turn(snap, ("fox", None))
    swoop = step_with(seen, "swoop.place")
    assert swoop.action == PlaceWarriors(faction=E, targets=((4, 2),))  # 3 holds the Keep (2.3)
    kinds = [s.action.kind for s in steps_of(seen)]
    assert kinds.index("build") < kinds.index("place", kinds.index("build"))


def test_swoop_after_turmoil():
    snap = eyrie_board(NO_RULE, traits=("swoop",), vp={E: 5})
    _, seen = turn(snap, ("fox", None))
    kinds = [s.action.kind for s in steps_of(seen)]
    assert kinds[-5:] == ["score", "compound", "place", "nothing", "end_turn"]
    assert ("ruling:swoop-end-of-daylight", "swoop.after_turmoil") in codes(step_with(seen, "turmoil.purge"))


def test_turmoil_at_most_once_a_turn():
    # Nobility + Swoop with an empty supply after Turmoil: no second Turmoil.
    snap = eyrie_board({8: {ROOST: 1, W: 20}}, traits=("swoop", "nobility"), vp={E: 5})
    _end, seen = turn(snap, ("fox", None))
    assert sum(1 for s in seen for r in s.reasons if r.code == "turmoil.falls") == 1
    assert ("ruling:turmoil-once", "turmoil.already") in codes(step_with(seen, "turmoil.already"))


# -- Evening 5.6 and difficulty --------------------------------------------------------------
@pytest.mark.parametrize(("roosts", "vp"), [(1, 0), (2, 1), (3, 2), (5, 4)])
def test_roost_track(roosts, vp):
    pieces = {c: {ROOST: 1, W: 1} for c in (8, 7, 3, 2, 5)[:roosts]}
    pieces[11] = {MW: 3}  # nothing else ruled: no new roost is built
    snap = eyrie_board(pieces, viziers=0, decree={})
    snap = rules.update_faction(snap, E, vp=0)
    snap_vp = eyrie.roost_track_vp(snap)
    assert snap_vp == vp


def test_nightmare_scores_at_end_of_evening():
    snap = eyrie_board({8: {ROOST: 1, W: 1}, 12: {W: 1}}, difficulty="nightmare", vp={E: 0})
    _end, seen = turn(snap, ("fox", None))
    assert ("difficulty:nightmare", "score.nightmare") in codes(step_with(seen, "score.nightmare"))
    snap = eyrie_board({8: {ROOST: 1, W: 1}, 12: {W: 1}}, difficulty="nightmare", printing="directors_cut",
                       humans=(M, A, V), vp={E: 0})
    _, seen = turn(snap, ("fox", None))
    step = step_with(seen, "score.nightmare_players")
    assert step.action == Score(faction=E, vp=2)  # four players, rounded up halves


# -- co-op -----------------------------------------------------------------------------------
def test_coop_bots_are_not_enemies():
    snap = eyrie_board({12: {W: 3, MW: 3}, 6: {W: 3, (A, "warrior"): 1}, 3: {ROOST: 1}}, viziers=0,
                       coop=True, humans=(A,), bots=("mechanical_marquise_2",))
    _, seen = turn(snap, ("fox", None))
    assert [p.question.battle.clearing for p in dice_prompts(seen)] == [6]


def test_nothing_steps_always_explain():
    snap = eyrie_board({8: {ROOST: 1, W: 2}}, traits=("relentless", "swoop"))
    _, seen = turn(snap, ("fox", None))
    for step in steps_of(seen):
        if isinstance(step.action, Nothing):
            assert step.reasons
