"""The undo/redo round trip the conformance tests run on a whole played game."""

from __future__ import annotations

from typing import Any


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
