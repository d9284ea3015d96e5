"""The Age of Innovation Automa in the conformance harness: random legal (and illegal) tables played to
the end of the game, consistent and JSON round-tripping after every change; undo to the start and redo to
the end through the app's Session; every history label in words."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablebot.games import conformance
from tablebot.gui.age_of_innovation import words_table

from .undo_redo import drive_to_end, whole_game_label_codes

SUBJECT = next(s for s in conformance.subjects() if s.game == "age_of_innovation")


@pytest.mark.parametrize("seed", range(8))
def test_random_tables_play_whole_games_consistently(seed: int) -> None:
    report = conformance.play(SUBJECT, seed, bot_turns=500, keep_history=True)
    assert report.problems == [] and report.crash is None
    final = report.history[-1]
    assert final.turn.game_over and final.turn.round == 6 and report.bot_turns < 500  # whole games
    assert report.edits_applied > 0 and report.edits_refused > 0  # the table's gestures, legal or not
    assert report.codes  # the Automa's steps said why


def test_the_harness_met_both_deck_modes_both_boards_and_the_two_player_variant() -> None:
    physical, boards, humans = set(), set(), set()
    for seed in range(16):
        snap = SUBJECT.new_game(seed, random.Random(seed))
        physical.add(snap.automas[0].deck.physical)
        boards.add(snap.board.id)
        humans.add(len(snap.humans))
    assert physical == {True, False} and boards == {"candidate_a", "candidate_b"} and humans == {1, 2}


def _drive(session: Any, rnd: random.Random) -> None:
    drive_to_end(session, SUBJECT, rnd, 20_000)


@pytest.mark.parametrize("seed", [4, 7])
def test_a_whole_game_undoes_to_the_start_and_redoes_to_the_end(qtbot: Any, seed: int) -> None:
    labels = whole_game_label_codes(SUBJECT, seed, _drive)
    edit_labels = {code for code in labels if code.startswith("history.edit.")}
    assert edit_labels and edit_labels <= set(words_table.REASONS)
    answer_labels = {code for code in labels if code.startswith("history.answer")}
    # The table's answers read as what it answered (the cards drawn, the final figures), not "answered: <kind>".
    assert "history.answer.final_figures" in answer_labels and "history.answer" not in answer_labels
    assert answer_labels <= set(words_table.REASONS)
