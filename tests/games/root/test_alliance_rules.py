"""Automated Alliance, rule by rule (Law of Rootbotics 1-2 and 6). Each test builds a small board,
plays the bot (or asks its choice functions) and checks what a player at the table would see."""

import pytest

from tablebot.core.steps import IllegalAnswer
from tablebot.games.root import game, rules, validate
from tablebot.games.root.actions import (
    AskDice,
    AskOrderCard,
    Battle,
    Build,
    Compound,
    DiceAnswer,
    Nothing,
    OrderCardAnswer,
    PlaceWarriors,
    RemovePieces,
    RootStep,
    Score,
    SetBoard,
)
from tablebot.games.root.bots import alliance, marquise
from tablebot.games.root.bots.alliance_state import AllianceBoard, AllianceCursor
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.common import PendingBattle
from tablebot.games.root.edits import (
    BotTakesHits,
    MovePiece,
    Outrage,
    RemovePiece,
    apply_edit,
    outrage_triggers,
)
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, FactionState, TurnState

from .alliance_scenario import A, E, M, V, alliance_board, alliance_game
from .scenario import card, codes, play, steps_of, with_pieces

COBBLER = card("rabbit", name="Cobbler")  # rabbit, no item
TAX = card("fox", name="Tax Collector")  # fox, no item
CODEBREAKERS = card("mouse", name="Codebreakers")  # mouse, no item
ARMORERS = card("bird", name="Armorers")  # bird, no item

SYM = (A, "sympathy")


def step_with(seen, code):
    return next(s for s in steps_of(seen) if code in [r.code for r in s.reasons])


def all_codes(seen):
    return [r.code for s in steps_of(seen) for r in s.reasons]


def sympathetic(snap):
    return {c for c in range(1, 13) if snap.place(c).count(A, "sympathy")}


# -- setup 6.3 -------------------------------------------------------------------------------
def test_setup_fills_the_faction_board_and_nothing_on_the_map():
    snap = game.new_game(GameConfig(seats=(
        SeatConfig(faction=A, bot=BotConfig(bot="automated_alliance")), SeatConfig(faction=E)), seed=3))
    f = snap.faction(A)
    assert f.board == AllianceBoard()
    assert snap.on_board(A, "warrior") == 0 and snap.on_board(A, "sympathy") == 0
    assert rules.in_supply(snap, A, "warrior") == 10  # 6.3.1
    assert all(rules.in_supply(snap, A, b) == 1 for b in ("base_fox", "base_rabbit", "base_mouse"))  # 6.3.2
    assert rules.in_supply(snap, A, "sympathy") == 10  # 6.3.3
    assert any(r.code == "setup.alliance" for r in snap.log)
    assert isinstance(snap.turn.cursor, AllianceCursor)
    assert validate.problems(snap) == []


# -- Birdsong 6.4.1-6.4.2, crafting 1.1 ------------------------------------------------------
def test_reveal_then_craft_one_vp():
    snap = alliance_board({})
    prompt = game.next_step(snap)
    assert isinstance(prompt.question, AskOrderCard) and codes(prompt) == [("6.4.1", "order.reveal")]
    end, seen = play(snap, orders=[card("rabbit", "bag", "Smuggler's Trail")])
    craft = steps_of(seen)[0]
    assert craft.action.kind == "craft" and craft.action.item == "bag" and craft.action.vp == 1
    assert ("1.1.2", "craft.one_vp") in codes(craft)
    assert end.item_count("bag") == 1


def test_no_craft_when_the_item_is_gone_or_the_card_has_none():
    snap = alliance_board({})
    gone = snap.model_copy(update={"items": tuple((k, 0 if k == "bag" else v) for k, v in snap.items)})
    _, seen = play(gone, orders=[card("rabbit", "bag", "Smuggler's Trail")])
    assert codes(steps_of(seen)[0]) == [("1.1.1", "craft.item_gone")]
    _, seen = play(snap, orders=[COBBLER])
    assert codes(steps_of(seen)[0]) == [("6.4.2", "craft.no_item")]


