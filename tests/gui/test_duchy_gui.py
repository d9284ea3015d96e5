"""The Drillbit Duchy through the GUI: a Duchy step drawn (its warriors into the Burrow beside the
map) and confirmed, its minister board correctable, and drags into the Burrow: the Duchy's warriors
go in, another faction's warrior springs back with the engine's reason in words (10.2.2)."""
# ruff: noqa: F811 - the tests take the imported make_ui fixture as a parameter

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from tablebot.games.root import actions as act
from tablebot.games.root import edits, game, rules
from tablebot.games.root.bots.duchy_state import DuchyBoard
from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig, RootSnapshot
from tablebot.gui.root.board import BURROW_RECT, BurrowItem, GhostPiece
from tablebot.gui.root.panels import board_lines
from tablebot.gui.root.reasons import error_text
from tablebot.gui.root.root_boards import DuchyBoardWidget

# make_ui is test_root_bots' fixture: imported here, pytest finds it by the parameter name.
from .test_root_bots import advance, confirm, drag, make_ui  # noqa: F401

D, M = "duchy", "marquise"


def duchy_game(seed: int = 2) -> RootSnapshot:
    seats = (SeatConfig(faction=D, bot=BotConfig(bot="drillbit_duchy")), SeatConfig(faction=M),
             SeatConfig(faction="eyrie"))
    return game.new_game(GameConfig(seats=seats, seed=seed))


def is_recruit(snap: RootSnapshot, step: Any) -> bool:
    return isinstance(step, act.RootStep) and step.actor == D and isinstance(step.action, act.PlaceWarriors) \
        and step.action.targets[0][0] == rules.BURROW


def test_a_duchy_recruit_into_the_burrow_is_drawn_then_confirmed(make_ui: Any) -> None:
    found = advance(duchy_game(), is_recruit)
    assert found is not None
    snap, _ = found
    ui = make_ui(snap)
    # The Burrow is drawn beside the map, inside the scene, and the ghost of the recruits stands in it.
    assert isinstance(ui.scene.burrow, BurrowItem)
    assert ui.scene.sceneRect().contains(BURROW_RECT)
    ghosts = [i for i in ui.scene.overlay if isinstance(i, GhostPiece)]
    assert ghosts and all(BURROW_RECT.contains(g.pos()) for g in ghosts)
    assert ui.turn_bar.what.text().startswith("Recruit warriors: ") and "in the Burrow" in ui.turn_bar.what.text()
    board = ui.factions.boards.boards[D]
    assert isinstance(board, DuchyBoardWidget)
    before = ui.session.snapshot.place(rules.BURROW).count(D, "warrior")
    confirm(ui)
    after = ui.session.snapshot.place(rules.BURROW).count(D, "warrior")
    assert after > before
    item = ui.scene.pieces[(rules.BURROW, D, "warrior", 0)]
    assert BURROW_RECT.contains(item.pos()) and item.count == after
    assert f"Burrow: {after} warriors," in board.info.text()


def test_warriors_dragged_into_the_burrow_only_the_duchys(make_ui: Any) -> None:
    ui = make_ui(duchy_game())
    s, geo = ui.session, ui.scene.geometry
    start = next(int(p.id) for p in s.snapshot.clearings() if p.count(D, "warrior"))
    have = s.snapshot.place(start).count(D, "warrior")
    drag(ui, ui.scene.pieces[(start, D, "warrior", 0)].scenePos(), BURROW_RECT.center())
    assert s.snapshot.place(rules.BURROW).count(D, "warrior") == 1
    assert s.snapshot.place(start).count(D, "warrior") == have - 1
    assert ui.scene.pieces[(rules.BURROW, D, "warrior", 0)].count == 1
    # The board as text (for screen readers) names the Burrow, not "forest burrow".
    assert any(line.startswith("The Burrow") and "Duchy 1 warrior" in line for line in board_lines(s.snapshot))
    # A Marquise warrior dropped into the Burrow springs back, with the reason in words.
    where = next(int(p.id) for p in s.snapshot.clearings() if not p.stacks)
    assert s.edit(edits.AddPiece(faction=M, piece="warrior", place=where))
    warrior = ui.scene.pieces[(where, M, "warrior", 0)]
    home = warrior.pos()
    drag(ui, warrior.scenePos(), BURROW_RECT.center())
    assert ui.refusals[-1][0] == "edit.burrow_duchy_only"
    assert error_text(*ui.refusals[-1]) == "Only the Duchy may place or move pieces into the Burrow, not the Marquise."
    assert s.snapshot.place(rules.BURROW).count(M, "warrior") == 0
    assert ui.scene.pieces[(where, M, "warrior", 0)].pos() == home
    assert geo.place_at(BURROW_RECT.center()) == rules.BURROW
    # From the palette: a Duchy warrior from the supply lands in the Burrow, a Marquise one does not.
    assert ui.scene.drop_new(D, "warrior", BURROW_RECT.center())
    assert s.snapshot.place(rules.BURROW).count(D, "warrior") == 2
    assert not ui.scene.drop_new(M, "warrior", BURROW_RECT.center())
    assert ui.refusals[-1][0] == "edit.burrow_duchy_only"
    # Undo takes the Duchy warriors back out of the Burrow.
    s.stack.setIndex(0)
    assert s.snapshot.place(rules.BURROW).count(D, "warrior") == 0


