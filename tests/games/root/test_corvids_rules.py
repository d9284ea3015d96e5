"""Cogwheel Corvids engine tests, one or more per numbered rule and tie-breaker of section 11."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalAnswer
from tablebot.games.root import game, plots
from tablebot.games.root.actions import (
    AskTable,
    Compound,
    FlipPlot,
    Move,
    Nothing,
    PlaceWarriors,
    RootPrompt,
    Score,
    TableAnswer,
)
from tablebot.games.root.bots import corvids
from tablebot.games.root.common import PendingBattle

from .corvids_scenario import at, corvids_board, corvids_game
from .scenario import card, play, steps_of

C, M, E, A = "corvids", "marquise", "eyrie", "alliance"
FOX, MOUSE = card("fox"), card("mouse")


def step(snap):
    s = game.next_step(snap)
    assert not isinstance(s, RootPrompt), s
    return s


def codes(s):
    return [r.code for r in s.reasons]


# -- 11.3 setup ------------------------------------------------------------------------------
def test_setup_places_a_warrior_in_the_lowest_priority_clearing_of_each_suit():
    snap = corvids_game()
    # Autumn: fox 1, 6, 8, 12; rabbit 3, 4, 5, 10; mouse 2, 7, 9, 11.
    assert sorted((int(p.id), p.count(C, "warrior")) for p in snap.clearings() if p.count(C)) == [
        (10, 1), (11, 1), (12, 1)]
    assert snap.on_board(C, "plot") == 0 and snap.faction(C).vp == 0


# -- 11.2.2 Embedded Agents ---------------------------------------------------------------------
def test_embedded_agents_deal_an_extra_hit_as_defender_with_a_face_down_plot():
    snap = corvids_board({5: {(C, "plot"): 1, (M, "warrior"): 2}})
    pb = PendingBattle(clearing=5, attacker=M, defender=C)
    assert corvids.defence_bonus(snap, pb)[0] == 1
    face_up = corvids_board({5: {(C, "plot_snare"): 1, (M, "warrior"): 2}})
    assert corvids.defence_bonus(face_up, pb)[0] == 0


# -- 11.4.3 recruit ---------------------------------------------------------------------------
def test_recruit_prefers_an_ordered_clearing_without_a_plot_then_most_corvid_warriors():
    snap = corvids_board({1: {(C, "warrior"): 5, (C, "plot_snare"): 1}, 6: {(C, "warrior"): 1},
                          8: {(C, "warrior"): 2}})
    first = step(at(snap, "recruit", FOX))
    assert first.action == PlaceWarriors(faction=C, targets=((8, 2),))
    second = step(game.apply_step(at(snap, "recruit", FOX), first))
    assert second.action == PlaceWarriors(faction=C, targets=((6, 2),))


def test_recruit_count_by_difficulty():
    for difficulty, n in (("easy", 1), ("normal", 2), ("challenging", 3), ("nightmare", 3)):
        snap = corvids_board({}, difficulty=difficulty)
        assert step(at(snap, "recruit", FOX)).action.targets[0][1] == n


def test_out_of_warriors_mid_recruit_the_plot_thickens_first_then_the_recruit_goes_on():
    snap = corvids_board({2: {(C, "warrior"): 13}, 1: {(C, "warrior"): 1}})
    snap = at(snap, "recruit", FOX)
    s1 = step(snap)  # 1 warrior left: 1 of 2 placed in 1 (most warriors among plot-free fox clearings)
    assert s1.action == PlaceWarriors(faction=C, targets=((1, 1),))
    snap = game.apply_step(snap, s1)
    s2 = step(snap)  # no warrior left: The Plot Thickens in 2 (13 warriors, no plot)
    assert isinstance(s2.action, Compound) and s2.action.parts[1] == PlaceWarriors(
        faction=C, piece="plot", targets=((2, 1),))
    assert "corvids.recruit_no_warriors" in codes(s2)
    snap = game.apply_step(snap, s2)
    s3 = step(snap)  # the recruit goes on in the same clearing
    assert s3.action == PlaceWarriors(faction=C, targets=((1, 1),))


def test_a_recruit_that_cannot_thicken_stops():
    snap = corvids_board({2: {(C, "warrior"): 2}, 3: {(C, "warrior"): 2}, 4: {(C, "warrior"): 2},
                          5: {(C, "warrior"): 2}, 7: {(C, "warrior"): 2}, 9: {(C, "warrior"): 2},
                          10: {(C, "warrior"): 2}, 11: {(C, "warrior"): 1}})
    s = step(at(snap, "recruit", FOX))
    assert isinstance(s.action, Nothing) and "corvids.recruit_stuck" in codes(s)


# -- 11.4.4 reveal ------------------------------------------------------------------------------
def test_plots_are_revealed_in_priority_order_each_asked_of_the_table_with_the_faces_still_possible():
    snap = corvids_board({3: {(C, "plot"): 1}, 9: {(C, "plot"): 1}, 5: {(C, "plot_raid"): 2}})
    snap = at(snap, "reveal_plots", FOX)
    prompt = game.next_step(snap)
    assert isinstance(prompt, RootPrompt) and isinstance(prompt.question, AskTable)
    assert prompt.question.options == ("plot_bomb", "plot_snare", "plot_extortion")
    assert dict(prompt.question.params) == {"clearing": 3}
    with pytest.raises(IllegalAnswer):
        game.answer(snap, prompt, TableAnswer(chosen=("plot_raid",)))
    snap = game.answer(snap, prompt, TableAnswer(chosen=("plot_extortion",)))
    s = step(snap)
    assert s.action.parts[:2] == (FlipPlot(faction=C, clearing=3, from_kind="plot", to_kind="plot_extortion"),
                                  Score(faction=C, vp=3))
    snap = game.apply_step(snap, s)
    nxt = game.next_step(snap)
    assert isinstance(nxt, RootPrompt) and dict(nxt.question.params) == {"clearing": 9}


def test_in_the_app_owned_deck_mode_the_app_draws_the_plots_face():
    snap = corvids_board({3: {(C, "plot"): 1}, 5: {(C, "plot_bomb"): 2}}, app_deck=True)
    s = step(at(snap, "reveal_plots", FOX))
    flip = s.action.parts[0]
    assert isinstance(flip, FlipPlot) and flip.to_kind in ("plot_snare", "plot_extortion", "plot_raid")
    assert corvids.RULING_APP_DRAWS_PLOT in [r.rule for r in s.reasons]
    assert s.rng is not None and s.rng != snap.rng


def test_a_revealed_bomb_asks_for_its_replacement_then_swaps_it_face_up():
    snap = corvids_board({3: {(C, "plot"): 1, (E, "warrior"): 2}})
    snap, seen = play(at(snap, "reveal_plots", FOX), tables=[("plot_bomb",), ("plot_raid",)], until_end=False,
                      max_steps=4)
    asks = [s for s in seen if isinstance(s, RootPrompt)]
    assert [dict(a.question.params)["clearing"] for a in asks] == [3, 3]
    assert asks[1].question.topic == corvids.TOPIC_REPLACEMENT
    assert snap.place(3).count(C, "plot_raid") == 1 and snap.place(3).count(E) == 0
    assert snap.faction(C).vp == 1


# -- 11.5.1 battle ------------------------------------------------------------------------------
def test_battle_defender_most_buildings_and_tokens_then_most_vp():
    snap = corvids_board({1: {(C, "warrior"): 2, (M, "warrior"): 3, (E, "roost"): 1, (A, "sympathy"): 1}},
                         humans=(M, E, A), vp={E: 1, A: 4})
    defender, why = corvids.defender(snap, 1)
    assert defender == A  # 1 building/token each for the Eyrie and the Alliance: then most VP
    assert [r.code for r in why][:2] == ["corvids.defender.most_buildings_tokens", "defender.most_vp"]


def test_battle_only_where_two_or_more_corvid_warriors_in_priority_order():
    snap = corvids_board({1: {(C, "warrior"): 1, (M, "warrior"): 1}, 6: {(C, "warrior"): 2, (M, "warrior"): 1},
                          8: {(C, "warrior"): 3, (E, "warrior"): 1}})
    prompt = game.next_step(at(snap, "battle", FOX))
    assert isinstance(prompt, RootPrompt) and prompt.question.battle.clearing == 6


# -- 11.5.2 move ---------------------------------------------------------------------------------
def test_move_all_but_two_from_an_ordered_clearing_with_a_face_up_plot_to_a_plot_free_neighbour():
    # 12 is fox, adjacent 4, 7, 9, 10, 11.
    snap = corvids_board({12: {(C, "warrior"): 5, (C, "plot_snare"): 1}, 4: {(C, "warrior"): 3, (C, "plot"): 1},
                          9: {(C, "warrior"): 1}, 11: {(C, "warrior"): 1}})
    s = step(at(snap, "move", FOX))
    assert s.action == Move(faction=C, origin=12, dest=9, count=3)  # tie 9/11: priority


def test_move_with_a_plot_in_every_neighbour_goes_to_the_lowest_priority_one():
    snap = corvids_board({8: {(C, "warrior"): 4, (C, "plot_raid"): 1}, 4: {(C, "plot"): 1},
                          7: {(C, "plot_bomb"): 1}})
    s = step(at(snap, "move", FOX))
    assert s.action == Move(faction=C, origin=8, dest=7, count=2)
    assert "corvids.move_no_destination" in codes(s)


def test_no_move_from_a_face_down_plot_or_with_two_warriors():
    snap = corvids_board({8: {(C, "warrior"): 4, (C, "plot"): 1}, 12: {(C, "warrior"): 2, (C, "plot_raid"): 1}})
    s = step(at(snap, "move", FOX))
    assert isinstance(s.action, Nothing) and "corvids.move_none" in codes(s)


# -- 11.5.3 plot, 11.5.4 The Plot Thickens --------------------------------------------------------
def test_plot_in_the_ordered_plot_free_clearing_with_most_corvid_warriors():
    snap = corvids_board({1: {(C, "warrior"): 4, (C, "plot_raid"): 1}, 6: {(C, "warrior"): 2},
                          8: {(C, "warrior"): 2}, 2: {(C, "warrior"): 5}})
    s = step(at(snap, "plot", FOX))
    assert s.action.parts[1] == PlaceWarriors(faction=C, piece="plot", targets=((6, 1),))
    assert s.action.parts[0].removals[0].clearing == 6


def test_mastermind_plots_twice():
    snap = corvids_board({6: {(C, "warrior"): 2}, 8: {(C, "warrior"): 1}}, traits=("mastermind",))
    snap, _ = play(at(snap, "plot", FOX), until_end=False, max_steps=2)
    assert snap.place(6).count(C, "plot") == 1 and snap.place(8).count(C, "plot") == 1


def test_the_plot_thickens_in_any_clearing_with_three_warriors_and_no_plot():
    snap = corvids_board({3: {(C, "warrior"): 3}, 5: {(C, "warrior"): 4, (C, "plot"): 1}, 7: {(C, "warrior"): 3}})
    s = step(at(snap, "thicken", FOX))
    assert s.action.parts[1].targets == ((3, 1),)  # 3 and 7 tie: priority


def test_no_plot_is_placed_when_all_eight_are_on_the_map():
    snap = corvids_board({3: {(C, "warrior"): 3}, 1: {(C, "plot"): 1}, 2: {(C, "plot"): 1}, 4: {(C, "plot"): 1},
                          5: {(C, "plot"): 1}, 7: {(C, "plot"): 1}, 9: {(C, "plot"): 1}, 10: {(C, "plot"): 1},
                          11: {(C, "plot"): 1}})
    s = step(at(snap, "thicken", FOX))
    assert isinstance(s.action, Nothing)


# -- 11.6 evening, nightmare -------------------------------------------------------------------------
def test_evening_scores_each_face_up_extortion_and_nightmare_its_vp():
    snap = corvids_board({1: {(C, "plot_extortion"): 1}, 2: {(C, "plot_extortion"): 1}, 3: {(C, "plot"): 1}},
                         difficulty="nightmare")
    snap, seen = play(at(snap, "evening_score", FOX))
    scores = [s.action for s in steps_of(seen) if isinstance(s.action, Score)]
    assert scores == [Score(faction=C, vp=2), Score(faction=C, vp=2)]  # nightmare: 3 players -> 2


# -- traits -----------------------------------------------------------------------------------------
def test_backup_plans_places_a_warrior_where_a_plot_is_removed():
    from tablebot.games.root import edits
    snap = corvids_board({5: {(C, "plot_snare"): 1}}, traits=("backup_plans",))
    after = game.apply_edit(snap, edits.RemovePiece(faction=C, piece="plot_snare", place=5))
    assert after.place(5).count(C, "warrior") == 1


def test_vendetta_gives_every_revealed_plot_the_bombs_removal():
    snap = corvids_board({3: {(C, "plot"): 1, (E, "warrior"): 2}}, traits=("vendetta",))
    revealed = plots.reveal(snap, 3, "plot_snare", vendetta=True)
    assert "corvids.vendetta" in [r.code for r in revealed.reasons] and not revealed.needs_replacement
    assert game.apply_step(at(snap, "reveal_plots", FOX, face="plot_snare", face_at=3),
                           step(at(snap, "reveal_plots", FOX, face="plot_snare", face_at=3))).place(3).count(E) == 0


def test_a_whole_turn_from_the_order_card():
    snap = corvids_game(seed=4)
    snap, seen = play(snap, orders=[MOUSE])
    assert steps_of(seen)[-1].action.kind == "end_turn"
    assert snap.on_board(C, "plot") == 1  # the Plot in 11 (most warriors among plot-free mouse clearings)


def test_gamble_a_wrong_guess_gives_the_corvids_a_vp_and_the_plot_goes_off():
    snap = corvids_board({3: {(C, "plot"): 1, (E, "warrior"): 2, (M, "warrior"): 1}}, traits=("gamble",))
    snap = at(snap, "reveal_plots", FOX)
    ask = game.next_step(snap)
    assert isinstance(ask, RootPrompt) and ask.question.topic == corvids.TOPIC_GUESS
    assert dict(ask.question.params) == {"clearing": 3, "faction": E}  # most faction pieces there
    snap = game.answer(snap, ask, TableAnswer(chosen=("plot_snare",)))
    snap = game.answer(snap, game.next_step(snap), TableAnswer(chosen=("plot_extortion",)))
    s = step(snap)
    assert Score(faction=C, vp=1) in s.action.parts and "corvids.gamble_wrong" in codes(s)
    after = game.apply_step(snap, s)
    assert after.place(3).count(C, "plot_extortion") == 1 and after.faction(C).vp == 2


def test_gamble_a_right_guess_scores_the_plot_then_the_guesser_removes_it_without_its_effect():
    snap = corvids_board({3: {(C, "plot"): 1, (E, "warrior"): 2}}, traits=("gamble",))
    snap = at(snap, "reveal_plots", FOX)
    snap = game.answer(snap, game.next_step(snap), TableAnswer(chosen=("plot_bomb",)))
    snap = game.answer(snap, game.next_step(snap), TableAnswer(chosen=("plot_bomb",)))
    after = game.apply_step(snap, step(snap))
    assert after.place(3).count(E, "warrior") == 2  # the bomb did not go off
    assert after.place(3).count(C) == 0 and after.faction(C).vp == 1 and after.faction(E).vp == 1


def test_no_gamble_without_a_human_there():
    snap = corvids_board({3: {(C, "plot"): 1}}, traits=("gamble",))
    ask = game.next_step(at(snap, "reveal_plots", FOX))
    assert ask.question.topic == corvids.TOPIC_FACE


def test_a_face_given_for_a_plot_the_table_then_changed_is_asked_again():
    from tablebot.games.root import edits

    snap = corvids_board({3: {(C, "plot"): 1}, 9: {(C, "plot"): 1}}, humans=(M, E))
    snap = at(snap, "reveal_plots", FOX)
    snap = game.answer(snap, game.next_step(snap), TableAnswer(chosen=("plot_bomb",)))
    # The table removes the plot of 3 before confirming: the answer was for it, not for 9's.
    moved = game.apply_edit(snap, edits.RemovePiece(faction=C, piece="plot", place=3))
    ask = game.next_step(moved)
    assert isinstance(ask, RootPrompt) and dict(ask.question.params) == {"clearing": 9}
    # Both bombs put face up elsewhere: "bomb" is no longer possible for 3, so it is asked again.
    crowded = game.apply_edit(snap, edits.AddPiece(faction=C, piece="plot_bomb", place=5))
    crowded = game.apply_edit(crowded, edits.AddPiece(faction=C, piece="plot_bomb", place=6))
    again = game.next_step(crowded)
    assert isinstance(again, RootPrompt) and "plot_bomb" not in again.question.options