def test_wrong_answers_are_refused():
    snap = alliance_board({})
    prompt = game.next_step(snap)
    with pytest.raises(IllegalAnswer):
        game.answer(snap, prompt, OrderCardAnswer(card=card("bird", "hammer")))  # no such card
    with pytest.raises(IllegalAnswer):
        game.answer(snap, prompt, DiceAnswer(dice=(1, 1)))


# -- Revolt 6.4.3 ----------------------------------------------------------------------------
def test_revolt_in_the_ordered_sympathetic_clearing_with_most_enemy_pieces():
    snap = alliance_board({
        2: {SYM: 1, (M, "warrior"): 6},  # most pieces, but mouse: not ordered
        5: {SYM: 1, (M, "warrior"): 2, (M, "workshop"): 1},
        10: {SYM: 1, (E, "warrior"): 3, (E, "roost"): 1},
        4: {SYM: 1},
    })
    end, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    assert revolt.reasons[0].code == "revolt.revolt" and revolt.reasons[0].param("clearing") == 10
    most = next(r for r in revolt.reasons if r.code == "revolt.most_enemy_pieces")
    assert most.param("value") == 4 and most.param("targets") == (10,)
    parts = revolt.action.parts
    assert isinstance(parts[0], RemovePieces) and parts[0].vp == ((A, 1),)  # the roost; warriors score nothing
    assert {(r.faction, r.piece, r.count) for r in parts[0].removals} == {(E, "warrior", 3), (E, "roost", 1)}
    assert parts[1] == Build(faction=A, piece="base_rabbit", clearing=10)
    assert end.place(10).count(E) == 0 and end.place(10).count(A, "base_rabbit") == 1
    # It revolted, so no Public Pity (6.4.4): the next step is the Daylight spread.
    assert "pity.spreads" not in all_codes(seen)
    assert steps_of(seen)[2].reasons[0].code == "spread.daylight"


def test_revolt_tie_goes_to_priority():
    snap = alliance_board({4: {SYM: 1, (E, "warrior"): 1}, 10: {SYM: 1, (E, "warrior"): 1}})
    _, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    assert revolt.action.parts[-1] == Build(faction=A, piece="base_rabbit", clearing=4)
    assert ("2.1", "tiebreak.priority") in codes(revolt)


@pytest.mark.parametrize(("pieces", "order", "code"), [
    ({5: {SYM: 1}}, ARMORERS, "revolt.bird"),
    ({5: {SYM: 1}, 3: {(A, "base_rabbit"): 1}}, COBBLER, "revolt.base_on_map"),
    ({2: {SYM: 1}}, COBBLER, "revolt.no_sympathetic"),
])
def test_the_three_failures_of_revolt_trigger_public_pity(pieces, order, code):
    _, seen = play(alliance_board(pieces), orders=[order])
    failed = steps_of(seen)[1]
    assert isinstance(failed.action, Nothing)
    assert [r.code for r in failed.reasons] == [code, "revolt.failed_pity"]
    assert steps_of(seen)[2].reasons[0].code == "pity.spreads"


def test_revolt_needs_a_free_slot_for_the_base():
    ruins = (4, 6, 10, 11, 12)  # a ruin in corner 4 covers its only slot
    snap = alliance_board({4: {SYM: 1, (E, "warrior"): 3}, 5: {SYM: 1, (E, "warrior"): 1}}, ruins=ruins)
    _, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    assert revolt.action.parts[-1] == Build(faction=A, piece="base_rabbit", clearing=5)
    skip = next(r for r in revolt.reasons if r.code == "retry.revolt_no_slot")
    assert skip.rule == alliance.RULING_REVOLT_NEEDS_SLOT and skip.param("clearing") == 4
    # With no other candidate the Revolt fails, and Public Pity follows.
    snap = alliance_board({4: {SYM: 1, (E, "warrior"): 3}}, ruins=ruins)
    _, seen = play(snap, orders=[COBBLER])
    assert isinstance(steps_of(seen)[1].action, Nothing)
    assert "revolt.most_enemy_pieces.none_legal" in [r.code for r in steps_of(seen)[1].reasons]
    assert steps_of(seen)[2].reasons[0].code == "pity.spreads"


