"""The Tapestry workspace in the main window on the real engine: a whole bots' turn confirmed step by
step (a token sliding on its track, the chosen hex with its scan) and undone, your moves mirrored by
drags and refused in words, a card corrected in the pair panel and played as corrected, the
physical deck's pair entered."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.core.steps import HumanTurn
from tablebot.games.tapestry import actions as act
from tablebot.games.tapestry.cards import printed_card
from tablebot.games.tapestry.setup import GameConfig, new_game
from tablebot.gui.tapestry import card_editor
from tablebot.gui.tapestry.board import HexMark, RowArrow, TrackToken, hex_centre, space_rect
from tablebot.gui.tapestry.workspace import TapestryWorkspace, advance_to

from .scene_helpers import drag


def test_a_whole_bots_turn_confirmed_step_by_step_then_undone(tap: Any, qtbot: Any) -> None:
    ws = tap.workspace
    s = tap.session
    assert isinstance(ws, TapestryWorkspace)
    start = s.snapshot
    seen: set[str] = set()
    if isinstance(s.proposal, HumanTurn):
        QTest.mouseClick(ws.turn_bar.end_turn, Qt.MouseButton.LeftButton)
    for _ in range(60):
        p = s.proposal
        if isinstance(p, act.TapestryPrompt):
            assert ws.proposal.forms.isVisibleTo(ws.proposal)
            assert ws.confirm() or s.answer(act.TrapAnswer(trap=False))
            continue
        if isinstance(p, HumanTurn):
            break
        assert isinstance(p, act.TapestryStep)
        seen.add(p.action.kind)
        assert ws.proposal.reason_lines(), p.action.kind  # every step says why, in words
        assert all("(" not in line.split("  ")[0] or "Tapestry" in line for line in ws.proposal.reason_lines())
        if isinstance(p.action, act.Advance):
            ghosts = [i for i in ws.scene.overlay if isinstance(i, TrackToken)]
            assert len(ghosts) == 1 and space_rect(p.action.track, p.action.dest).contains(ghosts[0].pos())
        if isinstance(p.action, act.DrawPair):
            assert ws.pair.track_face.card == p.action.track_card and ws.pair.track_face.proposed
        if isinstance(p.action, act.EndTurn):
            ws.view.setFocus()
            tap.activateWindow()
            assert tap.confirm()
            break
        assert tap.confirm()
    assert {"draw_pair", "advance", "end_turn"} <= seen
    # Undo walks back through every step.
    while s.stack.canUndo():
        tap.undo()
    assert s.snapshot == start


def test_a_map_step_draws_the_chosen_hex_and_the_scan(tap: Any) -> None:
    ws = tap.workspace
    assert advance_to(tap.session)
    p = tap.session.proposal
    a = p.action
    hex_, tried = (a.choice.hex, a.choice.tried) if isinstance(a, act.OnMap) else (a.hex, a.tried)
    chosen = [m for m in ws.scene.overlay if isinstance(m, HexMark) and m.kind == "chosen"]
    assert len(chosen) == 1 and chosen[0].pos() == hex_centre(hex_) and chosen[0].number == len(tried)
    assert [m for m in ws.scene.overlay if isinstance(m, RowArrow)]
    assert "hex " in ws.turn_bar.what.toolTip() + ws.turn_bar.what.text()
    before = tap.session.stack.count()
    ws.scene.confirmRequested.emit()  # a click on the gold hex
    assert tap.session.stack.count() == before + 1


def test_your_drags_are_edits_and_a_refusal_springs_back_in_words(tap: Any, qtbot: Any) -> None:
    ws = tap.workspace
    s = tap.session
    for _ in range(60):  # the bots finish their turn: yours
        if isinstance(s.proposal, HumanTurn):
            break
        assert tap.confirm() or s.answer(act.DieAnswer(face=None))
    assert isinstance(s.proposal, HumanTurn)
    snap = s.snapshot
    token = ws.scene.tokens[("human", "science")]
    target = min(12, snap.human.tokens.at("science") + 2)
    drag(ws.view, token.pos(), space_rect("science", target).center())
    assert s.snapshot.human.tokens.at("science") == target
    assert token.pos() == token.home and space_rect("science", target).contains(token.pos())
    # An outpost onto the empty sea: refused by the engine, in its words, and nothing changes.
    empty = next(h.axial for h in s.snapshot.hexes if not h.territory)
    before = s.snapshot
    with qtbot.waitSignal(s.refused) as refused:
        drag(ws.view, ws.scene.supply["outpost"].pos(), hex_centre(empty))
    assert s.snapshot == before
    assert "explore a tile onto it" in ws.error_text(*refused.args)
    # ... and a tile onto it is your explore.
    drag(ws.view, ws.scene.supply["tile"].pos(), hex_centre(empty))
    assert s.snapshot.hex(empty).territory


def test_a_corrected_card_is_saved_and_played_as_corrected(tap: Any, qtbot: Any) -> None:
    ws = tap.workspace
    s = tap.session
    # The priority card of the next pair (app deck: the top two cards), corrected before it is drawn.
    card_id = s.snapshot.deck.draw[1]
    card = printed_card(card_id)
    pattern = "nw-s" if card.priority_half.hex_pattern != "nw-s" else "n-se"
    ws.pair.choice.setCurrentIndex(ws.pair.choice.findData(card_id))
    editor = card_editor.CardEditor(s, card_id, tap)
    qtbot.addWidget(editor)
    editor.pattern.setCurrentIndex(editor.pattern.findData(pattern))
    editor.apply_button.click()
    assert s.snapshot.card(card_id).priority_half.hex_pattern == pattern
    assert s.stack.command(s.stack.count() - 1).text().startswith("Decision card corrected")
    assert any(c.id == card_id for c in s.saved_game().snapshot.card_overrides)  # saved with the game
    # The bots draw it: the engine plays the table's reading, the pair panel marks it as such.
    assert advance_to(s, kinds=("draw_pair",))
    step = s.proposal
    assert step.action.priority_card.id == card_id and step.action.priority_card.priority_half.hex_pattern == pattern
    face = ws.pair.priority_face
    assert face.card == s.snapshot.card(card_id) and face.corrected and face.proposed
    assert "corrected" in " ".join(ws.proposal.reason_lines())
    # Printed values: back to the app's data, one more undoable step.
    again = card_editor.CardEditor(s, card_id, tap)
    qtbot.addWidget(again)
    assert again.printed_button.isEnabled()
    again.printed_button.click()
    assert s.snapshot.card(card_id) == card


def test_the_physical_pair_is_entered_in_the_proposal_panel(tap: Any) -> None:
    s = tap.session
    ws = tap.workspace
    s.new_game(new_game(GameConfig(seed=5, physical_deck=True, first="bots")))
    rnd = random.Random(1)
    for _ in range(80):  # the bots' income turn 1 first (its priority card, die rolls), then the pair
        p = s.proposal
        if isinstance(p, act.TapestryPrompt) and isinstance(p.question, act.AskPair):
            break
        if isinstance(p, act.TapestryPrompt):
            assert s.answer(s.rules.random_answer(s.snapshot, p, rnd))
        elif isinstance(p, HumanTurn):
            assert s.end_human_turn()
        else:
            assert s.confirm()
    p = s.proposal
    assert isinstance(p, act.TapestryPrompt) and isinstance(p.question, act.AskPair)
    assert ws.proposal.forms.currentWidget() is ws.proposal.pair
    ws.proposal.pair.left.setCurrentIndex(ws.proposal.pair.left.findData(3))
    ws.proposal.pair.right.setCurrentIndex(ws.proposal.pair.right.findData(6))
    assert tap.confirm()  # Enter submits the form
    for _ in range(5):
        if isinstance(s.proposal, act.TapestryStep) and isinstance(s.proposal.action, act.DrawPair):
            break
        assert s.confirm()
    step = s.proposal
    assert isinstance(step.action, act.DrawPair) and (step.action.track_card.id, step.action.priority_card.id) == (3, 6)
    assert ws.pair.track_face.card.id == 3 and ws.pair.priority_face.card.id == 6


def test_the_new_game_wizard_offers_tapestry_and_starts_its_game(tap: Any, qtbot: Any) -> None:
    from tablebot.games.tapestry.cards import income_mat_side as mat_side
    from tablebot.gui.startgame import NewGameWizard
    from tablebot.gui.tapestry.setup import TapestrySetupDialog

    wizard = NewGameWizard(tap.settings, "tapestry", tap)
    qtbot.addWidget(wizard)
    assert wizard.chosen() == "tapestry"
    wizard.next_page()
    form = wizard.form
    assert isinstance(form, TapestrySetupDialog)
    form.level.setCurrentIndex(form.level.findData(5))
    form.automa_die.setCurrentIndex(form.automa_die.findData("science"))
    form.accept()
    config = wizard.config()
    assert config == GameConfig(level=5, seed=form.seed.value(), automa_die="science")
    assert tap.start_new_game(config, show_log=False)
    snap = tap.session.snapshot
    assert snap.level == 5 and snap.automa.civilizations[0].name == "Scientists"
    assert tap.workspace.scene.mat.snap == snap and mat_side(snap.level) == "hard"  # level 5: the hard side
