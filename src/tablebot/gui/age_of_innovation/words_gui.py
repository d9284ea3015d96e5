"""Words of the codes the Age of Innovation window itself introduces (refused drops, the map editor).

The engine engineers' words live beside this module (words_<part>.py); reasons.py gathers them all,
theirs first, so a code they also word keeps their sentence.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- what the window adds to the history (controller/session.py) -----------------------------
    "history.start": QT_TRANSLATE_NOOP("AoIReasons", "Start of the game"),
    "history.end_turn": QT_TRANSLATE_NOOP("AoIReasons", "{faction} ended the turn"),
})

ERRORS: dict[str, str] = cast(dict[str, str], {
    "gui.drop_on_hex": QT_TRANSLATE_NOOP("AoIErrors", "Drop it on a hex of the map."),
    "gui.river_hex": QT_TRANSLATE_NOOP(
        "AoIErrors", "{hex} is a river hex: nothing is built on a river and it cannot be transformed."),
    "gui.transform_built": QT_TRANSLATE_NOOP(
        "AoIErrors", "{hex} has {whose} building on it: a hex with a building cannot be transformed."),
    "gui.already_terrain": QT_TRANSLATE_NOOP("AoIErrors", "{hex} is already {terrain}."),
    "gui.hex_taken": QT_TRANSLATE_NOOP(
        "AoIErrors", "{hex} has {whose} building on it: build on an empty hex, or upgrade your own building."),
    "gui.no_upgrade": QT_TRANSLATE_NOOP("AoIErrors", "Your {building} on {hex} cannot be upgraded any further."),
    "gui.upgrade_to": QT_TRANSLATE_NOOP(
        "AoIErrors", "Your {building} on {hex} can only become a {to}: drag a {to} onto it."),
    "gui.drop_on_discipline": QT_TRANSLATE_NOOP(
        "AoIErrors", "Drop the marker on a level of its own discipline ({discipline})."),
    "gui.drop_bonus_on_pass": QT_TRANSLATE_NOOP(
        "AoIErrors", "To pass, drop the round bonus you take on the Pass box."),
    "gui.choose_card": QT_TRANSLATE_NOOP("AoIErrors", "Choose the card you drew first."),
    "gui.choose_setup_card": QT_TRANSLATE_NOOP(
        "AoIErrors", "Draw a decision card for the Automa's initial workshops and choose the card you drew: its "
        "letters place them."),
    "gui.same_card_twice": QT_TRANSLATE_NOOP("AoIErrors", "Card {card} cannot be drawn twice: check the cards."),
    "gui.map_saved": QT_TRANSLATE_NOOP("AoIErrors", "Map saved: {path}"),
    "gui.map_write_failed": QT_TRANSLATE_NOOP("AoIErrors", "The map could not be written to {path}: {error}"),
    "gui.letter_on_river": QT_TRANSLATE_NOOP(
        "AoIErrors", "Letter {letter} goes on a land hex of its terrain; {hex} is a river hex."),
})
"""Refusals of a drop or of the map editor: nothing changed on the board."""