def test_revolt_scores_every_building_and_token_removed():
    # A human Marquise: her wood tokens are pieces too (ruling enemy-pieces, revolt-vp).
    snap = alliance_board({5: {SYM: 1, (M, "warrior"): 1, (M, "sawmill"): 1, (M, "wood"): 2}},
                          marquise=False, humans=(M, E))
    end, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    assert revolt.action.parts[0].vp == ((A, 3),)
    assert ("ruling:enemy-pieces", "revolt.tokens_counted") in codes(revolt)
    assert end.place(5).count(M) == 0


def test_a_vagabond_pawn_counts_but_stays_and_the_table_damages_three_items():
    snap = alliance_board({4: {SYM: 1, (E, "warrior"): 1}, 5: {SYM: 1, (E, "warrior"): 1},
                           10: {SYM: 1, (V, "pawn"): 1}}, humans=(E, V))
    end, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    assert revolt.reasons[0].param("clearing") == 4  # 4, 5 and 10 tie at one piece: priority
    snap = alliance_board({4: {SYM: 1}, 10: {SYM: 1, (V, "pawn"): 1}}, humans=(E, V))
    end, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    assert revolt.reasons[0].param("clearing") == 10  # the pawn is an enemy piece
    assert ("ruling:enemy-pieces", "revolt.vagabond_damage") in codes(revolt)
    assert end.place(10).count(V, "pawn") == 1  # never removed


def test_revolt_damages_three_items_of_the_vagabot():
    snap = alliance_board({10: {SYM: 1, (E, "warrior"): 1, (V, "pawn"): 1}}, humans=(E, V))
    bot = FactionState(id=V, bot=BotConfig(bot="vagabot", character="thief"),
                       board=VagabotBoard(ready=4, exhausted=2))
    snap = snap.model_copy(update={"factions": tuple(bot if f.id == V else f for f in snap.factions)})
    end, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    board_change = next(p for p in revolt.action.parts if isinstance(p, SetBoard))
    assert board_change.board == VagabotBoard(ready=3, exhausted=0, damaged_ready=1, damaged_exhausted=2)
    assert ("7.2.1.I", "revolt.vagabot_damage") in codes(revolt)
    assert end.faction(V).board == board_change.board and end.place(10).count(V, "pawn") == 1


def test_coop_chooses_by_human_pieces_but_removes_bot_pieces_too():
    snap = alliance_board({4: {SYM: 1, (M, "warrior"): 3}, 10: {SYM: 1, (E, "warrior"): 1, (M, "warrior"): 1}},
                          coop=True)
    end, seen = play(snap, orders=[COBBLER])
    revolt = steps_of(seen)[1]
    assert revolt.reasons[0].param("clearing") == 10  # 4 holds no human piece
    assert ("ruling:coop-collateral", "revolt.coop_collateral") in codes(revolt)
    assert end.place(10).count(M) == 0 and end.place(10).count(E) == 0


# -- Public Pity 6.4.4 -----------------------------------------------------------------------
@pytest.mark.parametrize(("on_map", "times"), [(0, 2), (4, 2), (5, 1), (8, 1)])
def test_public_pity_spreads_twice_up_to_four_tokens_once_from_five(on_map, times):
    spots = [2, 9, 11, 7, 3, 4, 8, 12][:on_map]
    snap = alliance_board({c: {SYM: 1} for c in spots})
    _, seen = play(snap, orders=[ARMORERS])
    pity = [s for s in steps_of(seen) if s.reasons[0].code in ("pity.spreads", "pity.again")]
    assert len(pity) == times
    assert pity[0].reasons[0].param("on_map") == on_map and pity[0].reasons[0].param("times") == times
    assert ("ruling:pity-count", "pity.counted_once") in codes(pity[0])


