"""The Automa's map rules: reach with navigation, distances, power, areas, every build and upgrade tie-breaker."""

from __future__ import annotations

from tablebot.games.age_of_innovation import hexes as H
from tablebot.games.age_of_innovation.board import hex_label
from tablebot.games.age_of_innovation.cards import level_round

from .map_boards import at, snapshot
from .test_map_golden import labels, support

RIVER = """
p p ~ ~ ~ p
 p ~ ~ ~ p p
p p ~ ~ ~ p
"""


# -- Zasięg -------------------------------------------------------------------------------------
def test_reach_crosses_at_most_navigation_river_hexes() -> None:
    snap = snapshot(RIVER)
    assert labels(sorted(H.reach(snap, [at("B1")], 0))) == ["A1", "A2", "C1", "C2"]
    assert "B5" not in labels(H.reach(snap, [at("B1")], 2))  # three river hexes to cross
    assert "B5" in labels(H.reach(snap, [at("B1")], 3))
    assert at("B1") not in H.reach(snap, [at("B1")], 3)  # never its own hex


def test_a_bridge_joins_its_ends_for_its_owner_only() -> None:
    snap = snapshot(RIVER, bridges=(("A2", "A6", "human"),))
    assert at("A6") in H.reach(snap, [at("A2")], 0, owner="human")
    assert at("A6") not in H.reach(snap, [at("A2")], 0, owner="automa")
    assert at("A6") not in H.reach(snap, [at("A2")], 0)


def test_navigation_is_the_level_cards_value_this_round() -> None:
    for level in range(1, 6):
        for round_no in range(1, 7):
            snap = snapshot(RIVER, level=level, round_no=round_no)
            assert H.navigation(snap, "automa") == level_round(level, round_no)[0]


# -- Najmniejsza odległość ------------------------------------------------------------------------
def test_distance_never_passes_your_buildings_but_passes_the_automas_and_rivers() -> None:
    text = """
    p p p
     p p p
    p p p
    """
    free = snapshot(text)
    assert H.distance(free, at("B1"), [at("B3")]) == 1
    assert H.distance(free, at("A1"), [at("A2")]) == 0  # adjacent: no hex between
    walled = snapshot(text, {"A2": ("human", "workshop", False), "B2": ("human", "guild", False),
                             "C2": ("human", "workshop", False)})
    assert H.distance(walled, at("B1"), [at("B3")]) is None  # no path round your buildings
    assert H.distance(walled, at("B1"), [at("B2")]) == 0  # your building may be an end
    automa_wall = snapshot(text, {"A2": ("automa", "workshop", False), "B2": ("automa", "guild", True),
                                  "C2": ("automa", "workshop", False)})
    assert H.distance(automa_wall, at("B1"), [at("B3")]) == 1
    assert H.distance(snapshot(RIVER), at("B1"), [at("B5")]) == 3  # three river hexes between


def test_marked_gap_is_none_without_both_groups() -> None:
    assert H.marked_gap(snapshot(RIVER, {"A1": ("automa", "workshop", True)}), "automa") is None
    both = snapshot(RIVER, {"A1": ("automa", "workshop", True), "C6": ("automa", "workshop", False)})
    assert H.marked_gap(both, "automa") == 5  # six steps apart across the river


# -- power and areas -----------------------------------------------------------------------------
def test_power_is_the_sum_of_each_humans_adjacent_buildings_power_values() -> None:
    text = """
    p p p
     p p p
    p p p
    """
    snap = snapshot(text, {"A2": ("human", "guild", False), "B1": ("human", "workshop", False),
                           "C3": ("human2", "palace", False), "A3": ("automa", "workshop", True)},
                    second="swamp")
    assert H.power_gained(snap, at("B2"), "automa") == (("human", 3), ("human2", 3))
    assert H.power_gained(snap, at("A1"), "automa") == (("human", 3),)
    assert H.power_gained(snap, at("C1"), "automa") == (("human", 1),)


def test_power_counts_a_humans_own_bridge() -> None:
    snap = snapshot(RIVER, {"A6": ("human", "workshop", False)}, bridges=(("A2", "A6", "human"),))
    assert H.power_gained(snap, at("A2"), "automa") == (("human", 1),)
    assert H.power_gained(snapshot(RIVER, {"A6": ("human", "workshop", False)}), at("A2"), "automa") == ()


