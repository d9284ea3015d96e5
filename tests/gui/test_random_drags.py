"""A few thousand random drags on the Root board (issue 5): from the palette and between places,
every faction's pieces (one not in the game too), onto clearings, forests, empty map and off the
map, beyond supplies and into full clearings. Each is either one undoable step or refused with a
message, and the board never leaves a legal state."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPointF

from tablebot.games.root.factions import FACTIONS
from tablebot.games.root.validate import problems
from tablebot.gui.root.board import BOARD_H

GESTURES = 2500


def test_random_drags_are_steps_or_refusals(window: Any) -> None:
    rnd = random.Random(2026)
    session, scene = window.session, window.scene
    refusals: list[str] = []
    hints: list[str] = []
    session.refused.connect(lambda code, _params: refusals.append(code))
    scene.message.connect(hints.append)
    centres = dict(scene.geometry.centres)
    targets = [*centres.values(), QPointF(500, BOARD_H + 40), QPointF(480, 380), QPointF(-60, 100)]
    applied = refused = 0
    for _ in range(GESTURES):
        before, count = session.snapshot, session.stack.count()
        n_refusals, n_hints = len(refusals), len(hints)
        pos = rnd.choice(targets) + QPointF(rnd.uniform(-12, 12), rnd.uniform(-12, 12))
        same_place = False
        if rnd.random() < 0.5 or not scene.pieces:
            faction = rnd.choice(list(FACTIONS))  # the Vagabond is not in the demo game
            kind = rnd.choice([p.id for p in FACTIONS[faction].pieces])
            ok = scene.drop_new(faction, kind, pos, count=rnd.choice([1, 1, 2, 4, 9]))
        else:
            item = rnd.choice(list(scene.pieces.values()))
            same_place = scene.place_at(pos) == item.place  # put back where it was: nothing to say
            ok = scene.piece_dropped(item, pos, whole_stack=rnd.random() < 0.3)
        if ok:
            applied += 1
            assert session.stack.count() == count + 1  # one gesture, one undoable step
            assert session.snapshot != before
        else:
            refused += 1
            assert session.stack.count() == count and session.snapshot is before
            if not same_place:
                assert len(refusals) + len(hints) > n_refusals + n_hints  # the player is told why
        assert problems(session.snapshot) == []
    assert applied > 300 and refused > 300
    assert {"edit.supply_exhausted", "edit.no_free_slot", "edit.faction_not_in_game"} <= set(refusals)
    # Every applied gesture undoes back to the start.
    while session.stack.canUndo():
        session.undo()
    assert session.snapshot == session.start_snapshot
