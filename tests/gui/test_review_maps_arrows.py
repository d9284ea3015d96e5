"""Move arrows on a crowded board (issue 12 review): a bot's move reads at a glance when the arrow's
head points at the destination without lying over the pieces already there, the arrow leaves the
origin without covering its pieces, and its count never hides the head. Checked on every map, on
the moves four bots propose a few rounds in."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPolygonF

from tablebot.core.steps import HumanTurn
from tablebot.games.root.board import MAPS
from tablebot.gui.root.board import CLEARING_BADGES, PRIORITY_RECT, ArrowItem

from .four_bots import four_bots
from .test_board_maps import shown_window


def _overlaps(poly: QPolygonF, rect: QRectF) -> bool:
    return poly.intersects(QPolygonF(rect))


def _arrows_seen(window: Any, subject: Any, rnd: random.Random, wanted: int) -> list[tuple[ArrowItem, list[str]]]:
    """Step the game on; for each arrow drawn, what it covers."""
    session, scene = window.session, window.scene
    found: list[tuple[ArrowItem, list[str]]] = []
    for _ in range(400):
        if len(found) >= wanted:
            break
        for arrow in [i for i in scene.overlay if isinstance(i, ArrowItem)]:
            ends = {p: c for p, c in ((scene.geometry.place_at(arrow.end), arrow.end),
                                      (scene.geometry.place_at(arrow.start), arrow.start))}
            covered = []
            for item in scene.pieces.values():
                if item.place in ends and isinstance(item.place, int):
                    box = item.sceneBoundingRect().adjusted(4, 4, -4, -4)
                    if _overlaps(arrow.head(), box):
                        covered.append(f"head over {item.faction} {item.kind} in {item.place}")
            dest = scene.geometry.place_at(arrow.end)
            if isinstance(dest, int) and _overlaps(arrow.head(), PRIORITY_RECT.translated(arrow.end)):
                covered.append(f"head over the priority of {dest}")
            if arrow.label and _overlaps(arrow.head(), arrow.label_rect().adjusted(2, 2, -2, -2)):
                covered.append("count over the head")
            for place, centre in ends.items():
                if arrow.label and isinstance(place, int) and any(
                        arrow.label_rect().intersects(badge.translated(centre)) for badge in CLEARING_BADGES):
                    covered.append(f"count over a badge of {place}")
            found.append((arrow, covered))
        p = session.proposal
        if isinstance(p, HumanTurn):
            session.end_human_turn()
        elif p.kind == "prompt":
            session.answer(subject.answer(session.snapshot, p, rnd))
        elif getattr(p.action, "kind", None) == "game_over":
            break
        else:
            session.confirm()
    return found


@pytest.mark.parametrize("map_id", MAPS)
def test_move_arrows_cover_neither_the_pieces_at_their_ends_nor_the_priority(qtbot: Any, settings: Any,
                                                                          map_id: str) -> None:
    snap, subject, rnd = four_bots(3, 2, map_id)
    window = shown_window(qtbot, settings, snap)
    seen = _arrows_seen(window, subject, rnd, 12)
    assert len(seen) >= 6
    problems = [(a.start, a.end, c) for a, c in seen if c]
    assert not problems
