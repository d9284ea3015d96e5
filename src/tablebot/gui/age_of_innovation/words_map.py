"""Words of the map codes (games/age_of_innovation/hexes.py): the build's hex, the upgrade's building,
Zbliżanie, every tie-breaker and the directional count.

Hexes are named as the drawn map labels them ("C7"); lists of hexes read as a list ("C4, D7, F2"), and
counts go through COUNTS for their plurals. Deciding sentences (what the Automa does) come first in
hexes.build_reasons / upgrade_reasons; the options and eliminations follow in the book's order.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- PRZEKSZTAŁCENIE TERENU I BUDOWA: what it does ----------------------------------------
    "map.build_transform": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa transforms {hex} from {terrain_before} to {terrain_after} and builds a workshop there."),
    "map.build_native": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa builds a workshop on {hex} ({terrain_after}: no transform needed)."),
    "map.build_marked": QT_TRANSLATE_NOOP(
        "AoIReasons", "A marked building is nearest to {hex} ({to_marked} between; {to_unmarked} to an unmarked "
                      "one): put a power token beside the new workshop."),
    "map.build_marked_only": QT_TRANSLATE_NOOP(
        "AoIReasons", "Its nearest building to {hex} is marked ({to_marked} between; no unmarked one within "
                      "a path): put a power token beside the new workshop."),
    "map.build_unmarked": QT_TRANSLATE_NOOP(
        "AoIReasons", "No power token: {hex} is nearer an unmarked building ({to_unmarked} between) than a "
                      "marked one ({to_marked} between)."),
    "map.build_unmarked_only": QT_TRANSLATE_NOOP(
        "AoIReasons", "No power token: its nearest building to {hex} is unmarked ({to_unmarked} between; "
                      "no marked one within a path)."),
    "map.build_unmarked_tie": QT_TRANSLATE_NOOP(
        "AoIReasons", "No power token: a marked and an unmarked building are equally near {hex} ({distance} "
                      "between), and a tie does not count."),
    "map.build_unmarked_no_path": QT_TRANSLATE_NOOP(
        "AoIReasons", "No power token: no path joins {hex} to any other Automa building."),
    "map.power": QT_TRANSLATE_NOOP(
        "AoIReasons", "Power for {side}: up to {power} from the buildings next to {hex} (base game)."),
    # -- the valid hexes -----------------------------------------------------------------------
    "map.build_in_reach_marked": QT_TRANSLATE_NOOP(
        "AoIReasons", "Valid: {count} in Reach of its marked buildings (navigation {navigation}): {hexes}."),
    "map.build_in_reach_unmarked": QT_TRANSLATE_NOOP(
        "AoIReasons", "Valid: {count} in Reach of its unmarked buildings (navigation {navigation}): {hexes}."),
    "map.build_anywhere": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Wanderers' build ignores Reach: {count} valid anywhere on the board."),
    "map.bring_together": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Bring together: no marked building is in Reach of an unmarked one; {count} would bring the groups "
        "closer than {gap} apart: {hexes}."),
    "map.bring_together_none": QT_TRANSLATE_NOOP(
        "AoIReasons", "Bring together: no hex would bring the groups closer than {gap} apart, so all stay valid."),
    "map.bring_together_joined": QT_TRANSLATE_NOOP(
        "AoIReasons", "Bring together does not narrow: a marked building is already in Reach of an unmarked one."),
    "map.bring_together_no_group": QT_TRANSLATE_NOOP(
        "AoIReasons", "Bring together does not narrow: the Automa has no marked or no unmarked building."),
    "map.bring_together_no_path": QT_TRANSLATE_NOOP(
        "AoIReasons", "Bring together does not narrow: no path joins its marked and unmarked buildings."),
    # -- ROZSTRZYGANIE REMISÓW ------------------------------------------------------------------
    "map.tie.atp": QT_TRANSLATE_NOOP(
        "AoIReasons", "Terrain priority (row {row}): {terrain} first, {count} kept: {hexes}."),
    "map.tie.faction_atp_yours": QT_TRANSLATE_NOOP(
        "AoIReasons", "Faction tie-breaker, your terrain's priority card (row {row}): {terrain} first, "
                      "{count} kept: {hexes}."),
    "map.tie.closest_to_you": QT_TRANSLATE_NOOP(
        "AoIReasons", "Closest to your buildings ({distance} between), {count} kept: {hexes}."),
    "map.tie.faction_closest_to_you": QT_TRANSLATE_NOOP(
        "AoIReasons", "Faction tie-breaker, closest to your buildings ({distance} between), {count} kept: {hexes}."),
    "map.tie.closest_to_you_no_path": QT_TRANSLATE_NOOP(
        "AoIReasons", "Closest to your buildings: no path reaches any of them, so all {count} stay: {hexes}."),
    "map.tie.faction_closest_to_you_no_path": QT_TRANSLATE_NOOP(
        "AoIReasons", "Faction tie-breaker, closest to your buildings: no path reaches any of them, "
                      "so all {count} stay: {hexes}."),
    "map.tie.faction_most_power": QT_TRANSLATE_NOOP(
        "AoIReasons", "Faction tie-breaker, the most power for you ({power}), {count} kept: {hexes}."),
    "map.tie.least_power": QT_TRANSLATE_NOOP(
        "AoIReasons", "The least power for you ({power}), {count} kept: {hexes}."),
    "map.tie.workshop_next_to_you": QT_TRANSLATE_NOOP(
        "AoIReasons", "A guild is left: its workshops next to your buildings, {count} kept: {hexes}."),
    "map.tie.workshop_next_to_you_none": QT_TRANSLATE_NOOP(
        "AoIReasons", "A guild is left but no workshop of its is next to your buildings: all {count} stay: {hexes}."),
    "map.directional_right_down": QT_TRANSLATE_NOOP(
        "AoIReasons", "Directional selection, left to right, {number}: counted {counted}; {hex} is chosen."),
    "map.directional_left_up": QT_TRANSLATE_NOOP(
        "AoIReasons", "Directional selection, right to left, {number}: counted {counted}; {hex} is chosen."),
    # -- ROZBUDOWA -----------------------------------------------------------------------------
    "map.upgrade": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa upgrades its {from_kind} on {hex} to a {to_kind} (the highest power it can become)."),
    "map.upgrade_options": QT_TRANSLATE_NOOP(
        "AoIReasons", "Valid: {count} it can upgrade with a building left: {hexes}."),
})

ERRORS: dict[str, str] = {}

_HEXES = QT_TRANSLATE_NOOP("AoIReasons", "%n hex(es)")

COUNTS: dict[str, dict[str, str]] = cast(dict[str, dict[str, str]], {
    "map.build_marked": {"to_marked": _HEXES, "to_unmarked": _HEXES},
    "map.build_marked_only": {"to_marked": _HEXES},
    "map.build_unmarked": {"to_marked": _HEXES, "to_unmarked": _HEXES},
    "map.build_unmarked_only": {"to_unmarked": _HEXES},
    "map.build_unmarked_tie": {"distance": _HEXES},
    "map.build_in_reach_marked": {"count": _HEXES},
    "map.build_in_reach_unmarked": {"count": _HEXES},
    "map.build_anywhere": {"count": _HEXES},
    "map.bring_together": {"count": _HEXES, "gap": _HEXES},
    "map.bring_together_none": {"gap": _HEXES},
    "map.tie.atp": {"count": _HEXES},
    "map.tie.faction_atp_yours": {"count": _HEXES},
    "map.tie.closest_to_you": {"count": _HEXES, "distance": _HEXES},
    "map.tie.faction_closest_to_you": {"count": _HEXES, "distance": _HEXES},
    "map.tie.closest_to_you_no_path": {"count": _HEXES},
    "map.tie.faction_closest_to_you_no_path": {"count": _HEXES},
    "map.tie.faction_most_power": {"count": _HEXES},
    "map.tie.least_power": {"count": _HEXES},
    "map.tie.workshop_next_to_you": {"count": _HEXES},
    "map.tie.workshop_next_to_you_none": {"count": _HEXES},
    "map.upgrade_options": {"count": QT_TRANSLATE_NOOP("AoIReasons", "%n building(s)")},
})
