"""Review: the map rules against the book and the save checks."""

from __future__ import annotations

from tablebot.games.tapestry import validate
from tablebot.games.tapestry.hexes import apply_choice, conquer, neutral_targets
from tablebot.games.tapestry.state import Outpost

from .map_tables import priority_card, table


def test_a_shadow_outpost_on_a_lone_toppled_outpost_is_a_table_the_save_accepts() -> None:
    """DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ, Akce 3 with the topple icon on a territory holding a lone toppled
    outpost (ruling:tapestry-shadow-outpost-on-a-taken-hex): three tokens, which the engine itself
    makes, so the save check must not refuse the game."""
    snap = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "h"})
    choice, _ = conquer(snap, priority_card("e-sw", topple_icon=True))
    assert choice is not None and choice.shadow_outpost and (2, 1) in neutral_targets(snap, topple_icon=True)
    after = apply_choice(snap, choice.model_copy(update={"hex": (2, 1), "new_territory": False}))
    assert after.hex((2, 1)).outposts == (Outpost(owner="human", toppled=True), Outpost(owner="automa"),
                                          Outpost(owner="shadow", toppled=True))
    assert validate.problems(after) == []


def test_three_tokens_without_the_shadow_outpost_on_top_are_still_refused() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "hAh"})
    assert any("3 outposts" in p for p in validate.problems(snap))
