"""The Corvids' plots against the first four bots (Law of Rootbotics 11.8), the Corvids being the
Cogwheel Corvids bot: a bomb takes 2 pieces of each bot, warriors first (the Vagabot: 3 items);
a snare stops a bot's placement or move through the one interception in bots/flow.py."""

from __future__ import annotations

from tablebot.games.root import game, rules
from tablebot.games.root.actions import RootPrompt
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.state import MarquiseCursor

from .corvids_scenario import at, corvids_board
from .scenario import card, play

C, M, E, A, V = "corvids", "marquise", "eyrie", "alliance", "vagabond"
FOX = card("fox")


def reveal_bomb(snap):
    """The Corvids' Birdsong reveal: the table says bomb, then a raid replaces it."""
    snap, _ = play(at(snap, "reveal_plots", FOX), tables=[("plot_bomb",), ("plot_raid",)], until_end=False,
                   max_steps=4)
    return snap


def test_a_bomb_takes_two_marquise_bot_warriors_and_leaves_its_building():
    snap = corvids_board({3: {(C, "plot"): 1, (M, "warrior"): 4, (M, "workshop"): 1}},
                         humans=(E,), bots=("mechanical_marquise_2",))
    after = reveal_bomb(snap)
    assert after.place(3).count(M, "warrior") == 2 and after.place(3).count(M, "workshop") == 1


def test_a_bomb_takes_the_eyrie_bots_warrior_then_its_roost_and_scores_the_roost():
    snap = corvids_board({3: {(C, "plot"): 1, (E, "warrior"): 1, (E, "roost"): 1}},
                         humans=(M,), bots=("electric_eyrie",))
    after = reveal_bomb(snap)
    assert after.place(3).count(E) == 0
    assert after.faction(C).vp == 1 + 1  # the face-up bomb, the roost


def test_a_bomb_takes_the_alliance_bots_warrior_then_its_sympathy_token_before_its_base():
    snap = corvids_board({3: {(C, "plot"): 1, (A, "warrior"): 1, (A, "sympathy"): 1, (A, "base_rabbit"): 1}},
                         humans=(M,), bots=("automated_alliance",))
    after = reveal_bomb(snap)
    assert after.place(3).count(A, "warrior") == 0 and after.place(3).count(A, "sympathy") == 0
    assert after.place(3).count(A, "base_rabbit") == 1


def test_a_bomb_damages_three_vagabot_items_and_the_pawn_stays():
    snap = corvids_board({3: {(C, "plot"): 1, (V, "pawn"): 1}}, humans=(M,), bots=("vagabot",))
    board = snap.faction(V).board
    assert isinstance(board, VagabotBoard)
    snap = rules.update_faction(snap, V, board=board.model_copy(update={"ready": 4, "exhausted": 1}))
    after = reveal_bomb(snap)
    new = after.faction(V).board
    assert isinstance(new, VagabotBoard)
    assert new.damaged_ready + new.damaged_exhausted - board.damaged_ready - board.damaged_exhausted == 3
    assert after.place(3).count(V, "pawn") == 1


def marquise_at(snap, phase, order):
    cur = MarquiseCursor(phase=phase, order=order)
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"seat": 1, "cursor": cur})})


def test_a_snare_stops_the_marquise_bots_move_out_and_is_removed_instead():
    # Marquise (seat 2) moves all but 3 out of ordered clearing 1 (4.5.4); a face-up snare sits there.
    snap = corvids_board({1: {(M, "warrior"): 6, (M, "sawmill"): 1, (C, "plot_snare"): 1}},
                         humans=(E,), bots=("mechanical_marquise_2",))
    snap = marquise_at(snap, "daylight_move", FOX)
    s = game.next_step(snap)
    assert not isinstance(s, RootPrompt)
    assert "plots.snare_blocks_move" in [r.code for r in s.reasons]
    after = game.apply_step(snap, s)
    assert after.place(1).count(M, "warrior") == 6 and after.place(1).count(C, "plot_snare") == 0
    assert after.faction(M).vp == snap.faction(M).vp + 1


def test_a_snare_stops_the_marquise_bots_recruit_there_only():
    snap = corvids_board({1: {(M, "warrior"): 2, (M, "sawmill"): 1, (C, "plot_snare"): 1},
                          8: {(M, "warrior"): 2, (M, "sawmill"): 1}},
                         humans=(E,), bots=("mechanical_marquise_2",))
    snap = marquise_at(snap, "daylight_recruit", FOX)
    s = game.next_step(snap)
    after = game.apply_step(snap, s)
    assert after.place(1).count(M, "warrior") == 2 and after.place(1).count(C, "plot_snare") == 0
    assert after.place(8).count(M, "warrior") > 2
