"""Words of the table's part of Tapestry: your edits in the history, the trap question, the end of the
game, and every refusal of an edit (games/tapestry/edits.py, game.py, validate.py).

The engine speaks in codes with parameters; gui/tapestry/reasons.py gathers this module's REASONS and
ERRORS with the other words_*.py modules. Sides are "human", "automa", "shadow" (named in the
player's language there), hexes their axial (a, b) as the map draws them.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- LÉČKY ------------------------------------------------------------------------------------
    "trap.ask": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "You conquered the Automa's territory {hex}. Tapestry cards beside its income mat: {cards}. Discard "
        "one of them at random: was it a trap?"),
    "trap.toppled_yours": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The trap toppled your outpost: outposts toppled by the Automa's traps count for its achievement too "
        "(the base game's achievements)."),
    # -- KONEC HRY --------------------------------------------------------------------------------
    "game.over": QT_TRANSLATE_NOOP(
        "TapestryReasons",
        "The game is over: you and the Automa have both finished the 5th income turn. You {human_vp} VP, "
        "the Automa {automa_vp} VP — winner: {winner}."),
    # -- your edits, as the history lists them ----------------------------------------------------
    "history.edit.move_token": QT_TRANSLATE_NOOP("TapestryReasons", "{side}: token on the {track} track to space {space}"),
    "history.edit.place_outpost": QT_TRANSLATE_NOOP("TapestryReasons", "{owner}: outpost placed on hex {hex}"),
    "history.edit.conquer": QT_TRANSLATE_NOOP(
        "TapestryReasons", "{owner} conquered hex {hex}: the outpost standing there is toppled"),
    "history.edit.topple_outpost": QT_TRANSLATE_NOOP("TapestryReasons", "Outpost toppled on hex {hex}"),
    "history.edit.stand_outpost": QT_TRANSLATE_NOOP("TapestryReasons", "Toppled outpost stood up again on hex {hex}"),
    "history.edit.remove_outpost": QT_TRANSLATE_NOOP("TapestryReasons", "Top outpost taken off hex {hex}"),
    "history.edit.explore_hex": QT_TRANSLATE_NOOP("TapestryReasons", "Territory tile explored onto hex {hex}"),
    "history.edit.unexplore_hex": QT_TRANSLATE_NOOP("TapestryReasons", "Territory tile taken off hex {hex}"),
    "history.edit.set_vp": QT_TRANSLATE_NOOP("TapestryReasons", "{side}: {vp} VP"),
    "history.edit.take_income": QT_TRANSLATE_NOOP("TapestryReasons", "You took an income turn (a new era)"),
    "history.edit.set_landmark": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Landmark on {track} space {space}: {owner}"),
    "history.edit.set_achievement": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Achievement {achievement} for {side}: gained {gained}"),
    "history.edit.set_tapestry_cards": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Tapestry cards beside the Automa's income mat: {count}"),
    "history.edit.correct_card": QT_TRANSLATE_NOOP("TapestryReasons", "Decision card corrected: {card}"),
    "history.edit.restore_card": QT_TRANSLATE_NOOP("TapestryReasons", "Decision card back to the printed data: {card}"),
    # -- the table's answers, as the history lists them (games/tapestry/history.py) ----------------
    "history.answer.pair": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Decision cards drawn: {track_card} (track card) and {priority_card} (priority card)"),
    "history.answer.die": QT_TRANSLATE_NOOP("TapestryReasons", "Science die rolled at the table: {face}"),
    "history.answer.die_app": QT_TRANSLATE_NOOP("TapestryReasons", "Science die rolled by the app: {faces}"),
    "history.answer.priority": QT_TRANSLATE_NOOP("TapestryReasons", "Progress card drawn as the priority card: {card}"),
    "history.answer.trap": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Hex {hex}: the Automa's discarded tapestry card was a trap (cards left: {cards})"),
    "history.answer.no_trap": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Hex {hex}: the Automa's discarded tapestry card was no trap (cards left: {cards})"),
    "history.answer.your_trap": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Hex {hex}: you played a trap against the Automa's conquest"),
    "history.answer.your_no_trap": QT_TRANSLATE_NOOP(
        "TapestryReasons", "Hex {hex}: you played no trap against the Automa's conquest"),
})

ERRORS: dict[str, str] = cast(dict[str, str], {
    "step.stale": QT_TRANSLATE_NOOP(
        "TapestryErrors", "The board changed since this step was planned; here is the new plan."),
    "game.over": QT_TRANSLATE_NOOP("TapestryErrors", "The game is over: undo to go back, or start a new game."),
    "turn.not_human": QT_TRANSLATE_NOOP("TapestryErrors", "It is the bots' turn: confirm their steps first."),
    "answer.wrong_kind": QT_TRANSLATE_NOOP("TapestryErrors", "The app is waiting for another answer: {expected}."),
    "edit.no_such_hex": QT_TRANSLATE_NOOP("TapestryErrors", "There is no hex {hex} on the small map."),
    "edit.no_territory": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Hex {hex} has no territory yet: explore a tile onto it before an outpost can go there."),
    "edit.hex_full": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Hex {hex} already holds 2 outposts: a territory with 2 tokens cannot be conquered."),
    "edit.shadow_stands": QT_TRANSLATE_NOOP(
        "TapestryErrors", "The Shadow Empire's outposts are only ever placed toppled (hex {hex})."),
    "edit.no_outposts_left": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Every outpost of {side} is on the map already: no more conquests."),
    "edit.already_controlled": QT_TRANSLATE_NOOP(
        "TapestryErrors", "{side} controls hex {hex} already: a territory you control cannot be conquered."),
    "edit.trap_pending": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Hex {hex} waits for the trap check: say first whether the discarded card was a trap."),
    "edit.nothing_standing": QT_TRANSLATE_NOOP("TapestryErrors", "No outpost stands on hex {hex}."),
    "edit.nothing_toppled": QT_TRANSLATE_NOOP("TapestryErrors", "No outpost lies toppled on hex {hex}."),
    "edit.hex_controlled": QT_TRANSLATE_NOOP(
        "TapestryErrors", "{side} controls hex {hex}: topple that outpost before another stands up."),
    "edit.no_outpost": QT_TRANSLATE_NOOP("TapestryErrors", "Hex {hex} has no outpost to take off."),
    "edit.hex_explored": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Hex {hex} has a territory already: only an empty hex can be explored."),
    "edit.bad_tile": QT_TRANSLATE_NOOP("TapestryErrors", "Territory tiles are numbered 1 to {last}, not {tile}."),
    "edit.tile_on_map": QT_TRANSLATE_NOOP("TapestryErrors", "Territory tile {tile} lies on the map already."),
    "edit.printed_territory": QT_TRANSLATE_NOOP(
        "TapestryErrors", "The territory on hex {hex} is printed on the board: it cannot be taken off."),
    "edit.not_explored": QT_TRANSLATE_NOOP("TapestryErrors", "Hex {hex} has no territory tile to take off."),
    "edit.hex_occupied": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Outposts stand on hex {hex}: take them off before its tile."),
    "edit.token_there": QT_TRANSLATE_NOOP("TapestryErrors", "That token is on {track} space {space} already."),
    "edit.no_more_income": QT_TRANSLATE_NOOP(
        "TapestryErrors", "You have taken all {turns} income turns: your game ends with the 5th."),
    "edit.not_landmark": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Space {space} of the {track} track has no landmark (they are on 4, 7 and 10)."),
    "edit.landmark_free": QT_TRANSLATE_NOOP("TapestryErrors", "Nobody holds the landmark on {track} space {space}."),
    "edit.landmark_held": QT_TRANSLATE_NOOP(
        "TapestryErrors", "{side} holds the landmark on {track} space {space} already."),
    "edit.shadow_achievement": QT_TRANSLATE_NOOP(
        "TapestryErrors", "The Shadow Empire can only gain the achievement for completing a track."),
    "edit.achievement_held": QT_TRANSLATE_NOOP(
        "TapestryErrors", "{side} has that achievement already: nobody earns the same achievement twice."),
    "edit.achievement_not_held": QT_TRANSLATE_NOOP("TapestryErrors", "{side} does not have that achievement."),
    "edit.cards_there": QT_TRANSLATE_NOOP("TapestryErrors", "Tapestry cards beside the Automa's income mat: {count} already."),
    "edit.card_not_corrected": QT_TRANSLATE_NOOP(
        "TapestryErrors", "Decision card {card} plays the printed data already."),
    "edit.card_unchanged": QT_TRANSLATE_NOOP("TapestryErrors", "Decision card {card} reads like that already."),
})
