"""Engine tests for the Vagabot, one numbered rule at a time (Law of Rootbotics 7.3-7.6), with the
difficulty cards and the two printings."""

import pytest

from tablebot.core.steps import IllegalAnswer
from tablebot.games.root import game, rules
from tablebot.games.root.actions import (
    AskOrderCard,
    AskTable,
    Battle,
    Compound,
    Move,
    Nothing,
    Score,
    TableAnswer,
)
from tablebot.games.root.bots import vagabot
from tablebot.games.root.bots.vagabot_state import RUIN_ITEMS
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig

from .scenario import card, codes, play, steps_of
from .vagabot_scenario import V, all_codes, board_of, prompts, scene, vagabot_game

M, E, A = "marquise", "eyrie", "alliance"


def moves(seen):
    return [p for s in steps_of(seen) if isinstance(s.action, Compound) for p in s.action.parts
            if isinstance(p, Move)] + [s.action for s in steps_of(seen) if isinstance(s.action, Move)]


def step_with(seen, code):
    return next(s for s in steps_of(seen) if code in [r.code for r in s.reasons])


# -- setup (7.3) -------------------------------------------------------------------------------
def test_setup_pawn_items_ruins_and_quest_at_the_first_turn():
    snap = vagabot_game(seed=3)
    assert snap.place("F2-6-10-11-12").count(V, "pawn") == 1  # 7.3.2: the forest touching 5 clearings
    b = board_of(snap)
    assert b.character == "thief" and b.ready == 4 and b.items == 4  # 7.3.5
    assert sorted(c for c, _ in b.ruin_items) == [6, 10, 11, 12]  # 7.3.4: one item under each ruin
    assert sorted(i for _, i in b.ruin_items) == sorted(RUIN_ITEMS)
    assert vagabot_game(seed=3).faction(V).board == b  # seeded
    assert b.quest is None
    first = game.next_step(snap)  # 7.3.3 at the first turn (ruling vagabot-quest-at-first-turn)
    assert isinstance(first.question, AskTable) and first.question.topic == "quest.drawn"
    assert ("7.3.3", "quest.draw_setup") in codes(first)
    after = game.answer(snap, first, TableAnswer(chosen=("rabbit",)))
    assert board_of(after).quest == Suit.RABBIT
    assert isinstance(game.next_step(after).question, AskOrderCard)


def test_setup_tinker_starts_with_three_items_and_character_names():
    assert board_of(vagabot_game(character="tinker")).ready == 3
    assert board_of(vagabot_game(character="scoundrel")).character == "rogue"
    snap = vagabot_game(character=None)
    assert board_of(snap).character == "thief"
    assert ("ruling:vagabot-character-default", "setup.vagabot_character") in [(r.rule, r.code) for r in snap.log]


def test_table_answers_are_checked():
    snap = vagabot_game()
    first = game.next_step(snap)
    with pytest.raises(IllegalAnswer):
        game.answer(snap, first, TableAnswer(chosen=("bird",)))
    with pytest.raises(IllegalAnswer):
        game.answer(snap, first, TableAnswer(chosen=("fox", "mouse")))


@pytest.mark.parametrize("printing", ["original_2020", "directors_cut"])
def test_action_lists_and_quest_vp_are_the_seeds_in_every_printing(printing):
    """7.5 I-IV and 7.5.2: the printing chooses difficulty and trait card texts, never the numbered rules."""
    cfg = BotConfig(bot="vagabot", printing=printing)
    assert vagabot.actions_for(cfg, Suit.BIRD) == ("explore", "quest", "aid", "battle")
    assert vagabot.actions_for(cfg, Suit.FOX) == ("explore", "battle", "special")
    assert vagabot.actions_for(cfg, Suit.RABBIT) == ("battle", "repair", "special")
    assert vagabot.actions_for(cfg, Suit.MOUSE) == ("quest", "aid", "battle", "repair")
    assert vagabot.quest_vp(cfg) == 1


