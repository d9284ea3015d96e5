"""The table's answers in the proposal panel: one choice is a radio button, dice are blank until
rolled, Enter in the card field uses the card, card names match anywhere (issue 9, Forms)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QRadioButton

from tablebot.games.root import actions as act

from .test_root_bots import found, make_ui  # noqa: F401 - the fixture
from .test_root_bots import four_bots as four_bot_game
from .waits import caught_up


def test_enter_in_the_card_field_uses_a_card_named_by_part_of_its_name(window: Any, qtbot: Any) -> None:
    form = window.proposal.order
    window.activateWindow()
    qtbot.waitActive(window)
    form.card.setFocus()
    form.card.setEditText("steel")  # Foxfolk Steel (fox), matched in the middle of its name
    QTest.keyClick(form.card.lineEdit(), Qt.Key.Key_Return)
    step = window.session.proposal
    assert isinstance(step, act.RootStep) and step.action.kind == "craft"
    assert window.session.snapshot.turn.cursor.order.name.startswith("Foxfolk Steel")


def test_the_completer_offers_cards_matching_anywhere(window: Any) -> None:
    completer = window.proposal.order.card.completer()
    completer.setCompletionPrefix("in-a-sack")
    offered = [completer.completionModel().index(i, 0).data() for i in range(completer.completionCount())]
    assert offered == ["Mouse-in-a-Sack (mouse) — bag"]


def test_an_ambiguous_card_name_is_refused_not_guessed(window: Any) -> None:
    form = window.proposal.order
    form.card.setEditText("root tea")  # three Root Teas
    QTest.mouseClick(form.by_name, Qt.MouseButton.LeftButton)
    assert isinstance(window.session.proposal, act.RootPrompt)
    assert window.banner.isVisible()


def test_dice_are_blank_until_entered(window: Any) -> None:
    form = window.proposal.order
    form.card.setEditText("Mouse-in-a-Sack (mouse)")
    QTest.mouseClick(form.by_name, Qt.MouseButton.LeftButton)
    window.confirm()  # craft bag; the battle in clearing 7 asks for dice
    caught_up(window)
    dice = window.proposal.dice
    assert window.proposal.forms.currentWidget() is dice
    assert dice.die_a.text().strip() == "" and dice.die_b.text().strip() == ""
    QTest.mouseClick(dice.use, Qt.MouseButton.LeftButton)  # a stray click: no 0/0 roll
    assert isinstance(window.session.proposal, act.RootPrompt)
    dice.die_a.setValue(0)
    assert not dice.use.isEnabled()
    dice.die_b.setValue(0)
    assert dice.use.isEnabled()
    QTest.mouseClick(dice.use, Qt.MouseButton.LeftButton)
    battle = window.session.proposal.action
    assert battle.kind == "battle" and battle.dice == (0, 0)
    window.session.undo()
    caught_up(window)
    assert dice.die_a.text().strip() == "" and not dice.use.isEnabled()  # blank again for the next roll


def test_the_vagabots_quest_is_one_choice_of_radio_buttons(make_ui: Any) -> None:  # noqa: F811 - the fixture
    snap, _ = found(four_bot_game(1), lambda s, p: isinstance(p, act.RootPrompt)
                    and isinstance(p.question, act.AskTable) and p.question.topic == "quest.drawn")
    ui = make_ui(snap)
    boxes = [b for _, b in ui.proposal.table.boxes]
    assert boxes and all(isinstance(b, QRadioButton) and not isinstance(b, QCheckBox) for b in boxes)
    boxes[0].setChecked(True)
    boxes[1].setChecked(True)
    assert not boxes[0].isChecked()
