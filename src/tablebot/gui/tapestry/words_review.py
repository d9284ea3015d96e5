"""Words of the codes the GUI review added: the level at setup (engine), the questions' refusals (window)."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
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
