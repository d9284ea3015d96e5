"""The Corvids' plots (Law of Rootbotics 11.7) and their interactions with the bots (11.8), for a
Corvid player human or bot: games/root/plots.py, the raid through every removal, the snare's one
interception for the bots."""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import edits, game, plots, rules
from tablebot.games.root.actions import (
    Compound,
    FlipPlot,
    Move,
    Nothing,
    PlaceWarriors,
    Removal,
    RemovePieces,
    apply_action,
)
from tablebot.games.root.bots.vagabot_state import VagabotBoard
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot

from .scenario import with_pieces

C, M, E, V, A = "corvids", "marquise", "eyrie", "vagabond", "alliance"


def table(humans: tuple[str, ...] = (C, E), bots: tuple[tuple[str, str], ...] = ((M, "mechanical_marquise_2"),),
          ) -> RootSnapshot:
    seats = tuple(SeatConfig(faction=f, bot=BotConfig(bot=b)) for f, b in bots)
    seats += tuple(SeatConfig(faction=h) for h in humans)
    return game.new_game(GameConfig(seats=seats, seed=3, keep_corner=1))


def applied(snap: RootSnapshot, revealed: plots.Revealed) -> RootSnapshot:
    return apply_action(snap, Compound(parts=revealed.parts))


def codes(revealed: plots.Revealed) -> list[str]:
    return [r.code for r in revealed.reasons]


# -- reveal (11.4.4) -------------------------------------------------------------------------
def test_a_revealed_plot_scores_one_vp_per_face_up_plot_on_the_map_itself_included():
    snap = with_pieces(table(), {3: {(C, "plot"): 1}, 5: {(C, "plot_extortion"): 1}, 9: {(C, "plot_raid"): 1}})
    done = applied(snap, plots.reveal(snap, 3, "plot_snare"))
    assert done.place(3).count(C, "plot_snare") == 1 and done.place(3).count(C, "plot") == 0
    assert done.faction(C).vp == 3


def test_only_faces_not_all_face_up_can_be_revealed():
    snap = with_pieces(table(), {3: {(C, "plot"): 1}, 5: {(C, "plot_snare"): 1}, 9: {(C, "plot_snare"): 1}})
    assert plots.possible_faces(snap) == ("plot_bomb", "plot_extortion", "plot_raid")
    with pytest.raises(IllegalEdit):
        plots.reveal(snap, 3, "plot_snare")
    with pytest.raises(IllegalEdit):
        plots.reveal(snap, 4, "plot_raid")  # no face-down plot there


def test_the_app_draws_faces_weighted_by_those_still_unseen():
    snap = with_pieces(table(), {5: {(C, "plot_bomb"): 2}, 9: {(C, "plot_snare"): 1}})
    assert plots.unseen(snap) == {"plot_bomb": 0, "plot_snare": 1, "plot_extortion": 2, "plot_raid": 2}
    state, seen = snap.rng, []
    for _ in range(400):
        face, state = plots.draw_face(snap, state)
        seen.append(face)
    assert "plot_bomb" not in seen
    # 1 snare against 2 extortions and 2 raids: about a fifth of the draws.
    assert 40 < seen.count("plot_snare") < 120 and seen.count("plot_raid") > 120


# -- bomb (11.7.1, 11.8.1) ---------------------------------------------------------------------
def test_a_bomb_removes_every_human_enemy_piece_and_two_of_each_bot_warriors_first():
    snap = with_pieces(table(), {
        3: {(C, "plot"): 1, (C, "warrior"): 1, (E, "warrior"): 3, (E, "roost"): 1, (M, "warrior"): 3,
            (M, "sawmill"): 1},
    })
    revealed = plots.reveal(snap, 3, "plot_bomb")
    done = applied(snap, revealed)
    place = done.place(3)
    assert place.count(E) == 0  # the human Eyrie: everything
    assert place.count(M, "warrior") == 1 and place.count(M, "sawmill") == 1  # the bot: 2 warriors
    assert place.count(C, "warrior") == 1 and place.count(C, "plot_bomb") == 1
    # 1 VP for the face-up bomb, 1 for the roost removed (Law of Root 3.2.1).
    assert done.faction(C).vp == 2
    assert revealed.needs_replacement
    assert {"plots.bomb_human", "plots.bomb_bot", "plots.bomb_swap_next"} <= set(codes(revealed))