def test_largest_area_joins_buildings_in_reach_with_the_navigation_given() -> None:
    snap = snapshot(RIVER, {"A1": ("automa", "workshop", True), "B1": ("automa", "guild", False),
                            "A6": ("automa", "workshop", False), "B5": ("automa", "workshop", False),
                            "C6": ("automa", "workshop", False)})
    assert H.largest_area(snap, "automa", 0) == 3
    assert H.largest_area(snap, "automa", 3) == 5
    assert H.largest_area(snapshot(RIVER), "automa", 3) == 0


# -- PRZEKSZTAŁCENIE TERENU I BUDOWA ---------------------------------------------------------------
LINE = """
p p p p p p p
 p p p p p p p
p p p p p p p
"""


def test_options_come_from_the_icons_group_and_are_empty_land() -> None:
    snap = snapshot(LINE, {"B1": ("automa", "workshop", True), "B7": ("automa", "workshop", False),
                           "A1": ("human", "workshop", False)})
    marked = H.build_options(snap, "automa", support("marked"))
    assert labels(marked) == ["A2", "B2", "C1", "C2"]  # A1 is taken
    assert labels(H.build_options(snap, "automa", support("unmarked"))) == ["A7", "B6", "C7"]


def test_bring_together_keeps_every_hex_when_the_groups_are_already_in_reach() -> None:
    snap = snapshot(LINE, {"B2": ("automa", "workshop", True), "B3": ("automa", "workshop", False)})
    found = H.build_options_detail(snap, "automa", support("marked_reaching"))
    assert found.bring == "joined" and found.options == found.in_reach


def test_bring_together_keeps_only_hexes_that_reduce_the_gap() -> None:
    snap = snapshot(LINE, {"B1": ("automa", "workshop", True), "B7": ("automa", "workshop", False)})
    found = H.build_options_detail(snap, "automa", support("marked_reaching"))
    assert found.gap == 5 and found.bring == "narrowed"
    assert labels(found.options) == ["B2"]  # A2 and C2 are 5 hexes from B7 too: only B2 is nearer
    plain = H.build_options_detail(snap, "automa", support("marked"))
    assert plain.bring == "off" and labels(plain.options) == ["A1", "A2", "B2", "C1", "C2"]


def test_bring_together_keeps_all_when_no_hex_reduces_the_gap() -> None:
    text = """
    p p . . . p
     p . . . p .
    """
    snap = snapshot(text, {"A1": ("automa", "workshop", True), "A6": ("automa", "workshop", False)})
    found = H.build_options_detail(snap, "automa", support("marked_reaching"))
    assert found.bring == "no_path"  # two islands: no distance to reduce
    assert labels(found.options) == ["A2", "B1"]


def test_the_new_workshop_is_marked_only_when_the_nearest_building_is_marked_without_a_tie() -> None:
    assert H.joins_marked(0, 1) and not H.joins_marked(1, 0)
    assert not H.joins_marked(1, 1)  # a tie between a marked and an unmarked building
    assert H.joins_marked(2, None) and not H.joins_marked(None, 2) and not H.joins_marked(None, None)
    snap = snapshot(LINE, {"B1": ("automa", "workshop", True), "B3": ("automa", "workshop", False)})
    build = H.choose_build(snap, "automa", support("unmarked", number=1))
    assert build is not None and hex_label(build.hex) == "A3" and not build.marked  # A3: 0 to B3, 1 to B1
    tie = snapshot(LINE, {"B1": ("automa", "workshop", True), "B3": ("automa", "workshop", False)})
    tied = H.choose_build(tie, "automa", support("marked", number=3))
    assert tied is not None and hex_label(tied.hex) == "B2" and not tied.marked  # next to both
    why = H.marking_reason(tie, tied)
    assert why.code == "map.build_unmarked_tie" and why.rule == "ruling:aoi-marked-tie"
    only = snapshot(LINE, {"B1": ("automa", "workshop", True), "B2": ("automa", "workshop", True)})
    both_marked = H.choose_build(only, "automa", support("marked"))
    assert both_marked is not None and both_marked.marked
    assert H.marking_reason(only, both_marked).code == "map.build_marked_only"


