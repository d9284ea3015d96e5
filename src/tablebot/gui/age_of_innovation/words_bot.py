"""Words of the Automa's turn codes (games/age_of_innovation/automa.py): the draw, the pass, every action
of the action column, the science choices, the round's end and the final scoring.

{side}-like keys read "the Automa"; {discipline}/{disciplines} a discipline's name; {slots} the spaces of
a row counted from the left (1, 2, 3...); counts go through COUNTS for their plurals.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

REASONS: dict[str, str] = cast(dict[str, str], {
    # -- TURA AUTOMY: Dobierz kartę Decyzji ----------------------------------------------------------
    "bot.ask_first_pair": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa's first turn this round: draw 2 decision cards ({left} in its deck) and enter them in the "
        "order drawn; the second goes to the left of the first and is the action card."),
    "bot.ask_card": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Put the old action card onto the support card, draw 1 decision card ({left} in the deck) and enter it: "
        "it is the new action card."),
    "bot.draw_first": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa draws 2 cards: card {action} is the action card (left), card {support} the support card "
        "(right); {left} left in its deck."),
    "bot.draw": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The old action card {support} goes onto the support stack and is the support card; the Automa draws "
        "card {action} as its action card; {left} left in its deck."),
    "bot.sideways_pass": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Card {card} is one of the two sideways cards at the bottom of the deck and shows the pass icon: the "
        "Automa ignores the rest of the card and passes."),
    "bot.sideways_no_pass": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Card {card} is one of the two sideways cards but has no pass icon: the Automa plays it."),
    "bot.action_column": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa does the action column of card {card} top to bottom ({actions}), reading support card "
        "{support}."),
    "bot.turn_end": QT_TRANSLATE_NOOP("AoIReasons", "The Automa has done every action of its card: its turn ends."),
    "bot.unknown_action": QT_TRANSLATE_NOOP(
        "AoIReasons", "The card shows an action the app does not know ({action}): the Automa does nothing for it."),
    # -- Pasowanie -----------------------------------------------------------------------------------
    "bot.pass_deck_empty": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa's deck is empty when it must draw: the Automa passes."),
    "bot.pass_sideways": QT_TRANSLATE_NOOP("AoIReasons", "The Automa passes."),
    "bot.pass_vp": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa scores {vp} VP once, the fixed figure on round {round}'s scoring tile ({tile})."),
    "bot.racelings_first": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Racelings pass first this round: they score the tile's {vp} VP once more."),
    "bot.pass_bonus": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The support card's arrow points {slot}: the Automa takes round bonus {tile} (its coins, {coins}, go "
        "to the supply) and puts its old bonus {old} in the same place."),
    "bot.pass_new_deck": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The round's decision cards and the top reserve card are shuffled into the Automa's next deck "
        "({cards}); the bottom two lie sideways."),
    "bot.pass_new_deck_physical": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Gather the round's decision cards (the action card, the support stack and the rest of the deck), add "
        "the top reserve card, shuffle them into the Automa's next deck ({cards}) and turn the bottom two "
        "sideways."),
    # -- the round's end and the game's end ---------------------------------------------------------
    "bot.round_end": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Everyone has passed: round {round} ends. The next round's turn order is the pass order: {seat} "
        "first."),
    "bot.round_end_board": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The spells and book actions are uncovered, a coin goes on each of the {coins} round bonuses on offer "
        "and the round's scoring tile leaves the board."),
    "bot.game_end": QT_TRANSLATE_NOOP(
        "AoIReasons", "That was round 6: the game ends and the final scoring follows."),
    "bot.ask_final": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Final scoring: the Automa scores area and science as any player. Its largest area is {area} (with "
        "navigation {navigation}, its difficulty card's highest); its discipline levels are {levels}. Enter "
        "your largest area and the app ranks it, or the VP the base game's scoring gives it."),
    "bot.final_score": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa scores {area_vp} VP for its area ({area} with navigation {navigation}) and {science_vp} VP "
        "for science."),
    "bot.final_ranked": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Final scoring, ranked as any player (base game: 18/12/6 for the largest areas, 8/4/2 in each discipline, "
        "ties share): the Automa's largest area, {area} with navigation {navigation}, against yours ({yours}) "
        "scores {area_vp} VP; its levels {levels} score {science_vp} VP for science."),
    "bot.final_wanderers": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Wanderers score {vp} VP more: 2 for each of their {buildings} on the board."),
    "bot.final_gognomes": QT_TRANSLATE_NOOP(
        "AoIReasons", "Gognomes: check that they scored the VP of their achievements (their faction card)."),
    # -- AKCJA FRAKCJI ----------------------------------------------------------------------------------
    "bot.faction_action": QT_TRANSLATE_NOOP(
        "AoIReasons", "Faction action: the Automa does the actions of its {faction} card one after the other."),
    "bot.by_table": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The {faction} card's next action ({what}) is not described precisely enough to compute: do it by "
        "hand as the faction card says and mirror it on the board."),
    "bot.symbionts_tool": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Symbionts: the Automa places a tool on {hex}, one of the {count} terrain spaces next to your buildings, "
        "chosen by the ATP card of their youth terrain ({terrain}). Put a tool there."),
    "bot.symbionts_none": QT_TRANSLATE_NOOP(
        "AoIReasons", "Symbionts: no free terrain space is next to your buildings, so no tool is placed."),
    "setup.symbionts_youth": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Symbionts' youth terrain is {terrain} (their faction card's setup)."),
    "bot.powermongers": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Powermongers: a player gained 2 or more power from the Automa's building, so it advances 1 level."),
    # -- ZDOBYWANIE PUNKTÓW --------------------------------------------------------------------------
    "bot.score_fixed": QT_TRANSLATE_NOOP("AoIReasons", "The Automa scores {vp} VP, the figure on card {card}."),
    "bot.score_x": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa scores {vp} VP: card {card} shows X, worth {vp} in round {round} on its "
        "difficulty card."),
    "bot.score_faction": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa scores {vp} VP: X is {x} this round and the {faction} card adds {mod} (never "
        "below 0)."),
    # -- ZYSKANIE INNOWACJI ------------------------------------------------------------------------------
    "bot.innovation": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa takes the innovation in space {slot} of the display (it gains nothing for it)."),
    "bot.innovation_early": QT_TRANSLATE_NOOP(
        "AoIReasons", "No innovation: it is round {round}, and the Automa gains one only in rounds 3 to 6."),
    "bot.innovation_three": QT_TRANSLATE_NOOP(
        "AoIReasons", "No innovation: the Automa already has 3."),
    "bot.innovation_none": QT_TRANSLATE_NOOP("AoIReasons", "No innovation: the display is empty."),
    # -- BLOKOWANIE ----------------------------------------------------------------------------------------
    "bot.block_spell": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa puts an X token on spell {slot} (it gains nothing)."),
    "bot.block_book": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa puts an X token on book action {slot} (it gains nothing)."),
    "bot.block_no_spell": QT_TRANSLATE_NOOP(
        "AoIReasons", "No X token on a spell: every spell is already covered."),
    "bot.block_no_book": QT_TRANSLATE_NOOP(
        "AoIReasons", "No X token on a book action: every book action is already covered."),
    # -- PRZEKSZTAŁCENIE TERENU I BUDOWA / ROZBUDOWA -------------------------------------------------------
    "bot.build_no_workshop": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa has no workshop left to build: it upgrades instead."),
    "bot.build_no_hex": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa has no valid hex to transform and build on: it upgrades instead."),
    "bot.upgrade_none": QT_TRANSLATE_NOOP(
        "AoIReasons", "No upgrade: no Automa building can become another with one left in its supply."),
    # -- WYSŁANIE UCZONEGO / AWANSOWANIE ------------------------------------------------------------------
    "bot.scholar": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa sends a scholar to the highest free scholar space of {discipline} (worth {space}): its "
        "marker moves from {origin} to {dest}."),
    "bot.scholar_none_free": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "No scholar space of {discipline} is free: the Automa's marker moves 1 level, from {origin} to {dest}."),
    "bot.scholar_none_left": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The Automa has no scholar left: its {discipline} marker moves 1 level, from {origin} to {dest}."),
    "bot.advance": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa advances {levels} in {discipline}, from {origin} to {dest}."),
    "bot.science_all_top": QT_TRANSLATE_NOOP(
        "AoIReasons", "The Automa cannot advance: its markers are on level 12 in every discipline."),
    "bot.tie.scoring_tile": QT_TRANSLATE_NOOP(
        "AoIReasons", "The support card points at the round's scoring tile: its Automa icon is {discipline}."),
    "bot.tie.scoring_tile_full": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "The round's scoring tile shows {discipline}, where the Automa is on level 12: it catches up instead."),
    "bot.tie.catch_up_zero": QT_TRANSLATE_NOOP("AoIReasons", "Catching up: its marker is on 0 in {disciplines}."),
    "bot.tie.catch_up_you": QT_TRANSLATE_NOOP(
        "AoIReasons", "Catching up: closest to your marker ({distance} away) in {disciplines}."),
    "bot.tie.catch_up_highest": QT_TRANSLATE_NOOP(
        "AoIReasons", "Catching up: closest to the highest marker ({distance} away) in {disciplines}."),
    "bot.directional_disciplines_right_down": QT_TRANSLATE_NOOP(
        "AoIReasons", "Directional selection, {number} left to right: counting {disciplines} stops at {discipline}."),
    "bot.directional_disciplines_left_up": QT_TRANSLATE_NOOP(
        "AoIReasons", "Directional selection, {number} right to left: counting {disciplines} stops at {discipline}."),
    "bot.directional_slots_right_down": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Directional selection, {number} left to right: counting spaces {slots} stops at space {slot}."),
    "bot.directional_slots_left_up": QT_TRANSLATE_NOOP(
        "AoIReasons",
        "Directional selection, {number} right to left: counting spaces {slots} stops at space {slot}."),
})

COUNTS: dict[str, dict[str, str]] = cast(dict[str, dict[str, str]], {
    "bot.advance": {"levels": QT_TRANSLATE_NOOP("AoIReasons", "%n level(s)")},
    "bots.final_areas": {"given": QT_TRANSLATE_NOOP("AoIReasons", "%n area(s)")},
    "bot.pass_new_deck": {"cards": QT_TRANSLATE_NOOP("AoIReasons", "%n card(s)")},
    "bot.pass_new_deck_physical": {"cards": QT_TRANSLATE_NOOP("AoIReasons", "%n card(s)")},
    "bot.pass_bonus": {"coins": QT_TRANSLATE_NOOP("AoIReasons", "%n coin(s)")},
    "bot.round_end_board": {"coins": QT_TRANSLATE_NOOP("AoIReasons", "%n round bonus(es)")},
    "bot.final_wanderers": {"buildings": QT_TRANSLATE_NOOP("AoIReasons", "%n building(s)")},
    "bot.final_score": {"area": QT_TRANSLATE_NOOP("AoIReasons", "%n building(s)")},
    "bot.ask_final": {"area": QT_TRANSLATE_NOOP("AoIReasons", "%n building(s)")},
    "bot.final_ranked": {"area": QT_TRANSLATE_NOOP("AoIReasons", "%n building(s)"),
                         "area_vp": QT_TRANSLATE_NOOP("AoIReasons", "%n VP"),
                         "science_vp": QT_TRANSLATE_NOOP("AoIReasons", "%n VP")},
    "bot.tie.catch_up_you": {"distance": QT_TRANSLATE_NOOP("AoIReasons", "%n level(s)")},
    "bot.tie.catch_up_highest": {"distance": QT_TRANSLATE_NOOP("AoIReasons", "%n level(s)")},
})

DETAIL: frozenset[str] = frozenset({
    "bot.action_column", "bot.pass_new_deck", "bot.round_end_board", "bot.tie.scoring_tile",
    "bot.tie.scoring_tile_full", "bot.tie.catch_up_zero", "bot.tie.catch_up_you", "bot.tie.catch_up_highest",
    "bot.directional_disciplines_right_down", "bot.directional_disciplines_left_up",
    "bot.directional_slots_right_down", "bot.directional_slots_left_up",
})
"""Lines that say how a choice fell: folded under "Why" below the deciding lines."""

ERRORS: dict[str, str] = cast(dict[str, str], {
    "bots.stale_step": QT_TRANSLATE_NOOP(
        "AoIErrors", "The board changed since this step was planned: look at the new proposal."),
    "bots.no_pair": QT_TRANSLATE_NOOP(
        "AoIErrors", "{side} has no decision pair on the table: enter its cards first."),
    "bots.no_round_bonus": QT_TRANSLATE_NOOP(
        "AoIErrors", "No round bonus is on offer for {side} to take when it passes: correct the bonus row."),
    "bots.card_count": QT_TRANSLATE_NOOP(
        "AoIErrors", "Enter exactly the cards drawn here ({count}); {given} were entered."),
    "bots.card_twice": QT_TRANSLATE_NOOP("AoIErrors", "Card {card} was entered twice: each card exists once."),
    "bots.no_such_card": QT_TRANSLATE_NOOP(
        "AoIErrors", "There is no decision card {card}: the cards are *1 to *6 and 7 to 14."),
    "bots.card_cannot_be": QT_TRANSLATE_NOOP(
        "AoIErrors",
        "Card {card} cannot be in the Automa's deck now: it is already in play this round, or not part of the "
        "deck in round {round} at this level. Check the card drawn."),
    "setup.youth_terrain_taken": QT_TRANSLATE_NOOP(
        "AoIErrors", "The Symbionts' youth terrain must differ from every side's terrain: {terrain} is taken."),
    "bots.final_areas": QT_TRANSLATE_NOOP(
        "AoIErrors",
        "Enter the largest area of each player ({count}, one per player), or the Automa's area and science "
        "VP (entered: {given})."),
    "answer.wrong_kind": QT_TRANSLATE_NOOP("AoIErrors", "The app is waiting for another answer: {expected}."),
    "game.over": QT_TRANSLATE_NOOP("AoIErrors", "The game is over: undo to go back, or start a new game."),
})