def test_a_bot_with_fewer_than_two_warriors_loses_its_warrior_then_by_1_2_1_and_the_corvids_score_it():
    snap = with_pieces(table(), {3: {(C, "plot"): 1, (M, "warrior"): 1, (M, "sawmill"): 1, (M, "workshop"): 1}})
    done = applied(snap, plots.reveal(snap, 3, "plot_bomb"))
    place = done.place(3)
    assert place.count(M, "warrior") == 0
    assert place.count(M, "sawmill") + place.count(M, "workshop") == 1
    assert done.faction(C).vp == 1 + 1


def test_a_bomb_makes_the_vagabot_damage_three_items_its_pawn_stays():
    snap = table(humans=(C, E), bots=((V, "vagabot"),))
    snap = with_pieces(snap, {3: {(C, "plot"): 1, (V, "pawn"): 1}})
    snap = rules.update_faction(snap, V, board=VagabotBoard(character="thief", ready=5))
    revealed = plots.reveal(snap, 3, "plot_bomb")
    done = applied(snap, revealed)
    board = done.faction(V).board
    assert isinstance(board, VagabotBoard)
    assert board.damaged_ready + board.damaged_exhausted == 3
    assert done.place(3).count(V, "pawn") == 1
    assert plots.RULING_BOMB_VAGABOT in [r.rule for r in revealed.reasons]


def test_the_bomb_is_swapped_for_a_face_up_plot_that_may_be_another_bomb_and_does_not_trigger():
    snap = with_pieces(table(), {3: {(C, "plot"): 1, (E, "warrior"): 2}})
    snap = applied(snap, plots.reveal(snap, 3, "plot_bomb"))
    assert "plot_bomb" in plots.replacement_faces(snap)
    swapped = plots.bomb_swap(snap, 3, "plot_bomb")
    assert swapped.parts == (FlipPlot(faction=C, clearing=3, from_kind="plot_bomb", to_kind="plot_bomb"),)
    vp = snap.faction(C).vp
    again = apply_action(snap, Compound(parts=swapped.parts))
    assert again.place(3).count(C, "plot_bomb") == 1 and again.faction(C).vp == vp


def test_no_third_bomb_replaces_a_bomb_when_the_other_is_face_up():
    snap = with_pieces(table(), {3: {(C, "plot_bomb"): 1}, 7: {(C, "plot_bomb"): 1}})
    assert "plot_bomb" not in plots.replacement_faces(snap)
    with pytest.raises(IllegalEdit):
        plots.bomb_swap(snap, 3, "plot_bomb")
    swapped = apply_action(snap, Compound(parts=plots.bomb_swap(snap, 3, "plot_raid").parts))
    assert swapped.place(3).count(C, "plot_raid") == 1
    assert swapped.place(3).count(C, "plot_bomb") == 0  # back in the supply, not a removal: no raid
    assert sum(p.count(C, "warrior") for p in swapped.clearings()) == 0


# -- extortion (11.7.3 with 2.8.1) -------------------------------------------------------------
def test_an_extortion_asks_the_humans_there_to_discard_and_no_bot():
    snap = with_pieces(table(), {3: {(C, "plot"): 1, (E, "warrior"): 1, (M, "warrior"): 1}})
    revealed = plots.reveal(snap, 3, "plot_extortion")
    lines = [(r.code, r.params) for r in revealed.reasons]
    assert ("plots.extortion_human", (("faction", E),)) in lines
    assert ("plots.extortion_bot", (("faction", M),)) in lines
    done = applied(snap, revealed)
    assert done.place(3).count(E) == 1 and done.place(3).count(M) == 1


# -- raid (11.7.4): any removal --------------------------------------------------------------
def test_a_raid_removed_by_a_table_edit_places_a_corvid_warrior_in_each_adjacent_clearing():
    snap = with_pieces(table(), {5: {(C, "plot_raid"): 1}})
    after = game.apply_edit(snap, edits.RemovePiece(faction=C, piece="plot_raid", place=5))
    adjacent = rules.board_of(snap).adjacent(5)
    assert sorted(int(p.id) for p in after.clearings() if p.count(C, "warrior")) == sorted(adjacent)


