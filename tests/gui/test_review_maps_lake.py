"""A new player on the Lake (issue 12 review): a bot's move over the lake shows on the map that the
ferry sails with it to the far shore and that the bot scores 1 VP for it (12.1.1), not only in the
reasons beside the map."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from tablebot.games.root.actions import Compound, Move
from tablebot.gui.root.board import FerryGhost
from tablebot.gui.root.reasons import reason_text

from ..games.root.scenario import card, with_pieces
from ..games.root.test_lake_ferry import E, M, lake_game, until_move
from .test_board_maps import shown_window


def test_a_bots_ferry_crossing_shows_the_ferry_sailing_and_the_vp(qtbot: Any, settings: QSettings) -> None:
    snap = with_pieces(lake_game(humans=(E, "alliance")), {1: {(M, "warrior"): 6}, 12: {(E, "warrior"): 3}},
                       ruins=())
    before, _step = until_move(snap, [card("fox")])  # the Marquise: 7 warriors 1 → 12 on the ferry
    window = shown_window(qtbot, settings, before)
    scene = window.scene
    ghosts = [i for i in scene.overlay if isinstance(i, FerryGhost)]
    assert len(ghosts) == 1
    assert ghosts[0].pos() == scene.geometry.ferry_pos(12)  # where the ferry lands
    assert scene.ferry is not None and scene.ferry.pos() == scene.geometry.ferry_pos(1)  # still where it is
    assert "Marquise +1 VP: the ferry (12.1.1)" in scene.banner_text()
    window.session.confirm()
    assert not [i for i in scene.overlay if isinstance(i, FerryGhost)]
    assert scene.ferry.pos() == scene.geometry.ferry_pos(12)


def test_a_walk_along_a_path_shows_no_ferry(qtbot: Any, settings: QSettings) -> None:
    snap = with_pieces(lake_game(humans=(E,)), {1: {(M, "warrior"): 6}, 5: {(E, "warrior"): 3}}, ruins=())
    before, step = until_move(snap, [card("fox")])
    parts = step.action.parts if isinstance(step.action, Compound) else (step.action,)
    assert [(m.origin, m.dest) for m in parts if isinstance(m, Move)] == [(1, 5)]  # along the path
    window = shown_window(qtbot, settings, before)
    assert not [i for i in window.scene.overlay if isinstance(i, FerryGhost)]
    assert "ferry" not in window.scene.banner_text()


def test_the_ferry_dragged_is_named_once_in_the_history(qtbot: Any, settings: QSettings) -> None:
    window = shown_window(qtbot, settings, lake_game(humans=(E, "alliance")))
    scene = window.scene
    assert scene.ferry_dropped(scene.geometry.centres[12])
    assert reason_text(window.session.history_labels()[-1]) == "The ferry moved to clearing 12"
