"""The Vagabot's characters (7.7, the Special action 7.5.6), the Arbiter's enlistment, and the four
trait cards. Every order lists Battle before Special (7.5 II-III), so the character tests start at
the fox order's Special action (`at_special`), as if Explore and Battle had found nothing to do."""

import pytest

from tablebot.games.root import battle as battles
from tablebot.games.root import rules
from tablebot.games.root.actions import (
    AskArbiter,
    Battle,
    Compound,
    Craft,
    Move,
    RemovePieces,
    Score,
)
from tablebot.games.root.bots import vagabot
from tablebot.games.root.bots.vagabot_state import VagabotCursor
from tablebot.games.root.common import PendingBattle
from tablebot.games.root.factions import Suit

from .scenario import card, codes, play, steps_of
from .vagabot_scenario import V, all_codes, board_of, prompts, scene, vagabot_game

M, E, A = "marquise", "eyrie", "alliance"
DC = {"printing": "directors_cut"}
NO_QUEST = {"ruins": (), "quest": None, "quest_deck_empty": True}


def at_special(snap, suit="fox"):
    """The turn at the order's Special action (7.5.6), Birdsong and the earlier actions done."""
    cfg = snap.faction(V).bot
    actions = vagabot.actions_for(cfg, Suit(suit))
    cur = VagabotCursor(phase="daylight", order=card(suit), actions=actions, action_index=actions.index("special"))
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def special_step(seen):
    return next(s for s in steps_of(seen) if any(r.code == "daylight.action" and r.param("action") == "special"
                                                  for r in s.reasons))


# -- Thief (7.7.1) -----------------------------------------------------------------------------
def test_thief_takes_from_the_richest_human_with_cards_a_bot_has_no_hand():
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",), **DC)
    snap = scene(snap, 7, {7: {(M, "warrior"): 2, (E, "warrior"): 1}}, vp={M: 9, E: 3}, ready=3, **NO_QUEST)
    _end, seen = play(at_special(snap), tables=[(E,)])
    step = special_step(seen)
    assert prompts(seen)[0].question.topic == "thief.humans_with_cards"
    assert ("ruling:vagabot-thief-hand", "retry.bot_no_hand") in codes(step)
    assert next(r for r in step.reasons if r.code == "thief.take").param("faction") == E
    assert Score(faction=V, vp=1) in step.action.parts  # 2.8.1: the card is discarded, 1 VP


def test_thief_skips_when_nobody_has_a_card():
    snap = scene(vagabot_game(**DC), 7, {7: {(E, "warrior"): 1}}, ready=3, **NO_QUEST)
    _, seen = play(at_special(snap), tables=[()])
    step = special_step(seen)
    assert step.action.kind == "nothing" and ("7.5.6", "special.skip") in codes(step)


# -- Tinker (7.7.2) ----------------------------------------------------------------------------
@pytest.mark.parametrize("printing", ["original_2020", "directors_cut"])
def test_tinker_crafts_the_most_recent_discard_with_an_available_item(printing):
    vp = 1  # 7.7.2 "you score only 1 VP", in every printing
    snap = scene(vagabot_game(character="tinker", printing=printing), "F1-2-5-10", {}, ready=3, **NO_QUEST)
    snap = snap.model_copy(update={"discard": ("Anvil (fox)", "Root Tea (fox)", "Ambush! (fox)")})
    end, seen = play(snap, orders=[card("fox")])
    craft = next(p for p in special_step(seen).action.parts if isinstance(p, Craft))
    assert craft.item == "tea" and craft.vp == vp
    assert board_of(end).items == 4
    gone = snap.model_copy(update={"items": tuple((i, 0 if i == "tea" else n) for i, n in snap.items)})
    _, seen = play(gone, orders=[card("fox")])
    assert next(p for p in special_step(seen).action.parts if isinstance(p, Craft)).item == "hammer"


# -- Ranger (7.7.3) ----------------------------------------------------------------------------
def test_ranger_slips_with_three_damaged_items():
    snap = scene(vagabot_game(character="ranger"), 12, {}, ready=4, damaged_ready=3, **NO_QUEST)
    end, seen = play(snap, orders=[card("fox")])
    move = next(p for p in special_step(seen).action.parts if isinstance(p, Move))
    assert move.origin == 12 and move.dest in rules.board_of(snap).forests_bordering(12)
    assert board_of(end).damaged == 0  # Evening in a forest repairs everything
    few = scene(vagabot_game(character="ranger"), 12, {}, ready=4, damaged_ready=2, **NO_QUEST)
    _, seen = play(few, orders=[card("fox")])
    assert special_step(seen).action.kind == "nothing"


