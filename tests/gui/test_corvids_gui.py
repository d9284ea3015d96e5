"""The Cogwheel Corvids through the GUI: a face-down plot drawn as "?" on the map, revealed by the
table in the proposal panel's form (only the faces still possible offered), and a bomb whose
pieces leave the map when confirmed and come back on undo; the Corvids' board counts the plots."""
# ruff: noqa: F811 - the tests take the imported make_ui fixture as a parameter

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.games.root import actions as act
from tablebot.games.root import game, rules
from tablebot.games.root.bots.corvids_state import CorvidsCursor
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, OrderCard, RootSnapshot
from tablebot.gui.root.board import piece_letter
from tablebot.gui.root.root_boards import CorvidsBoardWidget

from ..games.root.scenario import with_pieces
from .test_root_bots import confirm, make_ui  # noqa: F401

C, M, E = "corvids", "marquise", "eyrie"


def reveal_table() -> RootSnapshot:
    """The Corvids bot at its Birdsong reveal (11.4.4): a face-down plot in 3 with Eyrie warriors and a
    Marquise sawmill, both raids already face up elsewhere."""
    seats = (SeatConfig(faction=C, bot=BotConfig(bot="cogwheel_corvids")), SeatConfig(faction=M),
             SeatConfig(faction=E))
    snap = game.new_game(GameConfig(seats=seats, seed=2, keep_corner=1))
    snap = with_pieces(snap, {3: {(C, "plot"): 1, (C, "warrior"): 1, (E, "warrior"): 2, (M, "sawmill"): 1},
                              5: {(C, "plot_raid"): 1}, 9: {(C, "plot_raid"): 1}, 1: {(M, "keep"): 1}})
    cur = CorvidsCursor(phase="reveal_plots", order=OrderCard(suit="fox"))
    return snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})


def answer_face(ui: Any, face: str) -> None:
    form = ui.proposal.table
    assert ui.proposal.forms.currentWidget() is form
    box = next(b for o, b in form.boxes if o == face)
    box.setChecked(True)
    QTest.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)


def test_a_face_down_plot_is_a_question_mark_revealed_by_the_table_in_the_form(make_ui: Any) -> None:
    ui = make_ui(reveal_table())
    assert (3, C, "plot", 0) in ui.scene.pieces and piece_letter("plot") == "?"
    assert ui.proposal.title.text() == "Turn over the plot in clearing 3: what does it show?"
    # Both raids are face up: the form shows the four faces and offers the three still possible.
    boxes = ui.proposal.table.boxes
    assert [o for o, _ in boxes] == ["plot_bomb", "plot_snare", "plot_extortion", "plot_raid"]
    assert [o for o, b in boxes if b.isEnabled()] == ["plot_bomb", "plot_snare", "plot_extortion"]
    board = ui.factions.boards.boards[C]
    assert isinstance(board, CorvidsBoardWidget)
    assert board.supply.text().startswith("5 of 8 in the supply")
    answer_face(ui, "plot_snare")
    step = ui.session.proposal
    assert isinstance(step, act.RootStep)
    assert ui.turn_bar.what.text().startswith("Turn the plot in clearing 3 face up: snare.")
    confirm(ui)
    snap = ui.session.snapshot
    assert snap.place(3).count(C, "plot_snare") == 1 and snap.faction(C).vp == 3
    assert (3, C, "plot_snare", 0) in ui.scene.pieces and (3, C, "plot", 0) not in ui.scene.pieces
    assert "Snare: face up in 3" in board.faces["plot_snare"].text()


def test_a_bomb_takes_the_pieces_off_the_map_and_undo_puts_them_back(make_ui: Any) -> None:
    ui = make_ui(reveal_table())
    before = ui.session.snapshot
    answer_face(ui, "plot_bomb")
    confirm(ui)
    snap = ui.session.snapshot
    assert snap.place(3).count(E) == 0 and snap.place(3).count(M) == 0
    assert not [k for k in ui.scene.pieces if k[0] == 3 and k[1] in (E, M)]
    assert snap.faction(C).vp == 3 + 1  # three face-up plots, the sawmill
    # Next the table says which plot replaces the bomb.
    assert ui.proposal.title.text().startswith("Take a random plot from the Corvids' supply for clearing 3")
    ui.session.undo()  # the confirmed bomb
    ui.session.undo()  # the answer
    back = ui.session.snapshot
    assert back.place(3) == before.place(3) and back.faction(C).vp == before.faction(C).vp
    assert (3, E, "warrior", 0) in ui.scene.pieces and (3, M, "sawmill", 0) in ui.scene.pieces
    assert rules.in_supply(back, C, "plot") == 5
