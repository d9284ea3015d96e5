"""ÚSPĚCHY on the map: the middle island and "topple two foreign outposts" (for the Automa only yours
count); the VP are the base game's (the first to earn one takes the highest space)."""

from __future__ import annotations

from tablebot.games.tapestry.hexes import (
    achievement_reason,
    achievement_vp,
    apply_choice,
    conquer,
    map_achievements,
)
from tablebot.games.tapestry.state import AchievementTaken

from .map_tables import priority_card, table


def test_the_automa_conquering_the_middle_island_earns_it() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (1, 0): "A"}, explored=((1, 0),))
    choice, _ = conquer(snap, priority_card())
    assert choice is not None and choice.hex == (0, 0)
    after = apply_choice(snap, choice)
    assert map_achievements(after) == (("middle_island", "automa"),)
    assert achievement_vp(after, "middle_island") == 10
    line = achievement_reason(after, "middle_island", "automa")
    assert line.code == "map.achievement_middle_island" and line.param("vp") == 10
    done = after.model_copy(update={"achievements": (AchievementTaken(achievement="middle_island", side="automa"),)})
    assert map_achievements(done) == ()
    assert achievement_vp(done, "middle_island") == 5


def test_only_your_toppled_outposts_count_for_the_automa() -> None:
    shadow_only = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "As", (1, -1): "As"})
    assert map_achievements(shadow_only) == ()
    one = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "hA"})
    assert map_achievements(one) == ()
    two = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "hA", (1, -1): "hA"})
    assert map_achievements(two) == (("topple_two", "automa"),)


def test_you_earn_them_too_from_the_automa_outposts_you_toppled() -> None:
    snap = table({(0, 2): "HH", (2, 0): "aH", (2, 1): "aH", (0, 0): "H"})
    assert set(map_achievements(snap)) == {("middle_island", "human"), ("topple_two", "human")}
