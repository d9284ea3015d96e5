"""A new player on the Mountain (issue 12 review): a closed path's menu offers its opening by each
human player who may open it (Law of Root C.3.3: pieces at either end; that player scores 1 VP) as
well as the plain correction; a human's drag along a closed path is refused with words the player
reads; a bot's choice the Pass decided shows its 12.2.2 line beside the map."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from tablebot.games.root import game, rules
from tablebot.games.root.actions import Compound, Move
from tablebot.games.root.board import load_board
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot
from tablebot.gui.root.reasons import reason_text

from ..games.root.scenario import card, with_pieces
from ..games.root.test_lake_ferry import until_move
from .test_board_maps import drag, shown_window

MARQUISE = BotConfig(bot="mechanical_marquise_2")


def _mountain(pieces: dict[int | str, dict[tuple[str, str], int]]) -> RootSnapshot:
    snap = game.new_game(GameConfig(
        map_id="mountain", suits=load_board("mountain").suggested_suits() or (), keep_corner=1,
        seats=(SeatConfig(faction="marquise", bot=MARQUISE), SeatConfig(faction="eyrie"), SeatConfig(faction="alliance"))))
    return with_pieces(snap, pieces)


def _texts(menu: Any) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def test_a_closed_paths_menu_offers_its_opening_by_each_human_who_may_open_it(qtbot: Any, settings: QSettings) -> None:
    snap = _mountain({5: {("eyrie", "warrior"): 2}, 9: {("marquise", "warrior"): 3, ("alliance", "warrior"): 1}})
    window = shown_window(qtbot, settings, snap)
    scene, session = window.scene, window.session
    menu = scene.path_menu(5, 9)
    texts = _texts(menu)
    # The Eyrie (in 5) and the Alliance (in 9) may open 5–9; the Marquise is a bot (12.2.1).
    assert texts == ["Opened by the Eyrie (+1 VP)", "Opened by the Alliance (+1 VP)",
                     "Open the path 5–9 (a correction: no VP)"]
    other = scene.path_menu(2, 5)
    assert _texts(other) == [
        "Opened by the Eyrie (+1 VP)", "Open the path 2–5 (a correction: no VP)"]
    eyrie = next(a for a in menu.actions() if a.text().startswith("Opened by the Eyrie"))
    eyrie.trigger()
    snap = session.snapshot
    assert not rules.path_closed(snap, 5, 9) and not scene.paths[(5, 9)].closed
    assert snap.faction("eyrie").vp == 1 and snap.faction("alliance").vp == 0
    assert "The Eyrie opens the closed path 5–9" in reason_text(session.history_labels()[-1])
    # Opened, the path's menu only offers to close it again (a correction).
    again = scene.path_menu(5, 9)
    assert _texts(again) == ["Close the path 5–9 again"]


def test_a_human_drag_along_a_closed_path_is_refused_in_words(qtbot: Any, settings: QSettings) -> None:
    window = shown_window(qtbot, settings, _mountain({5: {("eyrie", "warrior"): 2}}))
    scene, session = window.scene, window.session
    start = next(i for i in scene.piece_items() if i.faction == "eyrie").pos()
    with qtbot.waitSignal(session.refused) as refused:
        drag(window, start, scene.geometry.centres[9])
    assert refused.args[0] == "edit.path_closed"
    assert session.snapshot.place(5).count("eyrie", "warrior") == 2
    assert window.banner.isVisible()
    text = window.banner.text()
    assert "5–9" in text and "Eyrie" in text and "opened first" in text
    assert window.banner.geometry().right() <= window.centralWidget().width()  # on screen at 1366×768


def test_a_bot_choice_the_pass_decided_shows_its_line(qtbot: Any, settings: QSettings) -> None:
    snap = _mountain({9: {("marquise", "warrior"): 5}, 1: {("eyrie", "warrior"): 1}, 10: {("eyrie", "warrior"): 1}})
    before, step = until_move(snap, [card("rabbit")])
    parts = step.action.parts if isinstance(step.action, Compound) else (step.action,)
    assert [m.dest for m in parts if isinstance(m, Move)] == [10]  # the Pass, not clearing 1 (12.2.2)
    window = shown_window(qtbot, settings, before)
    shown = window.workspace.proposal.reasons.shown_lines()  # not folded under "Why"
    assert any(line.startswith("Rootbotics 12.2.2") and "Pass" in line for line in shown), shown
