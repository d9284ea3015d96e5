"""The Mountain's closed paths: the bots treat them as paths (12.2.1); a human's drag along one is
refused until a player opens it at the table (Law of Root C.3.2, C.3.3), which scores 1 VP.

Geometry from maps/root/mountain.json: closed at setup 2-5 5-9 8-9 11-12 6-11 3-7; clearing 9's
paths go to 1, 5 (closed), 8 (closed), 10 and 12. Suit markers: the map's suggested layout (rabbit
2 7 8 9, mouse 4 5 6 11, fox 1 3 10 12).
"""

from __future__ import annotations

import pytest

from tablebot.core.steps import IllegalEdit
from tablebot.games.root import game, rules
from tablebot.games.root.actions import Move
from tablebot.games.root.board import load_board
from tablebot.games.root.edits import MovePiece, SetPathClosed
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot
from tablebot.gui.root.reasons import error_text, sentence

from .scenario import card, codes, play, steps_of, with_pieces


def _mountain(pieces: dict[int | str, dict[tuple[str, str], int]]) -> RootSnapshot:
    snap = game.new_game(GameConfig(
        map_id="mountain", suits=load_board("mountain").suggested_suits() or (), keep_corner=1,
        seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction="eyrie"))))
    return with_pieces(snap, pieces)


def test_a_bot_moves_across_a_closed_path_while_the_same_human_drag_is_refused() -> None:
    """(c) The Marquise, order card rabbit, 5 warriors in 9; 2 human Eyrie warriors in 5, beyond
    the closed path 5-9.

    4.5.1: no rabbit clearing holds both. 4.5.2: it rules 9 alone of the rabbit clearings: 4
    warriors there (9). 4.5.3: a workshop in 9. 4.5.4: all but 3 (6) from 9 to the adjacent
    clearing with most enemy pieces: 5 (2), across the closed path: the bots treat closed paths as
    paths (12.2.1). The Eyrie player's drag of a warrior from 5 to 9 along the same closed path is
    refused (Law of Root C.3.2: clearings linked by a closed path are not adjacent), naming it.
    """
    snap = _mountain({9: {("marquise", "warrior"): 5}, 5: {("eyrie", "warrior"): 2}})
    assert rules.path_closed(snap, 5, 9) and load_board("mountain").graph.has_edge(5, 9)
    end, seen = play(snap, orders=[card("rabbit")])
    move = next(s for s in steps_of(seen) if isinstance(s.action, Move))
    assert (move.action.origin, move.action.dest, move.action.count) == (9, 5, 6)  # type: ignore[attr-defined]
    assert codes(move)[:2] == [("4.5.4", "move.all_but_three"), ("4.5.4", "move.most_enemy_pieces")]
    assert end.place(5).count("marquise", "warrior") == 6 and end.place(9).count("marquise", "warrior") == 3
    assert rules.path_closed(end, 5, 9)  # a bot never opens it (12.2.1)

    with pytest.raises(IllegalEdit) as refused:
        game.apply_edit(end, MovePiece(faction="eyrie", piece="warrior", origin=5, dest=9))
    assert refused.value.code == "edit.path_closed"
    assert refused.value.params == {"faction": "eyrie", "a": 5, "b": 9}
    words = error_text(refused.value.code, refused.value.params)
    assert "5–9" in words and "Eyrie" in words and "opened first" in words


def test_the_table_may_still_mirror_a_bots_move_along_a_closed_path_and_open_paths_are_free() -> None:
    """A bot's warriors dragged along a closed path (the table mirrors or corrects a bot's move,
    12.2.1) are accepted; a human's drag along an open path (9-10) or between clearings no path
    joins (a correction) is not the closed path's business."""
    snap = _mountain({9: {("marquise", "warrior"): 5, ("eyrie", "warrior"): 2}})
    moved = game.apply_edit(snap, MovePiece(faction="marquise", piece="warrior", origin=9, dest=5, count=2))
    assert moved.place(5).count("marquise", "warrior") == 2
    assert game.apply_edit(snap, MovePiece(faction="eyrie", piece="warrior", origin=9, dest=10)).place(10).count(
        "eyrie", "warrior") == 1
    assert game.apply_edit(snap, MovePiece(faction="eyrie", piece="warrior", origin=9, dest=3)).place(3).count(
        "eyrie", "warrior") == 1


def test_a_player_opens_a_closed_path_scores_1_vp_and_then_moves_along_it() -> None:
    """Law of Root C.3.3: with pieces in either clearing (an Eyrie warrior in 5), the Eyrie player
    spends a card, removes the marker 5-9 and scores 1 VP; the drag 5 -> 9 is then a move like any."""
    snap = _mountain({5: {("eyrie", "warrior"): 2}})
    opened = game.apply_edit(snap, SetPathClosed(a=9, b=5, closed=False, opened_by="eyrie"))
    assert not rules.path_closed(opened, 5, 9) and (5, 9) not in opened.closed_paths
    assert opened.faction("eyrie").vp == snap.faction("eyrie").vp + 1
    after = game.apply_edit(opened, MovePiece(faction="eyrie", piece="warrior", origin=5, dest=9))
    assert after.place(9).count("eyrie", "warrior") == 1
    # A plain correction (no opener) scores nothing.
    corrected = game.apply_edit(snap, SetPathClosed(a=5, b=9, closed=False))
    assert corrected.faction("eyrie").vp == snap.faction("eyrie").vp and not rules.path_closed(corrected, 5, 9)


@pytest.mark.parametrize(("edit", "code"), [
    (SetPathClosed(a=5, b=9, closed=False, opened_by="marquise"), "edit.bots_never_open"),  # 12.2.1
    (SetPathClosed(a=8, b=9, closed=False, opened_by="eyrie"), "edit.open_needs_pieces"),  # none in 8 or 9
    (SetPathClosed(a=5, b=9, closed=True, opened_by="eyrie"), "edit.open_closes"),
    (SetPathClosed(a=9, b=10, closed=False, opened_by="eyrie"), "edit.not_closed_path"),
])
def test_opening_a_path_is_refused_when_the_law_does_not_allow_it(edit: SetPathClosed, code: str) -> None:
    snap = _mountain({5: {("eyrie", "warrior"): 1}, 9: {("marquise", "warrior"): 1}})
    with pytest.raises(IllegalEdit) as refused:
        game.apply_edit(snap, edit)
    assert refused.value.code == code
    assert not error_text(code, refused.value.params).startswith(code)  # it has words


def test_opening_twice_is_refused_and_the_history_names_who_opened_which_path() -> None:
    snap = _mountain({5: {("eyrie", "warrior"): 1}})
    opened = game.apply_edit(snap, SetPathClosed(a=5, b=9, closed=False, opened_by="eyrie"))
    with pytest.raises(IllegalEdit) as refused:
        game.apply_edit(opened, SetPathClosed(a=5, b=9, closed=False, opened_by="eyrie"))
    assert refused.value.code == "edit.path_already_open"
    # The history line the controller writes for the edit (its fields as parameters).
    from tablebot.core.reasons import reason

    line = sentence(reason("edit", "history.edit.set_path_closed", a=5, b=9, closed=0, opened_by="eyrie"))
    assert "Eyrie" in line and "5–9" in line and "1 VP" in line
    plain = sentence(reason("edit", "history.edit.set_path_closed", a=5, b=9, closed=0, opened_by=""))
    assert "opens" not in plain
