"""Review: reasons a player reads name the side with the right verb. The bots' step can find an
achievement of yours on the map (your trap toppled their second outpost; the middle island you hold
was not yet marked), and the line then speaks to you: "You control", "You have toppled"."""

from __future__ import annotations

from tablebot.games.tapestry.hexes import achievement_reason
from tablebot.gui.tapestry import reasons as words

from .map_tables import table


def test_your_map_achievements_read_in_the_second_person() -> None:
    snap = table()
    island = words.sentence(achievement_reason(snap, "middle_island", "human"))
    topple = words.sentence(achievement_reason(snap, "topple_two", "human"))
    assert island.startswith("You control the middle island"), island
    assert topple.startswith("You have toppled two"), topple
    assert words.sentence(achievement_reason(snap, "middle_island", "automa")).startswith(
        "The Automa controls the middle island")
