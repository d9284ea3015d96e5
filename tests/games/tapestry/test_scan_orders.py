"""UPŘEDNOSTŇOVANÁ POLE: each of the ten hex diagrams scans the black arrow's row, then the grey arrow's
row, then the rows beyond, every row straight along the arrow's direction from the map's edge."""

from __future__ import annotations

import pytest

from tablebot.games.tapestry.board import Axial, small_map
from tablebot.games.tapestry.cards import hex_patterns
from tablebot.games.tapestry.hexes import scan

PATTERNS = sorted(hex_patterns())


def rows_by_geometry(pattern_id: str) -> list[list[Axial]]:
    """The rows as the rule describes them, worked out from the arrows alone (not the stored order)."""
    p = hex_patterns()[pattern_id]
    da, db = p.direction

    def line(h: Axial) -> int:  # the same on every hex of a row parallel to the arrow
        return h[0] * db - h[1] * da

    def along(h: Axial) -> int:
        return h[0] * da + h[1] * db

    step = line(p.grey_first_hex) - line(p.first_hex)
    rows = []
    for k in range(12):
        row = sorted((h for h in small_map().axials if line(h) == line(p.first_hex) + k * step), key=along)
        if row:
            rows.append(row)
    return rows


def test_there_are_ten_diagrams() -> None:
    assert len(PATTERNS) == 10


@pytest.mark.parametrize("pattern_id", PATTERNS)
def test_the_scan_starts_at_the_black_arrow_on_the_map_edge(pattern_id: str) -> None:
    p = hex_patterns()[pattern_id]
    first, tried = scan(pattern_id, small_map().axials)
    assert first == p.first_hex and tried == (p.first_hex,)
    before = (p.first_hex[0] - p.direction[0], p.first_hex[1] - p.direction[1])
    assert not small_map().has(before)


@pytest.mark.parametrize("pattern_id", PATTERNS)
def test_the_second_row_starts_at_the_grey_arrow(pattern_id: str) -> None:
    p = hex_patterns()[pattern_id]
    first_row = rows_by_geometry(pattern_id)[0]
    later = [h for h in small_map().axials if h not in first_row]
    hexagon, tried = scan(pattern_id, later)
    assert hexagon == p.grey_first_hex
    assert tried == (*first_row, p.grey_first_hex)


@pytest.mark.parametrize("pattern_id", PATTERNS)
def test_a_full_map_scan_equals_the_data_and_the_arrows(pattern_id: str) -> None:
    p = hex_patterns()[pattern_id]
    last = p.scan_order[-1]
    hexagon, tried = scan(pattern_id, [last])
    assert hexagon == last
    assert list(tried) == [h for row in rows_by_geometry(pattern_id) for h in row] == list(p.scan_order)
    assert len(set(tried)) == 34


def test_the_first_possible_hex_met_wins_whatever_order_the_candidates_come_in() -> None:
    assert scan("n-se", [(3, 2), (0, 0), (-1, -3)])[0] == (-1, -3)
    assert scan("s-ne", [(-1, -3), (0, 0), (3, 2)])[0] == (3, 2)
    with pytest.raises(ValueError):
        scan("n-se", [])
