"""The Automa and the Shadow Empire in the conformance harness: random legal (and illegal) tables
played to the end of the game, consistent and JSON round-tripping after every change; undo to the
start and redo to the end through the app's Session; every history label in words."""

from __future__ import annotations

import random
import typing
from typing import Any

import pytest

from tablebot.core.steps import HumanTurn
from tablebot.games import conformance
from tablebot.games.tapestry import edits
from tablebot.gui.tapestry import words_table

from .undo_redo import drive_to_end, whole_game_label_codes

SUBJECT = next(s for s in conformance.subjects() if s.game == "tapestry")


@pytest.mark.parametrize("seed", range(8))
def test_random_tables_play_whole_games_consistently(seed: int) -> None:
    report = conformance.play(SUBJECT, seed, bot_turns=200)
    assert report.problems == []
    assert report.crash is None
    # Whole games: the bots' five income turns, and the end.
    assert report.codes["income.begins"] == 5 and report.bot_turns < 200
    assert report.edits_applied > 0 and report.edits_refused > 0  # the table's gestures, legal or not


def test_the_harness_met_a_trap_check_and_both_deck_modes() -> None:
    kinds: set[str] = set()
    physical: set[bool] = set()
    for seed in range(8):
        report = conformance.play(SUBJECT, seed, bot_turns=200, keep_history=True)
        kinds |= {"trap" for s in report.history if s.trap_check is not None}
        physical.add(report.history[0].deck.physical)
    assert kinds == {"trap"} and physical == {True, False}


def _answer_what_the_edit_brought_up(session: Any, rnd: random.Random) -> None:
    while not isinstance(session.proposal, HumanTurn):
        # The trap question comes with the conquest (and a trap may give the Automa an achievement).
        if session.proposal.kind == "prompt":
            assert session.proposal.question.kind == "trap"
            assert session.answer(SUBJECT.answer(session.snapshot, session.proposal, rnd))
        else:
            assert session.proposal.action.kind == "achievement" and session.confirm()


def _drive(session: Any, rnd: random.Random) -> None:
    drive_to_end(session, SUBJECT, rnd, 5000, _answer_what_the_edit_brought_up)


def test_a_whole_game_undoes_to_the_start_and_redoes_to_the_end(qtbot: Any) -> None:
    labels = whole_game_label_codes(SUBJECT, 7, _drive)
    edit_labels = {code for code in labels if code.startswith("history.edit.")}
    assert edit_labels and edit_labels <= set(words_table.REASONS)
    # The table's answers read as what it answered (the pair, the die, a trap), not "answered: <kind>".
    answer_labels = {code for code in labels if code.startswith("history.answer")}
    assert "history.answer" not in answer_labels and answer_labels <= set(words_table.REASONS)
    assert {"history.answer.die", "history.answer.die_app"} & answer_labels


def test_every_edit_and_history_kind_has_words() -> None:
    kinds = {typing.get_args(cls.model_fields["kind"].annotation)[0]
             for cls in typing.get_args(typing.get_args(edits.Edit)[0])}
    kinds |= {"conquer", "stand_outpost", "unexplore_hex", "restore_card"}  # edits.history_kind
    assert sorted(k for k in kinds if f"history.edit.{k}" not in words_table.REASONS) == []
