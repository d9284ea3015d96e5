"""Conformance over every registered bot of every game (games/conformance.py): seeded random
tables and whole turns with random answers and random (often illegal) table edits. After every
change the snapshot is consistent and round-trips JSON; the same seed plays the same game; undo
back to the start and redo to the end through the app's Session give the same snapshots.

CI runs a bounded number; bench/bench_conformance.py runs many more and prints the counts."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablebot.core.steps import HumanTurn
from tablebot.games import conformance

from .undo_redo import undo_to_start_and_redo_to_end

SUBJECTS = conformance.subjects()
SEEDS = range(25)


def test_every_registered_bot_is_a_subject():
    from tablebot.games.root.bots import available_bots

    names = {s.name for s in SUBJECTS}
    assert {f"root:{b}" for b in available_bots()} <= names
    assert "expeditions:automa" in names
    assert {"logical_lizards", "drillbit_duchy", "riverfolk_robots", "cogwheel_corvids"} <= set(available_bots())


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s.name)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_stay_consistent(subject, seed):
    report = conformance.play(subject, seed, bot_turns=10)
    assert report.problems == []
    assert report.bot_turns >= 1 and report.steps > 0


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s.name)
def test_same_seed_same_game(subject):
    a = conformance.play(subject, 11, bot_turns=4, keep_history=True)
    b = conformance.play(subject, 11, bot_turns=4, keep_history=True)
    assert a.history == b.history
    c = conformance.play(subject, 12, bot_turns=4, keep_history=True)
    assert c.history != a.history


def _drive(session: Any, subject: conformance.Subject, rnd: random.Random, bot_turns: int) -> list[Any]:
    """Play through the Session as the app does (edit, answer, confirm, end turn)."""
    seen = [session.snapshot]
    turns = 0
    for _ in range(3000):
        step = session.proposal
        if isinstance(step, HumanTurn):
            for edit in subject.edits(session.snapshot, rnd):
                if session.edit(edit):
                    seen.append(session.snapshot)
            assert session.end_human_turn()
        elif step.kind == "prompt":
            assert session.answer(subject.answer(session.snapshot, step, rnd))
        elif getattr(step.action, "kind", None) == "game_over":
            break
        else:
            ends = subject.is_bot_turn_end(step)
            assert session.confirm()
            turns += ends
            if turns >= bot_turns:
                break
        seen.append(session.snapshot)
    return seen


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s.name)
def test_undo_to_start_and_redo_to_end_through_the_session(qtbot, subject):
    from tablebot.controller.session import Session
    from tablebot.games.registry import game_rules

    rnd = random.Random(5)
    start = subject.new_game(5, rnd)
    session = Session(game_rules(subject.game), start, autosave=False)
    _drive(session, subject, rnd, bot_turns=3)
    assert session.stack.count() > 10
    undo_to_start_and_redo_to_end(session, start)