def test_directors_cut_rabbit_order_repairs_as_7_5_iii_says():
    snap = scene(vagabot_game(printing="directors_cut"), "F1-2-5-10", {}, ready=4, damaged_ready=1, ruins=(),
                 quest=None, quest_deck_empty=True)
    _, seen = play(snap, orders=[card("rabbit")])
    actions = [r.param("action") for s in steps_of(seen) for r in s.reasons if r.code == "daylight.action"]
    assert actions[:1] == ["battle"] and "repair" in actions and "aid" not in actions
    assert ("7.5.5", "repair.one") in all_codes(seen)


# -- Birdsong (7.4) ----------------------------------------------------------------------------
def test_craft_the_order_item_into_the_satchel_one_vp():
    snap = scene(vagabot_game(), 1, {}, ready=3)
    end, seen = play(snap, orders=[card("fox", "sword", "Foxfolk Steel")])
    assert end.item_count("sword") == 1 and end.faction(V).vp >= 1
    assert ("1.1.2", "craft.one_vp") in all_codes(seen)


def test_slip_with_two_or_fewer_undamaged_items_skips_daylight():
    """7.4.3: slip into a random adjacent forest, no Daylight, then Evening (in a forest: repair all)."""
    snap = scene(vagabot_game(), 12, {12: {(M, "warrior"): 2}}, ready=2, damaged_exhausted=3)
    end, seen = play(snap, orders=[card("rabbit")])
    slip = step_with(seen, "slip.random_forest")
    assert isinstance(slip.action, Move) and slip.action.origin == 12
    assert slip.action.dest in rules.board_of(snap).forests_bordering(12)
    assert not any(code == "daylight.action" for _, code in all_codes(seen))
    assert ("7.6.2", "repair.forest_all") in all_codes(seen)
    assert board_of(end).damaged == 0
    again, _ = play(snap, orders=[card("rabbit")])
    assert again == end  # seeded


def test_slip_from_a_forest_goes_to_an_adjacent_forest():
    snap = scene(vagabot_game(), "F4-9-12", {}, ready=1)
    _, seen = play(snap, orders=[card("rabbit")])
    slip = step_with(seen, "slip.random_forest").action
    assert slip.dest in ("F1-9-10-12", "F4-7-8-12")


def test_three_undamaged_items_do_not_slip():
    snap = scene(vagabot_game(), 12, {}, ready=3, damaged_ready=4)
    _, seen = play(snap, orders=[card("rabbit")])
    assert not any(code.startswith("slip.") for _, code in all_codes(seen))


# -- "nearest clearing" (7.5) ------------------------------------------------------------------
def test_acts_where_it_stands_without_moving():
    snap = scene(vagabot_game(), 12, {}, ready=3, ruin_items=((12, "sword"),))
    _, seen = play(snap, orders=[card("fox")])
    explore = step_with(seen, "explore.take")
    assert ("7.5", "nearest.here") in codes(explore)
    assert not moves(seen)


def test_each_move_exhausts_one_item_along_the_shortest_route():
    """From 1 to the only ruin in 11: three moves (1-9-12-11; 9 before 10 by priority)."""
    snap = scene(vagabot_game(), 1, {}, ruins=(11,), ready=5)
    _, seen = play(snap, orders=[card("fox")])
    move = step_with(seen, "nearest.move")
    hops = [(p.origin, p.dest) for p in move.action.parts if isinstance(p, Move)]
    assert hops == [(1, 9), (9, 12), (12, 11)]
    assert move.action.parts[-1].board.exhausted == 3
    assert next(r for r in move.reasons if r.code == "nearest.move").param("items") == 3


