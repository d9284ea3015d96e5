"""Words of the map codes (games/tapestry/hexes.py): conquer, explore, distances, the hex diagram.

Hexes are named by `hexes.hex_label` ("d4" = column d from the left, 4th hex from the top), the same
labels the drawn map shows. Lists of hexes read as a list whatever their number ("c4, b5"), distances
as "at distance 2", so no sentence depends on a count's plural.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- DOBÝVÁNÍ: which procedure ------------------------------------------------------------
    "map.conquer_opponent": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa can legally conquer territories you control ({hexes}): it conquers one of yours."),
    "map.conquer_neutral": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa cannot legally conquer any territory you control: it conquers a neutral hex."),
    "map.no_outposts": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa has no outpost left in its supply: it cannot conquer, the action is skipped."),
    # -- DOBÝVÁNÍ PROTIHRÁČE -----------------------------------------------------------------
    "map.conquer_opponent_done": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa conquers your territory {hex}: put an Automa outpost there and topple yours."),
    # -- DOBÝVÁNÍ NEUTRÁLNÍCH POLÍ -----------------------------------------------------------
    "map.conquer_neutral_new": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa conquers the empty hex {hex}: draw a territory tile, lay it face up in a random orientation, "
        "and put an Automa outpost on it."),
    "map.conquer_neutral_done": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa conquers the territory {hex}: put an Automa outpost on it."),
    "map.conquer_neutral_none": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa has no hex it may conquer or explore: the conquer action is skipped."),
    "map.neutral_possible": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Hexes the Automa may conquer or explore: {hexes}."),
    "map.neutral_no_topple_icon": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "No topple icon on the priority card: the hexes next to your territories ({hexes}) are left out."),
    "map.shadow_outpost": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The topple icon: put a toppled Shadow Empire outpost on {hex} too."),
    "map.shadow_not_on_island": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The topple icon places no Shadow Empire outpost on the middle island."),
    "map.shadow_no_outposts": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Shadow Empire has no outpost left: no toppled Shadow Empire outpost is placed."),
    # -- PRŮZKUM ------------------------------------------------------------------------------
    "map.explore_done": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa explores {hex}: draw a territory tile and lay it there face up in a random orientation."),
    "map.explore_none": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa has no hex it may explore: the explore action is skipped."),
    "map.explore_possible": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Hexes the Automa may explore: {hexes}."),
    "map.tie_military_favourite": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa's favourite track is military: every possible hex goes to the hex diagram."),
    "map.tie_farthest": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Farthest from your territories ({targets}): {kept} at distance {steps}; closer: {dropped}."),
    "map.tie_farthest_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Farthest from your territories ({targets}): every possible hex ({kept}) is at distance {steps}."),
    "map.tie_farthest_no_path": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Farthest from your territories ({targets}): {kept}, with no path to them at all; closer: {dropped}."),
    "map.tie_farthest_no_path_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "No possible hex has a path to your territories ({targets}): all stay ({kept})."),
    # -- tie-breakers by distance (VZDÁLENOSTI) ---------------------------------------------
    "map.tie_middle_island": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa can still gain \"Conquer the middle island\": closest to the middle island ({targets}): "
        "{kept} at distance {steps}; farther: {dropped}."),
    "map.tie_middle_island_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa can still gain \"Conquer the middle island\": every possible hex ({kept}) is at distance "
        "{steps} from it ({targets})."),
    "map.tie_middle_island_no_path_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa can still gain \"Conquer the middle island\", but no possible hex has a path to it ({targets}): "
        "all stay ({kept})."),
    "map.tie_middle_island_gone": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa can no longer gain \"Conquer the middle island\": the middle island decides nothing."),
    "map.tie_single_token": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "You control territories with a single token ({targets}): closest to them: {kept} at distance {steps}; "
        "farther: {dropped}."),
    "map.tie_single_token_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "You control territories with a single token ({targets}): every possible hex ({kept}) is at distance "
        "{steps} from them."),
    "map.tie_single_token_no_path_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "You control territories with a single token ({targets}), but no possible hex has a path to them: "
        "all stay ({kept})."),
    "map.tie_your_territory": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "No territory of yours has a single token: closest to any territory you control ({targets}): {kept} "
        "at distance {steps}; farther: {dropped}."),
    "map.tie_your_territory_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "No territory of yours has a single token: every possible hex ({kept}) is at distance {steps} from "
        "your territories ({targets})."),
    "map.tie_your_territory_no_path_all": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "No territory of yours has a single token, and no possible hex has a path to your territories "
        "({targets}): all stay ({kept})."),
    # -- UPŘEDNOSTŇOVANÁ POLE ----------------------------------------------------------------
    "map.diagram": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Hex diagram {pattern}: tried {tried} → {hex}, the first possible hex met."),
    # -- ÚSPĚCHY ------------------------------------------------------------------------------
    "map.achievement_middle_island": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} controls the middle island: achievement \"Conquer the middle island\", {vp} VP."),
    "map.achievement_topple_two": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{side} has toppled two opponents' outposts: achievement \"Topple 2 outposts\", {vp} VP."),
    "map.achievement_middle_island_you": QT_TRANSLATE_NOOP(
        "TapestryReasons", "You control the middle island: achievement \"Conquer the middle island\", {vp} VP "
        "(score them on your board)."),
    "map.achievement_topple_two_you": QT_TRANSLATE_NOOP(
        "TapestryReasons", "You have toppled two of the Automa's outposts: achievement \"Topple 2 outposts\", {vp} VP "
        "(score them on your board)."),
})

ERRORS: dict[str, str] = cast(dict[str, str], {})
