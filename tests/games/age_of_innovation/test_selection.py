"""Wybór kierunkowy: counting the valid options in reading order (or against it), wrapping round."""

from __future__ import annotations

from tablebot.games.age_of_innovation.selection import directional


def test_left_to_right_counts_from_the_top_left_option() -> None:
    deserts = [(1, 4), (2, 9), (4, 2), (6, 7)]  # reading order
    assert directional(deserts, "right_down", 3) == ((4, 2), ((1, 4), (2, 9), (4, 2)))


def test_right_to_left_counts_from_the_bottom_right_option() -> None:
    deserts = [(1, 4), (2, 9), (4, 2), (6, 7)]
    assert directional(deserts, "left_up", 2) == ((4, 2), ((6, 7), (4, 2)))


def test_passing_the_last_option_wraps_round_to_the_first() -> None:
    three_spells_left = [0, 2, 5]  # spells 1, 3 and 6 of the row still uncovered
    chosen, counted = directional(three_spells_left, "left_up", 4)
    assert chosen == 5 and counted == (5, 2, 0, 5)
    assert directional([7], "right_down", 3)[0] == 7