# -- Spread Sympathy 6.5.1 -------------------------------------------------------------------
def test_spread_only_to_ordered_neutral_clearings_adjacent_to_sympathy():
    snap = alliance_board({2: {SYM: 1}, 5: {(M, "warrior"): 2}, 10: {(M, "warrior"): 1}, 6: {(M, "warrior"): 4}})
    assert alliance.choose_spread(snap, Suit.FOX)[0] == 6  # the only fox clearing next to 2
    chosen, why = alliance.choose_spread(snap, Suit.RABBIT)
    assert chosen == 10  # fewest enemy warriors among 5 and 10
    fewest = next(r for r in why if r.code == "spread.fewest_enemy_warriors")
    assert fewest.param("value") == 1 and fewest.param("targets") == (10,)
    assert alliance.choose_spread(snap, Suit.MOUSE)[0] != 2  # 2 is sympathetic already (6.2.1.I)


def test_spread_tie_goes_to_priority_and_bird_is_wild():
    snap = alliance_board({2: {SYM: 1}})
    chosen, why = alliance.choose_spread(snap, Suit.BIRD)
    assert chosen == 5
    assert [r.code for r in why] == ["spread.bird_wild", "spread.fewest_enemy_warriors", "tiebreak.priority"]


def test_spread_skips_the_keep_clearing_2_3():
    snap = alliance_board({2: {SYM: 1}, 5: {SYM: 1}, 1: {(M, "keep"): 1, (M, "warrior"): 1}, 6: {(M, "warrior"): 1}})
    chosen, why = alliance.choose_spread(snap, Suit.FOX)
    assert chosen == 6
    assert ("2.3", "retry.keep_forbids") in [(r.rule, r.code) for r in why]


def test_when_every_such_clearing_is_illegal_it_falls_to_fewest_enemy_pieces():
    # Fox order, sympathy only in 5: the only fox clearing next to it is 1, the Keep's.
    snap = alliance_board({5: {SYM: 1}, 1: {(M, "keep"): 1}, 2: {(M, "warrior"): 1}})
    chosen, why = alliance.choose_spread(snap, Suit.FOX)
    got = [(r.rule, r.code) for r in why]
    assert (alliance.RULING_SPREAD_ILLEGAL_FALLBACK, "spread.such_all_illegal") in got
    assert ("6.5.1.I", "spread.no_such_clearing") in got
    assert chosen == 3  # no enemy piece there; 1 is the Keep's, 2 has a warrior
    assert (alliance.RULING_SPREAD_FALLBACK_ANY_SUIT, "spread.fallback_any_suit") in got


def test_no_such_clearing_means_fewest_enemy_pieces_in_any_neutral_clearing():
    snap = alliance_board({c: {(E, "warrior"): 1} for c in range(1, 13) if c != 9} | {9: {(E, "roost"): 1}})
    chosen, why = alliance.choose_spread(snap, Suit.FOX)
    assert chosen == 1  # all tie at one piece; 9 is mouse, but 6.5.1.I does not ask for the suit
    assert [r.code for r in why][:2] == ["spread.no_such_clearing", "spread.fewest_enemy_pieces"]


def test_sympathy_takes_no_building_slot():
    snap = alliance_board({2: {SYM: 1}, 5: {(M, "sawmill"): 1, (M, "workshop"): 1}, 6: {(M, "warrior"): 1},
                           10: {(M, "warrior"): 1}})
    assert rules.free_slots(snap, 5) == 0
    assert alliance.choose_spread(snap, Suit.BIRD)[0] == 5  # full, but a token needs no slot
    _, why = alliance.spread(snap, Suit.BIRD)
    assert (alliance.RULING_SYMPATHY_NO_SLOT, "spread.no_slot_needed") in [(r.rule, r.code) for r in why]


@pytest.mark.parametrize("on_map", range(10))
def test_spread_scores_the_uncovered_track_space(on_map):
    spots = [2, 3, 4, 7, 8, 9, 11, 12, 10, 1][:on_map]
    snap = alliance_board({c: {SYM: 1} for c in spots})
    action, why = alliance.spread(snap, Suit.BIRD)
    vp = (0, 1, 1, 1, 1, 2, 2, 3, 3, 4)[on_map]  # shared/data/root/bot_boards.json
    placed = next(r for r in why if r.code == "spread.placed")
    assert placed.param("vp") == vp and placed.param("token") == on_map + 1
    if vp:
        assert isinstance(action, Compound) and action.parts[1] == Score(faction=A, vp=vp)
    else:
        assert isinstance(action, PlaceWarriors)