def test_closest_to_any_of_your_buildings_and_the_second_players() -> None:
    snap = snapshot(LINE, {"B4": ("automa", "workshop", True), "B7": ("human", "workshop", False)})
    build = H.choose_build(snap, "automa", support("marked"))
    assert build is not None
    closest = build.selection.ties[1]
    assert closest.method == "closest_to_you" and labels(closest.kept) == ["B5"] and closest.detail == "1"
    both = snapshot(LINE, {"B4": ("automa", "workshop", True), "B7": ("human", "workshop", False),
                           "B1": ("human2", "workshop", False)}, second="swamp")
    kept = H.choose_build(both, "automa", support("marked"))
    assert kept is not None and labels(kept.selection.ties[1].kept) == ["B3", "B5"]


def test_no_workshop_left_or_no_valid_hex_means_no_build() -> None:
    nine = {f"A{c}": ("automa", "workshop", c == 1) for c in range(1, 8)}
    nine.update({"C1": ("automa", "workshop", False), "C2": ("automa", "workshop", False)})
    assert H.choose_build(snapshot(LINE, nine), "automa", support("marked")) is None
    assert H.choose_build(snapshot(LINE, {"B1": ("automa", "workshop", False)}), "automa", support("marked")) is None


def test_faction_tie_breakers_come_before_the_general_ones() -> None:
    text = """
    s f p p p
     w l p p p
    m d p p p
    """
    base = {"B1": ("automa", "workshop", True), "A4": ("human", "workshop", False)}
    kud = H.choose_build(snapshot(text, base, automa="lake", faction="kuddlers"), "automa", support(), "kuddlers")
    assert kud is not None and [t.method for t in kud.selection.ties][:2] == ["faction_closest_to_you",
                                                                             "faction_atp_yours"]
    mim = H.choose_build(snapshot(text, base, automa="lake", faction="mimics"), "automa", support(), "mimics")
    assert mim is not None and mim.selection.ties[0].method == "faction_atp_yours"
    # your plains card (row A): no plains in reach, desert next
    assert mim.selection.ties[0].detail == "desert" and hex_label(mim.hex) == "C2"
    simple = H.choose_build(snapshot(text, base, automa="lake"), "automa", support())
    assert simple is not None and hex_label(simple.hex) == "B2" and simple.selection.ties[0].method == "atp"


def test_powermongers_first_take_the_hex_giving_you_the_most_power() -> None:
    snap = snapshot(LINE, {"B3": ("automa", "workshop", True), "A5": ("human", "guild", False),
                           "B5": ("human", "workshop", False)}, faction="powermongers")
    build = H.choose_build(snap, "automa", support(), "powermongers")
    assert build is not None and build.selection.ties[0].method == "faction_most_power"
    assert hex_label(build.hex) == "B4" and build.power == (("human", 3),)


def test_wanderers_faction_build_ignores_reach() -> None:
    snap = snapshot(RIVER, {"A1": ("automa", "workshop", True)}, faction="wanderers")
    found = H.build_options_detail(snap, "automa", support(), "wanderers")
    assert "C6" in labels(found.options)
    assert "C6" not in labels(H.build_options(snap, "automa", support()))


# -- ROZBUDOWA ---------------------------------------------------------------------------------
def test_upgrade_prefers_a_workshop_next_to_you_while_a_guild_is_left() -> None:
    snap = snapshot(LINE, {"A1": ("automa", "workshop", True), "A5": ("automa", "workshop", False),
                           "A6": ("human", "workshop", False), "C1": ("automa", "guild", False)})
    up = H.choose_upgrade(snap, "automa", support())
    assert up is not None and hex_label(up.hex) == "A5" and up.to_kind == "guild"
    assert up.selection.ties[0].method == "workshop_next_to_you" and up.power == (("human", 1),)


def test_upgrade_without_a_guild_left_gives_you_the_least_power_and_guilds_become_palaces_first() -> None:
    guilds = {f"C{c}": ("automa", "guild", False) for c in (1, 3, 5, 7)}
    snap = snapshot(LINE, {**guilds, "A4": ("automa", "workshop", True), "B6": ("human", "workshop", False)})
    up = H.choose_upgrade(snap, "automa", support())
    assert up is not None
    assert [t.method for t in up.selection.ties] == ["least_power"]  # no guild left: no workshop option
    assert labels(up.selection.options) == ["C1", "C3", "C5", "C7"] and hex_label(up.hex) == "C1"
    assert up.to_kind == "palace"  # "do swojego Pałacu przed rozbudowaniem do Szkoły"
    with_palace = snapshot(LINE, {**guilds, "A4": ("automa", "palace", True)})
    up2 = H.choose_upgrade(with_palace, "automa", support())
    assert up2 is not None and up2.to_kind == "school"


