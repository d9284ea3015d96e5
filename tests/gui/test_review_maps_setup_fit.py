"""The setup checklist at 1366×768 (issue 12 review): while the table sets up, the proposal panel
beside the checklist shows the step's deciding lines whole, not cut off mid-line in a box two lines
tall; once play starts the faction boards get their room back."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from tablebot.games.root.setup import GameConfig, SeatConfig
from tablebot.games.root.state import BotConfig

from .waits import caught_up


def _whole(reasons: Any) -> list[str]:
    """The shown lines that do not fit the list's viewport."""
    height = reasons.viewport().height()
    return [reasons.item(i).text() for i in range(reasons.count())
            if not reasons.item(i).isHidden() and reasons.visualItemRect(reasons.item(i)).bottom() > height]


def test_the_setup_steps_lines_are_whole_at_1366x768(window: Any, qtbot: Any) -> None:
    config = GameConfig(seats=(SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")),
                               SeatConfig(faction="eyrie")), seed=3)
    assert window.start_new_game(config, show_log=False, guided=True)
    caught_up(window)
    ws = window.workspace
    for _ in range(5):  # to the Marquise bot's first step: its Keep, a long deciding line
        ws.checklist.done_button.click()
    caught_up(window)
    qtbot.wait(20)
    QApplication.processEvents()
    assert _whole(ws.proposal.reasons) == []
    proposal_during_setup = ws.proposal_dock.height()
    ws.checklist.skip_button.click()
    caught_up(window)
    qtbot.wait(20)
    QApplication.processEvents()
    assert ws.proposal_dock.height() < proposal_during_setup  # the boards' room back in play


def test_the_vagabots_setup_step_marks_the_forest_its_pawn_starts_in(window: Any) -> None:
    """7.3.2: the Vagabot's pawn starts in a forest; its setup step rings that forest on the map as
    the other steps ring their clearings, so the table sees where to put the pawn."""
    from tablebot.games.root import setup_steps
    from tablebot.gui.root.board import ForestMark

    seats = (SeatConfig(faction="marquise", bot=BotConfig(bot="mechanical_marquise_2")), SeatConfig(faction="eyrie"),
             SeatConfig(faction="vagabond", bot=BotConfig(bot="vagabot", character="thief")))
    assert window.start_new_game(GameConfig(seats=seats, seed=5), show_log=False, guided=True)
    caught_up(window)
    ws = window.workspace
    # To the Vagabot's 7.3.2 step, the one that places the pawn (its 7.3.1 character places nothing).
    while (step := setup_steps.current(window.session.snapshot)) is not None and not (
            step.faction == "vagabond" and step.placed):
        ws.checklist.done_button.click()
        caught_up(window)
    assert step is not None
    [forest] = [p.place for p in step.placed if p.kind == "pawn"]
    marks = [i for i in window.scene.overlay if isinstance(i, ForestMark)]
    assert [m.fid for m in marks] == [forest]
    ws.checklist.done_button.click()  # the next step marks no forest
    caught_up(window)
    assert not [i for i in window.scene.overlay if isinstance(i, ForestMark)]
