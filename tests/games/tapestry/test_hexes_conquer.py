"""DOBÝVÁNÍ: the Automa conquers you when it legally can (DOBÝVÁNÍ PROTIHRÁČE), else a neutral hex
(DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ), with the tie-breakers in the book's order and the base game's legality."""

from __future__ import annotations

from tablebot.games.tapestry.hexes import apply_choice, can_conquer, can_explore, conquer, neutral_targets
from tablebot.games.tapestry.state import AchievementTaken

from .map_tables import priority_card, table

MIDDLE_ISLAND_TAKEN = (AchievementTaken(achievement="middle_island", side="automa"),)


def codes(reasons: tuple) -> list[str]:  # type: ignore[type-arg]
    return [r.code for r in reasons]


# -- legality (base game) ---------------------------------------------------------------------
def test_a_territory_is_conquerable_next_to_the_automa_with_at_most_one_token() -> None:
    snap = table({(2, 0): "AA", (2, 1): "H", (1, -1): "HH", (3, 0): "s", (-1, 1): "H"})
    assert can_conquer(snap, (2, 1))        # your single outpost, next to b4
    assert not can_conquer(snap, (1, -1))   # two tokens: never again
    assert can_conquer(snap, (3, 0))        # a lone toppled outpost controls nothing
    assert not can_conquer(snap, (2, 0))    # its own territory
    assert not can_conquer(snap, (-1, 1))   # not next to a territory it controls...
    assert can_conquer(snap, (-1, 1), anywhere=True)  # ...unless it conquers anywhere
    assert not can_conquer(snap, (1, 0))    # an empty hex is no territory
    assert can_explore(snap, (1, 0)) and not can_explore(snap, (2, 1)) and not can_explore(snap, (0, 1))


# -- DOBÝVÁNÍ PROTIHRÁČE ---------------------------------------------------------------------
def test_your_lone_outpost_next_to_the_automa_is_conquered_and_toppled() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "H"})
    choice, reasons = conquer(snap, priority_card())
    assert choice is not None and choice.kind == "conquer_opponent" and choice.hex == (2, 1)
    assert choice.topple == "human"
    assert codes(reasons)[:2] == ["map.conquer_opponent_done", "map.conquer_opponent"]
    after = apply_choice(snap, choice)
    assert [(o.owner, o.toppled) for o in after.hex((2, 1)).outposts] == [("human", True), ("automa", False)]
    assert after.hex((2, 1)).controller == "automa"


def test_a_trap_leaves_your_outpost_standing_and_the_automa_toppled() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "H"})
    choice, _ = conquer(snap, priority_card())
    assert choice is not None
    after = apply_choice(snap, choice.model_copy(update={"topple": "automa"}))
    assert after.hex((2, 1)).controller == "human"
    assert [(o.owner, o.toppled) for o in after.hex((2, 1)).outposts] == [("human", False), ("automa", True)]


def test_your_territories_it_cannot_legally_conquer_send_it_to_neutral_hexes() -> None:
    full = table({(0, 2): "HH", (2, 0): "AA", (2, 1): "HH"})
    far = table({(0, 2): "HH", (2, 0): "AA", (-1, 1): "H"})
    for snap in (full, far):
        choice, reasons = conquer(snap, priority_card())
        assert choice is not None and choice.kind == "conquer_neutral"
        assert "map.conquer_neutral" in codes(reasons)


def test_conquering_you_the_middle_island_comes_before_the_diagram() -> None:
    # Your lone outposts on c5 and on the middle island, both next to the Automa (b4, d5).
    pieces = {(0, 2): "HH", (2, 0): "AA", (1, 1): "A", (2, 1): "H", (0, 0): "H"}
    snap = table(pieces, explored=((1, 1),))
    choice, reasons = conquer(snap, priority_card("s-ne"))
    assert choice is not None and choice.hex == (0, 0) and choice.candidates == ((0, 0),)
    assert "map.tie_middle_island" in codes(reasons)
    # Once the Automa holds the achievement, the diagram alone decides: s-ne meets c5 first.
    taken = table(pieces, explored=((1, 1),), achievements=MIDDLE_ISLAND_TAKEN)
    choice, reasons = conquer(taken, priority_card("s-ne"))
    assert choice is not None and choice.hex == (2, 1) and set(choice.candidates) == {(0, 0), (2, 1)}
    assert "map.tie_middle_island_gone" in codes(reasons)


# -- DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ ----------------------------------------------------------------
def test_hexes_next_to_your_territories_only_with_the_topple_icon() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (1, 1): "A"}, explored=((1, 1),))
    without, with_icon = neutral_targets(snap, False), neutral_targets(snap, True)
    assert set(with_icon) - set(without) == {(0, 1), (1, 2)}  # e4 and e5 touch your f4
    assert (0, 0) in without  # the middle island is a printed territory nobody holds