def test_cannot_spread_scores_five_instead():
    spots = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    snap = alliance_board({c: {SYM: 1} for c in spots})
    action, why = alliance.spread(snap, Suit.BIRD)
    assert action == Score(faction=A, vp=5)
    assert [(r.rule, r.code) for r in why] == [("6.5.1.II", "spread.track_empty"), ("6.5.1.II", "spread.cannot_vp")]


def test_martial_law_scores_one_less_minimum_zero():
    # Fox order, sympathy in 2: the only candidate is 6, with 3 Marquise warriors.
    base = {2: {SYM: 1}, 6: {(M, "warrior"): 3}}
    action, why = alliance.spread(alliance_board(base), Suit.FOX)
    assert action == PlaceWarriors(faction=A, piece="sympathy", targets=((6, 1),))  # 1 VP - 1
    law = next(r for r in why if r.code == "spread.martial_law")
    assert law.rule == "6.2.5" and law.param("faction") == M and law.param("vp") == 0
    more = base | {c: {SYM: 1} for c in (1, 5, 8, 12)}  # the 6th token, still in 6: 2 VP - 1
    action, _ = alliance.spread(alliance_board(more), Suit.FOX)
    assert action.parts[1] == Score(faction=A, vp=1)
    # Three warriors of two different enemies are no Martial Law.
    mixed = {2: {SYM: 1}, 6: {(M, "warrior"): 2, (E, "warrior"): 1}}
    action, why = alliance.spread(alliance_board(mixed), Suit.FOX)
    assert action.parts[1] == Score(faction=A, vp=1) and "spread.martial_law" not in [r.code for r in why]
    # The first token scores 0: it stays 0.
    crowded = {c: {(M, "warrior"): 2, (E, "warrior"): 1} for c in range(2, 13)} | {1: {(M, "warrior"): 3}}
    action, why = alliance.spread(alliance_board(crowded), Suit.FOX)
    assert action == PlaceWarriors(faction=A, piece="sympathy", targets=((1, 1),))
    assert next(r for r in why if r.code == "spread.martial_law").param("vp") == 0


# -- Surprise Revolt 6.5.2 -------------------------------------------------------------------
def test_surprise_revolt_most_enemy_pieces_with_base_still_on_board():
    snap = alliance_board({
        6: {SYM: 1, (M, "warrior"): 3},  # most pieces, but the fox base is on the map
        8: {(A, "base_fox"): 1},
        5: {SYM: 1, (M, "warrior"): 2},
        2: {SYM: 1, (E, "warrior"): 2},
    })
    chosen, why = alliance.choose_surprise_revolt(snap)
    assert chosen == 2  # 2 and 5 tie at two: the higher priority (6.5.2's note, 2.1)
    assert why[-1].code == "tiebreak.priority"
    _, seen = play(snap, orders=[ARMORERS])
    surprise = step_with(seen, "surprise.revolt")
    assert surprise.action.parts[-1] == Build(faction=A, piece="base_mouse", clearing=2)


def test_no_surprise_revolt_without_a_candidate_or_a_bird_order():
    snap = alliance_board({c: {(A, b): 1} for c, b in ((1, "base_fox"), (2, "base_mouse"), (3, "base_rabbit"))})
    _, seen = play(snap, orders=[ARMORERS])
    none = step_with(seen, "surprise.none")
    assert isinstance(none.action, Nothing) and codes(none) == [("6.5.2", "surprise.none")]
    _, seen = play(alliance_board({5: {SYM: 1}}), orders=[TAX])
    assert not [c for c in all_codes(seen) if c.startswith("surprise.")]


