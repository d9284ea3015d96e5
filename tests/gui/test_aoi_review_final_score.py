"""Review as a new player playing to the end: at the game's end the app asks the table for the
Automa's area and science VP (the base game's tables it does not hold). The window used to raise on
that question (its headline read a card question's count) and offered no way to answer; now the
question has its headline and a form, and the answer ends the game with the figures entered."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from tablebot.core.steps import HumanTurn
from tablebot.games.age_of_innovation import actions as act
from tablebot.games.age_of_innovation import edits

from .conftest import shown_window


def play_to_the_final_question(win: Any) -> act.AoIPrompt:
    s = win.session
    for _ in range(800):
        p = s.proposal
        if isinstance(p, act.AoIPrompt) and isinstance(p.question, act.AskFinalScore):
            return p
        if isinstance(p, HumanTurn):
            you = s.snapshot.human()
            if you.passed or not s.snapshot.bonus_row or not s.edit(edits.TakeRoundBonus(side="human", slot=0)):
                assert s.end_human_turn()
        else:
            assert isinstance(p, act.AoIStep), p
            assert s.confirm()
    raise AssertionError("the game never reached its final scoring")


def test_the_final_scoring_question_is_shown_and_answered_by_its_form(qtbot: Any, settings: QSettings) -> None:
    win = shown_window(qtbot, settings, autosave=False, game="age_of_innovation")
    qtbot.wait(10)
    board_width = win.workspace.view.width()
    errors: list[BaseException] = []
    import sys

    hook = sys.excepthook
    sys.excepthook = lambda t, e, tb: errors.append(e)
    try:
        prompt = play_to_the_final_question(win)
        qtbot.wait(10)
    finally:
        sys.excepthook = hook
    assert not errors, errors
    ws = win.workspace
    assert "final scoring" in win.turn_bar.what.text().lower()
    form = ws.proposal.final_form
    assert form.isVisible()
    assert str(prompt.question.area) in form.area_vp.toolTip()
    assert any(str(prompt.question.area) in line for line in ws.proposal.shown_lines())  # the facts, in words
    assert form.height() >= form.minimumSizeHint().height()  # nothing of the form cut at 1366x768
    assert win.workspace.view.width() == board_width  # the form does not widen the docks: the map stays put
    vp_before = win.session.snapshot.automa().vp
    form.by_hand.setChecked(True)
    form.area_vp.setValue(12)
    form.science_vp.setValue(9)
    assert form.submit()
    step = win.session.proposal
    assert isinstance(step, act.AoIStep) and isinstance(step.action, act.FinalScore)
    assert step.action.area_vp == 12 and step.action.science_vp == 9
    assert win.session.confirm()
    assert win.session.snapshot.automa().vp >= vp_before + 21


def test_the_form_asks_your_largest_area_first_and_the_app_ranks_the_automa(qtbot: Any, settings: QSettings) -> None:
    """The engine ranks the Automa's area and science against the table (ruling aoi-final-scoring-search):
    the player gives their own largest area; the hand-scored VP stay possible."""
    win = shown_window(qtbot, settings, autosave=False, game="age_of_innovation")
    play_to_the_final_question(win)
    form = win.workspace.proposal.final_form
    assert form.by_areas.isChecked() and form.your_areas[0].isEnabled() and not form.area_vp.isEnabled()
    form.your_areas[0].setValue(1)  # the Automa's area is larger: first place
    assert form.submit()
    step = win.session.proposal
    assert isinstance(step, act.AoIStep) and isinstance(step.action, act.FinalScore)
    assert step.action.area_vp == 18
