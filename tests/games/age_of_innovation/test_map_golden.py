"""The rulebook's worked examples on the map ("Przykład"), reconstructed on small hand-made boards.

The book's pictures are missing from its text: each test says what was reconstructed from the words.
"""

from __future__ import annotations

from tablebot.games.age_of_innovation import hexes as H
from tablebot.games.age_of_innovation.board import hex_label
from tablebot.games.age_of_innovation.cards import DirectionalSelection, SupportColumn

from .map_boards import at, snapshot


def support(structure: str = "marked", row: str = "A", arrow: str = "right_down", number: int = 1) -> SupportColumn:
    return SupportColumn(structure=structure, terrain_row=row,
                         selection=DirectionalSelection(arrow=arrow, number=number), science="catch_up",
                         round_bonus="left", marked_letter="A", unmarked_letter="B")


def labels(hexes: object) -> list[str]:
    return [hex_label(h) for h in hexes]  # type: ignore[attr-defined]


# Zbliżanie example (PRZEKSZTAŁCENIE TERENU I BUDOWA), reconstructed: the Automa plays blue (lakes); its
# marked workshop C1 on the west bank, its unmarked workshop C5 and guild D5 on the east bank of a river
# running down column 4; navigation 1 (round 3 at level Automa); your workshop at E1, south-west.
ZBLIZANIE = """
p f p l ~ p m p
 p p l ~ f p p p
p p f ~ s l p p
 m p l ~ w p p p
p p p ~ p p p p
"""
ZBLIZANIE_BUILDINGS = {"C1": ("automa", "workshop", True), "C5": ("automa", "workshop", False),
                       "D5": ("automa", "guild", False), "E1": ("human", "workshop", False)}


def test_navigation_1_distance_reducing_hexes_then_lakes_then_the_one_closest_to_you_unmarked() -> None:
    """"Dla wartości Żeglugi równej 1, heksy oznaczone ✓ to wszystkie heksy, które zmniejszają odległość":
    of the hexes in Reach of the unmarked buildings, across the river, B3, C3 and D3 bring the groups
    closer (the gap is 3); A4 (a lake too) does not. "Ponieważ Jeziora są pierwsze": B3 (red) and D3
    (yellow). D3 is closest to your building and gets no power token: it is nearer an unmarked building."""
    snap = snapshot(ZBLIZANIE, ZBLIZANIE_BUILDINGS, automa="lake", round_no=3)
    card = support("unmarked_reaching")
    assert H.navigation(snap, "automa") == 1 and H.marked_gap(snap, "automa") == 3
    found = H.build_options_detail(snap, "automa", card)
    assert "A4" in labels(found.in_reach) and found.bring == "narrowed" and found.gap == 3
    assert labels(found.options) == ["B3", "C3", "D3"]  # the ✓ hexes
    build = H.choose_build(snap, "automa", card)
    assert build is not None
    bring, atp, closest = build.selection.ties  # Zbliżanie first: the options stay every hex in Reach
    assert (bring.method, labels(bring.kept)) == ("bring_together", ["B3", "C3", "D3"])
    assert (atp.method, labels(atp.kept), atp.detail) == ("atp", ["B3", "D3"], "lake")
    assert (closest.method, labels(closest.kept), closest.detail) == ("closest_to_you", ["D3"], "2")
    assert hex_label(build.hex) == "D3" and build.terrain_before == "lake" and build.terrain_after == "lake"
    assert build.marked is False  # 1 hex to the unmarked workshop C5, 2 to the marked C1
    why = H.marking_reason(snap, build)
    assert why.code == "map.build_unmarked" and why.as_dict() == {"hex": "D3", "to_marked": 2, "to_unmarked": 1}
    assert build.selection.counted == ()  # one hex left: no directional count


def test_with_navigation_0_the_far_bank_is_out_of_reach() -> None:
    snap = snapshot(ZBLIZANIE, ZBLIZANIE_BUILDINGS, automa="lake", round_no=1)
    found = H.build_options_detail(snap, "automa", support("unmarked_reaching"))
    assert not {"B3", "C3", "D3"} & set(labels(found.in_reach))