def test_the_middle_island_tie_comes_first_in_a_neutral_conquest() -> None:
    choice, reasons = conquer(table(), priority_card())
    assert choice is not None and choice.hex == (1, 0) and choice.candidates == ((1, 0),)
    assert choice.new_territory
    assert codes(reasons)[0] == "map.conquer_neutral_new"
    assert "map.tie_middle_island" in codes(reasons)


def test_closest_to_your_single_token_territories_when_you_have_some() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (-3, -3): "H"}, achievements=MIDDLE_ISLAND_TAKEN)
    choice, reasons = conquer(snap, priority_card())
    assert choice is not None and set(choice.candidates) == {(1, -1), (1, 0)}  # 4 steps from d1
    assert choice.hex == (1, -1) and not choice.new_territory
    tie = next(r for r in reasons if r.code == "map.tie_single_token")
    assert tie.param("targets") == ("d1",) and tie.param("steps") == 4


def test_else_closest_to_any_territory_you_control() -> None:
    snap = table(achievements=MIDDLE_ISLAND_TAKEN)
    choice, reasons = conquer(snap, priority_card())
    assert choice is not None and set(choice.candidates) == {(1, 0), (2, 1)}  # 3 steps from f4
    assert "map.tie_your_territory" in codes(reasons) and "map.tie_single_token" not in codes(reasons)


def test_the_topple_icon_lays_a_toppled_shadow_outpost_but_not_on_the_middle_island() -> None:
    snap = table({(0, 2): "HH", (2, 0): "AA", (1, 0): "A"}, explored=((1, 0),))
    island, reasons = conquer(snap, priority_card(topple_icon=True))
    assert island is not None and island.hex == (0, 0) and not island.shadow_outpost
    assert "map.shadow_not_on_island" in codes(reasons)
    other, reasons = conquer(table(achievements=MIDDLE_ISLAND_TAKEN), priority_card(topple_icon=True))
    assert other is not None and other.shadow_outpost and "map.shadow_outpost" in codes(reasons)
    after = apply_choice(table(achievements=MIDDLE_ISLAND_TAKEN), other)
    placed = after.hex(other.hex)
    assert placed.territory and placed.controller == "automa"
    assert [(o.owner, o.toppled) for o in placed.outposts] == [("automa", False), ("shadow", True)]


def test_no_possible_hex_skips_the_action() -> None:
    choice, reasons = conquer(table({(0, 2): "HH"}), priority_card())
    assert choice is None and codes(reasons)[0] == "map.conquer_neutral_none"
    anywhere, _ = conquer(table({(0, 2): "HH"}), priority_card(), anywhere=True)
    assert anywhere is not None


def test_with_every_outpost_on_the_map_the_automa_conquers_no_more() -> None:
    nine = {(2, 0): "AA", (3, 0): "A", (2, 1): "A", (1, -1): "A", (1, 2): "A", (-1, 1): "A", (0, 3): "A", (-2, -1): "A"}
    choice, reasons = conquer(table({**nine, (0, 2): "HH"}), priority_card())
    assert choice is None and codes(reasons) == ["map.no_outposts"]
    eight = {k: v for k, v in nine.items() if k != (-2, -1)}
    assert conquer(table({**eight, (0, 2): "HH"}), priority_card())[0] is not None


def test_conquer_anywhere_frees_the_territories_not_the_empty_hexes() -> None:
    snap = table()
    anywhere = set(neutral_targets(snap, topple_icon=True, anywhere=True))
    assert {(-3, -3), (-2, -2), (0, 0), (-1, 1)} <= anywhere      # territories far from b4
    assert (-3, -2) not in anywhere and (1, 0) in anywhere       # empty hexes only next to b4


def test_a_hex_with_no_path_to_the_middle_island_is_as_far_as_any_and_the_ruling_says_so() -> None:
    ring = {(0, 2): "HH", (2, 0): "AA", (1, 0): "HH", (1, 1): "HH", (0, -1): "HH", (0, 1): "HH",
            (-1, 0): "HH", (-1, -1): "HH"}
    snap = table(ring, explored=((1, 0), (1, 1), (0, -1), (0, 1), (-1, 0), (-1, -1)))
    choice, reasons = conquer(snap, priority_card(topple_icon=True))
    assert choice is not None
    line = next(r for r in reasons if r.code.startswith("map.tie_middle_island"))
    assert line.code == "map.tie_middle_island_no_path_all" and line.rule == "ruling:tapestry-distance-no-path"
    assert "map.tie_your_territory" in codes(reasons)  # the next tie-breaker still decides
