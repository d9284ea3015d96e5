"""The proposal panel's reasons (issue 9): the lines that decided the step first, the targeting chain
and the rulings folded under "Why (n more)", each line once, every rule number with its book."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.games.root import actions as act
from tablebot.games.root.state import RootSnapshot

from .test_root_bots import found, four_bots, make_ui  # noqa: F401  (make_ui is a fixture)


def is_eyrie_battle(snap: RootSnapshot, step: Any) -> bool:
    return isinstance(step, act.RootStep) and step.actor == "eyrie" and isinstance(step.action, act.Battle)


def click_line(ui: Any, text_start: str) -> None:
    lst = ui.proposal.reasons
    item = next(lst.item(i) for i in range(lst.count()) if lst.item(i).text().startswith(text_start))
    QTest.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     lst.visualItemRect(item).center())


def test_an_eyrie_battle_shows_the_deciding_lines_and_folds_the_rest(make_ui: Any) -> None:  # noqa: F811
    snap, step = found(four_bots(1), is_eyrie_battle)
    assert len(step.reasons) >= 8  # the long chain a player met: 17 lines, shown all at once
    ui = make_ui(snap)
    shown = ui.proposal.shown_lines()
    deciding, why = shown[:-1], shown[-1]
    assert 1 <= len(deciding) <= 3
    assert why.startswith("▸ Why (")
    every = ui.proposal.reason_lines()
    assert why == f"▸ Why ({len(every) - len(deciding)} more)"
    assert len(set(every)) == len(every)
    # The dice line says who deals the hits, in the right number, and which book 4.3.2 is from.
    hits = next(line for line in every if "deals" in line)
    assert hits.startswith("Law of Root 4.3.2  ") and "the Eyrie deals" in hits and " 1 hits" not in hits
    assert hits in deciding
    assert all(not line[:1].isdigit() for line in every)
    click_line(ui, "▸ Why")
    assert ui.proposal.shown_lines()[len(deciding)].startswith("▾ Why (")
    assert len(ui.proposal.shown_lines()) == len(every) + 1
    click_line(ui, "▾ Why")
    assert ui.proposal.shown_lines() == shown
