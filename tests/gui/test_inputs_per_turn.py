"""Fewer inputs per bot turn (issue 9): a recorded Marquise turn and a recorded Eyrie turn played
through the window with the keyboard and the mouse, counting every input. The bot's bookkeeping
(score, discard, end of turn, the Decree) rides with the step beside it and "nothing" steps ask for
nothing, so the table confirms at most once per change on the physical board, plus the card and the
dice it enters."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablebot.core.steps import HumanTurn
from tablebot.games.root import actions as act
from tablebot.games.root import game
from tablebot.games.root.state import OrderCard, RootSnapshot

from .test_root_bots import found, four_bots


@dataclass
class Inputs:
    """The player's hands: every key press, typed field and click goes through here and is counted."""

    window: Any
    card: int = 0
    dice: int = 0
    confirms: int = 0

    @property
    def total(self) -> int:
        return self.card + self.dice + self.confirms

    def enter_card(self, name: str) -> None:
        form = self.window.proposal.order
        field = form.card.lineEdit()
        field.setFocus()
        QTest.keyClicks(field, name)  # one input: typing the name
        QTest.mouseClick(form.by_name, Qt.MouseButton.LeftButton)  # one: Use card
        self.card += 2

    def enter_dice(self, a: int, b: int) -> None:
        form = self.window.proposal.dice
        for die, value in ((form.die_a, a), (form.die_b, b)):
            die.setFocus()
            die.selectAll()
            QTest.keyClicks(die, str(value))  # one input per die
            self.dice += 1
        QTest.mouseClick(form.use, Qt.MouseButton.LeftButton)
        self.dice += 1

    def confirm(self) -> None:
        self.window.view.setFocus()
        QTest.keyClick(self.window.view, Qt.Key.Key_Return)  # Enter confirms
        self.confirms += 1


def play_turn(window: Any, qtbot: Any, card: str, dice: tuple[int, int]) -> Inputs:
    """Play the bot's whole turn through the window; the table draws `card` and rolls `dice`."""
    window.activateWindow()
    qtbot.waitActive(window)
    hands = Inputs(window)
    session = window.session
    actor = session.snapshot.current_faction().id
    for _ in range(60):
        p = session.proposal
        if isinstance(p, HumanTurn) or session.snapshot.current_faction().id != actor:
            return hands
        before = session.stack.index()
        if isinstance(p, act.RootPrompt) and isinstance(p.question, act.AskOrderCard):
            hands.enter_card(card)
        elif isinstance(p, act.RootPrompt) and isinstance(p.question, act.AskDice):
            hands.enter_dice(*dice)
        else:
            assert isinstance(p, act.RootStep), p
            hands.confirm()
        assert session.stack.index() > before, f"the input did nothing: {p}"
    raise AssertionError("the turn did not end")


def changes_on_the_table(snap: RootSnapshot, card: str, dice: tuple[int, int]) -> tuple[int, int]:
    """The same turn by the bot's own steps (game.next_step): how many change the map or the shared
    supply, and how many Confirms it took before steps were merged (every step but "nothing")."""
    actor = snap.current_faction().id
    changes = old_confirms = 0
    for _ in range(60):
        if snap.current_faction().id != actor:
            return changes, old_confirms
        step = game.next_step(snap)
        if isinstance(step, act.RootPrompt):
            q = step.question
            if isinstance(q, act.AskOrderCard):
                name, suit = card.rsplit(" (", 1)
                ans: Any = act.OrderCardAnswer(card=OrderCard(name=name, suit=suit.rstrip(")")))
            else:
                assert isinstance(q, act.AskDice)
                ans = act.DiceAnswer(dice=dice)
            snap = game.answer(snap, step, ans)
            continue
        assert isinstance(step, act.RootStep)
        if not isinstance(step.action, act.Nothing):
            old_confirms += 1
            changes += not game.is_bookkeeping(step)
        snap = game.apply_step(snap, step)
    raise AssertionError("the turn did not end")


def test_a_marquise_turn_takes_one_input_per_change_plus_card_and_dice(window: Any, qtbot: Any) -> None:
    card, dice = "Mouse-in-a-Sack (mouse)", (2, 1)  # the demo game: craft, a battle in 7, recruit, build
    start = window.session.snapshot
    changes, old_confirms = changes_on_the_table(start, card, dice)
    hands = play_turn(window, qtbot, card, dice)
    assert hands.card == 2 and hands.dice == 6  # two battles: two dice and "Use these dice" each
    assert hands.confirms == 5 and old_confirms == 8  # it took 8 Confirms before the bookkeeping merged
    assert hands.confirms <= changes < old_confirms
    assert hands.total <= changes + hands.card + hands.dice
    # The turn the table played is the turn the bot's own steps give.
    assert window.session.snapshot.turn.seat != start.turn.seat
    assert window.session.snapshot.faction("marquise").vp > start.faction("marquise").vp


def is_eyrie_turn_with_a_battle(snap: RootSnapshot, step: Any) -> bool:
    if not (isinstance(step, act.RootPrompt) and isinstance(step.question, act.AskOrderCard)
            and step.actor == "eyrie" and snap.turn.round >= 3):
        return False
    s = snap
    for _ in range(60):
        nxt = game.next_step(s)
        if isinstance(nxt, act.RootPrompt) and isinstance(nxt.question, act.AskDice):
            return True
        if isinstance(nxt, act.RootPrompt):
            s = game.answer(s, nxt, act.OrderCardAnswer(card=OrderCard(name="Birdy Bindle", suit="bird")))
        elif isinstance(nxt, act.RootStep) and s.current_faction().id == "eyrie":
            s = game.apply_step(s, nxt)
        else:
            return False
    return False


def test_an_eyrie_turn_takes_one_input_per_change_plus_card_and_dice(window: Any, qtbot: Any) -> None:
    card, dice = "Birdy Bindle (bird)", (2, 1)
    snap, _ = found(four_bots(1), is_eyrie_turn_with_a_battle)
    window.session.new_game(snap)
    changes, old_confirms = changes_on_the_table(snap, card, dice)
    hands = play_turn(window, qtbot, card, dice)
    assert hands.card == 2 and hands.dice >= 3
    assert hands.confirms <= changes < old_confirms
    assert hands.total <= changes + hands.card + hands.dice
    assert window.session.snapshot.current_faction().id != "eyrie"