def test_not_enough_items_moves_as_far_as_it_can_then_daylight_ends():
    snap = scene(vagabot_game(), 1, {}, ruins=(11,), ready=2, exhausted=1)
    end, seen = play(snap, orders=[card("fox")])
    move = step_with(seen, "move.partial")
    assert move.action.parts[-2].dest == 12
    assert end.place(12).count(V, "pawn") == 1
    assert ("7.5", "daylight.no_items") in all_codes(seen)


def test_it_moves_even_if_it_then_cannot_pay():
    """7.5: the move happens although only 1 item is left for a quest that costs 2."""
    snap = scene(vagabot_game(), 12, {}, ready=2, exhausted=1, quest="mouse")
    end, seen = play(snap, orders=[card("mouse")])
    assert end.place(7).count(V, "pawn") == 1
    assert ("ruling:vagabot-usable-items", "quest.cannot_pay") in all_codes(seen)
    assert end.faction(V).vp == 0


def test_from_a_forest_one_move_reaches_any_bordering_clearing():
    snap = scene(vagabot_game(character="arbiter"), "F2-6-10-11-12", {}, ruins=(6,), ready=3)
    _, seen = play(snap, orders=[card("fox")])
    move = step_with(seen, "nearest.move")
    assert move.action.parts[0] == Move(faction=V, piece="pawn", origin="F2-6-10-11-12", dest=6)
    assert ("ruling:vagabot-forest-exit", "move.from_forest") in codes(move)


def test_no_usable_item_ends_daylight():
    snap = scene(vagabot_game(), 1, {}, ready=6, exhausted=0)
    snap = scene(snap, 1, {}, ready=1, exhausted=5)  # 6 undamaged: the face-up one is on the track
    assert board_of(snap).usable == 0
    _, seen = play(snap, orders=[card("fox")])
    assert ("7.5", "daylight.no_items") in all_codes(seen)
    assert ("ruling:vagabot-usable-items", "items.track_not_usable") in all_codes(seen)


# -- explore (7.5.1) ---------------------------------------------------------------------------
def test_explore_takes_the_item_removes_the_ruin_no_vp():
    snap = scene(vagabot_game(), 10, {}, ready=3, ruin_items=((10, "boots"),))
    end, _seen = play(snap, orders=[card("fox")])
    assert not end.place(10).ruins
    assert board_of(end).items == 4 and board_of(end).ruin_items == ()
    assert end.faction(V).vp == 0


def test_explore_without_ruins_does_nothing():
    snap = scene(vagabot_game(), 10, {}, ruins=(), ready=3)
    _, seen = play(snap, orders=[card("fox")])
    assert ("7.5.1", "explore.no_ruins") in all_codes(seen)


# -- quest (7.5.2) -----------------------------------------------------------------------------
@pytest.mark.parametrize("printing", ["original_2020", "directors_cut"])
def test_quest_scores_one_vp_in_every_printing_and_draws_a_new_one(printing):
    vp = 1  # 7.5.2 "receba 1 PV"
    snap = scene(vagabot_game(printing=printing), 7, {}, ready=3, quest="mouse")
    end, seen = play(snap, orders=[card("mouse")], tables=[("rabbit",)])
    assert end.faction(V).vp == vp
    assert board_of(end).quest == Suit.RABBIT
    assert prompts(seen)[1].question.topic == "quest.drawn"


def test_empty_quest_deck_ends_questing():
    snap = scene(vagabot_game(), 7, {}, ready=5, quest="mouse")
    end, _ = play(snap, orders=[card("mouse")], tables=[("none",)])
    assert board_of(end).quest is None and board_of(end).quest_deck_empty
    end = end.model_copy(update={"turn": end.turn.model_copy(update={"seat": 0, "cursor": vagabot.new_cursor()})})
    _, seen = play(end, orders=[card("mouse")])
    assert ("7.5.2", "quest.none") in all_codes(seen)