def test_upgrade_least_power_sums_both_players_in_the_variant() -> None:
    """GRA DWUOSOBOWA: "najmniejszą łączną Moc": A2 gives you 2 (your guild A3); A6 gives you 1 (A5) and
    the second player 2 (A7): 3 in all, so A2, though you alone would gain less from A6."""
    snap = snapshot(LINE, {"A2": ("automa", "workshop", True), "A6": ("automa", "workshop", False),
                           "A3": ("human", "guild", False), "A5": ("human", "workshop", False),
                           "A7": ("human2", "guild", False), "C1": ("automa", "guild", False),
                           "C3": ("automa", "guild", False), "C5": ("automa", "guild", False)}, second="swamp")
    up = H.choose_upgrade(snap, "automa", support())
    assert up is not None
    next_to_you, least = up.selection.ties
    assert labels(next_to_you.kept) == ["A2", "A6"]
    assert (least.method, labels(least.kept), least.detail) == ("least_power", ["A2"], "2")
    assert hex_label(up.hex) == "A2" and up.power == (("human", 2),)


def test_nothing_to_upgrade() -> None:
    full = snapshot(LINE, {"A1": ("automa", "palace", True), "A3": ("automa", "university", False)})
    assert H.choose_upgrade(full, "automa", support()) is None


def test_a_river_painted_as_land_in_the_map_editor_changes_reach_and_distance() -> None:
    """The reach tables and distances are kept per board shape: a corrected map is a new shape."""
    before = snapshot(RIVER)
    assert at("A6") not in H.reach(before, [at("A2")], 0)
    painted = snapshot(RIVER.replace("~", "p"))
    assert at("A3") in H.reach(painted, [at("A2")], 0)
    assert H.distance(painted, at("B1"), [at("B5")]) == 3
    assert at("A3") not in H.reach(snapshot(RIVER), [at("A2")], 0)  # the river board is unchanged


def test_a_transform_keeps_the_shape_but_the_terrain_priority_reads_the_new_terrain() -> None:
    base = snapshot(LINE, {"B1": ("automa", "workshop", True)}, automa="lake")
    first = H.choose_build(base, "automa", support())
    assert first is not None and first.selection.ties[0].detail == "plains"  # all plains: no match before
    cells = tuple((h, "lake" if h == at("C2") else t) for h, t in base.board.cells)
    lake = base.model_copy(update={"board": base.board.model_copy(update={"cells": cells})})
    second = H.choose_build(lake, "automa", support())
    assert second is not None and hex_label(second.hex) == "C2" and second.selection.ties[0].detail == "lake"


def test_a_workshop_joined_to_yours_by_your_bridge_is_next_to_you() -> None:
    """Your bridge makes its ends directly adjacent for you: the workshop across it is "obok ciebie", as
    it is for the power you would gain (ruling aoi-power)."""
    buildings = {"A2": ("automa", "workshop", True), "C1": ("automa", "workshop", False),
                 "A6": ("human", "workshop", False)}
    bridged = snapshot(RIVER, buildings, bridges=(("A2", "A6", "human"),))
    up = H.choose_upgrade(bridged, "automa", support(number=2))
    assert up is not None and labels(up.selection.ties[0].kept) == ["A2"] and hex_label(up.hex) == "A2"
    plain = H.choose_upgrade(snapshot(RIVER, buildings), "automa", support(number=2))
    assert plain is not None and plain.selection.ties[0].detail == "none"


def test_reasons_resting_on_the_data_or_the_base_game_cite_their_ruling() -> None:
    """The faction tie-breakers come from the data (no faction card text in the book) and the power from
    the base game: their reasons cite the ruling that records it, the book's own methods its section."""
    snap = snapshot(LINE, {"B3": ("automa", "workshop", True), "A5": ("human", "guild", False),
                           "B5": ("human", "workshop", False)}, faction="powermongers")
    card = support()
    build = H.choose_build(snap, "automa", card, "powermongers")
    assert build is not None
    rules = {r.code: r.rule for r in H.build_reasons(snap, build, card, "powermongers")}
    assert rules["map.tie.faction_most_power"] == "ruling:aoi-faction-ties"
    assert rules["map.power"] == "ruling:aoi-power"
    assert rules["map.build_in_reach_marked"] == "build"