def test_ranger_slips_in_the_directors_cut_too():
    """7.7.3 is a numbered rule: the printing does not turn the slip into a repair."""
    snap = scene(vagabot_game(character="ranger", **DC), 12, {}, ready=4, damaged_ready=3, **NO_QUEST)
    _, seen = play(snap, orders=[card("fox")])
    step = special_step(seen)
    assert any(isinstance(p, Move) for p in step.action.parts)
    assert ("7.7.3", "ranger.slip") in codes(step)
    one = scene(vagabot_game(character="ranger", **DC), 12, {}, ready=4, damaged_ready=1, **NO_QUEST)
    _, seen = play(one, orders=[card("fox")])
    assert special_step(seen).action.kind == "nothing"


# -- Vagrant (7.7.4) ---------------------------------------------------------------------------
def test_vagrant_makes_two_others_fight_and_removes_for_both():
    snap = vagabot_game(humans=(M, A), character="vagrant", **DC)
    snap = scene(snap, 7, {7: {(M, "warrior"): 3, (M, "sawmill"): 1,
                               (A, "warrior"): 1, (A, "base_mouse"): 1, (A, "sympathy"): 1}}, ready=3, **NO_QUEST)
    # 2-2: the same result whether or not the human Alliance defends with Guerrilla War (higher die).
    _end, seen = play(at_special(snap), dice=[(2, 2)])
    declare = special_step(seen)
    assert ("7.7.4", "vagrant.attacker") in codes(declare)
    b = next(s.action for s in steps_of(seen) if isinstance(s.action, Battle))
    assert (b.attacker, b.defender) == (M, A)
    removed = {(r.faction, r.piece): r.count for r in b.removals}
    # The Marquise's 2 hits: the Alliance warrior, then the Vagabot picks the token before the base.
    assert removed == {(A, "warrior"): 1, (A, "sympathy"): 1, (M, "warrior"): 1}
    assert not any(p.question.kind == "removal" for p in prompts(seen))
    assert dict(b.vp) == {M: 1}


def test_vagrant_attacks_itself_when_only_one_player_is_there():
    snap = scene(vagabot_game(character="vagrant", **DC), 7, {7: {(M, "warrior"): 2}}, ready=3, **NO_QUEST)
    _, seen = play(at_special(snap), dice=[(1, 0)])
    assert ("ruling:vagabot-vagrant-sides", "vagrant.self_attacks") in all_codes(seen)
    b = next(s.action for s in steps_of(seen) if isinstance(s.action, Battle))
    assert (b.attacker, b.defender) == (V, M)


# -- Rogue (7.7.5) -----------------------------------------------------------------------------
def test_rogue_removes_all_enemy_pieces_and_covers_a_slot():
    snap = scene(vagabot_game(character="rogue", **DC), 7, {7: {(M, "warrior"): 2, (M, "sawmill"): 1}},
                 ready=4, **NO_QUEST)
    end, seen = play(at_special(snap))
    step = special_step(seen)
    remove = next(p for p in step.action.parts if isinstance(p, RemovePieces))
    assert dict(remove.vp) == {V: 2}  # 1 VP for the special, 1 for the sawmill (Law of Root)
    assert end.place(7).count(M) == 0
    assert board_of(end).covered_slots == (7,)
    assert rules.free_slots(end, 7) == 1  # two slots, one covered by the item
    assert board_of(end).items == 3
    weak = scene(vagabot_game(character="rogue", **DC), 7, {7: {(M, "warrior"): 2}}, ready=4, **NO_QUEST)
    _, seen = play(at_special(weak))
    assert ("7.7.5", "rogue.conditions") in codes(special_step(seen))


# -- Arbiter (7.7.6) ---------------------------------------------------------------------------
def test_arbiter_special_is_skipped():
    snap = scene(vagabot_game(character="arbiter", **DC), 1, {}, ready=3, **NO_QUEST)
    _, seen = play(snap, orders=[card("fox")])
    assert ("ruling:vagabot-arbiter-special", "arbiter.passive") in codes(special_step(seen))


def arbiter_board(m_warriors=1, e_warriors=3, m_vp=5):
    snap = vagabot_game(humans=(E,), bots=("mechanical_marquise_2",), character="arbiter")
    return scene(snap, 7, {7: {(M, "warrior"): m_warriors, (E, "warrior"): e_warriors}}, vp={M: m_vp, V: 2},
                 ready=9)


@pytest.mark.parametrize(("kwargs", "enlists"), [
    ({}, True),
    ({"m_warriors": 3}, False),  # I: its max rolled hits are not below 3
    ({"e_warriors": 1}, False),  # II: not below the enemy pieces in the battle
    ({"m_vp": 2}, False),  # III: not more VP than the Arbiter
])
def test_a_defending_bot_enlists_the_arbiter_on_three_conditions(kwargs, enlists):
    snap = arbiter_board(**kwargs)
    pb = PendingBattle(clearing=7, attacker=E, defender=M, dice=(2, 2))
    assert battles.bot_enlists_arbiter(snap, pb, V) is enlists
    action, _, why = battles.resolve_battle(snap, pb)
    assert (dict(action.vp).get(V, 0) == 1) is enlists
    if enlists:  # the two track items add to the Marquise's single warrior
        assert action.defender_hits == 2 and ("7.7.6", "battle.arbiter_enlisted") in [(r.rule, r.code) for r in why]


