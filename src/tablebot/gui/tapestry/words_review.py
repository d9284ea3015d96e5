"""Words of the codes the two reviews added: your trap against the Automa's conquest (DOBÝVÁNÍ
PROTIHRÁČE), the level at setup, the questions' refusals in the window. Gathered by
gui/tapestry/reasons.py like every words_*.py module."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    "trap.ask_yours": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa conquers your territory {hex}: do you play a trap from your hand?"),
    "map.conquer_opponent_trapped": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Automa conquers your territory {hex}, and your trap stops it: put an Automa "
        "outpost there toppled; yours stays standing and the territory stays yours."),
    "civ.conquerors_shadow_no_outposts": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Conquerors: every Shadow Empire outpost is on the map already: no toppled Shadow Empire "
        "outpost is placed."),
    "setup.level_normal": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level {level} ({name}): the Automa's income mat normal side up."),
    "setup.level_cover": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level {level} ({name}): the Automa's income mat normal side up; cover the income chart on "
        "the Automa's income mat with the level {level} card."),
    "setup.level_hard_side": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level {level} ({name}): turn the Automa's income mat harder side up."),
    "setup.level_second_civ": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Level {level} ({name}): turn the Automa's income mat harder side up; the Automa also plays "
        "the {civ} (your choice): its favourite track has no effect, and in each income turn its effects come after "
        "the first civilization's."),
})
ERRORS: dict[str, str] = cast(dict[str, str], {
    "gui.choose_pair": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Choose the two cards you drew: the left one (track card) and the right one (priority card)."),
    "gui.choose_priority": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Choose the progress card you drew from the top of the progress deck."),
})