def test_the_minister_board_corrects_crowns_one_edit_each(make_ui: Any) -> None:
    ui = make_ui(duchy_game())
    board = ui.factions.boards.boards[D]
    assert isinstance(board, DuchyBoardWidget)
    board.crowns["mayor"].setChecked(True)
    assert ui.session.snapshot.faction(D).board == DuchyBoard(crowned=("mayor",))
    board.crowns["captain"].setChecked(True)
    assert ui.session.snapshot.faction(D).board == DuchyBoard(crowned=("captain", "mayor"))
    assert "Crowns: 2 on ministers, 7 in the supply." == board.crowns_text.text()
    ui.session.stack.undo()
    assert ui.session.snapshot.faction(D).board == DuchyBoard(crowned=("mayor",))
    assert not board.crowns["captain"].isChecked()
    # The citadel track follows the map: a citadel placed uncovers a mole icon (one more recruit).
    track = board.tracks["citadel"]
    assert [s.filled for s in track.spaces] == [True, True, True]
    where = next(int(p.id) for p in ui.session.snapshot.clearings() if p.count(D, "warrior"))
    assert ui.session.edit(edits.AddPiece(faction=D, piece="citadel", place=where))
    assert [s.filled for s in track.spaces] == [False, True, True] and track.spaces[0].text == "+1"
    assert "Mole icons uncovered: 1 (Recruit places 1 warrior)." in track.accessibleDescription()
    assert "Mole icons: 1." in board.summary(ui.session.snapshot)  # the Board-as-text line


def test_no_burrow_is_drawn_without_the_duchy(make_ui: Any) -> None:
    seats = (SeatConfig(faction=M, bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction="eyrie"))
    ui = make_ui(game.new_game(GameConfig(seats=seats, seed=1)))
    assert ui.scene.burrow is None and not ui.scene.sceneRect().contains(BURROW_RECT)
    assert ui.scene.geometry.place_at(BURROW_RECT.center()) is None


def test_investors_is_asked_after_a_human_drags_a_duchy_building_off_the_map(make_ui: Any, qtbot: Any) -> None:
    from tablebot.gui.root.investors import InvestorsQuestion

    seats = (SeatConfig(faction=M), SeatConfig(faction=D, bot=BotConfig(bot="drillbit_duchy", traits=("investors",))))
    snap = game.new_game(GameConfig(seats=seats, seed=3))
    snap = game.apply_edit(snap, edits.AddPiece(faction=D, piece="citadel", place=8))
    ui = make_ui(snap)
    citadel = ui.scene.pieces[(8, D, "citadel", 0)]
    drag(ui, citadel.scenePos(), QPointF(500, 925))  # below the map: back to the supply
    assert ui.session.snapshot.place(8).count(D, "citadel") == 0
    questions = [w for w in QApplication.topLevelWidgets() if isinstance(w, InvestorsQuestion)] + \
        ui.host.findChildren(InvestorsQuestion)
    assert questions, "the Investors question was not asked"
    question = questions[-1]
    assert "clearing 8 (fox)" in question.text() and "Marquise" in question.text()
    question.no.click()
    assert ui.session.snapshot.faction(D).board == DuchyBoard(crowned=("captain",))


def test_the_mole_captions_under_the_citadel_track_stay_apart(make_ui: Any) -> None:
    """Each citadel space uncovers a mole icon: its caption stays a word ("mole mole mole"), not
    "molemolemole" run together."""
    from PySide6.QtGui import QFont, QFontMetrics

    ui = make_ui(duchy_game())
    board = ui.factions.boards.boards[D]
    assert isinstance(board, DuchyBoardWidget)
    track = board.tracks["citadel"]
    font = QFont()
    font.setPixelSize(11)
    font.setBold(True)
    caption = QFontMetrics(font).horizontalAdvance("mole")
    assert all(s.caption == "mole" for s in track.spaces)
    assert caption + 4 <= track.space_w + 3  # one space's pitch holds the caption with a gap


def test_a_dig_arrow_from_the_burrow_hides_no_other_clearing_s_pieces(make_ui: Any) -> None:
    """The Burrow stands beside the map, so a dig's arrow crosses other clearings: it runs under their
    pieces, and its count sits by the clearing dug into, not on a clearing halfway."""
    from tablebot.gui.root.board import ArrowItem, PieceItem

    def digs(snap: RootSnapshot, step: Any) -> bool:
        action = getattr(step, "action", None)
        parts = action.parts if isinstance(action, act.Compound) else (action,)
        return isinstance(step, act.RootStep) and any(
            isinstance(p, act.Move) and p.origin == rules.BURROW for p in parts)

    found = advance(duchy_game(), digs)
    assert found is not None
    ui = make_ui(found[0])
    arrows = [i for i in ui.scene.overlay if isinstance(i, ArrowItem) and i.start == BURROW_RECT.center()]
    assert arrows
    pieces = [i for i in ui.scene.items() if isinstance(i, PieceItem)]
    assert pieces and all(a.zValue() < p.zValue() for a in arrows for p in pieces)
    assert all(a.label_at > 0.5 for a in arrows)
