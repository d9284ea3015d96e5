"""The map first, the side panels a pass or two of the event loop later (issue 9: no frame over
16 ms). A Confirm on a crowded four-bot board applied the step, planned the next, redrew the map
and every panel, laid them out and painted the whole window in one pass of the event loop
(16-22 ms of GUI-thread time); now the map changes in the pass of the gesture, the turn bar and the
proposal in the next, the faction boards and the pieces in the one after."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tablebot.app import build_window
from tablebot.games.root import actions as act
from tablebot.gui.root.panels import headline

from .four_bots import four_bots
from .waits import caught_up


@pytest.fixture
def battle(qtbot: Any, settings: Any) -> Any:
    """Four bots three rounds in, at 1366x768, paused on a battle that removes pieces."""
    snap, subject, rnd = four_bots(3, 3)
    win = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    session = win.session
    for _ in range(400):
        p = session.proposal
        if isinstance(p, act.RootStep) and isinstance(p.action, act.Battle) and p.action.removals:
            break
        if p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        else:
            session.confirm()
    for _ in range(4):
        QApplication.processEvents()
    return win


def counts(win: Any, place: Any) -> dict[tuple[str, str], int]:
    """What the map shows in a place."""
    return {(i.faction, i.kind): i.count for i in win.scene.piece_items(place)}


def test_a_confirm_changes_the_map_first_then_the_words_then_the_boards(battle: Any) -> None:
    ws, session = battle.workspace, battle.session
    words, boards = ws.panel_changes
    clearing = session.proposal.action.clearing
    bar, spins = ws.turn_bar.what.text(), {f: s.value() for f, s in ws.factions.vp.items()}
    session.confirm()
    after = session.snapshot
    shown = {(s.faction, s.kind): s.count for s in after.place(clearing).stacks}
    # The pass of the gesture: the map shows the battle's losses; the panels still the step before.
    assert counts(battle, clearing) == shown
    assert ws.turn_bar.what.text() == bar and words.pending and not boards.pending
    # The next pass: the turn bar and the proposal say what comes next; the boards wait one more.
    words.flush()
    assert ws.turn_bar.what.text().endswith(headline(after, session.proposal))
    assert {f: s.value() for f, s in ws.factions.vp.items()} == spins and boards.pending
    # The pass after: the faction panel shows the new score.
    boards.flush()
    assert {f: s.value() for f, s in ws.factions.vp.items()} == {f.id: f.vp for f in after.factions}
    assert not words.pending and not boards.pending
    assert spins != {f.id: f.vp for f in after.factions}  # the battle scored: the panel did change


def test_changes_before_the_panels_pass_reach_them_once_as_the_session_stands(battle: Any) -> None:
    ws, session = battle.workspace, battle.session
    heard: list[str] = []
    words, boards = ws.panel_changes
    words.proposalChanged.connect(lambda _p: heard.append("words"))
    boards.proposalChanged.connect(lambda _p: heard.append("boards"))
    start = session.snapshot
    session.confirm()
    session.undo()
    session.redo()
    session.undo()
    caught_up(battle)
    assert heard == ["words", "boards"]
    assert session.snapshot == start
    assert ws.turn_bar.what.text().endswith(headline(start, session.proposal))
    assert {f: s.value() for f, s in ws.factions.vp.items()} == {f.id: f.vp for f in start.factions}


def test_an_edit_the_panels_words_do_not_name_leaves_their_widgets_alone(window: Any, monkeypatch: Any) -> None:
    """By difference: a warrior placed at the table while the bot waits for its order card changes
    neither the turn bar's words nor the proposal's lines, so neither is set again (the reasons
    were rebuilt and laid out on every edit of the table)."""
    from tablebot.games.root import edits

    ws, session = window.workspace, window.session
    caught_up(window)
    prompt = session.proposal
    items = [ws.proposal.reasons.item(i) for i in range(ws.proposal.reasons.count())]
    assert isinstance(prompt, act.RootPrompt) and items
    touched: list[str] = []
    for name, widget in (("who", ws.turn_bar.who), ("what", ws.turn_bar.what)):
        monkeypatch.setattr(widget, "setText", lambda text, name=name: touched.append(name))
    assert session.edit(edits.AddPiece(faction="eyrie", piece="warrior", place=5))
    caught_up(window)
    assert session.proposal.question == prompt.question  # the same question for the table
    assert touched == []
    assert [ws.proposal.reasons.item(i) for i in range(ws.proposal.reasons.count())] == items
    # A change the bar names reaches it: the card revealed, the bot's first step.
    monkeypatch.undo()
    form = ws.proposal.order
    form.card.setEditText("Foxfolk Steel (fox)")
    form.submit_name()
    caught_up(window)
    assert "Craft a sword for 1 VP." in ws.turn_bar.what.text()
    assert [ws.proposal.reasons.item(i) for i in range(ws.proposal.reasons.count())] != items