# -- aid (7.5.3) -------------------------------------------------------------------------------
def test_aid_a_bot_takes_its_crafted_items_and_the_bot_scores_one():
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",))
    snap = scene(snap, 7, {7: {(M, "warrior"): 2}}, crafted={M: ("tea", "boots")}, ready=4, quest=None,
                 quest_deck_empty=True)
    end, seen = play(snap, orders=[card("mouse")], dice=[(0, 0)] * 3)
    aid = step_with(seen, "aid.take_items")
    assert Score(faction=M, vp=1) in aid.action.parts  # Poor Manual Dexterity: 1 VP, not cards
    assert Score(faction=V, vp=2) in aid.action.parts
    assert next(r for r in aid.reasons if r.code == "aid.take_items").param("items") == ("tea", "boots")
    assert board_of(end).aid_taken == ((M, "tea"), (M, "boots"))
    assert [p.question.kind for p in prompts(seen)[1:]] == ["dice"] * 2  # no human in 7: no table question


def test_aid_targets_the_fewest_vp_and_asks_how_many_a_human_has():
    snap = vagabot_game(humans=(M, E, A))
    snap = scene(snap, 9, {9: {(E, "warrior"): 1, (A, "sympathy"): 1, (M, "warrior"): 1}}, vp={E: 3, A: 1, M: 0},
                 ready=4, quest=None, quest_deck_empty=True)
    _end, seen = play(snap, orders=[card("mouse")], tables=[(E, A), ("2",)], dice=[(0, 0)] * 3)
    asked = prompts(seen)
    assert asked[1].question.topic == "aid.crafted_humans"
    count = asked[2].question
    assert count.topic == "aid.crafted_count" and count.options == ("1", "2", "3", "4")
    aid = step_with(seen, "aid.human_draws")
    assert next(r for r in aid.reasons if r.code == "aid.fewest_vp").param("targets") == (A,)
    assert Score(faction=V, vp=2) in aid.action.parts


def test_aid_nobody_with_crafted_items():
    snap = scene(vagabot_game(), 9, {9: {(E, "warrior"): 1}}, ready=4, quest=None, quest_deck_empty=True)
    _, seen = play(snap, orders=[card("mouse")], tables=[()], dice=[(0, 0)] * 3)
    assert ("7.5.3", "aid.no_target") in all_codes(seen)


# -- battle (7.5.4) ----------------------------------------------------------------------------
def test_battle_destination_tie_breakers():
    """The most-VP player; nearest clearing with its pieces; I most buildings+tokens, II fewest warriors."""
    snap = scene(vagabot_game(character="arbiter"), "F2-6-10-11-12", {
        2: {(M, "warrior"): 1},
        6: {(M, "warrior"): 2, (M, "sawmill"): 1},
        11: {(M, "warrior"): 1, (M, "workshop"): 1},
        5: {(M, "sawmill"): 2},
    }, vp={M: 5, E: 2}, ready=3)
    _, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)])
    move = step_with(seen, "battle.nearest")
    assert move.action.parts[0].dest == 11
    got = {r.code: r for r in move.reasons}
    assert got["nearest.moves"].param("targets") == (2, 6, 11)  # 5 is two moves away
    assert got["battle.dest_most_buildings_tokens"].param("targets") == (6, 11)
    assert got["battle.dest_fewest_warriors"].param("targets") == (11,)


def test_battle_skips_a_player_with_no_pieces_and_repeats_for_two_items():
    snap = scene(vagabot_game(), 7, {7: {(M, "warrior"): 3}}, vp={E: 9, M: 4}, ready=7)
    end, seen = play(snap, orders=[card("rabbit")], dice=[(1, 0), (1, 0), (1, 0)])
    assert ("2.3", "retry.no_pieces") in all_codes(seen)  # the Eyrie has the most VP but no piece
    battles = [s.action for s in steps_of(seen) if isinstance(s.action, Battle)]
    assert len(battles) == 3 and all(b.defender == M for b in battles)
    exhausts = [next(r for r in s.reasons if r.code == "battle.exhaust").param("count")
                for s in steps_of(seen) if "battle.exhaust" in [r.code for r in s.reasons]]
    assert exhausts == [1, 2, 2]
    assert end.place(7).count(M) == 0
    assert ("7.5.4", "battle.target_gone") in all_codes(seen)
    assert end.faction(V).vp == 3  # 1 VP per warrior removed


