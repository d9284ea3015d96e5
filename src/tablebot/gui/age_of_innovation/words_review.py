"""Words of the engine review's codes (games/age_of_innovation): the corrections of the round scoring
tiles and of the round bonus row (edits.SetRoundTiles, edits.SetBonusRow) and your round-6 pass
(edits.PassWithoutBonus), in the history and refused; the answer that
gives your largest areas in the history.

gui/age_of_innovation/reasons.py gathers this module's REASONS and ERRORS with the other words_*.py.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    "history.edit.set_round_tiles": QT_TRANSLATE_NOOP(
        "AoIReasons", "Round scoring tiles corrected: rounds 1-5 {tiles}, final round {final}"),
    "history.edit.set_bonus_row": QT_TRANSLATE_NOOP(
        "AoIReasons", "Round bonuses on offer corrected: {tiles} (coins {coins})"),
    "history.answer.final_standings": QT_TRANSLATE_NOOP(
        "AoIReasons", "Final scoring: your largest area entered ({areas})"),
    "history.edit.pass_no_bonus": QT_TRANSLATE_NOOP(
        "AoIReasons", "{side} passes: round 6, so no new round bonus"),
})

ERRORS: dict[str, str] = cast(dict[str, str], {
    "edit.round_tiles_there": QT_TRANSLATE_NOOP(
        "AoIErrors", "Those round scoring tiles ({tiles}, final {final}) lie on the board already."),
    "edit.bonus_coins_count": QT_TRANSLATE_NOOP(
        "AoIErrors", "Give the coins of each round bonus on offer: {tiles} tiles, {coins} coin counts."),
    "edit.bonus_coins_negative": QT_TRANSLATE_NOOP("AoIErrors", "A round bonus cannot hold fewer than 0 coins."),
    "edit.bonus_row_size": QT_TRANSLATE_NOOP(
        "AoIErrors",
        "{count} round bonuses lie on offer (a pass swaps one for another), not {given}."),
    "edit.bonus_twice": QT_TRANSLATE_NOOP("AoIErrors", "A round bonus is on offer twice: {tiles}."),
    "edit.bonus_held": QT_TRANSLATE_NOOP(
        "AoIErrors", "Round bonus {tile} is not on offer: {side} holds it."),
    "edit.pass_bonus_before_round_6": QT_TRANSLATE_NOOP(
        "AoIErrors", "It is round {round}: a pass takes a new round bonus (only the last round's pass does not)."),
    "edit.bonus_row_there": QT_TRANSLATE_NOOP("AoIErrors", "Those round bonuses lie on offer already."),
})
