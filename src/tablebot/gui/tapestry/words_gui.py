"""Words of the codes the Tapestry window itself (and the foundation's setup) introduces.

The engine engineers' words live beside this module (words_<part>.py); reasons.py gathers them all,
theirs first, so a code they also word keeps their sentence.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- setup (PŘÍPRAVA HRY, KOMPONENTY K ODSTRANĚNÍ): games/tapestry/setup.py --------------------
    "setup.removed": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Put back in the box: the tapestry cards {tapestry}; the civilizations {civilizations}."),
    "setup.automa_civ": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The Automa plays the {civ} ({rolled} rolled {track} on the science die): its favourite track is {track}."),
    "setup.shadow_favourite": QT_TRANSLATE_NOOP(
        "TapestryReasons", "The Shadow Empire's favourite track is {track} (rolled until it differs from the "
                           "Automa's; rolls: {rolls})."),
    "setup.deck_physical": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "Shuffle decision cards 8-22 as the progress deck; shuffle its top card with cards 1-7 as the decision "
        "deck. You enter each pair you draw."),
    "setup.deck_app": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The app shuffled the progress deck (cards 8-22) and shuffled its top card, {added}, into cards 1-7: "
        "the decision deck holds 8 cards."),
    # -- what the window adds to the history ------------------------------------------------------
    "history.start": QT_TRANSLATE_NOOP("TapestryReasons", "Start of the game"),
    "history.step": QT_TRANSLATE_NOOP("TapestryReasons", "Bots' step: {action}"),
    "history.end_turn": QT_TRANSLATE_NOOP("TapestryReasons", "You ended your turn"),
})

ERRORS: dict[str, str] = cast(dict[str, str], {
    "setup.second_civ_missing": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Level 6: choose the Automa's second civilization."),
    "setup.second_civ_same": QT_TRANSLATE_NOOP(
        "TapestryErrors", "The Automa already plays the {civ}: choose another second civilization."),
    "setup.second_civ_level": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Only level 6 gives the Automa a second civilization (this game is level {level})."),
    "setup.shadow_same_favourite": QT_TRANSLATE_NOOP(
        "TapestryErrors",
        "The Shadow Empire's favourite must differ from the Automa's ({track}): roll the science die again."),
    # Refusals the window makes itself (no engine code).
    "gui.drop_on_hex": QT_TRANSLATE_NOOP("TapestryErrors", "Drop it on a hex of the map."),
    "gui.drop_on_track": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Drop the token on a space of its own track ({track})."),
    "gui.same_card_twice": QT_TRANSLATE_NOOP(
        "TapestryErrors", "The pair is two different cards: card {card} cannot be both."),
})