def test_battle_stops_when_two_items_are_not_left():
    snap = scene(vagabot_game(character="arbiter"), 7, {7: {(M, "warrior"): 5}}, ready=2, exhausted=2)
    _, seen = play(snap, orders=[card("rabbit")], dice=[(1, 0)])
    assert ("7.5.4", "battle.stop_items") in all_codes(seen)


# -- repair (7.5.5) and Evening (7.6) ----------------------------------------------------------
def test_repair_action_prefers_face_up_damaged_items():
    snap = scene(vagabot_game(), 1, {}, ready=4, damaged_ready=1, damaged_exhausted=1)
    _, seen = play(snap, orders=[card("rabbit")])
    repair = step_with(seen, "repair.one")
    assert repair.action.board.damaged_ready == 0 and repair.action.board.damaged_exhausted == 1


@pytest.mark.parametrize(("difficulty", "damaged", "refreshed"), [
    ("normal", 0, 6), ("normal", 1, 4), ("easy", 0, 5), ("easy", 1, 3), ("challenging", 1, 5), ("nightmare", 0, 7),
])
def test_evening_refresh_count(difficulty, damaged, refreshed):
    snap = scene(vagabot_game(difficulty=difficulty), "F1-2-5-10", {}, ready=3, exhausted=9,
                 damaged_exhausted=damaged)
    _, seen = play(snap, orders=[card("rabbit")], dice=[])
    refresh = step_with(seen, "refresh.count")
    assert next(r for r in refresh.reasons if r.code == "refresh.count").param("count") == refreshed
    assert next(r for r in refresh.reasons if r.code == "refresh.done").param("refreshed") == refreshed
    if difficulty != "normal":
        assert ("difficulty:" + difficulty, "refresh.difficulty") in codes(refresh)


def test_evening_repairs_one_in_a_clearing_all_in_a_forest():
    quiet = {"ruins": (), "quest": None, "quest_deck_empty": True}
    snap = scene(vagabot_game(), 1, {}, ready=3, damaged_exhausted=3, **quiet)
    end, _ = play(snap, orders=[card("bird", None)])
    assert board_of(end).damaged == 2
    forest = scene(vagabot_game(), "F1-2-5-10", {}, ready=3, damaged_exhausted=3, **quiet)
    end, _ = play(forest, orders=[card("bird", None)])
    assert board_of(end).damaged == 0


@pytest.mark.parametrize(("printing", "vp"), [("original_2020", 1), ("directors_cut", 2)])
def test_nightmare_scores_at_the_end_of_evening(printing, vp):
    snap = scene(vagabot_game(difficulty="nightmare", printing=printing, humans=(M, E, A)), "F1-2-5-10", {},
                 ready=3, ruins=(), quest=None, quest_deck_empty=True)
    end, seen = play(snap, orders=[card("bird", None)])
    assert end.faction(V).vp == vp  # Director's Cut: 1 per two players (4 players), rounded up
    assert any(rule == "difficulty:nightmare" for rule, _ in all_codes(seen))


def test_nothing_steps_explain_and_change_nothing():
    snap = scene(vagabot_game(), 1, {}, ready=3, ruins=())
    _, seen = play(snap, orders=[card("fox")])
    for step in steps_of(seen):
        if isinstance(step.action, Nothing):
            assert step.reasons


def test_new_game_with_the_registry():
    seats = (SeatConfig(faction=V, bot=BotConfig(bot="vagabot", character="ranger")), SeatConfig(faction=M))
    snap = game.new_game(GameConfig(seats=seats))
    assert board_of(snap).character == "ranger"
