"""Words of the reasons the legality branch touched (issue 8)."""

from __future__ import annotations

from tablebot.gui.root.reasons import sentence

from ..games.root.eyrie_scenario import eyrie_board
from ..games.root.scenario import card, play, steps_of


def test_turmoil_rest_says_daylight_ends_and_evening_follows():
    """5.7.3: "Termine o Dia e comece o Anoitecer": the turn goes on into Evening, and the words say so."""
    # The Eyrie's only roost stands where the Marquise rules: it can build nowhere (5.5.2).
    snap = eyrie_board({8: {("eyrie", "roost"): 1, ("eyrie", "warrior"): 1, ("marquise", "warrior"): 10}},
                       decree={"fox": ["Anvil"]}, vp={"eyrie": 10})
    _, seen = play(snap, orders=[card("rabbit")], dice=[(0, 0)] * 4)
    steps = steps_of(seen)
    at = next(i for i, s in enumerate(steps) if any(r.code == "turmoil.rest" for r in s.reasons))
    words = sentence(next(r for r in steps[at].reasons if r.code == "turmoil.rest"))
    assert "turn ends" not in words
    assert "Daylight ends" in words and "Evening" in words
    assert steps[at + 1].action.kind != "end_turn"  # Evening still follows
