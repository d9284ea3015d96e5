"""PRŮZKUM: the empty hexes next to the Automa's territories; unless its favourite track is military,
only those farthest from your territories; then the hex diagram."""

from __future__ import annotations

from tablebot.games.tapestry.hexes import apply_choice, explore, explore_targets

from .map_tables import priority_card, table


def test_it_explores_the_empty_hexes_next_to_its_territories() -> None:
    assert set(explore_targets(table())) == {(1, 0), (2, -1), (3, 1)}  # c4, a2, b5 around b4


def test_farthest_from_your_territories_unless_military_is_its_favourite() -> None:
    choice, reasons = explore(table(favourite="science"), priority_card())
    assert choice is not None and choice.hex == (2, -1) and choice.candidates == ((2, -1),)
    tie = next(r for r in reasons if r.code == "map.tie_farthest")
    assert tie.param("steps") == 5 and set(tie.param("dropped")) == {"c4", "b5"}
    # Military favourite: no distance tie-breaker, the diagram meets c4 first.
    choice, reasons = explore(table(favourite="military"), priority_card())
    assert choice is not None and choice.hex == (1, 0) and len(choice.candidates) == 3
    assert "map.tie_military_favourite" in [r.code for r in reasons]


def test_the_explored_hex_gets_a_territory_and_no_outpost() -> None:
    snap = table(favourite="military")
    choice, reasons = explore(snap, priority_card())
    assert choice is not None and choice.kind == "explore" and choice.new_territory
    assert reasons[0].code == "map.explore_done" and reasons[0].param("hex") == "c4"
    after = apply_choice(snap, choice)
    assert after.hex((1, 0)).territory and after.hex((1, 0)).outposts == ()


def test_nothing_to_explore_skips_the_action_and_anywhere_opens_the_map() -> None:
    boxed = {(0, 2): "HH", (2, 0): "AA"}
    explored = ((1, 0), (2, -1), (3, 1))
    choice, reasons = explore(table(boxed, explored=explored), priority_card())
    assert choice is None and reasons[0].code == "map.explore_none"
    anywhere = explore_targets(table(boxed, explored=explored), anywhere=True)
    assert len(anywhere) == 34 - 13 - 3
