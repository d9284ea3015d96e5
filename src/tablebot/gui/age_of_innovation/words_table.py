"""Words of the table's part of Age of Innovation: the setup's log and refusals (games/age_of_innovation/
setup.py), the map files' refusals (board.py, mapfiles.py), your edits in the history and every refusal
of an edit (edits.py), the game's face (game.py: the end of the game, a stale step) and the table's
answers in the history (history.py).

The engine speaks in codes with parameters; gui/age_of_innovation/reasons.py gathers this module's
REASONS, ERRORS and COUNTS with the other words_*.py modules and names sides, terrains, disciplines,
buildings and hexes ("C7") in words.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- PRZYGOTOWANIE ROZGRYWKI -------------------------------------------------------------------
    "setup.level": QT_TRANSLATE_NOOP("AoIReasons", "The Automa plays at difficulty level {level}."),
    "setup.board_unverified": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The board \"{map}\" is an unverified transcription: compare it with your board and correct it in "
        "the map editor."),
    "setup.automa_terrain_chosen": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa's preferred terrain is {terrain} (its terrain-priority card, as chosen)."),
    "setup.automa_terrain_drawn": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa's preferred terrain is {terrain}: its terrain-priority card was drawn at random from "
        "those other than yours."),
    "setup.round_tiles": QT_TRANSLATE_NOOP(
        "AoIReasons", "Round scoring tiles for rounds 1-5: {tiles}; final round tile: {final}."),
    "setup.round_bonus": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa takes round bonus {automa}, you take {yours}; a coin lies on each of the others."),
    "setup.automa_faction": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa plays the {faction}; its faction card advances its science markers to {science} "
        "(banking, law, engineering, medicine)."),
    "setup.deck_app": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The app shuffled the Automa's deck for level {level}: {size}, reserve cards added: {added}; the "
        "bottom two lie sideways."),
    "setup.deck_physical": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Build the Automa's deck for level {level} from your cards: {size} in all, the level's starters and "
        "reserve cards; turn the bottom two sideways. The app asks for each card you draw."),
    "setup.automa_workshops": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Decision card {card} places the Automa's initial workshops: the marked one at letter {marked} "
        "({marked_hex}), the unmarked one at letter {unmarked} ({unmarked_hex})."),
    "setup.automa_workshops_entered": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa's initial workshops as you read them off its card: the marked one (with a power token) "
        "on {marked_hex}, the unmarked one on {unmarked_hex}."),
    # -- KONIEC GRY I OSTATECZNA PUNKTACJA -----------------------------------------------------------
    "game.over": QT_TRANSLATE_NOOP(
        "AoIReasons", "The game is over after the final scoring. Most VP: {side}."),
    "game.score": QT_TRANSLATE_NOOP("AoIReasons", "{side}: {vp}."),
    # -- your edits, as the history lists them -------------------------------------------------------
    "history.edit.place_building": QT_TRANSLATE_NOOP("AoIReasons", "{owner}: {building} placed on {hex}"),
    "history.edit.upgrade_building": QT_TRANSLATE_NOOP("AoIReasons", "The building on {hex} upgraded to a {to}"),
    "history.edit.remove_building": QT_TRANSLATE_NOOP("AoIReasons", "The building on {hex} taken off the board"),
    "history.edit.mark_building": QT_TRANSLATE_NOOP(
        "AoIReasons", "A power token put beside the Automa's building on {hex} (marked)"),
    "history.edit.unmark_building": QT_TRANSLATE_NOOP(
        "AoIReasons", "The power token beside the Automa's building on {hex} taken away (unmarked)"),
    "history.edit.transform": QT_TRANSLATE_NOOP("AoIReasons", "{hex} transformed to {terrain}"),
    "history.edit.paint_cell": QT_TRANSLATE_NOOP("AoIReasons", "Map editor: {hex} painted {cell}"),
    "history.edit.place_letter": QT_TRANSLATE_NOOP(
        "AoIReasons", "Map editor: the {terrain} workshop letter {letter} placed on {hex}"),
    "history.edit.remove_letter": QT_TRANSLATE_NOOP(
        "AoIReasons", "Map editor: the {terrain} workshop letter {letter} taken off the map"),
    "history.edit.place_bridge": QT_TRANSLATE_NOOP("AoIReasons", "{owner}: a bridge built across the river"),
    "history.edit.remove_bridge": QT_TRANSLATE_NOOP("AoIReasons", "A bridge taken off the board"),
    "history.edit.move_science": QT_TRANSLATE_NOOP("AoIReasons", "{side}: {discipline} marker to level {level}"),
    "history.edit.set_scholar": QT_TRANSLATE_NOOP(
        "AoIReasons", "{occupant}: a scholar on the {discipline} space worth {value}"),
    "history.edit.remove_scholar": QT_TRANSLATE_NOOP(
        "AoIReasons", "A scholar taken off the {discipline} space worth {value}"),
    "history.edit.pass": QT_TRANSLATE_NOOP(
        "AoIReasons", "{side} passed: a new round bonus taken, the old one left in its place"),
    "history.edit.cover_action": QT_TRANSLATE_NOOP("AoIReasons", "A {row} covered"),
    "history.edit.uncover_action": QT_TRANSLATE_NOOP("AoIReasons", "A {row} uncovered"),
    "history.edit.set_innovation": QT_TRANSLATE_NOOP("AoIReasons", "An innovation taken from the display by {taker}"),
    "history.edit.return_innovation": QT_TRANSLATE_NOOP("AoIReasons", "An innovation put back on the display"),
    "history.edit.set_vp": QT_TRANSLATE_NOOP("AoIReasons", "{side}: {vp} VP"),
    "history.edit.correct_card": QT_TRANSLATE_NOOP("AoIReasons", "Decision card corrected: {card}"),
    "history.edit.restore_card": QT_TRANSLATE_NOOP("AoIReasons", "Decision card back to the printed data: {card}"),
    # -- the table's answers, as the history lists them -------------------------------------------------
    "history.answer.card": QT_TRANSLATE_NOOP("AoIReasons", "Decision card drawn for {side}: {card}"),
    "history.answer.two_cards": QT_TRANSLATE_NOOP(
        "AoIReasons", "Decision cards drawn for {side}: {support} (support card), then {action} (action card)"),
    "history.answer.setup_card": QT_TRANSLATE_NOOP(
        "AoIReasons", "Decision card drawn for {side}'s initial workshop letters: {card}"),
    "history.answer.final_figures": QT_TRANSLATE_NOOP(
        "AoIReasons", "Final scoring entered for {side}: {area_vp} for its largest area, {science_vp} for science"),
})

ERRORS: dict[str, str] = cast(dict[str, str], {
    # -- the game's face --------------------------------------------------------------------------
    "step.stale": QT_TRANSLATE_NOOP(
        "AoIErrors", "The board changed since this step was planned; here is the new plan."),
    "game.over": QT_TRANSLATE_NOOP("AoIErrors", "The game is over: undo to go back, or start a new game."),
    "turn.not_human": QT_TRANSLATE_NOOP("AoIErrors", "It is the Automa's turn: confirm its steps first."),
    "turn.not_yours": QT_TRANSLATE_NOOP("AoIErrors", "Only the side whose turn it is passes, and the turn is with {seat}."),
    # -- your edits -------------------------------------------------------------------------------
    "edit.no_such_hex": QT_TRANSLATE_NOOP("AoIErrors", "There is no hex at row,column {hex} on this board."),
    "edit.river": QT_TRANSLATE_NOOP(
        "AoIErrors", "{hex} is a river hex: buildings stand on land, and a river cannot be transformed."),
    "edit.no_building": QT_TRANSLATE_NOOP("AoIErrors", "There is no building on {hex}."),
    "edit.no_such_side": QT_TRANSLATE_NOOP("AoIErrors", "{side} is not playing in this game."),
    "edit.hex_taken": QT_TRANSLATE_NOOP(
        "AoIErrors", "{hex} already holds a building ({side} built a {building} there): one building per hex."),
    "edit.no_supply": QT_TRANSLATE_NOOP(
        "AoIErrors", "{side}: no {building} left in the supply (all {count} are on the board)."),
    "edit.mark_not_automa": QT_TRANSLATE_NOOP(
        "AoIErrors", "Only the Automa's buildings are marked with a power token ({hex})."),
    "edit.mark_there": QT_TRANSLATE_NOOP("AoIErrors", "The Automa's building on {hex} is marked already."),
    "edit.not_marked": QT_TRANSLATE_NOOP("AoIErrors", "The Automa's building on {hex} is not marked."),
    "edit.bad_upgrade": QT_TRANSLATE_NOOP(
        "AoIErrors",
        "A {building} cannot become a {to} ({hex}): the upgrade paths are workshop to guild, guild to school "
        "or palace, school to university."),
    "edit.terrain_there": QT_TRANSLATE_NOOP("AoIErrors", "{hex} is {terrain} already."),
    "edit.transform_built": QT_TRANSLATE_NOOP(
        "AoIErrors", "{side} built a {building} on {hex}: only a hex without a building is transformed."),
    "edit.river_built": QT_TRANSLATE_NOOP(
        "AoIErrors", "{side} built a {building} on {hex}: take it off before the hex becomes river."),
    "edit.river_bridge_end": QT_TRANSLATE_NOOP(
        "AoIErrors", "{hex} is the end of a bridge space: a bridge joins two land hexes."),
    "edit.letter_on_hex": QT_TRANSLATE_NOOP(
        "AoIErrors",
        "The {terrain} workshop letter {letter} lies on {hex}: move it or take it off before painting the hex."),
    "edit.bad_letter": QT_TRANSLATE_NOOP("AoIErrors", "Workshop letters are {letters}, not {letter}."),
    "edit.no_letter": QT_TRANSLATE_NOOP("AoIErrors", "The {terrain} workshop letter {letter} is not on the map."),
    "edit.letter_wrong_terrain": QT_TRANSLATE_NOOP(
        "AoIErrors", "The {terrain} letter {letter} goes on a {terrain} hex, and {hex} is {found}."),
    "edit.letter_there": QT_TRANSLATE_NOOP("AoIErrors", "The {terrain} letter {letter} is on {hex} already."),
    "edit.letter_hex_taken": QT_TRANSLATE_NOOP(
        "AoIErrors", "{hex} carries letter {other} already: one letter per hex."),
    "edit.no_bridge": QT_TRANSLATE_NOOP("AoIErrors", "There is no bridge between {a} and {b}."),
    "edit.automa_bridge": QT_TRANSLATE_NOOP("AoIErrors", "The Automa never builds bridges (special rules)."),
    "edit.not_bridge_space": QT_TRANSLATE_NOOP(
        "AoIErrors", "{a} and {b} are not the ends of a bridge space on this board."),
    "edit.bridge_there": QT_TRANSLATE_NOOP("AoIErrors", "A bridge joins {a} and {b} already."),
    "edit.science_there": QT_TRANSLATE_NOOP("AoIErrors", "{side}: the {discipline} marker is on level {level} already."),
    "edit.no_scholar_space": QT_TRANSLATE_NOOP("AoIErrors", "{discipline} has no scholar space worth {value}."),
    "edit.scholar_space_free": QT_TRANSLATE_NOOP(
        "AoIErrors", "No scholar stands on a {discipline} space worth {value}."),
    "edit.scholar_space_taken": QT_TRANSLATE_NOOP(
        "AoIErrors", "Every {discipline} scholar space worth {value} is taken."),
    "edit.no_scholars_left": QT_TRANSLATE_NOOP(
        "AoIErrors", "{side}: no scholar left (all {count} are on the scholar spaces)."),
    "edit.automa_passes_itself": QT_TRANSLATE_NOOP(
        "AoIErrors", "The Automa takes its round bonus when it passes, as one of its own steps."),
    "edit.already_passed": QT_TRANSLATE_NOOP("AoIErrors", "{side} passed already this round."),
    "edit.no_such_bonus": QT_TRANSLATE_NOOP(
        "AoIErrors", "There is no round bonus at place {slot}: {count} are on offer."),
    "edit.no_such_action": QT_TRANSLATE_NOOP(
        "AoIErrors", "There is no {row} at place {slot}: this board has {count}."),
    "edit.action_covered": QT_TRANSLATE_NOOP("AoIErrors", "That {row} (place {slot}) is covered already."),
    "edit.action_free": QT_TRANSLATE_NOOP("AoIErrors", "That {row} (place {slot}) is not covered."),
    "edit.no_such_innovation": QT_TRANSLATE_NOOP(
        "AoIErrors", "The innovation display has {count} places, not {slot}."),
    "edit.innovation_there": QT_TRANSLATE_NOOP("AoIErrors", "An innovation lies on place {slot} already."),
    "edit.innovation_gone": QT_TRANSLATE_NOOP("AoIErrors", "The innovation of place {slot} was taken already."),
    "edit.automa_innovations": QT_TRANSLATE_NOOP(
        "AoIErrors", "{side} has {count} innovations: it holds between 0 and 3."),
    "edit.no_such_card": QT_TRANSLATE_NOOP("AoIErrors", "There is no decision card {card} (*1-*6, 7-14)."),
    "edit.card_not_corrected": QT_TRANSLATE_NOOP("AoIErrors", "Decision card {card} plays the printed data already."),
    "edit.card_unchanged": QT_TRANSLATE_NOOP("AoIErrors", "Decision card {card} reads like that already."),
    # -- map files --------------------------------------------------------------------------------
    "map.not_object": QT_TRANSLATE_NOOP("AoIErrors", "{origin} is not a map file: it holds no JSON object."),
    "map.foreign": QT_TRANSLATE_NOOP(
        "AoIErrors", "{origin} is not an Age of Innovation map file (its format is \"{found}\")."),
    "map.no_id": QT_TRANSLATE_NOOP("AoIErrors", "{origin} has no map id or name."),
    "map.no_hexes": QT_TRANSLATE_NOOP("AoIErrors", "{origin} lists no hexes."),
    "map.bad_hex": QT_TRANSLATE_NOOP("AoIErrors", "The map file's {where} is not a hex (row, column): {value}."),
    "map.off_grid": QT_TRANSLATE_NOOP("AoIErrors", "The hex at row,column {hex} lies outside the grid a map may use."),
    "map.bad_terrain": QT_TRANSLATE_NOOP("AoIErrors", "Hex {hex} has an unknown terrain \"{terrain}\"."),
    "map.duplicate_hex": QT_TRANSLATE_NOOP("AoIErrors", "Hex {hex} is listed twice in the map file."),
    "map.bad_bridge": QT_TRANSLATE_NOOP("AoIErrors", "The map file's {where} is not a pair of hexes."),
    "map.bridge_not_land": QT_TRANSLATE_NOOP(
        "AoIErrors", "The map file's {where} ends on {hex}, which is not a land hex: a bridge joins two land hexes."),
    "map.bad_letters": QT_TRANSLATE_NOOP(
        "AoIErrors", "The map file's {where} is not a terrain's workshop letters (A-F, each on a hex)."),
    "map.letter_wrong_terrain": QT_TRANSLATE_NOOP(
        "AoIErrors", "The {terrain} workshop letter {letter} lies on {hex}, which is not {terrain}."),
    "map.unreadable": QT_TRANSLATE_NOOP("AoIErrors", "{origin} cannot be read: {error}."),
    "map.not_json": QT_TRANSLATE_NOOP("AoIErrors", "{origin} is not valid JSON (line {line})."),
    "map.unknown": QT_TRANSLATE_NOOP("AoIErrors", "There is no shipped board \"{map}\"."),
    "map.off_map": QT_TRANSLATE_NOOP("AoIErrors", "Hex {hex} is not on this board."),
    "map.no_name": QT_TRANSLATE_NOOP("AoIErrors", "Give the map a name before saving it."),
    "map.exists": QT_TRANSLATE_NOOP(
        "AoIErrors", "A map named \"{name}\" exists already ({origin}): choose another name, or replace it."),
    "map.unwritable": QT_TRANSLATE_NOOP("AoIErrors", "{origin} cannot be written: {error}."),
    # -- setup ------------------------------------------------------------------------------------
    "setup.bad_round_tiles": QT_TRANSLATE_NOOP(
        "AoIErrors", "Rounds 1-5 take five different round scoring tiles, not {tiles}."),
    "setup.spade_tile_late": QT_TRANSLATE_NOOP(
        "AoIErrors", "Round scoring tile {tile} (with the spade) never lies in round 5 or 6."),
    "setup.bad_final_tile": QT_TRANSLATE_NOOP("AoIErrors", "There is no final round scoring tile {tile}."),
    "setup.variant_simpletons": QT_TRANSLATE_NOOP(
        "AoIErrors",
        "With two players and the Automa, the Automa plays the Simpletons, not the {faction}."),
    "setup.same_terrain": QT_TRANSLATE_NOOP("AoIErrors", "The two players cannot both play {terrain}."),
    "setup.automa_terrain_taken": QT_TRANSLATE_NOOP(
        "AoIErrors", "The Automa's preferred terrain must differ from a player's: {terrain} is taken."),
    "setup.bad_bonus_tiles": QT_TRANSLATE_NOOP("AoIErrors", "Lay out {count} different round bonuses."),
    "setup.bad_bonus_choice": QT_TRANSLATE_NOOP(
        "AoIErrors", "There is no round bonus number {index}: {count} are left to choose from."),
    "setup.workshop_not_land": QT_TRANSLATE_NOOP("AoIErrors", "An initial workshop cannot go on {hex}: it is not land."),
    "setup.workshop_taken": QT_TRANSLATE_NOOP("AoIErrors", "{hex} holds an initial workshop already."),
    "setup.no_such_card": QT_TRANSLATE_NOOP("AoIErrors", "There is no decision card {card} (*1-*6, 7-14)."),
    "setup.letters_unknown": QT_TRANSLATE_NOOP(
        "AoIErrors",
        "Decision card {card} places the Automa's workshops at {terrain} letters {marked} and {unmarked}, and "
        "this board does not have them: place the letters in the map editor, or enter the two hexes."),
    "setup.automa_workshop_terrain": QT_TRANSLATE_NOOP(
        "AoIErrors", "The Automa's initial workshops go on its terrain ({terrain}); {hex} is not."),
})

COUNTS: dict[str, dict[str, str]] = cast(dict[str, dict[str, str]], {
    "setup.deck_app": {"size": QT_TRANSLATE_NOOP("AoIReasons", "%n card(s)")},
    "setup.deck_physical": {"size": QT_TRANSLATE_NOOP("AoIReasons", "%n card(s)")},
    "game.score": {"vp": QT_TRANSLATE_NOOP("AoIReasons", "%n VP")},
    "history.answer.final_figures": {"area_vp": QT_TRANSLATE_NOOP("AoIReasons", "%n VP"),
                                     "science_vp": QT_TRANSLATE_NOOP("AoIReasons", "%n VP")},
})