# -- Evening 6.6 -----------------------------------------------------------------------------
def test_organize_in_priority_order_then_recruit():
    snap = alliance_board({2: {(A, "base_mouse"): 1, (A, "warrior"): 4, SYM: 1},
                           5: {(A, "base_rabbit"): 1, (A, "warrior"): 3, SYM: 1}})
    end, seen = play(snap, orders=[TAX])
    steps = steps_of(seen)
    org = [i for i, s in enumerate(steps) if s.reasons[0].code in ("organize.remove", "organize.spread")]
    first, second = steps[org[0]], steps[org[2]]
    assert first.reasons[0].param("clearing") == 2 and second.reasons[0].param("clearing") == 5
    assert ("2.4", "order.target_priority") in codes(first)
    assert steps[org[1]].reasons[0].code == "organize.spread" and steps[org[1]].reasons[0].param("clearing") == 2
    assert steps[org[3]].reasons[0].code == "organize.spread"
    recruit = steps[org[3] + 1]
    assert recruit.action == PlaceWarriors(faction=A, targets=((2, 1), (5, 1)))
    assert end.place(2).count(A, "warrior") == 1 and end.place(5).count(A, "warrior") == 1


def test_organize_needs_three_warriors_at_normal():
    snap = alliance_board({5: {(A, "base_rabbit"): 1, (A, "warrior"): 2, SYM: 1}})
    _, seen = play(snap, orders=[TAX])
    assert codes(step_with(seen, "organize.none")) == [("6.6.1", "organize.none")]


@pytest.mark.parametrize(("difficulty", "warriors", "organizes"), [
    ("easy", 3, False), ("easy", 4, True), ("challenging", 2, True), ("challenging", 1, False),
    ("nightmare", 2, True),
])
def test_difficulty_changes_the_organize_threshold(difficulty, warriors, organizes):
    snap = alliance_board({5: {(A, "base_rabbit"): 1, (A, "warrior"): warriors, SYM: 1}}, difficulty=difficulty)
    _, seen = play(snap, orders=[TAX])
    got = all_codes(seen)
    assert ("organize.remove" in got) == organizes
    step = step_with(seen, "organize.remove" if organizes else "organize.none")
    assert ("difficulty:" + difficulty, "organize.threshold") in codes(step)


def test_recruit_short_supply_fills_by_priority():
    snap = alliance_board({12: {(A, "warrior"): 9}, 2: {(A, "base_mouse"): 1}, 5: {(A, "base_rabbit"): 1},
                           8: {(A, "base_fox"): 1}})
    _, seen = play(snap, orders=[TAX])
    recruit = step_with(seen, "recruit.per_base")
    assert recruit.action == PlaceWarriors(faction=A, targets=((2, 1),))
    short = next(r for r in recruit.reasons if r.code == "recruit.supply_short")
    assert short.rule == "ruling:supply-short" and short.param("missing") == 2


def test_recruit_without_a_base_discard_and_end():
    end, seen = play(alliance_board({}), orders=[TAX])
    steps = steps_of(seen)
    assert codes(step_with(seen, "recruit.no_base")) == [("6.6.2", "recruit.no_base")]
    assert codes(steps[-2]) == [("6.6.3", "order.discard")] and steps[-1].action.kind == "end_turn"
    assert end.discard == ("Tax Collector (fox)",)
    assert end.current_faction().id == M


@pytest.mark.parametrize(("printing", "vp"), [("original_2020", 1), ("directors_cut", 2)])
def test_nightmare_scores_at_the_end_of_evening(printing, vp):
    snap = alliance_board({}, difficulty="nightmare", printing=printing)  # three factions at the table
    _, seen = play(snap, orders=[TAX])
    steps = steps_of(seen)
    night = steps[-3]
    assert night.action == Score(faction=A, vp=vp) and night.reasons[0].rule == "difficulty:nightmare"
    assert steps[-2].action.kind == "discard"


# -- traits ----------------------------------------------------------------------------------
def test_wildfire_spreads_once_more_without_scoring():
    snap = alliance_board({2: {SYM: 1}, 3: {SYM: 1}}, traits=("wildfire",))
    _, seen = play(snap, orders=[TAX])
    fire = step_with(seen, "spread.wildfire")
    assert fire.reasons[0].rule == "trait:wildfire"
    assert isinstance(fire.action, PlaceWarriors) and fire.action.piece == "sympathy"
    assert ("ruling:wildfire-no-score", "spread.wildfire_no_score") in codes(fire)
    # It cannot spread: nothing, and no 5 VP either.
    full = alliance_board({c: {SYM: 1} for c in range(2, 12)}, traits=("wildfire",))
    _, seen = play(full, orders=[TAX])
    fire = step_with(seen, "spread.wildfire")
    assert isinstance(fire.action, Nothing)


