"""A change lays the window out and paints it once, and the docks keep their size (issue 9: no
frame over 16 ms; the board never moves). The board's scene makes the view paint the window at once
when it hands over its changed items; panels laid out after that (a faction board's size changing
moves its panel, the scroll area, the dock) were painted a second time in the same frame, and a
form or headline appearing in the proposal panel resized the docks and laid the whole window out:
3-6 ms each of the longest frames on a crowded board."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from tablebot.app import build_window

from .four_bots import four_bots


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.fixture
def crowded(qtbot: Any, settings: Any) -> Any:
    snap, subject, rnd = four_bots(3, 3)
    win = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    settle()
    win.subject, win.rnd = subject, rnd
    return win


def test_a_change_paints_the_faction_panel_once(crowded: Any) -> None:
    session = crowded.session
    panel = crowded.workspace.factions
    counter = PaintCounter()
    panel.installEventFilter(counter)
    paints: list[int] = []
    for _ in range(25):
        p = session.proposal
        if getattr(getattr(p, "action", None), "kind", None) == "game_over":
            break
        counter.paints = 0
        if p.kind == "prompt":
            session.answer(crowded.subject.answer(session.snapshot, p, crowded.rnd))
        elif p.kind == "human_turn":
            session.end_human_turn()
        else:
            session.confirm()
        settle()
        paints.append(counter.paints)
    assert len(paints) >= 20 and all(paints)  # the steps were played and the panel was painted
    # Once per change; twice at most where a page of the tabs is painted for the first time (its
    # widgets ask for a paint while being painted). It was twice or three times nearly every step.
    assert max(paints) <= 2 and sum(paints) <= len(paints) * 5 // 4, paints


def test_the_first_prompt_of_a_game_moves_neither_the_board_nor_the_docks(qtbot: Any, settings: Any) -> None:
    """A window opened on a step (no form shown) keeps its board and docks when the table is first
    asked something: the proposal panel has the room of its largest form from the start. The form
    appearing used to widen the dock column (the board shrank by 36 px) and lay the whole window out."""
    from tablebot.games.registry import game_rules

    snap, subject, rnd = four_bots(4, 2)
    rules = game_rules("root")
    while (step := rules.next_step(snap)).kind == "prompt":
        snap = rules.answer(snap, step, subject.answer(snap, step, rnd))
    win = build_window(settings, snapshot=snap, autosave=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    settle()
    session, ws = win.session, win.workspace
    assert not ws.proposal.forms.isVisible()

    def geometry() -> tuple[Any, ...]:
        return ws.view.geometry(), ws.proposal_dock.width(), ws.faction_dock.width()

    before = geometry()
    for _ in range(40):
        p = session.proposal
        if p.kind == "prompt":
            break
        if p.kind == "human_turn":
            session.end_human_turn()
        else:
            session.confirm()
        settle()
    assert session.proposal.kind == "prompt" and ws.proposal.forms.isVisible()
    assert geometry() == before


def test_the_docks_keep_their_size_while_forms_and_headlines_come_and_go(crowded: Any) -> None:
    session, ws = crowded.session, crowded.workspace
    sizes = (ws.proposal_dock.size(), ws.faction_dock.size(), ws.view.geometry())
    seen = set()
    for _ in range(30):
        p = session.proposal
        if getattr(getattr(p, "action", None), "kind", None) == "game_over":
            break
        if p.kind == "prompt":
            session.answer(crowded.subject.answer(session.snapshot, p, crowded.rnd))
        elif p.kind == "human_turn":
            session.end_human_turn()
        else:
            session.confirm()
        settle()
        seen.add((ws.proposal.forms.isVisible(), ws.proposal.title.isVisible()))
        assert (ws.proposal_dock.size(), ws.faction_dock.size(), ws.view.geometry()) == sizes, (p, seen, ws.proposal.forms.isVisible(), ws.proposal.title.isVisible())
    # Forms came and went, and so did a headline too long for the turn bar.
    assert {(True, False), (False, True), (False, False)} <= seen


def test_the_faction_panels_wrapped_labels_are_measured_once_per_text_and_width(
        crowded: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every layout pass asks each wrapped label its height again (the bots' settings through a
    whole rich-text document): two passes per change over the boards' captions were most of the
    faction panel's layout. Asked again at the same width, a label answers from memory."""
    from PySide6.QtWidgets import QLabel

    measured: list[int] = []
    original = QLabel.heightForWidth

    def measuring(self: QLabel, width: int) -> int:
        measured.append(width)
        return original(self, width)

    from tablebot.gui.turnbar import WrappedLabel

    panel = crowded.workspace.factions
    wrapped = [w for w in panel.findChildren(QLabel) if w.wordWrap()]
    assert len(wrapped) >= 11 and all(isinstance(w, WrappedLabel) for w in wrapped)
    monkeypatch.setattr(QLabel, "heightForWidth", measuring)
    for _ in range(2):
        panel.layout().invalidate()
        panel.layout().activate()
    measured.clear()
    panel.layout().invalidate()
    panel.layout().activate()
    assert measured == []
    # A new text is measured again: the label grows with it.
    label = panel.bot_label
    width = label.width()
    height = label.heightForWidth(width)
    label.setText(label.text() + "<br>" + "One more line of settings")
    assert label.heightForWidth(width) > height
