"""Vagabot reasons the player reads say true things (issue 8: "No items" counts actions as items)."""

from __future__ import annotations

from tablebot.gui.reasons import sentence

from .scenario import card, play, steps_of
from .vagabot_scenario import scene, vagabot_game


def test_daylight_ends_with_no_items_and_names_the_actions_left_undone():
    # Clearing 7 is a mouse clearing: the quest takes the last 2 usable items; Aid, Battle, Repair are left.
    snap = scene(vagabot_game(character="arbiter"), 7, {}, ruins=(), ready=2, exhausted=1, quest="mouse")
    _end, seen = play(snap, orders=[card("mouse")], tables=[("fox",)])
    step = next(s for s in steps_of(seen) if any(r.code == "daylight.no_items" for r in s.reasons))
    r = next(r for r in step.reasons if r.code == "daylight.no_items")
    text = sentence(r)
    assert "no usable item" in text.lower()
    for action in r.param("left"):
        assert action in text
    assert "special usable items" not in text and "repair, special usable" not in text
