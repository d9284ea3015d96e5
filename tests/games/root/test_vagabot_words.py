"""Vagabot reasons the player reads say true things (issue 8: "No items" counts actions as items)."""

from __future__ import annotations

from tablebot.gui.root.reasons import sentence

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
    for action in r.param("not_done"):
        assert action in text
    assert "special usable items" not in text and "repair, special usable" not in text


def test_thief_says_the_vagabot_scores_for_the_discarded_card_not_the_robbed_human():
    from tablebot.games.root.bots.vagabot_state import VagabotCursor

    snap = scene(vagabot_game(humans=("eyrie",)), 7, {7: {("eyrie", "warrior"): 1}}, vp={"eyrie": 3}, ready=3,
                 ruins=(), quest=None, quest_deck_empty=True)
    cur = VagabotCursor(phase="daylight", order=card("fox"), actions=("special",), action_index=0)
    snap = snap.model_copy(update={"turn": snap.turn.model_copy(update={"cursor": cur})})
    _end, seen = play(snap, tables=[("eyrie",)])
    step = next(s for s in steps_of(seen) if any(r.code == "thief.card_discarded" for r in s.reasons))
    text = sentence(next(r for r in step.reasons if r.code == "thief.card_discarded"))
    assert "Vagabot scores 1 VP" in text and "Eyrie scores" not in text
