"""VZDÁLENOSTI and the hex labels: paths through hexes with no Automa outpost and 0-1 of your tokens."""

from __future__ import annotations

from tablebot.games.tapestry.board import small_map
from tablebot.games.tapestry.hexes import distance, hex_label

from .map_tables import table


def test_labels_name_columns_left_to_right_and_hexes_top_down() -> None:
    m = small_map()
    labels = {hex_label(a) for a in m.axials}
    assert len(labels) == 34
    assert hex_label(m.middle_island) == "d4"
    assert hex_label(m.start("2/4")) == "f4" and hex_label(m.start("3/5")) == "b4"
    assert {x for x in labels if x.startswith("a")} == {"a1", "a2", "a3"}
    assert {x for x in labels if x.startswith("d")} == {f"d{i}" for i in range(1, 7)}


def test_a_hex_next_to_another_is_one_step_and_empty_hexes_carry_the_path() -> None:
    snap = table()
    assert distance(snap, (2, 0), (2, 0)) == 0
    assert distance(snap, (2, 0), (1, 0)) == 1
    # b4 -> c4 (empty) -> d4: the Automa's own start is an end, not a step of the path
    assert distance(snap, (2, 0), (0, 0)) == 2


def test_the_path_goes_around_automa_outposts_not_as_the_crow_flies() -> None:
    snap = table({(2, 0): "AA", (1, 0): "A", (1, -1): "A"}, explored=((1, 0),))
    # c4 and b3 hold Automa outposts: b4 -> c5 -> d5 -> d4
    assert distance(snap, (2, 0), (0, 0)) == 3


def test_one_of_your_tokens_lets_the_path_through_two_do_not() -> None:
    one = table({(2, 0): "AA", (1, 0): "H", (1, -1): "H"}, explored=((1, 0),))
    two = table({(2, 0): "AA", (1, 0): "HH", (1, -1): "HH"}, explored=((1, 0),))
    assert distance(one, (2, 0), (0, 0)) == 2
    assert distance(two, (2, 0), (0, 0)) == 3


def test_the_ends_are_not_tested_so_your_full_territory_can_be_measured_to() -> None:
    snap = table()
    assert distance(snap, (1, 2), (0, 2)) == 1  # f4 holds two of your outposts


def test_no_path_at_all_is_none() -> None:
    walled = {(2, 0): "AA", (-3, -2): "A", (-2, -3): "A", (-2, -2): "A"}
    snap = table(walled, explored=((-3, -2), (-2, -3)))
    assert distance(snap, (2, 0), (-3, -3)) is None
    assert distance(table(), (2, 0), (-3, -3)) is not None
