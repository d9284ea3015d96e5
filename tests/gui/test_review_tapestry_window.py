"""Review of the Tapestry window (issue 13), played as a new solo player from File ▸ New Game.

Found by playing: after one turn each the turn bar said "Round 3 · You" and the score "Round 3 · you
first" — the engine counts every turn of either seat (TurnState.number), not rounds."""

from __future__ import annotations

from typing import Any

from tablebot.core.steps import HumanTurn
from tablebot.games.tapestry import actions as act
from tablebot.gui.startgame import NewGameWizard


def new_game(win: Any, qtbot: Any, **choices: Any) -> None:
    """File ▸ New Game: Tapestry, its setup page as a player fills it in, OK."""
    wizard = NewGameWizard(win.settings, "tapestry", win)
    qtbot.addWidget(wizard)
    wizard.next_page()
    form = wizard.form
    if choices.get("physical"):
        form.physical_deck.setChecked(True)
    form.first.setCurrentIndex(form.first.findData(choices.get("first", "human")))
    form.accept()
    assert win.start_new_game(wizard.config(), guided=True)


def play_bots(win: Any) -> None:
    s = win.session
    for _ in range(80):
        p = s.proposal
        if isinstance(p, HumanTurn):
            return
        if isinstance(p, act.TapestryPrompt):
            assert win.confirm() or s.answer(act.DieAnswer(face=None))
        else:
            assert win.confirm()
    raise AssertionError("the bots' turn did not end")


def test_after_one_turn_each_the_window_does_not_claim_a_third_round(tap: Any, qtbot: Any) -> None:
    new_game(tap, qtbot)
    s = tap.session
    assert isinstance(s.proposal, HumanTurn)
    assert s.end_human_turn()
    play_bots(tap)  # your turn, the bots' turn: now your second turn
    shown = tap.workspace.turn_bar.who.text()
    assert shown == "Turn 3 · You", shown  # the third turn of the game, yours
    from tablebot.gui.tapestry import board

    assert board.turn_text(s.snapshot) == "Turn 3 · first player: you"


def test_enter_on_the_physical_pair_question_plays_no_card_you_did_not_enter(tap: Any, qtbot: Any) -> None:
    """Found: the pair form opened on "Card 1" and "Card 2"; Enter (or Confirm) with nothing chosen
    played cards 1 and 2 as if the table had drawn them."""
    new_game(tap, qtbot, physical=True)
    s = tap.session
    assert s.end_human_turn()
    play_bots(tap)  # the bots' income turn 1
    assert s.end_human_turn()
    p = s.proposal
    assert isinstance(p, act.TapestryPrompt) and isinstance(p.question, act.AskPair)
    before = s.stack.count()
    with qtbot.waitSignal(s.refused) as refused:
        assert not tap.confirm()
    assert s.stack.count() == before and s.proposal == p
    assert "left" in tap.workspace.error_text(*refused.args)
    form = tap.workspace.proposal.pair
    form.left.setCurrentIndex(form.left.findData(3))
    assert not tap.confirm()  # the right card is still missing
    form.right.setCurrentIndex(form.right.findData(6))
    assert tap.confirm()
    for _ in range(5):
        if isinstance(s.proposal, act.TapestryStep) and isinstance(s.proposal.action, act.DrawPair):
            break
        assert s.confirm()
    drawn = s.proposal.action
    assert (drawn.track_card.id, drawn.priority_card.id) == (3, 6)