def test_no_wildfire_without_the_trait():
    _, seen = play(alliance_board({2: {SYM: 1}}), orders=[TAX])
    assert "spread.wildfire" not in all_codes(seen)


def pb(clearing=8, dice=(3, 1)):
    return PendingBattle(clearing=clearing, attacker=M, defender=A, dice=dice)


def test_informants_helper_lets_lone_sympathy_ambush():
    snap = alliance_board({8: {SYM: 1, (M, "warrior"): 3}})
    assert alliance.ambush_hit(snap, pb()) == (0, None)
    snap = alliance_board({8: {SYM: 1, (M, "warrior"): 3}}, traits=("informants",))
    n, why = alliance.ambush_hit(snap, pb())
    assert n == 1 and why.rule == "trait:informants"
    snap = alliance_board({8: {(A, "warrior"): 1, (M, "warrior"): 3}})
    n, why = alliance.ambush_hit(snap, pb())
    assert n == 1 and why.rule == "6.2.2"


@pytest.mark.parametrize(("printing", "rolls"), [("original_2020", (1, 3)), ("directors_cut", (3, 3))])
def test_veterans_helper_changes_the_dice(printing, rolls):
    snap = alliance_board({8: {(A, "warrior"): 2, (M, "warrior"): 3}}, traits=("veterans",), printing=printing)
    att, dfn, why = alliance.battle_rolls(snap, pb())
    assert (att, dfn) == rolls and why.rule == "trait:veterans"
    plain = alliance_board({8: {(A, "warrior"): 2, (M, "warrior"): 3}})
    assert alliance.battle_rolls(plain, pb())[:2] == (3, 1)


@pytest.mark.parametrize(("printing", "vp"), [("original_2020", 0), ("directors_cut", 1)])
def test_popularity_helper_limits_vp_for_sympathy(printing, vp):
    from tablebot.games.root.actions import Removal
    removals = (Removal(faction=A, piece="sympathy", clearing=8), Removal(faction=A, piece="sympathy", clearing=6))
    snap = alliance_board({}, traits=("popularity",), printing=printing)
    assert alliance.sympathy_vp_for_enemy(snap, removals, E)[0] == vp
    assert alliance.sympathy_vp_for_enemy(alliance_board({}), removals, E) == (2, None)


# -- 6.2 abilities in battles and edits ------------------------------------------------------
def marquise_turn(snap):
    seat = [f.id for f in snap.factions].index(M)
    return snap.model_copy(update={"turn": TurnState(round=1, seat=seat, cursor=marquise.new_cursor())})


def first_battle(snap, order, dice):
    """Play the Marquise bot until its first battle is resolved; return that step and the board."""
    for _ in range(50):
        step = game.next_step(snap)
        if isinstance(step, RootStep):
            snap = game.apply_step(snap, step)
            if isinstance(step.action, Battle):
                return step, snap
            continue
        if isinstance(step.question, AskOrderCard):
            snap = game.answer(snap, step, OrderCardAnswer(card=order))
        elif isinstance(step.question, AskDice):
            snap = game.answer(snap, step, DiceAnswer(dice=dice))
    raise AssertionError("no battle")


def test_automated_ambush_when_the_marquise_bot_attacks():
    snap = marquise_turn(alliance_board({8: {(M, "warrior"): 3, (A, "warrior"): 1, SYM: 1}}))
    step, end = first_battle(snap, TAX, (2, 1))
    battle = step.action
    assert battle.defender == A and battle.defender_hits == 2  # 1 rolled + 1 ambush
    assert ("6.2.2", "battle.automated_ambush") in codes(step)
    assert end.place(8).count(M, "warrior") == 1
    assert end.place(8).count(A) == 0  # 2 hits: the warrior, then the token (1.2.1)


