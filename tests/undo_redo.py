"""The undo/redo round trip the conformance tests run on a whole played game."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tablebot.core.steps import HumanTurn


def undo_to_start_and_redo_to_end(session: Any, start: Any) -> None:
    """Undo every command back to `start`, then redo them one by one: each redo lands on the very
    snapshot its command made, the last one on where the game was."""
    end, count = session.snapshot, session.stack.count()
    forward = [session.stack.command(i) for i in range(count)]
    while session.stack.canUndo():
        session.undo()
    assert session.snapshot == start
    for i in range(count):
        session.redo()
        assert session.snapshot == forward[i].after
    assert session.snapshot == end


def whole_game_label_codes(subject: Any, seed: int, drive: Callable[[Any, random.Random], None]) -> set[str]:
    """A conformance subject's seeded game played to the end through the app's Session (`drive`),
    undone to the start and redone to the end: the codes of its history's labels."""
    from tablebot.controller.session import Session
    from tablebot.games.registry import game_rules

    rnd = random.Random(seed)
    start = subject.new_game(seed, rnd)
    session = Session(game_rules(subject.game), start, autosave=False)
    drive(session, rnd)
    undo_to_start_and_redo_to_end(session, start)
    return {label.code for label in session.history_labels()}


def drive_to_end(session: Any, subject: Any, rnd: random.Random, limit: int,
                 after_edit: Callable[[Any, random.Random], None] | None = None) -> None:
    """Play the session to the game's end as the table would: at your turn the subject's random
    edits (`after_edit(session, rnd)` after each, for what an edit brings up), then the turn ended;
    the bots' questions answered at random and their steps confirmed."""
    for _ in range(limit):
        step = session.proposal
        if isinstance(step, HumanTurn):
            for edit in subject.edits(session.snapshot, rnd):
                session.edit(edit)
                if after_edit is not None:
                    after_edit(session, rnd)
            assert session.end_human_turn()
        elif step.kind == "prompt":
            assert session.answer(subject.answer(session.snapshot, step, rnd))
        elif step.action.kind == "game_over":
            return
        else:
            assert session.confirm()
    raise AssertionError("no end")