def test_a_raid_removed_by_a_bot_step_places_warriors_too_and_says_why():
    snap = with_pieces(table(), {5: {(C, "plot_raid"): 1}})
    removal = RemovePieces(removals=(Removal(faction=C, piece="plot_raid", clearing=5),))
    after = apply_action(snap, removal)
    assert all(after.place(c).count(C, "warrior") == 1 for c in rules.board_of(snap).adjacent(5))
    from tablebot.games.root.bots import hooks
    assert "plots.raid" in [r.code for r in hooks.removal_effects(snap, removal.removals).reasons]


def test_a_raid_places_no_warrior_into_the_keep_and_no_more_than_the_supply():
    adjacent = sorted(rules.board_of(table()).adjacent(1))
    snap = with_pieces(table(), {5: {(C, "warrior"): 15 - 1}, 1: {(M, "keep"): 1},
                                 adjacent[0]: {(C, "plot_raid"): 1}})
    placed = plots.removal_placements(snap, (Removal(faction=C, piece="plot_raid", clearing=adjacent[0]),))
    assert 1 not in [c for _, _, c, _ in placed]
    assert len(placed) == 1


def test_a_face_down_plot_removed_places_nothing_and_reminds_the_table():
    snap = with_pieces(table(), {5: {(C, "plot"): 1}})
    after = game.apply_edit(snap, edits.RemovePiece(faction=C, piece="plot", place=5))
    assert sum(p.count(C, "warrior") for p in after.clearings()) == 0
    from tablebot.games.root.bots import hooks
    why = hooks.removal_effects(snap, (Removal(faction=C, piece="plot", clearing=5),)).reasons
    assert [r.rule for r in why] == [plots.RULING_FACE_DOWN_REMOVED]


# -- snare (11.7.2 / 11.8.2) -------------------------------------------------------------------
def test_a_bot_placing_into_a_snared_clearing_removes_the_snare_instead_and_places_elsewhere():
    snap = with_pieces(table(), {5: {(C, "plot_snare"): 1}})
    action = PlaceWarriors(faction=M, targets=((5, 2), (9, 1)))
    changed, why = plots.snared_action(snap, M, action)
    assert isinstance(changed, Compound)
    done = apply_action(snap, changed)
    assert done.place(5).count(C, "plot_snare") == 0 and done.place(5).count(M) == 0
    assert done.place(9).count(M, "warrior") == 1
    assert done.faction(M).vp == 1  # the snare is an enemy token (ruling corvids-snare-removed)
    assert "plots.snare_blocks_place" in [r.code for r in why]


def test_a_bot_moving_out_of_a_snared_clearing_stays_and_the_snare_goes_moves_into_one_happen():
    snap = with_pieces(table(), {5: {(C, "plot_snare"): 1, (M, "warrior"): 3}, 9: {(C, "plot_snare"): 1}})
    out_of, why = plots.snared_action(snap, M, Move(faction=M, origin=5, dest=1, count=2))
    done = apply_action(snap, out_of)
    assert done.place(5).count(M, "warrior") == 3 and done.place(5).count(C, "plot_snare") == 0
    assert "plots.snare_blocks_move" in [r.code for r in why]
    into = Move(faction=M, origin=1, dest=9, count=1)
    assert plots.snared_action(with_pieces(table(), {1: {(M, "warrior"): 1}, 9: {(C, "plot_snare"): 1}}), M,
                               into) == (into, [])


def test_the_corvids_own_snare_does_not_stop_them():
    snap = with_pieces(table(), {5: {(C, "plot_snare"): 1}})
    action = PlaceWarriors(faction=C, targets=((5, 1),))
    assert plots.snared_action(snap, C, action) == (action, [])


def test_a_placement_wholly_snared_becomes_the_snare_removal_alone():
    snap = with_pieces(table(), {5: {(C, "plot_snare"): 1}})
    changed, _ = plots.snared_action(snap, M, PlaceWarriors(faction=M, targets=((5, 1),)))
    assert isinstance(changed, RemovePieces)
    nothing, _ = plots.snared_action(snap, M, Nothing())
    assert nothing == Nothing()
