"""Corrections of the map from a clearing's context menu (issue 12, "Editable when the data is
wrong"): a suit marker on Winter, Lake and Mountain, the printed building slots, a river, the Lake's
coast. Each changes the game, is named in the history, undoes, is refused with the engine's words
when it cannot be, and the panels that show suits follow it."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from tablebot.controller.session import Session
from tablebot.games.registry import game_rules
from tablebot.games.root import edits, rules
from tablebot.games.root.board import load_board
from tablebot.games.root.factions import Suit
from tablebot.games.root.setup import GameConfig, SeatConfig, new_game
from tablebot.games.root.state import BotConfig, RootSnapshot
from tablebot.gui.root.map_corrections import add_map_corrections
from tablebot.gui.root.palette import PalettePanel
from tablebot.gui.root.panels import board_lines
from tablebot.gui.root.reasons import error_text, reason_text

F, M, RB = Suit.FOX, Suit.MOUSE, Suit.RABBIT
TABLE = (F, M, RB, RB, F, M, M, RB, F, F, RB, M)


def game(map_id: str) -> RootSnapshot:
    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
             SeatConfig(faction="alliance"), SeatConfig(faction="eyrie"))
    return new_game(GameConfig(map_id=map_id, seats=seats, seed=4, keep_corner=1,
                               suits=() if map_id == "autumn" else TABLE))


def session_on(snap: RootSnapshot) -> Session:
    return Session(game_rules("root"), snap, describe=reason_text, autosave=False)


def menu_for(session: Session, cid: int) -> QMenu:
    menu = QMenu()
    add_map_corrections(menu, session, cid)
    return menu


def entry(menu: QMenu, *path: str) -> QAction:
    """The action at a path of menu texts ("Suit marker", "mouse")."""
    actions = menu.actions()
    for i, text in enumerate(path):
        found = next((a for a in actions if a.text() == text), None)
        assert found is not None, f"{text!r} not in {[a.text() for a in actions]}"
        if i == len(path) - 1:
            return found
        sub = found.menu()
        assert sub is not None
        actions = sub.actions()
    raise AssertionError(path)


def texts(menu: QMenu, title: str) -> list[str]:
    sub = entry(menu, title).menu()
    assert sub is not None
    return [a.text() for a in sub.actions()]


def last_history(session: Session) -> str:
    return reason_text(session.history_labels()[-1])


def test_a_mis_set_suit_marker_is_corrected_named_in_the_history_and_undone(qtbot: Any) -> None:
    session = session_on(game("winter"))
    menu = menu_for(session, 5)
    assert texts(menu, "Suit marker") == ["fox", "mouse", "rabbit"]
    assert entry(menu, "Suit marker", "fox").isChecked()  # clearing 5 holds a fox marker
    entry(menu, "Suit marker", "mouse").trigger()
    assert session.snapshot.suits[4] == M and rules.board_of(session.snapshot).clearing(5).suit == M
    assert last_history(session) == "Suit marker on clearing 5: mouse"
    session.undo()
    assert session.snapshot.suits == TABLE


def test_autumn_has_no_suit_markers_to_correct(qtbot: Any) -> None:
    menu = menu_for(session_on(game("autumn")), 5)
    assert "Suit marker" not in [a.text() for a in menu.actions()]


def test_printed_building_slots_are_corrected_marked_inferred(qtbot: Any) -> None:
    session = session_on(game("mountain"))
    printed = load_board("mountain").clearing(7).slots
    assert printed == 1
    menu = menu_for(session, 7)
    title = "Printed building slots (inferred)"  # the map data inferred Mountain's slot totals
    assert texts(menu, title) == ["1 (map data)", "2", "3"]
    entry(menu, title, "3").trigger()
    assert rules.board_of(session.snapshot).clearing(7).slots == 3
    assert session.snapshot.corrections.slots == ((7, 3),)
    assert last_history(session) == "Map corrected: clearing 7 has 3 building slots printed"
    assert any(line.startswith("Clearing 7 (mouse, priority 7, 3 of 3 slots free)") for line in board_lines(session.snapshot))
    session.undo()
    assert session.snapshot.corrections.slots == ()


def test_a_refused_correction_shows_the_engines_words_and_changes_nothing(qtbot: Any) -> None:
    snap = game("winter")
    # An Alliance fox base stands on a fox clearing: the marker cannot turn mouse under it.
    cid = next(c for c in (5, 9, 10) if TABLE[c - 1] == F and rules.free_slots(snap, c) > 0)
    snap = edits.apply_edit(snap, edits.AddPiece(faction="alliance", piece="base_fox", place=cid))
    session = session_on(snap)
    refusals: list[tuple[str, dict[str, Any]]] = []
    session.refused.connect(lambda code, params: refusals.append((code, params)))
    before = session.snapshot
    menu = menu_for(session, cid)
    entry(menu, "Suit marker", "mouse").trigger()
    assert session.snapshot is before
    assert [error_text(c, p) for c, p in refusals] == [
        f"Clearing {cid} holds the Alliance's fox base, which needs its own suit: move or remove it first."]


def test_a_river_the_data_read_from_the_art_is_toggled_for_neighbours_and_partners(qtbot: Any) -> None:
    session = session_on(game("winter"))
    board = load_board("winter")
    menu = menu_for(session, 11)
    title = "River to (inferred)"
    # Its neighbours by path, and 10 and 12, joined to it by the river alone.
    assert set(board.adjacent(11)).isdisjoint({10, 12})
    assert texts(menu, title) == [f"clearing {n}" for n in sorted({*board.adjacent(11), 10, 12})]
    assert entry(menu, title, "clearing 10").isChecked() and entry(menu, title, "clearing 12").isChecked()
    entry(menu, title, "clearing 10").trigger()  # no river there on this table's board
    assert (10, 11) not in rules.board_of(session.snapshot).rivers
    assert last_history(session) == "Map corrected: river between 10 and 11: no"
    menu = menu_for(session, 11)
    entry(menu, title, "clearing 9").trigger()
    assert (9, 11) in rules.board_of(session.snapshot).rivers
    assert last_history(session) == "Map corrected: river between 9 and 11: yes"
    session.undo()
    session.undo()
    assert session.snapshot.corrections.rivers is None


def test_the_lake_coast_is_toggled_and_there_is_no_river_menu_on_the_lake(qtbot: Any) -> None:
    session = session_on(game("lake"))
    menu = menu_for(session, 10)
    top = [a.text() for a in menu.actions()]
    assert "Coastal (inferred)" in top and "River to (inferred)" not in top
    assert entry(menu, "Coastal (inferred)").isChecked()
    entry(menu, "Coastal (inferred)").trigger()
    assert 10 not in rules.board_of(session.snapshot).coast
    assert last_history(session) == "Map corrected: clearing 10 coastal: no"
    menu = menu_for(session, 10)
    assert not entry(menu, "Coastal (inferred)").isChecked()
    session.undo()
    assert 10 in rules.board_of(session.snapshot).coast
    winter = menu_for(session_on(game("winter")), 10)
    assert "Coastal" not in " ".join(a.text() for a in winter.actions())


def test_the_palette_and_the_board_text_follow_a_corrected_suit(qtbot: Any) -> None:
    session = session_on(game("winter"))
    palette = PalettePanel(session)
    qtbot.addWidget(palette)
    palette.refresh(session.snapshot)
    place = palette.place_box
    assert place.itemText(place.findData(5)) == "Clearing 5 (fox)"
    menu = menu_for(session, 5)
    entry(menu, "Suit marker", "rabbit").trigger()
    palette.refresh(session.snapshot)
    assert place.itemText(place.findData(5)) == "Clearing 5 (rabbit)"
    assert any(line.startswith("Clearing 5 (rabbit,") for line in board_lines(session.snapshot))


def test_the_board_menu_of_a_clearing_offers_the_corrections(window: Any) -> None:
    s = window.session
    # Clearing 9 of the demo game: a Marquise sawmill; with an Eyrie roost both printed slots are filled.
    assert s.edit(edits.AddPiece(faction="eyrie", piece="roost", place=9))
    menu = window.scene.clearing_menu(9)
    title = "Printed building slots (inferred)"
    assert title in [a.text() for a in menu.actions()] and "River to (inferred)" in [a.text() for a in menu.actions()]
    entry(menu, title, "1").trigger()
    assert rules.board_of(s.snapshot).clearing(9).slots == 2
    assert window.banner.isVisible()
    assert window.banner.text() == "Clearing 9 has 2 slots filled (buildings and ruin): it cannot have only 1."
    menu = window.scene.clearing_menu(9)
    entry(menu, title, "3").trigger()
    assert rules.board_of(s.snapshot).clearing(9).slots == 3
    assert reason_text(s.history_labels()[-1]) == "Map corrected: clearing 9 has 3 building slots printed"
    s.undo()
    assert rules.board_of(s.snapshot).clearing(9).slots == 2