def test_a_human_defender_is_asked_about_the_arbiter():
    snap = arbiter_board()
    pb = PendingBattle(clearing=7, attacker=M, defender=E, dice=(2, 2))
    asked = battles.resolve_battle(snap, pb)
    assert isinstance(asked.question, AskArbiter) and asked.question.arbiter == V


# -- traits ------------------------------------------------------------------------------------
def test_adventurer_battles_once_then_repeats_quests():
    snap = vagabot_game(character="arbiter", traits=("adventurer",))
    snap = scene(snap, 7, {7: {(M, "warrior"): 5}}, ruins=(), ready=8, quest="mouse")
    end, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)], tables=[("mouse",), ("fox",)])
    assert len([s for s in steps_of(seen) if isinstance(s.action, Battle)]) == 1
    assert ("trait:adventurer", "battle.adventurer_once") in all_codes(seen)
    assert len([1 for _, c in all_codes(seen) if c == "quest.complete"]) == 2
    assert ("trait:adventurer", "adventurer.done") in all_codes(seen)
    assert end.faction(V).vp == 2


def test_berserker_goes_for_the_most_pieces_and_repairs_one_more():
    base = {1: {(M, "warrior"): 1}, 12: {(E, "warrior"): 4}}
    plain = scene(vagabot_game(character="arbiter"), 9, base, vp={M: 10}, ruins=(), ready=3, damaged_ready=2)
    _, seen = play(plain, orders=[card("rabbit")], dice=[(0, 0)] * 3)
    assert next(s for s in steps_of(seen) if isinstance(s.action, Compound)).action.parts[0].dest == 1
    snap = scene(vagabot_game(character="arbiter", traits=("berserker",)), 9, base, vp={M: 10}, ruins=(), ready=3,
                 damaged_ready=2)
    _end, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)] * 3)
    assert next(s for s in steps_of(seen) if isinstance(s.action, Compound)).action.parts[0].dest == 12
    assert next(s.action for s in steps_of(seen) if isinstance(s.action, Battle)).defender == E
    assert ("trait:berserker", "repair.berserker_extra") in all_codes(seen)


def test_helper_original_scores_one_more_and_the_human_draws_one_more():
    snap = scene(vagabot_game(character="arbiter", traits=("helper",)), 9, {9: {(E, "warrior"): 1}}, ready=3,
                 **NO_QUEST)
    _, seen = play(snap, orders=[card("mouse")], tables=[(E,), ("1",)], dice=[(0, 0)] * 3)
    aid = next(s for s in steps_of(seen) if "aid.human_draws" in [r.code for r in s.reasons])
    assert Score(faction=V, vp=2) in aid.action.parts
    assert next(r for r in aid.reasons if r.code == "aid.human_draws").param("cards") == 2


def test_helper_directors_cut_moves_to_aid_the_lowest_scorer():
    snap = scene(vagabot_game(character="arbiter", traits=("helper",), **DC), 9,
                 {9: {(M, "warrior"): 1}, 4: {(E, "warrior"): 1}}, vp={M: 5, E: 1}, ready=3, **NO_QUEST)
    _end, seen = play(snap, orders=[card("mouse")], tables=[()], dice=[(0, 0)] * 3)  # 7.5 IV: Aid
    move = next(s for s in steps_of(seen) if ("trait:helper", "aid.helper_dc") in codes(s))
    assert move.action.parts[0] == Move(faction=V, piece="pawn", origin=9, dest=4)  # the Eyrie has fewest VP
    helped = next(s for s in steps_of(seen) if ("trait:helper", "aid.score") in codes(s))
    assert Score(faction=V, vp=1) in helped.action.parts
    assert next(r for r in helped.reasons if r.code == "aid.human_draws").param("faction") == E


def test_marksman_hits_before_the_dice():
    snap = scene(vagabot_game(character="arbiter", traits=("marksman",)), 7, {7: {(M, "warrior"): 2}}, ready=3,
                 **NO_QUEST)
    _end, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)] * 3)
    kinds = [s.kind if s.kind == "prompt" else s.action.kind for s in seen]
    first_remove = kinds.index("remove")
    assert kinds[first_remove + 1] == "prompt"  # then the dice
    hit = steps_of(seen)[[s.action.kind for s in steps_of(seen)].index("remove")].action
    assert hit.removals[0].piece == "warrior" and dict(hit.vp) == {V: 1}