def test_crackdown_in_a_battle_removes_sympathy_of_the_base_suit():
    snap = marquise_turn(alliance_board({8: {(M, "warrior"): 3, (A, "base_fox"): 1, SYM: 1},
                                         6: {SYM: 1}, 12: {SYM: 1}, 5: {SYM: 1}}))
    step, end = first_battle(snap, TAX, (3, 0))
    assert ("6.2.4", "battle.crackdown") in codes(step)
    assert sympathetic(end) == {5}  # fox sympathy gone, rabbit 5 stays
    assert dict(step.action.vp)[M] == 2  # the token and the base hit in battle; Crackdown scores nothing


def test_crackdown_when_a_human_hits_a_base():
    snap = alliance_board({8: {(A, "base_fox"): 1, SYM: 1}, 6: {SYM: 1}, 2: {SYM: 1}})
    end = apply_edit(snap, BotTakesHits(faction=A, clearing=8, hits=2, by=E))
    assert sympathetic(end) == {2}
    assert end.place(8).count(A) == 0


def test_crackdown_removals_score_nothing_for_the_human_attacker():
    snap = alliance_board({8: {(A, "base_fox"): 1, SYM: 1}, 6: {SYM: 1}, 2: {SYM: 1}})
    end = apply_edit(snap, BotTakesHits(faction=A, clearing=8, hits=2, by=E))
    assert end.faction(E).vp == 2  # the token and the base it hit, as in a bot's battle


def test_outrage_triggers_on_human_removal_and_moves_into_sympathy():
    snap = alliance_board({5: {SYM: 1, (E, "warrior"): 1}, 2: {(E, "warrior"): 2, (M, "warrior"): 1}})
    assert outrage_triggers(snap, RemovePiece(faction=A, piece="sympathy", place=5)) == (5,)
    assert outrage_triggers(snap, MovePiece(faction=E, piece="warrior", origin=2, dest=5)) == (5,)
    assert outrage_triggers(snap, MovePiece(faction=E, piece="warrior", origin=5, dest=2)) == ()  # neutral
    assert outrage_triggers(snap, MovePiece(faction=M, piece="warrior", origin=2, dest=5)) == ()  # a bot moved
    assert apply_edit(snap, Outrage(clearing=5, discarded=False)).faction(A).vp == 1  # no matching card
    assert apply_edit(snap, Outrage(clearing=5, discarded=True)).faction(A).vp == 0


def test_stale_step_is_refused():
    from tablebot.core.steps import IllegalEdit
    from tablebot.games.root.edits import AddPiece
    snap = alliance_board({2: {SYM: 1}})
    snap = game.answer(snap, game.next_step(snap), OrderCardAnswer(card=TAX))
    for _ in range(2):  # nothing to craft; no fox sympathy to revolt in
        snap = game.apply_step(snap, game.next_step(snap))
    spread_step = game.next_step(snap)
    assert spread_step.action.parts[0] == PlaceWarriors(faction=A, piece="sympathy", targets=((6, 1),))
    edited = apply_edit(snap, AddPiece(faction=A, piece="sympathy", place=6))  # the table corrects the board
    with pytest.raises(IllegalEdit):
        game.apply_step(edited, spread_step)


def test_alliance_game_helper_is_consistent():
    snap = alliance_game()
    assert validate.problems(snap) == []
    assert with_pieces(snap, {}).faction(A).board == AllianceBoard()


def test_a_humans_battle_removing_sympathy_outrages_but_crackdown_does_not():
    from tablebot.games.root.edits import BotTakesHits, outrage_triggers

    snap = alliance_board({8: {(A, "base_fox"): 1, SYM: 1}, 6: {SYM: 1}})
    hits = BotTakesHits(faction=A, clearing=8, hits=2, by=E)
    assert outrage_triggers(snap, hits) == (8,)  # not 6, swept by Crackdown
    # 1.2.1: the token goes before the base, so one hit is enough to outrage.
    assert outrage_triggers(snap, BotTakesHits(faction=A, clearing=8, hits=1, by=E)) == (8,)
    assert outrage_triggers(snap, BotTakesHits(faction=A, clearing=8, hits=2, by=None)) == ()  # no human named