def test_terrain_priority_lakes_first_then_the_support_cards_row() -> None:
    """Priorytet Terenu Automy with the lake ATP card (the Automa plays blue): a lake among the options is
    kept alone whatever the row; without one, row A's next terrain is swamp and row B's is forest."""
    text = """
    p s p
     p l p
    f p p
    """
    with_lake = snapshot(text, {"B1": ("automa", "workshop", True)}, automa="lake")
    for row in ("A", "B"):
        build = H.choose_build(with_lake, "automa", support(row=row))
        assert build is not None and hex_label(build.hex) == "B2"
        assert build.selection.ties[0].detail == "lake"
    no_lake = snapshot(text.replace("l", "p"), {"B1": ("automa", "workshop", True)}, automa="lake")
    a = H.choose_build(no_lake, "automa", support(row="A"))
    b = H.choose_build(no_lake, "automa", support(row="B"))
    assert a is not None and b is not None
    assert hex_label(a.hex) == "A2" and a.selection.ties[0].detail == "swamp"
    assert hex_label(b.hex) == "C1" and b.selection.ties[0].detail == "forest"


def test_distance_between_the_blue_workshop_and_the_blue_guild() -> None:
    """"Najmniejsza odległość między niebieskim Warsztatem a niebieską Gildią", reconstructed: the
    workshop B1 and the guild B5 on one row; your building B3 stands on the straight line, so the path
    goes round it, either over the river hex A3 (B2, A3, A4, B4) or through the Automa's own workshop C3
    (B2, C3, C4, B4): 4 intermediate hexes, against 3 on the straight line without your building."""
    text = """
    p p ~ p p
     l p p p l
    p p l p p
    """
    snap = snapshot(text, {"B1": ("automa", "workshop", False), "B5": ("automa", "guild", True),
                           "B3": ("human", "workshop", False), "C3": ("automa", "workshop", False)})
    assert H.distance(snap, at("B1"), [at("B5")]) == 4
    assert H.marked_gap(snap, "automa") == 2  # the unmarked C3 is nearer the marked guild
    without_yours = snapshot(text, {"B1": ("automa", "workshop", False), "B5": ("automa", "guild", True)})
    assert H.distance(without_yours, at("B1"), [at("B5")]) == 3  # B2, B3, B4: the straight line


def test_valid_deserts_counted_left_to_right_3_and_right_to_left_2() -> None:
    """Wybór kierunkowy, the desert example, reconstructed: the Automa (desert) has two marked workshops
    on the deserts B3 and B4 (the red deserts: taken, not valid); A3, A5, B2, C3 and C4 are the valid
    deserts (black). Your building stands on a separate island (E1), so no distance to it decides.
    Arrow left to right, 3: A3, A5, B2 (purple tick). Right to left, 2: C4, C3 (light-blue tick)."""
    text = """
    p p d p d
     p d d d p
    p p d d p
     . . . . .
    l . . . .
    """
    snap = snapshot(text, {"B3": ("automa", "workshop", True), "B4": ("automa", "workshop", True),
                           "E1": ("human", "workshop", False)}, automa="desert", you="lake")
    purple = H.choose_build(snap, "automa", support(arrow="right_down", number=3))
    blue = H.choose_build(snap, "automa", support(arrow="left_up", number=2))
    assert purple is not None and blue is not None
    assert labels(purple.selection.ties[0].kept) == ["A3", "A5", "B2", "C3", "C4"]
    assert "B3" not in labels(purple.selection.options) and "B4" not in labels(purple.selection.options)
    assert labels(purple.selection.counted) == ["A3", "A5", "B2"] and hex_label(purple.hex) == "B2"
    assert labels(blue.selection.counted) == ["C4", "C3"] and hex_label(blue.hex) == "C3"
