"""The Expeditions workspace through the window: setup dialog, the Automa's turn confirmed step by
step with undo back, the player's mech dragged, refused edits, a card correction, save and open."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from tablebot.core.steps import HumanTurn
from tablebot.games.expeditions import actions as act
from tablebot.games.expeditions import edits
from tablebot.games.expeditions.cards import MechLine, Target
from tablebot.games.expeditions.setup import GameConfig
from tablebot.games.expeditions.state import LocRef
from tablebot.gui.expeditions.board import CheckMark, GhostMech, PathArrow, TakeRing
from tablebot.gui.expeditions.setup import ExpeditionsSetupDialog, stored_card
from tablebot.gui.expeditions.workspace import ExpeditionsWorkspace, advance_to_mech_action


def view_point(window: Any, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def drag(window: Any, start: QPointF, end: QPointF) -> None:
    vp = window.view.viewport()
    a, b = view_point(window, start), view_point(window, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def test_setup_dialog_then_drag_the_mech_on(exp: Any, qtbot: Any, settings: Any) -> None:
    dialog = ExpeditionsSetupDialog(settings, exp)
    qtbot.addWidget(dialog)
    dialog.rows["north"].tiles[2].setValue(16)
    dialog.rows["central"].tiles[0].setValue(16)
    assert dialog.config() is None and "one slot" in dialog.error.text()  # tile 16 twice
    dialog.rows["central"].tiles[0].setValue(8)
    dialog.rows["central"].face_up[0].setChecked(True)
    # Level 4 is not in the data: its card must be typed, and is kept for next time.
    dialog.level.setCurrentIndex(dialog.level.findData(4))
    assert dialog.track.isEnabled() and not dialog.glory_spaces.text()
    assert dialog.config() is None
    dialog.track.setValue(22)
    dialog.glory_spaces.setText("2 5 8 11 14 17 20 22")
    dialog.coins_map.setValue(2)
    dialog.coins_corruption.setValue(2)
    dialog.coins_glory.setValue(6)
    dialog.bonus.setValue(-1)
    dialog.physical_deck.setChecked(True)
    dialog.first.setCurrentIndex(dialog.first.findData("automa"))
    dialog.seed.setValue(7)
    config = dialog.config()
    assert isinstance(config, GameConfig)
    assert config.level == 4 and config.progress_card is not None and config.progress_card.coins_glory == 6
    assert config.north[2].tile == 16 and config.central[0].face_up and config.physical_deck
    stored = stored_card(settings, 4)
    assert stored is not None and stored.track_length == 22
    again = ExpeditionsSetupDialog(settings, exp)
    qtbot.addWidget(again)
    again.level.setCurrentIndex(again.level.findData(4))
    assert again.glory_spaces.text() == "2 5 8 11 14 17 20 22" and again.coins_glory.value() == 6

    assert exp.start_new_game(config, show_log=False)
    snap = exp.session.snapshot
    assert snap.progress_card.level == 4 and snap.glory_bonus == -1 and snap.deck.physical
    assert snap.player_mech is None and exp.session.stack.count() == 0
    assert "Put the Automa's North mech (blue base) on North location 1" in exp.setup_text(snap.log)
    # The player's mech waits on Basecamp; dragged onto North 3 it is one undoable edit.
    mech = exp.scene.mechs["player"]
    drag(exp, mech.pos(), exp.scene.centre(LocRef(region="north", slot=2)))
    assert exp.session.snapshot.player_mech == LocRef(region="north", slot=2)
    assert exp.session.stack.count() == 1
    assert exp.session.stack.command(0).text() == "Your mech to North 3"
    # The physical deck: the Automa's first turn asks for the card, answered in the panel.
    assert isinstance(exp.session.proposal, act.ExpeditionsPrompt)
    form = exp.proposal.card
    assert exp.proposal.forms.currentWidget() is form
    form.card.setCurrentIndex(form.card.findData(5))
    QTest.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    step = exp.session.proposal
    assert isinstance(step.action, act.DrawCard) and step.action.card.id == 5 and step.action.physical


def test_automa_turn_confirmed_step_by_step_then_undone(exp: Any, qtbot: Any) -> None:
    s = exp.session
    start = s.snapshot
    assert isinstance(s.proposal, HumanTurn) and exp.turn_bar.end_turn.isVisible()
    QTest.mouseClick(exp.turn_bar.end_turn, Qt.MouseButton.LeftButton)
    assert s.snapshot.turn.seat == "automa"
    seen: set[str] = set()
    exp.activateWindow()
    qtbot.waitActive(exp)
    for _ in range(30):
        p = s.proposal
        if isinstance(p, act.ExpeditionsPrompt):
            tile = exp.proposal.tile
            assert exp.proposal.forms.currentWidget() is tile
            tile.tokens.setText("3 4")
            QTest.mouseClick(tile.submit_button, Qt.MouseButton.LeftButton)
            continue
        assert isinstance(p, act.ExpeditionsStep)
        seen.add(p.action.kind)
        assert exp.turn_bar.confirm.isVisible()
        assert exp.proposal.reason_lines()  # every step says why
        if any(r.code.startswith("search.") for r in p.reasons):
            marks = [i for i in exp.scene.overlay if isinstance(i, CheckMark)]
            checked = {int(r.param("slot")) for r in p.reasons if r.code.startswith("search.")}
            assert len(marks) == len(checked)
        if p.action.kind in ("move", "explore", "vanquish", "vanquish_20"):
            ghosts = [i for i in exp.scene.overlay if isinstance(i, GhostMech)]
            assert len(ghosts) == 1 and ghosts[0].opacity() > 0.7  # speed 0: shown at once
        if isinstance(p.action, act.EndTurn):
            exp.view.setFocus()
            QTest.keyClick(exp.view, Qt.Key.Key_Return)  # Enter confirms
            break
        assert exp.confirm()
    assert "end_turn" in seen and "draw" in seen
    assert s.snapshot.turn.seat == "player" and isinstance(s.proposal, HumanTurn)
    # Undo walks back through every step, to the player's turn before it.
    while s.stack.canUndo():
        exp.undo_action.trigger()
    assert s.snapshot == start
    exp.redo_button.trigger()
    assert s.snapshot.turn.seat == "automa"


def test_a_search_draws_skip_marks_and_the_taken_tokens(exp: Any) -> None:
    s = exp.session
    # Put your mech in the Central row so the Central mech's search must skip it.
    assert s.edit(edits.PlacePlayerMech(location=LocRef(region="central", slot=5)))
    assert advance_to_mech_action(s)
    step = s.proposal
    marks = [i for i in exp.scene.overlay if isinstance(i, CheckMark)]
    kinds = {m.kind for m in marks}
    assert "target" in kinds or "no_match" in kinds
    if any(r.code == "search.player_ignored" for r in step.reasons):
        assert "skipped" in kinds
    if step.action.kind == "vanquish":
        rings = [i for i in exp.scene.overlay if isinstance(i, TakeRing)]
        assert len(rings) == len(step.action.taken)
    if step.action.kind == "move" and step.action.origin != step.action.dest:
        assert next(i for i in exp.scene.overlay if isinstance(i, PathArrow)).progress == 1.0


def test_vanquish_rings_the_tokens_taken(exp: Any) -> None:
    s = exp.session
    snap = s.snapshot
    north = snap.mech_ref("north")
    ahead = LocRef(region="north", slot=(north.slot + 1) % len(snap.north))
    assert s.edit(edits.SetCorruption(location=north, tokens=()))
    assert s.edit(edits.SetCorruption(location=ahead, tokens=(5, 20, 6, 7)))
    assert s.edit(edits.PlacePlayerMech(location=None))
    # The top card, corrected: the North mech vanquishes x2 with no glory requirement.
    top = snap.deck.pile[0]
    card = snap.card(top).model_copy(update={"north": MechLine(
        tidy=False, target=Target(symbol="corruption", glory=0, multiplier=2), distance=1)})
    assert s.edit(edits.CorrectCard(card=card))
    assert s.end_human_turn()
    while s.proposal.action.kind != "vanquish":
        assert s.confirm()
    step = s.proposal
    assert step.action.taken == (5, 6) and step.action.dest == ahead
    rings = [i for i in exp.scene.overlay if isinstance(i, TakeRing)]
    assert len(rings) == 2
    assert any("The 20 token on location" in line for line in exp.proposal.reason_lines())
    marks = {m.kind for m in exp.scene.overlay if isinstance(m, CheckMark)}
    assert "target" in marks and "no_match" in marks  # range 0 had nothing, range 1 is the target
    exp.confirm()
    assert s.snapshot.corruption[-2:] == (5, 6)
    assert s.snapshot.location(ahead).corruption == (20, 7)


def test_refused_edit_shows_a_message_and_changes_nothing(exp: Any) -> None:
    s = exp.session
    before = s.snapshot
    count = s.stack.count()
    table = exp.workspace.table
    exp.scene.select(LocRef(region="south", slot=0))
    table.corruption.setText("20 3")
    assert table._set_corruption()
    table.corruption.setText("20")
    exp.scene.select(LocRef(region="south", slot=1))
    table.corruption.setText("20")
    assert not table._set_corruption()
    assert "There is only one 20 corruption token" in exp.banner.text()
    assert s.stack.count() == count + 1
    # A tile already on the map, entered by the context menu's path.
    assert not s.edit(edits.SetTile(location=LocRef(region="north", slot=0), tile=3, face_up=True))
    assert "Tile 3 already lies on South 1." in exp.banner.text() or "Tile 3 already lies on South location 1" \
        in exp.banner.text()
    assert s.snapshot.location(LocRef(region="north", slot=0)) == before.location(LocRef(region="north", slot=0))
    # Words the window checks itself.
    table.corruption.setText("three")
    assert not table._set_corruption()
    assert "Enter corruption tokens as numbers" in exp.banner.text()


def test_card_correction_and_reset(exp: Any) -> None:
    s = exp.session
    panel = exp.workspace.card
    panel.choice.setCurrentIndex(panel.choice.findData(3))
    printed = s.snapshot.card(3)
    QTest.mouseClick(panel.correct_button, Qt.MouseButton.LeftButton)
    assert panel.editing and panel.apply_button.isVisible()
    panel.north.distance.setValue(5)
    panel.north.symbol.setCurrentIndex(panel.north.symbol.findData("corruption"))
    panel.north.multiplier.setValue(3)
    QTest.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    card = s.snapshot.card(3)
    assert card.north.distance == 5 and card.north.target is not None and card.north.target.multiplier == 3
    assert card.central == printed.central
    assert "corrected by the table" in panel.status.text() and "entered at the table" in panel.source.text()
    assert "the table's correction" in panel.source.toolTip()
    assert s.stack.command(s.stack.count() - 1).text().startswith("Card corrected")
    assert panel.reset_button.isEnabled()
    QTest.mouseClick(panel.reset_button, Qt.MouseButton.LeftButton)
    assert s.snapshot.card(3) == printed
    s.undo()
    assert s.snapshot.card(3).north.distance == 5
    # The provenance of the printed data is in the tooltip, and the boxed-card reminder is shown.
    s.undo()
    assert "Hecedu/SoloTools" in panel.source.toolTip() and "one source" in panel.source.text()
    assert "017, 030, 056, 063" in panel.reminder.text()


def test_save_and_open_round_trip(exp: Any, tmp_path: Path) -> None:
    s = exp.session
    assert s.edit(edits.SetPlayerGlory(glory=2))
    assert s.end_human_turn()
    s.confirm()
    path = tmp_path / "exp.tablebot.json"
    assert exp.save_file(path)
    saved = s.snapshot
    count = s.stack.count()
    assert s.edit(edits.SetPlayerGlory(glory=3))
    assert exp.open_file(path)
    assert exp.session.snapshot == saved and exp.session.stack.count() == count
    assert exp.workspace.table.player_glory.value() == 2
    assert "exp.tablebot.json" in exp.windowTitle()


def test_game_over_scores(exp: Any) -> None:
    s = exp.session
    assert s.edit(edits.SetAutomaGlory(glory=8))
    snap = s.snapshot
    assert snap.end is not None
    for _ in range(300):
        p = s.proposal
        if isinstance(p, act.ExpeditionsStep) and isinstance(p.action, act.GameOver):
            break
        if isinstance(p, HumanTurn):
            assert s.end_human_turn()
        elif isinstance(p, act.ExpeditionsPrompt):
            assert exp.workspace.proposal.tile.submit() or exp.workspace.proposal.card.submit()
        else:
            assert s.confirm()
    assert not exp.confirm_action.isEnabled() and not exp.turn_bar.confirm.isVisible()
    score = exp.workspace.score
    assert score.heading.text() == "Final score"
    total = p.action.score.total
    score.player.setValue(total)
    QTest.mouseClick(score.score_button, Qt.MouseButton.LeftButton)
    assert score.winner.text() == "Winner: the Automa."
    assert any("tie" in score.result.item(i).text() for i in range(score.result.count()))
    score.player.setValue(total + 1)
    score.score()
    assert score.winner.text() == "Winner: you."
    assert not s.confirm()  # nothing to apply after the end


def test_board_text_and_keyboard_selection(exp: Any) -> None:
    text = exp.workspace.board_text.toPlainText()
    assert "North (west to east):" in text and "N North mech" in text and "C Central mech" in text
    exp.view.setFocus()
    exp.scene.select(LocRef(region="north", slot=0))
    QTest.keyClick(exp.view, Qt.Key.Key_Right)
    QTest.keyClick(exp.view, Qt.Key.Key_Down)
    assert exp.scene.selected == LocRef(region="central", slot=1)
    table = exp.workspace.table
    assert table.ref() == LocRef(region="central", slot=1)
    QTest.mouseClick(table.my_mech, Qt.MouseButton.LeftButton)
    assert exp.session.snapshot.player_mech == LocRef(region="central", slot=1)


def test_automa_mech_dragged_to_another_region_is_refused(exp: Any) -> None:
    s = exp.session
    count = s.stack.count()
    mech = exp.scene.mechs["automa_north"]
    drag(exp, mech.pos(), exp.scene.centre(LocRef(region="central", slot=3)))
    assert s.stack.count() == count
    assert mech.pos() == mech.home
    assert "stays in its own region" in exp.statusBar().currentMessage()
    drag(exp, mech.pos(), exp.scene.centre(LocRef(region="north", slot=4)))
    assert s.snapshot.automa_north == 4


def test_workspace_is_expeditions(exp: Any) -> None:
    assert isinstance(exp.workspace, ExpeditionsWorkspace)
